#!/usr/bin/env python3
"""Adapt set 76's validate.py to set 77 (every replacement asserted to hit its stated number of times)."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(os.path.dirname(HERE), 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new, n=1):
    global s
    c = s.count(old)
    if c != n:
        sys.exit('expected %d hit(s) of %r, got %d' % (n, old[:80], c))
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 76 (claims.jsonl, estimates.jsonl, README.md).

Set 75's checker with set 76's tags and counts, set 76's scenario rule (reused universes: the 20 trees
that hold set 71's 20 scenarios, in set 71's order, each represented by its lowest record id that is not
set 71's id), and set 76's prose notes''', '''"""Stdlib-only checker for blind set 77 (claims.jsonl, estimates.jsonl, README.md).

Set 76's checker with set 77's tags and counts, set 77's scenario rule (reused universes: the 20 trees
that hold set 72's 20 scenarios, in set 72's order, each represented by its lowest record id that is not
set 72's id), and set 77's prose notes''')
rep("""SET75_CHOICES = os.path.join(HERE, 'ref', 'set75_scenario_choices.json')
# set 75's README: beside this folder (set 75 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set75', 'README.md')""",
    """SET75_CHOICES = os.path.join(HERE, 'ref', 'set75_scenario_choices.json')
SET76 = os.path.join(HERE, 'ref', 'set76_scenarios.json')
SET76_CHOICES = os.path.join(HERE, 'ref', 'set76_scenario_choices.json')
# set 76's README: beside this folder (set 76 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set76', 'README.md')""")
rep("""    # set 76 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 76's new tags, each with committing and adversarial forms (checked below)
    'nyckelharpist_nyckelharpa': 12, 'shakuhachist_shakuhachi': 12, 'halmaist_peg': 12, 'mikadoist_spillikin': 12,
    'arctophile_teddy': 12, 'canastaist_meld': 12, 'smocker_gathers': 12, 'gourdcrafter_gourd': 12,""",
    """    # set 77 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 77's new tags, each with committing and adversarial forms (checked below)
    'bodhranist_tipper': 12, 'mandolinist_tremolo': 12, 'cluedoist_envelope': 12, 'euchreist_bower': 12,
    'progger_prodder': 12, 'philographer_autograph': 12, 'kazooist_membrane': 12, 'tyrosemiophile_camembert': 12,""")
rep("""NEW_CLAIM_TAGS = ['nyckelharpist_nyckelharpa', 'shakuhachist_shakuhachi', 'halmaist_peg', 'mikadoist_spillikin',
                  'arctophile_teddy', 'canastaist_meld', 'smocker_gathers', 'gourdcrafter_gourd']""",
    """NEW_CLAIM_TAGS = ['bodhranist_tipper', 'mandolinist_tremolo', 'cluedoist_envelope', 'euchreist_bower',
                  'progger_prodder', 'philographer_autograph', 'kazooist_membrane', 'tyrosemiophile_camembert']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 75's tags, their words and domain words (from set 75's README and validator)""",
    """EARLIER_CLAIM_TAGS = {
    # set 76's tags, their words and domain words (from set 76's README and validator)
    'nyckelharpist_nyckelharpa', 'shakuhachist_shakuhachi', 'halmaist_peg', 'mikadoist_spillikin',
    'arctophile_teddy', 'canastaist_meld', 'smocker_gathers', 'gourdcrafter_gourd', 'nyckelharpist', 'nyckelharpa',
    'shakuhachist', 'shakuhachi', 'halmaist', 'peg', 'mikadoist', 'spillikin', 'arctophile', 'teddy', 'canastaist',
    'meld', 'smocker', 'gathers', 'gourdcrafter', 'gourd', 'fiddlers', 'polska', 'polskas', 'tangents', 'rosin',
    'nordic', 'flute', 'flutes', 'bamboo', 'recital', 'recitals', 'honkyoku', 'mindfulness', 'halma', 'pegs',
    'knockout', 'knockouts', 'underside', 'spillikins', 'slivers', 'trembling', 'mohair', 'growlers', 'teddies',
    'arctophiles', 'bears', 'canasta', 'canastas', 'melds', 'discard', 'smocked', 'smocking', 'apron', 'pleat',
    'pleats', 'gourds', 'hollowed', 'hollowing', 'skins', 'seeds',
    # set 76's dropped candidates (from set 76's README)
    'teqballer_teqtable', 'kumikoist_jig', 'jigsawist_edgepiece', 'teqballer', 'teqtable', 'kumikoist', 'jig',
    'jigsawist', 'edgepiece',
    # set 77's dropped candidates (near an earlier pastime although the checks passed: backgammon
    # (backgammoner_cube), the jaw harp (the harp tags: harpist_pedal, autoharpist_autoharp), the dreidel (a
    # spinning top: toymaker_spinningtop); rag rugs (rug is an entry), so the tag became progger_prodder)
    'backgammonist_doubling', 'backgammonist', 'doubling', 'jawharpist_twang', 'jawharpist', 'twang',
    'dreidelist_gimel', 'dreidelist', 'dreidel', 'gimel', 'ragrugger_prodder', 'ragrugger',
    # set 75's tags, their words and domain words (from set 75's README and validator)""")
rep("""            # new in set 76 (prose styles)
            'orpheus', 'scheherazade', 'captain_ahab', 'medusa', 'gulliver', 'cyrano'}
NEW_EST_TAGS = ['orpheus', 'scheherazade', 'captain_ahab', 'medusa', 'gulliver', 'cyrano']
# set 76: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""", """            # new in set 76 (prose styles)
            'orpheus', 'scheherazade', 'captain_ahab', 'medusa', 'gulliver', 'cyrano',
            # new in set 77 (prose styles)
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
}
# set 76's patterns (kept for the record; set 76's styles are not used here)
SET76_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 75's prose styles""", """SET41_STYLE_VARIANTS = {
                        # set 76's prose styles and near variants (from set 76's README)
                        'orpheus', 'eurydice', 'scheherazade', 'captain_ahab', 'ahab', 'moby_dick', 'medusa',
                        'gorgon', 'gulliver', 'lilliput', 'lilliputians', 'cyrano', 'cyrano_de_bergerac',
                        # set 77's dropped candidates (an entry or a word of one, a claim-tag word, a unit name,
                        # a word counted in set 76's README or validator, near a set-76 style or an entry
                        # (poirot, moriarty: sherlock_holmes; ishmael, jonah: captain_ahab; sinbad, phileas_fogg:
                        # gulliver; circe, cyclops, polyphemus: odysseus; lethe, persephone, charon: orpheus;
                        # falstaff: munchausen; merlin: wizard_of_oz; lancelot: excalibur; javert: captain_ahab;
                        # casanova: mata_hari), or passing every check and not needed)
                        'icarus', 'midas', 'cassandra', 'procrustes', 'sirens', 'lorelei', 'sphinx', 'oedipus',
                        'golden_fleece', 'noahs_ark', 'tower_of_babel', 'david_and_goliath', 'robin_hood', 'king_lear',
                        'shylock', 'puck', 'dracula', 'trojan_horse', 'captain_nemo', 'wizard_of_oz', 'white_rabbit',
                        'poirot', 'moriarty', 'ishmael', 'jonah', 'sinbad', 'phileas_fogg', 'circe', 'cyclops',
                        'polyphemus', 'lethe', 'persephone', 'charon', 'falstaff', 'merlin', 'lancelot', 'javert',
                        'casanova', 'samson', 'beowulf', 'ophelia', 'micawber', 'fagin', 'artful_dodger', 'ali_baba',
                        'tarzan', 'zorro', 'monte_cristo', 'esmeralda', 'daedalus', 'styx',
                        # set 75's prose styles""")
# scenario rule: set 72's trees
rep("""    # ---- scenarios: set 76 reuses universes ----""", """    # ---- scenarios: set 77 reuses universes ----""")
rep("""    # hold set 71's 20 scenarios (ref/set71_scenarios.json), in set 71's order; represent each by its lowest
    # record id that is not set 71's id. Recomputed here.""", """    # hold set 72's 20 scenarios (ref/set72_scenarios.json), in set 72's order; represent each by its lowest
    # record id that is not set 72's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET71))  # set 71's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 71's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set71_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s76x_ = json.load(open(SET76))
    if len(s76x_) != 20 or len({ds[x][2] for x in s76x_ if x in ds}) != 20:
        err('ref/set76_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET72))  # set 72's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 72's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set72_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set76_scenarios.json'))) != chosen:
            err('ref/set76_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set76_scenarios.json: %s' % e)""", """        if json.load(open(os.path.join(HERE, 'ref', 'set77_scenarios.json'))) != chosen:
            err('ref/set77_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set77_scenarios.json: %s' % e)
    # set 76's own choices file (saved as ref/set76_scenario_choices.json) must agree with ref/set76_scenarios.json
    try:
        s76 = [c['scenario'] for c in json.load(open(SET76_CHOICES))['chosen']]
        if len(s76) != 20 or s76 != json.load(open(SET76)):
            err('ref/set76_scenario_choices.json should list 20 chosen ids, those of ref/set76_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET76_CHOICES, e))""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 76' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 77' % x)""")
rep("""            err('chosen scenario %s is one of set 71\\'s own ids' % x)""", """            err('chosen scenario %s is one of set 72\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 71\\'s trees' % sc)""", """            err('scenario %s is not in one of set 72\\'s trees' % sc)""")
rep("""    # set 76's brief asks for exact counts""", """    # set 77's brief asks for exact counts""")
rep("""    # set 76's notes are prose""", """    # set 77's notes are prose""")
rep("""                err('new tag %s appears in set 75\\'s README' % t)""", """                err('new tag %s appears in set 76\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 75\\'s README' % t)""", """                err('new tag %s (with a space) appears in set 76\\'s README' % t)""")
rep("""        err('set 75\\'s README not found at %s' % SET30_README)""", """        err('set 76\\'s README not found at %s' % SET30_README)""")
rep("""            err('new estimate tag %s is a prose style of sets 41 to 75 or a near variant' % t)""",
    """            err('new estimate tag %s is a prose style of sets 41 to 76 or a near variant' % t)""")
rep("""all set 71\\'s trees, none of set 71\\'s ids)""", """all set 72\\'s trees, none of set 72\\'s ids)""")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
