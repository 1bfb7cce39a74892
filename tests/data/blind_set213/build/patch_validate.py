"""Writes set 213's validate.py from set 211's (read as text, never imported or run): set 213's header in the
docstring; set 211's README for the tag checks and set 209's as the other README; set 213's tags, styles and
patterns (set 211's patterns kept for the record); set 211's styles moved to the earlier list; set 211's and
set 209's claim tags, their words and persona theme words (storekeeper, timekeeper, with plurals) added to the
earlier claim tags, and their prose styles and theme words (windsurfing, skydiving, with plurals) to the style
variants and estimate tags, all read from their READMEs; set 213's scenario rule (the 20 trees of set 208's
scenarios, in set 208's order, each represented by its lowest record id that is neither set 208's id nor one of
set 211's ids; set 211's own choices file, copied as ref/set211_scenario_choices.json, checked against its list)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set211', 'validate.py'), encoding='utf-8').read()

def sub(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)

NEW_TAGS = ['reisestelle_reiseantrag', 'ufficioviaggi_trasferta', 'voyagiste_ordredemission', 'utazasszervezo_kikuldetes',
            'seyahat_harcirah', 'podroze_delegacja', 'reisagent_boekingsbevestiging', 'resebyra_reserakning']
NEW_STYLES = ['triplebar', 'jumpoff', 'knockdown', 'rollback', 'clearround', 'liverpool']

def readme_lists(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20\b', t)
    themes = re.findall(r'the theme word, (\w+), begins', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes

ct, sv, et = set(), set(), set()
for n in (211, 209):
    tags, styles, themes = readme_lists(n)
    for t in tags:
        ct.add(t); ct.update(t.split('_'))
    ct.update([themes[0], themes[0] + 's'])
    sv.update(styles); sv.update([themes[1], themes[1] + 's'])
    et.update(styles)

sub('"""Stdlib-only checker for blind set 211 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 213 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 213: set 211's checker (below, its docstring kept) patched by build/patch_validate.py with set 213's tags,\n"
    "styles and counts, set 213's scenario rule (the 20 trees that hold set 208's 20 scenarios, in set 208's order,\n"
    "each represented by its lowest record id that is neither set 208's id nor one of set 211's ids), and the READMEs\n"
    "of sets 211 and 209 for the distance checks; set 211's and set 209's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 211 (set 211's own docstring):\n"
    'Stdlib-only checker for blind set 211 (claims.jsonl, estimates.jsonl, README.md).\n')
sub("SET30_README = os.path.join(HERE, '..', 'blind_set209', 'README.md')  # set 211: set 209's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set211', 'README.md')  # set 213: set 211's README")
sub("for n in (207,)]  # set 211: set 207's README", "for n in (209,)]  # set 213: set 209's README")
sub("SET206 = os.path.join(HERE, 'ref', 'set206_scenarios.json')\n",
    "SET206 = os.path.join(HERE, 'ref', 'set206_scenarios.json')\n"
    "# set 213: set 211's list and its own choices file (set 211's ref/scenario_choices.json, copied under this name);\n"
    "# set 208's list (ref/set208_scenarios.json, copied from tests/data/blind_set208/ref/) holds the trees set 213 reuses\n"
    "SET211 = os.path.join(HERE, 'ref', 'set211_scenarios.json')\n"
    "SET211_CHOICES = os.path.join(HERE, 'ref', 'set211_scenario_choices.json')\n"
    "SET208 = os.path.join(HERE, 'ref', 'set208_scenarios.json')\n")
old_tags = ['skladistar_primka', 'raktaros_leltar', 'varastonhoitaja_varastokirja', 'sandelininkas_vaztarastis',
            'panolero_planilla', 'stoorman_voorraadboek', 'noliktavnieks_uzskaite', 'thukho_phieuxuat']
