#!/usr/bin/env python3
"""Adapt set 61's validate.py (copied to ../validate.py) to set 62. Every replacement asserts its hit count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (c, n, old[:80])
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 61 (claims.jsonl, estimates.jsonl, README.md).

Set 60's checker with set 61's tags and counts, set 61's scenario rule (reused universes: the 20 trees
that hold set 56's 20 scenarios, in set 56's order, each represented by its lowest record id that is not
set 56's id), and set 61's prose notes''',
    '''"""Stdlib-only checker for blind set 62 (claims.jsonl, estimates.jsonl, README.md).

Set 61's checker with set 62's tags and counts, set 62's scenario rule (reused universes: the 20 trees
that hold set 57's 20 scenarios, in set 57's order, each represented by its lowest record id that is not
set 57's id), and set 62's prose notes''')
rep('''SET60_CHOICES = os.path.join(HERE, 'ref', 'set60_scenario_choices.json')
# set 60's README: beside this folder (set 60 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set60', 'README.md')''',
    '''SET60_CHOICES = os.path.join(HERE, 'ref', 'set60_scenario_choices.json')
SET61 = os.path.join(HERE, 'ref', 'set61_scenarios.json')
SET61_CHOICES = os.path.join(HERE, 'ref', 'set61_scenario_choices.json')
# set 61's README: beside this folder (set 61 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set61', 'README.md')''')
rep('''    # set 61 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 61's new tags, each with committing and adversarial forms (checked below)
    'quilter_patchwork': 12, 'trucker_tachograph': 12, 'veterinarian_stethoscope': 12, 'courier_satchel': 12,
    'jeweller_loupe': 12, 'cellist_endpin': 12, 'quarryman_blasting': 12, 'boxer_gumshield': 12,''',
    '''    # set 62 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 62's new tags, each with committing and adversarial forms (checked below)
    'herpetologist_vivarium': 12, 'undertaker_hearse': 12, 'ringmaster_bigtop': 12, 'actuary_lifetable': 12,
    'soundengineer_fader': 12, 'signwriter_mahlstick': 12, 'ventriloquist_dummy': 12, 'scoutleader_woggle': 12,''')
rep('''NEW_CLAIM_TAGS = ['quilter_patchwork', 'trucker_tachograph', 'veterinarian_stethoscope', 'courier_satchel',
                  'jeweller_loupe', 'cellist_endpin', 'quarryman_blasting', 'boxer_gumshield']''',
    '''NEW_CLAIM_TAGS = ['herpetologist_vivarium', 'undertaker_hearse', 'ringmaster_bigtop', 'actuary_lifetable',
                  'soundengineer_fader', 'signwriter_mahlstick', 'ventriloquist_dummy', 'scoutleader_woggle']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 60's tags, their words and near variants (from set 60's README)''',
    '''EARLIER_CLAIM_TAGS = {
    # set 61's tags, their words and near variants (from set 61's README)
    'quilter_patchwork', 'trucker_tachograph', 'veterinarian_stethoscope', 'courier_satchel', 'jeweller_loupe',
    'cellist_endpin', 'quarryman_blasting', 'boxer_gumshield', 'quilter', 'quilt', 'quilting', 'patchwork',
    'patch', 'trucker', 'truck', 'lorry', 'haulage', 'tachograph', 'veterinarian', 'vet', 'stethoscope',
    'courier', 'satchel', 'parcel', 'jeweller', 'jewellery', 'jeweler', 'jewel', 'loupe', 'cellist', 'cello',
    'endpin', 'bow', 'quarryman', 'quarry', 'blasting', 'blast', 'boxer', 'boxing', 'gumshield', 'ring', 'gloves',
    # set 62's dropped candidates (full tags only)
    'tiler_grout', 'ploughman_furrow', 'hedgelayer_billhook', 'codebreaker_cribsheet', 'miner_davylamp',
    'embroiderer_hoop', 'drivinginstructor_dualcontrols', 'conservator_varnish',
    # set 60's tags, their words and near variants (from set 60's README)''')
