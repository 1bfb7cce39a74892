#!/usr/bin/env python3
"""Adapt set 53's validate.py to set 54 (every replacement asserted to hit a stated number of times)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (old[:70], c, n)
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 53 (claims.jsonl, estimates.jsonl, README.md).

Set 52's checker with set 53's tags and counts, set 53's scenario rule (reused universes: the 20 trees
that hold set 48's 20 scenarios, in set 48's order, each represented by its lowest record id that is not
set 48's id), and set 53's prose notes''', '''"""Stdlib-only checker for blind set 54 (claims.jsonl, estimates.jsonl, README.md).

Set 53's checker with set 54's tags and counts, set 54's scenario rule (reused universes: the 20 trees
that hold set 49's 20 scenarios, in set 49's order, each represented by its lowest record id that is not
set 49's id), and set 54's prose notes''')
rep('''SET52_CHOICES = os.path.join(HERE, 'ref', 'set52_scenario_choices.json')
# set 52's README: beside this folder (set 52 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set52', 'README.md')''',
    '''SET52_CHOICES = os.path.join(HERE, 'ref', 'set52_scenario_choices.json')
SET53 = os.path.join(HERE, 'ref', 'set53_scenarios.json')
SET53_CHOICES = os.path.join(HERE, 'ref', 'set53_scenario_choices.json')
# set 53's README: beside this folder (set 53 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set53', 'README.md')''')
rep('''    # set 52 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 52's new tags, each with committing and adversarial forms (checked below)
    'lacemaker_bobbin': 12, 'lapidary_facet': 12, 'gilder_leaf': 12, 'sailmaker_canvas': 12,
    'cordwainer_welt': 12, 'engraver_burin': 12, 'marquetry_inlay': 12, 'coppersmith_rivet': 12,''',
    '''    # set 54 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 54's new tags, each with committing and adversarial forms (checked below)
    'turfcutter_slane': 12, 'miller_quern': 12, 'dowser_twig': 12, 'salter_brine': 12,
    'welldigger_windlass': 12, 'pedlar_tray': 12, 'taxidermist_plinth': 12, 'ratcatcher_ferret': 12,''')
rep('''NEW_CLAIM_TAGS = ['lacemaker_bobbin', 'lapidary_facet', 'gilder_leaf', 'sailmaker_canvas',
                  'cordwainer_welt', 'engraver_burin', 'marquetry_inlay', 'coppersmith_rivet']''',
    '''NEW_CLAIM_TAGS = ['turfcutter_slane', 'miller_quern', 'dowser_twig', 'salter_brine',
                  'welldigger_windlass', 'pedlar_tray', 'taxidermist_plinth', 'ratcatcher_ferret']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 53's tags and near variants of them
    'lacemaker_bobbin', 'lapidary_facet', 'gilder_leaf', 'sailmaker_canvas',
    'cordwainer_welt', 'engraver_burin', 'marquetry_inlay', 'coppersmith_rivet',
    'lacemaker', 'bobbin', 'lace', 'pillow', 'lapidary', 'facet', 'gem', 'gemcutter', 'stone', 'gilder', 'leaf',
    'gilding', 'gold', 'goldsmith', 'sailmaker', 'canvas', 'sail', 'sails', 'sailcloth', 'cordwainer', 'welt',
    'boots', 'engraver', 'burin', 'etching', 'etcher', 'plate', 'marquetry', 'inlay', 'veneer', 'coppersmith',
    'rivet', 'copper', 'silversmith', 'pewterer', 'clockmaker_escapement', 'glassblower_punty', 'potter_kiln',
    'bookkeeper_ledger', 'escapement', 'punty', 'bookkeeper',
''')
rep('''            'all_lowercase', 'conjunction_starts'}
NEW_EST_TAGS = ['anaphoric_openings', 'participial_openers', 'embedded_relatives', 'colon_reveals',
                'all_lowercase', 'conjunction_starts']''',
    '''            'all_lowercase', 'conjunction_starts',
            # new in set 54 (prose styles)
            'alliteration', 'existential_there', 'monosyllables', 'british_orthography',
            'hyphen_compounds', 'asyndeton'}
NEW_EST_TAGS = ['alliteration', 'existential_there', 'monosyllables', 'british_orthography',
                'hyphen_compounds', 'asyndeton']''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 53's prose styles, its dropped candidates and near variants
                        'anaphoric_openings', 'anaphoric', 'openings', 'anaphora', 'participial_openers',
                        'participial', 'openers', 'participles', 'embedded_relatives', 'embedded', 'relatives',
                        'relative_clauses', 'colon_reveals', 'colon', 'reveals', 'all_lowercase', 'lowercase',
                        'lower_case', 'conjunction_starts', 'conjunction', 'conjunctions', 'starts',
                        'polysyndeton', 'rhetorical_questions', 'rhetorical', 'personification', 'temporal_clauses',
                        'temporal', 'conditional_clauses', 'conditional', 'double_negatives', 'negatives',
''')
rep("    s28_ = json.load(open(SET48))  # set 48's scenario ids (name kept from set 39's checker)",
    "    s28_ = json.load(open(SET49))  # set 49's scenario ids (name kept from set 39's checker)")
rep("    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 47's trees (name kept from set 39's checker)",
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 49's trees (name kept from set 39's checker)")
rep('''        err('ref/set48_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''        err('ref/set49_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set53_scenarios.json'))) != chosen:
            err('ref/set53_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set53_scenarios.json: %s' % e)''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set54_scenarios.json'))) != chosen:
            err('ref/set54_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set54_scenarios.json: %s' % e)
    # set 53's own choices file (saved as ref/set53_scenario_choices.json) must agree with ref/set53_scenarios.json
    try:
        s53 = [c['scenario'] for c in json.load(open(SET53_CHOICES))['chosen']]
        if len(s53) != 20 or s53 != json.load(open(SET53)):
            err('ref/set53_scenario_choices.json should list 20 chosen ids, those of ref/set53_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET53_CHOICES, e))''')
rep("is not used by set 53' % x)", "is not used by set 54' % x)")
rep("err('chosen scenario %s is one of set 48\\'s own ids' % x)", "err('chosen scenario %s is one of set 49\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 48\\'s trees' % sc)", "err('scenario %s is not in one of set 49\\'s trees' % sc)")
rep("    # set 53's brief asks for exact counts", "    # set 54's brief asks for exact counts")
rep("    # set 53's notes are prose", "    # set 54's notes are prose")
rep("all set 48\\'s trees, none of set 48\\'s ids", "all set 49\\'s trees, none of set 49\\'s ids")
rep("err('new tag %s appears in set 52\\'s README' % t)", "err('new tag %s appears in set 53\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 52\\'s README' % t)", "err('new tag %s (with a space) appears in set 53\\'s README' % t)")
rep("err('set 52\\'s README not found at %s' % SET30_README)", "err('set 53\\'s README not found at %s' % SET30_README)")
rep("err('new estimate tag %s is a prose style of sets 41 to 52 or a near variant' % t)",
    "err('new estimate tag %s is a prose style of sets 41 to 53 or a near variant' % t)")
rep('''    # ---- scenarios: set 52 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 47's 20 scenarios (ref/set47_scenarios.json), in set 47's order; represent each by its lowest
    # record id that is not set 47's id. Recomputed here.''',
    '''    # ---- scenarios: set 54 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 49's 20 scenarios (ref/set49_scenarios.json), in set 49's order; represent each by its lowest
    # record id that is not set 49's id. Recomputed here.''')
open(P, 'w', encoding='utf-8').write(s)
print('patched')
