#!/usr/bin/env python3
"""Writes set 89's validate.py from set 88's (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set88', 'validate.py'), encoding='utf-8').read()


def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 88 (claims.jsonl, estimates.jsonl, README.md).

Set 87's checker with set 88's tags and counts, set 88's scenario rule (reused universes: the 20 trees
that hold set 83's 20 scenarios, in set 83's order, each represented by its lowest record id that is not
set 83's id), and set 88's prose notes''',
    '''"""Stdlib-only checker for blind set 89 (claims.jsonl, estimates.jsonl, README.md).

Set 88's checker with set 89's tags and counts, set 89's scenario rule (reused universes: the 20 trees
that hold set 84's 20 scenarios, in set 84's order, each represented by its lowest record id that is not
set 84's id), and set 89's prose notes''')
rep('''SET87_CHOICES = os.path.join(HERE, 'ref', 'set87_scenario_choices.json')
# set 87's README: beside this folder (set 87 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set87', 'README.md')''',
    '''SET87_CHOICES = os.path.join(HERE, 'ref', 'set87_scenario_choices.json')
SET88 = os.path.join(HERE, 'ref', 'set88_scenarios.json')
SET88_CHOICES = os.path.join(HERE, 'ref', 'set88_scenario_choices.json')
# set 88's README: beside this folder (set 88 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set88', 'README.md')''')
rep('''    # set 88 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 88's new tags, each with committing and adversarial forms (checked below)
    'churrero_churrera': 12, 'dondurmaci_kepce': 12, 'halwai_jalebi': 12, 'paanwala_kattha': 12,
    'thangkaist_brocade': 12, 'ciritci_javelin': 12, 'yosakoi_naruko': 12, 'bokatorist_krama': 12,''',
    '''    # set 89 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 89's new tags, each with committing and adversarial forms (checked below)
    'quipucamayoc_khipu': 12, 'gerbuilder_toono': 12, 'kapamaker_iekuku': 12, 'bhishti_mashak': 12,
    'aperschnalzer_goassl': 12, 'silbador_silbo': 12, 'pinatero_carrizo': 12, 'churchkhelamaker_tatara': 12,''')
rep("NEW_CLAIM_TAGS = ['churrero_churrera', 'dondurmaci_kepce', 'halwai_jalebi', 'paanwala_kattha', 'thangkaist_brocade', 'ciritci_javelin', 'yosakoi_naruko', 'bokatorist_krama']",
    "NEW_CLAIM_TAGS = ['quipucamayoc_khipu', 'gerbuilder_toono', 'kapamaker_iekuku', 'bhishti_mashak', 'aperschnalzer_goassl', 'silbador_silbo', 'pinatero_carrizo', 'churchkhelamaker_tatara']")
rep('''EARLIER_CLAIM_TAGS = {
    # set 87's tags''',
    '''EARLIER_CLAIM_TAGS = {
    # set 88's tags, their words and domain words (from set 88's README)
    'churrero_churrera', 'dondurmaci_kepce', 'halwai_jalebi', 'paanwala_kattha', 'thangkaist_brocade',
    'ciritci_javelin', 'yosakoi_naruko', 'bokatorist_krama',
    'churrero', 'churrera', 'dondurmaci', 'kepce', 'halwai', 'jalebi', 'paanwala', 'kattha', 'thangkaist',
    'brocade', 'ciritci', 'javelin', 'yosakoi', 'naruko', 'bokatorist', 'krama',
    'churro', 'churros', 'thangka', 'cirit', 'bokator', 'ghee', 'betel', 'paan',
    # set 89's dropped candidates (an entry, a word of one or near one: stickcharter_mattang (chart, stick),
    # pysankar_kistka, kumihimoist_marudai, fierljepper_polsstok, hornusser_nouss, cabertosser_caber,
    # mudlark_foreshore, lamplighter_wick, zurkhanehist_meel, tejista_mecha, mahout_ankus, gaucho_boleadoras,
    # scrimshander_whalebone, hurler_sliotar, gorodochnik_bita, kemariashi_mari, gyotakuist_washi (entries or
    # their words); sbandieratore_bandiera (band), casteller_pinya (cast), gondoliere_forcola (gondolier),
    # yutnori_mal (nori), tamada_kantsi (tama), towncrier_handbell (bell), neolttwigist_neol (twig),
    # netsukeshi_himotoshi (netsuke), trompista_piola (trompist), bonsaika_jin (jin), talerschwinger_becki
    # (schwinger), bianlianist_mask (mask), suanpanist_bead (bead), inuksukist_cairn (cairn), kuker_chan
    # (chan), capoeirista_berimbau (entries), churchkhelist_tatara (list); passing but near an earlier
    # pastime: dalang_blencong (wayangist_kelir), haenyeo_tewak (pearldiver_oyster, freediver), usho_kagaribi
    # (fisherman), kamishibaiya_butai (dixitist_storyteller), kharvaach_shagai (knucklebones_jack),
    # laufabraudist_skeri (baker, bread), kulningsinger_kula (herder), papelpicadero_fierrito
    # (papercutter_scissors), dabbawala_tiffin (courier_satchel), parolero_capiz (lantern), wagasashi_kasa and
    # wagasashi_rokuro (umbrellamender_rib), dhobi_ghat (laundry), presepista_pastore (smurfologist_figurine))
    'stickcharter_mattang', 'pysankar_kistka', 'kumihimoist_marudai', 'fierljepper_polsstok', 'hornusser_nouss',
    'cabertosser_caber', 'mudlark_foreshore', 'lamplighter_wick', 'zurkhanehist_meel', 'tejista_mecha',
    'mahout_ankus', 'gaucho_boleadoras', 'scrimshander_whalebone', 'hurler_sliotar', 'gorodochnik_bita',
    'kemariashi_mari', 'gyotakuist_washi', 'sbandieratore_bandiera', 'casteller_pinya', 'gondoliere_forcola',
    'yutnori_mal', 'tamada_kantsi', 'towncrier_handbell', 'neolttwigist_neol', 'netsukeshi_himotoshi',
    'trompista_piola', 'bonsaika_jin', 'talerschwinger_becki', 'bianlianist_mask', 'suanpanist_bead',
    'inuksukist_cairn', 'kuker_chan', 'capoeirista_berimbau', 'churchkhelist_tatara', 'dalang_blencong',
    'haenyeo_tewak', 'usho_kagaribi', 'kamishibaiya_butai', 'kharvaach_shagai', 'laufabraudist_skeri',
    'kulningsinger_kula', 'papelpicadero_fierrito', 'dabbawala_tiffin', 'parolero_capiz', 'wagasashi_kasa',
    'wagasashi_rokuro', 'dhobi_ghat', 'presepista_pastore',
    # set 87's tags''')
