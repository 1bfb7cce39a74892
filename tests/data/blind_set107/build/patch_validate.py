#!/usr/bin/env python3
"""Copy set 105's validate.py and patch it for set 107; every replacement is asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set105', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()

def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (c, n, old[:90])
    s = s.replace(old, new)

# docstring
rep('''"""Stdlib-only checker for blind set 105 (claims.jsonl, estimates.jsonl, README.md).

Set 104's checker with set 105's tags and counts, set 105's scenario rule (reused universes: the 20 trees
that hold set 100's 20 scenarios, in set 100's order, each represented by its lowest record id that is not
set 100's id; none of set 104's ids), and set 105's prose notes (six prose styles, 10 note texts each, both''',
'''"""Stdlib-only checker for blind set 107 (claims.jsonl, estimates.jsonl, README.md).

Set 105's checker with set 107's tags and counts, set 107's scenario rule (reused universes: the 20 trees
that hold set 102's 20 scenarios, in set 102's order, each represented by its lowest record id that is not
set 102's id; none of set 105's ids), and set 107's prose notes (six prose styles, 10 note texts each, both''')
# paths
rep('''SET104_CHOICES = os.path.join(HERE, 'ref', 'set104_scenario_choices.json')
# set 104's README: beside this folder (set 104 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set104', 'README.md')''',
'''SET104_CHOICES = os.path.join(HERE, 'ref', 'set104_scenario_choices.json')
SET105 = os.path.join(HERE, 'ref', 'set105_scenarios.json')
SET105_CHOICES = os.path.join(HERE, 'ref', 'set105_scenario_choices.json')
# set 105's README: beside this folder (set 105 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set105', 'README.md')''')
# claim tags
rep('''    # set 105 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 105's new tags, each with committing and adversarial forms (checked below)
    'zlayji_zellij': 12, 'ulana_lauhala': 12, 'chendevadaka_chende': 12, 'requintista_requinto': 12,
    'taguero_tagua': 12, 'tejamanilero_tejamanil': 12, 'petatero_petate': 12, 'jicarero_jicara': 12,''',
'''    # set 107 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 107's new tags, each with committing and adversarial forms (checked below)
    'piernikarz_piernik': 12, 'duodjar_duodji': 12, 'dancheongjang_dancheong': 12, 'chochinshi_chochin': 12,
    'mascarero_vejigante': 12, 'santero_bulto': 12, 'filigraneiro_filigrana': 12, 'tohunga_whakairo': 12,''')
