import re
p = 'validate.py'; s = open(p).read()
def R(a, b, n=1):
    global s
    assert s.count(a) == n, (a, s.count(a)); s = s.replace(a, b)
R('"""Stdlib-only checker for blind set 52', '"""Stdlib-only checker for blind set 53')
R("Set 51's checker with set 52's tags and counts, set 52's scenario rule", "Set 52's checker with set 53's tags and counts, set 53's scenario rule")
R("that hold set 47's 20 scenarios, in set 47's order, each represented by its lowest record id that is not\nset 47's id), and set 52's prose notes",
  "that hold set 48's 20 scenarios, in set 48's order, each represented by its lowest record id that is not\nset 48's id), and set 53's prose notes")
R("SET51_CHOICES = os.path.join(HERE, 'ref', 'set51_scenario_choices.json')\n",
  "SET51_CHOICES = os.path.join(HERE, 'ref', 'set51_scenario_choices.json')\nSET52 = os.path.join(HERE, 'ref', 'set52_scenarios.json')\nSET52_CHOICES = os.path.join(HERE, 'ref', 'set52_scenario_choices.json')\n")
R("# set 51's README: beside this folder (set 51 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set51', 'README.md')",
  "# set 52's README: beside this folder (set 52 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set52', 'README.md')")
R("""    'saddler_girth': 12, 'apiarist_comb': 12, 'fletcher_quiver': 12, 'ropemaker_strand': 12,
    'typesetter_galley': 12, 'topiarist_shears': 12, 'dyer_vat': 12, 'upholsterer_tack': 12,""",
"""    'lacemaker_bobbin': 12, 'lapidary_facet': 12, 'gilder_leaf': 12, 'sailmaker_canvas': 12,
    'cordwainer_welt': 12, 'engraver_burin': 12, 'marquetry_inlay': 12, 'coppersmith_rivet': 12,""")
R("""NEW_CLAIM_TAGS = ['saddler_girth', 'apiarist_comb', 'fletcher_quiver', 'ropemaker_strand',
                  'typesetter_galley', 'topiarist_shears', 'dyer_vat', 'upholsterer_tack']""",
"""NEW_CLAIM_TAGS = ['lacemaker_bobbin', 'lapidary_facet', 'gilder_leaf', 'sailmaker_canvas',
                  'cordwainer_welt', 'engraver_burin', 'marquetry_inlay', 'coppersmith_rivet']""")
R("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 52's tags and near variants of them
    'saddler_girth', 'apiarist_comb', 'fletcher_quiver', 'ropemaker_strand',
    'typesetter_galley', 'topiarist_shears', 'dyer_vat', 'upholsterer_tack',
    'saddler', 'girth', 'saddle', 'saddlery', 'apiarist', 'comb', 'beekeeper', 'hive', 'bees', 'fletcher', 'quiver',
    'arrow', 'archery', 'ropemaker', 'strand', 'rope', 'typesetter', 'galley', 'printer', 'type', 'topiarist',
    'shears', 'hedge', 'dyer', 'vat', 'dye', 'upholsterer', 'tack', 'upholstery', 'tanner_hide', 'chandler_taper',
    'luthier_fret', 'basketmaker_wicker', 'shipwright_keel', 'topiarist_hedge',
""")
R("""            'yes_no_answers', 'wise_suffixes'}""", """            'yes_no_answers', 'wise_suffixes',
            # new in set 53 (prose styles)
            'anaphoric_openings', 'participial_openers', 'embedded_relatives', 'colon_reveals',
            'all_lowercase', 'conjunction_starts'}""")
R("""NEW_EST_TAGS = ['turn_numbers', 'whether_clauses', 'plain_bullets', 'ellipsis_pauses',
                'yes_no_answers', 'wise_suffixes']""", """NEW_EST_TAGS = ['anaphoric_openings', 'participial_openers', 'embedded_relatives', 'colon_reveals',
                'all_lowercase', 'conjunction_starts']""")
R("""SET41_STYLE_VARIANTS = {""", """SET41_STYLE_VARIANTS = {
                        # set 52's prose styles and near variants
                        'turn_numbers', 'turn', 'turns', 'numbers', 'whether_clauses', 'whether', 'clauses',
                        'plain_bullets', 'bullets', 'plain', 'ellipsis_pauses', 'ellipsis', 'pauses',
                        'yes_no_answers', 'yes_no', 'answers', 'wise_suffixes', 'wise', 'suffixes',
                        'indirect_questions', 'yes_no_verdicts', 'trailing_ellipses', 'semicolon_chains',""")
R("s28_ = json.load(open(SET47))  # set 47's scenario ids (name kept from set 39's checker)",
  "s28_ = json.load(open(SET48))  # set 48's scenario ids (name kept from set 39's checker)")
R("err('ref/set47_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s41_",
  "err('ref/set48_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s41_")
R("""        if json.load(open(os.path.join(HERE, 'ref', 'set52_scenarios.json'))) != chosen:
            err('ref/set52_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set52_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set53_scenarios.json'))) != chosen:
            err('ref/set53_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set53_scenarios.json: %s' % e)
    # set 52's own choices file (saved as ref/set52_scenario_choices.json) must agree with ref/set52_scenarios.json
    try:
        s52 = [c['scenario'] for c in json.load(open(SET52_CHOICES))['chosen']]
        if len(s52) != 20 or s52 != json.load(open(SET52)):
            err('ref/set52_scenario_choices.json should list 20 chosen ids, those of ref/set52_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET52_CHOICES, e))
""")
R("is not used by set 52' % x)", "is not used by set 53' % x)")
R("err('chosen scenario %s is one of set 47\\'s own ids' % x)", "err('chosen scenario %s is one of set 48\\'s own ids' % x)")
R("err('scenario %s is not in one of set 47\\'s trees' % sc)", "err('scenario %s is not in one of set 48\\'s trees' % sc)")
R("appears in set 51\\'s README' % t)", "appears in set 52\\'s README' % t)", 2)
R("err('set 51\\'s README not found at %s' % SET30_README)", "err('set 52\\'s README not found at %s' % SET30_README)")
R("prose style of sets 41 to 51 or a near variant", "prose style of sets 41 to 52 or a near variant")
R("all set 47\\'s trees, none of set 47\\'s ids)", "all set 48\\'s trees, none of set 48\\'s ids)")
s = s.replace("# set 52's brief asks for exact counts", "# set 53's brief asks for exact counts")
s = s.replace("# set 52's notes are prose", "# set 53's notes are prose")
open(p, 'w').write(s)
