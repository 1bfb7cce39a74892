#!/usr/bin/env python3
"""Adapts set 67's validate.py to set 68 (every replacement asserted to hit exactly once)."""
import os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(a, b, n=1):
    global s
    assert s.count(a) == n, (s.count(a), a)
    s = s.replace(a, b)


rep('''"""Stdlib-only checker for blind set 67 (claims.jsonl, estimates.jsonl, README.md).

Set 66's checker with set 67's tags and counts, set 67's scenario rule (reused universes: the 20 trees
that hold set 62's 20 scenarios, in set 62's order, each represented by its lowest record id that is not
set 62's id), and set 67's prose notes''', '''"""Stdlib-only checker for blind set 68 (claims.jsonl, estimates.jsonl, README.md).

Set 67's checker with set 68's tags and counts, set 68's scenario rule (reused universes: the 20 trees
that hold set 63's 20 scenarios, in set 63's order, each represented by its lowest record id that is not
set 63's id), and set 68's prose notes''')
rep('''SET66_CHOICES = os.path.join(HERE, 'ref', 'set66_scenario_choices.json')
# set 66's README: beside this folder (set 66 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set66', 'README.md')''',
    '''SET66_CHOICES = os.path.join(HERE, 'ref', 'set66_scenario_choices.json')
SET67 = os.path.join(HERE, 'ref', 'set67_scenarios.json')
SET67_CHOICES = os.path.join(HERE, 'ref', 'set67_scenario_choices.json')
# set 67's README: beside this folder (set 67 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set67', 'README.md')''')
rep('''    # set 67 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''',
    '''    # set 68 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''')
rep('''    # set 67's new tags, each with committing and adversarial forms (checked below)
    'saunameister_ladle': 12, 'invigilator_examhall': 12, 'demolisher_wreckingball': 12, 'braillist_stylus': 12,
    'chestnutroaster_brazier': 12, 'shelffiller_pricegun': 12, 'docshredder_confetti': 12,
    'polygrapher_sensorpad': 12,''', '''    # set 68's new tags, each with committing and adversarial forms (checked below)
    'cakedecorator_fondant': 12, 'registrar_certificate': 12, 'cryptozoologist_footprintcast': 12, 'rickshawpuller_canopy': 12,
    'trampolinist_somersault': 12, 'silhouettist_scissors': 12, 'kelpgatherer_sickle': 12,
    'surgeon_scalpel': 12,''')
rep('''NEW_CLAIM_TAGS = ['saunameister_ladle', 'invigilator_examhall', 'demolisher_wreckingball', 'braillist_stylus',
                  'chestnutroaster_brazier', 'shelffiller_pricegun', 'docshredder_confetti',
                  'polygrapher_sensorpad']''', '''NEW_CLAIM_TAGS = ['cakedecorator_fondant', 'registrar_certificate', 'cryptozoologist_footprintcast',
                  'rickshawpuller_canopy',
                  'trampolinist_somersault', 'silhouettist_scissors', 'kelpgatherer_sickle',
                  'surgeon_scalpel']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 66's tags''', '''EARLIER_CLAIM_TAGS = {
    # set 67's tags, their words and near variants (from set 67's README and validator)
    'saunameister_ladle', 'invigilator_examhall', 'demolisher_wreckingball', 'braillist_stylus',
    'chestnutroaster_brazier', 'shelffiller_pricegun', 'docshredder_confetti', 'polygrapher_sensorpad',
    'saunameister', 'sauna', 'ladle', 'invigilator', 'examhall', 'exam', 'demolisher', 'demolition',
    'wreckingball', 'wrecking', 'braillist', 'braille', 'stylus', 'chestnutroaster', 'chestnut', 'roaster',
    'brazier', 'shelffiller', 'shelf', 'pricegun', 'price', 'docshredder', 'shredder', 'shredding', 'confetti',
    'polygrapher', 'polygraph', 'sensorpad', 'lie_detector',
    # set 68's dropped candidates (full tags: an earlier tag found in set 67's validator, or a word of one inside)
    'welder_visor', 'veterinarian_stethoscope', 'seaweedharvester_sickle', 'glovemaker_stretcher',
    'fireeater_torch', 'courier_satchel', 'lockpicker_tension', 'silhouettist_blackcard', 'artrestorer_swab',
    'drycleaner_conveyor', 'pavementartist_chalk', 'abseiler_descender', 'embroiderer_tambour',
    'kintsugirepairer_lacquer', 'cryptozoologist_plastercast',
    # set 66's tags''')
