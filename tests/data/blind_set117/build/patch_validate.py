#!/usr/bin/env python3
"""Copies set 116's validate.py and patches it for set 117; every replacement is asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set116', 'validate.py')).read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 116 (claims.jsonl, estimates.jsonl, README.md).

Set 113's checker with set 116's tags and counts, set 116's scenario rule (reused universes: the 20 trees
that hold set 111's 20 scenarios, in set 111's order, each represented by its lowest record id that is not
set 111's id; none of set 113's ids), and set 116's prose notes (six prose styles, 10 note texts each, both''',
'''"""Stdlib-only checker for blind set 117 (claims.jsonl, estimates.jsonl, README.md).

Set 116's checker with set 117's tags and counts, set 117's scenario rule (reused universes: the 20 trees
that hold set 112's 20 scenarios, in set 112's order, each represented by its lowest record id that is neither
set 112's id nor set 116's id), and set 117's prose notes (six prose styles, 10 note texts each, both''')
rep('''SET113_CHOICES = os.path.join(HERE, 'ref', 'set113_scenario_choices.json')
# set 113's README: beside this folder (set 113 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set113', 'README.md')''',
'''SET113_CHOICES = os.path.join(HERE, 'ref', 'set113_scenario_choices.json')
SET116 = os.path.join(HERE, 'ref', 'set116_scenarios.json')
SET116_CHOICES = os.path.join(HERE, 'ref', 'set116_scenario_choices.json')
SET112 = os.path.join(HERE, 'ref', 'set112_scenarios.json')
# set 116's README: beside this folder (set 116 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set116', 'README.md')''')
rep('''    # set 116 stresses replies''', '''    # set 117 stresses replies''')
rep('''    # set 116's new tags, each with committing and adversarial forms (checked below)
    'nopalero_nopal': 12, 'rapadureiro_rapadura': 12, 'wafelbakker_stroop': 12, 'picaronera_picaron': 12,
    'tarallaro_taralli': 12, 'okonomiyakiya_teko': 12, 'panipuriwala_puri': 12, 'zongzi_zongye': 12,''',
'''    # set 117's new tags, each with committing and adversarial forms (checked below)
    'acequiero_acequia': 12, 'guadamacilero_guadamaci': 12, 'figurinaio_figurina': 12, 'acciugaio_acciuga': 12,
    'erksousi_ibrik': 12, 'hierbera_hierba': 12, 'gelsominaia_gelsomino': 12, 'amanteca_colibri': 12,''')
