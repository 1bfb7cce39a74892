#!/usr/bin/env python3
"""Writes set 90's validate.py from set 89's: each replacement must hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set89', 'validate.py'), encoding='utf-8').read()


def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:70], c, n)
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 89 (claims.jsonl, estimates.jsonl, README.md).

Set 88's checker with set 89's tags and counts, set 89's scenario rule (reused universes: the 20 trees
that hold set 84's 20 scenarios, in set 84's order, each represented by its lowest record id that is not
set 84's id), and set 89's prose notes''', '''"""Stdlib-only checker for blind set 90 (claims.jsonl, estimates.jsonl, README.md).

Set 89's checker with set 90's tags and counts, set 90's scenario rule (reused universes: the 20 trees
that hold set 85's 20 scenarios, in set 85's order, each represented by its lowest record id that is not
set 85's id), and set 90's prose notes''')
rep('''SET88_CHOICES = os.path.join(HERE, 'ref', 'set88_scenario_choices.json')
# set 88's README: beside this folder (set 88 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set88', 'README.md')''',
    '''SET88_CHOICES = os.path.join(HERE, 'ref', 'set88_scenario_choices.json')
SET89 = os.path.join(HERE, 'ref', 'set89_scenarios.json')
SET89_CHOICES = os.path.join(HERE, 'ref', 'set89_scenario_choices.json')
# set 89's README: beside this folder (set 89 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set89', 'README.md')''')
rep('''    # set 89 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 89's new tags, each with committing and adversarial forms (checked below)
    'quipucamayoc_khipu': 12, 'gerbuilder_toono': 12, 'kapamaker_iekuku': 12, 'bhishti_mashak': 12,
    'aperschnalzer_goassl': 12, 'silbador_silbo': 12, 'pinatero_carrizo': 12, 'churchkhelamaker_tatara': 12,''',
    '''    # set 90 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 90's new tags, each with committing and adversarial forms (checked below)
    'tlachiquero_acocote': 12, 'kaanmailiya_salai': 12, 'dhuniya_dhunki': 12, 'magtataho_arnibal': 12,
    'pardoner_relic': 12, 'raddiwala_taraju': 12, 'kavamaker_tanoa': 12, 'ayatorist_ito': 12,''')
