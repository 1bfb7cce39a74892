"""Set 170's validate.py: set 168's checker (tests/data/blind_set168/validate.py, read as text, never run) with
asserted replacements: a set 170 docstring paragraph; set 170's tags, styles and style patterns (set 168's kept as
SET168_STYLE_PATTERNS); set 170's scenario rule (the 20 trees of set 165's scenarios, ref/set165_scenarios.json, in
set 165's order, each represented by its lowest record id that is neither set 165's id nor one of set 168's ids,
ref/set168_scenarios.json; set 168's own choices file kept as ref/set168_scenario_choices.json and checked);
the READMEs of sets 168 and 167 for the tag checks; set 168's and set 167's claim tags, their words and persona
theme words added to EARLIER_CLAIM_TAGS, and their styles and prose theme words to SET41_STYLE_VARIANTS and
EST_TAGS. Set 167's tags and styles are read from its validate.py with ast (parsed, not imported)."""
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.join(HERE, '..')
src = open(os.path.join(TOP, '..', 'blind_set168', 'validate.py')).read()
def lit(path, name):
    for n in ast.parse(open(path).read()).body:
        if isinstance(n, ast.Assign) and getattr(n.targets[0], 'id', None) == name:
            return ast.literal_eval(n.value)
S167 = os.path.join(TOP, '..', 'blind_set167', 'validate.py')
t167, s167 = lit(S167, 'NEW_CLAIM_TAGS'), lit(S167, 'NEW_EST_TAGS')
t168 = lit(os.path.join(TOP, '..', 'blind_set168', 'validate.py'), 'NEW_CLAIM_TAGS')
s168 = lit(os.path.join(TOP, '..', 'blind_set168', 'validate.py'), 'NEW_EST_TAGS')
T = ['techniker_schraubendreher', 'systeembeheerder_netwerkkabel', 'sistemista_cacciavite', 'rendszergazda_cimkenyomtato',
     'tukihenkilo_telakointiasema', 'serwisant_zaciskarka', 'supporttekniker_skruvmejsel', 'tecnico_alicate']
S = ['asanoha', 'seigaiha', 'kakinohana', 'hitomezashi', 'yabane', 'shippo']
n = 0
def rep(old, new, count=1):
    global src, n
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new); n += 1
rep('"""Stdlib-only checker for blind set 168 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 170 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 170: set 168's checker (below, its docstring kept) patched by build/patch_validate.py with set 170's tags,\n"
    "styles and counts, set 170's scenario rule (the 20 trees that hold set 165's 20 scenarios, in set 165's order,\n"
    "each represented by its lowest record id that is neither set 165's id nor one of set 168's ids), and the READMEs\n"
    "of sets 168 and 167 for the tag checks; set 168's and set 167's tags, their words, styles and theme words are\n"
    "added to the earlier lists.\n"
    "Set 168 (set 168's own docstring):\n"
    'Stdlib-only checker for blind set 168 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set166', 'README.md')  # set 168: set 166's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set168', 'README.md')  # set 170: set 168's README")
rep("for n in (164,)]  # set 168: set 164's README", "for n in (167,)]  # set 170: set 167's README")
rep("SET166_CHOICES = os.path.join(HERE, 'ref', 'set166_scenario_choices.json')\n",
    "SET166_CHOICES = os.path.join(HERE, 'ref', 'set166_scenario_choices.json')\n"
    "# set 170: set 168's list and its own choices file (set 168's ref/scenario_choices.json, copied under this name);\n"
    "# set 165's list (ref/set165_scenarios.json, above) holds the trees set 170 reuses\n"
    "SET168 = os.path.join(HERE, 'ref', 'set168_scenarios.json')\n"
    "SET168_CHOICES = os.path.join(HERE, 'ref', 'set168_scenario_choices.json')\n")
