#!/usr/bin/env python3
"""Copies set 122's validate.py and patches it for set 124 (every replacement asserted to hit its stated count)."""
import os
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
src = open(os.path.join(HERE, '..', 'blind_set122', 'validate.py'), encoding='utf-8').read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 122 (claims.jsonl, estimates.jsonl, README.md).

Set 120's checker with set 122's tags and counts, set 122's scenario rule (reused universes: the 20 trees
that hold set 117's 20 scenarios, in set 117's order, each represented by its lowest record id that is neither
set 117's id nor one of set 120's ids), and set 122's prose notes''',
'''"""Stdlib-only checker for blind set 124 (claims.jsonl, estimates.jsonl, README.md).

Set 122's checker with set 124's tags and counts, set 124's scenario rule (reused universes: the 20 trees
that hold set 119's 20 scenarios, in set 119's order, each represented by its lowest record id that is neither
set 119's id nor one of set 122's ids), and set 124's prose notes''')
rep('''SET120_CHOICES = os.path.join(HERE, 'ref', 'set120_scenario_choices.json')
''', '''SET120_CHOICES = os.path.join(HERE, 'ref', 'set120_scenario_choices.json')
SET119 = os.path.join(HERE, 'ref', 'set119_scenarios.json')
SET122 = os.path.join(HERE, 'ref', 'set122_scenarios.json')
SET122_CHOICES = os.path.join(HERE, 'ref', 'set122_scenario_choices.json')
''')
rep('''# set 120's README: beside this folder (set 120 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set120', 'README.md')''',
'''# set 122's README: beside this folder (set 122 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set122', 'README.md')''')
rep('''    # set 122 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 122's new tags, each with committing and adversarial forms (checked below)
    'vinaigrier_vinaigre': 12, 'vapenik_vapno': 12, 'nadler_nadel': 12, 'nattoya_natto': 12,
    'yugijang_yugi': 12, 'salitrero_salitre': 12, 'yantarshchik_yantar': 12, 'papadwala_papad': 12,''',
'''    # set 124 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 124's new tags, each with committing and adversarial forms (checked below)
    'wasabiya_wasabi': 12, 'vogler_vogelherd': 12, 'suzumushiya_suzumushi': 12, 'neyzen_ney': 12,
    'zirkelschmied_zirkel': 12, 'rocailleur_rocaille': 12, 'scariolante_scariola': 12, 'odrero_odre': 12,''')
