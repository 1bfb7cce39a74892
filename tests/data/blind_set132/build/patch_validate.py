# Copies set 128's validate.py and patches it for set 132; each replacement asserted to hit its stated count.
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set128', 'validate.py')).read()
R = [
('"""Stdlib-only checker for blind set 128 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 127\'s checker with set 128\'s tags and counts, set 128\'s scenario rule (reused universes: the 20 trees\nthat hold set 123\'s 20 scenarios, in set 123\'s order, each represented by its lowest record id that is neither\nset 123\'s id nor one of set 127\'s ids), distance checks against the READMEs of sets 127, 121, 123 and 126 and the\nlists of those sets, and set 128\'s prose notes',
 '"""Stdlib-only checker for blind set 132 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 128\'s checker with set 132\'s tags and counts, set 132\'s scenario rule (reused universes: the 20 trees\nthat hold set 127\'s 20 scenarios, in set 127\'s order, each represented by its lowest record id that is neither\nset 127\'s id nor one of set 128\'s ids), distance checks against the READMEs of sets 128 and 131 and the\nlists of those sets (set 131\'s validator holds set 129\'s), and set 132\'s prose notes', 1),
("SET123 = os.path.join(HERE, 'ref', 'set123_scenarios.json')\n",
 "SET123 = os.path.join(HERE, 'ref', 'set123_scenarios.json')\nSET128 = os.path.join(HERE, 'ref', 'set128_scenarios.json')\nSET128_CHOICES = os.path.join(HERE, 'ref', 'set128_scenario_choices.json')\n", 1),
("SET30_README = os.path.join(HERE, '..', 'blind_set127', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (121, 123, 126)]",
 "# set 132: set 128's README (this chain) and set 131's (the other chain)\nSET30_README = os.path.join(HERE, '..', 'blind_set128', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (131,)]", 1),
("    # set 128 stresses replies", "    # set 132 stresses replies", 1),
("    # set 128's new tags, each with committing and adversarial forms (checked below)\n    'helvaci_helva': 12, 'kvasnik_kvas': 12, 'confiturier_confiture': 12, 'kokorecci_kokorec': 12,\n    'baumkuchenbaecker_baumkuchen': 12, 'kompeitoya_kompeito': 12, 'kalachnik_kalach': 12, 'kaymakci_kaymak': 12,",
 "    # set 132's new tags, each with committing and adversarial forms (checked below)\n    'arepero_arepa': 12, 'baklavaci_baklava': 12, 'boyozcu_boyoz': 12, 'kumpirci_kumpir': 12,\n    'mantici_manti': 12, 'ensaimadero_ensaimada': 12, 'mantecadero_mantecado': 12, 'cigkofteci_cigkofte': 12,", 1),
("NEW_CLAIM_TAGS = ['helvaci_helva', 'kvasnik_kvas', 'confiturier_confiture', 'kokorecci_kokorec', 'baumkuchenbaecker_baumkuchen', 'kompeitoya_kompeito', 'kalachnik_kalach', 'kaymakci_kaymak']",
 "NEW_CLAIM_TAGS = ['arepero_arepa', 'baklavaci_baklava', 'boyozcu_boyoz', 'kumpirci_kumpir', 'mantici_manti', 'ensaimadero_ensaimada', 'mantecadero_mantecado', 'cigkofteci_cigkofte']", 1),
("EARLIER_CLAIM_TAGS = {\n",
 "EARLIER_CLAIM_TAGS = {\n"
 "    # set 128's tags, their words and domain words (from set 128's README)\n"
 "    'helvaci_helva', 'kvasnik_kvas', 'confiturier_confiture', 'kokorecci_kokorec', 'baumkuchenbaecker_baumkuchen',\n"
 "    'kompeitoya_kompeito', 'kalachnik_kalach', 'kaymakci_kaymak', 'helvaci', 'helva', 'kvasnik', 'kvas',\n"
 "    'confiturier', 'confiture', 'kokorecci', 'kokorec', 'baumkuchenbaecker', 'baumkuchen', 'kompeitoya', 'kompeito',\n"
 "    'kalachnik', 'kalach', 'kaymakci', 'kaymak', 'halva', 'kvass', 'redcurrant', 'goose_feather', 'sugar_star',\n"
 "    'clotted_cream', 'spit_cake',\n"
 "    # the other chain's tags (set 131, from its validator's NEW_CLAIM_TAGS) and their words\n"
 "    'shisaya_shisa', 'rafuteya_rafute', 'omamoriya_omamori', 'yakgwaya_yakgwa', 'nurukjang_nuruk', 'tuhojang_tuho',\n"
 "    'sotjang_sot', 'pogacsas_pogacsa', 'shisaya', 'shisa', 'rafuteya', 'rafute', 'omamoriya', 'omamori', 'yakgwaya',\n"
 "    'yakgwa', 'nurukjang', 'nuruk', 'tuhojang', 'tuho', 'sotjang', 'sot', 'pogacsas', 'pogacsa',\n"
 "    # set 132's candidates that failed or were dropped (steps in the README): gofrero_gofre (wafer), kunefeci_kunefe\n"
 "    # (cheese), dulcero_dulce, heladero_helado (ice cream), bunuelero_bunuelo, galettier_galette (griddle),\n"
 "    # calissonnier_calisson (wafer), madeleinier_madeleine and canelier_canele (mould)\n"
 "    'gofrero_gofre', 'kunefeci_kunefe', 'dulcero_dulce', 'heladero_helado', 'bunuelero_bunuelo',\n"
 "    'galettier_galette', 'calissonnier_calisson', 'madeleinier_madeleine', 'canelier_canele',\n", 1),
("            'calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation'}\nNEW_EST_TAGS = ['calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation']",
 "            'calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation',\n"
 "            # set 131's prose styles (the other chain)\n"
 "            'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing',\n"
 "            # new in set 132 (prose styles)\n"
 "            'avulsion', 'aggradation', 'incision', 'headcutting', 'progradation', 'bifurcation'}\n"
 "NEW_EST_TAGS = ['avulsion', 'aggradation', 'incision', 'headcutting', 'progradation', 'bifurcation']", 1),
("STYLE_PATTERNS = {\n    'calving': [r'(?i)\\bcalving\\b'],\n    'ablation': [r'(?i)\\bablation\\b'],\n    'crevassing': [r'(?i)\\bcrevassing\\b'],\n    'jokulhlaup': [r'(?i)\\bjokulhlaup\\b'],\n    'firnification': [r'(?i)\\bfirnification\\b'],\n    'regelation': [r'(?i)\\bregelation\\b'],\n}\n",
 "STYLE_PATTERNS = {\n    'avulsion': [r'(?i)\\bavulsion\\b'],\n    'aggradation': [r'(?i)\\baggradation\\b'],\n    'incision': [r'(?i)\\bincision\\b'],\n    'headcutting': [r'(?i)\\bheadcutting\\b'],\n    'progradation': [r'(?i)\\bprogradation\\b'],\n    'bifurcation': [r'(?i)\\bbifurcation\\b'],\n}\n"
 "# set 128's patterns (kept for the record; set 128's styles are not used here)\n"
 "SET128_STYLE_PATTERNS = {\n    'calving': [r'(?i)\\bcalving\\b'],\n    'ablation': [r'(?i)\\bablation\\b'],\n    'crevassing': [r'(?i)\\bcrevassing\\b'],\n    'jokulhlaup': [r'(?i)\\bjokulhlaup\\b'],\n    'firnification': [r'(?i)\\bfirnification\\b'],\n    'regelation': [r'(?i)\\bregelation\\b'],\n}\n", 1),
("SET41_STYLE_VARIANTS = {\n",
 "SET41_STYLE_VARIANTS = {\n"
 "                        # set 128's prose styles and near variants (from set 128's README)\n"
 "                        'calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation',\n"
 "                        'glaciology', 'calve', 'crevasse', 'downwasting', 'englacial', 'moulin', 'surging',\n"
 "                        # set 131's prose styles and theme word (the other chain)\n"
 "                        'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing', 'panification',\n"
 "                        # set 132's style candidates that passed and were not used (of geomorphology), and the\n"
 "                        # flagged ones\n"
 "                        'degradation', 'cutoff', 'incising', 'meandering', 'braiding', 'knickpoint',\n"
 "                        'entrenchment', 'anabranching', 'siltation', 'widening', 'armouring',\n", 1),
("    s28_ = json.load(open(SET123))  # set 123's scenario ids: the trees set 128 reuses (name kept from set 39's checker)",
 "    s128x_ = json.load(open(SET128))\n"
 "    if len(s128x_) != 20 or len({ds[x][2] for x in s128x_ if x in ds}) != 20:\n"
 "        err('ref/set128_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
 "    try:\n"
 "        if [c['scenario'] for c in json.load(open(SET128_CHOICES))['chosen']] != s128x_:\n"
 "            err('ref/set128_scenario_choices.json should list the ids of ref/set128_scenarios.json')\n"
 "    except Exception as e:\n"
 "        err('cannot read %s: %s' % (SET128_CHOICES, e))\n"
 "    s28_ = json.load(open(SET127))  # set 127's scenario ids: the trees set 132 reuses (name kept from set 39's checker)", 1),
("    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 123's trees (name kept from set 39's checker)",
 "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 127's trees (name kept from set 39's checker)", 1),
("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s127x_]",
 "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s128x_]", 1),
("'set128_scenarios.json'))) != chosen:\n            err('ref/set128_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set128_scenarios.json: %s' % e)",
 "'set132_scenarios.json'))) != chosen:\n            err('ref/set132_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set132_scenarios.json: %s' % e)", 1),
("is not used by set 128' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 123\\'s own ids' % x)\n        if x in s127x_:\n            err('chosen scenario %s is one of set 127\\'s ids' % x)",
 "is not used by set 132' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 127\\'s own ids' % x)\n        if x in s128x_:\n            err('chosen scenario %s is one of set 128\\'s ids' % x)", 1),
("            err('scenario %s is not in one of set 123\\'s trees' % sc)", "            err('scenario %s is not in one of set 127\\'s trees' % sc)", 1),
("    # set 128's brief asks for exact counts", "    # set 132's brief asks for exact counts", 1),
("is a prose style of sets 41 to 127 (or 121, 123, 126) or a near variant", "is a prose style of sets 41 to 129 and 131 or a near variant", 1),
("err('new tag %s appears in set 127\\'s README' % t)", "err('new tag %s appears in set 128\\'s README' % t)", 1),
("err('new tag %s (with a space) appears in set 127\\'s README' % t)", "err('new tag %s (with a space) appears in set 128\\'s README' % t)", 1),
("err('set 127\\'s README not found at %s' % SET30_README)", "err('set 128\\'s README not found at %s' % SET30_README)", 1),
("(trees distinct, all set 123\\'s trees, none of set 123\\'s or set 127\\'s ids)", "(trees distinct, all set 127\\'s trees, none of set 127\\'s or set 128\\'s ids)", 1),
]
for a, b, n in R:
    c = src.count(a)
    assert c == n, (a[:80], c)
    src = src.replace(a, b)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
