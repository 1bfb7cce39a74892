#!/usr/bin/env python3
"""Copy set 103's validate.py and patch it for set 104 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set103', 'validate.py'), encoding='utf-8').read()


def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 103 (claims.jsonl, estimates.jsonl, README.md).

Set 102's checker with set 103's tags and counts, set 103's scenario rule (reused universes: the 20 trees
that hold set 98's 20 scenarios, in set 98's order, each represented by its lowest record id that is not
set 98's id; none of set 102's ids), and set 103's prose notes''',
    '''"""Stdlib-only checker for blind set 104 (claims.jsonl, estimates.jsonl, README.md).

Set 103's checker with set 104's tags and counts, set 104's scenario rule (reused universes: the 20 trees
that hold set 99's 20 scenarios, in set 99's order, each represented by its lowest record id that is not
set 99's id; none of set 103's ids), and set 104's prose notes''')
rep("SET102_CHOICES = os.path.join(HERE, 'ref', 'set102_scenario_choices.json')\n",
    "SET102_CHOICES = os.path.join(HERE, 'ref', 'set102_scenario_choices.json')\n"
    "SET103 = os.path.join(HERE, 'ref', 'set103_scenarios.json')\n"
    "SET103_CHOICES = os.path.join(HERE, 'ref', 'set103_scenario_choices.json')\n")
rep("# set 102's README: beside this folder (set 102 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set102', 'README.md')",
    "# set 103's README: beside this folder (set 103 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set103', 'README.md')")
rep('''    # set 103 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 103's new tags, each with committing and adversarial forms (checked below)
    'levadeiro_levada': 12, 'meqvevre_qvevri': 12, 'tesar_kozolec': 12, 'tejedora_toquilla': 12,
    'kvaedamadur_rimur': 12, 'hafner_kachel': 12, 'fujarista_fujara': 12, 'tamborilero_chico': 12,''',
    '''    # set 104 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 104's new tags, each with committing and adversarial forms (checked below)
    'balsero_totora': 12, 'fallero_ninot': 12, 'guadamecilero_guadamecil': 12, 'kalamkari_kalam': 12,
    'grallaire_gralla': 12, 'kobyzshy_kobyz': 12, 'oyaci_oya': 12, 'saetero_saeta': 12,''')
rep("NEW_CLAIM_TAGS = ['levadeiro_levada', 'meqvevre_qvevri', 'tesar_kozolec', 'tejedora_toquilla', 'kvaedamadur_rimur', 'hafner_kachel', 'fujarista_fujara', 'tamborilero_chico']",
    "NEW_CLAIM_TAGS = ['balsero_totora', 'fallero_ninot', 'guadamecilero_guadamecil', 'kalamkari_kalam', 'grallaire_gralla', 'kobyzshy_kobyz', 'oyaci_oya', 'saetero_saeta']")
rep('''EARLIER_CLAIM_TAGS = {
    # set 102's tags, their words and domain words (from set 102's README)''',
    '''EARLIER_CLAIM_TAGS = {
    # set 103's tags, their words and domain words (from set 103's README)
    'levadeiro_levada', 'meqvevre_qvevri', 'tesar_kozolec', 'tejedora_toquilla', 'kvaedamadur_rimur',
    'hafner_kachel', 'fujarista_fujara', 'tamborilero_chico',
    'levadeiro', 'levada', 'meqvevre', 'qvevri', 'tesar', 'kozolec', 'tejedora', 'toquilla', 'kvaedamadur',
    'rimur', 'hafner', 'kachel', 'fujarista', 'fujara', 'tamborilero', 'chico',
    'madeira', 'funchal', 'poncha', 'kakheti', 'georgia', 'tbilisi', 'supra', 'ljubljana', 'montecristi',
    'ecuador', 'cuenca', 'panama', 'jipijapa', 'iceland', 'reykjavik', 'kachelofen', 'stove', 'austria', 'tyrol',
    'graz', 'salzburg', 'styria', 'slovakia', 'podpolanie', 'detva', 'candombe', 'montevideo', 'hardingfele',
    'imereti', 'gorenjska', 'toplar', 'manabi', 'rozfuk', 'repique', 'cuerda', 'llamadas',
    # set 104's dropped candidates that passed the lists (near an earlier tag or one of set 104's, or uncertain:
    # tonnarotto_muciara (tuna, favignana, mattanza entries), carbonaio_carbonaia (charcoalburner_clamp),
    # pupparo_pupi (puppeteer_marionette), farolero_farol (lamplighter_wick), panrita_pinisi (a second builder of
    # boats beside balsero_totora), huipilera_telar (a second weaver beside tejedora_toquilla and oyaci_oya),
    # commessista_commesso and presepaio_sughero (terms I was not certain of), caganer_belen (not a trade))
    'tonnarotto_muciara', 'carbonaio_carbonaia', 'pupparo_pupi', 'farolero_farol', 'panrita_pinisi',
    'huipilera_telar', 'commessista_commesso', 'presepaio_sughero', 'caganer_belen',
    # set 102's tags, their words and domain words (from set 102's README)''')
