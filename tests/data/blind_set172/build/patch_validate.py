"""Writes set 172's validate.py from set 170's (../blind_set170/validate.py, read as text, never imported or run) by
asserted replacements: a set 172 docstring paragraph above set 170's (kept); set 170's README (SET30_README) and
set 169's README (OTHER_READMES) for the tag checks; the lists ref/set167_scenarios.json (set 167's ids: the trees
set 172 reuses), ref/set170_scenarios.json and set 170's own choices file (copied as
ref/set170_scenario_choices.json); set 172's eight claim tags (CLAIM_MIN, NEW_CLAIM_TAGS) and six prose styles
(EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 170's patterns kept as SET170_STYLE_PATTERNS); set 172's scenario rule
(the 20 trees of set 167's scenarios, in set 167's order, each represented by its lowest record id that is neither set
167's id nor one of set 170's ids); set 170's and set 169's claim tags, their words and persona theme words added to
EARLIER_CLAIM_TAGS, and their styles and prose theme words to SET41_STYLE_VARIANTS and EST_TAGS; messages naming set
170, 168 and 165 where they now mean set 172, 170 and 167."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set170', 'validate.py'), encoding='utf-8').read()
n_done = 0
def rep(old, new, count=1):
    global src, n_done
    c = src.count(old)
    assert c == count, (old[:80], c)
    src = src.replace(old, new)
    n_done += 1

NEW_TAGS = ['postbote_zustellwagen', 'postino_carrello', 'postimies_postilaukku', 'postas_leveltaska', 'postaci_koli',
            'pastnieks_aploksne', 'pochtalon_posylka', 'tachydromos_fakelos']
NEW_STYLES = ['orpington', 'wyandotte', 'leghorn', 'silkie', 'cochin', 'araucana']
T170 = ['techniker_schraubendreher', 'systeembeheerder_netwerkkabel', 'sistemista_cacciavite', 'rendszergazda_cimkenyomtato',
        'tukihenkilo_telakointiasema', 'serwisant_zaciskarka', 'supporttekniker_skruvmejsel', 'tecnico_alicate']
T169 = ['hattaranmyyja_tikku', 'cukurvate_kocins', 'buddhikebaal_chakri', 'algodonero_rehilete', 'gulakapas_pencucuk',
        'kandiflos_pinnar', 'mianhuatang_zhutong', 'keobonggon_que']
S170 = ['asanoha', 'seigaiha', 'kakinohana', 'hitomezashi', 'yabane', 'shippo']
S169 = ['barchan', 'nebkha', 'zibar', 'parabolic', 'rhourd', 'whaleback']
words = sorted(set(T170 + T169 + [w for t in T170 + T169 for w in t.split('_')] +
                   ['technician', 'technicians', 'desk_side_support', 'it_support', 'candyfloss', 'cotton_candy']))
swords = sorted(set(S170 + S169 + ['sashiko', 'sashiko_patterns', 'dune', 'dunes', 'dune_forms']))

# docstring
rep('"""Stdlib-only checker for blind set 170 (claims.jsonl, estimates.jsonl, README.md).\nSet 170: set 168\'s checker',
    '"""Stdlib-only checker for blind set 172 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 172: set 170\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 172\'s tags,\n'
    'styles and counts, set 172\'s scenario rule (the 20 trees that hold set 167\'s 20 scenarios, in set 167\'s order,\n'
    'each represented by its lowest record id that is neither set 167\'s id nor one of set 170\'s ids), and the READMEs\n'
    'of sets 170 and 169 for the tag checks; set 170\'s and set 169\'s tags, their words, styles and theme words are\n'
    'added to the earlier lists.\n'
    'Set 170 (set 170\'s own docstring):\n'
    'Stdlib-only checker for blind set 170 (claims.jsonl, estimates.jsonl, README.md).\nSet 170: set 168\'s checker')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set168', 'README.md')  # set 170: set 168's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set170', 'README.md')  # set 172: set 170's README")
rep("for n in (167,)]  # set 170: set 167's README", "for n in (169,)]  # set 172: set 169's README")
rep("SET168_CHOICES = os.path.join(HERE, 'ref', 'set168_scenario_choices.json')\n",
    "SET168_CHOICES = os.path.join(HERE, 'ref', 'set168_scenario_choices.json')\n"
    "# set 172: set 170's list and its own choices file (set 170's ref/scenario_choices.json, copied under this name);\n"
    "# set 167's list (ref/set167_scenarios.json, copied from tests/data/blind_set167/ref/) holds the trees set 172 reuses\n"
    "SET170 = os.path.join(HERE, 'ref', 'set170_scenarios.json')\n"
    "SET170_CHOICES = os.path.join(HERE, 'ref', 'set170_scenario_choices.json')\n"
    "SET167 = os.path.join(HERE, 'ref', 'set167_scenarios.json')\n")
