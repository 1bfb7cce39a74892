# Set 111: copies set 110's validate.py and patches it for set 111 (every replacement asserted to hit its stated count).
import os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set110', 'validate.py')).read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))
rep('''"""Stdlib-only checker for blind set 110 (claims.jsonl, estimates.jsonl, README.md).

Set 109's checker with set 110's tags and counts, set 110's scenario rule (reused universes: the 20 trees
that hold set 105's 20 scenarios, in set 105's order, each represented by its lowest record id that is not
set 105's id; none of set 109's ids), and set 110's prose notes''', '''"""Stdlib-only checker for blind set 111 (claims.jsonl, estimates.jsonl, README.md).

Set 110's checker with set 111's tags and counts, set 111's scenario rule (reused universes: the 20 trees
that hold set 101's 20 scenarios, in set 101's order, each represented by its lowest record id that is not
set 101's id; none of set 110's ids), and set 111's prose notes''')
rep("SET109_CHOICES = os.path.join(HERE, 'ref', 'set109_scenario_choices.json')\n",
    "SET109_CHOICES = os.path.join(HERE, 'ref', 'set109_scenario_choices.json')\n"
    "SET110 = os.path.join(HERE, 'ref', 'set110_scenarios.json')\n"
    "SET110_CHOICES = os.path.join(HERE, 'ref', 'set110_scenario_choices.json')\n")
rep("""# set 109's README: beside this folder (set 109 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set109', 'README.md')""", """# set 110's README: beside this folder (set 110 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set110', 'README.md')""")
rep("""    # set 110 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""",
    """    # set 111 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""")
rep("""    # set 110's new tags, each with committing and adversarial forms (checked below)
    'tbourida_moukahla': 12, 'mokhaen_khaen': 12, 'aedarbondi_aedardunn': 12, 'kambala_negilu': 12,
    'danzaq_atipanakuy': 12, 'luminarista_luminarie': 12, 'cacaotero_mazorca': 12, 'nishikigoi_tosai': 12,""",
    """    # set 111's new tags, each with committing and adversarial forms (checked below)
    'lahutar_kreshnike': 12, 'eeslaulja_regilaul': 12, 'prifardd_cynghanedd': 12, 'soroban_shuzan': 12,
    'chongurist_chonguri': 12, 'kuraist_uzlyau': 12, 'sagneur_sagne': 12, 'metataio_necci': 12,""")
