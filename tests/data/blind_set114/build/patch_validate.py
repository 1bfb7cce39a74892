#!/usr/bin/env python3
"""Copies set 111's validate.py and patches it for set 114 (each replacement asserted to hit its stated count)."""
import os
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
src = open(os.path.join(HERE, '..', 'blind_set111', 'validate.py')).read()
S111_STYLES = """    'pumpfake': [r'(?i)\\bpump[- ]?fak(e|es|ed|ing)\\b'],
    'fadeaway': [r'(?i)\\bfade[- ]?aways?\\b'],
    'dribble': [r'(?i)\\bdribbl(e|es|ed|ing)\\b'],
    'fastbreak': [r'(?i)\\bfast[- ]?breaks?\\b'],
    'layup': [r'(?i)\\blay[- ]?ups?\\b'],
    'dunk': [r'(?i)\\bdunk(s|ed|ing)?\\b'],
}"""
R = [
 ('"""Stdlib-only checker for blind set 111 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 110\'s checker with set 111\'s tags and counts, set 111\'s scenario rule (reused universes: the 20 trees\nthat hold set 101\'s 20 scenarios, in set 101\'s order, each represented by its lowest record id that is not\nset 101\'s id; none of set 110\'s ids), and set 111\'s prose notes',
  '"""Stdlib-only checker for blind set 114 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 111\'s checker with set 114\'s tags and counts, set 114\'s scenario rule (reused universes: the 20 trees\nthat hold set 109\'s 20 scenarios, in set 109\'s order, each represented by its lowest record id that is not\nset 109\'s id; none of set 111\'s ids), and set 114\'s prose notes', 1),
 ("SET110_CHOICES = os.path.join(HERE, 'ref', 'set110_scenario_choices.json')\n",
  "SET110_CHOICES = os.path.join(HERE, 'ref', 'set110_scenario_choices.json')\nSET111 = os.path.join(HERE, 'ref', 'set111_scenarios.json')\nSET111_CHOICES = os.path.join(HERE, 'ref', 'set111_scenario_choices.json')\n", 1),
 ("# set 110's README: beside this folder (set 110 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set110', 'README.md')",
  "# set 111's README: beside this folder (set 111 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set111', 'README.md')", 1),
 ("    # set 111 stresses replies", "    # set 114 stresses replies", 1),
 ("    # set 111's new tags, each with", "    # set 114's new tags, each with", 1),
 ("    'lahutar_kreshnike': 12, 'eeslaulja_regilaul': 12, 'prifardd_cynghanedd': 12, 'soroban_shuzan': 12,\n    'chongurist_chonguri': 12, 'kuraist_uzlyau': 12, 'sagneur_sagne': 12, 'metataio_necci': 12,",
  "    'botero_boteria': 12, 'gadulkar_gadulka': 12, 'guacharaquero_guacharaca': 12, 'erkenchero_erkencho': 12,\n    'hulusist_hulusi': 12, 'geganter_gegant': 12, 'adufeira_adufe': 12, 'palankari_palanka': 12,", 1),
 ("NEW_CLAIM_TAGS = ['lahutar_kreshnike', 'eeslaulja_regilaul', 'prifardd_cynghanedd', 'soroban_shuzan', 'chongurist_chonguri', 'kuraist_uzlyau', 'sagneur_sagne', 'metataio_necci']",
  "NEW_CLAIM_TAGS = ['botero_boteria', 'gadulkar_gadulka', 'guacharaquero_guacharaca', 'erkenchero_erkencho', 'hulusist_hulusi', 'geganter_gegant', 'adufeira_adufe', 'palankari_palanka']", 1),
 ("EARLIER_CLAIM_TAGS = {\n",
  "EARLIER_CLAIM_TAGS = {\n"
  "    # set 111's tags, their words and domain words (from set 111's README)\n"
  "    'lahutar_kreshnike', 'eeslaulja_regilaul', 'prifardd_cynghanedd', 'soroban_shuzan', 'chongurist_chonguri',\n"
  "    'kuraist_uzlyau', 'sagneur_sagne', 'metataio_necci',\n"
  "    'lahutar', 'kreshnike', 'eeslaulja', 'regilaul', 'prifardd', 'cynghanedd', 'soroban', 'shuzan', 'chongurist',\n"
  "    'chonguri', 'kuraist', 'uzlyau', 'sagneur', 'sagne', 'metataio', 'necci',\n"
  "    'lahuta', 'kulla', 'muji', 'halili', 'kihnu', 'awdl', 'englyn', 'englynion', 'machynlleth', 'juku', 'anzan',\n"
  "    'osaka', 'guria', 'kurai', 'ural', 'bashkir', 'sabantuy', 'salawat', 'yulayev', 'camargue', 'metato',\n"
  "    'garfagnana', 'castelnuovo',\n"
  "    # set 114's candidates that passed the lists and were dropped (the same trade as an earlier tag: txistulari,\n"
  "    # txistu, galoubet and galoubetaire (tamborilero_chico), palillera and mundillo (lacemaker_bobbin,\n"
  "    # bobbinlacer_pillow), karizkan, kariz and qanat (welldigger_windlass), jouhikko and jouhikkoist\n"
  "    # (crwthist_lyre), ataujia, ataujiador and tarkashi (bidriwala_inlay, marquetry_inlay), yosegi\n"
  "    # (marquetry_inlay), calador and calado (embroiderer_hoop), sikuri and siku (zampona), tulnic and\n"
  "    # tulnicaresa (alphornist_spruce), lauzier and lauze (roofer_slates), trontzalari and trontza\n"
  "    # (lumberjack_axe), morsing (jawharpist_twang), chichera and chicha (brewer_mashtun), navajero and navaja\n"
  "    # (cutler_tang), xilogravura and xilogravurista (linocutter_gouge), vielleur and vielle\n"
  "    # (hurdygurdist_crank), vytynanky (papercutter_scissors), tilinca and tilincar (kuraist_uzlyau)) and those\n"
  "    # not needed beside the chosen tags\n"
  "    'txistulari', 'txistu', 'galoubet', 'galoubetaire', 'palillera', 'mundillo', 'karizkan', 'kariz', 'qanat',\n"
  "    'jouhikko', 'jouhikkoist', 'ataujia', 'ataujiador', 'tarkashi', 'yosegi', 'calador', 'calado', 'sikuri',\n"
  "    'siku', 'tulnic', 'tulnicaresa', 'lauzier', 'lauze', 'trontzalari', 'trontza', 'morsing', 'chichera',\n"
  "    'chicha', 'navajero', 'navaja', 'xilogravura', 'xilogravurista', 'vielleur', 'vielle', 'vytynanky',\n"
  "    'tilinca', 'tilincar',\n"
  "    'sopilka', 'sopilkar', 'trullo', 'pinnacolo', 'filigranista', 'quai', 'quaiiste', 'cortador', 'botijo',\n"
  "    'chulo', 'squerarolo', 'remer', 'segalari', 'erke', 'rabequeiro', 'rabeca', 'tapioqueira', 'bucium',\n"
  "    'buciumas', 'marovany', 'lali', 'ramaio', 'stagnino', 'ciaramella', 'carrettiere', 'carreta', 'maqueador',\n"
  "    'esquilador', 'alpargata', 'matriz', 'imburana', 'goiva', 'jangadeiro', 'timple', 'kannel', 'birbyne',\n"
  "    'sybyzgy', 'tamburas',\n", 1),
 ("            # new in set 111 (prose styles)\n            'pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk'}",
  "            # new in set 111 (prose styles)\n            'pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk',\n"
  "            # new in set 114 (prose styles)\n            'moshikame', 'tomeken', 'oozara', 'sekaiisshu', 'furiken', 'hikoken'}", 1),
 ("NEW_EST_TAGS = ['pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk']\n# set 111: what each prose style must show in every note (checked below, unit names removed first, as whole words;\n# pump fake, fadeaway, fast break and layup may be written together, with a space or with a hyphen)\nSTYLE_PATTERNS = {\n" + S111_STYLES,
  "NEW_EST_TAGS = ['moshikame', 'tomeken', 'oozara', 'sekaiisshu', 'furiken', 'hikoken']\n"
  "# set 114: what each prose style must show in every note (checked below, unit names removed first, as whole words;\n"
  "# every style may be written together, with a space or with a hyphen: moshi kame, tome-ken, oo zara, sekai isshu, ...)\n"
  "STYLE_PATTERNS = {\n"
  "    'moshikame': [r'(?i)\\bmoshi[- ]?kames?\\b'],\n"
  "    'tomeken': [r'(?i)\\btome[- ]?kens?\\b'],\n"
  "    'oozara': [r'(?i)\\boo[- ]?zaras?\\b'],\n"
  "    'sekaiisshu': [r'(?i)\\bsekai[- ]?isshus?\\b'],\n"
  "    'furiken': [r'(?i)\\bfuri[- ]?kens?\\b'],\n"
  "    'hikoken': [r'(?i)\\bhiko[- ]?kens?\\b'],\n"
  "}\n"
  "# set 111's patterns (kept for the record; set 111's styles are not used here)\n"
  "SET111_STYLE_PATTERNS = {\n" + S111_STYLES, 1),
 ("SET41_STYLE_VARIANTS = {\n",
  "SET41_STYLE_VARIANTS = {\n"
  "                        # set 111's prose styles and near variants (from set 111's README)\n"
  "                        'pumpfake', 'pumpfakes', 'fadeaway', 'fadeaways', 'dribble', 'dribbles', 'fastbreak',\n"
  "                        'fastbreaks', 'layup', 'layups', 'dunk', 'dunks',\n"
  "                        # set 114's candidates that passed and were not used (of kendama: chuzara, kozara, yoshiken,\n"
  "                        # jamba; of judo: osotogari, haraigoshi, seoinage, kouchigari, ouchigari; of dressage:\n"
  "                        # croupade, renvers, pesade; of capoeira: chapeu, volta, ponteira)\n"
  "                        'chuzara', 'kozara', 'yoshiken', 'jamba', 'osotogari', 'haraigoshi', 'seoinage',\n"
  "                        'kouchigari', 'ouchigari', 'croupade', 'renvers', 'pesade', 'chapeu', 'volta', 'ponteira',\n"
  "                        # set 114's dropped candidates (an entry, an entry's word or a substring: uchimata (mata),\n"
  "                        # tomoenage (moena), deashibarai (ashibarai), garryowen (owen), grubber, lineout,\n"
  "                        # domestique (dome), echelon, piaffe, levade, capriole, courbette, ballotade (ball),\n"
  "                        # travers (traverse), passage, ginga, rasteira, armada, queixada, esquiva, meialua, martelo,\n"
  "                        # bencao, negativa, cocorinha, macaco, tesoura (sour); the themes kendama (an entry, a\n"
  "                        # claim tag's word), judo, dressage, capoeira)\n"
  "                        'uchimata', 'tomoenage', 'deashibarai', 'garryowen', 'grubber', 'lineout', 'domestique',\n"
  "                        'echelon', 'piaffe', 'levade', 'capriole', 'courbette', 'ballotade', 'travers', 'passage',\n"
  "                        'ginga', 'rasteira', 'armada', 'queixada', 'esquiva', 'meialua', 'martelo', 'bencao',\n"
  "                        'negativa', 'cocorinha', 'macaco', 'tesoura', 'kendama', 'dressage',\n", 1),
 ("    # ---- scenarios: set 111 reuses universes ----\n    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that\n    # hold set 101's 20 scenarios (ref/set101_scenarios.json), in set 101's order; represent each by its lowest\n    # record id that is not set 101's id. Recomputed here.",
  "    # ---- scenarios: set 114 reuses universes ----\n    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that\n    # hold set 109's 20 scenarios (ref/set109_scenarios.json), in set 109's order; represent each by its lowest\n    # record id that is not set 109's id. Recomputed here.", 1),
 ("    s110x_ = json.load(open(SET110))\n    if len(s110x_) != 20 or len({ds[x][2] for x in s110x_ if x in ds}) != 20:\n        err('ref/set110_scenarios.json should list 20 scenarios with 20 distinct trees')\n",
  "    s110x_ = json.load(open(SET110))\n    if len(s110x_) != 20 or len({ds[x][2] for x in s110x_ if x in ds}) != 20:\n        err('ref/set110_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
  "    s111x_ = json.load(open(SET111))\n    if len(s111x_) != 20 or len({ds[x][2] for x in s111x_ if x in ds}) != 20:\n        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')\n", 1),
 ("    s28_ = json.load(open(SET101))  # set 101's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 101's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set101_scenarios.json should list 20 scenarios with 20 distinct trees')",
  "    s28_ = json.load(open(SET109))  # set 109's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 109's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set109_scenarios.json should list 20 scenarios with 20 distinct trees')", 1),
 ("        if json.load(open(os.path.join(HERE, 'ref', 'set111_scenarios.json'))) != chosen:\n            err('ref/set111_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set111_scenarios.json: %s' % e)\n",
  "        if json.load(open(os.path.join(HERE, 'ref', 'set114_scenarios.json'))) != chosen:\n            err('ref/set114_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set114_scenarios.json: %s' % e)\n"
  "    # set 111's own choices file (saved as ref/set111_scenario_choices.json) must agree with ref/set111_scenarios.json\n"
  "    try:\n        s111 = [c['scenario'] for c in json.load(open(SET111_CHOICES))['chosen']]\n"
  "        if len(s111) != 20 or s111 != json.load(open(SET111)):\n"
  "            err('ref/set111_scenario_choices.json should list 20 chosen ids, those of ref/set111_scenarios.json')\n"
  "    except Exception as e:\n        err('cannot read %s: %s' % (SET111_CHOICES, e))\n", 1),
 ("is not used by set 111' % x)", "is not used by set 114' % x)", 1),
 ("            err('chosen scenario %s is one of set 101\\'s own ids' % x)\n        if x in s110x_:\n            err('chosen scenario %s is one of set 110\\'s ids' % x)",
  "            err('chosen scenario %s is one of set 109\\'s own ids' % x)\n        if x in s111x_:\n            err('chosen scenario %s is one of set 111\\'s ids' % x)", 1),
 ("            err('scenario %s is not in one of set 101\\'s trees' % sc)", "            err('scenario %s is not in one of set 109\\'s trees' % sc)", 1),
 ("    # set 111's brief asks for exact counts", "    # set 114's brief asks for exact counts", 1),
 ("    # set 111's notes are prose", "    # set 114's notes are prose", 1),
 ("                err('new tag %s appears in set 110\\'s README' % t)", "                err('new tag %s appears in set 111\\'s README' % t)", 1),
 ("                err('new tag %s (with a space) appears in set 110\\'s README' % t)", "                err('new tag %s (with a space) appears in set 111\\'s README' % t)", 1),
 ("        err('set 110\\'s README not found at %s' % SET30_README)", "        err('set 111\\'s README not found at %s' % SET30_README)", 1),
 ("is a prose style of sets 41 to 110 or a near variant", "is a prose style of sets 41 to 111 or a near variant", 1),
 ("all set 101\\'s trees, none of set 101\\'s or set 110\\'s ids)", "all set 109\\'s trees, none of set 109\\'s or set 111\\'s ids)", 1),
]
for old, new, n in R:
    c = src.count(old)
    assert c == n, (c, n, old[:120])
    src = src.replace(old, new)
open(os.path.join(HERE, 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
