#!/usr/bin/env python3
"""Adapt set 72's validate.py to set 73 (every replacement asserted to hit its stated number of times)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (old[:70], c, n)
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 72 (claims.jsonl, estimates.jsonl, README.md).

Set 71's checker with set 72's tags and counts, set 72's scenario rule (reused universes: the 20 trees
that hold set 67's 20 scenarios, in set 67's order, each represented by its lowest record id that is not
set 67's id), and set 72's prose notes''', '''"""Stdlib-only checker for blind set 73 (claims.jsonl, estimates.jsonl, README.md).

Set 72's checker with set 73's tags and counts, set 73's scenario rule (reused universes: the 20 trees
that hold set 68's 20 scenarios, in set 68's order, each represented by its lowest record id that is not
set 68's id), and set 73's prose notes''')
rep('''SET71_CHOICES = os.path.join(HERE, 'ref', 'set71_scenario_choices.json')
# set 71's README: beside this folder (set 71 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set71', 'README.md')''',
    '''SET71_CHOICES = os.path.join(HERE, 'ref', 'set71_scenario_choices.json')
SET72 = os.path.join(HERE, 'ref', 'set72_scenarios.json')
SET72_CHOICES = os.path.join(HERE, 'ref', 'set72_scenario_choices.json')
# set 72's README: beside this folder (set 72 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set72', 'README.md')''')
rep('''    # set 72 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 72's new tags, each with committing and adversarial forms (checked below)
    'yukigassener_snowball': 12, 'pyrographer_nib': 12, 'pesapalloist_maila': 12, 'footbagger_footbag': 12,
    'ikebanist_kenzan': 12, 'kendoka_shinai': 12, 'roundnetter_rim': 12, 'batiker_canting': 12,''',
    '''    # set 73 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 73's new tags, each with committing and adversarial forms (checked below)
    'karutaist_fuda': 12, 'spirographer_gear': 12, 'capoeirista_berimbau': 12, 'dodgeballer_dodgeball': 12,
    'tufter_tuftgun': 12, 'kumihimoist_marudai': 12, 'rangoli_powder': 12, 'bhangra_dhol': 12,''')
