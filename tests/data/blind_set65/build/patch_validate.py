#!/usr/bin/env python3
"""Set 65: adapt set 64's validate.py (copied beside this folder) in place. Every replacement must hit once."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old[:80], n)
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 64 (claims.jsonl, estimates.jsonl, README.md).

Set 63's checker with set 64's tags and counts, set 64's scenario rule (reused universes: the 20 trees
that hold set 59's 20 scenarios, in set 59's order, each represented by its lowest record id that is not
set 59's id), and set 64's prose notes''', '''"""Stdlib-only checker for blind set 65 (claims.jsonl, estimates.jsonl, README.md).

Set 64's checker with set 65's tags and counts, set 65's scenario rule (reused universes: the 20 trees
that hold set 60's 20 scenarios, in set 60's order, each represented by its lowest record id that is not
set 60's id), and set 65's prose notes''')
rep("""SET63_CHOICES = os.path.join(HERE, 'ref', 'set63_scenario_choices.json')
""", """SET63_CHOICES = os.path.join(HERE, 'ref', 'set63_scenario_choices.json')
SET64 = os.path.join(HERE, 'ref', 'set64_scenarios.json')
SET64_CHOICES = os.path.join(HERE, 'ref', 'set64_scenario_choices.json')
""")
rep("""# set 63's README: beside this folder (set 63 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set63', 'README.md')""",
    """# set 64's README: beside this folder (set 64 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set64', 'README.md')""")
rep("""    # set 64 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 64's new tags, each with committing and adversarial forms (checked below)
    'fumigator_canister': 12, 'hydrologist_weir': 12, 'geologist_hammer': 12, 'deckhand_winch': 12,
    'trombonist_slide': 12, 'whittler_penknife': 12, 'orienteer_compass': 12, 'rigger_shackle': 12,""",
    """    # set 65 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 65's new tags, each with committing and adversarial forms (checked below)
    'dendrochronologist_borer': 12, 'phlebotomist_tourniquet': 12, 'turbinetech_nacelle': 12,
    'indexer_concordance': 12, 'censustaker_doorstep': 12, 'customsofficer_declaration': 12,
    'dairymaid_churn': 12, 'canoeist_paddle': 12,""")
rep("""NEW_CLAIM_TAGS = ['fumigator_canister', 'hydrologist_weir', 'geologist_hammer', 'deckhand_winch',
                  'trombonist_slide', 'whittler_penknife', 'orienteer_compass', 'rigger_shackle']""",
    """NEW_CLAIM_TAGS = ['dendrochronologist_borer', 'phlebotomist_tourniquet', 'turbinetech_nacelle',
                  'indexer_concordance', 'censustaker_doorstep', 'customsofficer_declaration',
                  'dairymaid_churn', 'canoeist_paddle']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 63's tags""", """EARLIER_CLAIM_TAGS = {
    # set 64's tags, their words and near variants (from set 64's README)
    'fumigator_canister', 'hydrologist_weir', 'geologist_hammer', 'deckhand_winch', 'trombonist_slide',
    'whittler_penknife', 'orienteer_compass', 'rigger_shackle', 'fumigator', 'fumigate', 'fumigation',
    'canister', 'pest', 'pests', 'hydrologist', 'hydrology', 'weir', 'river', 'geologist', 'geology', 'hammer',
    'rock', 'rocks', 'deckhand', 'deck', 'winch', 'boat', 'trombonist', 'trombone', 'slide', 'brass', 'whittler',
    'whittle', 'penknife', 'knife', 'wood', 'orienteer', 'orienteering', 'compass', 'rigger', 'rigging',
    'shackle', 'load',
    # set 65's dropped candidates (full tags, and words found listed or near)
    'censustaker_tally', 'rinkattendant_resurfacer', 'makeupartist_palette', 'sumowrestler_dohyo',
    'drummer_snare', 'accordionist_bellows', 'acrobat_trapeze', 'keycutter_blank', 'toymaker_spinningtop',
    'armourer_chainmail', 'cutler_tang', 'ostler_hayrack', 'groundsman_roller', 'ballboy_racket',
    'animator_flipbook', 'pizzaiolo_peel', 'boilermaker_gauge', 'tyrefitter_jack', 'newsagent_rack',
    'bellfounder_mould', 'chemist_burette', 'dendrochronologist_corer', 'rower_ergometer', 'lineworker_bucket',
    # set 63's tags""")
rep("""            # new in set 64 (prose styles)
            'so_called', 'on_paper', 'at_face_value', 'in_earnest', 'in_passing', 'for_good'}
NEW_EST_TAGS = ['so_called', 'on_paper', 'at_face_value', 'in_earnest', 'in_passing', 'for_good']
# set 64: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {""", """            # new in set 64 (prose styles)
            'so_called', 'on_paper', 'at_face_value', 'in_earnest', 'in_passing', 'for_good',
            # new in set 65 (prose styles)
            'point_blank', 'under_wraps', 'hook_line_and_sinker', 'tooth_and_nail', 'from_scratch', 'by_default'}
NEW_EST_TAGS = ['point_blank', 'under_wraps', 'hook_line_and_sinker', 'tooth_and_nail', 'from_scratch',
                'by_default']
# set 65: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'point_blank': [r'(?i)\\bpoint[- ]blank\\b'],
    'under_wraps': [r'(?i)\\bunder wraps\\b'],
    'hook_line_and_sinker': [r'(?i)\\bhook, line,? and sinker\\b'],
    'tooth_and_nail': [r'(?i)\\btooth and nail\\b'],
    'from_scratch': [r'(?i)\\bfrom scratch\\b'],
    'by_default': [r'(?i)\\bby default\\b'],
}
# set 64's patterns (kept for the record; set 64's styles are not used here)
SET64_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 64's prose styles and near variants (from set 64's README)
                        'so_called', 'so-called', 'called', 'on_paper', 'paper', 'at_face_value', 'face_value',
                        'face', 'in_earnest', 'earnest', 'in_passing', 'passing', 'for_good', 'good',
                        # set 65's dropped candidates
                        'by_and_large', 'at_long_last', 'in_vain', 'to_no_avail', 'as_it_were', 'of_course',
                        'out_of_the_blue', 'on_the_fence', 'on_a_hunch', 'at_a_glance', 'to_the_letter',
                        'out_of_hand', 'in_good_faith', 'once_and_for_all', 'all_along', 'word_for_word',
                        'second_hand', 'in_principle', 'with_a_grain_of_salt', 'in_the_end', 'in_the_meantime',
                        'by_heart', 'in_the_bag', 'on_the_nose',
""")
rep("""    # ---- scenarios: set 64 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 59's 20 scenarios (ref/set59_scenarios.json), in set 59's order; represent each by its lowest
    # record id that is not set 59's id. Recomputed here.""", """    # ---- scenarios: set 65 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 60's 20 scenarios (ref/set60_scenarios.json), in set 60's order; represent each by its lowest
    # record id that is not set 60's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET59))  # set 59's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 59's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set59_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s64x_ = json.load(open(SET64))
    if len(s64x_) != 20 or len({ds[x][2] for x in s64x_ if x in ds}) != 20:
        err('ref/set64_scenarios.json should list 20 scenarios with 20 distinct trees')
    s59x_ = json.load(open(SET59))
    if len(s59x_) != 20 or len({ds[x][2] for x in s59x_ if x in ds}) != 20:
        err('ref/set59_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET60))  # set 60's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 60's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set60_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set64_scenarios.json'))) != chosen:
            err('ref/set64_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set64_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set65_scenarios.json'))) != chosen:
            err('ref/set65_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set65_scenarios.json: %s' % e)
    # set 64's own choices file (saved as ref/set64_scenario_choices.json) must agree with ref/set64_scenarios.json
    try:
        s64 = [c['scenario'] for c in json.load(open(SET64_CHOICES))['chosen']]
        if len(s64) != 20 or s64 != json.load(open(SET64)):
            err('ref/set64_scenario_choices.json should list 20 chosen ids, those of ref/set64_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET64_CHOICES, e))
""")
rep("""is not used by set 64' % x)""", """is not used by set 65' % x)""")
rep("""            err('chosen scenario %s is one of set 59\\'s own ids' % x)""",
    """            err('chosen scenario %s is one of set 60\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 59\\'s trees' % sc)""",
    """            err('scenario %s is not in one of set 60\\'s trees' % sc)""")
rep("""    # set 64's brief asks for exact counts""", """    # set 65's brief asks for exact counts""")
rep("""    # set 64's notes are prose""", """    # set 65's notes are prose""")
rep("""err('new tag %s appears in set 63\\'s README' % t)""", """err('new tag %s appears in set 64\\'s README' % t)""")
rep("""err('new tag %s (with a space) appears in set 63\\'s README' % t)""",
    """err('new tag %s (with a space) appears in set 64\\'s README' % t)""")
rep("""err('set 63\\'s README not found at %s' % SET30_README)""", """err('set 64\\'s README not found at %s' % SET30_README)""")
rep("""is a prose style of sets 41 to 63 or a near variant' % t)""", """is a prose style of sets 41 to 64 or a near variant' % t)""")
rep("""all set 59\\'s trees, none of set 59\\'s ids)""", """all set 60\\'s trees, none of set 60\\'s ids)""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
