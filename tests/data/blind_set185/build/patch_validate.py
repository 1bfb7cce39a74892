"""Write set 185's validate.py: set 183's validate.py (tests/data/blind_set183/validate.py, read as text) with asserted
replacements: the docstring; set 183's README and set 180's README for the distance checks; set 183's and set 180's
ref paths; set 185's eight claim tags (CLAIM_MIN, NEW_CLAIM_TAGS) and six prose styles (EST_TAGS, NEW_EST_TAGS,
STYLE_PATTERNS; set 183's patterns kept as SET183_STYLE_PATTERNS); set 185's scenario rule (the 20 trees that hold
set 180's 20 scenarios, in set 180's order, each represented by its lowest record id that is neither set 180's id nor
one of set 183's ids), set 183's own choices file checked against its list, the messages; and the earlier lists
gaining set 183's and set 180's claim tags, their words and persona theme words (privacy, auditor) and their styles
and prose theme words (window, dam, with plurals), all read from the READMEs of sets 183 and 180."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set183', 'validate.py'), encoding='utf-8').read()
r183 = open(os.path.join(DATA, 'blind_set183', 'README.md'), encoding='utf-8').read()
r180 = open(os.path.join(DATA, 'blind_set180', 'README.md'), encoding='utf-8').read()
TAGS = ['tillitsvalgt_tariffavtale', 'zwiazkowiec_legitymacja', 'vertrauensmann_flugblatt', 'zaupnik_pravilnik',
        'sindicalista_urna', 'usaldusisik_protokoll', 'temsilci_pankart', 'rappresentante_bacheca']
STYLES = ['marquee', 'tipi', 'tunnel', 'geodesic', 'pavilion', 'ridge']


def readme_lists(txt):
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+', txt, re.M)
            if m.group(1) not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+,? ?)+)', txt)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    themes = re.findall(r'\(the theme word, ([a-z]+),', txt)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (tags, styles, themes)
    return tags, styles, themes


def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') else w + 's'


t183, s183, th183 = readme_lists(r183)
t180, s180, th180 = readme_lists(r180)
claim_earlier = set(t183 + t180)
for t in t183 + t180:
    claim_earlier.update(t.split('_'))
claim_earlier.update([th183[0], plural(th183[0]), th180[0], plural(th180[0])])
style_earlier = set(s183 + s180 + [th183[1], plural(th183[1]), th180[1], plural(th180[1])])
est_earlier = set(s183 + s180)


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 183 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 185 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 185: set 183\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 185\'s tags,\n'
    'styles and counts, set 185\'s scenario rule (the 20 trees that hold set 180\'s 20 scenarios, in set 180\'s order,\n'
    'each represented by its lowest record id that is neither set 180\'s id nor one of set 183\'s ids), and the READMEs\n'
    'of sets 183 and 180 for the distance checks; set 183\'s and set 180\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 183 (set 183\'s own docstring):\n'
    'Stdlib-only checker for blind set 183 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set181', 'README.md')  # set 183: set 181's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set183', 'README.md')  # set 185: set 183's README")
rep("for n in (178,)]  # set 183: set 178's README", "for n in (180,)]  # set 185: set 180's README")
rep("SET178 = os.path.join(HERE, 'ref', 'set178_scenarios.json')\n",
    "SET178 = os.path.join(HERE, 'ref', 'set178_scenarios.json')\n"
    "# set 185: set 183's list and its own choices file (set 183's ref/scenario_choices.json, copied under this name);\n"
    "# set 180's list (ref/set180_scenarios.json, copied from tests/data/blind_set180/ref/) holds the trees set 185 reuses\n"
    "SET183 = os.path.join(HERE, 'ref', 'set183_scenarios.json')\n"
    "SET183_CHOICES = os.path.join(HERE, 'ref', 'set183_scenario_choices.json')\n"
    "SET180 = os.path.join(HERE, 'ref', 'set180_scenarios.json')\n")
old_tags = ['privacyfunctionaris_verwerkingsregister', 'tietosuojavastaava_lukkokaappi', 'personvernombud_samtykkeskjema',
            'poverenec_smernice', 'pareigunas_zurnalas', 'sluzbenik_lozinka', 'responsabile_informativa', 'pooblascenec_zaslon']
rep(', '.join("'%s': 12" % t for t in old_tags) + ',', ', '.join("'%s': 12" % t for t in TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % TAGS)
rep("            'sash', 'casement', 'awning', 'jalousie', 'oriel', 'skylight'}\n",
    "            'sash', 'casement', 'awning', 'jalousie', 'oriel', 'skylight',\n"
    "            # new in set 185 (prose styles)\n"
    "            %s}\n" % ', '.join(repr(s) for s in STYLES))
rep("NEW_EST_TAGS = ['sash', 'casement', 'awning', 'jalousie', 'oriel', 'skylight']", 'NEW_EST_TAGS = %r' % STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s183) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + "}\n"
           "# set 183's patterns (kept for the record)\nSET183_" + old_pat)
rep(old_pat, new_pat)
block = ("# set 185: set 183's claim tags, their words and its persona theme word (%s), and set 180's (%s); set 183's and\n"
         "# set 180's styles and theme words (%s, %s), read from their READMEs\n"
         "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
         % (th183[0], th180[0], th183[1], th180[1], sorted(claim_earlier), sorted(style_earlier), sorted(est_earlier)))
rep("AVOIDED_EST_FORMS = {", block + "AVOIDED_EST_FORMS = {")
# scenario rule
rep("        err('ref/set178_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 183 reuses)')\n",
    "        err('ref/set178_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 183 reused)')\n"
    "    s183x_ = json.load(open(SET183))  # set 183's ids: not to be chosen again\n"
    "    if len(s183x_) != 20 or len({ds[x][2] for x in s183x_ if x in ds}) != 20:\n"
    "        err('ref/set183_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s180x_ = json.load(open(SET180))  # set 180's scenario ids: the trees set 185 reuses\n"
    "    set27_keys = {ds[x][2] for x in s180x_ if x in ds}  # set 180's trees (name kept from set 39's checker)\n"
    "    if len(s180x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set180_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 185 reuses)')\n")
rep("    for x in s178x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s181x_]\n",
    "    for x in s180x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s183x_]\n")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set183_scenarios.json'))) != chosen:
            err('ref/set183_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set183_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set185_scenarios.json'))) != chosen:
            err('ref/set185_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set185_scenarios.json: %s' % e)
    # set 183's own choices file (saved as ref/set183_scenario_choices.json) must agree with ref/set183_scenarios.json
    try:
        s183 = [c['scenario'] for c in json.load(open(SET183_CHOICES))['chosen']]
        if len(s183) != 20 or s183 != json.load(open(SET183)):
            err('ref/set183_scenario_choices.json should list 20 chosen ids, those of ref/set183_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET183_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 183' % x)
        if x in s178x_:
            err('chosen scenario %s is one of set 178\\'s own ids' % x)
        if x in s181x_:
            err('chosen scenario %s is one of set 181\\'s ids' % x)
""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 185' % x)
        if x in s180x_:
            err('chosen scenario %s is one of set 180\\'s own ids' % x)
        if x in s183x_:
            err('chosen scenario %s is one of set 183\\'s ids' % x)
""")
rep("            err('scenario %s is not in one of set 178\\'s trees' % sc)", "            err('scenario %s is not in one of set 180\\'s trees' % sc)")
rep("set 181\\'s README", "set 183\\'s README", 3)
rep("(trees distinct, all set 178\\'s trees, none of set 178\\'s or set 181\\'s ids)",
    "(trees distinct, all set 180\\'s trees, none of set 180\\'s or set 183\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('set 183:', t183, s183, th183)
print('set 180:', t180, s180, th180)
print('added:', len(claim_earlier), 'claim entries,', len(style_earlier), 'style entries')
