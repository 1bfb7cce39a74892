#!/usr/bin/env python3
"""Adapts set 59's validate.py (copied to ../validate.py) to set 60. Every replacement must hit exactly once."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(a, b, n=1):
    global s
    assert s.count(a) == n, (s.count(a), a[:80])
    s = s.replace(a, b)


rep('''"""Stdlib-only checker for blind set 59 (claims.jsonl, estimates.jsonl, README.md).

Set 58's checker with set 59's tags and counts, set 59's scenario rule (reused universes: the 20 trees
that hold set 54's 20 scenarios, in set 54's order, each represented by its lowest record id that is not
set 54's id), and set 59's prose notes''',
    '''"""Stdlib-only checker for blind set 60 (claims.jsonl, estimates.jsonl, README.md).

Set 59's checker with set 60's tags and counts, set 60's scenario rule (reused universes: the 20 trees
that hold set 55's 20 scenarios, in set 55's order, each represented by its lowest record id that is not
set 55's id), and set 60's prose notes''')
rep("SET58_CHOICES = os.path.join(HERE, 'ref', 'set58_scenario_choices.json')\n",
    "SET58_CHOICES = os.path.join(HERE, 'ref', 'set58_scenario_choices.json')\n"
    "SET59 = os.path.join(HERE, 'ref', 'set59_scenarios.json')\n"
    "SET59_CHOICES = os.path.join(HERE, 'ref', 'set59_scenario_choices.json')\n")
rep("""# set 58's README: beside this folder (set 58 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set58', 'README.md')""",
    """# set 59's README: beside this folder (set 59 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set59', 'README.md')""")
rep("""    # set 59 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 59's new tags, each with committing and adversarial forms (checked below)
    'pitcher_bullpen': 12, 'glaciologist_icecore': 12, 'judoka_tatami': 12, 'dustman_recycling': 12,
    'stormchaser_anemometer': 12, 'lightingdesigner_gobo': 12, 'forklift_pallet': 12,
    'portraitist_easel': 12,""",
    """    # set 60 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 60's new tags, each with committing and adversarial forms (checked below)
    'sprinter_blocks': 12, 'welder_visor': 12, 'stenographer_shorthand': 12, 'roughneck_derrick': 12,
    'skijumper_inrun': 12, 'janitor_mop': 12, 'ecologist_quadrat': 12, 'baker_banneton': 12,""")
rep("""NEW_CLAIM_TAGS = ['pitcher_bullpen', 'glaciologist_icecore', 'judoka_tatami', 'dustman_recycling',
                  'stormchaser_anemometer', 'lightingdesigner_gobo', 'forklift_pallet', 'portraitist_easel']""",
    """NEW_CLAIM_TAGS = ['sprinter_blocks', 'welder_visor', 'stenographer_shorthand', 'roughneck_derrick',
                  'skijumper_inrun', 'janitor_mop', 'ecologist_quadrat', 'baker_banneton']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 58's tags, their words and near variants (from set 58's README)""",
    """EARLIER_CLAIM_TAGS = {
    # set 59's tags, their words and near variants (from set 59's README)
    'pitcher_bullpen', 'glaciologist_icecore', 'judoka_tatami', 'dustman_recycling', 'stormchaser_anemometer',
    'lightingdesigner_gobo', 'forklift_pallet', 'portraitist_easel', 'pitcher', 'bullpen', 'baseball', 'mound',
    'dugout', 'glaciologist', 'icecore', 'ice', 'glacier', 'core', 'judoka', 'tatami', 'judo', 'dojo', 'dustman',
    'wheeliebin', 'bin', 'bins', 'refuse', 'recycling', 'stormchaser', 'anemometer', 'storm', 'tornado', 'radar',
    'lightingdesigner', 'gobo', 'lighting', 'spotlight', 'forklift', 'pallet', 'pallets', 'warehouse',
    'portraitist', 'easel', 'portrait', 'painter', 'paint', 'sitter',
    # set 60's dropped candidates (full tags only)
    'choirmaster_hymnal', 'gymnast_beam', 'skateboarder_halfpipe', 'coastguard_flare', 'stuntman_airbag',
    'postalsorter_pigeonhole', 'sculptor_armature', 'ornithologist_ringing', 'shotputter_circle',
    'oceanographer_buoy', 'flightattendant_trolley', 'dogtrainer_clicker',
    # set 58's tags, their words and near variants (from set 58's README)""")
