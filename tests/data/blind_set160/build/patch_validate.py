"""Patch set 159's validate.py for set 160 (asserted one-time replacements): docstring; the README constants (set
159's README, set 158's README); SET159, SET159_CHOICES and SET155; the tags, styles and patterns; the scenario rule
(set 155's trees, set 159's ids excluded, ref/set160_scenarios.json, set 159's choices file); the messages; set 159's
tags, their words, its styles and theme word added to EARLIER_CLAIM_TAGS, SET41_STYLE_VARIANTS and EST_TAGS."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set159', 'validate.py')).read()
OLD_TAGS = ['puisatier_margelle', 'pocero_brocal', 'studniarz_cembrowina', 'poceiro_roldana', 'studnar_rumpal', 'putgraver_putemmer', 'vodnjakar_skripec', 'zdenar_vedro']
NEW_TAGS = ['calfat_etoupe', 'calafate_estopa', 'calafato_mazzuolo', 'kalfaterer_werg', 'breeuwer_breeuwijzer', 'kalafat_kucina', 'drevare_drevjarn', 'kalafatis_stoupi']
OLD_ST = ['drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka']
NEW_ST = ['crustose', 'foliose', 'fruticose', 'squamulose', 'placodioid', 'umbilicate']
def rep(a, b, n=1):
    global src
    c = src.count(a)
    assert c == n, (a[:80], c)
    src = src.replace(a, b)
rep('"""Stdlib-only checker for blind set 159 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 160 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 160: set 159's checker (below, its docstring kept) patched by build/patch_validate.py with set 160's tags,\n"
    "styles and counts, set 160's scenario rule (the 20 trees that hold set 155's 20 scenarios, in set 155's order,\n"
    "each represented by its lowest record id that is neither set 155's id nor one of set 159's ids), and the READMEs\n"
    "of sets 159 and 158 for the distance checks; set 159's tags, their words, styles and theme word are added to the\n"
    "earlier lists.\nSet 159 (set 159's own docstring):\nStdlib-only checker for blind set 159 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set158', 'README.md')  # set 159: set 158's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set159', 'README.md')  # set 160: set 159's README")
rep("for n in (156,)]  # set 159: set 156's README", "for n in (158,)]  # set 160: set 158's README")
rep("SET158_CHOICES = os.path.join(HERE, 'ref', 'set158_scenario_choices.json')\n",
    "SET158_CHOICES = os.path.join(HERE, 'ref', 'set158_scenario_choices.json')\n"
    "# set 160: set 159's list and its own choices file (set 159's ref/scenario_choices.json, copied under this name);\n"
    "# set 155's list (ref/set155_scenarios.json, copied from tests/data/blind_set155/ref/) holds the trees set 160 reuses\n"
    "SET159 = os.path.join(HERE, 'ref', 'set159_scenarios.json')\n"
    "SET159_CHOICES = os.path.join(HERE, 'ref', 'set159_scenario_choices.json')\n"
    "SET155 = os.path.join(HERE, 'ref', 'set155_scenarios.json')\n")
rep("    " + ", ".join("'%s': 12" % t for t in OLD_TAGS) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            'drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka'}",
    "            'drapanka', 'krapanka', 'maliovanka', 'travlenka', 'biserka', 'lystovka',\n"
    "            # new in set 160 (prose styles)\n"
    "            " + ", ".join("'%s'" % s for s in NEW_ST) + "}")
rep("NEW_EST_TAGS = %r" % OLD_ST, "NEW_EST_TAGS = %r" % NEW_ST)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_ST) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_ST) + "}\n# set 159's patterns (kept for the record)\nSET159_" + old_pat
rep(old_pat, new_pat)
words = sorted(set(OLD_TAGS) | {w for t in OLD_TAGS for w in t.split('_')})
rep("EST_TAGS |= set(['zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang'])\n",
    "EST_TAGS |= set(['zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang'])\n"
    "# set 160: set 159's claim tags and their words; set 159's styles and theme word\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_ST + ['pysanky']) +
    "EST_TAGS |= set(%r)\n" % OLD_ST)
# scenario rule
rep("    s28_ = json.load(open(SET154))  # set 154's scenario ids: the trees set 159 reuses (name kept from set 39's checker)",
    "    s159x_ = json.load(open(SET159))  # set 159's ids: not to be chosen again\n"
    "    if len(s159x_) != 20 or len({ds[x][2] for x in s159x_ if x in ds}) != 20:\n"
    "        err('ref/set159_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET155))  # set 155's scenario ids: the trees set 160 reuses (name kept from set 39's checker)")
rep("        err('ref/set154_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 159 reuses)')",
    "        err('ref/set155_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 160 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s158x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s159x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set159_scenarios.json'))) != chosen:
            err('ref/set159_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set159_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set160_scenarios.json'))) != chosen:
            err('ref/set160_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set160_scenarios.json: %s' % e)
    # set 159's own choices file (saved as ref/set159_scenario_choices.json) must agree with ref/set159_scenarios.json
    try:
        s159 = [c['scenario'] for c in json.load(open(SET159_CHOICES))['chosen']]
        if len(s159) != 20 or s159 != json.load(open(SET159)):
            err('ref/set159_scenario_choices.json should list 20 chosen ids, those of ref/set159_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET159_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 159' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 154\\'s own ids' % x)
        if x in s158x_:
            err('chosen scenario %s is one of set 158\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 160' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 155\\'s own ids' % x)
        if x in s159x_:
            err('chosen scenario %s is one of set 159\\'s ids' % x)""")
rep("            err('scenario %s is not in one of set 154\\'s trees' % sc)", "            err('scenario %s is not in one of set 155\\'s trees' % sc)")
rep("err('new tag %s appears in set 158\\'s README' % t)", "err('new tag %s appears in set 159\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 158\\'s README' % t)", "err('new tag %s (with a space) appears in set 159\\'s README' % t)")
rep("err('set 158\\'s README not found at %s' % SET30_README)", "err('set 159\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 154\\'s trees, none of set 154\\'s or set 158\\'s ids)", "(trees distinct, all set 155\\'s trees, none of set 155\\'s or set 159\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('patched')
