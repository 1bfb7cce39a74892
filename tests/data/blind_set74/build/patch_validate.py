#!/usr/bin/env python3
"""Adapts set 73's validate.py (copied here) to set 74; every replacement asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()

def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (c, n, old[:80])
    s = s.replace(old, new)

rep('''"""Stdlib-only checker for blind set 73 (claims.jsonl, estimates.jsonl, README.md).

Set 72's checker with set 73's tags and counts, set 73's scenario rule (reused universes: the 20 trees
that hold set 68's 20 scenarios, in set 68's order, each represented by its lowest record id that is not
set 68's id), and set 73's prose notes''', '''"""Stdlib-only checker for blind set 74 (claims.jsonl, estimates.jsonl, README.md).

Set 73's checker with set 74's tags and counts, set 74's scenario rule (reused universes: the 20 trees
that hold set 69's 20 scenarios, in set 69's order, each represented by its lowest record id that is not
set 69's id), and set 74's prose notes''')
rep("""SET72_CHOICES = os.path.join(HERE, 'ref', 'set72_scenario_choices.json')
# set 72's README: beside this folder (set 72 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set72', 'README.md')""",
"""SET72_CHOICES = os.path.join(HERE, 'ref', 'set72_scenario_choices.json')
SET73 = os.path.join(HERE, 'ref', 'set73_scenarios.json')
SET73_CHOICES = os.path.join(HERE, 'ref', 'set73_scenario_choices.json')
# set 73's README: beside this folder (set 73 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set73', 'README.md')""")
rep("""    # set 73 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 73's new tags, each with committing and adversarial forms (checked below)
    'karutaist_fuda': 12, 'spirographer_gear': 12, 'capoeirista_berimbau': 12, 'dodgeballer_dodgeball': 12,
    'tufter_tuftgun': 12, 'kumihimoist_marudai': 12, 'rangoli_powder': 12, 'bhangra_dhol': 12,""",
"""    # set 74 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 74's new tags, each with committing and adversarial forms (checked below)
    'weiqi_goban': 12, 'kombucha_scoby': 12, 'conchologist_whorl': 12, 'flamenco_castanet': 12,
    'oudist_risha': 12, 'sambist_kurtka': 12, 'hobbyhorser_bridle': 12, 'enameller_champleve': 12,""")
rep("""NEW_CLAIM_TAGS = ['karutaist_fuda', 'spirographer_gear', 'capoeirista_berimbau', 'dodgeballer_dodgeball',
                  'tufter_tuftgun', 'kumihimoist_marudai', 'rangoli_powder', 'bhangra_dhol']""",
"""NEW_CLAIM_TAGS = ['weiqi_goban', 'kombucha_scoby', 'conchologist_whorl', 'flamenco_castanet',
                  'oudist_risha', 'sambist_kurtka', 'hobbyhorser_bridle', 'enameller_champleve']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 72's tags, their words and domain words (from set 72's README and validator)""",
"""EARLIER_CLAIM_TAGS = {
    # set 73's tags, their words and domain words (from set 73's README and validator)
    'karutaist_fuda', 'spirographer_gear', 'capoeirista_berimbau', 'dodgeballer_dodgeball', 'tufter_tuftgun',
    'kumihimoist_marudai', 'rangoli_powder', 'bhangra_dhol', 'karutaist', 'fuda', 'spirographer', 'gear',
    'capoeirista', 'berimbau', 'dodgeballer', 'dodgeball', 'tufter', 'tuftgun', 'kumihimoist', 'marudai',
    'rangoli', 'powder', 'bhangra', 'dhol', 'karuta', 'poem', 'spirograph', 'capoeira', 'roda', 'tufting', 'rug',
    'kumihimo', 'braid', 'diwali', 'costume', 'swirl', 'backing',
    # set 74's dropped candidates (a word check failed, or the pastime is near an earlier one or one of set 74's)
    'kalimbist_tine', 'kalimbist_thumbpiano', 'hurdygurdist_crank', 'wheelwright_spoke', 'milliner_hatblock',
    'cribbager_pegboard', 'archer_quiver', 'freediver_monofin', 'lumberjack_axe', 'beekeeper_smoker',
    'rodeo_lasso', 'quilter_batting', 'woodturner_lathe', 'candlemaker_wick', 'macrameist_knot',
    'pigeonfancier_loft', 'rower_oar', 'skateboarder_deck', 'spelunker_headlamp', 'magician_wand',
    'ventriloquist_dummy', 'yodeller_alphorn', 'limbo_bar', 'waterpoloist_cap', 'gymnast_ribbon', 'luger_sled',
    'snowshoer_binding', 'cooper_stave', 'ploughman_furrow', 'shinkicker_straw', 'luchador_mask',
    'trapezist_flybar', 'lapidary_cabochon', 'scrimshander_awl', 'sumotori_mawashi', 'tanguero_bandoneon',
    'phillumenist_matchbox', 'deltiologist_postcard', 'vexillologist_finial', 'aquascaper_substrate',
    'gilder_gesso', 'janggi_palace', 'bagatelle_pin', 'crazygolfer_windmill', 'kirigamist_cutline',
    'coraclist_coracle', 'guzhengist_nail', 'stoneskimmer_pebble', 'footyplayer_sherrin', 'tentpegger_lance',
    'luthier_purfling', 'tanner_vat', 'parchmenter_lunellum', 'typefounder_matrix', 'organbuilder_windchest',
    'glazier_came', 'telemarker_heelplate', 'glimuist_belt', 'shuttlerunner_cone', 'tinsmith_snips',
    'bowyer_tiller', 'wakeboarder_fin', 'speedskater_clapskate', 'kalimbist_mbira', 'koraist_calabash',
    'baduk_goban', 'shamisenist_bachi', 'erhuist_qianjin', 'aussierules_sherrin', 'flyballer_flybox',
    'pentathlete_epee', 'zurkhaneh_meel', 'pato_jinete',
    # set 72's tags, their words and domain words (from set 72's README and validator)""")
