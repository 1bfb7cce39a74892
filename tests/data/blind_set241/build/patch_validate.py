"""Patch set 240's validate.py (read as text) into set 241's: set 241's tags, styles and scenario rule (set 236's
trees, set 236's and set 240's ids excluded; set 240's own choices file checked against its list), the READMEs of
sets 240 and 239 for the distance checks, and set 240's and set 239's tags, their words, theme words and styles,
read from their READMEs, added to the earlier lists. Each replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set240', 'validate.py'), encoding='utf-8').read()
def tags_of(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    rows = re.findall(r'^- `([a-z_]+)`:', t, re.M)
    return [r for r in rows if '_' in r], [r for r in rows if '_' not in r]
p240, s240 = tags_of(240); p239, s239 = tags_of(239)
assert len(p240) == 8 and len(s240) == 6 and len(p239) == 8 and len(s239) == 6, (p240, s240, p239, s239)
NEW_P = ['ersthelfer_verbandbuch', 'forstehjaelper_kasse', 'ehboer_verbanddoos', 'ensiapuvastaava_sidetarvike',
         'addetto_cassetta', 'camillero_botiquin', 'elsosegelynyujto_doboz', 'forstahjalpare_hjartstartare']
NEW_S = ['poleplant', 'hurdleclip', 'discusdrift', 'barstays', 'hiddenmark', 'nomark']
OLD_P = ['tontechniker_kabelplan', 'sonidista_escaleta', 'sonorisateur_fichetechnique', 'zvukar_mixpult', 'sunetist_probasunet', 'realizator_naglosnienie', 'tonac_raspored', 'sonoplasta_alinhamento']
OLD_S = ['bellkick', 'barrierfall', 'waterjump', 'evenpace', 'blindbarrier', 'lapmiscount']
assert p240 == OLD_P and s240 == OLD_S
def rep(a, b, n=1):
    global src
    c = src.count(a)
    assert c == n, (a[:80], c)
    src = src.replace(a, b)
rep('"""Stdlib-only checker for blind set 240 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 241 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 241: set 240\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 241\'s tags,\n'
    'styles and counts, set 241\'s scenario rule (the 20 trees that hold set 236\'s 20 scenarios, in set 236\'s order,\n'
    'each represented by its lowest record id that is neither set 236\'s id nor one of set 240\'s ids), and the READMEs\n'
    'of sets 240 and 239 for the distance checks; set 240\'s and set 239\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 240 (set 240\'s own docstring):\nStdlib-only checker for blind set 240 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set238', 'README.md')  # set 240: set 238's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set240', 'README.md')  # set 241: set 240's README")
rep("for n in (237,)]  # set 240: set 237's README", "for n in (239,)]  # set 241: set 239's README")
rep("SET238_CHOICES = os.path.join(HERE, 'ref', 'set238_scenario_choices.json')\n",
    "SET238_CHOICES = os.path.join(HERE, 'ref', 'set238_scenario_choices.json')\n"
    "# set 241: set 236's list (ref/set236_scenarios.json) holds the trees set 241 reuses; set 240's list and its own\n"
    "# choices file (set 240's ref/scenario_choices.json, copied under this name)\n"
    "SET240 = os.path.join(HERE, 'ref', 'set240_scenarios.json')\n"
    "SET240_CHOICES = os.path.join(HERE, 'ref', 'set240_scenario_choices.json')\n")
q = lambda L: ', '.join("'%s'" % x for x in L)
rep(q(OLD_P).replace("', '", "': 12, '") + ": 12,", q(NEW_P).replace("', '", "': 12, '") + ": 12,")
rep("NEW_CLAIM_TAGS = [%s]" % q(OLD_P), "NEW_CLAIM_TAGS = [%s]" % q(NEW_P))
rep("            # new in set 240 (prose styles)\n            %s}" % q(OLD_S),
    "            # set 240's prose styles (earlier for set 241)\n            %s,\n"
    "            # set 239's prose styles (earlier for set 241)\n            %s,\n"
    "            # new in set 241 (prose styles)\n            %s}" % (q(OLD_S), q(s239), q(NEW_S)))
rep("NEW_EST_TAGS = [%s]" % q(OLD_S), "NEW_EST_TAGS = [%s]" % q(NEW_S))
rep("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_S) + "}\n",
    "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_S) + "}\n"
    "# set 240's patterns (kept for the record)\nSET240_STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_S) + "}\n")
words = set()
for t in p240 + p239:
    words.add(t); words |= set(t.split('_'))
words |= {'sound technicians', 'soundtechnicians', 'sound', 'sounds', 'technician', 'technicians',
          'lactation consultants', 'lactationconsultants', 'lactation', 'lactations', 'consultant', 'consultants'}
sty = set(s240 + s239) | {'steeplechase', 'steeplechases', 'hapkido', 'hapkidos'}
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 241: set 240's claim tags, their words and its persona theme word (sound technicians), and set 239's (lactation\n"
    "# consultants); set 240's and set 239's styles and theme words (steeplechase, hapkido), read from their READMEs by\n"
    "# build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set([%s])\nSET41_STYLE_VARIANTS |= set([%s])\nEST_TAGS |= set([%s])\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (q(sorted(words)), q(sorted(sty)), q(sorted(s240 + s239))))
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s235x_ if x in ds}  # set 235's trees: the trees set 240 reuses\n",
    "    s240x_ = json.load(open(SET240))  # set 240's ids: not to be chosen again\n"
    "    if len(s240x_) != 20 or len({ds[x][2] for x in s240x_ if x in ds}) != 20:\n"
    "        err('ref/set240_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s236x_ if x in ds}  # set 236's trees: the trees set 241 reuses\n")
rep("    for x in s235x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s235x_ and y not in s238x_]",
    "    for x in s236x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s236x_ and y not in s240x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set240_scenarios.json'))) != chosen:\n            err('ref/set240_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set240_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set241_scenarios.json'))) != chosen:\n            err('ref/set241_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set241_scenarios.json: %s' % e)\n"
    "    try:\n        s240c = [c['scenario'] for c in json.load(open(SET240_CHOICES))['chosen']]\n"
    "        if len(s240c) != 20 or s240c != json.load(open(SET240)):\n"
    "            err('ref/set240_scenario_choices.json should list 20 chosen ids, those of ref/set240_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET240_CHOICES, e))\n")
rep("is not used by set 240' % x)\n        if x in s235x_ or x in s238x_:\n            err('chosen scenario %s is set 235\\'s or set 238\\'s id' % x)",
    "is not used by set 241' % x)\n        if x in s236x_ or x in s240x_:\n            err('chosen scenario %s is set 236\\'s or set 240\\'s id' % x)")
rep("err('scenario %s is not in one of set 235\\'s trees' % sc)", "err('scenario %s is not in one of set 236\\'s trees' % sc)")
rep("err('new tag %s appears in set 238\\'s README' % t)", "err('new tag %s appears in set 240\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 238\\'s README' % t)", "err('new tag %s (with a space) appears in set 240\\'s README' % t)")
rep("err('set 238\\'s README not found at %s' % SET30_README)", "err('set 240\\'s README not found at %s' % SET30_README)")
rep("all set 235\\'s trees, none of set 235\\'s or set 238\\'s ids)", "all set 236\\'s trees, none of set 236\\'s or set 240\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('patched', p239, s239)
