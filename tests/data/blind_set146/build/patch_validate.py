#!/usr/bin/env python3
"""Makes set 146's validate.py from set 144's (asserted replacements). The lists of set 143's checker are read
with ast (not executed) and added; set 144's and set 143's tags, words and styles and set 146's dropped
candidates are added to the earlier lists."""
import ast, os, re
H = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(H, '..', '..')
src = open(os.path.join(D, 'blind_set144', 'validate.py')).read()
NEW_TAGS = ['kaminkehrer_kugel', 'essenkehrer_kratzer', 'dimnikar_krtaca', 'kemenysepro_golyo', 'deshollinador_erizo',
            'kaminkretys_sepetys', 'feier_lodd', 'dimnjacar_cetka']
NEW_STYLES = ['sanding', 'recutting', 'boling', 'skewing', 'burnishing', 'matting']
S144_TAGS = ['hielero_picota', 'ijszager_ijszaag', 'eishauer_eishaken', 'jaansahaaja_jaasaha', 'isskjaerer_isplog',
             'ghiacciaiolo_tenaglia', 'himuromori_himuro', 'eismeister_eiskeller']
S144_STYLES = ['bowing', 'basoning', 'carroting', 'stiffening', 'pouncing', 'singeing']
S143_TAGS = ['stupar_stup', 'pescar_undita', 'potcovar_potcoava', 'plutas_pluta', 'opincar_opinca', 'tesator_suveica',
             'zidar_tencuiala', 'sapunar_sapun']
S143_STYLES = ['podzolization', 'gleization', 'eluviation', 'illuviation', 'humification', 'ferralitization']
# set 146's candidates that failed the checks, or passed and were dropped (steps 8-12 of the README)
DROPPED_TAGS = ['marnoteiro_rodo', 'hamako_enden', 'halloren_siedepfanne', 'asinero_kawa', 'malangi_khalari',
                'gwarek_kilof', 'agariya_dantali', 'maras_poza', 'anana_rastrillo', 'diemdan_gang', 'cosechero_pala',
                'ladure_simoussi', 'agariya_kyari', 'bergknappe_salzstock', 'halloren_soole', 'kernstecher',
                'usho_kagaribi', 'ukai_tenawa', 'trifolau_sapin', 'kominiarz_kula', 'kaminkehrer_zylinder',
                'kaminkehrer_besen', 'cammeista_bulino', 'corallaro_bulino', 'kemenysepro_drotkefe',
                'bulinista_conchiglia', 'kokeshi_kanna', 'kijishi_rokuro', 'kijishi_kanna', 'edoya_kanna',
                'essenkehrer_leine', 'essenkehrer_zylinder', 'dimnikar_metla', 'cosar_perie', 'cosar_ghem',
                'feier_kule', 'kemenysepro_kotel', 'deshollinador_hollin', 'korstnapuhkija_hari',
                'limpachamines_escova', 'escuraxemeneies_garbo', 'kominik_jezek']
DROPPED_STYLES = ['gessoing', 'tipping', 'sizing', 'toning', 'cushioning', 'laying', 'gilding', 'gilder', 'doreur',
                  'dipping', 'wicking', 'tallowing', 'faddling', 'clairecolle', 'clearcoling', 'whiting',
                  'distressing', 'agating', 'oilgilding', 'watergilding', 'facing', 'tooling', 'priming', 'doratore',
                  'doradura']
mine = set(NEW_TAGS) | {w for t in NEW_TAGS for w in t.split('_')}
mine_s = set(NEW_STYLES)

def lists_of(path, names):
    out = {n: set() for n in names}
    t = ast.parse(open(path).read())
    for node in t.body:
        tgt = None
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            tgt = node.targets[0].id
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            tgt = node.target.id
        if tgt in names:
            for n in ast.walk(node.value):
                if isinstance(n, ast.Constant) and isinstance(n.value, str):
                    out[tgt].add(n.value)
    return out
L143 = lists_of(os.path.join(D, 'blind_set143', 'validate.py'), ['EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS', 'EST_TAGS'])
claim_add = set(L143['EARLIER_CLAIM_TAGS'])
for t in S144_TAGS + S143_TAGS:
    claim_add.add(t); claim_add |= set(t.split('_'))
for t in DROPPED_TAGS:
    claim_add.add(t); claim_add |= set(w for w in t.split('_') if w not in mine)
assert not (claim_add & mine), claim_add & mine
style_add = set(L143['SET41_STYLE_VARIANTS']) | set(S144_STYLES) | set(S143_STYLES) | set(DROPPED_STYLES)
assert not (style_add & mine_s), style_add & mine_s
est_add = set(L143['EST_TAGS']) | set(S143_STYLES)
assert not (est_add & mine_s)

