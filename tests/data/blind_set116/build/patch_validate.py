#!/usr/bin/env python3
"""Copies set 113's validate.py and patches it for set 116 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set113', 'validate.py'), encoding='utf-8').read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 113 (claims.jsonl, estimates.jsonl, README.md).

Set 111's checker with set 113's tags and counts, set 113's scenario rule (reused universes: the 20 trees
that hold set 108's 20 scenarios, in set 108's order, each represented by its lowest record id that is not
set 108's id; none of set 111's ids), and set 113's prose notes (six prose styles, 10 note texts each, both
kinds per text, 120 records, no code or markup characters; a line starting with -, * or # only as a plain
prose bullet; each style's own construction checked on every note).''',
'''"""Stdlib-only checker for blind set 116 (claims.jsonl, estimates.jsonl, README.md).

Set 113's checker with set 116's tags and counts, set 116's scenario rule (reused universes: the 20 trees
that hold set 111's 20 scenarios, in set 111's order, each represented by its lowest record id that is not
set 111's id; none of set 113's ids), and set 116's prose notes (six prose styles, 10 note texts each, both
kinds per text, 120 records, no code or markup characters; a line starting with -, * or # only as a plain
prose bullet; each style's own construction checked on every note).''')
rep('''SET111_CHOICES = os.path.join(HERE, 'ref', 'set111_scenario_choices.json')
# set 111's README: beside this folder (set 111 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set111', 'README.md')''',
'''SET111_CHOICES = os.path.join(HERE, 'ref', 'set111_scenario_choices.json')
SET113 = os.path.join(HERE, 'ref', 'set113_scenarios.json')
SET113_CHOICES = os.path.join(HERE, 'ref', 'set113_scenario_choices.json')
# set 113's README: beside this folder (set 113 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set113', 'README.md')''')
rep('''    # set 113 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 113's new tags, each with committing and adversarial forms (checked below)
    'pernikar_pernik': 12, 'kelaghayi_galib': 12, 'ritipanna_koggala': 12, 'torronaio_torrone': 12,
    'carrettiere_carretto': 12, 'sembeiya_sembei': 12, 'dalgona_ppopgi': 12, 'taiyakiya_taiyaki': 12,''',
'''    # set 116 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 116's new tags, each with committing and adversarial forms (checked below)
    'nopalero_nopal': 12, 'rapadureiro_rapadura': 12, 'wafelbakker_stroop': 12, 'picaronera_picaron': 12,
    'tarallaro_taralli': 12, 'okonomiyakiya_teko': 12, 'panipuriwala_puri': 12, 'zongzi_zongye': 12,''')
