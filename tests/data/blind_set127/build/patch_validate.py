"""Copies set 125's validate.py and patches it for set 127; every replacement is asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set125', 'validate.py')).read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))

rep('''"""Stdlib-only checker for blind set 125 (claims.jsonl, estimates.jsonl, README.md).

Set 124's checker with set 125's tags and counts, set 125's scenario rule (reused universes: the 20 trees
that hold set 120's 20 scenarios, in set 120's order, each represented by its lowest record id that is neither
set 120's id nor one of set 124's ids), and set 125's prose notes''',
'''"""Stdlib-only checker for blind set 127 (claims.jsonl, estimates.jsonl, README.md).

Set 125's checker with set 127's tags and counts, set 127's scenario rule (reused universes: the 20 trees
that hold set 122's 20 scenarios, in set 122's order, each represented by its lowest record id that is neither
set 122's id nor one of set 125's ids), and set 127's prose notes''')
rep('''SET124_CHOICES = os.path.join(HERE, 'ref', 'set124_scenario_choices.json')
''', '''SET124_CHOICES = os.path.join(HERE, 'ref', 'set124_scenario_choices.json')
SET125 = os.path.join(HERE, 'ref', 'set125_scenarios.json')
SET125_CHOICES = os.path.join(HERE, 'ref', 'set125_scenario_choices.json')
''')
rep('''# set 124's README: beside this folder (set 124 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set124', 'README.md')''',
'''# set 125's README: beside this folder (set 125 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set125', 'README.md')''')
rep('''    # set 125 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 125's new tags, each with committing and adversarial forms (checked below)
    'selciarolo_sampietrino': 12, 'zolfanellaio_zolfanello': 12, 'pulpeiro_pulpo': 12, 'sandikci_sandik': 12,
    'teknos_tekno': 12, 'wuerfelmacher_wuerfel': 12, 'rechenmacher_rechen': 12, 'sporer_sporn': 12,''',
'''    # set 127 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 127's new tags, each with committing and adversarial forms (checked below)
    'zabutonya_zabuton': 12, 'tokorotenya_tokoroten': 12, 'oublieur_oublie': 12, 'shichimiya_shichimi': 12,
    'reddleman_reddle': 12, 'panoramist_panorama': 12, 'ziseleur_ziselierung': 12, 'ombromane_ombromanie': 12,''')
