"""Write set 245's validate.py from set 244's (read as text, never imported or run): set 245's tags, styles and
scenario rule (set 240's trees in set 240's order, each by its lowest record id that is neither set 240's id nor one
of set 244's ids; set 244's own choices file, copied as ref/set244_scenario_choices.json, checked against its list),
the READMEs of sets 244 and 243 for the tag checks, and set 244's and set 243's tags, their words, styles and theme
words (read from their READMEs) added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set244', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['moebelmonteur_aufbauplan', 'huonekaluasentaja_asennuslista', 'butorszerelo_osszeszereles',
            'allestitore_arredi', 'meblarz_montaz', 'agenceur_mobilier', 'montador_muebles', 'inredare_kontorsmobler']
NEW_STYLES = ['risestep', 'fallaway', 'changestep', 'framehold', 'shadowposition', 'blockedview']

def rd(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\| `([a-z_]+)` \| 12 \|', t, re.M)]
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: (.*?)\.', t).group(1))
    return tags, styles
t244, s244 = rd(244)
t243, s243 = rd(243)
assert len(t244) == 8 and len(t243) == 8 and len(s244) == 6 and len(s243) == 6, (t244, t243, s244, s243)
theme_c = ['records', 'records manager', 'records managers', 'recordsmanagers', 'eyesight', 'eyesight tester',
           'eyesight testers', 'eyesighttesters']
theme_p = ['track cycling', 'trackcycling', 'track cyclings', 'futsal', 'futsals']
words = sorted(set(t244 + t243 + [w for t in t244 + t243 for w in t.split('_')] + theme_c))
styles_old = sorted(set(s244 + s243))

def rep(a, b, count=1):
    global src
    assert src.count(a) == count, (a, src.count(a))
    src = src.replace(a, b)

doc = ('"""Stdlib-only checker for blind set 245 (claims.jsonl, estimates.jsonl, README.md).\n'
       'Set 245: set 244\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 245\'s tags,\n'
       'styles and counts, set 245\'s scenario rule (the 20 trees that hold set 240\'s 20 scenarios, in set 240\'s order,\n'
       'each represented by its lowest record id that is neither set 240\'s id nor one of set 244\'s ids), and the READMEs\n'
       'of sets 244 and 243 for the distance checks; set 244\'s and set 243\'s tags, their words, styles and theme words\n'
       '(read from their READMEs) added to the earlier lists.\n\nSet 244 (set 244\'s own docstring):\n')
rep('"""Stdlib-only checker for blind set 244', doc + 'Stdlib-only checker for blind set 244')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set242', 'README.md')  # set 244: set 242's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set244', 'README.md')  # set 245: set 244's README")
rep("for n in (241,)]  # set 244: set 241's README", "for n in (243,)]  # set 245: set 243's README")
rep("SET242_CHOICES = os.path.join(HERE, 'ref', 'set242_scenario_choices.json')\n",
    "SET242_CHOICES = os.path.join(HERE, 'ref', 'set242_scenario_choices.json')\n"
    "# set 245: set 240's list (ref/set240_scenarios.json) holds the trees set 245 reuses; set 244's list and its own\n"
    "# choices file (set 244's ref/scenario_choices.json, copied under this name)\n"
    "SET244 = os.path.join(HERE, 'ref', 'set244_scenarios.json')\n"
    "SET244_CHOICES = os.path.join(HERE, 'ref', 'set244_scenario_choices.json')\n")
old_tags = ['schriftgutverwalter_aktenplan', 'recordbeheerder_bewaartermijn', 'saksarkivar_journalforing', 'protocollista_fascicolo', 'ugykezelo_iktatokonyv', 'spisovyreferent_skartace', 'rekisterinpitaja_seulonta', 'spravcaregistratury_registraturnyplan']
rep(', '.join("'%s': 12" % t for t in old_tags) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
old_st = ['bankdive', 'situp', 'handsling', 'trackstand', 'dernyshade', 'neutrallap']
rep("            # new in set 244 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in old_st),
    "            # set 244's prose styles (earlier for set 245)\n            %s,\n"
    "            # set 243's prose styles (earlier for set 245)\n            %s,\n"
    "            # new in set 245 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in s244), ', '.join("'%s'" % s for s in s243), ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % old_st, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st)
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES)
rep('STYLE_PATTERNS = {\n' + old_pat + '}\n', 'STYLE_PATTERNS = {\n' + new_pat + '}\n# set 244\'s patterns (kept for the record)\nSET244_STYLE_PATTERNS = {\n' + old_pat + '}\n')
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)",
    "# set 245: set 244's claim tags, their words and its persona theme word (records managers), and set 243's (eyesight\n"
    "# testers); set 244's and set 243's styles and theme words (track cycling, futsal), read from their READMEs by\n"
    "# build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(styles_old + theme_p)) +
    "EST_TAGS |= set(%r)\n" % styles_old +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)")
rep("    set27_keys = {ds[x][2] for x in s239x_ if x in ds}  # set 239's trees: the trees set 244 reuses\n",
    "    set27_keys = {ds[x][2] for x in s239x_ if x in ds}  # set 239's trees: the trees set 244 reused\n"
    "    s244x_ = json.load(open(SET244))  # set 244's ids: not to be chosen again\n"
    "    if len(s244x_) != 20 or len({ds[x][2] for x in s244x_ if x in ds}) != 20:\n"
    "        err('ref/set244_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s240x_ if x in ds}  # set 240's trees: the trees set 245 reuses\n")
rep("    for x in s239x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s239x_ and y not in s242x_]",
    "    for x in s240x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s240x_ and y not in s244x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set244_scenarios.json'))) != chosen:
            err('ref/set244_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set244_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set245_scenarios.json'))) != chosen:
            err('ref/set245_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set245_scenarios.json: %s' % e)
    try:
        s244c = [c['scenario'] for c in json.load(open(SET244_CHOICES))['chosen']]
        if len(s244c) != 20 or s244c != json.load(open(SET244)):
            err('ref/set244_scenario_choices.json should list 20 chosen ids, those of ref/set244_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET244_CHOICES, e))
""")
rep("is not used by set 244' % x)", "is not used by set 245' % x)")
rep("        if x in s239x_ or x in s242x_:\n            err('chosen scenario %s is set 239\\'s or set 242\\'s id' % x)",
    "        if x in s240x_ or x in s244x_:\n            err('chosen scenario %s is set 240\\'s or set 244\\'s id' % x)")
rep("err('scenario %s is not in one of set 239\\'s trees' % sc)", "err('scenario %s is not in one of set 240\\'s trees' % sc)")
rep("appears in set 242\\'s README' % t)", "appears in set 244\\'s README' % t)", 2)
rep("err('set 242\\'s README not found at %s' % SET30_README)", "err('set 244\\'s README not found at %s' % SET30_README)")
rep("all set 239\\'s trees, none of set 239\\'s or set 242\\'s ids)", "all set 240\\'s trees, none of set 240\\'s or set 244\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written;', len(words), 'earlier claim words,', styles_old)
