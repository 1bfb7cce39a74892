#!/usr/bin/env python3
"""Writes ../validate.py from set 94's validate.py (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set94', 'validate.py'), encoding='utf-8').read()
n = 0
def rep(a, b, count=1):
    global src, n
    c = src.count(a)
    assert c == count, (c, count, a[:80])
    src = src.replace(a, b)
    n += 1

rep('''"""Stdlib-only checker for blind set 94 (claims.jsonl, estimates.jsonl, README.md).

Set 93's checker with set 94's tags and counts, set 94's scenario rule (reused universes: the 20 trees
that hold set 89's 20 scenarios, in set 89's order, each represented by its lowest record id that is not
set 89's id), and set 94's prose notes''', '''"""Stdlib-only checker for blind set 95 (claims.jsonl, estimates.jsonl, README.md).

Set 94's checker with set 95's tags and counts, set 95's scenario rule (reused universes: the 20 trees
that hold set 90's 20 scenarios, in set 90's order, each represented by its lowest record id that is not
set 90's id), and set 95's prose notes''')
rep('''SET93_CHOICES = os.path.join(HERE, 'ref', 'set93_scenario_choices.json')
# set 93's README: beside this folder (set 93 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set93', 'README.md')''', '''SET93_CHOICES = os.path.join(HERE, 'ref', 'set93_scenario_choices.json')
SET94 = os.path.join(HERE, 'ref', 'set94_scenarios.json')
SET94_CHOICES = os.path.join(HERE, 'ref', 'set94_scenario_choices.json')
# set 94's README: beside this folder (set 94 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set94', 'README.md')''')
rep('''    # set 94 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 94's new tags, each with committing and adversarial forms (checked below)
    'caier_ershao': 12, 'fawwal_qidra': 12, 'manisero_cucurucho': 12, 'baomihua_pao': 12,
    'bungeoppang_teul': 12, 'jianbingtan_aozi': 12, 'satejual_kipas': 12, 'donerci_satir': 12,''',
'''    # set 95 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 95's new tags, each with committing and adversarial forms (checked below)
    'kabadiwala_taraazu': 12, 'repentista_pandeiro': 12, 'pajarero_canario': 12, 'guslar_gusle': 12,
    'kallawaya_chuspa': 12, 'fadista_xaile': 12, 'arnisador_baston': 12, 'gajrawali_dhaga': 12,''')
rep("NEW_CLAIM_TAGS = ['caier_ershao', 'fawwal_qidra', 'manisero_cucurucho', 'baomihua_pao', 'bungeoppang_teul', 'jianbingtan_aozi', 'satejual_kipas', 'donerci_satir']",
    "NEW_CLAIM_TAGS = ['kabadiwala_taraazu', 'repentista_pandeiro', 'pajarero_canario', 'guslar_gusle', 'kallawaya_chuspa', 'fadista_xaile', 'arnisador_baston', 'gajrawali_dhaga']")
rep('''EARLIER_CLAIM_TAGS = {
    # set 93's tags, their words and domain words (from set 93's README)''', '''EARLIER_CLAIM_TAGS = {
    # set 94's tags, their words and domain words (from set 94's README)
    'caier_ershao', 'fawwal_qidra', 'manisero_cucurucho', 'baomihua_pao', 'bungeoppang_teul', 'jianbingtan_aozi',
    'satejual_kipas', 'donerci_satir',
    'caier', 'ershao', 'fawwal', 'qidra', 'manisero', 'cucurucho', 'baomihua', 'pao', 'bungeoppang', 'teul',
    'jianbingtan', 'aozi', 'satejual', 'kipas', 'donerci', 'satir',
    'ear_spoon', 'ful_medames', 'peanut', 'popcorn', 'fish_pastry', 'jianbing', 'sate', 'doner', 'street_food',
    'griddle',
    # set 95's dropped candidates that passed the lists (near an earlier tag or entry: kyudoka_yumi (archer_quiver,
    # archery, bow), kamisuki_sukigeta (papermaker_deckle), hakawati_kursi, naqqal_tumar, seanchai_ceol
    # (storyteller, dixitist_storyteller, rakugoka_sensu), mesaharati_baza (drum), yodeler_juchzer
    # (yodeller_alphorn), pulluvan_kudam (snakecharmer_pungi), talchumkun_tal (bianlianist_mask, luchador_mask),
    # mianren_bozi (noodlepuller_dough, smurfologist_figurine), pauliteiro_paulito (morrisdancer, stick),
    # tobishoku_tobiguchi (steeplejack_ladder, hook, scaffolder_clamp), nongakdae_kkwaenggwari (gamelanist_gong),
    # akyn_dombra (lute; an improvising poet like repentista_pandeiro), skomorokh_gudok (jester, fiddle),
    # banshchik_venik (saunameister_ladle, birch, whisk), kalayci_koruk (tinsmith_snips, bellows), ajrakhkar_bunta
    # (block, printer), camotero_silbato (street food, whistle), vaqueiro_gibao (cowboy, gaucho_boleadoras),
    # ddakjichigi_ddakji (menkoist_menko), morshed_zarb (varzeshkar_meel, drum))
    'kyudoka_yumi', 'kamisuki_sukigeta', 'hakawati_kursi', 'naqqal_tumar', 'seanchai_ceol', 'mesaharati_baza',
    'yodeler_juchzer', 'pulluvan_kudam', 'talchumkun_tal', 'mianren_bozi', 'pauliteiro_paulito',
    'tobishoku_tobiguchi', 'nongakdae_kkwaenggwari', 'akyn_dombra', 'skomorokh_gudok', 'banshchik_venik',
    'kalayci_koruk', 'ajrakhkar_bunta', 'camotero_silbato', 'vaqueiro_gibao', 'ddakjichigi_ddakji', 'morshed_zarb',
    # set 93's tags, their words and domain words (from set 93's README)''')
rep('''            # new in set 94 (prose styles)
            'becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam'}
NEW_EST_TAGS = ['becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam']
# set 94: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''', '''            # new in set 94 (prose styles)
            'becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam',
            # new in set 95 (prose styles)
            'belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse'}
NEW_EST_TAGS = ['belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse']
# set 95: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'belay': [r'(?i)\\bbelay(s|ed|ing)?\\b'],
    'crux': [r'(?i)\\bcrux(es)?\\b'],
    'bivouac': [r'(?i)\\bbivouac(s|ked|king)?\\b'],
    'serac': [r'(?i)\\bseracs?\\b'],
    'piton': [r'(?i)\\bpitons?\\b'],
    'crevasse': [r'(?i)\\bcrevasses?\\b'],
}
# set 94's patterns (kept for the record; set 94's styles are not used here)
SET94_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 93's prose styles''', '''SET41_STYLE_VARIANTS = {
                        # set 94's prose styles and near variants (from set 94's README)
                        'becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam', 'becalm', 'leeways', 'broached',
                        'broaching', 'jibed', 'gybe', 'gybing', 'reefed', 'reefing', 'jettison', 'seafaring',
                        # set 95's candidates that passed and were not used (mountaineering, near the claim tag
                        # mountaineer_carabiner: summit ... jumar)
                        'summit', 'summits', 'couloir', 'icefall', 'bergschrund', 'jumar',
                        # set 95's dropped candidates (an entry, an entry's word or a substring: scree (screen),
                        # rappel (appel), abseil (abseiler), crampon (ramp), whiteout (white), cairn, carabiner,
                        # traverse (verse), overhang (over), occultation (cult), perihelion (helio), eclipse (lips),
                        # redshift (shift), lunge (plunger), touche (touch))
                        'scree', 'rappel', 'abseil', 'crampon', 'whiteout', 'cairn', 'carabiner', 'traverse',
                        'overhang', 'occultation', 'perihelion', 'eclipse', 'redshift', 'lunge', 'touche',
                        # set 93's prose styles''')
rep('''    # ---- scenarios: set 94 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 89's 20 scenarios (ref/set89_scenarios.json), in set 89's order; represent each by its lowest
    # record id that is not set 89's id. Recomputed here.''', '''    # ---- scenarios: set 95 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 90's 20 scenarios (ref/set90_scenarios.json), in set 90's order; represent each by its lowest
    # record id that is not set 90's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET89))  # set 89's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 89's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set89_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s94x_ = json.load(open(SET94))
    if len(s94x_) != 20 or len({ds[x][2] for x in s94x_ if x in ds}) != 20:
        err('ref/set94_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET90))  # set 90's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 90's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set90_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set94_scenarios.json'))) != chosen:
            err('ref/set94_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set94_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set95_scenarios.json'))) != chosen:
            err('ref/set95_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set95_scenarios.json: %s' % e)
    # set 94's own choices file (saved as ref/set94_scenario_choices.json) must agree with ref/set94_scenarios.json
    try:
        s94 = [c['scenario'] for c in json.load(open(SET94_CHOICES))['chosen']]
        if len(s94) != 20 or s94 != json.load(open(SET94)):
            err('ref/set94_scenario_choices.json should list 20 chosen ids, those of ref/set94_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET94_CHOICES, e))''')
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 94' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 95' % x)")
rep("err('chosen scenario %s is one of set 89\\'s own ids' % x)", "err('chosen scenario %s is one of set 90\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 89\\'s trees' % sc)", "err('scenario %s is not in one of set 90\\'s trees' % sc)")
rep("    # set 94's brief asks for exact counts", "    # set 95's brief asks for exact counts")
rep("    # set 94's notes are prose:", "    # set 95's notes are prose:")
rep("err('new tag %s appears in set 93\\'s README' % t)", "err('new tag %s appears in set 94\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 93\\'s README' % t)", "err('new tag %s (with a space) appears in set 94\\'s README' % t)")
rep("err('set 93\\'s README not found at %s' % SET30_README)", "err('set 94\\'s README not found at %s' % SET30_README)")
rep("a prose style of sets 41 to 93 or a near variant", "a prose style of sets 41 to 94 or a near variant")
rep("(trees distinct, all set 89\\'s trees, none of set 89\\'s ids)", "(trees distinct, all set 90\\'s trees, none of set 90\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print(n, 'replacements')
