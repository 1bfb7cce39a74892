#!/usr/bin/env python3
"""Adapt set 65's validate.py (copied beside this folder as ../validate.py) to set 66. Every replacement must hit once."""
import os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new):
    global s
    n = s.count(old)
    assert n == 1, (n, old[:80])
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 65 (claims.jsonl, estimates.jsonl, README.md).

Set 64's checker with set 65's tags and counts, set 65's scenario rule (reused universes: the 20 trees
that hold set 60's 20 scenarios, in set 60's order, each represented by its lowest record id that is not
set 60's id), and set 65's prose notes''', '''"""Stdlib-only checker for blind set 66 (claims.jsonl, estimates.jsonl, README.md).

Set 65's checker with set 66's tags and counts, set 66's scenario rule (reused universes: the 20 trees
that hold set 61's 20 scenarios, in set 61's order, each represented by its lowest record id that is not
set 61's id), and set 66's prose notes''')
rep('''SET64_CHOICES = os.path.join(HERE, 'ref', 'set64_scenario_choices.json')
# set 64's README: beside this folder (set 64 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set64', 'README.md')''', '''SET64_CHOICES = os.path.join(HERE, 'ref', 'set64_scenario_choices.json')
SET65 = os.path.join(HERE, 'ref', 'set65_scenarios.json')
SET65_CHOICES = os.path.join(HERE, 'ref', 'set65_scenario_choices.json')
# set 65's README: beside this folder (set 65 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set65', 'README.md')''')
rep('''    # set 65 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''',
    '''    # set 66 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''')
rep('''    # set 65's new tags, each with committing and adversarial forms (checked below)
    'dendrochronologist_borer': 12, 'phlebotomist_tourniquet': 12, 'turbinetech_nacelle': 12,
    'indexer_concordance': 12, 'censustaker_doorstep': 12, 'customsofficer_declaration': 12,
    'dairymaid_churn': 12, 'canoeist_paddle': 12,''', '''    # set 66's new tags, each with committing and adversarial forms (checked below)
    'removalist_blanket': 12, 'sysadmin_console': 12, 'lasertag_marshal': 12, 'showjudge_rosette': 12,
    'graphologist_slant': 12, 'cheerleader_pompom': 12, 'gritter_spreader': 12, 'cloakroom_token': 12,''')
rep('''NEW_CLAIM_TAGS = ['dendrochronologist_borer', 'phlebotomist_tourniquet', 'turbinetech_nacelle',
                  'indexer_concordance', 'censustaker_doorstep', 'customsofficer_declaration',
                  'dairymaid_churn', 'canoeist_paddle']''', '''NEW_CLAIM_TAGS = ['removalist_blanket', 'sysadmin_console', 'lasertag_marshal', 'showjudge_rosette',
                  'graphologist_slant', 'cheerleader_pompom', 'gritter_spreader', 'cloakroom_token']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 64's tags, their words and near variants (from set 64's README)''', '''EARLIER_CLAIM_TAGS = {
    # set 65's tags, their words and near variants (from set 65's README and validator)
    'dendrochronologist_borer', 'phlebotomist_tourniquet', 'turbinetech_nacelle', 'indexer_concordance',
    'censustaker_doorstep', 'customsofficer_declaration', 'dairymaid_churn', 'canoeist_paddle',
    'dendrochronologist', 'dendrochronology', 'borer', 'tree', 'rings', 'phlebotomist', 'phlebotomy',
    'tourniquet', 'blood', 'turbinetech', 'turbine', 'nacelle', 'wind', 'indexer', 'index', 'concordance',
    'censustaker', 'census', 'doorstep', 'customsofficer', 'customs', 'declaration', 'dairymaid', 'dairy',
    'churn', 'butter', 'canoeist', 'canoe', 'paddle',
    # set 66's dropped candidates (full tags: an earlier trade found in set 65's validator, or near an earlier tag)
    'meteorologist_radiosonde', 'ornithologist_mistnet', 'entomologist_sweepnet', 'volcanologist_probe',
    'philatelist_tongs', 'scaffolder_coupler', 'vintner_press', 'caddie_yardage', 'signalman_semaphore',
    'audiologist_headphones', 'orthodontist_brace', 'anaesthetist_mask', 'sonographer_gel', 'chiropodist_rasp',
    'ghillie_wader', 'stablehand_pitchfork', 'spinner_distaff', 'mediator_caucus', 'arbitrator_award',
    'bootblack_polish', 'doorman_whistle', 'cellarman_tap', 'waller_coping', 'stuccoist_trowel',
    'bookseller_till', 'appraiser_valuation', 'groomer_clippers', 'parchmentmaker_lunellum', 'furrier_pelt',
    'almoner_purse', 'mycologist_sporeprint', 'subtitler_timecode', 'bookmaker_odds', 'stoker_shovel',
    'teataster_spittoon', 'printmaker_brayer', 'hurdler_spikes', 'framer_mitre', 'removalist_dolly',
    'graphologist_sample', 'sewerman_crawler', 'cablejointer_splice', 'esportscaster_headset',
    'podcaster_microphone', 'columnist_byline', 'pedologist_auger', 'palynologist_pollentrap', 'santa_grotto',
    'karaokehost_songbook', 'bonsaigrower_tweezers', 'masseur_oil', 'funicular_brakeman', 'lossadjuster_claimform',
    'purser_manifest', 'frescoist_intonaco', 'smokejumper_parachute', 'goatherd_crook',
    # set 64's tags, their words and near variants (from set 64's README)''')
rep('''            # new in set 65 (prose styles)
            'point_blank', 'under_wraps', 'hook_line_and_sinker', 'tooth_and_nail', 'from_scratch', 'by_default'}
NEW_EST_TAGS = ['point_blank', 'under_wraps', 'hook_line_and_sinker', 'tooth_and_nail', 'from_scratch',
                'by_default']
# set 65: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''', '''            # new in set 65 (prose styles)
            'point_blank', 'under_wraps', 'hook_line_and_sinker', 'tooth_and_nail', 'from_scratch', 'by_default',
            # new in set 66 (prose styles)
            'red_herring', 'on_the_fly', 'at_arms_length', 'clutching_at_straws', 'back_burner', 'foot_in_the_door'}
NEW_EST_TAGS = ['red_herring', 'on_the_fly', 'at_arms_length', 'clutching_at_straws', 'back_burner',
                'foot_in_the_door']
# set 66: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'red_herring': [r'(?i)\\bred herrings?\\b'],
    'on_the_fly': [r'(?i)\\bon the fly\\b'],
    'at_arms_length': [r"(?i)\\bat arm'?s'? length\\b"],
    'clutching_at_straws': [r'(?i)\\b(clutch|clutched|clutching|grasp|grasped|grasping) at straws\\b'],
    'back_burner': [r'(?i)\\bback[- ]burner\\b'],
    'foot_in_the_door': [r'(?i)\\bfoot in the door\\b'],
}
# set 65's patterns (kept for the record; set 65's styles are not used here)
SET65_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 64's prose styles and near variants (from set 64's README)''', '''SET41_STYLE_VARIANTS = {
                        # set 65's prose styles and near variants (from set 65's README)
                        'point_blank', 'point-blank', 'point', 'blank', 'under_wraps', 'wraps',
                        'hook_line_and_sinker', 'sinker', 'tooth_and_nail', 'tooth', 'nail', 'from_scratch',
                        'scratch', 'by_default', 'default',
                        # set 66's dropped candidates
                        'wild_goose_chase', 'up_in_the_air', 'behind_the_scenes', 'off_the_record', 'spot_on',
                        'cut_and_dried', 'in_a_nutshell', 'out_of_the_loop', 'under_the_radar',
                        'in_black_and_white', 'by_the_book', 'back_to_square_one', 'clean_slate', 'cat_and_mouse',
                        'smoke_and_mirrors', 'rule_of_thumb', 'half_hearted', 'a_shot_in_the_dark',
                        'second_nature', 'long_shot', 'neck_and_neck', 'touch_and_go', 'in_the_clear', 'cold_feet',
                        'wild', 'goose', 'chase',
                        # set 64's prose styles and near variants (from set 64's README)''')
rep('''    # ---- scenarios: set 65 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 60's 20 scenarios (ref/set60_scenarios.json), in set 60's order; represent each by its lowest
    # record id that is not set 60's id. Recomputed here.''', '''    # ---- scenarios: set 66 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 61's 20 scenarios (ref/set61_scenarios.json), in set 61's order; represent each by its lowest
    # record id that is not set 61's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET60))  # set 60's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 60's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set60_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s60x_ = json.load(open(SET60))
    if len(s60x_) != 20 or len({ds[x][2] for x in s60x_ if x in ds}) != 20:
        err('ref/set60_scenarios.json should list 20 scenarios with 20 distinct trees')
    s65x_ = json.load(open(SET65))
    if len(s65x_) != 20 or len({ds[x][2] for x in s65x_ if x in ds}) != 20:
        err('ref/set65_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET61))  # set 61's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 61's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set61_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set65_scenarios.json'))) != chosen:
            err('ref/set65_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set65_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set66_scenarios.json'))) != chosen:
            err('ref/set66_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set66_scenarios.json: %s' % e)
    # set 65's own choices file (saved as ref/set65_scenario_choices.json) must agree with ref/set65_scenarios.json
    try:
        s65 = [c['scenario'] for c in json.load(open(SET65_CHOICES))['chosen']]
        if len(s65) != 20 or s65 != json.load(open(SET65)):
            err('ref/set65_scenario_choices.json should list 20 chosen ids, those of ref/set65_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET65_CHOICES, e))''')
rep('''is not used by set 65' % x)''', '''is not used by set 66' % x)''')
rep('''            err('chosen scenario %s is one of set 60\\'s own ids' % x)''', '''            err('chosen scenario %s is one of set 61\\'s own ids' % x)''')
rep('''            err('scenario %s is not in one of set 60\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 61\\'s trees' % sc)''')
rep('''    # set 65's brief asks for exact counts''', '''    # set 66's brief asks for exact counts''')
rep('''    # set 65's notes are prose: no code''', '''    # set 66's notes are prose: no code''')
rep('''                err('new tag %s appears in set 64\\'s README' % t)''', '''                err('new tag %s appears in set 65\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 64\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 65\\'s README' % t)''')
rep('''        err('set 64\\'s README not found at %s' % SET30_README)''', '''        err('set 65\\'s README not found at %s' % SET30_README)''')
rep('''(trees distinct, all set 60\\'s trees, none of set 60\\'s ids)''', '''(trees distinct, all set 61\\'s trees, none of set 61\\'s ids)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 64 or a near variant' % t)''',
    '''            err('new estimate tag %s is a prose style of sets 41 to 65 or a near variant' % t)''')
open(P, 'w', encoding='utf-8').write(s)
print('patched')
