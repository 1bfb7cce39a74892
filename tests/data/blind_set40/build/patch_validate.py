import re
p = 'validate.py'
s = open(p, encoding='utf-8').read()
def rep(old, new, count=1):
    global s
    assert s.count(old) >= 1, old
    s = s.replace(old, new) if count == 0 else s.replace(old, new, count)
rep('''"""Stdlib-only checker for blind set 39 (claims.jsonl, estimates.jsonl, README.md).

Set 38's checker with set 39's tags and counts, and set 39's scenario rule (reused universes: the 20 trees
that hold set 34's 20 scenarios, in set 34's order, each represented by its lowest record id that is not
set 34's id).''', '''"""Stdlib-only checker for blind set 40 (claims.jsonl, estimates.jsonl, README.md).

Set 39's checker with set 40's tags and counts, and set 40's scenario rule (reused universes: the 20 trees
that hold set 35's 20 scenarios, in set 35's order, each represented by its lowest record id that is not
set 35's id).''')
rep("SET38_CHOICES = os.path.join(HERE, 'ref', 'set38_scenario_choices.json')\n",
    "SET38_CHOICES = os.path.join(HERE, 'ref', 'set38_scenario_choices.json')\n"
    "SET39 = os.path.join(HERE, 'ref', 'set39_scenarios.json')\n"
    "SET39_CHOICES = os.path.join(HERE, 'ref', 'set39_scenario_choices.json')\n")
rep("# set 38's README: beside this folder (set 38 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set38', 'README.md')",
    "# set 39's README: beside this folder (set 39 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set39', 'README.md')")
rep("""    # set 39 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 39's new tags, each with committing and adversarial forms (checked below)
    'soap_opera': 12, 'square_dance': 12, 'puppet_show': 12, 'escape_room': 12,
    'graffiti_wall': 12, 'drill_sergeant': 12, 'rap_battle': 12, 'sleep_talking': 12,""",
"""    # set 40 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 40's new tags, each with committing and adversarial forms (checked below)
    'referee_call': 12, 'carnival_barker': 12, 'comic_strip': 12, 'parrot_squawk': 12,
    'fan_fiction': 12, 'board_game': 12, 'robot_voice': 12, 'superstition': 12,""")
rep("""NEW_CLAIM_TAGS = ['soap_opera', 'square_dance', 'puppet_show', 'escape_room',
                  'graffiti_wall', 'drill_sergeant', 'rap_battle', 'sleep_talking']""",
"""NEW_CLAIM_TAGS = ['referee_call', 'carnival_barker', 'comic_strip', 'parrot_squawk',
                  'fan_fiction', 'board_game', 'robot_voice', 'superstition']""")
rep("# none of set 39's new tags may be one of them (also checked against set 38's README text below)",
    "# none of set 40's new tags may be one of them (also checked against set 39's README text below)")
rep("""    'guided_meditation', 'trading_card', 'epizeuxis', 'prosopopoeia', 'stand_up_bit'}""",
"""    'guided_meditation', 'trading_card', 'epizeuxis', 'prosopopoeia', 'stand_up_bit',
    # set 39's tags and near variants of them
    'soap_opera', 'square_dance', 'puppet_show', 'escape_room',
    'graffiti_wall', 'drill_sergeant', 'rap_battle', 'sleep_talking',
    'soap', 'telenovela', 'serial_drama', 'barn_dance', 'dance_call', 'hoedown', 'puppet', 'puppetry',
    'ventriloquism', 'sock_puppet', 'punch_and_judy', 'escape_game', 'puzzle_room', 'graffiti', 'wall_scrawl',
    'mural', 'drill_instructor', 'boot_camp', 'sergeant', 'rap', 'freestyle', 'cypher', 'diss_track',
    'sleep_talk', 'sleeptalking', 'somniloquy', 'mumbling',
    # tags the set-40 brief names as used by sets not seen here (all listed above; repeated for the record)
    'noir_monologue', 'infomercial', 'ouija_board', 'pig_latin', 'nato_phonetic', 'aporia', 'metonymy',
    'enthymeme', 'flight_announcement', 'chess_annotation', 'lab_notebook', 'anacoluthon', 'ghost_story',
    'wine_tasting', 'chess_notation', 'bingo_call', 'magic_trick', 'dream_recount', 'text_adventure',
    'tabloid_headline', 'polyptoton', 'anadiplosis', 'stock_ticker', 'treasure_map', 'heist_plan',
    'guided_meditation', 'trading_card', 'epizeuxis', 'prosopopoeia', 'stand_up_bit', 'nature_documentary',
    'knitting_pattern', 'town_crier', 'protest_chant', 'telephone_game', 'charades', 'hide_and_seek',
    'message_in_a_bottle'}""")
