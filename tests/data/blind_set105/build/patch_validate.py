"""Copy set 104's validate.py and patch it for set 105 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set104', 'validate.py'), encoding='utf-8').read()
def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:70], c, n)
    src = src.replace(old, new)
rep('''"""Stdlib-only checker for blind set 104 (claims.jsonl, estimates.jsonl, README.md).

Set 103's checker with set 104's tags and counts, set 104's scenario rule (reused universes: the 20 trees
that hold set 99's 20 scenarios, in set 99's order, each represented by its lowest record id that is not
set 99's id; none of set 103's ids), and set 104's prose notes''',
'''"""Stdlib-only checker for blind set 105 (claims.jsonl, estimates.jsonl, README.md).

Set 104's checker with set 105's tags and counts, set 105's scenario rule (reused universes: the 20 trees
that hold set 100's 20 scenarios, in set 100's order, each represented by its lowest record id that is not
set 100's id; none of set 104's ids), and set 105's prose notes''')
rep("SET103_CHOICES = os.path.join(HERE, 'ref', 'set103_scenario_choices.json')\n",
    "SET103_CHOICES = os.path.join(HERE, 'ref', 'set103_scenario_choices.json')\n"
    "SET104 = os.path.join(HERE, 'ref', 'set104_scenarios.json')\n"
    "SET104_CHOICES = os.path.join(HERE, 'ref', 'set104_scenario_choices.json')\n")
rep("# set 103's README: beside this folder (set 103 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set103', 'README.md')",
    "# set 104's README: beside this folder (set 104 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set104', 'README.md')")
rep('''    # set 104 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 104's new tags, each with committing and adversarial forms (checked below)
    'balsero_totora': 12, 'fallero_ninot': 12, 'guadamecilero_guadamecil': 12, 'kalamkari_kalam': 12,
    'grallaire_gralla': 12, 'kobyzshy_kobyz': 12, 'oyaci_oya': 12, 'saetero_saeta': 12,''',
'''    # set 105 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 105's new tags, each with committing and adversarial forms (checked below)
    'zlayji_zellij': 12, 'ulana_lauhala': 12, 'chendevadaka_chende': 12, 'requintista_requinto': 12,
    'taguero_tagua': 12, 'tejamanilero_tejamanil': 12, 'petatero_petate': 12, 'jicarero_jicara': 12,''')
rep("NEW_CLAIM_TAGS = ['balsero_totora', 'fallero_ninot', 'guadamecilero_guadamecil', 'kalamkari_kalam', 'grallaire_gralla', 'kobyzshy_kobyz', 'oyaci_oya', 'saetero_saeta']",
    "NEW_CLAIM_TAGS = ['zlayji_zellij', 'ulana_lauhala', 'chendevadaka_chende', 'requintista_requinto', 'taguero_tagua', 'tejamanilero_tejamanil', 'petatero_petate', 'jicarero_jicara']")
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 104's tags, their words and domain words (from set 104's README)
    'balsero_totora', 'fallero_ninot', 'guadamecilero_guadamecil', 'kalamkari_kalam', 'grallaire_gralla',
    'kobyzshy_kobyz', 'oyaci_oya', 'saetero_saeta',
    'balsero', 'totora', 'fallero', 'ninot', 'guadamecilero', 'guadamecil', 'kalamkari', 'kalam', 'grallaire',
    'gralla', 'kobyzshy', 'kobyz', 'oyaci', 'oya', 'saetero', 'saeta',
    'titicaca', 'puno', 'lake', 'aymara', 'uru', 'uros', 'valencia', 'fallas', 'papier', 'russafa', 'guadameci',
    'cordoba', 'andhra', 'pradesh', 'tirupati', 'srikalahasti', 'swarnamukhi', 'cotton', 'myrobalan', 'jaggery',
    'temple', 'ramayana', 'madder', 'oboe', 'dulzaina', 'tarragona', 'valls', 'xiquets', 'gralles', 'kazakh',
    'kazakhstan', 'almaty', 'baqsy', 'korkyt', 'bursa', 'istanbul', 'seville', 'triana', 'procession', 'paso',
    'nativity', 'naples', 'bugis', 'sulawesi', 'schooner', 'kaqchikel', 'guatemala', 'carnation', 'grassland',
    'vendor', 'hangings',
    # set 104's dropped candidates that passed the lists (near an earlier tag or one of set 104's, or uncertain)
    'panrita_pinisi', 'gralla_dolcaina', 'sampan_yuloh', 'palio_contrada',
    # set 105's dropped candidates that passed the lists (chendekar_chende, a player name I was not certain of)
    'chendekar_chende',
''')
rep('''            # new in set 104 (prose styles)
            'yurchenko', 'kovacs', 'tkatchev', 'gienger', 'jaeger', 'stalder'}