rep('''            # new in set 103 (prose styles)
            'axel', 'salchow', 'lutz', 'twizzle', 'biellmann', 'layback'}
NEW_EST_TAGS = ['axel', 'salchow', 'lutz', 'twizzle', 'biellmann', 'layback']
# set 103: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
    '''            # new in set 103 (prose styles)
            'axel', 'salchow', 'lutz', 'twizzle', 'biellmann', 'layback',
            # new in set 104 (prose styles)
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
# set 103's patterns (kept for the record; set 103's styles are not used here)
SET103_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 102's prose styles''',
    '''SET41_STYLE_VARIANTS = {
                        # set 103's prose styles and near variants (from set 103's README)
                        'axel', 'axels', 'salchow', 'salchows', 'lutz', 'lutzes', 'twizzle', 'twizzles',
                        'biellmann', 'layback', 'laybacks',
                        # set 104's candidates that passed and were not used (of gymnastics: healy, diamidov,
                        # produnova, deltchev, kip; of rugby: scrum, maul)
                        'healy', 'diamidov', 'produnova', 'deltchev', 'kip', 'scrum', 'maul',
                        # set 104's dropped candidates (an entry, an entry's word or a substring: tsukahara
                        # (kahar_doli), markelov (mark), endo (kendoka), ruck (truck), lineout (line), grubber
                        # (rubber), sidestep, vault (traceur_vault), pommel, gymnast (gymnast_ribbon); the theme's
                        # own name, gymnastics, kept out)
                        'tsukahara', 'markelov', 'endo', 'ruck', 'lineout', 'grubber', 'sidestep', 'vault', 'pommel',
                        'gymnast', 'gymnastics',
                        # set 102's prose styles''')
rep("    # ---- scenarios: set 103 reuses universes ----", "    # ---- scenarios: set 104 reuses universes ----")
rep('''    s28_ = json.load(open(SET98))  # set 98's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 98's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set98_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s103x_ = json.load(open(SET103))
    if len(s103x_) != 20 or len({ds[x][2] for x in s103x_ if x in ds}) != 20:
        err('ref/set103_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET99))  # set 99's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 99's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set99_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set103_scenarios.json'))) != chosen:
            err('ref/set103_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set103_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set104_scenarios.json'))) != chosen:
            err('ref/set104_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set104_scenarios.json: %s' % e)
    # set 103's own choices file (saved as ref/set103_scenario_choices.json) must agree with ref/set103_scenarios.json
    try:
        s103 = [c['scenario'] for c in json.load(open(SET103_CHOICES))['chosen']]
        if len(s103) != 20 or s103 != json.load(open(SET103)):
            err('ref/set103_scenario_choices.json should list 20 chosen ids, those of ref/set103_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET103_CHOICES, e))
''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 103' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 98\\'s own ids' % x)
        if x in s102x_:
            err('chosen scenario %s is one of set 102\\'s ids' % x)''',
    '''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 104' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 99\\'s own ids' % x)
        if x in s103x_:
            err('chosen scenario %s is one of set 103\\'s ids' % x)''')
rep("            err('scenario %s is not in one of set 98\\'s trees' % sc)", "            err('scenario %s is not in one of set 99\\'s trees' % sc)")
rep("    # set 103's brief asks for exact counts", "    # set 104's brief asks for exact counts")
rep("    # set 103's notes are prose", "    # set 104's notes are prose")
rep("appears in set 102\\'s README", "appears in set 103\\'s README", 2)
rep("        err('set 102\\'s README not found at %s' % SET30_README)", "        err('set 103\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 102 or a near variant", "is a prose style of sets 41 to 103 or a near variant")
rep("all set 98\\'s trees, none of set 98\\'s or set 102\\'s ids", "all set 99\\'s trees, none of set 99\\'s or set 103\\'s ids")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
