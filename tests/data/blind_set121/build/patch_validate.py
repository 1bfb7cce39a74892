#!/usr/bin/env python3
"""Copy set 120's validate.py and patch it for set 121 (each replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set120', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
t = open(SRC, encoding='utf-8').read()
R = []
R.append(('''"""Stdlib-only checker for blind set 120 (claims.jsonl, estimates.jsonl, README.md).

Set 117's checker with set 120's tags and counts, set 120's scenario rule (reused universes: the 20 trees
that hold set 115's 20 scenarios, in set 115's order, each represented by its lowest record id that is neither
set 115's id nor set 117's id), and set 120's prose notes (six prose styles, 10 note texts each, both''',
'''"""Stdlib-only checker for blind set 121 (claims.jsonl, estimates.jsonl, README.md).

Set 120's checker with set 121's tags and counts, set 121's scenario rule (reused universes: the 20 trees
that hold set 116's 20 scenarios, in set 116's order, each represented by its lowest record id that is neither
set 116's id nor set 120's id), and set 121's prose notes (six prose styles, 10 note texts each, both''', 1))
R.append(("SET115 = os.path.join(HERE, 'ref', 'set115_scenarios.json')\n",
"SET115 = os.path.join(HERE, 'ref', 'set115_scenarios.json')\n"
"SET120 = os.path.join(HERE, 'ref', 'set120_scenarios.json')\n"
"SET120_CHOICES = os.path.join(HERE, 'ref', 'set120_scenario_choices.json')\n", 1))
R.append(("# set 117's README: beside this folder (set 117 is in this branch's tree)\n"
"SET30_README = os.path.join(HERE, '..', 'blind_set117', 'README.md')",
"# set 120's README: beside this folder (set 120 is in this branch's tree)\n"
"SET30_README = os.path.join(HERE, '..', 'blind_set120', 'README.md')", 1))
R.append(('''    # set 120 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 120's new tags, each with committing and adversarial forms (checked below)
    'sudareya_sudare': 12, 'tuesochnik_tuesok': 12, 'tjarbrannare_tjara': 12, 'setacciaio_setaccio': 12,
    'valigiaio_valigia': 12, 'pipaio_pipa': 12, 'tsugeya_tsugegushi': 12, 'specchiaio_specchio': 12,''',
'''    # set 121 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 121's new tags, each with committing and adversarial forms (checked below)
    'mascheraio_maschera': 12, 'feilenhauer_feile': 12, 'griffelmacher_griffel': 12, 'jaulero_jaula': 12,
    'empedrador_adoquin': 12, 'knopfmacher_knopf': 12, 'archetier_archet': 12, 'epinglier_epingle': 12,''', 1))