rep('''NEW_CLAIM_TAGS = ['quipucamayoc_khipu', 'gerbuilder_toono', 'kapamaker_iekuku', 'bhishti_mashak', 'aperschnalzer_goassl', 'silbador_silbo', 'pinatero_carrizo', 'churchkhelamaker_tatara']''',
    '''NEW_CLAIM_TAGS = ['tlachiquero_acocote', 'kaanmailiya_salai', 'dhuniya_dhunki', 'magtataho_arnibal', 'pardoner_relic', 'raddiwala_taraju', 'kavamaker_tanoa', 'ayatorist_ito']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 89's tags, their words and domain words (from set 89's README)
    'quipucamayoc_khipu', 'gerbuilder_toono', 'kapamaker_iekuku', 'bhishti_mashak', 'aperschnalzer_goassl',
    'silbador_silbo', 'pinatero_carrizo', 'churchkhelamaker_tatara',
    'quipucamayoc', 'khipu', 'gerbuilder', 'toono', 'kapamaker', 'iekuku', 'bhishti', 'mashak', 'aperschnalzer',
    'goassl', 'silbador', 'silbo', 'pinatero', 'carrizo', 'churchkhelamaker', 'tatara',
    'quipu', 'khipukamayuq', 'yurt', 'tapa', 'goatskin', 'whistler', 'pinata', 'churchkhela', 'walnut', 'grape',
    # set 90's dropped candidates (an entry, a word of one or a substring: zahori_horquilla (quill),
    # logdriver_peavey, knockerupper_peashooter, gurner_braffin, hedgelayer_billhook, kyykka_kartu,
    # wormcharmer_fork, wassailer_bowl, aizkolari_aizkora, pinsetter_pindeck, mochitsuki_kine, jegichagi_jegi,
    # pehlivan_kispet, sjoeler_sjoelbak, fingerhakler_riemen, haxeyhood_boggin, lengthsman_slubber,
    # aleconner_breeches, verger_wand, pewterer_touchmark, glazier_grozer, chapandaz_buz, hanetsuki_hagoita,
    # rayuelero_tejo, turfer_slane (entries or their words); barquillero_barquillera (quill), conkerer_horsechestnut
    # (conker), bertsolari_doinu (bertsolari), harrijasotzaile_harri (README), semaphorist_flags (flags),
    # heliographer_mirror (mirror), espartero_pleita (spar), bioscopewala_peepbox (scope), behrupiya_swang
    # (swan), fanorona_vato (vato), raseteur_crochet (crochet), varpa_varpsten (varpa), flonker_dwile (dwile),
    # auntsally_dolly (dolly), tamalero_olla (tama), pinder_pinfold (fold), palinero_wino (line),
    # furoshiki_musubi (furoshikist), sugarmaker_spile (sugar), moirologist_veil (veil), praegustator_patera
    # (pate), nomenclator_tessera (tessera), haruspex_liver (README), garbler_sieve (sieve), whiffler_sword
    # (word), beadle_staff (bead), caulker_oakum (caul), soapboiler_lye (lye), glover_trank (glove), slater_zax
    # (late); passing but near an earlier pastime: paludier_lousse (saltworker_brine), afilador_esmeril
    # (scissorgrinder_whetstone), torcedor_chaveta (cigarroller_wrapper), madonnaro_gessetto
    # (pavementartist_chalk), trillador_trillo (thresher_flail), nevero_pozo (ice), resinero_pote
    # (resinist_mould), gyoji_gunbai and yobidashi_hyoshigi (sumowrestler_dohyo), arriero_aparejo
    # (muleteer_pack), vinkenier_kooitje (pigeonfancier_loft), schuhplattler_lederhose (dancer), bogolanfini_nere
    # (dyer_vat), volador_palo (the pole entries), wrenboy_holly (mummer_tourney), ulamero_hip (the ball games),
    # otedama_azuki (juggler_clubs, cornholer_beanbag), hankoshi_inniku (sealmaker_sealingwax), komuso_tengai
    # (shakuhachist_shakuhachi), karapan_kaleles (jockey_silks, the sled entries), lompatbatu_batu (the jump
    # entries), kalaigar_naushadar (tinsmith_snips), hakarlmaker_hjallur (fishmonger_slab), lictor_fasces
    # (tipstaff_mace), auriga_quadriga (jockey_silks, janggiist_chariot), wharfinger_bollard
    # (harbourmaster_berth), currier_slicker (tanner_hide), malishwala_champi (masseur_oil), bahurupi_vesh
    # (fregoli), totawala_lifafa (parrot), muqanni_charkh (welldigger_windlass), dallal_mazad (auctioneer_gavel))
    'zahori_horquilla', 'logdriver_peavey', 'barquillero_barquillera', 'conkerer_horsechestnut', 'bertsolari_doinu',
    'harrijasotzaile_harri', 'semaphorist_flags', 'heliographer_mirror', 'espartero_pleita', 'bioscopewala_peepbox',
    'behrupiya_swang', 'fanorona_vato', 'raseteur_crochet', 'varpa_varpsten', 'flonker_dwile', 'auntsally_dolly',
    'tamalero_olla', 'pinder_pinfold', 'palinero_wino', 'furoshiki_musubi', 'sugarmaker_spile', 'moirologist_veil',
    'praegustator_patera', 'nomenclator_tessera', 'haruspex_liver', 'garbler_sieve', 'whiffler_sword',
    'beadle_staff', 'caulker_oakum', 'soapboiler_lye', 'glover_trank', 'slater_zax', 'turfer_slane',
    'rayuelero_tejo', 'hanetsuki_hagoita', 'chapandaz_buz',
    'paludier_lousse', 'afilador_esmeril', 'torcedor_chaveta', 'madonnaro_gessetto', 'trillador_trillo',
    'nevero_pozo', 'resinero_pote', 'gyoji_gunbai', 'yobidashi_hyoshigi', 'arriero_aparejo', 'vinkenier_kooitje',
    'schuhplattler_lederhose', 'bogolanfini_nere', 'volador_palo', 'wrenboy_holly', 'ulamero_hip', 'otedama_azuki',
    'hankoshi_inniku', 'komuso_tengai', 'karapan_kaleles', 'lompatbatu_batu', 'kalaigar_naushadar',
    'hakarlmaker_hjallur', 'lictor_fasces', 'auriga_quadriga', 'wharfinger_bollard', 'currier_slicker',
    'malishwala_champi', 'bahurupi_vesh', 'totawala_lifafa', 'muqanni_charkh', 'dallal_mazad',
''')
rep('''            # new in set 89 (prose styles)
            'mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim'}
NEW_EST_TAGS = ['mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim']
# set 89: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''', '''            # new in set 89 (prose styles)
            'mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim',
            # new in set 90 (prose styles)
            'beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll'}
NEW_EST_TAGS = ['beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll']
# set 90: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'beaufort': [r'(?i)\\bbeaufort\\b'],
    'mohs': [r'(?i)\\bmohs\\b'],
    'fahrenheit': [r'(?i)\\bfahrenheit\\b'],
    'munsell': [r'(?i)\\bmunsell\\b'],
    'richter': [r'(?i)\\brichter\\b'],
    'plimsoll': [r'(?i)\\bplimsoll\\b'],
}
# set 89's patterns (kept for the record; set 89's styles are not used here)
SET89_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 89's prose styles and near variants (from set 89's README)
                        'mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim',
                        'gerardus_mercator', 'martin_waldseemuller', 'abraham_ortelius', 'martin_behaim',
                        'columbus', 'cartographer', 'cartography', 'map', 'atlas', 'globe',
                        # set 90's dropped candidates (an entry or a substring: scoville (chilihead_scoville),
                        # mercalli (call), likert (like), kardashev (dash); passing, not needed: celsius, kelvin,
                        # snellen (near optician_eyechart), apgar, bortle, saffir, fujita, gleason, brix, baume)
                        'scoville', 'mercalli', 'likert', 'kardashev', 'celsius', 'kelvin', 'snellen', 'apgar',
                        'bortle', 'saffir', 'fujita', 'gleason', 'brix', 'baume',
''')
rep('''    # ---- scenarios: set 89 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 81's 20 scenarios (ref/set81_scenarios.json), in set 81's order; represent each by its lowest
    # record id that is not set 81's id. Recomputed here.''', '''    # ---- scenarios: set 90 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 85's 20 scenarios (ref/set85_scenarios.json), in set 85's order; represent each by its lowest
    # record id that is not set 85's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET84))  # set 84's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 84's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set84_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s89x_ = json.load(open(SET89))
    if len(s89x_) != 20 or len({ds[x][2] for x in s89x_ if x in ds}) != 20:
        err('ref/set89_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET85))  # set 85's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 85's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set85_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set89_scenarios.json'))) != chosen:
            err('ref/set89_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set89_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set90_scenarios.json'))) != chosen:
            err('ref/set90_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set90_scenarios.json: %s' % e)
    # set 89's own choices file (saved as ref/set89_scenario_choices.json) must agree with ref/set89_scenarios.json
    try:
        s89 = [c['scenario'] for c in json.load(open(SET89_CHOICES))['chosen']]
        if len(s89) != 20 or s89 != json.load(open(SET89)):
            err('ref/set89_scenario_choices.json should list 20 chosen ids, those of ref/set89_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET89_CHOICES, e))''')
rep("is not used by set 89' % x)", "is not used by set 90' % x)")
rep("is one of set 84\\'s own ids' % x)", "is one of set 85\\'s own ids' % x)")
rep("is not in one of set 84\\'s trees' % sc)", "is not in one of set 85\\'s trees' % sc)")
rep("# set 89's brief asks for exact counts", "# set 90's brief asks for exact counts")
rep("# set 89's notes are prose:", "# set 90's notes are prose:")
rep("appears in set 88\\'s README' % t)", "appears in set 89\\'s README' % t)", 2)
rep("err('set 88\\'s README not found at %s' % SET30_README)", "err('set 89\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 88 or a near variant' % t)", "is a prose style of sets 41 to 89 or a near variant' % t)")
rep("(trees distinct, all set 84\\'s trees, none of set 84\\'s ids)", "(trees distinct, all set 85\\'s trees, none of set 85\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written', len(src))
