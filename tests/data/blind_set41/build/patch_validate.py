import os, re
p = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'validate.py')
s = open(p).read()
def R(a, b, cnt=1):
    global s
    assert s.count(a) == cnt, (a, s.count(a))
    s = s.replace(a, b)
R('''"""Stdlib-only checker for blind set 40 (claims.jsonl, estimates.jsonl, README.md).

Set 39's checker with set 40's tags and counts, and set 40's scenario rule (reused universes: the 20 trees
that hold set 35's 20 scenarios, in set 35's order, each represented by its lowest record id that is not
set 35's id).''', '''"""Stdlib-only checker for blind set 41 (claims.jsonl, estimates.jsonl, README.md).

Set 40's checker with set 41's tags and counts, set 41's scenario rule (reused universes: the 20 trees
that hold set 36's 20 scenarios, in set 36's order, each represented by its lowest record id that is not
set 36's id), and set 41's prose notes (four prose styles, 10 note texts each, both kinds per text, no
code or markup characters).''')
R('''SET39_CHOICES = os.path.join(HERE, 'ref', 'set39_scenario_choices.json')
# set 39's README: beside this folder (set 39 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set39', 'README.md')''', '''SET39_CHOICES = os.path.join(HERE, 'ref', 'set39_scenario_choices.json')
SET40 = os.path.join(HERE, 'ref', 'set40_scenarios.json')
SET40_CHOICES = os.path.join(HERE, 'ref', 'set40_scenario_choices.json')
# set 40's README: beside this folder (set 40 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set40', 'README.md')''')
R('''    # set 40 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 40's new tags, each with committing and adversarial forms (checked below)
    'referee_call': 12, 'carnival_barker': 12, 'comic_strip': 12, 'parrot_squawk': 12,
    'fan_fiction': 12, 'board_game': 12, 'robot_voice': 12, 'superstition': 12,''', '''    # set 41 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 41's new tags, each with committing and adversarial forms (checked below)
    'court_jester': 12, 'stage_hypnosis': 12, 'western_drawl': 12, 'mission_control': 12,
    'fashion_runway': 12, 'preschool_host': 12, 'shakespearean': 12, 'conspiracy_theory': 12,''')
R('''NEW_CLAIM_TAGS = ['referee_call', 'carnival_barker', 'comic_strip', 'parrot_squawk',
                  'fan_fiction', 'board_game', 'robot_voice', 'superstition']''', '''NEW_CLAIM_TAGS = ['court_jester', 'stage_hypnosis', 'western_drawl', 'mission_control',
                  'fashion_runway', 'preschool_host', 'shakespearean', 'conspiracy_theory']''')
R('''# none of set 40's new tags may be one of them (also checked against set 39's README text below)''',
  '''# none of set 41's new tags may be one of them (also checked against set 40's README text below)''')
R('''    'message_in_a_bottle'}
MIN_REALISTIC_SHARE''', '''    'message_in_a_bottle',
    # set 40's tags and near variants of them
    'referee_call', 'carnival_barker', 'comic_strip', 'parrot_squawk',
    'fan_fiction', 'board_game', 'robot_voice', 'superstition',
    'referee', 'umpire', 'ref_call', 'barker', 'sideshow', 'carnival', 'fairground', 'comic', 'cartoon',
    'comic_panel', 'parrot', 'parroting', 'bird_squawk', 'fanfic', 'fan_fic', 'fic', 'boardgame', 'board',
    'tabletop_game', 'robot', 'robot_persona', 'beep_boop', 'old_wives_tale', 'folklore', 'omen', 'lore'}
MIN_REALISTIC_SHARE''')
R('''            # new in set 40
            'troff_note', 'm4_note'}''', '''            # new in set 40
            'troff_note', 'm4_note',
            # new in set 41 (prose styles)
            'musing_fragment', 'telegraphic_recap', 'analyst_paragraph', 'before_after_pair'}''')
R('''NEW_EST_TAGS = ['troff_note', 'm4_note']''', '''NEW_EST_TAGS = ['musing_fragment', 'telegraphic_recap', 'analyst_paragraph', 'before_after_pair']''')
R(''''postscript_note', 'batch_note', 'cmd_note', 'bat_note', 'windows_batch_note', 'ps_note'}''',
  ''''postscript_note', 'batch_note', 'cmd_note', 'bat_note', 'windows_batch_note', 'ps_note',
                     # set 40's forms (troff/groff and m4)
                     'troff_note', 'groff_note', 'm4_note'}''')
