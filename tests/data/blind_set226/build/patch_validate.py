#!/usr/bin/env python3
"""Writes set 226's validate.py from set 225's (read as text, never imported or run). Replacements, each of which
must hit exactly once: a set 226 docstring paragraph above set 225's docstring; set 225's README as the first
README of the tag checks (SET30_README) and set 224's as the other (OTHER_READMES); SET225 and SET225_CHOICES
(ref/set225_scenarios.json and ref/set225_scenario_choices.json, set 225's ref/scenario_choices.json copied under
this name); set 226's eight claim tags in CLAIM_MIN and NEW_CLAIM_TAGS; set 225's and set 224's styles kept in
EST_TAGS as earlier styles and set 226's six styles added; NEW_EST_TAGS and STYLE_PATTERNS for set 226 (set 225's
patterns kept as SET225_STYLE_PATTERNS); set 226's scenario rule (the 20 trees that hold set 221's 20 scenarios, in
set 221's order, each represented by its lowest record id that is neither set 221's id nor one of set 225's ids);
ref/set226_scenarios.json in place of ref/set225_scenarios.json and set 225's own choices file checked against its
list; the messages renamed. Set 225's and set 224's claim tags, their words and persona theme words (with a
plural), and their prose styles and prose theme words (with a plural), are read from their READMEs (the construction
count table, the estimate construction counts line and the 'the theme word, X, begins' phrases) and added to
EARLIER_CLAIM_TAGS, SET41_STYLE_VARIANTS and EST_TAGS."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set225', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['raumluftmessung_messblatt', 'ventilatiemeting_meetstaat', 'sisailmamittaus_lukema',
            'ovkbesiktning_matvarden', 'udluftning_maaleark', 'wentylacja_pomiar', 'ricambioaria_rilievo',
            'ventilacion_medicion']
NEW_STYLES = ['putaway', 'overpass', 'sideout', 'freeball', 'rollshot', 'letserve']


def read_readme(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    sec = t[t.index('### Construction counts'):]
    sec = sec[:sec.index('### adversarial')]
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', sec, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', t[t.index('## 2. estimates.jsonl'):t.index('### The six prose styles')])
    themes = re.findall(r'the theme word, ([a-z]+), begins', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


info = {n: read_readme(n) for n in (225, 224)}
for n, (t, s, th) in info.items():
    print(n, t, s, th)
claim_words = set()
style_words = set()
est_tags = set()
for n, (tags, styles, themes) in info.items():
    for t in tags:
        claim_words.add(t)
        claim_words.update(t.split('_'))
    claim_words.update([themes[0], themes[0] + 's'])
    style_words.update(styles)
    style_words.update([themes[1], themes[1] + 's'])
    est_tags.update(styles)


def rep(old, new, count=1):
    global src
    c = src.count(old)
    assert c == count, (c, old[:100])
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 226 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 226: set 225's checker (below, its docstring kept) patched by build/patch_validate.py with set 226's tags,\n"
    "styles and counts, set 226's scenario rule (the 20 trees that hold set 221's 20 scenarios, in set 221's order,\n"
    "each represented by its lowest record id that is neither set 221's id nor one of set 225's ids), and the READMEs\n"
    "of sets 225 and 224 for the distance checks; set 225's and set 224's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\n"
    "Set 225 (set 225's own docstring):\n"
    'Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 225: set 221's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 226: set 225's README")
rep("for n in (220,)]  # set 225: set 220's README", "for n in (224,)]  # set 226: set 224's README")
rep("SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n",
    "SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n"
    "# set 226: set 225's list and its own choices file (set 225's ref/scenario_choices.json, copied under this name);\n"
    "# set 221's list (ref/set221_scenarios.json, above) holds the trees set 226 reuses\n"
    "SET225 = os.path.join(HERE, 'ref', 'set225_scenarios.json')\n"
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n")
old225 = ['legionellenpruefer_probenahme', 'legionellabeheerder_spoellijst', 'legionelle_prelevement', 'legionella_campionamento', 'legionela_muestreo', 'legionellanayte_kirjaus', 'legionellaprov_spolning', 'legionellakontrol_gennemskylning']
rep(' '.join("'%s': 12," % t for t in old225), ' '.join("'%s': 12," % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % old225, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
s225 = info[225][1]
s224 = info[224][1]
rep("            # new in set 225 (prose styles)\n            'topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball'}",
    "            # set 225's prose styles (earlier for set 226)\n            %s,\n" % ', '.join(repr(x) for x in s225) +
    "            # set 224's prose styles (earlier for set 226)\n            %s,\n" % ', '.join(repr(x) for x in s224) +
    "            # new in set 226 (prose styles)\n            %s}" % ', '.join(repr(x) for x in NEW_STYLES))
rep("NEW_EST_TAGS = ['topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball']",
    'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in s225) + "}\n")
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + "}\n"
           "# set 225's patterns (kept for the record)\nSET225_STYLE_PATTERNS = {\n" +
           ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in s225) + "}\n")
rep(old_pat, new_pat)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)",
    "# set 226: set 225's claim tags, their words and its persona theme word (%s), and set 224's (%s); set 225's\n"
    "# and set 224's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    % (info[225][2][0], info[224][2][0], info[225][2][1], info[224][2][1]) +
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words) +
    "EST_TAGS |= set(%r)\n" % sorted(est_tags) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)")
rep("    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reuses\n",
    "    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reused\n"
    "    s225x_ = json.load(open(SET225))  # set 225's ids: not to be chosen again\n"
    "    if len(s225x_) != 20 or len({ds[x][2] for x in s225x_ if x in ds}) != 20:\n"
    "        err('ref/set225_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s221x_ if x in ds}  # set 221's trees: the trees set 226 reuses\n")
rep("    for x in s220x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]\n",
    "    for x in s221x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]\n")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set225_scenarios.json'))) != chosen:
            err('ref/set225_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set225_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set226_scenarios.json'))) != chosen:
            err('ref/set226_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set226_scenarios.json: %s' % e)
    # set 225's own choices file (saved as ref/set225_scenario_choices.json) must agree with ref/set225_scenarios.json
    try:
        s225 = [c['scenario'] for c in json.load(open(SET225_CHOICES))['chosen']]
        if len(s225) != 20 or s225 != json.load(open(SET225)):
            err('ref/set225_scenario_choices.json should list 20 chosen ids, those of ref/set225_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET225_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 225' % x)
        if x in s220x_:
            err('chosen scenario %s is one of set 220\\'s own ids' % x)
        if x in s221x_:
            err('chosen scenario %s is one of set 221\\'s ids' % x)
""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 226' % x)
        if x in s221x_:
            err('chosen scenario %s is one of set 221\\'s own ids' % x)
        if x in s225x_:
            err('chosen scenario %s is one of set 225\\'s ids' % x)
""")
rep("err('scenario %s is not in one of set 220\\'s trees' % sc)", "err('scenario %s is not in one of set 221\\'s trees' % sc)")
rep("err('new tag %s appears in set 221\\'s README' % t)", "err('new tag %s appears in set 225\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 221\\'s README' % t)", "err('new tag %s (with a space) appears in set 225\\'s README' % t)")
rep("err('set 221\\'s README not found at %s' % SET30_README)", "err('set 225\\'s README not found at %s' % SET30_README)")
rep("all set 220\\'s trees, none of set 220\\'s or set 221\\'s ids)", "all set 221\\'s trees, none of set 221\\'s or set 225\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
