"""Patch set 161's validate.py into set 162's (asserted replacements; run from anywhere).
Set 162: set 161's checker patched with set 162's tags (herbalists), styles (flamenco palos) and counts;
set 162's scenario rule (the 20 trees that hold set 157's 20 scenarios, in set 157's order, each represented by its
lowest record id that is neither set 157's id nor one of set 161's ids; set 157's list read from
blind_set157/ref/set157_scenarios.json, copied into ref/, since set 161's ref/ holds no copy); the READMEs of sets
161 and 160 for the distance checks; set 161's tags, their words, styles and theme words are added to the earlier
lists; set 161's own choices file (copied as ref/set161_scenario_choices.json) must agree with ref/set161_scenarios.json."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set161', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['bylinkar_hmozdir', 'erborista_mortaio', 'herbolario_almirez', 'ervanario_pilao',
            'krautersammler_sichel', 'fuvesember_mozsar', 'kruidenvrouw_vijzel', 'buruienar_piulita']
OLD_TAGS = ['stellwerker_hebel', 'nastawniczy_zwrotnica', 'vyhybkar_navestidlo', 'sinaleiro_agulha',
            'valtokezelo_sorompo', 'skretnicar_skretnica', 'parmijnieks_parmija', 'scambista_deviatoio']
NEW_STYLES = ['alegrias', 'bulerias', 'farruca', 'granaina', 'malaguena', 'seguiriyas']
OLD_STYLES = ['latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso']
def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 161 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 162 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 162: set 161\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 162\'s tags,\n'
    'styles and counts, set 162\'s scenario rule (the 20 trees that hold set 157\'s 20 scenarios, in set 157\'s order,\n'
    'each represented by its lowest record id that is neither set 157\'s id nor one of set 161\'s ids), and the READMEs\n'
    'of sets 161 and 160 for the distance checks; set 161\'s tags, their words, styles and theme words are added to the\n'
    'earlier lists.\n'
    'Set 161 (set 161\'s own docstring):\n'
    'Stdlib-only checker for blind set 161 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set159', 'README.md')  # set 161: set 159's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set161', 'README.md')  # set 162: set 161's README")
rep("for n in (158,)]  # set 161: set 158's README", "for n in (160,)]  # set 162: set 160's README")
rep("SET159_CHOICES = os.path.join(HERE, 'ref', 'set159_scenario_choices.json')\n",
    "SET159_CHOICES = os.path.join(HERE, 'ref', 'set159_scenario_choices.json')\n"
    "# set 162: set 161's list and its own choices file (set 161's ref/scenario_choices.json, copied under this name);\n"
    "# set 157's list (ref/set157_scenarios.json, copied from set 157's ref/) holds the trees set 162 reuses\n"
    "SET161 = os.path.join(HERE, 'ref', 'set161_scenarios.json')\n"
    "SET161_CHOICES = os.path.join(HERE, 'ref', 'set161_scenario_choices.json')\n"
    "SET157 = os.path.join(HERE, 'ref', 'set157_scenarios.json')\n")
for o, n in zip(OLD_TAGS, NEW_TAGS):
    rep("'%s': 12" % o, "'%s': 12" % n)
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            'latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso'}",
    "            'latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso',\n"
    "            # new in set 162 (prose styles)\n"
    "            %s}" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           + "# set 161's patterns (kept for the record)\nSET161_" + old_pat)
rep(old_pat, new_pat)
words = sorted(set(OLD_TAGS) | {w for t in OLD_TAGS for w in t.split('_')})
rep("EST_TAGS |= set(['drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka'])\n",
    "EST_TAGS |= set(['drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka'])\n"
    "# set 162: set 161's claim tags and their words; set 161's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_STYLES + ['venetian', 'glasswork']) +
    "EST_TAGS |= set(%r)\n" % OLD_STYLES)
rep("    s28_ = json.load(open(SET156))  # set 156's scenario ids: the trees set 161 reuses (name kept from set 39's checker)",
    "    s161x_ = json.load(open(SET161))  # set 161's ids: not to be chosen again\n"
    "    if len(s161x_) != 20 or len({ds[x][2] for x in s161x_ if x in ds}) != 20:\n"
    "        err('ref/set161_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET157))  # set 157's scenario ids: the trees set 162 reuses (name kept from set 39's checker)")
rep("err('ref/set156_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 161 reuses)')",
    "err('ref/set157_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 162 reuses)')")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s159x_]",
    "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s161x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set161_scenarios.json'))) != chosen:\n"
    "            err('ref/set161_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set161_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set162_scenarios.json'))) != chosen:\n"
    "            err('ref/set162_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set162_scenarios.json: %s' % e)\n"
    "    # set 161's own choices file (saved as ref/set161_scenario_choices.json) must agree with ref/set161_scenarios.json\n"
    "    try:\n"
    "        s161 = [c['scenario'] for c in json.load(open(SET161_CHOICES))['chosen']]\n"
    "        if len(s161) != 20 or s161 != json.load(open(SET161)):\n"
    "            err('ref/set161_scenario_choices.json should list 20 chosen ids, those of ref/set161_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET161_CHOICES, e))\n")
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 161' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 162' % x)")
rep("err('chosen scenario %s is one of set 156\\'s own ids' % x)", "err('chosen scenario %s is one of set 157\\'s own ids' % x)")
rep("        if x in s159x_:\n            err('chosen scenario %s is one of set 159\\'s ids' % x)",
    "        if x in s161x_:\n            err('chosen scenario %s is one of set 161\\'s ids' % x)")
rep("err('scenario %s is not in one of set 156\\'s trees' % sc)", "err('scenario %s is not in one of set 157\\'s trees' % sc)")
rep("err('new tag %s appears in set 159\\'s README' % t)", "err('new tag %s appears in set 161\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 159\\'s README' % t)", "err('new tag %s (with a space) appears in set 161\\'s README' % t)")
rep("err('set 159\\'s README not found at %s' % SET30_README)", "err('set 161\\'s README not found at %s' % SET30_README)")
rep("all set 156\\'s trees, none of set 156\\'s or set 159\\'s ids)", "all set 157\\'s trees, none of set 157\\'s or set 161\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
