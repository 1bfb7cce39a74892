#!/usr/bin/env python3
"""Adapt set 77's validate.py to set 78 (every replacement asserted to hit its stated number of times)."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
src_path = os.path.join(HERE, '..', '..', 'blind_set77', 'validate.py')
dst_path = os.path.join(HERE, '..', 'validate.py')
s = open(src_path, encoding='utf-8').read()


def rep(a, b, n=1):
    global s
    c = s.count(a)
    assert c == n, (a[:80], c, n)
    s = s.replace(a, b)


rep('''"""Stdlib-only checker for blind set 77 (claims.jsonl, estimates.jsonl, README.md).

Set 76's checker with set 77's tags and counts, set 77's scenario rule (reused universes: the 20 trees
that hold set 72's 20 scenarios, in set 72's order, each represented by its lowest record id that is not
set 72's id), and set 77's prose notes''', '''"""Stdlib-only checker for blind set 78 (claims.jsonl, estimates.jsonl, README.md).

Set 77's checker with set 78's tags and counts, set 78's scenario rule (reused universes: the 20 trees
that hold set 73's 20 scenarios, in set 73's order, each represented by its lowest record id that is not
set 73's id), and set 78's prose notes''')
rep('''SET76_CHOICES = os.path.join(HERE, 'ref', 'set76_scenario_choices.json')
# set 76's README: beside this folder (set 76 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set76', 'README.md')''',
    '''SET76_CHOICES = os.path.join(HERE, 'ref', 'set76_scenario_choices.json')
SET77 = os.path.join(HERE, 'ref', 'set77_scenarios.json')
SET77_CHOICES = os.path.join(HERE, 'ref', 'set77_scenario_choices.json')
# set 77's README: beside this folder (set 77 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set77', 'README.md')''')
rep('''    # set 77 stresses replies''', '''    # set 78 stresses replies''')
rep('''    # set 77's new tags, each with committing and adversarial forms (checked below)
    'bodhranist_tipper': 12, 'mandolinist_tremolo': 12, 'cluedoist_envelope': 12, 'euchreist_bower': 12,
    'progger_prodder': 12, 'philographer_autograph': 12, 'kazooist_membrane': 12, 'tyrosemiophile_camembert': 12,''',
    '''    # set 78's new tags, each with committing and adversarial forms (checked below)
    'rummikubist_joker': 12, 'carcassonnist_meeple': 12, 'lotologist_scratchcard': 12, 'snowglobist_dome': 12,
    'ukulelist_strum': 12, 'sitarist_mizrab': 12, 'djembeist_slap': 12, 'pergamanoist_embossing': 12,''')
rep('''NEW_CLAIM_TAGS = ['bodhranist_tipper', 'mandolinist_tremolo', 'cluedoist_envelope', 'euchreist_bower',
                  'progger_prodder', 'philographer_autograph', 'kazooist_membrane', 'tyrosemiophile_camembert']''',
    '''NEW_CLAIM_TAGS = ['rummikubist_joker', 'carcassonnist_meeple', 'lotologist_scratchcard', 'snowglobist_dome',
                  'ukulelist_strum', 'sitarist_mizrab', 'djembeist_slap', 'pergamanoist_embossing']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 77's tags, their words and domain words (from set 77's README and validator)
    'bodhranist_tipper', 'mandolinist_tremolo', 'cluedoist_envelope', 'euchreist_bower',
    'progger_prodder', 'philographer_autograph', 'kazooist_membrane', 'tyrosemiophile_camembert',
    'bodhranist', 'tipper', 'mandolinist', 'tremolo', 'cluedoist', 'envelope', 'euchreist', 'bower', 'progger',
    'prodder', 'philographer', 'autograph', 'kazooist', 'membrane', 'tyrosemiophile', 'camembert',
    'bodhran', 'tippers', 'goatskin', 'mandolin', 'mandolins', 'headstock', 'headstocks', 'cluedo', 'notepad',
    'notepads', 'accusation', 'accusations', 'candlesticks', 'euchre', 'bowers', 'trumps', 'proggy', 'proggies',
    'progging', 'hessian', 'clippings', 'offcuts', 'autographs', 'philographers', 'kazoo', 'kazoos', 'membranes',
    'tyrosemiophiles', 'bodhranist_goatskin', 'kazooist_kazoo', 'mandolinist_mandolin', 'euchre_player',
    # set 78's dropped candidates (an entry, a word of one or near one: quoitist_hob (quoitsplayer_hob),
    # pannist_steelpan (handpanner_handpan), cribbagist_skunk (cribbager_peg), bagatellist_pin (bagatelle_pin),
    # xiangqiist_cannon (xiangqi_elephant), shiboriist_arashi (shiborist_indigo), tinwhistler_fipple (the whistle
    # entries), bonsaiist_jin (bonsaist_jin), concertinist_button (accordionist_bellows); or passing and not needed)
    'quoitist_hob', 'pannist_steelpan', 'cribbagist_skunk', 'bagatellist_pin', 'xiangqiist_cannon',
    'shiboriist_arashi', 'tinwhistler_fipple', 'bonsaiist_jin', 'concertinist_button', 'sitarist_sympathetic',
    'bouzoukist_tapping', 'charanguist_charango', 'catanist_robber', 'pentominoist_pentomino',
    'mastermindist_codepeg', 'sealmaker_sealingwax', 'pintrader_lanyard', 'kirigamist_popup',
''')
rep('''            # new in set 77 (prose styles)
            'prometheus', 'gatsby', 'hercules', 'mowgli', 'prospero', 'scarlet_pimpernel'}
NEW_EST_TAGS = ['prometheus', 'gatsby', 'hercules', 'mowgli', 'prospero', 'scarlet_pimpernel']
# set 77: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'prometheus': [r'(?i)\\bprometheus\\b'],
    'gatsby': [r'(?i)\\bgatsby\\b'],
    'hercules': [r'(?i)\\bhercules\\b'],
    'mowgli': [r'(?i)\\bmowgli\\b'],
    'prospero': [r'(?i)\\bprospero\\b'],
    'scarlet_pimpernel': [r'(?i)\\bscarlet pimpernel\\b'],
}''', '''            # new in set 77 (prose styles)
            'prometheus', 'gatsby', 'hercules', 'mowgli', 'prospero', 'scarlet_pimpernel',
            # new in set 78 (prose styles)
            'lazarus', 'mrs_malaprop', 'loki', 'keyser_soze', 'jeeves', 'tristram_shandy'}
NEW_EST_TAGS = ['lazarus', 'mrs_malaprop', 'loki', 'keyser_soze', 'jeeves', 'tristram_shandy']
# set 78: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'lazarus': [r'(?i)\\blazarus\\b'],
    'mrs_malaprop': [r'(?i)\\bmrs\\.? malaprop\\b'],
    'loki': [r'(?i)\\bloki\\b'],
    'keyser_soze': [r'(?i)\\bkeyser s[o\\u00f6]ze\\b'],
    'jeeves': [r'(?i)\\bjeeves\\b'],
    'tristram_shandy': [r'(?i)\\btristram shandy\\b'],
}
# set 77's patterns (kept for the record; set 77's styles are not used here)
SET77_STYLE_PATTERNS = {
    'prometheus': [r'(?i)\\bprometheus\\b'],
    'gatsby': [r'(?i)\\bgatsby\\b'],
    'hercules': [r'(?i)\\bhercules\\b'],
    'mowgli': [r'(?i)\\bmowgli\\b'],
    'prospero': [r'(?i)\\bprospero\\b'],
    'scarlet_pimpernel': [r'(?i)\\bscarlet pimpernel\\b'],
}''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 77's prose styles and near variants (from set 77's README)
                        'prometheus', 'gatsby', 'great_gatsby', 'hercules', 'heracles', 'mowgli', 'jungle_book',
                        'prospero', 'scarlet_pimpernel', 'pimpernel', 'scarlet', 'sisyphus', 'shere_khan',
                        # set 78's dropped candidates (an entry or a word of one, a word counted in set 77's README
                        # or validator, a unit name or near an earlier style: arsene_lupin, lupin, fantomas:
                        # scarlet_pimpernel, sherlock_holmes; atlantis: bermuda_triangle; tiresias, nostradamus:
                        # crystal_ball, cassandra; el_dorado: fools_gold; huckleberry_finn: tom_sawyer; camelot:
                        # excalibur, lancelot; xanadu: fata_morgana; bertie_wooster: jeeves; baba_yaga: ali_baba;
                        # or passing and not needed: proteus, esau, svengali, anansi, reynard)
                        'arsene_lupin', 'lupin', 'fantomas', 'atlantis', 'tiresias', 'nostradamus', 'el_dorado',
                        'huckleberry_finn', 'camelot', 'xanadu', 'bertie_wooster', 'baba_yaga', 'proteus', 'esau',
                        'svengali', 'anansi', 'reynard', 'rosetta_stone', 'king_canute', 'walter_mitty',
''')
rep('''    # ---- scenarios: set 77 reuses universes ----''', '''    # ---- scenarios: set 78 reuses universes ----''')
rep('''    # hold set 72's 20 scenarios (ref/set72_scenarios.json), in set 72's order; represent each by its lowest
    # record id that is not set 72's id. Recomputed here.''', '''    # hold set 73's 20 scenarios (ref/set73_scenarios.json), in set 73's order; represent each by its lowest
    # record id that is not set 73's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET72))  # set 72's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 72's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set72_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s77x_ = json.load(open(SET77))
    if len(s77x_) != 20 or len({ds[x][2] for x in s77x_ if x in ds}) != 20:
        err('ref/set77_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET73))  # set 73's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 73's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set73_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set77_scenarios.json'))) != chosen:
            err('ref/set77_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set77_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set78_scenarios.json'))) != chosen:
            err('ref/set78_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set78_scenarios.json: %s' % e)
    # set 77's own choices file (saved as ref/set77_scenario_choices.json) must agree with ref/set77_scenarios.json
    try:
        s77 = [c['scenario'] for c in json.load(open(SET77_CHOICES))['chosen']]
        if len(s77) != 20 or s77 != json.load(open(SET77)):
            err('ref/set77_scenario_choices.json should list 20 chosen ids, those of ref/set77_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET77_CHOICES, e))''')
rep('''is not used by set 77' % x)''', '''is not used by set 78' % x)''')
rep('''is one of set 72\\'s own ids' % x)''', '''is one of set 73\\'s own ids' % x)''')
rep('''is not in one of set 72\\'s trees' % sc)''', '''is not in one of set 73\\'s trees' % sc)''')
rep('''    # set 77's brief asks for exact counts''', '''    # set 78's brief asks for exact counts''')
rep('''    # set 77's notes are prose''', '''    # set 78's notes are prose''')
rep('''appears in set 76\\'s README' % t)''', '''appears in set 77\\'s README' % t)''', 2)
rep('''        err('set 76\\'s README not found at %s' % SET30_README)''', '''        err('set 77\\'s README not found at %s' % SET30_README)''')
rep('''is a prose style of sets 41 to 76 or a near variant' % t)''', '''is a prose style of sets 41 to 77 or a near variant' % t)''')
rep('''(trees distinct, all set 72\\'s trees, none of set 72\\'s ids)' % (''', '''(trees distinct, all set 73\\'s trees, none of set 73\\'s ids)' % (''')
open(dst_path, 'w', encoding='utf-8').write(s)
print('patched ->', dst_path)
