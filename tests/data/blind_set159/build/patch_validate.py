import os
H = os.path.dirname(os.path.abspath(__file__)); D = os.path.join(H, '..')
src = open(os.path.join(D, '..', 'blind_set158', 'validate.py')).read()
NEWC = ['puisatier_margelle', 'pocero_brocal', 'studniarz_cembrowina', 'poceiro_roldana', 'studnar_rumpal', 'putgraver_putemmer', 'vodnjakar_skripec', 'zdenar_vedro']
NEWE = ['drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka']
OLDC = ['remouleur_brouette', 'szlifierz_oselka', 'schleifer_wetzstein', 'tochilshchik_brusok', 'sliber_slibesten', 'teroittaja_tahko', 'tocilar_tocila', 'teritaja_luisk']
OLDE = ['zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang']
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 158 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 159 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 159: set 158\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 159\'s tags,\n'
    'styles and counts, set 159\'s scenario rule (the 20 trees that hold set 154\'s 20 scenarios, in set 154\'s order,\n'
    'each represented by its lowest record id that is neither set 154\'s id nor one of set 158\'s ids), and the READMEs\n'
    'of sets 158 and 156 for the distance checks; set 158\'s tags, their words and styles are added to the earlier lists.\n'
    'Set 158 (set 158\'s own docstring):\n'
    'Stdlib-only checker for blind set 158 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set156', 'README.md')  # set 158: set 156's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set158', 'README.md')  # set 159: set 158's README")
rep("for n in (155,)]  # set 158: set 155's README", "for n in (156,)]  # set 159: set 156's README")
rep("SET156_CHOICES = os.path.join(HERE, 'ref', 'set156_scenario_choices.json')\n",
    "SET156_CHOICES = os.path.join(HERE, 'ref', 'set156_scenario_choices.json')\n"
    "# set 159: set 158's list and its own choices file (set 158's ref/scenario_choices.json, copied under this name);\n"
    "# set 154's list (ref/set154_scenarios.json, above) holds the trees set 159 reuses\n"
    "SET158 = os.path.join(HERE, 'ref', 'set158_scenarios.json')\n"
    "SET158_CHOICES = os.path.join(HERE, 'ref', 'set158_scenario_choices.json')\n")
rep("'remouleur_brouette': 12, 'szlifierz_oselka': 12, 'schleifer_wetzstein': 12, 'tochilshchik_brusok': 12, 'sliber_slibesten': 12, 'teroittaja_tahko': 12, 'tocilar_tocila': 12, 'teritaja_luisk': 12,",
    ', '.join("'%s': 12" % t for t in NEWC) + ',')
rep("NEW_CLAIM_TAGS = %r" % OLDC, "NEW_CLAIM_TAGS = %r" % NEWC)
rep("            'zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang'}\n",
    "            'zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang',\n            # new in set 159 (prose styles)\n            %s}\n" % ', '.join("'%s'" % t for t in NEWE))
rep("NEW_EST_TAGS = %r" % OLDE, "NEW_EST_TAGS = %r" % NEWE)
rep("STYLE_PATTERNS = {\n    'zhuwen'", "STYLE_PATTERNS = {\n%s}\n# set 158's patterns (kept for the record)\nSET158_STYLE_PATTERNS = {\n    'zhuwen'" % ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEWE))
words = sorted(set(OLDC) | {w for t in OLDC for w in t.split('_')})
rep("AVOIDED_EST_FORMS = {", "# set 159: set 158's claim tags and their words; set 158's styles and theme word\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {" % (words, OLDE + ['sphragistics'], OLDE))
# scenario rule
rep("    s28_ = json.load(open(SET153))  # set 153's scenario ids: the trees set 158 reuses (name kept from set 39's checker)",
    "    s158x_ = json.load(open(SET158))  # set 158's ids: not to be chosen again\n"
    "    if len(s158x_) != 20 or len({ds[x][2] for x in s158x_ if x in ds}) != 20:\n"
    "        err('ref/set158_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET154))  # set 154's scenario ids: the trees set 159 reuses (name kept from set 39's checker)")
rep("        err('ref/set153_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 158 reuses)')",
    "        err('ref/set154_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 159 reuses)')")
rep("if y != x and y not in s156x_]", "if y != x and y not in s158x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set158_scenarios.json'))) != chosen:
            err('ref/set158_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set158_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set159_scenarios.json'))) != chosen:
            err('ref/set159_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set159_scenarios.json: %s' % e)
    # set 158's own choices file (saved as ref/set158_scenario_choices.json) must agree with ref/set158_scenarios.json
    try:
        s158 = [c['scenario'] for c in json.load(open(SET158_CHOICES))['chosen']]
        if len(s158) != 20 or s158 != json.load(open(SET158)):
            err('ref/set158_scenario_choices.json should list 20 chosen ids, those of ref/set158_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET158_CHOICES, e))
""")
rep("is not used by set 158' % x)", "is not used by set 159' % x)")
rep("            err('chosen scenario %s is one of set 153\\'s own ids' % x)\n        if x in s156x_:\n            err('chosen scenario %s is one of set 156\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 154\\'s own ids' % x)\n        if x in s158x_:\n            err('chosen scenario %s is one of set 158\\'s ids' % x)")
rep("is not in one of set 153\\'s trees' % sc)", "is not in one of set 154\\'s trees' % sc)")
rep("all set 153\\'s trees, none of set 153\\'s or set 156\\'s ids)", "all set 154\\'s trees, none of set 154\\'s or set 158\\'s ids)")
rep("appears in set 156\\'s README' % t)", "appears in set 158\\'s README' % t)", 2)
rep("err('set 156\\'s README not found at %s' % SET30_README)", "err('set 158\\'s README not found at %s' % SET30_README)")
open(os.path.join(D, 'validate.py'), 'w').write(src)
