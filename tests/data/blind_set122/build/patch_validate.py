#!/usr/bin/env python3
"""Copies set 120's validate.py and patches it for set 122 (each replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set120', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 120 (claims.jsonl, estimates.jsonl, README.md).

Set 117's checker with set 120's tags and counts, set 120's scenario rule (reused universes: the 20 trees
that hold set 115's 20 scenarios, in set 115's order, each represented by its lowest record id that is neither
set 115's id nor set 117's id), and set 120's prose notes (six prose styles, 10 note texts each, both''',
'''"""Stdlib-only checker for blind set 122 (claims.jsonl, estimates.jsonl, README.md).

Set 120's checker with set 122's tags and counts, set 122's scenario rule (reused universes: the 20 trees
that hold set 117's 20 scenarios, in set 117's order, each represented by its lowest record id that is neither
set 117's id nor one of set 120's ids), and set 122's prose notes (six prose styles, 10 note texts each, both''')
rep('''SET115 = os.path.join(HERE, 'ref', 'set115_scenarios.json')
# set 117's README: beside this folder (set 117 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set117', 'README.md')''',
'''SET115 = os.path.join(HERE, 'ref', 'set115_scenarios.json')
SET120 = os.path.join(HERE, 'ref', 'set120_scenarios.json')
SET120_CHOICES = os.path.join(HERE, 'ref', 'set120_scenario_choices.json')
# set 120's README: beside this folder (set 120 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set120', 'README.md')''')
rep('''    # set 120 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 120's new tags, each with committing and adversarial forms (checked below)
    'sudareya_sudare': 12, 'tuesochnik_tuesok': 12, 'tjarbrannare_tjara': 12, 'setacciaio_setaccio': 12,
    'valigiaio_valigia': 12, 'pipaio_pipa': 12, 'tsugeya_tsugegushi': 12, 'specchiaio_specchio': 12,''',
'''    # set 122 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 122's new tags, each with committing and adversarial forms (checked below)
    'vinaigrier_vinaigre': 12, 'vapenik_vapno': 12, 'nadler_nadel': 12, 'nattoya_natto': 12,
    'yugijang_yugi': 12, 'salitrero_salitre': 12, 'yantarshchik_yantar': 12, 'papadwala_papad': 12,''')