rep('''NEW_CLAIM_TAGS = ['selciarolo_sampietrino', 'zolfanellaio_zolfanello', 'pulpeiro_pulpo', 'sandikci_sandik', 'teknos_tekno', 'wuerfelmacher_wuerfel', 'rechenmacher_rechen', 'sporer_sporn']''',
'''NEW_CLAIM_TAGS = ['zabutonya_zabuton', 'tokorotenya_tokoroten', 'oublieur_oublie', 'shichimiya_shichimi', 'reddleman_reddle', 'panoramist_panorama', 'ziseleur_ziselierung', 'ombromane_ombromanie']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 124's tags, their words and domain words (from set 124's README)
''', '''EARLIER_CLAIM_TAGS = {
    # set 125's tags, their words and domain words (from set 125's README)
    'selciarolo_sampietrino', 'zolfanellaio_zolfanello', 'pulpeiro_pulpo', 'sandikci_sandik', 'teknos_tekno',
    'wuerfelmacher_wuerfel', 'rechenmacher_rechen', 'sporer_sporn', 'selciarolo', 'sampietrino', 'sampietrini',
    'zolfanellaio', 'zolfanello', 'zolfanelli', 'pulpeiro', 'pulpo', 'sandikci', 'sandik', 'teknos', 'tekno',
    'wuerfelmacher', 'wuerfel', 'rechenmacher', 'rechen', 'sporer', 'sporn', 'martellina', 'mazzaranga', 'caldeiro',
    'pimenton', 'rowel', 'paver', 'octopus', 'dowry_chest', 'trough', 'dice_maker', 'hay_rake', 'spur_maker',
    # set 127's candidates that passed the lists and were dropped or not used (the same trade as an earlier tag, or
    # near one: presepiaio_presepe (santonnier_santon), yesero_yeso (plasterer_float, stuccoist_trowel),
    # zoutzieder_zout (salter_brine, saltworker_brine), unagiya_unagi (eelman_glaive), nussknackermacher_nussknacker
    # (toymaker_spinningtop), yemenici_yemeni (yazmaci), udonya_udon (noodlepuller_dough), tsukemonoya_tsukemono and
    # torshifrush_torshi (pickler_crock), sangakpaz_sangak (baker_banneton, tunnbrodsbagare_tunnbrod), noghlpaz_noghl
    # (marzipanist_almond), sikuri_siku (set 124's neyzen_ney, flute), somsapaz_somsa (nonvoy_tandir), zoriya_zori
    # and pantoffelmacher_pantoffel (shoemaker, tyre_sandal), uhrenschildmaler_uhrenschild (clockmaker_escapement),
    # phantasmagorist_phantasmagoria (projectionist_reel), qanatkan_qanat (welldigger_windlass), xoomeichi_xoomei
    # (khoomeizhi_doshpuluur); not needed: rhapsode_rhapsody)
    'presepiaio_presepe', 'presepiaio', 'presepe', 'yesero_yeso', 'yesero', 'yeso', 'zoutzieder_zout', 'zoutzieder',
    'zout', 'unagiya_unagi', 'unagiya', 'unagi', 'nussknackermacher_nussknacker', 'nussknackermacher', 'nussknacker',
    'yemenici_yemeni', 'yemenici', 'yemeni', 'udonya_udon', 'udonya', 'udon', 'tsukemonoya_tsukemono', 'tsukemonoya',
    'tsukemono', 'torshifrush_torshi', 'torshifrush', 'torshi', 'sangakpaz_sangak', 'sangakpaz', 'sangak',
    'noghlpaz_noghl', 'noghlpaz', 'noghl', 'sikuri_siku', 'sikuri', 'siku', 'somsapaz_somsa', 'somsapaz', 'somsa',
    'zoriya_zori', 'zoriya', 'zori', 'pantoffelmacher_pantoffel', 'pantoffelmacher', 'pantoffel',
    'uhrenschildmaler_uhrenschild', 'uhrenschildmaler', 'uhrenschild', 'phantasmagorist_phantasmagoria',
    'phantasmagorist', 'phantasmagoria', 'qanatkan_qanat', 'qanatkan', 'qanat', 'xoomeichi_xoomei', 'xoomeichi',
    'xoomei', 'rhapsode_rhapsody', 'rhapsode', 'rhapsody',
    # set 124's tags, their words and domain words (from set 124's README)
''')
rep('''            # new in set 125 (prose styles)
            'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage'}
NEW_EST_TAGS = ['remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage']''',
'''            # set 125's prose styles
            'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage',
            # new in set 127 (prose styles)
            'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling'}
NEW_EST_TAGS = ['whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling']''')
rep('''# set 125: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive)
STYLE_PATTERNS = {
    'remuage': [r'(?i)\\bremuage\\b'],''',
'''# set 127: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive)
STYLE_PATTERNS = {
    'whiffling': [r'(?i)\\bwhiffling\\b'],
    'skydancing': [r'(?i)\\bskydancing\\b'],
    'swooping': [r'(?i)\\bswooping\\b'],
    'plunging': [r'(?i)\\bplunging\\b'],
    'stooping': [r'(?i)\\bstooping\\b'],
    'thermalling': [r'(?i)\\bthermalling\\b'],
}
# set 125's patterns (kept for the record; set 125's styles are not used here)
SET125_STYLE_PATTERNS = {
    'remuage': [r'(?i)\\bremuage\\b'],''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 124's prose styles and near variants (from set 124's README)''',
'''SET41_STYLE_VARIANTS = {
                        # set 125's prose styles and near variants (from set 125's README)
                        'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage', 'vinification',
                        'winemaking', 'wine', 'racking',
                        # set 127's style candidates that passed and were not used (of bird flight: ornithology;
                        # of tea processing: oxidation, shaqing, tisane) and its dropped candidates (an entry, an
                        # entry word or a substring)
                        'ornithology', 'oxidation', 'shaqing', 'tisane', 'soaring', 'pattering', 'towering',
                        'withering', 'panfiring', 'undulating', 'volplaning', 'volplane', 'skimming', 'wheeling',
                        'quartering', 'sallying', 'scudding', 'hawking', 'tumbling', 'sideslipping',
                        # set 124's prose styles and near variants (from set 124's README)''')
