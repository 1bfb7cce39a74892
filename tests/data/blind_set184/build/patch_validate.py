"""Write ../validate.py: set 182's validate.py (read as text, never imported or run) with asserted replacements:
set 184's docstring on top (set 182's kept below it); the READMEs of sets 182 and 183 for the distance checks;
set 182's list and choices file and set 179's list in ref/ (SET182, SET182_CHOICES, SET179); set 184's eight claim
tags in CLAIM_MIN and NEW_CLAIM_TAGS; set 184's six prose styles in EST_TAGS, NEW_EST_TAGS and STYLE_PATTERNS
(set 182's patterns kept for the record as SET182_STYLE_PATTERNS); set 183's styles added to EST_TAGS as a
parallel set's; the earlier lists gain the tags, tag words and persona theme words (with plurals) of sets 182 and
183 (EARLIER_CLAIM_TAGS) and their prose styles and prose theme words (with plurals; SET41_STYLE_VARIANTS,
EST_TAGS), all read from the two READMEs; set 184's scenario rule (the 20 trees holding set 179's scenarios, in
set 179's order, each represented by its lowest record id that is neither set 179's id nor one of set 182's ids);
set 182's own choices file checked against ref/set182_scenarios.json; messages name sets 179, 182 and 184."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', '..')
src = open(os.path.join(ROOT, 'blind_set182', 'validate.py'), encoding='utf-8').read()
R182 = open(os.path.join(ROOT, 'blind_set182', 'README.md'), encoding='utf-8').read()
R183 = open(os.path.join(ROOT, 'blind_set183', 'README.md'), encoding='utf-8').read()

NEW_TAGS = ['historiker_tonband', 'historien_frise', 'historicus_plakboek', 'historyk_kartoteka',
            'historioitsija_arkistolaatikko', 'ajaloolane_markmik', 'istorikas_albumas', 'historiador_grabadora']
NEW_STYLES = ['parhelion', 'paraselene', 'anthelion', 'subsun', 'circumzenithal', 'heiligenschein']


def readme_lists(txt):
    tags = re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+\s*\|', txt, re.M)
    tags = [t for t in tags if t not in ('realistic_reply', 'attacker_probe')]
    sec = txt[txt.index('## 2. estimates.jsonl'):]
    styles = re.findall(r'`([a-z_]+)` 20\b', sec.split('\n\n')[1])
    themes = re.findall(r'the theme word, (\w+), begins', txt)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (tags, styles, themes)
    return tags, styles, themes


t182, s182, th182 = readme_lists(R182)
t183, s183, th183 = readme_lists(R183)
claim_words = set()
for t in t182 + t183:
    claim_words.add(t)
    claim_words.update(t.split('_'))
def plural(w):
    return w[:-1] + 'ies' if re.search(r'[^aeiou]y$', w) else w + 's'


for th in (th182[0], th183[0]):
    claim_words.update({th, plural(th)})
style_words = set(s182 + s183)
for th in (th182[1], th183[1]):
    style_words.update({th, plural(th)})


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


# docstring
rep('"""Stdlib-only checker for blind set 182 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 184 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 184: set 182's checker (below, its docstring kept) patched by build/patch_validate.py with set 184's tags,\n"
    "styles and counts, set 184's scenario rule (the 20 trees that hold set 179's 20 scenarios, in set 179's order,\n"
    "each represented by its lowest record id that is neither set 179's id nor one of set 182's ids), and the READMEs\n"
    "of sets 182 and 183 for the distance checks; set 182's and set 183's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 182 (set 182's own docstring):\n"
    "Stdlib-only checker for blind set 182 (claims.jsonl, estimates.jsonl, README.md).\n")
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set180', 'README.md')  # set 182: set 180's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set182', 'README.md')  # set 184: set 182's README")
rep("for n in (181,)]  # set 182: set 181's README", "for n in (183,)]  # set 184: set 183's README")
# ref files
rep("SET180_CHOICES = os.path.join(HERE, 'ref', 'set180_scenario_choices.json')\n",
    "SET180_CHOICES = os.path.join(HERE, 'ref', 'set180_scenario_choices.json')\n"
    "# set 184: set 182's list and its own choices file (set 182's ref/scenario_choices.json, copied under this name);\n"
    "# set 179's list (ref/set179_scenarios.json, copied from tests/data/blind_set179/ref/) holds the trees set 184 reuses\n"
    "SET182 = os.path.join(HERE, 'ref', 'set182_scenarios.json')\n"
    "SET182_CHOICES = os.path.join(HERE, 'ref', 'set182_scenario_choices.json')\n"
    "SET179 = os.path.join(HERE, 'ref', 'set179_scenarios.json')\n")