rep('''NEW_CLAIM_TAGS = ['sudareya_sudare', 'tuesochnik_tuesok', 'tjarbrannare_tjara', 'setacciaio_setaccio', 'valigiaio_valigia', 'pipaio_pipa', 'tsugeya_tsugegushi', 'specchiaio_specchio']''',
'''NEW_CLAIM_TAGS = ['vinaigrier_vinaigre', 'vapenik_vapno', 'nadler_nadel', 'nattoya_natto', 'yugijang_yugi', 'salitrero_salitre', 'yantarshchik_yantar', 'papadwala_papad']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 117's tags, their words and domain words (from set 117's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 120's tags, their words and domain words (from set 120's README)
    'sudareya_sudare', 'tuesochnik_tuesok', 'tjarbrannare_tjara', 'setacciaio_setaccio', 'valigiaio_valigia',
    'pipaio_pipa', 'tsugeya_tsugegushi', 'specchiaio_specchio',
    'sudareya', 'sudare', 'tuesochnik', 'tuesok', 'tjarbrannare', 'tjara', 'setacciaio', 'setaccio', 'setacci',
    'valigiaio', 'valigia', 'pipaio', 'pipa', 'tsugeya', 'tsugegushi', 'specchiaio', 'specchio',
    'vologda', 'vasterbotten', 'casentino', 'brebbia', 'satsuma', 'briar', 'boxwood', 'looking_glass',
    # set 122's candidates that passed the lists and were dropped (the same trade as an earlier tag:
    # seifensieder_seife and saponaio_sapone (soapboiler_lye), zeidler_zeidel (beekeeper_smoker),
    # szopkarz_szopka (presepista_pastore), pryanichnik_pryanik and tunnbrodsbagare_tunnbrod (baker_banneton),
    # sattler_sattel (saddler_girth), strohflechter_stroh (strawplaiter_plait), waidbauer_waid (dyer_vat),
    # telkarci_telkari (filigraneiro_filigrana), stagnino_stagno (tinsmith_snips), sorbettiere_sorbetto
    # (gelatiere_spatula), vetturino_vettura (cab_driver), stracciaiolo_stracci (rag_and_bone), rietdekker_riet
    # (thatcher_reed), ventagliaio_ventaglio (fan_maker), occhialaio_occhiale (optician_eyechart),
    # sargaceiro_sargaco (seaweedharvester_sickle), ziegler_ziegel (bricklayer_trowel), tuchscherer_tuchschere
    # (fuller_teasel), yogurtcu_yogurt (milkman_crate), pismaniyeci_pismaniye and sohanpaz_sohan (lokumcu_kazan),
    # serbetci_serbet (aguador_cantaro), parchinkar_parchinkari (marquetry_inlay), sobanjang_soban (joiner),
    # rozhechnik_rozhok (yodeller_alphorn), trippaio_trippa (butcher_cleaver), xurrer_xurro (churrero_churrera),
    # sigaraia_sigaro (cigarroller_wrapper), tabaccaio_tabacco (tobacconist), taupier_taupe (molecatcher_trap),
    # parcheminier_parchemin (parchmentmaker_lunellum), petschaftstecher_petschaft (sealmaker_sealingwax),
    # tuermer_turm (watchman_rattle), tokar_stanok (woodturner_lathe), zingueur_zinc (roofer_slates),
    # orujero_orujo (distiller_still)) and those not needed beside the chosen tags
    'seifensieder_seife', 'seifensieder', 'seife', 'saponaio_sapone', 'saponaio', 'sapone', 'zeidler_zeidel',
    'zeidler', 'zeidel', 'szopkarz_szopka', 'szopkarz', 'szopka', 'pryanichnik_pryanik', 'pryanichnik',
    'pryanik', 'tunnbrodsbagare_tunnbrod', 'tunnbrodsbagare', 'tunnbrod', 'sattler_sattel', 'sattler', 'sattel',
    'strohflechter_stroh', 'strohflechter', 'stroh', 'waidbauer_waid', 'waidbauer', 'waid', 'telkarci_telkari',
    'telkarci', 'telkari', 'stagnino_stagno', 'stagnino', 'stagno', 'sorbettiere_sorbetto', 'sorbettiere',
    'sorbetto', 'vetturino_vettura', 'vetturino', 'vettura', 'stracciaiolo_stracci', 'stracciaiolo', 'stracci',
    'rietdekker_riet', 'rietdekker', 'riet', 'ventagliaio_ventaglio', 'ventagliaio', 'ventaglio',
    'occhialaio_occhiale', 'occhialaio', 'occhiale', 'sargaceiro_sargaco', 'sargaceiro', 'sargaco',
    'ziegler_ziegel', 'ziegler', 'ziegel', 'tuchscherer_tuchschere', 'tuchscherer', 'tuchschere',
    'yogurtcu_yogurt', 'yogurtcu', 'yogurt', 'pismaniyeci_pismaniye', 'pismaniyeci', 'pismaniye',
    'sohanpaz_sohan', 'sohanpaz', 'sohan', 'serbetci_serbet', 'serbetci', 'serbet', 'parchinkar_parchinkari',
    'parchinkar', 'parchinkari', 'sobanjang_soban', 'sobanjang', 'soban', 'rozhechnik_rozhok', 'rozhechnik',
    'rozhok', 'trippaio_trippa', 'trippaio', 'trippa', 'xurrer_xurro', 'xurrer', 'xurro', 'sigaraia_sigaro',
    'sigaraia', 'sigaro', 'tabaccaio_tabacco', 'tabaccaio', 'tabacco', 'taupier_taupe', 'taupier', 'taupe',
    'parcheminier_parchemin', 'parcheminier', 'parchemin', 'petschaftstecher_petschaft', 'petschaftstecher',
    'petschaft', 'tuermer_turm', 'tuermer', 'turm', 'tokar_stanok', 'tokar', 'stanok', 'zingueur_zinc',
    'zingueur', 'orujero_orujo', 'orujero', 'orujo',
    'tahinci_tahin', 'tahinci', 'tahin', 'pekmezci_pekmez', 'pekmezci', 'pekmez', 'vallicoltore_valle',
    'vallicoltore', 'surmawala_surma', 'surmawala', 'surma', 'polveraio_polvere', 'polveraio', 'polvere',
    'serralheiro_serralha', 'serralheiro', 'serralha', 'nushi',
    # set 117's tags, their words and domain words (from set 117's README)''')
