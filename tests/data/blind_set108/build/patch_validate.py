#!/usr/bin/env python3
"""Copies set 107's validate.py and patches it for set 108 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set107', 'validate.py'), encoding='utf-8').read()

def rep(old, new, count=1):
    global src
    c = src.count(old)
    assert c == count, (old[:80], c, count)
    src = src.replace(old, new)

rep('''"""Stdlib-only checker for blind set 107 (claims.jsonl, estimates.jsonl, README.md).

Set 105's checker with set 107's tags and counts, set 107's scenario rule (reused universes: the 20 trees
that hold set 102's 20 scenarios, in set 102's order, each represented by its lowest record id that is not
set 102's id; none of set 105's ids), and set 107's prose notes''',
'''"""Stdlib-only checker for blind set 108 (claims.jsonl, estimates.jsonl, README.md).

Set 107's checker with set 108's tags and counts, set 108's scenario rule (reused universes: the 20 trees
that hold set 103's 20 scenarios, in set 103's order, each represented by its lowest record id that is not
set 103's id; none of set 107's ids), and set 108's prose notes''')
rep("SET105_CHOICES = os.path.join(HERE, 'ref', 'set105_scenario_choices.json')\n",
    "SET105_CHOICES = os.path.join(HERE, 'ref', 'set105_scenario_choices.json')\n"
    "SET107 = os.path.join(HERE, 'ref', 'set107_scenarios.json')\n"
    "SET107_CHOICES = os.path.join(HERE, 'ref', 'set107_scenario_choices.json')\n")
rep("# set 105's README: beside this folder (set 105 is in this branch's tree)\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set105', 'README.md')",
    "# set 107's README: beside this folder (set 107 is in this branch's tree)\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set107', 'README.md')")
rep("""    # set 107 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 107's new tags, each with committing and adversarial forms (checked below)
    'piernikarz_piernik': 12, 'duodjar_duodji': 12, 'dancheongjang_dancheong': 12, 'chochinshi_chochin': 12,
    'mascarero_vejigante': 12, 'santero_bulto': 12, 'filigraneiro_filigrana': 12, 'tohunga_whakairo': 12,""",
"""    # set 108 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 108's new tags, each with committing and adversarial forms (checked below)
    'cinici_cini': 12, 'kurbitsmalare_kurbits': 12, 'toddytapper_kallu': 12, 'emolientero_emoliente': 12,
    'irula_venom': 12, 'cochinillero_cochinilla': 12, 'huttenwirt_huttenbuch': 12, 'trenzador_tiento': 12,""")
