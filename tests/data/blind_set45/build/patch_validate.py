import os, re
p = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'validate.py')
s = open(p, encoding='utf-8').read()
def R(a, b, n=1):
    global s
    c = s.count(a)
    assert c == n, (a, c)
    s = s.replace(a, b)
R('''"""Stdlib-only checker for blind set 44 (claims.jsonl, estimates.jsonl, README.md).

Set 43's checker with set 44's tags and counts, set 44's scenario rule (reused universes: the 20 trees
that hold set 39's 20 scenarios, in set 39's order, each represented by its lowest record id that is not
set 39's id), and set 44's prose notes''', '''"""Stdlib-only checker for blind set 45 (claims.jsonl, estimates.jsonl, README.md).

Set 44's checker with set 45's tags and counts, set 45's scenario rule (reused universes: the 20 trees
that hold set 40's 20 scenarios, in set 40's order, each represented by its lowest record id that is not
set 40's id), and set 45's prose notes''')
R("""SET43_CHOICES = os.path.join(HERE, 'ref', 'set43_scenario_choices.json')
# set 43's README: beside this folder (set 43 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set43', 'README.md')""",
"""SET43_CHOICES = os.path.join(HERE, 'ref', 'set43_scenario_choices.json')
SET44 = os.path.join(HERE, 'ref', 'set44_scenarios.json')
SET44_CHOICES = os.path.join(HERE, 'ref', 'set44_scenario_choices.json')
# set 44's README: beside this folder (set 44 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set44', 'README.md')""")
R("""    # set 44 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 44's new tags, each with committing and adversarial forms (checked below)
    'news_anchor': 12, 'wizard_sage': 12, 'strict_librarian': 12, 'archaeologist_dig': 12,
    'beekeeper_talk': 12, 'plumber_talk': 12, 'car_mechanic': 12, 'angler_yarn': 12,""",
"""    # set 45 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 45's new tags, each with committing and adversarial forms (checked below)
    'lighthouse_keeper': 12, 'tailor_fitting': 12, 'taxi_driver': 12, 'clockmaker_tinker': 12,
    'locksmith_call': 12, 'carpenter_shop': 12, 'jazz_musician': 12, 'mountaineer_climb': 12,""")
R("""NEW_CLAIM_TAGS = ['news_anchor', 'wizard_sage', 'strict_librarian', 'archaeologist_dig',
                  'beekeeper_talk', 'plumber_talk', 'car_mechanic', 'angler_yarn']""",
"""NEW_CLAIM_TAGS = ['lighthouse_keeper', 'tailor_fitting', 'taxi_driver', 'clockmaker_tinker',
                  'locksmith_call', 'carpenter_shop', 'jazz_musician', 'mountaineer_climb']""")
R("""'grandma', 'granny', 'grandmother', 'gossip', 'opera', 'diva', 'aria', 'soprano'}""",
"""'grandma', 'granny', 'grandmother', 'gossip', 'opera', 'diva', 'aria', 'soprano',
    # set 44's tags and near variants of them
    'news_anchor', 'wizard_sage', 'strict_librarian', 'archaeologist_dig',
    'beekeeper_talk', 'plumber_talk', 'car_mechanic', 'angler_yarn',
    'news', 'anchor', 'newsreader', 'newscaster', 'broadcast', 'wizard', 'sage', 'sorcerer', 'mage', 'librarian',
    'library', 'archaeologist', 'archaeology', 'excavation', 'dig', 'beekeeper', 'beekeeping', 'apiary', 'bees',
    'plumber', 'plumbing', 'mechanic', 'car', 'garage', 'angler', 'angling', 'fisherman', 'fishing', 'fish_story',
    'tall_tale', 'yarn'}""")
