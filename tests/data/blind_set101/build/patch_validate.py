"""Copies set 100's validate.py and patches it for set 101 (every replacement asserted to hit its stated count)."""
import os
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
src = open(os.path.join(HERE, '..', 'blind_set100', 'validate.py'), encoding='utf-8').read()


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, count, old[:80])
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 100 (claims.jsonl, estimates.jsonl, README.md).

Set 99's checker with set 100's tags and counts, set 100's scenario rule (reused universes: the 20 trees
that hold set 95's 20 scenarios, in set 95's order, each represented by its lowest record id that is not
set 95's id), and set 100's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records, no code or markup characters; a line starting with -, * or # only as a plain prose bullet; each
style's own construction checked on every note).''',
'''"""Stdlib-only checker for blind set 101 (claims.jsonl, estimates.jsonl, README.md).

Set 100's checker with set 101's tags and counts, set 101's scenario rule (reused universes: the 20 trees
that hold set 96's 20 scenarios, in set 96's order, each represented by its lowest record id that is not
set 96's id; none of set 100's ids), and set 101's prose notes (six prose styles, 10 note texts each, both
kinds per text, 120 records, no code or markup characters; a line starting with -, * or # only as a plain
prose bullet; each style's own construction checked on every note).''')
rep('''SET99_CHOICES = os.path.join(HERE, 'ref', 'set99_scenario_choices.json')
# set 99's README: beside this folder (set 99 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set99', 'README.md')''',
'''SET99_CHOICES = os.path.join(HERE, 'ref', 'set99_scenario_choices.json')
SET100 = os.path.join(HERE, 'ref', 'set100_scenarios.json')
SET100_CHOICES = os.path.join(HERE, 'ref', 'set100_scenario_choices.json')
# set 100's README: beside this folder (set 100 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set100', 'README.md')''')
rep('''    # set 100 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 100's new tags, each with committing and adversarial forms (checked below)
    'hajjam_mihjama': 12, 'nargileci_marpuc': 12, 'bursztyniarz_kaszor': 12, 'tonnaroto_crocco': 12,
    'khoomeizhi_doshpuluur': 12, 'nakhuda_kamal': 12, 'arif_falaj': 12, 'aduuchin_urga': 12,''',
'''    # set 101 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 101's new tags, each with committing and adversarial forms (checked below)
    'bhopa_phad': 12, 'joiker_luohti': 12, 'yakitoriya_uchiwa': 12, 'mariscadora_angazo': 12,
    'theyyakkaran_mudi': 12, 'silvesterchlaus_schelle': 12, 'kaikaranga_korowai': 12, 'vallamkali_thuzha': 12,''')