rep("NEW_CLAIM_TAGS = ['piernikarz_piernik', 'duodjar_duodji', 'dancheongjang_dancheong', 'chochinshi_chochin', "
    "'mascarero_vejigante', 'santero_bulto', 'filigraneiro_filigrana', 'tohunga_whakairo']",
    "NEW_CLAIM_TAGS = ['cinici_cini', 'kurbitsmalare_kurbits', 'toddytapper_kallu', 'emolientero_emoliente', "
    "'irula_venom', 'cochinillero_cochinilla', 'huttenwirt_huttenbuch', 'trenzador_tiento']")
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 107's tags, their words and domain words (from set 107's README)
    'piernikarz_piernik', 'duodjar_duodji', 'dancheongjang_dancheong', 'chochinshi_chochin', 'mascarero_vejigante',
    'santero_bulto', 'filigraneiro_filigrana', 'tohunga_whakairo',
    'piernikarz', 'piernik', 'duodjar', 'duodji', 'dancheongjang', 'dancheong', 'chochinshi', 'chochin', 'mascarero',
    'vejigante', 'santero', 'bulto', 'filigraneiro', 'filigrana', 'tohunga', 'whakairo',
    'torun', 'jokkmokk', 'sami', 'antler', 'burl', 'guksi', 'gyeongju', 'andong', 'monastery', 'eaves', 'gifu',
    'loiza', 'truchas', 'alamo', 'gondomar', 'viana', 'maori', 'totara', 'wharenui', 'toki', 'katarzynka',
    'copernicus', 'vistula', 'bulguksa', 'gyeongbokgung', 'gion', 'bacalaitos', 'ponce', 'chimayo', 'ribeira',
    'douro', 'rotorua', 'taniwha', 'pou', 'whakarewarewa', 'hangi', 'taino', 'bomba',
    # set 108's dropped candidates that passed the lists (the same trade as an earlier tag: ganchkor_panjara
    # (stuccoist_trowel, plasterer_float), naqqash_phoolpatti (fileteador_pincel), jebena_buna (barista_counter),
    # tsuper_jeepney (taxi_driver, cab_driver), maisuya_suya (yakitoriya_uchiwa), oshpaz_qozon (paellero_socarrat),
    # pupusera_pupusa (tortillera_comal), puukkoseppa_puukko (cutler_tang), termehbaf_termeh (the weavers),
    # encajera_nanduti (lacemaker_bobbin), alaro_adire (shiborist_indigo), damasquinador_damasquinado
    # (bidriwala_inlay), fundi_jahazi (shipwright_keel, dhow), givehdooz_giveh (cobbler_last),
    # trychelschmied_trychel (bellfounder_mould), tictacman (bookmaker_odds), alpaquero_alpaca (the herders),
    # guasquero_guasca (the trade of set 108's trenzador_tiento, another word for it); terms I was not certain
    # of or single words without a maker: katagamishi_katagami, kirikoshi_kiriko, horishi, kathputliwala,
    # tholubommalata, dalahast, matryoshka, zishahu, abrammo, sarhua, qalamkar, himmeli, sweetgrass, nianhua,
    # dievdirbys, koncnica, siapo, bilum, litema, souweriste, hinterglasmaler, eglomise, bingata, kannadi, inaden,
    # bolga, benjarong, sbek, inabel, antaimoro, cholita, bajau, eukonkanto, mananguete, tuak, neera)
    'ganchkor_panjara', 'naqqash_phoolpatti', 'jebena_buna', 'tsuper_jeepney', 'maisuya_suya', 'oshpaz_qozon',
    'pupusera_pupusa', 'puukkoseppa_puukko', 'termehbaf_termeh', 'encajera_nanduti', 'alaro_adire',
    'damasquinador_damasquinado', 'fundi_jahazi', 'givehdooz_giveh', 'trychelschmied_trychel', 'tictacman',
    'alpaquero_alpaca', 'guasquero_guasca', 'katagamishi_katagami', 'kirikoshi_kiriko', 'horishi',
    'kathputliwala', 'tholubommalata', 'dalahast', 'matryoshka', 'zishahu', 'abrammo', 'sarhua', 'qalamkar',
    'himmeli', 'sweetgrass', 'nianhua', 'dievdirbys', 'koncnica', 'siapo', 'bilum', 'litema', 'souweriste',
    'hinterglasmaler', 'eglomise', 'bingata', 'kannadi', 'inaden', 'bolga', 'benjarong', 'sbek', 'inabel',
    'antaimoro', 'cholita', 'bajau', 'eukonkanto', 'mananguete', 'tuak', 'neera',
""")
rep("""            # new in set 107 (prose styles)
            'immelmann', 'chandelle', 'lomcevak', 'avalanche', 'kulbit', 'derry'}
NEW_EST_TAGS = ['immelmann', 'chandelle', 'lomcevak', 'avalanche', 'kulbit', 'derry']
# set 107: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""", """            # new in set 107 (prose styles)
            'immelmann', 'chandelle', 'lomcevak', 'avalanche', 'kulbit', 'derry',
            # new in set 108 (prose styles)
            'rabona', 'cruyff', 'nutmeg', 'scorpion', 'marseille', 'gambeta'}
