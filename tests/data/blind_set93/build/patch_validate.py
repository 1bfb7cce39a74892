#!/usr/bin/env python3
"""Writes set 93's validate.py from set 92's (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set92', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['irqsous_tasa', 'mensu_raido', 'jamugendong_bakul', 'arzuhalci_daktilo', 'eelman_glaive',
            'balmaiden_bucker', 'nariyalwala_koyta', 'magbabalut_bakol']
STYLES = ['squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke']
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 92 (claims.jsonl, estimates.jsonl, README.md).

Set 91's checker with set 92's tags and counts, set 92's scenario rule (reused universes: the 20 trees
that hold set 87's 20 scenarios, in set 87's order, each represented by its lowest record id that is not
set 87's id), and set 92's prose notes''',
    '''"""Stdlib-only checker for blind set 93 (claims.jsonl, estimates.jsonl, README.md).

Set 92's checker with set 93's tags and counts, set 93's scenario rule (reused universes: the 20 trees
that hold set 88's 20 scenarios, in set 88's order, each represented by its lowest record id that is not
set 88's id), and set 93's prose notes''')
rep("SET91_CHOICES = os.path.join(HERE, 'ref', 'set91_scenario_choices.json')\n",
    "SET91_CHOICES = os.path.join(HERE, 'ref', 'set91_scenario_choices.json')\n"
    "SET92 = os.path.join(HERE, 'ref', 'set92_scenarios.json')\n"
    "SET92_CHOICES = os.path.join(HERE, 'ref', 'set92_scenario_choices.json')\n")
rep("# set 91's README: beside this folder (set 91 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set91', 'README.md')",
    "# set 92's README: beside this folder (set 92 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set92', 'README.md')")
rep('''    # set 92 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 92's new tags, each with committing and adversarial forms (checked below)
    'hammal_semer': 12, 'hodman_hod': 12, 'purefinder_pail': 12, 'benshi_katsuben': 12,
    'kingyouri_tarai': 12, 'lanador_grapa': 12, 'corchero_hacha': 12, 'yeotjangsu_gawi': 12,''',
    '''    # set 93 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 93's new tags, each with committing and adversarial forms (checked below)
    'irqsous_tasa': 12, 'mensu_raido': 12, 'jamugendong_bakul': 12, 'arzuhalci_daktilo': 12,
    'eelman_glaive': 12, 'balmaiden_bucker': 12, 'nariyalwala_koyta': 12, 'magbabalut_bakol': 12,''')
rep("NEW_CLAIM_TAGS = ['hammal_semer', 'hodman_hod', 'purefinder_pail', 'benshi_katsuben', 'kingyouri_tarai', 'lanador_grapa', 'corchero_hacha', 'yeotjangsu_gawi']",
    "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep('''EARLIER_CLAIM_TAGS = {
    # set 91's tags, their words and domain words (from set 91's README)''',
    '''EARLIER_CLAIM_TAGS = {
    # set 92's tags, their words and domain words (from set 92's README)
    'hammal_semer', 'hodman_hod', 'purefinder_pail', 'benshi_katsuben', 'kingyouri_tarai', 'lanador_grapa',
    'corchero_hacha', 'yeotjangsu_gawi',
    'hammal', 'semer', 'hodman', 'hod', 'purefinder', 'pail', 'benshi', 'katsuben', 'kingyouri', 'tarai', 'lanador',
    'grapa', 'corchero', 'hacha', 'yeotjangsu', 'gawi',
    'porter', 'brick', 'mortar', 'dung', 'silent_film', 'goldfish', 'potmender', 'cork', 'taffy', 'yeot',
    # set 93's dropped candidates that passed the lists (near an earlier tag or entry: qahwaji_dallah (coffee),
    # izvozchik_duga (cab, horse), hikyaku_fubako (courier_satchel), impagliatore_paglia (chair, straw),
    # vitrier_carreau (glazier_putty), madari_damru (organgrinder_monkey, drum), furinuri_furin (icecreamvan_chimes),
    # jinrikisha_shafu (rickshawpuller_canopy), kagoya_kago (rickshawpuller_canopy, hammal_semer),
    # sbitenshchik_samovar, istriwala_koyla (charcoalburner_clamp), vendimiador_corquete (grape),
    # korobeinik_lotok (peddler), sobaya_demae (noodlepuller_dough), chiffonnier_hotte (raddiwala_taraju),
    # rauya_kiseru (tobacconist, calliopist_steam), bakenshchik_baken (oceanographer_buoy, lantern),
    # tulumbaci_tulumba (firefighter_crew), kulfiwala_matka (icecreamvan_chimes), bhuttawala_angithi
    # (chestnutroaster_brazier), sabbagh_nil (dyer_vat), mai_shayi (chaiwala))
    'qahwaji_dallah', 'izvozchik_duga', 'hikyaku_fubako', 'impagliatore_paglia', 'vitrier_carreau', 'madari_damru',
    'furinuri_furin', 'jinrikisha_shafu', 'kagoya_kago', 'sbitenshchik_samovar', 'istriwala_koyla',
    'vendimiador_corquete', 'korobeinik_lotok', 'sobaya_demae', 'chiffonnier_hotte', 'rauya_kiseru',
    'bakenshchik_baken', 'tulumbaci_tulumba', 'kulfiwala_matka', 'bhuttawala_angithi', 'sabbagh_nil', 'mai_shayi',
    # set 91's tags, their words and domain words (from set 91's README)''')
rep('''            # new in set 92 (prose styles)
            'corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus'}
NEW_EST_TAGS = ['corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus']
# set 92: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
    '''            # new in set 92 (prose styles)
            'corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus',
            # new in set 93 (prose styles)
            'squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke'}
