"""Write set 182's validate.py: set 180's validate.py (read as text, never imported or run) with asserted
replacements:
- docstring: a set-182 paragraph on top (set 180's docstring kept below it);
- SET30_README -> set 180's README, OTHER_READMES -> set 181's README (the distance checks);
- SET180 and SET180_CHOICES (set 180's scenario list and its own choices file, copied into ref/ as
  ref/set180_scenarios.json and ref/set180_scenario_choices.json);
- CLAIM_MIN and NEW_CLAIM_TAGS: set 182's eight tags; NEW_EST_TAGS and STYLE_PATTERNS: set 182's six styles
  (set 180's patterns kept for the record as SET180_STYLE_PATTERNS); EST_TAGS gains set 181's and set 182's styles;
- earlier lists: EARLIER_CLAIM_TAGS gains set 180's and set 181's tags, their words and their persona theme words
  (with plurals); SET41_STYLE_VARIANTS gains set 180's and set 181's styles and prose theme words (with plurals);
  EST_TAGS gains their styles; all read from the READMEs of sets 180 and 181;
- the scenario rule: the 20 trees that hold set 177's 20 scenarios (ref/set177_scenarios.json), in set 177's order,
  each represented by its lowest record id that is neither set 177's id nor one of set 180's ids
  (ref/set180_scenarios.json); ref/set182_scenarios.json must list the chosen ids; set 180's own choices file
  must agree with set 180's list;
- messages naming set 180 (as this set), set 175 (the reused trees) and set 178 (the excluded ids) renamed."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set180', 'validate.py'), encoding='utf-8').read()
R180 = open(os.path.join(DATA, 'blind_set180', 'README.md'), encoding='utf-8').read()
R181 = open(os.path.join(DATA, 'blind_set181', 'README.md'), encoding='utf-8').read()

NEW_TAGS = ['bauakustiker_hammerwerk', 'acousticien_enceinte', 'geluidsadviseur_statief', 'akustyk_pochlaniacz',
            'akustikko_mittamikrofoni', 'akusztikus_fulvedo', 'acustico_calibratore', 'ljudkonsult_ljudnivamatare']
NEW_STYLES = ['mesa', 'butte', 'inselberg', 'cuesta', 'hogback', 'tepui']


def plural(w):
    return w + 'es' if w.endswith(('s', 'x', 'ch', 'sh')) else w + 's'


def readme_lists(txt):
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|\s*12\s*\|', txt, re.M)]
    styles = re.findall(r'`([a-z]+)` 20\b', txt)
    themes = re.findall(r'\(the theme word, ([a-z]+), begins', txt)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (tags, styles, themes)
    return tags, styles, themes[0], themes[1]


t180, s180, p180, d180 = readme_lists(R180)
t181, s181, p181, d181 = readme_lists(R181)
claim_words = set()
for t in t180 + t181:
    claim_words.add(t)
    claim_words.update(t.split('_'))
claim_words.update([p180, plural(p180), p181, plural(p181)])
style_words = set(s180 + s181) | {d180, plural(d180), d181, plural(d181)}
est_words = set(s180 + s181)
assert not (set(NEW_TAGS) | {w for t in NEW_TAGS for w in t.split('_')}) & claim_words
assert not set(NEW_STYLES) & (style_words | est_words)


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old, n)
    src = src.replace(old, new)


# docstring
rep('"""Stdlib-only checker for blind set 180 (claims.jsonl, estimates.jsonl, README.md).\nSet 180: ',
    '"""Stdlib-only checker for blind set 182 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 182: set 180\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 182\'s tags,\n'
    'styles and counts, set 182\'s scenario rule (the 20 trees that hold set 177\'s 20 scenarios, in set 177\'s order,\n'
    'each represented by its lowest record id that is neither set 177\'s id nor one of set 180\'s ids), and the READMEs\n'
    'of sets 180 and 181 for the distance checks; set 180\'s and set 181\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 180 (set 180\'s own docstring):\n'
    'Stdlib-only checker for blind set 180 (claims.jsonl, estimates.jsonl, README.md).\nSet 180: ')
# READMEs for the distance checks
rep("SET30_README = os.path.join(HERE, '..', 'blind_set178', 'README.md')  # set 180: set 178's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set180', 'README.md')  # set 182: set 180's README")
rep("for n in (179,)]  # set 180: set 179's README", "for n in (181,)]  # set 182: set 181's README")
# set 180's list and choices file
rep("SET178_CHOICES = os.path.join(HERE, 'ref', 'set178_scenario_choices.json')\n",
    "SET178_CHOICES = os.path.join(HERE, 'ref', 'set178_scenario_choices.json')\n"
    "# set 182: set 180's list and its own choices file (set 180's ref/scenario_choices.json, copied under this name);\n"
    "# set 177's list (ref/set177_scenarios.json, already in set 180's ref/) holds the trees set 182 reuses\n"
    "SET180 = os.path.join(HERE, 'ref', 'set180_scenarios.json')\n"
    "SET180_CHOICES = os.path.join(HERE, 'ref', 'set180_scenario_choices.json')\n")
