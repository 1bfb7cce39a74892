#!/usr/bin/env python3
"""Turn set 58's validate.py (copied here) into set 59's. Every replacement must hit exactly once."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, count=1):
    global s
    n = s.count(old)
    if n != count:
        sys.exit('replacement target found %d times (expected %d): %r' % (n, count, old[:80]))
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 58 (claims.jsonl, estimates.jsonl, README.md).

Set 57's checker with set 58's tags and counts, set 58's scenario rule (reused universes: the 20 trees
that hold set 53's 20 scenarios, in set 53's order, each represented by its lowest record id that is not
set 53's id), and set 58's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records, no code or markup characters; a line starting with -, * or # only as a plain prose bullet; each
style's own construction checked on every note).''',
    '''"""Stdlib-only checker for blind set 59 (claims.jsonl, estimates.jsonl, README.md).

Set 58's checker with set 59's tags and counts, set 59's scenario rule (reused universes: the 20 trees
that hold set 54's 20 scenarios, in set 54's order, each represented by its lowest record id that is not
set 54's id), and set 59's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records, no code or markup characters; a line starting with -, * or # only as a plain prose bullet; each
style's own construction checked on every note).''')
rep('''SET57_CHOICES = os.path.join(HERE, 'ref', 'set57_scenario_choices.json')
# set 57's README: beside this folder (set 57 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set57', 'README.md')''',
    '''SET57_CHOICES = os.path.join(HERE, 'ref', 'set57_scenario_choices.json')
SET58 = os.path.join(HERE, 'ref', 'set58_scenarios.json')
SET58_CHOICES = os.path.join(HERE, 'ref', 'set58_scenario_choices.json')
# set 58's README: beside this folder (set 58 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set58', 'README.md')''')
rep('''    # set 58 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 58's new tags, each with committing and adversarial forms (checked below)
    'numismatist_coin': 12, 'weightlifter_barbell': 12, 'ironmonger_nails': 12, 'aquarist_coral': 12,
    'carpetfitter_underlay': 12, 'skywriter_contrail': 12, 'acupuncturist_needles': 12,
    'cyclist_peloton': 12,''',
    '''    # set 59 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 59's new tags, each with committing and adversarial forms (checked below)
    'pitcher_bullpen': 12, 'glaciologist_icecore': 12, 'judoka_tatami': 12, 'dustman_recycling': 12,
    'stormchaser_anemometer': 12, 'lightingdesigner_gobo': 12, 'forklift_pallet': 12,
    'portraitist_easel': 12,''')
rep('''NEW_CLAIM_TAGS = ['numismatist_coin', 'weightlifter_barbell', 'ironmonger_nails', 'aquarist_coral',
                  'carpetfitter_underlay', 'skywriter_contrail', 'acupuncturist_needles', 'cyclist_peloton']''',
    '''NEW_CLAIM_TAGS = ['pitcher_bullpen', 'glaciologist_icecore', 'judoka_tatami', 'dustman_recycling',
                  'stormchaser_anemometer', 'lightingdesigner_gobo', 'forklift_pallet', 'portraitist_easel']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 58's tags, their words and near variants (from set 58's README)
    'numismatist_coin', 'weightlifter_barbell', 'ironmonger_nails', 'aquarist_coral', 'carpetfitter_underlay',
    'skywriter_contrail', 'acupuncturist_needles', 'cyclist_peloton', 'numismatist', 'coin', 'coins',
    'weightlifter', 'weightlifting', 'barbell', 'gym', 'ironmonger', 'nails', 'nail', 'hardware', 'aquarist',
    'aquarium', 'coral', 'tank', 'carpetfitter', 'carpet', 'fitter', 'underlay', 'skywriter', 'skywriting',
    'contrail', 'smoke', 'plane', 'acupuncturist', 'acupuncture', 'needles', 'needle', 'cyclist', 'cycling',
    'peloton', 'bicycle', 'bike', 'jersey',
    # set 59's dropped candidates (full tags only)
    'harpist_pedal', 'icesculptor_chainsaw', 'coxswain_stroke', 'crystallographer_lattice', 'paramedic_stretcher',
    'choreographer_counts', 'greenkeeper_mower', 'teamaster_whisk', 'plasterer_float', 'windowdresser_mannequin',
    'feltmaker_wool', 'rallycodriver_pacenotes', 'dustman_wheeliebin',
''')
rep('''            # new in set 58 (prose styles)
            'conatives', 'way_constructions', 'performatives', 'miratives', 'spend_time', 'substitutives'}
NEW_EST_TAGS = ['conatives', 'way_constructions', 'performatives', 'miratives', 'spend_time', 'substitutives']''',
    '''            # new in set 58 (prose styles)
            'conatives', 'way_constructions', 'performatives', 'miratives', 'spend_time', 'substitutives',
            # new in set 59 (prose styles)
            'desideratives', 'apprehensives', 'avertives', 'privatives', 'benefactives', 'comitatives'}
NEW_EST_TAGS = ['desideratives', 'apprehensives', 'avertives', 'privatives', 'benefactives', 'comitatives']''')
i = s.index("# set 58: what each prose style must show")
j = s.index("# sets 41's to 43's prose styles and near variants")
s = s[:i] + '''# set 59: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'desideratives': [r'(?i)\\b(want|wants|wanted|wanting|wish|wishes|wished|wishing|hope|hopes|hoped|hoping|'
                      r'long|longs|longed|longing|crave|craved|yearn|yearned|keen|eager)\\b'],
    'apprehensives': [r'(?i)\\b(for fear (of|that)|lest|in case|afraid (that|of|to|it)|worried (that|about)|'
                      r'wary of|fearing)\\b'],
    'avertives': [r'(?i)\\b(almost|nearly|came close to|narrowly|within an inch of|within a turn of|'
                  r'on the verge of)\\b'],
    'privatives': [r'(?i)\\b(without|devoid of|bereft of|lacking|lacks|\\w{3,}less)\\b'],
    'benefactives': [r"(?i)\\b(on|for)\\s+(\\S+\\s+){0,3}?(behalf|benefit|sake)\\b"],
    'comitatives': [r'(?i)\\b(together with|along with|alongside|in company with|in the company of|'
                    r'accompanied by)\\b'],
}
''' + s[j:]
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 58's prose styles and near variants
                        'conatives', 'conative', 'attempt', 'attempts', 'way_constructions', 'way', 'constructions',
                        'performatives', 'performative', 'speech_acts', 'miratives', 'mirative', 'surprise',
                        'spend_time', 'spend', 'time', 'substitutives', 'substitutive', 'instead',
                        # set 59's dropped candidates
                        'habituals', 'frustratives', 'evidentials', 'neg_raising', 'iteratives', 'hortatives',
                        'optatives', 'reversatives', 'phasal_adverbs', 'pied_piping', 'sensory_verbs',
                        'additives', 'proximatives',
