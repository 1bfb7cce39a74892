"""Writes ../validate.py: set 165's validate.py (tests/data/blind_set165/validate.py, read as text) with asserted
replacements for set 167: docstring; set 165's README (SET30_README) and set 164's README (OTHER_READMES) for the
distance checks; set 167's tags, styles and style patterns (set 165's patterns kept for the record); set 167's
scenario rule (the 20 trees holding set 162's 20 scenarios, in set 162's order, each represented by its lowest record
id that is neither set 162's id nor one of set 165's ids; ref/set162_scenarios.json copied from
tests/data/blind_set162/ref/, set 165's own choices file kept as ref/set165_scenario_choices.json and checked against
ref/set165_scenarios.json); set 165's and set 164's claim tags, their words and persona theme words, and their styles
and prose theme words added to the earlier lists; messages naming the sets."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set165', 'validate.py')
s = open(SRC, encoding='utf-8').read()
def rep(a, b, n=1):
    global s
    assert s.count(a) == n, (a[:80], s.count(a))
    s = s.replace(a, b)
rep('"""Stdlib-only checker for blind set 165 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 167 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 167: set 165's checker (below, its docstring kept) patched by build/patch_validate.py with set 167's tags,\n"
    "styles and counts, set 167's scenario rule (the 20 trees that hold set 162's 20 scenarios, in set 162's order,\n"
    "each represented by its lowest record id that is neither set 162's id nor one of set 165's ids), and the READMEs\n"
    "of sets 165 and 164 for the distance checks; set 165's and set 164's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 165 (set 165's own docstring):\n"
    'Stdlib-only checker for blind set 165 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set163', 'README.md')  # set 165: set 163's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set165', 'README.md')  # set 167: set 165's README")
rep("for n in (162,)]  # set 165: set 162's README", "for n in (164,)]  # set 167: set 164's README")
rep("SET160 = os.path.join(HERE, 'ref', 'set160_scenarios.json')\n",
    "SET160 = os.path.join(HERE, 'ref', 'set160_scenarios.json')\n"
    "# set 167: set 165's list and its own choices file (set 165's ref/scenario_choices.json, copied under this name);\n"
    "# set 162's list (ref/set162_scenarios.json, copied from tests/data/blind_set162/ref/) holds the trees set 167 reuses\n"
    "SET165 = os.path.join(HERE, 'ref', 'set165_scenarios.json')\n"
    "SET165_CHOICES = os.path.join(HERE, 'ref', 'set165_scenario_choices.json')\n"
    "SET162 = os.path.join(HERE, 'ref', 'set162_scenarios.json')\n")
OLD_T = ['strassenfeger_kehrblech', 'zamiatacz_miotla', 'spazzino_ramazza', 'straatveger_bezem', 'varredor_vassoura',
         'utcasepro_sepru', 'vejfejer_kost', 'zametac_smetak']
NEW_T = ['crepier_billig', 'blinshchik_skovoroda', 'koekenbakker_koekenpan', 'letunpaistaja_lettupannu',
         'crempogwr_gradell', 'hotteokjangsu_nulgae', 'aebleskivebager_strikkepind', 'appakaraya_appachatti']
rep(', '.join("'%s': 12" % t for t in OLD_T), ', '.join("'%s': 12" % t for t in NEW_T))
rep('NEW_CLAIM_TAGS = %r' % OLD_T, 'NEW_CLAIM_TAGS = %r' % NEW_T)
OLD_S = ['gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha']
NEW_S = ['chantilly', 'alencon', 'torchon', 'valenciennes', 'honiton', 'carrickmacross']
rep("            'gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha'}\n",
    "            'gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha',\n"
    "            # new in set 167 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % x for x in NEW_S))
rep('NEW_EST_TAGS = %r' % OLD_S, 'NEW_EST_TAGS = %r' % NEW_S)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_S) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_S) + '}\n'
rep(old_pat, new_pat + "# set 165's patterns (kept for the record)\nSET165_" + old_pat)
# earlier lists: set 165's and set 164's tags, their words and theme words; their styles and theme words
T164 = ['moutardier_tamis', 'mosterdmaker_kruik', 'mostacero_orza', 'mostardaio_pestello', 'horcicar_mlynek',
        'mustarmester_daralo', 'mostrichmacher_muehlstein', 'mostardeiro_alguidar']