rep("""            # new in set 59 (prose styles)
            'desideratives', 'apprehensives', 'avertives', 'privatives', 'benefactives', 'comitatives'}
NEW_EST_TAGS = ['desideratives', 'apprehensives', 'avertives', 'privatives', 'benefactives', 'comitatives']""",
    """            # new in set 59 (prose styles)
            'desideratives', 'apprehensives', 'avertives', 'privatives', 'benefactives', 'comitatives',
            # new in set 60 (prose styles)
            'essives', 'instrumentals', 'prolatives', 'distributives', 'exemplifiers', 'diminutives'}
NEW_EST_TAGS = ['essives', 'instrumentals', 'prolatives', 'distributives', 'exemplifiers', 'diminutives']""")
i = s.index('# set 59: what each prose style must show in every note')
j = s.index('# sets 41\'s to 43\'s prose styles and near variants of them')
s = s[:i] + r'''# set 60: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'essives': [r'(?i)\b(as (a|an|its|my|the|settled|fact|true|the truth)|posed as|in the (role|guise|capacity) of)\b'],
    'instrumentals': [r'(?i)\b(using|used|by means of|with the (help|aid) of|by dint of|armed with|relying on)\b'],
    'prolatives': [r'(?i)\b(through|via|by way of)\b'],
    'distributives': [r'(?i)\b(each|apiece|one by one|one at a time|per)\b'],
    'exemplifiers': [r'(?i)\b(for example|for instance|such as|to take one example|a case in point)\b'],
    'diminutives': [r'(?i)\b(little|tiny|wee|teeny|titbit|smidgen)\b'],
}
''' + s[j:]
rep("""SET41_STYLE_VARIANTS = {
                        # set 58's prose styles and near variants""",
    """SET41_STYLE_VARIANTS = {
                        # set 59's prose styles and near variants (from set 59's README)
                        'desideratives', 'desiderative', 'desire', 'wish', 'want', 'apprehensives',
                        'apprehensive', 'fear', 'lest', 'avertives', 'avertive', 'almost', 'nearly', 'privatives',
                        'privative', 'without', 'benefactives', 'benefactive', 'behalf', 'comitatives',
                        'comitative', 'together', 'along',
                        # set 60's dropped candidates
                        'perlatives', 'malefactives', 'translatives', 'terminatives', 'measure_phrases',
                        'reformulatives', 'approximatives', 'abilitatives', 'free_choice', 'topic_markers',
                        'demonstratives', 'locatives',
                        # set 58's prose styles and near variants""")
rep("""    # ---- scenarios: set 59 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 54's 20 scenarios (ref/set54_scenarios.json), in set 54's order; represent each by its lowest
    # record id that is not set 54's id. Recomputed here.""",
    """    # ---- scenarios: set 60 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 55's 20 scenarios (ref/set55_scenarios.json), in set 55's order; represent each by its lowest
    # record id that is not set 55's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET54))  # set 54's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 54's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set54_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s54_ = json.load(open(SET54))
    if len(s54_) != 20 or len({ds[x][2] for x in s54_ if x in ds}) != 20:
        err('ref/set54_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET55))  # set 55's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 55's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set55_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set59_scenarios.json'))) != chosen:
            err('ref/set59_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set59_scenarios.json: %s' % e)""",
    """        if json.load(open(os.path.join(HERE, 'ref', 'set60_scenarios.json'))) != chosen:
            err('ref/set60_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set60_scenarios.json: %s' % e)
    # set 59's own choices file (saved as ref/set59_scenario_choices.json) must agree with ref/set59_scenarios.json
    try:
        s59 = [c['scenario'] for c in json.load(open(SET59_CHOICES))['chosen']]
        if len(s59) != 20 or s59 != json.load(open(SET59)):
            err('ref/set59_scenario_choices.json should list 20 chosen ids, those of ref/set59_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET59_CHOICES, e))""")
rep("is not used by set 59' % x)", "is not used by set 60' % x)")
rep("is one of set 54\\'s own ids' % x)", "is one of set 55\\'s own ids' % x)")
rep("is not in one of set 54\\'s trees' % sc)", "is not in one of set 55\\'s trees' % sc)")
rep("    # set 59's brief asks for exact counts", "    # set 60's brief asks for exact counts")
rep("    # set 59's notes are prose:", "    # set 60's notes are prose:")
rep("appears in set 58\\'s README' % t)", "appears in set 59\\'s README' % t)", 2)
rep("err('set 58\\'s README not found at %s' % SET30_README)", "err('set 59\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 58 or a near variant' % t)", "is a prose style of sets 41 to 59 or a near variant' % t)")
rep("all set 54\\'s trees, none of set 54\\'s ids)' % (", "all set 55\\'s trees, none of set 55\\'s ids)' % (")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
