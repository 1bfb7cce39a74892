#!/usr/bin/env python3
"""Copies set 151's validate.py and patches it for set 152 (asserted replacements, each to hit its count)."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
D = os.path.dirname(SET)
src = open(os.path.join(D, 'blind_set151', 'validate.py')).read()


def consts(path, name):
    out = set()
    for n in ast.parse(open(path).read()).body:
        tg = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AugAssign) else []
        if any(isinstance(t, ast.Name) and t.id == name for t in tg):
            for c in ast.walk(n.value):
                if isinstance(c, ast.Constant) and isinstance(c.value, str):
                    out.add(c.value)
    return out


V151 = os.path.join(D, 'blind_set151', 'validate.py')
V150 = os.path.join(D, 'blind_set150', 'validate.py')
NEW_TAGS = ['kalejs_lakta', 'galdnieks_evele', 'maiznieks_krasns', 'kokgriezejs_kalts', 'kurpnieks_dratva',
            'drebnieks_adata', 'glaznieks_dimants', 'biskopis_drava']
NEW_STYLES = ['asterism', 'adularescence', 'labradorescence', 'pleochroism', 'aventurescence', 'opalescence']
FAILED_TAGS = ['dratenik_drat', 'kamenik_dlato', 'barvir_indigo', 'kloboucnik_forma', 'knihar_lis', 'cihlar_forma',
               'klempir_letovacka', 'kosikar_lisi', 'kurpnieks_ilens', 'audejs_lade', 'mucinieks_muca', 'dravnieks_kupe',
               'podnieks_ripa', 'jumikis_kulis', 'audejs_atspole',
               'kovar_kladivo', 'hrncir_kruh', 'bednar_duha', 'hodinar_kyvadlo', 'krejci_jehla', 'hrncir_hlina',
               'kovar_kovadlina', 'houslar_kobylka', 'dlazdic_kladivko', 'brasnar_jehla', 'hodinar_kolecko',
               'kalejs_ilknis', 'amatnieks', 'linaudejs_ercele', 'grebejs_kalts', 'juvelieris_lupa', 'keramikis_mals']
FAILED_STYLES = ['gemology', 'iridescence', 'chatoyancy', 'campanology', 'dodging', 'hunting', 'tittums', 'sally', 'firing',
                 'raising', 'whittingtons', 'rounds', 'alpinism', 'belaying', 'abseiling', 'jumaring', 'smearing', 'jamming',
                 'crimping', 'darkroom', 'reticulation', 'solarization', 'fogging', 'toning', 'geomorphology', 'meandering',
                 'braiding', 'avulsion', 'aggradation', 'oxbow', 'couching', 'deckle', 'chocolatier', 'conching', 'enrobing',
                 'seizing', 'tempering', 'blazonry', 'armory', 'heraldry', 'dimidiation', 'impalement', 'cadency', 'abatement',
                 'augmentation', 'differencing', 'escutcheon', 'inescutcheon', 'tincture', 'counterchanging', 'locksmithing',
                 'raking', 'bumping', 'impressioning', 'shimming', 'decoding', 'tensioning', 'legerdemain', 'conjuring',
                 'prestidigitation', 'palming', 'forcing', 'glimpsing', 'misdirection', 'ditching', 'vanishing', 'sleight',
                 'cartography', 'triangulation', 'hachuring', 'contouring', 'geodesy', 'bonsai', 'jinning', 'shari',
                 'defoliation', 'ramification', 'pinching', 'nebari', 'kengai', 'bunjin', 'shohin', 'dendrochronology',
                 'crossdating', 'latewood', 'earlywood', 'cambium', 'gnomonics', 'analemma', 'nodus', 'handstroke',
                 'backstroke', 'stedman', 'grandsire', 'treble', 'carillon']

t151 = consts(V151, 'NEW_CLAIM_TAGS'); t150 = consts(V150, 'NEW_CLAIM_TAGS')
add_tags = set(t151) | {w for t in t151 for w in t.split('_')} | set(t150) | {w for t in t150 for w in t.split('_')}
add_tags |= consts(V150, 'EARLIER_CLAIM_TAGS') - consts(V151, 'EARLIER_CLAIM_TAGS')
add_tags |= set(FAILED_TAGS)
add_tags -= set(NEW_TAGS)
s151 = consts(V151, 'NEW_EST_TAGS'); s150 = consts(V150, 'NEW_EST_TAGS')
add_styles = set(s151) | {'vidriado'} | set(s150) | {'modification'}
add_styles |= consts(V150, 'SET41_STYLE_VARIANTS') - consts(V151, 'SET41_STYLE_VARIANTS')
add_styles |= set(FAILED_STYLES)
add_styles -= set(NEW_STYLES)
add_est = (consts(V150, 'EST_TAGS') | s150) - consts(V151, 'EST_TAGS')
add_est |= set(NEW_STYLES)
assert not (set(NEW_STYLES) & (consts(V151, 'SET41_STYLE_VARIANTS') | consts(V150, 'SET41_STYLE_VARIANTS') | add_styles))
assert not (set(NEW_TAGS) & (consts(V151, 'EARLIER_CLAIM_TAGS') | consts(V150, 'EARLIER_CLAIM_TAGS')))


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old, n)
    src = src.replace(old, new)


rep('''"""Stdlib-only checker for blind set 151 (claims.jsonl, estimates.jsonl, README.md).