rep('''NEW_CLAIM_TAGS = ['yukigassener_snowball', 'pyrographer_nib', 'pesapalloist_maila', 'footbagger_footbag',
                  'ikebanist_kenzan', 'kendoka_shinai', 'roundnetter_rim', 'batiker_canting']''',
    '''NEW_CLAIM_TAGS = ['karutaist_fuda', 'spirographer_gear', 'capoeirista_berimbau', 'dodgeballer_dodgeball',
                  'tufter_tuftgun', 'kumihimoist_marudai', 'rangoli_powder', 'bhangra_dhol']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 71's tags, their words and domain words (from set 71's README and validator)''',
    '''EARLIER_CLAIM_TAGS = {
    # set 72's tags, their words and domain words (from set 72's README and validator)
    'yukigassener_snowball', 'pyrographer_nib', 'pesapalloist_maila', 'footbagger_footbag', 'ikebanist_kenzan',
    'kendoka_shinai', 'roundnetter_rim', 'batiker_canting', 'yukigassener', 'snowball', 'pyrographer', 'nib',
    'pesapalloist', 'maila', 'footbagger', 'footbag', 'ikebanist', 'kenzan', 'kendoka', 'shinai', 'roundnetter',
    'rim', 'batiker', 'canting', 'yukigassen', 'pyrography', 'pesapallo', 'lukkari', 'ikebana', 'vase', 'stem',
    'kendo', 'bogu', 'roundnet', 'spikeball', 'batik', 'wax', 'net', 'burner',
    # set 73's dropped candidates (a word check failed, or the pastime is near an earlier one or one of set 73's)
    'carromist_striker', 'molkkyist_skittle', 'stoolballer_wicket', 'kinballer_omnikin', 'goalballer_bell',
    'broomballer_broom', 'ringetter_ring', 'shogiist_koma', 'xiangqi_elephant', 'mahjonger_tile',
    'marquetarian_veneer', 'nalbinder_needle', 'sashikoist_thimble', 'lampworker_mandrel', 'letterpresser_quoin',
    'thatcher_spar', 'hedgelayer_billhook', 'fletcher_fletching', 'khokho_chaser', 'lagori_pitthu', 'varpa_stone',
    'quoiter_hob', 'conkerer_conker', 'slackliner_webbing', 'geocacher_logbook', 'felter_needle',
    'horseballer_handle', 'polocrosser_racquet', 'cestoballer_basket', 'sipa_player', 'sipaist_rattan',
    'khokhoist_pole', 'cyanotypist_sunprint', 'mancala_player', 'oware_seed', 'owarist_seed', 'bunraku_puppet',
    'tangram_tan', 'tangramist_tan', 'sudoku_grid', 'kakuro_clue', 'nonogrammer_grid', 'crossworder_clue',
    'jigsawyer_piece', 'kendama_ken', 'hanafuda_card', 'karuta_card', 'scherenschnitt_scissors',
    'papercutter_scissors', 'sgraffitist_trowel', 'mosaicist_tessera', 'beadweaver_loom', 'hnefataflist_tafl',
    'temarist_temari', 'diabolist_diabolo', 'poispinner_poi', 'wellywanger_welly', 'poohsticker_twig',
    'hopscotcher_tor', 'yoyoer_yoyo', 'rockbalancer_cairn', 'boomeranger_boomerang', 'sandsculptor_bucket',
    'terrarist_cloche', 'railmodeller_gauge', 'fretsawyer_fret', 'mailleur_jumpring', 'rocktumbler_grit',
    'trainspotter_notebook', 'cloudspotter_cumulus', 'rockpooler_bucket', 'orienteer_control', 'landsailer_sail',
    'tugofwarrior_rope', 'morrisdancer_hanky', 'clogger_clog', 'camogie_hurley', 'unicyclist_saddle',
    'slotcarracer_lane', 'rocketeer_igniter', 'escaper_padlock', 'dominoist_pip', 'shuffleboarder_disc',
    'horseshoer_stake', 'beatboxer_mic', 'barbershopper_pitchpipe', 'mehndist_cone', 'rangolist_powder',
    'decoupeur_varnish', 'amigurumist_yarn', 'airhockeyist_puck', 'skeeballer_lane', 'rollerderby_jammer',
    'cupstacker_cups', 'sportstacker_speedstack', 'twirler_baton',
    'linocutter_gouge', 'gyotakuist_rubbing', 'kyykka_kartu', 'laptaist_lapta', 'netsukeist_toggle',
    'fossicker_sieve', 'hanetsukist_hagoita', 'menkoist_menko', 'kokedamist_moss', 'subbuteoist_flick',
    'pysankar_kistka', 'pysanky_kistka',
    # set 71's tags, their words and domain words (from set 71's README and validator)''')
