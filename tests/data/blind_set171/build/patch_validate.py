"""Set 171: writes validate.py from set 169's validate.py (read as text, never imported or run) by asserted
replacements: a set 171 docstring head (set 169's docstring kept below it); set 169's and set 168's READMEs for the
distance checks; SET169, SET169_CHOICES and SET166 paths; set 171's eight claim tags in CLAIM_MIN and
NEW_CLAIM_TAGS; set 171's six prose styles in EST_TAGS, NEW_EST_TAGS and STYLE_PATTERNS (set 169's patterns kept as
SET169_STYLE_PATTERNS); set 169's and set 168's tags, their words and persona theme words added to
EARLIER_CLAIM_TAGS and their styles and prose theme words to SET41_STYLE_VARIANTS and EST_TAGS; set 171's scenario
rule (the 20 trees holding set 166's 20 scenarios, in set 166's order, each represented by its lowest record id that
is neither set 166's id nor one of set 169's ids), with set 169's own choices file checked against its list."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set169', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()
def rep(a, b, n=1):
    global s
    assert s.count(a) == n, (s.count(a), a[:80])
    s = s.replace(a, b)
rep('"""Stdlib-only checker for blind set 169 (claims.jsonl, estimates.jsonl, README.md).\nSet 169:',
    '"""Stdlib-only checker for blind set 171 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 171: set 169's checker (below, its docstring kept) patched by build/patch_validate.py with set 171's tags,\n"
    "styles and counts, set 171's scenario rule (the 20 trees that hold set 166's 20 scenarios, in set 166's order,\n"
    "each represented by its lowest record id that is neither set 166's id nor one of set 169's ids), and the READMEs\n"
    "of sets 169 and 168 for the distance checks; set 169's and set 168's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 169 (set 169's own docstring):\n"
    "Stdlib-only checker for blind set 169 (claims.jsonl, estimates.jsonl, README.md).\nSet 169:")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set167', 'README.md')  # set 169: set 167's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set169', 'README.md')  # set 171: set 169's README")
rep("for n in (166,)]  # set 169: set 166's README", "for n in (168,)]  # set 171: set 168's README")
rep("SET164 = os.path.join(HERE, 'ref', 'set164_scenarios.json')\n",
    "SET164 = os.path.join(HERE, 'ref', 'set164_scenarios.json')\n"
    "# set 171: set 169's list and its own choices file (set 169's ref/scenario_choices.json, copied under this name);\n"
    "# set 166's list (ref/set166_scenarios.json, copied from tests/data/blind_set166/ref/) holds the trees set 171 reuses\n"
    "SET169 = os.path.join(HERE, 'ref', 'set169_scenarios.json')\n"
    "SET169_CHOICES = os.path.join(HERE, 'ref', 'set169_scenario_choices.json')\n"
    "SET166 = os.path.join(HERE, 'ref', 'set166_scenarios.json')\n")
OLD_T = "'hattaranmyyja_tikku', 'cukurvate_kocins', 'buddhikebaal_chakri', 'algodonero_rehilete', 'gulakapas_pencucuk', 'kandiflos_pinnar', 'mianhuatang_zhutong', 'keobonggon_que'"
NEW_T = "'falafelnik_kaf', 'bayyaataamiya_maghrafa', 'falafelverkaeufer_schaumkelle', 'falafelverkoper_schuimspaan', 'falafelforsaljare_halslev', 'falafelci_kevgir', 'falafelsaelger_hulske', 'falafelarus_szurokanal'"
rep("    " + OLD_T.replace("', '", "': 12, '") + ": 12,", "    " + NEW_T.replace("', '", "': 12, '") + ": 12,")
rep("NEW_CLAIM_TAGS = [" + OLD_T + "]", "NEW_CLAIM_TAGS = [" + NEW_T + "]")
rep("            'barchan', 'nebkha', 'zibar', 'parabolic', 'rhourd', 'whaleback'}",
    "            'barchan', 'nebkha', 'zibar', 'parabolic', 'rhourd', 'whaleback',\n"
    "            # new in set 171 (prose styles)\n"
    "            'acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate'}")
rep("NEW_EST_TAGS = ['barchan', 'nebkha', 'zibar', 'parabolic', 'rhourd', 'whaleback']",
    "NEW_EST_TAGS = ['acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate']")
