# Set 139: copies set 137's validate.py and writes validate.py here with set 139's tags, styles, scenario rule and
# README paths; set 137's and set 138's tags and their words, set 138's whole EARLIER_CLAIM_TAGS list and set 139's
# dropped tag candidates are added to EARLIER_CLAIM_TAGS; set 138's styles and set 139's styles to EST_TAGS; set 137's
# and set 138's styles, set 138's whole SET41_STYLE_VARIANTS list and set 139's dropped style candidates to
# SET41_STYLE_VARIANTS. Every replacement is asserted.
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set137', 'validate.py')).read()
def lits(path, names):
    t = ast.parse(open(path).read()); out = {}
    for n in t.body:
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name) and n.targets[0].id in names:
            out[n.targets[0].id] = ast.literal_eval(n.value)
    return out
v137 = lits(os.path.join(D, 'blind_set137', 'validate.py'), {'NEW_CLAIM_TAGS', 'NEW_EST_TAGS'})
v138 = lits(os.path.join(D, 'blind_set138', 'validate.py'), {'NEW_CLAIM_TAGS', 'NEW_EST_TAGS', 'EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS'})
TAGS = ['yaylaci_yayla', 'zagal_cayado', 'rabadan_majada', 'sennerin_almhuette', 'owczarz_redyk', 'vlachos_kalyva', 'ovejero_redil', 'raika_dhani']
STYLES = ['mordanting', 'woading', 'pirning', 'sleying', 'heddling', 'shuttling']
DROPPED_TAGS = ['tsaatan_ortz', 'wayangdalang_kelir', 'puparo_pupi', 'tholupuppeteer_tholu', 'ningyotsukai_bunraku', 'nangyai_shadowplay',
                'sbekthom_sbek', 'roinuoc_thuydinh', 'vertepnyk_vertep', 'petrushechnik_petrushka', 'pastore_tratturo',
                'vaquero_garrocha', 'wanderhirte_pferch', 'senn_alp', 'vaqueiro_branya', 'tshoban_kosh', 'pecurar_stina',
                'tselingas_stani', 'otorchin_otor', 'zhailoochu_zhailoo', 'seterjente_seter', 'fabodjanta_fabod',
                'rettamadur_rettir', 'transhumant_drove', 'vallkulla_fabod', 'pastir_salash', 'tsoban_mandra',
                'rebari_dhang', 'qashqai_siahchador', 'bakhtiari_kuch', 'roinuoc_thuydinh', 'petrushechnik_petrushka',
                'zagala', 'yaylak', 'swaggie']
DROPPED_STYLES = ['tisserand', 'doffing', 'glazing', 'disgorging', 'saponifying', 'extracting', 'pontiling', 'verrerie']
earlier_add = set(v137['NEW_CLAIM_TAGS']) | set(v138['NEW_CLAIM_TAGS']) | set(v138['EARLIER_CLAIM_TAGS']) | set(DROPPED_TAGS)
for t in v137['NEW_CLAIM_TAGS'] + v138['NEW_CLAIM_TAGS']:
    earlier_add |= set(t.split('_'))
style_add = set(v137['NEW_EST_TAGS']) | set(v138['NEW_EST_TAGS']) | set(v138['SET41_STYLE_VARIANTS']) | set(DROPPED_STYLES)
assert not (set(TAGS) & earlier_add) and not any(w in earlier_add for t in TAGS for w in t.split('_'))
assert not (set(STYLES) & style_add)
n = 0
def rep(old, new, count=1):
    global src, n
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new); n += 1
rep('"""Stdlib-only checker for blind set 137 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 139 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 139: set 137\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 139\'s tags,\n'
    'styles and counts, set 139\'s scenario rule (the 20 trees that hold set 134\'s 20 scenarios, in set 134\'s order,\n'
    'each represented by its lowest record id that is neither set 134\'s id nor one of set 137\'s ids), and the READMEs\n'
    'of sets 137 and 138 for the distance checks; the lists of set 138\'s checker are added.\n\nSet 137 (set 137\'s own docstring):\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set135', 'README.md')", "SET30_README = os.path.join(HERE, '..', 'blind_set137', 'README.md')")