# claim tags
old_line = "    " + ', '.join("'%s': 12" % t for t in t182) + ',\n'
rep(old_line, "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep('NEW_CLAIM_TAGS = %r\n' % t182, 'NEW_CLAIM_TAGS = %r\n' % NEW_TAGS)
# prose styles
rep("            # new in set 182 (prose styles)\n            %s}\n" % ', '.join("'%s'" % s for s in s182),
    "            # new in set 182 (prose styles)\n            %s,\n" % ', '.join("'%s'" % s for s in s182) +
    "            # set 183's (a parallel set) prose styles\n            %s,\n" % ', '.join("'%s'" % s for s in s183) +
    "            # new in set 184 (prose styles)\n            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = %r\n' % s182, 'NEW_EST_TAGS = %r\n' % NEW_STYLES)
m = re.search(r"STYLE_PATTERNS = \{\n(.*?)\n\}\n", src, re.S)
old_pat = m.group(0)
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
new_pat += "# set 182's patterns (kept for the record)\nSET182_" + old_pat
rep(old_pat, new_pat)
# earlier lists
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor,
    "# set 184: set 182's claim tags, their words and its persona theme word (%s), and set 183's (a parallel set;\n"
    "# %s); set 182's and set 183's styles and theme words (%s, %s), read from their READMEs\n"
    % (th182[0], th183[0], th182[1], th183[1]) +
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words) +
    "EST_TAGS |= set(%r)\n" % sorted(s182 + s183) + anchor)
# scenario rule
rep("    s28_ = json.load(open(SET177))  # set 177's scenario ids: the trees set 182 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 177's trees (name kept from set 39's checker)\n",
    "    s182x_ = json.load(open(SET182))  # set 182's ids: not to be chosen again\n"
    "    if len(s182x_) != 20 or len({ds[x][2] for x in s182x_ if x in ds}) != 20:\n"
    "        err('ref/set182_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET179))  # set 179's scenario ids: the trees set 184 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 179's trees (name kept from set 39's checker)\n")
rep("        err('ref/set177_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 182 reuses)')",
    "        err('ref/set179_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 184 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s180x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s182x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set182_scenarios.json'))) != chosen:\n"
    "            err('ref/set182_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set182_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set184_scenarios.json'))) != chosen:\n"
    "            err('ref/set184_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set184_scenarios.json: %s' % e)\n"
    "    # set 182's own choices file (saved as ref/set182_scenario_choices.json) must agree with ref/set182_scenarios.json\n"
    "    try:\n"
    "        s182 = [c['scenario'] for c in json.load(open(SET182_CHOICES))['chosen']]\n"
    "        if len(s182) != 20 or s182 != json.load(open(SET182)):\n"
    "            err('ref/set182_scenario_choices.json should list 20 chosen ids, those of ref/set182_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET182_CHOICES, e))\n")
rep("is not used by set 182' % x)", "is not used by set 184' % x)")
rep("            err('chosen scenario %s is one of set 177\\'s own ids' % x)\n"
    "        if x in s180x_:\n"
    "            err('chosen scenario %s is one of set 180\\'s ids' % x)\n",
    "            err('chosen scenario %s is one of set 179\\'s own ids' % x)\n"
    "        if x in s182x_:\n"
    "            err('chosen scenario %s is one of set 182\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 177\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 179\\'s trees' % sc)")
rep("(trees distinct, all set 177\\'s trees, none of set 177\\'s or set 180\\'s ids)",
    "(trees distinct, all set 179\\'s trees, none of set 179\\'s or set 182\\'s ids)")
rep("                err('new tag %s appears in set 180\\'s README' % t)",
    "                err('new tag %s appears in set 182\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 180\\'s README' % t)",
    "                err('new tag %s (with a space) appears in set 182\\'s README' % t)")
rep("        err('set 180\\'s README not found at %s' % SET30_README)",
    "        err('set 182\\'s README not found at %s' % SET30_README)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('set 182:', t182, s182, th182)
print('set 183:', t183, s183, th183)
print('claim words added:', len(claim_words), 'style words added:', sorted(style_words))
