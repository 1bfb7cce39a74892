"""Adapt set 50's checker (copied as validate.py) to set 51. Every replacement must hit."""
import os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'validate.py')
s = open(P, encoding='utf-8').read()
def R(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old, n)
    s = s.replace(old, new)
R('''"""Stdlib-only checker for blind set 50 (claims.jsonl, estimates.jsonl, README.md).

Set 49's checker with set 50's tags and counts, set 50's scenario rule (reused universes: the 20 trees
that hold set 45's 20 scenarios, in set 45's order, each represented by its lowest record id that is not
set 45's id), and set 50's prose notes''', '''"""Stdlib-only checker for blind set 51 (claims.jsonl, estimates.jsonl, README.md).

Set 50's checker with set 51's tags and counts, set 51's scenario rule (reused universes: the 20 trees
that hold set 46's 20 scenarios, in set 46's order, each represented by its lowest record id that is not
set 46's id), and set 51's prose notes''')
R('''# set 49's README: beside this folder (set 49 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set49', 'README.md')''',
  '''SET50 = os.path.join(HERE, 'ref', 'set50_scenarios.json')
SET50_CHOICES = os.path.join(HERE, 'ref', 'set50_scenario_choices.json')
# set 50's README: beside this folder (set 50 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set50', 'README.md')''')
R('''    # set 50 stresses replies''', '''    # set 51 stresses replies''')
R('''    # set 50's new tags, each with committing and adversarial forms (checked below)
    'lockkeeper_canal': 12, 'sled_musher': 12, 'lamplighter_wick': 12, 'piano_tuner': 12,
    'weaver_loom': 12, 'tugboat_skipper': 12, 'rodeo_clown': 12, 'ferryman_crossing': 12,''',
  '''    # set 51's new tags, each with committing and adversarial forms (checked below)
    'cooper_stave': 12, 'thatcher_reed': 12, 'milliner_brim': 12, 'wheelwright_spoke': 12,
    'glazier_leadlight': 12, 'orchardist_graft': 12, 'cartographer_contour': 12, 'mosaicist_tessera': 12,''')
R('''NEW_CLAIM_TAGS = ['lockkeeper_canal', 'sled_musher', 'lamplighter_wick', 'piano_tuner',
                  'weaver_loom', 'tugboat_skipper', 'rodeo_clown', 'ferryman_crossing']''',
  '''NEW_CLAIM_TAGS = ['cooper_stave', 'thatcher_reed', 'milliner_brim', 'wheelwright_spoke',
                  'glazier_leadlight', 'orchardist_graft', 'cartographer_contour', 'mosaicist_tessera']''')
R('''# none of set 50's new tags may be one of them (also checked against set 49's README text below)
EARLIER_CLAIM_TAGS = {''', '''# none of set 51's new tags may be one of them (also checked against set 50's README text below)
EARLIER_CLAIM_TAGS = {
    # set 50's tags and near variants of them
    'lockkeeper_canal', 'sled_musher', 'lamplighter_wick', 'piano_tuner',
    'weaver_loom', 'tugboat_skipper', 'rodeo_clown', 'ferryman_crossing',
    'lockkeeper', 'lock_keeper', 'canal', 'lock', 'barge', 'narrowboat', 'towpath', 'sled', 'musher', 'mushing',
    'dog_sled', 'husky', 'lamplighter', 'wick', 'lamp', 'lantern', 'piano', 'tuner', 'tuning', 'pianist',
    'weaver', 'weaving', 'loom', 'warp', 'shuttle', 'tugboat', 'tug', 'skipper', 'harbour', 'harbor',
    'rodeo', 'clown', 'cowboy', 'barrel_man', 'ferryman', 'ferry', 'crossing', 'boatman', 'oars',''')
