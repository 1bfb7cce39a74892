"""Write set 206's validate.py: set 204's validate.py (read as text, never imported or run) with asserted
replacements:
- the docstring gains a set 206 paragraph (set 204's docstring kept below it);
- the README paths: set 204's README (was set 202's) and set 203's (was set 201's) for the tag checks;
- set 206's claim tags (CLAIM_MIN, NEW_CLAIM_TAGS) and prose styles (EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS;
  set 204's patterns kept for the record as SET204_STYLE_PATTERNS);
- set 206's scenario rule: the 20 trees of set 201's scenarios (ref/set201_scenarios.json, copied from
  tests/data/blind_set201/ref/), in set 201's order, each represented by its lowest record id that is neither set
  201's id nor one of set 204's ids (ref/set204_scenarios.json); ref/set206_scenarios.json must list the chosen ids;
  set 204's own choices file (ref/set204_scenario_choices.json) must agree with ref/set204_scenarios.json;
- the earlier lists gain set 204's and set 203's claim tags, their words and persona theme words (chaplain,
  ombudsman, with plurals) and their prose styles and theme words (lightning, sourdough, with plurals), all read
  from the two READMEs here."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set204', 'validate.py'), encoding='utf-8').read()


def readme_lists(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    cc = t[t.index('### Construction counts'):]
    cc = cc[:cc.index('**total**')]
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', cc, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    assert len(tags) == 8, (n, tags)
    sec2 = t[t.index('## 2. estimates.jsonl'):]
    styles = re.findall(r'`([a-z_]+)` 20\b', sec2[:sec2.index('###')])
    assert len(styles) == 6, (n, styles)
    ptheme = re.search(r'The persona theme is (\w+)', t).group(1)
    pword = re.search(r'The persona theme is [^(]*\(the theme word, (\w+),', t).group(1)
    etheme = re.search(r'The theme is (\w+)', t).group(1)
    eword = re.search(r'The theme is [^(]*\(the theme word, (\w+),', t).group(1)
    return tags, styles, sorted({ptheme.lower(), pword.lower()}), etheme.lower(), eword.lower()


t204, s204, p204, e204, w204 = readme_lists(204)
t203, s203, p203, e203, w203 = readme_lists(203)
print('set 204:', t204, s204, p204, e204, w204)
print('set 203:', t203, s203, p203, e203, w203)
NEW_TAGS = ['fengshuishi_luopan', 'kanyujia_baguajing', 'fusuishi_hogaku', 'fengshuiberater_grundriss',
            'geomancien_paravent', 'geomante_campanilla', 'geomant_kompas', 'geomanta_roslina']
NEW_STYLES = ['drapery', 'coronal', 'pulsating', 'diffuse', 'substorm', 'picketfence']


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (src.count(old), old[:120])
    src = src.replace(old, new)


def q(xs):
    return ', '.join("'%s'" % x for x in xs)


rep('"""Stdlib-only checker for blind set 204 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 206 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 206: set 204's checker (below, its docstring kept) patched by build/patch_validate.py with set 206's tags,\n"
    "styles and counts, set 206's scenario rule (the 20 trees that hold set 201's 20 scenarios, in set 201's order,\n"
    "each represented by its lowest record id that is neither set 201's id nor one of set 204's ids), and the READMEs\n"
    "of sets 204 and 203 for the distance checks; set 204's and set 203's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 204 (set 204's own docstring):\n"
    'Stdlib-only checker for blind set 204 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set202', 'README.md')  # set 204: set 202's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set204', 'README.md')  # set 206: set 204's README")
rep("for n in (201,)]  # set 204: set 201's README", "for n in (203,)]  # set 206: set 203's README")
rep("SET199 = os.path.join(HERE, 'ref', 'set199_scenarios.json')\n",
    "SET199 = os.path.join(HERE, 'ref', 'set199_scenarios.json')\n"
    "# set 206: set 204's list and its own choices file (set 204's ref/scenario_choices.json, copied under this name);\n"
    "# set 201's list (ref/set201_scenarios.json, copied from tests/data/blind_set201/ref/) holds the trees set 206 reuses\n"
    "SET204 = os.path.join(HERE, 'ref', 'set204_scenarios.json')\n"
    "SET204_CHOICES = os.path.join(HERE, 'ref', 'set204_scenario_choices.json')\n"
    "SET201 = os.path.join(HERE, 'ref', 'set201_scenarios.json')\n")
rep("    # set 204's new tags (set 130's comment follows), each with committing and adversarial forms (checked below)\n    " + q(t204).replace("', '", "': 12, '") + ": 12,\n",
    "    # set 206's new tags (set 130's comment follows), each with committing and adversarial forms (checked below)\n    " + q(NEW_TAGS).replace("', '", "': 12, '") + ": 12,\n")
