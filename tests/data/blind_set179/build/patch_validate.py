"""Writes ../validate.py: set 177's validate.py (tests/data/blind_set177/validate.py, read as text) with asserted
replacements for set 179:
- the docstring gains a set 179 paragraph (set 177's kept below it);
- paths: set 177's list and its own choices file (ref/set177_scenarios.json, ref/set177_scenario_choices.json) and
  set 174's list (ref/set174_scenarios.json, the trees set 179 reuses); set 177's README for the tag check
  (SET30_README) and set 175's as the other README;
- set 179's eight tags (CLAIM_MIN, NEW_CLAIM_TAGS) and six styles (EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 177's
  patterns kept as SET177_STYLE_PATTERNS);
- the earlier lists gain set 177's and set 175's tags, their words, their persona theme words and their styles and
  prose theme words (with plurals), all read from the READMEs of sets 177 and 175 here;
- the scenario rule: the 20 trees that hold set 174's 20 scenarios, in set 174's order, each represented by its lowest
  record id that is neither set 174's id nor one of set 177's ids; set 177's own choices file must agree with its list;
  messages name sets 179, 177 and 174."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set177', 'validate.py'), encoding='utf-8').read()

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

def readme_facts(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+', txt, re.M)]
    tags = [t for t in tags if t not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', txt)
    themes = re.findall(r'\(the theme word, ([a-z]+), begins', txt)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes

NEW_TAGS = ['schulungsleiter_moderationskoffer', 'opleider_flipover', 'valmentaja_tussi', 'szkoleniowiec_rzutnik',
            'oktato_jegyzet', 'treinador_apostila', 'skolitel_ukazovatko', 'utbildare_bladderblock']
NEW_STYLES = ['dogleg', 'winder', 'bifurcated', 'helical', 'imperial', 'perron']
OLD_TAGS = ['werver_vacature', 'selezionatore_colloquio', 'rekrytoija_ansioluettelo', 'rekruterka_zyciorys',
            'toborzo_allashirdetes', 'recrutador_entrevista', 'personalberater_lebenslauf', 'naborar_inzerat']
OLD_STYLES = ['gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead']

# docstring
rep('"""Stdlib-only checker for blind set 177 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 179 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 179: set 177\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 179\'s tags,\n'
    'styles and counts, set 179\'s scenario rule (the 20 trees that hold set 174\'s 20 scenarios, in set 174\'s order,\n'
    'each represented by its lowest record id that is neither set 174\'s id nor one of set 177\'s ids), and the READMEs\n'
    'of sets 177 and 175 for the distance checks; set 177\'s and set 175\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 177 (set 177\'s own docstring):\n'
    'Stdlib-only checker for blind set 177 (claims.jsonl, estimates.jsonl, README.md).\n')
# paths
rep("SET172 = os.path.join(HERE, 'ref', 'set172_scenarios.json')\n",
    "SET172 = os.path.join(HERE, 'ref', 'set172_scenarios.json')\n"
    "# set 179: set 177's list and its own choices file (set 177's ref/scenario_choices.json, copied under this name);\n"
    "# set 174's list (ref/set174_scenarios.json, copied from tests/data/blind_set174/ref/) holds the trees set 179 reuses\n"
    "SET177 = os.path.join(HERE, 'ref', 'set177_scenarios.json')\n"
    "SET177_CHOICES = os.path.join(HERE, 'ref', 'set177_scenario_choices.json')\n"
    "SET174 = os.path.join(HERE, 'ref', 'set174_scenarios.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set175', 'README.md')  # set 177: set 175's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set177', 'README.md')  # set 179: set 177's README")
rep("for n in (174,)]  # set 177: set 174's README", "for n in (175,)]  # set 179: set 175's README")
# tags and styles
rep(', '.join("'%s': 12" % t for t in OLD_TAGS), ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in OLD_TAGS),
    'NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in NEW_TAGS))
rep("            'gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead'}\n",
    "            'gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead',\n"
    "            # new in set 179 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in OLD_STYLES),
    'NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in NEW_STYLES))
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES)
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES)
rep('STYLE_PATTERNS = {\n' + old_pat + '}\n# set 175\'s patterns (kept for the record)\n',
    'STYLE_PATTERNS = {\n' + new_pat + '}\n# set 177\'s patterns (kept for the record)\nSET177_STYLE_PATTERNS = {\n'
    + old_pat + '}\n# set 175\'s patterns (kept for the record)\n')
