#!/usr/bin/env python3
"""Copies set 111's validate.py and patches it for set 113 (each replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set111', 'validate.py'), encoding='utf-8').read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))
rep('"""Stdlib-only checker for blind set 111 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 110\'s checker with set 111\'s tags and counts, set 111\'s scenario rule (reused universes: the 20 trees\nthat hold set 101\'s 20 scenarios, in set 101\'s order, each represented by its lowest record id that is not\nset 101\'s id; none of set 110\'s ids), and set 111\'s prose notes',
    '"""Stdlib-only checker for blind set 113 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 111\'s checker with set 113\'s tags and counts, set 113\'s scenario rule (reused universes: the 20 trees\nthat hold set 108\'s 20 scenarios, in set 108\'s order, each represented by its lowest record id that is not\nset 108\'s id; none of set 111\'s ids), and set 113\'s prose notes')
rep("SET110_CHOICES = os.path.join(HERE, 'ref', 'set110_scenario_choices.json')\n# set 110's README: beside this folder (set 110 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set110', 'README.md')",
    "SET110_CHOICES = os.path.join(HERE, 'ref', 'set110_scenario_choices.json')\nSET111 = os.path.join(HERE, 'ref', 'set111_scenarios.json')\nSET111_CHOICES = os.path.join(HERE, 'ref', 'set111_scenario_choices.json')\n# set 111's README: beside this folder (set 111 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set111', 'README.md')")
rep("""    # set 111 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 111's new tags, each with committing and adversarial forms (checked below)
    'lahutar_kreshnike': 12, 'eeslaulja_regilaul': 12, 'prifardd_cynghanedd': 12, 'soroban_shuzan': 12,
    'chongurist_chonguri': 12, 'kuraist_uzlyau': 12, 'sagneur_sagne': 12, 'metataio_necci': 12,""",
"""    # set 113 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 113's new tags, each with committing and adversarial forms (checked below)
    'pernikar_pernik': 12, 'kelaghayi_galib': 12, 'ritipanna_koggala': 12, 'torronaio_torrone': 12,
    'carrettiere_carretto': 12, 'sembeiya_sembei': 12, 'dalgona_ppopgi': 12, 'taiyakiya_taiyaki': 12,""")
rep("NEW_CLAIM_TAGS = ['lahutar_kreshnike', 'eeslaulja_regilaul', 'prifardd_cynghanedd', 'soroban_shuzan', 'chongurist_chonguri', 'kuraist_uzlyau', 'sagneur_sagne', 'metataio_necci']",
    "NEW_CLAIM_TAGS = ['pernikar_pernik', 'kelaghayi_galib', 'ritipanna_koggala', 'torronaio_torrone', 'carrettiere_carretto', 'sembeiya_sembei', 'dalgona_ppopgi', 'taiyakiya_taiyaki']")
rep("""EARLIER_CLAIM_TAGS = {
    # set 110's tags,""", """EARLIER_CLAIM_TAGS = {
    # set 111's tags, their words and domain words (from set 111's README)
    'lahutar_kreshnike', 'eeslaulja_regilaul', 'prifardd_cynghanedd', 'soroban_shuzan', 'chongurist_chonguri',
    'kuraist_uzlyau', 'sagneur_sagne', 'metataio_necci',
    'lahutar', 'kreshnike', 'eeslaulja', 'regilaul', 'prifardd', 'cynghanedd', 'soroban', 'shuzan', 'chongurist',
    'chonguri', 'kuraist', 'uzlyau', 'sagneur', 'sagne', 'metataio', 'necci',
    'lahuta', 'kulla', 'kihnu', 'awdl', 'englynion', 'anzan', 'juku', 'kurai', 'metato', 'garfagnana',
    # set 113's candidates that passed the lists and were dropped (the same trade as an earlier tag, or near one:
    # sahti and kuurna (brewer_mashtun), burilador and burilado (gourdcrafter_gourd), vihta and vihdantekija
    # (saunameister_ladle, saunamestari_kiuas), nierika and wixarika (huichol_chaquira), bryndza, ostiepok, bacha
    # and salasnik (shepherd_crook, cheesemonger_rind), tarbooshi (milliner_hatblock), pajaki and pajakarka
    # (papercutter_scissors, strawplaiter_plait), kuksa (whittler_penknife), phulkari (embroiderer_hoop), sodai
    # (himmeli), kraslice (pysankar), bucium (alphorn)) and those not needed beside the chosen tags
    'sahti', 'kuurna', 'burilador', 'burilado', 'vihta', 'vihdantekija', 'nierika', 'wixarika', 'bryndza',
    'ostiepok', 'bacha', 'salasnik', 'tarbooshi', 'pajaki', 'pajakarka', 'kuksa', 'phulkari', 'sodai', 'kraslice',
    'bucium', 'jangadeiro', 'fushi', 'yidaki', 'gessetti', 'calcada',
    'noren', 'tenugui',
    # set 110's tags,""")
