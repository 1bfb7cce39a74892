"""Writes ../validate.py from set 219's validate.py (read as text, never imported or run): set 221's tags, styles
and counts, set 221's scenario rule (the 20 trees of set 216's scenarios, set 216's and set 219's ids excluded;
set 219's own choices file checked against its list), the READMEs of sets 219 and 218 for the tag checks, and
set 219's and set 218's tags, tag words, styles and theme words (read from their READMEs) added to the earlier
lists. Every replacement must hit exactly once (or the stated number of times)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set219', 'validate.py'), encoding='utf-8').read()
r219 = open(os.path.join(D, 'blind_set219', 'README.md'), encoding='utf-8').read()
r218 = open(os.path.join(D, 'blind_set218', 'README.md'), encoding='utf-8').read()

NEW_TAGS = ['defibrillator_pruefprotokoll', 'defibrillatore_collaudo', 'desfibrilador_inspeccion',
            'defibrillateur_entretien', 'aedbeheerder_controlelijst', 'defibrillaattori_tarkastus',
            'defibrylator_przeglad', 'hjertestarter_eftersyn']
NEW_STYLES = ['firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled']


def tags_of(readme):
    return re.findall(r'^- `([a-z]+_[a-z_]+)`: L "', readme, re.M)


def styles_of(readme):
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', readme)
    return re.findall(r'`([a-z_]+)`', m.group(1))


def themes_of(readme):
    return re.findall(r'theme word, ([a-z]+),', readme)


t219, t218 = tags_of(r219), tags_of(r218)
s219, s218 = styles_of(r219), styles_of(r218)
th219, th218 = themes_of(r219), themes_of(r218)
assert len(t219) == 8 and len(t218) == 8 and len(s219) == 6 and len(s218) == 6, (t219, t218, s219, s218)
print('set 219:', t219, s219, th219)
print('set 218:', t218, s218, th218)
# claim themes: the first theme word of each README is its persona theme (set 219's README also names
# timbersports, its first prose theme word, which is kept with the prose themes)
claim_themes = [th219[1], th218[0]]
prose_themes = [th219[0], th219[2], th218[1]]
words = set()
for t in t219 + t218:
    words.add(t)
    words.update(t.split('_'))
for w in claim_themes:
    words.update([w, w + 's'])
styles = set(s219 + s218)
variants = set(styles)
for w in prose_themes:
    variants.update([w, w + 's'])
print('claim themes', claim_themes, 'prose themes', prose_themes)

out = src


def rep(old, new, n=1):
    global out
    c = out.count(old)
    assert c == n, (c, old[:80])
    out = out.replace(old, new)


rep('"""Stdlib-only checker for blind set 219 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 221: set 219's checker (below, its docstring kept) patched by build/patch_validate.py with set 221's tags,\n"
    "styles and counts, set 221's scenario rule (the 20 trees that hold set 216's 20 scenarios, in set 216's order,\n"
    "each represented by its lowest record id that is neither set 216's id nor one of set 219's ids), and the READMEs\n"
    "of sets 219 and 218 for the distance checks; set 219's and set 218's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 219 (set 219's own docstring):\n"
    'Stdlib-only checker for blind set 219 (claims.jsonl, estimates.jsonl, README.md).\n')
old_min = ", ".join("'%s': 12" % t for t in t219) + ','
rep(old_min, ", ".join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % t219, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 219 (prose styles)\n            %s}" % ", ".join("'%s'" % s for s in s219),
    "            # set 219's prose styles (earlier for set 221)\n            %s,\n"
    "            # set 218's prose styles (earlier for set 221)\n            %s,\n"
    "            # new in set 221 (prose styles)\n            %s}" % (
        ", ".join("'%s'" % s for s in s219), ", ".join("'%s'" % s for s in s218),
        ", ".join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % s219, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s219) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           "# set 219's patterns (kept for the record)\nSET219_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s219) + '}\n')
