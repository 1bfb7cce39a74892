#!/usr/bin/env python3
"""Copies set 95's validate.py and adapts it to set 96 (every replacement asserted to hit its count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set95', 'validate.py'), encoding='utf-8').read()
def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:60], c, n)
    src = src.replace(old, new)
rep('''"""Stdlib-only checker for blind set 95 (claims.jsonl, estimates.jsonl, README.md).

Set 94's checker with set 95's tags and counts, set 95's scenario rule (reused universes: the 20 trees
that hold set 90's 20 scenarios, in set 90's order, each represented by its lowest record id that is not
set 90's id), and set 95's prose notes''', '''"""Stdlib-only checker for blind set 96 (claims.jsonl, estimates.jsonl, README.md).

Set 95's checker with set 96's tags and counts, set 96's scenario rule (reused universes: the 20 trees
that hold set 91's 20 scenarios, in set 91's order, each represented by its lowest record id that is not
set 91's id), and set 96's prose notes''')
rep("SET94_CHOICES = os.path.join(HERE, 'ref', 'set94_scenario_choices.json')\n",
    "SET94_CHOICES = os.path.join(HERE, 'ref', 'set94_scenario_choices.json')\nSET95 = os.path.join(HERE, 'ref', 'set95_scenarios.json')\nSET95_CHOICES = os.path.join(HERE, 'ref', 'set95_scenario_choices.json')\n")
rep("# set 94's README: beside this folder (set 94 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set94', 'README.md')",
    "# set 95's README: beside this folder (set 95 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set95', 'README.md')")
rep("# set 95 stresses replies", "# set 96 stresses replies")
rep("""    # set 95's new tags, each with committing and adversarial forms (checked below)
    'kabadiwala_taraazu': 12, 'repentista_pandeiro': 12, 'pajarero_canario': 12, 'guslar_gusle': 12,
    'kallawaya_chuspa': 12, 'fadista_xaile': 12, 'arnisador_baston': 12, 'gajrawali_dhaga': 12,""",
"""    # set 96's new tags, each with committing and adversarial forms (checked below)
    'colchonero_vara': 12, 'jigekkun_jige': 12, 'tespihci_imame': 12, 'bortnik_lezivo': 12,
    'chinampero_coa': 12, 'pisador_lagar': 12, 'pehelwan_gada': 12, 'quesero_encella': 12,""")
rep("NEW_CLAIM_TAGS = ['kabadiwala_taraazu', 'repentista_pandeiro', 'pajarero_canario', 'guslar_gusle', 'kallawaya_chuspa', 'fadista_xaile', 'arnisador_baston', 'gajrawali_dhaga']",
    "NEW_CLAIM_TAGS = ['colchonero_vara', 'jigekkun_jige', 'tespihci_imame', 'bortnik_lezivo', 'chinampero_coa', 'pisador_lagar', 'pehelwan_gada', 'quesero_encella']")
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 95's tags, their words and domain words (from set 95's README)
    'kabadiwala_taraazu', 'repentista_pandeiro', 'pajarero_canario', 'guslar_gusle', 'kallawaya_chuspa',
    'fadista_xaile', 'arnisador_baston', 'gajrawali_dhaga',
    'kabadiwala', 'taraazu', 'repentista', 'pandeiro', 'pajarero', 'canario', 'guslar', 'gusle', 'kallawaya',
    'chuspa', 'fadista', 'xaile', 'arnisador', 'baston', 'gajrawali', 'dhaga',
    'scrap', 'tambourine', 'canary', 'fado', 'shawl', 'jasmine', 'coca', 'epic', 'rattan', 'garland',
    # set 96's dropped candidates that passed the lists (near an earlier tag or entry: kantarci_kantar (scale,
    # kabadiwala_taraazu), lirnyk_lira (hurdygurdist_crank, guslar_gusle), rafugar_sui (sashikoist_thread),
    # thathera_thappa (brass, hammer), attarwala_phaya (perfume, perfumer_vial), kececi_kepenek
    # (feltmaker_fleece), mallah_chappu (boatman, oar, ferryman), organillero_manubrio (organgrinder, crank),
    # sombrerero_horma (hat, hatter, milliner), nalinci_nalin (clogmaker), pinjara_kaman (a fibre beater like
    # colchonero_vara; bow), yorganci_tokmak (a fibre beater like colchonero_vara; mallet), ropavejero_costal
    # (a buyer of cast-offs like kabadiwala_taraazu))
    'kantarci_kantar', 'lirnyk_lira', 'rafugar_sui', 'thathera_thappa', 'attarwala_phaya', 'kececi_kepenek',
    'mallah_chappu', 'organillero_manubrio', 'sombrerero_horma', 'nalinci_nalin', 'pinjara_kaman',
    'yorganci_tokmak', 'ropavejero_costal',
""")
rep("""            # new in set 95 (prose styles)
            'belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse'}
NEW_EST_TAGS = ['belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse']
# set 95: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""", """            # new in set 95 (prose styles)
            'belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse',
            # new in set 96 (prose styles)
            'oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids'}
NEW_EST_TAGS = ['oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids']
# set 96: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'oxbow': [r'(?i)\\boxbows?\\b'],
    'meander': [r'(?i)\\bmeander(s|ed)?\\b'],
    'tributary': [r'(?i)\\btributar(y|ies)\\b'],
    'estuary': [r'(?i)\\bestuar(y|ies)\\b'],
    'sandbar': [r'(?i)\\bsandbars?\\b'],
    'rapids': [r'(?i)\\brapids\\b'],
}
# set 95's patterns (kept for the record; set 95's styles are not used here)
SET95_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 95's prose styles and near variants (from set 95's README)
                        'belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse', 'belayed', 'belaying', 'cruxes',
                        'bivouacked', 'bivouacs', 'seracs', 'pitons', 'crevasses',
                        # set 96's candidates that passed and were not used (terms of rivers and land: stratum ...
                        # shoal) and dropped ones (silt: near the entry muddy_the_waters; fossil, seam, pendulum,
                        # isobar, eddy, brood, escapement, tourbillon, mainspring: entries, words or substrings)
                        'stratum', 'outcrop', 'sediment', 'lode', 'delta', 'shoal', 'swarm', 'squall', 'drizzle',
                        'silt', 'silted', 'silting', 'fossil', 'seam', 'pendulum', 'isobar', 'eddy', 'brood',
                        'escapement', 'tourbillon', 'mainspring',
""")
rep("# ---- scenarios: set 95 reuses universes ----", "# ---- scenarios: set 96 reuses universes ----")
rep("""    # hold set 90's 20 scenarios (ref/set90_scenarios.json), in set 90's order; represent each by its lowest
    # record id that is not set 90's id. Recomputed here.""", """    # hold set 91's 20 scenarios (ref/set91_scenarios.json), in set 91's order; represent each by its lowest
    # record id that is not set 91's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET90))  # set 90's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 90's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set90_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s95x_ = json.load(open(SET95))
    if len(s95x_) != 20 or len({ds[x][2] for x in s95x_ if x in ds}) != 20:
        err('ref/set95_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET91))  # set 91's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 91's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set91_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set95_scenarios.json'))) != chosen:
            err('ref/set95_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set95_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set96_scenarios.json'))) != chosen:
            err('ref/set96_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set96_scenarios.json: %s' % e)
    # set 95's own choices file (saved as ref/set95_scenario_choices.json) must agree with ref/set95_scenarios.json
    try:
        s95 = [c['scenario'] for c in json.load(open(SET95_CHOICES))['chosen']]
        if len(s95) != 20 or s95 != json.load(open(SET95)):
            err('ref/set95_scenario_choices.json should list 20 chosen ids, those of ref/set95_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET95_CHOICES, e))
""")
rep("is not used by set 95'", "is not used by set 96'")
rep("is one of set 90\\'s own ids'", "is one of set 91\\'s own ids'")
rep("is not in one of set 90\\'s trees'", "is not in one of set 91\\'s trees'")
rep("# set 95's brief asks for exact counts", "# set 96's brief asks for exact counts")
rep("# set 95's notes are prose", "# set 96's notes are prose")
rep("appears in set 94\\'s README'", "appears in set 95\\'s README'", 2)
rep("err('set 94\\'s README not found", "err('set 95\\'s README not found")
rep("a prose style of sets 41 to 94 or a near variant", "a prose style of sets 41 to 95 or a near variant")
rep("all set 90\\'s trees, none of set 90\\'s ids", "all set 91\\'s trees, none of set 91\\'s ids")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
