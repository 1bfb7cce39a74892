#!/usr/bin/env python3
"""Copies set 102's validate.py and patches it for set 103 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set102', 'validate.py'), encoding='utf-8').read()

def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)

rep('''"""Stdlib-only checker for blind set 102 (claims.jsonl, estimates.jsonl, README.md).

Set 101's checker with set 102's tags and counts, set 102's scenario rule (reused universes: the 20 trees
that hold set 97's 20 scenarios, in set 97's order, each represented by its lowest record id that is not
set 97's id; none of set 101's ids), and set 102's prose notes''',
'''"""Stdlib-only checker for blind set 103 (claims.jsonl, estimates.jsonl, README.md).

Set 102's checker with set 103's tags and counts, set 103's scenario rule (reused universes: the 20 trees
that hold set 98's 20 scenarios, in set 98's order, each represented by its lowest record id that is not
set 98's id; none of set 102's ids), and set 103's prose notes''')
rep("SET101_CHOICES = os.path.join(HERE, 'ref', 'set101_scenario_choices.json')\n",
    "SET101_CHOICES = os.path.join(HERE, 'ref', 'set101_scenario_choices.json')\n"
    "SET102 = os.path.join(HERE, 'ref', 'set102_scenarios.json')\n"
    "SET102_CHOICES = os.path.join(HERE, 'ref', 'set102_scenario_choices.json')\n")
rep("# set 101's README: beside this folder (set 101 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set101', 'README.md')",
    "# set 102's README: beside this folder (set 102 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set102', 'README.md')")
rep('''    # set 102 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 102's new tags, each with committing and adversarial forms (checked below)
    'corticeiro_machada': 12, 'empu_pamor': 12, 'kumu_ipu': 12, 'battiloro_foglia': 12,
    'huaso_chamanto': 12, 'trullaro_chiancarella': 12, 'gosu_buk': 12, 'tervanpolttaja_tervahauta': 12,''',
'''    # set 103 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 103's new tags, each with committing and adversarial forms (checked below)
    'levadeiro_levada': 12, 'meqvevre_qvevri': 12, 'tesar_kozolec': 12, 'tejedora_toquilla': 12,
    'kvaedamadur_rimur': 12, 'hafner_kachel': 12, 'fujarista_fujara': 12, 'tamborilero_chico': 12,''')
rep("NEW_CLAIM_TAGS = ['corticeiro_machada', 'empu_pamor', 'kumu_ipu', 'battiloro_foglia', 'huaso_chamanto', 'trullaro_chiancarella', 'gosu_buk', 'tervanpolttaja_tervahauta']",
    "NEW_CLAIM_TAGS = ['levadeiro_levada', 'meqvevre_qvevri', 'tesar_kozolec', 'tejedora_toquilla', 'kvaedamadur_rimur', 'hafner_kachel', 'fujarista_fujara', 'tamborilero_chico']")
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 102's tags, their words and domain words (from set 102's README)
    'corticeiro_machada', 'empu_pamor', 'kumu_ipu', 'battiloro_foglia', 'huaso_chamanto', 'trullaro_chiancarella',
    'gosu_buk', 'tervanpolttaja_tervahauta',
    'corticeiro', 'machada', 'empu', 'pamor', 'kumu', 'ipu', 'battiloro', 'foglia', 'huaso', 'chamanto',
    'trullaro', 'chiancarella', 'gosu', 'buk', 'tervanpolttaja', 'tervahauta',
    'sobreiro', 'montado', 'kris', 'yogyakarta', 'venice', 'burano', 'puglia', 'trulli', 'chile', 'chilean',
    'poncho', 'cueca', 'spur', 'pansori', 'korea', 'seoul', 'pine', 'finland', 'hawaii', 'nagaoka', 'xochimilco',
    'acaraje', 'salvador', 'havana',
    # set 103's dropped candidates that passed the lists (near an earlier tag or entry, or uncertain terms:
    # wycinankarka_nozyce (wycinankist_scissors), fileteador_pincel (sign_painter), mpitendry_valiha and
    # koklers_kokle (zitherist_zither), rebetis_baglamas (bouzoukist_tapping), onggijang_onggi (a second maker of
    # vessels beside meqvevre_qvevri), pekaseh_subak (a second keeper of water channels beside levadeiro_levada),
    # spelemann_hardingfele (fiddle, fiddlers), horreiro_canizo (a term I was not certain of))
    'wycinankarka_nozyce', 'fileteador_pincel', 'mpitendry_valiha', 'koklers_kokle', 'rebetis_baglamas',
    'onggijang_onggi', 'pekaseh_subak', 'spelemann_hardingfele', 'horreiro_canizo',
''')
rep('''            # new in set 102 (prose styles)
            'virga', 'haar', 'graupel', 'katabatic', 'updraft', 'sleet'}
