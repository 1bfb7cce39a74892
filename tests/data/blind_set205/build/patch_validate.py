"""Write set 205's validate.py from set 203's (tests/data/blind_set203/validate.py, read as text, never imported or
run), by asserted replacements: set 205's tags, styles and counts; set 205's scenario rule (the 20 trees that hold set
200's 20 scenarios, in set 200's order, each represented by its lowest record id that is neither set 200's id nor one of
set 203's ids; set 203's own choices file, copied as ref/set203_scenario_choices.json, checked against its list); the
READMEs of sets 203 and 202 for the distance checks; and set 203's and set 202's tags, their words, their persona theme
words, their prose styles and prose theme words (with plurals), read from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set203', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['tesorero_cuota', 'tesoureiro_recibo', 'tesoriere_contributo', 'tresorier_cotisation',
            'penningmeester_kasboek', 'rahastonhoitaja_jasenmaksu', 'skarbnik_skladka', 'schatzmeister_kassenbericht']
NEW_STYLES = ['runup', 'polebend', 'swingup', 'rockback', 'clearance', 'bailout']
OLD_TAGS = ['ombudsman_klagomal', 'oikeusasiamies_kantelu', 'varuh_poravnava', 'umbodsmadur_sattafundur',
            'ouvidor_protocolo', 'vertrouwenspersoon_melding', 'ochrance_stiznost', 'pravobranitelj_saslusanje']
OLD_STYLES = ['levain', 'autolyse', 'poolish', 'windowpane', 'ovenspring', 'overproofed']

def plural(w):
    if w.endswith('man'): return w[:-3] + 'men'
    if w.endswith('y'): return w[:-1] + 'ies'
    return w + 's'

def from_readme(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    sec = txt[txt.index('### The rules as applied to the new tags'):txt.index('### Attacker probes')]
    para = sec.split('\n\n')[1]
    tags = []
    for t in re.findall(r'`([a-z]+_[a-z]+)`', para):
        if t not in tags: tags.append(t)
    assert len(tags) == 8, (n, tags)
    themes = re.findall(r'the theme word, (\w+), begins', txt)
    assert len(themes) == 2, (n, themes)
    m = re.search(r'construction counts: ((?:`\w+` \d+, )*`\w+` \d+)', txt)
    styles = re.findall(r'`(\w+)`', m.group(1))
    assert len(styles) == 6, (n, styles)
    return tags, themes[0], styles, themes[1]

t203, p203, s203, q203 = from_readme(203)
t202, p202, s202, q202 = from_readme(202)
assert t203 == OLD_TAGS and s203 == OLD_STYLES, (t203, s203)
words = set()
for t in t203 + t202:
    words.add(t)
    words |= set(t.split('_'))
for w in (p203, p202):
    words |= {w, plural(w)}
styles_v = set(s203 + s202)
for w in (q203, q202):
    styles_v |= {w, plural(w)}

def rep(a, b, count=1):
    global src
    assert src.count(a) == count, (src.count(a), a[:80])
    src = src.replace(a, b)

# docstring
rep('"""Stdlib-only checker for blind set 203 (claims.jsonl, estimates.jsonl, README.md).\nSet 203: set 202\'s checker',
    '"""Stdlib-only checker for blind set 205 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 205: set 203\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 205\'s tags,\n'
    'styles and counts, set 205\'s scenario rule (the 20 trees that hold set 200\'s 20 scenarios, in set 200\'s order,\n'
    'each represented by its lowest record id that is neither set 200\'s id nor one of set 203\'s ids), and the READMEs\n'
    'of sets 203 and 202 for the distance checks; set 203\'s and set 202\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 203 (set 203\'s own docstring):\n'
    'Stdlib-only checker for blind set 203 (claims.jsonl, estimates.jsonl, README.md).\nSet 203: set 202\'s checker')
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set202', 'README.md')  # set 203: set 202's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set203', 'README.md')  # set 205: set 203's README")
rep("for n in (201,)]  # set 203: set 201's README", "for n in (202,)]  # set 205: set 202's README")
# constants
rep("SET202_CHOICES = os.path.join(HERE, 'ref', 'set202_scenario_choices.json')\n",
    "SET202_CHOICES = os.path.join(HERE, 'ref', 'set202_scenario_choices.json')\n"
    "# set 205: set 203's list and its own choices file (set 203's ref/scenario_choices.json, copied under this name);\n"
    "# set 200's list (ref/set200_scenarios.json, copied with set 203's ref/) holds the trees set 205 reuses\n"
    "SET203 = os.path.join(HERE, 'ref', 'set203_scenarios.json')\n"
    "SET203_CHOICES = os.path.join(HERE, 'ref', 'set203_scenario_choices.json')\n")
