"""Set 192: writes validate.py from set 190's validate.py (read as text, never imported or run) by asserted
replacements: set 192's tags, styles and counts; set 192's scenario rule (the 20 trees that hold set 187's 20
scenarios, in set 187's order, each represented by its lowest record id that is neither set 187's id nor one of
set 190's ids); the READMEs of sets 190 and 189 for the README distance checks; and set 190's and set 189's claim
tags, their words, persona theme words, prose styles and prose theme words (with plurals), read from their
READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
SRC = os.path.join(ROOT, '..', 'blind_set190', 'validate.py')
t = open(SRC, encoding='utf-8').read()

def rep(old, new, count=1):
    global t
    n = t.count(old)
    assert n == count, (n, old[:80])
    t = t.replace(old, new)

NEW_TAGS = ['handwerker_wasserwaage', 'bricoleur_tournevis', 'klusjesman_rolmaat', 'ezermester_kalapacs',
            'majstor_klijesta', 'altmuligmand_boremaskine', 'manitas_escalera', 'meistras_lempute']
NEW_STYLES = ['sprite', 'superbolt', 'intracloud', 'thundersnow', 'upward', 'fulgurite']

def readme_lists(n):
    txt = open(os.path.join(ROOT, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    para = re.search(r'The persona theme is.*', txt).group(0)
    tags = sorted(set(re.findall(r'`([a-z]+_[a-z_]+)`', para)))
    assert len(tags) == 8, (n, tags)
    est = re.search(r'construction counts: ((?:`[a-z_]+` \d+,? ?)+)', txt).group(1)
    styles = re.findall(r'`([a-z_]+)` 20', est)
    assert len(styles) == 6, (n, styles)
    themes = re.findall(r'the theme word, ([a-z]+), begins', txt)
    assert len(themes) == 2, (n, themes)
    return tags, styles, themes

lists = {n: readme_lists(n) for n in (190, 189)}
ctags, svars, etags = set(), set(), set()
for n, (tags, styles, themes) in lists.items():
    ctags |= set(tags)
    for tg in tags:
        ctags |= set(tg.split('_'))
    ctags |= {themes[0], themes[0] + 's'}
    svars |= set(styles) | {themes[1], themes[1] + 's'}
    etags |= set(styles)
assert not ctags & set(NEW_TAGS + [w for x in NEW_TAGS for w in x.split('_')])
assert not svars & set(NEW_STYLES)

# docstring
rep('"""Stdlib-only checker for blind set 190 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 192 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 192: set 190's checker (below, its docstring kept) patched by build/patch_validate.py with set 192's tags,\n"
    "styles and counts, set 192's scenario rule (the 20 trees that hold set 187's 20 scenarios, in set 187's order,\n"
    "each represented by its lowest record id that is neither set 187's id nor one of set 190's ids), and the READMEs\n"
    "of sets 190 and 189 for the distance checks; set 190's and set 189's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 190 (set 190's own docstring):\n"
    "Stdlib-only checker for blind set 190 (claims.jsonl, estimates.jsonl, README.md).\n")
# READMEs for the distance checks
rep("SET30_README = os.path.join(HERE, '..', 'blind_set189', 'README.md')  # set 190: set 189's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set190', 'README.md')  # set 192: set 190's README")
rep("for n in (188,)]  # set 190: set 188's README", "for n in (189,)]  # set 192: set 189's README")
# set 190's list and choices file
rep("SET189_CHOICES = os.path.join(HERE, 'ref', 'set189_scenario_choices.json')\n",
    "SET189_CHOICES = os.path.join(HERE, 'ref', 'set189_scenario_choices.json')\n"
    "# set 192: set 190's list and its own choices file (set 190's ref/scenario_choices.json, copied under this name);\n"
    "# set 187's list (ref/set187_scenarios.json, above) holds the trees set 192 reuses\n"
    "SET190 = os.path.join(HERE, 'ref', 'set190_scenarios.json')\n"
    "SET190_CHOICES = os.path.join(HERE, 'ref', 'set190_scenario_choices.json')\n")
# tags and counts
old_tags = ['kassierer_geldkassette', 'caissier_bordereau', 'cassiere_scontrino', 'cajero_talonario', 'kasjer_sejf',
            'kassanhoitaja_kolikkorulla', 'kasininkas_vokas', 'blagajnik_priznanica']
