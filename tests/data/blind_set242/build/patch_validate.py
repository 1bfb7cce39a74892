"""Write ../validate.py: set 240's validate.py (read as text) patched for set 242: set 242's tags, styles and
patterns; set 242's scenario rule (set 237's trees in set 237's order, set 237's and set 240's ids excluded; set 240's
own choices file checked against its list); the READMEs of sets 240 and 239 for the tag checks; and set 240's and set
239's tags, their words, their theme words and their styles, read from their READMEs, added to the earlier lists.
Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set240', 'validate.py'), encoding='utf-8').read()
r240 = open(os.path.join(D, 'blind_set240', 'README.md'), encoding='utf-8').read()
r239 = open(os.path.join(D, 'blind_set239', 'README.md'), encoding='utf-8').read()
def tags_of(r):
    return re.findall(r'^- `([a-z_]+)`: L ', r, re.M)
def styles_of(r):
    m = re.search(r'construction counts: (.*?)\. Unscored', r)
    return re.findall(r'`([a-z]+)` 20', m.group(1))
t240, t239 = tags_of(r240), tags_of(r239)
s240, s239 = styles_of(r240), styles_of(r239)
assert len(t240) == 8 and len(t239) == 8 and len(s240) == 6 and len(s239) == 6, (t240, t239, s240, s239)
NEW_TAGS = ['pensionsberater_vorsorgeplan', 'pensioenadviseur_deelnemerslijst', 'pensjonsradgiver_innskudd',
            'previdenzialista_posizione', 'planificador_jubilacion', 'penzijniporadce_prispevek',
            'nyugdijtanacsado_befizetes', 'pensionsradgivare_tjanstepension']
NEW_STYLES = ['toekick', 'coupbas', 'switchstance', 'squarestance', 'feinte', 'assautnul']
words = set()
for t in t240 + t239:
    words.add(t); words |= set(t.split('_'))
words |= {'sound technicians', 'soundtechnicians', 'sound technician', 'lactation consultants', 'lactationconsultants',
          'lactation consultant', 'lactation'}
sty = set(s240 + s239) | {'steeplechase', 'steeplechases', 'hapkido', 'hapkidos'}
def rep(a, b, count=1):
    global src
    n = src.count(a)
    assert n == count, (n, a[:80])
    src = src.replace(a, b)
rep('"""Stdlib-only checker for blind set 240 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 242 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 242: set 240\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 242\'s tags,\n'
    'styles and counts, set 242\'s scenario rule (the 20 trees that hold set 237\'s 20 scenarios, in set 237\'s order,\n'
    'each represented by its lowest record id that is neither set 237\'s id nor one of set 240\'s ids), and the READMEs\n'
    'of sets 240 and 239 for the distance checks; set 240\'s and set 239\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 240 (set 240\'s own docstring):\nStdlib-only checker for blind set 240 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set238', 'README.md')  # set 240: set 238's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set240', 'README.md')  # set 242: set 240's README")
rep("for n in (237,)]  # set 240: set 237's README", "for n in (239,)]  # set 242: set 239's README")
rep("SET238_CHOICES = os.path.join(HERE, 'ref', 'set238_scenario_choices.json')\n",
    "SET238_CHOICES = os.path.join(HERE, 'ref', 'set238_scenario_choices.json')\n"
    "# set 242: set 237's list (ref/set237_scenarios.json, copied from set 237's ref/) holds the trees set 242 reuses;\n"
    "# set 240's list and its own choices file (set 240's ref/scenario_choices.json, copied under this name)\n"
    "SET237 = os.path.join(HERE, 'ref', 'set237_scenarios.json')\n"
    "SET240 = os.path.join(HERE, 'ref', 'set240_scenarios.json')\n"
    "SET240_CHOICES = os.path.join(HERE, 'ref', 'set240_scenario_choices.json')\n")
