"""Writes set 163's validate.py from set 161's (tests/data/blind_set161/validate.py) by asserted replacements:
a docstring paragraph for set 163; set 161's README (SET30_README) and set 160's README (OTHER_READMES) for the
distance checks; SET161 and SET161_CHOICES (set 161's list and its own choices file, copied into ref/ under
set161_scenario_choices.json); set 163's eight claim tags and six prose styles (CLAIM_MIN, NEW_CLAIM_TAGS,
EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS, set 161's patterns kept as SET161_STYLE_PATTERNS); set 161's claim tags
and their words and set 161's styles and theme words added to the earlier lists; set 163's scenario rule (the 20
trees that hold set 158's 20 scenarios, in set 158's order, each represented by its lowest record id that is
neither set 158's id nor one of set 161's ids); messages and the scenario-list file name for set 163."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set161', 'validate.py'), encoding='utf-8').read()
OLD_TAGS = ['stellwerker_hebel', 'nastawniczy_zwrotnica', 'vyhybkar_navestidlo', 'sinaleiro_agulha', 'valtokezelo_sorompo', 'skretnicar_skretnica', 'parmijnieks_parmija', 'scambista_deviatoio']
NEW_TAGS = ['nieter_niethammer', 'nitowacz_nitownica', 'nytar_nytovacka', 'niittaaja_vastin', 'riveteur_bouterolle', 'ribattitore_controstampo', 'remachador_sufridera', 'zakivac_zakovica']
OLD_ST = ['latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso']
NEW_ST = ['guyot', 'cordon', 'gobelet', 'pergola', 'sylvoz', 'tendone']
def rep(a, b, n=1):
    global src
    c = src.count(a)
    assert c == n, (a[:80], c)
    src = src.replace(a, b)
rep('"""Stdlib-only checker for blind set 161 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 163 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 163: set 161's checker (below, its docstring kept) patched by build/patch_validate.py with set 163's tags,\n"
    "styles and counts, set 163's scenario rule (the 20 trees that hold set 158's 20 scenarios, in set 158's order,\n"
    "each represented by its lowest record id that is neither set 158's id nor one of set 161's ids), and the READMEs\n"
    "of sets 161 and 160 for the distance checks; set 161's tags, their words, styles and theme words are added to the\n"
    "earlier lists.\n"
    "Set 161 (set 161's own docstring):\n"
    'Stdlib-only checker for blind set 161 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set159', 'README.md')  # set 161: set 159's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set161', 'README.md')  # set 163: set 161's README")
rep("for n in (158,)]  # set 161: set 158's README", "for n in (160,)]  # set 163: set 160's README")
rep("SET159_CHOICES = os.path.join(HERE, 'ref', 'set159_scenario_choices.json')\n",
    "SET159_CHOICES = os.path.join(HERE, 'ref', 'set159_scenario_choices.json')\n"
    "# set 163: set 161's list and its own choices file (set 161's ref/scenario_choices.json, copied under this name);\n"
    "# set 158's list (ref/set158_scenarios.json, above) holds the trees set 163 reuses\n"
    "SET161 = os.path.join(HERE, 'ref', 'set161_scenarios.json')\n"
    "SET161_CHOICES = os.path.join(HERE, 'ref', 'set161_scenario_choices.json')\n")
rep("    " + ", ".join("'%s': 12" % t for t in OLD_TAGS) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            'latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso'}",
    "            'latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso',\n"
    "            # new in set 163 (prose styles)\n"
    "            'guyot', 'cordon', 'gobelet', 'pergola', 'sylvoz', 'tendone'}")
rep("NEW_EST_TAGS = %r" % OLD_ST, "NEW_EST_TAGS = %r" % NEW_ST)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_ST) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_ST) + "}\n"
           "# set 161's patterns (kept for the record)\nSET161_STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_ST) + "}\n")
rep("\n" + old_pat, "\n" + new_pat)
words = sorted(set(OLD_TAGS) | {w for t in OLD_TAGS for w in t.split('_')})
rep("EST_TAGS |= set(['drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka'])\n",
    "EST_TAGS |= set(['drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka'])\n"
    "# set 163: set 161's claim tags and their words and its persona theme word; set 161's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % (words + ['signalling'],) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_ST + ['venetian', 'glasswork'],) +
    "EST_TAGS |= set(%r)\n" % OLD_ST)
# scenario rule
rep("    s159x_ = json.load(open(SET159))  # set 159's ids: not to be chosen again\n",
    "    s161x_ = json.load(open(SET161))  # set 161's ids: not to be chosen again\n"
    "    if len(s161x_) != 20 or len({ds[x][2] for x in s161x_ if x in ds}) != 20:\n"
    "        err('ref/set161_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s159x_ = json.load(open(SET159))  # set 159's ids: not to be chosen again\n")
rep("    s28_ = json.load(open(SET156))  # set 156's scenario ids: the trees set 161 reuses (name kept from set 39's checker)",
    "    s28_ = json.load(open(SET158))  # set 158's scenario ids: the trees set 163 reuses (name kept from set 39's checker)")
rep("        err('ref/set156_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 161 reuses)')",
    "        err('ref/set158_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 163 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s159x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s161x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set161_scenarios.json'))) != chosen:\n"
    "            err('ref/set161_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set163_scenarios.json'))) != chosen:\n"
    "            err('ref/set163_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n")
rep("        err('cannot read ref/set161_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set163_scenarios.json: %s' % e)\n"
    "    # set 161's own choices file (saved as ref/set161_scenario_choices.json) must agree with ref/set161_scenarios.json\n"
    "    try:\n"
    "        s161 = [c['scenario'] for c in json.load(open(SET161_CHOICES))['chosen']]\n"
    "        if len(s161) != 20 or s161 != json.load(open(SET161)):\n"
    "            err('ref/set161_scenario_choices.json should list 20 chosen ids, those of ref/set161_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET161_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 161' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 163' % x)")
rep("            err('chosen scenario %s is one of set 156\\'s own ids' % x)\n        if x in s159x_:\n            err('chosen scenario %s is one of set 159\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 158\\'s own ids' % x)\n        if x in s161x_:\n            err('chosen scenario %s is one of set 161\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 156\\'s trees' % sc)", "            err('scenario %s is not in one of set 158\\'s trees' % sc)")
rep("                err('new tag %s appears in set 159\\'s README' % t)", "                err('new tag %s appears in set 161\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 159\\'s README' % t)", "                err('new tag %s (with a space) appears in set 161\\'s README' % t)")
rep("        err('set 159\\'s README not found at %s' % SET30_README)", "        err('set 161\\'s README not found at %s' % SET30_README)")
rep("all set 156\\'s trees, none of set 156\\'s or set 159\\'s ids)", "all set 158\\'s trees, none of set 158\\'s or set 161\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
