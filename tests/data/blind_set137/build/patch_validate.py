#!/usr/bin/env python3
"""Copies set 135's validate.py and writes set 137's, with asserted replacements: set 137's tags, styles,
scenario rule (set 132's trees, each at its lowest record id that is neither set 132's nor one of set 135's ids)
and README paths; set 135's and set 136's tags and words, set 136's lists and set 137's dropped candidates added."""
import ast, os
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
D = os.path.dirname(H)
src = open(os.path.join(D, 'blind_set135', 'validate.py'), encoding='utf-8').read()
t135 = ast.parse(src)
t136 = ast.parse(open(os.path.join(D, 'blind_set136', 'validate.py'), encoding='utf-8').read())

def lit(tree, name):
    for n in tree.body:
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name) and n.targets[0].id == name:
            return ast.literal_eval(n.value) if not isinstance(n.value, ast.Dict) else list(ast.literal_eval(n.value))
    raise KeyError(name)

NEW_TAGS = ['trabaccolaio_trabaccolo', 'polacremaster_polacre', 'rasconiere_rascona', 'sambukman_sambuk',
            'zarukman_zaruk', 'nuggarman_nuggar', 'xebecmaster_xebec', 'piroguier_pirogue']
NEW_STYLES = ['crutching', 'dagging', 'classing', 'baling', 'drafting', 'drenching']
DROPPED_TAGS = ['netsukeshi_netsuke', 'norenya_noren', 'shojiya_shoji', 'sudareya_sudare', 'tabiya_tabi',
                'tatamiya_tatami', 'tsubako_tsuba', 'uchiwaya_uchiwa', 'urushiya_urushi', 'wagasaya_wagasa',
                'washiya_washi', 'yuzenka_yuzen', 'zoriya_zori', 'quipucamayoc_quipu', 'umiakbuilder_umiak',
                'qamutikmaker_qamutik', 'qulliqkeeper_qulliq', 'lavvumaker_lavvu', 'shikarawala_shikara',
                'sampanwoman_sampan', 'vakanavigator_vaka', 'wherryman_wherry', 'proabuilder_proa',
                'qajaqbuilder_qajaq', 'tartanier_tartane', 'navicellaio_navicello', 'sandolista_sandolo',
                'vintasailor_vinta', 'parawsailor_paraw', 'pinisibuilder_pinisi', 'vallamrower_vallam',
                'wanganaman_wangana', 'trabaccolo_ketch']
DROPPED_STYLES = ['tonte', 'tosatura', 'schafschur', 'tondeur', 'wigging', 'rousing', 'coursing', 'throughing',
                  'hearting', 'coping', 'skirting', 'tallying', 'belling', 'shearing']
def words(tags):
    out = set(tags)
    for t in tags:
        out.update(t.split('_'))
    return out
old135 = lit(t135, 'NEW_CLAIM_TAGS')
new136 = lit(t136, 'NEW_CLAIM_TAGS')
earlier = words(old135) | words(new136) | set(lit(t136, 'EARLIER_CLAIM_TAGS')) | set(DROPPED_TAGS)
assert not (words(NEW_TAGS) & earlier), words(NEW_TAGS) & earlier
st135 = lit(t135, 'NEW_EST_TAGS')
st136 = lit(t136, 'NEW_EST_TAGS')
variants = set(st135) | set(st136) | set(lit(t136, 'SET41_STYLE_VARIANTS')) | set(DROPPED_STYLES)
assert not (set(NEW_STYLES) & variants), set(NEW_STYLES) & variants
n_rep = 0
def rep(old, new, count=1):
    global src, n_rep
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)
    n_rep += 1
rep('"""Stdlib-only checker for blind set 135 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 137 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 137: set 135\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 137\'s tags,\n'
    'styles and counts, set 137\'s scenario rule (the 20 trees that hold set 132\'s 20 scenarios, in set 132\'s order,\n'
    'each represented by its lowest record id that is neither set 132\'s id nor one of set 135\'s ids), and the READMEs\n'
    'of sets 135 and 136 for the distance checks; the lists of set 136\'s checker are added.\n\n'
    'Set 135 (set 135\'s own docstring):\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set133', 'README.md')",
    "SET30_README = os.path.join(HERE, '..', 'blind_set135', 'README.md')")
rep("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (134, 130, 128)]",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (136,)]")
rep("SET133_CHOICES = os.path.join(HERE, 'ref', 'set133_scenario_choices.json')\n",
    "SET133_CHOICES = os.path.join(HERE, 'ref', 'set133_scenario_choices.json')\n"
    "# set 137: set 132's scenario list (the trees set 137 reuses; copied from set 132's ref/) and set 135's list and\n"
    "# its own choices file (set 135's ref/scenario_choices.json, copied under this name)\n"
    "SET132 = os.path.join(HERE, 'ref', 'set132_scenarios.json')\n"
    "SET135 = os.path.join(HERE, 'ref', 'set135_scenarios.json')\n"
    "SET135_CHOICES = os.path.join(HERE, 'ref', 'set135_scenario_choices.json')\n")