old_tags = ['tontechniker_kabelplan', 'sonidista_escaleta', 'sonorisateur_fichetechnique', 'zvukar_mixpult', 'sunetist_probasunet', 'realizator_naglosnienie', 'tonac_raspored', 'sonoplasta_alinhamento']
rep("    " + ", ".join("'%s': 12" % t for t in old_tags) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = " + repr(old_tags), "NEW_CLAIM_TAGS = " + repr(NEW_TAGS))
rep("            # new in set 240 (prose styles)\n            'bellkick', 'barrierfall', 'waterjump', 'evenpace', 'blindbarrier', 'lapmiscount'}\n",
    "            # set 240's prose styles (earlier for set 242)\n            'bellkick', 'barrierfall', 'waterjump', 'evenpace', 'blindbarrier', 'lapmiscount',\n"
    "            # set 239's prose styles (earlier for set 242)\n            " + ", ".join("'%s'" % s for s in s239) + ",\n"
    "            # new in set 242 (prose styles)\n            " + ", ".join("'%s'" % s for s in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = ['bellkick', 'barrierfall', 'waterjump', 'evenpace', 'blindbarrier', 'lapmiscount']",
    "NEW_EST_TAGS = " + repr(NEW_STYLES))
rep("STYLE_PATTERNS = {\n    'bellkick'", "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) +
    "}\n# set 240's patterns (kept for the record)\nSET240_STYLE_PATTERNS = {\n    'bellkick'")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 242: set 240's claim tags, their words and its persona theme word (sound technicians), and set 239's (lactation\n"
    "# consultants); set 240's and set 239's styles and theme words (steeplechase, hapkido), read from their READMEs by\n"
    "# build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(sty) +
    "EST_TAGS |= set(%r)\n" % sorted(set(s240 + s239)) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s235x_ if x in ds}  # set 235's trees: the trees set 240 reuses\n",
    "    set27_keys = {ds[x][2] for x in s235x_ if x in ds}  # set 235's trees: the trees set 240 reused\n"
    "    s237x_ = json.load(open(SET237))  # set 237's ids: the trees set 242 reuses, not to be chosen again\n"
    "    if len(s237x_) != 20 or len({ds[x][2] for x in s237x_ if x in ds}) != 20:\n"
    "        err('ref/set237_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s240x_ = json.load(open(SET240))  # set 240's ids: not to be chosen again\n"
    "    if len(s240x_) != 20 or len({ds[x][2] for x in s240x_ if x in ds}) != 20:\n"
    "        err('ref/set240_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s237x_ if x in ds}  # set 237's trees: the trees set 242 reuses\n")
rep("    for x in s235x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s235x_ and y not in s238x_]\n",
    "    for x in s237x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s237x_ and y not in s240x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set240_scenarios.json'))) != chosen:\n            err('ref/set240_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set240_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set242_scenarios.json'))) != chosen:\n            err('ref/set242_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set242_scenarios.json: %s' % e)\n"
    "    try:\n        s240c = [c['scenario'] for c in json.load(open(SET240_CHOICES))['chosen']]\n"
    "        if len(s240c) != 20 or s240c != json.load(open(SET240)):\n"
    "            err('ref/set240_scenario_choices.json should list 20 chosen ids, those of ref/set240_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET240_CHOICES, e))\n")
rep("is not used by set 240' % x)\n        if x in s235x_ or x in s238x_:\n            err('chosen scenario %s is set 235\\'s or set 238\\'s id' % x)\n",
    "is not used by set 242' % x)\n        if x in s237x_ or x in s240x_:\n            err('chosen scenario %s is set 237\\'s or set 240\\'s id' % x)\n")
rep("err('scenario %s is not in one of set 235\\'s trees' % sc)", "err('scenario %s is not in one of set 237\\'s trees' % sc)")
rep("err('new tag %s appears in set 238\\'s README' % t)", "err('new tag %s appears in set 240\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 238\\'s README' % t)", "err('new tag %s (with a space) appears in set 240\\'s README' % t)")
rep("err('set 238\\'s README not found at %s' % SET30_README)", "err('set 240\\'s README not found at %s' % SET30_README)")
rep("all set 235\\'s trees, none of set 235\\'s or set 238\\'s ids)", "all set 237\\'s trees, none of set 237\\'s or set 240\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 240', t240); print('tags 239', t239); print('styles', s240, s239)
