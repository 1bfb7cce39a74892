"""Writes ../validate.py from set 91's validate.py; every replacement is asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set91', 'validate.py'), encoding='utf-8').read()
def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:70], c, n)
    src = src.replace(old, new)

rep('''"""Stdlib-only checker for blind set 91 (claims.jsonl, estimates.jsonl, README.md).

Set 90's checker with set 91's tags and counts, set 91's scenario rule (reused universes: the 20 trees
that hold set 86's 20 scenarios, in set 86's order, each represented by its lowest record id that is not
set 86's id), and set 91's prose notes''',
'''"""Stdlib-only checker for blind set 92 (claims.jsonl, estimates.jsonl, README.md).

Set 91's checker with set 92's tags and counts, set 92's scenario rule (reused universes: the 20 trees
that hold set 87's 20 scenarios, in set 87's order, each represented by its lowest record id that is not
set 87's id), and set 92's prose notes''')
rep("""SET90_CHOICES = os.path.join(HERE, 'ref', 'set90_scenario_choices.json')
""", """SET90_CHOICES = os.path.join(HERE, 'ref', 'set90_scenario_choices.json')
SET91 = os.path.join(HERE, 'ref', 'set91_scenarios.json')
SET91_CHOICES = os.path.join(HERE, 'ref', 'set91_scenario_choices.json')
""")
rep("""# set 90's README: beside this folder (set 90 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set90', 'README.md')""",
"""# set 91's README: beside this folder (set 91 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set91', 'README.md')""")
rep("""    # set 91 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""",
"""    # set 92 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""")
rep("""    # set 91's new tags, each with committing and adversarial forms (checked below)
    'claqueur_claque': 12, 'souffleur_kasten': 12, 'cantiniere_tonnelet': 12, 'pankhawala_jhalar': 12,
    'chaprasi_chaprass': 12, 'churiwala_churi': 12, 'filingclerk_manila': 12, 'leechgatherer_pond': 12,""",
"""    # set 92's new tags, each with committing and adversarial forms (checked below)
    'hammal_semer': 12, 'hodman_hod': 12, 'purefinder_pail': 12, 'benshi_katsuben': 12,
    'kingyouri_tarai': 12, 'lanador_grapa': 12, 'corchero_hacha': 12, 'yeotjangsu_gawi': 12,""")
rep("""NEW_CLAIM_TAGS = ['claqueur_claque', 'souffleur_kasten', 'cantiniere_tonnelet', 'pankhawala_jhalar', 'chaprasi_chaprass', 'churiwala_churi', 'filingclerk_manila', 'leechgatherer_pond']""",
"""NEW_CLAIM_TAGS = ['hammal_semer', 'hodman_hod', 'purefinder_pail', 'benshi_katsuben', 'kingyouri_tarai', 'lanador_grapa', 'corchero_hacha', 'yeotjangsu_gawi']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 90's tags, their words and domain words (from set 90's README)""",
"""EARLIER_CLAIM_TAGS = {
    # set 91's tags, their words and domain words (from set 91's README)
    'claqueur_claque', 'souffleur_kasten', 'cantiniere_tonnelet', 'pankhawala_jhalar', 'chaprasi_chaprass',
    'churiwala_churi', 'filingclerk_manila', 'leechgatherer_pond',
    'claqueur', 'claque', 'souffleur', 'kasten', 'cantiniere', 'tonnelet', 'pankhawala', 'jhalar', 'chaprasi',
    'chaprass', 'churiwala', 'churi', 'filingclerk', 'manila', 'leechgatherer', 'pond',
    'opera', 'prompter', 'applause', 'brandy', 'keg', 'punkah', 'peon', 'bangle', 'folder', 'leech',
    # set 92's dropped candidates that passed the lists (near an earlier tag: yakiimoya_koishi (chestnutroaster_brazier),
    # orpailleur_batee (panner_batea), zampognaro_zampogna (bagpiper_chanter), aguador_cantaro (bhishti_mashak),
    # ama_tegane (haenyeo_tewak), cormorant_ukai (usho_kagaribi), hurrier_corf (miner_davylamp, coalcarrier_sack),
    # rakugoka_sensu (storyteller), tellak_kese (masseur_oil), sansuke_nukabukuro (saunameister_ladle),
    # ekibenuri_katakake (pedlar_tray), kamiyui_kushi (hairdresser_curler), mantero_manta (removalist_blanket),
    # chindonya_chindon (drummer_snare), boza_bozaci (simitci_susam), burlak_lyamka (bargee_tiller))
    'yakiimoya_koishi', 'orpailleur_batee', 'zampognaro_zampogna', 'aguador_cantaro', 'ama_tegane',
    'cormorant_ukai', 'hurrier_corf', 'rakugoka_sensu', 'tellak_kese', 'sansuke_nukabukuro',
    'ekibenuri_katakake', 'kamiyui_kushi', 'mantero_manta', 'chindonya_chindon', 'boza_bozaci', 'burlak_lyamka',
    # set 90's tags, their words and domain words (from set 90's README)""")