rep("    " + ', '.join("'%s': 12" % x for x in old_tags) + ",\n",
    "    " + ', '.join("'%s': 12" % x for x in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
old_styles = ['slump', 'creep', 'earthflow', 'mudflow', 'solifluction', 'rockslide']
rep("            'slump', 'creep', 'earthflow', 'mudflow', 'solifluction', 'rockslide'}\n",
    "            'slump', 'creep', 'earthflow', 'mudflow', 'solifluction', 'rockslide',\n"
    "            # new in set 192 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = %r\n" % old_styles, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
rep("STYLE_PATTERNS = {\n    'slump':",
    "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) +
    "}\n# set 190's patterns (kept for the record)\nSET190_STYLE_PATTERNS = {\n    'slump':")
# earlier lists
rep("AVOIDED_EST_FORMS = {'lua_note',",
    "# set 192: set 190's claim tags, their words and its persona theme word (%s), and set 189's (%s); set 190's\n"
    "# and set 189's styles and theme words (%s, %s), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "AVOIDED_EST_FORMS = {'lua_note'," % (lists[190][2][0], lists[189][2][0], lists[190][2][1], lists[189][2][1],
                                          sorted(ctags), sorted(svars), sorted(etags)))
# scenario rule
rep("    # set 190: the 20 trees of set 185's scenarios, each by its lowest record id that is neither set 185's id nor\n"
    "    # one of set 189's ids (expected list below)\n",
    "    # set 192: the 20 trees of set 187's scenarios, each by its lowest record id that is neither set 187's id nor\n"
    "    # one of set 190's ids (expected list below)\n"
    "    # set 190: the 20 trees of set 185's scenarios, each by its lowest record id that is neither set 185's id nor\n"
    "    # one of set 189's ids (set 190's rule, replaced)\n")
rep("    set27_keys = {ds[x][2] for x in s185x_ if x in ds}  # set 185's trees: the trees set 190 reuses\n"
    "    if len(s185x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set185_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 190 reuses)')\n",
    "    s190x_ = json.load(open(SET190))  # set 190's ids: not to be chosen again\n"
    "    if len(s190x_) != 20 or len({ds[x][2] for x in s190x_ if x in ds}) != 20:\n"
    "        err('ref/set190_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s187x_ if x in ds}  # set 187's trees: the trees set 192 reuses\n"
    "    if len(s187x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set187_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 192 reuses)')\n")
rep("    for x in s185x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s189x_]\n",
    "    for x in s187x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s190x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set190_scenarios.json'))) != chosen:\n"
    "            err('ref/set190_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set190_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set192_scenarios.json'))) != chosen:\n"
    "            err('ref/set192_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set192_scenarios.json: %s' % e)\n"
    "    # set 190's own choices file (saved as ref/set190_scenario_choices.json) must agree with ref/set190_scenarios.json\n"
    "    try:\n"
    "        s190 = [c['scenario'] for c in json.load(open(SET190_CHOICES))['chosen']]\n"
    "        if len(s190) != 20 or s190 != json.load(open(SET190)):\n"
    "            err('ref/set190_scenario_choices.json should list 20 chosen ids, those of ref/set190_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET190_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 190' % x)\n"
    "        if x in s185x_:\n"
    "            err('chosen scenario %s is one of set 185\\'s own ids' % x)\n"
    "        if x in s189x_:\n"
    "            err('chosen scenario %s is one of set 189\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 192' % x)\n"
    "        if x in s187x_:\n"
    "            err('chosen scenario %s is one of set 187\\'s own ids' % x)\n"
    "        if x in s190x_:\n"
    "            err('chosen scenario %s is one of set 190\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 185\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 187\\'s trees' % sc)\n")
rep("                err('new tag %s appears in set 189\\'s README' % t)\n", "                err('new tag %s appears in set 190\\'s README' % t)\n")
rep("                err('new tag %s (with a space) appears in set 189\\'s README' % t)\n",
    "                err('new tag %s (with a space) appears in set 190\\'s README' % t)\n")
rep("        err('set 189\\'s README not found at %s' % SET30_README)\n", "        err('set 190\\'s README not found at %s' % SET30_README)\n")
rep("all set 185\\'s trees, none of set 185\\'s or set 189\\'s ids)", "all set 187\\'s trees, none of set 187\\'s or set 190\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(t)
print('validate.py written;', len(ctags), 'claim-list entries,', len(svars), 'style entries,', len(etags), 'styles added')
