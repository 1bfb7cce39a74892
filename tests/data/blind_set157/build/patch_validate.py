"""Writes set 157's validate.py: set 155's checker patched (asserted replacements) with set 157's tags, styles and
counts, set 157's scenario rule and the READMEs of sets 155 and 154; the lists of set 154's checker are added
(read with ast, not executed)."""
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
R = os.path.join(HERE, '..', '..')
src = open(os.path.join(R, 'blind_set155', 'validate.py'), encoding='utf-8').read()
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (src.count(old), old[:80])
    src = src.replace(old, new)
def lists(path):
    t = ast.parse(open(path, encoding='utf-8').read())
    out = {'EARLIER_CLAIM_TAGS': set(), 'SET41_STYLE_VARIANTS': set(), 'EST_TAGS': set()}
    new = {}
    for n in t.body:
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name):
            name, v = n.targets[0].id, n.value
        elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
            name, v = n.target.id, n.value
        else:
            continue
        if name in ('NEW_CLAIM_TAGS', 'NEW_EST_TAGS'):
            new[name] = ast.literal_eval(v)
        if name in out:
            if isinstance(v, ast.Call):
                if v.args and isinstance(v.args[0], (ast.List, ast.Set, ast.Tuple)):
                    out[name] |= set(ast.literal_eval(v.args[0]))
            else:
                try:
                    out[name] |= set(ast.literal_eval(v))
                except ValueError:
                    pass
    out['EST_TAGS'] |= set(new['NEW_EST_TAGS'])
    return out, new
L154, N154 = lists(os.path.join(R, 'blind_set154', 'validate.py'))
L155, N155 = lists(os.path.join(R, 'blind_set155', 'validate.py'))
TAGS = ['manlililok_pait', 'magtatahi_karayom', 'magsasaka_araro', 'magtitinapay_hurno', 'manggugupit_gunting',
        'magluluto_kaldero', 'manlalaba_batya', 'kartero_sulat']
STYLES = ['crenate', 'dentate', 'sinuate', 'lobate', 'ciliate', 'runcinate']
# dropped tag candidates (failed or passed and unused; none is a word of a used tag)
DROPPED_TAGS = ['panday', 'palayok', 'magpapalayok', 'mananahi', 'barbero', 'mangingisda', 'lambat', 'pastol',
                'kusinero', 'kawali', 'karpintero', 'lagari', 'katam', 'labandera', 'mangangahoy', 'palakol',
                'manghahabi', 'mamamalakaya', 'magpapanday', 'magtutuba', 'mangangaso', 'lusong', 'hasaan',
                'magbabalot', 'lagare', 'kalan', 'halo', 'liha', 'martilyo', 'bingwit', 'tungkod', 'magbubukid',
                'kalabaw', 'habihan', 'latigo', 'sandok', 'magkakahoy', 'bombero', 'manggagamot', 'magkakape',
                'manininda', 'bilao', 'bayong', 'panghasa', 'itlog', 'tagagiik', 'sibat', 'magtotroso', 'kabayo',
                'hinabi', 'araro_kalabaw', 'demirci', 'cekic', 'comlekci', 'berber', 'makas', 'balikci', 'olta',
                'coban', 'kahveci', 'cezve', 'cilingir', 'mekik', 'bakirci', 'leblebici', 'firinci', 'kurek', 'testi',
                'igne', 'kaval', 'kasap', 'dokumaci']
# dropped style candidates (failed or passed and unused)
DROPPED_STYLES = ['kurtosis', 'leptokurtic', 'mesokurtic', 'platykurtic', 'bimodal', 'unimodal', 'calando',
                  'smorzando', 'rinforzando', 'sforzando', 'mancando', 'pianissimo', 'morendo', 'perdendosi',
                  'pinnatifid', 'serrate', 'denticulate', 'crenulate', 'undulate', 'spinose', 'erose', 'laciniate',
                  'fruticose', 'placodioid', 'umbilicate', 'crustose', 'foliose', 'squamulose', 'leprose',
                  'filamentous', 'gelatinous', 'lichens', 'totality', 'annular', 'eclipses', 'penumbral', 'umbral',
                  'aquatint', 'mezzotint', 'drypoint', 'ogee', 'lancet', 'trefoil', 'urdy', 'bretessed', 'heraldic',
                  'wavy', 'gaffer', 'blowpipe', 'purling', 'ribbing', 'feaking', 'breakers', 'spilling', 'collapsing']
words = lambda ts: [w for t in ts for w in t.split('_')]
mine = set(TAGS) | set(words(TAGS))
add_tags = (set(N155['NEW_CLAIM_TAGS']) | set(words(N155['NEW_CLAIM_TAGS'])) | set(N154['NEW_CLAIM_TAGS'])
            | set(words(N154['NEW_CLAIM_TAGS'])) | L154['EARLIER_CLAIM_TAGS'] | set(DROPPED_TAGS)) - mine
add_styles = (set(N155['NEW_EST_TAGS']) | set(N154['NEW_EST_TAGS']) | L154['SET41_STYLE_VARIANTS']
              | set(DROPPED_STYLES)) - set(STYLES)
