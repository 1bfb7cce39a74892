"""Write ../validate.py: set 184's checker (tests/data/blind_set184/validate.py, read as text, never imported or run)
with asserted replacements for set 186:
- docstring: a set 186 paragraph, set 184's docstring kept below it;
- set 186's tags (CLAIM_MIN, NEW_CLAIM_TAGS), styles (NEW_EST_TAGS, STYLE_PATTERNS; set 184's patterns kept as
  SET184_STYLE_PATTERNS) and EST_TAGS gaining set 185's and set 186's styles;
- set 186's scenario rule: the 20 trees of set 181's scenarios (ref/set181_scenarios.json), in set 181's order, each
  represented by its lowest record id that is neither set 181's id nor one of set 184's ids
  (ref/set184_scenarios.json); set 184's own choices file (ref/set184_scenario_choices.json) must agree with its list;
- the READMEs of sets 184 and 185 for the distance checks (SET30_README and OTHER_READMES);
- the earlier lists gain set 184's and set 185's tags, their words, their persona theme words and plurals
  (EARLIER_CLAIM_TAGS), their styles (EST_TAGS, SET41_STYLE_VARIANTS) and prose theme words with plurals
  (SET41_STYLE_VARIANTS), all read from their READMEs."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set184', 'validate.py'), encoding='utf-8').read()

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

NEW_TAGS = ['dessinateur_calque', 'delineante_escalimetro', 'disegnatore_tecnigrafo', 'kreslarz_cyrkiel',
            'desenhista_normografo', 'joonestaja_rapidograaf', 'braizytojas_trintukas', 'crtac_trokut']
NEW_STYLES = ['rokkaku', 'parafoil', 'hargrave', 'conyne', 'yakko', 'genki']

def readme_lists(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', t.split('## 2. estimates.jsonl')[1].split('###')[0])
    themes = re.findall(r'\(the theme word, ([a-z]+), begins', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes

def plural(w):
    return w[:-1] + 'ies' if re.search(r'[^aeiou]y$', w) else w + 's'

lists = {n: readme_lists(n) for n in (184, 185)}

# docstring
rep('"""Stdlib-only checker for blind set 184 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 186 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 186: set 184's checker (below, its docstring kept) patched by build/patch_validate.py with set 186's tags,\n"
    "styles and counts, set 186's scenario rule (the 20 trees that hold set 181's 20 scenarios, in set 181's order,\n"
    "each represented by its lowest record id that is neither set 181's id nor one of set 184's ids), and the READMEs\n"
    "of sets 184 and 185 for the distance checks; set 184's and set 185's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 184 (set 184's own docstring):\n"
    "Stdlib-only checker for blind set 184 (claims.jsonl, estimates.jsonl, README.md).\n")
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set182', 'README.md')  # set 184: set 182's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set184', 'README.md')  # set 186: set 184's README")
rep("for n in (183,)]  # set 184: set 183's README", "for n in (185,)]  # set 186: set 185's README")
rep("err('new tag %s appears in set 182\\'s README' % t)", "err('new tag %s appears in set 184\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 182\\'s README' % t)", "err('new tag %s (with a space) appears in set 184\\'s README' % t)")
rep("err('set 182\\'s README not found at %s' % SET30_README)", "err('set 184\\'s README not found at %s' % SET30_README)")
# scenario files
rep("SET179 = os.path.join(HERE, 'ref', 'set179_scenarios.json')\n",
    "SET179 = os.path.join(HERE, 'ref', 'set179_scenarios.json')\n"
    "# set 186: set 184's list and its own choices file (set 184's ref/scenario_choices.json, copied under this name);\n"
    "# set 181's list (ref/set181_scenarios.json, copied from tests/data/blind_set181/ref/) holds the trees set 186 reuses\n"
    "SET184 = os.path.join(HERE, 'ref', 'set184_scenarios.json')\n"
    "SET184_CHOICES = os.path.join(HERE, 'ref', 'set184_scenario_choices.json')\n"
    "SET181 = os.path.join(HERE, 'ref', 'set181_scenarios.json')\n")