R("""            'risk_framing', 'reader_address'}
NEW_EST_TAGS = ['bottom_line_first', 'parenthetical_asides', 'dry_understatement', 'counterfactual_reasoning',
                'risk_framing', 'reader_address']""",
"""            'risk_framing', 'reader_address',
            # new in set 45 (prose styles)
            'forecast_projection', 'causal_chain', 'definitional_preamble', 'tricolon_rhythm',
            'tally_inventory', 'rule_citation'}
NEW_EST_TAGS = ['forecast_projection', 'causal_chain', 'definitional_preamble', 'tricolon_rhythm',
                'tally_inventory', 'rule_citation']""")
R("""                        'concessive_contrast', 'concessive', 'contrast', 'although', 'concession'}""",
"""                        'concessive_contrast', 'concessive', 'contrast', 'although', 'concession',
                        # set 44's prose styles and near variants
                        'bottom_line_first', 'bottom_line', 'verdict_first', 'tldr_first', 'summary_first',
                        'parenthetical_asides', 'parenthetical', 'asides', 'aside', 'brackets',
                        'dry_understatement', 'dry', 'understatement', 'deadpan', 'litotes',
                        'counterfactual_reasoning', 'counterfactual', 'hypothetical', 'what_if',
                        'risk_framing', 'risk', 'exposure', 'leakage', 'threat_model',
                        'reader_address', 'reader', 'address', 'note_to_reviewer', 'grader_address'}""")
R("""    s28_ = json.load(open(SET39))  # set 39's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 39's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set39_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s39_ = json.load(open(SET39))
    if len(s39_) != 20 or len({ds[x][2] for x in s39_ if x in ds}) != 20:
        err('ref/set39_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET40))  # set 40's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 40's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set40_scenarios.json should list 20 scenarios with 20 distinct trees')""")
R("""        if json.load(open(os.path.join(HERE, 'ref', 'set44_scenarios.json'))) != chosen:
            err('ref/set44_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set44_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set45_scenarios.json'))) != chosen:
            err('ref/set45_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set45_scenarios.json: %s' % e)
    # set 44's own choices file (saved as ref/set44_scenario_choices.json) must agree with ref/set44_scenarios.json
    try:
        s44 = [c['scenario'] for c in json.load(open(SET44_CHOICES))['chosen']]
        if len(s44) != 20 or s44 != json.load(open(SET44)):
            err('ref/set44_scenario_choices.json should list 20 chosen ids, those of ref/set44_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET44_CHOICES, e))""")
R("is not used by set 44' % x)", "is not used by set 45' % x)")
R("is one of set 39\\'s own ids' % x)", "is one of set 40\\'s own ids' % x)")
R("is not in one of set 39\\'s trees' % sc)", "is not in one of set 40\\'s trees' % sc)")
R("    # set 44's brief asks for exact counts", "    # set 45's brief asks for exact counts")
R("    # set 44's notes are prose", "    # set 45's notes are prose")
R("appears in set 43\\'s README' % t)", "appears in set 44\\'s README' % t)", 2)
R("err('set 43\\'s README not found", "err('set 44\\'s README not found")
R("all set 39\\'s trees, none of set 39\\'s ids)", "all set 40\\'s trees, none of set 40\\'s ids)")
R("""    # ---- scenarios: set 44 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 39's 20 scenarios (ref/set39_scenarios.json), in set 39's order; represent each by its lowest
    # record id that is not set 39's id. Recomputed here.""",
"""    # ---- scenarios: set 45 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 40's 20 scenarios (ref/set40_scenarios.json), in set 40's order; represent each by its lowest
    # record id that is not set 40's id. Recomputed here.""")
R("# none of set 44's new tags may be one of them (also checked against set 43's README text below)",
  "# none of set 45's new tags may be one of them (also checked against set 44's README text below)")
R("""    # set 45's notes are prose: no code, markup, configuration or data-format characters""",
"""    # set 45's notes are prose: no code, markup, configuration or data-format characters
    # every claim text and every note text written once
    for k_, c_ in Counter(r.get('text') for r in claims).items():
        if c_ > 1:
            err('duplicate text (any scenario): %r' % (k_ or '')[:80])""")
open(p, 'w', encoding='utf-8').write(s)
