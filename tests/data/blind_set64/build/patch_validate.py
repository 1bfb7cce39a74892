#!/usr/bin/env python3
"""Adapt set 63's validate.py (copied beside this folder's build/) to set 64. Every replacement must hit once."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P).read()


def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (n, old[:80])
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 63 (claims.jsonl, estimates.jsonl, README.md).

Set 62's checker with set 63's tags and counts, set 63's scenario rule (reused universes: the 20 trees
that hold set 58's 20 scenarios, in set 58's order, each represented by its lowest record id that is not
set 58's id), and set 63's prose notes''',
    '''"""Stdlib-only checker for blind set 64 (claims.jsonl, estimates.jsonl, README.md).

Set 63's checker with set 64's tags and counts, set 64's scenario rule (reused universes: the 20 trees
that hold set 59's 20 scenarios, in set 59's order, each represented by its lowest record id that is not
set 59's id), and set 64's prose notes''')
rep('''SET62_CHOICES = os.path.join(HERE, 'ref', 'set62_scenario_choices.json')
''', '''SET62_CHOICES = os.path.join(HERE, 'ref', 'set62_scenario_choices.json')
SET63 = os.path.join(HERE, 'ref', 'set63_scenarios.json')
SET63_CHOICES = os.path.join(HERE, 'ref', 'set63_scenario_choices.json')
''')
rep('''# set 62's README: beside this folder (set 62 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set62', 'README.md')''',
    '''# set 63's README: beside this folder (set 63 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set63', 'README.md')''')
rep('''    # set 63 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 63's new tags, each with committing and adversarial forms (checked below)
    'dietitian_mealplan': 12, 'negotiator_hotline': 12, 'yogateacher_mat': 12, 'proofreader_redpen': 12,
    'archivist_accession': 12, 'bailiff_writ': 12, 'trafficwarden_meter': 12, 'midwife_birthpool': 12,''',
    '''    # set 64 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 64's new tags, each with committing and adversarial forms (checked below)
    'fumigator_canister': 12, 'hydrologist_weir': 12, 'geologist_hammer': 12, 'deckhand_winch': 12,
    'trombonist_slide': 12, 'whittler_penknife': 12, 'orienteer_compass': 12, 'rigger_shackle': 12,''')