rep('''NEW_CLAIM_TAGS = ['zlayji_zellij', 'ulana_lauhala', 'chendevadaka_chende', 'requintista_requinto', 'taguero_tagua', 'tejamanilero_tejamanil', 'petatero_petate', 'jicarero_jicara']''',
'''NEW_CLAIM_TAGS = ['piernikarz_piernik', 'duodjar_duodji', 'dancheongjang_dancheong', 'chochinshi_chochin', 'mascarero_vejigante', 'santero_bulto', 'filigraneiro_filigrana', 'tohunga_whakairo']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 104's tags, their words and domain words (from set 104's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 105's tags, their words and domain words (from set 105's README)
    'zlayji_zellij', 'ulana_lauhala', 'chendevadaka_chende', 'requintista_requinto', 'taguero_tagua',
    'tejamanilero_tejamanil', 'petatero_petate', 'jicarero_jicara',
    'zlayji', 'zellij', 'ulana', 'lauhala', 'chendevadaka', 'chende', 'requintista', 'requinto', 'taguero', 'tagua',
    'tejamanilero', 'tejamanil', 'petatero', 'petate', 'jicarero', 'jicara',
    'fez', 'talaa', 'kebira', 'manqash', 'boujloud', 'chouara', 'merinid', 'kailua', 'kona', 'hala', 'papale',
    'moena', 'hilo', 'pele', 'yakshagana', 'udupi', 'paryaya', 'tlacotalpan', 'fandango', 'fandangos', 'pua',
    'candelaria', 'llorona', 'papaloapan', 'zapateado', 'tarima', 'coplas', 'portoviejo', 'lopez', 'oyamel',
    'angahuan', 'paricutin', 'purepecha', 'chilapa', 'tianguis', 'chiapa', 'corzo', 'laca', 'grijalva',
    'parachico', 'zoque',
    # set 107's dropped candidates that passed the lists (the same trade as an earlier tag: minakar_minakari
    # (enameller_champleve), kijishi_kokeshi (woodturner_lathe, bodger_polelathe), varpet_khachkar
    # (stonemason_chisel), gaiteiro_gaita (bagpiper_chanter); an instrument, a cloth or a tool rather than a maker,
    # or terms I was not certain of)
    'minakar_minakari', 'kijishi_kokeshi', 'varpet_khachkar', 'gaiteiro_gaita', 'ngatu_kupesi', 'koka_ngatu',
    'tupilak', 'sasando_lontar', 'partonun_ulos', 'ulos_gorga', 'tnalak_tnalak', 'kente_adinkra', 'sadu_sadu',
    'sadawiya_sadu', 'chikankar_chikan', 'tivaevae_tataura', 'whakairo_toki', 'lefkaritika_kentima',
    'hanji_jiseung', 'shyrdak_kiyiz', 'kente', 'tivaevae', 'kantha', 'suzani', 'khokhloma', 'petrykivka',
    'azulejo', 'sgraffito', 'gzhel', 'kilim',
    # set 107's candidates that passed and were not needed
    'wagashiya_nerikiri', 'makonde_ujamaa', 'tingatinga', 'thewa', 'rogan', 'pichwai', 'sikki', 'channapatna',
    'palekh', 'zhostovo', 'vyshyvanka', 'trencadis', 'tagine',
    # set 104's tags, their words and domain words (from set 104's README)''')
# prose styles
rep('''            # new in set 105 (prose styles)
            'boleo', 'sacada', 'barrida', 'volcada', 'enrosque', 'calesita'}
NEW_EST_TAGS = ['boleo', 'sacada', 'barrida', 'volcada', 'enrosque', 'calesita']
# set 105: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'boleo': [r'(?i)\\bboleos?\\b'],''',
'''            # new in set 105 (prose styles)
            'boleo', 'sacada', 'barrida', 'volcada', 'enrosque', 'calesita',
            # new in set 107 (prose styles)
            'immelmann', 'chandelle', 'lomcevak', 'avalanche', 'kulbit', 'derry'}
NEW_EST_TAGS = ['immelmann', 'chandelle', 'lomcevak', 'avalanche', 'kulbit', 'derry']
# set 107: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'immelmann': [r'(?i)\\bimmelmanns?\\b'],
    'chandelle': [r'(?i)\\bchandelles?\\b'],
    'lomcevak': [r'(?i)\\blomcevaks?\\b'],
    'avalanche': [r'(?i)\\bavalanches?\\b'],
    'kulbit': [r'(?i)\\bkulbits?\\b'],
    'derry': [r'(?i)\\bderrys?\\b'],
}
# set 105's patterns (kept for the record; set 105's styles are not used here)
SET105_STYLE_PATTERNS = {
    'boleo': [r'(?i)\\bboleos?\\b'],''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 104's prose styles and near variants (from set 104's README)''',
'''SET41_STYLE_VARIANTS = {
                        # set 105's prose styles and near variants (from set 105's README)
                        'boleo', 'boleos', 'sacada', 'sacadas', 'barrida', 'barridas', 'volcada', 'volcadas',
                        'enrosque', 'enrosques', 'calesita', 'calesitas',
                        # set 107's candidates that passed and were not used (of aerobatics: pugachev, herbst,
                        # aresti, aileron, snaproll, inverted, hesitation, zoom, lomcovak; of capoeira: ginga ...
                        # bencao; heraldic lines: engrailed ... potenty; capework: veronica ... manoletina)
                        'pugachev', 'herbst', 'aresti', 'aerobat', 'aerobatic', 'aerobatics', 'airshow', 'aileron',
                        'snaproll', 'inverted', 'hesitation', 'zoom', 'lomcovak',
                        'ginga', 'esquiva', 'negativa', 'rasteira', 'queixada', 'martelo', 'armada', 'meialua',
                        'macaco', 'cocorinha', 'bencao',
                        'engrailed', 'invected', 'embattled', 'nebuly', 'raguly', 'dancetty', 'indented',
                        'dovetailed', 'potenty',
                        'veronica', 'chicuelina', 'gaonera', 'revolera', 'faena', 'manoletina',
                        # set 107's dropped candidates (an entry, an entry's word or a substring: tailslide (slide),
                        # humpty, wingover (over), hammerhead (hammer), stallturn (turn), barrel_roll (barrel),
                        # split_s (split), lazy_eight and cuban_eight (eight), torque_roll (roll), knife_edge,
                        # rolling_circle (circle), cobra, tumble (tumbler), stall, yoyo, loop, flick, sailplane,
                        # biplane (wingwalker_biplane), pilot; capoeira, au (tufuga_au); heraldry)
                        'tailslide', 'humpty', 'wingover', 'hammerhead', 'stallturn', 'barrel_roll', 'split_s',
                        'lazy_eight', 'cuban_eight', 'torque_roll', 'knife_edge', 'rolling_circle', 'cobra', 'tumble',
                        'stall', 'yoyo', 'loop', 'flick', 'sailplane', 'biplane', 'pilot', 'capoeira', 'au',
                        # set 104's prose styles and near variants (from set 104's README)''')
