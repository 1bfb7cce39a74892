#!/usr/bin/env python3
"""Copies set 124's validate.py and patches it for set 125 (each replacement asserted to hit its stated count)."""
import os
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
src = open(os.path.join(HERE, '..', 'blind_set124', 'validate.py'), encoding='utf-8').read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 124 (claims.jsonl, estimates.jsonl, README.md).

Set 122's checker with set 124's tags and counts, set 124's scenario rule (reused universes: the 20 trees
that hold set 119's 20 scenarios, in set 119's order, each represented by its lowest record id that is neither
set 119's id nor one of set 122's ids), and set 124's prose notes (six prose styles, 10 note texts each, both''',
'''"""Stdlib-only checker for blind set 125 (claims.jsonl, estimates.jsonl, README.md).

Set 124's checker with set 125's tags and counts, set 125's scenario rule (reused universes: the 20 trees
that hold set 120's 20 scenarios, in set 120's order, each represented by its lowest record id that is neither
set 120's id nor one of set 124's ids), and set 125's prose notes (six prose styles, 10 note texts each, both''')
rep('''SET122_CHOICES = os.path.join(HERE, 'ref', 'set122_scenario_choices.json')
# set 122's README: beside this folder (set 122 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set122', 'README.md')''',
'''SET122_CHOICES = os.path.join(HERE, 'ref', 'set122_scenario_choices.json')
SET124 = os.path.join(HERE, 'ref', 'set124_scenarios.json')
SET124_CHOICES = os.path.join(HERE, 'ref', 'set124_scenario_choices.json')
# set 124's README: beside this folder (set 124 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set124', 'README.md')''')
rep('''    # set 124 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''',
    '''    # set 125 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''')
rep('''    # set 124's new tags, each with committing and adversarial forms (checked below)
    'wasabiya_wasabi': 12, 'vogler_vogelherd': 12, 'suzumushiya_suzumushi': 12, 'neyzen_ney': 12,
    'zirkelschmied_zirkel': 12, 'rocailleur_rocaille': 12, 'scariolante_scariola': 12, 'odrero_odre': 12,''',
'''    # set 125's new tags, each with committing and adversarial forms (checked below)
    'selciarolo_sampietrino': 12, 'zolfanellaio_zolfanello': 12, 'pulpeiro_pulpo': 12, 'sandikci_sandik': 12,
    'teknos_tekno': 12, 'wuerfelmacher_wuerfel': 12, 'rechenmacher_rechen': 12, 'sporer_sporn': 12,''')
