"""Copies set 116's validate.py and patches it for set 118 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set116', 'validate.py'), encoding='utf-8').read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 116 (claims.jsonl, estimates.jsonl, README.md).

Set 113's checker with set 116's tags and counts, set 116's scenario rule (reused universes: the 20 trees
that hold set 111's 20 scenarios, in set 111's order, each represented by its lowest record id that is not
set 111's id; none of set 113's ids), and set 116's prose notes''',
'''"""Stdlib-only checker for blind set 118 (claims.jsonl, estimates.jsonl, README.md).

Set 116's checker with set 118's tags and counts, set 118's scenario rule (reused universes: the 20 trees
that hold set 113's 20 scenarios, in set 113's order, each represented by its lowest record id that is not
set 113's id; none of set 116's ids), and set 118's prose notes''')
rep('''SET113_CHOICES = os.path.join(HERE, 'ref', 'set113_scenario_choices.json')
# set 113's README: beside this folder (set 113 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set113', 'README.md')''',
'''SET113_CHOICES = os.path.join(HERE, 'ref', 'set113_scenario_choices.json')
SET116 = os.path.join(HERE, 'ref', 'set116_scenarios.json')
SET116_CHOICES = os.path.join(HERE, 'ref', 'set116_scenario_choices.json')
# set 116's README: beside this folder (set 116 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set116', 'README.md')''')
rep('''    # set 116 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 116's new tags, each with committing and adversarial forms (checked below)
    'nopalero_nopal': 12, 'rapadureiro_rapadura': 12, 'wafelbakker_stroop': 12, 'picaronera_picaron': 12,
    'tarallaro_taralli': 12, 'okonomiyakiya_teko': 12, 'panipuriwala_puri': 12, 'zongzi_zongye': 12,''',
'''    # set 118 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 118's new tags, each with committing and adversarial forms (checked below)
    'trippaio_panino': 12, 'tacacazeira_tacaca': 12, 'tapioqueira_tapioca': 12, 'pamonheiro_pamonha': 12,
    'piadinaro_teglia': 12, 'nassaiolo_nassa': 12, 'xilogravurista_xilogravura': 12, 'tlayudera_tlayuda': 12,''')