rep('''NEW_CLAIM_TAGS = ['vinaigrier_vinaigre', 'vapenik_vapno', 'nadler_nadel', 'nattoya_natto', 'yugijang_yugi', 'salitrero_salitre', 'yantarshchik_yantar', 'papadwala_papad']''',
'''NEW_CLAIM_TAGS = ['wasabiya_wasabi', 'vogler_vogelherd', 'suzumushiya_suzumushi', 'neyzen_ney', 'zirkelschmied_zirkel', 'rocailleur_rocaille', 'scariolante_scariola', 'odrero_odre']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 120's tags, their words and domain words (from set 120's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 122's tags, their words and domain words (from set 122's README)
    'vinaigrier_vinaigre', 'vapenik_vapno', 'nadler_nadel', 'nattoya_natto', 'yugijang_yugi', 'salitrero_salitre',
    'yantarshchik_yantar', 'papadwala_papad',
    'vinaigrier', 'vinaigre', 'vapenik', 'vapno', 'nadler', 'nadel', 'nadeln', 'nattoya', 'natto', 'yugijang', 'yugi',
    'salitrero', 'salitre', 'yantarshchik', 'yantar', 'papadwala', 'papad',
    'orleans', 'loire', 'moravian', 'karst', 'quicklime', 'iserlohn', 'draht', 'mito', 'wara', 'anseong', 'sabal',
    'lorca', 'kaliningrad', 'bikaner', 'urad',
    # set 124's candidates that passed the lists and were dropped (the same trade as an earlier tag:
    # rutenganger_wuenschelrute (dowser_rod), vielleur_vielle (hurdygurdist_crank), wachszieher_wachs and
    # rousokuya_rousoku (chandler_taper, candlemaker_wick), orologiaio_orologio (clockmaker_escapement), rafoogar_rafoo
    # (rafugar_sui), schwertfeger_schwert (togishi_toishi, cutler_tang), nougatier_nougat and yokanya_yokan
    # (torronaio_torrone, lokumcu_kazan), oplatkar_oplatka (baker_banneton), zilci_zil (near set 122's
    # yugijang_yugi, gamelanist_gong), txistulari_txistu (beside neyzen_ney, flute), sanguijuelero_sanguijuela
    # (leechgatherer_pond), zajjal_zajal (bertsolari_puntu), pifferaio_piffero (bagpiper_chanter,
    # zampognaro_zampogna), sidrero_sidra (cidermaker_press), tonnelier_tonneau (cooper_barrel), serrurier_serrure
    # (locksmith_tumbler), speziale_spezie (apothecary_mortar), soguero_soga (gaucho_boleadoras, rodeo_lasso),
    # sattuwala_sattu (chestnutroaster_brazier, miller_quern), zollner_zoll (tollman_turnpike), treillageur_treillage
    # (espalier, gardener_talk), vidangeur_vidange (tosher_sewer, sewerman_crawler), shoyuya_shoyu (brewer_mashtun,
    # set 122's nattoya_natto), pelletier_pelleterie (furrier_pelt), treidler_treidelpfad (bargee_tiller, towpath),
    # zahnbrecher_zahn (toothdrawer_pelican)) and their words
    'rutenganger_wuenschelrute', 'vielleur_vielle', 'wachszieher_wachs', 'rousokuya_rousoku', 'orologiaio_orologio',
    'rafoogar_rafoo', 'schwertfeger_schwert', 'nougatier_nougat', 'yokanya_yokan', 'oplatkar_oplatka', 'zilci_zil',
    'txistulari_txistu', 'sanguijuelero_sanguijuela', 'zajjal_zajal', 'pifferaio_piffero', 'sidrero_sidra',
    'tonnelier_tonneau', 'serrurier_serrure', 'speziale_spezie', 'soguero_soga', 'sattuwala_sattu', 'zollner_zoll',
    'treillageur_treillage', 'vidangeur_vidange', 'shoyuya_shoyu', 'pelletier_pelleterie', 'treidler_treidelpfad',
    'zahnbrecher_zahn',
    'rutenganger', 'wuenschelrute', 'vielleur', 'vielle', 'wachszieher', 'wachs', 'rousokuya', 'rousoku',
    'orologiaio', 'orologio', 'rafoogar', 'rafoo', 'schwertfeger', 'schwert', 'nougatier', 'nougat', 'yokanya',
    'yokan', 'oplatkar', 'oplatka', 'zilci', 'zil', 'txistulari', 'txistu', 'sanguijuelero', 'sanguijuela',
    'zajjal', 'zajal', 'pifferaio', 'piffero', 'sidrero', 'sidra', 'tonnelier', 'tonneau', 'serrurier', 'serrure',
    'speziale', 'spezie', 'soguero', 'soga', 'sattuwala', 'sattu', 'zollner', 'zoll', 'treillageur', 'treillage',
    'vidangeur', 'vidange', 'shoyuya', 'shoyu', 'pelletier', 'pelleterie', 'treidler', 'treidelpfad', 'zahnbrecher',
    'zahn', 'shishimai', 'vueltiao',
    # set 120's tags, their words and domain words (from set 120's README)''')