def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 144 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 146 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    "Set 146: set 144's checker (below, its docstring kept) patched by build/patch_validate.py with set 146's tags,\n"
    "styles and counts, set 146's scenario rule (the 20 trees that hold set 141's 20 scenarios, in set 141's order,\n"
    "each represented by its lowest record id that is neither set 141's id nor one of set 144's ids), and the READMEs\n"
    "of sets 144 and 143 for the distance checks; the lists of set 143's checker are added.\n\n"
    "Set 144 (set 144's own docstring):\n\n"
    'Stdlib-only checker for blind set 144 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET141_CHOICES = os.path.join(HERE, 'ref', 'set141_scenario_choices.json')\nif '--data' in sys.argv:",
    "SET141_CHOICES = os.path.join(HERE, 'ref', 'set141_scenario_choices.json')\n"
    "# set 146: set 141's scenario list (the trees set 146 reuses) and set 144's list and its own choices file\n"
    "# (set 144's ref/scenario_choices.json, copied under this name)\n"
    "SET144 = os.path.join(HERE, 'ref', 'set144_scenarios.json')\n"
    "SET144_CHOICES = os.path.join(HERE, 'ref', 'set144_scenario_choices.json')\n"
    "if '--data' in sys.argv:")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set141', 'README.md')",
    "SET30_README = os.path.join(HERE, '..', 'blind_set144', 'README.md')  # set 146: set 144's README")
rep("for n in (142,)]", "for n in (143,)]  # set 146: set 143's README")
old_min = "'hielero_picota': 12, 'ijszager_ijszaag': 12, 'eishauer_eishaken': 12, 'jaansahaaja_jaasaha': 12, 'isskjaerer_isplog': 12, 'ghiacciaiolo_tenaglia': 12, 'himuromori_himuro': 12, 'eismeister_eiskeller': 12"
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep("NEW_CLAIM_TAGS = %r" % S144_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            # new in set 144 (prose styles)\n            'bowing', 'basoning', 'carroting', 'stiffening', 'pouncing', 'singeing'}",
    "            # new in set 144 (prose styles)\n            'bowing', 'basoning', 'carroting', 'stiffening', 'pouncing', 'singeing',\n"
    "            # set 143's prose styles\n            %s,\n            # new in set 146 (prose styles)\n            %s}"
    % (', '.join(repr(s) for s in S143_STYLES), ', '.join(repr(s) for s in NEW_STYLES)))
rep("NEW_EST_TAGS = %r" % S144_STYLES, "NEW_EST_TAGS = %r" % NEW_STYLES)
m = re.search(r"STYLE_PATTERNS = \{\n(    '[a-z]+': \[r'\(\?i\)\\b[a-z]+\\b'\],\n){6}\}\n", src)
old_pat = m.group(0)
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n' + \
    "# set 144's patterns (kept for the record)\nSET144_STYLE_PATTERNS = {\n" + \
    ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S144_STYLES) + '}\n'
rep(old_pat, new_pat)
rep("AVOIDED_EST_FORMS = {",
    "# set 146: set 144's and set 143's claim tags and their words, set 143's whole EARLIER_CLAIM_TAGS list and set 146's\n"
    "# dropped tag candidates (words my tags share left out); set 144's and set 143's styles, set 143's whole\n"
    "# SET41_STYLE_VARIANTS and EST_TAGS lists and set 146's dropped style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (sorted(claim_add), sorted(style_add), sorted(est_add)))
# scenario rule
rep("    s28_ = json.load(open(SET139))  # set 139's scenario ids: the trees set 144 reuses (name kept from set 39's checker)",
    "    s144x_ = json.load(open(SET144))  # set 144's ids: not to be chosen again\n"
    "    if len(s144x_) != 20 or len({ds[x][2] for x in s144x_ if x in ds}) != 20:\n"
    "        err('ref/set144_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET141))  # set 141's scenario ids: the trees set 146 reuses (name kept from set 39's checker)")
rep("        err('ref/set139_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 144 reuses)')",
    "        err('ref/set141_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 146 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s141x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s144x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set144_scenarios.json'))) != chosen:\n"
    "            err('ref/set144_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set144_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set146_scenarios.json'))) != chosen:\n"
    "            err('ref/set146_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set146_scenarios.json: %s' % e)\n"
    "    # set 144's own choices file (saved as ref/set144_scenario_choices.json) must agree with ref/set144_scenarios.json\n"
    "    try:\n"
    "        s144 = [c['scenario'] for c in json.load(open(SET144_CHOICES))['chosen']]\n"
    "        if len(s144) != 20 or s144 != json.load(open(SET144)):\n"
    "            err('ref/set144_scenario_choices.json should list 20 chosen ids, those of ref/set144_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET144_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 144' % x)\n"
    "        if x in s28_:\n"
    "            err('chosen scenario %s is one of set 139\\'s own ids' % x)\n"
    "        if x in s141x_:\n"
    "            err('chosen scenario %s is one of set 141\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 146' % x)\n"
    "        if x in s28_:\n"
    "            err('chosen scenario %s is one of set 141\\'s own ids' % x)\n"
    "        if x in s144x_:\n"
    "            err('chosen scenario %s is one of set 144\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 139\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 141\\'s trees' % sc)")
rep("                err('new tag %s appears in set 141\\'s README' % t)", "                err('new tag %s appears in set 144\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 141\\'s README' % t)",
    "                err('new tag %s (with a space) appears in set 144\\'s README' % t)")
rep("        err('set 141\\'s README not found at %s' % SET30_README)", "        err('set 144\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 139\\'s trees, none of set 139\\'s or set 141\\'s ids)",
    "(trees distinct, all set 141\\'s trees, none of set 141\\'s or set 144\\'s ids)")
open(os.path.join(H, '..', 'validate.py'), 'w').write(src)
print('validate.py written', len(src), len(claim_add), len(style_add), len(est_add))