NEW_EST_TAGS = %r
# set 93: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'squeeze': [r'(?i)\\bsqueez(e|es|ed|ing)\\b'],
    'endplay': [r'(?i)\\bendplay(s|ed)?\\b'],
    'tenace': [r'(?i)\\btenaces?\\b'],
    'crossruff': [r'(?i)\\bcrossruff(s|ed|ing)?\\b'],
    'yarborough': [r'(?i)\\byarboroughs?\\b'],
    'revoke': [r'(?i)\\brevok(e|es|ed)\\b'],
}
# set 92's patterns (kept for the record; set 92's styles are not used here)
SET92_STYLE_PATTERNS = {''' % STYLES)
rep('''SET41_STYLE_VARIANTS = {
                        # set 91's prose styles and near variants (from set 91's README)''',
    '''SET41_STYLE_VARIANTS = {
                        # set 92's prose styles and near variants (from set 92's README)
                        'corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus', 'corbels', 'lintels',
                        'spandrels', 'voussoirs', 'buttresses', 'buttressed', 'oculi', 'flying_buttress', 'keystone',
                        'cantilever', 'pilaster', 'colonnade', 'entablature', 'clerestory', 'arches', 'cathedral',
                        # set 93's candidates that passed and were not used (contract bridge: singleton ... rubber;
                        # fencing, near fencingmaster_foil: riposte ... glide; astronomy, near astronomer_eyepiece:
                        # libration ... orbit; the game of go, near weiqi_goban and baduk_goban: aji ... igo)
                        'singleton', 'sluff', 'kibitzer', 'stayman', 'cuebid', 'preempt', 'sacrifice', 'vugraph',
                        'honours', 'declarer', 'rubber',
                        'riposte', 'parry', 'feint', 'remise', 'fleche', 'derobement', 'appel', 'coule', 'croise',
                        'envelopment', 'reprise', 'flunge', 'glide',
                        'libration', 'syzygy', 'penumbra', 'apogee', 'perigee', 'opposition', 'azimuth', 'nadir',
                        'declination', 'precession', 'nutation', 'aberration', 'albedo', 'astronomy', 'orbit',
                        'aji', 'miai', 'gote', 'atari', 'tesuji', 'joseki', 'shicho', 'moyo', 'tenuki', 'geta',
                        'kikashi', 'igo',
                        # set 93's dropped candidates (an entry or a substring: finesse (ness), psyche (psych),
                        # ruff (truffle), blackwood (wood), overruff (over), underlead (under), discard, dummy, trick)
                        'finesse', 'psyche', 'ruff', 'blackwood', 'overruff', 'underlead',
                        # set 91's prose styles and near variants (from set 91's README)''')
rep('''    s91x_ = json.load(open(SET91))
    if len(s91x_) != 20 or len({ds[x][2] for x in s91x_ if x in ds}) != 20:
        err('ref/set91_scenarios.json should list 20 scenarios with 20 distinct trees')
''', '''    s91x_ = json.load(open(SET91))
    if len(s91x_) != 20 or len({ds[x][2] for x in s91x_ if x in ds}) != 20:
        err('ref/set91_scenarios.json should list 20 scenarios with 20 distinct trees')
    s92x_ = json.load(open(SET92))
    if len(s92x_) != 20 or len({ds[x][2] for x in s92x_ if x in ds}) != 20:
        err('ref/set92_scenarios.json should list 20 scenarios with 20 distinct trees')
''')
rep('''    s28_ = json.load(open(SET87))  # set 87's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 87's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set87_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s28_ = json.load(open(SET88))  # set 88's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 88's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set88_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep("    # ---- scenarios: set 92 reuses universes ----", "    # ---- scenarios: set 93 reuses universes ----")
rep("hold set 87's 20 scenarios (ref/set87_scenarios.json), in set 87's order; represent each by its lowest\n    # record id that is not set 87's id.",
    "hold set 88's 20 scenarios (ref/set88_scenarios.json), in set 88's order; represent each by its lowest\n    # record id that is not set 88's id.")
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set92_scenarios.json'))) != chosen:
            err('ref/set92_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set92_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set93_scenarios.json'))) != chosen:
            err('ref/set93_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set93_scenarios.json: %s' % e)
    # set 92's own choices file (saved as ref/set92_scenario_choices.json) must agree with ref/set92_scenarios.json
    try:
        s92 = [c['scenario'] for c in json.load(open(SET92_CHOICES))['chosen']]
        if len(s92) != 20 or s92 != json.load(open(SET92)):
            err('ref/set92_scenario_choices.json should list 20 chosen ids, those of ref/set92_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET92_CHOICES, e))
''')
rep("is not used by set 92' % x)", "is not used by set 93' % x)")
rep("err('chosen scenario %s is one of set 87\\'s own ids' % x)", "err('chosen scenario %s is one of set 88\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 87\\'s trees' % sc)", "err('scenario %s is not in one of set 88\\'s trees' % sc)")
rep("    # set 92's brief asks for exact counts", "    # set 93's brief asks for exact counts")
rep("    # set 92's notes are prose", "    # set 93's notes are prose")
rep("appears in set 91\\'s README' % t)", "appears in set 92\\'s README' % t)", 2)
rep("err('set 91\\'s README not found at %s' % SET30_README)", "err('set 92\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 91 or a near variant", "is a prose style of sets 41 to 92 or a near variant")
rep("(trees distinct, all set 87\\'s trees, none of set 87\\'s ids)", "(trees distinct, all set 88\\'s trees, none of set 88\\'s ids)")
for old, new, n in R:
    c = src.count(old)
    assert c == n, (c, n, old[:80])
    src = src.replace(old, new)
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written,', len(R), 'replacements')
