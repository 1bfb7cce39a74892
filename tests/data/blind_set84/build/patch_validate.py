#!/usr/bin/env python3
"""Copies set 83's validate.py and adapts it to set 84 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
src = open(os.path.join(TOP, '..', 'blind_set83', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['swanupper_skiff', 'ravenmaster_raven', 'pastycrimper_crimp', 'knurspeller_pommel',
            'flitchclaimant_flitch', 'stereographer_viewer', 'tarantulist_moult', 'bookplatist_exlibris']
NEW_STYLES = ['tartarin', 'chichikov', 'tite_barnacle', 'svejk', 'koepenick', 'oblomov']

R = [
 ('"""Stdlib-only checker for blind set 83 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 82\'s checker with set 83\'s tags and counts, set 83\'s scenario rule (reused universes: the 20 trees\nthat hold set 78\'s 20 scenarios, in set 78\'s order, each represented by its lowest record id that is not\nset 78\'s id), and set 83\'s prose notes',
  '"""Stdlib-only checker for blind set 84 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 83\'s checker with set 84\'s tags and counts, set 84\'s scenario rule (reused universes: the 20 trees\nthat hold set 79\'s 20 scenarios, in set 79\'s order, each represented by its lowest record id that is not\nset 79\'s id), and set 84\'s prose notes', 1),
 ("SET82_CHOICES = os.path.join(HERE, 'ref', 'set82_scenario_choices.json')\n",
  "SET82_CHOICES = os.path.join(HERE, 'ref', 'set82_scenario_choices.json')\n"
  "SET83 = os.path.join(HERE, 'ref', 'set83_scenarios.json')\n"
  "SET83_CHOICES = os.path.join(HERE, 'ref', 'set83_scenario_choices.json')\n", 1),
 ("# set 82's README: beside this folder (set 82 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set82', 'README.md')",
  "# set 83's README: beside this folder (set 83 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set83', 'README.md')", 1),
 ("    # set 83 stresses replies", "    # set 84 stresses replies", 1),
 ("    # set 83's new tags, each with committing", "    # set 84's new tags, each with committing", 1),
 ("    'chilihead_scoville': 12, 'meccanoist_girder': 12, 'dxer_qsl': 12, 'weathervanist_vane': 12,\n    'tractionist_governor': 12, 'realtennist_dedans': 12, 'kodoist_censer': 12, 'jugbandist_jug': 12,\n",
  "    'swanupper_skiff': 12, 'ravenmaster_raven': 12, 'pastycrimper_crimp': 12, 'knurspeller_pommel': 12,\n    'flitchclaimant_flitch': 12, 'stereographer_viewer': 12, 'tarantulist_moult': 12, 'bookplatist_exlibris': 12,\n", 1),
 ("NEW_CLAIM_TAGS = ['chilihead_scoville', 'meccanoist_girder', 'dxer_qsl', 'weathervanist_vane',\n                  'tractionist_governor', 'realtennist_dedans', 'kodoist_censer', 'jugbandist_jug']",
  "NEW_CLAIM_TAGS = ['swanupper_skiff', 'ravenmaster_raven', 'pastycrimper_crimp', 'knurspeller_pommel',\n                  'flitchclaimant_flitch', 'stereographer_viewer', 'tarantulist_moult', 'bookplatist_exlibris']", 1),
 ("EARLIER_CLAIM_TAGS = {\n    # set 82's tags,",
  "EARLIER_CLAIM_TAGS = {\n"
  "    # set 83's tags, their words, domain words and replaced and avoided words (from set 83's README)\n"
  "    'chilihead_scoville', 'meccanoist_girder', 'dxer_qsl', 'weathervanist_vane', 'tractionist_governor',\n"
  "    'realtennist_dedans', 'kodoist_censer', 'jugbandist_jug',\n"
  "    'chilihead', 'scoville', 'meccanoist', 'girder', 'dxer', 'qsl', 'weathervanist', 'vane', 'tractionist',\n"
  "    'governor', 'realtennist', 'dedans', 'kodoist', 'censer', 'jugbandist', 'jug',\n"
  "    'chilli', 'chillies', 'sauce', 'pepper', 'peppers', 'meccano', 'girders', 'bolts', 'dx', 'shortwave',\n"
  "    'receiver', 'weathervane', 'weathervanes', 'vanes', 'cockerel', 'cockerels', 'gilded', 'engines', 'steam',\n"
  "    'rallies', 'boilers', 'tennis', 'racquets', 'chases', 'galleries', 'penthouse', 'grille', 'handicap', 'kodo',\n"
  "    'incense', 'fragrance', 'fragrances', 'jugs', 'bass', 'pulleys', 'pistons', 'flask', 'washtubs',\n"
  "    'earthenware', 'regulator', 'towel', 'weekend', 'dances', 'milk', 'traction', 'engine', 'chase', 'station',\n"
  "    'ash', 'brackets', 'printed', 'corner', 'cast', 'model', 'party', 'draw', 'sheet', 'signed',\n"
  "    'arrow', 'brass', 'burner', 'canopy', 'compass', 'cook', 'copper', 'gossip', 'jam', 'jar', 'lettered',\n"
  "    'pen', 'roof', 'saw', 'crane', 'jib', 'spanner', 'gears', 'boiler', 'flywheels', 'whistle', 'rally',\n"
  "    'programme', 'headphones', 'racquet', 'bottle', 'stoneware', 'barn', 'washboards', 'polish', 'bag', 'field',\n"
  "    'paint', 'shelf', 'wind', 'glass', 'ball', 'solo', 'gauge', 'valve', 'lever', 'cord', 'kazoo', 'washboard',\n"
  "    # set 84's dropped candidates (passing every check but near an earlier pastime: handpanist_dimple\n"
  "    # (pannist_steelpan), batologist_bramble (botanist_herbarium), clippie_ticketpunch (ticketinspector_punch),\n"
  "    # gillie_priest (ghillie_wader), tipstaff_mace (bailiff_writ), beadle_cocked (verger_wand, town_crier),\n"
  "    # waterman_wherry (ferryman, lighterman_barge), rushbearer_garland (rushworker_bulrush), boulderer_crashpad\n"
  "    # (climber), batdetectorist_heterodyne (the detectorists), kefirist_grains (kombuchist_scoby), cornettist_fingerhole\n"
  "    # (shawmist_pirouette), fifer_fife (flute, tinwhistler_fipple), tintypist_collodion (cyanotypist_sunprint),\n"
  "    # axolotlist_gills (herpetologist_vivarium, aquarist), sextanteer_horizon (navigator_sextant), astrolabist_rete\n"
  "    # (the astronomers); not needed: marzipanist_almond, paellero_socarrat, tortillera_comal, tandoorist_naan,\n"
  "    # aleconner_breeches, burryman_burrs, owlpelleteer_vole)\n"
  "    'handpanist_dimple', 'batologist_bramble', 'clippie_ticketpunch', 'gillie_priest', 'tipstaff_mace',\n"
  "    'beadle_cocked', 'waterman_wherry', 'rushbearer_garland', 'boulderer_crashpad', 'batdetectorist_heterodyne',\n"
  "    'kefirist_grains', 'cornettist_fingerhole', 'fifer_fife', 'tintypist_collodion', 'axolotlist_gills',\n"
  "    'sextanteer_horizon', 'astrolabist_rete', 'marzipanist_almond', 'paellero_socarrat', 'tortillera_comal',\n"
  "    'tandoorist_naan', 'aleconner_breeches', 'burryman_burrs', 'owlpelleteer_vole',\n"
  "    # set 82's tags,", 1),
 ("            # new in set 83 (prose styles)\n            'pooh_bah', 'woozle', 'toad', 'nessie', 'jumblies', 'jemima_puddleduck'}",
  "            # new in set 83 (prose styles)\n            'pooh_bah', 'woozle', 'toad', 'nessie', 'jumblies', 'jemima_puddleduck',\n"
  "            # new in set 84 (prose styles)\n            'tartarin', 'chichikov', 'tite_barnacle', 'svejk', 'koepenick', 'oblomov'}", 1),
 ("NEW_EST_TAGS = ['pooh_bah', 'woozle', 'toad', 'nessie', 'jumblies', 'jemima_puddleduck']\n# set 83: what each prose style must show",
  "NEW_EST_TAGS = ['tartarin', 'chichikov', 'tite_barnacle', 'svejk', 'koepenick', 'oblomov']\n# set 84: what each prose style must show", 1),
 ("STYLE_PATTERNS = {\n    'pooh_bah':",
  "STYLE_PATTERNS = {\n"
  "    'tartarin': [r'(?i)\\btartarin\\b'],\n"
  "    'chichikov': [r'(?i)\\bchichikov\\b'],\n"
  "    'tite_barnacle': [r'(?i)\\btite barnacle\\b'],\n"
  "    'svejk': [r'(?i)\\b\\u0161vejk\\b'],\n"
  "    'koepenick': [r'(?i)\\bcaptain of k\\u00f6penick\\b', r'(?i)\\bk\\u00f6penick\\b'],\n"
  "    'oblomov': [r'(?i)\\boblomov\\b'],\n"
  "}\n"
  "# set 83's patterns (kept for the record; set 83's styles are not used here)\n"
  "SET83_STYLE_PATTERNS = {\n    'pooh_bah':", 1),
 ("SET41_STYLE_VARIANTS = {\n",
  "SET41_STYLE_VARIANTS = {\n"
  "                        # set 83's prose styles and near variants (from set 83's README)\n"
  "                        'pooh_bah', 'poohbah', 'pooh', 'bah', 'lord_high_everything_else', 'woozle', 'woozles',\n"
  "                        'toad', 'mr_toad', 'toad_of_toad_hall', 'nessie', 'loch_ness_monster', 'jumblies',\n"
  "                        'jumbly', 'jemima_puddleduck', 'jemima', 'puddleduck', 'jemima_puddle_duck',\n"
  "                        # set 84's dropped candidates (passing every check but near an earlier style: matilda\n"
  "                        # (boy_who_cried_wolf), chanticleer and chauntecleer (reynard), bounderby (gradgrind: the\n"
  "                        # same novel), bob_acres (mrs_malaprop: the same play), pooter (adrian_mole: a diary); not\n"
  "                        # needed: felix_krull, tartuffe, harpagon, monsieur_jourdain, zadig, gil_blas, ubu,\n"
  "                        # struwwelpeter, quangle_wangle, yonghy_bonghy_bo, jellyby, skimpole, turveydrop, merdle,\n"
  "                        # jorrocks, soapy_sponge; a substring or a counted word only: khlestakov, clever_hans)\n"
  "                        'matilda', 'chanticleer', 'chauntecleer', 'bounderby', 'bob_acres', 'pooter', 'felix_krull',\n"
  "                        'tartuffe', 'harpagon', 'monsieur_jourdain', 'jourdain', 'zadig', 'gil_blas', 'ubu',\n"
  "                        'ubu_roi', 'struwwelpeter', 'quangle_wangle', 'yonghy_bonghy_bo', 'jellyby', 'skimpole',\n"
  "                        'turveydrop', 'merdle', 'jorrocks', 'soapy_sponge', 'khlestakov', 'clever_hans',\n", 1),
 ("    # ---- scenarios: set 83 reuses universes ----", "    # ---- scenarios: set 84 reuses universes ----", 1),
 ("    # hold set 78's 20 scenarios (ref/set78_scenarios.json), in set 78's order; represent each by its lowest\n    # record id that is not set 78's id. Recomputed here.",
  "    # hold set 79's 20 scenarios (ref/set79_scenarios.json), in set 79's order; represent each by its lowest\n    # record id that is not set 79's id. Recomputed here.", 1),
 ("        err('ref/set82_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s28_ = json.load(open(SET78))  # set 78's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 78's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set78_scenarios.json should list 20 scenarios with 20 distinct trees')",
  "        err('ref/set82_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s83x_ = json.load(open(SET83))\n    if len(s83x_) != 20 or len({ds[x][2] for x in s83x_ if x in ds}) != 20:\n        err('ref/set83_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s28_ = json.load(open(SET79))  # set 79's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 79's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set79_scenarios.json should list 20 scenarios with 20 distinct trees')", 1),
 ("        if json.load(open(os.path.join(HERE, 'ref', 'set83_scenarios.json'))) != chosen:\n            err('ref/set83_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set83_scenarios.json: %s' % e)\n",
  "        if json.load(open(os.path.join(HERE, 'ref', 'set84_scenarios.json'))) != chosen:\n            err('ref/set84_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set84_scenarios.json: %s' % e)\n"
  "    # set 83's own choices file (saved as ref/set83_scenario_choices.json) must agree with ref/set83_scenarios.json\n"
  "    try:\n        s83 = [c['scenario'] for c in json.load(open(SET83_CHOICES))['chosen']]\n"
  "        if len(s83) != 20 or s83 != json.load(open(SET83)):\n"
  "            err('ref/set83_scenario_choices.json should list 20 chosen ids, those of ref/set83_scenarios.json')\n"
  "    except Exception as e:\n        err('cannot read %s: %s' % (SET83_CHOICES, e))\n", 1),
 ("is not used by set 83' % x)", "is not used by set 84' % x)", 1),
 ("            err('chosen scenario %s is one of set 78\\'s own ids' % x)", "            err('chosen scenario %s is one of set 79\\'s own ids' % x)", 1),
 ("            err('scenario %s is not in one of set 78\\'s trees' % sc)", "            err('scenario %s is not in one of set 79\\'s trees' % sc)", 1),
 ("    # set 83's brief asks for exact counts", "    # set 84's brief asks for exact counts", 1),
 ("    # set 83's notes are prose", "    # set 84's notes are prose", 1),
 ("                err('new tag %s appears in set 82\\'s README' % t)", "                err('new tag %s appears in set 83\\'s README' % t)", 1),
 ("                err('new tag %s (with a space) appears in set 82\\'s README' % t)", "                err('new tag %s (with a space) appears in set 83\\'s README' % t)", 1),
 ("        err('set 82\\'s README not found at %s' % SET30_README)", "        err('set 83\\'s README not found at %s' % SET30_README)", 1),
 ("is a prose style of sets 41 to 82 or a near variant", "is a prose style of sets 41 to 83 or a near variant", 1),
 ("(trees distinct, all set 78\\'s trees, none of set 78\\'s ids)", "(trees distinct, all set 79\\'s trees, none of set 79\\'s ids)", 1),
]
for a, b, n in R:
    c = src.count(a)
    assert c == n, (c, n, a[:80])
    src = src.replace(a, b)
for t in NEW_TAGS:
    pass
open(os.path.join(TOP, 'validate.py'), 'w', encoding='utf-8').write(src)
print(len(R), 'replacements')