rep('''NEW_CLAIM_TAGS = ['hajjam_mihjama', 'nargileci_marpuc', 'bursztyniarz_kaszor', 'tonnaroto_crocco', 'khoomeizhi_doshpuluur', 'nakhuda_kamal', 'arif_falaj', 'aduuchin_urga']''',
'''NEW_CLAIM_TAGS = ['bhopa_phad', 'joiker_luohti', 'yakitoriya_uchiwa', 'mariscadora_angazo', 'theyyakkaran_mudi', 'silvesterchlaus_schelle', 'kaikaranga_korowai', 'vallamkali_thuzha']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 99's tags, their words and domain words (from set 99's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 100's tags, their words and domain words (from set 100's README)
    'hajjam_mihjama', 'nargileci_marpuc', 'bursztyniarz_kaszor', 'tonnaroto_crocco', 'khoomeizhi_doshpuluur',
    'nakhuda_kamal', 'arif_falaj', 'aduuchin_urga',
    'hajjam', 'mihjama', 'nargileci', 'marpuc', 'bursztyniarz', 'kaszor', 'tonnaroto', 'crocco', 'khoomeizhi',
    'doshpuluur', 'nakhuda', 'kamal', 'arif', 'falaj', 'aduuchin', 'urga',
    'healer', 'narghile', 'coals', 'amber', 'baltic', 'tuna', 'mattanza', 'cialoma', 'favignana', 'throat', 'tuva',
    'dhow', 'sur', 'irrigation', 'souk', 'herdsman',
    # set 101's dropped candidates that passed the lists (near an earlier tag or entry: guerrab_guerba
    # (sakka_kirba), salinero_rastro (paludier_lousse), molinero_tolva (miller_quern), charro_reata (rodeo_lasso),
    # drotar_drot (tinsmith_snips, clockmaker_tinker), cabrero_zurron (goatherd_crook), chitrakathi_pothi (near
    # bhopa_phad), noaidi_goavddis (a second Sami trade), chakyar_mizhavu and pulikali_chayam (a third and fourth
    # Kerala trade), sinden_selendang (a singer, like dawn_singer), reindeer_lavvu (not a trade's name),
    # qulliq_tarquti, azalai_amersal, tindi_imzad and hoyeru_naasu (terms I was not certain of))
    'guerrab_guerba', 'salinero_rastro', 'molinero_tolva', 'charro_reata', 'drotar_drot', 'cabrero_zurron',
    'chitrakathi_pothi', 'noaidi_goavddis', 'chakyar_mizhavu', 'pulikali_chayam', 'sinden_selendang',
    'reindeer_lavvu', 'qulliq_tarquti', 'azalai_amersal', 'tindi_imzad', 'hoyeru_naasu',
    # set 99's tags, their words and domain words (from set 99's README)''')
rep('''            # new in set 100 (prose styles)
            'googly', 'yorker', 'doosra', 'outswinger', 'inswinger', 'stumped'}''',
'''            # new in set 100 (prose styles)
            'googly', 'yorker', 'doosra', 'outswinger', 'inswinger', 'stumped',
            # new in set 101 (prose styles)
            'yorikiri', 'oshidashi', 'uwatenage', 'hatakikomi', 'hikiotoshi', 'tsuppari'}''')
rep('''NEW_EST_TAGS = ['googly', 'yorker', 'doosra', 'outswinger', 'inswinger', 'stumped']
# set 100: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
'''NEW_EST_TAGS = ['yorikiri', 'oshidashi', 'uwatenage', 'hatakikomi', 'hikiotoshi', 'tsuppari']
# set 101: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'yorikiri': [r'(?i)\\byorikiri\\b'],
    'oshidashi': [r'(?i)\\boshidashi\\b'],
    'uwatenage': [r'(?i)\\buwatenage\\b'],
    'hatakikomi': [r'(?i)\\bhatakikomi\\b'],
    'hikiotoshi': [r'(?i)\\bhikiotoshi\\b'],
    'tsuppari': [r'(?i)\\btsuppari\\b'],
}
# set 100's patterns (kept for the record; set 100's styles are not used here)
SET100_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 100's prose styles and near variants (from set 100's README)
                        'googly', 'googlies', 'yorker', 'yorkers', 'doosra', 'doosras', 'outswinger', 'outswingers',
                        'inswinger', 'inswingers', 'stumped', 'stump', 'stumps', 'stumping',
                        # set 101's candidates that passed and were not used (of sumo: kimarite, rikishi, tachiai,
                        # tawara, yokozuna, basho, sidestep; astronomy: zenith, culmination; fencing: froissement,
                        # passata_sotto, moulinet; knitting: intarsia, ply; riding: levade, capriole, courbette)
                        'kimarite', 'rikishi', 'tachiai', 'tawara', 'yokozuna', 'basho', 'sidestep', 'zenith',
                        'culmination', 'froissement', 'passata_sotto', 'moulinet', 'intarsia', 'ply', 'levade',
                        'capriole', 'courbette',
                        # set 101's dropped candidates (an entry, an entry's word or a substring: of sumo utchari
                        # (hari), sumo (sumotori_mawashi), dohyo, mawashi, gyoji, bout, ring, slap, belt, wrestler;
                        # of astronomy perihelion ... orbit; of fencing riposte ... redoublement (double); of go
                        # atari ... miai, sente (sentences); of knitting purl, selvedge, yarnover; beekeeping, swarm,
                        # brood; kerning, dressage, piaffe, passage (sage), masse (masseur_oil))
                        'utchari', 'sumo', 'dohyo', 'mawashi', 'gyoji', 'bout', 'ring', 'slap', 'belt', 'wrestler',
                        'perihelion', 'aphelion', 'syzygy', 'occultation', 'libration', 'parallax', 'transit',
                        'eclipse', 'conjunction', 'opposition', 'apogee', 'perigee', 'nadir', 'precession', 'azimuth',
                        'declination', 'astronomy', 'orbit', 'riposte', 'parry', 'feint', 'lunge', 'remise',
                        'balestra', 'fleche', 'appel', 'coule', 'derobement', 'envelopment', 'touche', 'fencing',
                        'redoublement', 'atari', 'sente', 'gote', 'joseki', 'tesuji', 'aji', 'miai', 'knitting',
                        'purl', 'selvedge', 'yarnover', 'beekeeping', 'swarm', 'brood', 'kerning', 'dressage',
                        'passage', 'masse',
