"""Write ../validate.py: set 189's checker (tests/data/blind_set189/validate.py, read as text, never imported or run)
patched for set 191 by asserted replacements: set 191's tags, styles and counts; set 191's scenario rule (the 20 trees
that hold set 186's 20 scenarios, in set 186's order, each represented by its lowest record id that is neither set
186's id nor one of set 189's ids; ref/set186_scenarios.json and ref/set189_scenarios.json, with set 189's own choices
file kept as ref/set189_scenario_choices.json); the READMEs of sets 189 and 188 for the distance checks; and set
189's and set 188's claim tags, their words, their persona theme words, their prose styles and prose theme words (with
plurals), read from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = os.path.dirname(SET)
src = open(os.path.join(DATA, 'blind_set189', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['upphandlare_anbud', 'ostaja_tarjouspyynto', 'zaopatrzeniowiec_zamowienie', 'nakupci_smlouva',
            'sagadnieks_pavadzime', 'nabavnik_predracun', 'prynwr_anfoneb', 'satinalmaci_teklif']
NEW_STYLES = ['cassegrain', 'dobsonian', 'maksutov', 'gregorian', 'herschelian', 'keplerian']


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (src.count(old), old[:120])
    src = src.replace(old, new)


def readme_lists(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', txt, re.M)
    styles = re.findall(r'`([a-z_]+)` 20\b', txt)
    themes = re.findall(r'the theme word, ([a-z]+), begins', txt)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


def plural(w):
    return w + ('es' if w.endswith(('s', 'x', 'ch', 'sh')) else 's')


claim_words, style_words, est_tags = set(), set(), set()
for n in (189, 188):
    tags, styles, themes = readme_lists(n)
    for t in tags:
        claim_words.add(t)
        claim_words.update(t.split('_'))
    claim_words.update([themes[0], plural(themes[0])])
    style_words.update(styles)
    style_words.update([themes[1], plural(themes[1])])
    est_tags.update(styles)

# docstring
rep('"""Stdlib-only checker for blind set 189 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 191 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 191: set 189's checker (below, its docstring kept) patched by build/patch_validate.py with set 191's tags,\n"
    "styles and counts, set 191's scenario rule (the 20 trees that hold set 186's 20 scenarios, in set 186's order,\n"
    "each represented by its lowest record id that is neither set 186's id nor one of set 189's ids), and the READMEs\n"
    "of sets 189 and 188 for the distance checks; set 189's and set 188's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 189 (set 189's own docstring):\n"
    'Stdlib-only checker for blind set 189 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs for the distance checks
rep("SET30_README = os.path.join(HERE, '..', 'blind_set187', 'README.md')  # set 189: set 187's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set189', 'README.md')  # set 191: set 189's README")
rep("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (184,)]  # set 189: set 184's README",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (188,)]  # set 191: set 188's README")
# scenario lists
rep("SET184 = os.path.join(HERE, 'ref', 'set184_scenarios.json')\n",
    "SET184 = os.path.join(HERE, 'ref', 'set184_scenarios.json')\n"
    "# set 191: set 189's list and its own choices file (set 189's ref/scenario_choices.json, copied under this name);\n"
    "# set 186's list (ref/set186_scenarios.json, copied from tests/data/blind_set186/ref/) holds the trees set 191 reuses\n"
    "SET189 = os.path.join(HERE, 'ref', 'set189_scenarios.json')\n"
    "SET189_CHOICES = os.path.join(HERE, 'ref', 'set189_scenario_choices.json')\n"
    "SET186 = os.path.join(HERE, 'ref', 'set186_scenarios.json')\n")
# tags and counts
old_tags = ['visaberater_reisepass', 'visumadviseur_verblijfspas', 'visumhandlaggare_arbetstillstand',
            'viisumineuvoja_oleskelulupa', 'tramitador_pasaporte', 'visumradgiver_oppholdskort',
            'viisanoustaja_elamisluba', 'ymgynghorydd_pasbort']