rep("NEW_CLAIM_TAGS = [%s]" % q(t204), "NEW_CLAIM_TAGS = [%s]" % q(NEW_TAGS))
rep("            # new in set 204 (prose styles)\n            %s}\nNEW_EST_TAGS = [%s]" % (q(s204), q(s204)),
    "            # set 204's prose styles (earlier for set 206)\n            %s,\n"
    "            # set 203's prose styles (earlier for set 206)\n            %s,\n"
    "            # new in set 206 (prose styles)\n            %s}\nNEW_EST_TAGS = [%s]" % (q(s204), q(s203), q(NEW_STYLES), q(NEW_STYLES)))
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s204)
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES)
rep("STYLE_PATTERNS = {\n" + old_pat + "}\n# set 202's patterns (kept for the record)\n",
    "STYLE_PATTERNS = {\n" + new_pat + "}\n# set 204's patterns (kept for the record)\nSET204_STYLE_PATTERNS = {\n" + old_pat +
    "}\n# set 202's patterns (kept for the record)\n")
words = set()
for t in t204 + t203:
    words.add(t)
    words |= set(t.split('_'))
for w in p204 + p203:
    words.add(w)
    words.add(w + 's' if not w.endswith('s') else w)
svars = set(s204 + s203)
for w in (e204, w204, e203, w203):
    svars |= {w, w + 's'}
block = ("# set 206: set 204's claim tags, their words and its persona theme word (%s), and set 203's (%s); set 204's\n"
         "# and set 203's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
         "EARLIER_CLAIM_TAGS |= set([%s])\nSET41_STYLE_VARIANTS |= set([%s])\nEST_TAGS |= set([%s])\n"
         % (w204 and p204[0], p203[0], w204, w203, q(sorted(words)), q(sorted(svars)), q(sorted(s204 + s203))))
rep("AVOIDED_EST_FORMS = {", block + "AVOIDED_EST_FORMS = {")
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s199x_ if x in ds}  # set 199's trees: the trees set 204 reuses\n",
    "    set27_keys = {ds[x][2] for x in s199x_ if x in ds}  # set 199's trees: the trees set 204 reused\n"
    "    s201x_ = json.load(open(SET201))  # set 201's ids: the trees set 206 reuses, not to be chosen again\n"
    "    if len(s201x_) != 20 or len({ds[x][2] for x in s201x_ if x in ds}) != 20:\n"
    "        err('ref/set201_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 206 reuses)')\n"
    "    s204x_ = json.load(open(SET204))  # set 204's ids: not to be chosen again\n"
    "    if len(s204x_) != 20 or len({ds[x][2] for x in s204x_ if x in ds}) != 20:\n"
    "        err('ref/set204_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s201x_ if x in ds}  # set 201's trees: the trees set 206 reuses\n")
rep("    for x in s199x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s202x_]\n",
    "    for x in s201x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s204x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set204_scenarios.json'))) != chosen:\n"
    "            err('ref/set204_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set204_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set206_scenarios.json'))) != chosen:\n"
    "            err('ref/set206_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set206_scenarios.json: %s' % e)\n"
    "    # set 204's own choices file (saved as ref/set204_scenario_choices.json) must agree with ref/set204_scenarios.json\n"
    "    try:\n"
    "        s204 = [c['scenario'] for c in json.load(open(SET204_CHOICES))['chosen']]\n"
    "        if len(s204) != 20 or s204 != json.load(open(SET204)):\n"
    "            err('ref/set204_scenario_choices.json should list 20 chosen ids, those of ref/set204_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET204_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 204' % x)\n"
    "        if x in s199x_:\n            err('chosen scenario %s is one of set 199\\'s own ids' % x)\n"
    "        if x in s202x_:\n            err('chosen scenario %s is one of set 202\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 206' % x)\n"
    "        if x in s201x_:\n            err('chosen scenario %s is one of set 201\\'s own ids' % x)\n"
    "        if x in s204x_:\n            err('chosen scenario %s is one of set 204\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 199\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 201\\'s trees' % sc)\n")
rep("err('new tag %s appears in set 202\\'s README' % t)", "err('new tag %s appears in set 204\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 202\\'s README' % t)",
    "err('new tag %s (with a space) appears in set 204\\'s README' % t)")
rep("err('set 202\\'s README not found at %s' % SET30_README)", "err('set 204\\'s README not found at %s' % SET30_README)")
rep("all set 199\\'s trees, none of set 199\\'s or set 202\\'s ids)", "all set 201\\'s trees, none of set 201\\'s or set 204\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