old_min = ', '.join("'%s': 12" % t for t in t168)
rep(old_min, ', '.join("'%s': 12" % t for t in T))
rep('NEW_CLAIM_TAGS = %r' % t168, 'NEW_CLAIM_TAGS = %r' % T)
rep("            # new in set 168 (prose styles)\n            'orecchiette', 'farfalle', 'rigatoni', 'pappardelle', 'tagliatelle', 'bucatini'}",
    "            # new in set 168 (prose styles)\n            'orecchiette', 'farfalle', 'rigatoni', 'pappardelle', 'tagliatelle', 'bucatini',\n"
    "            # new in set 170 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in S))
rep('NEW_EST_TAGS = %r' % s168, 'NEW_EST_TAGS = %r' % S)
rep("\nSTYLE_PATTERNS = {\n", "\nSTYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S) + "}\n# set 168's patterns (kept for the record)\nSET168_STYLE_PATTERNS = {\n")
w168 = sorted(set(t168) | {w for t in t168 for w in t.split('_')} | {'occupational', 'nurse', 'nurses', 'nursing', 'occupational_health'})
w167 = sorted(set(t167) | {w for t in t167 for w in t.split('_')} | {'crepe', 'crepes', 'crepe_making', 'pancake', 'pancakes'})
rep("AVOIDED_EST_FORMS = {'lua_note',",
    "# set 170: set 168's claim tags, their words and its persona theme words, and set 167's (a parallel set); set\n"
    "# 168's and set 167's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % (w168 + w167) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (list(s168) + list(s167) + ['pasta', 'pasta_shapes', 'lace', 'laces']) +
    "EST_TAGS |= set(%r)\n" % (list(s168) + list(s167)) +
    "AVOIDED_EST_FORMS = {'lua_note',")
rep("    s28_ = json.load(open(SET163))  # set 163's scenario ids: the trees set 168 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 128's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set163_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 168 reuses)')\n",
    "    s168x_ = json.load(open(SET168))  # set 168's ids: not to be chosen again\n"
    "    if len(s168x_) != 20 or len({ds[x][2] for x in s168x_ if x in ds}) != 20:\n"
    "        err('ref/set168_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET165))  # set 165's scenario ids: the trees set 170 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 165's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set165_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 170 reuses)')\n")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s166x_]",
    "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s168x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set168_scenarios.json'))) != chosen:\n"
    "            err('ref/set168_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set168_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set170_scenarios.json'))) != chosen:\n"
    "            err('ref/set170_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set170_scenarios.json: %s' % e)\n"
    "    # set 168's own choices file (saved as ref/set168_scenario_choices.json) must agree with ref/set168_scenarios.json\n"
    "    try:\n"
    "        s168 = [c['scenario'] for c in json.load(open(SET168_CHOICES))['chosen']]\n"
    "        if len(s168) != 20 or s168 != json.load(open(SET168)):\n"
    "            err('ref/set168_scenario_choices.json should list 20 chosen ids, those of ref/set168_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET168_CHOICES, e))\n")
rep("is not used by set 168' % x)", "is not used by set 170' % x)")
rep("err('chosen scenario %s is one of set 163\\'s own ids' % x)", "err('chosen scenario %s is one of set 165\\'s own ids' % x)")
rep("        if x in s166x_:\n            err('chosen scenario %s is one of set 166\\'s ids' % x)",
    "        if x in s168x_:\n            err('chosen scenario %s is one of set 168\\'s ids' % x)")
rep("err('scenario %s is not in one of set 163\\'s trees' % sc)", "err('scenario %s is not in one of set 165\\'s trees' % sc)")
rep("appears in set 166\\'s README' % t)", "appears in set 168\\'s README' % t)", 2)
rep("err('set 166\\'s README not found at %s' % SET30_README)", "err('set 168\\'s README not found at %s' % SET30_README)")
rep("all set 163\\'s trees, none of set 163\\'s or set 166\\'s ids)", "all set 165\\'s trees, none of set 165\\'s or set 168\\'s ids)")
open(os.path.join(TOP, 'validate.py'), 'w').write(src)
print('%d replacements' % n)
