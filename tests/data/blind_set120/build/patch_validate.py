"""Copies set 117's validate.py and patches it for set 120; every replacement asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set117', 'validate.py')).read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))
rep('''"""Stdlib-only checker for blind set 117 (claims.jsonl, estimates.jsonl, README.md).

Set 116's checker with set 117's tags and counts, set 117's scenario rule (reused universes: the 20 trees
that hold set 112's 20 scenarios, in set 112's order, each represented by its lowest record id that is neither
set 112's id nor set 116's id), and set 117's prose notes (six prose styles, 10 note texts each, both''',
'''"""Stdlib-only checker for blind set 120 (claims.jsonl, estimates.jsonl, README.md).

Set 117's checker with set 120's tags and counts, set 120's scenario rule (reused universes: the 20 trees
that hold set 115's 20 scenarios, in set 115's order, each represented by its lowest record id that is neither
set 115's id nor set 117's id), and set 120's prose notes (six prose styles, 10 note texts each, both''')
rep('''SET112 = os.path.join(HERE, 'ref', 'set112_scenarios.json')
# set 116's README: beside this folder (set 116 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set116', 'README.md')''',
'''SET112 = os.path.join(HERE, 'ref', 'set112_scenarios.json')
SET117 = os.path.join(HERE, 'ref', 'set117_scenarios.json')
SET117_CHOICES = os.path.join(HERE, 'ref', 'set117_scenario_choices.json')
SET115 = os.path.join(HERE, 'ref', 'set115_scenarios.json')
# set 117's README: beside this folder (set 117 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set117', 'README.md')''')
rep('''    # set 117 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 117's new tags, each with committing and adversarial forms (checked below)
    'acequiero_acequia': 12, 'guadamacilero_guadamaci': 12, 'figurinaio_figurina': 12, 'acciugaio_acciuga': 12,
    'erksousi_ibrik': 12, 'hierbera_hierba': 12, 'gelsominaia_gelsomino': 12, 'amanteca_colibri': 12,''',
'''    # set 120 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 120's new tags, each with committing and adversarial forms (checked below)
    'sudareya_sudare': 12, 'tuesochnik_tuesok': 12, 'tjarbrannare_tjara': 12, 'setacciaio_setaccio': 12,
    'valigiaio_valigia': 12, 'pipaio_pipa': 12, 'tsugeya_tsugegushi': 12, 'specchiaio_specchio': 12,''')
