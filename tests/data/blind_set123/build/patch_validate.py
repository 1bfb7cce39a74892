#!/usr/bin/env python3
"""Copies set 121's validate.py and patches it for set 123 (each replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
src = open(os.path.join(SET, '..', 'blind_set121', 'validate.py'), encoding='utf-8').read()
n_done = 0
def rep(old, new, count=1):
    global src, n_done
    c = src.count(old)
    assert c == count, (c, count, old[:80])
    src = src.replace(old, new)
    n_done += 1
# 1 docstring
rep("""Stdlib-only checker for blind set 121 (claims.jsonl, estimates.jsonl, README.md).

Set 120's checker with set 121's tags and counts, set 121's scenario rule (reused universes: the 20 trees
that hold set 116's 20 scenarios, in set 116's order, each represented by its lowest record id that is neither
set 116's id nor set 120's id), and set 121's prose notes""",
"""Stdlib-only checker for blind set 123 (claims.jsonl, estimates.jsonl, README.md).

Set 121's checker with set 123's tags and counts, set 123's scenario rule (reused universes: the 20 trees
that hold set 118's 20 scenarios, in set 118's order, each represented by its lowest record id that is neither
set 118's id nor set 121's id), and set 123's prose notes""")
# 2 paths and the earlier README
rep("""SET120_CHOICES = os.path.join(HERE, 'ref', 'set120_scenario_choices.json')
# set 120's README: beside this folder (set 120 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set120', 'README.md')""",
"""SET120_CHOICES = os.path.join(HERE, 'ref', 'set120_scenario_choices.json')
SET118 = os.path.join(HERE, 'ref', 'set118_scenarios.json')
SET121 = os.path.join(HERE, 'ref', 'set121_scenarios.json')
SET121_CHOICES = os.path.join(HERE, 'ref', 'set121_scenario_choices.json')
# set 121's README: beside this folder (set 121 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set121', 'README.md')""")
# 3 CLAIM_MIN
rep("""    # set 121 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 121's new tags, each with committing and adversarial forms (checked below)
    'mascheraio_maschera': 12, 'feilenhauer_feile': 12, 'griffelmacher_griffel': 12, 'jaulero_jaula': 12,
    'empedrador_adoquin': 12, 'knopfmacher_knopf': 12, 'archetier_archet': 12, 'epinglier_epingle': 12,""",
"""    # set 123 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 123's new tags, each with committing and adversarial forms (checked below)
    'equipalero_equipal': 12, 'kalkbrenner_kalk': 12, 'fiammiferaio_fiammifero': 12, 'almanaquero_almanaque': 12,
    'dijkgraaf_dijk': 12, 'bleicher_bleiche': 12, 'hechler_hechel': 12, 'fudeya_fude': 12,""")
# 4 NEW_CLAIM_TAGS
rep("""NEW_CLAIM_TAGS = ['mascheraio_maschera', 'feilenhauer_feile', 'griffelmacher_griffel', 'jaulero_jaula', 'empedrador_adoquin', 'knopfmacher_knopf', 'archetier_archet', 'epinglier_epingle']""",
"""NEW_CLAIM_TAGS = ['equipalero_equipal', 'kalkbrenner_kalk', 'fiammiferaio_fiammifero', 'almanaquero_almanaque', 'dijkgraaf_dijk', 'bleicher_bleiche', 'hechler_hechel', 'fudeya_fude']""")
# 5 EARLIER_CLAIM_TAGS: set 121's tags, words and domain words; set 123's dropped and set-aside candidates
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 121's tags, their words and domain words (from set 121's README)
    'mascheraio_maschera', 'feilenhauer_feile', 'griffelmacher_griffel', 'jaulero_jaula', 'empedrador_adoquin',
    'knopfmacher_knopf', 'archetier_archet', 'epinglier_epingle',
    'mascheraio', 'maschera', 'maschere', 'feilenhauer', 'feile', 'griffelmacher', 'griffel', 'griffels', 'jaulero',
    'jaula', 'empedrador', 'adoquin', 'adoquines', 'knopfmacher', 'knopf', 'archetier', 'archet', 'epinglier',
    'epingle', 'epingles', 'cartapesta', 'corozo', 'pernambuco', 'moretta', 'volto',
    # set 123's tag candidates that passed the lists but were dropped as an earlier tag's trade, or set aside
    'botijero_botijo', 'huarachero_huarache', 'ipjajang_gat', 'akgijang_gayageum', 'geigenbauer_geige',
    'krippenbauer_krippe', 'brunnenbauer_brunnen', 'arazziere_arazzo', 'lissier_lisse', 'maroquinier_maroquin',
    'confiseur_dragee', 'alfombrero_alfombra', 'empanadero_empanada', 'alfajorero_alfajor', 'aishi_aizome',
    'lumpensammler_lumpen', 'herboriste_herbe', 'filandaia_filanda', 'conciatore_concia', 'compositor_componedor',
    'koulouras_koulouri', 'amazakeya_amazake', 'harzer_harz', 'fahnenmacher_fahne', 'fornaciaio_fornace',
    'guertler_guertel', 'cerillero_cerilla', 'kawaraya_kawara', 'loukoumas_loukoumi', 'draaiorgelman_draaiorgel',
    'flachsbrecher_flachs', 'gaufrier_gaufre', 'kienrussbrenner_kienruss',
""")
# 6 EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS (set 121's kept for the record)
rep("""            # new in set 121 (prose styles)
            'hikinuki', 'bukkaeri', 'kakegoe', 'hanamichi', 'kuroko', 'kumadori'}
