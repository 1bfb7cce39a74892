"""Write set 188's validate.py: set 186's checker (read as text, never imported or run) with asserted replacements:
set 188's tags, styles and counts; set 188's scenario rule (the 20 trees that hold set 183's 20 scenarios, in set
183's order, each represented by its lowest record id that is neither set 183's id nor one of set 186's ids); the
READMEs of sets 186 and 187 for the distance checks; set 186's and set 187's claim tags, their words, their persona
theme words, their prose styles and prose theme words (with simple plurals), read from their READMEs, added to the
earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
B = os.path.join(HERE, '..', '..')
src = open(os.path.join(B, 'blind_set186', 'validate.py'), encoding='utf-8').read()
R186 = open(os.path.join(B, 'blind_set186', 'README.md'), encoding='utf-8').read()
R187 = open(os.path.join(B, 'blind_set187', 'README.md'), encoding='utf-8').read()

NEW_TAGS = ['arbeitshygieniker_pruefroehrchen', 'hygieniste_luxmetre', 'igienista_fonometro', 'higienista_muestreador',
            'arbeidshygienist_stofmeter', 'munkahigienikus_paramero', 'hygienik_dozimetr', 'higienistas_termometras']
NEW_STYLES = ['samara', 'pappus', 'silique', 'schizocarp', 'loment', 'drupe']


def readme_lists(txt):
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    est = txt.split('## 2. estimates.jsonl', 1)[1]
    styles = re.findall(r'`([a-z_]+)` 20\b', est.split('\n\n', 2)[1])
    themes = re.findall(r'the theme word, ([a-z]+),', txt)
    return tags, styles, themes


def plural(w):
    if w.endswith('man'):
        return {w, w[:-3] + 'men'}
    return {w, w + 's'}


t186, s186, th186 = readme_lists(R186)
t187, s187, th187 = readme_lists(R187)
assert len(t186) == 8 and len(t187) == 8 and len(s186) == 6 and len(s187) == 6, (t186, t187, s186, s187)
assert len(th186) == 2 and len(th187) == 2, (th186, th187)
claim_add = set(t186 + t187)
for t in t186 + t187:
    claim_add |= set(t.split('_'))
for w in (th186[0], th187[0]):  # persona theme words
    claim_add |= plural(w)
style_add = set(s186 + s187)
for w in (th186[1], th187[1]):  # prose theme words
    style_add |= plural(w)


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:120])
    src = src.replace(old, new)


# docstring
rep('"""Stdlib-only checker for blind set 186 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 188 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 188: set 186\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 188\'s tags,\n'
    'styles and counts, set 188\'s scenario rule (the 20 trees that hold set 183\'s 20 scenarios, in set 183\'s order,\n'
    'each represented by its lowest record id that is neither set 183\'s id nor one of set 186\'s ids), and the READMEs\n'
    'of sets 186 and 187 for the distance checks; set 186\'s and set 187\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 186 (set 186\'s own docstring):\n'
    'Stdlib-only checker for blind set 186 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set184', 'README.md')  # set 186: set 184's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set186', 'README.md')  # set 188: set 186's README")
rep("for n in (185,)]  # set 186: set 185's README", "for n in (187,)]  # set 188: set 187's README")
# ref paths
rep("SET181 = os.path.join(HERE, 'ref', 'set181_scenarios.json')\n",
    "SET181 = os.path.join(HERE, 'ref', 'set181_scenarios.json')\n"
    "# set 188: set 186's list and its own choices file (set 186's ref/scenario_choices.json, copied under this name);\n"
    "# set 183's list (ref/set183_scenarios.json, copied from tests/data/blind_set183/ref/) holds the trees set 188 reuses\n"
    "SET186 = os.path.join(HERE, 'ref', 'set186_scenarios.json')\n"
    "SET186_CHOICES = os.path.join(HERE, 'ref', 'set186_scenario_choices.json')\n"
    "SET183 = os.path.join(HERE, 'ref', 'set183_scenarios.json')\n")