rep('''            # new in set 122 (prose styles)
            'suriashi', 'sashikomi', 'shiori', 'terasu', 'sayu', 'uchikomi'}
NEW_EST_TAGS = ['suriashi', 'sashikomi', 'shiori', 'terasu', 'sayu', 'uchikomi']
# set 122: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; a compound kata name may also be written apart or hyphenated)
STYLE_PATTERNS = {''',
'''            # new in set 122 (prose styles)
            'suriashi', 'sashikomi', 'shiori', 'terasu', 'sayu', 'uchikomi',
            # new in set 124 (prose styles)
            'strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial'}
NEW_EST_TAGS = ['strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial']
# set 124: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; subglacial may also be written apart or hyphenated)
STYLE_PATTERNS = {
    'strombolian': [r'(?i)\\bstrombolian\\b'],
    'plinian': [r'(?i)\\bplinian\\b'],
    'vulcanian': [r'(?i)\\bvulcanian\\b'],
    'surtseyan': [r'(?i)\\bsurtseyan\\b'],
    'phreatic': [r'(?i)\\bphreatic\\b'],
    'subglacial': [r'(?i)\\bsub[- ]?glacial\\b'],
}
# set 122's patterns (kept for the record; set 122's styles are not used here)
SET122_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 122's prose styles and near variants (from set 122's README)
                        'noh', 'suriashi', 'suri_ashi', 'sashikomi', 'sashi_komi', 'shiori', 'terasu', 'sayu',
                        'sa_yu', 'uchikomi', 'uchi_komi',
                        # set 124's style candidates that passed and were not used (of volcanic eruptions: volcanic,
                        # eruption, vesuvian, subplinian, fumarolic, phreatomagmatic, nueeardente, tephra, magma,
                        # caldera, fumarole, icecap; of origami folds, a theme found in the lists: orizuru, taniori,
                        # tsubushi, nakawariori, shizumeori, nejiriori, orikaeshi, orisuji, sabakiori, senbazuru;
                        # of snare-drum rudiments: rudiments, paradiddle, flamacue; of ornaments, coins and
                        # wrestling: acciaccatura, nachschlag, pralltriller, portamento, vibrato, numismatics,
                        # restrike, toning, patina, suplex, sprawl, whizzer, sitout) and its dropped candidates
                        # (a substring or an entry word)
                        'volcanic', 'eruption', 'eruptions', 'vesuvian', 'subplinian', 'fumarolic', 'phreatomagmatic',
                        'nueeardente', 'nuee_ardente', 'tephra', 'magma', 'caldera', 'fumarole', 'icecap',
                        'ultraplinian', 'solfataric', 'pelean', 'hawaiian', 'volcano',
                        'orizuru', 'taniori', 'tani_ori', 'tsubushiori', 'tsubushi', 'nakawariori', 'nakawari',
                        'shizumeori', 'shizume', 'nejiriori', 'nejiri', 'orikaeshi', 'orisuji', 'sabakiori',
                        'senbazuru', 'tsuru', 'yamaori', 'yama_ori',
                        'rudiments', 'rudiment', 'paradiddle', 'flamacue', 'ratamacue', 'pataflafla', 'rimshot',
                        'acciaccatura', 'nachschlag', 'pralltriller', 'portamento', 'vibrato',
                        'numismatics', 'restrike', 'overstrike', 'planchet', 'toning', 'patina',
                        'suplex', 'sprawl', 'whizzer', 'sitout',
''')
rep('''    # ---- scenarios: set 122 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 117's 20 scenarios (ref/set117_scenarios.json), in set 117's order; represent each by its lowest
    # record id that is neither set 117's id nor one of set 120's ids (ref/set120_scenarios.json). Recomputed here.''',
'''    # ---- scenarios: set 124 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 119's 20 scenarios (ref/set119_scenarios.json), in set 119's order; represent each by its lowest
    # record id that is neither set 119's id nor one of set 122's ids (ref/set122_scenarios.json). Recomputed here.''')
rep('''    s28_ = json.load(open(SET117))  # set 117's scenario ids: the trees set 122 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 117's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set117_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s122x_ = json.load(open(SET122))
    if len(s122x_) != 20 or len({ds[x][2] for x in s122x_ if x in ds}) != 20:
        err('ref/set122_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET119))  # set 119's scenario ids: the trees set 124 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 119's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set119_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s120x_]''',
'''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s122x_]''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set122_scenarios.json'))) != chosen:
            err('ref/set122_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set122_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set124_scenarios.json'))) != chosen:
            err('ref/set124_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set124_scenarios.json: %s' % e)
    # set 122's own choices file (saved as ref/set122_scenario_choices.json) must agree with ref/set122_scenarios.json
    try:
        s122 = [c['scenario'] for c in json.load(open(SET122_CHOICES))['chosen']]
        if len(s122) != 20 or s122 != json.load(open(SET122)):
            err('ref/set122_scenario_choices.json should list 20 chosen ids, those of ref/set122_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET122_CHOICES, e))''')
rep('''is not used by set 122' % x)''', '''is not used by set 124' % x)''')
rep('''            err('chosen scenario %s is one of set 117\\'s own ids' % x)
        if x in s120x_:
            err('chosen scenario %s is one of set 120\\'s ids' % x)''',
'''            err('chosen scenario %s is one of set 119\\'s own ids' % x)
        if x in s122x_:
            err('chosen scenario %s is one of set 122\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 117\\'s trees' % sc)''',
'''            err('scenario %s is not in one of set 119\\'s trees' % sc)''')
rep('''    # set 122's brief asks for exact counts''', '''    # set 124's brief asks for exact counts''')
rep('''    # set 122's notes are prose''', '''    # set 124's notes are prose''')
rep('''appears in set 120\\'s README' % t)''', '''appears in set 122\\'s README' % t)''', 2)
rep('''        err('set 120\\'s README not found at %s' % SET30_README)''', '''        err('set 122\\'s README not found at %s' % SET30_README)''')
rep('''is a prose style of sets 41 to 120 or a near variant''', '''is a prose style of sets 41 to 122 or a near variant''')
rep('''(trees distinct, all set 117\\'s trees, none of set 117\\'s or set 120\\'s ids)''',
'''(trees distinct, all set 119\\'s trees, none of set 119\\'s or set 122\\'s ids)''')
for old, new, n in R:
    c = src.count(old)
    assert c == n, (c, n, old[:80])
    src = src.replace(old, new)
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print(len(R), 'replacements')
