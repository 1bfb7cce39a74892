#!/usr/bin/env python3
"""Writes ../validate.py from set 93's validate.py; every replacement asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set93', 'validate.py'), encoding='utf-8').read()
n_done = 0


def rep(old, new, count=1):
    global src, n_done
    c = src.count(old)
    assert c == count, (c, count, old[:80])
    src = src.replace(old, new)
    n_done += 1


rep('''"""Stdlib-only checker for blind set 93 (claims.jsonl, estimates.jsonl, README.md).

Set 92's checker with set 93's tags and counts, set 93's scenario rule (reused universes: the 20 trees
that hold set 88's 20 scenarios, in set 88's order, each represented by its lowest record id that is not
set 88's id), and set 93's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''',
    '''"""Stdlib-only checker for blind set 94 (claims.jsonl, estimates.jsonl, README.md).

Set 93's checker with set 94's tags and counts, set 94's scenario rule (reused universes: the 20 trees
that hold set 89's 20 scenarios, in set 89's order, each represented by its lowest record id that is not
set 89's id), and set 94's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''')
rep("""SET92_CHOICES = os.path.join(HERE, 'ref', 'set92_scenario_choices.json')
""", """SET92_CHOICES = os.path.join(HERE, 'ref', 'set92_scenario_choices.json')
SET93 = os.path.join(HERE, 'ref', 'set93_scenarios.json')
SET93_CHOICES = os.path.join(HERE, 'ref', 'set93_scenario_choices.json')
""")
rep("""# set 92's README: beside this folder (set 92 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set92', 'README.md')""",
    """# set 93's README: beside this folder (set 93 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set93', 'README.md')""")
rep("""    # set 93 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 93's new tags, each with committing and adversarial forms (checked below)
    'irqsous_tasa': 12, 'mensu_raido': 12, 'jamugendong_bakul': 12, 'arzuhalci_daktilo': 12,
    'eelman_glaive': 12, 'balmaiden_bucker': 12, 'nariyalwala_koyta': 12, 'magbabalut_bakol': 12,""",
    """    # set 94 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 94's new tags, each with committing and adversarial forms (checked below)
    'caier_ershao': 12, 'fawwal_qidra': 12, 'manisero_cucurucho': 12, 'baomihua_pao': 12,
    'bungeoppang_teul': 12, 'jianbingtan_aozi': 12, 'satejual_kipas': 12, 'donerci_satir': 12,""")
rep("""NEW_CLAIM_TAGS = ['irqsous_tasa', 'mensu_raido', 'jamugendong_bakul', 'arzuhalci_daktilo', 'eelman_glaive', 'balmaiden_bucker', 'nariyalwala_koyta', 'magbabalut_bakol']""",
    """NEW_CLAIM_TAGS = ['caier_ershao', 'fawwal_qidra', 'manisero_cucurucho', 'baomihua_pao', 'bungeoppang_teul', 'jianbingtan_aozi', 'satejual_kipas', 'donerci_satir']""")
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 93's tags, their words and domain words (from set 93's README)
    'irqsous_tasa', 'mensu_raido', 'jamugendong_bakul', 'arzuhalci_daktilo', 'eelman_glaive', 'balmaiden_bucker',
    'nariyalwala_koyta', 'magbabalut_bakol',
    'irqsous', 'tasa', 'mensu', 'raido', 'jamugendong', 'bakul', 'arzuhalci', 'daktilo', 'eelman', 'glaive',
    'balmaiden', 'bucker', 'nariyalwala', 'koyta', 'magbabalut', 'bakol',
    'licorice', 'yerba', 'yerba_mate', 'jamu', 'petition', 'typewriter', 'eel', 'ore', 'coconut', 'balut',
    # set 94's dropped candidates that passed the lists (near an earlier tag or entry: impiraressa_sessola
    # (beadweaver_loom), ghawwas_fatam (pearldiver_oyster), gemmeur_hapchot (resinero_pote), boazovazzi_suopunki
    # (herder, shepherd_flock), bhadbhunja_bhatti (chestnutroaster_brazier), lizzatore_lizza (quarryman, sled),
    # bartnik_leziwo (beekeeper), budeie_lur (alphornist), khatamkar_ghalam (inlay), zlaiji_menqach (tile, mosaic),
    # tarabishi_qalib (hatter_felt), ququ_tiaozi (crickets), huesero_sobada (masseur_oil), calceteiro_maco (stone,
    # drystonewaller), lavandiere_battoir (laundress_mangle), engraxate_graxa (bootblack_polish),
    # ombrellaio_stecche (umbrellamender_rib), estatuaviva_pedestal (livingstatue_plinth), nakagai_tekagi
    # (auctioneer_gavel, hook), nonvoy_tandir (baker, bread), qallaf_mibar (caulker_oakum))
    'impiraressa_sessola', 'ghawwas_fatam', 'gemmeur_hapchot', 'boazovazzi_suopunki', 'bhadbhunja_bhatti',
    'lizzatore_lizza', 'bartnik_leziwo', 'budeie_lur', 'khatamkar_ghalam', 'zlaiji_menqach', 'tarabishi_qalib',
    'ququ_tiaozi', 'huesero_sobada', 'calceteiro_maco', 'lavandiere_battoir', 'engraxate_graxa',
    'ombrellaio_stecche', 'estatuaviva_pedestal', 'nakagai_tekagi', 'nonvoy_tandir', 'qallaf_mibar',
