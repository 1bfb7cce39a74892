#!/usr/bin/env python3
"""Copies set 110's validate.py and patches it for set 112; every replacement is asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set110', 'validate.py')).read()
def R(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:70], c, n)
    src = src.replace(old, new)
R('''"""Stdlib-only checker for blind set 110 (claims.jsonl, estimates.jsonl, README.md).

Set 109's checker with set 110's tags and counts, set 110's scenario rule (reused universes: the 20 trees
that hold set 105's 20 scenarios, in set 105's order, each represented by its lowest record id that is not
set 105's id; none of set 109's ids), and set 110's prose notes''',
'''"""Stdlib-only checker for blind set 112 (claims.jsonl, estimates.jsonl, README.md).

Set 110's checker with set 112's tags and counts, set 112's scenario rule (reused universes: the 20 trees
that hold set 107's 20 scenarios, in set 107's order, each represented by its lowest record id that is not
set 107's id; none of set 110's ids), and set 112's prose notes''')
R("SET109_CHOICES = os.path.join(HERE, 'ref', 'set109_scenario_choices.json')\n",
  "SET109_CHOICES = os.path.join(HERE, 'ref', 'set109_scenario_choices.json')\n"
  "SET110 = os.path.join(HERE, 'ref', 'set110_scenarios.json')\n"
  "SET110_CHOICES = os.path.join(HERE, 'ref', 'set110_scenario_choices.json')\n")
R("# set 109's README: beside this folder (set 109 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set109', 'README.md')",
  "# set 110's README: beside this folder (set 110 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set110', 'README.md')")
R("""    # set 110 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 110's new tags, each with committing and adversarial forms (checked below)
    'tbourida_moukahla': 12, 'mokhaen_khaen': 12, 'aedarbondi_aedardunn': 12, 'kambala_negilu': 12,
    'danzaq_atipanakuy': 12, 'luminarista_luminarie': 12, 'cacaotero_mazorca': 12, 'nishikigoi_tosai': 12,""",
"""    # set 112 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 112's new tags, each with committing and adversarial forms (checked below)
    'juhas_oscypek': 12, 'raramuri_rarajipari': 12, 'donso_ngoni': 12, 'kemenceci_kemence': 12,
    'trutrukero_trutruka': 12, 'sudareshi_sudare': 12, 'ponorogo_dhadakmerak': 12, 'kharrat_mashrabiya': 12,""")
R("NEW_CLAIM_TAGS = ['tbourida_moukahla', 'mokhaen_khaen', 'aedarbondi_aedardunn', 'kambala_negilu', 'danzaq_atipanakuy', 'luminarista_luminarie', 'cacaotero_mazorca', 'nishikigoi_tosai']",
  "NEW_CLAIM_TAGS = ['juhas_oscypek', 'raramuri_rarajipari', 'donso_ngoni', 'kemenceci_kemence', 'trutrukero_trutruka', 'sudareshi_sudare', 'ponorogo_dhadakmerak', 'kharrat_mashrabiya']")
