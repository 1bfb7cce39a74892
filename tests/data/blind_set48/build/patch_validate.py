import os
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'validate.py')
s = open(p).read()
def sub(a, b, count=1):
    global s
    assert s.count(a) == count, (a, s.count(a))
    s = s.replace(a, b)
sub('"""Stdlib-only checker for blind set 47 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 46\'s checker with set 47\'s tags and counts, set 47\'s scenario rule (reused universes: the 20 trees\nthat hold set 42\'s 20 scenarios, in set 42\'s order, each represented by its lowest record id that is not\nset 42\'s id), and set 47\'s prose notes',
    '"""Stdlib-only checker for blind set 48 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 47\'s checker with set 48\'s tags and counts, set 48\'s scenario rule (reused universes: the 20 trees\nthat hold set 43\'s 20 scenarios, in set 43\'s order, each represented by its lowest record id that is not\nset 43\'s id), and set 48\'s prose notes')
sub("SET46_CHOICES = os.path.join(HERE, 'ref', 'set46_scenario_choices.json')\n",
    "SET46_CHOICES = os.path.join(HERE, 'ref', 'set46_scenario_choices.json')\nSET47 = os.path.join(HERE, 'ref', 'set47_scenarios.json')\nSET47_CHOICES = os.path.join(HERE, 'ref', 'set47_scenario_choices.json')\n")
sub("# set 46's README: beside this folder (set 46 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set46', 'README.md')",
    "# set 47's README: beside this folder (set 47 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set47', 'README.md')")
NEW = ['bookbinder_stitch', 'falconer_mews', 'cobbler_last', 'perfumer_vial', 'stonemason_chisel',
       'calligrapher_brush', 'chimney_sweep', 'bellringer_peal']
sub("""    # set 47's new tags, each with committing and adversarial forms (checked below)
    'florist_bouquet': 12, 'potter_wheel': 12, 'blacksmith_forge': 12, 'ballet_barre': 12,
    'glassblower_furnace': 12, 'park_ranger': 12, 'dentist_chair': 12, 'tattoo_artist': 12,""",
"""    # set 48's new tags, each with committing and adversarial forms (checked below)
    'bookbinder_stitch': 12, 'falconer_mews': 12, 'cobbler_last': 12, 'perfumer_vial': 12,
    'stonemason_chisel': 12, 'calligrapher_brush': 12, 'chimney_sweep': 12, 'bellringer_peal': 12,""")
sub("""NEW_CLAIM_TAGS = ['florist_bouquet', 'potter_wheel', 'blacksmith_forge', 'ballet_barre',
                  'glassblower_furnace', 'park_ranger', 'dentist_chair', 'tattoo_artist']""",
"""NEW_CLAIM_TAGS = ['bookbinder_stitch', 'falconer_mews', 'cobbler_last', 'perfumer_vial',
                  'stonemason_chisel', 'calligrapher_brush', 'chimney_sweep', 'bellringer_peal']""")
sub("""    'photo', 'lifeguard', 'watch', 'pool', 'swimming', 'barista', 'counter', 'coffee', 'cafe', 'waiter'}""",
"""    'photo', 'lifeguard', 'watch', 'pool', 'swimming', 'barista', 'counter', 'coffee', 'cafe', 'waiter',
    # set 47's tags and near variants of them
    'florist_bouquet', 'potter_wheel', 'blacksmith_forge', 'ballet_barre',
    'glassblower_furnace', 'park_ranger', 'dentist_chair', 'tattoo_artist',
    'florist', 'bouquet', 'flowers', 'potter', 'pottery', 'kiln', 'ceramics', 'blacksmith', 'smith', 'forge',
    'anvil', 'ballet', 'barre', 'dancer', 'ballerina', 'glassblower', 'glassblowing', 'furnace', 'glass',
    'park_ranger', 'ranger', 'park', 'forest_ranger', 'dentist', 'dental', 'chair', 'tattoo', 'tattooist',
    'tattoo_parlour', 'ink'}""")
