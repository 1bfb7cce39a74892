"""Writes set 143's validate.py: set 142's checker, patched (asserted replacements, each to hit its count)."""
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set142', 'validate.py')).read()

def lists(path):
    t = ast.parse(open(path).read()); out = {}
    for node in t.body:
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            tgt = node.targets[0] if isinstance(node, ast.Assign) else node.target
            if isinstance(tgt, ast.Name) and tgt.id in ('NEW_CLAIM_TAGS', 'EARLIER_CLAIM_TAGS', 'NEW_EST_TAGS', 'SET41_STYLE_VARIANTS'):
                vals = {n.value for n in ast.walk(node.value) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
                out.setdefault(tgt.id, set()).update(vals)
    return out
L142 = lists(os.path.join(D, 'blind_set142', 'validate.py'))
L141 = lists(os.path.join(D, 'blind_set141', 'validate.py'))
NEW_TAGS = ['stupar_stup', 'pescar_undita', 'potcovar_potcoava', 'plutas_pluta', 'opincar_opinca',
            'tesator_suveica', 'zidar_tencuiala', 'sapunar_sapun']
NEW_EST = ['podzolization', 'gleization', 'eluviation', 'illuviation', 'humification', 'ferralitization']
FAILED_TAGS = {'olar_ulcior', 'rotar_spita', 'vier_vita', 'sitar_sita', 'tamplar_rindea', 'pietrar_piatra', 'sticlar_sticla'}
FAILED_EST = {'laterization', 'salinization', 'upwelling', 'thermocline', 'calcification', 'oceanography'}
add_tags = set()
for t in L142['NEW_CLAIM_TAGS']:
    add_tags.add(t); add_tags.update(t.split('_'))
for t in L141['NEW_CLAIM_TAGS']:
    add_tags.add(t); add_tags.update(t.split('_'))
add_tags |= L141['EARLIER_CLAIM_TAGS'] - L142['EARLIER_CLAIM_TAGS']
add_tags |= FAILED_TAGS
add_styles = set(L142['NEW_EST_TAGS']) | {'botany'} | set(L141['NEW_EST_TAGS'])
add_styles |= L141['SET41_STYLE_VARIANTS'] - L142['SET41_STYLE_VARIANTS']
add_styles |= FAILED_EST
est_tags = set(L141['NEW_EST_TAGS']) | set(NEW_EST)
print('tag entries added:', len(add_tags - L142['EARLIER_CLAIM_TAGS']), 'style entries added:', len(add_styles - L142['SET41_STYLE_VARIANTS']))

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old, n, count)
    src = src.replace(old, new)

# docstring
o_ = src.index('"""'); i = src.index('"""', o_ + 3)
doc = ('"""Stdlib-only checker for blind set 143 (claims.jsonl, estimates.jsonl, README.md).\n\n'
       "Set 142's checker with set 143's tags and counts, set 143's scenario rule (reused universes: the 20 trees\n"
       "that hold set 138's 20 scenarios, in set 138's order, each represented by its lowest record id that is neither\n"
       "set 138's id nor one of set 142's ids), distance checks against the READMEs of sets 142 and 141 and the\n"
       "lists of those sets, and set 143's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).\n")
src = src[:o_] + doc + src[i:]
rep("SET30_README = os.path.join(HERE, '..', 'blind_set140', 'README.md')",
    "# set 143: set 142's README (this chain) and set 141's (the other chain)\nSET30_README = os.path.join(HERE, '..', 'blind_set142', 'README.md')")
rep("for n in (139,)]", "for n in (141,)]")
rep("SET131 = os.path.join(HERE, 'ref', 'set137_scenarios.json')  # set 137's ids (name kept)",
    "SET131 = os.path.join(HERE, 'ref', 'set138_scenarios.json')  # set 138's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set140_scenarios.json')  # set 140's ids (name kept)",
    "SET134 = os.path.join(HERE, 'ref', 'set142_scenarios.json')  # set 142's ids (name kept)")
rep("SET134_CHOICES = os.path.join(HERE, 'ref', 'set140_scenario_choices.json')",
    "SET134_CHOICES = os.path.join(HERE, 'ref', 'set142_scenario_choices.json')")
# claim tags
old_tags = L142['NEW_CLAIM_TAGS']
a = src.index('CLAIM_MIN = {'); b = src.index('}', a)
block = src[a:b]
block = block.replace("# set 142's new tags", "# set 143's new tags")
for t in sorted(old_tags):
    assert block.count("    '%s': 12,\n" % t) == 1
    block = block.replace("    '%s': 12,\n" % t, '')
block = block.replace("    # set 143's new tags, each with committing and adversarial forms (checked below)\n",
                      "    # set 143's new tags, each with committing and adversarial forms (checked below)\n" +
                      ''.join("    '%s': 12,\n" % t for t in NEW_TAGS))
src = src[:a] + block + src[b:]
m = re.search(r"^NEW_CLAIM_TAGS = \[.*\]$", src, re.M)
src = src[:m.start()] + 'NEW_CLAIM_TAGS = %r' % NEW_TAGS + src[m.end():]
m = re.search(r"^MIN_REALISTIC_SHARE", src, re.M)
src = (src[:m.start()] + "# set 143: set 142's tags and their words, set 141's tags, their words and the entries of set 141's\n"
       "# EARLIER_CLAIM_TAGS not already here, and set 143's failed and unused candidates (whole candidates)\n"
       'EARLIER_CLAIM_TAGS |= {%s}\n' % ', '.join(map(repr, sorted(add_tags))) + src[m.start():])
# styles
m = re.search(r"^NEW_EST_TAGS = \[.*\]$", src, re.M)
src = src[:m.start()] + 'NEW_EST_TAGS = %r' % NEW_EST + src[m.end():]
a = src.index('STYLE_PATTERNS = {\n'); b = src.index('}\n', a) + 2
oldpat = src[a:b]
newpat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEW_EST) + '}\n'
newpat += "# set 142's patterns (kept for the record; set 142's styles are not used here)\nSET142_" + oldpat
src = src[:a] + newpat + src[b:]
m = re.search(r"^# note forms the set-35 brief", src, re.M)
src = (src[:m.start()] + "# set 143: set 142's styles and theme word, set 141's styles and the entries of set 141's\n"
       "# SET41_STYLE_VARIANTS not already here, and set 143's failed and unused style candidates\n"
       'SET41_STYLE_VARIANTS |= {%s}\n' % ', '.join(map(repr, sorted(add_styles))) +
       "# set 143: set 141's prose styles and set 143's own (the estimate tags this checker knows)\n"
       'EST_TAGS |= {%s}\n' % ', '.join(map(repr, sorted(est_tags))) + src[m.start():])
# main(): set numbers in messages and file names
a = src.index('\ndef main():')
body = src[a:]
for old, new in (("set142_scenarios.json", "set143_scenarios.json"),
                 ("set 142", "set 143"), ("set 140\\'s", "set 142\\'s"), ("set 137\\'s", "set 138\\'s"),
                 ("set 140's", "set 142's"), ("set 137's", "set 138's"), ("sets 41 to 140", "sets 41 to 142")):
    assert old in body or old in ("set 140's", "set 137's", "sets 41 to 140"), old
    body = body.replace(old, new)
src = src[:a] + body
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
