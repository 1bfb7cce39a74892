#!/usr/bin/env python3
"""Copies set 109's validate.py and patches it for set 110 (every replacement asserted to hit its stated count);
writes validate.py beside this build folder."""
import os
B_ = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B_)
src = open(os.path.join(HERE, '..', 'blind_set109', 'validate.py'), encoding='utf-8').read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 109 (claims.jsonl, estimates.jsonl, README.md).

Set 108's checker with set 109's tags and counts, set 109's scenario rule (reused universes: the 20 trees
that hold set 104's 20 scenarios, in set 104's order, each represented by its lowest record id that is not
set 104's id; none of set 108's ids), and set 109's prose notes (six prose styles, 10 note texts each, both
kinds per text, 120 records, no code or markup characters; a line starting with -, * or # only as a plain
prose bullet; each style's own construction checked on every note).''',
'''"""Stdlib-only checker for blind set 110 (claims.jsonl, estimates.jsonl, README.md).

Set 109's checker with set 110's tags and counts, set 110's scenario rule (reused universes: the 20 trees
that hold set 105's 20 scenarios, in set 105's order, each represented by its lowest record id that is not
set 105's id; none of set 109's ids), and set 110's prose notes (six prose styles, 10 note texts each, both
kinds per text, 120 records, no code or markup characters; a line starting with -, * or # only as a plain
prose bullet; each style's own construction checked on every note).''')
rep("""SET108_CHOICES = os.path.join(HERE, 'ref', 'set108_scenario_choices.json')
""", """SET108_CHOICES = os.path.join(HERE, 'ref', 'set108_scenario_choices.json')
SET109 = os.path.join(HERE, 'ref', 'set109_scenarios.json')
SET109_CHOICES = os.path.join(HERE, 'ref', 'set109_scenario_choices.json')
""")
rep("""# set 108's README: beside this folder (set 108 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set108', 'README.md')""",
"""# set 109's README: beside this folder (set 109 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set109', 'README.md')""")
rep("""    # set 109 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 109's new tags, each with committing and adversarial forms (checked below)
    'arganiere_argan': 12, 'jimador_penca': 12, 'tiraboleiro_botafumeiro': 12, 'tsolias_tsarouchi': 12,
    'tungeskjaerer_torsketunge': 12, 'katsuobushiya_karebushi': 12, 'imbongi_izibongo': 12, 'azafranera_rosa': 12,""",
"""    # set 110 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 110's new tags, each with committing and adversarial forms (checked below)
    'tbourida_moukahla': 12, 'mokhaen_khaen': 12, 'aedarbondi_aedardunn': 12, 'kambala_negilu': 12,
    'danzaq_atipanakuy': 12, 'luminarista_luminarie': 12, 'cacaotero_mazorca': 12, 'nishikigoi_tosai': 12,""")
