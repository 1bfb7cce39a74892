#!/usr/bin/env python3
"""Copies set 108's validate.py and patches it for set 109 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set108', 'validate.py'), encoding='utf-8').read()


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n, count)
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 108 (claims.jsonl, estimates.jsonl, README.md).

Set 107's checker with set 108's tags and counts, set 108's scenario rule (reused universes: the 20 trees
that hold set 103's 20 scenarios, in set 103's order, each represented by its lowest record id that is not
set 103's id; none of set 107's ids), and set 108's prose notes (six prose styles, 10 note texts each, both
kinds per text, 120 records, no code or markup characters; a line starting with -, * or # only as a plain
prose bullet; each style's own construction checked on every note).''',
    '''"""Stdlib-only checker for blind set 109 (claims.jsonl, estimates.jsonl, README.md).

Set 108's checker with set 109's tags and counts, set 109's scenario rule (reused universes: the 20 trees
that hold set 104's 20 scenarios, in set 104's order, each represented by its lowest record id that is not
set 104's id; none of set 108's ids), and set 109's prose notes (six prose styles, 10 note texts each, both
kinds per text, 120 records, no code or markup characters; a line starting with -, * or # only as a plain
prose bullet; each style's own construction checked on every note).''')
rep("""SET107_CHOICES = os.path.join(HERE, 'ref', 'set107_scenario_choices.json')
""", """SET107_CHOICES = os.path.join(HERE, 'ref', 'set107_scenario_choices.json')
SET108 = os.path.join(HERE, 'ref', 'set108_scenarios.json')
SET108_CHOICES = os.path.join(HERE, 'ref', 'set108_scenario_choices.json')
""")
rep("""# set 107's README: beside this folder (set 107 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set107', 'README.md')""",
    """# set 108's README: beside this folder (set 108 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set108', 'README.md')""")
rep("""    # set 108 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 108's new tags, each with committing and adversarial forms (checked below)
    'cinici_cini': 12, 'kurbitsmalare_kurbits': 12, 'toddytapper_kallu': 12, 'emolientero_emoliente': 12,
    'irula_venom': 12, 'cochinillero_cochinilla': 12, 'huttenwirt_huttenbuch': 12, 'trenzador_tiento': 12,""",
    """    # set 109 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 109's new tags, each with committing and adversarial forms (checked below)
    'arganiere_argan': 12, 'jimador_penca': 12, 'tiraboleiro_botafumeiro': 12, 'tsolias_tsarouchi': 12,
    'tungeskjaerer_torsketunge': 12, 'katsuobushiya_karebushi': 12, 'imbongi_izibongo': 12, 'azafranera_rosa': 12,""")
