#!/usr/bin/env python3
"""Turn set 60's validate.py (copied to ../validate.py) into set 61's. Every replacement must hit the stated count."""
import os, sys
P = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, n=1):
    global s
    c = s.count(old)
    if c != n:
        sys.exit('expected %d hit(s), got %d: %r' % (n, c, old[:90]))
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 60 (claims.jsonl, estimates.jsonl, README.md).

Set 59's checker with set 60's tags and counts, set 60's scenario rule (reused universes: the 20 trees
that hold set 55's 20 scenarios, in set 55's order, each represented by its lowest record id that is not
set 55's id), and set 60's prose notes''', '''"""Stdlib-only checker for blind set 61 (claims.jsonl, estimates.jsonl, README.md).

Set 60's checker with set 61's tags and counts, set 61's scenario rule (reused universes: the 20 trees
that hold set 56's 20 scenarios, in set 56's order, each represented by its lowest record id that is not
set 56's id), and set 61's prose notes''')
rep('''SET59_CHOICES = os.path.join(HERE, 'ref', 'set59_scenario_choices.json')
# set 59's README: beside this folder (set 59 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set59', 'README.md')''',
    '''SET59_CHOICES = os.path.join(HERE, 'ref', 'set59_scenario_choices.json')
SET60 = os.path.join(HERE, 'ref', 'set60_scenarios.json')
SET60_CHOICES = os.path.join(HERE, 'ref', 'set60_scenario_choices.json')
# set 60's README: beside this folder (set 60 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set60', 'README.md')''')
rep('''    # set 60 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 60's new tags, each with committing and adversarial forms (checked below)
    'sprinter_blocks': 12, 'welder_visor': 12, 'stenographer_shorthand': 12, 'roughneck_derrick': 12,
    'skijumper_inrun': 12, 'janitor_mop': 12, 'ecologist_quadrat': 12, 'baker_banneton': 12,''',
    '''    # set 61 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 61's new tags, each with committing and adversarial forms (checked below)
    'quilter_patchwork': 12, 'trucker_tachograph': 12, 'veterinarian_stethoscope': 12, 'courier_satchel': 12,
    'jeweller_loupe': 12, 'cellist_endpin': 12, 'quarryman_blasting': 12, 'boxer_gumshield': 12,''')
rep('''NEW_CLAIM_TAGS = ['sprinter_blocks', 'welder_visor', 'stenographer_shorthand', 'roughneck_derrick',
                  'skijumper_inrun', 'janitor_mop', 'ecologist_quadrat', 'baker_banneton']''',
    '''NEW_CLAIM_TAGS = ['quilter_patchwork', 'trucker_tachograph', 'veterinarian_stethoscope', 'courier_satchel',
                  'jeweller_loupe', 'cellist_endpin', 'quarryman_blasting', 'boxer_gumshield']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 59's tags, their words and near variants (from set 59's README)''',
    '''EARLIER_CLAIM_TAGS = {
    # set 60's tags, their words and near variants (from set 60's README)
    'sprinter_blocks', 'welder_visor', 'stenographer_shorthand', 'roughneck_derrick', 'skijumper_inrun',
    'janitor_mop', 'ecologist_quadrat', 'baker_banneton', 'sprinter', 'sprint', 'blocks', 'block', 'athletics',
    'track', 'welder', 'welding', 'visor', 'torch', 'stenographer', 'stenography', 'shorthand', 'steno',
    'roughneck', 'derrick', 'rig', 'oil', 'drilling', 'skijumper', 'ski', 'inrun', 'jump', 'janitor', 'caretaker',
    'mop', 'cleaner', 'ecologist', 'ecology', 'quadrat', 'transect', 'baker', 'bakery', 'banneton', 'bread',
    'dough',
    # set 61's dropped candidates (full tags only)
    'diver_springboard', 'quilter_batting', 'stagehand_flyrope', 'gamekeeper_pheasant', 'curler_broom',
    'vintner_barrique', 'auctioneer_gavel', 'cartoonist_inkwell', 'brewer_mashtun', 'fishmonger_slab',
    'pharmacist_blisterpack', 'jockey_silks',
    # set 59's tags, their words and near variants (from set 59's README)''')
rep('''            # new in set 60 (prose styles)
            'essives', 'instrumentals', 'prolatives', 'distributives', 'exemplifiers', 'diminutives'}
NEW_EST_TAGS = ['essives', 'instrumentals', 'prolatives', 'distributives', 'exemplifiers', 'diminutives']''',
    '''            # new in set 60 (prose styles)
            'essives', 'instrumentals', 'prolatives', 'distributives', 'exemplifiers', 'diminutives',
            # new in set 61 (prose styles)
            'allatives', 'interjections', 'endophorics', 'pleonasms', 'retrospectives', 'agentives'}
NEW_EST_TAGS = ['allatives', 'interjections', 'endophorics', 'pleonasms', 'retrospectives', 'agentives']''')
i0 = s.index("# set 60: what each prose style must show in every note")
i1 = s.index("# sets 41's to 43's prose styles")
s = s[:i0] + '''# set 61: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'allatives': [r'(?i)\\b(towards?|onto|on to|over to|round to|into|through to|as far as)\\b'],
    'interjections': [r'(?i)(^|[.;:] )(well|oh|ah|hm+|alas|oh dear|well, well)\\b[,.]'],
    'endophorics': [r'(?i)\\b(above|below|the next sentence|the last sentence|as noted|as stated|as described|'
                    r'as (the next sentence|this note) (says|explains))\\b'],
    'pleonasms': [r'(?i)\\b(end result|true facts?|past history|final outcome|first began|still remains?|'
                  r'again and again|repeated \\S+ again|that same)\\b'],
    'retrospectives': [r'(?i)\\b(in hindsight|with hindsight|looking back|in retrospect|as it turned out)\\b'],
    'agentives': [r'(?i)\\b(believer|holder|guesser|doubter|asker|bluffer|taker|loser|learner|reviewer)s?\\b'],
}
''' + s[i1:]
rep('''SET41_STYLE_VARIANTS = {
                        # set 59's prose styles and near variants (from set 59's README)''',
    '''SET41_STYLE_VARIANTS = {
                        # set 60's prose styles and near variants (from set 60's README)
                        'essives', 'essive', 'capacity', 'instrumentals', 'instrumental', 'means', 'prolatives',
                        'prolative', 'perlative', 'vialis', 'route', 'path', 'distributives', 'distributive',
                        'each', 'apiece', 'exemplifiers', 'exemplifier', 'example', 'instance', 'diminutives',
                        'diminutive', 'little', 'tiny', 'wee',
                        # set 61's dropped candidates
                        'ablatives', 'augmentatives', 'manner_adverbials', 'paucals', 'durations', 'cessatives',
                        'continuatives', 'vocatives', 'multiplicatives', 'materials', 'semelfactives',
                        'case_history',
                        # set 59's prose styles and near variants (from set 59's README)''')
rep('''    # ---- scenarios: set 60 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 55's 20 scenarios (ref/set55_scenarios.json), in set 55's order; represent each by its lowest
    # record id that is not set 55's id. Recomputed here.''',
    '''    # ---- scenarios: set 61 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 56's 20 scenarios (ref/set56_scenarios.json), in set 56's order; represent each by its lowest
    # record id that is not set 56's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET55))  # set 55's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 55's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set55_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s55_ = json.load(open(SET55))
    if len(s55_) != 20 or len({ds[x][2] for x in s55_ if x in ds}) != 20:
        err('ref/set55_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET56))  # set 56's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 56's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set56_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set60_scenarios.json'))) != chosen:
            err('ref/set60_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set60_scenarios.json: %s' % e)''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set61_scenarios.json'))) != chosen:
            err('ref/set61_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set61_scenarios.json: %s' % e)
    # set 60's own choices file (saved as ref/set60_scenario_choices.json) must agree with ref/set60_scenarios.json
    try:
        s60 = [c['scenario'] for c in json.load(open(SET60_CHOICES))['chosen']]
        if len(s60) != 20 or s60 != json.load(open(SET60)):
            err('ref/set60_scenario_choices.json should list 20 chosen ids, those of ref/set60_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET60_CHOICES, e))''')
rep('''is not used by set 60' % x)''', '''is not used by set 61' % x)''')
rep('''            err('chosen scenario %s is one of set 55\\'s own ids' % x)''',
    '''            err('chosen scenario %s is one of set 56\\'s own ids' % x)''')
rep('''            err('scenario %s is not in one of set 55\\'s trees' % sc)''',
    '''            err('scenario %s is not in one of set 56\\'s trees' % sc)''')
rep('''    # set 60's brief asks for exact counts''', '''    # set 61's brief asks for exact counts''')
rep('''    # set 60's notes are prose: no code''', '''    # set 61's notes are prose: no code''')
rep('''                err('new tag %s appears in set 59\\'s README' % t)''', '''                err('new tag %s appears in set 60\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 59\\'s README' % t)''',
    '''                err('new tag %s (with a space) appears in set 60\\'s README' % t)''')
rep('''        err('set 59\\'s README not found at %s' % SET30_README)''', '''        err('set 60\\'s README not found at %s' % SET30_README)''')
rep('''is a prose style of sets 41 to 59 or a near variant' % t)''', '''is a prose style of sets 41 to 60 or a near variant' % t)''')
rep('''(trees distinct, all set 55\\'s trees, none of set 55\\'s ids)''', '''(trees distinct, all set 56\\'s trees, none of set 56\\'s ids)''')
open(P, 'w', encoding='utf-8').write(s)
print('patched')