rep("""            # new in set 39
            'postscript_note', 'batch_note'}
NEW_EST_TAGS = ['postscript_note', 'batch_note']""", """            # new in set 39
            'postscript_note', 'batch_note',
            # new in set 40
            'troff_note', 'm4_note'}
NEW_EST_TAGS = ['troff_note', 'm4_note']""")
rep("""                     'vbdotnet_note'}""", """                     'vbdotnet_note',
                     # the set-40 brief's list adds PostScript and Windows batch/cmd (set 39's forms)
                     'postscript_note', 'batch_note', 'cmd_note', 'bat_note', 'windows_batch_note', 'ps_note'}""")
rep("# language names the set-38 and set-39 briefs exclude", "# language names the set-38, set-39 and set-40 briefs exclude")
rep("""                      'visualbasic', 'vbdotnet']""", """                      'visualbasic', 'vbdotnet', 'postscript', 'ps', 'batch', 'cmd', 'bat', 'windows']""")
rep("# ---- scenarios: set 39 reuses universes ----", "# ---- scenarios: set 40 reuses universes ----")
rep("""    # hold set 34's 20 scenarios (ref/set34_scenarios.json), in set 34's order; represent each by its lowest
    # record id that is not set 34's id. Recomputed here.""", """    # hold set 35's 20 scenarios (ref/set35_scenarios.json), in set 35's order; represent each by its lowest
    # record id that is not set 35's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET34))  # set 34's scenario ids (name kept from set 38's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 34's trees (name kept from set 38's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set34_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s28_ = json.load(open(SET35))  # set 35's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 35's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set35_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set39_scenarios.json'))) != chosen:
            err('ref/set39_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set39_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set40_scenarios.json'))) != chosen:
            err('ref/set40_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set40_scenarios.json: %s' % e)
    # set 39's own choices file (saved as ref/set39_scenario_choices.json) must agree with ref/set39_scenarios.json
    try:
        s39 = [c['scenario'] for c in json.load(open(SET39_CHOICES))['chosen']]
        if len(s39) != 20 or s39 != json.load(open(SET39)):
            err('ref/set39_scenario_choices.json should list 20 chosen ids, those of ref/set39_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET39_CHOICES, e))""")
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 39' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 40' % x)")
rep("err('chosen scenario %s is one of set 34\\'s own ids' % x)", "err('chosen scenario %s is one of set 35\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 34\\'s trees' % sc)", "err('scenario %s is not in one of set 35\\'s trees' % sc)")
rep("# set 39's brief asks for exact counts", "# set 40's brief asks for exact counts")
rep("err('new tag %s appears in set 38\\'s README' % t)", "err('new tag %s appears in set 39\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 38\\'s README' % t)", "err('new tag %s (with a space) appears in set 39\\'s README' % t)")
rep("err('set 38\\'s README not found at %s' % SET30_README)", "err('set 39\\'s README not found at %s' % SET30_README)")
rep("all set 34\\'s trees, none of set 34\\'s ids", "all set 35\\'s trees, none of set 35\\'s ids")
# the adversarial share must also agree with build/adversarial.json's count is not required; keep checker as set 39's
open(p, 'w', encoding='utf-8').write(s)
print('patched')