rep("STYLE_PATTERNS = {\n    'barchan'",
    "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (w, w) for w in
    ['acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate']) +
    "}\n# set 169's patterns (kept for the record)\nSET169_STYLE_PATTERNS = {\n    'barchan'")
t169 = ['hattaranmyyja_tikku', 'cukurvate_kocins', 'buddhikebaal_chakri', 'algodonero_rehilete', 'gulakapas_pencucuk', 'kandiflos_pinnar', 'mianhuatang_zhutong', 'keobonggon_que']
t168 = ['werksschwester_verbandskasten', 'verpleegster_pleister', 'sjukskoterska_stetoskop', 'tyoterveyshoitaja_rokote', 'pielegniarka_cisnieniomierz', 'sygeplejerske_forbinding', 'slaugytoja_svarstykles', 'sangyohokenshi_taionkei']
words = set()
for t in t169 + t168:
    words.add(t); words.update(t.split('_'))
words.update(['candyfloss', 'floss', 'hattara', 'occupational', 'nurse', 'nurses', 'nursing'])
st169 = ['barchan', 'nebkha', 'zibar', 'parabolic', 'rhourd', 'whaleback']
st168 = ['orecchiette', 'farfalle', 'rigatoni', 'pappardelle', 'tagliatelle', 'bucatini']
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor, "# set 171: set 169's claim tags, their words and its persona theme word, and set 168's (a parallel set); set 169's\n"
    "# and set 168's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(st169 + st168 + ['dune', 'dunes', 'pasta']) +
    "EST_TAGS |= set(%r)\n" % sorted(st169 + st168) + anchor)
rep("    s28_ = json.load(open(SET164))  # set 164's scenario ids: the trees set 169 reuses (name kept from set 39's checker)",
    "    s169x_ = json.load(open(SET169))  # set 169's ids: not to be chosen again\n"
    "    if len(s169x_) != 20 or len({ds[x][2] for x in s169x_ if x in ds}) != 20:\n"
    "        err('ref/set169_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s164x_ = json.load(open(SET164))\n"
    "    if len(s164x_) != 20 or len({ds[x][2] for x in s164x_ if x in ds}) != 20:\n"
    "        err('ref/set164_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET166))  # set 166's scenario ids: the trees set 171 reuses (name kept from set 39's checker)")
rep("        err('ref/set164_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 169 reuses)')",
    "        err('ref/set166_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 171 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s167x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s169x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set169_scenarios.json'))) != chosen:
            err('ref/set169_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set169_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set171_scenarios.json'))) != chosen:
            err('ref/set171_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set171_scenarios.json: %s' % e)
    # set 169's own choices file (saved as ref/set169_scenario_choices.json) must agree with ref/set169_scenarios.json
    try:
        s169 = [c['scenario'] for c in json.load(open(SET169_CHOICES))['chosen']]
        if len(s169) != 20 or s169 != json.load(open(SET169)):
            err('ref/set169_scenario_choices.json should list 20 chosen ids, those of ref/set169_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET169_CHOICES, e))
""")
rep("is not used by set 169' % x)", "is not used by set 171' % x)")
rep("            err('chosen scenario %s is one of set 164\\'s own ids' % x)\n        if x in s167x_:",
    "            err('chosen scenario %s is one of set 166\\'s own ids' % x)\n        if x in s169x_:")
i = s.index("        if x in s169x_:\n")
j = s.index('\n', i + 30)
line = s[i + len("        if x in s169x_:\n"):j]
assert "set 167" in line, line
s = s[:i + len("        if x in s169x_:\n")] + line.replace('set 167', 'set 169') + s[j:]
rep("err('scenario %s is not in one of set 164\\'s trees' % sc)", "err('scenario %s is not in one of set 166\\'s trees' % sc)")
rep("all set 164\\'s trees, none of set 164\\'s or set 167\\'s ids)", "all set 166\\'s trees, none of set 166\\'s or set 169\\'s ids)")
for a, b in (("err('new tag %s appears in set 167\\'s README' % t)", "err('new tag %s appears in set 169\\'s README' % t)"),
             ("err('new tag %s (with a space) appears in set 167\\'s README' % t)", "err('new tag %s (with a space) appears in set 169\\'s README' % t)"),
             ("err('set 167\\'s README not found at %s' % SET30_README)", "err('set 169\\'s README not found at %s' % SET30_README)")):
    rep(a, b)
open(DST, 'w', encoding='utf-8').write(s)
print('written', DST)