NEW_EST_TAGS = ['yurchenko', 'kovacs', 'tkatchev', 'gienger', 'jaeger', 'stalder']
# set 104: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'yurchenko': [r'(?i)\\byurchenkos?\\b'],
    'kovacs': [r'(?i)\\bkovacs(es)?\\b'],
    'tkatchev': [r'(?i)\\btkatchevs?\\b'],
    'gienger': [r'(?i)\\bgiengers?\\b'],
    'jaeger': [r'(?i)\\bjaegers?\\b'],
    'stalder': [r'(?i)\\bstalders?\\b'],
}
''', '''            # new in set 105 (prose styles)
            'boleo', 'sacada', 'barrida', 'volcada', 'enrosque', 'calesita'}
NEW_EST_TAGS = ['boleo', 'sacada', 'barrida', 'volcada', 'enrosque', 'calesita']
# set 105: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'boleo': [r'(?i)\\bboleos?\\b'],
    'sacada': [r'(?i)\\bsacadas?\\b'],
    'barrida': [r'(?i)\\bbarridas?\\b'],
    'volcada': [r'(?i)\\bvolcadas?\\b'],
    'enrosque': [r'(?i)\\benrosques?\\b'],
    'calesita': [r'(?i)\\bcalesitas?\\b'],
}
# set 104's patterns (kept for the record; set 104's styles are not used here)
SET104_STYLE_PATTERNS = {
    'yurchenko': [r'(?i)\\byurchenkos?\\b'],
    'kovacs': [r'(?i)\\bkovacs(es)?\\b'],
    'tkatchev': [r'(?i)\\btkatchevs?\\b'],
    'gienger': [r'(?i)\\bgiengers?\\b'],
    'jaeger': [r'(?i)\\bjaegers?\\b'],
    'stalder': [r'(?i)\\bstalders?\\b'],
}
''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 104's prose styles and near variants (from set 104's README)
                        'yurchenko', 'yurchenkos', 'kovacs', 'tkatchev', 'tkatchevs', 'gienger', 'giengers',
                        'jaeger', 'jaegers', 'stalder', 'stalders', 'gymnastics',
                        # set 105's candidates that passed and were not used (tango figures: parada, cruzada,
                        # giro, adorno, abrazo, cunita, arrastre)
                        'parada', 'cruzada', 'giro', 'adorno', 'abrazo', 'cunita', 'arrastre',
                        # set 105's dropped candidates (an entry, an entry's word or a substring: gancho, colgada,
                        # planeo, milonguero, ocho, tango, milonga; and the themes found used: go, chess, fencing,
                        # dressage)
                        'gancho', 'colgada', 'planeo', 'milonguero', 'ocho', 'tango', 'milonga',
''')
rep("    # ---- scenarios: set 104 reuses universes ----", "    # ---- scenarios: set 105 reuses universes ----")
rep('''    s28_ = json.load(open(SET99))  # set 99's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 99's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set99_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s104x_ = json.load(open(SET104))
    if len(s104x_) != 20 or len({ds[x][2] for x in s104x_ if x in ds}) != 20:
        err('ref/set104_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET100))  # set 100's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 100's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set100_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set104_scenarios.json'))) != chosen:
            err('ref/set104_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set104_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set105_scenarios.json'))) != chosen:
            err('ref/set105_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set105_scenarios.json: %s' % e)
    # set 104's own choices file (saved as ref/set104_scenario_choices.json) must agree with ref/set104_scenarios.json
    try:
        s104 = [c['scenario'] for c in json.load(open(SET104_CHOICES))['chosen']]
        if len(s104) != 20 or s104 != json.load(open(SET104)):
            err('ref/set104_scenario_choices.json should list 20 chosen ids, those of ref/set104_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET104_CHOICES, e))
''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 104' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 99\\'s own ids' % x)
        if x in s103x_:
            err('chosen scenario %s is one of set 103\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 105' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 100\\'s own ids' % x)
        if x in s104x_:
            err('chosen scenario %s is one of set 104\\'s ids' % x)''')
rep("err('scenario %s is not in one of set 99\\'s trees' % sc)", "err('scenario %s is not in one of set 100\\'s trees' % sc)")
rep("    # set 104's brief asks for exact counts", "    # set 105's brief asks for exact counts")
rep("    # set 104's notes are prose", "    # set 105's notes are prose")
rep("err('new tag %s appears in set 103\\'s README' % t)", "err('new tag %s appears in set 104\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 103\\'s README' % t)", "err('new tag %s (with a space) appears in set 104\\'s README' % t)")
rep("err('set 103\\'s README not found at %s' % SET30_README)", "err('set 104\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 103 or a near variant", "is a prose style of sets 41 to 104 or a near variant")
rep("all set 99\\'s trees, none of set 99\\'s or set 103\\'s ids)", "all set 100\\'s trees, none of set 100\\'s or set 104\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