rep('''NEW_CLAIM_TAGS = ['wasabiya_wasabi', 'vogler_vogelherd', 'suzumushiya_suzumushi', 'neyzen_ney', 'zirkelschmied_zirkel', 'rocailleur_rocaille', 'scariolante_scariola', 'odrero_odre']''',
'''NEW_CLAIM_TAGS = ['selciarolo_sampietrino', 'zolfanellaio_zolfanello', 'pulpeiro_pulpo', 'sandikci_sandik', 'teknos_tekno', 'wuerfelmacher_wuerfel', 'rechenmacher_rechen', 'sporer_sporn']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 124's tags, their words and domain words (from set 124's README)
    'wasabiya_wasabi', 'vogler_vogelherd', 'suzumushiya_suzumushi', 'neyzen_ney', 'zirkelschmied_zirkel',
    'rocailleur_rocaille', 'scariolante_scariola', 'odrero_odre',
    'wasabiya', 'wasabi', 'vogler', 'vogelherd', 'suzumushiya', 'suzumushi', 'neyzen', 'ney', 'zirkelschmied', 'zirkel',
    'rocailleur', 'rocaille', 'scariolante', 'scariola', 'odrero', 'odre',
    'azumino', 'kanreisha', 'sharkskin', 'goslar', 'harz', 'lockvogel', 'schlagnetz', 'zugleine', 'mushikago',
    'konya', 'kudum', 'nuremberg', 'duerer', 'buttes_chaumont', 'argine', 'argini', 'valli', 'valdepenas', 'ruota',
    'wineskin', 'navvy', 'wheelbarrow', 'fowler', 'finch', 'insect_seller', 'compass_smith', 'false_rock',
    # set 125's candidates that passed the lists and were dropped or not used (the same trade as an earlier tag, or
    # near one: tesbihci_tesbih (prayer_beads), trecciaiola_treccia (strawplaiter_plait), scharensliep_slijpsteen
    # (scissorgrinder_whetstone), oshieshi_oshie (quilter_batting, molaist_applique), sumiyaki_sumigama
    # (charcoalburner_clamp), tapiador_tapial (adobero_adobe), siebmacher_sieb (setacciaio, fossicker_sieve),
    # pottaschesieder_pottasche (soapboiler_lye), tezhipci_tezhip (gilder_leaf), yuntero_yunta (ploughman_furrow),
    # zabbal_zibala (dustman), yamshchik_troika (set 124's postilion_postillon, cab_driver), warraq_qirtas
    # (bookseller_till, papermaker), yuzenshi_yuzen and rozomeshi_rozome (shibori_dyer, batiker_canting),
    # pltnik_plt (raftsman), senbeiya_senbei and pipoqueiro_pipoca (chestnutroaster_brazier, popcorn),
    # yufkaci_yufka (noodlepuller_dough), shanyrakshi_shanyrak (yurt), zariwala_zari (wire, embroiderer_hoop);
    # not needed beside the chosen tags: schachtelmacher_schachtel, naverslojdare_naver, wolkammer_wolkam,
    # tegelbakker_tegel, taeschner_tasche, toacar_toaca, tenekedzis_teneke) and their words
    'tesbihci_tesbih', 'trecciaiola_treccia', 'scharensliep_slijpsteen', 'oshieshi_oshie', 'sumiyaki_sumigama',
    'tapiador_tapial', 'siebmacher_sieb', 'pottaschesieder_pottasche', 'tezhipci_tezhip', 'yuntero_yunta',
    'zabbal_zibala', 'yamshchik_troika', 'warraq_qirtas', 'yuzenshi_yuzen', 'rozomeshi_rozome', 'pltnik_plt',
    'senbeiya_senbei', 'pipoqueiro_pipoca', 'yufkaci_yufka', 'shanyrakshi_shanyrak', 'zariwala_zari',
    'schachtelmacher_schachtel', 'naverslojdare_naver', 'wolkammer_wolkam', 'tegelbakker_tegel', 'taeschner_tasche',
    'toacar_toaca', 'tenekedzis_teneke',
    'tesbihci', 'tesbih', 'trecciaiola', 'treccia', 'scharensliep', 'slijpsteen', 'oshieshi', 'oshie', 'sumiyaki',
    'sumigama', 'tapiador', 'tapial', 'siebmacher', 'sieb', 'pottaschesieder', 'pottasche', 'tezhipci', 'tezhip',
    'yuntero', 'yunta', 'zabbal', 'zibala', 'yamshchik', 'troika', 'warraq', 'qirtas', 'yuzenshi', 'yuzen',
    'rozomeshi', 'rozome', 'pltnik', 'plt', 'senbeiya', 'senbei', 'pipoqueiro', 'pipoca', 'yufkaci', 'yufka',
    'shanyrakshi', 'shanyrak', 'zariwala', 'zari', 'schachtelmacher', 'schachtel', 'naverslojdare', 'naver',
    'wolkammer', 'wolkam', 'tegelbakker', 'tegel', 'taeschner', 'tasche', 'toacar', 'toaca', 'tenekedzis', 'teneke',
''')
rep('''            # new in set 124 (prose styles)
            'strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial'}
NEW_EST_TAGS = ['strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial']
# set 124: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive; subglacial may also be written apart or hyphenated)
STYLE_PATTERNS = {''',
'''            # new in set 124 (prose styles)
            'strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial',
            # new in set 125 (prose styles)
            'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage'}
NEW_EST_TAGS = ['remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage']
# set 125: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive)
STYLE_PATTERNS = {
    'remuage': [r'(?i)\\bremuage\\b'],
    'solera': [r'(?i)\\bsolera\\b'],
    'veraison': [r'(?i)\\bveraison\\b'],
    'saignee': [r'(?i)\\bsaignee\\b'],
    'ouillage': [r'(?i)\\bouillage\\b'],
    'pigeage': [r'(?i)\\bpigeage\\b'],
}
# set 124's patterns (kept for the record; set 124's styles are not used here)
SET124_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 124's prose styles and near variants (from set 124's README)
                        'strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial',
                        'sub_glacial', 'volcanic', 'eruption',
                        # set 125's style candidates that passed and were not used (of vinification: vinification,
                        # tirage, vendange; of orbital manoeuvres: prograde, posigrade, rendezvous, ullage, periapsis,
                        # apoapsis, nodal; of type: nonpareil, swash, versal, solidus, virgule; of archery: toxophily;
                        # of weaving: tabby, treadle, soumak; of tenpin bowling, fireworks and tennis: tenpin,
                        # railroad, nudge, strobe, pistil, smash, tweener) and its dropped candidates (an entry, an
                        # entry word or a substring)
                        'vinification', 'tirage', 'vendange', 'prograde', 'posigrade', 'rendezvous', 'ullage',
                        'periapsis', 'apoapsis', 'nodal', 'nonpareil', 'swash', 'versal', 'solidus', 'virgule',
                        'toxophily', 'tabby', 'treadle', 'soumak', 'tenpin', 'railroad', 'nudge', 'strobe', 'pistil',
                        'smash', 'tweener',
                        'orbital', 'slingshot', 'stationkeeping', 'reentry', 'deorbit', 'aerobraking', 'undock',
                        'racking', 'silviculture', 'pollarding', 'ringbarking', 'windthrow', 'shelterwood',
                        'suckering', 'stooling', 'underplanting', 'overset', 'ogonek', 'nocking', 'overdraw',
                        'plucking', 'stringwalking', 'overshot', 'sculling', 'squaring', 'washout', 'outlane',
                        'rollover', 'topspin', 'tourbillion', 'salute',
''')
rep('''    # ---- scenarios: set 124 reuses universes ----''', '''    # ---- scenarios: set 125 reuses universes ----''')
rep('''    # hold set 119's 20 scenarios (ref/set119_scenarios.json), in set 119's order; represent each by its lowest
    # record id that is neither set 119's id nor one of set 122's ids (ref/set122_scenarios.json). Recomputed here.''',
'''    # hold set 120's 20 scenarios (ref/set120_scenarios.json), in set 120's order; represent each by its lowest
    # record id that is neither set 120's id nor one of set 124's ids (ref/set124_scenarios.json). Recomputed here.''')