NEW_EST_TAGS = ['virga', 'haar', 'graupel', 'katabatic', 'updraft', 'sleet']
# set 102: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'virga': [r'(?i)\\bvirgas?\\b'],
    'haar': [r'(?i)\\bhaars?\\b'],
    'graupel': [r'(?i)\\bgraupels?\\b'],
    'katabatic': [r'(?i)\\bkatabatics?\\b'],
    'updraft': [r'(?i)\\bupdrafts?\\b'],
    'sleet': [r'(?i)\\bsleets?\\b'],
}
''', '''            # new in set 102 (prose styles)
            'virga', 'haar', 'graupel', 'katabatic', 'updraft', 'sleet',
            # new in set 103 (prose styles)
            'axel', 'salchow', 'lutz', 'twizzle', 'biellmann', 'layback'}
NEW_EST_TAGS = ['axel', 'salchow', 'lutz', 'twizzle', 'biellmann', 'layback']
# set 103: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'axel': [r'(?i)\\baxels?\\b'],
    'salchow': [r'(?i)\\bsalchows?\\b'],
    'lutz': [r'(?i)\\blutz(es)?\\b'],
    'twizzle': [r'(?i)\\btwizzles?\\b'],
    'biellmann': [r'(?i)\\bbiellmanns?\\b'],
    'layback': [r'(?i)\\blaybacks?\\b'],
}
# set 102's patterns (kept for the record; set 102's styles are not used here)
SET102_STYLE_PATTERNS = {
    'virga': [r'(?i)\\bvirgas?\\b'],
    'haar': [r'(?i)\\bhaars?\\b'],
    'graupel': [r'(?i)\\bgraupels?\\b'],
    'katabatic': [r'(?i)\\bkatabatics?\\b'],
    'updraft': [r'(?i)\\bupdrafts?\\b'],
    'sleet': [r'(?i)\\bsleets?\\b'],
}
''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 102's prose styles and near variants (from set 102's README)
                        'virga', 'virgas', 'haar', 'haars', 'graupel', 'katabatic', 'updraft', 'updrafts', 'sleet',
                        # set 103's candidates that passed and were not used (of figure skating: euler, choctaw;
                        # of other themes: mordent, appoggiatura, ollie, kickflip, echelon, bidon, marver, gules,
                        # argent, fesse)
                        'euler', 'choctaw', 'mordent', 'appoggiatura', 'ollie', 'kickflip', 'echelon', 'bidon',
                        'marver', 'gules', 'argent', 'fesse',
                        # set 103's dropped candidates (an entry, an entry's word, a substring or a count: mohawk
                        # (hawk), rocker (rock), spiral, toepick (epic), skater (speedskater_clapskate), rink,
                        # camel (cameleer_caravan), spin, heraldry; the theme's own name, skating, kept out)
                        'mohawk', 'rocker', 'spiral', 'toepick', 'skater', 'rink', 'camel', 'spin', 'heraldry',
                        'skating', 'figure_skating',
''')
rep("    # ---- scenarios: set 102 reuses universes ----", "    # ---- scenarios: set 103 reuses universes ----")
rep('''    if len(s101x_) != 20 or len({ds[x][2] for x in s101x_ if x in ds}) != 20:
        err('ref/set101_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET97))  # set 97's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 97's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set97_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    if len(s101x_) != 20 or len({ds[x][2] for x in s101x_ if x in ds}) != 20:
        err('ref/set101_scenarios.json should list 20 scenarios with 20 distinct trees')
    s102x_ = json.load(open(SET102))
    if len(s102x_) != 20 or len({ds[x][2] for x in s102x_ if x in ds}) != 20:
        err('ref/set102_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET98))  # set 98's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 98's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set98_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set102_scenarios.json'))) != chosen:
            err('ref/set102_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set102_scenarios.json: %s' % e)
''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set103_scenarios.json'))) != chosen:
            err('ref/set103_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set103_scenarios.json: %s' % e)
    # set 102's own choices file (saved as ref/set102_scenario_choices.json) must agree with ref/set102_scenarios.json
    try:
        s102 = [c['scenario'] for c in json.load(open(SET102_CHOICES))['chosen']]
        if len(s102) != 20 or s102 != json.load(open(SET102)):
            err('ref/set102_scenario_choices.json should list 20 chosen ids, those of ref/set102_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET102_CHOICES, e))
''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 102' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 97\\'s own ids' % x)
        if x in s101x_:
            err('chosen scenario %s is one of set 101\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 103' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 98\\'s own ids' % x)
        if x in s102x_:
            err('chosen scenario %s is one of set 102\\'s ids' % x)''')
rep("            err('scenario %s is not in one of set 97\\'s trees' % sc)", "            err('scenario %s is not in one of set 98\\'s trees' % sc)")
rep("    # set 102's brief asks for exact counts", "    # set 103's brief asks for exact counts")
rep("    # set 102's notes are prose: no code", "    # set 103's notes are prose: no code")
rep("                err('new tag %s appears in set 101\\'s README' % t)", "                err('new tag %s appears in set 102\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 101\\'s README' % t)", "                err('new tag %s (with a space) appears in set 102\\'s README' % t)")
rep("        err('set 101\\'s README not found at %s' % SET30_README)", "        err('set 102\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 101 or a near variant", "is a prose style of sets 41 to 102 or a near variant")
rep("(trees distinct, all set 97\\'s trees, none of set 97\\'s or set 101\\'s ids)", "(trees distinct, all set 98\\'s trees, none of set 98\\'s or set 102\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('patched')