rep('''            # new in set 67 (prose styles)
            'thin_ice', 'cry_wolf', 'tip_of_the_iceberg', 'needle_in_a_haystack', 'sour_grapes', 'jump_the_gun'}
NEW_EST_TAGS = ['thin_ice', 'cry_wolf', 'tip_of_the_iceberg', 'needle_in_a_haystack', 'sour_grapes',
                'jump_the_gun']
# set 67: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''', '''            # new in set 67 (prose styles)
            'thin_ice', 'cry_wolf', 'tip_of_the_iceberg', 'needle_in_a_haystack', 'sour_grapes', 'jump_the_gun',
            # new in set 68 (prose styles)
            'full_circle', 'moving_target', 'hot_potato', 'rabbit_hole', 'fools_gold', 'crystal_ball'}
NEW_EST_TAGS = ['full_circle', 'moving_target', 'hot_potato', 'rabbit_hole', 'fools_gold', 'crystal_ball']
# set 68: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'full_circle': [r'(?i)\\bfull circle\\b'],
    'moving_target': [r'(?i)\\bmoving targets?\\b'],
    'hot_potato': [r'(?i)\\bhot potato(es)?\\b'],
    'rabbit_hole': [r'(?i)\\brabbit[- ]holes?\\b'],
    'fools_gold': [r"(?i)\\bfool'?s'? gold\\b"],
    'crystal_ball': [r'(?i)\\bcrystal balls?\\b'],
}
# set 67's patterns (kept for the record; set 67's styles are not used here)
SET67_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 66's prose styles''', '''SET41_STYLE_VARIANTS = {
                        # set 67's prose styles and near variants (from set 67's README)
                        'thin_ice', 'thin', 'ice', 'cry_wolf', 'cry', 'wolf', 'cried_wolf', 'tip_of_the_iceberg',
                        'tip', 'iceberg', 'needle_in_a_haystack', 'needle', 'haystack', 'sour_grapes', 'sour',
                        'grapes', 'jump_the_gun', 'jump', 'gun', 'jumped_the_gun',
                        # set 68's dropped candidates
                        'poker_face', 'blind_spot', 'paper_tiger', 'dark_horse', 'last_straw', 'cold_comfort',
                        'sitting_duck', 'open_book',
                        # set 66's prose styles''')
rep('''    s28_ = json.load(open(SET62))  # set 62's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 62's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set62_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s67x_ = json.load(open(SET67))
    if len(s67x_) != 20 or len({ds[x][2] for x in s67x_ if x in ds}) != 20:
        err('ref/set67_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET63))  # set 63's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 63's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set63_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''    # ---- scenarios: set 67 reuses universes ----''', '''    # ---- scenarios: set 68 reuses universes ----''')
rep('''    # hold set 62's 20 scenarios (ref/set62_scenarios.json), in set 62's order; represent each by its lowest
    # record id that is not set 62's id. Recomputed here.''', '''    # hold set 63's 20 scenarios (ref/set63_scenarios.json), in set 63's order; represent each by its lowest
    # record id that is not set 63's id. Recomputed here.''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set67_scenarios.json'))) != chosen:
            err('ref/set67_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set67_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set68_scenarios.json'))) != chosen:
            err('ref/set68_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set68_scenarios.json: %s' % e)
    # set 67's own choices file (saved as ref/set67_scenario_choices.json) must agree with ref/set67_scenarios.json
    try:
        s67 = [c['scenario'] for c in json.load(open(SET67_CHOICES))['chosen']]
        if len(s67) != 20 or s67 != json.load(open(SET67)):
            err('ref/set67_scenario_choices.json should list 20 chosen ids, those of ref/set67_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET67_CHOICES, e))''')
rep("is not used by set 67' % x)", "is not used by set 68' % x)")
rep("err('chosen scenario %s is one of set 62\\'s own ids' % x)", "err('chosen scenario %s is one of set 63\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 62\\'s trees' % sc)", "err('scenario %s is not in one of set 63\\'s trees' % sc)")
rep("    # set 67's brief asks for exact counts", "    # set 68's brief asks for exact counts")
rep("    # set 67's notes are prose:", "    # set 68's notes are prose:")
rep("err('new tag %s appears in set 66\\'s README' % t)", "err('new tag %s appears in set 67\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 66\\'s README' % t)", "err('new tag %s (with a space) appears in set 67\\'s README' % t)")
rep("err('set 66\\'s README not found at %s' % SET30_README)", "err('set 67\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 66 or a near variant' % t)", "is a prose style of sets 41 to 67 or a near variant' % t)")
rep("(trees distinct, all set 62\\'s trees, none of set 62\\'s ids)", "(trees distinct, all set 63\\'s trees, none of set 63\\'s ids)")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
