"""Writes set 168's validate.py from set 166's (tests/data/blind_set166/validate.py, read as text) by asserted
replacements: the docstring gains a set-168 paragraph; set 166's README (SET30_README) and set 164's README
(OTHER_READMES) for the distance checks; ref/set166_scenarios.json and ref/set166_scenario_choices.json (SET166,
SET166_CHOICES) and the check that they agree; set 168's scenario rule (the trees of set 163's scenarios, in set
163's order, each represented by its lowest record id that is neither set 163's id nor one of set 166's ids) and
ref/set168_scenarios.json; set 168's eight tags (CLAIM_MIN, NEW_CLAIM_TAGS), six styles (EST_TAGS, NEW_EST_TAGS,
STYLE_PATTERNS; set 166's patterns kept as SET166_STYLE_PATTERNS); set 166's and set 164's (a parallel set) tags,
their words and persona theme words added to EARLIER_CLAIM_TAGS, and their styles and theme words to
SET41_STYLE_VARIANTS and EST_TAGS; messages naming sets 161, 165 and 166 renamed."""
import os
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
src = open(os.path.join(HERE, '..', 'blind_set166', 'validate.py'), encoding='utf-8').read()
NEWT = ['werksschwester_verbandskasten', 'verpleegster_pleister', 'sjukskoterska_stetoskop', 'tyoterveyshoitaja_rokote',
        'pielegniarka_cisnieniomierz', 'sygeplejerske_forbinding', 'slaugytoja_svarstykles', 'sangyohokenshi_taionkei']
NEWS = ['orecchiette', 'farfalle', 'rigatoni', 'pappardelle', 'tagliatelle', 'bucatini']
OLDT = ['pfandsammler_jutebeutel', 'pantsamler_cykelkurv', 'pantsamlare_kundvagn', 'pullonkeraaja_muovikassi',
        'zbieracz_worek', 'taarakoguja_kott', 'statiegeldjager_fietstas', 'palackgyujto_szatyor']
T164 = ['moutardier_tamis', 'mosterdmaker_kruik', 'mostacero_orza', 'mostardaio_pestello', 'horcicar_mlynek',
        'mustarmester_daralo', 'mostrichmacher_muehlstein', 'mostardeiro_alguidar']
OLDS = ['mistral', 'sirocco', 'foehn', 'chinook', 'tramontane', 'harmattan']
S164 = ['allemande', 'courante', 'sarabande', 'gigue', 'gavotte', 'bourree']
def words(ts): return sorted(set(ts) | {w for t in ts for w in t.split('_')})
earlier_claims = words(OLDT + T164) + ['returnables', 'returnable', 'pfand', 'pant', 'bottle_collector', 'bottle_collecting',
                                       'mustard', 'mustard_maker', 'mostrich', 'moutarde', 'mosterd', 'mostaza']
reps = []
def rep(a, b, n=1):
    reps.append((a, b, n))
rep('"""Stdlib-only checker for blind set 166 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 168 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 168: set 166's checker (below, its docstring kept) patched by build/patch_validate.py with set 168's tags,\n"
    "styles and counts, set 168's scenario rule (the 20 trees that hold set 163's 20 scenarios, in set 163's order,\n"
    "each represented by its lowest record id that is neither set 163's id nor one of set 166's ids), and the READMEs\n"
    "of sets 166 and 164 for the distance checks; set 166's and set 164's tags, their words, styles and theme words are\n"
    "added to the earlier lists.\n"
    "Set 166 (set 166's own docstring):\n"
    "Stdlib-only checker for blind set 166 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set165', 'README.md')  # set 166: set 165's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set166', 'README.md')  # set 168: set 166's README")
rep("for n in (163,)]  # set 166: set 163's README", "for n in (164,)]  # set 168: set 164's README")
rep("SET165_CHOICES = os.path.join(HERE, 'ref', 'set165_scenario_choices.json')\n",
    "SET165_CHOICES = os.path.join(HERE, 'ref', 'set165_scenario_choices.json')\n"
    "# set 168: set 166's list and its own choices file (set 166's ref/scenario_choices.json, copied under this name);\n"
    "# set 163's list (ref/set163_scenarios.json, above) holds the trees set 168 reuses\n"
    "SET166 = os.path.join(HERE, 'ref', 'set166_scenarios.json')\n"
    "SET166_CHOICES = os.path.join(HERE, 'ref', 'set166_scenario_choices.json')\n")
