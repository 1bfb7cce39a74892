#!/usr/bin/env python3
"""Copies set 125's validate.py and patches it for set 126 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set125', 'validate.py')).read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 125 (claims.jsonl, estimates.jsonl, README.md).

Set 124's checker with set 125's tags and counts, set 125's scenario rule (reused universes: the 20 trees
that hold set 120's 20 scenarios, in set 120's order, each represented by its lowest record id that is neither
set 120's id nor one of set 124's ids), and set 125's prose notes''',
'''"""Stdlib-only checker for blind set 126 (claims.jsonl, estimates.jsonl, README.md).

Set 125's checker with set 126's tags and counts, set 126's scenario rule (reused universes: the 20 trees
that hold set 121's 20 scenarios, in set 121's order, each represented by its lowest record id that is neither
set 121's id nor one of set 125's ids), and set 126's prose notes''')
rep('''SET124_CHOICES = os.path.join(HERE, 'ref', 'set124_scenario_choices.json')
# set 124's README: beside this folder (set 124 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set124', 'README.md')''',
'''SET124_CHOICES = os.path.join(HERE, 'ref', 'set124_scenario_choices.json')
SET125 = os.path.join(HERE, 'ref', 'set125_scenarios.json')
SET125_CHOICES = os.path.join(HERE, 'ref', 'set125_scenario_choices.json')
SET121 = os.path.join(HERE, 'ref', 'set121_scenarios.json')
# set 125's README: beside this folder (set 125 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set125', 'README.md')''')
rep('''    # set 125 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 125's new tags, each with committing and adversarial forms (checked below)
    'selciarolo_sampietrino': 12, 'zolfanellaio_zolfanello': 12, 'pulpeiro_pulpo': 12, 'sandikci_sandik': 12,
    'teknos_tekno': 12, 'wuerfelmacher_wuerfel': 12, 'rechenmacher_rechen': 12, 'sporer_sporn': 12,''',
'''    # set 126 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 126's new tags, each with committing and adversarial forms (checked below)
    'hechler_hechel': 12, 'bleicher_bleiche': 12, 'griffelmacher_griffel': 12, 'leimsieder_leim': 12,
    'knopfmacher_knopf': 12, 'epinglier_epingle': 12, 'feilenhauer_feile': 12, 'amidonnier_amidon': 12,''')
rep('''NEW_CLAIM_TAGS = ['selciarolo_sampietrino', 'zolfanellaio_zolfanello', 'pulpeiro_pulpo', 'sandikci_sandik', 'teknos_tekno', 'wuerfelmacher_wuerfel', 'rechenmacher_rechen', 'sporer_sporn']''',
'''NEW_CLAIM_TAGS = ['hechler_hechel', 'bleicher_bleiche', 'griffelmacher_griffel', 'leimsieder_leim', 'knopfmacher_knopf', 'epinglier_epingle', 'feilenhauer_feile', 'amidonnier_amidon']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 124's tags, their words and domain words (from set 124's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 125's tags, their words and domain words (from set 125's README)
    'selciarolo_sampietrino', 'zolfanellaio_zolfanello', 'pulpeiro_pulpo', 'sandikci_sandik', 'teknos_tekno',
    'wuerfelmacher_wuerfel', 'rechenmacher_rechen', 'sporer_sporn',
    'selciarolo', 'sampietrino', 'zolfanellaio', 'zolfanello', 'pulpeiro', 'pulpo', 'sandikci', 'sandik', 'teknos',
    'tekno', 'wuerfelmacher', 'wuerfel', 'rechenmacher', 'rechen', 'sporer', 'sporn',
    'sampietrini', 'martellina', 'mazzaranga', 'zolfanelli', 'caldeiro', 'pimenton', 'rowel', 'paver',
    'match_maker', 'octopus_cook', 'dowry_chest', 'trough_carver', 'dice_maker', 'rake_maker', 'spur_maker',
    # set 126's candidates that passed the lists and were dropped or not used (the same trade as an earlier tag, or
    # near one: imker_bienenkorb (beekeeper), holzschuhmacher_holzschuh (clogger_clog, sabotier_sabot),
    # drechsler_drechselbank (woodturner_lathe, bodger_polelathe), feuillardier_feuillard (hooper_hoop,
    # coppicer_billhook), botijero_botijo (jugbandist_jug, potter), huarachero_huarache (tyre_sandal);
    # not needed beside the chosen tags: lebzelter_lebkuchen, aiguilletier_aiguillette, boisselier_boisseau,
    # gelbgiesser_gelbguss, lunetier_lunette, liquiriziaio_liquirizia)
    'imker_bienenkorb', 'holzschuhmacher_holzschuh', 'drechsler_drechselbank', 'feuillardier_feuillard',
    'botijero_botijo', 'huarachero_huarache', 'lebzelter_lebkuchen', 'aiguilletier_aiguillette',
    'boisselier_boisseau', 'gelbgiesser_gelbguss', 'lunetier_lunette', 'liquiriziaio_liquirizia',
    'imker', 'bienenkorb', 'holzschuhmacher', 'holzschuh', 'drechsler', 'drechselbank', 'feuillardier', 'feuillard',
    'botijero', 'botijo', 'huarachero', 'huarache', 'lebzelter', 'lebkuchen', 'aiguilletier', 'aiguillette',
    'boisselier', 'boisseau', 'gelbgiesser', 'gelbguss', 'lunetier', 'lunette', 'liquiriziaio', 'liquirizia',
    # set 124's tags, their words and domain words (from set 124's README)''')