""")
rep("""            'squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke'}""",
    """            'squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke',
            # new in set 94 (prose styles)
            'becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam'}""")
rep("""NEW_EST_TAGS = ['squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke']
# set 93: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {""", """NEW_EST_TAGS = ['becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam']
# set 94: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'becalmed': [r'(?i)\\bbecalm(ed)?\\b'],
    'leeway': [r'(?i)\\bleeways?\\b'],
    'broach': [r'(?i)\\bbroach(es|ed|ing)?\\b'],
    'jibe': [r'(?i)\\bjib(e|es|ed|ing)\\b', r'(?i)\\bgyb(e|es|ed|ing)\\b'],
    'reef': [r'(?i)\\breef(s|ed|ing)?\\b'],
    'jetsam': [r'(?i)\\bjetsam\\b'],
}
# set 93's patterns (kept for the record; set 93's styles are not used here)
SET93_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 93's prose styles and near variants (from set 93's README)
                        'squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke', 'squeezing',
                        'squeezed', 'endplays', 'endplayed', 'tenaces', 'crossruffs', 'crossruffing', 'yarboroughs',
                        'revoked', 'revokes', 'bridge', 'contract_bridge', 'card_play',
                        # set 94's candidates that passed and were not used (sailing: yaw ... mayday; glacial
                        # landforms, near geologist_hammer: moraine ... tarn; chess and music, near set 92's
                        # chess and music entries: jadoube, cadenza, legato)
                        'yaw', 'bilge', 'mayday', 'careen', 'scud', 'leeward', 'helmsman', 'nautical', 'drift',
                        'moraine', 'esker', 'cirque', 'erratic', 'nunatak', 'tarn', 'chevron',
                        'jadoube', 'cadenza', 'legato',
                        # set 94's dropped candidates (an entry or a substring: capsize (caps), keelhaul (keel),
                        # doldrums (drum), windward (wind), ballast (ball, last), flotsam (lots), kedge (edge),
                        # luff (sluff), tack (an entry), heave_to (heaven), drumlin (drum), arete (rete),
                        # saltire (salt), castling (cast), stalemate (stale), en_passant (pass), fermata (mata),
                        # ostinato (nato))
                        'capsize', 'keelhaul', 'doldrums', 'windward', 'ballast', 'flotsam', 'kedge', 'luff',
                        'heave_to', 'drumlin', 'arete', 'saltire', 'castling', 'stalemate', 'en_passant', 'fermata',
                        'ostinato',
""")
rep("""    # ---- scenarios: set 93 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 88's 20 scenarios (ref/set88_scenarios.json), in set 88's order; represent each by its lowest
    # record id that is not set 88's id. Recomputed here.""",
    """    # ---- scenarios: set 94 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 89's 20 scenarios (ref/set89_scenarios.json), in set 89's order; represent each by its lowest
    # record id that is not set 89's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET88))  # set 88's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 88's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set88_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s93x_ = json.load(open(SET93))
    if len(s93x_) != 20 or len({ds[x][2] for x in s93x_ if x in ds}) != 20:
        err('ref/set93_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET89))  # set 89's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 89's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set89_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set93_scenarios.json'))) != chosen:
            err('ref/set93_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set93_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set94_scenarios.json'))) != chosen:
            err('ref/set94_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set94_scenarios.json: %s' % e)
    # set 93's own choices file (saved as ref/set93_scenario_choices.json) must agree with ref/set93_scenarios.json
    try:
        s93 = [c['scenario'] for c in json.load(open(SET93_CHOICES))['chosen']]
        if len(s93) != 20 or s93 != json.load(open(SET93)):
            err('ref/set93_scenario_choices.json should list 20 chosen ids, those of ref/set93_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET93_CHOICES, e))
""")
rep("is not used by set 93' % x)", "is not used by set 94' % x)")
rep("""err('chosen scenario %s is one of set 88\\'s own ids' % x)""", """err('chosen scenario %s is one of set 89\\'s own ids' % x)""")
rep("""err('scenario %s is not in one of set 88\\'s trees' % sc)""", """err('scenario %s is not in one of set 89\\'s trees' % sc)""")
rep("# set 93's brief asks for exact counts", "# set 94's brief asks for exact counts")
rep("# set 93's notes are prose", "# set 94's notes are prose")
rep("""err('new tag %s appears in set 92\\'s README' % t)""", """err('new tag %s appears in set 93\\'s README' % t)""")
rep("""err('new tag %s (with a space) appears in set 92\\'s README' % t)""", """err('new tag %s (with a space) appears in set 93\\'s README' % t)""")
rep("""err('set 92\\'s README not found at %s' % SET30_README)""", """err('set 93\\'s README not found at %s' % SET30_README)""")
rep("is a prose style of sets 41 to 92 or a near variant", "is a prose style of sets 41 to 93 or a near variant")
rep("""(trees distinct, all set 88\\'s trees, none of set 88\\'s ids)""", """(trees distinct, all set 89\\'s trees, none of set 89\\'s ids)""")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print(n_done, 'replacements')
