#!/usr/bin/env python3
"""Copies set 80's validate.py and adapts it to set 81 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set80', 'validate.py'), encoding='utf-8').read()
R = [
('''"""Stdlib-only checker for blind set 80 (claims.jsonl, estimates.jsonl, README.md).

Set 79's checker with set 80's tags and counts, set 80's scenario rule (reused universes: the 20 trees
that hold set 75's 20 scenarios, in set 75's order, each represented by its lowest record id that is not
set 75's id), and set 80's prose notes''',
 '''"""Stdlib-only checker for blind set 81 (claims.jsonl, estimates.jsonl, README.md).

Set 80's checker with set 81's tags and counts, set 81's scenario rule (reused universes: the 20 trees
that hold set 76's 20 scenarios, in set 76's order, each represented by its lowest record id that is not
set 76's id), and set 81's prose notes''', 1),
("""SET79_CHOICES = os.path.join(HERE, 'ref', 'set79_scenario_choices.json')
# set 79's README: beside this folder (set 79 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set79', 'README.md')""",
 """SET79_CHOICES = os.path.join(HERE, 'ref', 'set79_scenario_choices.json')
SET80 = os.path.join(HERE, 'ref', 'set80_scenarios.json')
SET80_CHOICES = os.path.join(HERE, 'ref', 'set80_scenario_choices.json')
# set 80's README: beside this folder (set 80 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set80', 'README.md')""", 1),
("""    # set 80 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 80's new tags, each with committing and adversarial forms (checked below)
    'kantelist_birch': 12, 'quenista_notch': 12, 'morinkhuurist_horsehead': 12, 'pogger_slammer': 12,
    'pachinkoist_tulip': 12, 'pezhead_dispenser': 12, 'magnetophile_fridge': 12, 'molaist_applique': 12,""",
 """    # set 81 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 81's new tags, each with committing and adversarial forms (checked below)
    'gamelanist_gong': 12, 'steelguitarist_tonebar': 12, 'dixitist_storyteller': 12, 'junglespeedist_totem': 12,
    'funkophile_vinyl': 12, 'baggist_airsick': 12, 'rosemaler_scroll': 12, 'tasseller_skein': 12,""", 1),
("""NEW_CLAIM_TAGS = ['kantelist_birch', 'quenista_notch', 'morinkhuurist_horsehead', 'pogger_slammer',
                  'pachinkoist_tulip', 'pezhead_dispenser', 'magnetophile_fridge', 'molaist_applique']""",
 """NEW_CLAIM_TAGS = ['gamelanist_gong', 'steelguitarist_tonebar', 'dixitist_storyteller', 'junglespeedist_totem',
                  'funkophile_vinyl', 'baggist_airsick', 'rosemaler_scroll', 'tasseller_skein']""", 1),
