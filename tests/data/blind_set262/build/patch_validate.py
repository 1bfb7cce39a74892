# patches set 260's validate.py (read as text) into set 262's checker
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
SRC = os.path.join(OUT, '..', 'blind_set260', 'validate.py')
s = open(SRC).read()
def lit(txt, name):
    m = re.search(r'^%s = (\[.*\])$' % name, txt, re.M); return ast.literal_eval(m.group(1))
v259 = open(os.path.join(OUT, '..', 'blind_set259', 'validate.py')).read()
T260, S260 = lit(s, 'NEW_CLAIM_TAGS'), lit(s, 'NEW_EST_TAGS')
T259, S259 = lit(v259, 'NEW_CLAIM_TAGS'), lit(v259, 'NEW_EST_TAGS')
TAGS = ['timbercruiser_prism', 'taxator_umfangband', 'prospecteur_tariere', 'stimatore_rotella', 'tasador_parcela', 'opnemer_proefvlak', 'taxerare_stamklave', 'puunmittaaja_relaskooppi']
STYLES = ['speedbuild', 'heelscrub', 'apexcut', 'straightline', 'chinbar', 'roadrash']
n = [0]
def rep(a, b, count=1):
    global s
    c = s.count(a)
    assert c == count, (a, c)
    s = s.replace(a, b); n[0] += 1
rep('"""Stdlib-only checker for blind set 260 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 262 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 262: set 260's checker (below, its docstring kept) patched by build/patch_validate.py with set 262's tags,\n"
    "styles and counts, set 262's scenario rule (the 20 trees that hold set 257's 20 scenarios, in set 257's order,\n"
    "each represented by its lowest record id that is neither set 257's id nor one of set 260's ids), and the READMEs\n"
    "of sets 260 and 259 for the distance checks; set 260's and set 259's tags, their words, styles and theme words\n"
    "join the earlier-entry lists.\n\nSet 260 (set 260's own docstring):\n"
    "Stdlib-only checker for blind set 260 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("'blind_set258', 'README.md')  # set 260: set 258's README", "'blind_set260', 'README.md')  # set 262: set 260's README")
rep("for n in (257,)]  # set 260: set 257's README", "for n in (259,)]  # set 262: set 259's README")
rep("SET258_CHOICES = os.path.join(HERE, 'ref', 'set258_scenario_choices.json')\nif '--data'",
    "SET258_CHOICES = os.path.join(HERE, 'ref', 'set258_scenario_choices.json')\n"
    "# set 262: set 257's list (ref/set257_scenarios.json, copied from set 257's ref/) holds the trees set 262 reuses;\n"
    "# set 260's list and its own choices file (set 260's ref/scenario_choices.json, copied under this name)\n"
    "SET257 = os.path.join(HERE, 'ref', 'set257_scenarios.json')\n"
    "SET260 = os.path.join(HERE, 'ref', 'set260_scenarios.json')\n"
    "SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\nif '--data'")
rep(', '.join("'%s': 12" % t for t in T260), ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = %r' % T260, 'NEW_CLAIM_TAGS = %r' % TAGS)
rep("            # new in set 260 (prose styles)\n            %s}" % ', '.join("'%s'" % x for x in S260),
    "            # set 260's prose styles (earlier for set 262)\n            %s,\n"
    "            # set 259's prose styles (earlier for set 262)\n            %s,\n"
    "            # new in set 262 (prose styles)\n            %s}" % (', '.join("'%s'" % x for x in S260), ', '.join("'%s'" % x for x in S259), ', '.join("'%s'" % x for x in STYLES)))
rep('NEW_EST_TAGS = %r' % S260, 'NEW_EST_TAGS = %r' % STYLES)
old = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in S260)
rep("STYLE_PATTERNS = {\n" + old, "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in STYLES)
    + "}\n# set 260's patterns (kept for the record)\nSET260_STYLE_PATTERNS = {\n" + old)
def words(tags):
    w = set(tags)
    for t in tags: w |= set(t.split('_'))
    return w
w260 = words(T260) | {'straddle', 'straddler', 'straddlers', 'straddle carrier', 'straddle carrier drivers', 'straddlecarrier', 'twistlock'}
w259 = words(T259) | {'mountmaker', 'mountmakers', 'mountmaking'}
st260 = set(S260) | {'shuai', 'jiao', 'shuai jiao', 'shuaijiao'}
st259 = set(S259) | {'crossbow', 'crossbows'}
anchor = "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n"
rep(anchor,
    "# set 262: set 260's claim tags, their words and its persona theme words, and its styles and prose theme\n"
    "# words (straddle carrier drivers / shuai jiao)\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "# set 262: set 259's claim tags, their words and its persona theme words, and its styles and prose theme\n"
    "# words (mountmakers / crossbow)\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (
        sorted(w260), sorted(st260), sorted(S260), sorted(w259), sorted(st259), sorted(S259)) + anchor)
rep("    set27_keys = {ds[x][2] for x in s255x_ if x in ds}  # set 260: set 255's trees: the trees set 260 reuses\n",
    "    set27_keys = {ds[x][2] for x in s255x_ if x in ds}  # set 260: set 255's trees: the trees set 260 reuses\n"
    "    s257x_ = json.load(open(SET257))  # set 262: set 257's ids: the trees set 262 reuses, not to be chosen again\n"
    "    if len(s257x_) != 20 or len({ds[x][2] for x in s257x_ if x in ds}) != 20:\n"
    "        err('ref/set257_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s260x_ = json.load(open(SET260))  # set 262: set 260's ids: not to be chosen again\n"
    "    if len(s260x_) != 20 or len({ds[x][2] for x in s260x_ if x in ds}) != 20:\n"
    "        err('ref/set260_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s257x_ if x in ds}  # set 262: set 257's trees: the trees set 262 reuses\n")
rep("    for x in s255x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s255x_ and y not in s258x_]",
    "    for x in s257x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s257x_ and y not in s260x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set260_scenarios.json'))) != chosen:\n            err('ref/set260_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set260_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set262_scenarios.json'))) != chosen:\n            err('ref/set262_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set262_scenarios.json: %s' % e)\n"
    "    try:\n        s260c = [c['scenario'] for c in json.load(open(SET260_CHOICES))['chosen']]\n"
    "        if len(s260c) != 20 or s260c != json.load(open(SET260)):\n"
    "            err('ref/set260_scenario_choices.json should list 20 chosen ids, those of ref/set260_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET260_CHOICES, e))\n")
rep("is not used by set 260' % x)", "is not used by set 262' % x)")
rep("        if x in s255x_ or x in s258x_:\n            err('chosen scenario %s is set 255\\'s or set 258\\'s id' % x)",
    "        if x in s257x_ or x in s260x_:\n            err('chosen scenario %s is set 257\\'s or set 260\\'s id' % x)")
rep("is not in one of set 255\\'s trees'", "is not in one of set 257\\'s trees'")
rep("appears in set 258\\'s README' % t)", "appears in set 260\\'s README' % t)", 2)
rep("err('set 258\\'s README not found at %s' % SET30_README)", "err('set 260\\'s README not found at %s' % SET30_README)")
rep("all set 255\\'s trees, none of set 255\\'s or set 258\\'s ids)'", "all set 257\\'s trees, none of set 257\\'s or set 260\\'s ids)'")
open(os.path.join(OUT, 'validate.py'), 'w').write(s)
print('patched', n[0])