rep("NEW_CLAIM_TAGS = ['nopalero_nopal', 'rapadureiro_rapadura', 'wafelbakker_stroop', 'picaronera_picaron', 'tarallaro_taralli', 'okonomiyakiya_teko', 'panipuriwala_puri', 'zongzi_zongye']",
    "NEW_CLAIM_TAGS = ['trippaio_panino', 'tacacazeira_tacaca', 'tapioqueira_tapioca', 'pamonheiro_pamonha', 'piadinaro_teglia', 'nassaiolo_nassa', 'xilogravurista_xilogravura', 'tlayudera_tlayuda']")
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 116's tags, their words and domain words (from set 116's README)
    'nopalero_nopal', 'rapadureiro_rapadura', 'wafelbakker_stroop', 'picaronera_picaron', 'tarallaro_taralli',
    'okonomiyakiya_teko', 'panipuriwala_puri', 'zongzi_zongye',
    'nopalero', 'nopal', 'rapadureiro', 'rapadura', 'wafelbakker', 'stroop', 'picaronera', 'picaron',
    'tarallaro', 'taralli', 'okonomiyakiya', 'teko', 'panipuriwala', 'puri', 'zongzi', 'zongye',
    'nopales', 'stroopwafel', 'picarones', 'tarallo', 'okonomiyaki', 'teppan', 'panipuri', 'milpa', 'ceara',
    'gouda', 'mergellina', 'chowpatty',
    # set 118's candidates that passed the lists and were dropped (the same trade as an earlier tag or near one:
    # tonnelier_tonneau (cooper), puparo_pupo (puppeteer), zattiere_zattera (raftsman), tartufaio_vanghetto
    # (trufflehunter_truffle), ramaiolo_paiolo (coppersmith), stagnaro_stagno (tinsmith), stuoiaio_stuoia (weaver),
    # scopinaro_saggina (broommaker), tursucu_tursu (pickler_crock), tesbihci_tesbih (prayer_beads), pifeiro_pife
    # (fifer_fife), zabumbeiro_zabumba (drummer_snare), violeiro_viola (guitarist), rabequeiro_rabeca (fiddle),
    # pipoqueiro_pipoca (popcorn), quesillera_quesillo (cheesemonger_rind), thelewala_thela and pheriwala_pheri
    # (hawker, pedlar_tray), pakodawala_pakoda and sattuwala_sattu (beside set 116's panipuriwala_puri),
    # yomiuri_kawaraban (a word outside N to Z))
    'tonnelier_tonneau', 'tonnelier', 'tonneau', 'puparo_pupo', 'puparo', 'pupo', 'zattiere_zattera', 'zattiere',
    'zattera', 'tartufaio_vanghetto', 'tartufaio', 'vanghetto', 'ramaiolo_paiolo', 'ramaiolo', 'paiolo',
    'stagnaro_stagno', 'stagnaro', 'stagno', 'stuoiaio_stuoia', 'stuoiaio', 'stuoia', 'scopinaro_saggina',
    'scopinaro', 'saggina', 'tursucu_tursu', 'tursucu', 'tursu', 'tesbihci_tesbih', 'tesbihci', 'tesbih',
    'pifeiro_pife', 'pifeiro', 'pife', 'zabumbeiro_zabumba', 'zabumbeiro', 'zabumba', 'violeiro_viola',
    'violeiro', 'rabequeiro_rabeca', 'rabequeiro', 'rabeca', 'pipoqueiro_pipoca', 'pipoqueiro', 'pipoca',
    'quesillera_quesillo', 'quesillera', 'quesillo', 'thelewala_thela', 'thelewala', 'thela', 'pheriwala_pheri',
    'pheriwala', 'pheri', 'pakodawala_pakoda', 'pakodawala', 'pakoda', 'sattuwala_sattu', 'sattuwala', 'sattu',
    'yomiuri_kawaraban', 'yomiuri', 'kawaraban',
''')
rep('''            # new in set 116 (prose styles)
            'rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves'}
NEW_EST_TAGS = ['rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves']
# set 116: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written in the plural; botepronto may also be written bote pronto or bote-pronto)
STYLE_PATTERNS = {''',
'''            # new in set 116 (prose styles)
            'rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves',
            # new in set 118 (prose styles)
            'yagura', 'anaguma', 'ibisha', 'nakabisha', 'kakugawari', 'funagakoi'}
