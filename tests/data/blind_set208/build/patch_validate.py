"""Write set 208's validate.py: set 206's validate.py (read as text, never imported or run) with asserted
replacements:
- docstring: set 208's header added above set 206's (kept);
- the READMEs of sets 206 and 205 for the distance checks (set 206's in place of set 204's, set 205's in place of
  set 203's);
- set 208's eight claim tags and six prose styles (counts, NEW_CLAIM_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 206's
  patterns kept for the record);
- set 206's and set 205's styles added to EST_TAGS; their claim tags, the words of those tags and their persona theme
  words (geomancer, treasurer, with plurals) added to EARLIER_CLAIM_TAGS, their styles and prose theme words (aurora,
  polevault, with plurals) added to SET41_STYLE_VARIANTS, all read from the two READMEs;
- set 208's scenario rule: the 20 trees that hold set 203's 20 scenarios (ref/set203_scenarios.json), in set 203's
  order, each represented by its lowest record id that is neither set 203's id nor one of set 206's ids
  (ref/set206_scenarios.json); set 206's own choices file (ref/set206_scenario_choices.json) checked against its list;
  ref/set208_scenarios.json checked against ref/scenario_choices.json."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = os.path.dirname(SET)
src = open(os.path.join(DATA, 'blind_set206', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['cryptographe_chiffre', 'criptografo_firma', 'crittografo_cifrario', 'kryptograph_zertifikat',
            'cryptograaf_kluis', 'kryptograf_szyfr', 'kryptografi_avain', 'kriptografus_pecset']
NEW_STYLES = ['sinus', 'flutter', 'fibrillation', 'asystole', 'tachycardia', 'bradycardia']


def readme_facts(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    assert len(tags) == 8, (n, tags)
    m = re.search(r'construction counts: ((?:`[a-z]+` 20,? ?)+)', txt)
    styles = re.findall(r'`([a-z]+)` 20', m.group(1))
    assert len(styles) == 6, (n, styles)
    themes = re.findall(r'\(the theme word, ([a-z]+), begins', txt)
    assert len(themes) == 2, (n, themes)
    return tags, styles, themes[0], themes[1]


def plural(w):
    return [w, w + 'es' if w.endswith(('s', 'x', 'ch', 'sh')) else w + 's']


f206 = readme_facts(206)
f205 = readme_facts(205)
claim_words, style_words, est_styles = set(), set(), set()
for tags, styles, ptheme, stheme in (f206, f205):
    for t in tags:
        claim_words.add(t)
        claim_words |= set(t.split('_'))
    claim_words |= set(plural(ptheme))
    style_words |= set(styles) | set(plural(stheme))
    est_styles |= set(styles)
print('set 206:', f206)
print('set 205:', f205)


def rep(a, b, count=1):
    global src
    assert src.count(a) == count, (src.count(a), a[:100])
    src = src.replace(a, b)


rep('"""Stdlib-only checker for blind set 206 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 208 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 208: set 206's checker (below, its docstring kept) patched by build/patch_validate.py with set 208's tags,\n"
    "styles and counts, set 208's scenario rule (the 20 trees that hold set 203's 20 scenarios, in set 203's order,\n"
    "each represented by its lowest record id that is neither set 203's id nor one of set 206's ids), and the READMEs\n"
    "of sets 206 and 205 for the distance checks; set 206's and set 205's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 206 (set 206's own docstring):\n"
    'Stdlib-only checker for blind set 206 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set204', 'README.md')  # set 206: set 204's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set206', 'README.md')  # set 208: set 206's README")
rep("for n in (203,)]  # set 206: set 203's README", "for n in (205,)]  # set 208: set 205's README")
rep("SET201 = os.path.join(HERE, 'ref', 'set201_scenarios.json')\n",
    "SET201 = os.path.join(HERE, 'ref', 'set201_scenarios.json')\n"
    "# set 208: set 206's list and its own choices file (set 206's ref/scenario_choices.json, copied under this name);\n"
    "# set 203's list (ref/set203_scenarios.json, copied from tests/data/blind_set203/ref/) holds the trees set 208 reuses\n"
    "SET206 = os.path.join(HERE, 'ref', 'set206_scenarios.json')\n"
    "SET206_CHOICES = os.path.join(HERE, 'ref', 'set206_scenario_choices.json')\n"
    "SET203 = os.path.join(HERE, 'ref', 'set203_scenarios.json')\n")