rep('''NEW_CLAIM_TAGS = ['nopalero_nopal', 'rapadureiro_rapadura', 'wafelbakker_stroop', 'picaronera_picaron', 'tarallaro_taralli', 'okonomiyakiya_teko', 'panipuriwala_puri', 'zongzi_zongye']''',
'''NEW_CLAIM_TAGS = ['acequiero_acequia', 'guadamacilero_guadamaci', 'figurinaio_figurina', 'acciugaio_acciuga', 'erksousi_ibrik', 'hierbera_hierba', 'gelsominaia_gelsomino', 'amanteca_colibri']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 116's tags, their words and domain words (from set 116's README)
    'nopalero_nopal', 'rapadureiro_rapadura', 'wafelbakker_stroop', 'picaronera_picaron', 'tarallaro_taralli',
    'okonomiyakiya_teko', 'panipuriwala_puri', 'zongzi_zongye',
    'nopalero', 'nopal', 'rapadureiro', 'rapadura', 'wafelbakker', 'stroop', 'picaronera', 'picaron', 'tarallaro',
    'taralli', 'okonomiyakiya', 'teko', 'panipuriwala', 'puri', 'zongzi', 'zongye',
    'milpa', 'ceara', 'gouda', 'stroopwafel', 'picarones', 'tarallo', 'okonomiyaki', 'teppan', 'panipuri',
    'chowpatty', 'mergellina',
    # set 117's candidates that passed the lists and were dropped (the same trade as an earlier tag: fanous_fawanis
    # and funileiro_funil (tinsmith_snips, tinsmith_solder), kessal_kessa (saunameister_ladle), hwagakjang_hwagak
    # (marquetry_inlay, bidriwala_inlay), hankoya_inkan (hankoshi_inniku), mashrabiya_khart (woodturner_lathe),
    # bordadeira_bastidor (embroiderer_hoop), ardina_jornal (newsagent_rack), babouchier_babouche (cobbler_last),
    # fiascaio_fiasco (strawplaiter_plait)) and those not needed beside the chosen tags
    'fanous_fawanis', 'fanous', 'fawanis', 'funileiro_funil', 'funileiro', 'funil', 'kessal_kessa', 'kessal',
    'kessa', 'hwagakjang_hwagak', 'hwagakjang', 'hwagak', 'hankoya_inkan', 'hankoya', 'inkan',
    'mashrabiya_khart', 'mashrabiya', 'khart', 'bordadeira_bastidor', 'bordadeira', 'bastidor', 'ardina_jornal',
    'ardina', 'jornal', 'babouchier_babouche', 'babouchier', 'babouche', 'fiascaio_fiasco', 'fiascaio', 'fiasco',
    'adobero_adobe', 'adobero', 'adobe', 'galletero_galleta', 'galletero', 'galleta', 'ghantiwala_ghanta',
    'ghantiwala', 'ghanta', 'jamdani_jacquard', 'jamdani', 'jacquard', 'acquafrescaio_acquafresca',
    'acquafrescaio', 'acquafresca',
''')
rep('''            # new in set 116 (prose styles)
            'rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves'}
NEW_EST_TAGS = ['rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves']
# set 116: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written in the plural; botepronto may also be written bote pronto or bote-pronto)
STYLE_PATTERNS = {''',
'''            # new in set 116 (prose styles)
            'rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves',
            # new in set 117 (prose styles)
            'alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti'}
NEW_EST_TAGS = ['alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti']
# set 117: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written in the plural; kartarimukha may also be written kartari mukha or kartari-mukha)
STYLE_PATTERNS = {
    'alapadma': [r'(?i)\\balapadmas?\\b'],
    'arala': [r'(?i)\\baralas?\\b'],
    'bhramara': [r'(?i)\\bbhramaras?\\b'],
    'hamsasya': [r'(?i)\\bhamsasyas?\\b'],
    'kartarimukha': [r'(?i)\\bkartari[- ]?mukhas?\\b'],
    'mushti': [r'(?i)\\bmushtis?\\b'],
}
# set 116's patterns (kept for the record; set 116's styles are not used here)
SET116_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 116's prose styles and near variants (from set 116's README)
                        'rebote', 'rebotes', 'carom', 'caroms', 'arrimada', 'arrimadas', 'botepronto', 'bote_pronto',
                        'cortada', 'cortadas', 'reves', 'pelota',
                        # set 117's style candidates that passed and were not used (mudras of Indian classical
                        # dance; of capoeira, the words that passed) and its dropped candidates (a substring)
                        'pataka', 'tripataka', 'suchi', 'shikhara', 'sarpashirsha', 'mrigashirsha', 'simhamukha',
                        'padmakosha', 'sandamsha', 'hamsapaksha', 'tamrachuda', 'kapitta', 'hasta', 'bharatanatyam',
                        'dubki', 'aluvanda', 'atabaque', 'jogo', 'mandinga', 'malicia', 'chamada', 'ladainha',
                        'corrido', 'mukula', 'chatura', 'ardhachandra', 'kangula', 'chandrakala', 'katakamukha',
                        'trishula', 'chapa',
''')
rep('''    # ---- scenarios: set 116 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 111's 20 scenarios (ref/set111_scenarios.json), in set 111's order; represent each by its lowest
    # record id that is not set 111's id (none is set 113's id). Recomputed here.''',
'''    # ---- scenarios: set 117 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 112's 20 scenarios (ref/set112_scenarios.json), in set 112's order; represent each by its lowest
    # record id that is neither set 112's id nor set 116's id (ref/set116_scenarios.json). Recomputed here.''')
rep('''    s28_ = json.load(open(SET111))  # set 111's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 111's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s116x_ = json.load(open(SET116))
    if len(s116x_) != 20 or len({ds[x][2] for x in s116x_ if x in ds}) != 20:
        err('ref/set116_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET112))  # set 112's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 112's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set112_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x]
        expected.append(rest[0] if rest else x)''',
'''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s116x_]
        expected.append(rest[0] if rest else x)''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set116_scenarios.json'))) != chosen:
            err('ref/set116_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set116_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set117_scenarios.json'))) != chosen:
            err('ref/set117_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set117_scenarios.json: %s' % e)
    # set 116's own choices file (saved as ref/set116_scenario_choices.json) must agree with ref/set116_scenarios.json
    try:
        s116 = [c['scenario'] for c in json.load(open(SET116_CHOICES))['chosen']]
        if len(s116) != 20 or s116 != json.load(open(SET116)):
            err('ref/set116_scenario_choices.json should list 20 chosen ids, those of ref/set116_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET116_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 116' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 111\\'s own ids' % x)
        if x in s113x_:
            err('chosen scenario %s is one of set 113\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 117' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 112\\'s own ids' % x)
        if x in s116x_:
            err('chosen scenario %s is one of set 116\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 111\\'s trees' % sc)''',
'''            err('scenario %s is not in one of set 112\\'s trees' % sc)''')
rep('''    # set 116's brief asks for exact counts''', '''    # set 117's brief asks for exact counts''')
rep('''    # set 116's notes are prose:''', '''    # set 117's notes are prose:''')
rep('''                err('new tag %s appears in set 113\\'s README' % t)''', '''                err('new tag %s appears in set 116\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 113\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 116\\'s README' % t)''')
rep('''        err('set 113\\'s README not found at %s' % SET30_README)''', '''        err('set 116\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 113 or a near variant' % t)''',
'''            err('new estimate tag %s is a prose style of sets 41 to 116 or a near variant' % t)''')
rep('''all set 111\\'s trees, none of set 111\\'s or set 113\\'s ids)''', '''all set 112\\'s trees, none of set 112\\'s or set 116\\'s ids)''')
for old, new, n in R:
    c = src.count(old)
    assert c == n, (old[:80], c)
    src = src.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