rep('    ' + ', '.join("'%s': 12" % t for t in old_tags) + ',\n',
    '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
# styles
old_styles = ['standerdmolen', 'wipmolen', 'paltrok', 'spinnenkop', 'tjasker', 'stellingmolen']
rep("            'standerdmolen', 'wipmolen', 'paltrok', 'spinnenkop', 'tjasker', 'stellingmolen'}\n",
    "            'standerdmolen', 'wipmolen', 'paltrok', 'spinnenkop', 'tjasker', 'stellingmolen',\n"
    "            # new in set 191 (prose styles)\n"
    "            " + ', '.join("'%s'" % s for s in NEW_STYLES) + '}\n')
rep('NEW_EST_TAGS = %r' % old_styles, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           "# set 189's patterns (kept for the record)\nSET189_" + old_pat)
rep('\n' + old_pat, '\n' + new_pat)
# earlier lists gain set 189's and set 188's tags, words, styles and theme words
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor,
    "# set 191: set 189's claim tags, their words and its persona theme word (visa), and set 188's (hygienist); set 189's\n"
    "# and set 188's styles and theme words (windmill, dispersal), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words) +
    "EST_TAGS |= set(%r)\n" % sorted(est_tags) + anchor)
# scenario rule
rep("    if len(s28_) != 20 or len({ds[x][2] for x in s28_ if x in ds}) != 20:\n",
    "    s189x_ = json.load(open(SET189))  # set 189's ids: not to be chosen again\n"
    "    if len(s189x_) != 20 or len({ds[x][2] for x in s189x_ if x in ds}) != 20:\n"
    "        err('ref/set189_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s186x_ = json.load(open(SET186))  # set 186's scenario ids: the trees set 191 reuses\n"
    "    set27_keys = {ds[x][2] for x in s186x_ if x in ds}  # set 186's trees (name kept from set 39's checker)\n"
    "    if len(s186x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set186_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 191 reuses)')\n"
    "    if len(s28_) != 20 or len({ds[x][2] for x in s28_ if x in ds}) != 20:\n")
rep("    for x in s184x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s187x_]\n",
    "    for x in s186x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s189x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set189_scenarios.json'))) != chosen:\n"
    "            err('ref/set189_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set189_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set191_scenarios.json'))) != chosen:\n"
    "            err('ref/set191_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set191_scenarios.json: %s' % e)\n"
    "    # set 189's own choices file (saved as ref/set189_scenario_choices.json) must agree with ref/set189_scenarios.json\n"
    "    try:\n"
    "        s189 = [c['scenario'] for c in json.load(open(SET189_CHOICES))['chosen']]\n"
    "        if len(s189) != 20 or s189 != json.load(open(SET189)):\n"
    "            err('ref/set189_scenario_choices.json should list 20 chosen ids, those of ref/set189_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET189_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 189' % x)\n"
    "        if x in s184x_:\n"
    "            err('chosen scenario %s is one of set 184\\'s own ids' % x)\n"
    "        if x in s187x_:\n"
    "            err('chosen scenario %s is one of set 187\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 191' % x)\n"
    "        if x in s186x_:\n"
    "            err('chosen scenario %s is one of set 186\\'s own ids' % x)\n"
    "        if x in s189x_:\n"
    "            err('chosen scenario %s is one of set 189\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 184\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 186\\'s trees' % sc)\n")
rep("                err('new tag %s appears in set 187\\'s README' % t)\n",
    "                err('new tag %s appears in set 189\\'s README' % t)\n")
rep("                err('new tag %s (with a space) appears in set 187\\'s README' % t)\n",
    "                err('new tag %s (with a space) appears in set 189\\'s README' % t)\n")
rep("        err('set 187\\'s README not found at %s' % SET30_README)\n",
    "        err('set 189\\'s README not found at %s' % SET30_README)\n")
rep("all set 184\\'s trees, none of set 184\\'s or set 187\\'s ids)",
    "all set 186\\'s trees, none of set 186\\'s or set 189\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('wrote validate.py; earlier claim entries added: %d, style entries added: %d, styles added to EST_TAGS: %d'
      % (len(claim_words), len(style_words), len(est_tags)))
