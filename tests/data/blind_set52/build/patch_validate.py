import os
P = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'validate.py')
s = open(P).read()
def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (old[:60], c)
    s = s.replace(old, new)
rep('''"""Stdlib-only checker for blind set 51 (claims.jsonl, estimates.jsonl, README.md).

Set 50's checker with set 51's tags and counts, set 51's scenario rule (reused universes: the 20 trees
that hold set 46's 20 scenarios, in set 46's order, each represented by its lowest record id that is not
set 46's id), and set 51's prose notes''', '''"""Stdlib-only checker for blind set 52 (claims.jsonl, estimates.jsonl, README.md).

Set 51's checker with set 52's tags and counts, set 52's scenario rule (reused universes: the 20 trees
that hold set 47's 20 scenarios, in set 47's order, each represented by its lowest record id that is not
set 47's id), and set 52's prose notes''')
rep("SET50_CHOICES = os.path.join(HERE, 'ref', 'set50_scenario_choices.json')\n",
    "SET50_CHOICES = os.path.join(HERE, 'ref', 'set50_scenario_choices.json')\nSET51 = os.path.join(HERE, 'ref', 'set51_scenarios.json')\nSET51_CHOICES = os.path.join(HERE, 'ref', 'set51_scenario_choices.json')\n")
rep("# set 50's README: beside this folder (set 50 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set50', 'README.md')",
    "# set 51's README: beside this folder (set 51 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set51', 'README.md')")
rep("""    # set 51 stresses replies""", """    # set 52 stresses replies""")
rep("""    # set 51's new tags, each with committing and adversarial forms (checked below)
    'cooper_stave': 12, 'thatcher_reed': 12, 'milliner_brim': 12, 'wheelwright_spoke': 12,
    'glazier_leadlight': 12, 'orchardist_graft': 12, 'cartographer_contour': 12, 'mosaicist_tessera': 12,""",
"""    # set 52's new tags, each with committing and adversarial forms (checked below)
    'saddler_girth': 12, 'apiarist_comb': 12, 'fletcher_quiver': 12, 'ropemaker_strand': 12,
    'typesetter_galley': 12, 'topiarist_shears': 12, 'dyer_vat': 12, 'upholsterer_tack': 12,""")
rep("""NEW_CLAIM_TAGS = ['cooper_stave', 'thatcher_reed', 'milliner_brim', 'wheelwright_spoke',
                  'glazier_leadlight', 'orchardist_graft', 'cartographer_contour', 'mosaicist_tessera']""",
"""NEW_CLAIM_TAGS = ['saddler_girth', 'apiarist_comb', 'fletcher_quiver', 'ropemaker_strand',
                  'typesetter_galley', 'topiarist_shears', 'dyer_vat', 'upholsterer_tack']""")
rep("# none of set 51's new tags may be one of them (also checked against set 50's README text below)",
    "# none of set 52's new tags may be one of them (also checked against set 51's README text below)")
rep("""    # set 50's tags and near variants of them
""", """    # set 51's tags and near variants of them
    'cooper_stave', 'thatcher_reed', 'milliner_brim', 'wheelwright_spoke',
    'glazier_leadlight', 'orchardist_graft', 'cartographer_contour', 'mosaicist_tessera',
    'cooper', 'stave', 'cask', 'barrel', 'hoop', 'thatcher', 'reed', 'thatch', 'roof', 'roofer',
    'milliner', 'brim', 'hat', 'hatter', 'bonnet', 'wheelwright', 'spoke', 'wheel', 'cartwright', 'hub',
    'glazier', 'leadlight', 'pane', 'window', 'stained_glass', 'orchardist', 'graft', 'orchard', 'grafting',
    'cartographer', 'contour', 'map', 'mapmaker', 'atlas', 'mosaicist', 'tessera', 'mosaic', 'tile', 'tiler',
    'farrier_horseshoe', 'farrier', 'horseshoe', 'tinsmith_solder', 'tinsmith', 'solder', 'puppeteer_strings',
    'puppeteer', 'strings', 'sommelier_cellar', 'lifeguard_whistle', 'locksmith_tumbler', 'astronomer_eyepiece',
    # set 50's tags and near variants of them
""")
rep("""            'modal_auxiliaries', 'sentence_adverbs'}
NEW_EST_TAGS = ['verbatim_quotes', 'percentage_estimates', 'left_dislocation', 'epithet_naming',
                'modal_auxiliaries', 'sentence_adverbs']""",
"""            'modal_auxiliaries', 'sentence_adverbs',
            # new in set 52 (prose styles)
            'turn_numbers', 'whether_clauses', 'plain_bullets', 'ellipsis_pauses',
            'yes_no_answers', 'wise_suffixes'}
NEW_EST_TAGS = ['turn_numbers', 'whether_clauses', 'plain_bullets', 'ellipsis_pauses',
                'yes_no_answers', 'wise_suffixes']""")