# tags
old_tags = ['audytor_zakreslacz', 'buchprueferin_stichprobe', 'controleur_vinkje', 'auditora_legajo', 'denetci_tutanak',
            'endurskodandi_reiknivel', 'granskare_bokslut', 'konyvvizsgalo_jelentes']
assert old_tags == t180
rep("    " + ", ".join("'%s': 12" % t for t in old_tags) + ",\n",
    "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
# styles
assert s180 == ['gravity', 'embankment', 'rockfill', 'cofferdam', 'barrage', 'diversion']
rep("            # new in set 180 (prose styles)\n            'gravity', 'embankment', 'rockfill', 'cofferdam', 'barrage', 'diversion'}",
    "            # new in set 180 (prose styles)\n            'gravity', 'embankment', 'rockfill', 'cofferdam', 'barrage', 'diversion',\n"
    "            # set 181's (a parallel set) prose styles\n            " + ", ".join("'%s'" % s for s in s181) + ",\n"
    "            # new in set 182 (prose styles)\n            " + ", ".join("'%s'" % s for s in NEW_STYLES) + "}")
rep("NEW_EST_TAGS = %r\n" % s180, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s180) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 180's patterns (kept for the record)\nSET180_" + old_pat)
rep(old_pat, new_pat)
# earlier lists
anchor = "EST_TAGS |= set(['anticline', 'bifurcated', 'dogleg', 'helical', 'imperial', 'isoclinal', 'monocline', 'pericline', 'perron', 'recumbent', 'syncline', 'winder'])\n"
rep(anchor, anchor +
    "# set 182: set 180's claim tags, their words and its persona theme word (%s), and set 181's (a parallel set;\n"
    "# %s); set 180's and set 181's styles and theme words (%s, %s), read from their READMEs\n" % (p180, p181, d180, d181) +
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words) +
    "EST_TAGS |= set(%r)\n" % sorted(est_words))
# scenario rule
rep("    s28_ = json.load(open(SET175))  # set 175's scenario ids: the trees set 180 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 175's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set175_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 180 reuses)')\n",
    "    s180x_ = json.load(open(SET180))  # set 180's ids: not to be chosen again\n"
    "    if len(s180x_) != 20 or len({ds[x][2] for x in s180x_ if x in ds}) != 20:\n"
    "        err('ref/set180_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET177))  # set 177's scenario ids: the trees set 182 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 177's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set177_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 182 reuses)')\n")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s178x_]",
    "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s180x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set180_scenarios.json'))) != chosen:
            err('ref/set180_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set180_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set182_scenarios.json'))) != chosen:
            err('ref/set182_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set182_scenarios.json: %s' % e)
    # set 180's own choices file (saved as ref/set180_scenario_choices.json) must agree with ref/set180_scenarios.json
    try:
        s180 = [c['scenario'] for c in json.load(open(SET180_CHOICES))['chosen']]
        if len(s180) != 20 or s180 != json.load(open(SET180)):
            err('ref/set180_scenario_choices.json should list 20 chosen ids, those of ref/set180_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET180_CHOICES, e))
""")
rep("is not used by set 180' % x)", "is not used by set 182' % x)")
rep("""        if x in s28_:
            err('chosen scenario %s is one of set 175\\'s own ids' % x)
        if x in s178x_:
            err('chosen scenario %s is one of set 178\\'s ids' % x)""",
    """        if x in s28_:
            err('chosen scenario %s is one of set 177\\'s own ids' % x)
        if x in s180x_:
            err('chosen scenario %s is one of set 180\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 175\\'s trees' % sc)", "err('scenario %s is not in one of set 177\\'s trees' % sc)")
rep("err('new tag %s appears in set 178\\'s README' % t)", "err('new tag %s appears in set 180\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 178\\'s README' % t)", "err('new tag %s (with a space) appears in set 180\\'s README' % t)")
rep("err('set 178\\'s README not found at %s' % SET30_README)", "err('set 180\\'s README not found at %s' % SET30_README)")
rep("all set 175\\'s trees, none of set 175\\'s or set 178\\'s ids)", "all set 177\\'s trees, none of set 177\\'s or set 180\\'s ids)")
out = os.path.join(ROOT, 'validate.py')
open(out, 'w', encoding='utf-8').write(src)
print('wrote', out, len(src), 'chars; added', len(claim_words), 'claim words,', len(style_words), 'style words')
print('set 180:', t180, s180, p180, d180)
print('set 181:', t181, s181, p181, d181)