R("EARLIER_CLAIM_TAGS = {\n", """EARLIER_CLAIM_TAGS = {
    # set 110's tags, their words and domain words (from set 110's README)
    'tbourida_moukahla', 'mokhaen_khaen', 'aedarbondi_aedardunn', 'kambala_negilu', 'danzaq_atipanakuy',
    'luminarista_luminarie', 'cacaotero_mazorca', 'nishikigoi_tosai', 'tbourida', 'moukahla', 'mokhaen', 'khaen',
    'aedarbondi', 'aedardunn', 'kambala', 'negilu', 'danzaq', 'atipanakuy', 'luminarista', 'luminarie', 'cacaotero',
    'mazorca', 'nishikigoi', 'tosai', 'sorba', 'moussem', 'baroud', 'moqaddem', 'breidafjordur', 'eider', 'moodabidri',
    'pepas', 'mor_lam', 'scorrano', 'yamakoshi',
    # set 110's dropped candidates that passed (the same trade as an earlier tag) and its passing unused candidates
    'medicar', 'licitar', 'alkar_alka', 'karagiozis', 'karagiozopaihtis', 'noken', 'injera_mitad', 'lefse', 'ndebele',
    'arrotino', 'traboccante_trabocco', 'trabucco', 'mamuthone', 'issohadore', 'perchten', 'treichler',
    'chocalheiro', 'chocalho', 'boccia', 'bocce', 'petanque', 'wadloper_slenk', 'kohler', 'schwibbogen',
    'rauchermann', 'flosser', 'raftsman', 'rabelo', 'arrais', 'hiri_lakatoi', 'lepa', 'nakhoda', 'trajinera',
    'lanchero', 'currach', 'qajaq', 'kayak', 'umiak', 'slean', 'sfouggaras', 'dhunia', 'rangrez', 'sonidero_sonido',
    'karakurishi_zenmai', 'karakuri_chahakobi', 'hareubang', 'barey_banco', 'becak', 'lustrabotas', 'shoeshine',
    'kabary', 'paletero', 'polvorero', 'torito', 'voyageur', 'danakil', 'aufguss', 'hammam', 'wasanbon_oshibune',
    'palmero', 'kumis', 'zydeco', 'frottoir', 'rebozo', 'hamaquero', 'ryijy', 'jade', 'lianpu', 'tupilaq',
    'jangseung', 'frantoiano', 'rimeto', 'rebbelib', 'meddo', 'wayfinder', 'bakhshi', 'dutar', 'hudhud', 'klapa',
    'chinelo', 'dundun', 'masinqo', 'squerariol', 'angklung', 'airag', 'retablo', 'frevo', 'sombrinha', 'maracatu',
    'inukshuk', 'ulu', 'manade', 'rettir', 'namsadang', 'sapeur', 'abebuu', 'durbar', 'coleador_coleo', 'sheng',
    'harmonica', 'melodica', 'yatai', 'gnawa', 'maalem_guembri', 'gerewol', 'ponchera', 'cranberry', 'cinnamon',
    'kurundu', 'hafur', 'lundi', 'sigmenn', 'bjargsig', 'sigmadur', 'caner', 'armonica', 'abbacchiatore_bacchio',
    'ifugao', 'payoh', 'muyong', 'utqiagvik', 'inupiaq', 'walrus',
    # set 112's candidates that passed and were not used (sudare's neighbours, the shawm players, a second
    # Korean and a second Mapuche tag, and others), and nierika (the Huichol, beside huichol_chaquira)
    'zurnaci_zurna', 'zurnaci', 'zurna', 'nadaswaram_seevali', 'nadaswaram', 'seevali', 'bojagi_jogakbo', 'bojagi',
    'jogakbo', 'gatjang', 'kultrun', 'neyzen', 'kemenceci_horon', 'tequio', 'wixarika', 'nierika',
    'bacowka', 'warok', 'warok_dhadakmerak', 'lhamo', 'mukkuri', 'huapango', 'mapuche', 'sarakatsani', 'vaquero',
    'davul', 'thavil', 'mashrabiya_kharrat',
    # set 112's dropped candidate that passed: the Mapuche silversmith (silversmith, a variant of set 53's tags)
    'rutrafe_trarilonco', 'rutrafe', 'trarilonco',
    # and pembarong_dhadakmerak (pembarong holds baron, an entry), renamed ponorogo_dhadakmerak
    'pembarong_dhadakmerak', 'bujangganong', 'jathil',
""")
R("            # new in set 110 (prose styles)\n            'deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection'}",
  "            # new in set 110 (prose styles)\n            'deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection',\n"
  "            # new in set 112 (prose styles)\n            'suplex', 'powerbomb', 'dropkick', 'moonsault', 'chokeslam', 'hurricanrana'}")
