"""Copy set 148's validate.py and patch it for set 150 (every replacement asserted); set 147's lists read with ast."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set148', 'validate.py')).read()
t147 = ast.parse(open(os.path.join(D, 'blind_set147', 'validate.py')).read())
def strs(node):
    return {e.value for e in ast.walk(node) if isinstance(e, ast.Constant) and isinstance(e.value, str)}
L = {'EARLIER_CLAIM_TAGS': set(), 'SET41_STYLE_VARIANTS': set(), 'EST_TAGS': set(), 'NEW_CLAIM_TAGS': set(),
     'NEW_EST_TAGS': set()}
for n in t147.body:
    if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
        nm = n.targets[0].id
    elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
        nm = n.target.id
    else:
        continue
    if nm in L and isinstance(n.value, (ast.Set, ast.List, ast.Call, ast.BinOp)):
        L[nm] |= strs(n.value)
NEW_TAGS = ['meunier_meule', 'mueller_mahlstein', 'mugnaio_macina', 'mjolnare_kvarnsten', 'mlynarz_kamien',
            'molnar_malomko', 'myllari_jauhinkivi', 'malunininkas_girnos']
NEW_STYLES = ['acetylation', 'methylation', 'glycosylation', 'ubiquitination', 'prenylation', 'myristoylation']
OLD_TAGS = ['monnayeur_balancier', 'acunador_cuno', 'coniatore_conio', 'cunhador_cunho', 'encunyador_encuny',
            'muenzpraeger_praegeeisen', 'myntpreger_myntjern', 'mincerz_tlok']
OLD_STYLES = ['exocytosis', 'phagocytosis', 'pinocytosis', 'transcytosis', 'efferocytosis', 'trogocytosis']
used_words = {w for t in NEW_TAGS for w in t.split('_')}
DROPPED_TAGS = ['cirier_meche', 'cirier', 'meche', 'kerzenzieher_docht', 'kerzenzieher', 'docht', 'mlinar_zrvanj',
                'mlinar', 'zrvanj', 'klokkengieter', 'ludwisarz', 'dzwon', 'konvar', 'badajo', 'moller', 'kvern',
                'kvernstein', 'kvaern', 'mlynar', 'maalsteen', 'muela', 'mylonas', 'mylopetra', 'muilleoir', 'morar',
                'moara', 'lysestober', 'vaege', 'kanoc', 'veke', 'kynttilanvalaja', 'ceraiolo_stoppino', 'ceraiolo',
                'stoppino', 'kaarsenmaker', 'gyertyaonto', 'ljusstopare', 'moleiro', 'moliner', 'molenaar',
                'fondeur', 'glockengiesser', 'glockenspeise', 'fonditore', 'campanero', 'campaner', 'campana',
                'batall']
DROPPED_STYLES = ['hydroxylation', 'farnesylation', 'lipidation', 'phosphorylation', 'sumoylation', 'palmitoylation',
                  'neddylation', 'citrullination']
ec = set(L['EARLIER_CLAIM_TAGS']) | set(L['NEW_CLAIM_TAGS']) | set(OLD_TAGS) | set(DROPPED_TAGS)
for t in list(L['NEW_CLAIM_TAGS']) + OLD_TAGS:
    ec |= set(t.split('_'))
ec -= used_words
assert not (ec & set(NEW_TAGS))
sv = set(L['SET41_STYLE_VARIANTS']) | set(L['NEW_EST_TAGS']) | set(OLD_STYLES) | set(DROPPED_STYLES)
et = set(L['EST_TAGS']) | set(L['NEW_EST_TAGS'])
assert not (sv & set(NEW_STYLES)) and not (et & set(NEW_STYLES)), (sv & set(NEW_STYLES), et & set(NEW_STYLES))
def rep(s, old, new, count=1):
    assert s.count(old) == count, (old[:80], s.count(old))
    return s.replace(old, new)
s = src
s = rep(s, '"""Stdlib-only checker for blind set 148 (claims.jsonl, estimates.jsonl, README.md).\n',
        '"""Stdlib-only checker for blind set 150 (claims.jsonl, estimates.jsonl, README.md).\n\n'
        "Set 150: set 148's checker (below, its docstring kept) patched by build/patch_validate.py with set 150's tags,\n"
        "styles and counts, set 150's scenario rule (the 20 trees that hold set 145's 20 scenarios, in set 145's order,\n"
        "each represented by its lowest record id that is neither set 145's id nor one of set 148's ids), and the READMEs\n"
        "of sets 148 and 147 for the distance checks; the lists of set 147's checker are added.\n\n"
        "Set 148 (set 148's own docstring):\n\n"
        'Stdlib-only checker for blind set 148 (claims.jsonl, estimates.jsonl, README.md).\n')
s = rep(s, "SET30_README = os.path.join(HERE, '..', 'blind_set146', 'README.md')  # set 148: set 146's README",
        "SET30_README = os.path.join(HERE, '..', 'blind_set148', 'README.md')  # set 150: set 148's README")