("""EARLIER_CLAIM_TAGS = {
""",
 """EARLIER_CLAIM_TAGS = {
    # set 80's tags, their words, domain words and avoided words (from set 80's README and validator)
    'kantelist_birch', 'quenista_notch', 'morinkhuurist_horsehead', 'pogger_slammer',
    'pachinkoist_tulip', 'pezhead_dispenser', 'magnetophile_fridge', 'molaist_applique',
    'kantelist', 'birch', 'quenista', 'notch', 'morinkhuurist', 'horsehead', 'pogger', 'slammer', 'pachinkoist',
    'tulip', 'pezhead', 'dispenser', 'magnetophile', 'fridge', 'molaist', 'applique',
    'kantele', 'kanteles', 'finnish', 'quena', 'quenas', 'andean', 'notches', 'pouch', 'morin', 'khuur',
    'mongolian', 'horseheads', 'steppe', 'pogs', 'pog', 'slammers', 'standings', 'pachinko', 'tulips', 'jackpots',
    'pez', 'dispensers', 'candy', 'magnet', 'magnets', 'souvenir', 'souvenirs', 'mola', 'coats',
    'league', 'mountain', 'collector', 'design', 'stem', 'gallop', 'printer', 'zither', 'harp', 'fiddle',
    'patch', 'quilt', 'needle', 'cloth', 'ball', 'lever', 'parlour',
    # set 81's dropped candidates (passing every check but near an earlier pastime: guqinist_hui (the plucked
    # zither tags), beloteur_rebelote (klaverjasser_roem), cloisonnist_cloison (enamel), janggiist_chariot
    # (xiangqi_elephant), sjoelbakker_schijf (shuffleboarder_disc), crwthist_lyre (the bowed tags), cuatroist_rasgueo
    # (ukulelist_strum), bandoneonist_fuelle (accordionist_bellows), matryoshkist_nesting (doll,
    # miniaturist_dollhouse),
    # beybladist_launcher (toymaker_spinningtop), zippophile_flint (phillumenist_matchbox), skittler_ninepin
    # (molkkyist_skittle), macramist_sennit (macrameist_knot), mbirist_kalimba (kalimbist_tine); or passing and
    # not needed: alphornist_spruce, minifigurist_torso, smurfologist_figurine, darbukist_doum)
    'guqinist_hui', 'beloteur_rebelote', 'cloisonnist_cloison', 'janggiist_chariot', 'sjoelbakker_schijf',
    'crwthist_lyre', 'cuatroist_rasgueo', 'bandoneonist_fuelle', 'matryoshkist_nesting', 'beybladist_launcher',
    'zippophile_flint', 'skittler_ninepin', 'macramist_sennit', 'mbirist_kalimba', 'alphornist_spruce',
    'minifigurist_torso', 'smurfologist_figurine', 'darbukist_doum',
""", 1),
("""            # new in set 80 (prose styles)
            'baldrick', 'basil_fawlty', 'nelson', 'samuel_pepys', 'popeye', 'guy_fawkes'}
NEW_EST_TAGS = ['baldrick', 'basil_fawlty', 'nelson', 'samuel_pepys', 'popeye', 'guy_fawkes']
# set 80: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""",
 """            # new in set 80 (prose styles)
            'baldrick', 'basil_fawlty', 'nelson', 'samuel_pepys', 'popeye', 'guy_fawkes',
            # new in set 81 (prose styles)
            'billy_bunter', 'worzel_gummidge', 'greyfriars_bobby', 'annie_oakley', 'ichabod_crane', 'brunel'}
NEW_EST_TAGS = ['billy_bunter', 'worzel_gummidge', 'greyfriars_bobby', 'annie_oakley', 'ichabod_crane', 'brunel']
# set 81: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'billy_bunter': [r'(?i)\\bbunter\\b'],
    'worzel_gummidge': [r'(?i)\\bgummidge\\b'],
    'greyfriars_bobby': [r'(?i)\\bgreyfriars bobby\\b'],
    'annie_oakley': [r'(?i)\\bannie oakley\\b'],
    'ichabod_crane': [r'(?i)\\bichabod crane\\b'],
    'brunel': [r'(?i)\\bbrunel\\b'],
}
# set 80's patterns (kept for the record; set 80's styles are not used here)
SET80_STYLE_PATTERNS = {""", 1),
("""SET41_STYLE_VARIANTS = {
""",
 """SET41_STYLE_VARIANTS = {
                        # set 80's prose styles and near variants (from set 80's README)
                        'baldrick', 'blackadder', 'cunning_plan', 'basil_fawlty', 'basil', 'fawlty',
                        'fawlty_towers', 'nelson', 'lord_nelson', 'trafalgar', 'samuel_pepys', 'pepys',
                        'popeye', 'spinach', 'guy_fawkes', 'fawkes', 'gunpowder_plot',
                        # set 81's dropped candidates (passing every check but near an earlier style or not
                        # needed: corporal_jones (basil_fawlty: a sitcom figure), dogberry (mrs_malaprop), tigger
                        # (eeyore), maigret (the detectives), adrian_mole and bridget_jones (samuel_pepys: diarists),
                        # henry_viii (bluebeard), florence_nightingale (diogenes: the lamp), paul_revere (nelson: the
                        # signal), wat_tyler, rob_roy and hereward (spartacus, guy_fawkes: rebels), calamity_jane and
                        # buffalo_bill (annie_oakley), blackbeard (popeye), richard_iii (hollow_crown), dr_livingstone
                        # (the explorers))
                        'corporal_jones', 'dogberry', 'tigger', 'maigret', 'adrian_mole', 'bridget_jones',
                        'henry_viii', 'florence_nightingale', 'paul_revere', 'wat_tyler', 'rob_roy', 'hereward',
                        'calamity_jane', 'buffalo_bill', 'blackbeard', 'richard_iii', 'dr_livingstone',
""", 1),
("""    # ---- scenarios: set 80 reuses universes ----""", """    # ---- scenarios: set 81 reuses universes ----""", 1),
("""    # hold set 75's 20 scenarios (ref/set75_scenarios.json), in set 75's order; represent each by its lowest
    # record id that is not set 75's id. Recomputed here.""",
 """    # hold set 76's 20 scenarios (ref/set76_scenarios.json), in set 76's order; represent each by its lowest
    # record id that is not set 76's id. Recomputed here.""", 1),
