"""Write set 190's validate.py: set 189's validate.py (read as text, never imported or run) with asserted
replacements:
- docstring: a set 190 paragraph above set 189's own docstring, kept;
- the READMEs for the distance checks: set 189's (SET30_README) and set 188's (OTHER_READMES);
- set 190's eight claim tags (CLAIM_MIN, NEW_CLAIM_TAGS) and six prose styles (EST_TAGS, NEW_EST_TAGS,
  STYLE_PATTERNS; set 189's patterns kept as SET189_STYLE_PATTERNS);
- set 190's scenario rule: the 20 trees that hold set 185's 20 scenarios (ref/set185_scenarios.json), in set 185's
  order, each represented by its lowest record id that is neither set 185's id nor one of set 189's ids
  (ref/set189_scenarios.json); ref/set190_scenarios.json must list the chosen ids, and set 189's own choices file
  (ref/set189_scenario_choices.json) must agree with ref/set189_scenarios.json;
- the earlier lists gain set 189's and set 188's claim tags, their words and persona theme words (EARLIER_CLAIM_TAGS),
  and their prose styles and prose theme words (SET41_STYLE_VARIANTS; the styles also in EST_TAGS), all read from
  the two READMEs (tag table rows, the construction counts of section 2, and "the theme word, X, begins"), with
  plurals of the theme words."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set189', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['kassierer_geldkassette', 'caissier_bordereau', 'cassiere_scontrino', 'cajero_talonario', 'kasjer_sejf',
            'kassanhoitaja_kolikkorulla', 'kasininkas_vokas', 'blagajnik_priznanica']
NEW_STYLES = ['slump', 'creep', 'earthflow', 'mudflow', 'solifluction', 'rockslide']
OLD_TAGS = ['visaberater_reisepass', 'visumadviseur_verblijfspas', 'visumhandlaggare_arbetstillstand',
            'viisumineuvoja_oleskelulupa', 'tramitador_pasaporte', 'visumradgiver_oppholdskort',
            'viisanoustaja_elamisluba', 'ymgynghorydd_pasbort']
OLD_STYLES = ['standerdmolen', 'wipmolen', 'paltrok', 'spinnenkop', 'tjasker', 'stellingmolen']


def readme_lists(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    counts = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', txt).group(1)
    styles = re.findall(r'`([a-z_]+)` \d+', counts)
    themes = sorted(set(re.findall(r'\(the theme word, (\w+), begins', txt)))
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


def plural(w):
    return w + 'es' if w.endswith(('s', 'x', 'ch', 'sh')) else w + 's'


tags189, styles189, themes189 = readme_lists(189)
tags188, styles188, themes188 = readme_lists(188)
assert tags189 == OLD_TAGS and styles189 == OLD_STYLES
claim_words = set()
for t in tags189 + tags188:
    claim_words.add(t)
    claim_words.update(t.split('_'))
persona_themes = [themes189[1] if themes189[0] == 'windmill' else themes189[0]]  # visa
prose_themes = [w for w in themes189 if w not in persona_themes]
# set 188: hygienist (persona) and dispersal (prose)
persona_themes.append('hygienist')
prose_themes.append('dispersal')
assert sorted(persona_themes + prose_themes) == sorted(themes189 + themes188), (persona_themes, prose_themes)
for w in persona_themes:
    claim_words.update([w, plural(w)])
style_words = set(styles189 + styles188)
for w in prose_themes:
    style_words.update([w, plural(w)])


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (src.count(old), old[:80])
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 189 (claims.jsonl, estimates.jsonl, README.md).\nSet 189: set 187\'s checker',
    '"""Stdlib-only checker for blind set 190 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 190: set 189\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 190\'s tags,\n'
    'styles and counts, set 190\'s scenario rule (the 20 trees that hold set 185\'s 20 scenarios, in set 185\'s order,\n'
    'each represented by its lowest record id that is neither set 185\'s id nor one of set 189\'s ids), and the READMEs\n'
    'of sets 189 and 188 for the distance checks; set 189\'s and set 188\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 189 (set 189\'s own docstring):\n'
    'Stdlib-only checker for blind set 189 (claims.jsonl, estimates.jsonl, README.md).\nSet 189: set 187\'s checker')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set187', 'README.md')  # set 189: set 187's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set189', 'README.md')  # set 190: set 189's README")
