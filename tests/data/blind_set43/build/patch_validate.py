import re
p = 'validate.py'; s = open(p).read()
def R(a, b, cnt=1):
    global s
    assert s.count(a) >= 1, a
    s = s.replace(a, b) if cnt == 0 else s.replace(a, b, cnt)
R('''"""Stdlib-only checker for blind set 42 (claims.jsonl, estimates.jsonl, README.md).

Set 41's checker with set 42's tags and counts, set 42's scenario rule (reused universes: the 20 trees
that hold set 37's 20 scenarios, in set 37's order, each represented by its lowest record id that is not
set 37's id), and set 42's prose notes''', '''"""Stdlib-only checker for blind set 43 (claims.jsonl, estimates.jsonl, README.md).

Set 42's checker with set 43's tags and counts, set 43's scenario rule (reused universes: the 20 trees
that hold set 38's 20 scenarios, in set 38's order, each represented by its lowest record id that is not
set 38's id), and set 43's prose notes''')
R("SET41_CHOICES = os.path.join(HERE, 'ref', 'set41_scenario_choices.json')\n",
  "SET41_CHOICES = os.path.join(HERE, 'ref', 'set41_scenario_choices.json')\nSET42 = os.path.join(HERE, 'ref', 'set42_scenarios.json')\nSET42_CHOICES = os.path.join(HERE, 'ref', 'set42_scenario_choices.json')\n")
R("# set 41's README: beside this folder (set 41 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set41', 'README.md')",
  "# set 42's README: beside this folder (set 42 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set42', 'README.md')")
R('''    # set 42 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 42's new tags, each with committing and adversarial forms (checked below)
    'surfer_slang': 12, 'formal_butler': 12, 'consultant_speak': 12, 'therapy_session': 12,
    'alien_envoy': 12, 'professor_lecture': 12, 'caveman_speak': 12, 'vlogger': 12,''',
'''    # set 43 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 43's new tags, each with committing and adversarial forms (checked below)
    'medieval_knight': 12, 'kitchen_chef': 12, 'gardener_talk': 12, 'mafia_don': 12,
    'gamer_lingo': 12, 'vampire_count': 12, 'nosy_grandma': 12, 'opera_diva': 12,''')
R('''NEW_CLAIM_TAGS = ['surfer_slang', 'formal_butler', 'consultant_speak', 'therapy_session',
                  'alien_envoy', 'professor_lecture', 'caveman_speak', 'vlogger']''',
'''NEW_CLAIM_TAGS = ['medieval_knight', 'kitchen_chef', 'gardener_talk', 'mafia_don',
                  'gamer_lingo', 'vampire_count', 'nosy_grandma', 'opera_diva']''')
R("# none of set 42's new tags may be one of them (also checked against set 41's README text below)",
  "# none of set 43's new tags may be one of them (also checked against set 42's README text below)")
R("""    'conspiracy', 'tinfoil', 'tinfoil_hat'}""", """    'conspiracy', 'tinfoil', 'tinfoil_hat',
    # set 42's tags and near variants of them
    'surfer_slang', 'formal_butler', 'consultant_speak', 'therapy_session',
    'alien_envoy', 'professor_lecture', 'caveman_speak', 'vlogger',
    'surfer', 'surf_talk', 'slang', 'butler', 'formal', 'valet', 'consultant', 'corporate_jargon', 'jargon',
    'buzzwords', 'therapy', 'therapist', 'counsellor', 'alien', 'extraterrestrial', 'envoy', 'professor',
    'lecture', 'academic', 'caveman', 'grunt', 'vlog', 'youtuber', 'influencer', 'streamer'}""")
R("""            'emotive_exclaim'}
NEW_EST_TAGS = ['evidence_first', 'run_on_sentence', 'casual_chatty', 'self_reproach', 'attacker_eye_view',
                'emotive_exclaim']""", """            'emotive_exclaim',
            # new in set 43 (prose styles)
            'passive_impersonal', 'ordinal_sequence', 'extended_metaphor', 'third_person_self', 'collective_we',
            'concessive_contrast'}
NEW_EST_TAGS = ['passive_impersonal', 'ordinal_sequence', 'extended_metaphor', 'third_person_self', 'collective_we',
                'concessive_contrast']""")
R("""# set 41's four prose styles and near variants of them (none may be a set-42 style)""",
  """# set 41's and set 42's prose styles and near variants of them (none may be a set-43 style)""")
R("""'before_after_pair', 'before_after', 'before_after_recap', 'two_line_recap'}""",
  """'before_after_pair', 'before_after', 'before_after_recap', 'two_line_recap',
                        'evidence_first', 'evidence', 'evidence_then_conclusion', 'run_on_sentence', 'run_on',
                        'long_sentence', 'casual_chatty', 'casual', 'chatty', 'informal', 'self_reproach', 'reproach',
                        'self_criticism', 'regret', 'attacker_eye_view', 'eye_view', 'attacker_view', 'their_view',
                        'emotive_exclaim', 'emotive', 'exclaim', 'exclamatory', 'exclamation'}""")
R("""    s28_ = json.load(open(SET37))  # set 37's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 37's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set37_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s28_ = json.load(open(SET38))  # set 38's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 38's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set38_scenarios.json should list 20 scenarios with 20 distinct trees')""")
R("""        if json.load(open(os.path.join(HERE, 'ref', 'set42_scenarios.json'))) != chosen:
            err('ref/set42_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set42_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set43_scenarios.json'))) != chosen:
            err('ref/set43_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set43_scenarios.json: %s' % e)
    # set 42's own choices file (saved as ref/set42_scenario_choices.json) must agree with ref/set42_scenarios.json
    try:
        s42 = [c['scenario'] for c in json.load(open(SET42_CHOICES))['chosen']]
        if len(s42) != 20 or s42 != json.load(open(SET42)):
            err('ref/set42_scenario_choices.json should list 20 chosen ids, those of ref/set42_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET42_CHOICES, e))""")
R("is not used by set 42' % x)", "is not used by set 43' % x)")
R("is one of set 37\\'s own ids' % x)", "is one of set 38\\'s own ids' % x)")
R("is not in one of set 37\\'s trees' % sc)", "is not in one of set 38\\'s trees' % sc)")
R("    # set 42's brief asks for exact counts", "    # set 43's brief asks for exact counts")
R("    # set 42's notes are prose", "    # set 43's notes are prose")
R("appears in set 41\\'s README' % t)", "appears in set 42\\'s README' % t)")
R("(with a space) appears in set 41\\'s README' % t)", "(with a space) appears in set 42\\'s README' % t)")
R("err('set 41\\'s README not found", "err('set 42\\'s README not found")
R("is set 41\\'s prose style or a near variant' % t)", "is set 41\\'s or set 42\\'s prose style or a near variant' % t)")
R("all set 37\\'s trees, none of set 37\\'s ids)", "all set 38\\'s trees, none of set 38\\'s ids)")
R("    # ---- scenarios: set 42 reuses universes ----", "    # ---- scenarios: set 43 reuses universes ----")
R("""    # hold set 37's 20 scenarios (ref/set37_scenarios.json), in set 37's order; represent each by its lowest
    # record id that is not set 37's id. Recomputed here.""", """    # hold set 38's 20 scenarios (ref/set38_scenarios.json), in set 38's order; represent each by its lowest
    # record id that is not set 38's id. Recomputed here.""")
open(p, 'w').write(s)
