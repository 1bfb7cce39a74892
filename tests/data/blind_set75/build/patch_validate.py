#!/usr/bin/env python3
"""Set 75: adapt set 74's validate.py (copied to ../validate.py first). Every replacement is asserted to hit
its stated number of times."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(a, b, n=1):
    global s
    c = s.count(a)
    assert c == n, (c, n, a[:80])
    s = s.replace(a, b)


rep('''"""Stdlib-only checker for blind set 74 (claims.jsonl, estimates.jsonl, README.md).

Set 73's checker with set 74's tags and counts, set 74's scenario rule (reused universes: the 20 trees
that hold set 69's 20 scenarios, in set 69's order, each represented by its lowest record id that is not
set 69's id), and set 74's prose notes''', '''"""Stdlib-only checker for blind set 75 (claims.jsonl, estimates.jsonl, README.md).

Set 74's checker with set 75's tags and counts, set 75's scenario rule (reused universes: the 20 trees
that hold set 70's 20 scenarios, in set 70's order, each represented by its lowest record id that is not
set 70's id), and set 75's prose notes''')
rep('''SET73_CHOICES = os.path.join(HERE, 'ref', 'set73_scenario_choices.json')
# set 73's README: beside this folder (set 73 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set73', 'README.md')''',
    '''SET73_CHOICES = os.path.join(HERE, 'ref', 'set73_scenario_choices.json')
SET74 = os.path.join(HERE, 'ref', 'set74_scenarios.json')
SET74_CHOICES = os.path.join(HERE, 'ref', 'set74_scenario_choices.json')
# set 74's README: beside this folder (set 74 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set74', 'README.md')''')
rep('''    # set 74 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 74's new tags, each with committing and adversarial forms (checked below)
    'weiqi_goban': 12, 'kombucha_scoby': 12, 'conchologist_whorl': 12, 'flamenco_castanet': 12,
    'oudist_risha': 12, 'sambist_kurtka': 12, 'hobbyhorser_bridle': 12, 'enameller_champleve': 12,''',
    '''    # set 75 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 75's new tags, each with committing and adversarial forms (checked below)
    'cajonero_cajon': 12, 'ocarinist_ocarina': 12, 'bandurist_bandura': 12, 'chauparist_pasa': 12,
    'bolasist_bolas': 12, 'scrapbooker_album': 12, 'sucrologist_sachet': 12, 'kitbasher_greeble': 12,''')
rep('''NEW_CLAIM_TAGS = ['weiqi_goban', 'kombucha_scoby', 'conchologist_whorl', 'flamenco_castanet',
                  'oudist_risha', 'sambist_kurtka', 'hobbyhorser_bridle', 'enameller_champleve']''',
    '''NEW_CLAIM_TAGS = ['cajonero_cajon', 'ocarinist_ocarina', 'bandurist_bandura', 'chauparist_pasa',
                  'bolasist_bolas', 'scrapbooker_album', 'sucrologist_sachet', 'kitbasher_greeble']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 73's tags''', '''EARLIER_CLAIM_TAGS = {
    # set 74's tags, their words and domain words (from set 74's README and validator)
    'weiqi_goban', 'kombucha_scoby', 'conchologist_whorl', 'flamenco_castanet', 'oudist_risha', 'sambist_kurtka',
    'hobbyhorser_bridle', 'enameller_champleve', 'weiqi', 'goban', 'kombucha', 'scoby', 'conchologist', 'whorl',
    'flamenco', 'castanet', 'oudist', 'risha', 'sambist', 'kurtka', 'hobbyhorser', 'bridle', 'enameller',
    'champleve', 'brewing', 'jar', 'conchology', 'conch', 'castanets', 'oud', 'plectrum', 'taqsim', 'maqam',
    'hobbyhorse', 'hobbyhorsing', 'enamel', 'enamelling', 'brooch', 'pendant', 'sambo', 'takedown', 'wrestling',
    'tablao', 'palmas', 'gallop', 'rider', 'ferment', 'culture', 'cowrie', 'spiral', 'metal', 'oven', 'league',
    'lesson', 'mug',
    # set 75's dropped candidates (an entry, a word or substring of one, near an earlier pastime (tea ceremony:
    # teamaster_whisk; spinning top: toymaker_spinningtop; role-play: roleplay; shuffleboard, braiding, costume,
    # tattoo, coins, puppetry, model railways), or passing every check and not needed (a fourth instrument))
    'pysankar_kistka', 'hurler_sliotar', 'ebru_marbler', 'kendamist_ken', 'sepaktakraw_rattan', 'kabaddi_raider',
    'stiltwalker_stilt', 'molkky_skittle', 'kubb_baton', 'geocacher_logbook', 'orienteer_punch', 'dowser_rod',
    'bonsaist_jin', 'yoyoer_axle', 'quoits_hob', 'cornholer_beanbag', 'netsuke_carver', 'didgeridooist_drone',
    'shibori_dyer', 'taiko_bachi', 'jianzi_shuttle', 'hooper_hoop', 'ikebanist_kenzan', 'temarist_mari',
    'dulcimerist_hammer', 'quiller_strip', 'pyrographer_nib', 'marquetarian_veneer', 'nalbinder_needle',
    'birler_log', 'fierljepper_pole', 'hornusser_nouss', 'octopush_pusher', 'korfballer_korf', 'tchoukballer_frame',
    'pesapallist_lukkari', 'gorodkist_bita', 'croquetist_mallet', 'carromist_striker', 'gateballer_stick',
    'bunnocker_bone', 'gyotakuist_fish', 'dioramist_plinth', 'kokedamist_moss', 'wycinankist_scissors',
    'conkerer_conker', 'auntsallier_dolly', 'dwileflonker_dwile', 'bogsnorkeller_flipper', 'wellywanger_welly',
    'tiddlywinker_squidger', 'tejista_mecha', 'chinlonist_ball', 'hanetsukist_hagoita', 'menkoist_menko',
    'mizuhikist_cord', 'sashikoist_thread', 'furoshikist_cloth', 'suminagashist_tray', 'crokinolist_disc',
    'dominoist_spinner', 'backgammoner_cube', 'tangramist_tan', 'amigurumist_stuffing', 'bobbinlacer_pillow',
    'chainmailler_maille', 'mosaicist_tessera', 'decoupeur_varnish', 'unicyclist_saddle', 'jammer_pivot',
    'dragonboater_drum', 'canicrosser_harness', 'padelist_bandeja', 'zorbist_zorb', 'laptist_lapta',
    'gillidandist_danda', 'owarist_seed', 'owarist_hollow', 'senetist_spool', 'fanoronist_pebble',
    'knattleikr_knattr', 'pachisist_pawn', 'meadmaker_must', 'cidermaker_press', 'pickler_crock', 'cosplayer_wig',
    'larper_boffer', 'modelrailer_gauge', 'stargazer_eyepiece', 'locksporter_tension', 'rocktumbler_grit',
    'soaper_lye', 'hackysacker_footbag', 'terrariumist_cloche', 'numismatist_coin', 'notaphilist_banknote',
    'fusilatelist_phonecard', 'sandpainter_funnel', 'hennaist_applicator', 'labeorphilist_beerlabel',
    'cartophilist_cigarettecard', 'heraldist_escutcheon', 'genealogist_pedigree', 'meteorologist_anemometer',
    'astrophotographer_tracker', 'sandboarder_wax', 'gurner_yoke', 'cruciverbalist_clue', 'wayangist_kelir',
    'chajin_chasen', 'trompist_trompo', 'beigomist_beigoma', 'sjoeler_sjoelbak', 'lucetist_lucet',
    'zitherist_zither', 'tamburitzan_prim', 'chauparist_pachisi',
    # set 73's tags''')
rep('''            # new in set 74 (prose styles)
            'pinocchio', 'humpty_dumpty', 'cinderella', 'pygmalion', 'narcissus', 'eureka'}
NEW_EST_TAGS = ['pinocchio', 'humpty_dumpty', 'cinderella', 'pygmalion', 'narcissus', 'eureka']
# set 74: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''', '''            # new in set 74 (prose styles)
            'pinocchio', 'humpty_dumpty', 'cinderella', 'pygmalion', 'narcissus', 'eureka',
            # new in set 75 (prose styles)
            'houdini', 'rumpelstiltskin', 'sherlock_holmes', 'hansel_and_gretel', 'bermuda_triangle', 'mata_hari'}
NEW_EST_TAGS = ['houdini', 'rumpelstiltskin', 'sherlock_holmes', 'hansel_and_gretel', 'bermuda_triangle', 'mata_hari']
# set 75: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'houdini': [r'(?i)\\bhoudini\\b'],
    'rumpelstiltskin': [r'(?i)\\brumpelstiltskin\\b'],
    'sherlock_holmes': [r'(?i)\\bsherlock holmes\\b'],
    'hansel_and_gretel': [r'(?i)\\bhansel and gretel\\b'],
    'bermuda_triangle': [r'(?i)\\bbermuda triangle\\b'],
    'mata_hari': [r'(?i)\\bmata hari\\b'],
}
# set 74's patterns (kept for the record; set 74's styles are not used here)
SET74_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 73's prose styles''', '''SET41_STYLE_VARIANTS = {
                        # set 74's prose styles and near variants (from set 74's README)
                        'pinocchio', 'humpty_dumpty', 'humpty', 'dumpty', 'cinderella', 'pygmalion', 'narcissus',
                        'eureka',
                        # set 75's dropped candidates (an entry, a word of one, a claim-tag word, a word counted in
                        # set 74's README or validator, a unit name of a chosen tree, or near a set-74 style)
                        'trojan_horse', 'cassandra', 'janus', 'jekyll_and_hyde', 'midas_touch', 'mad_hatter',
                        'wizard_of_oz', 'occams_razor', 'chekhovs_gun', 'tower_of_babel', 'ugly_duckling',
                        'bluebeard', 'walter_mitty', 'jabberwocky', 'icarus', 'munchausen', 'goldilocks',
                        'frankenstein', 'dorian_gray', 'nemesis', 'procrustean', 'sphinx', 'philosophers_stone',
                        'david_and_goliath', 'macguffin', 'schrodingers_cat', 'robin_hood', 'mona_lisa',
                        'sleight_of_hand', 'smoke_and_mirrors', 'oracle', 'ouija', 'catch_22',
                        # set 73's prose styles''')
# scenario rule: set 70's trees
rep('''    # ---- scenarios: set 74 reuses universes ----''', '''    # ---- scenarios: set 75 reuses universes ----''')
rep('''    # hold set 69's 20 scenarios (ref/set69_scenarios.json), in set 69's order; represent each by its lowest
    # record id that is not set 69's id. Recomputed here.''', '''    # hold set 70's 20 scenarios (ref/set70_scenarios.json), in set 70's order; represent each by its lowest
    # record id that is not set 70's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET69))  # set 69's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 69's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set69_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s74x_ = json.load(open(SET74))
    if len(s74x_) != 20 or len({ds[x][2] for x in s74x_ if x in ds}) != 20:
        err('ref/set74_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET70))  # set 70's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 70's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set70_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set74_scenarios.json'))) != chosen:
            err('ref/set74_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set74_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set75_scenarios.json'))) != chosen:
            err('ref/set75_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set75_scenarios.json: %s' % e)
    # set 74's own choices file (saved as ref/set74_scenario_choices.json) must agree with ref/set74_scenarios.json
    try:
        s74 = [c['scenario'] for c in json.load(open(SET74_CHOICES))['chosen']]
        if len(s74) != 20 or s74 != json.load(open(SET74)):
            err('ref/set74_scenario_choices.json should list 20 chosen ids, those of ref/set74_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET74_CHOICES, e))''')
rep('''is not used by set 74' % x)''', '''is not used by set 75' % x)''')
rep('''            err('chosen scenario %s is one of set 69\\'s own ids' % x)''', '''            err('chosen scenario %s is one of set 70\\'s own ids' % x)''')
rep('''            err('scenario %s is not in one of set 69\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 70\\'s trees' % sc)''')
rep('''    # set 74's brief asks for exact counts''', '''    # set 75's brief asks for exact counts''')
rep('''    # set 74's notes are prose''', '''    # set 75's notes are prose''')
rep('''appears in set 73\\'s README' % t)''', '''appears in set 74\\'s README' % t)''', 2)
rep('''        err('set 73\\'s README not found at %s' % SET30_README)''', '''        err('set 74\\'s README not found at %s' % SET30_README)''')
rep('''a prose style of sets 41 to 73 or a near variant''', '''a prose style of sets 41 to 74 or a near variant''')
rep('''(trees distinct, all set 69\\'s trees, none of set 69\\'s ids)''', '''(trees distinct, all set 70\\'s trees, none of set 70\\'s ids)''')
open(P, 'w', encoding='utf-8').write(s)
print('patched')
