"""Patch set 45's checker (copied here as validate.py) for set 46."""
import os, re
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'validate.py')
s = open(P, encoding='utf-8').read()

def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n >= 1, old
    if count == 1:
        assert n == 1, (old, n)
    s = s.replace(old, new)

rep('''"""Stdlib-only checker for blind set 45 (claims.jsonl, estimates.jsonl, README.md).

Set 44's checker with set 45's tags and counts, set 45's scenario rule (reused universes: the 20 trees
that hold set 40's 20 scenarios, in set 40's order, each represented by its lowest record id that is not
set 40's id), and set 45's prose notes''', '''"""Stdlib-only checker for blind set 46 (claims.jsonl, estimates.jsonl, README.md).

Set 45's checker with set 46's tags and counts, set 46's scenario rule (reused universes: the 20 trees
that hold set 41's 20 scenarios, in set 41's order, each represented by its lowest record id that is not
set 41's id), and set 46's prose notes''')
rep("""SET44_CHOICES = os.path.join(HERE, 'ref', 'set44_scenario_choices.json')
# set 44's README: beside this folder (set 44 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set44', 'README.md')""",
"""SET44_CHOICES = os.path.join(HERE, 'ref', 'set44_scenario_choices.json')
SET45 = os.path.join(HERE, 'ref', 'set45_scenarios.json')
SET45_CHOICES = os.path.join(HERE, 'ref', 'set45_scenario_choices.json')
# set 45's README: beside this folder (set 45 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set45', 'README.md')""")
rep("""    # set 45 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 45's new tags, each with committing and adversarial forms (checked below)
    'lighthouse_keeper': 12, 'tailor_fitting': 12, 'taxi_driver': 12, 'clockmaker_tinker': 12,
    'locksmith_call': 12, 'carpenter_shop': 12, 'jazz_musician': 12, 'mountaineer_climb': 12,""",
"""    # set 46 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 46's new tags, each with committing and adversarial forms (checked below)
    'train_conductor': 12, 'astronomer_stargaze': 12, 'shepherd_flock': 12, 'firefighter_crew': 12,
    'hotel_concierge': 12, 'photographer_darkroom': 12, 'lifeguard_watch': 12, 'barista_counter': 12,""")
rep("""NEW_CLAIM_TAGS = ['lighthouse_keeper', 'tailor_fitting', 'taxi_driver', 'clockmaker_tinker',
                  'locksmith_call', 'carpenter_shop', 'jazz_musician', 'mountaineer_climb']""",
"""NEW_CLAIM_TAGS = ['train_conductor', 'astronomer_stargaze', 'shepherd_flock', 'firefighter_crew',
                  'hotel_concierge', 'photographer_darkroom', 'lifeguard_watch', 'barista_counter']""")
rep("# none of set 45's new tags may be one of them (also checked against set 44's README text below)",
    "# none of set 46's new tags may be one of them (also checked against set 45's README text below)")
rep("""    'tall_tale', 'yarn'}""", """    'tall_tale', 'yarn',
    # set 45's tags and near variants of them
    'lighthouse_keeper', 'tailor_fitting', 'taxi_driver', 'clockmaker_tinker',
    'locksmith_call', 'carpenter_shop', 'jazz_musician', 'mountaineer_climb',
    'lighthouse', 'keeper', 'lightkeeper', 'tailor', 'seamstress', 'dressmaker', 'taxi', 'cab', 'cabbie',
    'cab_driver', 'driver', 'chauffeur', 'clockmaker', 'watchmaker', 'horologist', 'tinker', 'locksmith',
    'locks', 'carpenter', 'woodworker', 'joiner', 'carpentry', 'jazz', 'musician', 'jazz_band', 'saxophonist',
    'mountaineer', 'climber', 'climbing', 'mountain', 'alpinist'}""")
rep("""            'tally_inventory', 'rule_citation'}
NEW_EST_TAGS = ['forecast_projection', 'causal_chain', 'definitional_preamble', 'tricolon_rhythm',
                'tally_inventory', 'rule_citation']""",
"""            'tally_inventory', 'rule_citation',
            # new in set 46 (prose styles)
            'cleft_emphasis', 'imperative_mood', 'signposted_transitions', 'self_verification',
            'level_by_level', 'provenance_tracing'}
NEW_EST_TAGS = ['cleft_emphasis', 'imperative_mood', 'signposted_transitions', 'self_verification',
                'level_by_level', 'provenance_tracing']""")
rep("""                        'reader_address', 'reader', 'address', 'note_to_reviewer', 'grader_address'}""",
"""                        'reader_address', 'reader', 'address', 'note_to_reviewer', 'grader_address',
                        # set 45's prose styles and near variants
                        'forecast_projection', 'forecast', 'projection', 'prediction', 'look_ahead',
                        'causal_chain', 'causal', 'chain', 'because_chain', 'cause_effect',
                        'definitional_preamble', 'definitional', 'preamble', 'definitions', 'definition_first',
                        'tricolon_rhythm', 'tricolon', 'rhythm', 'triad', 'rule_of_three',
                        'tally_inventory', 'tally', 'inventory', 'count', 'counting',
                        'rule_citation', 'rule', 'citation', 'rules', 'convention_citation'}""")
rep("    # ---- scenarios: set 45 reuses universes ----", "    # ---- scenarios: set 46 reuses universes ----")
rep("""    # hold set 40's 20 scenarios (ref/set40_scenarios.json), in set 40's order; represent each by its lowest
    # record id that is not set 40's id. Recomputed here.""",
"""    # hold set 41's 20 scenarios (ref/set41_scenarios.json), in set 41's order; represent each by its lowest
    # record id that is not set 41's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET40))  # set 40's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 40's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set40_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s28_ = json.load(open(SET41))  # set 41's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 41's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set41_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set45_scenarios.json'))) != chosen:
            err('ref/set45_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set45_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set46_scenarios.json'))) != chosen:
            err('ref/set46_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set46_scenarios.json: %s' % e)
    # set 45's own choices file (saved as ref/set45_scenario_choices.json) must agree with ref/set45_scenarios.json
    try:
        s45 = [c['scenario'] for c in json.load(open(SET45_CHOICES))['chosen']]
        if len(s45) != 20 or s45 != json.load(open(SET45)):
            err('ref/set45_scenario_choices.json should list 20 chosen ids, those of ref/set45_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET45_CHOICES, e))""")
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 45' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 46' % x)")
rep("err('chosen scenario %s is one of set 40\\'s own ids' % x)", "err('chosen scenario %s is one of set 41\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 40\\'s trees' % sc)", "err('scenario %s is not in one of set 41\\'s trees' % sc)")
rep("    # set 45's brief asks for exact counts", "    # set 46's brief asks for exact counts")
rep("    # set 45's notes are prose", "    # set 46's notes are prose")
rep("err('new tag %s appears in set 44\\'s README' % t)", "err('new tag %s appears in set 45\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 44\\'s README' % t)", "err('new tag %s (with a space) appears in set 45\\'s README' % t)")
rep("err('set 44\\'s README not found at %s' % SET30_README)", "err('set 45\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 40\\'s trees, none of set 40\\'s ids)", "(trees distinct, all set 41\\'s trees, none of set 41\\'s ids)")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