Set 149's checker with set 151's tags and counts, set 151's scenario rule (reused universes: the 20 trees
that hold set 146's 20 scenarios, in set 146's order, each represented by its lowest record id that is neither
set 146's id nor one of set 149's ids), distance checks against the READMEs of sets 149 and 148 and the
lists of those sets, and set 151's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""''', '''"""Stdlib-only checker for blind set 152 (claims.jsonl, estimates.jsonl, README.md).

Set 151's checker with set 152's tags and counts, set 152's scenario rule (reused universes: the 20 trees
that hold set 147's 20 scenarios, in set 147's order, each represented by its lowest record id that is neither
set 147's id nor one of set 151's ids), distance checks against the READMEs of sets 151 and 150 and the
lists of those sets, and set 152's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""''')
rep("SET131 = os.path.join(HERE, 'ref', 'set146_scenarios.json')  # set 146's ids (name kept)",
    "SET131 = os.path.join(HERE, 'ref', 'set147_scenarios.json')  # set 147's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set149_scenarios.json')  # set 149's ids (name kept)",
    "SET134 = os.path.join(HERE, 'ref', 'set151_scenarios.json')  # set 151's ids (name kept)")
rep("SET134_CHOICES = os.path.join(HERE, 'ref', 'set149_scenario_choices.json')",
    "SET134_CHOICES = os.path.join(HERE, 'ref', 'set151_scenario_choices.json')")
rep("""# set 151: set 149's README and set 148's
SET30_README = os.path.join(HERE, '..', 'blind_set149', 'README.md')
OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (148,)]""",
    """# set 151: set 149's README and set 148's
# set 152: set 151's README and set 150's
SET30_README = os.path.join(HERE, '..', 'blind_set151', 'README.md')
OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (150,)]""")
old_min = """    # set 151's new tags, each with committing and adversarial forms (checked below)
    'vavare_skyttel': 12,
    'tunnbindare_tunna': 12,
    'segelmakare_segel': 12,
    'timmerman_yxa': 12,
    'sadelmakare_sadel': 12,
    'urmakare_urverk': 12,
    'vagnmakare_nav': 12,
    'stenhuggare_spett': 12,
"""
rep(old_min, "    # set 152's new tags, each with committing and adversarial forms (checked below)\n" +
    ''.join("    '%s': 12,\n" % t for t in NEW_TAGS))
