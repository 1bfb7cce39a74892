"""Write set 220's validate.py from set 219's (read as text, never imported or run): set 220's tags, styles and
counts; set 220's scenario rule (the 20 trees holding set 215's scenarios, in set 215's order, each represented by
its lowest record id that is neither set 215's id nor one of set 219's ids); the READMEs of sets 219 and 218 for
the distance checks; set 219's and set 218's tags, their words, styles and theme words (read here from their
READMEs: the tag table rows, the 'construction counts:' line of the estimates section, and the theme words of the
'(the theme word, X, begins' phrases) added to the earlier lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set219', 'validate.py'), encoding='utf-8').read()

TAGS = ['sprinklerwart_pruefprotokoll', 'sproeikop_keuring', 'sprinklerista_erogatore', 'rociador_inspeccion',
        'sprinkleriste_diffuseur', 'sprinkleriasentaja_suutin', 'tryskacz_przeglad', 'rasprsivac_ispitivanje']
STYLES = ['climbout', 'spiraldive', 'reverselaunch', 'ridgesoaring', 'bigears', 'cloudsuck']


def readme_bits(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M)
    tags = [t for t in tags if t not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    themes = re.findall(r'\(the theme word, ([a-z]+), begins', txt)
    return tags, styles, themes


bits = {n: readme_bits(n) for n in (219, 218)}
for n, (t, s, th) in bits.items():
    assert len(t) == 8 and len(s) == 6 and len(th) >= 2, (n, t, s, th)
    print(n, t, s, th)
words, styles, themes = set(), set(), set()
for n, (t, s, th) in bits.items():
    for x in t:
        words.add(x)
        words.update(x.split('_'))
    styles.update(s)
    themes.update(th)
extra_themes = {'dosimetrist': [], 'loggersports': ['timbersports'], 'signmaker': [], 'unicycling': []}
for th in list(themes):
    for e in extra_themes.get(th, []):
        themes.add(e)
claim_words = set(words)
for th in themes:
    claim_words.update({th, th + 's'})
style_words = set(styles)
for th in themes:
    style_words.update({th, th + 's'})
print('themes', sorted(themes))


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 219 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 220 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 220: set 219's checker (below, its docstring kept) patched by build/patch_validate.py with set 220's tags,\n"
    "styles and counts, set 220's scenario rule (the 20 trees that hold set 215's 20 scenarios, in set 215's order,\n"
    "each represented by its lowest record id that is neither set 215's id nor one of set 219's ids), and the READMEs\n"
    "of sets 219 and 218 for the distance checks; set 219's and set 218's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 219 (set 219's own docstring):\n"
    'Stdlib-only checker for blind set 219 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set215', 'README.md')  # set 219: set 215's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set219', 'README.md')  # set 220: set 219's README")
rep("for n in (214,)]  # set 219: set 214's README", "for n in (218,)]  # set 220: set 218's README")
rep("SET214 = os.path.join(HERE, 'ref', 'set214_scenarios.json')\n",
    "SET214 = os.path.join(HERE, 'ref', 'set214_scenarios.json')\n"
    "# set 220: set 219's list and its own choices file (set 219's ref/scenario_choices.json, copied under this name);\n"
    "# set 215's list (ref/set215_scenarios.json, from set 219's ref/) holds the trees set 220 reuses\n"
    "SET219 = os.path.join(HERE, 'ref', 'set219_scenarios.json')\n"
    "SET219_CHOICES = os.path.join(HERE, 'ref', 'set219_scenario_choices.json')\n")
old_tags = bits[219][0]
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % TAGS)
old_st = bits[219][1]
rep("            # new in set 219 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in old_st),
    "            # set 219's prose styles (earlier for set 220)\n            %s,\n"
    "            # set 218's prose styles (earlier for set 220)\n            %s,\n"
    "            # new in set 220 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in old_st), ', '.join("'%s'" % s for s in bits[218][1]),
        ', '.join("'%s'" % s for s in STYLES)))
rep('NEW_EST_TAGS = %r' % old_st, 'NEW_EST_TAGS = %r' % STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + '}\n'
rep(old_pat, 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + '}\n'
    + "# set 219's patterns (kept for the record)\nSET219_" + old_pat)
rep('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n',
    "# set 220: set 219's claim tags, their words and its persona theme words, and set 218's; set 219's and set 218's\n"
    "# styles and theme words, read from their READMEs by build/patch_validate.py\n"
    'EARLIER_CLAIM_TAGS |= set(%r)\n' % sorted(claim_words) +
    'SET41_STYLE_VARIANTS |= set(%r)\n' % sorted(style_words) +
    'EST_TAGS |= set(%r)\n' % sorted(styles) +
    'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n')
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s214x_ if x in ds}  # set 214's trees: the trees set 219 reuses\n",
    "    set27_keys = {ds[x][2] for x in s214x_ if x in ds}  # set 214's trees: the trees set 219 reused\n"
    "    s219x_ = json.load(open(SET219))  # set 219's ids: not to be chosen again\n"
    "    if len(s219x_) != 20 or len({ds[x][2] for x in s219x_ if x in ds}) != 20:\n"
    "        err('ref/set219_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s215x_ if x in ds}  # set 215's trees: the trees set 220 reuses\n")
rep("    for x in s214x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s215x_]\n",
    "    for x in s215x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s219x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set219_scenarios.json'))) != chosen:\n"
    "            err('ref/set219_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set219_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set220_scenarios.json'))) != chosen:\n"
    "            err('ref/set220_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set220_scenarios.json: %s' % e)\n"
    "    # set 219's own choices file (saved as ref/set219_scenario_choices.json) must agree with ref/set219_scenarios.json\n"
    "    try:\n        s219 = [c['scenario'] for c in json.load(open(SET219_CHOICES))['chosen']]\n"
    "        if len(s219) != 20 or s219 != json.load(open(SET219)):\n"
    "            err('ref/set219_scenario_choices.json should list 20 chosen ids, those of ref/set219_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET219_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 219' % x)\n"
    "        if x in s214x_:\n            err('chosen scenario %s is one of set 214\\'s own ids' % x)\n"
    "        if x in s215x_:\n            err('chosen scenario %s is one of set 215\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 220' % x)\n"
    "        if x in s215x_:\n            err('chosen scenario %s is one of set 215\\'s own ids' % x)\n"
    "        if x in s219x_:\n            err('chosen scenario %s is one of set 219\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 214\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 215\\'s trees' % sc)\n")
rep("                err('new tag %s appears in set 215\\'s README' % t)\n",
    "                err('new tag %s appears in set 219\\'s README' % t)\n")
rep("                err('new tag %s (with a space) appears in set 215\\'s README' % t)\n",
    "                err('new tag %s (with a space) appears in set 219\\'s README' % t)\n")
rep("        err('set 215\\'s README not found at %s' % SET30_README)\n",
    "        err('set 219\\'s README not found at %s' % SET30_README)\n")
rep("all set 214\\'s trees, none of set 214\\'s or set 215\\'s ids)",
    "all set 215\\'s trees, none of set 215\\'s or set 219\\'s ids)")
for t in TAGS:
    assert t not in claim_words
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