# claim tags
rep("'techniker_schraubendreher': 12, 'systeembeheerder_netwerkkabel': 12, 'sistemista_cacciavite': 12, 'rendszergazda_cimkenyomtato': 12, 'tukihenkilo_telakointiasema': 12, 'serwisant_zaciskarka': 12, 'supporttekniker_skruvmejsel': 12, 'tecnico_alicate': 12,",
    ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep("NEW_CLAIM_TAGS = %r" % T170, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
# styles
rep("            'asanoha', 'seigaiha', 'kakinohana', 'hitomezashi', 'yabane', 'shippo'}",
    "            'asanoha', 'seigaiha', 'kakinohana', 'hitomezashi', 'yabane', 'shippo',\n"
    "            # new in set 172 (prose styles)\n"
    "            " + ', '.join("'%s'" % s for s in NEW_STYLES) + "}")
rep("NEW_EST_TAGS = %r" % S170, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_sp = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S170) + "}\n"
new_sp = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
          "# set 170's patterns (kept for the record)\nSET170_STYLE_PATTERNS = {\n" +
          ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S170) + "}\n")
rep("\n" + old_sp, "\n" + new_sp)
# earlier lists
anchor = "EST_TAGS |= set(['orecchiette', 'farfalle', 'rigatoni', 'pappardelle', 'tagliatelle', 'bucatini', 'chantilly', 'alencon', 'torchon', 'valenciennes', 'honiton', 'carrickmacross'])\n"
rep(anchor, anchor +
    "# set 172: set 170's claim tags, their words and its persona theme words, and set 169's (a parallel set); set\n"
    "# 170's and set 169's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % swords +
    "EST_TAGS |= set(%r)\n" % (S170 + S169))
# scenario rule
rep("    s168x_ = json.load(open(SET168))  # set 168's ids: not to be chosen again\n",
    "    s170x_ = json.load(open(SET170))  # set 170's ids: not to be chosen again\n"
    "    if len(s170x_) != 20 or len({ds[x][2] for x in s170x_ if x in ds}) != 20:\n"
    "        err('ref/set170_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s168x_ = json.load(open(SET168))  # set 168's ids: not to be chosen again\n")
rep("    s28_ = json.load(open(SET165))  # set 165's scenario ids: the trees set 170 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 165's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set165_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 170 reuses)')\n",
    "    s28_ = json.load(open(SET167))  # set 167's scenario ids: the trees set 172 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 167's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set167_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 172 reuses)')\n")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s168x_]\n",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s170x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set170_scenarios.json'))) != chosen:
            err('ref/set170_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set170_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set172_scenarios.json'))) != chosen:
            err('ref/set172_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set172_scenarios.json: %s' % e)
    # set 170's own choices file (saved as ref/set170_scenario_choices.json) must agree with ref/set170_scenarios.json
    try:
        s170 = [c['scenario'] for c in json.load(open(SET170_CHOICES))['chosen']]
        if len(s170) != 20 or s170 != json.load(open(SET170)):
            err('ref/set170_scenario_choices.json should list 20 chosen ids, those of ref/set170_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET170_CHOICES, e))
""")
rep("is not used by set 170' % x)", "is not used by set 172' % x)")
rep("""        if x in s28_:
            err('chosen scenario %s is one of set 165\\'s own ids' % x)
        if x in s168x_:
            err('chosen scenario %s is one of set 168\\'s ids' % x)""",
    """        if x in s28_:
            err('chosen scenario %s is one of set 167\\'s own ids' % x)
        if x in s170x_:
            err('chosen scenario %s is one of set 170\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 165\\'s trees' % sc)", "err('scenario %s is not in one of set 167\\'s trees' % sc)")
rep("err('new tag %s appears in set 168\\'s README' % t)", "err('new tag %s appears in set 170\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 168\\'s README' % t)", "err('new tag %s (with a space) appears in set 170\\'s README' % t)")
rep("err('set 168\\'s README not found at %s' % SET30_README)", "err('set 170\\'s README not found at %s' % SET30_README)")
rep("all set 165\\'s trees, none of set 165\\'s or set 168\\'s ids)", "all set 167\\'s trees, none of set 167\\'s or set 170\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('%d replacements' % n_done)