rep("""NEW_CLAIM_TAGS = ['cinici_cini', 'kurbitsmalare_kurbits', 'toddytapper_kallu', 'emolientero_emoliente', 'irula_venom', 'cochinillero_cochinilla', 'huttenwirt_huttenbuch', 'trenzador_tiento']""",
    """NEW_CLAIM_TAGS = ['arganiere_argan', 'jimador_penca', 'tiraboleiro_botafumeiro', 'tsolias_tsarouchi', 'tungeskjaerer_torsketunge', 'katsuobushiya_karebushi', 'imbongi_izibongo', 'azafranera_rosa']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 107's tags, their words and domain words (from set 107's README)""",
    """EARLIER_CLAIM_TAGS = {
    # set 108's tags, their words and domain words (from set 108's README)
    'cinici_cini', 'kurbitsmalare_kurbits', 'toddytapper_kallu', 'emolientero_emoliente', 'irula_venom',
    'cochinillero_cochinilla', 'huttenwirt_huttenbuch', 'trenzador_tiento',
    'cinici', 'cini', 'kurbitsmalare', 'kurbits', 'toddytapper', 'kallu', 'emolientero', 'emoliente', 'irula',
    'venom', 'cochinillero', 'cochinilla', 'huttenwirt', 'huttenbuch', 'trenzador', 'tiento',
    'iznik', 'rustem', 'kolonya', 'saz', 'rattvik', 'dalarna', 'falu', 'spelman', 'dala', 'kuttanad', 'alappuzha',
    'toddy', 'lima', 'linaza', 'cebada', 'alfalfa', 'garua', 'combi', 'vadanemmeli', 'krait', 'viper',
    'mamallapuram', 'guatiza', 'lanzarote', 'timanfaya', 'mala', 'geria', 'karwendel', 'stube', 'schnapps',
    'tacuarembo', 'tientos', 'trenza', 'rawhide', 'payador', 'grappa', 'asado', 'estancia',
    # set 109's dropped candidates that passed the lists (the same trade as an earlier tag: caldarrostaio_caldarroste
    # (chestnutroaster_brazier), reifendreher_reifentier (woodturner_lathe), valyalshchik_valenki (feltmaker_wool),
    # komuzchu_komuz (akyn_dombra), opancar_opanak (cobbler_last), norcino (butcher_cleaver), goemonier_goemon
    # (seaweedharvester_sickle, kelpgatherer_sickle), dhaki_dhak (bhangra_dhol, drummer_snare), kurtoskalacs and
    # obwarzanek (baker_banneton), cimbalom (dulcimerist_hammer), lokta (papermaker_deckle), banig (the weavers),
    # pattachitra (phad, the scroll painters), khukuri (cutler_tang), nonla and salakot (milliner_brim, hatter_felt),
    # shimenawa (ropemaker_strand), koinobori and manja (kite_flyer), kangri (basketmaker_wicker), waza_wazwan
    # (kitchen_chef), shikara (boatman), chhipa (printmaker_brayer), ganjifa (karuta_card, hanafuda_card), agarbatti
    # (incense), mezcalero_palenque (distiller_still), krar (crwthist_lyre), griot and balafon (koraist_calabash),
    # sofer (calligrapher_brush), schaffler (the coopers), mehter (the musicians), infioratore_infiorata
    # (madonnaro_gessetto), lungta (printmaker_brayer), caporal and diablada (luchador_mask, mascarero_vejigante),
    # kathakali and chhau (yakshagana), katajjaq_nunavik (khoomeizhi_doshpuluur: throat singing); not needed beside the chosen tags: almadrabero_almadraba, angulero_angula and
    # intha (a fourth trade of fish and fishing), gigantero_gigante (a third Spanish tag;
    # gigante's English word giant is an entry word), tanoura, canillita, cabezudo, correfoc; terms I was not
    # certain of: darumashi_daruma, nettipattam, suzuri, hyogushi, vanillier_lavanila, junkanoo, krathong, ondel)
    'caldarrostaio_caldarroste', 'reifendreher_reifentier', 'valyalshchik_valenki', 'komuzchu_komuz',
    'opancar_opanak', 'norcino', 'goemonier_goemon', 'dhaki_dhak', 'kurtoskalacs', 'obwarzanek', 'cimbalom',
    'lokta', 'banig', 'pattachitra', 'khukuri', 'nonla', 'salakot', 'shimenawa', 'koinobori', 'manja', 'kangri',
    'waza_wazwan', 'shikara', 'chhipa', 'ganjifa', 'agarbatti', 'mezcalero_palenque', 'krar', 'griot', 'balafon',
    'sofer', 'schaffler', 'mehter', 'infioratore_infiorata', 'lungta', 'caporal', 'diablada', 'kathakali', 'chhau',
    'katajjaq_nunavik', 'almadrabero_almadraba', 'angulero_angula', 'intha', 'gigantero_gigante', 'tanoura',
    'canillita', 'cabezudo', 'correfoc', 'darumashi_daruma', 'nettipattam', 'suzuri', 'hyogushi',
    'vanillier_lavanila', 'junkanoo', 'krathong', 'ondel',
    # set 107's tags, their words and domain words (from set 107's README)""")
