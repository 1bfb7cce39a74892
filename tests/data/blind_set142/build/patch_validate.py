import ast, re, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set140', 'validate.py')).read()
src139 = open(os.path.join(D, 'blind_set139', 'validate.py')).read()
def lists(s):
    out = {}
    for n in ast.parse(s).body:
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name) and n.targets[0].id in ('NEW_CLAIM_TAGS', 'NEW_EST_TAGS', 'EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS'):
            out[n.targets[0].id] = ast.literal_eval(n.value)
    return out
L140, L139 = lists(src), lists(src139)
NEW = ['arrantzale_amu', 'kupelgile_kupel', 'erlezain_abaraska', 'ehule_ardatz', 'hargin_mailu', 'gaztagile_gazta', 'galdaragile_galdara', 'errotari_ehotarri']
EST = ['gravitropism', 'thigmotropism', 'chemotropism', 'aerotropism', 'skototropism', 'traumatropism']
FAILED_TAGS = ['ikazkin_ikatz', 'idizain_gurdi', 'idizain_golde', 'basozain_aizkora', 'artile_gari', 'labezain_ikatz', 'ikazgin_egur', 'burdinola_mailu', 'ardozain_kupel']
FAILED_STYLES = ['karst', 'helictite', 'flowstone', 'dripstone', 'stalagmite', 'moonmilk', 'karren', 'doline', 'cenote', 'astrodynamics', 'aphelion', 'libration', 'precession', 'nutation', 'apsis', 'eccentricity', 'inclination', 'apoapsis', 'apogee', 'marquetry', 'veneering', 'inlaying', 'banding', 'fretsawing', 'glassblowing', 'marvering', 'gaffering', 'gathering', 'crimping', 'cheesemaking', 'cheddaring', 'curdling', 'affinage', 'brining', 'phototropism', 'hydrotropism', 'heliotropism', 'nyctinasty', 'thigmonasty', 'seismonasty', 'geotropism', 'circumnutation', 'nyctinastic', 'electrotropism', 'magnetotropism']
add_tags = set()
for t in L140['NEW_CLAIM_TAGS'] + L139['NEW_CLAIM_TAGS']:
    add_tags.add(t); add_tags.update(t.split('_'))
add_tags |= (L139['EARLIER_CLAIM_TAGS'] - L140['EARLIER_CLAIM_TAGS'])
add_tags |= set(FAILED_TAGS)
add_tags = sorted(add_tags - L140['EARLIER_CLAIM_TAGS'])
add_sty = set(L140['NEW_EST_TAGS'] + L139['NEW_EST_TAGS'] + ['dormancy'])
add_sty |= (L139['SET41_STYLE_VARIANTS'] - L140['SET41_STYLE_VARIANTS'])
add_sty |= set(FAILED_STYLES)
add_sty = sorted(add_sty - L140['SET41_STYLE_VARIANTS'] - set(EST))
print('tag entries added', len(add_tags), 'style entries added', len(add_sty))
for t in NEW:
    assert t not in add_tags and not any(w in add_tags for w in t.split('_')), t
def rep(s, a, b, n=1):
    c = s.count(a)
    assert c == n, (a, c)
    return s.replace(a, b)
lines = src.split('\n')
# header docstring
i0 = 1; i1 = next(i for i, l in enumerate(lines) if i > 1 and '"""' in l)
lines[i0:i1 + 1] = ['"""Stdlib-only checker for blind set 142 (claims.jsonl, estimates.jsonl, README.md).', '',
    "Set 140's checker with set 142's tags and counts, set 142's scenario rule (reused universes: the 20 trees",
    "that hold set 137's 20 scenarios, in set 137's order, each represented by its lowest record id that is neither",
    "set 137's id nor one of set 140's ids), distance checks against the READMEs of sets 140 and 139 and the",
    "lists of those sets, and set 142's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).", '"""']
src = '\n'.join(lines)
src = rep(src, "SET131 = os.path.join(HERE, 'ref', 'set135_scenarios.json')  # set 135's ids (name kept)", "SET131 = os.path.join(HERE, 'ref', 'set137_scenarios.json')  # set 137's ids (name kept)")
src = rep(src, "SET134 = os.path.join(HERE, 'ref', 'set138_scenarios.json')  # set 138's ids (name kept)", "SET134 = os.path.join(HERE, 'ref', 'set140_scenarios.json')  # set 140's ids (name kept)")
src = rep(src, "SET134_CHOICES = os.path.join(HERE, 'ref', 'set138_scenario_choices.json')", "SET134_CHOICES = os.path.join(HERE, 'ref', 'set140_scenario_choices.json')")
src = rep(src, "# set 140: set 138's README (this chain) and set 137's (the other chain)", "# set 142: set 140's README (this chain) and set 139's (the other chain)")
src = rep(src, "SET30_README = os.path.join(HERE, '..', 'blind_set138', 'README.md')", "SET30_README = os.path.join(HERE, '..', 'blind_set140', 'README.md')")
src = rep(src, "for n in (137,)]", "for n in (139,)]")
for a, b in zip(L140['NEW_CLAIM_TAGS'], NEW):
    src = rep(src, "    '%s': 12," % a, "    '%s': 12," % b)
src = rep(src, "    # set 140's new tags, each with", "    # set 142's new tags, each with")
src = rep(src, 'NEW_CLAIM_TAGS = %r' % L140['NEW_CLAIM_TAGS'], 'NEW_CLAIM_TAGS = %r' % NEW)
src = rep(src, 'NEW_EST_TAGS = %r' % L140['NEW_EST_TAGS'], 'NEW_EST_TAGS = %r' % EST)
old_sp = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in L140['NEW_EST_TAGS']) + '}\n'
new_sp = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in EST) + '}\n' + "# set 140's patterns (kept for the record; set 140's styles are not used here)\nSET140_" + old_sp
src = rep(src, '\n' + old_sp, '\n' + new_sp)
# list additions right after the literals
t = ast.parse(src)
ends = {}
for n in t.body:
    if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name) and n.targets[0].id in ('EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS'):
        ends[n.targets[0].id] = n.end_lineno
lines = src.split('\n')
ins = {ends['EARLIER_CLAIM_TAGS']: ["# set 142: set 140's tags and their words, set 139's tags, their words and the entries of set 139's",
                                    "# EARLIER_CLAIM_TAGS not already here, and set 142's failed and unused candidates (whole candidates)",
                                    'EARLIER_CLAIM_TAGS |= %r' % set(add_tags)],
       ends['SET41_STYLE_VARIANTS']: ["# set 142: set 140's styles and theme word, set 139's styles and the entries of set 139's",
                                      "# SET41_STYLE_VARIANTS not already here, and set 142's failed and unused style candidates",
                                      'SET41_STYLE_VARIANTS |= %r' % set(add_sty),
                                      "# set 142: set 139's prose styles and set 142's own (the estimate tags this checker knows)",
                                      'EST_TAGS |= %r' % set(L139['NEW_EST_TAGS'] + EST)]}
for ln in sorted(ins, reverse=True):
    lines[ln:ln] = ins[ln]
src = '\n'.join(lines)
# main(): set numbers in messages
k = src.index('\ndef main():')
head, body = src[:k], src[k:]
body = body.replace('set140_scenarios.json', 'set142_scenarios.json').replace('set 140', 'set 142').replace("set 138's", "set 140's").replace("set 135's", "set 137's").replace('sets 41 to 138', 'sets 41 to 140').replace("set 138\\'s", "set 140\\'s").replace("set 135\\'s", "set 137\\'s")
src = head + body
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