rep('''            # new in set 88 (prose styles)
            'ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski'}
NEW_EST_TAGS = ['ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski']
# set 88: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
    '''            # new in set 88 (prose styles)
            'ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski',
            # new in set 89 (prose styles)
            'mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim'}
NEW_EST_TAGS = ['mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim']
# set 89: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'mercator': [r'(?i)\\bmercator\\b'],
    'waldseemuller': [r'(?i)\\bwaldseemuller\\b'],
    'ortelius': [r'(?i)\\bortelius\\b'],
    'cassini': [r'(?i)\\bcassini\\b'],
    'idrisi': [r'(?i)\\bidrisi\\b'],
    'behaim': [r'(?i)\\bbehaim\\b'],
}
# set 88's patterns (kept for the record; set 88's styles are not used here)
SET88_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 87's prose styles''',
    '''SET41_STYLE_VARIANTS = {
                        # set 88's prose styles and near variants (from set 88's README)
                        'ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski', 'michael_ventris',
                        'voynich_manuscript', 'linear_b', 'behistun', 'enigma', 'marian_rejewski',
                        # set 89's dropped candidates (an entry's word or a substring: al_idrisi (al), piri_reis
                        # (streisand), harrison (harris), terra_incognita (terraform); not needed: ptolemy, blaeu,
                        # hondius, vespucci, magellan)
                        'al_idrisi', 'piri_reis', 'harrison', 'terra_incognita', 'ptolemy', 'blaeu', 'hondius',
                        'vespucci', 'magellan',
                        # set 87's prose styles''')
rep('''    # ---- scenarios: set 88 reuses universes ----''', '''    # ---- scenarios: set 89 reuses universes ----''')
rep('''    s28_ = json.load(open(SET83))  # set 83's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 83's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set83_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s88x_ = json.load(open(SET88))
    if len(s88x_) != 20 or len({ds[x][2] for x in s88x_ if x in ds}) != 20:
        err('ref/set88_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET84))  # set 84's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 84's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set84_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set88_scenarios.json'))) != chosen:
            err('ref/set88_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set88_scenarios.json: %s' % e)''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set89_scenarios.json'))) != chosen:
            err('ref/set89_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set89_scenarios.json: %s' % e)
    # set 88's own choices file (saved as ref/set88_scenario_choices.json) must agree with ref/set88_scenarios.json
    try:
        s88 = [c['scenario'] for c in json.load(open(SET88_CHOICES))['chosen']]
        if len(s88) != 20 or s88 != json.load(open(SET88)):
            err('ref/set88_scenario_choices.json should list 20 chosen ids, those of ref/set88_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET88_CHOICES, e))''')
rep("is not used by set 88' % x)", "is not used by set 89' % x)")
rep("err('chosen scenario %s is one of set 83\\'s own ids' % x)", "err('chosen scenario %s is one of set 84\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 83\\'s trees' % sc)", "err('scenario %s is not in one of set 84\\'s trees' % sc)")
rep("    # set 88's brief asks for exact counts", "    # set 89's brief asks for exact counts")
rep("    # set 88's notes are prose:", "    # set 89's notes are prose:")
rep("err('new tag %s appears in set 87\\'s README' % t)", "err('new tag %s appears in set 88\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 87\\'s README' % t)", "err('new tag %s (with a space) appears in set 88\\'s README' % t)")
rep("err('set 87\\'s README not found at %s' % SET30_README)", "err('set 88\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 87 or a near variant' % t)", "is a prose style of sets 41 to 88 or a near variant' % t)")
rep("all set 83\\'s trees, none of set 83\\'s ids)' % (", "all set 84\\'s trees, none of set 84\\'s ids)' % (")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
