"""Write ../validate.py: set 200's validate.py (read as text, never imported or run) patched for set 202 with asserted
replacements: set 202's docstring paragraph; set 200's README for the distance checks (SET30_README) and set 198's README
(OTHER_READMES); set 202's claim tags and prose styles, counts unchanged; set 202's scenario rule (set 197's 20 trees, in set
197's order, each represented by its lowest record id that is neither set 197's id nor one of set 200's ids; set 200's own
choices file, copied as ref/set200_scenario_choices.json, checked against ref/set200_scenarios.json); and set 200's and set
198's tags, their words, their styles and theme words, read here from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set200', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['dramaturg_spielfassung', 'dramatourgos_keimeno', 'dramaturgi_kasikirjoitus', 'dramaturgas_scenarijus',
            'drammaturgo_copione', 'dramaturgo_acotacion', 'dramaturge_canevas', 'dramaturgista_ensaio']
NEW_STYLES = ['threadstage', 'softball', 'firmball', 'hardball', 'softcrack', 'hardcrack']

def readme_lists(n, theme_words):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [x for x in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if x not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', t)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    words = set(tags) | {w for x in tags for w in x.split('_')} | set(theme_words)
    return sorted(words), sorted(set(styles)), sorted(set(styles) | set(theme_words))

t200, s200, sv200 = readme_lists(200, [])
t198, s198, sv198 = readme_lists(198, [])

def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 200 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 202 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 202: set 200\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 202\'s tags,\n'
    'styles and counts, set 202\'s scenario rule (the 20 trees that hold set 197\'s 20 scenarios, in set 197\'s order,\n'
    'each represented by its lowest record id that is neither set 197\'s id nor one of set 200\'s ids), and the READMEs\n'
    'of sets 200 and 198 for the distance checks; set 200\'s and set 198\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\nSet 200 (set 200\'s own docstring):\n'
    'Stdlib-only checker for blind set 200 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set198', 'README.md')  # set 200: set 198's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set200', 'README.md')  # set 202: set 200's README")
rep("for n in (199,)]  # set 200: set 199's README", "for n in (198,)]  # set 202: set 198's README")
rep("SET198_CHOICES = os.path.join(HERE, 'ref', 'set198_scenario_choices.json')\n",
    "SET198_CHOICES = os.path.join(HERE, 'ref', 'set198_scenario_choices.json')\n"
    "# set 202: set 200's list and its own choices file (set 200's ref/scenario_choices.json, copied under this name);\n"
    "# set 197's list (ref/set197_scenarios.json, copied with set 200's ref/) holds the trees set 202 reuses\n"
    "SET200 = os.path.join(HERE, 'ref', 'set200_scenarios.json')\n"
    "SET200_CHOICES = os.path.join(HERE, 'ref', 'set200_scenario_choices.json')\n")
old_tags = ['futuroloog_verkenning', 'futurologe_zukunftsbild', 'futurologo_anticipazione', 'futurolog_perspektywa',
            'futurologi_ennakointi', 'futurologus_jovokep', 'futurologue_prospective', 'futurista_tendencia']
rep("    " + ", ".join("'%s': 12" % t for t in old_tags) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % old_tags, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            # new in set 200 (prose styles)\n            'softpeak', 'stiffpeak', 'syneresis', 'deflating', 'overbeaten', 'cracking'}",
    "            # set 200's prose styles (earlier for set 202)\n            'softpeak', 'stiffpeak', 'syneresis', 'deflating', 'overbeaten', 'cracking',\n"
    "            # new in set 202 (prose styles)\n            " + ", ".join("'%s'" % s for s in NEW_STYLES) + "}")
rep("NEW_EST_TAGS = ['softpeak', 'stiffpeak', 'syneresis', 'deflating', 'overbeaten', 'cracking']",
    "NEW_EST_TAGS = %r" % NEW_STYLES)
rep("STYLE_PATTERNS = {\n    'softpeak': [r'(?i)\\bsoftpeak\\b'],",
    "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n# set 200's patterns (kept for the record)\nSET200_STYLE_PATTERNS = {\n    'softpeak': [r'(?i)\\bsoftpeak\\b'],")
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor, "# set 202: set 200's claim tags, their words and its persona theme word (futurist), and set 198's (ethicist); set 200's\n"
    "# and set 198's styles and theme words (meringue, frost), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(set(t200) | set(t198) | {'futurist', 'futurists', 'ethicist', 'ethicists'}) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(sv200) | set(sv198) | {'meringue', 'meringues', 'frost', 'frosts'}) +
    "EST_TAGS |= set(%r)\n" % sorted(set(s200) | set(s198)) + anchor)
rep("    set27_keys = {ds[x][2] for x in s195x_ if x in ds}  # set 195's trees: the trees set 200 reuses\n",
    "    s200x_ = json.load(open(SET200))  # set 200's ids: not to be chosen again\n"
    "    if len(s200x_) != 20 or len({ds[x][2] for x in s200x_ if x in ds}) != 20:\n"
    "        err('ref/set200_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s197x_ if x in ds}  # set 197's trees: the trees set 202 reuses\n")
rep("    for x in s195x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s198x_]",
    "    for x in s197x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s200x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set200_scenarios.json'))) != chosen:\n            err('ref/set200_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set200_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set202_scenarios.json'))) != chosen:\n            err('ref/set202_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set202_scenarios.json: %s' % e)\n"
    "    # set 200's own choices file (saved as ref/set200_scenario_choices.json) must agree with ref/set200_scenarios.json\n"
    "    try:\n        s200 = [c['scenario'] for c in json.load(open(SET200_CHOICES))['chosen']]\n"
    "        if len(s200) != 20 or s200 != json.load(open(SET200)):\n"
    "            err('ref/set200_scenario_choices.json should list 20 chosen ids, those of ref/set200_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET200_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 200' % x)\n        if x in s195x_:\n            err('chosen scenario %s is one of set 195\\'s own ids' % x)\n        if x in s198x_:\n            err('chosen scenario %s is one of set 198\\'s ids' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 202' % x)\n        if x in s197x_:\n            err('chosen scenario %s is one of set 197\\'s own ids' % x)\n        if x in s200x_:\n            err('chosen scenario %s is one of set 200\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 195\\'s trees' % sc)", "            err('scenario %s is not in one of set 197\\'s trees' % sc)")
rep("err('new tag %s appears in set 198\\'s README' % t)", "err('new tag %s appears in set 200\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 198\\'s README' % t)", "err('new tag %s (with a space) appears in set 200\\'s README' % t)")
rep("err('set 198\\'s README not found at %s' % SET30_README)", "err('set 200\\'s README not found at %s' % SET30_README)")
rep("all set 195\\'s trees, none of set 195\\'s or set 198\\'s ids)", "all set 197\\'s trees, none of set 197\\'s or set 200\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 200', t200[:5], len(t200), 'styles 200', s200, 'styles 198', s198)
