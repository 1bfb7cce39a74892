#!/usr/bin/env python3
"""Copies set 97's validate.py and patches it for set 98 (every replacement asserted to hit its stated count)."""
import os
B_ = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B_)
src = open(os.path.join(HERE, '..', 'blind_set97', 'validate.py'), encoding='utf-8').read()


def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (c, n, old[:80])
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 97 (claims.jsonl, estimates.jsonl, README.md).

Set 96's checker with set 97's tags and counts, set 97's scenario rule (reused universes: the 20 trees
that hold set 92's 20 scenarios, in set 92's order, each represented by its lowest record id that is not
set 92's id), and set 97's prose notes''', '''"""Stdlib-only checker for blind set 98 (claims.jsonl, estimates.jsonl, README.md).

Set 97's checker with set 98's tags and counts, set 98's scenario rule (reused universes: the 20 trees
that hold set 93's 20 scenarios, in set 93's order, each represented by its lowest record id that is not
set 93's id), and set 98's prose notes''')
rep("""SET96_CHOICES = os.path.join(HERE, 'ref', 'set96_scenario_choices.json')
# set 96's README: beside this folder (set 96 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set96', 'README.md')""",
    """SET96_CHOICES = os.path.join(HERE, 'ref', 'set96_scenario_choices.json')
SET97 = os.path.join(HERE, 'ref', 'set97_scenarios.json')
SET97_CHOICES = os.path.join(HERE, 'ref', 'set97_scenario_choices.json')
# set 97's README: beside this folder (set 97 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set97', 'README.md')""")
rep("""    # set 97 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 97's new tags, each with committing and adversarial forms (checked below)
    'abaniquero_varillaje': 12, 'salepci_gugum': 12, 'caiador_broxa': 12, 'malakar_shola': 12,
    'midyeci_limon': 12, 'molendera_metate': 12, 'phirkiwala_phirki': 12, 'chasqui_pututu': 12,""",
    """    # set 98 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 98's new tags, each with committing and adversarial forms (checked below)
    'percebeiro_rasqueta': 12, 'tavaillonneur_fendoir': 12, 'baul_ektara': 12, 'piraguero_guayo': 12,
    'chumak_mazhara': 12, 'nandiwala_nandi': 12, 'vasudev_chiplya': 12, 'benzedeira_ramo': 12,""")