R("""NEW_EST_TAGS = ['deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection']
# set 110: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# wraparound and breakaway may be written together, with a space or with a hyphen)
STYLE_PATTERNS = {""", """NEW_EST_TAGS = ['suplex', 'powerbomb', 'dropkick', 'moonsault', 'chokeslam', 'hurricanrana']
# set 112: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# powerbomb, dropkick, moonsault and chokeslam may be written as one word, with a space or with a hyphen)
STYLE_PATTERNS = {
    'suplex': [r'(?i)\\bsuplex(es|ed|ing)?\\b'],
    'powerbomb': [r'(?i)\\bpower[- ]?bomb(s|ed|ing)?\\b'],
    'dropkick': [r'(?i)\\bdrop[- ]?kick(s|ed|ing)?\\b'],
    'moonsault': [r'(?i)\\bmoon[- ]?saults?\\b'],
    'chokeslam': [r'(?i)\\bchoke[- ]?slam(s|med|ming)?\\b'],
    'hurricanrana': [r'(?i)\\bhurricanranas?\\b'],
}
# set 110's patterns (kept for the record; set 110's styles are not used here)
SET110_STYLE_PATTERNS = {""")
R("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 110's prose styles and near variants (from set 110's README)
                        'deke', 'dekes', 'wraparound', 'wraparounds', 'dangle', 'dangles', 'breakaway', 'breakaways',
                        'snipe', 'snipes', 'deflection', 'deflections',
                        # set 112's candidates that passed and were not used (pro wrestling: senton, kayfabe; card
                        # sleights: elmsley, biddle, hamman, tenkai, erdnase, charlier, glimpse, riffle; judo:
                        # seoinage, osotogari, haraigoshi, kouchigari; basketball: fadeaway, layup, dunk; others:
                        # shuvit, fakie, hardflip, treflip, trincherazo, sixstep, lindyhop, scoober) and its dropped
                        # candidates (an entry, an entry's word or a substring)
                        'senton', 'kayfabe', 'elmsley', 'biddle', 'hamman', 'tenkai', 'erdnase', 'charlier', 'glimpse',
                        'riffle', 'seoinage', 'osotogari', 'haraigoshi', 'kouchigari', 'fadeaway', 'layup', 'dunk',
                        'shuvit', 'fakie', 'hardflip', 'treflip', 'trincherazo', 'sixstep', 'lindyhop', 'scoober',
                        'piledriver', 'spinebuster', 'lariat', 'neckbreaker', 'facebuster', 'turnbuckle', 'babyface',
                        'frankensteiner', 'prowrestling', 'heelflip', 'nollie', 'boardslide', 'noseslide', 'varial',
                        'bigspin', 'skateboard', 'bottomturn', 'tuberide', 'ballotade', 'knuckleball', 'curveball',
                        'slider', 'changeup', 'screwball', 'spitball', 'forkball', 'cutter', 'splitter',
                        'kiteboarding', 'hammerthrow', 'serpentina', 'molinete', 'bullfighting', 'uchimata',
                        'tomoenage', 'swingout', 'sugarpush', 'tuckturn', 'toprock', 'headspin', 'airflare',
                        'babyfreeze', 'eurostep', 'alleyoop', 'crossover', 'stepback', 'hookshot', 'zarrow',
                        'doublelift', 'sidesteal', 'topchange', 'faro', 'conjuring', 'legerdemain', 'stemturn',
                        'parallelturn',
""")
R("""    # ---- scenarios: set 110 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 105's 20 scenarios (ref/set105_scenarios.json), in set 105's order; represent each by its lowest
    # record id that is not set 105's id. Recomputed here.""",
"""    # ---- scenarios: set 112 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 107's 20 scenarios (ref/set107_scenarios.json), in set 107's order; represent each by its lowest
    # record id that is not set 107's id. Recomputed here.""")
R("""    s28_ = json.load(open(SET105))  # set 105's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 105's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set105_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s110x_ = json.load(open(SET110))
    if len(s110x_) != 20 or len({ds[x][2] for x in s110x_ if x in ds}) != 20:
        err('ref/set110_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET107))  # set 107's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 107's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set107_scenarios.json should list 20 scenarios with 20 distinct trees')""")
R("""        if json.load(open(os.path.join(HERE, 'ref', 'set110_scenarios.json'))) != chosen:
            err('ref/set110_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set110_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set112_scenarios.json'))) != chosen:
            err('ref/set112_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set112_scenarios.json: %s' % e)
    # set 110's own choices file (saved as ref/set110_scenario_choices.json) must agree with ref/set110_scenarios.json
    try:
        s110 = [c['scenario'] for c in json.load(open(SET110_CHOICES))['chosen']]
        if len(s110) != 20 or s110 != json.load(open(SET110)):
            err('ref/set110_scenario_choices.json should list 20 chosen ids, those of ref/set110_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET110_CHOICES, e))
""")
R("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 110' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 105\\'s own ids' % x)
        if x in s109x_:
            err('chosen scenario %s is one of set 109\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 112' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 107\\'s own ids' % x)
        if x in s110x_:
            err('chosen scenario %s is one of set 110\\'s ids' % x)""")
R("err('scenario %s is not in one of set 105\\'s trees' % sc)", "err('scenario %s is not in one of set 107\\'s trees' % sc)")
R("    # set 110's brief asks for exact counts", "    # set 112's brief asks for exact counts")
R("    # set 110's notes are prose:", "    # set 112's notes are prose:")
R("err('new tag %s appears in set 109\\'s README' % t)", "err('new tag %s appears in set 110\\'s README' % t)")
R("err('new tag %s (with a space) appears in set 109\\'s README' % t)", "err('new tag %s (with a space) appears in set 110\\'s README' % t)")
R("err('set 109\\'s README not found at %s' % SET30_README)", "err('set 110\\'s README not found at %s' % SET30_README)")
R("is a prose style of sets 41 to 109 or a near variant", "is a prose style of sets 41 to 110 or a near variant")
R("(trees distinct, all set 105\\'s trees, none of set 105\\'s or set 109\\'s ids)", "(trees distinct, all set 107\\'s trees, none of set 107\\'s or set 110\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('validate.py written')
