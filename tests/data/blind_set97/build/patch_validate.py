#!/usr/bin/env python3
"""Copies set 96's validate.py and patches it for set 97 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set96', 'validate.py'), encoding='utf-8').read()
R = []
def rep(a, b, n=1):
    R.append((a, b, n))

rep('''"""Stdlib-only checker for blind set 96 (claims.jsonl, estimates.jsonl, README.md).

Set 95's checker with set 96's tags and counts, set 96's scenario rule (reused universes: the 20 trees
that hold set 91's 20 scenarios, in set 91's order, each represented by its lowest record id that is not
set 91's id), and set 96's prose notes''',
'''"""Stdlib-only checker for blind set 97 (claims.jsonl, estimates.jsonl, README.md).

Set 96's checker with set 97's tags and counts, set 97's scenario rule (reused universes: the 20 trees
that hold set 92's 20 scenarios, in set 92's order, each represented by its lowest record id that is not
set 92's id), and set 97's prose notes''')
rep('''SET95_CHOICES = os.path.join(HERE, 'ref', 'set95_scenario_choices.json')
# set 95's README: beside this folder (set 95 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set95', 'README.md')''',
'''SET95_CHOICES = os.path.join(HERE, 'ref', 'set95_scenario_choices.json')
SET96 = os.path.join(HERE, 'ref', 'set96_scenarios.json')
SET96_CHOICES = os.path.join(HERE, 'ref', 'set96_scenario_choices.json')
# set 96's README: beside this folder (set 96 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set96', 'README.md')''')
rep('''    # set 96 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 96's new tags, each with committing and adversarial forms (checked below)
    'colchonero_vara': 12, 'jigekkun_jige': 12, 'tespihci_imame': 12, 'bortnik_lezivo': 12,
    'chinampero_coa': 12, 'pisador_lagar': 12, 'pehelwan_gada': 12, 'quesero_encella': 12,''',
'''    # set 97 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 97's new tags, each with committing and adversarial forms (checked below)
    'abaniquero_varillaje': 12, 'salepci_gugum': 12, 'caiador_broxa': 12, 'malakar_shola': 12,
    'midyeci_limon': 12, 'molendera_metate': 12, 'phirkiwala_phirki': 12, 'chasqui_pututu': 12,''')
rep('''NEW_CLAIM_TAGS = ['colchonero_vara', 'jigekkun_jige', 'tespihci_imame', 'bortnik_lezivo', 'chinampero_coa', 'pisador_lagar', 'pehelwan_gada', 'quesero_encella']''',
'''NEW_CLAIM_TAGS = ['abaniquero_varillaje', 'salepci_gugum', 'caiador_broxa', 'malakar_shola', 'midyeci_limon', 'molendera_metate', 'phirkiwala_phirki', 'chasqui_pututu']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 95's tags, their words and domain words (from set 95's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 96's tags, their words and domain words (from set 96's README)
    'colchonero_vara', 'jigekkun_jige', 'tespihci_imame', 'bortnik_lezivo', 'chinampero_coa', 'pisador_lagar',
    'pehelwan_gada', 'quesero_encella',
    'colchonero', 'vara', 'jigekkun', 'jige', 'tespihci', 'imame', 'bortnik', 'lezivo', 'chinampero', 'coa',
    'pisador', 'lagar', 'pehelwan', 'gada', 'quesero', 'encella',
    'mattress', 'prayer_beads', 'wild_honey', 'chinampa', 'floating_garden', 'akhara', 'curd', 'strongman',
    # set 97's dropped candidates that passed the lists (near an earlier tag or entry: sfougaras_skandalopetra
    # (pearldiver_oyster), varina_canastra (fishwife_creel), voceador_pregon (town_crier), saqqa_qirba
    # (bhishti_mashak), ganhhang_donganh (a carrying pole, magtataho_arnibal), macuncu_tepsi (candy, tray),
    # nalbant_nalca (farrier), baiana_tabuleiro (pedlar_tray), garimpeiro_bateia (goldpanner_sluice),
    # pescador_tarrafa (fisherman, net), kestaneci_mangal (chestnutroaster_brazier), kolare_mila
    # (charcoalburner_clamp), bangdiwala_chudi (bangle), chitrakar_patachitra and patua_pat (scroll, painter),
    # khayamiya_kherta (molaist_applique), kunafani_sinniyya (pastry, tray), imaginero_gubia (netsuke_carver,
    # linocutter_gouge), sakan_kote (plasterer_float, trowel), daiku_sumitsubo (carpenter), sedefkar_kakma and
    # najeonjang_jagae (inlay), yazmaci_kalip (printer, dyer), kazaz_cikrik (silk, thread, spinner_distaff),
    # sabuncu_kalip (soapmaker), cerero_pabilo (candlemaker_wick), talabartero_lezna (saddler), zeilmaker_marlpriem
    # (sailmaker), togishi_toishi (scissorgrinder_whetstone), maedeupjang_gonsa (macrameist_knot), totorero_balsa
    # (thatcher_reed, boat), carranqueiro_enxo (cooper_adze), chinchinero_bombo (drummer_snare),
    # alfombrista_aserrin (carpet, sawdust), luleci_kalip (clay, tobacco), fesci_kalip (hat), kilijosiyar_kili
    # (parrot))
    'sfougaras_skandalopetra', 'varina_canastra', 'voceador_pregon', 'saqqa_qirba', 'ganhhang_donganh',
    'macuncu_tepsi', 'nalbant_nalca', 'baiana_tabuleiro', 'garimpeiro_bateia', 'pescador_tarrafa',
    'kestaneci_mangal', 'kolare_mila', 'bangdiwala_chudi', 'chitrakar_patachitra', 'patua_pat',
    'khayamiya_kherta', 'kunafani_sinniyya', 'imaginero_gubia', 'sakan_kote', 'daiku_sumitsubo',
    'sedefkar_kakma', 'najeonjang_jagae', 'yazmaci_kalip', 'kazaz_cikrik', 'sabuncu_kalip', 'cerero_pabilo',
    'talabartero_lezna', 'zeilmaker_marlpriem', 'togishi_toishi', 'maedeupjang_gonsa', 'totorero_balsa',
    'carranqueiro_enxo', 'chinchinero_bombo', 'alfombrista_aserrin', 'luleci_kalip', 'fesci_kalip',
    'kilijosiyar_kili',
    # set 95's tags, their words and domain words (from set 95's README)''')
rep('''            # new in set 96 (prose styles)
            'oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids'}
NEW_EST_TAGS = ['oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids']
# set 96: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
'''            # new in set 96 (prose styles)
            'oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids',
            # new in set 97 (prose styles)
            'precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion'}
NEW_EST_TAGS = ['precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion']
# set 97: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'precipitate': [r'(?i)\\bprecipitat(e|es|ed)\\b'],
    'solvent': [r'(?i)\\bsolvents?\\b'],
    'residue': [r'(?i)\\bresidues?\\b'],
    'filtrate': [r'(?i)\\bfiltrates?\\b'],
    'centrifuge': [r'(?i)\\bcentrifug(e|es|ed)\\b'],
    'emulsion': [r'(?i)\\bemulsions?\\b'],
}
# set 96's patterns (kept for the record; set 96's styles are not used here)
SET96_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''',
'''SET41_STYLE_VARIANTS = {
                        # set 96's prose styles and near variants (from set 96's README)
                        'oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids', 'oxbows', 'meanders',
                        'meandered', 'tributaries', 'estuaries', 'sandbars',
                        # set 97's candidates that passed and were not used (terms of the chemistry laboratory,
                        # of gardening, of metalwork, of medicine, of weaving and of baking: titration ... knead)
                        'titration', 'titrate', 'evaporate', 'beaker', 'mixture', 'prune', 'espalier', 'mulch',
                        'topiary', 'trellis', 'compost', 'scion', 'perennial', 'dormant', 'anneal', 'quench',
                        'smelt', 'slag', 'flux', 'ingot', 'dross', 'prognosis', 'relapse', 'placebo', 'triage',
                        'antidote', 'suture', 'biopsy', 'sedative', 'weft', 'selvage', 'knead', 'syncopation',
                        # set 97's dropped candidates (an entry, an entry's word or a substring: distill (still),
                        # reagent (agen), sublimate (mate), condensate (sate), pipette, burette, tourniquet,
                        # remission (mission), quarantine (tine), dosage (sage), bandage (band), seedling (seed),
                        # transplant (plan), rootstock (stock), pollard (poll), leaven (leave), crumb (breadcrumb),
                        # twill (will), selvedge (edge), temper (tempera), tarnish (tarn), deadhead (dead),
                        # understudy (under), upstage (stage))
                        'distill', 'reagent', 'sublimate', 'condensate', 'pipette', 'burette', 'tourniquet',
                        'remission', 'quarantine', 'dosage', 'bandage', 'seedling', 'transplant', 'rootstock',
                        'pollard', 'leaven', 'crumb', 'twill', 'selvedge', 'temper', 'tarnish', 'deadhead',
                        'understudy', 'upstage',
''')
rep('''    # ---- scenarios: set 96 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 91's 20 scenarios (ref/set91_scenarios.json), in set 91's order; represent each by its lowest
    # record id that is not set 91's id. Recomputed here.''',
'''    # ---- scenarios: set 97 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 92's 20 scenarios (ref/set92_scenarios.json), in set 92's order; represent each by its lowest
    # record id that is not set 92's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET91))  # set 91's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 91's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set91_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s96x_ = json.load(open(SET96))
    if len(s96x_) != 20 or len({ds[x][2] for x in s96x_ if x in ds}) != 20:
        err('ref/set96_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET92))  # set 92's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 92's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set92_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set96_scenarios.json'))) != chosen:
            err('ref/set96_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set96_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set97_scenarios.json'))) != chosen:
            err('ref/set97_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set97_scenarios.json: %s' % e)
    # set 96's own choices file (saved as ref/set96_scenario_choices.json) must agree with ref/set96_scenarios.json
    try:
        s96 = [c['scenario'] for c in json.load(open(SET96_CHOICES))['chosen']]
        if len(s96) != 20 or s96 != json.load(open(SET96)):
            err('ref/set96_scenario_choices.json should list 20 chosen ids, those of ref/set96_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET96_CHOICES, e))''')
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 96' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 97' % x)")
rep("err('chosen scenario %s is one of set 91\\'s own ids' % x)", "err('chosen scenario %s is one of set 92\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 91\\'s trees' % sc)", "err('scenario %s is not in one of set 92\\'s trees' % sc)")
rep("    # set 96's brief asks for exact counts", "    # set 97's brief asks for exact counts")
rep("    # set 96's notes are prose: no code, markup, configuration or data-format characters",
    "    # set 97's notes are prose: no code, markup, configuration or data-format characters")
rep("err('new tag %s appears in set 95\\'s README' % t)", "err('new tag %s appears in set 96\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 95\\'s README' % t)", "err('new tag %s (with a space) appears in set 96\\'s README' % t)")
rep("err('set 95\\'s README not found at %s' % SET30_README)", "err('set 96\\'s README not found at %s' % SET30_README)")
rep("err('new estimate tag %s is a prose style of sets 41 to 95 or a near variant' % t)",
    "err('new estimate tag %s is a prose style of sets 41 to 96 or a near variant' % t)")
rep("(trees distinct, all set 91\\'s trees, none of set 91\\'s ids)", "(trees distinct, all set 92\\'s trees, none of set 92\\'s ids)")
for a, b, n in R:
    c = src.count(a)
    assert c == n, (c, n, a[:80])
    src = src.replace(a, b)
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print(len(R), 'replacements')