rep("""            # new in set 73 (prose styles)
            'rashomon', 'doubting_thomas', 'prodigal_son', 'buridans_ass', 'ship_of_theseus', 'tantalus'}
NEW_EST_TAGS = ['rashomon', 'doubting_thomas', 'prodigal_son', 'buridans_ass', 'ship_of_theseus', 'tantalus']
# set 73: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {""", """            # new in set 73 (prose styles)
            'rashomon', 'doubting_thomas', 'prodigal_son', 'buridans_ass', 'ship_of_theseus', 'tantalus',
            # new in set 74 (prose styles)
            'pinocchio', 'humpty_dumpty', 'cinderella', 'pygmalion', 'narcissus', 'eureka'}
NEW_EST_TAGS = ['pinocchio', 'humpty_dumpty', 'cinderella', 'pygmalion', 'narcissus', 'eureka']
# set 74: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'pinocchio': [r'(?i)\\bpinocchio\\b'],
    'humpty_dumpty': [r'(?i)\\bhumpty dumpty\\b'],
    'cinderella': [r'(?i)\\bcinderella\\b'],
    'pygmalion': [r'(?i)\\bpygmalion\\b'],
    'narcissus': [r'(?i)\\bnarcissus\\b'],
    'eureka': [r'(?i)\\beureka\\b'],
}
# set 73's patterns (kept for the record; set 73's styles are not used here)
SET73_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 72's prose styles""", """SET41_STYLE_VARIANTS = {
                        # set 73's prose styles and near variants (from set 73's README)
                        'rashomon', 'doubting_thomas', 'doubting', 'thomas', 'prodigal_son', 'prodigal',
                        'buridans_ass', 'buridans', 'ship_of_theseus', 'theseus', 'tantalus',
                        # set 74's dropped candidates (an entry, a word of one, a claim-tag word, a word counted
                        # in set 73's README or validator, near an entry or a set-72/73 style)
                        'pandoras_box', 'sword_of_damocles', 'emperors_new_clothes', 'cry_wolf', 'sour_grapes',
                        'dog_in_the_manger', 'wild_goose_chase', 'lotus_eaters', 'white_elephant', 'albatross',
                        'faustian_bargain', 'kafkaesque', 'cheshire_cat', 'pied_piper', 'crossing_the_rubicon',
                        'tabula_rasa', 'penelopes_web', 'sirens_song', 'king_canute', 'sleeping_beauty',
                        'chicken_little', 'don_quixote', 'groundhog_day', 'herculean', 'lots_wife',
                        'judgement_of_solomon', 'sisyphus', 'scylla_and_charybdis', 'holy_grail', 'minotaur',
                        'methuselah',
                        # set 72's prose styles""")
rep("""    # ---- scenarios: set 73 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 68's 20 scenarios (ref/set68_scenarios.json), in set 68's order; represent each by its lowest
    # record id that is not set 68's id. Recomputed here.""", """    # ---- scenarios: set 74 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 69's 20 scenarios (ref/set69_scenarios.json), in set 69's order; represent each by its lowest
    # record id that is not set 69's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET68))  # set 68's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 68's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set68_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s73x_ = json.load(open(SET73))
    if len(s73x_) != 20 or len({ds[x][2] for x in s73x_ if x in ds}) != 20:
        err('ref/set73_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET69))  # set 69's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 69's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set69_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set73_scenarios.json'))) != chosen:
            err('ref/set73_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set73_scenarios.json: %s' % e)""", """        if json.load(open(os.path.join(HERE, 'ref', 'set74_scenarios.json'))) != chosen:
            err('ref/set74_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set74_scenarios.json: %s' % e)
    # set 73's own choices file (saved as ref/set73_scenario_choices.json) must agree with ref/set73_scenarios.json
    try:
        s73 = [c['scenario'] for c in json.load(open(SET73_CHOICES))['chosen']]
        if len(s73) != 20 or s73 != json.load(open(SET73)):
            err('ref/set73_scenario_choices.json should list 20 chosen ids, those of ref/set73_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET73_CHOICES, e))""")
rep("""is not used by set 73' % x)""", """is not used by set 74' % x)""")
rep("""is one of set 68\\'s own ids' % x)""", """is one of set 69\\'s own ids' % x)""")
rep("""is not in one of set 68\\'s trees' % sc)""", """is not in one of set 69\\'s trees' % sc)""")
rep("""    # set 73's brief asks for exact counts""", """    # set 74's brief asks for exact counts""")
rep("""    # set 73's notes are prose""", """    # set 74's notes are prose""")
rep("""appears in set 72\\'s README' % t)""", """appears in set 73\\'s README' % t)""", 2)
rep("""err('set 72\\'s README not found at %s' % SET30_README)""", """err('set 73\\'s README not found at %s' % SET30_README)""")
rep("""is a prose style of sets 41 to 72 or a near variant' % t)""", """is a prose style of sets 41 to 73 or a near variant' % t)""")
rep("""all set 68\\'s trees, none of set 68\\'s ids)""", """all set 69\\'s trees, none of set 69\\'s ids)""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
# set 74: unit names are removed as whole words only (official-024 and official-239 have a unit named Pi,
# which a plain substring removal would cut out of "Pinocchio")
s = open(P, encoding='utf-8').read()
rep("""                x = x.replace(e_, '')""", """                x = re.sub(r'(?<!\\w)%s(?!\\w)' % re.escape(e_), '', x)""")
open(P, 'w', encoding='utf-8').write(s)
print('patched (whole-word unit removal)')
