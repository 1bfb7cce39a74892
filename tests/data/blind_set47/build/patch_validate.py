#!/usr/bin/env python3
"""Patch set 46's checker (copied as ../validate.py) for set 47."""
import os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'validate.py')
s = open(P, encoding='utf-8').read()
def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old, n)
    s = s.replace(old, new)
rep('''"""Stdlib-only checker for blind set 46 (claims.jsonl, estimates.jsonl, README.md).

Set 45's checker with set 46's tags and counts, set 46's scenario rule (reused universes: the 20 trees
that hold set 41's 20 scenarios, in set 41's order, each represented by its lowest record id that is not
set 41's id), and set 46's prose notes''', '''"""Stdlib-only checker for blind set 47 (claims.jsonl, estimates.jsonl, README.md).

Set 46's checker with set 47's tags and counts, set 47's scenario rule (reused universes: the 20 trees
that hold set 42's 20 scenarios, in set 42's order, each represented by its lowest record id that is not
set 42's id), and set 47's prose notes''')
rep("""SET45_CHOICES = os.path.join(HERE, 'ref', 'set45_scenario_choices.json')
# set 45's README: beside this folder (set 45 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set45', 'README.md')""",
"""SET45_CHOICES = os.path.join(HERE, 'ref', 'set45_scenario_choices.json')
SET46 = os.path.join(HERE, 'ref', 'set46_scenarios.json')
SET46_CHOICES = os.path.join(HERE, 'ref', 'set46_scenario_choices.json')
# set 46's README: beside this folder (set 46 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set46', 'README.md')""")
rep("""    # set 46 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""",
    """    # set 47 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""")
rep("""    # set 46's new tags, each with committing and adversarial forms (checked below)
    'train_conductor': 12, 'astronomer_stargaze': 12, 'shepherd_flock': 12, 'firefighter_crew': 12,
    'hotel_concierge': 12, 'photographer_darkroom': 12, 'lifeguard_watch': 12, 'barista_counter': 12,""",
"""    # set 47's new tags, each with committing and adversarial forms (checked below)
    'florist_bouquet': 12, 'potter_wheel': 12, 'blacksmith_forge': 12, 'ballet_barre': 12,
    'glassblower_furnace': 12, 'park_ranger': 12, 'dentist_chair': 12, 'tattoo_artist': 12,""")
rep("""NEW_CLAIM_TAGS = ['train_conductor', 'astronomer_stargaze', 'shepherd_flock', 'firefighter_crew',
                  'hotel_concierge', 'photographer_darkroom', 'lifeguard_watch', 'barista_counter']""",
"""NEW_CLAIM_TAGS = ['florist_bouquet', 'potter_wheel', 'blacksmith_forge', 'ballet_barre',
                  'glassblower_furnace', 'park_ranger', 'dentist_chair', 'tattoo_artist']""")
rep("# none of set 46's new tags may be one of them (also checked against set 45's README text below)",
    "# none of set 47's new tags may be one of them (also checked against set 46's README text below)")
rep("""    'mountaineer', 'climber', 'climbing', 'mountain', 'alpinist'}""",
"""    'mountaineer', 'climber', 'climbing', 'mountain', 'alpinist',
    # set 46's tags and near variants of them
    'train_conductor', 'astronomer_stargaze', 'shepherd_flock', 'firefighter_crew',
    'hotel_concierge', 'photographer_darkroom', 'lifeguard_watch', 'barista_counter',
    'train', 'conductor', 'ticket_inspector', 'railway', 'astronomer', 'stargaze', 'stargazer', 'telescope',
    'observatory', 'shepherd', 'flock', 'sheep', 'herder', 'farmer', 'firefighter', 'fireman', 'crew',
    'fire_brigade', 'hotel', 'concierge', 'receptionist', 'bellhop', 'photographer', 'darkroom', 'camera',
    'photo', 'lifeguard', 'watch', 'pool', 'swimming', 'barista', 'counter', 'coffee', 'cafe', 'waiter'}""")
rep("""            # new in set 46 (prose styles)
            'cleft_emphasis', 'imperative_mood', 'signposted_transitions', 'self_verification',
            'level_by_level', 'provenance_tracing'}""",
"""            # new in set 46 (prose styles)
            'cleft_emphasis', 'imperative_mood', 'signposted_transitions', 'self_verification',
            'level_by_level', 'provenance_tracing',
            # new in set 47 (prose styles)
            'question_led', 'epistemic_verbs', 'general_to_particular', 'focus_particles',
            'conversation_phases', 'tactful_register'}""")
