#!/usr/bin/env python3
"""Adapts set 68's validate.py (copied here as validate.py) to set 69. Every replacement must hit exactly once."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()
R = []
R.append(('''"""Stdlib-only checker for blind set 68 (claims.jsonl, estimates.jsonl, README.md).

Set 67's checker with set 68's tags and counts, set 68's scenario rule (reused universes: the 20 trees
that hold set 63's 20 scenarios, in set 63's order, each represented by its lowest record id that is not
set 63's id), and set 68's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records,''', '''"""Stdlib-only checker for blind set 69 (claims.jsonl, estimates.jsonl, README.md).

Set 68's checker with set 69's tags and counts, set 69's scenario rule (reused universes: the 20 trees
that hold set 64's 20 scenarios, in set 64's order, each represented by its lowest record id that is not
set 64's id), and set 69's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records,'''))
R.append(('''SET67_CHOICES = os.path.join(HERE, 'ref', 'set67_scenario_choices.json')
# set 67's README: beside this folder (set 67 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set67', 'README.md')''',
'''SET67_CHOICES = os.path.join(HERE, 'ref', 'set67_scenario_choices.json')
SET68 = os.path.join(HERE, 'ref', 'set68_scenarios.json')
SET68_CHOICES = os.path.join(HERE, 'ref', 'set68_scenario_choices.json')
# set 68's README: beside this folder (set 68 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set68', 'README.md')'''))
R.append(('''    # set 68 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 68's new tags, each with committing and adversarial forms (checked below)
    'cakedecorator_fondant': 12, 'registrar_certificate': 12, 'cryptozoologist_footprintcast': 12, 'rickshawpuller_canopy': 12,
    'trampolinist_somersault': 12, 'silhouettist_scissors': 12, 'kelpgatherer_sickle': 12,
    'surgeon_scalpel': 12,''', '''    # set 69 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 69's new tags, each with committing and adversarial forms (checked below)
    'cabertosser_caber': 12, 'cropduster_hopper': 12, 'lengthsman_scythe': 12, 'tegestologist_beermat': 12,
    'tiddlywinker_squidger': 12, 'dominotoppler_domino': 12, 'baggagehandler_carousel': 12,
    'hovercraftpilot_skirt': 12,'''))
R.append(('''NEW_CLAIM_TAGS = ['cakedecorator_fondant', 'registrar_certificate', 'cryptozoologist_footprintcast',
                  'rickshawpuller_canopy',
                  'trampolinist_somersault', 'silhouettist_scissors', 'kelpgatherer_sickle',
                  'surgeon_scalpel']''', '''NEW_CLAIM_TAGS = ['cabertosser_caber', 'cropduster_hopper', 'lengthsman_scythe', 'tegestologist_beermat',
                  'tiddlywinker_squidger', 'dominotoppler_domino', 'baggagehandler_carousel',
                  'hovercraftpilot_skirt']'''))
R.append(('''EARLIER_CLAIM_TAGS = {
    # set 67's tags, their words and near variants (from set 67's README and validator)''', '''EARLIER_CLAIM_TAGS = {
    # set 68's tags, their words and near variants (from set 68's README and validator)
    'cakedecorator_fondant', 'registrar_certificate', 'cryptozoologist_footprintcast', 'rickshawpuller_canopy',
    'trampolinist_somersault', 'silhouettist_scissors', 'kelpgatherer_sickle', 'surgeon_scalpel',
    'cakedecorator', 'cake', 'fondant', 'icing', 'registrar', 'certificate', 'cryptozoologist', 'cryptozoology',
    'footprintcast', 'footprint', 'bigfoot', 'rickshawpuller', 'rickshaw', 'canopy', 'trampolinist', 'trampoline',
    'somersault', 'silhouettist', 'silhouette', 'scissors', 'kelpgatherer', 'kelp', 'seaweed', 'sickle', 'surgeon',
    'surgery', 'scalpel',
    # set 69's dropped candidates (an earlier trade's tag holds the trade or a word of it, or the trade is near
    # an earlier one)
    'knockerupper_peashooter', 'tosher_sewer', 'boomoperator_windshield', 'crosswordsetter_grid',
    'cruciverbalist_clue', 'flavourist_pipette', 'coppicer_billhook', 'bowyer_tiller', 'ostler_curry',
    'telegraphist_sounder', 'verger_wand', 'thereminist_antenna', 'phrenologist_calipers', 'astrologer_ephemeris',
    'charcutier_cure', 'lorimer_bit', 'cicerone_tap', 'focuspuller_followfocus', 'clogmaker_adze',
    'candlemaker_dip', 'gelatiere_spatula', 'boulesplayer_cochonnet', 'quoitsplayer_hob', 'speedcuber_cube',
    'towercrane_jib', 'jammer_helmet', 'pipelayer_trench', 'cameleer_halter', 'sheepshearer_handpiece',
    'trufflehunter_truffle', 'wormcharmer_pitchfork', 'bagpiper_chanter', 'sumowrestler_mawashi',
    'detectorist_pinpointer', 'ghosthunter_emfmeter', 'ufologist_skywatch', 'swordswallower_sabre',
    'platespinner_stick', 'caricaturist_marker', 'heliciculturist_snail', 'bobsledder_runner',
    'carillonneur_baton', 'jigsawcutter_fretsaw', 'shipbottler_tweezers', 'deltiologist_postcard',
    'livingstatue_silverpaint', 'ziplineoperator_trolley', 'billposter_paste', 'crossingpatrol_lollipop',
    'snowploughdriver_blade', 'rollerderbyjammer_helmet', 'basketweaver_osier', 'feltmaker_fleece',
    'noodlepuller_dough', 'sushichef_nori', 'lobsterman_creel', 'crabber_creel', 'harpooner_line',
    'neonbender_electrode', 'bodger_polelathe', 'saltworker_brine', 'hatter_felt', 'zamboni_resurfacer',
    'usher_torch', 'bridgekeeper_toll', 'rodeoclown_barrel', 'drystonewaller_hearting', 'lighterman_barge',
    # set 67's tags, their words and near variants (from set 67's README and validator)'''))
R.append(('''            # new in set 68 (prose styles)
            'full_circle', 'moving_target', 'hot_potato', 'rabbit_hole', 'fools_gold', 'crystal_ball'}
NEW_EST_TAGS = ['full_circle', 'moving_target', 'hot_potato', 'rabbit_hole', 'fools_gold', 'crystal_ball']
# set 68: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'full_circle': ''', '''            # new in set 68 (prose styles)
            'full_circle', 'moving_target', 'hot_potato', 'rabbit_hole', 'fools_gold', 'crystal_ball',
            # new in set 69 (prose styles)
            'house_of_cards', 'pie_in_the_sky', 'flash_in_the_pan', 'tongue_in_cheek', 'achilles_heel',
            'bone_of_contention'}
NEW_EST_TAGS = ['house_of_cards', 'pie_in_the_sky', 'flash_in_the_pan', 'tongue_in_cheek', 'achilles_heel',
                'bone_of_contention']
# set 69: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'house_of_cards': [r'(?i)\\bhouses? of cards\\b'],
    'pie_in_the_sky': [r'(?i)\\bpie[- ]in[- ]the[- ]sky\\b'],
    'flash_in_the_pan': [r'(?i)\\bflash(es)? in the pan\\b'],
    'tongue_in_cheek': [r'(?i)\\btongue[- ]in[- ]cheek\\b'],
    'achilles_heel': [r"(?i)\\bachilles'? heels?\\b"],
    'bone_of_contention': [r'(?i)\\bbones? of contention\\b'],
}
# set 68's patterns (kept for the record; set 68's styles are not used here)
SET68_STYLE_PATTERNS = {
    'full_circle': '''))
R.append(('''SET41_STYLE_VARIANTS = {
                        # set 67's prose styles''', '''SET41_STYLE_VARIANTS = {
                        # set 68's prose styles and near variants (from set 68's README)
                        'full_circle', 'circle', 'full', 'come_full_circle', 'moving_target', 'moving', 'target',
                        'moving_targets', 'hot_potato', 'potato', 'hot', 'rabbit_hole', 'rabbit', 'hole',
                        'down_the_rabbit_hole', 'fools_gold', 'fools', 'gold', 'crystal_ball', 'crystal', 'ball',
                        # set 69's dropped candidates (an entry already, a word of an entry, or near one)
                        'smoke_and_mirrors', 'up_in_the_air', 'safe_bet', 'leap_of_faith', 'sleight_of_hand',
                        'on_the_fence', 'wide_of_the_mark', 'in_the_bag', 'long_shot', 'tall_tale', 'grain_of_salt',
                        'castles_in_the_air', 'cold_feet', 'white_lie', 'cloak_and_dagger', 'par_for_the_course',
                        'at_sea', 'second_fiddle', 'pipe_dream', 'trojan_horse', 'cat_and_mouse', 'white_elephant',
                        'sea_change', 'loose_cannon', 'acid_test', 'can_of_worms', 'eleventh_hour', 'wild_card',
                        'shaggy_dog_story', 'hand_in_glove', 'half_baked', 'fair_game', 'close_call', 'damp_squib',
                        # set 67's prose styles'''))
R.append(('''    # ---- scenarios: set 68 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 63's 20 scenarios (ref/set63_scenarios.json), in set 63's order; represent each by its lowest
    # record id that is not set 63's id. Recomputed here.''', '''    # ---- scenarios: set 69 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 64's 20 scenarios (ref/set64_scenarios.json), in set 64's order; represent each by its lowest
    # record id that is not set 64's id. Recomputed here.'''))
R.append(('''    s28_ = json.load(open(SET63))  # set 63's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 63's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set63_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s68x_ = json.load(open(SET68))
    if len(s68x_) != 20 or len({ds[x][2] for x in s68x_ if x in ds}) != 20:
        err('ref/set68_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET64))  # set 64's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 64's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set64_scenarios.json should list 20 scenarios with 20 distinct trees')'''))
R.append(('''        if json.load(open(os.path.join(HERE, 'ref', 'set68_scenarios.json'))) != chosen:
            err('ref/set68_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set68_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set69_scenarios.json'))) != chosen:
            err('ref/set69_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set69_scenarios.json: %s' % e)
    # set 68's own choices file (saved as ref/set68_scenario_choices.json) must agree with ref/set68_scenarios.json
    try:
        s68 = [c['scenario'] for c in json.load(open(SET68_CHOICES))['chosen']]
        if len(s68) != 20 or s68 != json.load(open(SET68)):
            err('ref/set68_scenario_choices.json should list 20 chosen ids, those of ref/set68_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET68_CHOICES, e))'''))
R.append(("is not used by set 68' % x)", "is not used by set 69' % x)"))
R.append(("err('chosen scenario %s is one of set 63\\'s own ids' % x)", "err('chosen scenario %s is one of set 64\\'s own ids' % x)"))
R.append(("err('scenario %s is not in one of set 63\\'s trees' % sc)", "err('scenario %s is not in one of set 64\\'s trees' % sc)"))
R.append(("    # set 68's brief asks for exact counts", "    # set 69's brief asks for exact counts"))
R.append(("    # set 68's notes are prose:", "    # set 69's notes are prose:"))
R.append(("err('new tag %s appears in set 67\\'s README' % t)", "err('new tag %s appears in set 68\\'s README' % t)"))
R.append(("err('new tag %s (with a space) appears in set 67\\'s README' % t)", "err('new tag %s (with a space) appears in set 68\\'s README' % t)"))
R.append(("err('set 67\\'s README not found at %s' % SET30_README)", "err('set 68\\'s README not found at %s' % SET30_README)"))
R.append(("is a prose style of sets 41 to 67 or a near variant' % t)", "is a prose style of sets 41 to 68 or a near variant' % t)"))
R.append(("(trees distinct, all set 63\\'s trees, none of set 63\\'s ids)", "(trees distinct, all set 64\\'s trees, none of set 64\\'s ids)"))
for old, new in R:
    n = s.count(old)
    assert n == 1, (n, old[:120])
    s = s.replace(old, new)
open(P, 'w', encoding='utf-8').write(s)
print('patched', len(R), 'replacements')
