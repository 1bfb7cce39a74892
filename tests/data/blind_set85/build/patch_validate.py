#!/usr/bin/env python3
"""Adapt set 84's validate.py to set 85 (every replacement asserted to hit its stated number of times)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set84', 'validate.py'), encoding='utf-8').read()
n_done = 0


def rep(old, new, count=1):
    global src, n_done
    c = src.count(old)
    assert c == count, (old[:80], c, count)
    src = src.replace(old, new)
    n_done += 1


# docstring
i = src.index('"""') + 3
j = src.index('"""', i)
src = src[:i] + '''Stdlib-only checker for blind set 85 (claims.jsonl, estimates.jsonl, README.md).

Set 84's checker with set 85's tags and counts, set 85's scenario rule (reused universes: the 20 trees
that hold set 80's 20 scenarios, in set 80's order, each represented by its lowest record id that is not
set 80's id), and set 85's prose notes (six prose styles, 10 note texts each, both kinds per text, 120
records, no code or markup characters; a line starting with -, * or # only as a plain prose bullet; each
style's own construction checked on every note).

Usage: python3 validate.py [--data PATH_TO_three_layered_dataset.json]
Exits 1 on any error, 0 otherwise. Prints counts.
''' + src[j:]
n_done += 1
# paths
rep("SET83_CHOICES = os.path.join(HERE, 'ref', 'set83_scenario_choices.json')\n",
    "SET83_CHOICES = os.path.join(HERE, 'ref', 'set83_scenario_choices.json')\n"
    "SET84 = os.path.join(HERE, 'ref', 'set84_scenarios.json')\n"
    "SET84_CHOICES = os.path.join(HERE, 'ref', 'set84_scenario_choices.json')\n")
rep("# set 83's README: beside this folder (set 83 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set83', 'README.md')",
    "# set 84's README: beside this folder (set 84 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set84', 'README.md')")
# claim tags
rep("""    # set 84 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""",
    """    # set 85 stresses replies a capable LLM defender writes (more than half of all claims, checked below)""")
rep("""    # set 84's new tags, each with committing and adversarial forms (checked below)
    'swanupper_skiff': 12, 'ravenmaster_raven': 12, 'pastycrimper_crimp': 12, 'knurspeller_pommel': 12,
    'flitchclaimant_flitch': 12, 'stereographer_viewer': 12, 'tarantulist_moult': 12, 'bookplatist_exlibris': 12,""",
    """    # set 85's new tags, each with committing and adversarial forms (checked below)
    'haxeyhood_boggin': 12, 'klootschieter_kloot': 12, 'tuttiman_orange': 12, 'cavyshower_hutch': 12,
    'mochipounder_usu': 12, 'swillmaker_spelk': 12, 'calciante_caccia': 12, 'plangonologist_bisque': 12,""")
