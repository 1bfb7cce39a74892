import os, re
H = os.path.dirname(os.path.abspath(__file__)); P = os.path.dirname(H)
f = os.path.join(P, 'validate.py')
s = open(os.path.join(P, '..', 'blind_set43', 'validate.py'), encoding='utf-8').read()
def rep(old, new, count=1):
    global s
    assert s.count(old) >= 1, old
    s = s.replace(old, new) if count == 0 else s.replace(old, new, count)
rep('''"""Stdlib-only checker for blind set 43 (claims.jsonl, estimates.jsonl, README.md).

Set 42's checker with set 43's tags and counts, set 43's scenario rule (reused universes: the 20 trees
that hold set 38's 20 scenarios, in set 38's order, each represented by its lowest record id that is not
set 38's id), and set 43's prose notes''', '''"""Stdlib-only checker for blind set 44 (claims.jsonl, estimates.jsonl, README.md).

Set 43's checker with set 44's tags and counts, set 44's scenario rule (reused universes: the 20 trees
that hold set 39's 20 scenarios, in set 39's order, each represented by its lowest record id that is not
set 39's id), and set 44's prose notes''')
rep("SET42_CHOICES = os.path.join(HERE, 'ref', 'set42_scenario_choices.json')\n",
    "SET42_CHOICES = os.path.join(HERE, 'ref', 'set42_scenario_choices.json')\n"
    "SET43 = os.path.join(HERE, 'ref', 'set43_scenarios.json')\n"
    "SET43_CHOICES = os.path.join(HERE, 'ref', 'set43_scenario_choices.json')\n")
rep("# set 42's README: beside this folder (set 42 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set42', 'README.md')",
    "# set 43's README: beside this folder (set 43 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set43', 'README.md')")
rep("""    # set 43 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 43's new tags, each with committing and adversarial forms (checked below)
    'medieval_knight': 12, 'kitchen_chef': 12, 'gardener_talk': 12, 'mafia_don': 12,
    'gamer_lingo': 12, 'vampire_count': 12, 'nosy_grandma': 12, 'opera_diva': 12,""",
"""    # set 44 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 44's new tags, each with committing and adversarial forms (checked below)
    'news_anchor': 12, 'wizard_sage': 12, 'strict_librarian': 12, 'archaeologist_dig': 12,
    'beekeeper_talk': 12, 'plumber_talk': 12, 'car_mechanic': 12, 'angler_yarn': 12,""")
rep("""NEW_CLAIM_TAGS = ['medieval_knight', 'kitchen_chef', 'gardener_talk', 'mafia_don',
                  'gamer_lingo', 'vampire_count', 'nosy_grandma', 'opera_diva']""",
"""NEW_CLAIM_TAGS = ['news_anchor', 'wizard_sage', 'strict_librarian', 'archaeologist_dig',
                  'beekeeper_talk', 'plumber_talk', 'car_mechanic', 'angler_yarn']""")
rep("# none of set 43's new tags may be one of them (also checked against set 42's README text below)",
    "# none of set 44's new tags may be one of them (also checked against set 43's README text below)")
rep("""'lecture', 'academic', 'caveman', 'grunt', 'vlog', 'youtuber', 'influencer', 'streamer'}""",
"""'lecture', 'academic', 'caveman', 'grunt', 'vlog', 'youtuber', 'influencer', 'streamer',
    # set 43's tags and near variants of them
    'medieval_knight', 'kitchen_chef', 'gardener_talk', 'mafia_don',
    'gamer_lingo', 'vampire_count', 'nosy_grandma', 'opera_diva',
    'knight', 'medieval', 'chivalry', 'olde_english', 'chef', 'kitchen', 'line_cook', 'cook', 'gardener', 'gardening',
    'garden', 'mafia', 'mob_boss', 'godfather', 'don', 'gamer', 'gaming', 'gamer_slang', 'vampire', 'dracula', 'gothic',
    'grandma', 'granny', 'grandmother', 'gossip', 'opera', 'diva', 'aria', 'soprano'}""")