rep("""                        # set 50's prose styles and near variants
""", """                        # set 51's prose styles and near variants
                        'verbatim_quotes', 'verbatim', 'quotes', 'quotation', 'direct_quotation',
                        'percentage_estimates', 'percentage', 'percentages', 'numeric_confidence',
                        'left_dislocation', 'dislocation', 'topic_fronting', 'epithet_naming', 'epithet',
                        'epithets', 'naming', 'modal_auxiliaries', 'modal', 'modals', 'auxiliaries',
                        'sentence_adverbs', 'adverbs', 'sentence_adverbials', 'prose_bullets', 'reported_speech',
                        # set 50's prose styles and near variants
""")
rep("    # ---- scenarios: set 51 reuses universes ----", "    # ---- scenarios: set 52 reuses universes ----")
rep("""    # hold set 46's 20 scenarios (ref/set46_scenarios.json), in set 46's order; represent each by its lowest
    # record id that is not set 46's id. Recomputed here.""", """    # hold set 47's 20 scenarios (ref/set47_scenarios.json), in set 47's order; represent each by its lowest
    # record id that is not set 47's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET46))  # set 46's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 46's trees (name kept from set 39's checker)""",
"""    s28_ = json.load(open(SET47))  # set 47's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 47's trees (name kept from set 39's checker)""")
rep("""        err('ref/set46_scenarios.json should list 20 scenarios with 20 distinct trees')
    s41_""", """        err('ref/set47_scenarios.json should list 20 scenarios with 20 distinct trees')
    s41_""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set51_scenarios.json'))) != chosen:
            err('ref/set51_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set51_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set52_scenarios.json'))) != chosen:
            err('ref/set52_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set52_scenarios.json: %s' % e)
    # set 51's own choices file (saved as ref/set51_scenario_choices.json) must agree with ref/set51_scenarios.json
    try:
        s51 = [c['scenario'] for c in json.load(open(SET51_CHOICES))['chosen']]
        if len(s51) != 20 or s51 != json.load(open(SET51)):
            err('ref/set51_scenario_choices.json should list 20 chosen ids, those of ref/set51_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET51_CHOICES, e))
""")
rep("is not used by set 51' % x)", "is not used by set 52' % x)")
rep("""            err('chosen scenario %s is one of set 46\\'s own ids' % x)""", """            err('chosen scenario %s is one of set 47\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 46\\'s trees' % sc)""", """            err('scenario %s is not in one of set 47\\'s trees' % sc)""")
rep("    # set 51's brief asks for exact counts", "    # set 52's brief asks for exact counts")
rep("    # set 51's notes are prose:", "    # set 52's notes are prose:")
rep("""                err('new tag %s appears in set 50\\'s README' % t)""", """                err('new tag %s appears in set 51\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 50\\'s README' % t)""", """                err('new tag %s (with a space) appears in set 51\\'s README' % t)""")
rep("""        err('set 50\\'s README not found at %s' % SET30_README)""", """        err('set 51\\'s README not found at %s' % SET30_README)""")
rep("""all set 46\\'s trees, none of set 46\\'s ids)""", """all set 47\\'s trees, none of set 47\\'s ids)""")
rep("""            err('new estimate tag %s is a prose style of sets 41 to 50 or a near variant' % t)""", """            err('new estimate tag %s is a prose style of sets 41 to 51 or a near variant' % t)""")
open(P, 'w').write(s)
print('patched')