rep("""NEW_CLAIM_TAGS = ['swanupper_skiff', 'ravenmaster_raven', 'pastycrimper_crimp', 'knurspeller_pommel',
                  'flitchclaimant_flitch', 'stereographer_viewer', 'tarantulist_moult', 'bookplatist_exlibris']""",
    """NEW_CLAIM_TAGS = ['haxeyhood_boggin', 'klootschieter_kloot', 'tuttiman_orange', 'cavyshower_hutch',
                  'mochipounder_usu', 'swillmaker_spelk', 'calciante_caccia', 'plangonologist_bisque']""")
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 84's tags, their words, domain words, flagged, replaced and avoided words (from set 84's README)
    'swanupper_skiff', 'ravenmaster_raven', 'pastycrimper_crimp', 'knurspeller_pommel', 'flitchclaimant_flitch',
    'stereographer_viewer', 'tarantulist_moult', 'bookplatist_exlibris',
    'swanupper', 'skiff', 'ravenmaster', 'raven', 'pastycrimper', 'crimp', 'knurspeller', 'pommel',
    'flitchclaimant', 'flitch', 'stereographer', 'viewer', 'tarantulist', 'moult', 'bookplatist', 'exlibris',
    'upping', 'uppers', 'skiffs', 'cygnets', 'transom', 'brood', 'thames', 'ravens', 'sanctuary', 'pasty',
    'pasties', 'crimping', 'pastry', 'swede', 'beef', 'baking', 'worktop', 'knur', 'knurs', 'pommels', 'moor',
    'moorland', 'heather', 'strikes', 'bacon', 'jury', 'oaths', 'linen', 'hem', 'claimants', 'stereo',
    'viewers', 'parallax', 'depth', 'victorian', 'terrariums', 'tarantula', 'moults', 'curly', 'exotics',
    'burrow', 'lid', 'libris', 'librist', 'portfolio', 'armorial', 'armorials', 'mottoes', 'engraved',
    'aviary', 'pennant', 'swan', 'feather', 'tower', 'biscuit', 'crust', 'filling', 'dictionary', 'spell',
    'verdict', 'terrarium', 'crickets', 'bookplate', 'bookplates', 'aprons', 'tankard',
    'album', 'chair', 'cloth', 'collector', 'flour', 'oar', 'oars', 'picture', 'plate', 'red', 'ring',
    'river', 'skirt', 'stencilled', 'tank', 'watch', 'cap', 'scarlet', 'blade', 'enclosure', 'ribbon', 'latin',
    'rosette', 'souvenir', 'boat', 'sail', 'label', 'jar', 'oven', 'onion', 'court', 'stamp', 'photo',
    'slide', 'paper', 'pewter', 'crow', 'spider', 'camera', 'golf', 'count',
    # set 85's dropped candidates (passing every check but near an earlier pastime: obbyoss_teazer
    # (hobbyhorser_bridle), marilwyd_skull (mummer_tourney, wassailer_bowl), strawbearer_twine
    # (rushbearer_garland, strawplaiter_plait), baplayer_uppie (haxeyhood_boggin: the same kind of game);
    # not needed: tuttiman_posy; replaced by the tags chosen: cavyfancier_hutch (pigeonfancier_loft), calcio_storico,
    # swiller_spale)
    'obbyoss_teazer', 'marilwyd_skull', 'strawbearer_twine', 'baplayer_uppie', 'tuttiman_posy',
    'cavyfancier_hutch', 'calcio_storico', 'swiller_spale',