S164 = ['allemande', 'courante', 'sarabande', 'gigue', 'gavotte', 'bourree']
words = sorted(set(OLD_T + T164 + [w for t in OLD_T + T164 for w in t.split('_')] +
                   ['sweeper', 'streetsweeper', 'sweeping', 'mustard']))
anchor = 'AVOIDED_EST_FORMS = {'
rep(anchor, "# set 167: set 165's claim tags, their words and its persona theme word, and set 164's (a parallel set); set 165's\n"
    "# and set 164's styles and theme words\n"
    'EARLIER_CLAIM_TAGS |= set(%r)\n' % words +
    'SET41_STYLE_VARIANTS |= set(%r)\n' % (OLD_S + S164 + ['tea', 'suite']) +
    'EST_TAGS |= set(%r)\n' % (OLD_S + S164) + anchor)
# scenario rule
rep("    s28_ = json.load(open(SET160))  # set 160's scenario ids: the trees set 165 reuses (name kept from set 39's checker)",
    "    s165x_ = json.load(open(SET165))  # set 165's ids: not to be chosen again\n"
    "    if len(s165x_) != 20 or len({ds[x][2] for x in s165x_ if x in ds}) != 20:\n"
    "        err('ref/set165_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET162))  # set 162's scenario ids: the trees set 167 reuses (name kept from set 39's checker)")
rep("err('ref/set160_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 165 reuses)')",
    "err('ref/set162_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 167 reuses)')")
rep("if y != x and y not in s163x_]", "if y != x and y not in s165x_]")
rep("'set165_scenarios.json'))) != chosen:", "'set167_scenarios.json'))) != chosen:")
rep("err('ref/set165_scenarios.json does not list the chosen ids of ref/scenario_choices.json')",
    "err('ref/set167_scenarios.json does not list the chosen ids of ref/scenario_choices.json')")
rep("err('cannot read ref/set165_scenarios.json: %s' % e)\n",
    "err('cannot read ref/set167_scenarios.json: %s' % e)\n"
    "    # set 165's own choices file (saved as ref/set165_scenario_choices.json) must agree with ref/set165_scenarios.json\n"
    "    try:\n"
    "        s165 = [c['scenario'] for c in json.load(open(SET165_CHOICES))['chosen']]\n"
    "        if len(s165) != 20 or s165 != json.load(open(SET165)):\n"
    "            err('ref/set165_scenario_choices.json should list 20 chosen ids, those of ref/set165_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET165_CHOICES, e))\n")
rep("is not used by set 165' % x)", "is not used by set 167' % x)")
rep("err('chosen scenario %s is one of set 160\\'s own ids' % x)", "err('chosen scenario %s is one of set 162\\'s own ids' % x)")
rep("        if x in s163x_:\n            err('chosen scenario %s is one of set 163\\'s ids' % x)",
    "        if x in s165x_:\n            err('chosen scenario %s is one of set 165\\'s ids' % x)")
rep("err('scenario %s is not in one of set 160\\'s trees' % sc)", "err('scenario %s is not in one of set 162\\'s trees' % sc)")
rep("appears in set 163\\'s README' % t)", "appears in set 165\\'s README' % t)", 2)
rep("err('set 163\\'s README not found at %s' % SET30_README)", "err('set 165\\'s README not found at %s' % SET30_README)")
rep("all set 160\\'s trees, none of set 160\\'s or set 163\\'s ids)", "all set 162\\'s trees, none of set 162\\'s or set 165\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(s)
print('validate.py written')