# scenarios
rep('''    # ---- scenarios: set 105 reuses universes ----''', '''    # ---- scenarios: set 107 reuses universes ----''')
rep('''    s28_ = json.load(open(SET100))  # set 100's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 100's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set100_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s105x_ = json.load(open(SET105))
    if len(s105x_) != 20 or len({ds[x][2] for x in s105x_ if x in ds}) != 20:
        err('ref/set105_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET102))  # set 102's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 102's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set102_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set105_scenarios.json'))) != chosen:
            err('ref/set105_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set105_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set107_scenarios.json'))) != chosen:
            err('ref/set107_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set107_scenarios.json: %s' % e)
    # set 105's own choices file (saved as ref/set105_scenario_choices.json) must agree with ref/set105_scenarios.json
    try:
        s105 = [c['scenario'] for c in json.load(open(SET105_CHOICES))['chosen']]
        if len(s105) != 20 or s105 != json.load(open(SET105)):
            err('ref/set105_scenario_choices.json should list 20 chosen ids, those of ref/set105_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET105_CHOICES, e))
''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 105' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 100\\'s own ids' % x)
        if x in s104x_:
            err('chosen scenario %s is one of set 104\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 107' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 102\\'s own ids' % x)
        if x in s105x_:
            err('chosen scenario %s is one of set 105\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 100\\'s trees' % sc)''',
    '''            err('scenario %s is not in one of set 102\\'s trees' % sc)''')
rep('''    # set 105's brief asks for exact counts''', '''    # set 107's brief asks for exact counts''')
rep('''    # set 105's notes are prose: no code, markup, configuration or data-format characters''',
    '''    # set 107's notes are prose: no code, markup, configuration or data-format characters''')
rep('''                err('new tag %s appears in set 104\\'s README' % t)''', '''                err('new tag %s appears in set 105\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 104\\'s README' % t)''',
    '''                err('new tag %s (with a space) appears in set 105\\'s README' % t)''')
rep('''        err('set 104\\'s README not found at %s' % SET30_README)''', '''        err('set 105\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 104 or a near variant' % t)''',
    '''            err('new estimate tag %s is a prose style of sets 41 to 105 or a near variant' % t)''')
rep('''all set 100\\'s trees, none of set 100\\'s or set 104\\'s ids)''', '''all set 102\\'s trees, none of set 102\\'s or set 105\\'s ids)''')
open(DST, 'w', encoding='utf-8').write(s)
print('written', DST)