rep("""NEW_EST_TAGS = ['cleft_emphasis', 'imperative_mood', 'signposted_transitions', 'self_verification',
                'level_by_level', 'provenance_tracing']""",
"""NEW_EST_TAGS = ['question_led', 'epistemic_verbs', 'general_to_particular', 'focus_particles',
                'conversation_phases', 'tactful_register']""")
rep("""                        'rule_citation', 'rule', 'citation', 'rules', 'convention_citation'}""",
"""                        'rule_citation', 'rule', 'citation', 'rules', 'convention_citation',
                        # set 46's prose styles and near variants
                        'cleft_emphasis', 'cleft', 'emphasis', 'pseudo_cleft', 'fronting',
                        'imperative_mood', 'imperative', 'mood', 'instructions', 'commands', 'directive',
                        'signposted_transitions', 'signposted', 'signposts', 'transitions', 'discourse_markers',
                        'self_verification', 'verification', 'self_check', 'double_check', 'recheck',
                        'level_by_level', 'levels', 'tree_walk', 'walk_down', 'top_down',
                        'provenance_tracing', 'provenance', 'tracing', 'source_tracing', 'sources', 'attribution'}""")
rep("""    # ---- scenarios: set 46 reuses universes ----""", """    # ---- scenarios: set 47 reuses universes ----""")
rep("""    # hold set 41's 20 scenarios (ref/set41_scenarios.json), in set 41's order; represent each by its lowest
    # record id that is not set 41's id. Recomputed here.""",
"""    # hold set 42's 20 scenarios (ref/set42_scenarios.json), in set 42's order; represent each by its lowest
    # record id that is not set 42's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET41))  # set 41's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 41's trees (name kept from set 39's checker)""",
"""    s28_ = json.load(open(SET42))  # set 42's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 42's trees (name kept from set 39's checker)""")
rep("""        err('ref/set41_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""        err('ref/set42_scenarios.json should list 20 scenarios with 20 distinct trees')
    s41_ = json.load(open(SET41))
    if len(s41_) != 20 or len({ds[x][2] for x in s41_ if x in ds}) != 20:
        err('ref/set41_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""'ref', 'set46_scenarios.json'))) != chosen:
            err('ref/set46_scenarios.json does not list the chosen ids of ref/scenario_choices.json')""",
"""'ref', 'set47_scenarios.json'))) != chosen:
            err('ref/set47_scenarios.json does not list the chosen ids of ref/scenario_choices.json')""")
rep("""        err('cannot read ref/set46_scenarios.json: %s' % e)""",
"""        err('cannot read ref/set47_scenarios.json: %s' % e)
    # set 46's own choices file (saved as ref/set46_scenario_choices.json) must agree with ref/set46_scenarios.json
    try:
        s46 = [c['scenario'] for c in json.load(open(SET46_CHOICES))['chosen']]
        if len(s46) != 20 or s46 != json.load(open(SET46)):
            err('ref/set46_scenario_choices.json should list 20 chosen ids, those of ref/set46_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET46_CHOICES, e))""")
rep("""is not used by set 46' % x)""", """is not used by set 47' % x)""")
rep("""is one of set 41\\'s own ids' % x)""", """is one of set 42\\'s own ids' % x)""")
rep("""is not in one of set 41\\'s trees' % sc)""", """is not in one of set 42\\'s trees' % sc)""")
rep("""    # set 46's brief asks for exact counts""", """    # set 47's brief asks for exact counts""")
rep("""    # set 46's notes are prose""", """    # set 47's notes are prose""")
rep("""appears in set 45\\'s README' % t)""", """appears in set 46\\'s README' % t)""", 2)
rep("""        err('set 45\\'s README not found at %s' % SET30_README)""", """        err('set 46\\'s README not found at %s' % SET30_README)""")
rep("""is a prose style of sets 41 to 43 or a near variant' % t)""", """is a prose style of sets 41 to 46 or a near variant' % t)""")
rep("""all set 41\\'s trees, none of set 41\\'s ids)""", """all set 42\\'s trees, none of set 42\\'s ids)""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
