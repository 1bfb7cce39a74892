#!/usr/bin/env python3
"""Adapts set 71's validate.py (copied beside this folder's build/) to set 72. Every replacement is asserted
to hit its stated number of times."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()

def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (c, n, old[:80])
    s = s.replace(old, new)

rep('''"""Stdlib-only checker for blind set 71 (claims.jsonl, estimates.jsonl, README.md).

Set 70's checker with set 71's tags and counts, set 71's scenario rule (reused universes: the 20 trees
that hold set 66's 20 scenarios, in set 66's order, each represented by its lowest record id that is not
set 66's id), and set 71's prose notes''',
    '''"""Stdlib-only checker for blind set 72 (claims.jsonl, estimates.jsonl, README.md).

Set 71's checker with set 72's tags and counts, set 72's scenario rule (reused universes: the 20 trees
that hold set 67's 20 scenarios, in set 67's order, each represented by its lowest record id that is not
set 67's id), and set 72's prose notes''')
rep('''SET70_CHOICES = os.path.join(HERE, 'ref', 'set70_scenario_choices.json')
# set 70's README: beside this folder (set 70 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set70', 'README.md')''',
    '''SET70_CHOICES = os.path.join(HERE, 'ref', 'set70_scenario_choices.json')
SET71 = os.path.join(HERE, 'ref', 'set71_scenarios.json')
SET71_CHOICES = os.path.join(HERE, 'ref', 'set71_scenario_choices.json')
# set 71's README: beside this folder (set 71 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set71', 'README.md')''')
rep('''    # set 71 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 71's new tags, each with committing and adversarial forms (checked below)
    'hornusser_schindel': 12, 'kendamist_tama': 12, 'cornholer_beanbag': 12, 'foosballer_rod': 12,
    'pinballer_plunger': 12, 'tejista_bocin': 12, 'kubber_kastpinne': 12, 'schwinger_sawdust': 12,''',
    '''    # set 72 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 72's new tags, each with committing and adversarial forms (checked below)
    'yukigassener_snowball': 12, 'pyrographer_nib': 12, 'pesapalloist_maila': 12, 'footbagger_footbag': 12,
    'ikebanist_kenzan': 12, 'kendoka_shinai': 12, 'roundnetter_rim': 12, 'batiker_canting': 12,''')
rep('''NEW_CLAIM_TAGS = ['hornusser_schindel', 'kendamist_tama', 'cornholer_beanbag', 'foosballer_rod', 'pinballer_plunger',
                  'tejista_bocin', 'kubber_kastpinne', 'schwinger_sawdust']''',
    '''NEW_CLAIM_TAGS = ['yukigassener_snowball', 'pyrographer_nib', 'pesapalloist_maila', 'footbagger_footbag',
                  'ikebanist_kenzan', 'kendoka_shinai', 'roundnetter_rim', 'batiker_canting']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 70's tags,''', '''EARLIER_CLAIM_TAGS = {
    # set 71's tags, their words and domain words (from set 71's README and validator)
    'hornusser_schindel', 'kendamist_tama', 'cornholer_beanbag', 'foosballer_rod', 'pinballer_plunger',
    'tejista_bocin', 'kubber_kastpinne', 'schwinger_sawdust', 'hornusser', 'schindel', 'kendamist', 'tama',
    'cornholer', 'beanbag', 'foosballer', 'rod', 'pinballer', 'plunger', 'tejista', 'bocin', 'kubber', 'kastpinne',
    'schwinger', 'sawdust', 'nouss', 'hornussen', 'kendama', 'cornhole', 'foosball', 'pinball', 'tejo', 'kubb',
    'schwingen', 'bumper', 'clay',
    # set 72's dropped candidates (a word check failed, or the pastime is near an earlier one or one of set 72's)
    'sepaktakrawer_rattan', 'bossaballer_trampoline', 'petanquist_boule', 'buzkashi_goat', 'shinty_caman',
    'bandyplayer_stick', 'quidditch_hoop', 'underwaterhockey_pusher', 'footgolfer_flag', 'teqball_net',
    'crokinole_disc', 'bowlser_jack', 'tchoukballer_frame', 'fistballer_cord', 'padelist_paddle',
    'pickleballer_paddle', 'lacrossist_crosse', 'throwball_ring', 'bonsaist_shears', 'origamist_crease',
    'fierljepper_polsstok', 'botaoshi_pole', 'jianzist_shuttlecock', 'kemarist_mari', 'bogsnorkeller_flipper',
    'fivesplayer_glove', 'mallakhambist_pole', 'dragonboater_drum', 'tatter_shuttle', 'quiller_strip',
    'skijorer_harness', 'knattleikr_bat', 'kintsugist_lacquer', 'ebruist_comb', 'spooncarver_hook',
    'bookfolder_crease', 'tamburellist_tamburello', 'chinlonist_caneball', 'boccista_pallino', 'netballer_bib',
    'jugger_pompfen', 'cuju_qiu', 'lelo_burti', 'gillidandist_gilli', 'pehlivan_kispet', 'iaidoka_bokken',
    'ultimatist_frisbee', 'tchoukballer_rebounder', 'shiborist_indigo',
    # set 70's tags,''')
rep('''            # new in set 71 (prose styles)
            'pyrrhic_victory', 'potemkin_village', 'gordian_knot', 'swan_song', 'sacred_cow', 'scorched_earth'}
NEW_EST_TAGS = ['pyrrhic_victory', 'potemkin_village', 'gordian_knot', 'swan_song', 'sacred_cow', 'scorched_earth']
# set 71: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''',
    '''            # new in set 71 (prose styles)
            'pyrrhic_victory', 'potemkin_village', 'gordian_knot', 'swan_song', 'sacred_cow', 'scorched_earth',
            # new in set 72 (prose styles)
            'poisoned_chalice', 'hollow_crown', 'deus_ex_machina', 'fata_morgana', 'rip_van_winkle', 'mea_culpa'}
NEW_EST_TAGS = ['poisoned_chalice', 'hollow_crown', 'deus_ex_machina', 'fata_morgana', 'rip_van_winkle', 'mea_culpa']
# set 72: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'poisoned_chalice': [r'(?i)\\bpoisoned chalices?\\b'],
    'hollow_crown': [r'(?i)\\bhollow crowns?\\b'],
    'deus_ex_machina': [r'(?i)\\bdeus ex machina\\b'],
    'fata_morgana': [r'(?i)\\bfata morganas?\\b'],
    'rip_van_winkle': [r'(?i)\\brip van winkle\\b'],
    'mea_culpa': [r'(?i)\\bmea culpas?\\b'],
}
# set 71's patterns (kept for the record; set 71's styles are not used here)
SET71_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 70's prose styles''', '''SET41_STYLE_VARIANTS = {
                        # set 71's prose styles and near variants (from set 71's README)
                        'pyrrhic_victory', 'pyrrhic', 'victory', 'potemkin_village', 'potemkin', 'village',
                        'gordian_knot', 'gordian', 'knot', 'swan_song', 'swan', 'song', 'swan-song', 'sacred_cow',
                        'sacred', 'cow', 'scorched_earth', 'scorched', 'earth', 'scorched-earth',
                        # set 72's dropped candidates (an entry, a word of one, a claim-tag word, a word counted
                        # in set 71's README or validator, or passing every check and not needed)
                        'wolf_in_sheeps_clothing', 'elephant_in_the_room', 'devils_advocate', 'catch_22',
                        'double_edged_sword', 'fools_paradise', 'shot_in_the_dark', 'wild_goose_chase', 'last_straw',
                        'tip_of_the_iceberg', 'barking_up_the_wrong_tree', 'dead_ringer', 'cold_feet', 'paper_trail',
                        'sword_of_damocles', 'fig_leaf', 'thin_ice', 'trial_by_fire', 'lame_duck', 'wooden_spoon',
                        'emperors_new_clothes', 'cheshire_cat', 'janus_faced', 'castles_in_spain', 'faustian_bargain',
                        'pandoras_box', 'siren_call', 'tilting_at_windmills', 'pied_piper', 'ariadnes_thread',
                        'dog_in_the_manger', 'bellwether', 'hail_mary', 'parthian_shot', 'cadmean_victory',
                        'white_knight', 'eminence_grise', 'fait_accompli', 'tabula_rasa', 'quid_pro_quo',
                        'coup_de_grace', 'volte_face', 'bete_noire', 'idee_fixe', 'crossing_the_rubicon', 'rubicon',
                        'herculean_labour', 'lotus_eaters', 'cassandra', 'quixotic', 'kafkaesque', 'byzantine',
                        'cats_cradle', 'gadfly', 'carte_blanche', 'deja_vu', 'doppelganger', 'resting_on_laurels',
                        # set 70's prose styles''')
# scenario rule: set 67's trees
rep('''    # ---- scenarios: set 71 reuses universes ----''', '''    # ---- scenarios: set 72 reuses universes ----''')
rep('''    # hold set 66's 20 scenarios (ref/set66_scenarios.json), in set 66's order; represent each by its lowest
    # record id that is not set 66's id. Recomputed here.''', '''    # hold set 67's 20 scenarios (ref/set67_scenarios.json), in set 67's order; represent each by its lowest
    # record id that is not set 67's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET66))  # set 66's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 66's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set66_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s71x_ = json.load(open(SET71))
    if len(s71x_) != 20 or len({ds[x][2] for x in s71x_ if x in ds}) != 20:
        err('ref/set71_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET67))  # set 67's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 67's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set67_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set71_scenarios.json'))) != chosen:
            err('ref/set71_scenarios.json does not list the chosen ids of ref/scenario_choices.json')''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set72_scenarios.json'))) != chosen:
            err('ref/set72_scenarios.json does not list the chosen ids of ref/scenario_choices.json')''')
rep('''        err('cannot read ref/set71_scenarios.json: %s' % e)
    # set 70's own choices file''', '''        err('cannot read ref/set72_scenarios.json: %s' % e)
    # set 71's own choices file (saved as ref/set71_scenario_choices.json) must agree with ref/set71_scenarios.json
    try:
        s71 = [c['scenario'] for c in json.load(open(SET71_CHOICES))['chosen']]
        if len(s71) != 20 or s71 != json.load(open(SET71)):
            err('ref/set71_scenario_choices.json should list 20 chosen ids, those of ref/set71_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET71_CHOICES, e))
    # set 70's own choices file''')
rep('''is not used by set 71' % x)''', '''is not used by set 72' % x)''')
rep('''            err('chosen scenario %s is one of set 66\\'s own ids' % x)''', '''            err('chosen scenario %s is one of set 67\\'s own ids' % x)''')
rep('''            err('scenario %s is not in one of set 66\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 67\\'s trees' % sc)''')
rep('''    # set 71's brief asks for exact counts''', '''    # set 72's brief asks for exact counts''')
rep('''    # set 71's notes are prose''', '''    # set 72's notes are prose''')
rep('''appears in set 70\\'s README' % t)''', '''appears in set 71\\'s README' % t)''', 2)
rep('''        err('set 70\\'s README not found at %s' % SET30_README)''', '''        err('set 71\\'s README not found at %s' % SET30_README)''')
rep('''is a prose style of sets 41 to 70 or a near variant' % t)''', '''is a prose style of sets 41 to 71 or a near variant' % t)''')
rep('''all set 66\\'s trees, none of set 66\\'s ids)' % (''', '''all set 67\\'s trees, none of set 67\\'s ids)' % (''')
open(P, 'w', encoding='utf-8').write(s)
print('patched')
