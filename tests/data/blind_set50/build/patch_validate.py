import os, re
p = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'validate.py')
t = open(p).read()
def R(a, b, n=1):
    global t
    assert t.count(a) == n, (a, t.count(a))
    t = t.replace(a, b)
R('''"""Stdlib-only checker for blind set 49 (claims.jsonl, estimates.jsonl, README.md).

Set 48's checker with set 49's tags and counts, set 49's scenario rule (reused universes: the 20 trees
that hold set 44's 20 scenarios, in set 44's order, each represented by its lowest record id that is not
set 44's id), and set 49's prose notes''', '''"""Stdlib-only checker for blind set 50 (claims.jsonl, estimates.jsonl, README.md).

Set 49's checker with set 50's tags and counts, set 50's scenario rule (reused universes: the 20 trees
that hold set 45's 20 scenarios, in set 45's order, each represented by its lowest record id that is not
set 45's id), and set 50's prose notes''')
R("SET48_CHOICES = os.path.join(HERE, 'ref', 'set48_scenario_choices.json')\n",
  "SET48_CHOICES = os.path.join(HERE, 'ref', 'set48_scenario_choices.json')\n"
  "SET49 = os.path.join(HERE, 'ref', 'set49_scenarios.json')\n"
  "SET49_CHOICES = os.path.join(HERE, 'ref', 'set49_scenario_choices.json')\n")
R("# set 48's README: beside this folder (set 48 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set48', 'README.md')",
  "# set 49's README: beside this folder (set 49 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set49', 'README.md')")
R("""    # set 49 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 49's new tags, each with committing and adversarial forms (checked below)
    'balloonist_ascent': 12, 'kite_flyer': 12, 'origami_fold': 12, 'tightrope_walker': 12,
    'beachcomber_tide': 12, 'cheesemonger_rind': 12, 'submarine_sonar': 12, 'mushroom_forager': 12,""",
"""    # set 50 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 50's new tags, each with committing and adversarial forms (checked below)
    'lockkeeper_canal': 12, 'sled_musher': 12, 'lamplighter_wick': 12, 'piano_tuner': 12,
    'weaver_loom': 12, 'tugboat_skipper': 12, 'rodeo_clown': 12, 'ferryman_crossing': 12,""")
R("""NEW_CLAIM_TAGS = ['balloonist_ascent', 'kite_flyer', 'origami_fold', 'tightrope_walker',
                  'beachcomber_tide', 'cheesemonger_rind', 'submarine_sonar', 'mushroom_forager']""",
"""NEW_CLAIM_TAGS = ['lockkeeper_canal', 'sled_musher', 'lamplighter_wick', 'piano_tuner',
                  'weaver_loom', 'tugboat_skipper', 'rodeo_clown', 'ferryman_crossing']""")
R("# none of set 49's new tags may be one of them (also checked against set 48's README text below)",
  "# none of set 50's new tags may be one of them (also checked against set 49's README text below)")
R("""    # set 48's tags and near variants of them
""", """    # set 49's tags and near variants of them
    'balloonist_ascent', 'kite_flyer', 'origami_fold', 'tightrope_walker',
    'beachcomber_tide', 'cheesemonger_rind', 'submarine_sonar', 'mushroom_forager',
    'balloonist', 'balloon', 'ascent', 'hot_air', 'kite', 'flyer', 'origami', 'fold', 'paper_folding',
    'tightrope', 'walker', 'high_wire', 'wire', 'beachcomber', 'tide', 'beach', 'cheesemonger', 'cheese', 'rind',
    'submarine', 'sonar', 'submariner', 'periscope', 'mushroom', 'forager', 'foraging',
    # set 48's tags and near variants of them
""")
R("""            'emphatic_certainty', 'initial_take_revised'}""",
"""            'emphatic_certainty', 'initial_take_revised',
            # new in set 50 (prose styles)
            'short_declaratives', 'periodic_sentences', 'explicit_distinctions', 'closing_caveat',
            'evaluative_adjectives', 'historic_present'}""")
R("""NEW_EST_TAGS = ['figurative_phrases', 'courtroom_phrasing', 'working_hypothesis', 'nominalisation',
                'emphatic_certainty', 'initial_take_revised']""",
"""NEW_EST_TAGS = ['short_declaratives', 'periodic_sentences', 'explicit_distinctions', 'closing_caveat',
                'evaluative_adjectives', 'historic_present']""")
R("""                        # set 48's prose styles and near variants
""", """                        # set 49's prose styles and near variants
                        'figurative_phrases', 'figurative', 'phrases', 'idioms', 'stock_idioms', 'figures_of_speech',
                        'courtroom_phrasing', 'courtroom', 'phrasing', 'legal_register', 'courtroom_diction',
                        'working_hypothesis', 'hypothesis', 'working', 'hypothesis_test', 'test_and_result',
                        'nominalisation', 'nominalization', 'nominal_style', 'noun_heavy',
                        'emphatic_certainty', 'emphatic', 'certainty', 'intensifiers', 'certain',
                        'initial_take_revised', 'initial', 'take', 'revised', 'revision', 'first_take', 'second_thoughts',
                        # set 48's prose styles and near variants
""")
R("    # ---- scenarios: set 49 reuses universes ----", "    # ---- scenarios: set 50 reuses universes ----")
R("""    # hold set 44's 20 scenarios (ref/set44_scenarios.json), in set 44's order; represent each by its lowest
    # record id that is not set 44's id. Recomputed here.""", """    # hold set 45's 20 scenarios (ref/set45_scenarios.json), in set 45's order; represent each by its lowest
    # record id that is not set 45's id. Recomputed here.""")
R("""    s28_ = json.load(open(SET44))  # set 44's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 44's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set44_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s28_ = json.load(open(SET45))  # set 45's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 45's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set45_scenarios.json should list 20 scenarios with 20 distinct trees')""")
R("""        if json.load(open(os.path.join(HERE, 'ref', 'set49_scenarios.json'))) != chosen:
            err('ref/set49_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set49_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set50_scenarios.json'))) != chosen:
            err('ref/set50_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set50_scenarios.json: %s' % e)
    # set 49's own choices file (saved as ref/set49_scenario_choices.json) must agree with ref/set49_scenarios.json
    try:
        s49 = [c['scenario'] for c in json.load(open(SET49_CHOICES))['chosen']]
        if len(s49) != 20 or s49 != json.load(open(SET49)):
            err('ref/set49_scenario_choices.json should list 20 chosen ids, those of ref/set49_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET49_CHOICES, e))
""")
R("is not used by set 49'", "is not used by set 50'")
R("is one of set 44\\'s own ids'", "is one of set 45\\'s own ids'")
R("is not in one of set 44\\'s trees'", "is not in one of set 45\\'s trees'")
R("    # set 49's brief asks for exact counts", "    # set 50's brief asks for exact counts")
R("    # set 49's notes are prose", "    # set 50's notes are prose")
R("appears in set 48\\'s README'", "appears in set 49\\'s README'", 2)
R("err('set 48\\'s README not found", "err('set 49\\'s README not found")
R("all set 44\\'s trees, none of set 44\\'s ids", "all set 45\\'s trees, none of set 45\\'s ids")
R("'new estimate tag %s is a prose style of sets 41 to 47 or a near variant'", "'new estimate tag %s is a prose style of sets 41 to 49 or a near variant'")
open(p, 'w').write(t)
print('patched')