rep("    s28_ = json.load(open(SET179))  # set 179's scenario ids: the trees set 184 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 179's trees (name kept from set 39's checker)\n",
    "    s179x_ = json.load(open(SET179))  # set 179's ids (the trees set 184 reused)\n"
    "    if len(s179x_) != 20 or len({ds[x][2] for x in s179x_ if x in ds}) != 20:\n"
    "        err('ref/set179_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s184x_ = json.load(open(SET184))  # set 184's ids: not to be chosen again\n"
    "    if len(s184x_) != 20 or len({ds[x][2] for x in s184x_ if x in ds}) != 20:\n"
    "        err('ref/set184_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET181))  # set 181's scenario ids: the trees set 186 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 181's trees (name kept from set 39's checker)\n")
rep("err('ref/set179_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 184 reuses)')",
    "err('ref/set181_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 186 reuses)')")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s182x_]",
    "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s184x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set184_scenarios.json'))) != chosen:\n"
    "            err('ref/set184_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set184_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set186_scenarios.json'))) != chosen:\n"
    "            err('ref/set186_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set186_scenarios.json: %s' % e)\n"
    "    # set 184's own choices file (saved as ref/set184_scenario_choices.json) must agree with ref/set184_scenarios.json\n"
    "    try:\n"
    "        s184 = [c['scenario'] for c in json.load(open(SET184_CHOICES))['chosen']]\n"
    "        if len(s184) != 20 or s184 != json.load(open(SET184)):\n"
    "            err('ref/set184_scenario_choices.json should list 20 chosen ids, those of ref/set184_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET184_CHOICES, e))\n")
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 184' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 186' % x)")
rep("err('chosen scenario %s is one of set 179\\'s own ids' % x)\n        if x in s182x_:\n            err('chosen scenario %s is one of set 182\\'s ids' % x)",
    "err('chosen scenario %s is one of set 181\\'s own ids' % x)\n        if x in s184x_:\n            err('chosen scenario %s is one of set 184\\'s ids' % x)")
rep("err('scenario %s is not in one of set 179\\'s trees' % sc)", "err('scenario %s is not in one of set 181\\'s trees' % sc)")
rep("(trees distinct, all set 179\\'s trees, none of set 179\\'s or set 182\\'s ids)",
    "(trees distinct, all set 181\\'s trees, none of set 181\\'s or set 184\\'s ids)")
# tags and styles
old_tags = lists[184][0]
rep("    'historiker_tonband': 12, 'historien_frise': 12, 'historicus_plakboek': 12, 'historyk_kartoteka': 12, 'historioitsija_arkistolaatikko': 12, 'ajaloolane_markmik': 12, 'istorikas_albumas': 12, 'historiador_grabadora': 12,\n",
    "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
old_styles = lists[184][1]
rep("            # new in set 184 (prose styles)\n            %s}\n" % ', '.join("'%s'" % s for s in old_styles),
    "            # new in set 184 (prose styles)\n            %s,\n" % ', '.join("'%s'" % s for s in old_styles) +
    "            # set 185's (a parallel set) prose styles\n            %s,\n" % ', '.join("'%s'" % s for s in lists[185][1]) +
    "            # new in set 186 (prose styles)\n            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = %r\n" % old_styles, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 184's patterns (kept for the record)\nSET184_" + old_pat)
rep(old_pat, new_pat)
# earlier lists
claim_add, var_add, est_add = set(), set(), set()
for n in (184, 185):
    tags, styles, themes = lists[n]
    for t in tags:
        claim_add.add(t); claim_add.update(t.split('_'))
    claim_add.update([themes[0], plural(themes[0])])
    var_add.update(styles); var_add.update([themes[1], plural(themes[1])])
    est_add.update(styles)
anchor = "EST_TAGS |= set(['awning', 'butte', 'casement', 'cuesta', 'hogback', 'inselberg', 'jalousie', 'mesa', 'oriel', 'sash', 'skylight', 'tepui'])\n"
rep(anchor, anchor +
    "# set 186: set 184's claim tags, their words and its persona theme word (%s), and set 185's (a parallel set;\n"
    "# %s); set 184's and set 185's styles and theme words (%s, %s), read from their READMEs\n"
    % (lists[184][2][0], lists[185][2][0], lists[184][2][1], lists[185][2][1]) +
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_add) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(var_add) +
    "EST_TAGS |= set(%r)\n" % sorted(est_add))
rep("# set 130's new tags, each with committing and adversarial forms (checked below)",
    "# set 130's new tags, each with committing and adversarial forms (checked below; set 186's tags here)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written; earlier claim entries +%d, style variants +%d, est tags +%d' % (len(claim_add), len(var_add), len(est_add)))
print(lists)