("""    s28_ = json.load(open(SET75))  # set 75's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 75's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set75_scenarios.json should list 20 scenarios with 20 distinct trees')""",
 """    s80x_ = json.load(open(SET80))
    if len(s80x_) != 20 or len({ds[x][2] for x in s80x_ if x in ds}) != 20:
        err('ref/set80_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET76))  # set 76's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 76's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set76_scenarios.json should list 20 scenarios with 20 distinct trees')""", 1),
("""        if json.load(open(os.path.join(HERE, 'ref', 'set80_scenarios.json'))) != chosen:
            err('ref/set80_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set80_scenarios.json: %s' % e)""",
 """        if json.load(open(os.path.join(HERE, 'ref', 'set81_scenarios.json'))) != chosen:
            err('ref/set81_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set81_scenarios.json: %s' % e)
    # set 80's own choices file (saved as ref/set80_scenario_choices.json) must agree with ref/set80_scenarios.json
    try:
        s80 = [c['scenario'] for c in json.load(open(SET80_CHOICES))['chosen']]
        if len(s80) != 20 or s80 != json.load(open(SET80)):
            err('ref/set80_scenario_choices.json should list 20 chosen ids, those of ref/set80_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET80_CHOICES, e))""", 1),
("""is not used by set 80' % x)""", """is not used by set 81' % x)""", 1),
("""is one of set 75\\'s own ids' % x)""", """is one of set 76\\'s own ids' % x)""", 1),
("""is not in one of set 75\\'s trees' % sc)""", """is not in one of set 76\\'s trees' % sc)""", 1),
("""    # set 80's brief asks for exact counts""", """    # set 81's brief asks for exact counts""", 1),
("""    # set 80's notes are prose""", """    # set 81's notes are prose""", 1),
("""appears in set 79\\'s README' % t)""", """appears in set 80\\'s README' % t)""", 2),
("""err('set 79\\'s README not found at %s' % SET30_README)""", """err('set 80\\'s README not found at %s' % SET30_README)""", 1),
("""is a prose style of sets 41 to 79 or a near variant' % t)""", """is a prose style of sets 41 to 80 or a near variant' % t)""", 1),
("""(trees distinct, all set 75\\'s trees, none of set 75\\'s ids)""", """(trees distinct, all set 76\\'s trees, none of set 76\\'s ids)""", 1),
]
for a, b, n in R:
    c = src.count(a)
    assert c == n, (a[:80], c, n)
    src = src.replace(a, b)
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('%d replacements, all hits as stated' % len(R))