rep('''            # new in set 120 (prose styles)
            'yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi'}
NEW_EST_TAGS = ['yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi']
# set 120: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; the pinyin may also be written in its syllables, apart or hyphenated)
STYLE_PATTERNS = {''',
'''            # new in set 120 (prose styles)
            'yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi',
            # new in set 122 (prose styles)
            'suriashi', 'sashikomi', 'shiori', 'terasu', 'sayu', 'uchikomi'}
NEW_EST_TAGS = ['suriashi', 'sashikomi', 'shiori', 'terasu', 'sayu', 'uchikomi']
# set 122: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; a compound kata name may also be written apart or hyphenated)
STYLE_PATTERNS = {
    'suriashi': [r'(?i)\\bsuri[- ]?ashi\\b'],
    'sashikomi': [r'(?i)\\bsashi[- ]?komi\\b'],
    'shiori': [r'(?i)\\bshiori\\b'],
    'terasu': [r'(?i)\\bterasu\\b'],
    'sayu': [r'(?i)\\bsa[- ]?yu\\b'],
    'uchikomi': [r'(?i)\\buchi[- ]?komi\\b'],
}
# set 120's patterns (kept for the record; set 120's styles are not used here)
SET120_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 117's prose styles and near variants (from set 117's README)''',
'''SET41_STYLE_VARIANTS = {
                        # set 120's prose styles and near variants (from set 120's README)
                        'yunshou', 'yun_shou', 'tuishou', 'tui_shou', 'xiabu', 'xia_bu', 'shizishou', 'shi_zi_shou',
                        'yemafenzong', 'ye_ma_fen_zong', 'ruifengsibi', 'rui_feng_si_bi',
                        # set 122's style candidates that passed and were not used (of Noh: nogaku, shikake,
                        # kumorasu, kamae; of kabuki: kabuki, roppo, tachimawari, wagoto, yatsushi, tsurane,
                        # shichisan, tonbo, onnagata, sewamono, tanzen) and its dropped candidates (a substring)
                        'nogaku', 'shikake', 'kumorasu', 'kamae', 'kabuki', 'roppo', 'tachimawari', 'wagoto',
                        'yatsushi', 'tsurane', 'shichisan', 'tonbo', 'onnagata', 'sewamono', 'tanzen',
                        'tomebyoshi', 'hakobi', 'shosagoto', 'shibai', 'seri',
                        # set 117's prose styles and near variants (from set 117's README)''')
rep('''    # ---- scenarios: set 120 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 115's 20 scenarios (ref/set115_scenarios.json), in set 115's order; represent each by its lowest
    # record id that is neither set 115's id nor set 117's id (ref/set117_scenarios.json). Recomputed here.''',
'''    # ---- scenarios: set 122 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 117's 20 scenarios (ref/set117_scenarios.json), in set 117's order; represent each by its lowest
    # record id that is neither set 117's id nor one of set 120's ids (ref/set120_scenarios.json). Recomputed here.''')
rep('''    s28_ = json.load(open(SET115))  # set 115's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 115's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set115_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s115x_ = json.load(open(SET115))
    if len(s115x_) != 20 or len({ds[x][2] for x in s115x_ if x in ds}) != 20:
        err('ref/set115_scenarios.json should list 20 scenarios with 20 distinct trees')
    s120x_ = json.load(open(SET120))
    if len(s120x_) != 20 or len({ds[x][2] for x in s120x_ if x in ds}) != 20:
        err('ref/set120_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET117))  # set 117's scenario ids: the trees set 122 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 117's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set117_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s117x_]''',
'''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s120x_]''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set120_scenarios.json'))) != chosen:
            err('ref/set120_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set120_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set122_scenarios.json'))) != chosen:
            err('ref/set122_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set122_scenarios.json: %s' % e)
    # set 120's own choices file (saved as ref/set120_scenario_choices.json) must agree with ref/set120_scenarios.json
    try:
        s120 = [c['scenario'] for c in json.load(open(SET120_CHOICES))['chosen']]
        if len(s120) != 20 or s120 != json.load(open(SET120)):
            err('ref/set120_scenario_choices.json should list 20 chosen ids, those of ref/set120_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET120_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 120' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 115\\'s own ids' % x)
        if x in s117x_:
            err('chosen scenario %s is one of set 117\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 122' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 117\\'s own ids' % x)
        if x in s120x_:
            err('chosen scenario %s is one of set 120\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 115\\'s trees' % sc)''',
'''            err('scenario %s is not in one of set 117\\'s trees' % sc)''')
rep('''    # set 120's brief asks for exact counts''', '''    # set 122's brief asks for exact counts''')
rep('''    # set 120's notes are prose: no code, markup, configuration or data-format characters''',
'''    # set 122's notes are prose: no code, markup, configuration or data-format characters''')
rep('''                err('new tag %s appears in set 117\\'s README' % t)''', '''                err('new tag %s appears in set 120\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 117\\'s README' % t)''',
'''                err('new tag %s (with a space) appears in set 120\\'s README' % t)''')
rep('''        err('set 117\\'s README not found at %s' % SET30_README)''', '''        err('set 120\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 117 or a near variant' % t)''',
'''            err('new estimate tag %s is a prose style of sets 41 to 120 or a near variant' % t)''')
rep('''(trees distinct, all set 115\\'s trees, none of set 115\\'s or set 117\\'s ids)''',
'''(trees distinct, all set 117\\'s trees, none of set 117\\'s or set 120\\'s ids)''')
for old, new, n in R:
    c = s.count(old)
    assert c == n, (c, n, old[:80])
    s = s.replace(old, new)
assert 'set 122' in s
open(DST, 'w', encoding='utf-8').write(s)
print('%d replacements; wrote %s' % (len(R), os.path.normpath(DST)))