rep('''            'poisoned_chalice', 'hollow_crown', 'deus_ex_machina', 'fata_morgana', 'rip_van_winkle', 'mea_culpa'}
NEW_EST_TAGS = ['poisoned_chalice', 'hollow_crown', 'deus_ex_machina', 'fata_morgana', 'rip_van_winkle', 'mea_culpa']
# set 72: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''', '''            'poisoned_chalice', 'hollow_crown', 'deus_ex_machina', 'fata_morgana', 'rip_van_winkle', 'mea_culpa',
            # new in set 73 (prose styles)
            'rashomon', 'doubting_thomas', 'prodigal_son', 'buridans_ass', 'ship_of_theseus', 'tantalus'}
NEW_EST_TAGS = ['rashomon', 'doubting_thomas', 'prodigal_son', 'buridans_ass', 'ship_of_theseus', 'tantalus']
# set 73: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'rashomon': [r'(?i)\\brashomon\\b'],
    'doubting_thomas': [r'(?i)\\bdoubting thomas(es)?\\b'],
    'prodigal_son': [r'(?i)\\bprodigal sons?\\b'],
    'buridans_ass': [r"(?i)\\bburidan's ass\\b"],
    'ship_of_theseus': [r'(?i)\\bship of theseus\\b'],
    'tantalus': [r'(?i)\\btantalus\\b'],
}
# set 72's patterns (kept for the record; set 72's styles are not used here)
SET72_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 71's prose styles and near variants (from set 71's README)''',
    '''SET41_STYLE_VARIANTS = {
                        # set 72's prose styles and near variants (from set 72's README)
                        'poisoned_chalice', 'poisoned', 'chalice', 'hollow_crown', 'hollow', 'crown',
                        'deus_ex_machina', 'deus', 'machina', 'fata_morgana', 'fata', 'morgana', 'rip_van_winkle',
                        'winkle', 'mea_culpa', 'culpa',
                        # set 73's dropped candidates (an entry, a word of one, a claim-tag word, a word counted
                        # in set 72's README or validator, near an entry, or passing every check and not needed)
                        'mortons_fork', 'chekhovs_gun', 'occams_razor', 'damascene_conversion', 'pollyanna',
                        'panglossian', 'streisand_effect', 'cargo_cult', 'red_queen', 'ugly_duckling', 'greek_gift',
                        'trojan_gift', 'mark_of_cain', 'tower_of_babel', 'manna_from_heaven', 'lions_den',
                        'golden_calf', 'riddle_of_the_sphinx', 'socratic_irony', 'good_samaritan',
                        'thirty_pieces_of_silver', 'sacrificial_lamb', 'nemesis', 'walter_mitty', 'jekyll_and_hyde',
                        'judas_kiss', 'forbidden_fruit', 'noahs_ark', 'sorcerers_apprentice',
                        # set 71's prose styles and near variants (from set 71's README)''')
# scenario rule: set 68's trees
rep('''    # ---- scenarios: set 72 reuses universes ----''', '''    # ---- scenarios: set 73 reuses universes ----''')
rep('''    # hold set 67's 20 scenarios (ref/set67_scenarios.json), in set 67's order; represent each by its lowest
    # record id that is not set 67's id. Recomputed here.''', '''    # hold set 68's 20 scenarios (ref/set68_scenarios.json), in set 68's order; represent each by its lowest
    # record id that is not set 68's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET67))  # set 67's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 67's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set67_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s72x_ = json.load(open(SET72))
    if len(s72x_) != 20 or len({ds[x][2] for x in s72x_ if x in ds}) != 20:
        err('ref/set72_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET68))  # set 68's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 68's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set68_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set72_scenarios.json'))) != chosen:
            err('ref/set72_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set72_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set73_scenarios.json'))) != chosen:
            err('ref/set73_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set73_scenarios.json: %s' % e)
    # set 72's own choices file (saved as ref/set72_scenario_choices.json) must agree with ref/set72_scenarios.json
    try:
        s72 = [c['scenario'] for c in json.load(open(SET72_CHOICES))['chosen']]
        if len(s72) != 20 or s72 != json.load(open(SET72)):
            err('ref/set72_scenario_choices.json should list 20 chosen ids, those of ref/set72_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET72_CHOICES, e))''')
rep('''is not used by set 72' % x)''', '''is not used by set 73' % x)''')
rep('''            err('chosen scenario %s is one of set 67\\'s own ids' % x)''', '''            err('chosen scenario %s is one of set 68\\'s own ids' % x)''')
rep('''            err('scenario %s is not in one of set 67\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 68\\'s trees' % sc)''')
rep('''    # set 72's brief asks for exact counts''', '''    # set 73's brief asks for exact counts''')
rep('''    # set 72's notes are prose''', '''    # set 73's notes are prose''')
rep('''appears in set 71\\'s README' % t)''', '''appears in set 72\\'s README' % t)''', 2)
rep('''        err('set 71\\'s README not found at %s' % SET30_README)''', '''        err('set 72\\'s README not found at %s' % SET30_README)''')
rep('''is a prose style of sets 41 to 71 or a near variant' % t)''', '''is a prose style of sets 41 to 72 or a near variant' % t)''')
rep('''(trees distinct, all set 67\\'s trees, none of set 67\\'s ids)''', '''(trees distinct, all set 68\\'s trees, none of set 68\\'s ids)''')
open(P, 'w', encoding='utf-8').write(s)
print('patched')
