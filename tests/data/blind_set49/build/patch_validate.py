"""Adapt set 48's validate.py (copied here) to set 49."""
import os
p = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'validate.py')
s = open(p).read()
def rep(a, b, n=1):
    global s
    assert s.count(a) == n, (a, s.count(a))
    s = s.replace(a, b)
rep('''"""Stdlib-only checker for blind set 48 (claims.jsonl, estimates.jsonl, README.md).

Set 47's checker with set 48's tags and counts, set 48's scenario rule (reused universes: the 20 trees
that hold set 43's 20 scenarios, in set 43's order, each represented by its lowest record id that is not
set 43's id), and set 48's prose notes''', '''"""Stdlib-only checker for blind set 49 (claims.jsonl, estimates.jsonl, README.md).

Set 48's checker with set 49's tags and counts, set 49's scenario rule (reused universes: the 20 trees
that hold set 44's 20 scenarios, in set 44's order, each represented by its lowest record id that is not
set 44's id), and set 49's prose notes''')
rep("""SET47_CHOICES = os.path.join(HERE, 'ref', 'set47_scenario_choices.json')
# set 47's README: beside this folder (set 47 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set47', 'README.md')""", """SET47_CHOICES = os.path.join(HERE, 'ref', 'set47_scenario_choices.json')
SET48 = os.path.join(HERE, 'ref', 'set48_scenarios.json')
SET48_CHOICES = os.path.join(HERE, 'ref', 'set48_scenario_choices.json')
# set 48's README: beside this folder (set 48 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set48', 'README.md')""")
rep("""    # set 48 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 48's new tags, each with committing and adversarial forms (checked below)
    'bookbinder_stitch': 12, 'falconer_mews': 12, 'cobbler_last': 12, 'perfumer_vial': 12,
    'stonemason_chisel': 12, 'calligrapher_brush': 12, 'chimney_sweep': 12, 'bellringer_peal': 12,""",
"""    # set 49 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 49's new tags, each with committing and adversarial forms (checked below)
    'balloonist_ascent': 12, 'kite_flyer': 12, 'origami_fold': 12, 'tightrope_walker': 12,
    'beachcomber_tide': 12, 'cheesemonger_rind': 12, 'submarine_sonar': 12, 'mushroom_forager': 12,""")
rep("""NEW_CLAIM_TAGS = ['bookbinder_stitch', 'falconer_mews', 'cobbler_last', 'perfumer_vial',
                  'stonemason_chisel', 'calligrapher_brush', 'chimney_sweep', 'bellringer_peal']""",
"""NEW_CLAIM_TAGS = ['balloonist_ascent', 'kite_flyer', 'origami_fold', 'tightrope_walker',
                  'beachcomber_tide', 'cheesemonger_rind', 'submarine_sonar', 'mushroom_forager']""")
rep("# none of set 48's new tags may be one of them (also checked against set 47's README text below)",
    "# none of set 49's new tags may be one of them (also checked against set 48's README text below)")
rep("""    'tattoo_parlour', 'ink'}
MIN_REALISTIC_SHARE""", """    'tattoo_parlour', 'ink',
    # set 48's tags and near variants of them
    'bookbinder_stitch', 'falconer_mews', 'cobbler_last', 'perfumer_vial',
    'stonemason_chisel', 'calligrapher_brush', 'chimney_sweep', 'bellringer_peal',
    'bookbinder', 'bookbinding', 'binder', 'stitch', 'falconer', 'falconry', 'mews', 'hawk', 'cobbler', 'shoemaker',
    'last', 'perfumer', 'perfume', 'vial', 'scent', 'stonemason', 'mason', 'masonry', 'chisel', 'calligrapher',
    'calligraphy', 'brush', 'lettering', 'chimney', 'sweep', 'soot', 'bellringer', 'bell_ringer', 'bells', 'peal'}
MIN_REALISTIC_SHARE""")
rep("""            'candid_disclosure', 'motive_inference'}
NEW_EST_TAGS = ['comparative_degree', 'missing_pieces', 'appositive_glosses', 'gains_and_losses',
                'candid_disclosure', 'motive_inference']""", """            'candid_disclosure', 'motive_inference',
            # new in set 49 (prose styles)
            'figurative_phrases', 'courtroom_phrasing', 'working_hypothesis', 'nominalisation',
            'emphatic_certainty', 'initial_take_revised'}
NEW_EST_TAGS = ['figurative_phrases', 'courtroom_phrasing', 'working_hypothesis', 'nominalisation',
                'emphatic_certainty', 'initial_take_revised']""")
