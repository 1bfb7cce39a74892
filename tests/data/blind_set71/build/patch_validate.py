#!/usr/bin/env python3
"""Adapt set 70's validate.py (copied beside this folder as validate.py) to set 71. Every replacement must hit once."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()
n = 0


def rep(a, b, count=1):
    global s, n
    c = s.count(a)
    assert c == count, (c, a[:80])
    s = s.replace(a, b)
    n += 1


rep('''"""Stdlib-only checker for blind set 70 (claims.jsonl, estimates.jsonl, README.md).

Set 69's checker with set 70's tags and counts, set 70's scenario rule (reused universes: the 20 trees
that hold set 65's 20 scenarios, in set 65's order, each represented by its lowest record id that is not
set 65's id), and set 70's prose notes''', '''"""Stdlib-only checker for blind set 71 (claims.jsonl, estimates.jsonl, README.md).

Set 70's checker with set 71's tags and counts, set 71's scenario rule (reused universes: the 20 trees
that hold set 66's 20 scenarios, in set 66's order, each represented by its lowest record id that is not
set 66's id), and set 71's prose notes''')
rep('''SET69_CHOICES = os.path.join(HERE, 'ref', 'set69_scenario_choices.json')
# set 69's README: beside this folder (set 69 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set69', 'README.md')''', '''SET69_CHOICES = os.path.join(HERE, 'ref', 'set69_scenario_choices.json')
SET70 = os.path.join(HERE, 'ref', 'set70_scenarios.json')
SET70_CHOICES = os.path.join(HERE, 'ref', 'set70_scenario_choices.json')
# set 70's README: beside this folder (set 70 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set70', 'README.md')''')
rep('''    # set 70 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 70's new tags, each with committing and adversarial forms (checked below)
    'zorbist_orb': 12, 'gurner_braffin': 12, 'marbler_taw': 12, 'pelotari_cesta': 12,
    'biathlete_rifle': 12, 'kabaddiraider_lobby': 12, 'korfballer_korf': 12, 'hurler_sliotar': 12,''',
    '''    # set 71 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 71's new tags, each with committing and adversarial forms (checked below)
    'hornusser_schindel': 12, 'kendamist_tama': 12, 'cornholer_beanbag': 12, 'foosballer_rod': 12,
    'pinballer_plunger': 12, 'tejista_bocin': 12, 'kubber_kastpinne': 12, 'schwinger_sawdust': 12,''')
rep('''NEW_CLAIM_TAGS = ['zorbist_orb', 'gurner_braffin', 'marbler_taw', 'pelotari_cesta', 'biathlete_rifle',
                  'kabaddiraider_lobby', 'korfballer_korf', 'hurler_sliotar']''',
    '''NEW_CLAIM_TAGS = ['hornusser_schindel', 'kendamist_tama', 'cornholer_beanbag', 'foosballer_rod', 'pinballer_plunger',
                  'tejista_bocin', 'kubber_kastpinne', 'schwinger_sawdust']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 69's tags, their words and domain words (from set 69's README and validator)''', '''EARLIER_CLAIM_TAGS = {
    # set 70's tags, their words and domain words (from set 70's README and validator)
    'zorbist_orb', 'gurner_braffin', 'marbler_taw', 'pelotari_cesta', 'biathlete_rifle', 'kabaddiraider_lobby',
    'korfballer_korf', 'hurler_sliotar', 'zorbist', 'orb', 'gurner', 'braffin', 'marbler', 'taw', 'pelotari',
    'cesta', 'biathlete', 'rifle', 'kabaddiraider', 'lobby', 'korfballer', 'korf', 'hurler', 'sliotar', 'zorb',
    'zorbing', 'gurning', 'collar', 'marbles', 'fronton', 'biathlon', 'kabaddi', 'raider', 'korfball', 'hurley',
    # set 71's dropped candidates (a word check failed, or the pastime is near an earlier one)
    'sheepshearer_clippers', 'bellows_smith', 'morrisdancer_baldric', 'tugofwar_rope', 'knucklebones_jack',
    'drystonewaller_hammer', 'wormcharmer_fork', 'cupstacker_stackmat', 'tejista_mecha', 'poispinner_tether',
    'slackliner_ratchet', 'geocacher_logbook', 'speedcuber_cube', 'discgolfer_putter', 'floorballer_blade',
    'stoolballer_wicket', 'unicyclist_seatpost', 'hooper_hula', 'fingerboarder_grip', 'traceur_vault',
    'detectorist_trowel', 'twitcher_scope', 'dissectologist_jigsaw', 'cruciverbalist_grid', 'mahjongist_tile',
    'diabolist_handstick', 'trugoist_mallet', 'skeeballer_ramp', 'airhockeyist_mallet', 'scrabbler_rack',
    'bingocaller_dauber', 'octopusher_pusher', 'carromist_striker', 'crokinoler_ditch', 'chapandaz_buzkashi',
    'molkkyist_skittle', 'shogist_koma', 'gorodkist_bita', 'kinballer_omnikin', 'lagorist_pithoo',
    # set 69's tags, their words and domain words (from set 69's README and validator)''')
rep("""            'silver_lining'}
NEW_EST_TAGS = ['lip_service', 'crocodile_tears', 'muddy_waters', 'feather_in_its_cap', 'tempest_in_a_teapot',
                'silver_lining']
