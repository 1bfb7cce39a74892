"""Write set 215's validate.py: set 213's checker (read as text, never imported or run) patched with set 215's
tags, styles and counts, set 215's scenario rule (the 20 trees that hold set 210's 20 scenarios, in set 210's
order, each by its lowest record id that is neither set 210's id nor one of set 213's ids), the READMEs of sets
213 and 212 for the distance checks, and set 213's and set 212's tags, tag words, styles and theme words, read
from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set213', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['werkkleding_maatlijst', 'vestiario_divisa', 'tenue_brodage', 'uniformes_tallaje', 'tyoasu_kokotaulukko',
            'odziez_rozmiarowka', 'uniforma_marime', 'skyddsklader_storlek']
NEW_STYLES = ['tuckjump', 'seatdrop', 'barani', 'swivelhips', 'rudolph', 'backdrop']
OLD_TAGS = ['reisestelle_reiseantrag', 'ufficioviaggi_trasferta', 'voyagiste_ordredemission', 'utazasszervezo_kikuldetes',
            'seyahat_harcirah', 'podroze_delegacja', 'reisagent_boekingsbevestiging', 'resebyra_reserakning']
OLD_STYLES = ['triplebar', 'jumpoff', 'knockdown', 'rollback', 'clearround', 'liverpool']
ctags, styles, themes = set(), set(), set()
for n in (213, 212):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    for tag in re.findall(r'^\| `([a-z_]+)`', t, re.M):
        if tag not in ('realistic_reply', 'attacker_probe'):
            ctags.add(tag); ctags.update(tag.split('_'))
    m = re.search(r'construction counts: ([^.]*)', t)
    styles.update(re.findall(r'`([a-z_]+)` 20', m.group(1)))
    th = re.findall(r'\(the theme word, ([a-z]+)', t)
    ctags.add(th[0]); ctags.add(th[0] + 's'); themes.add(th[1]); themes.add(th[1] + 's')
assert len(styles) == 12 and len(ctags) > 30, (styles, len(ctags))
def rep(a, b, count=1):
    global src
    assert src.count(a) == count, (a, src.count(a))
    src = src.replace(a, b)
rep('"""Stdlib-only checker for blind set 213 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 215 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 215: set 213\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 215\'s tags,\n'
    'styles and counts, set 215\'s scenario rule (the 20 trees that hold set 210\'s 20 scenarios, in set 210\'s order,\n'
    'each represented by its lowest record id that is neither set 210\'s id nor one of set 213\'s ids), and the READMEs\n'
    'of sets 213 and 212 for the distance checks; set 213\'s and set 212\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 213 (set 213\'s own docstring):\nStdlib-only checker for blind set 213 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set211', 'README.md')  # set 213: set 211's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set213', 'README.md')  # set 215: set 213's README")
rep("for n in (209,)]  # set 213: set 209's README", "for n in (212,)]  # set 215: set 212's README")
rep("SET208 = os.path.join(HERE, 'ref', 'set208_scenarios.json')\n",
    "SET208 = os.path.join(HERE, 'ref', 'set208_scenarios.json')\n"
    "# set 215: set 213's list and its own choices file (set 213's ref/scenario_choices.json, copied under this name);\n"
    "# set 210's list (ref/set210_scenarios.json, copied from tests/data/blind_set210/ref/) holds the trees set 215 reuses\n"
    "SET213 = os.path.join(HERE, 'ref', 'set213_scenarios.json')\n"
    "SET213_CHOICES = os.path.join(HERE, 'ref', 'set213_scenario_choices.json')\n"
    "SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n")
for a, b in zip(OLD_TAGS, NEW_TAGS):
    rep("'%s': 12" % a, "'%s': 12" % b)
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 213 (prose styles)\n            'triplebar', 'jumpoff', 'knockdown', 'rollback', 'clearround', 'liverpool'}",
    "            # set 213's prose styles (earlier for set 215)\n            'triplebar', 'jumpoff', 'knockdown', 'rollback', 'clearround', 'liverpool',\n"
    "            # set 212's prose styles (earlier for set 215)\n            %s,\n"
    "            # new in set 215 (prose styles)\n            %s}" % (', '.join(repr(s) for s in sorted(styles - set(OLD_STYLES))), ', '.join(repr(s) for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n# set 213\'s patterns (kept for the record)\nSET213_' + old_pat
rep(old_pat, new_pat)
rep('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)',
    "# set 215: set 213's claim tags, their words and its persona theme word (travelbooker), and set 212's (dispatcher); set 213's\n"
    "# and set 212's styles and theme words (showjumping, bobsleigh), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)" % (sorted(ctags), sorted(styles | themes), sorted(styles)))
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s208x_ if x in ds}  # set 208's trees: the trees set 213 reuses\n",
    "    s213x_ = json.load(open(SET213))  # set 213's ids: not to be chosen again\n"
    "    if len(s213x_) != 20 or len({ds[x][2] for x in s213x_ if x in ds}) != 20:\n"
    "        err('ref/set213_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s210x_ = json.load(open(SET210))  # set 210's ids: the trees set 215 reuses, not to be chosen again\n"
    "    if len(s210x_) != 20 or len({ds[x][2] for x in s210x_ if x in ds}) != 20:\n"
    "        err('ref/set210_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s210x_ if x in ds}  # set 210's trees: the trees set 215 reuses\n")
rep("    for x in s208x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s211x_]",
    "    for x in s210x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s213x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set213_scenarios.json'))) != chosen:\n            err('ref/set213_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set213_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set215_scenarios.json'))) != chosen:\n            err('ref/set215_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set215_scenarios.json: %s' % e)\n"
    "    # set 213's own choices file (saved as ref/set213_scenario_choices.json) must agree with ref/set213_scenarios.json\n"
    "    try:\n        s213 = [c['scenario'] for c in json.load(open(SET213_CHOICES))['chosen']]\n"
    "        if len(s213) != 20 or s213 != json.load(open(SET213)):\n"
    "            err('ref/set213_scenario_choices.json should list 20 chosen ids, those of ref/set213_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET213_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 213' % x)\n        if x in s208x_:\n            err('chosen scenario %s is one of set 208\\'s own ids' % x)\n        if x in s211x_:\n            err('chosen scenario %s is one of set 211\\'s ids' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 215' % x)\n        if x in s210x_:\n            err('chosen scenario %s is one of set 210\\'s own ids' % x)\n        if x in s213x_:\n            err('chosen scenario %s is one of set 213\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 208\\'s trees' % sc)", "            err('scenario %s is not in one of set 210\\'s trees' % sc)")
rep("                err('new tag %s appears in set 211\\'s README' % t)", "                err('new tag %s appears in set 213\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 211\\'s README' % t)", "                err('new tag %s (with a space) appears in set 213\\'s README' % t)")
rep("        err('set 211\\'s README not found at %s' % SET30_README)", "        err('set 213\\'s README not found at %s' % SET30_README)")
rep("all set 208\\'s trees, none of set 208\\'s or set 211\\'s ids)", "all set 210\\'s trees, none of set 210\\'s or set 213\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written; earlier claim entries added:', len(ctags), 'styles:', sorted(styles))
