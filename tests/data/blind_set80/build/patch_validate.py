#!/usr/bin/env python3
"""Copies set 79's validate.py and adapts it to set 80 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set79', 'validate.py'), encoding='utf-8').read()


def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 79 (claims.jsonl, estimates.jsonl, README.md).

Set 78's checker with set 79's tags and counts, set 79's scenario rule (reused universes: the 20 trees
that hold set 74's 20 scenarios, in set 74's order, each represented by its lowest record id that is not
set 74's id), and set 79's prose notes''', '''"""Stdlib-only checker for blind set 80 (claims.jsonl, estimates.jsonl, README.md).

Set 79's checker with set 80's tags and counts, set 80's scenario rule (reused universes: the 20 trees
that hold set 75's 20 scenarios, in set 75's order, each represented by its lowest record id that is not
set 75's id), and set 80's prose notes''')
rep("""SET78_CHOICES = os.path.join(HERE, 'ref', 'set78_scenario_choices.json')
""", """SET78_CHOICES = os.path.join(HERE, 'ref', 'set78_scenario_choices.json')
SET79 = os.path.join(HERE, 'ref', 'set79_scenarios.json')
SET79_CHOICES = os.path.join(HERE, 'ref', 'set79_scenario_choices.json')
""")
rep("""# set 78's README: beside this folder (set 78 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set78', 'README.md')""",
    """# set 79's README: beside this folder (set 79 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set79', 'README.md')""")
rep("""    # set 79 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 79's new tags, each with committing and adversarial forms (checked below)
    'scopist_settebello': 12, 'diplomacist_convoy': 12, 'dudukist_apricot': 12, 'flugelhornist_valve': 12,
    'theorbist_chitarrone': 12, 'phalerist_medal': 12, 'placuphilist_capsule': 12, 'kanzashist_petal': 12,""",
    """    # set 80 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 80's new tags, each with committing and adversarial forms (checked below)
    'kantelist_birch': 12, 'quenista_notch': 12, 'morinkhuurist_horsehead': 12, 'pogger_slammer': 12,
    'pachinkoist_tulip': 12, 'pezhead_dispenser': 12, 'magnetophile_fridge': 12, 'molaist_applique': 12,""")
rep("""NEW_CLAIM_TAGS = ['scopist_settebello', 'diplomacist_convoy', 'dudukist_apricot', 'flugelhornist_valve',
                  'theorbist_chitarrone', 'phalerist_medal', 'placuphilist_capsule', 'kanzashist_petal']""",
    """NEW_CLAIM_TAGS = ['kantelist_birch', 'quenista_notch', 'morinkhuurist_horsehead', 'pogger_slammer',
                  'pachinkoist_tulip', 'pezhead_dispenser', 'magnetophile_fridge', 'molaist_applique']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 78's tags, their words, domain words and avoided words (from set 78's README and validator)
""", """EARLIER_CLAIM_TAGS = {
    # set 79's tags, their words, domain words and avoided words (from set 79's README and validator)
    'scopist_settebello', 'diplomacist_convoy', 'dudukist_apricot', 'flugelhornist_valve',
    'theorbist_chitarrone', 'phalerist_medal', 'placuphilist_capsule', 'kanzashist_petal',
    'scopist', 'settebello', 'diplomacist', 'convoy', 'dudukist', 'apricot', 'flugelhornist', 'valve',
    'theorbist', 'chitarrone', 'phalerist', 'medal', 'placuphilist', 'capsule', 'kanzashist', 'petal',
    'scopa', 'scopas', 'rankings', 'diplomacy', 'convoys', 'fleets', 'orders', 'rulebook', 'alliance', 'duduk',
    'lament', 'flugelhorn', 'valves', 'solo', 'solos', 'theorbo', 'continuo', 'baroque', 'phalerists', 'medals',
    'clasp', 'clasps', 'velvet', 'placuphilists', 'capsules', 'champagne', 'kanzashi', 'petals', 'pinched',
    'pinches', 'pinching', 'tucked', 'curtain', 'radiator', 'bookcase', 'pad', 'squares',
    'ladder', 'sweeps', 'shelf', 'map', 'wood', 'recital', 'recitals', 'melody', 'ensemble', 'tray', 'trays',
    'silk', 'vase', 'folded', 'folds', 'windowsill', 'window', 'card', 'deck', 'board', 'reed', 'bell', 'brass',
    'mouthpiece', 'strings', 'frets', 'lute', 'rosette', 'rim', 'edge', 'disc', 'glue', 'tweezers', 'thimble',
    'embroidered', 'poster', 'supply', 'display',
    # set 80's dropped candidates (passing every check but near an earlier pastime or not needed: the brass
    # instruments ophicleidist_keywork and euphoniumist_tuba (flugelhornist_valve, bugler_reveille), the
    # double-reed shawmist_pirouette and serpentist_serpent (the woodwind tags), yahtzeeist_kniffel)
    'ophicleidist_keywork', 'euphoniumist_tuba', 'shawmist_pirouette', 'serpentist_serpent', 'yahtzeeist_kniffel',
    # set 78's tags, their words, domain words and avoided words (from set 78's README and validator)
""")
rep("""            # new in set 79 (prose styles)
            'spartacus', 'malvolio', 'diogenes', 'grinch', 'galileo', 'paddington'}
NEW_EST_TAGS = ['spartacus', 'malvolio', 'diogenes', 'grinch', 'galileo', 'paddington']
# set 79: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""", """            # new in set 79 (prose styles)
            'spartacus', 'malvolio', 'diogenes', 'grinch', 'galileo', 'paddington',
            # new in set 80 (prose styles)
            'baldrick', 'basil_fawlty', 'nelson', 'samuel_pepys', 'popeye', 'guy_fawkes'}
NEW_EST_TAGS = ['baldrick', 'basil_fawlty', 'nelson', 'samuel_pepys', 'popeye', 'guy_fawkes']
# set 80: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'baldrick': [r'(?i)\\bbaldrick\\b'],
    'basil_fawlty': [r'(?i)\\bfawlty\\b'],
    'nelson': [r'(?i)\\bnelson\\b'],
    'samuel_pepys': [r'(?i)\\bpepys\\b'],
    'popeye': [r'(?i)\\bpopeye\\b'],
    'guy_fawkes': [r'(?i)\\bguy fawkes\\b'],
}
# set 79's patterns (kept for the record; set 79's styles are not used here)
SET79_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 79's prose styles and near variants (from set 79's README)
                        'spartacus', 'malvolio', 'twelfth_night', 'diogenes', 'grinch', 'whoville', 'galileo',
                        'galilei', 'paddington', 'paddington_bear', 'marmalade',
                        # set 80's dropped candidates (passing every check but near an earlier style or not
                        # needed: newton (galileo), shergar (vanishings: keyser_soze, lord_lucan), columbus
                        # (spelled like columbo), rasputin (lazarus), tintin, asterix, boudicca)
                        'newton', 'shergar', 'columbus', 'rasputin', 'tintin', 'asterix', 'boudicca',
""")
rep("""    # ---- scenarios: set 79 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 74's 20 scenarios (ref/set74_scenarios.json), in set 74's order; represent each by its lowest
    # record id that is not set 74's id. Recomputed here.""", """    # ---- scenarios: set 80 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 75's 20 scenarios (ref/set75_scenarios.json), in set 75's order; represent each by its lowest
    # record id that is not set 75's id. Recomputed here.""")
rep("""        err('ref/set78_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET74))  # set 74's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 74's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set74_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """        err('ref/set78_scenarios.json should list 20 scenarios with 20 distinct trees')
    s79x_ = json.load(open(SET79))
    if len(s79x_) != 20 or len({ds[x][2] for x in s79x_ if x in ds}) != 20:
        err('ref/set79_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET75))  # set 75's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 75's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set75_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set79_scenarios.json'))) != chosen:
            err('ref/set79_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set79_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set80_scenarios.json'))) != chosen:
            err('ref/set80_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set80_scenarios.json: %s' % e)
    # set 79's own choices file (saved as ref/set79_scenario_choices.json) must agree with ref/set79_scenarios.json
    try:
        s79 = [c['scenario'] for c in json.load(open(SET79_CHOICES))['chosen']]
        if len(s79) != 20 or s79 != json.load(open(SET79)):
            err('ref/set79_scenario_choices.json should list 20 chosen ids, those of ref/set79_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET79_CHOICES, e))
""")
rep("""is not used by set 79' % x)""", """is not used by set 80' % x)""")
rep("""            err('chosen scenario %s is one of set 74\\'s own ids' % x)""", """            err('chosen scenario %s is one of set 75\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 74\\'s trees' % sc)""", """            err('scenario %s is not in one of set 75\\'s trees' % sc)""")
rep("""    # set 79's brief asks for exact counts""", """    # set 80's brief asks for exact counts""")
rep("""    # set 79's notes are prose: no code""", """    # set 80's notes are prose: no code""")
rep("""appears in set 78\\'s README' % t)""", """appears in set 79\\'s README' % t)""", 2)
rep("""        err('set 78\\'s README not found at %s' % SET30_README)""", """        err('set 79\\'s README not found at %s' % SET30_README)""")
rep("""is a prose style of sets 41 to 78 or a near variant""", """is a prose style of sets 41 to 79 or a near variant""")
rep("""all set 74\\'s trees, none of set 74\\'s ids)""", """all set 75\\'s trees, none of set 75\\'s ids)""")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