rep("""NEW_CLAIM_TAGS = ['arganiere_argan', 'jimador_penca', 'tiraboleiro_botafumeiro', 'tsolias_tsarouchi', 'tungeskjaerer_torsketunge', 'katsuobushiya_karebushi', 'imbongi_izibongo', 'azafranera_rosa']""",
"""NEW_CLAIM_TAGS = ['tbourida_moukahla', 'mokhaen_khaen', 'aedarbondi_aedardunn', 'kambala_negilu', 'danzaq_atipanakuy', 'luminarista_luminarie', 'cacaotero_mazorca', 'nishikigoi_tosai']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 108's tags, their words and domain words (from set 108's README)""",
"""EARLIER_CLAIM_TAGS = {
    # set 109's tags, their words and domain words (from set 109's README)
    'arganiere_argan', 'jimador_penca', 'tiraboleiro_botafumeiro', 'tsolias_tsarouchi', 'tungeskjaerer_torsketunge',
    'katsuobushiya_karebushi', 'imbongi_izibongo', 'azafranera_rosa',
    'arganiere', 'argan', 'jimador', 'penca', 'tiraboleiro', 'botafumeiro', 'tsolias', 'tsarouchi', 'tungeskjaerer',
    'torsketunge', 'katsuobushiya', 'karebushi', 'imbongi', 'izibongo', 'azafranera', 'rosa',
    'taroudant', 'souss', 'amlou', 'jalisco', 'arandas', 'tequila', 'agave', 'pencas', 'compostela', 'thurible',
    'gozo', 'fustanella', 'syntagma', 'evzone', 'henningsvaer', 'lofoten', 'hjell', 'skrei', 'makurazaki',
    'katsuobushi', 'bonito', 'kaimon', 'xhosa', 'transkei', 'consuegra', 'mancha', 'saffron', 'stigmas',
    # set 110's candidates that passed the lists and were dropped (the same trade as an earlier tag: medicar and
    # licitar (piernikarz_piernik), alkar_alka (jouster_lance), karagiozis and karagiozopaihtis (dalang_blencong),
    # noken (bilum), injera_mitad and lefse (tortillera_comal), ndebele (mural), arrotino (scissorgrinder_whetstone),
    # traboccante_trabocco and trabucco (the fishermen), mamuthone, issohadore and perchten (kuker_chan), treichler
    # and chocalheiro, chocalho (the bells), boccia, bocce and petanque (boulesplayer_cochonnet), wadloper_slenk
    # (tourguide_itinerary), kohler (koehler_meiler), schwibbogen and rauchermann (woodturner_lathe), flosser,
    # raftsman, rabelo, arrais, hiri_lakatoi, lepa, nakhoda, trajinera and lanchero (boatman), currach and qajaq,
    # kayak, umiak (coraclist_coracle, canoeist_paddle), slean (turfcutter_slane), sfouggaras and kalymnos
    # (pearldiver_oyster, freediver_monofin), dhunia (yorganci_tokmak), rangrez (dyer_vat), sonidero_sonido
    # (discjockey_turntable), karakurishi_zenmai and karakuri_chahakobi (automatist_cam), hareubang and barey_banco
    # (stonemason_chisel, plasterer_float), becak (rickshawpuller_canopy), lustrabotas and shoeshine
    # (bootblack_polish), kabary (imbongi_izibongo), paletero (dondurmaci), polvorero and torito
    # (cohetero_castillo), voyageur (canoeist_paddle), danakil (azalai_amersal), aufguss (saunameister_ladle),
    # hammam (tellak_kese), wasanbon_oshibune (sugarmaker_spile), palmero (trenzador_tiento), kumis
    # (dairymaid_churn), zydeco and frottoir (washboard), rebozo, hamaquero and ryijy (the weavers), jade
    # (lapidary), lianpu (makeupartist_palette), tupilaq and jangseung (the carvers), frantoiano (miller_quern),
    # rimeto, rebbelib, meddo and wayfinder (stickcharter_mattang), bakhshi, dutar and hudhud (akyn_dombra,
    # olonkhosut_khomus), klapa (barbershopper_pitchpipe), chinelo (the mask tags), dundun (the drummers),
    # masinqo (payador); not needed beside the chosen tags: squerariol, angklung, airag, retablo, frevo,
    # sombrinha, maracatu, inukshuk, ulu, manade, rettir, namsadang, sapeur, abebuu, durbar, coleador_coleo, sheng,
    # harmonica, melodica, yatai, gnawa, maalem_guembri (a second Moroccan tag), gerewol, ponchera, cranberry,
    # cinnamon, kurundu, hafur, lundi, sigmenn, bjargsig, sigmadur, caner, armonica, abbacchiatore_bacchio (a second
    # Italian tag), ifugao, payoh, muyong, utqiagvik, inupiaq, walrus)
    'medicar', 'licitar', 'alkar_alka', 'alkar', 'alka', 'karagiozis', 'karagiozopaihtis', 'noken', 'injera_mitad',
    'injera', 'mitad', 'lefse', 'ndebele', 'arrotino', 'traboccante_trabocco', 'traboccante', 'trabocco',
    'trabucco', 'mamuthone', 'issohadore', 'perchten', 'treichler', 'chocalheiro', 'chocalho', 'boccia', 'bocce',
    'petanque', 'wadloper_slenk', 'wadloper', 'slenk', 'kohler', 'schwibbogen', 'rauchermann', 'flosser',
    'raftsman', 'rabelo', 'arrais', 'hiri_lakatoi', 'hiri', 'lakatoi', 'lepa', 'nakhoda', 'trajinera', 'lanchero',
    'currach', 'qajaq', 'kayak', 'umiak', 'slean', 'sfouggaras', 'kalymnos', 'dhunia', 'rangrez', 'sonidero_sonido',
    'sonidero', 'sonido', 'karakurishi_zenmai', 'karakurishi', 'zenmai', 'karakuri_chahakobi', 'karakuri',
    'chahakobi', 'hareubang', 'barey_banco', 'barey', 'banco', 'becak', 'lustrabotas', 'shoeshine', 'kabary',
    'paletero', 'polvorero', 'torito', 'voyageur', 'danakil', 'aufguss', 'hammam', 'wasanbon_oshibune', 'wasanbon',
    'oshibune', 'palmero', 'kumis', 'zydeco', 'frottoir', 'rebozo', 'hamaquero', 'ryijy', 'jade', 'lianpu',
    'tupilaq', 'jangseung', 'frantoiano', 'rimeto', 'rebbelib', 'meddo', 'wayfinder', 'bakhshi', 'dutar', 'hudhud',
    'klapa', 'chinelo', 'dundun', 'masinqo', 'squerariol', 'angklung', 'airag', 'retablo', 'frevo', 'sombrinha',
    'maracatu', 'inukshuk', 'ulu', 'manade', 'rettir', 'namsadang', 'sapeur', 'abebuu', 'durbar', 'coleador_coleo',
    'coleador', 'coleo', 'sheng', 'harmonica', 'melodica', 'yatai', 'gnawa', 'maalem_guembri', 'maalem', 'guembri',
    'gerewol', 'ponchera', 'cranberry', 'cinnamon', 'kurundu', 'hafur', 'lundi', 'sigmenn', 'bjargsig', 'sigmadur',
    'caner', 'armonica', 'abbacchiatore_bacchio', 'abbacchiatore', 'bacchio', 'ifugao', 'payoh', 'muyong',
    'utqiagvik', 'inupiaq', 'walrus',
    # set 108's tags, their words and domain words (from set 108's README)""")