rep("""NEW_CLAIM_TAGS = ['abaniquero_varillaje', 'salepci_gugum', 'caiador_broxa', 'malakar_shola', 'midyeci_limon', 'molendera_metate', 'phirkiwala_phirki', 'chasqui_pututu']""",
    """NEW_CLAIM_TAGS = ['percebeiro_rasqueta', 'tavaillonneur_fendoir', 'baul_ektara', 'piraguero_guayo', 'chumak_mazhara', 'nandiwala_nandi', 'vasudev_chiplya', 'benzedeira_ramo']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 96's tags,""", """EARLIER_CLAIM_TAGS = {
    # set 97's tags, their words and domain words (from set 97's README)
    'abaniquero_varillaje', 'salepci_gugum', 'caiador_broxa', 'malakar_shola', 'midyeci_limon', 'molendera_metate',
    'phirkiwala_phirki', 'chasqui_pututu',
    'abaniquero', 'varillaje', 'salepci', 'gugum', 'caiador', 'broxa', 'malakar', 'shola', 'midyeci', 'limon',
    'molendera', 'metate', 'phirkiwala', 'phirki', 'chasqui', 'pututu',
    'fan_maker', 'salep', 'whitewash', 'pith', 'mussel', 'masa', 'pinwheel', 'relay_messenger',
    # set 98's dropped candidates that passed the lists (near an earlier tag or entry: fallah_shaduf (farmer),
    # jugang_zuanzi (a pot mender like lanador_grapa), sonneur_biniou (bagpiper_chanter), kobzar_kobza (lirnyk_lira,
    # guslar_gusle, lute), tongawala_chabuk (kutsero_kalesa), sorbetero_kariton (ice, street food), jaranero_jarana
    # (guitar), santonnier_santon (smurfologist_figurine), ganchero_gancho (logdriver_peavey, hook), tejero_gradilla
    # (tile, roofer_slates), moqanni_kolang (welldigger_windlass), getaya_hanao (clogger_clog), tteokmegi_tteokme
    # (mochipounder_usu), langa_kamaicha (fiddle), zardozi_ari (embroiderer_tambour), golawala_baraf (ice, street
    # food), erqsousi_sagat (licorice), bangbang_biandan (porter, pole, bamboo), sikligar_saan
    # (scissorgrinder_whetstone), segador_hoz (sickle, scythe), cestero_mimbre (basketmaker_wicker), muineiro_moa
    # (miller_quern), palingroker_rookkast (eel, smoke), mananggete_sundang (coconut; a sap gatherer like
    # tlachiquero_acocote), babalawo_opele (diviner), pirquinero_capacho (miner_davylamp), muhurcu_muhur
    # (notary_seal, engraver), ardoisier_ciseau (stonemason_chisel, roofer_slates), gardian_ficheroun (cowboy,
    # horse), crofter_caschrom (ploughman_furrow, farmer), waulker_clo (fuller_teasel, cloth), arraunlari_arraun
    # (rower_oar), yatiri_misa and raizeiro_garrafada (healers like kallawaya_chuspa), sanfoneiro_sanfona
    # (accordionist_bellows), temazcalero_temazcal (saunameister_ladle, tellak_kese); not needed: pawanghujan_serai,
    # mukhtar_khatm, capador_chiflo)
    'fallah_shaduf', 'jugang_zuanzi', 'sonneur_biniou', 'kobzar_kobza', 'tongawala_chabuk', 'sorbetero_kariton',
    'jaranero_jarana', 'santonnier_santon', 'ganchero_gancho', 'tejero_gradilla', 'moqanni_kolang', 'getaya_hanao',
    'tteokmegi_tteokme', 'langa_kamaicha', 'zardozi_ari', 'golawala_baraf', 'erqsousi_sagat', 'bangbang_biandan',
    'sikligar_saan', 'segador_hoz', 'cestero_mimbre', 'muineiro_moa', 'palingroker_rookkast', 'mananggete_sundang',
    'babalawo_opele', 'pirquinero_capacho', 'muhurcu_muhur', 'ardoisier_ciseau', 'gardian_ficheroun',
    'crofter_caschrom', 'waulker_clo', 'arraunlari_arraun', 'yatiri_misa', 'raizeiro_garrafada',
    'sanfoneiro_sanfona', 'temazcalero_temazcal', 'pawanghujan_serai', 'mukhtar_khatm', 'capador_chiflo',
    # set 96's tags,""")
