"""Write set 196's validate.py from set 195's (tests/data/blind_set195/validate.py, read as text, never imported or
run) by asserted replacements:
- docstring: a set 196 paragraph in front, set 195's docstring kept below it;
- paths: ref/set195_scenarios.json and ref/set195_scenario_choices.json (set 195's own choices file, copied under
  this name); set 191's list (ref/set191_scenarios.json, copied from set 195's ref/) holds the trees set 196 reuses;
- set 196's eight claim tags (CLAIM_MIN, NEW_CLAIM_TAGS) and six prose styles (EST_TAGS, NEW_EST_TAGS,
  STYLE_PATTERNS; set 195's patterns kept for the record as SET195_STYLE_PATTERNS);
- set 196's scenario rule: the 20 trees holding set 191's 20 scenarios, in set 191's order, each represented by its
  lowest record id that is neither set 191's id nor one of set 195's ids; set 195's choices file must agree with
  ref/set195_scenarios.json; ref/set196_scenarios.json must list the chosen ids;
- the READMEs of sets 195 and 194 for the distance checks (SET30_README and OTHER_READMES);
- the earlier lists gain set 195's and set 194's claim tags, their words and persona theme words (with plurals),
  and their prose styles and prose theme words (with plurals), read here from their READMEs.
"""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set195', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['delineante_plano', 'dessinateur_calque', 'disegnatore_tavola', 'desenhista_prancheta',
            'desenator_plansa', 'kreslarz_rysunek', 'kreslic_vykres', 'braizytojas_brezinys']
NEW_STYLES = ['binky', 'periscoping', 'thumping', 'flopping', 'chinning', 'loafing']
OLD_TAGS = ['testare_skarmdump', 'testaaja_testitapaus', 'tesztelo_hibajegy', 'testeur_anomalie', 'testador_roteiro',
            'testuotojas_klaida', 'preizkusevalec_napaka', 'profwr_gwall']
OLD_STYLES = ['wedge', 'roping', 'stovepipe', 'multivortex', 'landspout', 'waterspout']


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)


# words read from the READMEs of sets 195 and 194
claim_words, style_words, est_tags = set(), set(), set()
for n in (195, 194):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    table = re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', txt, re.M)
    assert len(table) == 8, (n, table)
    for t in table:
        claim_words.add(t)
        claim_words.update(t.split('_'))
    m = re.search(r'construction counts: ((?:`[a-z]+` 20(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z]+)` 20', m.group(1))
    assert len(styles) == 6, (n, styles)
    est_tags.update(styles)
    style_words.update(styles)
    themes = re.findall(r'\(the theme word, ([a-z]+), begins with', txt)
    assert len(themes) == 2, (n, themes)
    persona, prose = themes
    claim_words.update([persona, persona + 's'])
    style_words.update([prose] + ([prose + 'es'] if prose.endswith(('s', 'sh', 'ch', 'x', 'o')) else []) + ([] if prose.endswith(('s', 'sh', 'ch', 'x')) else [prose + 's']))
assert set(OLD_TAGS) <= claim_words and set(OLD_STYLES) <= est_tags

rep('"""Stdlib-only checker for blind set 195 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 196 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 196: set 195's checker (below, its docstring kept) patched by build/patch_validate.py with set 196's tags,\n"
    "styles and counts, set 196's scenario rule (the 20 trees that hold set 191's 20 scenarios, in set 191's order,\n"
    "each represented by its lowest record id that is neither set 191's id nor one of set 195's ids), and the READMEs\n"
    "of sets 195 and 194 for the distance checks; set 195's and set 194's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 195 (set 195's own docstring):\n"
    "Stdlib-only checker for blind set 195 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET190 = os.path.join(HERE, 'ref', 'set190_scenarios.json')\n",
    "SET190 = os.path.join(HERE, 'ref', 'set190_scenarios.json')\n"
    "# set 196: set 195's list and its own choices file (set 195's ref/scenario_choices.json, copied under this name);\n"
    "# set 191's list (ref/set191_scenarios.json, copied from set 195's ref/) holds the trees set 196 reuses\n"
    "SET195 = os.path.join(HERE, 'ref', 'set195_scenarios.json')\n"
    "SET195_CHOICES = os.path.join(HERE, 'ref', 'set195_scenario_choices.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set193', 'README.md')  # set 195: set 193's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set195', 'README.md')  # set 196: set 195's README")
rep("for n in (191,)]  # set 195: set 191's README", "for n in (194,)]  # set 196: set 194's README")
# claim tags
old_min = "    " + ", ".join("'%s': 12" % t for t in OLD_TAGS) + ",\n"
rep(old_min, "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
# prose styles
rep("            # new in set 195 (prose styles)\n            %s}" % ", ".join("'%s'" % s for s in OLD_STYLES),
    "            # new in set 196 (prose styles)\n            %s}" % ", ".join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = %r" % OLD_STYLES, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 195's patterns (kept for the record)\nSET195_STYLE_PATTERNS = {\n"
           + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n")
rep(old_pat, new_pat)
# earlier lists gain sets 195's and 194's words
rep("AVOIDED_EST_FORMS = {",
    "# set 196: set 195's claim tags, their words and its persona theme word (tester), and set 194's (cryptographer);\n"
    "# set 195's and set 194's styles and theme words (tornado, cuttlefish), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words)
    + "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words)
    + "EST_TAGS |= set(%r)\n" % sorted(est_tags)
    + "AVOIDED_EST_FORMS = {")
# scenario rule
rep("        err('ref/set190_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 195 reuses)')\n",
    "        err('ref/set190_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 195 reuses)')\n"
    "    s195x_ = json.load(open(SET195))  # set 195's ids: not to be chosen again\n"
    "    if len(s195x_) != 20 or len({ds[x][2] for x in s195x_ if x in ds}) != 20:\n"
    "        err('ref/set195_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s191x_ if x in ds}  # set 191's trees: the trees set 196 reuses\n"
    "    if len(set27_keys) != 20:\n"
    "        err('ref/set191_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 196 reuses)')\n")
rep("    for x in s190x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s193x_]\n",
    "    for x in s191x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s195x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set195_scenarios.json'))) != chosen:\n"
    "            err('ref/set195_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set196_scenarios.json'))) != chosen:\n"
    "            err('ref/set196_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n")
rep("        err('cannot read ref/set195_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set196_scenarios.json: %s' % e)\n"
    "    # set 195's own choices file (saved as ref/set195_scenario_choices.json) must agree with ref/set195_scenarios.json\n"
    "    try:\n"
    "        s195 = [c['scenario'] for c in json.load(open(SET195_CHOICES))['chosen']]\n"
    "        if len(s195) != 20 or s195 != json.load(open(SET195)):\n"
    "            err('ref/set195_scenario_choices.json should list 20 chosen ids, those of ref/set195_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET195_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 195' % x)\n"
    "        if x in s190x_:\n            err('chosen scenario %s is one of set 190\\'s own ids' % x)\n"
    "        if x in s193x_:\n            err('chosen scenario %s is one of set 193\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 196' % x)\n"
    "        if x in s191x_:\n            err('chosen scenario %s is one of set 191\\'s own ids' % x)\n"
    "        if x in s195x_:\n            err('chosen scenario %s is one of set 195\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 190\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 191\\'s trees' % sc)")
rep("set 193\\'s README", "set 195\\'s README", 3)
rep("all set 190\\'s trees, none of set 190\\'s or set 193\\'s ids)",
    "all set 191\\'s trees, none of set 191\\'s or set 195\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written; %d claim words, %d style words, %d styles added' % (len(claim_words), len(style_words), len(est_tags)))
