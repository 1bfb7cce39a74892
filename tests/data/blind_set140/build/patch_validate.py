# copies set 138's validate.py and patches it for set 140 (asserted replacements)
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); DEST = os.path.join(HERE, '..', 'validate.py')
B = os.path.join(HERE, '..', '..')
src = open(os.path.join(B, 'blind_set138', 'validate.py')).read()
def lists(path):
    t = ast.parse(open(path).read()); out = {}
    for node in t.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            try: out[node.targets[0].id] = ast.literal_eval(node.value)
            except Exception: pass
    return out
L138 = lists(os.path.join(B, 'blind_set138', 'validate.py')); L137 = lists(os.path.join(B, 'blind_set137', 'validate.py'))
NEW = ['lliwydd_llifyn', 'canhwyllwr_gwer', 'melinydd_maen', 'gwehydd_gwydd', 'cigydd_bwyell', 'bugail_corlan', 'dyrnwr_ffust', 'cychwr_cwrwgl']
STY = ['aestivation', 'brumation', 'encystment', 'hibernation', 'anhydrobiosis', 'cryobiosis']
FAILED_TAGS = ['gof_einion', 'crydd_lledr', 'bugail_ffon', 'heliwr_corn', 'glowr_lamp', 'clochydd_cloch', 'llongwr_hwyl', 'casglwr_mel',
               'labrwr_caib', 'gyrrwr_gwartheg', 'ceidwad_goleudy']
FAILED_STY = ['cartography', 'hachuring', 'contouring', 'hillshading', 'georeferencing', 'geocoding', 'graticule',
              'compilation', 'digitizing', 'heraldry', 'blazoning', 'impalement', 'dimidiation', 'marshalling',
              'canting', 'differencing', 'augmentation', 'emblazoning', 'apiculture', 'absconding', 'bearding',
              'festooning', 'fanning', 'balling', 'drifting', 'brooding', 'capping', 'jellying', 'comb', 'kymography',
              'hydrology', 'meandering', 'limnology', 'dimictic', 'epilimnion', 'holomixis', 'meromixis', 'anoxia',
              'cryptobiosis', 'hypometabolism', 'anoxybiosis', 'hypothermia', 'arousal', 'dormancy']
add = set()
for t in L138['NEW_CLAIM_TAGS'] + L137['NEW_CLAIM_TAGS']:
    add.add(t); add.update(t.split('_'))
add |= set(L137['EARLIER_CLAIM_TAGS']); add |= set(FAILED_TAGS)
add -= set(L138['EARLIER_CLAIM_TAGS'])
sadd = set(L138['NEW_EST_TAGS']) | set(L137['NEW_EST_TAGS']) | {'alchemy'} | set(L137['SET41_STYLE_VARIANTS']) | set(FAILED_STY)
sadd -= set(L138['SET41_STYLE_VARIANTS'])
for t in NEW: assert t not in add and not any(w in add or w in L138['EARLIER_CLAIM_TAGS'] for w in t.split('_')), t
for t in STY: assert t not in sadd and t not in L138['SET41_STYLE_VARIANTS'], t
def rep(old, new, n=1):
    global src
    c = src.count(old); assert c == n, (old, c); src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 138', '"""Stdlib-only checker for blind set 140')
rep("""Set 136's checker with set 138's tags and counts, set 138's scenario rule (reused universes: the 20 trees
that hold set 133's 20 scenarios, in set 133's order, each represented by its lowest record id that is neither
set 133's id nor one of set 136's ids), distance checks against the READMEs of sets 136 and 135 and the
lists of those sets (set 136's validator holds the lists of its chain, set 135's those of its chain),
and set 138's prose notes""", """Set 138's checker with set 140's tags and counts, set 140's scenario rule (reused universes: the 20 trees
that hold set 135's 20 scenarios, in set 135's order, each represented by its lowest record id that is neither
set 135's id nor one of set 138's ids), distance checks against the READMEs of sets 138 and 137 and the
lists of those sets (set 138's validator holds the lists of its chain, set 137's those of its chain),
and set 140's prose notes""")
rep("SET131 = os.path.join(HERE, 'ref', 'set133_scenarios.json')  # set 133's ids (name kept)",
    "SET131 = os.path.join(HERE, 'ref', 'set135_scenarios.json')  # set 135's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set136_scenarios.json')  # set 136's ids (name kept)",
    "SET134 = os.path.join(HERE, 'ref', 'set138_scenarios.json')  # set 138's ids (name kept)")