NEW_EST_TAGS = ['yagura', 'anaguma', 'ibisha', 'nakabisha', 'kakugawari', 'funagakoi']
# set 118: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; a hyphenated compound such as nakabisha-style counts, as the word stands whole)
STYLE_PATTERNS = {
    'yagura': [r'(?i)\\byagura\\b'],
    'anaguma': [r'(?i)\\banaguma\\b'],
    'ibisha': [r'(?i)\\bibisha\\b'],
    'nakabisha': [r'(?i)\\bnakabisha\\b'],
    'kakugawari': [r'(?i)\\bkakugawari\\b'],
    'funagakoi': [r'(?i)\\bfunagakoi\\b'],
}
# set 116's patterns (kept for the record; set 116's styles are not used here)
SET116_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 116's prose styles and near variants (from set 116's README)
                        'rebote', 'rebotes', 'carom', 'caroms', 'arrimada', 'botepronto', 'bote_pronto', 'cortada',
                        'reves', 'pelota',
                        # set 118's style candidates that passed and were not used (of shogi: ginkan, kakoi,
                        # sujichigai, narikin, uchifuzume, hisha, yonkenbisha, sankenbisha; of toreo: toreo,
                        # tauromaquia, rebolera, trincherazo, larga; of surfing: wipeout, aerial, pearling; of
                        # trampolining: barani, rudolph, fliffis; of taekwondo: taekwondo, naeryo, yeop, dwit; of throat
                        # singing: sygyt, kargyraa; of flags: vexillology, fimbriation, canton; of petanque: tireur,
                        # bouchon; others: manual, lob, smash, fluke)
                        'ginkan', 'kakoi', 'sujichigai', 'narikin', 'uchifuzume', 'hisha', 'yonkenbisha', 'sankenbisha',
                        'toreo', 'tauromaquia', 'rebolera', 'trincherazo', 'larga', 'wipeout', 'aerial', 'pearling',
                        'barani', 'rudolph', 'fliffis', 'taekwondo', 'naeryo', 'yeop', 'dwit', 'sygyt', 'kargyraa',
                        'vexillology', 'fimbriation', 'canton', 'tireur', 'bouchon', 'manual', 'lob', 'smash', 'fluke',
                        # set 118's dropped candidates and themes (an entry, an entry's word or a substring)
                        'shogi', 'furibisha', 'tokin', 'mino', 'surf', 'snap', 'reentry', 'noseride', 'bottomturn',
                        'takeoff', 'pumping', 'closeout', 'molinete', 'serpentina', 'farol', 'mariposa', 'dollyo',
                        'bandal', 'triband', 'hoist', 'takraw', 'khoomei', 'boules', 'palet', 'pointer', 'portee',
                        'cochonnet', 'topspin', 'stun', 'screw', 'plant', 'grind', 'ballout',
''')
rep('''    # ---- scenarios: set 116 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 111's 20 scenarios (ref/set111_scenarios.json), in set 111's order; represent each by its lowest
    # record id that is not set 111's id (none is set 113's id). Recomputed here.''',
'''    # ---- scenarios: set 118 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 113's 20 scenarios (ref/set113_scenarios.json), in set 113's order; represent each by its lowest
    # record id that is not set 113's id (none is set 116's id). Recomputed here.''')
rep('''        err('ref/set113_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET111))  # set 111's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 111's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''        err('ref/set113_scenarios.json should list 20 scenarios with 20 distinct trees')
    s116x_ = json.load(open(SET116))
    if len(s116x_) != 20 or len({ds[x][2] for x in s116x_ if x in ds}) != 20:
        err('ref/set116_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET113))  # set 113's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 113's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set113_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set116_scenarios.json'))) != chosen:
            err('ref/set116_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set116_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set118_scenarios.json'))) != chosen:
            err('ref/set118_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set118_scenarios.json: %s' % e)
    # set 116's own choices file (saved as ref/set116_scenario_choices.json) must agree with ref/set116_scenarios.json
    try:
        s116 = [c['scenario'] for c in json.load(open(SET116_CHOICES))['chosen']]
        if len(s116) != 20 or s116 != json.load(open(SET116)):
            err('ref/set116_scenario_choices.json should list 20 chosen ids, those of ref/set116_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET116_CHOICES, e))
''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 116' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 111\\'s own ids' % x)
        if x in s113x_:
            err('chosen scenario %s is one of set 113\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 118' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 113\\'s own ids' % x)
        if x in s116x_:
            err('chosen scenario %s is one of set 116\\'s ids' % x)''')
rep("""            err('scenario %s is not in one of set 111\\'s trees' % sc)""",
    """            err('scenario %s is not in one of set 113\\'s trees' % sc)""")
rep("    # set 116's brief asks for exact counts", "    # set 118's brief asks for exact counts")
rep("    # set 116's notes are prose:", "    # set 118's notes are prose:")
rep("set 113\\'s README", "set 116\\'s README", 3)
rep("is a prose style of sets 41 to 113 or a near variant", "is a prose style of sets 41 to 116 or a near variant")
rep("all set 111\\'s trees, none of set 111\\'s or set 113\\'s ids)", "all set 113\\'s trees, none of set 113\\'s or set 116\\'s ids)")
for old, new, n in R:
    c = src.count(old)
    assert c == n, (c, n, old[:80])
    src = src.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print(len(R), 'replacements')