rep("""                        'conversation_phases', 'conversation', 'phases', 'opening_middle_close', 'phase',""",
"""                        'conversation_phases', 'conversation', 'phases', 'opening_middle_close', 'phase',
                        # set 48's prose styles and near variants
                        'comparative_degree', 'comparative', 'degree', 'comparison', 'more_or_less',
                        'missing_pieces', 'missing', 'pieces', 'gaps', 'lacks',
                        'appositive_glosses', 'appositive', 'glosses', 'gloss', 'apposition',
                        'gains_and_losses', 'gains', 'losses', 'ledger', 'balance_sheet',
                        'candid_disclosure', 'candid', 'disclosure', 'frank', 'admission',
                        'motive_inference', 'motive', 'inference', 'motives', 'intent', 'aims',""")
rep("""    # ---- scenarios: set 48 reuses universes ----""", """    # ---- scenarios: set 49 reuses universes ----""")
rep("""    # hold set 43's 20 scenarios (ref/set43_scenarios.json), in set 43's order; represent each by its lowest
    # record id that is not set 43's id. Recomputed here.""", """    # hold set 44's 20 scenarios (ref/set44_scenarios.json), in set 44's order; represent each by its lowest
    # record id that is not set 44's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET43))  # set 43's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 43's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set43_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s28_ = json.load(open(SET44))  # set 44's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 44's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set44_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set48_scenarios.json'))) != chosen:
            err('ref/set48_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set48_scenarios.json: %s' % e)""", """        if json.load(open(os.path.join(HERE, 'ref', 'set49_scenarios.json'))) != chosen:
            err('ref/set49_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set49_scenarios.json: %s' % e)
    # set 48's own choices file (saved as ref/set48_scenario_choices.json) must agree with ref/set48_scenarios.json
    try:
        s48 = [c['scenario'] for c in json.load(open(SET48_CHOICES))['chosen']]
        if len(s48) != 20 or s48 != json.load(open(SET48)):
            err('ref/set48_scenario_choices.json should list 20 chosen ids, those of ref/set48_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET48_CHOICES, e))""")
rep("is not used by set 48' % x)", "is not used by set 49' % x)")
rep("""            err('chosen scenario %s is one of set 43\\'s own ids' % x)""", """            err('chosen scenario %s is one of set 44\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 43\\'s trees' % sc)""", """            err('scenario %s is not in one of set 44\\'s trees' % sc)""")
rep("    # set 48's brief asks for exact counts", "    # set 49's brief asks for exact counts")
rep("    # set 48's notes are prose", "    # set 49's notes are prose")
rep("""                err('new tag %s appears in set 47\\'s README' % t)""", """                err('new tag %s appears in set 48\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 47\\'s README' % t)""", """                err('new tag %s (with a space) appears in set 48\\'s README' % t)""")
rep("""        err('set 47\\'s README not found at %s' % SET30_README)""", """        err('set 48\\'s README not found at %s' % SET30_README)""")
rep("""(trees distinct, all set 43\\'s trees, none of set 43\\'s ids)""", """(trees distinct, all set 44\\'s trees, none of set 44\\'s ids)""")
# set 49: every new claim tag in both forms with and without underscore not in set 48's README, also as words of
# earlier tags; and the duplicate-text check over notes too
rep("""    for t in NEW_CLAIM_TAGS:
        if t in EARLIER_CLAIM_TAGS:
            err('new claim tag %s is an earlier set\\'s tag' % t)""", """    for t in NEW_CLAIM_TAGS:
        if t in EARLIER_CLAIM_TAGS:
            err('new claim tag %s is an earlier set\\'s tag' % t)
        for w in t.split('_'):
            if w in EARLIER_CLAIM_TAGS:
                err('new claim tag %s has a word (%s) that is an earlier tag or near variant' % (t, w))""")
open(p, 'w').write(s)
print('patched')