rep('''NEW_CLAIM_TAGS = ['acequiero_acequia', 'guadamacilero_guadamaci', 'figurinaio_figurina', 'acciugaio_acciuga', 'erksousi_ibrik', 'hierbera_hierba', 'gelsominaia_gelsomino', 'amanteca_colibri']''',
'''NEW_CLAIM_TAGS = ['sudareya_sudare', 'tuesochnik_tuesok', 'tjarbrannare_tjara', 'setacciaio_setaccio', 'valigiaio_valigia', 'pipaio_pipa', 'tsugeya_tsugegushi', 'specchiaio_specchio']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 117's tags, their words and domain words (from set 117's README)
    'acequiero_acequia', 'guadamacilero_guadamaci', 'figurinaio_figurina', 'acciugaio_acciuga', 'erksousi_ibrik',
    'hierbera_hierba', 'gelsominaia_gelsomino', 'amanteca_colibri',
    'acequiero', 'acequia', 'guadamacilero', 'guadamaci', 'figurinaio', 'figurina', 'acciugaio', 'acciuga',
    'erksousi', 'ibrik', 'hierbera', 'hierba', 'gelsominaia', 'gelsomino', 'amanteca', 'colibri',
    'huerta', 'guadameci', 'barga', 'maira', 'sonora', 'patzcuaro',
    # set 120's candidates that passed the lists and were dropped (the same trade as an earlier tag:
    # sericoltore_seta (sericulturist_cocoon), tateguya_shoji (kumikoist_jig), zinngiesser_zinn
    # (pewterer_touchmark), namdar_namda (feltmaker_wool), nubijang_nubi (quilter_batting), seggiolaio_seggiola
    # (caner), tsumamishi_tsumami (kanzashist_petal), torvgravare_torv (turfcutter_slane), nakhwajang_nakhwa
    # (pyrographer_nib), tarbushi_tarbush (hatter_felt), rendilheira_renda (lacemaker_bobbin), sanjhiwala_sanjhi
    # (papercutter_scissors), ningyoshi_ningyo (matryoshkist_nesting), ostricoltore_ostrica (oysterman_dredge),
    # talaverero_talavera (potter_wheel), sarapero_sarape (weaver_loom), spongaras_sfouggari (pearldiver_oyster),
    # tartufaio_tartufo (trufflehunter_truffle), poromies_poro (reindeer_lavvu), rikshawala_rikshaw
    # (rickshawpuller_canopy), pozzaro_pozzo (welldigger_windlass), zoccolaio_zoccolo (clogmaker_adze),
    # pellicciaio_pelliccia (furrier_pelt), vetraio_vetro (glassblower_punty), salinaro_salina (saltworker_brine),
    # pichoqchi_pichoq (cutler_tang)) and those not needed beside the chosen tags
    'sericoltore_seta', 'sericoltore', 'seta', 'tateguya_shoji', 'tateguya', 'shoji', 'zinngiesser_zinn',
    'zinngiesser', 'zinn', 'namdar_namda', 'namdar', 'namda', 'nubijang_nubi', 'nubijang', 'nubi',
    'seggiolaio_seggiola', 'seggiolaio', 'seggiola', 'tsumamishi_tsumami', 'tsumamishi', 'tsumami',
    'torvgravare_torv', 'torvgravare', 'torv', 'nakhwajang_nakhwa', 'nakhwajang', 'nakhwa', 'tarbushi_tarbush',
    'tarbushi', 'tarbush', 'rendilheira_renda', 'rendilheira', 'renda', 'sanjhiwala_sanjhi', 'sanjhiwala',
    'sanjhi', 'ningyoshi_ningyo', 'ningyoshi', 'ningyo', 'ostricoltore_ostrica', 'ostricoltore', 'ostrica',
    'talaverero_talavera', 'talaverero', 'talavera', 'sarapero_sarape', 'sarapero', 'sarape',
    'spongaras_sfouggari', 'spongaras', 'sfouggari', 'tartufaio_tartufo', 'tartufaio', 'tartufo',
    'poromies_poro', 'poromies', 'poro', 'rikshawala_rikshaw', 'rikshawala', 'rikshaw', 'pozzaro_pozzo',
    'pozzaro', 'pozzo', 'zoccolaio_zoccolo', 'zoccolaio', 'zoccolo', 'pellicciaio_pelliccia', 'pellicciaio',
    'pelliccia', 'vetraio_vetro', 'vetraio', 'vetro', 'salinaro_salina', 'salinaro', 'salina',
    'pichoqchi_pichoq', 'pichoqchi', 'pichoq', 'patikar_shitalpati', 'patikar', 'shitalpati',
    'rogozhnik_rogozha', 'rogozhnik', 'rogozha', 'scatolaio_scatola', 'scatolaio', 'scatola',
    'organaro_organo', 'organaro', 'organo', 'nassaiolo_nassa', 'nassaiolo', 'nassa', 'tappezziere_tappezzeria',
    'tappezziere', 'tappezzeria', 'spazzolaio_spazzola', 'spazzolaio', 'spazzola', 'setacci',
''')
rep('''            # new in set 117 (prose styles)
            'alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti'}
NEW_EST_TAGS = ['alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti']''',
'''            # new in set 117 (prose styles)
            'alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti',
            # new in set 120 (prose styles)
            'yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi'}
NEW_EST_TAGS = ['yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi']''')
rep('''# set 117: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written in the plural; kartarimukha may also be written kartari mukha or kartari-mukha)
STYLE_PATTERNS = {''',
'''# set 120: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; the pinyin may also be written in its syllables, apart or hyphenated)
STYLE_PATTERNS = {
    'yunshou': [r'(?i)\\byun[- ]?shou\\b'],
    'tuishou': [r'(?i)\\btui[- ]?shou\\b'],
    'xiabu': [r'(?i)\\bxia[- ]?bu\\b'],
    'shizishou': [r'(?i)\\bshi[- ]?zi[- ]?shou\\b'],
    'yemafenzong': [r'(?i)\\bye[- ]?ma[- ]?fen[- ]?zong\\b'],
    'ruifengsibi': [r'(?i)\\brui[- ]?feng[- ]?si[- ]?bi\\b'],
}
# set 117's patterns (kept for the record; set 117's styles are not used here)
SET117_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 117's prose styles and near variants (from set 117's README)
                        'alapadma', 'alapadmas', 'arala', 'aralas', 'bhramara', 'bhramaras', 'hamsasya',
                        'hamsasyas', 'kartarimukha', 'kartari_mukha', 'mushti', 'mushtis', 'mudra', 'mudras',
                        # set 120's style candidates that passed and were not used (of taijiquan: pengjin, danbian,
                        # shoumupipa, jinjiduli; of flower arrangement: rikka, nageire, tatebana, tsuribana) and its
                        # dropped candidates and themes (an entry, an entry's word or a substring)
                        'taijiquan', 'taichi', 'pengjin', 'danbian', 'shoumupipa', 'jinjiduli', 'rikka', 'nageire',
                        'tatebana', 'tsuribana', 'ukibana', 'shikibana', 'ikebana', 'bonsai',
''')
rep('''    # ---- scenarios: set 117 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 112's 20 scenarios (ref/set112_scenarios.json), in set 112's order; represent each by its lowest
    # record id that is neither set 112's id nor set 116's id (ref/set116_scenarios.json). Recomputed here.''',
'''    # ---- scenarios: set 120 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 115's 20 scenarios (ref/set115_scenarios.json), in set 115's order; represent each by its lowest
    # record id that is neither set 115's id nor set 117's id (ref/set117_scenarios.json). Recomputed here.''')