rep("""            # new in set 91 (prose styles)
            'sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble'}
NEW_EST_TAGS = ['sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble']
# set 91: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""",
"""            # new in set 91 (prose styles)
            'sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble',
            # new in set 92 (prose styles)
            'corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus'}
NEW_EST_TAGS = ['corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus']
# set 92: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'corbel': [r'(?i)\\bcorbels?\\b'],
    'lintel': [r'(?i)\\blintels?\\b'],
    'spandrel': [r'(?i)\\bspandrels?\\b'],
    'voussoir': [r'(?i)\\bvoussoirs?\\b'],
    'buttress': [r'(?i)\\bbuttress(es|ed)?\\b'],
    'oculus': [r'(?i)\\bocul(us|i)\\b'],
}
# set 91's patterns (kept for the record; set 91's styles are not used here)
SET91_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 90's prose styles and near variants (from set 90's README)""",
"""SET41_STYLE_VARIANTS = {
                        # set 91's prose styles and near variants (from set 91's README)
                        'sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble',
                        'leonardo', 'da_vinci', 'caravaggio', 'holbein', 'painting', 'painter', 'varnish',
                        # set 92's candidates that passed and were not used (heraldry: near heraldist_escutcheon;
                        # chess: near chess_annotation, chess_notation; music terms: near the musician tags;
                        # other parts of a building)
                        'blazon', 'tincture', 'cadency', 'abatement', 'dimidiation', 'impalement', 'bordure',
                        'zugzwang', 'fianchetto', 'zwischenzug', 'gambit', 'luft', 'prophylaxis', 'desperado',
                        'kerning', 'ligature', 'typography', 'coda', 'glissando', 'rubato', 'staccato', 'crescendo',
                        'pizzicato', 'sostenuto', 'arpeggio', 'cornice', 'architrave', 'pendentive', 'squinch',
                        'caryatid', 'tympanum',
                        # set 90's prose styles and near variants (from set 90's README)""")
rep("""    s90x_ = json.load(open(SET90))
    if len(s90x_) != 20 or len({ds[x][2] for x in s90x_ if x in ds}) != 20:
        err('ref/set90_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET86))  # set 86's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 86's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set86_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s90x_ = json.load(open(SET90))
    if len(s90x_) != 20 or len({ds[x][2] for x in s90x_ if x in ds}) != 20:
        err('ref/set90_scenarios.json should list 20 scenarios with 20 distinct trees')
    s91x_ = json.load(open(SET91))
    if len(s91x_) != 20 or len({ds[x][2] for x in s91x_ if x in ds}) != 20:
        err('ref/set91_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET87))  # set 87's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 87's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set87_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""    # ---- scenarios: set 90 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 85's 20 scenarios (ref/set85_scenarios.json), in set 85's order; represent each by its lowest
    # record id that is not set 85's id. Recomputed here.""",
"""    # ---- scenarios: set 92 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 87's 20 scenarios (ref/set87_scenarios.json), in set 87's order; represent each by its lowest
    # record id that is not set 87's id. Recomputed here.""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set91_scenarios.json'))) != chosen:
            err('ref/set91_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set91_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set92_scenarios.json'))) != chosen:
            err('ref/set92_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set92_scenarios.json: %s' % e)
    # set 91's own choices file (saved as ref/set91_scenario_choices.json) must agree with ref/set91_scenarios.json
    try:
        s91 = [c['scenario'] for c in json.load(open(SET91_CHOICES))['chosen']]
        if len(s91) != 20 or s91 != json.load(open(SET91)):
            err('ref/set91_scenario_choices.json should list 20 chosen ids, those of ref/set91_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET91_CHOICES, e))""")
rep("is not used by set 91' % x)", "is not used by set 92' % x)")
rep("is one of set 86\\'s own ids' % x)", "is one of set 87\\'s own ids' % x)")
rep("is not in one of set 86\\'s trees' % sc)", "is not in one of set 87\\'s trees' % sc)")
rep("    # set 91's brief asks for exact counts", "    # set 92's brief asks for exact counts")
rep("    # set 91's notes are prose:", "    # set 92's notes are prose:")
rep("appears in set 90\\'s README' % t)", "appears in set 91\\'s README' % t)", 2)
rep("err('set 90\\'s README not found at %s' % SET30_README)", "err('set 91\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 90 or a near variant' % t)", "is a prose style of sets 41 to 91 or a near variant' % t)")
rep("all set 86\\'s trees, none of set 86\\'s ids)' % (", "all set 87\\'s trees, none of set 87\\'s ids)' % (")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
