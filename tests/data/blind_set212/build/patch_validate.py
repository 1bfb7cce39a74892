"""Writes set 212's validate.py from set 211's (read as text, never imported or run): set 212's tags, styles,
scenario rule (set 207's trees, set 207's and set 211's ids excluded; set 211's own choices file checked), the
READMEs of sets 211 and 210 for the tag checks, and set 211's and set 210's tags, tag words, persona theme words,
styles and prose theme words, read from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
src = open(os.path.join(SET, '..', 'blind_set211', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['despachador_guia', 'expediteur_colis', 'disponent_frachtbrief', 'ekspeditor_nakladnaya',
            'huolitsija_rahtikirja', 'expedidor_romaneio', 'dispecer_vydejka', 'ekspedient_fragtbrev']
NEW_STYLES = ['pushstart', 'kreisel', 'labyrinth', 'omegacurve', 'sledflip', 'brakezone']
earlier_tags, earlier_styles, themes = set(), set(), set()
for n, pt, st in ((211, 'storekeeper', 'windsurfing'), (210, 'metrologist', 'motorsport')):
    txt = open(os.path.join(SET, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = re.findall(r'^\| `([a-z_]+)` \| 12 \|', txt, re.M)
    styles = re.findall(r'`([a-z]+)` 20\b', txt)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    for t in tags:
        earlier_tags.add(t); earlier_tags.update(t.split('_'))
    earlier_tags.update([pt, pt + 's'])
    earlier_styles.update(styles)
    themes.update([st, st + 's'])
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 211 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 212 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 212: set 211's checker (below, its docstring kept) patched by build/patch_validate.py with set 212's tags,\n"
    "styles and counts, set 212's scenario rule (the 20 trees that hold set 207's 20 scenarios, in set 207's order,\n"
    "each represented by its lowest record id that is neither set 207's id nor one of set 211's ids), and the READMEs\n"
    "of sets 211 and 210 for the distance checks; set 211's and set 210's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 211 (set 211's own docstring):\n"
    'Stdlib-only checker for blind set 211 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set209', 'README.md')  # set 211: set 209's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set211', 'README.md')  # set 212: set 211's README")
rep("for n in (207,)]  # set 211: set 207's README", "for n in (210,)]  # set 212: set 210's README")
rep("SET206 = os.path.join(HERE, 'ref', 'set206_scenarios.json')\n",
    "SET206 = os.path.join(HERE, 'ref', 'set206_scenarios.json')\n"
    "# set 212: set 211's list and its own choices file (set 211's ref/scenario_choices.json, copied under this name);\n"
    "# set 207's list (ref/set207_scenarios.json, copied with set 211's ref/) holds the trees set 212 reuses\n"
    "SET211 = os.path.join(HERE, 'ref', 'set211_scenarios.json')\n"
    "SET211_CHOICES = os.path.join(HERE, 'ref', 'set211_scenario_choices.json')\n")
old_tags = ['skladistar_primka', 'raktaros_leltar', 'varastonhoitaja_varastokirja', 'sandelininkas_vaztarastis', 'panolero_planilla', 'stoorman_voorraadboek', 'noliktavnieks_uzskaite', 'thukho_phieuxuat']
rep(', '.join("'%s': 12" % t for t in old_tags) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
old_st = ['uphaul', 'waterstart', 'beachstart', 'catapult', 'spinout', 'railriding']
rep("            # new in set 211 (prose styles)\n            %s}" % ', '.join(repr(s) for s in old_st),
    "            # set 211's prose styles (earlier for set 212)\n            %s,\n"
    "            # new in set 212 (prose styles)\n            %s}" % (', '.join(repr(s) for s in old_st), ', '.join(repr(s) for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % old_st, 'NEW_EST_TAGS = %r' % NEW_STYLES)
rep("STYLE_PATTERNS = {\n    'uphaul'",
    "STYLE_PATTERNS = {\n" + ''.join("    %r: [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) +
    "}\n# set 211's patterns (kept for the record)\nSET211_STYLE_PATTERNS = {\n    'uphaul'")
rep("AVOIDED_EST_FORMS = {",
    "# set 212: set 211's claim tags, their words and its persona theme word (storekeeper), and set 210's (metrologist);\n"
    "# set 211's and set 210's styles and theme words (windsurfing, motorsport), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    % (sorted(earlier_tags), sorted(earlier_styles | themes), sorted(earlier_styles)) + "AVOIDED_EST_FORMS = {")
rep("    set27_keys = {ds[x][2] for x in s206x_ if x in ds}  # set 206's trees: the trees set 211 reuses\n",
    "    s211x_ = json.load(open(SET211))  # set 211's ids: not to be chosen again\n"
    "    if len(s211x_) != 20 or len({ds[x][2] for x in s211x_ if x in ds}) != 20:\n"
    "        err('ref/set211_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s207x_ if x in ds}  # set 207's trees: the trees set 212 reuses\n")
rep("    for x in s206x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s209x_]",
    "    for x in s207x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s211x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set211_scenarios.json'))) != chosen:\n            err('ref/set211_scenarios.json does not list",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set212_scenarios.json'))) != chosen:\n            err('ref/set212_scenarios.json does not list")
rep("        err('cannot read ref/set211_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set212_scenarios.json: %s' % e)\n"
    "    # set 211's own choices file (saved as ref/set211_scenario_choices.json) must agree with ref/set211_scenarios.json\n"
    "    try:\n        s211 = [c['scenario'] for c in json.load(open(SET211_CHOICES))['chosen']]\n"
    "        if len(s211) != 20 or s211 != json.load(open(SET211)):\n"
    "            err('ref/set211_scenario_choices.json should list 20 chosen ids, those of ref/set211_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET211_CHOICES, e))\n")
rep("is not used by set 211' % x)", "is not used by set 212' % x)")
rep("        if x in s206x_:\n            err('chosen scenario %s is one of set 206\\'s own ids' % x)\n        if x in s209x_:\n            err('chosen scenario %s is one of set 209\\'s ids' % x)",
    "        if x in s207x_:\n            err('chosen scenario %s is one of set 207\\'s own ids' % x)\n        if x in s211x_:\n            err('chosen scenario %s is one of set 211\\'s ids' % x)")
rep("is not in one of set 206\\'s trees", "is not in one of set 207\\'s trees")
rep("err('new tag %s appears in set 209\\'s README' % t)", "err('new tag %s appears in set 211\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 209\\'s README' % t)", "err('new tag %s (with a space) appears in set 211\\'s README' % t)")
rep("err('set 209\\'s README not found at %s' % SET30_README)", "err('set 211\\'s README not found at %s' % SET30_README)")
rep("all set 206\\'s trees, none of set 206\\'s or set 209\\'s ids)", "all set 207\\'s trees, none of set 207\\'s or set 211\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written; earlier tags added:', len(earlier_tags), 'styles:', sorted(earlier_styles | themes))