add_est = (set(N155['NEW_EST_TAGS']) | L154['EST_TAGS']) - set(STYLES)
assert not (mine & (L155['EARLIER_CLAIM_TAGS'] | add_tags))
# docstring
rep('"""Stdlib-only checker for blind set 155 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 157 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 157: set 155\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 157\'s tags,\n'
    'styles and counts, set 157\'s scenario rule (the 20 trees that hold set 152\'s 20 scenarios, in set 152\'s order,\n'
    'each represented by its lowest record id that is neither set 152\'s id nor one of set 155\'s ids), and the READMEs\n'
    'of sets 155 and 154 for the distance checks; the lists of set 154\'s checker are added.\n\n'
    'Set 155 (set 155\'s own docstring):\n\n'
    'Stdlib-only checker for blind set 155 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set153', 'README.md')  # set 155: set 153's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set155', 'README.md')  # set 157: set 155's README")
rep("for n in (152,)]  # set 155: set 152's README", "for n in (154,)]  # set 157: set 154's README")
rep("SET153_CHOICES = os.path.join(HERE, 'ref', 'set153_scenario_choices.json')\n",
    "SET153_CHOICES = os.path.join(HERE, 'ref', 'set153_scenario_choices.json')\n"
    "# set 157: set 152's scenario list (the trees set 157 reuses; copied from set 152's ref/) and set 155's list and\n"
    "# its own choices file (set 155's ref/scenario_choices.json, copied under this name)\n"
    "SET152 = os.path.join(HERE, 'ref', 'set152_scenarios.json')\n"
    "SET155 = os.path.join(HERE, 'ref', 'set155_scenarios.json')\n"
    "SET155_CHOICES = os.path.join(HERE, 'ref', 'set155_scenario_choices.json')\n")
old_tags = N155['NEW_CLAIM_TAGS']
rep(', '.join("'%s': 12" % t for t in old_tags) + ',', ', '.join("'%s': 12" % t for t in TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % TAGS)
rep("            'elision', 'epenthesis', 'metathesis', 'lenition', 'fortition', 'prothesis'}\n",
    "            'elision', 'epenthesis', 'metathesis', 'lenition', 'fortition', 'prothesis',\n"
    "            # set 154's prose styles\n            %s,\n"
    "            # new in set 155 (prose styles)\n            %s}\n" % (
        ', '.join(repr(s) for s in N154['NEW_EST_TAGS']), ', '.join(repr(s) for s in N155['NEW_EST_TAGS'])))
rep('NEW_EST_TAGS = %r' % N155['NEW_EST_TAGS'], 'NEW_EST_TAGS = %r' % STYLES)
m = re.search(r"STYLE_PATTERNS = \{\n(    '[a-z]+': \[r'\(\?i\)\\b[a-z]+\\b'\],\n){6}\}\n", src)
old_pat = m.group(0)
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + '}\n' + \
    "# set 155's patterns (kept for the record)\nSET155_" + old_pat
rep(old_pat, new_pat)
rep("EST_TAGS |= set(NEW_EST_TAGS)\n",
    "# set 157: set 155's and set 154's claim tags and their words, set 154's whole EARLIER_CLAIM_TAGS list and set 157's\n"
    "# dropped tag candidates (words my tags share left out); set 155's and set 154's styles, set 154's whole\n"
    "# SET41_STYLE_VARIANTS and EST_TAGS lists and set 157's dropped style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EST_TAGS |= set(NEW_EST_TAGS)\n" % (sorted(add_tags), sorted(add_styles), sorted(add_est)))
# scenario rule
rep("    s28_ = json.load(open(SET150))  # set 150's scenario ids: the trees set 155 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 150's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set150_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 155 reuses)')\n",
    "    s155x_ = json.load(open(SET155))  # set 155's ids: not to be chosen again\n"
    "    if len(s155x_) != 20 or len({ds[x][2] for x in s155x_ if x in ds}) != 20:\n"
    "        err('ref/set155_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET152))  # set 152's scenario ids: the trees set 157 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 152's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set152_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 157 reuses)')\n")
rep("if y != x and y not in s153x_]", "if y != x and y not in s155x_]")
rep("    try:\n        if json.load(open(os.path.join(HERE, 'ref', 'set155_scenarios.json'))) != chosen:\n"
    "            err('ref/set155_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set155_scenarios.json: %s' % e)\n",
    "    try:\n        if json.load(open(os.path.join(HERE, 'ref', 'set157_scenarios.json'))) != chosen:\n"
    "            err('ref/set157_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set157_scenarios.json: %s' % e)\n"
    "    # set 155's own choices file (saved as ref/set155_scenario_choices.json) must agree with ref/set155_scenarios.json\n"
    "    try:\n        s155 = [c['scenario'] for c in json.load(open(SET155_CHOICES))['chosen']]\n"
    "        if len(s155) != 20 or s155 != json.load(open(SET155)):\n"
    "            err('ref/set155_scenario_choices.json should list 20 chosen ids, those of ref/set155_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET155_CHOICES, e))\n")
rep("is not used by set 155' % x)", "is not used by set 157' % x)")
rep("err('chosen scenario %s is one of set 150\\'s own ids' % x)\n        if x in s153x_:\n"
    "            err('chosen scenario %s is one of set 153\\'s ids' % x)",
    "err('chosen scenario %s is one of set 152\\'s own ids' % x)\n        if x in s155x_:\n"
    "            err('chosen scenario %s is one of set 155\\'s ids' % x)")
rep("err('scenario %s is not in one of set 150\\'s trees' % sc)", "err('scenario %s is not in one of set 152\\'s trees' % sc)")
rep("set 153\\'s README", "set 155\\'s README", 3)
rep("all set 150\\'s trees, none of set 150\\'s or set 153\\'s ids", "all set 152\\'s trees, none of set 152\\'s or set 155\\'s ids")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags added', len(add_tags), 'styles added', len(add_styles), 'est added', len(add_est))
