"""Patch set 221's validate.py (read as text, never imported or run) into set 225's validate.py:
set 225's tags, styles and counts; set 225's scenario rule (the 20 trees that hold set 220's 20 scenarios, in set
220's order, each represented by its lowest record id that is neither set 220's id nor one of set 221's ids); the
READMEs of sets 221 and 220 for the distance checks; set 221's and set 220's tags, their words, styles and theme words
(read from their READMEs here) added to the earlier lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set221', 'validate.py'), encoding='utf-8').read()
TAGS = ['legionellenpruefer_probenahme', 'legionellabeheerder_spoellijst', 'legionelle_prelevement', 'legionella_campionamento',
        'legionela_muestreo', 'legionellanayte_kirjaus', 'legionellaprov_spolning', 'legionellakontrol_gennemskylning']
STYLES = ['topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball']

def earlier(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    para = [l for l in t.split('\n') if l.startswith('The persona theme is')][0]
    tags = re.findall(r'`([a-z_]+)`', para)
    theme = re.search(r'the theme word, ([a-z]+),', para).group(1)
    styles = re.findall(r'`([a-z]+)` 20\b', t)
    ptheme = re.search(r'^The theme is [^(]*\(the theme word, ([a-z]+),', t, re.M).group(1)
    return tags, theme, styles, ptheme

new_claim, new_var, new_est, info = set(), set(), set(), []
for n in (221, 220):
    tags, theme, styles, ptheme = earlier(n)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    info.append((n, tags, theme, styles, ptheme))
    for t in tags:
        new_claim.add(t); new_claim.update(t.split('_'))
    new_claim.update([theme, theme + 's'])
    new_var.update(styles + [ptheme, ptheme + 's']); new_est.update(styles)

def rep(old, new, count=1):
    global src
    c = src.count(old)
    assert c == count, (c, old[:120])
    src = src.replace(old, new)

doc_old = '"""Stdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n'
rep(doc_old, '"""Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 225: set 221's checker (below, its docstring kept) patched by build/patch_validate.py with set 225's tags,\n"
    "styles and counts, set 225's scenario rule (the 20 trees that hold set 220's 20 scenarios, in set 220's order,\n"
    "each represented by its lowest record id that is neither set 220's id nor one of set 221's ids), and the READMEs\n"
    "of sets 221 and 220 for the distance checks; set 221's and set 220's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 221 (set 221's own docstring):\n" + doc_old[3:])
rep("SET30_README = os.path.join(HERE, '..', 'blind_set219', 'README.md')  # set 221: set 219's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 225: set 221's README")
rep("for n in (218,)]  # set 221: set 218's README", "for n in (220,)]  # set 225: set 220's README")
rep("SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n",
    "SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n"
    "# set 225: set 221's list and its own choices file (set 221's ref/scenario_choices.json, copied under this name);\n"
    "# set 220's list (ref/set220_scenarios.json, copied from tests/data/blind_set220/ref/) holds the trees set 225 reuses\n"
    "SET221 = os.path.join(HERE, 'ref', 'set221_scenarios.json')\n"
    "SET221_CHOICES = os.path.join(HERE, 'ref', 'set221_scenario_choices.json')\n"
    "SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n")
m = re.search(r"^    'defibrillator_pruefprotokoll': 12,.*\n", src, re.M)
src = src[:m.start()] + '    ' + ' '.join("'%s': 12," % t for t in TAGS) + '\n' + src[m.end():]
m = re.search(r"^NEW_CLAIM_TAGS = \['defibrillator_pruefprotokoll'.*\n", src, re.M)
src = src[:m.start()] + 'NEW_CLAIM_TAGS = %r\n' % TAGS + src[m.end():]
s221 = info[0][3]; s220 = info[1][3]
rep("            # new in set 221 (prose styles)\n            'firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled'}",
    "            # set 221's prose styles (earlier for set 225)\n            'firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled',\n"
    "            # set 220's prose styles (earlier for set 225)\n            %s,\n"
    "            # new in set 225 (prose styles)\n            %s}" % (', '.join(repr(s) for s in s220), ', '.join(repr(s) for s in STYLES)))