rep('''NEW_CLAIM_TAGS = ['dietitian_mealplan', 'negotiator_hotline', 'yogateacher_mat', 'proofreader_redpen',
                  'archivist_accession', 'bailiff_writ', 'trafficwarden_meter', 'midwife_birthpool']''',
    '''NEW_CLAIM_TAGS = ['fumigator_canister', 'hydrologist_weir', 'geologist_hammer', 'deckhand_winch',
                  'trombonist_slide', 'whittler_penknife', 'orienteer_compass', 'rigger_shackle']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 63's tags, their words and near variants (from set 63's README)
    'dietitian_mealplan', 'negotiator_hotline', 'yogateacher_mat', 'proofreader_redpen', 'archivist_accession',
    'bailiff_writ', 'trafficwarden_meter', 'midwife_birthpool', 'dietitian', 'diet', 'meal', 'mealplan',
    'nutrition', 'negotiator', 'negotiation', 'hotline', 'hostage', 'yoga', 'yogateacher', 'teacher', 'mat',
    'proofreader', 'proof', 'redpen', 'red', 'pen', 'archivist', 'archive', 'accession', 'bailiff', 'writ',
    'court', 'trafficwarden', 'traffic', 'warden', 'meter', 'parking', 'midwife', 'midwifery', 'birth',
    'birthpool',
    # set 64's dropped candidates (full tags only)
    'beekeeper_smoker', 'locksmith_tumbler', 'puppeteer_marionette', 'sommelier_decanter', 'shepherd_crook',
    'tailor_thimble', 'farrier_horseshoe', 'organist_stops', 'taxidermist_glasseye', 'cooper_barrel',
    'thatcher_reed', 'croupier_roulette', 'surveyor_theodolite', 'luthier_fretboard', 'sailmaker_grommet',
    'mountaineer_carabiner', 'gondolier_oar', 'plumber_wrench', 'wheelwright_spoke', 'meteorologist_isobar',
    'lighthousekeeper_lamp', 'cartographer_contour', 'upholsterer_tacks', 'ferryman_gangplank', 'typesetter_slug',
    'chandler_wick', 'cabinetmaker_dovetail', 'assayer_crucible', 'herald_tabard', 'tollkeeper_barrier',
    'molecatcher_trap', 'busker_hatful', 'bagpiper_drones', 'oysterman_dredge', 'milkman_crate',
    'lamplighter_ladder', 'sexton_spade', 'cantor_tuningfork', 'mosaicist_tesserae', 'topiarist_shears',
    'projectionist_reel', 'bargee_tiller', 'dowser_hazelrod', 'usher_programme', 'bellhop_luggage',
    'ticketinspector_punch', 'hotelier_keycard', 'ropemaker_ropewalk', 'lacemaker_bobbin', 'surfer_wax',
    'hypnotist_pendulum', 'roofer_slates',
''')
rep('''            # new in set 63 (prose styles)
            'fractions', 'have_got', 'mind_collocations', 'none_other_than', 'whereupon', 'in_the_dark'}
NEW_EST_TAGS = ['fractions', 'have_got', 'mind_collocations', 'none_other_than', 'whereupon', 'in_the_dark']
# set 63: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''', '''            # new in set 63 (prose styles)
            'fractions', 'have_got', 'mind_collocations', 'none_other_than', 'whereupon', 'in_the_dark',
            # new in set 64 (prose styles)
            'so_called', 'on_paper', 'at_face_value', 'in_earnest', 'in_passing', 'for_good'}
NEW_EST_TAGS = ['so_called', 'on_paper', 'at_face_value', 'in_earnest', 'in_passing', 'for_good']
# set 64: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'so_called': [r'(?i)\\bso[- ]called\\b'],
    'on_paper': [r'(?i)\\bon paper\\b'],
    'at_face_value': [r'(?i)\\bat face value\\b'],
    'in_earnest': [r'(?i)\\bin earnest\\b'],
    'in_passing': [r'(?i)\\bin passing\\b'],
    'for_good': [r'(?i)\\bfor good\\b'],
}
# set 63's patterns (kept for the record; set 63's styles are not used here)
SET63_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 63's prose styles and near variants (from set 63's README)
                        'fractions', 'fraction', 'have_got', 'got', 'mind_collocations', 'mind', 'minds',
                        'collocation', 'collocations', 'none_other_than', 'whereupon', 'in_the_dark', 'dark',
                        'in_the_know',
                        # set 64's dropped candidates
                        'end_up', 'absolute_clauses', 'save_for', 'to_its_credit', 'in_a_word', 'courtesy_of',
                        'be_to', 'as_though', 'used_to', 'no_sooner', 'lo_and_behold', 'come_to', 'get_passives',
                        'on_board', 'to_and_fro', 'in_so_many_words', 'if_not',
''')
rep("    # ---- scenarios: set 63 reuses universes ----", "    # ---- scenarios: set 64 reuses universes ----")
rep('''    # hold set 58's 20 scenarios (ref/set58_scenarios.json), in set 58's order; represent each by its lowest
    # record id that is not set 58's id. Recomputed here.''',
    '''    # hold set 59's 20 scenarios (ref/set59_scenarios.json), in set 59's order; represent each by its lowest
    # record id that is not set 59's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET58))  # set 58's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 58's trees (name kept from set 39's checker)''',
    '''    s58x_ = json.load(open(SET58))
    if len(s58x_) != 20 or len({ds[x][2] for x in s58x_ if x in ds}) != 20:
        err('ref/set58_scenarios.json should list 20 scenarios with 20 distinct trees')
    s63x_ = json.load(open(SET63))
    if len(s63x_) != 20 or len({ds[x][2] for x in s63x_ if x in ds}) != 20:
        err('ref/set63_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET59))  # set 59's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 59's trees (name kept from set 39's checker)''')
rep('''        err('ref/set58_scenarios.json should list 20 scenarios with 20 distinct trees')
    s52_''', '''        err('ref/set59_scenarios.json should list 20 scenarios with 20 distinct trees')
    s52_''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set63_scenarios.json'))) != chosen:
            err('ref/set63_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set63_scenarios.json: %s' % e)''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set64_scenarios.json'))) != chosen:
            err('ref/set64_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set64_scenarios.json: %s' % e)
    # set 63's own choices file (saved as ref/set63_scenario_choices.json) must agree with ref/set63_scenarios.json
    try:
        s63 = [c['scenario'] for c in json.load(open(SET63_CHOICES))['chosen']]
        if len(s63) != 20 or s63 != json.load(open(SET63)):
            err('ref/set63_scenario_choices.json should list 20 chosen ids, those of ref/set63_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET63_CHOICES, e))''')
rep("is not used by set 63' % x)", "is not used by set 64' % x)")
rep("is one of set 58\\'s own ids' % x)", "is one of set 59\\'s own ids' % x)")
rep("is not in one of set 58\\'s trees' % sc)", "is not in one of set 59\\'s trees' % sc)")
rep("    # set 63's brief asks for exact counts", "    # set 64's brief asks for exact counts")
rep("    # set 63's notes are prose", "    # set 64's notes are prose")
rep("err('new tag %s appears in set 62\\'s README' % t)", "err('new tag %s appears in set 63\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 62\\'s README' % t)",
    "err('new tag %s (with a space) appears in set 63\\'s README' % t)")
rep("err('set 62\\'s README not found at %s' % SET30_README)", "err('set 63\\'s README not found at %s' % SET30_README)")
rep("err('new estimate tag %s is a prose style of sets 41 to 61 or a near variant' % t)",
    "err('new estimate tag %s is a prose style of sets 41 to 63 or a near variant' % t)")
rep("all set 58\\'s trees, none of set 58\\'s ids)", "all set 59\\'s trees, none of set 59\\'s ids)")
open(P, 'w').write(s)
print('patched')