rep('''            # new in set 125 (prose styles)
            'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage'}
NEW_EST_TAGS = ['remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage']
# set 125: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive)
STYLE_PATTERNS = {''',
'''            # new in set 125 (prose styles)
            'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage',
            # new in set 126 (prose styles)
            'imprinting', 'mobbing', 'caching', 'kiting', 'dabbling', 'fledging'}
NEW_EST_TAGS = ['imprinting', 'mobbing', 'caching', 'kiting', 'dabbling', 'fledging']
# set 126: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive)
STYLE_PATTERNS = {
    'imprinting': [r'(?i)\\bimprinting\\b'],
    'mobbing': [r'(?i)\\bmobbing\\b'],
    'caching': [r'(?i)\\bcaching\\b'],
    'kiting': [r'(?i)\\bkiting\\b'],
    'dabbling': [r'(?i)\\bdabbling\\b'],
    'fledging': [r'(?i)\\bfledging\\b'],
}
# set 125's patterns (kept for the record; set 125's styles are not used here)
SET125_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 124's prose styles and near variants (from set 124's README)''',
'''SET41_STYLE_VARIANTS = {
                        # set 125's prose styles and near variants (from set 125's README)
                        'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage', 'vinification',
                        'tirage', 'vendange', 'racking', 'wine', 'winemaking',
                        # set 126's style candidates that passed and were not used or were dropped (of rock-forming
                        # processes, near set 124's volcanic eruptions: erosion, faulting, metamorphism, lithification,
                        # abrasion, cementation, deposition, exfoliation; of heat treatment and extraction, near the
                        # entries anneal, temper, quench, smelt: carburizing, galvanizing, decarburizing, bluing,
                        # hardening, cupellation, liquation, amalgamation, calcination, alloying, crizzling,
                        # devitrification; of falconry (an entry): bating, manning, mantling; of cheesemaking: affinage,
                        # brining; of bird behaviour, not used: molting, fledgling; failed: geology, falconry,
                        # metallurgy, lekking, brooding, moulting, flocking, hacking, imping, casting, curdling,
                        # cheddaring, annealing, smelting, fluxing, leaching, blueing, compaction, diagenesis,
                        # karstification, displaying)
                        'erosion', 'faulting', 'metamorphism', 'lithification', 'abrasion', 'cementation',
                        'deposition', 'exfoliation', 'carburizing', 'galvanizing', 'decarburizing', 'bluing',
                        'hardening', 'cupellation', 'liquation', 'amalgamation', 'calcination', 'alloying',
                        'crizzling', 'devitrification', 'bating', 'manning', 'mantling', 'affinage', 'brining',
                        'molting', 'fledgling', 'ethology',
                        # set 124's prose styles and near variants (from set 124's README)''')
rep('''    # ---- scenarios: set 125 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 120's 20 scenarios (ref/set120_scenarios.json), in set 120's order; represent each by its lowest
    # record id that is neither set 120's id nor one of set 124's ids (ref/set124_scenarios.json). Recomputed here.''',
'''    # ---- scenarios: set 126 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 121's 20 scenarios (ref/set121_scenarios.json), in set 121's order; represent each by its lowest
    # record id that is neither set 121's id nor one of set 125's ids (ref/set125_scenarios.json). Recomputed here.''')
rep('''    s28_ = json.load(open(SET120))  # set 120's scenario ids: the trees set 125 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 120's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set120_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s125x_ = json.load(open(SET125))
    if len(s125x_) != 20 or len({ds[x][2] for x in s125x_ if x in ds}) != 20:
        err('ref/set125_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET121))  # set 121's scenario ids: the trees set 126 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 121's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set121_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s124x_]''',
'''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s125x_]''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set125_scenarios.json'))) != chosen:
            err('ref/set125_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set125_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set126_scenarios.json'))) != chosen:
            err('ref/set126_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set126_scenarios.json: %s' % e)
    # set 125's own choices file (saved as ref/set125_scenario_choices.json) must agree with ref/set125_scenarios.json
    try:
        s125 = [c['scenario'] for c in json.load(open(SET125_CHOICES))['chosen']]
        if len(s125) != 20 or s125 != json.load(open(SET125)):
            err('ref/set125_scenario_choices.json should list 20 chosen ids, those of ref/set125_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET125_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 125' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 120\\'s own ids' % x)
        if x in s124x_:
            err('chosen scenario %s is one of set 124\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 126' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 121\\'s own ids' % x)
        if x in s125x_:
            err('chosen scenario %s is one of set 125\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 120\\'s trees' % sc)''',
'''            err('scenario %s is not in one of set 121\\'s trees' % sc)''')
rep('''    # set 125's brief asks for exact counts''', '''    # set 126's brief asks for exact counts''')
rep('''    # set 125's notes are prose: no code, markup, configuration or data-format characters''',
'''    # set 126's notes are prose: no code, markup, configuration or data-format characters''')
rep('''                err('new tag %s appears in set 124\\'s README' % t)''', '''                err('new tag %s appears in set 125\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 124\\'s README' % t)''',
'''                err('new tag %s (with a space) appears in set 125\\'s README' % t)''')
rep('''        err('set 124\\'s README not found at %s' % SET30_README)''', '''        err('set 125\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 124 or a near variant' % t)''',
'''            err('new estimate tag %s is a prose style of sets 41 to 125 or a near variant' % t)''')
rep('''all set 120\\'s trees, none of set 120\\'s or set 124\\'s ids)''', '''all set 121\\'s trees, none of set 121\\'s or set 125\\'s ids)''')
for old, new, n in R:
    c = src.count(old)
    assert c == n, (old[:80], c)
    src = src.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
