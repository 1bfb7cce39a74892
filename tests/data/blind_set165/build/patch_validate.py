"""Writes set 165's validate.py from set 163's (../blind_set163/validate.py) by asserted replacements:
docstring (set 165 header on top, set 163's kept); set 163's README (SET30_README) and set 162's (OTHER_READMES)
for the distance checks; constants for set 163's list and choices file (ref/set163_scenarios.json,
ref/set163_scenario_choices.json) and set 160's list (ref/set160_scenarios.json, the trees set 165 reuses);
CLAIM_MIN and NEW_CLAIM_TAGS with set 165's eight tags; set 165's six styles in the style list, NEW_EST_TAGS and
STYLE_PATTERNS (set 163's patterns kept for the record); set 163's tags, their words and theme word, and set 162's
(a parallel set) added to EARLIER_CLAIM_TAGS; set 163's and set 162's styles and theme words added to
SET41_STYLE_VARIANTS and their styles to EST_TAGS; the scenario rule (set 160's trees in set 160's order, each
represented by its lowest record id that is neither set 160's id nor one of set 163's ids) and its messages."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set163', 'validate.py'), encoding='utf-8').read()
def rep(a, b, n=1):
    global src
    assert src.count(a) == n, (src.count(a), a[:80])
    src = src.replace(a, b)
TAGS = ['strassenfeger_kehrblech', 'zamiatacz_miotla', 'spazzino_ramazza', 'straatveger_bezem', 'varredor_vassoura',
        'utcasepro_sepru', 'vejfejer_kost', 'zametac_smetak']
STY = ['gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha']
OLD_TAGS = ['nieter_niethammer', 'nitowacz_nitownica', 'nytar_nytovacka', 'niittaaja_vastin', 'riveteur_bouterolle',
            'ribattitore_controstampo', 'remachador_sufridera', 'zakivac_zakovica']
T162 = ['bylinkar_hmozdir', 'erborista_mortaio', 'herbolario_almirez', 'ervanario_pilao', 'krautersammler_sichel',
        'fuvesember_mozsar', 'kruidenvrouw_vijzel', 'buruienar_piulita']
OLD_STY = ['guyot', 'cordon', 'gobelet', 'pergola', 'sylvoz', 'tendone']
S162 = ['alegrias', 'bulerias', 'farruca', 'granaina', 'malaguena', 'seguiriyas']
rep('"""Stdlib-only checker for blind set 163 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 165 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 165: set 163's checker (below, its docstring kept) patched by build/patch_validate.py with set 165's tags,\n"
    "styles and counts, set 165's scenario rule (the 20 trees that hold set 160's 20 scenarios, in set 160's order,\n"
    "each represented by its lowest record id that is neither set 160's id nor one of set 163's ids), and the READMEs\n"
    "of sets 163 and 162 for the distance checks; set 163's and set 162's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 163 (set 163's own docstring):\n"
    'Stdlib-only checker for blind set 163 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set161', 'README.md')  # set 163: set 161's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set163', 'README.md')  # set 165: set 163's README")
rep("for n in (160,)]  # set 163: set 160's README", "for n in (162,)]  # set 165: set 162's README")
rep("SET161_CHOICES = os.path.join(HERE, 'ref', 'set161_scenario_choices.json')\n",
    "SET161_CHOICES = os.path.join(HERE, 'ref', 'set161_scenario_choices.json')\n"
    "# set 165: set 163's list and its own choices file (set 163's ref/scenario_choices.json, copied under this name);\n"
    "# set 160's list (ref/set160_scenarios.json, copied from tests/data/blind_set160/ref/) holds the trees set 165 reuses\n"
    "SET163 = os.path.join(HERE, 'ref', 'set163_scenarios.json')\n"
    "SET163_CHOICES = os.path.join(HERE, 'ref', 'set163_scenario_choices.json')\n"
    "SET160 = os.path.join(HERE, 'ref', 'set160_scenarios.json')\n")