rep("""            # new in set 109 (prose styles)
            'maegeri', 'yokogeri', 'ushirogeri', 'gyakuzuki', 'ashibarai', 'kizamizuki'}
NEW_EST_TAGS = ['maegeri', 'yokogeri', 'ushirogeri', 'gyakuzuki', 'ashibarai', 'kizamizuki']""",
"""            # new in set 109 (prose styles)
            'maegeri', 'yokogeri', 'ushirogeri', 'gyakuzuki', 'ashibarai', 'kizamizuki',
            # new in set 110 (prose styles)
            'deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection'}
NEW_EST_TAGS = ['deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection']""")
rep("""# set 109: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# the two words of the technique's name may be written together, with a space or with a hyphen)
STYLE_PATTERNS = {""",
"""# set 110: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# wraparound and breakaway may be written together, with a space or with a hyphen)
STYLE_PATTERNS = {
    'deke': [r'(?i)\\bdek(e|es|ed|ing)\\b'],
    'wraparound': [r'(?i)\\bwrap[- ]?arounds?\\b'],
    'dangle': [r'(?i)\\bdangl(e|es|ed|ing)\\b'],
    'breakaway': [r'(?i)\\bbreak[- ]?aways?\\b'],
    'snipe': [r'(?i)\\bsnip(e|es|ed|ing)\\b'],
    'deflection': [r'(?i)\\bdeflections?\\b'],
}
# set 109's patterns (kept for the record; set 109's styles are not used here)
SET109_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 108's prose styles and near variants (from set 108's README)""",
"""SET41_STYLE_VARIANTS = {
                        # set 109's prose styles and near variants (from set 109's README)
                        'maegeri', 'maegeris', 'yokogeri', 'yokogeris', 'ushirogeri', 'ushirogeris', 'gyakuzuki',
                        'gyakuzukis', 'ashibarai', 'ashibarais', 'kizamizuki', 'kizamizukis',
                        # set 110's candidates that passed and were not used (of ice hockey: wrister, toedrag,
                        # goalie, icehockey, enforcer, dumpin, savoie, michigan; of change ringing and knots:
                        # grandsire, stedman, clovehitch; of darts: shanghai, bedpost; diving, rowing)
                        'wrister', 'toedrag', 'goalie', 'icehockey', 'enforcer', 'dumpin', 'savoie', 'michigan',
                        'grandsire', 'stedman', 'clovehitch', 'shanghai', 'bedpost', 'diving', 'rowing',
                        # set 110's dropped candidates (an entry, an entry's word or a substring: forecheck and
                        # forechecker (check), backcheck and backchecker (back, check), slapshot (shot, slap),
                        # pokecheck (poke), onetimer (time), faceoff (face), icing, hipcheck (check), saucer (sauce),
                        # rebound (rebounder), powerplay (play), shorthanded (hand), spinorama (spin), fivehole
                        # (hole), shutout (shuto), hattrick (trick), backhander, puckhandling and stickhandling
                        # (hand), netminder (mind), linesman (line), puck, crease, zamboni; the themes hockey
                        # (airhockeyist_puck), darts (dartsplayer_oche), oche, madhouse (house), checkout (check),
                        # bullseye (bull), polo, kabaddi, snooker, lacrosse, hurling, camogie, shinty, sliotar,
                        # hurley, knots (knot), bellringing (bell, ring), bowline (bowl, line), sheepshank (sheep),
                        # flyfishing (fish))
                        'forecheck', 'forechecker', 'backcheck', 'backchecker', 'slapshot', 'pokecheck', 'onetimer',
                        'faceoff', 'icing', 'hipcheck', 'saucer', 'rebound', 'powerplay', 'shorthanded', 'spinorama',
                        'fivehole', 'shutout', 'hattrick', 'backhander', 'puckhandling', 'stickhandling', 'netminder',
                        'linesman', 'puck', 'crease', 'zamboni', 'hockey', 'darts', 'oche', 'madhouse', 'checkout',
                        'bullseye', 'polo', 'kabaddi', 'snooker', 'lacrosse', 'hurling', 'camogie', 'shinty',
                        'sliotar', 'hurley', 'knots', 'bellringing', 'bowline', 'sheepshank', 'flyfishing',
                        # set 108's prose styles and near variants (from set 108's README)""")
