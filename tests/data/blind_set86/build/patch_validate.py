"""Copies set 85's validate.py and adapts it to set 86 (every replacement asserted to hit its stated number of times)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
s = open(os.path.join(SET, '..', 'blind_set85', 'validate.py'), encoding='utf-8').read()


def rep(old, new, n=1):
    global s
    c = s.count(old)
    assert c == n, (old[:80], c, n)
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 85 (claims.jsonl, estimates.jsonl, README.md).

Set 84's checker with set 85's tags and counts, set 85's scenario rule (reused universes: the 20 trees
that hold set 80's 20 scenarios, in set 80's order, each represented by its lowest record id that is not
set 80's id), and set 85's prose notes''', '''"""Stdlib-only checker for blind set 86 (claims.jsonl, estimates.jsonl, README.md).

Set 85's checker with set 86's tags and counts, set 86's scenario rule (reused universes: the 20 trees
that hold set 81's 20 scenarios, in set 81's order, each represented by its lowest record id that is not
set 81's id), and set 86's prose notes''')
rep("SET84_CHOICES = os.path.join(HERE, 'ref', 'set84_scenario_choices.json')\n",
    "SET84_CHOICES = os.path.join(HERE, 'ref', 'set84_scenario_choices.json')\n"
    "SET85 = os.path.join(HERE, 'ref', 'set85_scenarios.json')\n"
    "SET85_CHOICES = os.path.join(HERE, 'ref', 'set85_scenario_choices.json')\n")
rep("# set 84's README: beside this folder (set 84 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set84', 'README.md')",
    "# set 85's README: beside this folder (set 85 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set85', 'README.md')")
rep("""    # set 85 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 85's new tags, each with committing and adversarial forms (checked below)
    'haxeyhood_boggin': 12, 'klootschieter_kloot': 12, 'tuttiman_orange': 12, 'cavyshower_hutch': 12,
    'mochipounder_usu': 12, 'swillmaker_spelk': 12, 'calciante_caccia': 12, 'plangonologist_bisque': 12,""",
    """    # set 86 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 86's new tags, each with committing and adversarial forms (checked below)
    'wipschutter_gaai': 12, 'buso_kereplo': 12, 'txalapartari_makila': 12, 'kiiker_kiik': 12,
    'sfoglina_mattarello': 12, 'alebrijero_copal': 12, 'eukonkantaja_eukko': 12, 'fingerhakler_riemen': 12,""")
rep("""NEW_CLAIM_TAGS = ['haxeyhood_boggin', 'klootschieter_kloot', 'tuttiman_orange', 'cavyshower_hutch',
                  'mochipounder_usu', 'swillmaker_spelk', 'calciante_caccia', 'plangonologist_bisque']""",
    """NEW_CLAIM_TAGS = ['wipschutter_gaai', 'buso_kereplo', 'txalapartari_makila', 'kiiker_kiik',
                  'sfoglina_mattarello', 'alebrijero_copal', 'eukonkantaja_eukko', 'fingerhakler_riemen']""")
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 85's tags, their words, domain words, flagged, replaced and avoided words (from set 85's README)
    'haxeyhood_boggin', 'klootschieter_kloot', 'tuttiman_orange', 'cavyshower_hutch',
    'mochipounder_usu', 'swillmaker_spelk', 'calciante_caccia', 'plangonologist_bisque',
    'haxeyhood', 'boggin', 'klootschieter', 'kloot', 'tuttiman', 'orange', 'cavyshower', 'hutch',
    'mochipounder', 'usu', 'swillmaker', 'spelk', 'calciante', 'caccia', 'plangonologist', 'bisque',
    'haxey', 'hood', 'sway', 'hoose', 'agen', 'twelfth', 'klootschieten', 'dyke', 'meadow', 'frisian',
    'hocktide', 'hungerford', 'tutti', 'staves', 'kiss', 'penny', 'cavy', 'cavies', 'abyssinian', 'wheek',
    'mochitsuki', 'mochi', 'yoisho', 'kagami', 'rice', 'swill', 'coppice', 'bool', 'rive', 'riving',
    'calcio', 'calcio_storico', 'santa_croce', 'florence', 'calf', 'poupee', 'jumeau', 'bru', 'curls',
    'boiler', 'cabinet', 'dough', 'fool', 'hazel', 'lettered', 'net', 'party', 'pen', 'radiator', 'rim', 'saw',
    'sheet', 'smoke', 'tucked', 'victorian', 'wood', 'printer', 'stone', 'ditch', 'peel', 'wig', 'boot', 'fridge',
    'cake', 'card', 'chair', 'corner', 'draw', 'handwriting', 'map', 'nickname', 'orders', 'parcel', 'picture',
    'tray', 'watch', 'spreadsheet', 'rosette', 'mortar', 'mallet', 'kine', 'basket', 'billhook', 'doll',
    'collector', 'glass', 'mohair', 'court', 'bell', 'pole', 'ball', 'red', 'window', 'cage',
    # set 86's dropped candidates (near an earlier pastime: ssireum_satba (sumowrestler_mawashi), fantino_nerbo
    # (jockey_silks), jegichagi_jegi (jianzist_shuttlecock), vogelpikker_pijl (dartsplayer_oche), aizkolari_aizkora
    # (lumberjack_axe); not needed or near a chosen tag: sobauchi_menbo (mochipounder_usu), bertsolari_puntu
    # (txalapartari_makila, Basque; 'verse'), launeddas_tumbu (bagpiper_drones), krulbollen_krulbol
    # (wipschutter_gaai, Flemish))
    'ssireum_satba', 'fantino_nerbo', 'jegichagi_jegi', 'vogelpikker_pijl', 'aizkolari_aizkora',
    'sobauchi_menbo', 'bertsolari_puntu', 'launeddas_tumbu', 'krulbollen_krulbol',
""")
rep("""            # new in set 85 (prose styles)
            'tichborne', 'papageno', 'carabas', 'dulcamara', 'leporello', 'ostap_bender'}
NEW_EST_TAGS = ['tichborne', 'papageno', 'carabas', 'dulcamara', 'leporello', 'ostap_bender']
# set 85: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""", """            # new in set 85 (prose styles)
            'tichborne', 'papageno', 'carabas', 'dulcamara', 'leporello', 'ostap_bender',
            # new in set 86 (prose styles)
            'schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli'}
NEW_EST_TAGS = ['schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli']
# set 86: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'schlemihl': [r'(?i)\\bschlemihl\\b'],
    'cagliostro': [r'(?i)\\bcagliostro\\b'],
    'mechanical_turk': [r'(?i)\\bmechanical turk\\b'],
    'cottingley': [r'(?i)\\bcottingley\\b'],
    'zelig': [r'(?i)\\bzelig\\b'],
    'fregoli': [r'(?i)\\bfregoli\\b'],
}
# set 85's patterns (kept for the record; set 85's styles are not used here)
SET85_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 85's prose styles and near variants (from set 85's README)
                        'tichborne', 'tichborne_claimant', 'claimant', 'arthur_orton', 'orton', 'papageno',
                        'papagena', 'magic_flute', 'tamino', 'carabas', 'marquis_of_carabas', 'puss_in_boots',
                        'puss', 'dulcamara', 'doctor_dulcamara', 'nemorino', 'elisir', 'leporello', 'don_giovanni',
                        'giovanni', 'ostap_bender', 'ostap', 'bender', 'twelve_chairs', 'vorobyaninov',
                        # set 86's dropped candidates (an entry or a counted word: clever_hans, felix_krull,
                        # khlestakov, malvolio, parolles, autolycus, dogberry, skimpole, pecksniff, micawber,
                        # pangloss, eulenspiegel, nasreddin, gil_blas, anansi, rumpelstiltskin, mrs_harris, mrs_gamp,
                        # victor_lustig, cardiff_giant, piltdown, peter_schlemihl, count_cagliostro;
                        # not needed: sludge, cherubino, despina, simplicissimus)
                        'victor_lustig', 'cardiff_giant', 'piltdown', 'mrs_harris', 'mrs_gamp', 'peter_schlemihl',
                        'count_cagliostro', 'sludge', 'mr_sludge', 'cherubino', 'despina', 'simplicissimus',
""")
rep("    # ---- scenarios: set 85 reuses universes ----", "    # ---- scenarios: set 86 reuses universes ----")
rep("""    # hold set 80's 20 scenarios (ref/set80_scenarios.json), in set 80's order; represent each by its lowest
    # record id that is not set 80's id. Recomputed here.""", """    # hold set 81's 20 scenarios (ref/set81_scenarios.json), in set 81's order; represent each by its lowest
    # record id that is not set 81's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET80))  # set 80's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 80's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set80_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s85x_ = json.load(open(SET85))
    if len(s85x_) != 20 or len({ds[x][2] for x in s85x_ if x in ds}) != 20:
        err('ref/set85_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET81))  # set 81's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 81's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set81_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set85_scenarios.json'))) != chosen:
            err('ref/set85_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set85_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set86_scenarios.json'))) != chosen:
            err('ref/set86_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set86_scenarios.json: %s' % e)
    # set 85's own choices file (saved as ref/set85_scenario_choices.json) must agree with ref/set85_scenarios.json
    try:
        s85 = [c['scenario'] for c in json.load(open(SET85_CHOICES))['chosen']]
        if len(s85) != 20 or s85 != json.load(open(SET85)):
            err('ref/set85_scenario_choices.json should list 20 chosen ids, those of ref/set85_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET85_CHOICES, e))
""")
rep("is not used by set 85' % x)", "is not used by set 86' % x)")
rep("err('chosen scenario %s is one of set 80\\'s own ids' % x)", "err('chosen scenario %s is one of set 81\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 80\\'s trees' % sc)", "err('scenario %s is not in one of set 81\\'s trees' % sc)")
rep("    # set 85's brief asks for exact counts", "    # set 86's brief asks for exact counts")
rep("    # set 85's notes are prose: no code", "    # set 86's notes are prose: no code")
rep("appears in set 84\\'s README' % t)", "appears in set 85\\'s README' % t)", 2)
rep("err('set 84\\'s README not found at %s' % SET30_README)", "err('set 85\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 84 or a near variant' % t)", "is a prose style of sets 41 to 85 or a near variant' % t)")
rep("all set 80\\'s trees, none of set 80\\'s ids)'", "all set 81\\'s trees, none of set 81\\'s ids)'")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(s)
print('validate.py written')