R(''''visualbasic', 'vbdotnet', 'postscript', 'ps', 'batch', 'cmd', 'bat', 'windows']''',
  ''''visualbasic', 'vbdotnet', 'postscript', 'ps', 'batch', 'cmd', 'bat', 'windows',
                      'troff', 'groff', 'm4']''')
R('''MIN_BOTH_TEXTS = 25''', '''MIN_BOTH_TEXTS = 40''')
R('''    # ---- scenarios: set 40 reuses universes ----''', '''    # ---- scenarios: set 41 reuses universes ----''')
R('''    # hold set 35's 20 scenarios (ref/set35_scenarios.json), in set 35's order; represent each by its lowest
    # record id that is not set 35's id. Recomputed here.''', '''    # hold set 36's 20 scenarios (ref/set36_scenarios.json), in set 36's order; represent each by its lowest
    # record id that is not set 36's id. Recomputed here.''')
R('''    s28_ = json.load(open(SET35))  # set 35's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 35's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set35_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s28_ = json.load(open(SET36))  # set 36's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 36's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set36_scenarios.json should list 20 scenarios with 20 distinct trees')''')
R('''        if json.load(open(os.path.join(HERE, 'ref', 'set40_scenarios.json'))) != chosen:
            err('ref/set40_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set40_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set41_scenarios.json'))) != chosen:
            err('ref/set41_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set41_scenarios.json: %s' % e)
    # set 40's own choices file (saved as ref/set40_scenario_choices.json) must agree with ref/set40_scenarios.json
    try:
        s40 = [c['scenario'] for c in json.load(open(SET40_CHOICES))['chosen']]
        if len(s40) != 20 or s40 != json.load(open(SET40)):
            err('ref/set40_scenario_choices.json should list 20 chosen ids, those of ref/set40_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET40_CHOICES, e))''')
R('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 40' % x)''',
  '''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 41' % x)''')
R('''            err('chosen scenario %s is one of set 35\\'s own ids' % x)''', '''            err('chosen scenario %s is one of set 36\\'s own ids' % x)''')
R('''            err('scenario %s is not in one of set 35\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 36\\'s trees' % sc)''')
R('''    # set 40's brief asks for exact counts''', '''    # set 41's brief asks for exact counts''')
R('''        if sum(1 for r in ests if r.get('construction') == t) != 40:
            err('new note form %s: exactly 40 records required' % t)''', '''        if sum(1 for r in ests if r.get('construction') == t) != 20:
            err('prose style %s: exactly 20 records (10 note texts, both kinds) required' % t)
        tt = {r.get('text') for r in ests if r.get('construction') == t}
        if len(tt) != 10:
            err('prose style %s: exactly 10 note texts required, got %d' % (t, len(tt)))
        for x in tt:
            ks = sorted(r.get('kind') for r in ests if r.get('text') == x)
            if ks != ['current', 'prior']:
                err('prose style %s: note text not labelled once for each kind: %r' % (t, (x or '')[:60]))
    # set 41's notes are prose: no code, markup, configuration or data-format characters
    if {r.get('construction') for r in ests} - set(NEW_EST_TAGS):
        err('estimates: constructions other than the four prose styles')
    kinds_ = Counter(r.get('kind') for r in ests)
    if kinds_['prior'] != 40 or kinds_['current'] != 40:
        err('estimates: exactly 40 prior and 40 current records required')
    for r in ests:
        x = r.get('text') or ''
        for ch in '{}=<>`':
            if ch in x:
                err('%s: note contains %r (notes must be prose)' % (r.get('id'), ch))
        for ln in x.split('\\n'):
            if ln[:1] == '#':
                err('%s: note line starts with "#" (notes must be prose)' % r.get('id'))
            elif ln[:1] in '-*' and ln[:1] and not re.match(r'^[-*] [A-Za-z]', ln):
                err('%s: note line starting with %r is not a plain prose bullet' % (r.get('id'), ln[:1]))
        if re.search(r'^\\s*[\\w.-]+\\s*:\\s*\\S+\\s*$', x, re.M) and not re.search(r'[a-z] [a-z]', x):
            err('%s: note looks like a key-value record' % r.get('id'))''')
R('''                err('new tag %s appears in set 39\\'s README' % t)''', '''                err('new tag %s appears in set 40\\'s README' % t)''')
R('''                err('new tag %s (with a space) appears in set 39\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 40\\'s README' % t)''')
R('''        err('set 39\\'s README not found at %s' % SET30_README)''', '''        err('set 40\\'s README not found at %s' % SET30_README)''')
R('''all set 35\\'s trees, none of set 35\\'s ids)''', '''all set 36\\'s trees, none of set 36\\'s ids)''')
open(p, 'w').write(s)
print('patched')