rep('''NEW_CLAIM_TAGS = ['pernikar_pernik', 'kelaghayi_galib', 'ritipanna_koggala', 'torronaio_torrone', 'carrettiere_carretto', 'sembeiya_sembei', 'dalgona_ppopgi', 'taiyakiya_taiyaki']''',
'''NEW_CLAIM_TAGS = ['nopalero_nopal', 'rapadureiro_rapadura', 'wafelbakker_stroop', 'picaronera_picaron', 'tarallaro_taralli', 'okonomiyakiya_teko', 'panipuriwala_puri', 'zongzi_zongye']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 113's tags, their words and domain words (from set 113's README)
    'pernikar_pernik', 'kelaghayi_galib', 'ritipanna_koggala', 'torronaio_torrone', 'carrettiere_carretto',
    'sembeiya_sembei', 'dalgona_ppopgi', 'taiyakiya_taiyaki',
    'pernikar', 'pernik', 'kelaghayi', 'galib', 'ritipanna', 'koggala', 'torronaio', 'torrone', 'carrettiere',
    'carretto', 'sembeiya', 'sembei', 'dalgona', 'ppopgi', 'taiyakiya', 'taiyaki',
    'pardubice', 'basqal', 'madder', 'cremona', 'soka', 'paladins', 'kiuas',
    # set 116's candidates that passed the lists and were dropped (the same trade as an earlier tag: yosegi_zaiku
    # (marquetry_inlay), savonnier_savon (soapmaker_lye), trdelnikar_trdlo (kurtoskalacs), vraicer_vraic
    # (seaweedharvester_sickle), nevaio_neviera (nevero_pozo), traghettatore_traghetto (gondolier)) and those
    # not needed beside the chosen tags
    'yosegi_zaiku', 'yosegi', 'zaiku', 'savonnier_savon', 'savonnier', 'savon', 'trdelnikar_trdlo', 'trdelnikar',
    'trdlo', 'vraicer_vraic', 'vraicer', 'vraic', 'nevaio_neviera', 'nevaio', 'neviera', 'traghettatore_traghetto',
    'traghettatore', 'traghetto', 'oblatkar_oblatka', 'oblatkar', 'oblatka', 'obleas_oblea', 'obleas', 'oblea',
    'zongziwala',
''')
rep('''            # new in set 113 (prose styles)
            'moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara'}
NEW_EST_TAGS = ['moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara']
# set 113: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written with a hyphen or a space after its first syllables: moshi-kame, tome-ken, furi-ken)
STYLE_PATTERNS = {''',
'''            # new in set 113 (prose styles)
            'moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara',
            # new in set 116 (prose styles)
            'rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves'}
NEW_EST_TAGS = ['rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves']
# set 116: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written in the plural; botepronto may also be written bote pronto or bote-pronto)
STYLE_PATTERNS = {
    'rebote': [r'(?i)\\brebotes?\\b'],
    'carom': [r'(?i)\\bcaroms?\\b'],
    'arrimada': [r'(?i)\\barrimadas?\\b'],
    'botepronto': [r'(?i)\\bbote[- ]?prontos?\\b'],
    'cortada': [r'(?i)\\bcortadas?\\b'],
    'reves': [r'(?i)\\breves\\b'],
}
# set 113's patterns (kept for the record; set 113's styles are not used here)
SET113_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 113's prose styles and near variants (from set 113's README)
                        'moshikame', 'moshi_kame', 'tomeken', 'tome_ken', 'furiken', 'furi_ken', 'hikoki',
                        'toudai', 'ozara', 'kendama',
                        # set 116's style candidates that passed and were not used (of pelota: saque, txapela,
                        # frontis, xistera, atxiki; of quidditch: wronski, porskoff, plumpton, transylvanian, sloth;
                        # of Swiss wrestling: kurz, brienzer, hufter, gammen, wyberhaken, ubersprung; of ssireum:
                        # baejigi, anhurigi, ttaengdeoji, deotgeolgi; of ultimate: scoober; of go: nozoki,
                        # uttegaeshi, warikomi, sagari, osae, nigiri, nobi; of yoga: asana, tadasana, vrksasana,
                        # savasana, sirsasana, navasana, sarvangasana, balasana, uttanasana)
                        'saque', 'txapela', 'frontis', 'xistera', 'atxiki', 'wronski', 'porskoff', 'plumpton',
                        'transylvanian', 'sloth', 'kurz', 'brienzer', 'hufter', 'gammen', 'wyberhaken', 'ubersprung',
                        'baejigi', 'anhurigi', 'ttaengdeoji', 'deotgeolgi', 'scoober', 'nozoki', 'uttegaeshi',
                        'warikomi', 'sagari', 'osae', 'nigiri', 'nobi', 'asana', 'tadasana', 'vrksasana', 'savasana',
                        'sirsasana', 'navasana', 'sarvangasana', 'balasana', 'uttanasana',
                        # set 116's dropped candidates and themes (an entry, an entry's word or a substring)
                        'utkatasana', 'ustrasana', 'trikonasana', 'virabhadrasana', 'yoga', 'weiqi', 'baduk',
                        'tesuji', 'tenuki', 'shicho', 'quidditch', 'schwingen', 'ssireum', 'sotamano', 'volea',
                        'chula', 'dejada', 'remate', 'jaialai',
''')
rep('''    # ---- scenarios: set 113 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 108's 20 scenarios (ref/set108_scenarios.json), in set 108's order; represent each by its lowest
    # record id that is not set 108's id. Recomputed here.''',
'''    # ---- scenarios: set 116 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 111's 20 scenarios (ref/set111_scenarios.json), in set 111's order; represent each by its lowest
    # record id that is not set 111's id (none is set 113's id). Recomputed here.''')
rep('''        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET108))  # set 108's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 108's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set108_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')
    s113x_ = json.load(open(SET113))
    if len(s113x_) != 20 or len({ds[x][2] for x in s113x_ if x in ds}) != 20:
        err('ref/set113_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET111))  # set 111's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 111's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set113_scenarios.json'))) != chosen:
            err('ref/set113_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set113_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set116_scenarios.json'))) != chosen:
            err('ref/set116_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set116_scenarios.json: %s' % e)
    # set 113's own choices file (saved as ref/set113_scenario_choices.json) must agree with ref/set113_scenarios.json
    try:
        s113 = [c['scenario'] for c in json.load(open(SET113_CHOICES))['chosen']]
        if len(s113) != 20 or s113 != json.load(open(SET113)):
            err('ref/set113_scenario_choices.json should list 20 chosen ids, those of ref/set113_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET113_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 113' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 108\\'s own ids' % x)
        if x in s111x_:
            err('chosen scenario %s is one of set 111\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 116' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 111\\'s own ids' % x)
        if x in s113x_:
            err('chosen scenario %s is one of set 113\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 108\\'s trees' % sc)''',
'''            err('scenario %s is not in one of set 111\\'s trees' % sc)''')
rep("    # set 113's brief asks for exact counts", "    # set 116's brief asks for exact counts")
rep("    # set 113's notes are prose: no code, markup, configuration or data-format characters",
    "    # set 116's notes are prose: no code, markup, configuration or data-format characters")
rep("""                err('new tag %s appears in set 111\\'s README' % t)""", """                err('new tag %s appears in set 113\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 111\\'s README' % t)""",
    """                err('new tag %s (with a space) appears in set 113\\'s README' % t)""")
rep("""        err('set 111\\'s README not found at %s' % SET30_README)""", """        err('set 113\\'s README not found at %s' % SET30_README)""")
rep("""            err('new estimate tag %s is a prose style of sets 41 to 111 or a near variant' % t)""",
    """            err('new estimate tag %s is a prose style of sets 41 to 113 or a near variant' % t)""")
rep("""all set 108\\'s trees, none of set 108\\'s or set 111\\'s ids)""", """all set 111\\'s trees, none of set 111\\'s or set 113\\'s ids)""")
for old, new, n in R:
    c = src.count(old)
    assert c == n, (old[:80], c)
for old, new, n in R:
    src = src.replace(old, new)
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print(len(R), 'replacements')
