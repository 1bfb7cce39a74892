"""Set 148: copy set 146's validate.py and patch it (asserted replacements); set 145's lists read with ast."""
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set146', 'validate.py'), encoding='utf-8').read()
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)
# set 145's lists (ast, not executed)
t145 = ast.parse(open(os.path.join(D, 'blind_set145', 'validate.py'), encoding='utf-8').read())
def strings(node):
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
L = {'EARLIER_CLAIM_TAGS': set(), 'SET41_STYLE_VARIANTS': set(), 'EST_TAGS': set(), 'NEW_CLAIM_TAGS': set(), 'NEW_EST_TAGS': set()}
for n in t145.body:
    tg = n.targets[0] if isinstance(n, ast.Assign) else (n.target if isinstance(n, ast.AugAssign) else None)
    if isinstance(tg, ast.Name) and tg.id in L:
        L[tg.id] |= strings(n.value)
NEW_TAGS = ['monnayeur_balancier', 'acunador_cuno', 'coniatore_conio', 'cunhador_cunho', 'encunyador_encuny',
            'muenzpraeger_praegeeisen', 'myntpreger_myntjern', 'mincerz_tlok']
NEW_STYLES = ['exocytosis', 'phagocytosis', 'pinocytosis', 'transcytosis', 'efferocytosis', 'trogocytosis']
S146_TAGS = ['kaminkehrer_kugel', 'essenkehrer_kratzer', 'dimnikar_krtaca', 'kemenysepro_golyo', 'deshollinador_erizo',
             'kaminkretys_sepetys', 'feier_lodd', 'dimnjacar_cetka']
S146_STYLES = ['sanding', 'recutting', 'boling', 'skewing', 'burnishing', 'matting']
DROPPED_TAGS = ['moneyer_trussel', 'muntmeester_stempel', 'mincerz_stempel', 'munzmeister_pragestock',
                'menttimestari_leimasin', 'muntslager_hamer', 'ardito_matrix', 'myntmester_preg', 'mincir_razidlo',
                'kovanikar_kalup', 'latarnik_soczewka', 'fyrvokter_lykt', 'majakavaht_latern']
DROPPED_STYLES = ['endocytosis', 'macropinocytosis', 'potocytosis', 'emperipolesis', 'cytosis', 'vesicle',
                  'hemostasis', 'neurulation', 'embryogenesis', 'opsonization', 'desensitization', 'habituation',
                  'sensitization', 'summation', 'extravasation', 'transmigration', 'arriccio', 'giornata',
                  'spolvero', 'velatura', 'frescante', 'heckling', 'lapping', 'degorgement', 'assemblage',
                  'champenoise', 'vorlauf', 'dryhopping', 'krausening', 'bottling', 'liqueur', 'cadging', 'jessing',
                  'yarak']
words = lambda ts: set(ts) | {w for t in ts for w in t.split('_')}
mine = words(NEW_TAGS)
ect = (words(S146_TAGS) | words(L['NEW_CLAIM_TAGS']) | L['EARLIER_CLAIM_TAGS'] | words(DROPPED_TAGS)) - mine
assert not (mine & ect)
svs = (set(S146_STYLES) | L['NEW_EST_TAGS'] | L['SET41_STYLE_VARIANTS'] | L['EST_TAGS'] | set(DROPPED_STYLES)) - set(NEW_STYLES)
est = (L['EST_TAGS'] | L['NEW_EST_TAGS']) - set(NEW_STYLES)
rep('"""Stdlib-only checker for blind set 146 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 146: ',
    '"""Stdlib-only checker for blind set 148 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 148: set 146\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 148\'s tags,\n'
    'styles and counts, set 148\'s scenario rule (the 20 trees that hold set 143\'s 20 scenarios, in set 143\'s order,\n'
    'each represented by its lowest record id that is neither set 143\'s id nor one of set 146\'s ids), and the READMEs\n'
    'of sets 146 and 145 for the distance checks; the lists of set 145\'s checker are added.\n\n'
    'Set 146 (set 146\'s own docstring):\n\nStdlib-only checker for blind set 146 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 146: ')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set144', 'README.md')  # set 146: set 144's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set146', 'README.md')  # set 148: set 146's README")
