"""Copies set 133's validate.py and patches it for set 135 (asserted replacements)."""
import ast, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(HERE, '..', 'blind_set133', 'validate.py')).read()
v134 = open(os.path.join(HERE, '..', 'blind_set134', 'validate.py')).read()
def sets_of(text, name):
    for n in ast.parse(text).body:
        if isinstance(n, ast.Assign) and any(getattr(t, 'id', None) == name for t in n.targets):
            return {e.value for e in n.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
    raise KeyError(name)
NEW = ['sarodiya_sarod', 'sarangiya_sarangi', 'rebabist_rebab', 'veenaist_veena', 'qanunji_qanun', 'yangqinist_yangqin', 'ruanist_ruan', 'sanxianist_sanxian']
STY = ['seasoning', 'shooting', 'upending', 'rushing', 'shiving', 'spiling']
T133 = ['rullepolser_rulle', 'vellingkoker_velling', 'spekeker_spekemat', 'pinnekjotar_pinnekjott', 'nisuleipoja_nisu', 'rieskaleipoja_rieska', 'vatkaaja_vispipuuro', 'ollebrodkoker_ollebrod']
T134 = ['bangkero_bangka', 'dghajsi_dghajsa', 'kaptan_luzzu', 'chioggiotto_bragozzo', 'batanaro_batana', 'feluccaro_felucca', 'cayuquero_cayuco', 'doryman_dory']
S133 = ['threshing', 'winnowing', 'tedding', 'sheafing', 'trussing', 'rippling']
S134 = ['ecdysis', 'eclosion', 'diapause', 'chrysalis', 'histolysis', 'melanization']
DROP_TAGS = ['santurist_santur', 'shamisenka_shamisen', 'oudist_oud', 'tarist_tar', 'pipaist_pipa', 'tablaist_tabla', 'zurnaci_zurna', 'sazci_saz', 'neyzen_ney', 'ocarinist_ocarina', 'tamburasi_tambura', 'setarnavaz_setar', 'surbaharist_surbahar', 'qinist_guqin', 'sitarist_sitar', 'tanpurist_tanpura', 'valihaist_valiha', 'yakherd_yak', 'yurtmaker_yurt', 'vaquero_reata', 'salinero_salina', 'paludier_salin', 'pearler_oyster']
DROP_STY = ['tonnellerie', 'grozing', 'cementing', 'crozing', 'chiming', 'jointing', 'chivving', 'bunging', 'staving', 'dressing', 'nibbing', 'refining', 'lixiviating', 'sunning']
def words(ts):
    out = set(ts)
    for t in ts: out |= set(t.split('_'))
    return out
earlier = words(T133) | words(T134) | words(DROP_TAGS) | sets_of(v134, 'EARLIER_CLAIM_TAGS')
earlier -= set(NEW) | words(NEW)
variants = set(S133) | set(S134) | set(DROP_STY) | sets_of(v134, 'SET41_STYLE_VARIANTS')
variants -= set(STY)
reps = [
 ('"""Stdlib-only checker for blind set 133 (claims.jsonl, estimates.jsonl, README.md).\n',
  '"""Stdlib-only checker for blind set 135 (claims.jsonl, estimates.jsonl, README.md).\n\n'
  'Set 135: set 133\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 135\'s tags,\n'
  'styles and counts, set 135\'s scenario rule (the 20 trees that hold set 130\'s 20 scenarios, in set 130\'s order,\n'
  'each represented by its lowest record id that is neither set 130\'s id nor one of set 133\'s ids), and the READMEs\n'
  'of sets 133 and 134 (and 130 and 128) for the distance checks; the lists of set 134\'s checker are added.\n\n'),
 ("    'rullepolser_rulle': 12, 'vellingkoker_velling': 12, 'spekeker_spekemat': 12, 'pinnekjotar_pinnekjott': 12, 'nisuleipoja_nisu': 12, 'rieskaleipoja_rieska': 12, 'vatkaaja_vispipuuro': 12, 'ollebrodkoker_ollebrod': 12,",
  '    ' + ', '.join("'%s': 12" % t for t in NEW) + ','),
 ("NEW_CLAIM_TAGS = ['rullepolser_rulle', 'vellingkoker_velling', 'spekeker_spekemat', 'pinnekjotar_pinnekjott', 'nisuleipoja_nisu', 'rieskaleipoja_rieska', 'vatkaaja_vispipuuro', 'ollebrodkoker_ollebrod']",
  'NEW_CLAIM_TAGS = %r' % NEW),
 ("EARLIER_CLAIM_TAGS = {\n",
  "EARLIER_CLAIM_TAGS = {\n    # set 133's and set 134's tags and their words, set 134's list, set 135's dropped candidates\n    " + ', '.join(repr(x) for x in sorted(earlier)) + ',\n'),
 ("            # new in set 133 (prose styles)\n            'threshing', 'winnowing', 'tedding', 'sheafing', 'trussing', 'rippling'}",
  "            # set 133's prose styles\n            'threshing', 'winnowing', 'tedding', 'sheafing', 'trussing', 'rippling',\n"
  "            # set 134's prose styles\n            %s,\n            # new in set 135 (prose styles)\n            %s}" % (', '.join(repr(x) for x in S134), ', '.join(repr(x) for x in STY))),
 ("NEW_EST_TAGS = ['threshing', 'winnowing', 'tedding', 'sheafing', 'trussing', 'rippling']", 'NEW_EST_TAGS = %r' % STY),
 ("STYLE_PATTERNS = {\n    'threshing'", "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STY) + "}\n# set 133's patterns (kept for the record)\nSET133_STYLE_PATTERNS = {\n    'threshing'"),
 ("SET41_STYLE_VARIANTS = {\n", "SET41_STYLE_VARIANTS = {\n                        # set 133's and set 134's styles, set 134's list, set 135's style candidates\n                        " + ', '.join(repr(x) for x in sorted(variants)) + ',\n'),
 ("SET30_README = os.path.join(HERE, '..', 'blind_set130', 'README.md')", "SET30_README = os.path.join(HERE, '..', 'blind_set133', 'README.md')"),
 ("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set128', 'README.md'), os.path.join(HERE, '..', 'blind_set131', 'README.md'),\n                 os.path.join(HERE, '..', 'blind_set129', 'README.md')]",
  "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (134, 130, 128)]\n# set 133's scenario list and its own choices file (set 133's ref/scenario_choices.json, copied under this name)\nSET133 = os.path.join(HERE, 'ref', 'set133_scenarios.json')\nSET133_CHOICES = os.path.join(HERE, 'ref', 'set133_scenario_choices.json')"),
 ("    s28_ = json.load(open(SET128))  # set 128's scenario ids: the trees set 133 reuses (name kept from set 39's checker)",
  "    s133x_ = json.load(open(SET133))\n    if len(s133x_) != 20 or len({ds[x][2] for x in s133x_ if x in ds}) != 20:\n        err('ref/set133_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
  "    s28_ = json.load(open(SET130))  # set 130's scenario ids: the trees set 135 reuses (name kept from set 39's checker)"),
 ("        err('ref/set128_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s52_",
  "        err('ref/set130_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 135 reuses)')\n    s52_"),
 ("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s130x_]",
  "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s133x_]"),
 ("        if json.load(open(os.path.join(HERE, 'ref', 'set133_scenarios.json'))) != chosen:\n            err('ref/set133_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set133_scenarios.json: %s' % e)",
  "        if json.load(open(os.path.join(HERE, 'ref', 'set135_scenarios.json'))) != chosen:\n            err('ref/set135_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set135_scenarios.json: %s' % e)\n"
  "    # set 133's own choices file (saved as ref/set133_scenario_choices.json) must agree with ref/set133_scenarios.json\n    try:\n        s133 = [c['scenario'] for c in json.load(open(SET133_CHOICES))['chosen']]\n        if len(s133) != 20 or s133 != json.load(open(SET133)):\n            err('ref/set133_scenario_choices.json should list 20 chosen ids, those of ref/set133_scenarios.json')\n    except Exception as e:\n        err('cannot read %s: %s' % (SET133_CHOICES, e))"),
 ("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 133' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 128\\'s own ids' % x)\n        if x in s130x_:\n            err('chosen scenario %s is one of set 130\\'s ids' % x)",
  "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 135' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 130\\'s own ids' % x)\n        if x in s133x_:\n            err('chosen scenario %s is one of set 133\\'s ids' % x)"),
 ("            err('scenario %s is not in one of set 128\\'s trees' % sc)", "            err('scenario %s is not in one of set 130\\'s trees' % sc)"),
 ("                err('new tag %s appears in set 130\\'s README' % t)", "                err('new tag %s appears in set 133\\'s README' % t)"),
 ("                err('new tag %s (with a space) appears in set 130\\'s README' % t)", "                err('new tag %s (with a space) appears in set 133\\'s README' % t)"),
 ("        err('set 130\\'s README not found at %s' % SET30_README)", "        err('set 133\\'s README not found at %s' % SET30_README)"),
 ("all set 128\\'s trees, none of set 128\\'s or set 130\\'s ids)", "all set 130\\'s trees, none of set 130\\'s or set 133\\'s ids)"),
]
for o, n in reps:
    assert src.count(o) == 1, o[:90]
    src = src.replace(o, n)
open(os.path.join(HERE, 'validate.py'), 'w').write(src)
print(len(reps), 'replacements;', len(earlier), 'earlier tag entries added;', len(variants), 'style variants added')