old_min = "    'sarodiya_sarod': 12, 'sarangiya_sarangi': 12, 'rebabist_rebab': 12, 'veenaist_veena': 12, 'qanunji_qanun': 12, 'yangqinist_yangqin': 12, 'ruanist_ruan': 12, 'sanxianist_sanxian': 12,\n"
rep(old_min, '    ' + ' '.join("'%s': 12," % t for t in NEW_TAGS) + '\n')
rep('NEW_CLAIM_TAGS = %r\n' % old135, 'NEW_CLAIM_TAGS = %r\n' % NEW_TAGS)
rep('EARLIER_CLAIM_TAGS = {\n', 'EARLIER_CLAIM_TAGS = {\n    # set 135\'s and set 136\'s tags and their words, set 136\'s list, set 137\'s dropped candidates\n    '
    + ', '.join(repr(x) for x in sorted(earlier)) + ',\n')
rep("            # new in set 135 (prose styles)\n            'seasoning', 'shooting', 'upending', 'rushing', 'shiving', 'spiling'}",
    "            # new in set 135 (prose styles)\n            'seasoning', 'shooting', 'upending', 'rushing', 'shiving', 'spiling',\n"
    "            # set 136's prose styles\n            " + ', '.join(repr(x) for x in st136) + ",\n"
    "            # new in set 137 (prose styles)\n            " + ', '.join(repr(x) for x in NEW_STYLES) + "}")
rep("NEW_EST_TAGS = ['seasoning', 'shooting', 'upending', 'rushing', 'shiving', 'spiling']\n",
    'NEW_EST_TAGS = %r\n' % NEW_STYLES)
old_pat = ("STYLE_PATTERNS = {\n    'seasoning': [r'(?i)\\bseasoning\\b'],\n    'shooting': [r'(?i)\\bshooting\\b'],\n"
           "    'upending': [r'(?i)\\bupending\\b'],\n    'rushing': [r'(?i)\\brushing\\b'],\n    'shiving': [r'(?i)\\bshiving\\b'],\n"
           "    'spiling': [r'(?i)\\bspiling\\b'],\n}\n")
rep(old_pat, "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
    "# set 135's patterns (kept for the record)\nSET135_STYLE_PATTERNS = {\n" + old_pat.split('{\n', 1)[1])
rep('SET41_STYLE_VARIANTS = {\n', 'SET41_STYLE_VARIANTS = {\n                        # set 135\'s and set 136\'s styles, set 136\'s list, set 137\'s style candidates\n                        '
    + ', '.join(repr(x) for x in sorted(variants)) + ',\n')
rep("    s28_ = json.load(open(SET130))  # set 130's scenario ids: the trees set 135 reuses (name kept from set 39's checker)\n",
    "    s135x_ = json.load(open(SET135))\n"
    "    if len(s135x_) != 20 or len({ds[x][2] for x in s135x_ if x in ds}) != 20:\n"
    "        err('ref/set135_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET132))  # set 132's scenario ids: the trees set 137 reuses (name kept from set 39's checker)\n")
rep("        err('ref/set130_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 135 reuses)')",
    "        err('ref/set132_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 137 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s133x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s135x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set135_scenarios.json'))) != chosen:\n"
    "            err('ref/set135_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set135_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set137_scenarios.json'))) != chosen:\n"
    "            err('ref/set137_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set137_scenarios.json: %s' % e)\n"
    "    # set 135's own choices file (saved as ref/set135_scenario_choices.json) must agree with ref/set135_scenarios.json\n"
    "    try:\n        s135 = [c['scenario'] for c in json.load(open(SET135_CHOICES))['chosen']]\n"
    "        if len(s135) != 20 or s135 != json.load(open(SET135)):\n"
    "            err('ref/set135_scenario_choices.json should list 20 chosen ids, those of ref/set135_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET135_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 135' % x)\n"
    "        if x in s28_:\n            err('chosen scenario %s is one of set 130\\'s own ids' % x)\n"
    "        if x in s133x_:\n            err('chosen scenario %s is one of set 133\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 137' % x)\n"
    "        if x in s28_:\n            err('chosen scenario %s is one of set 132\\'s own ids' % x)\n"
    "        if x in s135x_:\n            err('chosen scenario %s is one of set 135\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 130\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 132\\'s trees' % sc)")
rep("                err('new tag %s appears in set 133\\'s README' % t)",
    "                err('new tag %s appears in set 135\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 133\\'s README' % t)",
    "                err('new tag %s (with a space) appears in set 135\\'s README' % t)")
rep("        err('set 133\\'s README not found at %s' % SET30_README)",
    "        err('set 135\\'s README not found at %s' % SET30_README)")
rep("all set 130\\'s trees, none of set 130\\'s or set 133\\'s ids)", "all set 132\\'s trees, none of set 132\\'s or set 135\\'s ids)")
open(os.path.join(H, 'validate.py'), 'w', encoding='utf-8').write(src)
print(n_rep, 'replacements;', len(earlier), 'claim-tag entries added;', len(variants), 'style entries added')