''')
rep('''    # ---- scenarios: set 100 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 95's 20 scenarios (ref/set95_scenarios.json), in set 95's order; represent each by its lowest
    # record id that is not set 95's id. Recomputed here.''',
'''    # ---- scenarios: set 101 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 96's 20 scenarios (ref/set96_scenarios.json), in set 96's order; represent each by its lowest
    # record id that is not set 96's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET95))  # set 95's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 95's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set95_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s100x_ = json.load(open(SET100))
    if len(s100x_) != 20 or len({ds[x][2] for x in s100x_ if x in ds}) != 20:
        err('ref/set100_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET96))  # set 96's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 96's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set96_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set100_scenarios.json'))) != chosen:
            err('ref/set100_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set100_scenarios.json: %s' % e)''',
'''    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set101_scenarios.json'))) != chosen:
            err('ref/set101_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set101_scenarios.json: %s' % e)
    # set 100's own choices file (saved as ref/set100_scenario_choices.json) must agree with ref/set100_scenarios.json
    try:
        s100 = [c['scenario'] for c in json.load(open(SET100_CHOICES))['chosen']]
        if len(s100) != 20 or s100 != json.load(open(SET100)):
            err('ref/set100_scenario_choices.json should list 20 chosen ids, those of ref/set100_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET100_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 100' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 95\\'s own ids' % x)
        if x in s99x_:
            err('chosen scenario %s is one of set 99\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 101' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 96\\'s own ids' % x)
        if x in s100x_:
            err('chosen scenario %s is one of set 100\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 95\\'s trees' % sc)''',
    '''            err('scenario %s is not in one of set 96\\'s trees' % sc)''')
rep("    # set 100's brief asks for exact counts", "    # set 101's brief asks for exact counts")
rep("    # set 100's notes are prose: no code", "    # set 101's notes are prose: no code")
rep("""                err('new tag %s appears in set 99\\'s README' % t)""",
    """                err('new tag %s appears in set 100\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 99\\'s README' % t)""",
    """                err('new tag %s (with a space) appears in set 100\\'s README' % t)""")
rep("""        err('set 99\\'s README not found at %s' % SET30_README)""",
    """        err('set 100\\'s README not found at %s' % SET30_README)""")
rep("is a prose style of sets 41 to 99 or a near variant", "is a prose style of sets 41 to 100 or a near variant")
rep("""(trees distinct, all set 95\\'s trees, none of set 95\\'s or set 99\\'s ids)""",
    """(trees distinct, all set 96\\'s trees, none of set 96\\'s or set 100\\'s ids)""")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
