"""Copies set 113's validate.py and patches it for set 115 (each replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set113', 'validate.py')).read()
R = [
 ('"""Stdlib-only checker for blind set 113 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 111\'s checker with set 113\'s tags and counts, set 113\'s scenario rule (reused universes: the 20 trees\nthat hold set 108\'s 20 scenarios, in set 108\'s order, each represented by its lowest record id that is not\nset 108\'s id; none of set 111\'s ids), and set 113\'s prose notes',
  '"""Stdlib-only checker for blind set 115 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 113\'s checker with set 115\'s tags and counts, set 115\'s scenario rule (reused universes: the 20 trees\nthat hold set 110\'s 20 scenarios, in set 110\'s order, each represented by its lowest record id that is not\nset 110\'s id; none of set 113\'s ids), and set 115\'s prose notes', 1),
 ("SET111_CHOICES = os.path.join(HERE, 'ref', 'set111_scenario_choices.json')\n",
  "SET111_CHOICES = os.path.join(HERE, 'ref', 'set111_scenario_choices.json')\nSET113 = os.path.join(HERE, 'ref', 'set113_scenarios.json')\nSET113_CHOICES = os.path.join(HERE, 'ref', 'set113_scenario_choices.json')\n", 1),
 ("# set 111's README: beside this folder (set 111 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set111', 'README.md')",
  "# set 113's README: beside this folder (set 113 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set113', 'README.md')", 1),
 ("    # set 113 stresses replies", "    # set 115 stresses replies", 1),
 ("    # set 113's new tags, each with committing and adversarial forms (checked below)\n    'pernikar_pernik': 12, 'kelaghayi_galib': 12, 'ritipanna_koggala': 12, 'torronaio_torrone': 12,\n    'carrettiere_carretto': 12, 'sembeiya_sembei': 12, 'dalgona_ppopgi': 12, 'taiyakiya_taiyaki': 12,",
  "    # set 115's new tags, each with committing and adversarial forms (checked below)\n    'azabachero_azabache': 12, 'equipalero_equipal': 12, 'mayordomo_acequia': 12, 'alcachofero_alcachofa': 12,\n    'encalador_brocha': 12, 'gordo_decimo': 12, 'cortador_jamon': 12, 'arrocero_albufera': 12,", 1),
 ("NEW_CLAIM_TAGS = ['pernikar_pernik', 'kelaghayi_galib', 'ritipanna_koggala', 'torronaio_torrone', 'carrettiere_carretto', 'sembeiya_sembei', 'dalgona_ppopgi', 'taiyakiya_taiyaki']",
  "NEW_CLAIM_TAGS = ['azabachero_azabache', 'equipalero_equipal', 'mayordomo_acequia', 'alcachofero_alcachofa', 'encalador_brocha', 'gordo_decimo', 'cortador_jamon', 'arrocero_albufera']", 1),
 ("EARLIER_CLAIM_TAGS = {\n",
  "EARLIER_CLAIM_TAGS = {\n"
  "    # set 113's tags, their words and domain words (from set 113's README)\n"
  "    'pernikar_pernik', 'kelaghayi_galib', 'ritipanna_koggala', 'torronaio_torrone', 'carrettiere_carretto',\n"
  "    'sembeiya_sembei', 'dalgona_ppopgi', 'taiyakiya_taiyaki',\n"
  "    'pernikar', 'pernik', 'kelaghayi', 'galib', 'ritipanna', 'koggala', 'torronaio', 'torrone', 'carrettiere',\n"
  "    'carretto', 'sembeiya', 'sembei', 'dalgona', 'ppopgi', 'taiyakiya', 'taiyaki',\n"
  "    'pardubice', 'basqal', 'sheki', 'cremona', 'soka',\n"
  "    # set 115's candidates that passed the lists and were dropped (the same trade as an earlier tag, or near one:\n"
  "    # guantero_guante (glover_trank, glovemaker_stretcher), hankoya_inkan (sealmaker_sealingwax), huarachero_huarache\n"
  "    # (tyre_sandal), alfarero_botijo (potter_wheel, potter_kiln), caracolero_caracol (heliciculturist_snail),\n"
  "    # gegantero_gegant (gigantero_cabezudo), bunolero_bunuelo (churrero_churro), heladero_carrito\n"
  "    # (gelatiere_spatula), esquilador_esquila (shearer_fleece), enjarradora_enjarre (plasterer), colchera_colcha\n"
  "    # (embroiderer_hoop), enxaneta_faixa (casteller)) and single words that passed but were not used\n"
  "    'guantero_guante', 'guantero', 'guante', 'hankoya_inkan', 'hankoya', 'inkan', 'huarachero_huarache',\n"
  "    'huarachero', 'huarache', 'alfarero_botijo', 'alfarero', 'botijo', 'caracolero_caracol', 'caracolero',\n"
  "    'caracol', 'gegantero_gegant', 'gegantero', 'gegant', 'bunolero_bunuelo', 'bunolero', 'bunuelo',\n"
  "    'heladero_carrito', 'heladero', 'carrito', 'esquilador_esquila', 'esquilador', 'esquila',\n"
  "    'enjarradora_enjarre', 'enjarradora', 'enjarre', 'colchera_colcha', 'colchera', 'colcha', 'enxaneta_faixa',\n"
  "    'enxaneta', 'faixa', 'cupon', 'capataz', 'llamador', 'faja', 'calafate',\n", 1),
 ("            # new in set 113 (prose styles)\n            'moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara'}\nNEW_EST_TAGS = ['moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara']",
  "            # new in set 113 (prose styles)\n            'moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara',\n            # new in set 115 (prose styles)\n            'coleadero', 'manganas', 'escaramuza', 'crinolina', 'jaripeo', 'lienzo'}\nNEW_EST_TAGS = ['coleadero', 'manganas', 'escaramuza', 'crinolina', 'jaripeo', 'lienzo']", 1),
 ("# set 113: what each prose style must show in every note (checked below, unit names removed first, as whole words;\n# each may also be written with a hyphen or a space after its first syllables: moshi-kame, tome-ken, furi-ken)\nSTYLE_PATTERNS = {",
  "# set 115: what each prose style must show in every note (checked below, unit names removed first, as whole words,\n# case-insensitive; manganas also in the singular)\nSTYLE_PATTERNS = {\n"
  "    'coleadero': [r'(?i)\\bcoleaderos?\\b'],\n"
  "    'manganas': [r'(?i)\\bmanganas?\\b'],\n"
  "    'escaramuza': [r'(?i)\\bescaramuzas?\\b'],\n"
  "    'crinolina': [r'(?i)\\bcrinolinas?\\b'],\n"
  "    'jaripeo': [r'(?i)\\bjaripeos?\\b'],\n"
  "    'lienzo': [r'(?i)\\blienzos?\\b'],\n"
  "}\n# set 113's patterns (kept for the record; set 113's styles are not used here)\nSET113_STYLE_PATTERNS = {", 1),
 ("SET41_STYLE_VARIANTS = {\n",
  "SET41_STYLE_VARIANTS = {\n"
  "                        # set 113's prose styles and near variants (from set 113's README)\n"
  "                        'moshikame', 'moshi_kame', 'tomeken', 'tome_ken', 'furiken', 'furi_ken', 'hikoki',\n"
  "                        'toudai', 'ozara', 'kendama', 'kendamas',\n"
  "                        # set 115's style candidates that passed and were not used, and its dropped ones\n"
  "                        'coleada', 'amansador', 'herradero', 'lazada', 'derrame', 'bordada', 'ensogado', 'caladero',\n"
  "                        'hierra', 'cortada', 'rebote', 'arrimada', 'charreria', 'charreada',\n"
  "                        'jineteo', 'floreo', 'cala', 'reata', 'terna', 'mariposa', 'fencing', 'jai_alai',\n", 1),
 ("    # ---- scenarios: set 113 reuses universes ----", "    # ---- scenarios: set 115 reuses universes ----", 1),
 ("    # hold set 108's 20 scenarios (ref/set108_scenarios.json), in set 108's order; represent each by its lowest\n    # record id that is not set 108's id. Recomputed here.",
  "    # hold set 110's 20 scenarios (ref/set110_scenarios.json), in set 110's order; represent each by its lowest\n    # record id that is not set 110's id. Recomputed here.", 1),
 ("    s28_ = json.load(open(SET108))  # set 108's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 108's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set108_scenarios.json should list 20 scenarios with 20 distinct trees')",
  "    s113x_ = json.load(open(SET113))\n    if len(s113x_) != 20 or len({ds[x][2] for x in s113x_ if x in ds}) != 20:\n        err('ref/set113_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
  "    s28_ = json.load(open(SET110))  # set 110's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 110's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set110_scenarios.json should list 20 scenarios with 20 distinct trees')", 1),
 ("        if json.load(open(os.path.join(HERE, 'ref', 'set113_scenarios.json'))) != chosen:\n            err('ref/set113_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set113_scenarios.json: %s' % e)\n",
  "        if json.load(open(os.path.join(HERE, 'ref', 'set115_scenarios.json'))) != chosen:\n            err('ref/set115_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set115_scenarios.json: %s' % e)\n"
  "    # set 113's own choices file (saved as ref/set113_scenario_choices.json) must agree with ref/set113_scenarios.json\n    try:\n        s113 = [c['scenario'] for c in json.load(open(SET113_CHOICES))['chosen']]\n        if len(s113) != 20 or s113 != json.load(open(SET113)):\n            err('ref/set113_scenario_choices.json should list 20 chosen ids, those of ref/set113_scenarios.json')\n    except Exception as e:\n        err('cannot read %s: %s' % (SET113_CHOICES, e))\n", 1),
 ("is not used by set 113' % x)", "is not used by set 115' % x)", 1),
 ("            err('chosen scenario %s is one of set 108\\'s own ids' % x)\n        if x in s111x_:\n            err('chosen scenario %s is one of set 111\\'s ids' % x)",
  "            err('chosen scenario %s is one of set 110\\'s own ids' % x)\n        if x in s113x_:\n            err('chosen scenario %s is one of set 113\\'s ids' % x)", 1),
 ("            err('scenario %s is not in one of set 108\\'s trees' % sc)", "            err('scenario %s is not in one of set 110\\'s trees' % sc)", 1),
 ("    # set 113's brief asks for exact counts", "    # set 115's brief asks for exact counts", 1),
 ("    # set 113's notes are prose", "    # set 115's notes are prose", 1),
 ("appears in set 111\\'s README' % t)", "appears in set 113\\'s README' % t)", 2),
 ("        err('set 111\\'s README not found at %s' % SET30_README)", "        err('set 113\\'s README not found at %s' % SET30_README)", 1),
 ("is a prose style of sets 41 to 111 or a near variant", "is a prose style of sets 41 to 113 or a near variant", 1),
 ("all set 108\\'s trees, none of set 108\\'s or set 111\\'s ids)", "all set 110\\'s trees, none of set 110\\'s or set 113\\'s ids)", 1),
]
for old, new, n in R:
    assert src.count(old) == n, (old[:80], src.count(old))
    src = src.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