rep("NEW_CLAIM_TAGS = ['vavare_skyttel', 'tunnbindare_tunna', 'segelmakare_segel', 'timmerman_yxa', 'sadelmakare_sadel', 'urmakare_urverk', 'vagnmakare_nav', 'stenhuggare_spett']",
    "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
# EARLIER_CLAIM_TAGS: after set 151's addition line
i = src.index("# set 151: set 149's tags and their words")
j = src.index('\n', src.index('EARLIER_CLAIM_TAGS |= set(', i))
src = src[:j + 1] + ("# set 152: set 151's tags and their words, set 150's tags, their words and the entries of set 150's\n"
                     "# EARLIER_CLAIM_TAGS not already here, and set 152's failed and unused candidates (whole candidates)\n"
                     "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(add_tags)) + src[j + 1:]
rep("NEW_EST_TAGS = ['crazing', 'crawling', 'pinholing', 'dunting', 'bloating', 'blushing']", "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = """STYLE_PATTERNS = {
    'crazing': [r'(?i)\\bcrazing\\b'],
    'crawling': [r'(?i)\\bcrawling\\b'],
    'pinholing': [r'(?i)\\bpinholing\\b'],
    'dunting': [r'(?i)\\bdunting\\b'],
    'bloating': [r'(?i)\\bbloating\\b'],
    'blushing': [r'(?i)\\bblushing\\b'],
}
"""
new_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
new_pat += "# set 151's patterns (kept for the record; set 151's styles are not used here)\n" + old_pat.replace('STYLE_PATTERNS', 'SET151_STYLE_PATTERNS')
rep(old_pat, new_pat)
i = src.index("# set 151: set 148's prose styles")
j = src.index('\n', src.index('EST_TAGS |= set(', i))
src = src[:j + 1] + ("# set 152: set 151's styles and theme word, set 150's styles and theme word and the entries of set 150's\n"
                     "# SET41_STYLE_VARIANTS not already here, and set 152's failed and unused style candidates\n"
                     "SET41_STYLE_VARIANTS |= set(%r)\n"
                     "# set 152: set 150's prose styles (and its other estimate tags not already here) and set 152's own\n"
                     "EST_TAGS |= set(%r)\n" % (sorted(add_styles), sorted(add_est))) + src[j + 1:]
rep("    # ---- scenarios: set 151 reuses universes (set 146's trees) ----",
    "    # ---- scenarios: set 152 reuses universes (set 147's trees; set 151's ids excluded) ----")
rep("'ref', 'set151_scenarios.json'))) != chosen:", "'ref', 'set152_scenarios.json'))) != chosen:")
rep("err('ref/set151_scenarios.json does not list the chosen ids of ref/scenario_choices.json')",
    "err('ref/set152_scenarios.json does not list the chosen ids of ref/scenario_choices.json')")
rep("err('cannot read ref/set151_scenarios.json: %s' % e)", "err('cannot read ref/set152_scenarios.json: %s' % e)")
rep("is not used by set 151' % x)", "is not used by set 152' % x)")
rep("err('chosen scenario %s is one of set 146\\'s own ids' % x)", "err('chosen scenario %s is one of set 147\\'s own ids' % x)")
rep("err('chosen scenario %s is one of set 149\\'s ids' % x)", "err('chosen scenario %s is one of set 151\\'s ids' % x)")
rep("err('scenario %s is not in one of set 146\\'s trees' % sc)", "err('scenario %s is not in one of set 147\\'s trees' % sc)")
rep("    # set 151's brief asks for exact counts", "    # set 152's brief asks for exact counts")
rep("err('new tag %s appears in set 149\\'s README' % t)", "err('new tag %s appears in set 151\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 149\\'s README' % t)", "err('new tag %s (with a space) appears in set 151\\'s README' % t)")
rep("err('set 149\\'s README not found at %s' % SET30_README)", "err('set 151\\'s README not found at %s' % SET30_README)")
rep("a prose style of sets 41 to 149 or a near variant", "a prose style of sets 41 to 151 or a near variant")
rep("all set 146\\'s trees, none of set 146\\'s or set 149\\'s ids)", "all set 147\\'s trees, none of set 147\\'s or set 151\\'s ids)")
# set 152: persona tags and every word of them begin with a letter from A to M (the brief)
rep("    for t in NEW_CLAIM_TAGS:\n        if t in EARLIER_CLAIM_TAGS:",
    "    for t in NEW_CLAIM_TAGS:\n        if any(not ('a' <= w[:1] <= 'm') for w in t.split('_')):\n"
    "            err('new claim tag %s: every word must begin with a letter from A to M (set 152)' % t)\n"
    "        if t in EARLIER_CLAIM_TAGS:")
ast.parse(src)
open(os.path.join(SET, 'validate.py'), 'w').write(src)
print('tags added %d, styles added %d, est tags added %d' % (len(add_tags), len(add_styles), len(add_est)))