# tags
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
# styles
rep("            # new in set 203 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # set 203's prose styles (earlier for set 205)\n            %s,\n"
    "            # new in set 205 (prose styles)\n            %s}" % (', '.join("'%s'" % s for s in OLD_STYLES),
                                                                   ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
rep('\n' + old_pat, '\n' + new_pat + "# set 203's patterns (kept for the record)\nSET203_" + old_pat)
# earlier lists
anchor = "AVOIDED_EST_FORMS = {'lua_note',"
rep(anchor,
    "# set 205: set 203's claim tags, their words and its persona theme word (%s), and set 202's (%s); set 203's\n"
    "# and set 202's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    % (p203, p202, q203, q202, sorted(words), sorted(styles_v), sorted(set(s203 + s202))) + anchor)
# scenario rule
rep("    s202x_ = json.load(open(SET202))  # set 202's ids: not to be chosen again\n"
    "    if len(s202x_) != 20 or len({ds[x][2] for x in s202x_ if x in ds}) != 20:\n"
    "        err('ref/set202_scenarios.json should list 20 scenarios with 20 distinct trees')\n",
    "    s202x_ = json.load(open(SET202))  # set 202's ids: not to be chosen again\n"
    "    if len(s202x_) != 20 or len({ds[x][2] for x in s202x_ if x in ds}) != 20:\n"
    "        err('ref/set202_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s203x_ = json.load(open(SET203))  # set 203's ids: not to be chosen again\n"
    "    if len(s203x_) != 20 or len({ds[x][2] for x in s203x_ if x in ds}) != 20:\n"
    "        err('ref/set203_scenarios.json should list 20 scenarios with 20 distinct trees')\n")
rep("    set27_keys = {ds[x][2] for x in s198x_ if x in ds}  # set 198's trees: the trees set 203 reuses",
    "    set27_keys = {ds[x][2] for x in s200x_ if x in ds}  # set 200's trees: the trees set 205 reuses")
rep("    for x in s198x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s202x_]",
    "    for x in s200x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s203x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set203_scenarios.json'))) != chosen:\n"
    "            err('ref/set203_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set203_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set205_scenarios.json'))) != chosen:\n"
    "            err('ref/set205_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set205_scenarios.json: %s' % e)\n"
    "    # set 203's own choices file (saved as ref/set203_scenario_choices.json) must agree with ref/set203_scenarios.json\n"
    "    try:\n        s203 = [c['scenario'] for c in json.load(open(SET203_CHOICES))['chosen']]\n"
    "        if len(s203) != 20 or s203 != json.load(open(SET203)):\n"
    "            err('ref/set203_scenario_choices.json should list 20 chosen ids, those of ref/set203_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET203_CHOICES, e))\n")
rep("is not used by set 203' % x)\n        if x in s198x_:\n            err('chosen scenario %s is one of set 198\\'s own ids' % x)\n"
    "        if x in s202x_:\n            err('chosen scenario %s is one of set 202\\'s ids' % x)",
    "is not used by set 205' % x)\n        if x in s200x_:\n            err('chosen scenario %s is one of set 200\\'s own ids' % x)\n"
    "        if x in s203x_:\n            err('chosen scenario %s is one of set 203\\'s ids' % x)")
rep("err('scenario %s is not in one of set 198\\'s trees' % sc)", "err('scenario %s is not in one of set 200\\'s trees' % sc)")
rep("err('new tag %s appears in set 202\\'s README' % t)", "err('new tag %s appears in set 203\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 202\\'s README' % t)", "err('new tag %s (with a space) appears in set 203\\'s README' % t)")
rep("err('set 202\\'s README not found at %s' % SET30_README)", "err('set 203\\'s README not found at %s' % SET30_README)")
rep("all set 198\\'s trees, none of set 198\\'s or set 202\\'s ids)", "all set 200\\'s trees, none of set 200\\'s or set 203\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 203:', t203, p203, '| tags 202:', t202, p202)
print('styles 203:', s203, q203, '| styles 202:', s202, q202)
print('words added:', len(words), 'style variants added:', len(styles_v))