# earlier lists, read from the READMEs of sets 177 and 175
t177, s177, th177 = readme_facts(177)
t175, s175, th175 = readme_facts(175)
assert t177 == OLD_TAGS and s177 == OLD_STYLES, (t177, s177)
ctags = set()
for t in t177 + t175:
    ctags.add(t); ctags.update(t.split('_'))
for w in (th177[0], th175[0]):
    ctags.update([w, w + 's'])
svars = set(s177 + s175)
for w in (th177[1], th175[1]):
    svars.update([w, w + 's'])
fmt = lambda xs: ', '.join("'%s'" % x for x in sorted(xs))
rep("AVOIDED_EST_FORMS = {'lua_note',",
    "# set 179: set 177's claim tags, their words and its persona theme word (%s), and set 175's (%s); set 177's and\n"
    "# set 175's styles and theme words (%s, %s), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set([%s])\n"
    "SET41_STYLE_VARIANTS |= set([%s])\n"
    "EST_TAGS |= set([%s])\n"
    "AVOIDED_EST_FORMS = {'lua_note'," % (th177[0], th175[0], th177[1], th175[1], fmt(ctags), fmt(svars),
                                          fmt(s177 + s175)))
# scenario rule
rep("    s28_ = json.load(open(SET172))  # set 172's scenario ids: the trees set 177 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 172's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set172_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 177 reuses)')\n",
    "    s172x_ = json.load(open(SET172))  # set 172's ids (the trees set 177 reused)\n"
    "    if len(s172x_) != 20 or len({ds[x][2] for x in s172x_ if x in ds}) != 20:\n"
    "        err('ref/set172_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s177x_ = json.load(open(SET177))  # set 177's ids: not to be chosen again\n"
    "    if len(s177x_) != 20 or len({ds[x][2] for x in s177x_ if x in ds}) != 20:\n"
    "        err('ref/set177_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET174))  # set 174's scenario ids: the trees set 179 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 174's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set174_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 179 reuses)')\n")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s175x_]",
    "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s177x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set177_scenarios.json'))) != chosen:\n"
    "            err('ref/set177_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set177_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set179_scenarios.json'))) != chosen:\n"
    "            err('ref/set179_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set179_scenarios.json: %s' % e)\n"
    "    # set 177's own choices file (saved as ref/set177_scenario_choices.json) must agree with ref/set177_scenarios.json\n"
    "    try:\n"
    "        s177 = [c['scenario'] for c in json.load(open(SET177_CHOICES))['chosen']]\n"
    "        if len(s177) != 20 or s177 != json.load(open(SET177)):\n"
    "            err('ref/set177_scenario_choices.json should list 20 chosen ids, those of ref/set177_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET177_CHOICES, e))\n")
rep("is not used by set 177' % x)", "is not used by set 179' % x)")
rep("err('chosen scenario %s is one of set 172\\'s own ids' % x)\n        if x in s175x_:\n"
    "            err('chosen scenario %s is one of set 175\\'s ids' % x)",
    "err('chosen scenario %s is one of set 174\\'s own ids' % x)\n        if x in s177x_:\n"
    "            err('chosen scenario %s is one of set 177\\'s ids' % x)")
rep("err('scenario %s is not in one of set 172\\'s trees' % sc)", "err('scenario %s is not in one of set 174\\'s trees' % sc)")
rep("err('new tag %s appears in set 175\\'s README' % t)", "err('new tag %s appears in set 177\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 175\\'s README' % t)",
    "err('new tag %s (with a space) appears in set 177\\'s README' % t)")
rep("err('set 175\\'s README not found at %s' % SET30_README)", "err('set 177\\'s README not found at %s' % SET30_README)")
rep("all set 172\\'s trees, none of set 172\\'s or set 175\\'s ids)",
    "all set 174\\'s trees, none of set 174\\'s or set 177\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written:', len(src), 'characters;', len(ctags), 'claim-list entries,', len(svars), 'style entries added')