old_min = ", ".join("'%s': 12" % t for t in OLDT)
rep(old_min, ", ".join("'%s': 12" % t for t in NEWT))
rep("NEW_CLAIM_TAGS = %r" % OLDT, "NEW_CLAIM_TAGS = %r" % NEWT)
rep("            'mistral', 'sirocco', 'foehn', 'chinook', 'tramontane', 'harmattan'}",
    "            'mistral', 'sirocco', 'foehn', 'chinook', 'tramontane', 'harmattan',\n"
    "            # new in set 168 (prose styles)\n"
    "            'orecchiette', 'farfalle', 'rigatoni', 'pappardelle', 'tagliatelle', 'bucatini'}")
rep("NEW_EST_TAGS = %r" % OLDS, "NEW_EST_TAGS = %r" % NEWS)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLDS) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEWS) + "}\n"
           "# set 166's patterns (kept for the record)\nSET166_STYLE_PATTERNS = {\n"
           + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLDS) + "}\n")
rep(old_pat, new_pat)
rep("AVOIDED_EST_FORMS = {",
    "# set 168: set 166's claim tags, their words and its persona theme words, and set 164's (a parallel set); set\n"
    "# 166's and set 164's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % earlier_claims +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLDS + S164 + ['wind', 'winds', 'baroque', 'baroque_suite']) +
    "EST_TAGS |= set(%r)\n" % (OLDS + S164) +
    "AVOIDED_EST_FORMS = {")
rep("    s28_ = json.load(open(SET161))  # set 161's scenario ids: the trees set 166 reuses (name kept from set 39's checker)",
    "    s166x_ = json.load(open(SET166))  # set 166's ids: not to be chosen again\n"
    "    if len(s166x_) != 20 or len({ds[x][2] for x in s166x_ if x in ds}) != 20:\n"
    "        err('ref/set166_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET163))  # set 163's scenario ids: the trees set 168 reuses (name kept from set 39's checker)")
rep("        err('ref/set161_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 166 reuses)')",
    "        err('ref/set163_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 168 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s165x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s166x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set166_scenarios.json'))) != chosen:\n"
    "            err('ref/set166_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set166_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set168_scenarios.json'))) != chosen:\n"
    "            err('ref/set168_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set168_scenarios.json: %s' % e)\n"
    "    # set 166's own choices file (saved as ref/set166_scenario_choices.json) must agree with ref/set166_scenarios.json\n"
    "    try:\n"
    "        s166 = [c['scenario'] for c in json.load(open(SET166_CHOICES))['chosen']]\n"
    "        if len(s166) != 20 or s166 != json.load(open(SET166)):\n"
    "            err('ref/set166_scenario_choices.json should list 20 chosen ids, those of ref/set166_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET166_CHOICES, e))\n")
rep("is not used by set 166' % x)", "is not used by set 168' % x)")
rep("            err('chosen scenario %s is one of set 161\\'s own ids' % x)\n        if x in s165x_:\n            err('chosen scenario %s is one of set 165\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 163\\'s own ids' % x)\n        if x in s166x_:\n            err('chosen scenario %s is one of set 166\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 161\\'s trees' % sc)", "            err('scenario %s is not in one of set 163\\'s trees' % sc)")
rep("appears in set 165\\'s README' % t)", "appears in set 166\\'s README' % t)", 2)
rep("        err('set 165\\'s README not found at %s' % SET30_README)", "        err('set 166\\'s README not found at %s' % SET30_README)")
rep("all set 161\\'s trees, none of set 161\\'s or set 165\\'s ids)", "all set 163\\'s trees, none of set 163\\'s or set 166\\'s ids)")
for a, b, n in reps:
    assert src.count(a) == n, (src.count(a), a[:120])
    src = src.replace(a, b)
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(reps), 'replacements')