rep('''            # new in set 61 (prose styles)
            'allatives', 'interjections', 'endophorics', 'pleonasms', 'retrospectives', 'agentives'}
NEW_EST_TAGS = ['allatives', 'interjections', 'endophorics', 'pleonasms', 'retrospectives', 'agentives']
# set 61: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {''',
    '''            # new in set 61 (prose styles)
            'allatives', 'interjections', 'endophorics', 'pleonasms', 'retrospectives', 'agentives',
            # new in set 62 (prose styles)
            'psych_predicates', 'adjectival_valency', 'goes_unsaid', 'preferentials', 'anything_but', 'what_with'}
NEW_EST_TAGS = ['psych_predicates', 'adjectival_valency', 'goes_unsaid', 'preferentials', 'anything_but', 'what_with']
# set 62: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'psych_predicates': [r'(?i)\\b(pleased|appealed to|bothered|worried|tempted|puzzled|satisfied|convinced|unsettled|'
                         r'impressed|reassured|troubled|intrigued|bored|baffled)\\b'],
    'adjectival_valency': [r'(?i)\\b(sure|certain|keen|wary|aware|unaware|fond|short|confident|suspicious|'
                           r'doubtful|mindful)\\s+(of|on|about)\\b'],
    'goes_unsaid': [r'(?i)\\b(go|goes|went|gone|going)\\s+un[a-z]+(ed|en)\\b'],
    'preferentials': [r'(?i)\\b(would rather|would sooner|had rather|preferred|prefers?)\\b'],
    'anything_but': [r'(?i)\\banything but\\b'],
    'what_with': [r'(?i)\\bwhat with\\b'],
}
# set 61's patterns (kept for the record; set 61's styles are not used here)
SET61_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 60's prose styles and near variants (from set 60's README)''',
    '''SET41_STYLE_VARIANTS = {
                        # set 61's prose styles and near variants (from set 61's README)
                        'allatives', 'allative', 'towards', 'toward', 'interjections', 'interjection',
                        'endophorics', 'endophoric', 'pleonasms', 'pleonasm', 'retrospectives', 'retrospective',
                        'hindsight', 'retrospect', 'agentives', 'agentive', 'believer', 'holder', 'guesser',
                        # set 62's dropped candidates
                        'hyperboles', 'paralipses', 'oxymorons', 'chiasmi', 'anadiploses', 'zeugmas',
                        'hypallages', 'epanalepses', 'singular_they', 'resumptives', 'sentential_subjects',
                        'caused_motion', 'vague_language', 'n_after_n', 'not_that_clauses', 'so_much_for',
                        'dialect_words', 'slash_alternatives',
                        # set 60's prose styles and near variants (from set 60's README)''')
rep('''    # ---- scenarios: set 61 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 56's 20 scenarios (ref/set56_scenarios.json), in set 56's order; represent each by its lowest
    # record id that is not set 56's id. Recomputed here.''',
    '''    # ---- scenarios: set 62 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 57's 20 scenarios (ref/set57_scenarios.json), in set 57's order; represent each by its lowest
    # record id that is not set 57's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET56))  # set 56's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 56's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set56_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s56_ = json.load(open(SET56))
    if len(s56_) != 20 or len({ds[x][2] for x in s56_ if x in ds}) != 20:
        err('ref/set56_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET57))  # set 57's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 57's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set57_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set61_scenarios.json'))) != chosen:
            err('ref/set61_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set61_scenarios.json: %s' % e)''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set62_scenarios.json'))) != chosen:
            err('ref/set62_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set62_scenarios.json: %s' % e)
    # set 61's own choices file (saved as ref/set61_scenario_choices.json) must agree with ref/set61_scenarios.json
    try:
        s61 = [c['scenario'] for c in json.load(open(SET61_CHOICES))['chosen']]
        if len(s61) != 20 or s61 != json.load(open(SET61)):
            err('ref/set61_scenario_choices.json should list 20 chosen ids, those of ref/set61_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET61_CHOICES, e))''')
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 61' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 62' % x)")
rep("err('chosen scenario %s is one of set 56\\'s own ids' % x)", "err('chosen scenario %s is one of set 57\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 56\\'s trees' % sc)", "err('scenario %s is not in one of set 57\\'s trees' % sc)")
rep("    # set 61's brief asks for exact counts", "    # set 62's brief asks for exact counts")
rep("    # set 61's notes are prose:", "    # set 62's notes are prose:")
rep("err('new tag %s appears in set 60\\'s README' % t)", "err('new tag %s appears in set 61\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 60\\'s README' % t)", "err('new tag %s (with a space) appears in set 61\\'s README' % t)")
rep("err('set 60\\'s README not found at %s' % SET30_README)", "err('set 61\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 60 or a near variant", "is a prose style of sets 41 to 61 or a near variant")
rep("(trees distinct, all set 56\\'s trees, none of set 56\\'s ids)", "(trees distinct, all set 57\\'s trees, none of set 57\\'s ids)")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
