"""Patch set 41's validate.py (copied here) for set 42. Every replacement must hit exactly as counted."""
import os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old, n)
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 41 (claims.jsonl, estimates.jsonl, README.md).

Set 40's checker with set 41's tags and counts, set 41's scenario rule (reused universes: the 20 trees
that hold set 36's 20 scenarios, in set 36's order, each represented by its lowest record id that is not
set 36's id), and set 41's prose notes (four prose styles, 10 note texts each, both kinds per text, no
code or markup characters).''',
    '''"""Stdlib-only checker for blind set 42 (claims.jsonl, estimates.jsonl, README.md).

Set 41's checker with set 42's tags and counts, set 42's scenario rule (reused universes: the 20 trees
that hold set 37's 20 scenarios, in set 37's order, each represented by its lowest record id that is not
set 37's id), and set 42's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records, no code or markup characters; a line starting with -, * or # only as a plain prose bullet).''')
rep('''SET40_CHOICES = os.path.join(HERE, 'ref', 'set40_scenario_choices.json')
# set 40's README: beside this folder (set 40 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set40', 'README.md')''',
    '''SET40_CHOICES = os.path.join(HERE, 'ref', 'set40_scenario_choices.json')
SET41 = os.path.join(HERE, 'ref', 'set41_scenarios.json')
SET41_CHOICES = os.path.join(HERE, 'ref', 'set41_scenario_choices.json')
# set 41's README: beside this folder (set 41 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set41', 'README.md')''')
rep('''    # set 41 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 41's new tags, each with committing and adversarial forms (checked below)
    'court_jester': 12, 'stage_hypnosis': 12, 'western_drawl': 12, 'mission_control': 12,
    'fashion_runway': 12, 'preschool_host': 12, 'shakespearean': 12, 'conspiracy_theory': 12,''',
    '''    # set 42 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 42's new tags, each with committing and adversarial forms (checked below)
    'surfer_slang': 12, 'formal_butler': 12, 'consultant_speak': 12, 'therapy_session': 12,
    'alien_envoy': 12, 'professor_lecture': 12, 'caveman_speak': 12, 'vlogger': 12,''')
rep('''NEW_CLAIM_TAGS = ['court_jester', 'stage_hypnosis', 'western_drawl', 'mission_control',
                  'fashion_runway', 'preschool_host', 'shakespearean', 'conspiracy_theory']''',
    '''NEW_CLAIM_TAGS = ['surfer_slang', 'formal_butler', 'consultant_speak', 'therapy_session',
                  'alien_envoy', 'professor_lecture', 'caveman_speak', 'vlogger']''')
rep("# none of set 41's new tags may be one of them (also checked against set 40's README text below)",
    "# none of set 42's new tags may be one of them (also checked against set 41's README text below)")
rep("""    'tabletop_game', 'robot', 'robot_persona', 'beep_boop', 'old_wives_tale', 'folklore', 'omen', 'lore'}""",
    """    'tabletop_game', 'robot', 'robot_persona', 'beep_boop', 'old_wives_tale', 'folklore', 'omen', 'lore',
    # set 41's tags and near variants of them
    'court_jester', 'stage_hypnosis', 'western_drawl', 'mission_control',
    'fashion_runway', 'preschool_host', 'shakespearean', 'conspiracy_theory',
    'jester', 'fool', 'court_fool', 'hypnosis', 'hypnotist', 'trance', 'western', 'cowboy', 'cowboy_talk', 'drawl',
    'launch_control', 'ground_control', 'space_launch', 'fashion', 'runway', 'catwalk', 'fashion_show',
    'preschool', 'kids_show', 'childrens_tv', 'children_host', 'elizabethan', 'bard', 'shakespeare',
    'conspiracy', 'tinfoil', 'tinfoil_hat'}""")
rep("""            # new in set 41 (prose styles)
            'musing_fragment', 'telegraphic_recap', 'analyst_paragraph', 'before_after_pair'}
NEW_EST_TAGS = ['musing_fragment', 'telegraphic_recap', 'analyst_paragraph', 'before_after_pair']""",
    """            # new in set 41 (prose styles)
            'musing_fragment', 'telegraphic_recap', 'analyst_paragraph', 'before_after_pair',
            # new in set 42 (prose styles)
            'evidence_first', 'run_on_sentence', 'casual_chatty', 'self_reproach', 'attacker_eye_view',
            'emotive_exclaim'}
NEW_EST_TAGS = ['evidence_first', 'run_on_sentence', 'casual_chatty', 'self_reproach', 'attacker_eye_view',
                'emotive_exclaim']