# set 70: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {""", """            'silver_lining',
            # new in set 71 (prose styles)
            'pyrrhic_victory', 'potemkin_village', 'gordian_knot', 'swan_song', 'sacred_cow', 'scorched_earth'}
NEW_EST_TAGS = ['pyrrhic_victory', 'potemkin_village', 'gordian_knot', 'swan_song', 'sacred_cow', 'scorched_earth']
# set 71: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'pyrrhic_victory': [r'(?i)\\bpyrrhic victor(y|ies)\\b'],
    'potemkin_village': [r'(?i)\\bpotemkin villages?\\b'],
    'gordian_knot': [r'(?i)\\bgordian knots?\\b'],
    'swan_song': [r'(?i)\\bswan[- ]songs?\\b'],
    'sacred_cow': [r'(?i)\\bsacred cows?\\b'],
    'scorched_earth': [r'(?i)\\bscorched[- ]earth\\b'],
}
# set 70's patterns (kept for the record; set 70's styles are not used here)
SET70_STYLE_PATTERNS = {""")
rep('''SET41_STYLE_VARIANTS = {
                        # set 69's prose styles''', '''SET41_STYLE_VARIANTS = {
                        # set 70's prose styles and near variants (from set 70's README)
                        'lip_service', 'lip', 'service', 'lip-service', 'crocodile_tears', 'crocodile', 'tears',
                        'muddy_waters', 'muddy', 'waters', 'muddied_the_waters', 'muddy_the_waters',
                        'feather_in_its_cap', 'feather', 'cap', 'feathers_in_its_cap', 'feather_in_my_cap',
                        'tempest_in_a_teapot', 'tempest', 'teapot', 'storm_in_a_teacup', 'silver_lining', 'silver',
                        'lining', 'silver_linings',
                        # set 71's dropped candidates (an entry already, a word of an entry or of a claim tag,
                        # a word in set 70's README or validator, or near one in meaning)
                        'red_tape', 'wild_card', 'false_dawn', 'bait_and_switch', 'smoke_screen', 'open_secret',
                        'blank_cheque', 'song_and_dance', 'old_hat', 'wet_blanket', 'brass_tacks', 'pig_in_a_poke',
                        'mares_nest', 'curates_egg', 'hobsons_choice', 'moot_point', 'kettle_of_fish',
                        'bolt_from_the_blue', 'bated_breath', 'snake_oil', 'straw_in_the_wind', 'gift_horse',
                        'hue_and_cry', 'halcyon_days', 'spanner_in_the_works', 'cock_and_bull', 'chinese_whispers',
                        'will_o_the_wisp', 'goose_egg', 'penny_drops', 'sabre_rattling', 'damascene_moment',
                        'trial_balloon', 'procrustean_bed', 'augean_stables', 'midas_touch', 'salad_days',
                        'double_dutch', 'stalking_horse', 'whipping_boy', 'hostage_to_fortune',
                        'canary_in_the_coal_mine', 'busmans_holiday', 'albatross', 'sisyphean_task', 'dutch_courage',
                        'mexican_standoff', 'forlorn_hope', 'ivory_tower', 'scapegoat', 'ostrich', 'hair_of_the_dog',
                        # set 69's prose styles''')
rep('''    # ---- scenarios: set 70 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 65's 20 scenarios (ref/set65_scenarios.json), in set 65's order; represent each by its lowest
    # record id that is not set 65's id. Recomputed here.''', '''    # ---- scenarios: set 71 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 66's 20 scenarios (ref/set66_scenarios.json), in set 66's order; represent each by its lowest
    # record id that is not set 66's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET65))  # set 65's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 65's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set65_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s70x_ = json.load(open(SET70))
    if len(s70x_) != 20 or len({ds[x][2] for x in s70x_ if x in ds}) != 20:
        err('ref/set70_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET66))  # set 66's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 66's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set66_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set70_scenarios.json'))) != chosen:
            err('ref/set70_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set70_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set71_scenarios.json'))) != chosen:
            err('ref/set71_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set71_scenarios.json: %s' % e)
    # set 70's own choices file (saved as ref/set70_scenario_choices.json) must agree with ref/set70_scenarios.json
    try:
        s70 = [c['scenario'] for c in json.load(open(SET70_CHOICES))['chosen']]
        if len(s70) != 20 or s70 != json.load(open(SET70)):
            err('ref/set70_scenario_choices.json should list 20 chosen ids, those of ref/set70_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET70_CHOICES, e))''')
rep("""is not used by set 70' % x)""", """is not used by set 71' % x)""")
rep("""is one of set 65\\'s own ids' % x)""", """is one of set 66\\'s own ids' % x)""")
rep("""is not in one of set 65\\'s trees' % sc)""", """is not in one of set 66\\'s trees' % sc)""")
rep("""    # set 70's brief asks for exact counts""", """    # set 71's brief asks for exact counts""")
rep("""    # set 70's notes are prose""", """    # set 71's notes are prose""")
rep("""appears in set 69\\'s README' % t)""", """appears in set 70\\'s README' % t)""", count=2)
rep("""err('set 69\\'s README not found at %s' % SET30_README)""", """err('set 70\\'s README not found at %s' % SET30_README)""")
rep("""a prose style of sets 41 to 69 or a near variant""", """a prose style of sets 41 to 70 or a near variant""")
rep("""all set 65\\'s trees, none of set 65\\'s ids)""", """all set 66\\'s trees, none of set 66\\'s ids)""")
open(P, 'w', encoding='utf-8').write(s)
print(n, 'replacements')