""")
# estimate tags and styles
rep("""            # new in set 84 (prose styles)
            'tartarin', 'chichikov', 'tite_barnacle', 'svejk', 'koepenick', 'oblomov'}""",
    """            # new in set 84 (prose styles)
            'tartarin', 'chichikov', 'tite_barnacle', 'svejk', 'koepenick', 'oblomov',
            # new in set 85 (prose styles)
            'tichborne', 'papageno', 'carabas', 'dulcamara', 'leporello', 'ostap_bender'}""")
rep("""NEW_EST_TAGS = ['tartarin', 'chichikov', 'tite_barnacle', 'svejk', 'koepenick', 'oblomov']
# set 84: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""",
    """NEW_EST_TAGS = ['tichborne', 'papageno', 'carabas', 'dulcamara', 'leporello', 'ostap_bender']
# set 85: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'tichborne': [r'(?i)\\btichborne\\b'],
    'papageno': [r'(?i)\\bpapageno\\b'],
    'carabas': [r'(?i)\\bcarabas\\b'],
    'dulcamara': [r'(?i)\\bdulcamara\\b'],
    'leporello': [r'(?i)\\bleporello\\b'],
    'ostap_bender': [r'(?i)\\bostap bender\\b'],
}
# set 84's patterns (kept for the record; set 84's styles are not used here)
SET84_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 84's prose styles and near variants (from set 84's README)
                        'tartarin', 'tartarin_of_tarascon', 'tarascon', 'chichikov', 'dead_souls',
                        'tite_barnacle', 'barnacle', 'circumlocution_office', 'svejk', 'schweik', 'good_soldier',
                        'good_soldier_svejk', 'koepenick', 'captain_of_koepenick', 'kopenick', 'oblomov',
                        'oblomovka', 'korobochka', 'plyushkin', 'lukas', 'stolz',
                        # set 85's dropped candidates (near an earlier style: minderbinder (catch_22);
                        # a word counted or an entry word: vicar_of_bray, marquis_of_carabas, harold_hill,
                        # uncle_toby, lord_emsworth; not needed: perkin_warbeck, psalmanazar, scapin, homais,
                        # rassendyll, martin_guerre, lambert_simnel, caraboo)
                        'minderbinder', 'milo_minderbinder', 'vicar_of_bray', 'harold_hill', 'uncle_toby',
                        'lord_emsworth', 'perkin_warbeck', 'psalmanazar', 'scapin', 'homais', 'rassendyll',
                        'martin_guerre', 'lambert_simnel', 'caraboo',
""")
# scenarios: set 80's trees
rep("""    # ---- scenarios: set 84 reuses universes ----""", """    # ---- scenarios: set 85 reuses universes ----""")
rep("""    # hold set 79's 20 scenarios (ref/set79_scenarios.json), in set 79's order; represent each by its lowest
    # record id that is not set 79's id. Recomputed here.""",
    """    # hold set 80's 20 scenarios (ref/set80_scenarios.json), in set 80's order; represent each by its lowest
    # record id that is not set 80's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET79))  # set 79's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 79's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set79_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s84x_ = json.load(open(SET84))
    if len(s84x_) != 20 or len({ds[x][2] for x in s84x_ if x in ds}) != 20:
        err('ref/set84_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET80))  # set 80's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 80's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set80_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set84_scenarios.json'))) != chosen:
            err('ref/set84_scenarios.json does not list the chosen ids of ref/scenario_choices.json')""",
    """        if json.load(open(os.path.join(HERE, 'ref', 'set85_scenarios.json'))) != chosen:
            err('ref/set85_scenarios.json does not list the chosen ids of ref/scenario_choices.json')""")
rep("""        err('cannot read ref/set84_scenarios.json: %s' % e)
""", """        err('cannot read ref/set85_scenarios.json: %s' % e)
    # set 84's own choices file (saved as ref/set84_scenario_choices.json) must agree with ref/set84_scenarios.json
    try:
        s84 = [c['scenario'] for c in json.load(open(SET84_CHOICES))['chosen']]
        if len(s84) != 20 or s84 != json.load(open(SET84)):
            err('ref/set84_scenario_choices.json should list 20 chosen ids, those of ref/set84_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET84_CHOICES, e))
""")
rep("""is not used by set 84' % x)""", """is not used by set 85' % x)""")
rep("""            err('chosen scenario %s is one of set 79\\'s own ids' % x)""",
    """            err('chosen scenario %s is one of set 80\\'s own ids' % x)""")
rep("""            err('scenario %s is not in one of set 79\\'s trees' % sc)""",
    """            err('scenario %s is not in one of set 80\\'s trees' % sc)""")
rep("""    # set 84's brief asks for exact counts""", """    # set 85's brief asks for exact counts""")
rep("""    # set 84's notes are prose: no code, markup, configuration or data-format characters""",
    """    # set 85's notes are prose: no code, markup, configuration or data-format characters""")
rep("""appears in set 83\\'s README' % t)""", """appears in set 84\\'s README' % t)""", 2)
rep("""        err('set 83\\'s README not found at %s' % SET30_README)""",
    """        err('set 84\\'s README not found at %s' % SET30_README)""")
rep("""a prose style of sets 41 to 83 or a near variant""", """a prose style of sets 41 to 84 or a near variant""")
rep("""all set 79\\'s trees, none of set 79\\'s ids)""", """all set 80\\'s trees, none of set 80\\'s ids)""")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('replacements:', n_done)
