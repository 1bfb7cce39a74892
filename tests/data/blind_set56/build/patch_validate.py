#!/usr/bin/env python3
"""Turn set 55's validate.py (copied to ../validate.py) into set 56's. Every replacement is asserted to hit
the stated number of times."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()

def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (c, n, old[:80])
    s = s.replace(old, new)

rep('''"""Stdlib-only checker for blind set 55 (claims.jsonl, estimates.jsonl, README.md).

Set 54's checker with set 55's tags and counts, set 55's scenario rule (reused universes: the 20 trees
that hold set 50's 20 scenarios, in set 50's order, each represented by its lowest record id that is not
set 50's id), and set 55's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records, no code or markup characters; a line starting with -, * or # only as a plain prose bullet).''',
'''"""Stdlib-only checker for blind set 56 (claims.jsonl, estimates.jsonl, README.md).

Set 55's checker with set 56's tags and counts, set 56's scenario rule (reused universes: the 20 trees
that hold set 51's 20 scenarios, in set 51's order, each represented by its lowest record id that is not
set 51's id), and set 56's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records, no code or markup characters; a line starting with -, * or # only as a plain prose bullet; each
style's own construction checked on every note, and no comma outside unit names in the commaless notes).''')
rep('''SET54_CHOICES = os.path.join(HERE, 'ref', 'set54_scenario_choices.json')
''', '''SET54_CHOICES = os.path.join(HERE, 'ref', 'set54_scenario_choices.json')
SET55 = os.path.join(HERE, 'ref', 'set55_scenarios.json')
SET55_CHOICES = os.path.join(HERE, 'ref', 'set55_scenario_choices.json')
''')
rep('''# set 54's README: beside this folder (set 54 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set54', 'README.md')''',
'''# set 55's README: beside this folder (set 55 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set55', 'README.md')''')
rep('''    # set 55 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 55's new tags, each with committing and adversarial forms (checked below)
    'knockerupper_pole': 12, 'pinsetter_alley': 12, 'cigarroller_wrapper': 12, 'snakecharmer_pungi': 12,
    'mahout_howdah': 12, 'barber_strop': 12, 'laundress_mangle': 12, 'switchboard_operator': 12,''',
'''    # set 56 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 56's new tags, each with committing and adversarial forms (checked below)
    'pawnbroker_pledge': 12, 'apothecary_mortar': 12, 'butcher_cleaver': 12, 'optician_eyechart': 12,
    'sericulturist_cocoon': 12, 'lumberjack_axe': 12, 'stevedore_hook': 12, 'seismologist_seismograph': 12,''')