R.append(("NEW_CLAIM_TAGS = ['sudareya_sudare', 'tuesochnik_tuesok', 'tjarbrannare_tjara', 'setacciaio_setaccio', "
"'valigiaio_valigia', 'pipaio_pipa', 'tsugeya_tsugegushi', 'specchiaio_specchio']",
"NEW_CLAIM_TAGS = ['mascheraio_maschera', 'feilenhauer_feile', 'griffelmacher_griffel', 'jaulero_jaula', "
"'empedrador_adoquin', 'knopfmacher_knopf', 'archetier_archet', 'epinglier_epingle']", 1))
R.append(('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 120's tags, their words and domain words (from set 120's README)
    'sudareya_sudare', 'tuesochnik_tuesok', 'tjarbrannare_tjara', 'setacciaio_setaccio', 'valigiaio_valigia',
    'pipaio_pipa', 'tsugeya_tsugegushi', 'specchiaio_specchio',
    'sudareya', 'sudare', 'tuesochnik', 'tuesok', 'tjarbrannare', 'tjara', 'setacciaio', 'setaccio', 'setacci',
    'valigiaio', 'valigia', 'pipaio', 'pipa', 'tsugeya', 'tsugegushi', 'specchiaio', 'specchio',
    'kyoto', 'vologda', 'vasterbotten', 'casentino', 'brebbia', 'satsuma', 'rialto', 'briar', 'boxwood',
    'looking_glass', 'pine_tar', 'birch_bark',
    # set 121's candidates that passed the lists and were dropped (the same trade as an earlier tag:
    # fuurinya_fuurin (glassblower_punty), cammeista_cammeo (gemcutter, lapidary_cabochon), cencerrero_cencerro
    # and kansari_kansa (bellfounder_mould), lozhkar_lozhka (spooncarver_hook), lebkuchner_lebkuchen
    # (baker_banneton), chaumier_chaume (thatcher_reed), alfeniquero_alfenique (cakedecorator_fondant,
    # marzipanist_almond), malilehkar_malileh (silversmith), meenakar_meenakari (enameller_champleve),
    # doppichi_doppi (embroiderer_hoop), guantero_guante (glovemaker_stretcher), brillenmacher_brille
    # (optician_eyechart), marqueteur_marqueterie (marquetarian_veneer), lubochnik_lubok (printmaker_brayer),
    # incisore_bulino (engraver_burin), lechero_cantara (milkman_crate), herrador_herradura (farrier_horseshoe),
    # chaudronnier_chaudron (coppersmith_rivet), bimbelotier_bimbelot (toymaker_spinningtop)) and those set
    # aside (kutschenbauer_kutsche (wheelwright_spoke), mausefallenhaendler_mausefalle (molecatcher_trap),
    # boisselier_boisseau (set 120's setacciaio), bernsteindreher_bernstein (woodturner_lathe), azabachero_azabache
    # (lapidary), muehlenbauer_muehle (miller_quern), bussolaio_bussola, barometraio_barometro,
    # liquiriziaio_liquirizia, madhubani_kohbar)
    'fuurinya_fuurin', 'fuurinya', 'fuurin', 'cammeista_cammeo', 'cammeista', 'cammeo', 'cencerrero_cencerro',
    'cencerrero', 'cencerro', 'kansari_kansa', 'kansari', 'kansa', 'lozhkar_lozhka', 'lozhkar', 'lozhka',
    'lebkuchner_lebkuchen', 'lebkuchner', 'lebkuchen', 'chaumier_chaume', 'chaumier', 'chaume',
    'alfeniquero_alfenique', 'alfeniquero', 'alfenique', 'malilehkar_malileh', 'malilehkar', 'malileh',
    'meenakar_meenakari', 'meenakar', 'meenakari', 'doppichi_doppi', 'doppichi', 'doppi', 'guantero_guante',
    'guantero', 'guante', 'brillenmacher_brille', 'brillenmacher', 'brille', 'marqueteur_marqueterie',
    'marqueteur', 'marqueterie', 'lubochnik_lubok', 'lubochnik', 'lubok', 'incisore_bulino', 'incisore', 'bulino',
    'lechero_cantara', 'lechero', 'cantara', 'herrador_herradura', 'herrador', 'herradura',
    'chaudronnier_chaudron', 'chaudronnier', 'chaudron', 'bimbelotier_bimbelot', 'bimbelotier', 'bimbelot',
    'kutschenbauer_kutsche', 'kutschenbauer', 'kutsche', 'mausefallenhaendler_mausefalle', 'mausefallenhaendler',
    'mausefalle', 'boisselier_boisseau', 'boisselier', 'boisseau', 'bernsteindreher_bernstein', 'bernsteindreher',
    'bernstein', 'azabachero_azabache', 'azabachero', 'azabache', 'muehlenbauer_muehle', 'muehlenbauer', 'muehle',
    'bussolaio_bussola', 'bussolaio', 'bussola', 'barometraio_barometro', 'barometraio', 'barometro',
    'liquiriziaio_liquirizia', 'liquiriziaio', 'liquirizia', 'madhubani_kohbar', 'madhubani', 'kohbar',
''', 1))
R.append(('''            # new in set 120 (prose styles)
            'yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi'}''',
'''            # new in set 120 (prose styles)
            'yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi',
            # new in set 121 (prose styles)
            'hikinuki', 'bukkaeri', 'kakegoe', 'hanamichi', 'kuroko', 'kumadori'}''', 1))
R.append(("NEW_EST_TAGS = ['yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi']",
"NEW_EST_TAGS = ['hikinuki', 'bukkaeri', 'kakegoe', 'hanamichi', 'kuroko', 'kumadori']", 1))
R.append(('''# set 120: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; the pinyin may also be written in its syllables, apart or hyphenated)
STYLE_PATTERNS = {''',
'''# set 121: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; each may also be written in two parts, apart or hyphenated)
STYLE_PATTERNS = {
    'hikinuki': [r'(?i)\\bhiki[- ]?nuki\\b'],
    'bukkaeri': [r'(?i)\\bbukkaeri\\b'],
    'kakegoe': [r'(?i)\\bkake[- ]?goe\\b'],
    'hanamichi': [r'(?i)\\bhana[- ]?michi\\b'],
    'kuroko': [r'(?i)\\bkurokos?\\b'],
    'kumadori': [r'(?i)\\bkuma[- ]?dori\\b'],
}
# set 120's patterns (kept for the record; set 120's styles are not used here)
SET120_STYLE_PATTERNS = {''', 1))
R.append(('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 120's prose styles and near variants (from set 120's README)
                        'yunshou', 'yun_shou', 'tuishou', 'tui_shou', 'xiabu', 'xia_bu', 'shizishou',
                        'shi_zi_shou', 'yemafenzong', 'ye_ma_fen_zong', 'ruifengsibi', 'rui_feng_si_bi',
                        # set 121's style candidates that passed and were not used (of kabuki: mie, aragoto,
                        # keren, mawari; of go, mahjong, fencing, flamenco, hula, boules, ceol mor and dressage:
                        # those listed) and its dropped candidates and themes (an entry, an entry's word or a
                        # substring)
                        'kabuki', 'mie', 'aragoto', 'keren', 'mawari', 'danmari', 'chunori', 'seri', 'bunraku',
                        'haute_ecole', 'mezair', 'lipizzaner', 'cabecada', 'hamete', 'kosumi', 'keima',
                        'horikomi', 'kakari', 'boshi', 'degiri', 'hikkake', 'betaori', 'kabe', 'ippatsu',
                        'genbutsu', 'liement', 'marcaje', 'kaholo', 'ami', 'kao', 'huli', 'kawelu', 'kalakaua',
                        'devant', 'crunluath', 'leumluath', 'darodo', 'edre', 'dressage', 'capoeira', 'igo',
                        'baduk', 'weiqi', 'mahjong', 'fencing', 'flamenco', 'hula', 'boules', 'ceol_mor',
''', 1))
R.append(('''    # ---- scenarios: set 120 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 115's 20 scenarios (ref/set115_scenarios.json), in set 115's order; represent each by its lowest
    # record id that is neither set 115's id nor set 117's id (ref/set117_scenarios.json). Recomputed here.''',
'''    # ---- scenarios: set 121 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 116's 20 scenarios (ref/set116_scenarios.json), in set 116's order; represent each by its lowest
    # record id that is neither set 116's id nor set 120's id (ref/set120_scenarios.json). Recomputed here.''', 1))
R.append(('''    s28_ = json.load(open(SET115))  # set 115's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 115's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set115_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s115x_ = json.load(open(SET115))
    if len(s115x_) != 20 or len({ds[x][2] for x in s115x_ if x in ds}) != 20:
        err('ref/set115_scenarios.json should list 20 scenarios with 20 distinct trees')
    s120x_ = json.load(open(SET120))
    if len(s120x_) != 20 or len({ds[x][2] for x in s120x_ if x in ds}) != 20:
        err('ref/set120_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET116))  # set 116's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 116's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set116_scenarios.json should list 20 scenarios with 20 distinct trees')''', 1))
R.append(("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s117x_]",
"        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s120x_]", 1))
R.append(('''        if json.load(open(os.path.join(HERE, 'ref', 'set120_scenarios.json'))) != chosen:
            err('ref/set120_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set120_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set121_scenarios.json'))) != chosen:
            err('ref/set121_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set121_scenarios.json: %s' % e)
    # set 120's own choices file (saved as ref/set120_scenario_choices.json) must agree with ref/set120_scenarios.json
    try:
        s120 = [c['scenario'] for c in json.load(open(SET120_CHOICES))['chosen']]
        if len(s120) != 20 or s120 != json.load(open(SET120)):
            err('ref/set120_scenario_choices.json should list 20 chosen ids, those of ref/set120_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET120_CHOICES, e))
''', 1))
R.append(('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 120' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 115\\'s own ids' % x)
        if x in s117x_:
            err('chosen scenario %s is one of set 117\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 121' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 116\\'s own ids' % x)
        if x in s120x_:
            err('chosen scenario %s is one of set 120\\'s ids' % x)''', 1))
R.append(("            err('scenario %s is not in one of set 115\\'s trees' % sc)",
"            err('scenario %s is not in one of set 116\\'s trees' % sc)", 1))
R.append(("    # set 120's brief asks for exact counts", "    # set 121's brief asks for exact counts", 1))
R.append(("    # set 120's notes are prose:", "    # set 121's notes are prose:", 1))
R.append(("set 117\\'s README", "set 120\\'s README", 3))
R.append(("is a prose style of sets 41 to 117 or a near variant", "is a prose style of sets 41 to 120 or a near variant", 1))
R.append(("(trees distinct, all set 115\\'s trees, none of set 115\\'s or set 117\\'s ids)",
"(trees distinct, all set 116\\'s trees, none of set 116\\'s or set 120\\'s ids)", 1))
for old, new, n in R:
    c = t.count(old)
    assert c == n, (old[:80], c, n)
    t = t.replace(old, new)
open(DST, 'w', encoding='utf-8').write(t)
print('%d replacements; wrote %s' % (len(R), os.path.normpath(DST)))