s = rep(s, "for n in (145,)]  # set 148: set 145's README", "for n in (147,)]  # set 150: set 147's README")
s = rep(s, "SET146_CHOICES = os.path.join(HERE, 'ref', 'set146_scenario_choices.json')\n",
        "SET146_CHOICES = os.path.join(HERE, 'ref', 'set146_scenario_choices.json')\n"
        "# set 150: set 145's scenario list (the trees set 150 reuses; copied from set 145's ref/) and set 148's list and\n"
        "# its own choices file (set 148's ref/scenario_choices.json, copied under this name)\n"
        "SET145 = os.path.join(HERE, 'ref', 'set145_scenarios.json')\n"
        "SET148 = os.path.join(HERE, 'ref', 'set148_scenarios.json')\n"
        "SET148_CHOICES = os.path.join(HERE, 'ref', 'set148_scenario_choices.json')\n")
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
s = rep(s, old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
s = rep(s, 'NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
s = rep(s, "            'exocytosis', 'phagocytosis', 'pinocytosis', 'transcytosis', 'efferocytosis', 'trogocytosis'}",
        "            'exocytosis', 'phagocytosis', 'pinocytosis', 'transcytosis', 'efferocytosis', 'trogocytosis',\n"
        "            # set 147's prose styles\n            " + ', '.join(repr(x) for x in sorted(L['NEW_EST_TAGS'])) + ",\n"
        "            # new in set 150 (prose styles)\n            " + ', '.join(repr(x) for x in NEW_STYLES) + '}')
s = rep(s, 'NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + '}\n'
           "# set 148's patterns (kept for the record)\nSET148_" + old_pat)
s = rep(s, old_pat, new_pat)
anchor = "AVOIDED_EST_FORMS = {"
s = rep(s, anchor,
        "# set 150: set 148's and set 147's claim tags and their words, set 147's whole EARLIER_CLAIM_TAGS list and set 150's\n"
        "# dropped tag candidates (words my tags share left out); set 148's and set 147's styles, set 147's whole\n"
        "# SET41_STYLE_VARIANTS and EST_TAGS lists and set 150's dropped style candidates\n"
        "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (sorted(ec), sorted(sv), sorted(et))
        + anchor)
s = rep(s, "    s28_ = json.load(open(SET143))  # set 143's scenario ids: the trees set 148 reuses (name kept from set 39's checker)\n",
        "    s148x_ = json.load(open(SET148))  # set 148's ids: not to be chosen again\n"
        "    if len(s148x_) != 20 or len({ds[x][2] for x in s148x_ if x in ds}) != 20:\n"
        "        err('ref/set148_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
        "    s28_ = json.load(open(SET145))  # set 145's scenario ids: the trees set 150 reuses (name kept from set 39's checker)\n")
s = rep(s, "        err('ref/set143_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 148 reuses)')",
        "        err('ref/set145_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 150 reuses)')")
s = rep(s, "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s146x_]",
        "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s148x_]")
s = rep(s, "        if json.load(open(os.path.join(HERE, 'ref', 'set148_scenarios.json'))) != chosen:\n"
           "            err('ref/set148_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
           "    except Exception as e:\n        err('cannot read ref/set148_scenarios.json: %s' % e)\n",
        "        if json.load(open(os.path.join(HERE, 'ref', 'set150_scenarios.json'))) != chosen:\n"
        "            err('ref/set150_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
        "    except Exception as e:\n        err('cannot read ref/set150_scenarios.json: %s' % e)\n"
        "    # set 148's own choices file (saved as ref/set148_scenario_choices.json) must agree with ref/set148_scenarios.json\n"
        "    try:\n        s148 = [c['scenario'] for c in json.load(open(SET148_CHOICES))['chosen']]\n"
        "        if len(s148) != 20 or s148 != json.load(open(SET148)):\n"
        "            err('ref/set148_scenario_choices.json should list 20 chosen ids, those of ref/set148_scenarios.json')\n"
        "    except Exception as e:\n        err('cannot read %s: %s' % (SET148_CHOICES, e))\n")
s = rep(s, "is not used by set 148' % x)", "is not used by set 150' % x)")
s = rep(s, "            err('chosen scenario %s is one of set 143\\'s own ids' % x)\n        if x in s146x_:\n"
           "            err('chosen scenario %s is one of set 146\\'s ids' % x)",
        "            err('chosen scenario %s is one of set 145\\'s own ids' % x)\n        if x in s148x_:\n"
        "            err('chosen scenario %s is one of set 148\\'s ids' % x)")
s = rep(s, "            err('scenario %s is not in one of set 143\\'s trees' % sc)",
        "            err('scenario %s is not in one of set 145\\'s trees' % sc)")
s = rep(s, "appears in set 146\\'s README' % t)", "appears in set 148\\'s README' % t)", count=2)
s = rep(s, "        err('set 146\\'s README not found at %s' % SET30_README)", "        err('set 148\\'s README not found at %s' % SET30_README)")
s = rep(s, "all set 143\\'s trees, none of set 143\\'s or set 146\\'s ids)", "all set 145\\'s trees, none of set 145\\'s or set 148\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(s)
print('patched; lists added:', len(ec), len(sv), len(et), 'set 147 new tags', sorted(L['NEW_CLAIM_TAGS']), sorted(L['NEW_EST_TAGS']))
