#!/usr/bin/env python3
"""Adapts set 75's validate.py (copied to ../validate.py first) to set 76. Every replacement is asserted to
hit exactly its stated number of times."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(a, b, n=1):
    global s
    assert s.count(a) == n, (s.count(a), a[:80])
    s = s.replace(a, b)


rep('''"""Stdlib-only checker for blind set 75 (claims.jsonl, estimates.jsonl, README.md).

Set 74's checker with set 75's tags and counts, set 75's scenario rule (reused universes: the 20 trees
that hold set 70's 20 scenarios, in set 70's order, each represented by its lowest record id that is not
set 70's id), and set 75's prose notes''', '''"""Stdlib-only checker for blind set 76 (claims.jsonl, estimates.jsonl, README.md).

Set 75's checker with set 76's tags and counts, set 76's scenario rule (reused universes: the 20 trees
that hold set 71's 20 scenarios, in set 71's order, each represented by its lowest record id that is not
set 71's id), and set 76's prose notes''')
rep('''SET74_CHOICES = os.path.join(HERE, 'ref', 'set74_scenario_choices.json')
# set 74's README: beside this folder (set 74 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set74', 'README.md')''', '''SET74_CHOICES = os.path.join(HERE, 'ref', 'set74_scenario_choices.json')
SET75 = os.path.join(HERE, 'ref', 'set75_scenarios.json')
SET75_CHOICES = os.path.join(HERE, 'ref', 'set75_scenario_choices.json')
# set 75's README: beside this folder (set 75 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set75', 'README.md')''')
rep('''    # set 75 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 75's new tags, each with committing and adversarial forms (checked below)
    'cajonero_cajon': 12, 'ocarinist_ocarina': 12, 'bandurist_bandura': 12, 'chauparist_pasa': 12,
    'bolasist_bolas': 12, 'scrapbooker_album': 12, 'sucrologist_sachet': 12, 'kitbasher_greeble': 12,''',
    '''    # set 76 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 76's new tags, each with committing and adversarial forms (checked below)
    'nyckelharpist_nyckelharpa': 12, 'shakuhachist_shakuhachi': 12, 'halmaist_peg': 12, 'mikadoist_spillikin': 12,
    'arctophile_teddy': 12, 'canastaist_meld': 12, 'smocker_gathers': 12, 'gourdcrafter_gourd': 12,''')
rep('''NEW_CLAIM_TAGS = ['cajonero_cajon', 'ocarinist_ocarina', 'bandurist_bandura', 'chauparist_pasa',
                  'bolasist_bolas', 'scrapbooker_album', 'sucrologist_sachet', 'kitbasher_greeble']''',
    '''NEW_CLAIM_TAGS = ['nyckelharpist_nyckelharpa', 'shakuhachist_shakuhachi', 'halmaist_peg', 'mikadoist_spillikin',
                  'arctophile_teddy', 'canastaist_meld', 'smocker_gathers', 'gourdcrafter_gourd']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 74's tags''', '''EARLIER_CLAIM_TAGS = {
    # set 75's tags, their words and domain words (from set 75's README and validator)
    'cajonero_cajon', 'ocarinist_ocarina', 'bandurist_bandura', 'chauparist_pasa', 'bolasist_bolas',
    'scrapbooker_album', 'sucrologist_sachet', 'kitbasher_greeble', 'cajonero', 'cajon', 'ocarinist', 'ocarina',
    'bandurist', 'bandura', 'chauparist', 'pasa', 'bolasist', 'bolas', 'scrapbooker', 'album', 'sucrologist',
    'sachet', 'kitbasher', 'greeble', 'percussion', 'ensemble', 'mouthpiece', 'chaupar', 'gaucho', 'scrapbook',
    'scrapbooking', 'sachets', 'kitbashing', 'greebles', 'hull', 'glue', 'sprues', 'decaled', 'weights', 'melody',
    'groove', 'jam', 'stencilled', 'spaceship', 'sugar',
    # set 75's passing but unused candidates (from set 75's README)
    'zitherist_zither', 'tamburitzan_prim', 'fusilatelist_phonecard',
    # set 76's dropped candidates (near an earlier pastime although every word passed: jigsaw puzzles
    # (jigsawyer_piece, puzzlemaker_jigsaw), teqball (teqball_net), kumiko joinery (joiner, woodworker),
    # orienteering, wrestling, rangoli, braiding, hurling, the percussion and plucked-string tags; or a word that
    # is an entry or sits in one)
    'jigsawist_edgepiece', 'teqballer_teqtable', 'kumikoist_jig', 'rogainer_checkpoint', 'toewrestler_toe',
    'kolamist_dots', 'strawplaiter_plait', 'haggishurler_haggis', 'racquetballer_racquet', 'footvolleyer_footvolley',
    'handpanner_handpan', 'balalaikist_balalaika', 'autoharpist_autoharp', 'tablaist_tabla', 'erhuist_erhu',
    'thereminist_theremin', 'guzhengist_guzheng', 'hnefatafler_tafl', 'xiangqist_elephant', 'cribbager_peg',
    'buzkashist_goat', 'glimaist_hold', 'kurashist_jacket', 'birder_scope', 'copoclephilist_keyring',
    'helixophile_corkscrew', 'scripophilist_certificate', 'exonumist_token', 'buncoist_dice', 'perudist_dice',
    'jengist_block', 'diamondpainter_drill', 'stringartist_nails', 'resinist_mould', 'sportstacker_cups',
    'boroist_patch', 'needlepointer_canvas', 'bowyer_stave', 'basketweaver_withy', 'weaver_heddle',
    # set 74's tags''')
rep('''            # new in set 75 (prose styles)
            'houdini', 'rumpelstiltskin', 'sherlock_holmes', 'hansel_and_gretel', 'bermuda_triangle', 'mata_hari'}
NEW_EST_TAGS = ['houdini', 'rumpelstiltskin', 'sherlock_holmes', 'hansel_and_gretel', 'bermuda_triangle', 'mata_hari']
# set 75: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''', '''            # new in set 75 (prose styles)
            'houdini', 'rumpelstiltskin', 'sherlock_holmes', 'hansel_and_gretel', 'bermuda_triangle', 'mata_hari',
            # new in set 76 (prose styles)
            'orpheus', 'scheherazade', 'captain_ahab', 'medusa', 'gulliver', 'cyrano'}
NEW_EST_TAGS = ['orpheus', 'scheherazade', 'captain_ahab', 'medusa', 'gulliver', 'cyrano']
# set 76: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'orpheus': [r'(?i)\\borpheus\\b'],
    'scheherazade': [r'(?i)\\bscheherazade\\b'],
    'captain_ahab': [r'(?i)\\bcaptain ahab\\b'],
    'medusa': [r'(?i)\\bmedusa\\b'],
    'gulliver': [r'(?i)\\bgulliver\\b'],
    'cyrano': [r'(?i)\\bcyrano\\b'],
}
# set 75's patterns (kept for the record; set 75's styles are not used here)
SET75_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 74's prose styles''', '''SET41_STYLE_VARIANTS = {
                        # set 75's prose styles and near variants (from set 75's README)
                        'houdini', 'rumpelstiltskin', 'sherlock_holmes', 'sherlock', 'holmes', 'hansel_and_gretel',
                        'hansel', 'gretel', 'bermuda_triangle', 'bermuda', 'triangle', 'mata_hari', 'mata', 'hari',
                        # set 76's dropped candidates (an entry or a word of one, a claim-tag word, a word counted in
                        # set 75's README, near an entry or a set-73/75 style (odysseus: trojan_horse; columbo:
                        # sherlock_holmes; hamlet: buridans_ass; excalibur: holy_grail), or passing every check and
                        # not needed)
                        'odysseus', 'columbo', 'hamlet', 'macbeth', 'lady_macbeth', 'marco_polo', 'miss_havisham',
                        'tom_sawyer', 'aladdin', 'rapunzel', 'argus', 'excalibur', 'cerberus', 'calypso', 'quasimodo',
                        'moby_dick', 'oliver_twist', 'scrooge', 'faust', 'doublethink', 'peter_pan', 'nero', 'candide',
                        'robinson_crusoe', 'boy_who_cried_wolf', 'pandora', 'penelope', 'ariadne', 'king_solomon',
                        'baron_munchausen', 'miss_marple',
                        # set 74's prose styles''')
rep('''    # ---- scenarios: set 75 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 70's 20 scenarios (ref/set70_scenarios.json), in set 70's order; represent each by its lowest
    # record id that is not set 70's id. Recomputed here.''', '''    # ---- scenarios: set 76 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 71's 20 scenarios (ref/set71_scenarios.json), in set 71's order; represent each by its lowest
    # record id that is not set 71's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET70))  # set 70's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 70's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set70_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s75x_ = json.load(open(SET75))
    if len(s75x_) != 20 or len({ds[x][2] for x in s75x_ if x in ds}) != 20:
        err('ref/set75_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET71))  # set 71's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 71's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set71_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set75_scenarios.json'))) != chosen:
            err('ref/set75_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set75_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set76_scenarios.json'))) != chosen:
            err('ref/set76_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set76_scenarios.json: %s' % e)
    # set 75's own choices file (saved as ref/set75_scenario_choices.json) must agree with ref/set75_scenarios.json
    try:
        s75 = [c['scenario'] for c in json.load(open(SET75_CHOICES))['chosen']]
        if len(s75) != 20 or s75 != json.load(open(SET75)):
            err('ref/set75_scenario_choices.json should list 20 chosen ids, those of ref/set75_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET75_CHOICES, e))''')
rep("is not used by set 75' % x)", "is not used by set 76' % x)")
rep("err('chosen scenario %s is one of set 70\\'s own ids' % x)", "err('chosen scenario %s is one of set 71\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 70\\'s trees' % sc)", "err('scenario %s is not in one of set 71\\'s trees' % sc)")
rep("    # set 75's brief asks for exact counts", "    # set 76's brief asks for exact counts")
rep("    # set 75's notes are prose:", "    # set 76's notes are prose:")
rep("err('new tag %s appears in set 74\\'s README' % t)", "err('new tag %s appears in set 75\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 74\\'s README' % t)", "err('new tag %s (with a space) appears in set 75\\'s README' % t)")
rep("err('set 74\\'s README not found at %s' % SET30_README)", "err('set 75\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 74 or a near variant' % t)", "is a prose style of sets 41 to 75 or a near variant' % t)")
rep("(trees distinct, all set 70\\'s trees, none of set 70\\'s ids)", "(trees distinct, all set 71\\'s trees, none of set 71\\'s ids)")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
