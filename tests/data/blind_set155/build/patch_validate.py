# set 155: builds ../validate.py from set 153's checker (asserted replacements) and adds the lists of set 152's
# checker (EARLIER_CLAIM_TAGS, SET41_STYLE_VARIANTS, EST_TAGS, read with ast, every assignment and |= of each name).
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
D = os.path.dirname(ROOT)
src = open(os.path.join(D, 'blind_set153', 'validate.py')).read()
def lists(path, names):
    t = ast.parse(open(path).read()); out = {n: set() for n in names}
    for node in ast.walk(t):
        tgt = None
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            tgt = node.targets[0].id
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            tgt = node.target.id
        if tgt in out:
            for n in ast.walk(node.value):
                if isinstance(n, ast.Constant) and isinstance(n.value, str):
                    out[tgt].add(n.value)
    return out
L152 = lists(os.path.join(D, 'blind_set152', 'validate.py'), ['EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS', 'EST_TAGS', 'NEW_CLAIM_TAGS', 'NEW_EST_TAGS'])
L153 = lists(os.path.join(D, 'blind_set153', 'validate.py'), ['NEW_CLAIM_TAGS', 'NEW_EST_TAGS'])
TAGS = ['mhunzi_nyundo', 'mfinyanzi_chungu', 'mshonaji_sindano', 'kinyozi_mkasi', 'mvuvi_ndoano', 'mchungaji_fimbo', 'mchongaji_patasi', 'mpishi_jiko']
STYLES = ['iamb', 'dactyl', 'amphibrach', 'molossus', 'bacchius', 'cretic']
MYWORDS = set(TAGS) | {w for t in TAGS for w in t.split('_')}
DROPPED_TAGS = ['mseremala', 'randa', 'mkulima', 'jembe', 'mwashi', 'baharia', 'tanga', 'sufuria', 'brashi', 'mkokoteni',
                'mganga', 'mkata', 'kata', 'fundi', 'mfumaji', 'kitanzi', 'hamali', 'kufuli', 'mfugaji', 'nyuki', 'asali',
                'mwokaji', 'dawa', 'mchuuzi', 'kapu', 'mchoraji', 'dereva', 'usukani', 'dereva_usukani']
DROPPED_STYLES = ['apoptosis', 'necroptosis', 'ferroptosis', 'pyroptosis', 'autophagy', 'anoikis', 'necrosis', 'entosis',
                  'netosis', 'cuproptosis', 'debridement', 'excision', 'ligation', 'cauterization', 'resection',
                  'laparotomy', 'esterification', 'saponification', 'hydrolysis', 'nitration', 'sulfonation',
                  'halogenation', 'hydrogenation', 'invagination', 'involution', 'epiboly', 'ingression', 'delamination',
                  'anastomosis', 'septation', 'disengage', 'tribrach', 'choriamb', 'synaloepha', 'diaeresis', 'caesura',
                  'enjambment', 'paeon', 'trochee', 'spondee', 'anapest', 'amphimacer', 'antispast', 'catalexis',
                  'hexameter', 'pentameter']
add_tags = set()
for L in (L152, L153):
    for t in L['NEW_CLAIM_TAGS']:
        add_tags.add(t); add_tags |= set(t.split('_'))
add_tags |= L152['EARLIER_CLAIM_TAGS'] | set(DROPPED_TAGS)
add_tags -= MYWORDS
add_styles = L152['SET41_STYLE_VARIANTS'] | L152['NEW_EST_TAGS'] | L153['NEW_EST_TAGS'] | set(DROPPED_STYLES)
add_est = L152['EST_TAGS'] | L152['NEW_EST_TAGS'] | L153['NEW_EST_TAGS']
assert not (add_styles & set(STYLES)) and not (add_est & set(STYLES)) and not (add_tags & MYWORDS)
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 153 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 155 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 155: set 153\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 155\'s tags,\n'
    'styles and counts, set 155\'s scenario rule (the 20 trees that hold set 150\'s 20 scenarios, in set 150\'s order,\n'
    'each represented by its lowest record id that is neither set 150\'s id nor one of set 153\'s ids), and the READMEs\n'
    'of sets 153 and 152 for the distance checks; the lists of set 152\'s checker are added.\n\n'
    'Set 153 (set 153\'s own docstring):\n\n'
    'Stdlib-only checker for blind set 153 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set150', 'README.md')  # set 153: set 150's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set153', 'README.md')  # set 155: set 153's README")