rep('''    s28_ = json.load(open(SET112))  # set 112's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 112's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set112_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s112x_ = json.load(open(SET112))
    if len(s112x_) != 20 or len({ds[x][2] for x in s112x_ if x in ds}) != 20:
        err('ref/set112_scenarios.json should list 20 scenarios with 20 distinct trees')
    s117x_ = json.load(open(SET117))
    if len(s117x_) != 20 or len({ds[x][2] for x in s117x_ if x in ds}) != 20:
        err('ref/set117_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET115))  # set 115's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 115's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set115_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s116x_]''',
'''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s117x_]''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set117_scenarios.json'))) != chosen:
            err('ref/set117_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set117_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set120_scenarios.json'))) != chosen:
            err('ref/set120_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set120_scenarios.json: %s' % e)
    # set 117's own choices file (saved as ref/set117_scenario_choices.json) must agree with ref/set117_scenarios.json
    try:
        s117 = [c['scenario'] for c in json.load(open(SET117_CHOICES))['chosen']]
        if len(s117) != 20 or s117 != json.load(open(SET117)):
            err('ref/set117_scenario_choices.json should list 20 chosen ids, those of ref/set117_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET117_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 117' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 120' % x)''')
rep('''            err('chosen scenario %s is one of set 112\\'s own ids' % x)
        if x in s116x_:
            err('chosen scenario %s is one of set 116\\'s ids' % x)''',
'''            err('chosen scenario %s is one of set 115\\'s own ids' % x)
        if x in s117x_:
            err('chosen scenario %s is one of set 117\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 112\\'s trees' % sc)''',
'''            err('scenario %s is not in one of set 115\\'s trees' % sc)''')
rep('''    # set 117's brief asks for exact counts''', '''    # set 120's brief asks for exact counts''')
rep('''    # set 117's notes are prose: no code''', '''    # set 120's notes are prose: no code''')
rep('''                err('new tag %s appears in set 116\\'s README' % t)''', '''                err('new tag %s appears in set 117\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 116\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 117\\'s README' % t)''')
rep('''        err('set 116\\'s README not found at %s' % SET30_README)''', '''        err('set 117\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 116 or a near variant' % t)''',
'''            err('new estimate tag %s is a prose style of sets 41 to 117 or a near variant' % t)''')
rep('''(trees distinct, all set 112\\'s trees, none of set 112\\'s or set 116\\'s ids)''',
'''(trees distinct, all set 115\\'s trees, none of set 115\\'s or set 117\\'s ids)''')
for old, new, n in R:
    assert src.count(old) == n, (src.count(old), old[:80])
for old, new, n in R:
    src = src.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
