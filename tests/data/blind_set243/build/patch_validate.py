"""Make set 243's validate.py from set 242's (read as text, never imported or run): set 243's tags, styles and
scenario rule (the 20 trees of set 238's scenarios, in set 238's order, each represented by its lowest record id
that is neither set 238's id nor one of set 242's ids), the READMEs of sets 242 and 241 for the distance checks,
and set 242's and set 241's tags, their words, their styles and their theme words (pensions advisers, first
aiders; savate, decathlon), read from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
SRC = os.path.join(ROOT, '..', 'blind_set242', 'validate.py')
s = open(SRC, encoding='utf-8').read()
sys_path = os.path.join(HERE, 'texts.py')
NEW_TAGS = ['augenoptiker_sehtest', 'glasogon_synprov', 'graduacion_gafas', 'badanie_wzroku', 'dioptrie_bryle',
            'gozlukcu_muayene', 'latasvizsgalat_szemuveg', 'esame_visivo']
NEW_STYLES = ['toepoke', 'backpass', 'rollingsub', 'solecontrol', 'nolookpass', 'clockstop']


def readme_items(n):
    t = open(os.path.join(ROOT, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'^- `([a-z]+)`: ', t[t.index('## 2. estimates.jsonl'):], re.M)
    styles = list(dict.fromkeys(styles))
    return tags, styles


def rep(old, new, count=1):
    global s
    assert s.count(old) == count, (old, s.count(old))
    s = s.replace(old, new)


t242, st242 = readme_items(242)
t241, st241 = readme_items(241)
assert len(t242) == 8 and len(t241) == 8 and len(st242) == 6 and len(st241) == 6, (t242, t241, st242, st241)
words = set()
for t in t242 + t241:
    words.add(t)
    words.update(t.split('_'))
words.update(['pension', 'pensions', 'pensions advisers', 'pensionsadvisers', 'pensions adviser', 'first aiders',
              'firstaiders', 'first aider', 'firstaider', 'aider', 'aiders'])
styvar = set(st242 + st241) | {'savate', 'savates', 'decathlon', 'decathlons'}

rep('"""Stdlib-only checker for blind set 242 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 243 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 243: set 242\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 243\'s tags,\n'
    'styles and counts, set 243\'s scenario rule (the 20 trees that hold set 238\'s 20 scenarios, in set 238\'s order,\n'
    'each represented by its lowest record id that is neither set 238\'s id nor one of set 242\'s ids), and the READMEs\n'
    'of sets 242 and 241 for the distance checks; set 242\'s and set 241\'s tags, their words, styles and theme words\n'
    '(pensions advisers, first aiders; savate, decathlon) are added to the earlier lists.\n\n'
    'Set 242 (set 242\'s own docstring):\n'
    'Stdlib-only checker for blind set 242 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set240', 'README.md')  # set 242: set 240's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set242', 'README.md')  # set 243: set 242's README")
rep("for n in (239,)]  # set 242: set 239's README", "for n in (241,)]  # set 243: set 241's README")
rep("SET240_CHOICES = os.path.join(HERE, 'ref', 'set240_scenario_choices.json')\n",
    "SET240_CHOICES = os.path.join(HERE, 'ref', 'set240_scenario_choices.json')\n"
    "# set 243: set 238's list (ref/set238_scenarios.json) holds the trees set 243 reuses; set 242's list and its own\n"
    "# choices file (set 242's ref/scenario_choices.json, copied under this name)\n"
    "SET242 = os.path.join(HERE, 'ref', 'set242_scenarios.json')\n"
    "SET242_CHOICES = os.path.join(HERE, 'ref', 'set242_scenario_choices.json')\n")
old_tags = ['pensionsberater_vorsorgeplan', 'pensioenadviseur_deelnemerslijst', 'pensjonsradgiver_innskudd', 'previdenzialista_posizione', 'planificador_jubilacion', 'penzijniporadce_prispevek', 'nyugdijtanacsado_befizetes', 'pensionsradgivare_tjanstepension']
rep("    " + ", ".join("'%s': 12" % t for t in old_tags) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % old_tags, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
old_st = ['toekick', 'coupbas', 'switchstance', 'squarestance', 'feinte', 'assautnul']
rep("            # new in set 242 (prose styles)\n            'toekick', 'coupbas', 'switchstance', 'squarestance', 'feinte', 'assautnul'}\n",
    "            # set 242's prose styles (earlier for set 243)\n            'toekick', 'coupbas', 'switchstance', 'squarestance', 'feinte', 'assautnul',\n"
    "            # set 241's prose styles (earlier for set 243)\n            " + ", ".join("'%s'" % x for x in st241) + ",\n"
    "            # new in set 243 (prose styles)\n            " + ", ".join("'%s'" % x for x in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = %r" % old_st, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in old_st) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + "}\n" + \
    "# set 242's patterns (kept for the record)\nSET242_STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in old_st) + "}\n"
rep(old_pat, new_pat)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 243: set 242's claim tags, their words and its persona theme word (pensions advisers), and set 241's (first\n"
    "# aiders); set 242's and set 241's styles and theme words (savate, decathlon), read from their READMEs by\n"
    "# build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(styvar) +
    "EST_TAGS |= set(%r)\n" % sorted(set(st242 + st241)) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s237x_ if x in ds}  # set 237's trees: the trees set 242 reuses\n",
    "    set27_keys = {ds[x][2] for x in s237x_ if x in ds}  # set 237's trees: the trees set 242 reused\n"
    "    s242x_ = json.load(open(SET242))  # set 242's ids: not to be chosen again\n"
    "    if len(s242x_) != 20 or len({ds[x][2] for x in s242x_ if x in ds}) != 20:\n"
    "        err('ref/set242_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s238x_ if x in ds}  # set 238's trees: the trees set 243 reuses\n")
rep("    for x in s237x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s237x_ and y not in s240x_]\n",
    "    for x in s238x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s238x_ and y not in s242x_]\n")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set242_scenarios.json'))) != chosen:
            err('ref/set242_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set242_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set243_scenarios.json'))) != chosen:
            err('ref/set243_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set243_scenarios.json: %s' % e)
    try:
        s242c = [c['scenario'] for c in json.load(open(SET242_CHOICES))['chosen']]
        if len(s242c) != 20 or s242c != json.load(open(SET242)):
            err('ref/set242_scenario_choices.json should list 20 chosen ids, those of ref/set242_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET242_CHOICES, e))
""")
rep("is not used by set 242' % x)", "is not used by set 243' % x)")
rep("        if x in s237x_ or x in s240x_:\n            err('chosen scenario %s is set 237\\'s or set 240\\'s id' % x)",
    "        if x in s238x_ or x in s242x_:\n            err('chosen scenario %s is set 238\\'s or set 242\\'s id' % x)")
rep("err('scenario %s is not in one of set 237\\'s trees' % sc)", "err('scenario %s is not in one of set 238\\'s trees' % sc)")
rep("err('new tag %s appears in set 240\\'s README' % t)", "err('new tag %s appears in set 242\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 240\\'s README' % t)", "err('new tag %s (with a space) appears in set 242\\'s README' % t)")
rep("err('set 240\\'s README not found at %s' % SET30_README)", "err('set 242\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 237\\'s trees, none of set 237\\'s or set 240\\'s ids)", "(trees distinct, all set 238\\'s trees, none of set 238\\'s or set 242\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(s)
print('tags 242', t242, '\ntags 241', t241, '\nstyles', st242, st241)
