"""Writes set 166's validate.py from set 165's (tests/data/blind_set165/validate.py) by asserted replacements:
a set 166 docstring paragraph (set 165's docstring kept below it); set 165's README as the main distance README and
set 163's as the other; set 166's scenario rule (the 20 trees of set 161's scenarios, in set 161's order, each
represented by its lowest record id that is neither set 161's id nor one of set 165's ids), with set 165's list and
choices file (ref/set165_scenarios.json, ref/set165_scenario_choices.json) checked like the earlier ones; set 166's
eight tags and six prose styles and their patterns (set 165's patterns kept for the record); set 165's claim tags,
their words and its persona theme words added to the earlier claim tags, set 165's styles and theme word to the
earlier style variants."""
import os
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
src = open(os.path.join(H, '..', 'blind_set165', 'validate.py'), encoding='utf-8').read()
def rep(a, b, n=1):
    global src
    assert src.count(a) == n, (src.count(a), a)
    src = src.replace(a, b)
OLD_TAGS = ['strassenfeger_kehrblech', 'zamiatacz_miotla', 'spazzino_ramazza', 'straatveger_bezem', 'varredor_vassoura', 'utcasepro_sepru', 'vejfejer_kost', 'zametac_smetak']
NEW_TAGS = ['pfandsammler_jutebeutel', 'pantsamler_cykelkurv', 'pantsamlare_kundvagn', 'pullonkeraaja_muovikassi', 'zbieracz_worek', 'taarakoguja_kott', 'statiegeldjager_fietstas', 'palackgyujto_szatyor']
OLD_ST = ['gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha']
NEW_ST = ['mistral', 'sirocco', 'foehn', 'chinook', 'tramontane', 'harmattan']
rep('"""Stdlib-only checker for blind set 165 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 166 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 166: set 165\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 166\'s tags,\n'
    'styles and counts, set 166\'s scenario rule (the 20 trees that hold set 161\'s 20 scenarios, in set 161\'s order,\n'
    'each represented by its lowest record id that is neither set 161\'s id nor one of set 165\'s ids), and the READMEs\n'
    'of sets 165 and 163 for the distance checks; set 165\'s tags, their words, styles and theme words are added to the\n'
    'earlier lists.\n'
    'Set 165 (set 165\'s own docstring):\n'
    'Stdlib-only checker for blind set 165 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set163', 'README.md')  # set 165: set 163's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set165', 'README.md')  # set 166: set 165's README")
rep("for n in (162,)]  # set 165: set 162's README", "for n in (163,)]  # set 166: set 163's README")
rep("SET160 = os.path.join(HERE, 'ref', 'set160_scenarios.json')\n",
    "SET160 = os.path.join(HERE, 'ref', 'set160_scenarios.json')\n"
    "# set 166: set 165's list and its own choices file (set 165's ref/scenario_choices.json, copied under this name);\n"
    "# set 161's list (ref/set161_scenarios.json, above) holds the trees set 166 reuses\n"
    "SET165 = os.path.join(HERE, 'ref', 'set165_scenarios.json')\n"
    "SET165_CHOICES = os.path.join(HERE, 'ref', 'set165_scenario_choices.json')\n")
old_min = ", ".join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ", ".join("'%s': 12" % t for t in NEW_TAGS))
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            'gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha'}\n",
    "            'gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha',\n"
    "            # new in set 166 (prose styles)\n"
    "            %s}\n" % ", ".join("'%s'" % s for s in NEW_ST))
rep("NEW_EST_TAGS = %r" % OLD_ST, "NEW_EST_TAGS = %r" % NEW_ST)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_ST) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_ST) + "}\n"
           "# set 165's patterns (kept for the record)\nSET165_STYLE_PATTERNS = {\n" +
           "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_ST) + "}\n")
rep(old_pat, new_pat)
words = sorted(set(OLD_TAGS) | {w for t in OLD_TAGS for w in t.split('_')} | {'streetsweeper', 'sweeper', 'sweeping', 'street_sweeping'})
rep("AVOIDED_EST_FORMS = {",
    "# set 166: set 165's claim tags, their words and its persona theme words; set 165's styles and theme word\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_ST + ['tea']) +
    "EST_TAGS |= set(%r)\n" % OLD_ST +
    "AVOIDED_EST_FORMS = {")
# scenario rule
rep("    s28_ = json.load(open(SET160))  # set 160's scenario ids: the trees set 165 reuses (name kept from set 39's checker)",
    "    s165x_ = json.load(open(SET165))  # set 165's ids: not to be chosen again\n"
    "    if len(s165x_) != 20 or len({ds[x][2] for x in s165x_ if x in ds}) != 20:\n"
    "        err('ref/set165_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s160x_ = json.load(open(SET160))  # set 160's ids\n"
    "    if len(s160x_) != 20 or len({ds[x][2] for x in s160x_ if x in ds}) != 20:\n"
    "        err('ref/set160_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET161))  # set 161's scenario ids: the trees set 166 reuses (name kept from set 39's checker)")
rep("        err('ref/set160_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 165 reuses)')",
    "        err('ref/set161_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 166 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s163x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s165x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set165_scenarios.json'))) != chosen:
            err('ref/set165_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set165_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set166_scenarios.json'))) != chosen:
            err('ref/set166_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set166_scenarios.json: %s' % e)
    # set 165's own choices file (saved as ref/set165_scenario_choices.json) must agree with ref/set165_scenarios.json
    try:
        s165 = [c['scenario'] for c in json.load(open(SET165_CHOICES))['chosen']]
        if len(s165) != 20 or s165 != json.load(open(SET165)):
            err('ref/set165_scenario_choices.json should list 20 chosen ids, those of ref/set165_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET165_CHOICES, e))
""")
rep("is not used by set 165' % x)", "is not used by set 166' % x)")
rep("err('chosen scenario %s is one of set 160\\'s own ids' % x)", "err('chosen scenario %s is one of set 161\\'s own ids' % x)")
rep("        if x in s163x_:\n            err('chosen scenario %s is one of set 163\\'s ids' % x)",
    "        if x in s165x_:\n            err('chosen scenario %s is one of set 165\\'s ids' % x)")
rep("err('scenario %s is not in one of set 160\\'s trees' % sc)", "err('scenario %s is not in one of set 161\\'s trees' % sc)")
rep("err('new tag %s appears in set 163\\'s README' % t)", "err('new tag %s appears in set 165\\'s README' % t)")
rep("(with a space) appears in set 163\\'s README' % t)", "(with a space) appears in set 165\\'s README' % t)")
rep("err('set 163\\'s README not found at %s' % SET30_README)", "err('set 165\\'s README not found at %s' % SET30_README)")
rep("all set 160\\'s trees, none of set 160\\'s or set 163\\'s ids)", "all set 161\\'s trees, none of set 161\\'s or set 165\\'s ids)")
open(os.path.join(H, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written')
