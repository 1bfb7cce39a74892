"""Write ../validate.py: set 215's validate.py (read as text, never imported or run) patched for set 219:
set 219's tags, styles and counts; set 219's scenario rule (the 20 trees holding set 214's 20 scenarios, in set
214's order, each represented by its lowest record id that is neither set 214's id nor one of set 215's ids; set
215's own choices file checked against its list); the READMEs of sets 215 and 214 for the tag checks; set 215's
and set 214's claim tags, their words, persona theme words, prose styles and prose theme words, read from their
READMEs, added to the earlier lists. Every replacement is asserted to hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.join(HERE, '..', '..')
src = open(os.path.join(BASE, 'blind_set215', 'validate.py'), encoding='utf-8').read()

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

NEW_TAGS = ['filmdosimeter_ablesung', 'dosimetro_lettura', 'dosimetrista_lectura', 'dosisbadge_uitleeslijst',
            'annosmittari_luenta', 'dawkomierz_odczyt', 'dozismero_leolvasas', 'mjeracdoze_ocitanje']
NEW_STYLES = ['treetopping', 'underhand', 'boomrun', 'birling', 'axethrow', 'hotsaw']

def readme_lists(n):
    t = open(os.path.join(BASE, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\| `([a-z_]+)` \| \d+ \| \d+ \|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z]+` \d+, )+`[a-z]+` \d+)', t)
    styles = re.findall(r'`([a-z]+)` \d+', m.group(1))
    ptheme = re.search(r'the theme word, ([a-z]+),', t).group(1)
    stheme = re.search(r'The theme is ([a-z]+),', t).group(1)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles, ptheme, stheme

old = {}
for n in (215, 214):
    old[n] = readme_lists(n)
    print(n, old[n])
ctags = set()
for n in (215, 214):
    tags, styles, pth, sth = old[n]
    for t in tags:
        ctags.add(t)
        ctags.update(t.split('_'))
    ctags.update([pth, pth + 's'])
stys = set()
for n in (215, 214):
    tags, styles, pth, sth = old[n]
    stys.update(styles)
    stys.update([sth, sth + 's'])
est_old = sorted(set(old[215][1]) | set(old[214][1]))

# docstring
rep('"""Stdlib-only checker for blind set 215 (claims.jsonl, estimates.jsonl, README.md).\nSet 215: set 213\'s checker',
    '"""Stdlib-only checker for blind set 219 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 219: set 215\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 219\'s tags,\n'
    'styles and counts, set 219\'s scenario rule (the 20 trees that hold set 214\'s 20 scenarios, in set 214\'s order,\n'
    'each represented by its lowest record id that is neither set 214\'s id nor one of set 215\'s ids), and the READMEs\n'
    'of sets 215 and 214 for the distance checks; set 215\'s and set 214\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\n'
    'Set 215 (set 215\'s own docstring):\n'
    'Stdlib-only checker for blind set 215 (claims.jsonl, estimates.jsonl, README.md).\nSet 215: set 213\'s checker')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set213', 'README.md')  # set 215: set 213's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set215', 'README.md')  # set 219: set 215's README")
rep("for n in (212,)]  # set 215: set 212's README", "for n in (214,)]  # set 219: set 214's README")
rep("SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n",
    "SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n"
    "# set 219: set 215's list and its own choices file (set 215's ref/scenario_choices.json, copied under this name);\n"
    "# set 214's list (ref/set214_scenarios.json, copied from tests/data/blind_set214/ref/) holds the trees set 219 reuses\n"
    "SET215 = os.path.join(HERE, 'ref', 'set215_scenarios.json')\n"
    "SET215_CHOICES = os.path.join(HERE, 'ref', 'set215_scenario_choices.json')\n"
    "SET214 = os.path.join(HERE, 'ref', 'set214_scenarios.json')\n")
old215 = old[215][0]
rep(', '.join("'%s': 12" % t for t in old215) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % old215, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
s215 = old[215][1]
rep("            # new in set 215 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in s215),
    "            # set 215's prose styles (earlier for set 219)\n            %s,\n"
    "            # set 214's prose styles (earlier for set 219)\n            %s,\n"
    "            # new in set 219 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in s215), ', '.join("'%s'" % s for s in old[214][1]),
        ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % s215, 'NEW_EST_TAGS = %r' % NEW_STYLES)
pat_old = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s215) + '}\n'
pat_new = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
rep('\n' + pat_old, '\n' + pat_new + "# set 215's patterns (kept for the record)\nSET215_" + pat_old)
# earlier lists gain set 215's and set 214's entries
anchor = 'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n'
rep(anchor, "# set 219: set 215's claim tags, their words and its persona theme word (%s), and set 214's (%s); set 215's\n"
    "# and set 214's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (
        old[215][2], old[214][2], old[215][3], old[214][3], sorted(ctags), sorted(stys), est_old) + anchor)
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s210x_ if x in ds}  # set 210's trees: the trees set 215 reuses\n",
    "    set27_keys = {ds[x][2] for x in s210x_ if x in ds}  # set 210's trees: the trees set 215 reused\n"
    "    s215x_ = json.load(open(SET215))  # set 215's ids: not to be chosen again\n"
    "    if len(s215x_) != 20 or len({ds[x][2] for x in s215x_ if x in ds}) != 20:\n"
    "        err('ref/set215_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s214x_ = json.load(open(SET214))  # set 214's ids: the trees set 219 reuses, not to be chosen again\n"
    "    if len(s214x_) != 20 or len({ds[x][2] for x in s214x_ if x in ds}) != 20:\n"
    "        err('ref/set214_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s214x_ if x in ds}  # set 214's trees: the trees set 219 reuses\n")
rep("    for x in s210x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s213x_]\n",
    "    for x in s214x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s215x_]\n")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set215_scenarios.json'))) != chosen:
            err('ref/set215_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set215_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set219_scenarios.json'))) != chosen:
            err('ref/set219_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set219_scenarios.json: %s' % e)
    # set 215's own choices file (saved as ref/set215_scenario_choices.json) must agree with ref/set215_scenarios.json
    try:
        s215 = [c['scenario'] for c in json.load(open(SET215_CHOICES))['chosen']]
        if len(s215) != 20 or s215 != json.load(open(SET215)):
            err('ref/set215_scenario_choices.json should list 20 chosen ids, those of ref/set215_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET215_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 215' % x)
        if x in s210x_:
            err('chosen scenario %s is one of set 210\\'s own ids' % x)
        if x in s213x_:
            err('chosen scenario %s is one of set 213\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 219' % x)
        if x in s214x_:
            err('chosen scenario %s is one of set 214\\'s own ids' % x)
        if x in s215x_:
            err('chosen scenario %s is one of set 215\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 210\\'s trees' % sc)", "err('scenario %s is not in one of set 214\\'s trees' % sc)")
rep("all set 210\\'s trees, none of set 210\\'s or set 213\\'s ids", "all set 214\\'s trees, none of set 214\\'s or set 215\\'s ids")
rep("appears in set 213\\'s README' % t)", "appears in set 215\\'s README' % t)", 2)
rep("err('set 213\\'s README not found at %s' % SET30_README)", "err('set 215\\'s README not found at %s' % SET30_README)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