sub("""            'conversation_phases', 'tactful_register'}
NEW_EST_TAGS = ['question_led', 'epistemic_verbs', 'general_to_particular', 'focus_particles',
                'conversation_phases', 'tactful_register']""",
"""            'conversation_phases', 'tactful_register',
            # new in set 48 (prose styles)
            'comparative_degree', 'missing_pieces', 'appositive_glosses', 'gains_and_losses',
            'candid_disclosure', 'motive_inference'}
NEW_EST_TAGS = ['comparative_degree', 'missing_pieces', 'appositive_glosses', 'gains_and_losses',
                'candid_disclosure', 'motive_inference']""")
sub("""                        'provenance_tracing', 'provenance', 'tracing', 'source_tracing', 'sources', 'attribution'}""",
"""                        'provenance_tracing', 'provenance', 'tracing', 'source_tracing', 'sources', 'attribution',
                        # set 47's prose styles and near variants
                        'question_led', 'question', 'led', 'questions', 'q_and_a', 'self_questioning',
                        'epistemic_verbs', 'epistemic', 'verbs', 'knowledge_verbs', 'belief_verbs',
                        'general_to_particular', 'general', 'particular', 'generalisation', 'maxim_first',
                        'focus_particles', 'focus', 'particles', 'only_even',
                        'conversation_phases', 'conversation', 'phases', 'opening_middle_close', 'phase',
                        'tactful_register', 'tactful', 'register', 'diplomatic', 'polite', 'politeness'}""")
# scenario rule: set 43's trees
sub("    s28_ = json.load(open(SET42))  # set 42's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 42's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set42_scenarios.json should list 20 scenarios with 20 distinct trees')",
    "    s28_ = json.load(open(SET43))  # set 43's scenario ids (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 43's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set43_scenarios.json should list 20 scenarios with 20 distinct trees')")
sub("""        if json.load(open(os.path.join(HERE, 'ref', 'set47_scenarios.json'))) != chosen:
            err('ref/set47_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set47_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set48_scenarios.json'))) != chosen:
            err('ref/set48_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set48_scenarios.json: %s' % e)
    # set 47's own choices file (saved as ref/set47_scenario_choices.json) must agree with ref/set47_scenarios.json
    try:
        s47 = [c['scenario'] for c in json.load(open(SET47_CHOICES))['chosen']]
        if len(s47) != 20 or s47 != json.load(open(SET47)):
            err('ref/set47_scenario_choices.json should list 20 chosen ids, those of ref/set47_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET47_CHOICES, e))""")
sub("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 47' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 42\\'s own ids' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 48' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 43\\'s own ids' % x)")
sub("            err('scenario %s is not in one of set 42\\'s trees' % sc)", "            err('scenario %s is not in one of set 43\\'s trees' % sc)")
sub("                err('new tag %s appears in set 46\\'s README' % t)", "                err('new tag %s appears in set 47\\'s README' % t)")
sub("                err('new tag %s (with a space) appears in set 46\\'s README' % t)", "                err('new tag %s (with a space) appears in set 47\\'s README' % t)")
sub("        err('set 46\\'s README not found at %s' % SET30_README)", "        err('set 47\\'s README not found at %s' % SET30_README)")
sub("            err('new estimate tag %s is a prose style of sets 41 to 46 or a near variant' % t)", "            err('new estimate tag %s is a prose style of sets 41 to 47 or a near variant' % t)")
sub("    # set 47's brief asks for exact counts", "    # set 48's brief asks for exact counts")
sub("    # set 47's notes are prose: no code, markup, configuration or data-format characters", "    # set 48's notes are prose: no code, markup, configuration or data-format characters")
sub("(trees distinct, all set 42\\'s trees, none of set 42\\'s ids)", "(trees distinct, all set 43\\'s trees, none of set 43\\'s ids)")
open(p, 'w').write(s)
print('patched')