''')
rep('''    # ---- scenarios: set 58 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 53's 20 scenarios (ref/set53_scenarios.json), in set 53's order; represent each by its lowest
    # record id that is not set 53's id. Recomputed here.''',
    '''    # ---- scenarios: set 59 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 54's 20 scenarios (ref/set54_scenarios.json), in set 54's order; represent each by its lowest
    # record id that is not set 54's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET53))  # set 53's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 53's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set53_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s53_ = json.load(open(SET53))
    if len(s53_) != 20 or len({ds[x][2] for x in s53_ if x in ds}) != 20:
        err('ref/set53_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET54))  # set 54's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 54's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set54_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set58_scenarios.json'))) != chosen:
            err('ref/set58_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set58_scenarios.json: %s' % e)''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set59_scenarios.json'))) != chosen:
            err('ref/set59_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set59_scenarios.json: %s' % e)
    # set 58's own choices file (saved as ref/set58_scenario_choices.json) must agree with ref/set58_scenarios.json
    try:
        s58 = [c['scenario'] for c in json.load(open(SET58_CHOICES))['chosen']]
        if len(s58) != 20 or s58 != json.load(open(SET58)):
            err('ref/set58_scenario_choices.json should list 20 chosen ids, those of ref/set58_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET58_CHOICES, e))''')
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 58' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 59' % x)")
rep("err('chosen scenario %s is one of set 53\\'s own ids' % x)", "err('chosen scenario %s is one of set 54\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 53\\'s trees' % sc)", "err('scenario %s is not in one of set 54\\'s trees' % sc)")
rep("    # set 58's brief asks for exact counts", "    # set 59's brief asks for exact counts")
rep("    # set 58's notes are prose: no code", "    # set 59's notes are prose: no code")
rep("err('new tag %s appears in set 57\\'s README' % t)", "err('new tag %s appears in set 58\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 57\\'s README' % t)",
    "err('new tag %s (with a space) appears in set 58\\'s README' % t)")
rep("err('set 57\\'s README not found at %s' % SET30_README)", "err('set 58\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 57 or a near variant", "is a prose style of sets 41 to 58 or a near variant")
rep("(trees distinct, all set 53\\'s trees, none of set 53\\'s ids)", "(trees distinct, all set 54\\'s trees, none of set 54\\'s ids)")
rep(r"re.search(r'\{(N|A2?|B2?|C[23]?|l[ABC]|k[ABC])\}', r['text'])", r"re.search(r'\{(N|A2?|B2?|C[23]?|D|[ABC]~|l[ABC]s?|k[ABC])\}', r['text'])")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
