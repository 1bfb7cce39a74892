#!/usr/bin/env python3
"""Adapt set 57's validate.py to set 58 (every replacement asserted to hit the stated number of times)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()

def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (c, n, old[:80])
    s = s.replace(old, new)

rep('''"""Stdlib-only checker for blind set 57 (claims.jsonl, estimates.jsonl, README.md).

Set 56's checker with set 57's tags and counts, set 57's scenario rule (reused universes: the 20 trees
that hold set 52's 20 scenarios, in set 52's order, each represented by its lowest record id that is not
set 52's id), and set 57's prose notes''',
'''"""Stdlib-only checker for blind set 58 (claims.jsonl, estimates.jsonl, README.md).

Set 57's checker with set 58's tags and counts, set 58's scenario rule (reused universes: the 20 trees
that hold set 53's 20 scenarios, in set 53's order, each represented by its lowest record id that is not
set 53's id), and set 58's prose notes''')
rep('''# set 56's README: beside this folder (set 56 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set56', 'README.md')''',
'''SET57 = os.path.join(HERE, 'ref', 'set57_scenarios.json')
SET57_CHOICES = os.path.join(HERE, 'ref', 'set57_scenario_choices.json')
# set 57's README: beside this folder (set 57 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set57', 'README.md')''')
rep('''    # set 57 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 57's new tags, each with committing and adversarial forms (checked below)
    'foley_coconut': 12, 'pyrotechnician_shell': 12, 'vexillologist_flag': 12, 'fencingmaster_foil': 12,
    'miniaturist_dollhouse': 12, 'chocolatier_praline': 12, 'speleologist_headlamp': 12,
    'genealogist_pedigree': 12,''',
'''    # set 58 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 58's new tags, each with committing and adversarial forms (checked below)
    'numismatist_coin': 12, 'weightlifter_barbell': 12, 'ironmonger_nails': 12, 'aquarist_coral': 12,
    'carpetfitter_underlay': 12, 'skywriter_contrail': 12, 'acupuncturist_needles': 12,
    'cyclist_peloton': 12,''')
rep('''NEW_CLAIM_TAGS = ['foley_coconut', 'pyrotechnician_shell', 'vexillologist_flag', 'fencingmaster_foil',
                  'miniaturist_dollhouse', 'chocolatier_praline', 'speleologist_headlamp', 'genealogist_pedigree']''',
'''NEW_CLAIM_TAGS = ['numismatist_coin', 'weightlifter_barbell', 'ironmonger_nails', 'aquarist_coral',
                  'carpetfitter_underlay', 'skywriter_contrail', 'acupuncturist_needles', 'cyclist_peloton']''')
rep('''    # set 56's tags, their words and near variants (from set 56's README)
''', '''    # set 57's tags, their words and near variants (from set 57's README)
    'foley_coconut', 'pyrotechnician_shell', 'vexillologist_flag', 'fencingmaster_foil', 'miniaturist_dollhouse',
    'chocolatier_praline', 'speleologist_headlamp', 'genealogist_pedigree', 'foley', 'coconut', 'coconuts',
    'pyrotechnician', 'pyrotechnics', 'fireworks', 'firework', 'shell', 'shells', 'fuse', 'vexillologist', 'flag',
    'flags', 'flagpole', 'bunting', 'fencingmaster', 'fencing', 'fencer', 'foil', 'foils', 'piste', 'miniaturist',
    'dollhouse', 'doll', 'miniature', 'chocolatier', 'chocolate', 'praline', 'ganache', 'speleologist', 'caver',
    'cave', 'caving', 'headlamp', 'genealogist', 'genealogy', 'pedigree', 'ancestry', 'family',
    # set 58's dropped candidates (full tags only)
    'craneoperator_jib', 'philatelist_stamp', 'botanist_herbarium', 'icecreamvan_chimes', 'radiographer_xray',
    'croquet_mallet', 'zookeeper_enclosure', 'hairdresser_curler', 'detectorist_spade', 'dartsplayer_oche',
    'geocacher_logbook', 'paperhanger_paste',
    # set 56's tags, their words and near variants (from set 56's README)
''')
rep('''            'reflexives', 'reciprocals', 'partitives', 'delexicals', 'consecutives', 'double_genitives'}
NEW_EST_TAGS = ['reflexives', 'reciprocals', 'partitives', 'delexicals', 'consecutives', 'double_genitives']''',
'''            'reflexives', 'reciprocals', 'partitives', 'delexicals', 'consecutives', 'double_genitives',
            # new in set 58 (prose styles)
            'conatives', 'way_constructions', 'performatives', 'miratives', 'spend_time', 'substitutives'}
NEW_EST_TAGS = ['conatives', 'way_constructions', 'performatives', 'miratives', 'spend_time', 'substitutives']''')
a = s.index('# set 57: what each prose style must show')
b = s.index('# sets 41\'s to 43\'s prose styles')
s = s[:a] + r'''# set 58: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'conatives': [r'(?i)\b(grab|grabs|grabbed|grabbing|clutch|clutched|clutching|grasp|grasped|grasping|tug|tugged|'
                  r'tugging|peck|pecked|pecking|pick|picked|picking|nibble|nibbled|nibbling|chip|chipped|chipping|'
                  r'snatch|snatched|snatching|claw|clawed|clawing|guess|guessed|guessing|pluck|plucked|plucking)'
                  r'\s+(away\s+)?at\b'],
    'way_constructions': [r'\b\w+\s+(its|my|our|their)\s+(own\s+)?way\s+(to|into|down|up|through|out|past|back|'
                          r'toward|towards|around|from|along|across|over)\b'],
    'performatives': [r'\bI\s+(hereby\s+|formally\s+)?(state|record|concede|grant|certify|declare|submit|maintain|'
                      r'affirm|acknowledge|admit|report|judge|note)\b'],
    'miratives': [r'(?i)\b(to my (surprise|astonishment|amazement)|much to my surprise|it turned out|it turns out|'
                  r'as it turned out|as it happens|as it happened|lo and behold|who knew)\b'],
    'spend_time': [r'\b(spent|spend|spends|spending|wasted|waste|wastes|wasting)\s+(\S+\s+){0,5}?\w+ing\b'],
    'substitutives': [r'(?i)\b(instead of|rather than|in place of|in lieu of|in favour of)\b'],
}
''' + s[b:]
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 57's prose styles and near variants
                        'reflexives', 'reflexive', 'reciprocals', 'reciprocal', 'partitives', 'partitive',
                        'delexicals', 'delexical', 'light', 'consecutives', 'consecutive', 'result', 'results',
                        'double_genitives', 'genitive', 'genitives', 'double',
                        # set 58's dropped candidates
                        'zero_derivation', 'mis_prefixes', 'depictives', 'sluicing', 'right_dislocation',
                        'implicatives', 'aspectual_verbs', 'dual_determiners', 'complex_prepositions',
                        'frequency_adverbs', 'motion_verbs', 'indefinite_pronouns', 'mental_nouns', 'correctio',
                        'clock_times',
''')
rep("    # ---- scenarios: set 57 reuses universes ----", "    # ---- scenarios: set 58 reuses universes ----")
rep('''    # hold set 52's 20 scenarios (ref/set52_scenarios.json), in set 52's order; represent each by its lowest
    # record id that is not set 52's id. Recomputed here.''', '''    # hold set 53's 20 scenarios (ref/set53_scenarios.json), in set 53's order; represent each by its lowest
    # record id that is not set 53's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET52))  # set 52's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 52's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set52_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s28_ = json.load(open(SET53))  # set 53's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 53's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set53_scenarios.json should list 20 scenarios with 20 distinct trees')
    s52_ = json.load(open(SET52))
    if len(s52_) != 20 or len({ds[x][2] for x in s52_ if x in ds}) != 20:
        err('ref/set52_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep("os.path.join(HERE, 'ref', 'set57_scenarios.json'))) != chosen", "os.path.join(HERE, 'ref', 'set58_scenarios.json'))) != chosen")
rep("err('ref/set57_scenarios.json does not list", "err('ref/set58_scenarios.json does not list")
rep("err('cannot read ref/set57_scenarios.json: %s' % e)", "err('cannot read ref/set58_scenarios.json: %s' % e)")
rep('''    # set 56's own choices file (saved as ref/set56_scenario_choices.json) must agree with ref/set56_scenarios.json
''', '''    # set 57's own choices file (saved as ref/set57_scenario_choices.json) must agree with ref/set57_scenarios.json
    try:
        s57 = [c['scenario'] for c in json.load(open(SET57_CHOICES))['chosen']]
        if len(s57) != 20 or s57 != json.load(open(SET57)):
            err('ref/set57_scenario_choices.json should list 20 chosen ids, those of ref/set57_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET57_CHOICES, e))
    # set 56's own choices file (saved as ref/set56_scenario_choices.json) must agree with ref/set56_scenarios.json
''')
rep("is not used by set 57' % x)", "is not used by set 58' % x)")
rep("err('chosen scenario %s is one of set 52\\'s own ids' % x)", "err('chosen scenario %s is one of set 53\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 52\\'s trees' % sc)", "err('scenario %s is not in one of set 53\\'s trees' % sc)")
rep("    # set 57's brief asks for exact counts", "    # set 58's brief asks for exact counts")
rep("    # set 57's notes are prose", "    # set 58's notes are prose")
rep("err('new tag %s appears in set 56\\'s README' % t)", "err('new tag %s appears in set 57\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 56\\'s README' % t)", "err('new tag %s (with a space) appears in set 57\\'s README' % t)")
rep("err('set 56\\'s README not found at %s' % SET30_README)", "err('set 57\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 56 or a near variant' % t)", "is a prose style of sets 41 to 57 or a near variant' % t)")
rep("all set 52\\'s trees, none of set 52\\'s ids)", "all set 53\\'s trees, none of set 53\\'s ids)")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