rep("for n in (151,)]  # set 153: set 151's README", "for n in (152,)]  # set 155: set 152's README")
rep("SET150_CHOICES = os.path.join(HERE, 'ref', 'set150_scenario_choices.json')\n",
    "SET150_CHOICES = os.path.join(HERE, 'ref', 'set150_scenario_choices.json')\n"
    "# set 155: set 150's scenario list (the trees set 155 reuses) and set 153's list and its own choices file\n"
    "# (set 153's ref/scenario_choices.json, copied under this name)\n"
    "SET153 = os.path.join(HERE, 'ref', 'set153_scenarios.json')\n"
    "SET153_CHOICES = os.path.join(HERE, 'ref', 'set153_scenario_choices.json')\n")
old_tags = "'schornsteinfeger_leiter': 12, 'spazzacamino_fuliggine': 12, 'nuohooja_noki': 12, 'schoorsteenveger_roet': 12, 'trubochist_yorsh': 12, 'odzacar_merdevine': 12, 'skorstensfejer_stige': 12, 'skurstenslaukis_slota': 12,"
rep(old_tags, ' '.join("'%s': 12," % t for t in TAGS))
rep("NEW_CLAIM_TAGS = ['schornsteinfeger_leiter', 'spazzacamino_fuliggine', 'nuohooja_noki', 'schoorsteenveger_roet', 'trubochist_yorsh', 'odzacar_merdevine', 'skorstensfejer_stige', 'skurstenslaukis_slota']",
    'NEW_CLAIM_TAGS = %r' % TAGS)
rep("NEW_EST_TAGS = ['elision', 'epenthesis', 'metathesis', 'lenition', 'fortition', 'prothesis']",
    'NEW_EST_TAGS = %r' % STYLES)
rep("STYLE_PATTERNS = {\n    'elision'", "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) +
    "}\n# set 153's patterns (kept for the record)\nSET153_STYLE_PATTERNS = {\n    'elision'")
rep("AVOIDED_EST_FORMS = {", "# set 155: set 153's and set 152's claim tags and their words, set 152's whole EARLIER_CLAIM_TAGS list and set 155's\n"
    "# dropped tag candidates (words my tags share left out); set 153's and set 152's styles, set 152's whole\n"
    "# SET41_STYLE_VARIANTS and EST_TAGS lists and set 155's dropped style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nEST_TAGS |= set(NEW_EST_TAGS)\n"
    % (sorted(add_tags), sorted(add_styles), sorted(add_est)) + "AVOIDED_EST_FORMS = {")
# scenario rule: set 150's trees, neither set 150's ids nor set 153's
rep("    s28_ = json.load(open(SET148))  # set 148's scenario ids: the trees set 153 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 128's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set148_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 153 reuses)')\n",
    "    s153x_ = json.load(open(SET153))  # set 153's ids: not to be chosen again\n"
    "    if len(s153x_) != 20 or len({ds[x][2] for x in s153x_ if x in ds}) != 20:\n"
    "        err('ref/set153_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET150))  # set 150's scenario ids: the trees set 155 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 150's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set150_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 155 reuses)')\n")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s150x_]\n",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s153x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set153_scenarios.json'))) != chosen:\n"
    "            err('ref/set153_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set153_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set155_scenarios.json'))) != chosen:\n"
    "            err('ref/set155_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set155_scenarios.json: %s' % e)\n"
    "    # set 153's own choices file (saved as ref/set153_scenario_choices.json) must agree with ref/set153_scenarios.json\n"
    "    try:\n"
    "        s153 = [c['scenario'] for c in json.load(open(SET153_CHOICES))['chosen']]\n"
    "        if len(s153) != 20 or s153 != json.load(open(SET153)):\n"
    "            err('ref/set153_scenario_choices.json should list 20 chosen ids, those of ref/set153_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET153_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 153' % x)\n"
    "        if x in s28_:\n"
    "            err('chosen scenario %s is one of set 148\\'s own ids' % x)\n"
    "        if x in s150x_:\n"
    "            err('chosen scenario %s is one of set 150\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 155' % x)\n"
    "        if x in s28_:\n"
    "            err('chosen scenario %s is one of set 150\\'s own ids' % x)\n"
    "        if x in s153x_:\n"
    "            err('chosen scenario %s is one of set 153\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 148\\'s trees' % sc)", "            err('scenario %s is not in one of set 150\\'s trees' % sc)")
rep("                err('new tag %s appears in set 150\\'s README' % t)", "                err('new tag %s appears in set 153\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 150\\'s README' % t)", "                err('new tag %s (with a space) appears in set 153\\'s README' % t)")
rep("        err('set 150\\'s README not found at %s' % SET30_README)", "        err('set 153\\'s README not found at %s' % SET30_README)")
rep("all set 148\\'s trees, none of set 148\\'s or set 150\\'s ids)", "all set 150\\'s trees, none of set 150\\'s or set 153\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w').write(src)
print('validate.py written', len(add_tags), len(add_styles), len(add_est))