rep("""            # new in set 97 (prose styles)
            'precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion'}
NEW_EST_TAGS = ['precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion']
# set 97: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'precipitate'""", """            # new in set 97 (prose styles)
            'precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion',
            # new in set 98 (prose styles)
            'simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise'}
NEW_EST_TAGS = ['simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise']
# set 98: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'simmer': [r'(?i)\\bsimmer(s|ed)?\\b'],
    'parboil': [r'(?i)\\bparboil(s|ed)?\\b'],
    'garnish': [r'(?i)\\bgarnish(es|ed)?\\b'],
    'reduction': [r'(?i)\\breductions?\\b'],
    'julienne': [r'(?i)\\bjulienne(s|d)?\\b'],
    'caramelise': [r'(?i)\\bcarameli[sz](e|es|ed)\\b'],
}
# set 97's patterns (kept for the record; set 97's styles are not used here)
SET97_STYLE_PATTERNS = {
    'precipitate'""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 96's prose styles""", """SET41_STYLE_VARIANTS = {
                        # set 97's prose styles and near variants (from set 97's README)
                        'precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion', 'precipitates',
                        'precipitated', 'solvents', 'residues', 'filtrates', 'centrifuges', 'centrifuged',
                        'emulsions',
                        # set 98's candidates that passed and were not used (terms of cookery: braise ... sift;
                        # typography, near set 92's candidates kerning, ligature, typography: serif ... glyph)
                        'braise', 'braised', 'braises', 'poach', 'poached', 'baste', 'roux', 'scald', 'zest', 'broth',
                        'sift', 'serif', 'ascender', 'colophon', 'tittle', 'dingbat', 'widow', 'orphan', 'leading',
                        'gutter', 'verso', 'majuscule', 'minuscule', 'italic', 'font', 'glyph',
                        # set 98's dropped candidates (an entry, an entry's word or a substring: marinade,
                        # marinate (mari), curdle (curd), blanch (carte_blanche), sear (search_snippet), skim
                        # (skimpole), deglaze (glaze), flambe (lamb), steep (steeplejack), infuse (fuse), descender
                        # (abseiler_descender), pilcrow (crow), folio (portfolio), recto (in set 97's README),
                        # em_dash (dash), baseline (line), typeface (face, type), kern (kerning); the forms
                        # simmering (ring) and braising (raising))
                        'marinade', 'marinate', 'curdle', 'blanch', 'sear', 'skim', 'deglaze', 'flambe', 'steep',
                        'infuse', 'descender', 'pilcrow', 'folio', 'recto', 'em_dash', 'baseline', 'typeface', 'kern',
                        'simmering', 'braising',
                        # set 96's prose styles""")
rep("""    # ---- scenarios: set 97 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 92's 20 scenarios (ref/set92_scenarios.json), in set 92's order; represent each by its lowest
    # record id that is not set 92's id. Recomputed here.""", """    # ---- scenarios: set 98 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 93's 20 scenarios (ref/set93_scenarios.json), in set 93's order; represent each by its lowest
    # record id that is not set 93's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET92))  # set 92's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 92's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set92_scenarios.json should list 20 scenarios with 20 distinct trees')""", """    s97x_ = json.load(open(SET97))
    if len(s97x_) != 20 or len({ds[x][2] for x in s97x_ if x in ds}) != 20:
        err('ref/set97_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET93))  # set 93's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 93's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set93_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set97_scenarios.json'))) != chosen:
            err('ref/set97_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set97_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set98_scenarios.json'))) != chosen:
            err('ref/set98_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set98_scenarios.json: %s' % e)
    # set 97's own choices file (saved as ref/set97_scenario_choices.json) must agree with ref/set97_scenarios.json
    try:
        s97 = [c['scenario'] for c in json.load(open(SET97_CHOICES))['chosen']]
        if len(s97) != 20 or s97 != json.load(open(SET97)):
            err('ref/set97_scenario_choices.json should list 20 chosen ids, those of ref/set97_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET97_CHOICES, e))
""")
rep("is not used by set 97' % x)", "is not used by set 98' % x)")
rep("is one of set 92\\'s own ids' % x)", "is one of set 93\\'s own ids' % x)")
rep("is not in one of set 92\\'s trees' % sc)", "is not in one of set 93\\'s trees' % sc)")
rep("    # set 97's brief asks for exact counts", "    # set 98's brief asks for exact counts")
rep("    # set 97's notes are prose:", "    # set 98's notes are prose:")
rep("appears in set 96\\'s README' % t)", "appears in set 97\\'s README' % t)", 2)
rep("err('set 96\\'s README not found at %s' % SET30_README)", "err('set 97\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 96 or a near variant", "is a prose style of sets 41 to 97 or a near variant")
rep("(trees distinct, all set 92\\'s trees, none of set 92\\'s ids)", "(trees distinct, all set 93\\'s trees, none of set 93\\'s ids)")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
