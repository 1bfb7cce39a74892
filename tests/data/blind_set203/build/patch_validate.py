"""Writes set 203's validate.py: set 202's validate.py (read as text, never imported or run) with asserted
replacements: a docstring paragraph for set 203; set 202's README for the single-README tag check and set 201's
README as the other README; set 202's list and own choices file (ref/set202_scenarios.json and
ref/set202_scenario_choices.json, copies of set 202's ref/ files); set 203's eight claim tags and six prose styles
and their style patterns (set 202's patterns kept for the record); set 202's and set 201's claim tags, their words,
their persona theme words (with plurals), their prose styles and prose theme words (with plurals), read from
their READMEs, added to the earlier lists; set 203's scenario rule (the 20 trees that hold set 198's 20 scenarios,
in set 198's order, each represented by its lowest record id that is neither set 198's id nor one of set 202's
ids; the chosen list is ref/set203_scenarios.json); messages and the report line naming sets 198, 202 and 203."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set202', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['ombudsman_klagomal', 'oikeusasiamies_kantelu', 'varuh_poravnava', 'umbodsmadur_sattafundur',
            'ouvidor_protocolo', 'vertrouwenspersoon_melding', 'ochrance_stiznost', 'pravobranitelj_saslusanje']
NEW_STYLES = ['levain', 'autolyse', 'poolish', 'windowpane', 'ovenspring', 'overproofed']


def readme_lists(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20\b', re.search(r'construction counts: ([^.]*)', t).group(1))
    themes = []
    for w in re.findall(r'the theme word, ([a-z]+),', t):
        if w not in themes:
            themes.append(w)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


def plural(w):
    if w.endswith('y') and w[-2:-1] not in 'aeiou':
        return w[:-1] + 'ies'
    return w + 'es' if w.endswith(('s', 'sh', 'ch', 'x')) else w + 's'


claim_words, style_words, est_add = set(), set(), set()
info = {}
for n in (202, 201):
    tags, styles, themes = readme_lists(n)
    info[n] = (tags, styles, themes)
    claim_words.update(tags)
    for t in tags:
        claim_words.update(t.split('_'))
    claim_words.update([themes[0], plural(themes[0])])
    style_words.update(styles)
    style_words.update([themes[1], plural(themes[1])])
    est_add.update(styles)


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 202 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 203 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 203: set 202\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 203\'s tags,\n'
    'styles and counts, set 203\'s scenario rule (the 20 trees that hold set 198\'s 20 scenarios, in set 198\'s order,\n'
    'each represented by its lowest record id that is neither set 198\'s id nor one of set 202\'s ids), and the READMEs\n'
    'of sets 202 and 201 for the distance checks; set 202\'s and set 201\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 202 (set 202\'s own docstring):\n'
    'Stdlib-only checker for blind set 202 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set200', 'README.md')  # set 202: set 200's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set202', 'README.md')  # set 203: set 202's README")
rep("for n in (198,)]  # set 202: set 198's README", "for n in (201,)]  # set 203: set 201's README")
rep("SET200_CHOICES = os.path.join(HERE, 'ref', 'set200_scenario_choices.json')\n",
    "SET200_CHOICES = os.path.join(HERE, 'ref', 'set200_scenario_choices.json')\n"
    "# set 203: set 202's list and its own choices file (set 202's ref/scenario_choices.json, copied under this name);\n"
    "# set 198's list (ref/set198_scenarios.json, copied with set 202's ref/) holds the trees set 203 reuses\n"
    "SET202 = os.path.join(HERE, 'ref', 'set202_scenarios.json')\n"
    "SET202_CHOICES = os.path.join(HERE, 'ref', 'set202_scenario_choices.json')\n")
old_tags = info[202][0]
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
old_styles = info[202][1]
rep("            # new in set 202 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in old_styles),
    "            # set 202's prose styles (earlier for set 203)\n            %s,\n"
    "            # new in set 203 (prose styles)\n            %s}" % (', '.join("'%s'" % s for s in old_styles),
                                                                  ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % old_styles, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
rep(old_pat, new_pat + "# set 202's patterns (kept for the record)\nSET202_" + old_pat)
rep('AVOIDED_EST_FORMS = {',
    "# set 203: set 202's claim tags, their words and its persona theme word (%s), and set 201's (%s); set 202's\n"
    "# and set 201's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (info[202][2][0], info[201][2][0], info[202][2][1], info[201][2][1], sorted(claim_words),
       sorted(style_words), sorted(est_add)))
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s197x_ if x in ds}  # set 197's trees: the trees set 202 reuses\n",
    "    s202x_ = json.load(open(SET202))  # set 202's ids: not to be chosen again\n"
    "    if len(s202x_) != 20 or len({ds[x][2] for x in s202x_ if x in ds}) != 20:\n"
    "        err('ref/set202_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s198x_ if x in ds}  # set 198's trees: the trees set 203 reuses\n")
rep("    for x in s197x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s200x_]\n",
    "    for x in s198x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s202x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set202_scenarios.json'))) != chosen:\n"
    "            err('ref/set202_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set202_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set203_scenarios.json'))) != chosen:\n"
    "            err('ref/set203_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set203_scenarios.json: %s' % e)\n"
    "    # set 202's own choices file (saved as ref/set202_scenario_choices.json) must agree with ref/set202_scenarios.json\n"
    "    try:\n"
    "        s202 = [c['scenario'] for c in json.load(open(SET202_CHOICES))['chosen']]\n"
    "        if len(s202) != 20 or s202 != json.load(open(SET202)):\n"
    "            err('ref/set202_scenario_choices.json should list 20 chosen ids, those of ref/set202_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET202_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 202' % x)\n"
    "        if x in s197x_:\n            err('chosen scenario %s is one of set 197\\'s own ids' % x)\n"
    "        if x in s200x_:\n            err('chosen scenario %s is one of set 200\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 203' % x)\n"
    "        if x in s198x_:\n            err('chosen scenario %s is one of set 198\\'s own ids' % x)\n"
    "        if x in s202x_:\n            err('chosen scenario %s is one of set 202\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 197\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 198\\'s trees' % sc)\n")
rep("                err('new tag %s appears in set 200\\'s README' % t)\n",
    "                err('new tag %s appears in set 202\\'s README' % t)\n")
rep("                err('new tag %s (with a space) appears in set 200\\'s README' % t)\n",
    "                err('new tag %s (with a space) appears in set 202\\'s README' % t)\n")
rep("        err('set 200\\'s README not found at %s' % SET30_README)\n",
    "        err('set 202\\'s README not found at %s' % SET30_README)\n")
rep("all set 197\\'s trees, none of set 197\\'s or set 200\\'s ids)",
    "all set 198\\'s trees, none of set 198\\'s or set 202\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('wrote validate.py;', len(claim_words), 'claim words,', len(style_words), 'style words added')
for n in (202, 201):
    print(n, info[n])