rep(', '.join("'%s': 12" % t for t in OLD_TAGS) + ',', ', '.join("'%s': 12" % t for t in TAGS) + ',')
rep('NEW_CLAIM_TAGS = [' + ', '.join("'%s'" % t for t in OLD_TAGS) + ']', 'NEW_CLAIM_TAGS = [' + ', '.join("'%s'" % t for t in TAGS) + ']')
rep("            # new in set 163 (prose styles)\n            'guyot', 'cordon', 'gobelet', 'pergola', 'sylvoz', 'tendone'}",
    "            # new in set 163 (prose styles)\n            'guyot', 'cordon', 'gobelet', 'pergola', 'sylvoz', 'tendone',\n"
    "            # new in set 165 (prose styles)\n            " + ', '.join("'%s'" % s for s in STY) + '}')
rep("NEW_EST_TAGS = ['guyot', 'cordon', 'gobelet', 'pergola', 'sylvoz', 'tendone']", 'NEW_EST_TAGS = [' + ', '.join("'%s'" % s for s in STY) + ']')
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STY)
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STY)
rep('STYLE_PATTERNS = {\n' + old_pat + '}\n# set 161', 'STYLE_PATTERNS = {\n' + new_pat + "}\n# set 163's patterns (kept for the record)\nSET163_STYLE_PATTERNS = {\n" + old_pat + '}\n# set 161')
words = sorted(set(OLD_TAGS + T162 + [w for t in OLD_TAGS + T162 for w in t.split('_')] + ['riveting', 'riveter', 'herbalist', 'herbalists']))
rep("EST_TAGS |= set(['latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso'])\n",
    "EST_TAGS |= set(['latticino', 'zanfirico', 'murrina', 'sommerso', 'incalmo', 'pulegoso'])\n"
    "# set 165: set 163's claim tags, their words and its persona theme word, and set 162's (a parallel set); set 163's\n"
    "# and set 162's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_STY + S162 + ['viticulture', 'flamenco']) +
    "EST_TAGS |= set(%r)\n" % (OLD_STY + S162))
# scenario rule
rep("    s159x_ = json.load(open(SET159))  # set 159's ids: not to be chosen again\n",
    "    s163x_ = json.load(open(SET163))  # set 163's ids: not to be chosen again\n"
    "    if len(s163x_) != 20 or len({ds[x][2] for x in s163x_ if x in ds}) != 20:\n"
    "        err('ref/set163_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s159x_ = json.load(open(SET159))  # set 159's ids: not to be chosen again\n")
rep("    s28_ = json.load(open(SET158))  # set 158's scenario ids: the trees set 163 reuses (name kept from set 39's checker)",
    "    s28_ = json.load(open(SET160))  # set 160's scenario ids: the trees set 165 reuses (name kept from set 39's checker)")
rep("        err('ref/set158_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 163 reuses)')",
    "        err('ref/set160_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 165 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s161x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s163x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set163_scenarios.json'))) != chosen:
            err('ref/set163_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set163_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set165_scenarios.json'))) != chosen:
            err('ref/set165_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set165_scenarios.json: %s' % e)
    # set 163's own choices file (saved as ref/set163_scenario_choices.json) must agree with ref/set163_scenarios.json
    try:
        s163 = [c['scenario'] for c in json.load(open(SET163_CHOICES))['chosen']]
        if len(s163) != 20 or s163 != json.load(open(SET163)):
            err('ref/set163_scenario_choices.json should list 20 chosen ids, those of ref/set163_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET163_CHOICES, e))
""")
rep("is not used by set 163' % x)", "is not used by set 165' % x)")
rep("            err('chosen scenario %s is one of set 158\\'s own ids' % x)\n        if x in s161x_:\n            err('chosen scenario %s is one of set 161\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 160\\'s own ids' % x)\n        if x in s163x_:\n            err('chosen scenario %s is one of set 163\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 158\\'s trees' % sc)", "            err('scenario %s is not in one of set 160\\'s trees' % sc)")
rep("                err('new tag %s appears in set 161\\'s README' % t)", "                err('new tag %s appears in set 163\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 161\\'s README' % t)", "                err('new tag %s (with a space) appears in set 163\\'s README' % t)")
rep("        err('set 161\\'s README not found at %s' % SET30_README)", "        err('set 163\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 158\\'s trees, none of set 158\\'s or set 161\\'s ids)", "(trees distinct, all set 160\\'s trees, none of set 160\\'s or set 163\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('patched')