rep("for n in (136,)]", "for n in (138,)]")
rep("SET135_CHOICES = os.path.join(HERE, 'ref', 'set135_scenario_choices.json')\n",
    "SET135_CHOICES = os.path.join(HERE, 'ref', 'set135_scenario_choices.json')\n"
    "# set 139: set 134's scenario list (the trees set 139 reuses; copied from set 134's ref/) and set 137's list and\n"
    "# its own choices file (set 137's ref/scenario_choices.json, copied under this name)\n"
    "SET134 = os.path.join(HERE, 'ref', 'set134_scenarios.json')\n"
    "SET137 = os.path.join(HERE, 'ref', 'set137_scenarios.json')\n"
    "SET137_CHOICES = os.path.join(HERE, 'ref', 'set137_scenario_choices.json')\n")
old_tags = v137['NEW_CLAIM_TAGS']
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % TAGS)
rep("            # new in set 137 (prose styles)\n            'crutching', 'dagging', 'classing', 'baling', 'drafting', 'drenching'}\n",
    "            # new in set 137 (prose styles)\n            'crutching', 'dagging', 'classing', 'baling', 'drafting', 'drenching',\n"
    "            # set 138's prose styles\n            %s,\n            # new in set 139 (prose styles)\n            %s}\n"
    % (', '.join(repr(s) for s in v138['NEW_EST_TAGS']), ', '.join(repr(s) for s in STYLES)))
rep("NEW_EST_TAGS = %r" % v137['NEW_EST_TAGS'], "NEW_EST_TAGS = %r" % STYLES)
rep("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in v137['NEW_EST_TAGS']) + "}\n",
    "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + "}\n"
    "# set 137's patterns (kept for the record)\nSET137_STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in v137['NEW_EST_TAGS']) + "}\n")
rep("AVOIDED_EST_FORMS = {", "# set 139: set 137's and set 138's claim tags and their words, set 138's whole EARLIER_CLAIM_TAGS list and set 139's\n"
    "# dropped tag candidates; set 137's and set 138's styles, set 138's whole SET41_STYLE_VARIANTS list and set 139's\n"
    "# dropped style candidates\nEARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nAVOIDED_EST_FORMS = {" % (sorted(earlier_add), sorted(style_add)))
rep("    s28_ = json.load(open(SET132))  # set 132's scenario ids: the trees set 137 reuses (name kept from set 39's checker)\n",
    "    s137x_ = json.load(open(SET137))\n    if len(s137x_) != 20 or len({ds[x][2] for x in s137x_ if x in ds}) != 20:\n"
    "        err('ref/set137_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET134))  # set 134's scenario ids: the trees set 139 reuses (name kept from set 39's checker)\n")
rep("err('ref/set132_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 137 reuses)')",
    "err('ref/set134_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 139 reuses)')")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s135x_]", "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s137x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set137_scenarios.json'))) != chosen:
            err('ref/set137_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set137_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set139_scenarios.json'))) != chosen:
            err('ref/set139_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set139_scenarios.json: %s' % e)
    # set 137's own choices file (saved as ref/set137_scenario_choices.json) must agree with ref/set137_scenarios.json
    try:
        s137 = [c['scenario'] for c in json.load(open(SET137_CHOICES))['chosen']]
        if len(s137) != 20 or s137 != json.load(open(SET137)):
            err('ref/set137_scenario_choices.json should list 20 chosen ids, those of ref/set137_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET137_CHOICES, e))
""")
rep("is not used by set 137' % x)", "is not used by set 139' % x)")
rep("err('chosen scenario %s is one of set 132\\'s own ids' % x)", "err('chosen scenario %s is one of set 134\\'s own ids' % x)")
rep("        if x in s135x_:\n            err('chosen scenario %s is one of set 135\\'s ids' % x)",
    "        if x in s137x_:\n            err('chosen scenario %s is one of set 137\\'s ids' % x)")
rep("err('scenario %s is not in one of set 132\\'s trees' % sc)", "err('scenario %s is not in one of set 134\\'s trees' % sc)")
rep("appears in set 135\\'s README' % t)", "appears in set 137\\'s README' % t)", 2)
rep("err('set 135\\'s README not found at %s' % SET30_README)", "err('set 137\\'s README not found at %s' % SET30_README)")
rep("all set 132\\'s trees, none of set 132\\'s or set 135\\'s ids)", "all set 134\\'s trees, none of set 134\\'s or set 137\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(n, 'replacements;', len(earlier_add), 'tag entries and', len(style_add), 'style entries added')