rep("for n in (184,)]  # set 189: set 184's README", "for n in (188,)]  # set 190: set 188's README")
rep("SET184 = os.path.join(HERE, 'ref', 'set184_scenarios.json')\n",
    "SET184 = os.path.join(HERE, 'ref', 'set184_scenarios.json')\n"
    "# set 190: set 189's list and its own choices file (set 189's ref/scenario_choices.json, copied under this name);\n"
    "# set 185's list (ref/set185_scenarios.json, above) holds the trees set 190 reuses\n"
    "SET189 = os.path.join(HERE, 'ref', 'set189_scenarios.json')\n"
    "SET189_CHOICES = os.path.join(HERE, 'ref', 'set189_scenario_choices.json')\n")
rep("    " + ", ".join("'%s': 12" % t for t in OLD_TAGS) + ",\n",
    "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % OLD_TAGS, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
rep("            # new in set 189 (prose styles)\n            %s}" % ", ".join("'%s'" % s for s in OLD_STYLES),
    "            # new in set 189 (prose styles)\n            %s,\n" % ", ".join("'%s'" % s for s in OLD_STYLES)
    + "            # new in set 190 (prose styles)\n            %s}" % ", ".join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = %r\n" % OLD_STYLES, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           + "# set 189's patterns (kept for the record)\nSET189_" + old_pat)
rep(old_pat, new_pat)
rep("AVOIDED_EST_FORMS = {",
    "# set 190: set 189's claim tags, their words and its persona theme word (visa), and set 188's (hygienist); set 189's\n"
    "# and set 188's styles and theme words (windmill, dispersal), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words)
    + "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words)
    + "EST_TAGS |= set(%r)\n" % sorted(set(styles189 + styles188))
    + "AVOIDED_EST_FORMS = {")
rep("        err('ref/set184_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 189 reuses)')\n",
    "        err('ref/set184_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 189 reused)')\n"
    "    s189x_ = json.load(open(SET189))  # set 189's ids: not to be chosen again\n"
    "    if len(s189x_) != 20 or len({ds[x][2] for x in s189x_ if x in ds}) != 20:\n"
    "        err('ref/set189_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s185x_ if x in ds}  # set 185's trees: the trees set 190 reuses\n"
    "    if len(s185x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set185_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 190 reuses)')\n")
rep("    for x in s184x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s187x_]\n",
    "    for x in s185x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s189x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set189_scenarios.json'))) != chosen:\n"
    "            err('ref/set189_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set189_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set190_scenarios.json'))) != chosen:\n"
    "            err('ref/set190_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set190_scenarios.json: %s' % e)\n"
    "    # set 189's own choices file (saved as ref/set189_scenario_choices.json) must agree with ref/set189_scenarios.json\n"
    "    try:\n"
    "        s189 = [c['scenario'] for c in json.load(open(SET189_CHOICES))['chosen']]\n"
    "        if len(s189) != 20 or s189 != json.load(open(SET189)):\n"
    "            err('ref/set189_scenario_choices.json should list 20 chosen ids, those of ref/set189_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET189_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 189' % x)\n"
    "        if x in s184x_:\n            err('chosen scenario %s is one of set 184\\'s own ids' % x)\n"
    "        if x in s187x_:\n            err('chosen scenario %s is one of set 187\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 190' % x)\n"
    "        if x in s185x_:\n            err('chosen scenario %s is one of set 185\\'s own ids' % x)\n"
    "        if x in s189x_:\n            err('chosen scenario %s is one of set 189\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 184\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 185\\'s trees' % sc)\n")
rep("                err('new tag %s appears in set 187\\'s README' % t)\n", "                err('new tag %s appears in set 189\\'s README' % t)\n")
rep("                err('new tag %s (with a space) appears in set 187\\'s README' % t)\n",
    "                err('new tag %s (with a space) appears in set 189\\'s README' % t)\n")
rep("        err('set 187\\'s README not found at %s' % SET30_README)\n", "        err('set 189\\'s README not found at %s' % SET30_README)\n")
rep("(trees distinct, all set 184\\'s trees, none of set 184\\'s or set 187\\'s ids)",
    "(trees distinct, all set 185\\'s trees, none of set 185\\'s or set 189\\'s ids)")
rep("    # ---- scenarios: set 129 reuses universes ----\n",
    "    # ---- scenarios: set 129 reuses universes ----\n"
    "    # set 190: the 20 trees of set 185's scenarios, each by its lowest record id that is neither set 185's id nor\n"
    "    # one of set 189's ids (expected list below)\n")
with open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8') as fh:
    fh.write(src)
print('claim words added:', len(claim_words), 'style words added:', sorted(style_words))
print('theme words:', persona_themes, prose_themes)