rep("SET134_CHOICES = os.path.join(HERE, 'ref', 'set136_scenario_choices.json')",
    "SET134_CHOICES = os.path.join(HERE, 'ref', 'set138_scenario_choices.json')")
rep("# set 138: set 136's README (this chain) and set 135's (the other chain)\nSET30_README = os.path.join(HERE, '..', 'blind_set136', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (135,)]",
    "# set 140: set 138's README (this chain) and set 137's (the other chain)\nSET30_README = os.path.join(HERE, '..', 'blind_set138', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (137,)]")
old_min = "".join("    '%s': 12,\n" % t for t in L138['NEW_CLAIM_TAGS'])
rep("    # set 136's new tags, each with committing and adversarial forms (checked below)\n" + old_min,
    "    # set 140's new tags, each with committing and adversarial forms (checked below)\n" + "".join("    '%s': 12,\n" % t for t in NEW))
rep('NEW_CLAIM_TAGS = %r' % L138['NEW_CLAIM_TAGS'], 'NEW_CLAIM_TAGS = %r' % NEW)
rep("EARLIER_CLAIM_TAGS = {\n", "EARLIER_CLAIM_TAGS = {\n    # set 140: set 138's tags and their words, set 137's tags, their words and the entries of set 137's\n    # EARLIER_CLAIM_TAGS not already here, and set 140's failed and unused candidates (whole candidates)\n    " + ", ".join(repr(x) for x in sorted(add)) + ",\n")
rep("            # set 138's prose styles (new), set 135's\n", "            # set 140's prose styles (new), set 137's\n            " + ", ".join(repr(x) for x in STY + L137['NEW_EST_TAGS']) + ",\n            # set 138's prose styles, set 135's\n")
rep('NEW_EST_TAGS = %r' % L138['NEW_EST_TAGS'], 'NEW_EST_TAGS = %r' % STY)
old_sp = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in L138['NEW_EST_TAGS']) + "}\n"
rep(old_sp, "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in STY) + "}\n# set 138's patterns (kept for the record; set 138's styles are not used here)\nSET138_" + old_sp)
rep("SET41_STYLE_VARIANTS = {\n", "SET41_STYLE_VARIANTS = {\n                        # set 140: set 138's styles and theme word, set 137's styles and the entries of set 137's\n                        # list not already here, and set 140's failed and unused style candidates and theme word\n                        " + ", ".join(repr(x) for x in sorted(sadd)) + ",\n")
rep("    # ---- scenarios: set 138 reuses universes (set 133's trees) ----", "    # ---- scenarios: set 140 reuses universes (set 135's trees) ----")
rep("os.path.join(HERE, 'ref', 'set138_scenarios.json'))) != chosen:", "os.path.join(HERE, 'ref', 'set140_scenarios.json'))) != chosen:")
rep("err('ref/set138_scenarios.json does not list the chosen ids of ref/scenario_choices.json')", "err('ref/set140_scenarios.json does not list the chosen ids of ref/scenario_choices.json')")
rep("err('cannot read ref/set138_scenarios.json: %s' % e)", "err('cannot read ref/set140_scenarios.json: %s' % e)")
rep("is not used by set 138' % x)", "is not used by set 140' % x)")
rep("is one of set 133\\'s own ids' % x)", "is one of set 135\\'s own ids' % x)")
rep("is one of set 136\\'s ids' % x)", "is one of set 138\\'s ids' % x)")
rep("is not in one of set 133\\'s trees' % sc)", "is not in one of set 135\\'s trees' % sc)")
rep("    # set 138's brief asks for exact counts", "    # set 140's brief asks for exact counts")
rep("appears in set 136\\'s README' % t)", "appears in set 138\\'s README' % t)", 2)
rep("err('set 136\\'s README not found at %s' % SET30_README)", "err('set 138\\'s README not found at %s' % SET30_README)")
rep("all set 133\\'s trees, none of set 133\\'s or set 136\\'s ids)", "all set 135\\'s trees, none of set 135\\'s or set 138\\'s ids)")
rep("is a prose style of sets 41 to 136 or a near variant", "is a prose style of sets 41 to 138 or a near variant")
open(DEST, 'w').write(src)
print(len(add), 'tag entries,', len(sadd), 'style entries added')