rep(old_pat, new_pat)
rep("SET30_README = os.path.join(HERE, '..', 'blind_set215', 'README.md')  # set 219: set 215's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set219', 'README.md')  # set 221: set 219's README")
rep("for n in (214,)]  # set 219: set 214's README", "for n in (218,)]  # set 221: set 218's README")
rep("SET214 = os.path.join(HERE, 'ref', 'set214_scenarios.json')\n",
    "SET214 = os.path.join(HERE, 'ref', 'set214_scenarios.json')\n"
    "# set 221: set 219's list and its own choices file (set 219's ref/scenario_choices.json, copied under this name);\n"
    "# set 216's list (ref/set216_scenarios.json, copied from tests/data/blind_set216/ref/) holds the trees set 221 reuses\n"
    "SET219 = os.path.join(HERE, 'ref', 'set219_scenarios.json')\n"
    "SET219_CHOICES = os.path.join(HERE, 'ref', 'set219_scenario_choices.json')\n"
    "SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n")
rep("    set27_keys = {ds[x][2] for x in s214x_ if x in ds}  # set 214's trees: the trees set 219 reuses\n",
    "    set27_keys = {ds[x][2] for x in s214x_ if x in ds}  # set 214's trees: the trees set 219 reused\n"
    "    s219x_ = json.load(open(SET219))  # set 219's ids: not to be chosen again\n"
    "    if len(s219x_) != 20 or len({ds[x][2] for x in s219x_ if x in ds}) != 20:\n"
    "        err('ref/set219_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s216x_ = json.load(open(SET216))  # set 216's ids: the trees set 221 reuses, not to be chosen again\n"
    "    if len(s216x_) != 20 or len({ds[x][2] for x in s216x_ if x in ds}) != 20:\n"
    "        err('ref/set216_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reuses\n")
rep("    for x in s214x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s215x_]\n",
    "    for x in s216x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s219x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set219_scenarios.json'))) != chosen:\n"
    "            err('ref/set219_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set219_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set221_scenarios.json'))) != chosen:\n"
    "            err('ref/set221_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set221_scenarios.json: %s' % e)\n"
    "    # set 219's own choices file (saved as ref/set219_scenario_choices.json) must agree with ref/set219_scenarios.json\n"
    "    try:\n        s219 = [c['scenario'] for c in json.load(open(SET219_CHOICES))['chosen']]\n"
    "        if len(s219) != 20 or s219 != json.load(open(SET219)):\n"
    "            err('ref/set219_scenario_choices.json should list 20 chosen ids, those of ref/set219_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET219_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 219' % x)\n"
    "        if x in s214x_:\n            err('chosen scenario %s is one of set 214\\'s own ids' % x)\n"
    "        if x in s215x_:\n            err('chosen scenario %s is one of set 215\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 221' % x)\n"
    "        if x in s216x_:\n            err('chosen scenario %s is one of set 216\\'s own ids' % x)\n"
    "        if x in s219x_:\n            err('chosen scenario %s is one of set 219\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 214\\'s trees' % sc)", "err('scenario %s is not in one of set 216\\'s trees' % sc)")
rep("err('new tag %s appears in set 215\\'s README' % t)", "err('new tag %s appears in set 219\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 215\\'s README' % t)",
    "err('new tag %s (with a space) appears in set 219\\'s README' % t)")
rep("err('set 215\\'s README not found at %s' % SET30_README)", "err('set 219\\'s README not found at %s' % SET30_README)")
rep("all set 214\\'s trees, none of set 214\\'s or set 215\\'s ids", "all set 216\\'s trees, none of set 216\\'s or set 219\\'s ids")
anchor = "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n"
rep(anchor,
    "# set 221: set 219's claim tags, their words and its persona theme word (%s), and set 218's (%s); set 219's\n"
    "# and set 218's styles and theme words (%s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (
        claim_themes[0], claim_themes[1], ', '.join(prose_themes), sorted(words), sorted(variants), sorted(styles))
    + anchor)
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(out)
print('validate.py written')
