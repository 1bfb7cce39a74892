#!/usr/bin/env python3
"""Adapt set 54's validate.py (copied here) to set 55. Every replacement is asserted to hit a stated number of times."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (old[:70], c, n)
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 54 (claims.jsonl, estimates.jsonl, README.md).

Set 53's checker with set 54's tags and counts, set 54's scenario rule (reused universes: the 20 trees
that hold set 49's 20 scenarios, in set 49's order, each represented by its lowest record id that is not
set 49's id), and set 54's prose notes''', '''"""Stdlib-only checker for blind set 55 (claims.jsonl, estimates.jsonl, README.md).

Set 54's checker with set 55's tags and counts, set 55's scenario rule (reused universes: the 20 trees
that hold set 50's 20 scenarios, in set 50's order, each represented by its lowest record id that is not
set 50's id), and set 55's prose notes''')
rep("SET53_CHOICES = os.path.join(HERE, 'ref', 'set53_scenario_choices.json')\n",
    "SET53_CHOICES = os.path.join(HERE, 'ref', 'set53_scenario_choices.json')\n"
    "SET54 = os.path.join(HERE, 'ref', 'set54_scenarios.json')\n"
    "SET54_CHOICES = os.path.join(HERE, 'ref', 'set54_scenario_choices.json')\n")
rep("""# set 53's README: beside this folder (set 53 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set53', 'README.md')""",
    """# set 54's README: beside this folder (set 54 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set54', 'README.md')""")
rep("""    # set 54 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 54's new tags, each with committing and adversarial forms (checked below)
    'turfcutter_slane': 12, 'miller_quern': 12, 'dowser_twig': 12, 'salter_brine': 12,
    'welldigger_windlass': 12, 'pedlar_tray': 12, 'taxidermist_plinth': 12, 'ratcatcher_ferret': 12,""",
    """    # set 55 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 55's new tags, each with committing and adversarial forms (checked below)
    'knockerupper_pole': 12, 'pinsetter_alley': 12, 'cigarroller_wrapper': 12, 'snakecharmer_pungi': 12,
    'mahout_howdah': 12, 'barber_strop': 12, 'laundress_mangle': 12, 'switchboard_operator': 12,""")
rep("""NEW_CLAIM_TAGS = ['turfcutter_slane', 'miller_quern', 'dowser_twig', 'salter_brine',
                  'welldigger_windlass', 'pedlar_tray', 'taxidermist_plinth', 'ratcatcher_ferret']""",
    """NEW_CLAIM_TAGS = ['knockerupper_pole', 'pinsetter_alley', 'cigarroller_wrapper', 'snakecharmer_pungi',
                  'mahout_howdah', 'barber_strop', 'laundress_mangle', 'switchboard_operator']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 53's tags and near variants of them""", """EARLIER_CLAIM_TAGS = {
    # set 54's tags, its dropped candidates and near variants of them
    'turfcutter_slane', 'miller_quern', 'dowser_twig', 'salter_brine', 'welldigger_windlass', 'pedlar_tray',
    'taxidermist_plinth', 'ratcatcher_ferret', 'turfcutter', 'slane', 'turf', 'peat', 'bog', 'sods', 'miller',
    'quern', 'mill', 'millstone', 'flour', 'dowser', 'twig', 'dowsing', 'diviner', 'hazel', 'salter', 'brine',
    'salt', 'saltworks', 'welldigger', 'windlass', 'well', 'shaft', 'bucket', 'pedlar', 'peddler', 'tray',
    'hawker', 'wares', 'taxidermist', 'plinth', 'taxidermy', 'specimen', 'ratcatcher', 'ferret', 'rat', 'warren',
    'warrener', 'molecatcher', 'broommaker_besom', 'broommaker', 'besom', 'papermaker_deckle', 'papermaker',
    'deckle', 'soapmaker_lye', 'soapmaker', 'lye', 'organbuilder', 'wigmaker_caul', 'wigmaker', 'caul',
    'scrimshander_tooth', 'scrimshander', 'pewterer',
    # set 53's tags and near variants of them""")
rep("""            'alliteration', 'existential_there', 'monosyllables', 'british_orthography',
            'hyphen_compounds', 'asyndeton'}
NEW_EST_TAGS = ['alliteration', 'existential_there', 'monosyllables', 'british_orthography',
                'hyphen_compounds', 'asyndeton']""",
    """            'alliteration', 'existential_there', 'monosyllables', 'british_orthography',
            'hyphen_compounds', 'asyndeton',
            # new in set 55 (prose styles)
            'lipogram', 'reduplication', 'gapping', 'split_infinitives', 'correlatives', 'binomials'}
NEW_EST_TAGS = ['lipogram', 'reduplication', 'gapping', 'split_infinitives', 'correlatives', 'binomials']""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 54's prose styles, its dropped candidates and near variants
                        'alliteration', 'alliterative', 'existential_there', 'existential', 'there',
                        'monosyllables', 'monosyllabic', 'one_syllable', 'polysyllabic', 'british_orthography',
                        'british', 'orthography', 'spelling', 'american_spelling', 'hyphen_compounds', 'hyphen',
                        'hyphenated', 'compounds', 'asyndeton', 'tag_questions', 'phrasal_verbs', 'phrasal',
                        'negative_inversion', 'inversion', 'prepositional_openers', 'prepositional',
                        'absolute_constructions', 'absolute', 'second_person_self', 'second_person',
                        'archaic_diction', 'archaic', 'reverse_chronology', 'chronology', 'internal_rhyme', 'rhyme',
                        'pluperfect_narration', 'pluperfect', 'title_case', 'uppercase',
""")
rep("""    # ---- scenarios: set 54 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 49's 20 scenarios (ref/set49_scenarios.json), in set 49's order; represent each by its lowest
    # record id that is not set 49's id. Recomputed here.""",
    """    # ---- scenarios: set 55 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 50's 20 scenarios (ref/set50_scenarios.json), in set 50's order; represent each by its lowest
    # record id that is not set 50's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET49))  # set 49's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 49's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set49_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s28_ = json.load(open(SET50))  # set 50's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 50's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set50_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set54_scenarios.json'))) != chosen:
            err('ref/set54_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set54_scenarios.json: %s' % e)""",
    """        if json.load(open(os.path.join(HERE, 'ref', 'set55_scenarios.json'))) != chosen:
            err('ref/set55_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set55_scenarios.json: %s' % e)
    # set 54's own choices file (saved as ref/set54_scenario_choices.json) must agree with ref/set54_scenarios.json
    try:
        s54 = [c['scenario'] for c in json.load(open(SET54_CHOICES))['chosen']]
        if len(s54) != 20 or s54 != json.load(open(SET54)):
            err('ref/set54_scenario_choices.json should list 20 chosen ids, those of ref/set54_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET54_CHOICES, e))""")
rep("is not used by set 54' % x)", "is not used by set 55' % x)")
rep("""is one of set 49\\'s own ids' % x)""", """is one of set 50\\'s own ids' % x)""")
rep("""is not in one of set 49\\'s trees' % sc)""", """is not in one of set 50\\'s trees' % sc)""")
rep("    # set 54's brief asks for exact counts", "    # set 55's brief asks for exact counts")
rep("    # set 54's notes are prose: no code, markup, configuration or data-format characters",
    "    # set 55's notes are prose: no code, markup, configuration or data-format characters")
rep("""appears in set 53\\'s README' % t)""", """appears in set 54\\'s README' % t)""", 2)
rep("""        err('set 53\\'s README not found at %s' % SET30_README)""", """        err('set 54\\'s README not found at %s' % SET30_README)""")
rep("is a prose style of sets 41 to 53 or a near variant", "is a prose style of sets 41 to 54 or a near variant")
rep("""all set 49\\'s trees, none of set 49\\'s ids)""", """all set 50\\'s trees, none of set 50\\'s ids)""")
# set 55: the lipogram notes use no letter w outside unit names (scenario entities)
rep("""    if sum(1 for r in claims if r.get('speaker') == 'defender') != 280:""",
    """    for r in ests:
        if r.get('construction') == 'lipogram' and r.get('scenario') in ds:
            x = r.get('text') or ''
            for e_ in sorted(ds[r['scenario']][1], key=len, reverse=True):
                x = x.replace(e_, '')
            if 'w' in x.lower():
                err('%s: lipogram note uses the letter w outside unit names' % r.get('id'))
    if sum(1 for r in claims if r.get('speaker') == 'defender') != 280:""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