rep("""            # new in set 108 (prose styles)
            'rabona', 'cruyff', 'nutmeg', 'scorpion', 'marseille', 'gambeta'}
NEW_EST_TAGS = ['rabona', 'cruyff', 'nutmeg', 'scorpion', 'marseille', 'gambeta']
# set 108: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""",
    """            # new in set 108 (prose styles)
            'rabona', 'cruyff', 'nutmeg', 'scorpion', 'marseille', 'gambeta',
            # new in set 109 (prose styles)
            'maegeri', 'yokogeri', 'ushirogeri', 'gyakuzuki', 'ashibarai', 'kizamizuki'}
NEW_EST_TAGS = ['maegeri', 'yokogeri', 'ushirogeri', 'gyakuzuki', 'ashibarai', 'kizamizuki']
# set 109: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# the two words of the technique's name may be written together, with a space or with a hyphen)
STYLE_PATTERNS = {
    'maegeri': [r'(?i)\\bmae[- ]?geris?\\b'],
    'yokogeri': [r'(?i)\\byoko[- ]?geris?\\b'],
    'ushirogeri': [r'(?i)\\bushiro[- ]?geris?\\b'],
    'gyakuzuki': [r'(?i)\\bgyaku[- ]?zukis?\\b'],
    'ashibarai': [r'(?i)\\bashi[- ]?barais?\\b'],
    'kizamizuki': [r'(?i)\\bkizami[- ]?zukis?\\b'],
}
# set 108's patterns (kept for the record; set 108's styles are not used here)
SET108_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 108's prose styles and near variants (from set 108's README)
                        'rabona', 'rabonas', 'cruyff', 'cruyffs', 'nutmeg', 'nutmegs', 'nutmegged', 'nutmegging',
                        'scorpion', 'scorpions', 'marseille', 'marseilles', 'gambeta', 'gambetas',
                        # set 109's candidates that passed and were not used (of karate: karate, karateka, sensei,
                        # kiai, kumite, kihon, heian, kanku, tekki, oizuki, ageuke, gedanbarai, shuto, hizageri,
                        # tobigeri, kakatogeri, kakato, empi, ippon, zenkutsu, kokutsu, kiba, dachi, goju, karategi;
                        # of aikido: aikido, irimi, tenkan, ikkyo, nikyo, sankyo, shihonage, iriminage, kokyunage,
                        # ukemi, tenchinage, kaitennage, taisabaki, kokyu, atemi, ukenagashi; of juggling and BMX:
                        # juggling, cascade, siteswap, tailwhip, bunnyhop, fufanu, boof)
                        'karate', 'karateka', 'sensei', 'kiai', 'kumite', 'kihon', 'heian', 'kanku', 'tekki', 'oizuki',
                        'ageuke', 'gedanbarai', 'shuto', 'hizageri', 'tobigeri', 'kakatogeri', 'kakato', 'empi',
                        'ippon', 'zenkutsu', 'kokutsu', 'kiba', 'dachi', 'goju', 'karategi', 'aikido', 'irimi',
                        'tenkan', 'ikkyo', 'nikyo', 'sankyo', 'shihonage', 'iriminage', 'kokyunage', 'ukemi',
                        'tenchinage', 'kaitennage', 'taisabaki', 'kokyu', 'atemi', 'ukenagashi', 'juggling', 'cascade',
                        'siteswap', 'tailwhip', 'bunnyhop', 'fufanu', 'boof',
                        # set 109's dropped candidates (an entry, an entry's word or a substring: kotegaeshi (kote),
                        # mawashigeri (mawashi, washi), uraken (rake), nukite (kite), mikazukigeri (azuki), shotokan
                        # (shot), kyokushin (kushi), kata (katabatic), dojo, bassai (bass), shower (show), multiplex
                        # (multiple), millsmess (mill), fountain, barspin (spin), nohander (hand), candybar (candy),
                        # eskimo (skim), splitwheel and cartwheel (wheel); the themes judo, yoga, wrestling,
                        # trampoline, archery, swimming, boxing, bowling, golf, climbing, circus, rodeo, canoe,
                        # breakdance (dance), skateboarding (board), basketball (ball), parkour (park))
                        'kotegaeshi', 'mawashigeri', 'uraken', 'nukite', 'mikazukigeri', 'shotokan', 'kyokushin',
                        'kata', 'dojo', 'bassai', 'shower', 'multiplex', 'millsmess', 'fountain', 'barspin',
                        'nohander', 'candybar', 'eskimo', 'splitwheel', 'cartwheel', 'judo', 'yoga', 'wrestling',
                        'trampoline', 'archery', 'swimming', 'boxing', 'bowling', 'golf', 'climbing', 'circus', 'rodeo',
                        'canoe', 'breakdance', 'skateboarding', 'basketball', 'parkour',
""")
rep("""    # ---- scenarios: set 108 reuses universes ----""", """    # ---- scenarios: set 109 reuses universes ----""")
rep("""    s28_ = json.load(open(SET103))  # set 103's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 103's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set103_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s108x_ = json.load(open(SET108))
    if len(s108x_) != 20 or len({ds[x][2] for x in s108x_ if x in ds}) != 20:
        err('ref/set108_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET104))  # set 104's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 104's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set104_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set108_scenarios.json'))) != chosen:
            err('ref/set108_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set108_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set109_scenarios.json'))) != chosen:
            err('ref/set109_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set109_scenarios.json: %s' % e)
    # set 108's own choices file (saved as ref/set108_scenario_choices.json) must agree with ref/set108_scenarios.json
    try:
        s108 = [c['scenario'] for c in json.load(open(SET108_CHOICES))['chosen']]
        if len(s108) != 20 or s108 != json.load(open(SET108)):
            err('ref/set108_scenario_choices.json should list 20 chosen ids, those of ref/set108_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET108_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 108' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 103\\'s own ids' % x)
        if x in s107x_:
            err('chosen scenario %s is one of set 107\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 109' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 104\\'s own ids' % x)
        if x in s108x_:
            err('chosen scenario %s is one of set 108\\'s ids' % x)""")
rep("""            err('scenario %s is not in one of set 103\\'s trees' % sc)""",
    """            err('scenario %s is not in one of set 104\\'s trees' % sc)""")
rep("""    # set 108's brief asks for exact counts""", """    # set 109's brief asks for exact counts""")
rep("""    # set 108's notes are prose: no code, markup, configuration or data-format characters""",
    """    # set 109's notes are prose: no code, markup, configuration or data-format characters""")
rep("""                err('new tag %s appears in set 107\\'s README' % t)""", """                err('new tag %s appears in set 108\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 107\\'s README' % t)""",
    """                err('new tag %s (with a space) appears in set 108\\'s README' % t)""")
rep("""        err('set 107\\'s README not found at %s' % SET30_README)""", """        err('set 108\\'s README not found at %s' % SET30_README)""")
rep("""            err('new estimate tag %s is a prose style of sets 41 to 107 or a near variant' % t)""",
    """            err('new estimate tag %s is a prose style of sets 41 to 108 or a near variant' % t)""")
rep("""all set 103\\'s trees, none of set 103\\'s or set 107\\'s ids)""", """all set 104\\'s trees, none of set 104\\'s or set 108\\'s ids)""")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