NEW_EST_TAGS = ['rabona', 'cruyff', 'nutmeg', 'scorpion', 'marseille', 'gambeta']
# set 108: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'rabona': [r'(?i)\\brabonas?\\b'],
    'cruyff': [r'(?i)\\bcruyffs?\\b'],
    'nutmeg': [r'(?i)\\bnutmeg(s|ged|ging)?\\b'],
    'scorpion': [r'(?i)\\bscorpions?\\b'],
    'marseille': [r'(?i)\\bmarseilles?\\b'],
    'gambeta': [r'(?i)\\bgambetas?\\b'],
}
# set 107's patterns (kept for the record; set 107's styles are not used here)
SET107_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 107's prose styles and near variants (from set 107's README)
                        'immelmann', 'immelmanns', 'chandelle', 'chandelles', 'lomcevak', 'lomcevaks',
                        'avalanche', 'avalanches', 'kulbit', 'kulbits', 'derry', 'derrys',
                        # set 108's candidates that passed and were not used (of football: catenaccio, libero,
                        # rainbow, bicicleta, chaleira, cuauhtemina, maradona, zidane, okocha; of skiing:
                        # christie, christiania, schuss, wedeln, mogul, slalom, vorlage, gelandesprung, parallel;
                        # of surfing: kickout, hangten, goofy; the words soccer, skiing)
                        'catenaccio', 'libero', 'rainbow', 'bicicleta', 'chaleira', 'cuauhtemina', 'maradona',
                        'zidane', 'okocha', 'christie', 'christiania', 'schuss', 'wedeln', 'mogul', 'slalom',
                        'vorlage', 'gelandesprung', 'parallel', 'kickout', 'hangten', 'goofy', 'soccer', 'skiing',
                        # set 108's dropped candidates (an entry, an entry's word or a substring: panenka (pane),
                        # elastico (last), chilena (chile), trivela (rive), stepover (over), backheel (back, heel),
                        # gegenpress (press), roulette (croupier_roulette), croqueta (croquet), lambretta (lamb),
                        # telemark (telemarker_heelplate), snowplough, herringbone, sideslip, kickturn, sitzmark,
                        # piste, cutback, floater, roundhouse, duckdive, football (ball, foot), surfing (surf))
                        'panenka', 'elastico', 'chilena', 'trivela', 'stepover', 'backheel', 'gegenpress',
                        'roulette', 'croqueta', 'lambretta', 'telemark', 'snowplough', 'herringbone', 'sideslip',
                        'kickturn', 'sitzmark', 'piste', 'cutback', 'floater', 'roundhouse', 'duckdive',
                        'football', 'surfing',
""")
rep("    # ---- scenarios: set 107 reuses universes ----", "    # ---- scenarios: set 108 reuses universes ----")
rep("""    s28_ = json.load(open(SET102))  # set 102's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 102's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set102_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s107x_ = json.load(open(SET107))
    if len(s107x_) != 20 or len({ds[x][2] for x in s107x_ if x in ds}) != 20:
        err('ref/set107_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET103))  # set 103's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 103's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set103_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set107_scenarios.json'))) != chosen:
            err('ref/set107_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set107_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set108_scenarios.json'))) != chosen:
            err('ref/set108_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set108_scenarios.json: %s' % e)
    # set 107's own choices file (saved as ref/set107_scenario_choices.json) must agree with ref/set107_scenarios.json
    try:
        s107 = [c['scenario'] for c in json.load(open(SET107_CHOICES))['chosen']]
        if len(s107) != 20 or s107 != json.load(open(SET107)):
            err('ref/set107_scenario_choices.json should list 20 chosen ids, those of ref/set107_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET107_CHOICES, e))
""")
rep("is not used by set 107' % x)", "is not used by set 108' % x)")
rep("""            err('chosen scenario %s is one of set 102\\'s own ids' % x)
        if x in s105x_:
            err('chosen scenario %s is one of set 105\\'s ids' % x)""",
"""            err('chosen scenario %s is one of set 103\\'s own ids' % x)
        if x in s107x_:
            err('chosen scenario %s is one of set 107\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 102\\'s trees' % sc)", "err('scenario %s is not in one of set 103\\'s trees' % sc)")
rep("    # set 107's brief asks for exact counts", "    # set 108's brief asks for exact counts")
rep("    # set 107's notes are prose:", "    # set 108's notes are prose:")
rep("err('new tag %s appears in set 105\\'s README' % t)", "err('new tag %s appears in set 107\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 105\\'s README' % t)", "err('new tag %s (with a space) appears in set 107\\'s README' % t)")
rep("err('set 105\\'s README not found at %s' % SET30_README)", "err('set 107\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 105 or a near variant' % t)", "is a prose style of sets 41 to 107 or a near variant' % t)")
rep("all set 102\\'s trees, none of set 102\\'s or set 105\\'s ids)", "all set 103\\'s trees, none of set 103\\'s or set 107\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written', len(src), 'chars')