rep('''    s28_ = json.load(open(SET119))  # set 119's scenario ids: the trees set 124 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 119's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set119_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s119x_ = json.load(open(SET119))
    if len(s119x_) != 20 or len({ds[x][2] for x in s119x_ if x in ds}) != 20:
        err('ref/set119_scenarios.json should list 20 scenarios with 20 distinct trees')
    s124x_ = json.load(open(SET124))
    if len(s124x_) != 20 or len({ds[x][2] for x in s124x_ if x in ds}) != 20:
        err('ref/set124_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET120))  # set 120's scenario ids: the trees set 125 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 120's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set120_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s122x_]''',
    '''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s124x_]''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set124_scenarios.json'))) != chosen:
            err('ref/set124_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set124_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set125_scenarios.json'))) != chosen:
            err('ref/set125_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set125_scenarios.json: %s' % e)
    # set 124's own choices file (saved as ref/set124_scenario_choices.json) must agree with ref/set124_scenarios.json
    try:
        s124 = [c['scenario'] for c in json.load(open(SET124_CHOICES))['chosen']]
        if len(s124) != 20 or s124 != json.load(open(SET124)):
            err('ref/set124_scenario_choices.json should list 20 chosen ids, those of ref/set124_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET124_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 124' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 119\\'s own ids' % x)
        if x in s122x_:
            err('chosen scenario %s is one of set 122\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 125' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 120\\'s own ids' % x)
        if x in s124x_:
            err('chosen scenario %s is one of set 124\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 119\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 120\\'s trees' % sc)''')
rep('''    # set 124's brief asks for exact counts''', '''    # set 125's brief asks for exact counts''')
rep('''    # set 124's notes are prose: no code, markup, configuration or data-format characters''',
    '''    # set 125's notes are prose: no code, markup, configuration or data-format characters''')
rep('''                err('new tag %s appears in set 122\\'s README' % t)''', '''                err('new tag %s appears in set 124\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 122\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 124\\'s README' % t)''')
rep('''        err('set 122\\'s README not found at %s' % SET30_README)''', '''        err('set 124\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 122 or a near variant' % t)''',
    '''            err('new estimate tag %s is a prose style of sets 41 to 124 or a near variant' % t)''')
rep('''all set 119\\'s trees, none of set 119\\'s or set 122\\'s ids)''', '''all set 120\\'s trees, none of set 120\\'s or set 124\\'s ids)''')

out = src
for old, new, n in R:
    c = out.count(old)
    assert c == n, (c, n, old[:80])
    out = out.replace(old, new)
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(out)
print('%d replacements' % len(R))
