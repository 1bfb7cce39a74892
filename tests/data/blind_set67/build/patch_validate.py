"""Adapt set 66's validate.py (copied to ../validate.py) to set 67. Every replacement must hit exactly once."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'validate.py')
s = open(P, encoding='utf-8').read()


def rep(old, new):
    global s
    n = s.count(old)
    assert n == 1, (n, old[:80])
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 66 (claims.jsonl, estimates.jsonl, README.md).

Set 65's checker with set 66's tags and counts, set 66's scenario rule (reused universes: the 20 trees
that hold set 61's 20 scenarios, in set 61's order, each represented by its lowest record id that is not
set 61's id), and set 66's prose notes''',
    '''"""Stdlib-only checker for blind set 67 (claims.jsonl, estimates.jsonl, README.md).

Set 66's checker with set 67's tags and counts, set 67's scenario rule (reused universes: the 20 trees
that hold set 62's 20 scenarios, in set 62's order, each represented by its lowest record id that is not
set 62's id), and set 67's prose notes''')
rep("SET65_CHOICES = os.path.join(HERE, 'ref', 'set65_scenario_choices.json')\n",
    "SET65_CHOICES = os.path.join(HERE, 'ref', 'set65_scenario_choices.json')\n"
    "SET66 = os.path.join(HERE, 'ref', 'set66_scenarios.json')\n"
    "SET66_CHOICES = os.path.join(HERE, 'ref', 'set66_scenario_choices.json')\n")
rep("""# set 65's README: beside this folder (set 65 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set65', 'README.md')""",
    """# set 66's README: beside this folder (set 66 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set66', 'README.md')""")
rep("""    # set 66 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 66's new tags, each with committing and adversarial forms (checked below)
    'removalist_blanket': 12, 'sysadmin_console': 12, 'lasertag_marshal': 12, 'showjudge_rosette': 12,
    'graphologist_slant': 12, 'cheerleader_pompom': 12, 'gritter_spreader': 12, 'cloakroom_token': 12,""",
    """    # set 67 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 67's new tags, each with committing and adversarial forms (checked below)
    'saunameister_ladle': 12, 'invigilator_examhall': 12, 'demolisher_wreckingball': 12, 'braillist_stylus': 12,
    'chestnutroaster_brazier': 12, 'shelffiller_pricegun': 12, 'docshredder_confetti': 12,
    'polygrapher_sensorpad': 12,""")
rep("""NEW_CLAIM_TAGS = ['removalist_blanket', 'sysadmin_console', 'lasertag_marshal', 'showjudge_rosette',
                  'graphologist_slant', 'cheerleader_pompom', 'gritter_spreader', 'cloakroom_token']""",
    """NEW_CLAIM_TAGS = ['saunameister_ladle', 'invigilator_examhall', 'demolisher_wreckingball', 'braillist_stylus',
                  'chestnutroaster_brazier', 'shelffiller_pricegun', 'docshredder_confetti',
                  'polygrapher_sensorpad']""")
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 66's tags, their words and near variants (from set 66's README and validator)
    'removalist_blanket', 'sysadmin_console', 'lasertag_marshal', 'showjudge_rosette', 'graphologist_slant',
    'cheerleader_pompom', 'gritter_spreader', 'cloakroom_token', 'removalist', 'removals', 'blanket',
    'sysadmin', 'console', 'lasertag', 'laser', 'marshal', 'showjudge', 'rosette', 'graphologist', 'slant',
    'handwriting', 'cheerleader', 'pompom', 'gritter', 'grit', 'spreader', 'cloakroom', 'token',
    # set 67's dropped candidates (full tags: a word listed here or contained in a listed word, or near an
    # earlier trade)
    'manicurist_cuticle', 'matchmaker_introductions', 'phillumenist_matchbox', 'vendingrestocker_coil',
    'arcadetechnician_claw', 'globemaker_gores', 'bugler_reveille', 'harbourmaster_berth', 'taxinspector_audit',
    'snowmaker_lance', 'yodeller_alphorn', 'timpanist_kettledrum', 'floodwarden_sandbag',
    'shelfstacker_pricegun', 'hoppicker_bine', 'mascot_headpiece', 'woodturner_lathe',
    'cricketscorer_scorebook', 'bouncycastle_blower', 'goldpanner_sluice', 'wingwalker_biplane',
    'chestnutseller_brazier',
""")
rep("""'red_herring', 'on_the_fly', 'at_arms_length', 'clutching_at_straws', 'back_burner', 'foot_in_the_door'}""",
    """'red_herring', 'on_the_fly', 'at_arms_length', 'clutching_at_straws', 'back_burner', 'foot_in_the_door',
            # new in set 67 (prose styles)
            'thin_ice', 'cry_wolf', 'tip_of_the_iceberg', 'needle_in_a_haystack', 'sour_grapes', 'jump_the_gun'}""")
rep("""NEW_EST_TAGS = ['red_herring', 'on_the_fly', 'at_arms_length', 'clutching_at_straws', 'back_burner',
                'foot_in_the_door']
# set 66: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {""",
    """NEW_EST_TAGS = ['thin_ice', 'cry_wolf', 'tip_of_the_iceberg', 'needle_in_a_haystack', 'sour_grapes',
                'jump_the_gun']
# set 67: what each prose style must show in every note (checked below, unit names removed first)
STYLE_PATTERNS = {
    'thin_ice': [r'(?i)\\bthin ice\\b'],
    'cry_wolf': [r'(?i)\\b(cry|cries|cried|crying) wolf\\b'],
    'tip_of_the_iceberg': [r'(?i)\\btip of the iceberg\\b'],
    'needle_in_a_haystack': [r'(?i)\\bneedle in a haystack\\b'],
    'sour_grapes': [r'(?i)\\bsour grapes\\b'],
    'jump_the_gun': [r'(?i)\\b(jump|jumps|jumped|jumping) the gun\\b'],
}
# set 66's patterns (kept for the record; set 66's styles are not used here)
SET66_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 66's prose styles and near variants (from set 66's README)
                        'red_herring', 'herring', 'herrings', 'on_the_fly', 'fly', 'at_arms_length',
                        'arms_length', 'arms', 'length', 'clutching_at_straws', 'clutching', 'straws', 'straw',
                        'back_burner', 'burner', 'foot_in_the_door', 'foot', 'door',
                        # set 67's dropped candidates
                        'loose_ends', 'elephant_in_the_room', 'writing_on_the_wall', 'penny_dropped', 'dead_end',
                        'wrong_tree', 'cold_trail', 'spill_the_beans', 'bird_in_the_hand',
""")
rep("""    # ---- scenarios: set 66 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 61's 20 scenarios (ref/set61_scenarios.json), in set 61's order; represent each by its lowest
    # record id that is not set 61's id. Recomputed here.""",
    """    # ---- scenarios: set 67 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 62's 20 scenarios (ref/set62_scenarios.json), in set 62's order; represent each by its lowest
    # record id that is not set 62's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET61))  # set 61's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 61's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set61_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s61x_ = json.load(open(SET61))
    if len(s61x_) != 20 or len({ds[x][2] for x in s61x_ if x in ds}) != 20:
        err('ref/set61_scenarios.json should list 20 scenarios with 20 distinct trees')
    s66x_ = json.load(open(SET66))
    if len(s66x_) != 20 or len({ds[x][2] for x in s66x_ if x in ds}) != 20:
        err('ref/set66_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET62))  # set 62's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 62's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set62_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set66_scenarios.json'))) != chosen:
            err('ref/set66_scenarios.json does not list the chosen ids of ref/scenario_choices.json')""",
    """        if json.load(open(os.path.join(HERE, 'ref', 'set67_scenarios.json'))) != chosen:
            err('ref/set67_scenarios.json does not list the chosen ids of ref/scenario_choices.json')""")
rep("""        err('cannot read ref/set66_scenarios.json: %s' % e)
""", """        err('cannot read ref/set67_scenarios.json: %s' % e)
    # set 66's own choices file (saved as ref/set66_scenario_choices.json) must agree with ref/set66_scenarios.json
    try:
        s66 = [c['scenario'] for c in json.load(open(SET66_CHOICES))['chosen']]
        if len(s66) != 20 or s66 != json.load(open(SET66)):
            err('ref/set66_scenario_choices.json should list 20 chosen ids, those of ref/set66_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET66_CHOICES, e))
""")
rep("is not used by set 66' % x)", "is not used by set 67' % x)")
rep("is one of set 61\\'s own ids' % x)", "is one of set 62\\'s own ids' % x)")
rep("is not in one of set 61\\'s trees' % sc)", "is not in one of set 62\\'s trees' % sc)")
rep("    # set 66's brief asks for exact counts", "    # set 67's brief asks for exact counts")
rep("    # set 66's notes are prose:", "    # set 67's notes are prose:")
rep("                err('new tag %s appears in set 65\\'s README' % t)",
    "                err('new tag %s appears in set 66\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 65\\'s README' % t)",
    "                err('new tag %s (with a space) appears in set 66\\'s README' % t)")
rep("        err('set 65\\'s README not found at %s' % SET30_README)",
    "        err('set 66\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 65 or a near variant' % t)", "is a prose style of sets 41 to 66 or a near variant' % t)")
rep("(trees distinct, all set 61\\'s trees, none of set 61\\'s ids)", "(trees distinct, all set 62\\'s trees, none of set 62\\'s ids)")
open(P, 'w', encoding='utf-8').write(s)
print('patched')