# tags
old_tags = "'dessinateur_calque': 12, 'delineante_escalimetro': 12, 'disegnatore_tecnigrafo': 12, 'kreslarz_cyrkiel': 12, 'desenhista_normografo': 12, 'joonestaja_rapidograaf': 12, 'braizytojas_trintukas': 12, 'crtac_trokut': 12,"
rep(old_tags, ' '.join("'%s': 12," % t for t in NEW_TAGS))
rep("(checked below; set 186's tags here)", "(checked below; set 188's tags here)")
rep("NEW_CLAIM_TAGS = %r" % t186, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
# styles
rep("            # new in set 186 (prose styles)\n            'rokkaku', 'parafoil', 'hargrave', 'conyne', 'yakko', 'genki'}",
    "            # set 186's prose styles\n            %s,\n            # set 187's (a parallel set) prose styles\n"
    "            %s,\n            # new in set 188 (prose styles)\n            %s}" % (
        ', '.join(repr(s) for s in s186), ', '.join(repr(s) for s in s187), ', '.join(repr(s) for s in NEW_STYLES)))
rep("NEW_EST_TAGS = %r" % s186, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s186) + "}\n"
rep(old_pat, "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
    "# set 186's patterns (kept for the record)\nSET186_STYLE_PATTERNS = {\n" +
    ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s186) + "}\n")
# earlier lists: after set 186's additions
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor,
    "# set 188: set 186's claim tags, their words and its persona theme word (%s), and set 187's (a parallel set;\n"
    "# %s); set 186's and set 187's styles and theme words (%s, %s), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (
        th186[0], th187[0], th186[1], th187[1], sorted(claim_add), sorted(style_add), sorted(set(s186 + s187))) + anchor)
# scenario rule
rep("    s28_ = json.load(open(SET181))  # set 181's scenario ids: the trees set 186 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 181's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set181_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 186 reuses)')\n",
    "    s181x_ = json.load(open(SET181))  # set 181's ids (the trees set 186 reused)\n"
    "    if len(s181x_) != 20 or len({ds[x][2] for x in s181x_ if x in ds}) != 20:\n"
    "        err('ref/set181_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s186x_ = json.load(open(SET186))  # set 186's ids: not to be chosen again\n"
    "    if len(s186x_) != 20 or len({ds[x][2] for x in s186x_ if x in ds}) != 20:\n"
    "        err('ref/set186_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET183))  # set 183's scenario ids: the trees set 188 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 183's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set183_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 188 reuses)')\n")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s184x_]\n",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s186x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set186_scenarios.json'))) != chosen:\n"
    "            err('ref/set186_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set186_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set188_scenarios.json'))) != chosen:\n"
    "            err('ref/set188_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set188_scenarios.json: %s' % e)\n"
    "    # set 186's own choices file (saved as ref/set186_scenario_choices.json) must agree with ref/set186_scenarios.json\n"
    "    try:\n"
    "        s186 = [c['scenario'] for c in json.load(open(SET186_CHOICES))['chosen']]\n"
    "        if len(s186) != 20 or s186 != json.load(open(SET186)):\n"
    "            err('ref/set186_scenario_choices.json should list 20 chosen ids, those of ref/set186_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET186_CHOICES, e))\n")
rep("is not used by set 186' % x)", "is not used by set 188' % x)")
rep("            err('chosen scenario %s is one of set 181\\'s own ids' % x)\n        if x in s184x_:\n"
    "            err('chosen scenario %s is one of set 184\\'s ids' % x)\n",
    "            err('chosen scenario %s is one of set 183\\'s own ids' % x)\n        if x in s186x_:\n"
    "            err('chosen scenario %s is one of set 186\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 181\\'s trees' % sc)", "err('scenario %s is not in one of set 183\\'s trees' % sc)")
rep("appears in set 184\\'s README' % t)", "appears in set 186\\'s README' % t)", 2)
rep("err('set 184\\'s README not found at %s' % SET30_README)", "err('set 186\\'s README not found at %s' % SET30_README)")
rep("all set 181\\'s trees, none of set 181\\'s or set 184\\'s ids)", "all set 183\\'s trees, none of set 183\\'s or set 186\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('set 186:', t186, s186, th186)
print('set 187:', t187, s187, th187)
print('claim entries added:', len(claim_add), 'style entries added:', len(style_add))