rep('''    # ---- scenarios: set 125 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 120's 20 scenarios (ref/set120_scenarios.json), in set 120's order; represent each by its lowest
    # record id that is neither set 120's id nor one of set 124's ids (ref/set124_scenarios.json). Recomputed here.''',
'''    # ---- scenarios: set 127 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 122's 20 scenarios (ref/set122_scenarios.json), in set 122's order; represent each by its lowest
    # record id that is neither set 122's id nor one of set 125's ids (ref/set125_scenarios.json). Recomputed here.''')
rep('''    s28_ = json.load(open(SET120))  # set 120's scenario ids: the trees set 125 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 120's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set120_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s28_ = json.load(open(SET122))  # set 122's scenario ids: the trees set 127 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 122's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set122_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''    s124x_ = json.load(open(SET124))
    if len(s124x_) != 20 or len({ds[x][2] for x in s124x_ if x in ds}) != 20:
        err('ref/set124_scenarios.json should list 20 scenarios with 20 distinct trees')
''',
'''    s124x_ = json.load(open(SET124))
    if len(s124x_) != 20 or len({ds[x][2] for x in s124x_ if x in ds}) != 20:
        err('ref/set124_scenarios.json should list 20 scenarios with 20 distinct trees')
    s125x_ = json.load(open(SET125))
    if len(s125x_) != 20 or len({ds[x][2] for x in s125x_ if x in ds}) != 20:
        err('ref/set125_scenarios.json should list 20 scenarios with 20 distinct trees')
''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s124x_]''',
'''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s125x_]''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set125_scenarios.json'))) != chosen:
            err('ref/set125_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set125_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set127_scenarios.json'))) != chosen:
            err('ref/set127_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set127_scenarios.json: %s' % e)
    # set 125's own choices file (saved as ref/set125_scenario_choices.json) must agree with ref/set125_scenarios.json
    try:
        s125 = [c['scenario'] for c in json.load(open(SET125_CHOICES))['chosen']]
        if len(s125) != 20 or s125 != json.load(open(SET125)):
            err('ref/set125_scenario_choices.json should list 20 chosen ids, those of ref/set125_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET125_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 125' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 120\\'s own ids' % x)
        if x in s124x_:
            err('chosen scenario %s is one of set 124\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 127' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 122\\'s own ids' % x)
        if x in s125x_:
            err('chosen scenario %s is one of set 125\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 120\\'s trees' % sc)''',
'''            err('scenario %s is not in one of set 122\\'s trees' % sc)''')
rep('''    # set 125's brief asks for exact counts''', '''    # set 127's brief asks for exact counts''')
rep('''    # set 125's notes are prose: no code, markup, configuration or data-format characters''',
'''    # set 127's notes are prose: no code, markup, configuration or data-format characters''')
rep('''                err('new tag %s appears in set 124\\'s README' % t)''', '''                err('new tag %s appears in set 125\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 124\\'s README' % t)''',
'''                err('new tag %s (with a space) appears in set 125\\'s README' % t)''')
rep('''        err('set 124\\'s README not found at %s' % SET30_README)''', '''        err('set 125\\'s README not found at %s' % SET30_README)''')
rep('''is a prose style of sets 41 to 124 or a near variant''', '''is a prose style of sets 41 to 125 or a near variant''')
rep('''(trees distinct, all set 120\\'s trees, none of set 120\\'s or set 124\\'s ids)''',
'''(trees distinct, all set 122\\'s trees, none of set 122\\'s or set 125\\'s ids)''')
for old, new, n in R:
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)
open(os.path.join(ROOT, 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