old_tags = ['fengshuishi_luopan', 'kanyujia_baguajing', 'fusuishi_hogaku', 'fengshuiberater_grundriss',
            'geomancien_paravent', 'geomante_campanilla', 'geomant_kompas', 'geomanta_roslina']
rep("    # set 206's new tags (set 130's comment follows)", "    # set 208's new tags (set 130's comment follows)")
rep("    " + ', '.join("'%s': 12" % t for t in old_tags) + ",\n", "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
old_styles = ['drapery', 'coronal', 'pulsating', 'diffuse', 'substorm', 'picketfence']
rep("            # new in set 206 (prose styles)\n            %s}\n" % ', '.join("'%s'" % s for s in old_styles),
    "            # set 206's prose styles (earlier for set 208)\n            %s,\n" % ', '.join("'%s'" % s for s in f206[1]) +
    "            # set 205's prose styles (earlier for set 208)\n            %s,\n" % ', '.join("'%s'" % s for s in f205[1]) +
    "            # new in set 208 (prose styles)\n            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = %r\n" % old_styles, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 206's patterns (kept for the record)\nSET206_STYLE_PATTERNS = {\n" +
           ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + "}\n")
rep(old_pat, new_pat)
rep("AVOIDED_EST_FORMS = {",
    "# set 208: set 206's claim tags, their words and its persona theme word (%s), and set 205's (%s); set 206's\n"
    "# and set 205's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n"
    "SET41_STYLE_VARIANTS |= set(%r)\n"
    "EST_TAGS |= set(%r)\n"
    "AVOIDED_EST_FORMS = {" % (f206[2], f205[2], f206[3], f205[3], sorted(claim_words), sorted(style_words), sorted(est_styles)))
rep("    set27_keys = {ds[x][2] for x in s201x_ if x in ds}  # set 201's trees: the trees set 206 reuses\n",
    "    set27_keys = {ds[x][2] for x in s201x_ if x in ds}  # set 201's trees: the trees set 206 reused\n"
    "    s203x_ = json.load(open(SET203))  # set 203's ids: the trees set 208 reuses, not to be chosen again\n"
    "    if len(s203x_) != 20 or len({ds[x][2] for x in s203x_ if x in ds}) != 20:\n"
    "        err('ref/set203_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 208 reuses)')\n"
    "    s206x_ = json.load(open(SET206))  # set 206's ids: not to be chosen again\n"
    "    if len(s206x_) != 20 or len({ds[x][2] for x in s206x_ if x in ds}) != 20:\n"
    "        err('ref/set206_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s203x_ if x in ds}  # set 203's trees: the trees set 208 reuses\n")
rep("    for x in s201x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s204x_]\n",
    "    for x in s203x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s206x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set206_scenarios.json'))) != chosen:
            err('ref/set206_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set206_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set208_scenarios.json'))) != chosen:
            err('ref/set208_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set208_scenarios.json: %s' % e)
    # set 206's own choices file (saved as ref/set206_scenario_choices.json) must agree with ref/set206_scenarios.json
    try:
        s206 = [c['scenario'] for c in json.load(open(SET206_CHOICES))['chosen']]
        if len(s206) != 20 or s206 != json.load(open(SET206)):
            err('ref/set206_scenario_choices.json should list 20 chosen ids, those of ref/set206_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET206_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 206' % x)
        if x in s201x_:
            err('chosen scenario %s is one of set 201\\'s own ids' % x)
        if x in s204x_:
            err('chosen scenario %s is one of set 204\\'s ids' % x)
""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 208' % x)
        if x in s203x_:
            err('chosen scenario %s is one of set 203\\'s own ids' % x)
        if x in s206x_:
            err('chosen scenario %s is one of set 206\\'s ids' % x)
""")
rep("err('scenario %s is not in one of set 201\\'s trees' % sc)", "err('scenario %s is not in one of set 203\\'s trees' % sc)")
rep("err('new tag %s appears in set 204\\'s README' % t)", "err('new tag %s appears in set 206\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 204\\'s README' % t)", "err('new tag %s (with a space) appears in set 206\\'s README' % t)")
rep("err('set 204\\'s README not found at %s' % SET30_README)", "err('set 206\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 201\\'s trees, none of set 201\\'s or set 204\\'s ids)",
    "(trees distinct, all set 203\\'s trees, none of set 203\\'s or set 206\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