rep("for n in (143,)]  # set 146: set 143's README", "for n in (145,)]  # set 148: set 145's README")
rep("SET144_CHOICES = os.path.join(HERE, 'ref', 'set144_scenario_choices.json')\n",
    "SET144_CHOICES = os.path.join(HERE, 'ref', 'set144_scenario_choices.json')\n"
    "# set 148: set 143's scenario list (the trees set 148 reuses; copied from set 143's ref/) and set 146's list and\n"
    "# its own choices file (set 146's ref/scenario_choices.json, copied under this name)\n"
    "SET143 = os.path.join(HERE, 'ref', 'set143_scenarios.json')\n"
    "SET146 = os.path.join(HERE, 'ref', 'set146_scenarios.json')\n"
    "SET146_CHOICES = os.path.join(HERE, 'ref', 'set146_scenario_choices.json')\n")
rep("    'kaminkehrer_kugel': 12, 'essenkehrer_kratzer': 12, 'dimnikar_krtaca': 12, 'kemenysepro_golyo': 12, 'deshollinador_erizo': 12, 'kaminkretys_sepetys': 12, 'feier_lodd': 12, 'dimnjacar_cetka': 12,",
    "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",")
rep("NEW_CLAIM_TAGS = ['kaminkehrer_kugel', 'essenkehrer_kratzer', 'dimnikar_krtaca', 'kemenysepro_golyo', 'deshollinador_erizo', 'kaminkretys_sepetys', 'feier_lodd', 'dimnjacar_cetka']",
    "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            'sanding', 'recutting', 'boling', 'skewing', 'burnishing', 'matting'}\n",
    "            'sanding', 'recutting', 'boling', 'skewing', 'burnishing', 'matting',\n"
    "            # set 145's prose styles\n"
    "            'adsorption', 'penetration', 'uncoating', 'lysogeny', 'budding', 'transduction',\n"
    "            # new in set 148 (prose styles)\n"
    "            " + ', '.join("'%s'" % s for s in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = ['sanding', 'recutting', 'boling', 'skewing', 'burnishing', 'matting']", "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S146_STYLES) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
rep(old_pat, new_pat + "# set 146's patterns (kept for the record)\nSET146_" + old_pat)
m = re.search(r"^EST_TAGS \|= set\(\[.*\]\)\n", src, re.M)
assert m and src.count('\nEST_TAGS |= set([') == 1
ins = ("# set 148: set 146's and set 145's claim tags and their words, set 145's whole EARLIER_CLAIM_TAGS list and set 148's\n"
       "# dropped tag candidates; set 146's and set 145's styles, set 145's whole SET41_STYLE_VARIANTS and EST_TAGS lists and\n"
       "# set 148's dropped style candidates\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (sorted(ect), sorted(svs), sorted(est)))
src = src[:m.end()] + ins + src[m.end():]
# scenario rule
rep("    s28_ = json.load(open(SET141))  # set 141's scenario ids: the trees set 146 reuses (name kept from set 39's checker)",
    "    s146x_ = json.load(open(SET146))  # set 146's ids: not to be chosen again\n"
    "    if len(s146x_) != 20 or len({ds[x][2] for x in s146x_ if x in ds}) != 20:\n"
    "        err('ref/set146_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET143))  # set 143's scenario ids: the trees set 148 reuses (name kept from set 39's checker)")
rep("        err('ref/set141_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 146 reuses)')",
    "        err('ref/set143_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 148 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s144x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s146x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set146_scenarios.json'))) != chosen:\n            err('ref/set146_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set146_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set148_scenarios.json'))) != chosen:\n            err('ref/set148_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set148_scenarios.json: %s' % e)\n"
    "    # set 146's own choices file (saved as ref/set146_scenario_choices.json) must agree with ref/set146_scenarios.json\n"
    "    try:\n        s146 = [c['scenario'] for c in json.load(open(SET146_CHOICES))['chosen']]\n"
    "        if len(s146) != 20 or s146 != json.load(open(SET146)):\n"
    "            err('ref/set146_scenario_choices.json should list 20 chosen ids, those of ref/set146_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET146_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 146' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 148' % x)")
rep("            err('chosen scenario %s is one of set 141\\'s own ids' % x)\n        if x in s144x_:\n            err('chosen scenario %s is one of set 144\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 143\\'s own ids' % x)\n        if x in s146x_:\n            err('chosen scenario %s is one of set 146\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 141\\'s trees' % sc)", "            err('scenario %s is not in one of set 143\\'s trees' % sc)")
rep("                err('new tag %s appears in set 144\\'s README' % t)", "                err('new tag %s appears in set 146\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 144\\'s README' % t)", "                err('new tag %s (with a space) appears in set 146\\'s README' % t)")
rep("        err('set 144\\'s README not found at %s' % SET30_README)", "        err('set 146\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 141\\'s trees, none of set 141\\'s or set 144\\'s ids)", "(trees distinct, all set 143\\'s trees, none of set 143\\'s or set 146\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('patched; added', len(ect), len(svs), len(est))