rep("""            'concessive_contrast'}
NEW_EST_TAGS = ['passive_impersonal', 'ordinal_sequence', 'extended_metaphor', 'third_person_self', 'collective_we',
                'concessive_contrast']
# set 41's and set 42's prose styles and near variants of them (none may be a set-43 style)""",
"""            'concessive_contrast',
            # new in set 44 (prose styles)
            'bottom_line_first', 'parenthetical_asides', 'dry_understatement', 'counterfactual_reasoning',
            'risk_framing', 'reader_address'}
NEW_EST_TAGS = ['bottom_line_first', 'parenthetical_asides', 'dry_understatement', 'counterfactual_reasoning',
                'risk_framing', 'reader_address']
# sets 41's to 43's prose styles and near variants of them (none may be a set-44 style)""")
rep("""                        'emotive_exclaim', 'emotive', 'exclaim', 'exclamatory', 'exclamation'}""",
"""                        'emotive_exclaim', 'emotive', 'exclaim', 'exclamatory', 'exclamation',
                        # set 43's prose styles and near variants
                        'passive_impersonal', 'passive', 'impersonal', 'passive_voice', 'official_report',
                        'ordinal_sequence', 'ordinal', 'sequence', 'numbered_steps', 'steps',
                        'extended_metaphor', 'metaphor', 'extended', 'allegory', 'analogy',
                        'third_person_self', 'third', 'third_person', 'illeism',
                        'collective_we', 'collective', 'we', 'plural_we', 'our_side',
                        'concessive_contrast', 'concessive', 'contrast', 'although', 'concession'}""")
rep("        if t in SET41_STYLE_VARIANTS or any(w in SET41_STYLE_VARIANTS for w in t.split('_')):\n            err('new estimate tag %s is set 41\\'s or set 42\\'s prose style or a near variant' % t)",
    "        if t in SET41_STYLE_VARIANTS or any(w in SET41_STYLE_VARIANTS for w in t.split('_')):\n            err('new estimate tag %s is a prose style of sets 41 to 43 or a near variant' % t)")
# scenario rule: set 39's trees
rep("""    # ---- scenarios: set 43 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 38's 20 scenarios (ref/set38_scenarios.json), in set 38's order; represent each by its lowest
    # record id that is not set 38's id. Recomputed here.""",
"""    # ---- scenarios: set 44 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 39's 20 scenarios (ref/set39_scenarios.json), in set 39's order; represent each by its lowest
    # record id that is not set 39's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET38))  # set 38's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 38's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set38_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s28_ = json.load(open(SET39))  # set 39's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 39's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set39_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set43_scenarios.json'))) != chosen:
            err('ref/set43_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set43_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set44_scenarios.json'))) != chosen:
            err('ref/set44_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set44_scenarios.json: %s' % e)
    # set 43's own choices file (saved as ref/set43_scenario_choices.json) must agree with ref/set43_scenarios.json
    try:
        s43 = [c['scenario'] for c in json.load(open(SET43_CHOICES))['chosen']]
        if len(s43) != 20 or s43 != json.load(open(SET43)):
            err('ref/set43_scenario_choices.json should list 20 chosen ids, those of ref/set43_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET43_CHOICES, e))""")
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 43' % x)", "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 44' % x)")
rep("err('chosen scenario %s is one of set 38\\'s own ids' % x)", "err('chosen scenario %s is one of set 39\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 38\\'s trees' % sc)", "err('scenario %s is not in one of set 39\\'s trees' % sc)")
rep("    # set 43's brief asks for exact counts", "    # set 44's brief asks for exact counts")
rep("    # set 43's notes are prose:", "    # set 44's notes are prose:")
rep("err('new tag %s appears in set 42\\'s README' % t)", "err('new tag %s appears in set 43\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 42\\'s README' % t)", "err('new tag %s (with a space) appears in set 43\\'s README' % t)")
rep("err('set 42\\'s README not found at %s' % SET30_README)", "err('set 43\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 38\\'s trees, none of set 38\\'s ids)", "(trees distinct, all set 39\\'s trees, none of set 39\\'s ids)")
# duplicate-text check across claims and estimates too: no claim text equals a note text
rep("""    if claims and tags['realistic_reply'] <= MIN_REALISTIC_SHARE * len(claims):""",
"""    for x in {r.get('text') for r in claims} & {r.get('text') for r in ests}:
        err('text used both as a claim and as a note: %r' % (x or '')[:80])
    if claims and tags['realistic_reply'] <= MIN_REALISTIC_SHARE * len(claims):""")
open(f, 'w', encoding='utf-8').write(s)
print('patched')
