#!/usr/bin/env python3
"""Adapts set 56's validate.py (copied beside this folder's README) to set 57. Every replacement must hit once."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()

def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old[:70], n)
    s = s.replace(old, new)

rep('''"""Stdlib-only checker for blind set 56 (claims.jsonl, estimates.jsonl, README.md).

Set 55's checker with set 56's tags and counts, set 56's scenario rule (reused universes: the 20 trees
that hold set 51's 20 scenarios, in set 51's order, each represented by its lowest record id that is not
set 51's id), and set 56's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''',
'''"""Stdlib-only checker for blind set 57 (claims.jsonl, estimates.jsonl, README.md).

Set 56's checker with set 57's tags and counts, set 57's scenario rule (reused universes: the 20 trees
that hold set 52's 20 scenarios, in set 52's order, each represented by its lowest record id that is not
set 52's id), and set 57's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''')
rep('''style's own construction checked on every note, and no comma outside unit names in the commaless notes).''',
    '''style's own construction checked on every note).''')
rep('''SET55_CHOICES = os.path.join(HERE, 'ref', 'set55_scenario_choices.json')
# set 55's README: beside this folder (set 55 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set55', 'README.md')''',
'''SET55_CHOICES = os.path.join(HERE, 'ref', 'set55_scenario_choices.json')
SET56 = os.path.join(HERE, 'ref', 'set56_scenarios.json')
SET56_CHOICES = os.path.join(HERE, 'ref', 'set56_scenario_choices.json')
# set 56's README: beside this folder (set 56 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set56', 'README.md')''')
rep('''    # set 56 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 56's new tags, each with committing and adversarial forms (checked below)
    'pawnbroker_pledge': 12, 'apothecary_mortar': 12, 'butcher_cleaver': 12, 'optician_eyechart': 12,
    'sericulturist_cocoon': 12, 'lumberjack_axe': 12, 'stevedore_hook': 12, 'seismologist_seismograph': 12,''',
'''    # set 57 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 57's new tags, each with committing and adversarial forms (checked below)
    'foley_coconut': 12, 'pyrotechnician_shell': 12, 'vexillologist_flag': 12, 'fencingmaster_foil': 12,
    'miniaturist_dollhouse': 12, 'chocolatier_praline': 12, 'speleologist_headlamp': 12,
    'genealogist_pedigree': 12,''')
rep('''NEW_CLAIM_TAGS = ['pawnbroker_pledge', 'apothecary_mortar', 'butcher_cleaver', 'optician_eyechart',
                  'sericulturist_cocoon', 'lumberjack_axe', 'stevedore_hook', 'seismologist_seismograph']''',
'''NEW_CLAIM_TAGS = ['foley_coconut', 'pyrotechnician_shell', 'vexillologist_flag', 'fencingmaster_foil',
                  'miniaturist_dollhouse', 'chocolatier_praline', 'speleologist_headlamp', 'genealogist_pedigree']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 56's tags, their words and near variants (from set 56's README)
    'pawnbroker_pledge', 'apothecary_mortar', 'butcher_cleaver', 'optician_eyechart', 'sericulturist_cocoon',
    'lumberjack_axe', 'stevedore_hook', 'seismologist_seismograph', 'pawnbroker', 'pawn', 'pawnshop', 'pledge',
    'apothecary', 'mortar', 'pestle', 'butcher', 'cleaver', 'meat', 'optician', 'eyechart', 'eye', 'lens',
    'spectacles', 'sericulturist', 'silk', 'silkworm', 'cocoon', 'mulberry', 'lumberjack', 'logger', 'axe',
    'timber', 'stevedore', 'docker', 'dock', 'hook', 'cargo', 'seismologist', 'seismograph', 'seismic',
    'earthquake',
    # set 57's dropped candidates (full tags only)
    'neonbender_tube', 'escapologist_chains', 'bartender_shaker', 'lexicographer_headword',
    'architect_blueprint', 'electrician_fusebox', 'windowcleaner_squeegee', 'trufflehunter_hound',
    'bouncer_clipboard', 'liftattendant_lever', 'waxworker_effigy', 'arborist_harness', 'shearer_fleece',
    'snookermarker_cue', 'notary_seal', 'puzzlemaker_jigsaw', 'navigator_sextant', 'volcanologist_crater',
    'palaeontologist_fossil', 'distiller_still', 'scaffolder_clamp', 'juggler_clubs', 'signalman_lever',
''')
rep('''            'tough_constructions', 'causatives', 'inchoatives', 'object_complements', 'respectively', 'commaless'}
NEW_EST_TAGS = ['tough_constructions', 'causatives', 'inchoatives', 'object_complements', 'respectively',
                'commaless']
# set 56: what each prose style must show in every note (checked below)
STYLE_PATTERNS = {
    'tough_constructions': [r'\\b(easy|hard|impossible|simple|difficult|tricky|tough) for (it|me|the attacker) to\\b'],
    'causatives': [r'\\b(let|lets|made|make|makes|had|have|got|get)\\s+(it|me|a colleague)\\b', r'\\blet\\s.+?\\bslip\\b'],
    'inchoatives': [r'\\b(came to|come to|grew|grow|became|become|turned)\\b'],
    'object_complements': [r'\\b(found|left|considered?|judged|call(ed)?|kept)\\s+(it|its|the)\\b'],
    'respectively': [r'\\brespectively\\b'],
    'commaless': [r'.'],
}''',
'''            'tough_constructions', 'causatives', 'inchoatives', 'object_complements', 'respectively', 'commaless',
            # new in set 57 (prose styles)
            'reflexives', 'reciprocals', 'partitives', 'delexicals', 'consecutives', 'double_genitives'}
NEW_EST_TAGS = ['reflexives', 'reciprocals', 'partitives', 'delexicals', 'consecutives', 'double_genitives']
# set 57: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'reflexives': [r'\\b(itself|myself|ourselves|themselves|yourself)\\b'],
    'reciprocals': [r'\\b(each other|one another)\\b'],
    'partitives': [r'\\b(shred|scrap|sliver|slice|crumb|morsel|grain|handful|fragment|pinch|trace|speck|ounce|chunk|bit|piece) of\\b'],
    'delexicals': [r'\\b(made|make|makes|took|take|takes|gave|give|gives|had|have|has)\\s+(a|an|another|no)\\s+(\\w+\\s+)?'
                   r'(guess|look|claim|slip|note|start|turn|move|nudge|shine|change|speech|estimate|idea|grip|view|hint|decoy|progress)\\b'],
    'consecutives': [r'\\bso\\s+(\\S+\\s+){1,5}that\\b', r'\\bsuch\\s+(a|an)\\s+(\\S+\\s+){1,3}that\\b'],
    'double_genitives': [r'\\bof (mine|ours|yours|theirs)\\b', r'\\bof (its|my|our|their|your) own\\b', r'\\bof its(?=[,.;])'],
}''')
rep('''                        # set 56's dropped candidates
''', '''                        # set 56's prose styles and near variants
                        'tough_constructions', 'tough', 'tough_movement', 'causatives', 'causative', 'inchoatives',
                        'inchoative', 'object_complements', 'complements', 'complement', 'respectively',
                        'commaless', 'comma', 'commas', 'no_commas', 'unpunctuated',
                        # set 57's dropped candidates
                        'result_clauses', 'light_verbs', 'equatives', 'raising_verbs', 'gerund_subjects',
                        'pseudo_coordination', 'free_relatives', 'progressive_aspect', 'future_in_the_past',
                        'too_to_constructions', 'middle_voice', 'resultatives', 'subjunctive_mood', 'cognate_objects',
                        'control_verbs', 'negative_polarity_items', 'comparative_correlatives',
                        # set 56's dropped candidates
''')
rep('''    # ---- scenarios: set 56 reuses universes ----''', '''    # ---- scenarios: set 57 reuses universes ----''')
rep('''    # hold set 51's 20 scenarios (ref/set51_scenarios.json), in set 51's order; represent each by its lowest
    # record id that is not set 51's id. Recomputed here.''', '''    # hold set 52's 20 scenarios (ref/set52_scenarios.json), in set 52's order; represent each by its lowest
    # record id that is not set 52's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET51))  # set 51's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 51's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set51_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s28_ = json.load(open(SET52))  # set 52's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 52's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set52_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set56_scenarios.json'))) != chosen:
            err('ref/set56_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set56_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set57_scenarios.json'))) != chosen:
            err('ref/set57_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set57_scenarios.json: %s' % e)
    # set 56's own choices file (saved as ref/set56_scenario_choices.json) must agree with ref/set56_scenarios.json
    try:
        s56 = [c['scenario'] for c in json.load(open(SET56_CHOICES))['chosen']]
        if len(s56) != 20 or s56 != json.load(open(SET56)):
            err('ref/set56_scenario_choices.json should list 20 chosen ids, those of ref/set56_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET56_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 56' % x)''',
    '''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 57' % x)''')
rep('''            err('chosen scenario %s is one of set 51\\'s own ids' % x)''',
    '''            err('chosen scenario %s is one of set 52\\'s own ids' % x)''')
rep('''            err('scenario %s is not in one of set 51\\'s trees' % sc)''',
    '''            err('scenario %s is not in one of set 52\\'s trees' % sc)''')
rep('''    # set 56's brief asks for exact counts''', '''    # set 57's brief asks for exact counts''')
rep('''    # set 56's notes are prose: no code, markup, configuration or data-format characters''',
    '''    # set 57's notes are prose: no code, markup, configuration or data-format characters''')
rep('''            if r['construction'] == 'commaless' and ',' in x:
                err('%s: commaless note has a comma outside unit names' % r.get('id'))
''', '')
rep('''                err('new tag %s appears in set 55\\'s README' % t)''', '''                err('new tag %s appears in set 56\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 55\\'s README' % t)''',
    '''                err('new tag %s (with a space) appears in set 56\\'s README' % t)''')
rep('''        err('set 55\\'s README not found at %s' % SET30_README)''', '''        err('set 56\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 54 or a near variant' % t)''',
    '''            err('new estimate tag %s is a prose style of sets 41 to 56 or a near variant' % t)''')
rep('''all set 51\\'s trees, none of set 51\\'s ids)''', '''all set 52\\'s trees, none of set 52\\'s ids)''')
open(P, 'w', encoding='utf-8').write(s)
print('patched')