R('''            # new in set 50 (prose styles)
            'short_declaratives', 'periodic_sentences', 'explicit_distinctions', 'closing_caveat',
            'evaluative_adjectives', 'historic_present'}
NEW_EST_TAGS = ['short_declaratives', 'periodic_sentences', 'explicit_distinctions', 'closing_caveat',
                'evaluative_adjectives', 'historic_present']''',
  '''            # new in set 50 (prose styles)
            'short_declaratives', 'periodic_sentences', 'explicit_distinctions', 'closing_caveat',
            'evaluative_adjectives', 'historic_present',
            # new in set 51 (prose styles)
            'verbatim_quotes', 'percentage_estimates', 'left_dislocation', 'epithet_naming',
            'modal_auxiliaries', 'sentence_adverbs'}
NEW_EST_TAGS = ['verbatim_quotes', 'percentage_estimates', 'left_dislocation', 'epithet_naming',
                'modal_auxiliaries', 'sentence_adverbs']''')
R('''                        # set 49's prose styles and near variants''',
  '''                        # set 50's prose styles and near variants
                        'short_declaratives', 'declaratives', 'short_sentences', 'plain_statements',
                        'periodic_sentences', 'periodic', 'main_clause_last', 'suspended_sentences',
                        'explicit_distinctions', 'distinctions', 'distinction', 'explicit', 'contrasts_drawn',
                        'closing_caveat', 'caveat', 'closing', 'final_caveat', 'reservation', 'trailing_caveat',
                        'evaluative_adjectives', 'evaluative', 'adjectives', 'judging_adjectives', 'loaded_adjectives',
                        'historic_present', 'historic', 'present', 'present_tense', 'narrative_present',
                        # set 49's prose styles and near variants''')
R('''    # ---- scenarios: set 50 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 45's 20 scenarios (ref/set45_scenarios.json), in set 45's order; represent each by its lowest
    # record id that is not set 45's id. Recomputed here.''',
  '''    # ---- scenarios: set 51 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 46's 20 scenarios (ref/set46_scenarios.json), in set 46's order; represent each by its lowest
    # record id that is not set 46's id. Recomputed here.''')
R('''    s28_ = json.load(open(SET45))  # set 45's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 45's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set45_scenarios.json should list 20 scenarios with 20 distinct trees')''',
  '''    s28_ = json.load(open(SET46))  # set 46's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 46's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set46_scenarios.json should list 20 scenarios with 20 distinct trees')''')
R('''        if json.load(open(os.path.join(HERE, 'ref', 'set50_scenarios.json'))) != chosen:
            err('ref/set50_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set50_scenarios.json: %s' % e)''',
  '''        if json.load(open(os.path.join(HERE, 'ref', 'set51_scenarios.json'))) != chosen:
            err('ref/set51_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set51_scenarios.json: %s' % e)
    # set 50's own choices file (saved as ref/set50_scenario_choices.json) must agree with ref/set50_scenarios.json
    try:
        s50 = [c['scenario'] for c in json.load(open(SET50_CHOICES))['chosen']]
        if len(s50) != 20 or s50 != json.load(open(SET50)):
            err('ref/set50_scenario_choices.json should list 20 chosen ids, those of ref/set50_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET50_CHOICES, e))''')
R("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 50' % x)""",
  """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 51' % x)""")
R("""            err('chosen scenario %s is one of set 45\\'s own ids' % x)""",
  """            err('chosen scenario %s is one of set 46\\'s own ids' % x)""")
R("""            err('scenario %s is not in one of set 45\\'s trees' % sc)""",
  """            err('scenario %s is not in one of set 46\\'s trees' % sc)""")
R("""    # set 50's brief asks for exact counts""", """    # set 51's brief asks for exact counts""")
R("""    # set 50's notes are prose""", """    # set 51's notes are prose""")
R("""                err('new tag %s appears in set 49\\'s README' % t)""", """                err('new tag %s appears in set 50\\'s README' % t)""")
R("""                err('new tag %s (with a space) appears in set 49\\'s README' % t)""", """                err('new tag %s (with a space) appears in set 50\\'s README' % t)""")
R("""        err('set 49\\'s README not found at %s' % SET30_README)""", """        err('set 50\\'s README not found at %s' % SET30_README)""")
R("""            err('new estimate tag %s is a prose style of sets 41 to 49 or a near variant' % t)""",
  """            err('new estimate tag %s is a prose style of sets 41 to 50 or a near variant' % t)""")
R("""all set 45\\'s trees, none of set 45\\'s ids)""", """all set 46\\'s trees, none of set 46\\'s ids)""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