# set 41's four prose styles and near variants of them (none may be a set-42 style)
SET41_STYLE_VARIANTS = {'musing_fragment', 'musing', 'fragment', 'thinking_aloud', 'first_person_fragment',
                        'telegraphic_recap', 'telegraphic', 'telegram', 'terse_summary', 'recap',
                        'analyst_paragraph', 'analyst', 'analytical_paragraph', 'hedged_paragraph', 'paragraph',
                        'before_after_pair', 'before_after', 'before_after_recap', 'two_line_recap'}""")
rep("MIN_CLAIMS, MIN_ESTS = 300, 80", "MIN_CLAIMS, MIN_ESTS = 300, 120")
rep("MIN_BOTH_TEXTS = 40", "MIN_BOTH_TEXTS = 60")
rep("""    # ---- scenarios: set 41 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 36's 20 scenarios (ref/set36_scenarios.json), in set 36's order; represent each by its lowest
    # record id that is not set 36's id. Recomputed here.""",
    """    # ---- scenarios: set 42 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 37's 20 scenarios (ref/set37_scenarios.json), in set 37's order; represent each by its lowest
    # record id that is not set 37's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET36))  # set 36's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 36's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set36_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s36_ = json.load(open(SET36))
    if len(s36_) != 20 or len({ds[x][2] for x in s36_ if x in ds}) != 20:
        err('ref/set36_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET37))  # set 37's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 37's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set37_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set41_scenarios.json'))) != chosen:
            err('ref/set41_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set41_scenarios.json: %s' % e)""",
    """        if json.load(open(os.path.join(HERE, 'ref', 'set42_scenarios.json'))) != chosen:
            err('ref/set42_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set42_scenarios.json: %s' % e)
    # set 41's own choices file (saved as ref/set41_scenario_choices.json) must agree with ref/set41_scenarios.json
    try:
        s41 = [c['scenario'] for c in json.load(open(SET41_CHOICES))['chosen']]
        if len(s41) != 20 or s41 != json.load(open(SET41)):
            err('ref/set41_scenario_choices.json should list 20 chosen ids, those of ref/set41_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET41_CHOICES, e))""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 41' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 42' % x)""")
rep("""            err('chosen scenario %s is one of set 36\\'s own ids' % x)""",
    """            err('chosen scenario %s is one of set 37\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 36\\'s trees' % sc)""",
    """            err('scenario %s is not in one of set 37\\'s trees' % sc)""")
rep("""    # set 41's brief asks for exact counts
    if len(claims) != 300 or len(ests) != 80:
        err('exactly 300 claims and 80 estimates required, got %d and %d' % (len(claims), len(ests)))""",
    """    # set 42's brief asks for exact counts
    if len(claims) != 300 or len(ests) != 120:
        err('exactly 300 claims and 120 estimates required, got %d and %d' % (len(claims), len(ests)))""")
rep("""    # set 41's notes are prose: no code, markup, configuration or data-format characters
    if {r.get('construction') for r in ests} - set(NEW_EST_TAGS):
        err('estimates: constructions other than the four prose styles')
    kinds_ = Counter(r.get('kind') for r in ests)
    if kinds_['prior'] != 40 or kinds_['current'] != 40:
        err('estimates: exactly 40 prior and 40 current records required')""",
    """    # set 42's notes are prose: no code, markup, configuration or data-format characters
    if {r.get('construction') for r in ests} - set(NEW_EST_TAGS):
        err('estimates: constructions other than the six prose styles')
    kinds_ = Counter(r.get('kind') for r in ests)
    if kinds_['prior'] != 60 or kinds_['current'] != 60:
        err('estimates: exactly 60 prior and 60 current records required')""")
rep("""    if len({r.get('text') for r in ests}) != 40:
        err('expected 40 distinct note texts')""",
    """    if len({r.get('text') for r in ests}) != 60:
        err('expected 60 distinct note texts')
    # about a third of the notes adversarial (README list of e- ids; both records of a note listed)""")
rep("""                err('new tag %s appears in set 40\\'s README' % t)""",
    """                err('new tag %s appears in set 41\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 40\\'s README' % t)
    else:
        err('set 40\\'s README not found at %s' % SET30_README)""",
    """                err('new tag %s (with a space) appears in set 41\\'s README' % t)
    else:
        err('set 41\\'s README not found at %s' % SET30_README)""")
rep("""        if t in EARLIER_EST_TAGS:
            err('new estimate tag %s is an earlier set\\'s tag' % t)""",
    """        if t in EARLIER_EST_TAGS:
            err('new estimate tag %s is an earlier set\\'s tag' % t)
        if t in SET41_STYLE_VARIANTS or any(w in SET41_STYLE_VARIANTS for w in t.split('_')):
            err('new estimate tag %s is set 41\\'s prose style or a near variant' % t)""")
rep("""        for t, n in ectags.items():
            if not re.search(r'`%s` %d\\b' % (re.escape(t), n), txt):
                err('README estimate tag count for %s (%d) not found' % (t, n))""",
    """        for t, n in ectags.items():
            if not re.search(r'`%s` %d\\b' % (re.escape(t), n), txt):
                err('README estimate tag count for %s (%d) not found' % (t, n))
        # estimates: the adversarial e- ids list both records of a note, about a third of the 60 notes
        eadv = set(re.findall(r'e-\\d{3}', mm.group(1))) if mm else set()
        eid = {r.get('id'): r for r in ests}
        for a in eadv:
            if a not in eid:
                err('README adversarial id %s not in estimates.jsonl' % a)
        etext_adv = {eid[a].get('text') for a in eadv if a in eid}
        for r in ests:
            if r.get('text') in etext_adv and r.get('id') not in eadv:
                err('%s: its note is adversarial but this record is not listed' % r.get('id'))
        if not (15 <= len(etext_adv) <= 25):
            err('adversarial notes: %d of 60 (about a third required)' % len(etext_adv))""")
rep("""    print('scenarios: %d in claims, %d in estimates, %d overall (trees distinct, all set 36\\'s trees, none of set 36\\'s ids)' % (""",
    """    print('scenarios: %d in claims, %d in estimates, %d overall (trees distinct, all set 37\\'s trees, none of set 37\\'s ids)' % (""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
