"""Set 169: writes ../validate.py from set 167's validate.py (tests/data/blind_set167/validate.py, read as text, never
imported or run) by asserted text replacements: set 169's docstring header; set 167's README (SET30_README) and
set 166's README (OTHER_READMES) for the distance checks; set 169's claim tags (CLAIM_MIN, NEW_CLAIM_TAGS), prose
styles (EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 167's patterns kept as SET167_STYLE_PATTERNS); set 169's
scenario rule (the 20 trees that hold set 164's 20 scenarios, in set 164's order, each represented by its lowest
record id that is neither set 164's id nor one of set 167's ids), with set 167's own choices file checked against
ref/set167_scenarios.json; set 167's and set 166's claim tags, their words and persona theme words added to
EARLIER_CLAIM_TAGS, and their styles and theme words to SET41_STYLE_VARIANTS and EST_TAGS."""
import os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(HERE, '..', 'blind_set167', 'validate.py'), encoding='utf-8').read()
def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old, n)
    src = src.replace(old, new)
NEW_TAGS = ['hattaranmyyja_tikku', 'cukurvate_kocins', 'buddhikebaal_chakri', 'algodonero_rehilete',
            'gulakapas_pencucuk', 'kandiflos_pinnar', 'mianhuatang_zhutong', 'keobonggon_que']
OLD_TAGS = ['crepier_billig', 'blinshchik_skovoroda', 'koekenbakker_koekenpan', 'letunpaistaja_lettupannu',
            'crempogwr_gradell', 'hotteokjangsu_nulgae', 'aebleskivebager_strikkepind', 'appakaraya_appachatti']
S166_TAGS = ['pfandsammler_jutebeutel', 'pantsamler_cykelkurv', 'pantsamlare_kundvagn', 'pullonkeraaja_muovikassi',
             'zbieracz_worek', 'taarakoguja_kott', 'statiegeldjager_fietstas', 'palackgyujto_szatyor']
NEW_STYLES = ['barchan', 'nebkha', 'zibar', 'parabolic', 'rhourd', 'whaleback']
OLD_STYLES = ['chantilly', 'alencon', 'torchon', 'valenciennes', 'honiton', 'carrickmacross']
S166_STYLES = ['mistral', 'sirocco', 'foehn', 'chinook', 'tramontane', 'harmattan']
# docstring
rep('"""Stdlib-only checker for blind set 167 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 169 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 169: set 167\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 169\'s tags,\n'
    'styles and counts, set 169\'s scenario rule (the 20 trees that hold set 164\'s 20 scenarios, in set 164\'s order,\n'
    'each represented by its lowest record id that is neither set 164\'s id nor one of set 167\'s ids), and the READMEs\n'
    'of sets 167 and 166 for the distance checks; set 167\'s and set 166\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 167 (set 167\'s own docstring):\n'
    'Stdlib-only checker for blind set 167 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set165', 'README.md')  # set 167: set 165's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set167', 'README.md')  # set 169: set 167's README")
rep("for n in (164,)]  # set 167: set 164's README", "for n in (166,)]  # set 169: set 166's README")
# scenario lists
rep("SET162 = os.path.join(HERE, 'ref', 'set162_scenarios.json')\n",
    "SET162 = os.path.join(HERE, 'ref', 'set162_scenarios.json')\n"
    "# set 169: set 167's list and its own choices file (set 167's ref/scenario_choices.json, copied under this name);\n"
    "# set 164's list (ref/set164_scenarios.json, copied from tests/data/blind_set164/ref/) holds the trees set 169 reuses\n"
    "SET167 = os.path.join(HERE, 'ref', 'set167_scenarios.json')\n"
    "SET167_CHOICES = os.path.join(HERE, 'ref', 'set167_scenario_choices.json')\n"
    "SET164 = os.path.join(HERE, 'ref', 'set164_scenarios.json')\n")
# claim tags
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
# styles
rep("            # new in set 167 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # new in set 167 (prose styles)\n            %s,\n            # new in set 169 (prose styles)\n            %s}"
    % (', '.join("'%s'" % s for s in OLD_STYLES), ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           "# set 167's patterns (kept for the record)\nSET167_" + old_pat)
rep(old_pat, new_pat)
# earlier lists
def words(tags):
    out = set(tags)
    for t in tags:
        out.update(t.split('_'))
    return out
claim_add = words(OLD_TAGS) | words(S166_TAGS) | {'crepe', 'crepes', 'crepier', 'returnables', 'returnable'}
style_add = set(OLD_STYLES) | set(S166_STYLES) | {'lace', 'wind', 'winds'}
anchor = "AVOIDED_EST_FORMS = {'lua_note',"
rep(anchor,
    "# set 169: set 167's claim tags, their words and its persona theme word, and set 166's (a parallel set); set 167's\n"
    "# and set 166's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_add) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_add) +
    "EST_TAGS |= set(%r)\n" % sorted(set(OLD_STYLES) | set(S166_STYLES)) + anchor)
# scenario rule
rep("    s28_ = json.load(open(SET162))  # set 162's scenario ids: the trees set 167 reuses (name kept from set 39's checker)\n",
    "    s167x_ = json.load(open(SET167))  # set 167's ids: not to be chosen again\n"
    "    if len(s167x_) != 20 or len({ds[x][2] for x in s167x_ if x in ds}) != 20:\n"
    "        err('ref/set167_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s162x_ = json.load(open(SET162))\n"
    "    if len(s162x_) != 20 or len({ds[x][2] for x in s162x_ if x in ds}) != 20:\n"
    "        err('ref/set162_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET164))  # set 164's scenario ids: the trees set 169 reuses (name kept from set 39's checker)\n")
rep("        err('ref/set162_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 167 reuses)')",
    "        err('ref/set164_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 169 reuses)')")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s165x_]",
    "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s167x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set167_scenarios.json'))) != chosen:
            err('ref/set167_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set167_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set169_scenarios.json'))) != chosen:
            err('ref/set169_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set169_scenarios.json: %s' % e)
    # set 167's own choices file (saved as ref/set167_scenario_choices.json) must agree with ref/set167_scenarios.json
    try:
        s167 = [c['scenario'] for c in json.load(open(SET167_CHOICES))['chosen']]
        if len(s167) != 20 or s167 != json.load(open(SET167)):
            err('ref/set167_scenario_choices.json should list 20 chosen ids, those of ref/set167_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET167_CHOICES, e))
""")
rep("is not used by set 167' % x)", "is not used by set 169' % x)")
rep("""            err('chosen scenario %s is one of set 162\\'s own ids' % x)
        if x in s165x_:
            err('chosen scenario %s is one of set 165\\'s ids' % x)""",
    """            err('chosen scenario %s is one of set 164\\'s own ids' % x)
        if x in s167x_:
            err('chosen scenario %s is one of set 167\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 162\\'s trees' % sc)", "err('scenario %s is not in one of set 164\\'s trees' % sc)")
rep("set 165\\'s README", "set 167\\'s README", 3)
rep("all set 162\\'s trees, none of set 162\\'s or set 165\\'s ids", "all set 164\\'s trees, none of set 164\\'s or set 167\\'s ids")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written: %d lines' % src.count('\n'))
