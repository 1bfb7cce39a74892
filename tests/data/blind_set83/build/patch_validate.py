#!/usr/bin/env python3
"""Adapt set 82's validate.py to set 83 (every replacement asserted to hit its stated number of times)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set82', 'validate.py'), encoding='utf-8').read()
R = []


def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)
    R.append(old[:50])


rep('''"""Stdlib-only checker for blind set 82 (claims.jsonl, estimates.jsonl, README.md).

Set 81's checker with set 82's tags and counts, set 82's scenario rule (reused universes: the 20 trees
that hold set 77's 20 scenarios, in set 77's order, each represented by its lowest record id that is not
set 77's id), and set 82's prose notes''', '''"""Stdlib-only checker for blind set 83 (claims.jsonl, estimates.jsonl, README.md).

Set 82's checker with set 83's tags and counts, set 83's scenario rule (reused universes: the 20 trees
that hold set 78's 20 scenarios, in set 78's order, each represented by its lowest record id that is not
set 78's id), and set 83's prose notes''')
rep('''SET81_CHOICES = os.path.join(HERE, 'ref', 'set81_scenario_choices.json')
# set 81's README: beside this folder (set 81 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set81', 'README.md')''', '''SET81_CHOICES = os.path.join(HERE, 'ref', 'set81_scenario_choices.json')
SET82 = os.path.join(HERE, 'ref', 'set82_scenarios.json')
SET82_CHOICES = os.path.join(HERE, 'ref', 'set82_scenario_choices.json')
# set 82's README: beside this folder (set 82 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set82', 'README.md')''')
rep('''    # set 82 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 82's new tags, each with committing and adversarial forms (checked below)
    'pocillovist_eggcup': 12, 'tapehead_cassette': 12, 'teapotist_spout': 12, 'zoetropist_slit': 12,
    'fruitcarver_melon': 12, 'automatist_cam': 12, 'gnomonist_sundial': 12, 'spoonsplayer_clack': 12,''',
    '''    # set 83 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 83's new tags, each with committing and adversarial forms (checked below)
    'chilihead_scoville': 12, 'meccanoist_girder': 12, 'dxer_qsl': 12, 'weathervanist_vane': 12,
    'tractionist_governor': 12, 'realtennist_dedans': 12, 'kodoist_censer': 12, 'jugbandist_jug': 12,''')
rep('''NEW_CLAIM_TAGS = ['pocillovist_eggcup', 'tapehead_cassette', 'teapotist_spout', 'zoetropist_slit',
                  'fruitcarver_melon', 'automatist_cam', 'gnomonist_sundial', 'spoonsplayer_clack']''',
    '''NEW_CLAIM_TAGS = ['chilihead_scoville', 'meccanoist_girder', 'dxer_qsl', 'weathervanist_vane',
                  'tractionist_governor', 'realtennist_dedans', 'kodoist_censer', 'jugbandist_jug']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 82's tags, their words, domain words and avoided words (from set 82's README)
    'pocillovist_eggcup', 'tapehead_cassette', 'teapotist_spout', 'zoetropist_slit',
    'fruitcarver_melon', 'automatist_cam', 'gnomonist_sundial', 'spoonsplayer_clack',
    'pocillovist', 'eggcup', 'tapehead', 'cassette', 'teapotist', 'spout', 'zoetropist', 'slit', 'fruitcarver',
    'melon', 'automatist', 'cam', 'gnomonist', 'sundial', 'spoonsplayer', 'clack',
    'cup', 'glazed', 'cassettes', 'mixtape', 'teapots', 'spouts', 'cylinder', 'slits', 'melons', 'watermelon',
    'carving', 'automaton', 'automata', 'cams', 'sundials', 'gnomon', 'gnomons', 'dials', 'spoons', 'clacking',
    'ceilidh', 'hornpipe', 'egg', 'fruit', 'teapot', 'strip', 'cups', 'tape', 'cabinet', 'dial', 'zoetrope',
    'collectors', 'family', 'jig', 'leaf', 'rim', 'edge', 'wood', 'card', 'window', 'kitchen', 'coffee',
    'reel', 'hook', 'rattle', 'track', 'bin', 'drum', 'horse', 'clock', 'crank', 'label',
    # set 83's dropped candidates (passing every check but near an earlier pastime: knucklebonist_jacks
    # (knucklebones_jack), trigbagger_pillar (fellrunner_trig), pteridologist_frond and lichenologist_thallus
    # (botanist_herbarium), mummer_tourney (the morris dancers), stickdresser_shank (shepherd_crook,
    # goatherd_crook), suisekist_daiza (rockbalancer_cairn, the bonsai tags), umbraphile_corona (the astronomers),
    # limericist_lilt (limerick), tasseographer_dregs (tarot_reading, teataster_spittoon), cactophile_areole,
    # orchidist_pseudobulb and pumpkineer_stalk (gardener), phasmophile_nymph and mothtrapper_actinic
    # (entomologist_net), penpal_airmail (deltiologist_postcard, philatelist_stamp), velocipedist_boneshaker and
    # pennyfarthinger_mounting (the cyclists), crumhornist_capped (shawmist_pirouette), calliopist_steam
    # (organgrinder, organist_stops), washtubber_broomstick (jugbandist_jug, the broom tags))
    'knucklebonist_jacks', 'trigbagger_pillar', 'pteridologist_frond', 'lichenologist_thallus', 'mummer_tourney',
    'stickdresser_shank', 'suisekist_daiza', 'umbraphile_corona', 'limericist_lilt', 'tasseographer_dregs',
    'cactophile_areole', 'orchidist_pseudobulb', 'pumpkineer_stalk', 'phasmophile_nymph', 'mothtrapper_actinic',
    'penpal_airmail', 'velocipedist_boneshaker', 'pennyfarthinger_mounting', 'crumhornist_capped',
    'calliopist_steam', 'washtubber_broomstick',
''')
rep('''            # new in set 82 (prose styles)
            'glendower', 'autolycus', 'bellman', 'pickwick', 'nasreddin', 'peer_gynt'}
NEW_EST_TAGS = ['glendower', 'autolycus', 'bellman', 'pickwick', 'nasreddin', 'peer_gynt']
# set 82: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''', '''            # new in set 82 (prose styles)
            'glendower', 'autolycus', 'bellman', 'pickwick', 'nasreddin', 'peer_gynt',
            # new in set 83 (prose styles)
            'pooh_bah', 'woozle', 'toad', 'nessie', 'jumblies', 'jemima_puddleduck'}
NEW_EST_TAGS = ['pooh_bah', 'woozle', 'toad', 'nessie', 'jumblies', 'jemima_puddleduck']
# set 83: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'pooh_bah': [r'(?i)\\bpooh-bah\\b'],
    'woozle': [r'(?i)\\bwoozles?\\b'],
    'toad': [r'(?i)\\btoad\\b'],
    'nessie': [r'(?i)\\bnessie\\b'],
    'jumblies': [r'(?i)\\bjumblies\\b'],
    'jemima_puddleduck': [r'(?i)\\bjemima puddle-duck\\b'],
}
# set 82's patterns (kept for the record; set 82's styles are not used here)
SET82_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 82's prose styles and near variants (from set 82's README)
                        'glendower', 'owen_glendower', 'autolycus', 'bellman', 'hunting_of_the_snark', 'snark',
                        'boojum', 'pickwick', 'mr_pickwick', 'pickwick_club', 'jingle', 'nasreddin',
                        'nasreddin_hodja', 'hodja', 'peer_gynt', 'solveig',
                        # set 83's dropped candidates (passing every check but near an earlier style or not
                        # needed: macavity (moriarty, scarlet_pimpernel); not needed: kilroy, barkis, androcles,
                        # ben_gunn (near robinson_crusoe), gradgrind, squirrel_nutkin, hunca_munca, heffalump,
                        # rum_tum_tugger, pobble, ko_ko, nanki_poo, bumble, podsnap, bunthorne, yeti, bunyip,
                        # tweedledee (tweedledum), ratty, badger, psmith, ukridge, augustus_fink_nottle)
                        'macavity', 'kilroy', 'barkis', 'androcles', 'ben_gunn', 'gradgrind', 'squirrel_nutkin',
                        'hunca_munca', 'heffalump', 'rum_tum_tugger', 'pobble', 'ko_ko', 'nanki_poo', 'bumble',
                        'podsnap', 'bunthorne', 'yeti', 'bunyip', 'tweedledee', 'ratty', 'badger', 'psmith',
                        'ukridge', 'augustus_fink_nottle',
''')
rep('''    # ---- scenarios: set 82 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 77's 20 scenarios (ref/set77_scenarios.json), in set 77's order; represent each by its lowest
    # record id that is not set 77's id. Recomputed here.''', '''    # ---- scenarios: set 83 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 78's 20 scenarios (ref/set78_scenarios.json), in set 78's order; represent each by its lowest
    # record id that is not set 78's id. Recomputed here.''')
rep('''    s81x_ = json.load(open(SET81))
    if len(s81x_) != 20 or len({ds[x][2] for x in s81x_ if x in ds}) != 20:
        err('ref/set81_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET77))  # set 77's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 77's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set77_scenarios.json should list 20 scenarios with 20 distinct trees')''', '''    s81x_ = json.load(open(SET81))
    if len(s81x_) != 20 or len({ds[x][2] for x in s81x_ if x in ds}) != 20:
        err('ref/set81_scenarios.json should list 20 scenarios with 20 distinct trees')
    s82x_ = json.load(open(SET82))
    if len(s82x_) != 20 or len({ds[x][2] for x in s82x_ if x in ds}) != 20:
        err('ref/set82_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET78))  # set 78's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 78's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set78_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set82_scenarios.json'))) != chosen:
            err('ref/set82_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set82_scenarios.json: %s' % e)''', '''        if json.load(open(os.path.join(HERE, 'ref', 'set83_scenarios.json'))) != chosen:
            err('ref/set83_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set83_scenarios.json: %s' % e)
    # set 82's own choices file (saved as ref/set82_scenario_choices.json) must agree with ref/set82_scenarios.json
    try:
        s82 = [c['scenario'] for c in json.load(open(SET82_CHOICES))['chosen']]
        if len(s82) != 20 or s82 != json.load(open(SET82)):
            err('ref/set82_scenario_choices.json should list 20 chosen ids, those of ref/set82_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET82_CHOICES, e))''')
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 82' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 83' % x)")
rep("err('chosen scenario %s is one of set 77\\'s own ids' % x)", "err('chosen scenario %s is one of set 78\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 77\\'s trees' % sc)", "err('scenario %s is not in one of set 78\\'s trees' % sc)")
rep("    # set 82's brief asks for exact counts", "    # set 83's brief asks for exact counts")
rep("    # set 82's notes are prose: no code", "    # set 83's notes are prose: no code")
rep("err('new tag %s appears in set 81\\'s README' % t)", "err('new tag %s appears in set 82\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 81\\'s README' % t)", "err('new tag %s (with a space) appears in set 82\\'s README' % t)")
rep("err('set 81\\'s README not found at %s' % SET30_README)", "err('set 82\\'s README not found at %s' % SET30_README)")
rep("err('new estimate tag %s is a prose style of sets 41 to 81 or a near variant' % t)",
    "err('new estimate tag %s is a prose style of sets 41 to 82 or a near variant' % t)")
rep("overall (trees distinct, all set 77\\'s trees, none of set 77\\'s ids)", "overall (trees distinct, all set 78\\'s trees, none of set 78\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print(len(R), 'replacements')
