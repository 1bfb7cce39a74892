#!/usr/bin/env python3
"""Adapts set 62's validate.py (copied beside this folder as ../validate.py) to set 63. Every replacement
is asserted to hit exactly once (or the stated number of times)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(a, b, n=1):
    global s
    assert s.count(a) == n, (s.count(a), a[:80])
    s = s.replace(a, b)


rep('''"""Stdlib-only checker for blind set 62 (claims.jsonl, estimates.jsonl, README.md).

Set 61's checker with set 62's tags and counts, set 62's scenario rule (reused universes: the 20 trees
that hold set 57's 20 scenarios, in set 57's order, each represented by its lowest record id that is not
set 57's id), and set 62's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''',
'''"""Stdlib-only checker for blind set 63 (claims.jsonl, estimates.jsonl, README.md).

Set 62's checker with set 63's tags and counts, set 63's scenario rule (reused universes: the 20 trees
that hold set 58's 20 scenarios, in set 58's order, each represented by its lowest record id that is not
set 58's id), and set 63's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''')
rep('''SET61_CHOICES = os.path.join(HERE, 'ref', 'set61_scenario_choices.json')
# set 61's README: beside this folder (set 61 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set61', 'README.md')''',
'''SET61_CHOICES = os.path.join(HERE, 'ref', 'set61_scenario_choices.json')
SET62 = os.path.join(HERE, 'ref', 'set62_scenarios.json')
SET62_CHOICES = os.path.join(HERE, 'ref', 'set62_scenario_choices.json')
# set 62's README: beside this folder (set 62 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set62', 'README.md')''')
rep('''    # set 62 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 62's new tags, each with committing and adversarial forms (checked below)
    'herpetologist_vivarium': 12, 'undertaker_hearse': 12, 'ringmaster_bigtop': 12, 'actuary_lifetable': 12,
    'soundengineer_fader': 12, 'signwriter_mahlstick': 12, 'ventriloquist_dummy': 12, 'scoutleader_woggle': 12,''',
'''    # set 63 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 63's new tags, each with committing and adversarial forms (checked below)
    'dietitian_mealplan': 12, 'negotiator_hotline': 12, 'yogateacher_mat': 12, 'proofreader_redpen': 12,
    'archivist_accession': 12, 'bailiff_writ': 12, 'trafficwarden_meter': 12, 'midwife_birthpool': 12,''')
rep('''NEW_CLAIM_TAGS = ['herpetologist_vivarium', 'undertaker_hearse', 'ringmaster_bigtop', 'actuary_lifetable',
                  'soundengineer_fader', 'signwriter_mahlstick', 'ventriloquist_dummy', 'scoutleader_woggle']''',
'''NEW_CLAIM_TAGS = ['dietitian_mealplan', 'negotiator_hotline', 'yogateacher_mat', 'proofreader_redpen',
                  'archivist_accession', 'bailiff_writ', 'trafficwarden_meter', 'midwife_birthpool']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 61's tags, their words and near variants (from set 61's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 62's tags, their words and near variants (from set 62's README)
    'herpetologist_vivarium', 'undertaker_hearse', 'ringmaster_bigtop', 'actuary_lifetable', 'soundengineer_fader',
    'signwriter_mahlstick', 'ventriloquist_dummy', 'scoutleader_woggle', 'herpetologist', 'herpetology',
    'vivarium', 'reptile', 'reptiles', 'lizard', 'gecko', 'undertaker', 'hearse', 'funeral', 'coffin', 'mortician',
    'ringmaster', 'bigtop', 'big_top', 'circus', 'actuary', 'actuarial', 'lifetable', 'life_table', 'insurance',
    'soundengineer', 'sound_engineer', 'fader', 'faders', 'mixing', 'mixing_desk', 'signwriter', 'signwriting',
    'sign_painter', 'mahlstick', 'ventriloquist', 'ventriloquism', 'dummy', 'scoutleader', 'scout', 'scouts',
    'scouting', 'woggle', 'patrol', 'camp', 'jamboree', 'neckerchief',
    # set 63's dropped candidates (full tags only)
    'tourguide_itinerary', 'weddingplanner_seatingplan', 'pollster_ballot', 'curator_vitrine', 'labtech_pipette',
    'astronaut_airlock', 'interpreter_booth', 'estateagent_floorplan', 'nanny_pram', 'quizmaster_buzzer',
    'skydiver_ripcord', 'milliner_hatblock', 'referee_whistle', 'archer_quiver', 'glazier_putty', 'saddler_stirrup',
    'butler_salver', 'chessplayer_clock',
    # set 61's tags, their words and near variants (from set 61's README)''')
rep('''            # new in set 62 (prose styles)
            'psych_predicates', 'adjectival_valency', 'goes_unsaid', 'preferentials', 'anything_but', 'what_with'}
NEW_EST_TAGS = ['psych_predicates', 'adjectival_valency', 'goes_unsaid', 'preferentials', 'anything_but', 'what_with']
# set 62: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''',
'''            # new in set 62 (prose styles)
            'psych_predicates', 'adjectival_valency', 'goes_unsaid', 'preferentials', 'anything_but', 'what_with',
            # new in set 63 (prose styles)
            'fractions', 'have_got', 'mind_collocations', 'none_other_than', 'whereupon', 'in_the_dark'}
NEW_EST_TAGS = ['fractions', 'have_got', 'mind_collocations', 'none_other_than', 'whereupon', 'in_the_dark']
# set 63: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'fractions': [r'(?i)\\b(half|halves|a third|one third|two thirds|three thirds|thirds|a quarter|quarters|'
                  r'(none|nought|zero|one|two|three) out of three)\\b'],
    'have_got': [r"(?i)(\\bhas|\\bhave|\\bhad|'s|'d|n't)\\s+got\\b"],
    'mind_collocations': [r'(?i)\\b(its|my|one\\'s) mind\\b', r'(?i)\\bin mind\\b', r'(?i)\\bof two minds\\b'],
    'none_other_than': [r'(?i)\\bnone other than\\b'],
    'whereupon': [r'(?i)\\bwhereupon\\b'],
    'in_the_dark': [r'(?i)\\bin the (dark|know)\\b'],
}
# set 62's patterns (kept for the record; set 62's styles are not used here)
SET62_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 61's prose styles and near variants (from set 61's README)''',
'''SET41_STYLE_VARIANTS = {
                        # set 62's prose styles and near variants (from set 62's README)
                        'psych_predicates', 'psych', 'psychological', 'predicate', 'predicates', 'experiencer',
                        'adjectival_valency', 'adjectival', 'valency', 'adjective', 'goes_unsaid', 'unsaid',
                        'preferentials', 'preferential', 'preference', 'anything_but', 'what_with',
                        # set 63's dropped candidates
                        'no_matter', 'if_anything', 'far_from', 'for_all', 'worth_gerunds', 'headlinese',
                        'one_anaphora', 'but_for', 'enough_to', 'euphemisms', 'tautologies', 'metonyms',
                        'polyptotons', 'quotative_like', 'sure_enough', 'scalar_bounds', 'fact_that',
                        'commerce_metaphors', 'prefix_over_under',
                        # set 61's prose styles and near variants (from set 61's README)''')
rep('''    # ---- scenarios: set 62 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 57's 20 scenarios (ref/set57_scenarios.json), in set 57's order; represent each by its lowest
    # record id that is not set 57's id. Recomputed here.''',
'''    # ---- scenarios: set 63 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 58's 20 scenarios (ref/set58_scenarios.json), in set 58's order; represent each by its lowest
    # record id that is not set 58's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET57))  # set 57's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 57's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set57_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s57x_ = json.load(open(SET57))
    if len(s57x_) != 20 or len({ds[x][2] for x in s57x_ if x in ds}) != 20:
        err('ref/set57_scenarios.json should list 20 scenarios with 20 distinct trees')
    s62x_ = json.load(open(SET62))
    if len(s62x_) != 20 or len({ds[x][2] for x in s62x_ if x in ds}) != 20:
        err('ref/set62_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET58))  # set 58's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 58's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set58_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set62_scenarios.json'))) != chosen:
            err('ref/set62_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set62_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set63_scenarios.json'))) != chosen:
            err('ref/set63_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set63_scenarios.json: %s' % e)
    # set 62's own choices file (saved as ref/set62_scenario_choices.json) must agree with ref/set62_scenarios.json
    try:
        s62 = [c['scenario'] for c in json.load(open(SET62_CHOICES))['chosen']]
        if len(s62) != 20 or s62 != json.load(open(SET62)):
            err('ref/set62_scenario_choices.json should list 20 chosen ids, those of ref/set62_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET62_CHOICES, e))''')
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 62' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 63' % x)""")
rep("""            err('chosen scenario %s is one of set 57\\'s own ids' % x)""",
    """            err('chosen scenario %s is one of set 58\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 57\\'s trees' % sc)""",
    """            err('scenario %s is not in one of set 58\\'s trees' % sc)""")
rep("    # set 62's brief asks for exact counts", "    # set 63's brief asks for exact counts")
rep("    # set 62's notes are prose: no code, markup, configuration or data-format characters",
    "    # set 63's notes are prose: no code, markup, configuration or data-format characters")
rep("""                err('new tag %s appears in set 61\\'s README' % t)""",
    """                err('new tag %s appears in set 62\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 61\\'s README' % t)""",
    """                err('new tag %s (with a space) appears in set 62\\'s README' % t)""")
rep("""        err('set 61\\'s README not found at %s' % SET30_README)""",
    """        err('set 62\\'s README not found at %s' % SET30_README)""")
rep("""all set 57\\'s trees, none of set 57\\'s ids)""", """all set 58\\'s trees, none of set 58\\'s ids)""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
