"""Write set 194's validate.py from set 193's (read as text, never imported or run): asserted replacements.
Set 194: set 193's tags, styles and counts replaced by set 194's; set 194's scenario rule (the 20 trees that hold
set 189's 20 scenarios, in set 189's order, each represented by its lowest record id that is neither set 189's id
nor one of set 193's ids; set 193's own choices file kept as ref/set193_scenario_choices.json); the READMEs of sets
193 and 192 for the distance checks; set 193's and set 192's tags, their words, their persona theme words
(statistician, handyman, with plurals), their styles and prose theme words (whale, lightning, with plurals), read
from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); SET = os.path.dirname(HERE)
DATA = os.path.dirname(SET)
src = open(os.path.join(DATA, 'blind_set193', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['kryptograph_zufallszahl', 'cryptographe_empreinte', 'crittografo_firma', 'criptografo_clave',
            'kryptograf_szyfr', 'kriptografus_tanusitvany', 'cryptograaf_wachtwoord', 'kryptologi_tiiviste']
NEW_STYLES = ['jetting', 'blanching', 'mottling', 'deimatic', 'hovering', 'burying']
OLD_TAGS = ['statistiker_hochrechnung', 'statisticien_echantillon', 'statistico_regressione', 'statystyk_ankieta',
            'tilastotieteilija_keskiarvo', 'statisztikus_szoras', 'ystadegydd_arolwg', 'tolfraedingur_urtak']
OLD_STYLES = ['breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding']


def readme_lists(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', txt.split('## 2. estimates.jsonl')[1].split('###')[0])
    s1 = txt.split('### The rules as applied to the new tags')[1].split('###')[0]
    s2 = txt.split('### The six prose styles and how they were read')[1].split('###')[0]
    persona = re.search(r'\(the theme word, ([a-z]+),', s1).group(1)
    prose = re.search(r'\(the theme word, ([a-z]+),', s2).group(1)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles, persona, prose


def plural(w):
    return w[:-3] + 'men' if w.endswith('man') else w + 's'


claim_words, style_words, est_tags, themes = set(), set(), set(), []
for n in (193, 192):
    tags, styles, persona, prose = readme_lists(n)
    themes.append((n, persona, prose))
    claim_words |= set(tags) | {w for t in tags for w in t.split('_')} | {persona, plural(persona)}
    style_words |= set(styles) | {prose, plural(prose)}
    est_tags |= set(styles)
assert set(OLD_TAGS) <= claim_words and set(OLD_STYLES) <= est_tags


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


head = ('"""Stdlib-only checker for blind set 194 (claims.jsonl, estimates.jsonl, README.md).\n'
        "Set 194: set 193's checker (below, its docstring kept) patched by build/patch_validate.py with set 194's tags,\n"
        "styles and counts, set 194's scenario rule (the 20 trees that hold set 189's 20 scenarios, in set 189's order,\n"
        "each represented by its lowest record id that is neither set 189's id nor one of set 193's ids), and the READMEs\n"
        "of sets 193 and 192 for the distance checks; set 193's and set 192's tags, their words, styles and theme words\n"
        'are added to the earlier lists.\n'
        "Set 193 (set 193's own docstring):\n")
rep('"""Stdlib-only checker for blind set 193 (claims.jsonl, estimates.jsonl, README.md).\n',
    head + 'Stdlib-only checker for blind set 193 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set191', 'README.md')  # set 193: set 191's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set193', 'README.md')  # set 194: set 193's README")
rep("for n in (190,)]  # set 193: set 190's README", "for n in (192,)]  # set 194: set 192's README")
rep("SET188 = os.path.join(HERE, 'ref', 'set188_scenarios.json')\n",
    "SET188 = os.path.join(HERE, 'ref', 'set188_scenarios.json')\n"
    "# set 194: set 193's list and its own choices file (set 193's ref/scenario_choices.json, copied under this name);\n"
    "# set 189's list (ref/set189_scenarios.json, copied with set 193's ref/) holds the trees set 194 reuses\n"
    "SET193 = os.path.join(HERE, 'ref', 'set193_scenarios.json')\n"
    "SET193_CHOICES = os.path.join(HERE, 'ref', 'set193_scenario_choices.json')\n")
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 193 (prose styles)\n            'breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding'}",
    "            # new in set 193 (prose styles)\n            'breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding',\n"
    "            # new in set 194 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           "# set 193's patterns (kept for the record)\nSET193_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n')
rep(old_pat, new_pat)
anchor = 'AVOIDED_EST_FORMS = {'
add = ("# set 194: set 193's claim tags, their words and its persona theme word (%s), and set 192's (%s); set 193's\n"
       "# and set 192's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
       % (themes[0][1], themes[1][1], themes[0][2], themes[1][2]))
add += 'EARLIER_CLAIM_TAGS |= set(%r)\n' % sorted(claim_words)
add += 'SET41_STYLE_VARIANTS |= set(%r)\n' % sorted(style_words)
add += 'EST_TAGS |= set(%r)\n' % sorted(est_tags)
rep(anchor, add + anchor)
rep("        err('ref/set188_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 193 reuses)')\n",
    "        err('ref/set188_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 193 reused)')\n"
    "    s193x_ = json.load(open(SET193))  # set 193's ids: not to be chosen again\n"
    "    if len(s193x_) != 20 or len({ds[x][2] for x in s193x_ if x in ds}) != 20:\n"
    "        err('ref/set193_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s189x_ if x in ds}  # set 189's trees: the trees set 194 reuses\n"
    "    if len(set27_keys) != 20:\n"
    "        err('ref/set189_scenarios.json should list 20 distinct trees (the trees set 194 reuses)')\n")
rep("    for x in s188x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s191x_]",
    "    for x in s189x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s193x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set193_scenarios.json'))) != chosen:\n"
    "            err('ref/set193_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set193_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set194_scenarios.json'))) != chosen:\n"
    "            err('ref/set194_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set194_scenarios.json: %s' % e)\n"
    "    # set 193's own choices file (saved as ref/set193_scenario_choices.json) must agree with ref/set193_scenarios.json\n"
    "    try:\n        s193 = [c['scenario'] for c in json.load(open(SET193_CHOICES))['chosen']]\n"
    "        if len(s193) != 20 or s193 != json.load(open(SET193)):\n"
    "            err('ref/set193_scenario_choices.json should list 20 chosen ids, those of ref/set193_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET193_CHOICES, e))\n")
rep("is not used by set 193' % x)\n        if x in s188x_:\n            err('chosen scenario %s is one of set 188\\'s own ids' % x)\n"
    "        if x in s191x_:\n            err('chosen scenario %s is one of set 191\\'s ids' % x)",
    "is not used by set 194' % x)\n        if x in s189x_:\n            err('chosen scenario %s is one of set 189\\'s own ids' % x)\n"
    "        if x in s193x_:\n            err('chosen scenario %s is one of set 193\\'s ids' % x)")
rep("err('scenario %s is not in one of set 188\\'s trees' % sc)", "err('scenario %s is not in one of set 189\\'s trees' % sc)")
rep("appears in set 191\\'s README' % t)", "appears in set 193\\'s README' % t)", 2)
rep("err('set 191\\'s README not found at %s' % SET30_README)", "err('set 193\\'s README not found at %s' % SET30_README)")
rep("all set 188\\'s trees, none of set 188\\'s or set 191\\'s ids)", "all set 189\\'s trees, none of set 189\\'s or set 193\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('themes', themes, 'claim words', len(claim_words), 'style words', sorted(style_words))