NEW_EST_TAGS = ['hikinuki', 'bukkaeri', 'kakegoe', 'hanamichi', 'kuroko', 'kumadori']
# set 121: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; each may also be written in two parts, apart or hyphenated)
STYLE_PATTERNS = {
    'hikinuki'""",
"""            # new in set 121 (prose styles)
            'hikinuki', 'bukkaeri', 'kakegoe', 'hanamichi', 'kuroko', 'kumadori',
            # new in set 123 (prose styles)
            'meend', 'andolan', 'murki', 'khatka', 'gamak', 'mukhda'}
NEW_EST_TAGS = ['meend', 'andolan', 'murki', 'khatka', 'gamak', 'mukhda']
# set 123: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; each may also be written in the plural)
STYLE_PATTERNS = {
    'meend': [r'(?i)\\bmeends?\\b'],
    'andolan': [r'(?i)\\bandolans?\\b'],
    'murki': [r'(?i)\\bmurkis?\\b'],
    'khatka': [r'(?i)\\bkhatkas?\\b'],
    'gamak': [r'(?i)\\bgamaks?\\b'],
    'mukhda': [r'(?i)\\bmukhdas?\\b'],
}
# set 121's patterns (kept for the record; set 121's styles are not used here)
SET121_STYLE_PATTERNS = {
    'hikinuki'""")
# 7 SET41_STYLE_VARIANTS
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 121's prose styles and near variants (from set 121's README)
                        'hikinuki', 'hiki_nuki', 'bukkaeri', 'kakegoe', 'kake_goe', 'hanamichi', 'hana_michi',
                        'kuroko', 'kurokos', 'kumadori', 'kuma_dori',
                        # set 123's style candidates that passed and were not used (of Hindustani music, Carnatic
                        # music, gamelan, kathak, the tea ceremony and kyudo: those listed) and its dropped candidates
                        # and themes (an entry, an entry's word or a substring)
                        'hindustani', 'jor', 'khayal', 'dhrupad', 'tihai', 'carnatic', 'alapana', 'gamaka', 'korvai',
                        'eduppu', 'mohra', 'kalpanaswaram', 'kenong', 'kethuk', 'kendhang', 'balungan', 'irama',
                        'bonang', 'gatra', 'gambang', 'lancaran', 'ladrang', 'gendhing', 'saron', 'demung', 'kemanak',
                        'gerongan', 'ghungroo', 'kavitt', 'lehra', 'fukusa', 'chawan', 'hishaku', 'kensui', 'natsume',
                        'dozukuri', 'daisan', 'kyudo', 'alap', 'jhala', 'bandish', 'chalan', 'kempul', 'slenthem',
                        'celempung', 'gong_ageng', 'kathak', 'amad', 'chakkar', 'jugalbandi', 'chado', 'chanoyu',
                        'mizusashi', 'chaire', 'ashibumi', 'hikiwake', 'hanare', 'arohanam', 'avarohanam', 'gamelan',
""")
# 8 the scenario rule
rep("""    # ---- scenarios: set 121 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 116's 20 scenarios (ref/set116_scenarios.json), in set 116's order; represent each by its lowest
    # record id that is neither set 116's id nor set 120's id (ref/set120_scenarios.json). Recomputed here.""",
"""    # ---- scenarios: set 123 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 118's 20 scenarios (ref/set118_scenarios.json), in set 118's order; represent each by its lowest
    # record id that is neither set 118's id nor set 121's id (ref/set121_scenarios.json). Recomputed here.""")
rep("""    s28_ = json.load(open(SET116))  # set 116's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 116's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set116_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s121x_ = json.load(open(SET121))
    if len(s121x_) != 20 or len({ds[x][2] for x in s121x_ if x in ds}) != 20:
        err('ref/set121_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET118))  # set 118's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 118's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set118_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s120x_]""",
    """        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s121x_]""")
# 9 this set's own list, and set 121's own choices file
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set121_scenarios.json'))) != chosen:
            err('ref/set121_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set121_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set123_scenarios.json'))) != chosen:
            err('ref/set123_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set123_scenarios.json: %s' % e)
    # set 121's own choices file (saved as ref/set121_scenario_choices.json) must agree with ref/set121_scenarios.json
    try:
        s121 = [c['scenario'] for c in json.load(open(SET121_CHOICES))['chosen']]
        if len(s121) != 20 or s121 != json.load(open(SET121)):
            err('ref/set121_scenario_choices.json should list 20 chosen ids, those of ref/set121_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET121_CHOICES, e))
""")
# 10 the chosen-id checks
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 121' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 116\\'s own ids' % x)
        if x in s120x_:
            err('chosen scenario %s is one of set 120\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 123' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 118\\'s own ids' % x)
        if x in s121x_:
            err('chosen scenario %s is one of set 121\\'s ids' % x)""")
rep("""err('scenario %s is not in one of set 116\\'s trees' % sc)""", """err('scenario %s is not in one of set 118\\'s trees' % sc)""")
# 11 comments, README messages and the report
rep("""    # set 121's brief asks for exact counts""", """    # set 123's brief asks for exact counts""")
rep("""    # set 121's notes are prose: no code, markup, configuration or data-format characters""",
    """    # set 123's notes are prose: no code, markup, configuration or data-format characters""")
rep("""appears in set 120\\'s README' % t)""", """appears in set 121\\'s README' % t)""", 2)
rep("""err('set 120\\'s README not found at %s' % SET30_README)""", """err('set 121\\'s README not found at %s' % SET30_README)""")
rep("""is a prose style of sets 41 to 120 or a near variant""", """is a prose style of sets 41 to 121 or a near variant""")
rep("""(trees distinct, all set 116\\'s trees, none of set 116\\'s or set 120\\'s ids)""",
    """(trees distinct, all set 118\\'s trees, none of set 118\\'s or set 121\\'s ids)""")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print(n_done, 'replacements')
