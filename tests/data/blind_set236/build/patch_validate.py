"""Patch set 234's validate.py (read as text, never imported or run) into set 236's: set 236's tags, styles and
counts, set 236's scenario rule (the 20 trees that hold set 231's 20 scenarios, in set 231's order, each represented
by its lowest record id that is neither set 231's id nor one of set 234's ids), the READMEs of sets 234 and 233 for
the distance checks, and set 234's and set 233's tags, their words, styles and theme words (read from their READMEs)
added to the earlier lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set234', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
src = open(SRC, encoding='utf-8').read()
NEWTAGS = ['videograf_schnittliste', 'videograaf_draaiboek', 'videaste_tournage', 'videomaker_riprese',
           'videografo_rodaje', 'videokuvaaja_kuvaus', 'videofotograf_inspelning', 'wideofilmowiec_nagranie']
NEWSTYLES = ['nickshot', 'tinhit', 'reverseboast', 'tightrail', 'screenball', 'brokenball']

def readme_bits(n):
    t = open(os.path.join(HERE, '..', '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [x for x in re.findall(r'^\| `(\w+)` \|', t, re.M) if x not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`(\w+)` 20', re.search(r'construction counts: (.*?)\.', t).group(1))
    ptheme = re.search(r'The persona theme is (\w+)', t).group(1)
    stheme = re.search(r'The theme is ([\w ]+?),', t).group(1)
    return tags, styles, ptheme, stheme

add_claim, add_var, add_est = set(), set(), set()
info = {}
for n in (234, 233):
    tags, styles, pt, st = readme_bits(n)
    info[n] = (tags, styles, pt, st)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    for t in tags:
        add_claim.add(t)
        add_claim.update(t.split('_'))
    w = pt[:-1] if pt.endswith('s') else pt
    add_claim.update([w, w + 's'])
    for s in styles:
        add_var.add(s); add_est.add(s)
    for v in (st, st.replace(' ', '')):
        add_var.update([v, v + 's'])

def rep(old, new):
    global src
    assert src.count(old) == 1, (src.count(old), old[:80])
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 234 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 236 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 236: set 234\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 236\'s tags,\n'
    'styles and counts, set 236\'s scenario rule (the 20 trees that hold set 231\'s 20 scenarios, in set 231\'s order,\n'
    'each represented by its lowest record id that is neither set 231\'s id nor one of set 234\'s ids), and the READMEs\n'
    'of sets 234 and 233 for the distance checks; set 234\'s and set 233\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 234 (set 234\'s own docstring):\nStdlib-only checker for blind set 234 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set230', 'README.md')  # set 234: set 230's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set234', 'README.md')  # set 236: set 234's README")
rep("for n in (229,)]  # set 234: set 229's README", "for n in (233,)]  # set 236: set 233's README")
rep("SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\nif '--data'",
    "SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\n"
    "# set 236: set 231's list (ref/set231_scenarios.json, copied from set 231's ref/) holds the trees set 236 reuses;\n"
    "# set 234's list and its own choices file (set 234's ref/scenario_choices.json, copied under this name)\n"
    "SET231 = os.path.join(HERE, 'ref', 'set231_scenarios.json')\n"
    "SET234 = os.path.join(HERE, 'ref', 'set234_scenarios.json')\n"
    "SET234_CHOICES = os.path.join(HERE, 'ref', 'set234_scenario_choices.json')\nif '--data'")
old_tags = "'ubersetzer_fachbegriff': 12, 'vertaler_termenlijst': 12, 'traducteur_relecture': 12, 'traduttore_glossario': 12, 'suomentaja_kaannos': 12, 'oversattare_ordlista': 12, 'oversaetter_korrektur': 12, 'tlumacz_przeklad': 12,"
rep("NEW_CLAIM_TAGS = ['ubersetzer_fachbegriff', 'vertaler_termenlijst', 'traducteur_relecture', 'traduttore_glossario', 'suomentaja_kaannos', 'oversattare_ordlista', 'oversaetter_korrektur', 'tlumacz_przeklad']",
    "NEW_CLAIM_TAGS = %r" % NEWTAGS)
rep(old_tags, ', '.join("'%s': 12" % t for t in NEWTAGS) + ',')
rep("            # new in set 234 (prose styles)\n            'forehandloop', 'netcord', 'sidespin', 'penhold', 'hiddenserve', 'letserve'}",
    "            # set 234's prose styles (earlier for set 236)\n            " + ', '.join("'%s'" % s for s in info[234][1]) +
    ",\n            # set 233's prose styles (earlier for set 236)\n            " + ', '.join("'%s'" % s for s in info[233][1]) +
    ",\n            # new in set 236 (prose styles)\n            " + ', '.join("'%s'" % s for s in NEWSTYLES) + "}")
rep("NEW_EST_TAGS = ['forehandloop', 'netcord', 'sidespin', 'penhold', 'hiddenserve', 'letserve']",
    "NEW_EST_TAGS = %r" % NEWSTYLES)
old_pat = ("STYLE_PATTERNS = {\n    'forehandloop': [r'(?i)\\bforehandloop\\b'],\n    'netcord': [r'(?i)\\bnetcord\\b'],\n"
           "    'sidespin': [r'(?i)\\bsidespin\\b'],\n    'penhold': [r'(?i)\\bpenhold\\b'],\n"
           "    'hiddenserve': [r'(?i)\\bhiddenserve\\b'],\n    'letserve': [r'(?i)\\bletserve\\b'],\n}\n")
rep(old_pat, "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEWSTYLES) + "}\n"
    "# set 234's patterns (kept for the record)\nSET234_STYLE_PATTERNS = {\n" +
    ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in info[234][1]) + "}\n")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)",
    "# set 236: set 234's claim tags, their words and its persona theme word (%s), and set 233's (%s); set 234's\n"
    "# and set 233's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)" % (info[234][2], info[233][2], info[234][3], info[233][3],
                                                        sorted(add_claim), sorted(add_var), sorted(add_est)))
rep("    set27_keys = {ds[x][2] for x in s229x_ if x in ds}  # set 229's trees: the trees set 234 reuses\n",
    "    set27_keys = {ds[x][2] for x in s229x_ if x in ds}  # set 229's trees: the trees set 234 reused\n"
    "    s231x_ = json.load(open(SET231))  # set 231's ids: the trees set 236 reuses, not to be chosen again\n"
    "    if len(s231x_) != 20 or len({ds[x][2] for x in s231x_ if x in ds}) != 20:\n"
    "        err('ref/set231_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s234x_ = json.load(open(SET234))  # set 234's ids: not to be chosen again\n"
    "    if len(s234x_) != 20 or len({ds[x][2] for x in s234x_ if x in ds}) != 20:\n"
    "        err('ref/set234_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s231x_ if x in ds}  # set 231's trees: the trees set 236 reuses\n")
rep("    for x in s229x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s229x_ and y not in s230x_]",
    "    for x in s231x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s231x_ and y not in s234x_]")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set234_scenarios.json'))) != chosen:
            err('ref/set234_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set234_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set236_scenarios.json'))) != chosen:
            err('ref/set236_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set236_scenarios.json: %s' % e)
    try:
        s234c = [c['scenario'] for c in json.load(open(SET234_CHOICES))['chosen']]
        if len(s234c) != 20 or s234c != json.load(open(SET234)):
            err('ref/set234_scenario_choices.json should list 20 chosen ids, those of ref/set234_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET234_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 234' % x)
        if x in s229x_ or x in s230x_:
            err('chosen scenario %s is set 229\\'s or set 230\\'s id' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 236' % x)
        if x in s231x_ or x in s234x_:
            err('chosen scenario %s is set 231\\'s or set 234\\'s id' % x)""")
rep("err('scenario %s is not in one of set 229\\'s trees' % sc)", "err('scenario %s is not in one of set 231\\'s trees' % sc)")
rep("err('new tag %s appears in set 230\\'s README' % t)", "err('new tag %s appears in set 234\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 230\\'s README' % t)", "err('new tag %s (with a space) appears in set 234\\'s README' % t)")
rep("err('set 230\\'s README not found at %s' % SET30_README)", "err('set 234\\'s README not found at %s' % SET30_README)")
rep("overall (trees distinct, all set 229\\'s trees, none of set 229\\'s or set 230\\'s ids)'",
    "overall (trees distinct, all set 231\\'s trees, none of set 231\\'s or set 234\\'s ids)'")
open(DST, 'w', encoding='utf-8').write(src)
print('validate.py written;', sorted(add_claim)[:5], len(add_claim), sorted(add_var))
