#!/usr/bin/env python3
"""Set 158: make validate.py from set 156's checker (asserted replacements). Set 155's tags, styles and whole
EARLIER_CLAIM_TAGS, SET41_STYLE_VARIANTS and EST_TAGS lists are read from its validate.py with ast (not executed)
and the strings set 156's checker lacks are added; set 156's tags, their words and styles are added as well,
with set 158's passed and unused candidates."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
S = os.path.dirname(HERE)
T = os.path.dirname(S)
src = open(os.path.join(T, 'blind_set156', 'validate.py'), encoding='utf-8').read()

def strings(path, names):
    tree = ast.parse(open(path, encoding='utf-8').read())
    out = set()
    for n in tree.body:
        tgt = None
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name):
            tgt, val = n.targets[0].id, n.value
        elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
            tgt, val = n.target.id, n.value
        if tgt in names:
            if isinstance(val, ast.Dict):
                vals = [k for k in val.keys if k is not None]
            else:
                vals = [val]
            for v in vals:
                for m in ast.walk(v):
                    if isinstance(m, ast.Constant) and isinstance(m.value, str):
                        out.add(m.value)
    return out

P155 = os.path.join(T, 'blind_set155', 'validate.py')
P156 = os.path.join(T, 'blind_set156', 'validate.py')
tags155 = strings(P155, {'EARLIER_CLAIM_TAGS', 'NEW_CLAIM_TAGS', 'CLAIM_MIN'})
new155 = strings(P155, {'NEW_CLAIM_TAGS', 'CLAIM_MIN'})
tags155 |= {w for t in new155 for w in t.split('_') if w}
styles155 = strings(P155, {'SET41_STYLE_VARIANTS', 'EST_TAGS', 'NEW_EST_TAGS'})
have_tags = strings(P156, {'EARLIER_CLAIM_TAGS', 'NEW_CLAIM_TAGS', 'CLAIM_MIN'})
have_styles = strings(P156, {'SET41_STYLE_VARIANTS'})
have_est = strings(P156, {'EST_TAGS'})
add_tags155 = sorted(t for t in tags155 - have_tags if t)
add_styles155 = sorted(styles155 - have_styles)
add_est155 = sorted(strings(P155, {'EST_TAGS', 'NEW_EST_TAGS'}) - have_est)

NEW_TAGS = ['remouleur_brouette', 'szlifierz_oselka', 'schleifer_wetzstein', 'tochilshchik_brusok',
            'sliber_slibesten', 'teroittaja_tahko', 'tocilar_tocila', 'teritaja_luisk']
NEW_STYLES = ['zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang']
OLD_TAGS = ['uhlir_milir', 'wegliarz_mielerz', 'szenegeto_boksa', 'ugljar_lopata', 'uhliar_hrabie', 'oglar_kopa',
            'vuhlyar_kopets', 'oglededzis_kaudze']
OLD_STYLES = ['canton', 'fimbriation', 'halyard', 'burgee', 'gonfalon', 'tricolour']
TAG_CANDIDATES_UNUSED = ['remouleur_charrette', 'charrette', 'tochylnyk_tochylo', 'tochylnyk', 'tochylo']
STYLE_CANDIDATES_UNUSED = ['sphragistics', 'sigillography', 'sigillum', 'jitsuin', 'shuniku', 'yinzhang', 'zhuanke',
                           'disgorgement', 'terroir', 'cuvee', 'lees', 'placket', 'gusset', 'godet', 'basting',
                           'parterre', 'niwaki', 'swerve', 'temae']
old_words = sorted(set(OLD_TAGS) | {w for t in OLD_TAGS for w in t.split('_')})

def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 156 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 158 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    "Set 158: set 156's checker (below, its docstring kept) patched by build/patch_validate.py with set 158's tags,\n"
    "styles and counts, set 158's scenario rule (the 20 trees that hold set 153's 20 scenarios, in set 153's order,\n"
    "each represented by its lowest record id that is neither set 153's id nor one of set 156's ids), and the READMEs\n"
    "of sets 156 and 155 for the distance checks; set 156's tags and styles and the lists of set 155's checker are\n"
    "added to the earlier lists.\n\n"
    "Set 156 (set 156's own docstring):\n\n"
    'Stdlib-only checker for blind set 156 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set154', 'README.md')  # set 156: set 154's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set156', 'README.md')  # set 158: set 156's README")
rep("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (153,)]  # set 156: set 153's README",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (155,)]  # set 158: set 155's README")
rep("SET154_CHOICES = os.path.join(HERE, 'ref', 'set154_scenario_choices.json')\n",
    "SET154_CHOICES = os.path.join(HERE, 'ref', 'set154_scenario_choices.json')\n"
    "# set 158: set 156's list and its own choices file (set 156's ref/scenario_choices.json, copied under this name);\n"
    "# set 153's list (ref/set153_scenarios.json, above) holds the trees set 158 reuses\n"
    "SET156 = os.path.join(HERE, 'ref', 'set156_scenarios.json')\n"
    "SET156_CHOICES = os.path.join(HERE, 'ref', 'set156_scenario_choices.json')\n")
rep("    # set 130's new tags, each with committing and adversarial forms (checked below)\n    " +
    ', '.join("'%s': 12" % t for t in OLD_TAGS) + ',\n',
    "    # set 130's new tags, each with committing and adversarial forms (checked below)\n    " +
    ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            'canton', 'fimbriation', 'halyard', 'burgee', 'gonfalon', 'tricolour'}\n",
    "            'canton', 'fimbriation', 'halyard', 'burgee', 'gonfalon', 'tricolour',\n"
    "            # new in set 158 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES)
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES)
rep('STYLE_PATTERNS = {\n' + old_pat + '}\n',
    'STYLE_PATTERNS = {\n' + new_pat + '}\n'
    "# set 156's patterns (kept for the record)\nSET156_STYLE_PATTERNS = {\n" + old_pat + '}\n')
anchor = "AVOIDED_EST_FORMS = {'lua_note'"
rep(anchor,
    "# set 158: set 156's claim tags and their words and set 158's passed and unused tag candidates; set 156's styles\n"
    "# and set 158's passed and unused style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % (old_words + TAG_CANDIDATES_UNUSED) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_STYLES + STYLE_CANDIDATES_UNUSED) +
    "EST_TAGS |= set(%r)\n" % OLD_STYLES +
    "# set 158: the strings of set 155's EARLIER_CLAIM_TAGS, NEW_CLAIM_TAGS and CLAIM_MIN (and the words of its new tags),\n"
    "# SET41_STYLE_VARIANTS, EST_TAGS and NEW_EST_TAGS that set 156's checker lacks\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % add_tags155 +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % add_styles155 +
    "EST_TAGS |= set(%r)\n" % add_est155 + anchor)
rep("    s149x_ = json.load(open(SET149))\n",
    "    s156x_ = json.load(open(SET156))  # set 156's ids: not to be chosen again\n"
    "    if len(s156x_) != 20 or len({ds[x][2] for x in s156x_ if x in ds}) != 20:\n"
    "        err('ref/set156_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s149x_ = json.load(open(SET149))\n")
rep("    s28_ = json.load(open(SET151))  # set 151's scenario ids: the trees set 156 reuses (name kept from set 39's checker)",
    "    s28_ = json.load(open(SET153))  # set 153's scenario ids: the trees set 158 reuses (name kept from set 39's checker)")
rep("        err('ref/set151_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 156 reuses)')",
    "        err('ref/set153_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 158 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s154x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s156x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set156_scenarios.json'))) != chosen:\n"
    "            err('ref/set156_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set158_scenarios.json'))) != chosen:\n"
    "            err('ref/set158_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n")
rep("        err('cannot read ref/set156_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set158_scenarios.json: %s' % e)\n"
    "    # set 156's own choices file (saved as ref/set156_scenario_choices.json) must agree with ref/set156_scenarios.json\n"
    "    try:\n"
    "        s156 = [c['scenario'] for c in json.load(open(SET156_CHOICES))['chosen']]\n"
    "        if len(s156) != 20 or s156 != json.load(open(SET156)):\n"
    "            err('ref/set156_scenario_choices.json should list 20 chosen ids, those of ref/set156_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET156_CHOICES, e))\n")
rep("is not used by set 156' % x)", "is not used by set 158' % x)")
rep("            err('chosen scenario %s is one of set 151\\'s own ids' % x)\n        if x in s154x_:\n"
    "            err('chosen scenario %s is one of set 154\\'s ids' % x)\n",
    "            err('chosen scenario %s is one of set 153\\'s own ids' % x)\n        if x in s156x_:\n"
    "            err('chosen scenario %s is one of set 156\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 151\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 153\\'s trees' % sc)")
rep("err('new tag %s appears in set 154\\'s README' % t)", "err('new tag %s appears in set 156\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 154\\'s README' % t)",
    "err('new tag %s (with a space) appears in set 156\\'s README' % t)")
rep("err('set 154\\'s README not found at %s' % SET30_README)", "err('set 156\\'s README not found at %s' % SET30_README)")
rep("all set 151\\'s trees, none of set 151\\'s or set 154\\'s ids)", "all set 153\\'s trees, none of set 153\\'s or set 156\\'s ids)")
open(os.path.join(S, 'validate.py'), 'w', encoding='utf-8').write(src)
print('added from set 155: %d tag strings, %d style strings, %d EST_TAGS' % (len(add_tags155), len(add_styles155), len(add_est155)))