rep("""    # ---- scenarios: set 109 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 96's 20 scenarios (ref/set96_scenarios.json), in set 96's order; represent each by its lowest
    # record id that is not set 96's id. Recomputed here.""",
"""    # ---- scenarios: set 110 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 105's 20 scenarios (ref/set105_scenarios.json), in set 105's order; represent each by its lowest
    # record id that is not set 105's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET104))  # set 104's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 104's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set104_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s109x_ = json.load(open(SET109))
    if len(s109x_) != 20 or len({ds[x][2] for x in s109x_ if x in ds}) != 20:
        err('ref/set109_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET105))  # set 105's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 105's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set105_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set109_scenarios.json'))) != chosen:
            err('ref/set109_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set109_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set110_scenarios.json'))) != chosen:
            err('ref/set110_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set110_scenarios.json: %s' % e)
    # set 109's own choices file (saved as ref/set109_scenario_choices.json) must agree with ref/set109_scenarios.json
    try:
        s109 = [c['scenario'] for c in json.load(open(SET109_CHOICES))['chosen']]
        if len(s109) != 20 or s109 != json.load(open(SET109)):
            err('ref/set109_scenario_choices.json should list 20 chosen ids, those of ref/set109_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET109_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 109' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 104\\'s own ids' % x)
        if x in s108x_:
            err('chosen scenario %s is one of set 108\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 110' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 105\\'s own ids' % x)
        if x in s109x_:
            err('chosen scenario %s is one of set 109\\'s ids' % x)""")
rep("""            err('scenario %s is not in one of set 104\\'s trees' % sc)""",
"""            err('scenario %s is not in one of set 105\\'s trees' % sc)""")
rep("""    # set 109's brief asks for exact counts""", """    # set 110's brief asks for exact counts""")
rep("""    # set 109's notes are prose: no code, markup, configuration or data-format characters""",
"""    # set 110's notes are prose: no code, markup, configuration or data-format characters""")
rep("""                err('new tag %s appears in set 108\\'s README' % t)""", """                err('new tag %s appears in set 109\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 108\\'s README' % t)""",
"""                err('new tag %s (with a space) appears in set 109\\'s README' % t)""")
rep("""        err('set 108\\'s README not found at %s' % SET30_README)""", """        err('set 109\\'s README not found at %s' % SET30_README)""")
rep("""            err('new estimate tag %s is a prose style of sets 41 to 108 or a near variant' % t)""",
"""            err('new estimate tag %s is a prose style of sets 41 to 109 or a near variant' % t)""")
rep("""all set 104\\'s trees, none of set 104\\'s or set 108\\'s ids)""", """all set 105\\'s trees, none of set 105\\'s or set 109\\'s ids)""")

for old, new, n in R:
    c = src.count(old)
    assert c == n, (c, n, old[:120])
    src = src.replace(old, new)
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('%d replacements; validate.py written (%d lines)' % (len(R), src.count('\n')))
