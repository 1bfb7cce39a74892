#!/usr/bin/env python3
"""Copies set 90's validate.py and adapts it to set 91 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set90', 'validate.py'), encoding='utf-8').read()


def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:70], c, n)
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 90 (claims.jsonl, estimates.jsonl, README.md).

Set 89's checker with set 90's tags and counts, set 90's scenario rule (reused universes: the 20 trees
that hold set 85's 20 scenarios, in set 85's order, each represented by its lowest record id that is not
set 85's id), and set 90's prose notes''',
    '''"""Stdlib-only checker for blind set 91 (claims.jsonl, estimates.jsonl, README.md).

Set 90's checker with set 91's tags and counts, set 91's scenario rule (reused universes: the 20 trees
that hold set 86's 20 scenarios, in set 86's order, each represented by its lowest record id that is not
set 86's id), and set 91's prose notes''')
rep("""SET89_CHOICES = os.path.join(HERE, 'ref', 'set89_scenario_choices.json')
# set 89's README: beside this folder (set 89 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set89', 'README.md')""",
    """SET89_CHOICES = os.path.join(HERE, 'ref', 'set89_scenario_choices.json')
SET90 = os.path.join(HERE, 'ref', 'set90_scenarios.json')
SET90_CHOICES = os.path.join(HERE, 'ref', 'set90_scenario_choices.json')
# set 90's README: beside this folder (set 90 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set90', 'README.md')""")
rep("""    # set 90 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 90's new tags, each with committing and adversarial forms (checked below)
    'tlachiquero_acocote': 12, 'kaanmailiya_salai': 12, 'dhuniya_dhunki': 12, 'magtataho_arnibal': 12,
    'pardoner_relic': 12, 'raddiwala_taraju': 12, 'kavamaker_tanoa': 12, 'ayatorist_ito': 12,""",
    """    # set 91 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 91's new tags, each with committing and adversarial forms (checked below)
    'claqueur_claque': 12, 'souffleur_kasten': 12, 'cantiniere_tonnelet': 12, 'pankhawala_jhalar': 12,
    'chaprasi_chaprass': 12, 'churiwala_churi': 12, 'filingclerk_manila': 12, 'leechgatherer_pond': 12,""")
rep("""NEW_CLAIM_TAGS = ['tlachiquero_acocote', 'kaanmailiya_salai', 'dhuniya_dhunki', 'magtataho_arnibal', 'pardoner_relic', 'raddiwala_taraju', 'kavamaker_tanoa', 'ayatorist_ito']""",
    """NEW_CLAIM_TAGS = ['claqueur_claque', 'souffleur_kasten', 'cantiniere_tonnelet', 'pankhawala_jhalar', 'chaprasi_chaprass', 'churiwala_churi', 'filingclerk_manila', 'leechgatherer_pond']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 89's tags, their words and domain words (from set 89's README)""",
    """EARLIER_CLAIM_TAGS = {
    # set 90's tags, their words and domain words (from set 90's README)
    'tlachiquero_acocote', 'kaanmailiya_salai', 'dhuniya_dhunki', 'magtataho_arnibal', 'pardoner_relic',
    'raddiwala_taraju', 'kavamaker_tanoa', 'ayatorist_ito',
    'tlachiquero', 'acocote', 'kaanmailiya', 'salai', 'dhuniya', 'dhunki', 'magtataho', 'arnibal', 'pardoner',
    'relic', 'raddiwala', 'taraju', 'kavamaker', 'tanoa', 'ayatorist', 'ito',
    'pulque', 'aguamiel', 'maguey', 'taho', 'tofu', 'sago', 'kava', 'ayatori', 'catscradle', 'indulgence',
    # set 91's dropped candidates (an entry, a word of one or a substring: evangelista_maquina (list),
    # telephonist_switchboard, croupier_rake, usherette_torch, perfumer_mouillette, phrenologist_calipers,
    # projectionist_reel, foleyist_coconut, telegraphist_sounder, ratcatcher_ferret, resurrectionist_spade,
    # sericulturist_mulberry, notary_embosser, censustaker_schedule, concierge_clefsdor, molecatcher_spud,
    # pursuivant_tabard, almoner_alms, lexicographer_slip, proofreader_caret, indexer_locator, assayer_touchstone,
    # pargeter_trowel, vivandiere_barrel, jester_marotte, douanier_manifest, lightkeeper_fresnel,
    # billposter_pastebrush, pawnbroker_pledgebook, gilder_gilderstip, dendrochronologist_corer, livingstatue_plinth,
    # crossingpatrol_lollipop, interpreter_booth, subtitler_timecode (entries or their words); liftman_gate (gate),
    # elevatorist_carswitch (switch), toothdrawer_pelican (tooth), saunamestari_kiuas (sauna), ornamentalhermit_grotto
    # (grotto), lapotnik_kochedyk (oche), nakodo_tsurigaki (kodo), sandwichman_placard (card), kitsukeshi_obi
    # (ukes), globero_helio (globe), punkahwallah_jhalar (wall), patangbaaz_manjha (tang), cohetero_castillo (cast),
    # catsmeatman_skewer (meat), yamabushi_horagai (raga), rohrpostler_buechse (ostler), boatswain_bosun (boat),
    # fossilhunter_chisel, panner_batea, lapidary_dop, battipalo_mazzapicchio (palo), fuller_teasel (easel),
    # mysteryshopper_receipt (hopper), linestander_campstool (camp), airtrafficker_strip and atcontroller_strip
    # (strip), douanier_laissezpasser (pass), comptometrist_comptometer (meter), mimeographer_stencil (mime),
    # kahar_doli (doli), panda_bahi (README); passing but near an earlier pastime: sereno_chuzo (watchman_rattle),
    # mondina_risaia (rice), koehler_meiler (charcoalburner_clamp), kaasdrager_berrie (cheesemonger_rind),
    # oshiya_tebukuro (train_conductor), sodajerk_fountain (barista_counter), sineater_bier (funeral, coffin),
    # franelero_franela (valet, parking), bouilleur_alambic (distiller_still), kutsero_kalesa (cab_driver),
    # hikeshi_matoi (firefighter), silletero_silleta (florist_bouquet), chapman_chapbook (pedlar_tray),
    # trifolau_sapin (trufflehunter_hound), toji_koji (brewer_mashtun), sampuru_replica (the model and wax
    # entries), sherpa_doko (mountaineer), munshi_qalamdan (calligraphy), garderobiere_jeton (cloakroom_token),
    # rohrpost_buechse (postalsorter_pigeonhole), kurogo_zukin (stagehand_flyrope), surishi_baren
    # (printmaker_brayer), bouquiniste_boite (bookseller_till), sabotier_sabot (clogmaker_adze), cockler_jumbo
    # (beachcomber_tide), perruquier_peruke (wigmaker_caul), plumassier_plume (feather), dragoman_firman
    # (interpreter_booth), douanier_tampon (customsofficer_declaration); passing and not used: sutler_wagon,
    # huettenwirt_huettenbuch, tlacuilo_amatl, bader_schroepfkopf)
    'evangelista_maquina', 'telephonist_switchboard', 'croupier_rake', 'usherette_torch', 'perfumer_mouillette',
    'phrenologist_calipers', 'projectionist_reel', 'foleyist_coconut', 'telegraphist_sounder', 'ratcatcher_ferret',
    'resurrectionist_spade', 'sericulturist_mulberry', 'notary_embosser', 'censustaker_schedule',
    'concierge_clefsdor', 'molecatcher_spud', 'pursuivant_tabard', 'almoner_alms', 'lexicographer_slip',
    'proofreader_caret', 'indexer_locator', 'assayer_touchstone', 'pargeter_trowel', 'vivandiere_barrel',
    'jester_marotte', 'douanier_manifest', 'lightkeeper_fresnel', 'billposter_pastebrush', 'pawnbroker_pledgebook',
    'gilder_gilderstip', 'dendrochronologist_corer', 'livingstatue_plinth', 'crossingpatrol_lollipop',
    'interpreter_booth', 'subtitler_timecode', 'liftman_gate', 'elevatorist_carswitch', 'toothdrawer_pelican',
    'saunamestari_kiuas', 'ornamentalhermit_grotto', 'lapotnik_kochedyk', 'nakodo_tsurigaki',
    'sandwichman_placard', 'kitsukeshi_obi', 'globero_helio', 'punkahwallah_jhalar', 'patangbaaz_manjha',
    'cohetero_castillo', 'catsmeatman_skewer', 'yamabushi_horagai', 'rohrpostler_buechse', 'boatswain_bosun',
    'fossilhunter_chisel', 'panner_batea', 'lapidary_dop', 'battipalo_mazzapicchio', 'fuller_teasel',
    'mysteryshopper_receipt', 'linestander_campstool', 'airtrafficker_strip', 'atcontroller_strip',
    'douanier_laissezpasser', 'comptometrist_comptometer', 'mimeographer_stencil', 'kahar_doli', 'panda_bahi',
    'sereno_chuzo', 'mondina_risaia', 'koehler_meiler', 'kaasdrager_berrie', 'oshiya_tebukuro',
    'sodajerk_fountain', 'sineater_bier', 'franelero_franela', 'bouilleur_alambic', 'kutsero_kalesa',
    'hikeshi_matoi', 'silletero_silleta', 'chapman_chapbook', 'trifolau_sapin', 'toji_koji', 'sampuru_replica',
    'sherpa_doko', 'munshi_qalamdan', 'garderobiere_jeton', 'rohrpost_buechse', 'kurogo_zukin', 'surishi_baren',
    'bouquiniste_boite', 'sabotier_sabot', 'cockler_jumbo', 'perruquier_peruke', 'plumassier_plume',
    'dragoman_firman', 'douanier_tampon', 'sutler_wagon', 'huettenwirt_huettenbuch', 'tlacuilo_amatl',
    'bader_schroepfkopf',
    # set 89's tags, their words and domain words (from set 89's README)""")
rep("""            # new in set 90 (prose styles)
            'beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll'}
NEW_EST_TAGS = ['beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll']
# set 90: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""",
    """            # new in set 90 (prose styles)
            'beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll',
            # new in set 91 (prose styles)
            'sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble'}
NEW_EST_TAGS = ['sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble']
# set 91: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'sfumato': [r'(?i)\\bsfumato\\b'],
    'chiaroscuro': [r'(?i)\\bchiaroscuro\\b'],
    'craquelure': [r'(?i)\\bcraquelure\\b'],
    'anamorphosis': [r'(?i)\\banamorphosis\\b'],
    'verdaccio': [r'(?i)\\bverdaccio\\b'],
    'scumble': [r'(?i)\\bscumble(s|d)?\\b'],
}
# set 90's patterns (kept for the record; set 90's styles are not used here)
SET90_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 89's prose styles and near variants (from set 89's README)""",
    """SET41_STYLE_VARIANTS = {
                        # set 90's prose styles and near variants (from set 90's README)
                        'beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll', 'francis_beaufort',
                        'friedrich_mohs', 'daniel_fahrenheit', 'albert_munsell', 'charles_richter',
                        'samuel_plimsoll', 'plimsoll_line', 'beaufort_scale', 'richter_scale', 'mohs_scale',
                        # set 91's dropped candidates (an entry or a substring: pentimento (time), grisaille (sail),
                        # impasto (past), pointillism (point), fresco (frescoist_intonaco), tempera (README),
                        # underdrawing (draw), glaze (glazed); passing, not used: palimpsest (near
                        # voynich_manuscript), trompe_loeil (near smoke_and_mirrors, fata_morgana), tenebrism (near
                        # chiaroscuro), intaglio, vanitas, encaustic, gouache, camaieu)
                        'pentimento', 'grisaille', 'impasto', 'pointillism', 'fresco', 'tempera', 'underdrawing',
                        'glaze', 'palimpsest', 'trompe_loeil', 'tenebrism', 'intaglio', 'vanitas', 'encaustic',
                        'gouache', 'camaieu',
                        # set 89's prose styles and near variants (from set 89's README)""")
rep("""    s28_ = json.load(open(SET85))  # set 85's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 85's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set85_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s90x_ = json.load(open(SET90))
    if len(s90x_) != 20 or len({ds[x][2] for x in s90x_ if x in ds}) != 20:
        err('ref/set90_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET86))  # set 86's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 86's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set86_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set90_scenarios.json'))) != chosen:
            err('ref/set90_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set90_scenarios.json: %s' % e)""",
    """        if json.load(open(os.path.join(HERE, 'ref', 'set91_scenarios.json'))) != chosen:
            err('ref/set91_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set91_scenarios.json: %s' % e)
    # set 90's own choices file (saved as ref/set90_scenario_choices.json) must agree with ref/set90_scenarios.json
    try:
        s90 = [c['scenario'] for c in json.load(open(SET90_CHOICES))['chosen']]
        if len(s90) != 20 or s90 != json.load(open(SET90)):
            err('ref/set90_scenario_choices.json should list 20 chosen ids, those of ref/set90_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET90_CHOICES, e))""")
rep("is not used by set 90' % x)", "is not used by set 91' % x)")
rep("is one of set 85\\'s own ids' % x)", "is one of set 86\\'s own ids' % x)")
rep("is not in one of set 85\\'s trees' % sc)", "is not in one of set 86\\'s trees' % sc)")
rep("    # set 90's brief asks for exact counts", "    # set 91's brief asks for exact counts")
rep("    # set 90's notes are prose", "    # set 91's notes are prose")
rep("appears in set 89\\'s README' % t)", "appears in set 90\\'s README' % t)", 2)  # also the "(with a space)" message
rep("err('set 89\\'s README not found at %s' % SET30_README)", "err('set 90\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 89 or a near variant", "is a prose style of sets 41 to 90 or a near variant")
rep("all set 85\\'s trees, none of set 85\\'s ids", "all set 86\\'s trees, none of set 86\\'s ids")
with open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8') as fh:
    fh.write(src)
print('validate.py written')
