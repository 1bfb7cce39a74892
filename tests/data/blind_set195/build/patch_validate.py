"""Make set 195's validate.py from set 193's (read as text, never imported or run): asserted replacements only.
Set 195's tags, styles and counts; set 195's scenario rule (the 20 trees that hold set 190's 20 scenarios, in
set 190's order, each represented by its lowest record id that is neither set 190's id nor one of set 193's ids);
the READMEs of sets 193 and 191 for the distance checks; set 193's and set 191's tags, their words, styles and theme
words (read from their READMEs) added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SETS = os.path.join(HERE, '..', '..')
src = open(os.path.join(SETS, 'blind_set193', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['testare_skarmdump', 'testaaja_testitapaus', 'tesztelo_hibajegy', 'testeur_anomalie', 'testador_roteiro',
            'testuotojas_klaida', 'preizkusevalec_napaka', 'profwr_gwall']
NEW_STYLES = ['wedge', 'roping', 'stovepipe', 'multivortex', 'landspout', 'waterspout']


def readme_facts(n):
    t = open(os.path.join(SETS, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    s1 = t[t.index('## 1. claims.jsonl'):t.index('## 2. estimates.jsonl')]
    s2 = t[t.index('## 2. estimates.jsonl'):t.index('## 3. Universes used')]
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+', s1, re.M)]
    tags = [x for x in tags if x not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', s2)
    pth = re.search(r'\(the theme word, ([a-z]+), begins', s1).group(1)
    prth = re.search(r'\(the theme word, ([a-z]+), begins', s2).group(1)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles, pth, prth


facts = {n: readme_facts(n) for n in (193, 191)}
for n, f in facts.items():
    print(n, f)
claim_words, style_words, est_words = set(), set(), set()
for n, (tags, styles, pth, prth) in facts.items():
    for t in tags:
        claim_words.add(t)
        claim_words.update(t.split('_'))
    claim_words.update([pth, pth + 's'])
    style_words.update(styles)
    style_words.update([prth, prth + 's'])
    est_words.update(styles)


def rep(old, new, count=1):
    global src
    c = src.count(old)
    assert c == count, (c, old[:120])
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 193 (claims.jsonl, estimates.jsonl, README.md).\nSet 193: ',
    '"""Stdlib-only checker for blind set 195 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 195: set 193\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 195\'s tags,\n'
    'styles and counts, set 195\'s scenario rule (the 20 trees that hold set 190\'s 20 scenarios, in set 190\'s order,\n'
    'each represented by its lowest record id that is neither set 190\'s id nor one of set 193\'s ids), and the READMEs\n'
    'of sets 193 and 191 for the distance checks; set 193\'s and set 191\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 193 (set 193\'s own docstring):\n'
    'Stdlib-only checker for blind set 193 (claims.jsonl, estimates.jsonl, README.md).\nSet 193: ')
rep("SET188 = os.path.join(HERE, 'ref', 'set188_scenarios.json')\n",
    "SET188 = os.path.join(HERE, 'ref', 'set188_scenarios.json')\n"
    "# set 195: set 193's list and its own choices file (set 193's ref/scenario_choices.json, copied under this name);\n"
    "# set 190's list (ref/set190_scenarios.json, copied from tests/data/blind_set190/ref/) holds the trees set 195 reuses\n"
    "SET193 = os.path.join(HERE, 'ref', 'set193_scenarios.json')\n"
    "SET193_CHOICES = os.path.join(HERE, 'ref', 'set193_scenario_choices.json')\n"
    "SET190 = os.path.join(HERE, 'ref', 'set190_scenarios.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set191', 'README.md')  # set 193: set 191's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set193', 'README.md')  # set 195: set 193's README")
rep("for n in (190,)]  # set 193: set 190's README", "for n in (191,)]  # set 195: set 191's README")
OLD_TAGS = ['statistiker_hochrechnung', 'statisticien_echantillon', 'statistico_regressione', 'statystyk_ankieta',
            'tilastotieteilija_keskiarvo', 'statisztikus_szoras', 'ystadegydd_arolwg', 'tolfraedingur_urtak']
rep("    " + ', '.join("'%s': 12" % t for t in OLD_TAGS) + ",\n",
    "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
OLD_STYLES = ['breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding']
rep("            'breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding'}\nNEW_EST_TAGS = %r" % OLD_STYLES,
    "            'breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding',\n"
    "            # new in set 195 (prose styles)\n"
    "            " + ', '.join("'%s'" % s for s in NEW_STYLES) + "}\nNEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 193's patterns (kept for the record)\nSET193_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n")
rep(old_pat, new_pat)
rep("AVOIDED_EST_FORMS = {",
    "# set 195: set 193's claim tags, their words and its persona theme word (%s), and set 191's (%s); set 193's\n"
    "# and set 191's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (facts[193][2], facts[191][2], facts[193][3], facts[191][3], sorted(claim_words), sorted(style_words),
       sorted(est_words)))
rep("        err('ref/set188_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 193 reuses)')\n",
    "        err('ref/set188_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 193 reuses)')\n"
    "    s193x_ = json.load(open(SET193))  # set 193's ids: not to be chosen again\n"
    "    if len(s193x_) != 20 or len({ds[x][2] for x in s193x_ if x in ds}) != 20:\n"
    "        err('ref/set193_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s190x_ = json.load(open(SET190))  # set 190's scenario ids: the trees set 195 reuses\n"
    "    set27_keys = {ds[x][2] for x in s190x_ if x in ds}  # set 190's trees (name kept from set 39's checker)\n"
    "    if len(s190x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set190_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 195 reuses)')\n")
rep("    for x in s188x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s191x_]\n",
    "    for x in s190x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s193x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set193_scenarios.json'))) != chosen:\n"
    "            err('ref/set193_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set193_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set195_scenarios.json'))) != chosen:\n"
    "            err('ref/set195_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set195_scenarios.json: %s' % e)\n"
    "    # set 193's own choices file (saved as ref/set193_scenario_choices.json) must agree with ref/set193_scenarios.json\n"
    "    try:\n        s193 = [c['scenario'] for c in json.load(open(SET193_CHOICES))['chosen']]\n"
    "        if len(s193) != 20 or s193 != json.load(open(SET193)):\n"
    "            err('ref/set193_scenario_choices.json should list 20 chosen ids, those of ref/set193_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET193_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 193' % x)\n"
    "        if x in s188x_:\n            err('chosen scenario %s is one of set 188\\'s own ids' % x)\n"
    "        if x in s191x_:\n            err('chosen scenario %s is one of set 191\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 195' % x)\n"
    "        if x in s190x_:\n            err('chosen scenario %s is one of set 190\\'s own ids' % x)\n"
    "        if x in s193x_:\n            err('chosen scenario %s is one of set 193\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 188\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 190\\'s trees' % sc)")
rep("                err('new tag %s appears in set 191\\'s README' % t)",
    "                err('new tag %s appears in set 193\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 191\\'s README' % t)",
    "                err('new tag %s (with a space) appears in set 193\\'s README' % t)")
rep("        err('set 191\\'s README not found at %s' % SET30_README)",
    "        err('set 193\\'s README not found at %s' % SET30_README)")
rep("all set 188\\'s trees, none of set 188\\'s or set 191\\'s ids)",
    "all set 190\\'s trees, none of set 190\\'s or set 193\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
