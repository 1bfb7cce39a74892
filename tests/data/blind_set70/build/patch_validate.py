#!/usr/bin/env python3
"""Adapt set 69's validate.py (copied beside this folder's build/) to set 70. Every replacement must hit once."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()
R = []


def rep(a, b):
    R.append((a, b))


rep('''"""Stdlib-only checker for blind set 69 (claims.jsonl, estimates.jsonl, README.md).

Set 68's checker with set 69's tags and counts, set 69's scenario rule (reused universes: the 20 trees
that hold set 64's 20 scenarios, in set 64's order, each represented by its lowest record id that is not
set 64's id), and set 69's prose notes''', '''"""Stdlib-only checker for blind set 70 (claims.jsonl, estimates.jsonl, README.md).

Set 69's checker with set 70's tags and counts, set 70's scenario rule (reused universes: the 20 trees
that hold set 65's 20 scenarios, in set 65's order, each represented by its lowest record id that is not
set 65's id), and set 70's prose notes''')
rep('''SET68_CHOICES = os.path.join(HERE, 'ref', 'set68_scenario_choices.json')
# set 68's README: beside this folder (set 68 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set68', 'README.md')''', '''SET68_CHOICES = os.path.join(HERE, 'ref', 'set68_scenario_choices.json')
SET69 = os.path.join(HERE, 'ref', 'set69_scenarios.json')
SET69_CHOICES = os.path.join(HERE, 'ref', 'set69_scenario_choices.json')
# set 69's README: beside this folder (set 69 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set69', 'README.md')''')
rep('''    # set 69 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 69's new tags, each with committing and adversarial forms (checked below)
    'cabertosser_caber': 12, 'cropduster_hopper': 12, 'lengthsman_scythe': 12, 'tegestologist_beermat': 12,
    'tiddlywinker_squidger': 12, 'dominotoppler_domino': 12, 'baggagehandler_carousel': 12,
    'hovercraftpilot_skirt': 12,''', '''    # set 70 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 70's new tags, each with committing and adversarial forms (checked below)
    'zorbist_orb': 12, 'gurner_braffin': 12, 'marbler_taw': 12, 'pelotari_cesta': 12,
    'biathlete_rifle': 12, 'kabaddiraider_lobby': 12, 'korfballer_korf': 12, 'hurler_sliotar': 12,''')
rep('''NEW_CLAIM_TAGS = ['cabertosser_caber', 'cropduster_hopper', 'lengthsman_scythe', 'tegestologist_beermat',
                  'tiddlywinker_squidger', 'dominotoppler_domino', 'baggagehandler_carousel',
                  'hovercraftpilot_skirt']''', '''NEW_CLAIM_TAGS = ['zorbist_orb', 'gurner_braffin', 'marbler_taw', 'pelotari_cesta', 'biathlete_rifle',
                  'kabaddiraider_lobby', 'korfballer_korf', 'hurler_sliotar']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 69's tags, their words and domain words (from set 69's README and validator)
    'cabertosser_caber', 'cropduster_hopper', 'lengthsman_scythe', 'tegestologist_beermat', 'tiddlywinker_squidger',
    'dominotoppler_domino', 'baggagehandler_carousel', 'hovercraftpilot_skirt', 'cabertosser', 'caber',
    'cropduster', 'hopper', 'lengthsman', 'scythe', 'tegestologist', 'beermat', 'tiddlywinker', 'squidger',
    'dominotoppler', 'domino', 'baggagehandler', 'carousel', 'hovercraftpilot', 'skirt', 'toss', 'tosser',
    'duster', 'beer', 'tiddlywinks', 'toppler', 'baggage', 'hovercraft',
    # set 70's dropped candidates (a word check failed, or the trade is near an earlier one)
    'signwriter_mahlstick', 'thatcher_leggett', 'wheelwright_spokeshave', 'cooper_adze', 'luthier_fret',
    'milliner_blocker', 'cartographer_theodolite', 'birler_peavey', 'bogsnorkeller_flipper', 'conkerer_shoelace',
    'jaialaiplayer_cesta', 'shintyplayer_caman', 'stiltwalker_stilt', 'icesculptor_chainsaw', 'scrimshander_tooth',
    'pigeonfancier_loft', 'fellrunner_trig', 'orienteer_kite', 'punter_quant', 'wassailer_bowl', 'yoyoist_axle',
    'sandboarder_wax', 'pearldiver_oyster', 'hurdygurdyist_crank', 'organgrinder_monkey', 'cheeseroller_wheel',
    'poohsticker_bridge', 'dwileflonker_driveller', 'pancakeracer_skillet', 'wellywanger_wellington',
    'shinkicker_straw', 'sepaktakrawplayer_rattan', 'chessboxer_clock', 'coalcarrier_sack', 'hopscotcher_chalk',
    'fierljepper_polder', 'ferretlegger_trousers', 'bathtubracer_paddle', 'curler_stone', 'jouster_lance',
    'luger_toboggan', 'sculler_scull', 'lacrosser_crosse',
''')
rep('''            # new in set 69 (prose styles)
            'house_of_cards', 'pie_in_the_sky', 'flash_in_the_pan', 'tongue_in_cheek', 'achilles_heel',
            'bone_of_contention'}''', '''            # new in set 69 (prose styles)
            'house_of_cards', 'pie_in_the_sky', 'flash_in_the_pan', 'tongue_in_cheek', 'achilles_heel',
            'bone_of_contention',
            # new in set 70 (prose styles)
            'lip_service', 'crocodile_tears', 'muddy_waters', 'feather_in_its_cap', 'tempest_in_a_teapot',
            'silver_lining'}''')
rep('''NEW_EST_TAGS = ['house_of_cards', 'pie_in_the_sky', 'flash_in_the_pan', 'tongue_in_cheek', 'achilles_heel',
                'bone_of_contention']
# set 69: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''', '''NEW_EST_TAGS = ['lip_service', 'crocodile_tears', 'muddy_waters', 'feather_in_its_cap', 'tempest_in_a_teapot',
                'silver_lining']
# set 70: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'lip_service': [r'(?i)\\blip[- ]service\\b'],
    'crocodile_tears': [r'(?i)\\bcrocodile tears\\b'],
    'muddy_waters': [r'(?i)\\bmudd(y|ies|ied|ying)( the| those| these)? waters?\\b'],
    'feather_in_its_cap': [r"(?i)\\bfeathers? (in|for) (its|my|one's|their|your) caps?\\b"],
    'tempest_in_a_teapot': [r'(?i)\\btempests? in a teapot\\b'],
    'silver_lining': [r'(?i)\\bsilver linings?\\b'],
}
# set 69's patterns (kept for the record; set 69's styles are not used here)
SET69_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 69's prose styles and near variants (from set 69's README)
                        'house_of_cards', 'house', 'cards', 'houses_of_cards', 'pie_in_the_sky', 'pie', 'sky',
                        'flash_in_the_pan', 'flash', 'pan', 'flashes_in_the_pan', 'tongue_in_cheek', 'tongue',
                        'cheek', 'achilles_heel', 'achilles', 'heel', 'bone_of_contention', 'bone', 'contention',
                        'bones_of_contention',
                        # set 70's dropped candidates (an entry already, a word of an entry or of a claim tag,
                        # a word in set 69's README, or near one in meaning)
                        'cold_shoulder', 'dead_end', 'wild_goose_chase', 'smoking_gun', 'slippery_slope',
                        'double_edged_sword', 'paper_trail', 'straw_poll', 'ballpark_figure', 'mixed_bag',
                        'tall_order', 'close_shave', 'last_ditch', 'bread_and_butter', 'cherry_picking',
                        'devils_advocate', 'lame_duck', 'blessing_in_disguise', 'fish_out_of_water', 'axe_to_grind',
                        'spill_the_beans', 'wishful_thinking', 'dead_ringer', 'fly_on_the_wall', 'rule_of_thumb',
                        'loose_lips', 'apple_of_discord', 'thorn_in_the_side', 'pandoras_box', 'sword_of_damocles',
                        'catch_22', 'bitter_pill', 'sticking_point', 'stumbling_block', 'weak_link', 'brownie_points',
                        'bee_in_its_bonnet', 'kangaroo_court', 'fig_leaf', 'olive_branch', 'nest_egg', 'scot_free',
                        'lions_share', 'elbow_grease',
''')
rep('''    s28_ = json.load(open(SET64))  # set 64's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 64's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set64_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s69x_ = json.load(open(SET69))
    if len(s69x_) != 20 or len({ds[x][2] for x in s69x_ if x in ds}) != 20:
        err('ref/set69_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET65))  # set 65's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 65's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set65_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''    # ---- scenarios: set 69 reuses universes ----''', '''    # ---- scenarios: set 70 reuses universes ----''')
rep('''    # hold set 64's 20 scenarios (ref/set64_scenarios.json), in set 64's order; represent each by its lowest
    # record id that is not set 64's id. Recomputed here.''', '''    # hold set 65's 20 scenarios (ref/set65_scenarios.json), in set 65's order; represent each by its lowest
    # record id that is not set 65's id. Recomputed here.''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set69_scenarios.json'))) != chosen:
            err('ref/set69_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set69_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set70_scenarios.json'))) != chosen:
            err('ref/set70_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set70_scenarios.json: %s' % e)
    # set 69's own choices file (saved as ref/set69_scenario_choices.json) must agree with ref/set69_scenarios.json
    try:
        s69 = [c['scenario'] for c in json.load(open(SET69_CHOICES))['chosen']]
        if len(s69) != 20 or s69 != json.load(open(SET69)):
            err('ref/set69_scenario_choices.json should list 20 chosen ids, those of ref/set69_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET69_CHOICES, e))''')
rep('''is not used by set 69' % x)''', '''is not used by set 70' % x)''')
rep('''            err('chosen scenario %s is one of set 64\\'s own ids' % x)''', '''            err('chosen scenario %s is one of set 65\\'s own ids' % x)''')
rep('''            err('scenario %s is not in one of set 64\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 65\\'s trees' % sc)''')
rep('''    # set 69's brief asks for exact counts''', '''    # set 70's brief asks for exact counts''')
rep('''    # set 69's notes are prose''', '''    # set 70's notes are prose''')
rep('''                err('new tag %s appears in set 68\\'s README' % t)''', '''                err('new tag %s appears in set 69\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 68\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 69\\'s README' % t)''')
rep('''        err('set 68\\'s README not found at %s' % SET30_README)''', '''        err('set 69\\'s README not found at %s' % SET30_README)''')
rep('''is a prose style of sets 41 to 68 or a near variant' % t)''', '''is a prose style of sets 41 to 69 or a near variant' % t)''')
rep('''(trees distinct, all set 64\\'s trees, none of set 64\\'s ids)''', '''(trees distinct, all set 65\\'s trees, none of set 65\\'s ids)''')
for a, b in R:
    n = s.count(a)
    if n != 1:
        sys.exit('replacement hits %d times: %r' % (n, a[:80]))
    s = s.replace(a, b)
open(P, 'w', encoding='utf-8').write(s)
print(len(R), 'replacements')