rep("NEW_EST_TAGS = ['firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled']",
    'NEW_EST_TAGS = %r' % STYLES)
old_sp = ("STYLE_PATTERNS = {\n    'firstfind': [r'(?i)\\bfirstfind\\b'],\n    'didnotfind': [r'(?i)\\bdidnotfind\\b'],\n"
          "    'trackable': [r'(?i)\\btrackable\\b'],\n    'waypoint': [r'(?i)\\bwaypoint\\b'],\n"
          "    'mysterycache': [r'(?i)\\bmysterycache\\b'],\n    'muggled': [r'(?i)\\bmuggled\\b'],\n}\n")
rep(old_sp, 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + '}\n'
    "# set 221's patterns (kept for the record)\nSET221_STYLE_PATTERNS = {\n" + old_sp.split('{\n', 1)[1])
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)",
    "# set 225: set 221's claim tags, their words and its persona theme word (%s), and set 220's (%s); set 221's\n"
    "# and set 220's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)" % (info[0][2], info[1][2], info[0][4], info[1][4],
                                                      sorted(new_claim), sorted(new_var), sorted(new_est)))
rep("    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reuses\n",
    "    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reused\n"
    "    s221x_ = json.load(open(SET221))  # set 221's ids: not to be chosen again\n"
    "    if len(s221x_) != 20 or len({ds[x][2] for x in s221x_ if x in ds}) != 20:\n"
    "        err('ref/set221_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s220x_ = json.load(open(SET220))  # set 220's ids: the trees set 225 reuses, not to be chosen again\n"
    "    if len(s220x_) != 20 or len({ds[x][2] for x in s220x_ if x in ds}) != 20:\n"
    "        err('ref/set220_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reuses\n")
rep("    for x in s216x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s219x_]",
    "    for x in s220x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]")
rep("os.path.join(HERE, 'ref', 'set221_scenarios.json'))) != chosen:\n            err('ref/set221_scenarios.json does not list",
    "os.path.join(HERE, 'ref', 'set225_scenarios.json'))) != chosen:\n            err('ref/set225_scenarios.json does not list")
rep("        err('cannot read ref/set221_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set225_scenarios.json: %s' % e)\n"
    "    # set 221's own choices file (saved as ref/set221_scenario_choices.json) must agree with ref/set221_scenarios.json\n"
    "    try:\n        s221 = [c['scenario'] for c in json.load(open(SET221_CHOICES))['chosen']]\n"
    "        if len(s221) != 20 or s221 != json.load(open(SET221)):\n"
    "            err('ref/set221_scenario_choices.json should list 20 chosen ids, those of ref/set221_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET221_CHOICES, e))\n")
rep("is not used by set 221' % x)\n        if x in s216x_:\n            err('chosen scenario %s is one of set 216\\'s own ids' % x)\n        if x in s219x_:\n            err('chosen scenario %s is one of set 219\\'s ids' % x)",
    "is not used by set 225' % x)\n        if x in s220x_:\n            err('chosen scenario %s is one of set 220\\'s own ids' % x)\n        if x in s221x_:\n            err('chosen scenario %s is one of set 221\\'s ids' % x)")
rep("err('scenario %s is not in one of set 216\\'s trees' % sc)", "err('scenario %s is not in one of set 220\\'s trees' % sc)")
rep("err('new tag %s appears in set 219\\'s README' % t)", "err('new tag %s appears in set 221\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 219\\'s README' % t)", "err('new tag %s (with a space) appears in set 221\\'s README' % t)")
rep("err('set 219\\'s README not found at %s' % SET30_README)", "err('set 221\\'s README not found at %s' % SET30_README)")
rep("all set 216\\'s trees, none of set 216\\'s or set 219\\'s ids)", "all set 220\\'s trees, none of set 220\\'s or set 221\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
for n, tags, theme, styles, ptheme in info:
    print(n, theme, ptheme, tags, styles)
print('validate.py written')
