"""Patch set 221's validate.py (read as text, never imported or run) into set 224's: set 224's tags, styles,
scenario rule (set 219's trees, set 219's and set 221's ids excluded), the READMEs of sets 221 and 220 for the
distance checks, and set 221's and set 220's tags, tag words, persona theme words and prose styles and theme
words (read from their READMEs) added to the earlier lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.join(HERE, '..')
DATA = os.path.join(SET, '..')
src = open(os.path.join(DATA, 'blind_set221', 'validate.py'), encoding='utf-8').read()
r221 = open(os.path.join(DATA, 'blind_set221', 'README.md'), encoding='utf-8').read()
r220 = open(os.path.join(DATA, 'blind_set220', 'README.md'), encoding='utf-8').read()
NEW_TAGS = ['wasserprobe_nachweis', 'prelievo_registro', 'tomamuestras_bitacora', 'preleveur_flacon',
            'watermonster_logboek', 'vesinayte_kirjaus', 'probkawody_rejestr', 'vandprove_skema']
NEW_STYLES = ['fullrounder', 'caughtout', 'backwardhit', 'postholder', 'halfrounder', 'noball']


def readme_lists(txt):
    tags = [t for t in re.findall(r'^\| `([a-z_]+)` \|', txt, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: ([^.]*)\.', txt).group(1))
    ptheme = re.search(r'the theme word, ([a-z]+),', txt).group(1)
    stheme = re.search(r'The theme is ([a-z]+)', txt).group(1)
    assert len(tags) == 8 and len(styles) == 6, (tags, styles)
    return tags, styles, ptheme, stheme


t221, s221, p221, q221 = readme_lists(r221)
t220, s220, p220, q220 = readme_lists(r220)
print('221:', t221, s221, p221, q221)
print('220:', t220, s220, p220, q220)
claim_words = set()
for t in t221 + t220:
    claim_words.add(t)
    claim_words.update(t.split('_'))
for w in (p221, p220):
    claim_words.update([w, w + 's'])
style_words = set(s221 + s220)
for w in (q221, q220):
    style_words.update([w, w + 's'])


def rep(old, new):
    global src
    n = src.count(old)
    assert n == 1, (n, old[:80])
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 224 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 224: set 221's checker (below, its docstring kept) patched by build/patch_validate.py with set 224's tags,\n"
    "styles and counts, set 224's scenario rule (the 20 trees that hold set 219's 20 scenarios, in set 219's order,\n"
    "each represented by its lowest record id that is neither set 219's id nor one of set 221's ids), and the READMEs\n"
    "of sets 221 and 220 for the distance checks; set 221's and set 220's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 221 (set 221's own docstring):\n"
    'Stdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set219', 'README.md')  # set 221: set 219's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 224: set 221's README")
rep("for n in (218,)]  # set 221: set 218's README", "for n in (220,)]  # set 224: set 220's README")
rep("SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n",
    "SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n"
    "# set 224: set 221's list and its own choices file (set 221's ref/scenario_choices.json, copied under this name);\n"
    "# set 219's list (ref/set219_scenarios.json, from set 221's ref/) holds the trees set 224 reuses\n"
    "SET221 = os.path.join(HERE, 'ref', 'set221_scenarios.json')\n"
    "SET221_CHOICES = os.path.join(HERE, 'ref', 'set221_scenario_choices.json')\n")
old_tags = re.search(r"NEW_CLAIM_TAGS = \[([^\]]*)\]", src).group(1)
old_list = [t.strip().strip("'") for t in old_tags.split(',')]
rep(', '.join("'%s': 12" % t for t in old_list), ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep("NEW_CLAIM_TAGS = [%s]" % old_tags, "NEW_CLAIM_TAGS = [%s]" % ', '.join("'%s'" % t for t in NEW_TAGS))
rep("            # new in set 221 (prose styles)\n            'firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled'}",
    "            # set 221's prose styles (earlier for set 224)\n            %s,\n"
    "            # set 220's prose styles (earlier for set 224)\n            %s,\n"
    "            # new in set 224 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in s221), ', '.join("'%s'" % s for s in s220), ', '.join("'%s'" % s for s in NEW_STYLES)))
rep("NEW_EST_TAGS = ['firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled']",
    "NEW_EST_TAGS = %r" % NEW_STYLES)
m = re.search(r"STYLE_PATTERNS = \{\n(.*?)\n\}\n", src, re.S)
old_pat = m.group(0)
rep(old_pat, "STYLE_PATTERNS = {\n" + '\n'.join("    '%s': [r'(?i)\\b%s\\b']," % (s, s) for s in NEW_STYLES)
    + "\n}\n# set 221's patterns (kept for the record)\nSET221_STYLE_PATTERNS = {\n" + m.group(1) + "\n}\n")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 224: set 221's claim tags, their words and its persona theme word (%s), and set 220's (%s); set 221's\n"
    "# and set 220's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (
        p221, p220, q221, q220, sorted(claim_words), sorted(style_words), sorted(s221 + s220)))
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reuses\n",
    "    s221x_ = json.load(open(SET221))  # set 221's ids: not to be chosen again (set 224)\n"
    "    if len(s221x_) != 20 or len({ds[x][2] for x in s221x_ if x in ds}) != 20:\n"
    "        err('ref/set221_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s219x_ if x in ds}  # set 219's trees: the trees set 224 reuses\n")
rep("""    for x in s216x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s219x_]""",
    """    for x in s219x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set221_scenarios.json'))) != chosen:
            err('ref/set221_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set221_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set224_scenarios.json'))) != chosen:
            err('ref/set224_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set224_scenarios.json: %s' % e)
    # set 221's own choices file (saved as ref/set221_scenario_choices.json) must agree with ref/set221_scenarios.json
    try:
        s221 = [c['scenario'] for c in json.load(open(SET221_CHOICES))['chosen']]
        if len(s221) != 20 or s221 != json.load(open(SET221)):
            err('ref/set221_scenario_choices.json should list 20 chosen ids, those of ref/set221_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET221_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 221' % x)
        if x in s216x_:
            err('chosen scenario %s is one of set 216\\'s own ids' % x)
        if x in s219x_:
            err('chosen scenario %s is one of set 219\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 224' % x)
        if x in s219x_:
            err('chosen scenario %s is one of set 219\\'s own ids' % x)
        if x in s221x_:
            err('chosen scenario %s is one of set 221\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 216\\'s trees' % sc)", "err('scenario %s is not in one of set 219\\'s trees' % sc)")
rep("all set 216\\'s trees, none of set 216\\'s or set 219\\'s ids)", "all set 219\\'s trees, none of set 219\\'s or set 221\\'s ids)")
for a, b in (("err('new tag %s appears in set 219\\'s README' % t)", "err('new tag %s appears in set 221\\'s README' % t)"),
             ("err('new tag %s (with a space) appears in set 219\\'s README' % t)", "err('new tag %s (with a space) appears in set 221\\'s README' % t)"),
             ("err('set 219\\'s README not found at %s' % SET30_README)", "err('set 221\\'s README not found at %s' % SET30_README)")):
    rep(a, b)
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