rep("""            # new in set 111 (prose styles)
            'pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk'}
NEW_EST_TAGS = ['pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk']
# set 111: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# pump fake, fadeaway, fast break and layup may be written together, with a space or with a hyphen)
STYLE_PATTERNS = {""", """            # new in set 111 (prose styles)
            'pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk',
            # new in set 113 (prose styles)
            'moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara'}
NEW_EST_TAGS = ['moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara']
# set 113: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written with a hyphen or a space after its first syllables: moshi-kame, tome-ken, furi-ken)
STYLE_PATTERNS = {
    'moshikame': [r'(?i)\\bmoshi[- ]?kame\\b'],
    'tomeken': [r'(?i)\\btome[- ]?ken\\b'],
    'furiken': [r'(?i)\\bfuri[- ]?ken\\b'],
    'hikoki': [r'(?i)\\bhikoki\\b'],
    'toudai': [r'(?i)\\btoudai\\b'],
    'ozara': [r'(?i)\\bozara\\b'],
}
# set 111's patterns (kept for the record; set 111's styles are not used here)
SET111_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 111's prose styles and near variants (from set 111's README)
                        'pumpfake', 'pumpfakes', 'pump_fake', 'fadeaway', 'fadeaways', 'dribble', 'dribbles',
                        'fastbreak', 'fastbreaks', 'fast_break', 'layup', 'layups', 'dunk', 'dunks',
                        'tipin', 'boxout', 'shuvit', 'fakie', 'misty', 'indy', 'tailgrab', 'jibbing',
                        # set 113's style candidates that passed and were not used, and its dropped ones
                        'croupade', 'pesade', 'renvers', 'biberon', 'plombee', 'rafle', 'demiportee', 'casquette',
                        'musette', 'outrun', 'awaytome', 'hanaguruma', 'rosoku', 'kozara', 'chuzara', 'sakaotoshi',
                        'piaffe', 'levade', 'capriole', 'courbette', 'curveball', 'knuckleball', 'eephus',
                        'uragaeshi', 'suberidome', 'dressage', 'baseball', 'petanque',
""")
rep("""    s28_ = json.load(open(SET101))  # set 101's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 101's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set101_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s111x_ = json.load(open(SET111))
    if len(s111x_) != 20 or len({ds[x][2] for x in s111x_ if x in ds}) != 20:
        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET108))  # set 108's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 108's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set108_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set111_scenarios.json'))) != chosen:
            err('ref/set111_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set111_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set113_scenarios.json'))) != chosen:
            err('ref/set113_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set113_scenarios.json: %s' % e)
    # set 111's own choices file (saved as ref/set111_scenario_choices.json) must agree with ref/set111_scenarios.json
    try:
        s111 = [c['scenario'] for c in json.load(open(SET111_CHOICES))['chosen']]
        if len(s111) != 20 or s111 != json.load(open(SET111)):
            err('ref/set111_scenario_choices.json should list 20 chosen ids, those of ref/set111_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET111_CHOICES, e))""")
rep("""    # ---- scenarios: set 111 reuses universes ----""", """    # ---- scenarios: set 113 reuses universes ----""")
rep("""    # hold set 101's 20 scenarios (ref/set101_scenarios.json), in set 101's order; represent each by its lowest
    # record id that is not set 101's id. Recomputed here.""", """    # hold set 108's 20 scenarios (ref/set108_scenarios.json), in set 108's order; represent each by its lowest
    # record id that is not set 108's id. Recomputed here.""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 111' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 101\\'s own ids' % x)
        if x in s110x_:
            err('chosen scenario %s is one of set 110\\'s ids' % x)""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 113' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 108\\'s own ids' % x)
        if x in s111x_:
            err('chosen scenario %s is one of set 111\\'s ids' % x)""")
rep("""            err('scenario %s is not in one of set 101\\'s trees' % sc)""", """            err('scenario %s is not in one of set 108\\'s trees' % sc)""")
rep("""    # set 111's brief asks for exact counts""", """    # set 113's brief asks for exact counts""")
rep("""    # set 111's notes are prose: no code""", """    # set 113's notes are prose: no code""")
rep("""                err('new tag %s appears in set 110\\'s README' % t)""", """                err('new tag %s appears in set 111\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 110\\'s README' % t)""", """                err('new tag %s (with a space) appears in set 111\\'s README' % t)""")
rep("""        err('set 110\\'s README not found at %s' % SET30_README)""", """        err('set 111\\'s README not found at %s' % SET30_README)""")
rep("""            err('new estimate tag %s is a prose style of sets 41 to 110 or a near variant' % t)""", """            err('new estimate tag %s is a prose style of sets 41 to 111 or a near variant' % t)""")
rep("""(trees distinct, all set 101\\'s trees, none of set 101\\'s or set 110\\'s ids)""", """(trees distinct, all set 108\\'s trees, none of set 108\\'s or set 111\\'s ids)""")
for old, new, n in R:
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print(len(R), 'replacements')