sub("    " + ", ".join("'%s': 12" % t for t in old_tags) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
sub("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
old_st = ['uphaul', 'waterstart', 'beachstart', 'catapult', 'spinout', 'railriding']
sub("            # new in set 211 (prose styles)\n            %s}\n" % ", ".join("'%s'" % s for s in old_st),
    "            # set 211's prose styles (earlier for set 213)\n            %s,\n" % ", ".join("'%s'" % s for s in old_st) +
    "            # new in set 213 (prose styles)\n            %s}\n" % ", ".join("'%s'" % s for s in NEW_STYLES))
sub("NEW_EST_TAGS = %r\n" % old_st, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
sub("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + "}\n",
    "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
    "# set 211's patterns (kept for the record)\nSET211_STYLE_PATTERNS = {\n" +
    "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + "}\n")
sub("AVOIDED_EST_FORMS = {",
    "# set 213: set 211's claim tags, their words and its persona theme word (storekeeper), and set 209's (timekeeper); set 211's\n"
    "# and set 209's styles and theme words (windsurfing, skydiving), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (sorted(ct), sorted(sv), sorted(et)))
# scenario rule
sub("    set27_keys = {ds[x][2] for x in s206x_ if x in ds}  # set 206's trees: the trees set 211 reuses\n",
    "    s211x_ = json.load(open(SET211))  # set 211's ids: not to be chosen again\n"
    "    if len(s211x_) != 20 or len({ds[x][2] for x in s211x_ if x in ds}) != 20:\n"
    "        err('ref/set211_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s208x_ = json.load(open(SET208))  # set 208's ids: the trees set 213 reuses, not to be chosen again\n"
    "    if len(s208x_) != 20 or len({ds[x][2] for x in s208x_ if x in ds}) != 20:\n"
    "        err('ref/set208_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s208x_ if x in ds}  # set 208's trees: the trees set 213 reuses\n")
sub("    for x in s206x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s209x_]\n",
    "    for x in s208x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s211x_]\n")
sub("        if json.load(open(os.path.join(HERE, 'ref', 'set211_scenarios.json'))) != chosen:\n"
    "            err('ref/set211_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set211_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set213_scenarios.json'))) != chosen:\n"
    "            err('ref/set213_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set213_scenarios.json: %s' % e)\n"
    "    # set 211's own choices file (saved as ref/set211_scenario_choices.json) must agree with ref/set211_scenarios.json\n"
    "    try:\n        s211 = [c['scenario'] for c in json.load(open(SET211_CHOICES))['chosen']]\n"
    "        if len(s211) != 20 or s211 != json.load(open(SET211)):\n"
    "            err('ref/set211_scenario_choices.json should list 20 chosen ids, those of ref/set211_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET211_CHOICES, e))\n")
sub("is not used by set 211' % x)\n        if x in s206x_:\n            err('chosen scenario %s is one of set 206\\'s own ids' % x)\n        if x in s209x_:\n            err('chosen scenario %s is one of set 209\\'s ids' % x)\n",
    "is not used by set 213' % x)\n        if x in s208x_:\n            err('chosen scenario %s is one of set 208\\'s own ids' % x)\n        if x in s211x_:\n            err('chosen scenario %s is one of set 211\\'s ids' % x)\n")
sub("err('scenario %s is not in one of set 206\\'s trees' % sc)", "err('scenario %s is not in one of set 208\\'s trees' % sc)")
sub("err('new tag %s appears in set 209\\'s README' % t)", "err('new tag %s appears in set 211\\'s README' % t)")
sub("err('new tag %s (with a space) appears in set 209\\'s README' % t)", "err('new tag %s (with a space) appears in set 211\\'s README' % t)")
sub("err('set 209\\'s README not found at %s' % SET30_README)", "err('set 211\\'s README not found at %s' % SET30_README)")
sub("all set 206\\'s trees, none of set 206\\'s or set 209\\'s ids)", "all set 208\\'s trees, none of set 208\\'s or set 211\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written; earlier claim tags added:', len(ct), 'style variants:', len(sv), 'estimate tags:', len(et))