rep('''NEW_CLAIM_TAGS = ['knockerupper_pole', 'pinsetter_alley', 'cigarroller_wrapper', 'snakecharmer_pungi',
                  'mahout_howdah', 'barber_strop', 'laundress_mangle', 'switchboard_operator']''',
'''NEW_CLAIM_TAGS = ['pawnbroker_pledge', 'apothecary_mortar', 'butcher_cleaver', 'optician_eyechart',
                  'sericulturist_cocoon', 'lumberjack_axe', 'stevedore_hook', 'seismologist_seismograph']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 54's tags, its dropped candidates and near variants of them
''', '''EARLIER_CLAIM_TAGS = {
    # set 55's tags, its dropped candidates and near variants of them
    'knockerupper_pole', 'pinsetter_alley', 'cigarroller_wrapper', 'snakecharmer_pungi', 'mahout_howdah',
    'barber_strop', 'laundress_mangle', 'switchboard_operator', 'knockerupper', 'knocker', 'knocker_upper', 'pole',
    'pinsetter', 'pin_boy', 'alley', 'pins', 'bowling', 'cigarroller', 'cigar', 'cigars', 'wrapper', 'tobacco',
    'humidor', 'tobacconist', 'lector', 'snakecharmer', 'snake', 'charmer', 'pungi', 'cobra', 'mahout', 'elephant',
    'howdah', 'goad', 'barber', 'strop', 'razor', 'shave', 'laundress', 'laundry', 'washerwoman', 'mangle',
    'washing', 'switchboard', 'operator', 'telephone_operator', 'icecutter_saw', 'icecutter', 'saw',
    'organgrinder_monkey', 'organgrinder', 'monkey', 'pigeonfancier_loft', 'pigeonfancier', 'pigeon', 'loft',
    'mudlark_foreshore', 'mudlark', 'foreshore', 'steeplejack_ladder', 'steeplejack', 'ladder', 'thresher_flail',
    'thresher', 'flail', 'maltster_floor', 'maltster', 'malt', 'muleteer_pack', 'muleteer', 'mule', 'drover',
    'croupier_rake', 'croupier', 'rake', 'projectionist_reel', 'projectionist', 'reel', 'gondolier_oar',
    'gondolier', 'gondola', 'oar', 'rag_and_bone', 'greengrocer_barrow', 'greengrocer', 'barrow',
    'umbrellamender_rib', 'umbrellamender', 'umbrella', 'watchman_rattle', 'watchman', 'rattle',
    # set 56's dropped candidates (full tags only)
    'tollman_turnpike', 'scissorgrinder_whetstone', 'fishwife_creel', 'discjockey_turntable',
    'charcoalburner_clamp', 'alchemist_crucible', 'caddie_golfbag', 'pearldiver_oyster', 'lollipop_lady',
    'dogwalker_leash', 'entomologist_net', 'surveyor_theodolite', 'scrivener_quill', 'bricklayer_trowel',
    'milkman_float', 'coalman_sack', 'gravedigger_spade', 'matador_cape', 'cameleer_caravan',
    # set 54's tags, its dropped candidates and near variants of them
''')
rep('''            # new in set 55 (prose styles)
            'lipogram', 'reduplication', 'gapping', 'split_infinitives', 'correlatives', 'binomials'}
NEW_EST_TAGS = ['lipogram', 'reduplication', 'gapping', 'split_infinitives', 'correlatives', 'binomials']''',
'''            # new in set 55 (prose styles)
            'lipogram', 'reduplication', 'gapping', 'split_infinitives', 'correlatives', 'binomials',
            # new in set 56 (prose styles)
            'tough_constructions', 'causatives', 'inchoatives', 'object_complements', 'respectively', 'commaless'}
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
}''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 54's prose styles, its dropped candidates and near variants
''', '''SET41_STYLE_VARIANTS = {
                        # set 55's prose styles, its dropped candidates and near variants
                        'lipogram', 'lipograms', 'letter_constraint', 'reduplication', 'reduplicative',
                        'rhyming_pairs', 'ablaut', 'gapping', 'gapped', 'split_infinitives', 'split',
                        'infinitives', 'infinitive', 'correlatives', 'correlative', 'paired_conjunctions',
                        'binomials', 'binomial', 'word_pairs', 'freezes', 'stranded_prepositions', 'stranded',
                        'prepositions', 'onomatopoeia', 'sound_words', 'contractions', 'contraction',
                        'superlatives', 'superlative', 'similes', 'simile', 'cumulative_sentences', 'cumulative',
                        'latin_tags', 'latin', 'kennings', 'kenning', 'negative_concord', 'concord',
                        'it_extraposition', 'extraposition', 'emphatic_do', 'do_support',
                        # set 56's dropped candidates
                        'former_latter', 'let_alone', 'ditransitives', 'double_objects', 'pro_forms',
                        'purpose_clauses', 'as_if_clauses', 'exceptive_constructions', 'postpositives',
                        'present_perfect', 'free_indirect_discourse', 'generic_one', 'pangram',
                        'dash_interruptions', 'epistolary', 'proverbs', 'allusions',
                        # set 54's prose styles, its dropped candidates and near variants
''')
rep('''    # ---- scenarios: set 55 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 50's 20 scenarios (ref/set50_scenarios.json), in set 50's order; represent each by its lowest
    # record id that is not set 50's id. Recomputed here.''',
'''    # ---- scenarios: set 56 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 51's 20 scenarios (ref/set51_scenarios.json), in set 51's order; represent each by its lowest
    # record id that is not set 51's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET50))  # set 50's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 50's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set50_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s28_ = json.load(open(SET51))  # set 51's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 51's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set51_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set55_scenarios.json'))) != chosen:
            err('ref/set55_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set55_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set56_scenarios.json'))) != chosen:
            err('ref/set56_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set56_scenarios.json: %s' % e)
    # set 55's own choices file (saved as ref/set55_scenario_choices.json) must agree with ref/set55_scenarios.json
    try:
        s55 = [c['scenario'] for c in json.load(open(SET55_CHOICES))['chosen']]
        if len(s55) != 20 or s55 != json.load(open(SET55)):
            err('ref/set55_scenario_choices.json should list 20 chosen ids, those of ref/set55_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET55_CHOICES, e))
''')
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 55' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 56' % x)")
rep("err('chosen scenario %s is one of set 50\\'s own ids' % x)", "err('chosen scenario %s is one of set 51\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 50\\'s trees' % sc)", "err('scenario %s is not in one of set 51\\'s trees' % sc)")
rep("    # set 55's brief asks for exact counts", "    # set 56's brief asks for exact counts")
rep("    # set 55's notes are prose:", "    # set 56's notes are prose:")
rep('''    for r in ests:
        if r.get('construction') == 'lipogram' and r.get('scenario') in ds:
            x = r.get('text') or ''
            for e_ in sorted(ds[r['scenario']][1], key=len, reverse=True):
                x = x.replace(e_, '')
            if 'w' in x.lower():
                err('%s: lipogram note uses the letter w outside unit names' % r.get('id'))''',
'''    for r in ests:
        if r.get('construction') in STYLE_PATTERNS and r.get('scenario') in ds:
            x = r.get('text') or ''
            for e_ in sorted(ds[r['scenario']][1], key=len, reverse=True):
                x = x.replace(e_, '')
            if not any(re.search(p_, x) for p_ in STYLE_PATTERNS[r['construction']]):
                err('%s: %s note does not show its construction' % (r.get('id'), r['construction']))
            if r['construction'] == 'commaless' and ',' in x:
                err('%s: commaless note has a comma outside unit names' % r.get('id'))''')
rep("err('new tag %s appears in set 54\\'s README' % t)", "err('new tag %s appears in set 55\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 54\\'s README' % t)", "err('new tag %s (with a space) appears in set 55\\'s README' % t)")
rep("err('set 54\\'s README not found at %s' % SET30_README)", "err('set 55\\'s README not found at %s' % SET30_README)")
rep("all set 50\\'s trees, none of set 50\\'s ids", "all set 51\\'s trees, none of set 51\\'s ids")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