rep("""NEW_CLAIM_TAGS = ['tbourida_moukahla', 'mokhaen_khaen', 'aedarbondi_aedardunn', 'kambala_negilu', 'danzaq_atipanakuy', 'luminarista_luminarie', 'cacaotero_mazorca', 'nishikigoi_tosai']""",
    """NEW_CLAIM_TAGS = ['lahutar_kreshnike', 'eeslaulja_regilaul', 'prifardd_cynghanedd', 'soroban_shuzan', 'chongurist_chonguri', 'kuraist_uzlyau', 'sagneur_sagne', 'metataio_necci']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 109's tags""", """EARLIER_CLAIM_TAGS = {
    # set 110's tags, their words and domain words (from set 110's README)
    'tbourida_moukahla', 'mokhaen_khaen', 'aedarbondi_aedardunn', 'kambala_negilu', 'danzaq_atipanakuy',
    'luminarista_luminarie', 'cacaotero_mazorca', 'nishikigoi_tosai',
    'tbourida', 'moukahla', 'mokhaen', 'khaen', 'aedarbondi', 'aedardunn', 'kambala', 'negilu', 'danzaq',
    'atipanakuy', 'luminarista', 'luminarie', 'cacaotero', 'mazorca', 'nishikigoi', 'tosai',
    'moussem', 'sorba', 'baroud', 'moqaddem', 'mekong', 'breidafjordur', 'eider', 'eiders', 'moodabidri',
    'karnataka', 'huancavelica', 'scorrano', 'salento', 'vinces', 'pepas', 'yamakoshi', 'niigata', 'koi',
    # set 111's candidates that passed the lists and were dropped (the same trade as an earlier tag: zellige,
    # zellige_menqash, menqash and zelligeur (mosaicist_tessera), hackbrett, hackbrettler, schlegel and santur
    # (dulcimerist_hammer), bokh, zodog, shuudag, bokhchuud, pehlwan, kirkpinar, mukna and kuresh (the wrestlers),
    # lethwei and letwhay (boxer), gatka, gatkabaaz, soti and kalari (silambam), eoreumsani and jultagi
    # (tightrope_walker), chinlone and waing (chinlonist_caneball), kongzhu (diabolist_diabolo), tadelakt
    # (plasterer_float), trikitixa (accordionist_bellows), zurnaci (shawmist), tenores (barbershopper_pitchpipe),
    # calusari (morrisdancer_baldric), meddah (the storytellers), mestvire and gudastviri (bagpiper_chanter),
    # kokpar (buzkashist), toguz, korgool and sungka (owarist_hollow), jianzhi (papercutter_scissors), tenkoku
    # (hankoshi), safranier (azafranera_rosa), yatga (kantele)) and those not needed beside the chosen tags
    'zellige', 'zellige_menqash', 'menqash', 'zelligeur', 'hackbrett', 'hackbrettler', 'schlegel', 'santur',
    'bokh', 'zodog', 'shuudag', 'bokhchuud', 'pehlwan', 'kirkpinar', 'mukna', 'kuresh', 'lethwei', 'letwhay',
    'gatka', 'gatkabaaz', 'soti', 'kalari', 'eoreumsani', 'jultagi', 'chinlone', 'waing', 'kongzhu', 'tadelakt',
    'trikitixa', 'zurnaci', 'tenores', 'calusari', 'meddah', 'mestvire', 'gudastviri', 'kokpar', 'toguz',
    'korgool', 'sungka', 'jianzhi', 'tenkoku', 'safranier', 'yatga',
    'kuiche', 'brana', 'mielero', 'appenzell', 'tinikling', 'kagura', 'zampona', 'gaval', 'davul', 'panduri',
    'lavandin', 'moko', 'cesur', 'wadaiko', 'tamgachi', 'byzaanchy', 'koshnai', 'quray',
    # set 109's tags""")
rep("""            # new in set 110 (prose styles)
            'deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection'}""", """            # new in set 110 (prose styles)
            'deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection',
            # new in set 111 (prose styles)
            'pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk'}""")
rep("""NEW_EST_TAGS = ['deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection']""",
    """NEW_EST_TAGS = ['pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk']""")
rep("""# set 110: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# wraparound and breakaway may be written together, with a space or with a hyphen)
STYLE_PATTERNS = {""", """# set 111: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# pump fake, fadeaway, fast break and layup may be written together, with a space or with a hyphen)
STYLE_PATTERNS = {
    'pumpfake': [r'(?i)\\bpump[- ]?fak(e|es|ed|ing)\\b'],
    'fadeaway': [r'(?i)\\bfade[- ]?aways?\\b'],
    'dribble': [r'(?i)\\bdribbl(e|es|ed|ing)\\b'],
    'fastbreak': [r'(?i)\\bfast[- ]?breaks?\\b'],
    'layup': [r'(?i)\\blay[- ]?ups?\\b'],
    'dunk': [r'(?i)\\bdunk(s|ed|ing)?\\b'],
}
# set 110's patterns (kept for the record; set 110's styles are not used here)
SET110_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 109's prose styles""", """SET41_STYLE_VARIANTS = {
                        # set 110's prose styles and near variants (from set 110's README)
                        'deke', 'dekes', 'wraparound', 'wraparounds', 'dangle', 'dangles', 'breakaway',
                        'breakaways', 'snipe', 'snipes', 'deflection', 'deflections',
                        # set 111's candidates that passed and were not used (of basketball: tipin, boxout; of
                        # skateboarding and snowboarding: shuvit, fakie, misty, indy, tailgrab, jibbing)
                        'tipin', 'boxout', 'shuvit', 'fakie', 'misty', 'indy', 'tailgrab', 'jibbing',
                        # set 111's dropped candidates (an entry, an entry's word or a substring: ollie, kickflip,
                        # heelflip (heel), nollie (ollie), boardslide (board, slide), crossover (over), alleyoop
                        # (alley), eurostep (uros), cutback, floater, tuberide (tube), duckdive, hangten, riposte,
                        # parry, remise, balestra, fleche, lunge, cascade, skateboard, basketball, surfing, fencing,
                        # snowboard, frontside, backside, rodeo, stalefish, nosegrab, halfpipe, carve, stepback,
                        # skyhook, bankshot, putback, nolook, jumper, airball, swish, backdoor, hookshot, screen,
                        # rebound, turnaround)
                        'ollie', 'kickflip', 'heelflip', 'nollie', 'boardslide', 'crossover', 'alleyoop', 'eurostep',
                        'cutback', 'floater', 'tuberide', 'duckdive', 'hangten', 'riposte', 'parry', 'remise',
                        'balestra', 'fleche', 'lunge', 'cascade', 'skateboard', 'basketball', 'surfing', 'fencing',
                        'snowboard', 'frontside', 'backside', 'rodeo', 'stalefish', 'nosegrab', 'halfpipe', 'carve',
                        'stepback', 'skyhook', 'bankshot', 'putback', 'nolook', 'jumper', 'airball', 'swish',
                        'backdoor', 'hookshot', 'screen', 'rebound', 'turnaround',
                        # set 109's prose styles""")
rep("""    # ---- scenarios: set 110 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 105's 20 scenarios (ref/set105_scenarios.json), in set 105's order; represent each by its lowest
    # record id that is not set 105's id. Recomputed here.""", """    # ---- scenarios: set 111 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 101's 20 scenarios (ref/set101_scenarios.json), in set 101's order; represent each by its lowest
    # record id that is not set 101's id. Recomputed here.""")
rep("""        err('ref/set109_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET105))  # set 105's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 105's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set105_scenarios.json should list 20 scenarios with 20 distinct trees')""", """        err('ref/set109_scenarios.json should list 20 scenarios with 20 distinct trees')
    s110x_ = json.load(open(SET110))
    if len(s110x_) != 20 or len({ds[x][2] for x in s110x_ if x in ds}) != 20:
        err('ref/set110_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET101))  # set 101's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 101's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set101_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("set110_scenarios.json'))) != chosen", "set111_scenarios.json'))) != chosen")
rep("err('ref/set110_scenarios.json does not list the chosen ids", "err('ref/set111_scenarios.json does not list the chosen ids")
rep("err('cannot read ref/set110_scenarios.json: %s' % e)", "err('cannot read ref/set111_scenarios.json: %s' % e)")
rep("""    # set 109's own choices file (saved as ref/set109_scenario_choices.json) must agree with ref/set109_scenarios.json
""", """    # set 110's own choices file (saved as ref/set110_scenario_choices.json) must agree with ref/set110_scenarios.json
    try:
        s110 = [c['scenario'] for c in json.load(open(SET110_CHOICES))['chosen']]
        if len(s110) != 20 or s110 != json.load(open(SET110)):
            err('ref/set110_scenario_choices.json should list 20 chosen ids, those of ref/set110_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET110_CHOICES, e))
    # set 109's own choices file (saved as ref/set109_scenario_choices.json) must agree with ref/set109_scenarios.json
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 110' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 105\\'s own ids' % x)
        if x in s109x_:
            err('chosen scenario %s is one of set 109\\'s ids' % x)""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 111' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 101\\'s own ids' % x)
        if x in s110x_:
            err('chosen scenario %s is one of set 110\\'s ids' % x)""")
rep("""            err('scenario %s is not in one of set 105\\'s trees' % sc)""", """            err('scenario %s is not in one of set 101\\'s trees' % sc)""")
rep("    # set 110's brief asks for exact counts", "    # set 111's brief asks for exact counts")
rep("    # set 110's notes are prose:", "    # set 111's notes are prose:")
rep("""                err('new tag %s appears in set 109\\'s README' % t)""", """                err('new tag %s appears in set 110\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 109\\'s README' % t)""", """                err('new tag %s (with a space) appears in set 110\\'s README' % t)""")
rep("""        err('set 109\\'s README not found at %s' % SET30_README)""", """        err('set 110\\'s README not found at %s' % SET30_README)""")
rep("is a prose style of sets 41 to 109 or a near variant", "is a prose style of sets 41 to 110 or a near variant")
rep("all set 105\\'s trees, none of set 105\\'s or set 109\\'s ids)", "all set 101\\'s trees, none of set 101\\'s or set 110\\'s ids)")
for old, new, n in R:
    c = src.count(old)
    assert c == n, (old[:80], c)
    src = src.replace(old, new)
open(os.path.join(ROOT, 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
