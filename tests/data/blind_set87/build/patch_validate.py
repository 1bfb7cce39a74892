"""Copy set 86's validate.py and adapt it to set 87 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__)); SET = os.path.dirname(HERE)
s = open(os.path.join(SET, '..', 'blind_set86', 'validate.py'), encoding='utf-8').read()
def rep(old, new, n=1):
    global s
    c = s.count(old); assert c == n, (old, c); s = s.replace(old, new)
NEWT = ['pallonista_bracciale', 'kilikiti_pate', 'silambist_kambu', 'pallanguzhist_kuzhi',
        'chajeonist_dongchae', 'gujeolpanist_milssam', 'pelotero_cancha', 'kolamkari_pulli']
OLDT = ['wipschutter_gaai', 'buso_kereplo', 'txalapartari_makila', 'kiiker_kiik',
        'sfoglina_mattarello', 'alebrijero_copal', 'eukonkantaja_eukko', 'fingerhakler_riemen']
rep('"""Stdlib-only checker for blind set 86 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 85\'s checker with set 86\'s tags and counts, set 86\'s scenario rule (reused universes: the 20 trees\nthat hold set 81\'s 20 scenarios, in set 81\'s order, each represented by its lowest record id that is not\nset 81\'s id), and set 86\'s prose notes',
    '"""Stdlib-only checker for blind set 87 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 86\'s checker with set 87\'s tags and counts, set 87\'s scenario rule (reused universes: the 20 trees\nthat hold set 82\'s 20 scenarios, in set 82\'s order, each represented by its lowest record id that is not\nset 82\'s id), and set 87\'s prose notes')
rep("SET85_CHOICES = os.path.join(HERE, 'ref', 'set85_scenario_choices.json')\n",
    "SET85_CHOICES = os.path.join(HERE, 'ref', 'set85_scenario_choices.json')\nSET86 = os.path.join(HERE, 'ref', 'set86_scenarios.json')\nSET86_CHOICES = os.path.join(HERE, 'ref', 'set86_scenario_choices.json')\n")
rep("# set 85's README: beside this folder (set 85 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set85', 'README.md')",
    "# set 86's README: beside this folder (set 86 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set86', 'README.md')")
rep("    'wipschutter_gaai': 12, 'buso_kereplo': 12, 'txalapartari_makila': 12, 'kiiker_kiik': 12,\n    'sfoglina_mattarello': 12, 'alebrijero_copal': 12, 'eukonkantaja_eukko': 12, 'fingerhakler_riemen': 12,",
    "    " + ", ".join("'%s': 12" % t for t in NEWT[:4]) + ",\n    " + ", ".join("'%s': 12" % t for t in NEWT[4:]) + ",")
rep("NEW_CLAIM_TAGS = ['wipschutter_gaai', 'buso_kereplo', 'txalapartari_makila', 'kiiker_kiik',\n                  'sfoglina_mattarello', 'alebrijero_copal', 'eukonkantaja_eukko', 'fingerhakler_riemen']",
    "NEW_CLAIM_TAGS = %r" % NEWT)
rep("EARLIER_CLAIM_TAGS = {\n",
    "EARLIER_CLAIM_TAGS = {\n    # set 86's tags and their words (from set 86's README)\n    " + ", ".join(repr(t) for t in OLDT) + ",\n    " +
    ", ".join(repr(w) for t in OLDT for w in t.split('_')) + ",\n")
rep("            'schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli'}\nNEW_EST_TAGS = ['schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli']",
    "            'schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli',\n            # new in set 87 (prose styles)\n            'demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland'}\nNEW_EST_TAGS = ['demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland']")
rep("STYLE_PATTERNS = {\n    'schlemihl': [r'(?i)\\bschlemihl\\b'],",
    "STYLE_PATTERNS = {\n    'demara': [r'(?i)\\bdemara\\b'],\n    'elmyr': [r'(?i)\\belmyr\\b'],\n    'rampa': [r'(?i)\\brampa\\b'],\n    'kujau': [r'(?i)\\bkujau\\b'],\n    'toft': [r'(?i)\\btoft\\b'],\n    'ireland': [r'(?i)\\bireland\\b'],\n}\n# set 86's patterns (kept for the record; set 86's styles are not used here)\nSET86_STYLE_PATTERNS = {\n    'schlemihl': [r'(?i)\\bschlemihl\\b'],")
rep("SET41_STYLE_VARIANTS = {\n",
    "SET41_STYLE_VARIANTS = {\n                        # set 86's prose styles (from set 86's README)\n                        'schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli',\n")
rep("    s28_ = json.load(open(SET81))  # set 81's scenario ids", "    s28_ = json.load(open(SET82))  # set 82's scenario ids")
rep("set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 81's trees", "set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 82's trees")
rep("        err('ref/set81_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s52_",
    "        err('ref/set82_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s52_")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set86_scenarios.json'))) != chosen:
            err('ref/set86_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set86_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set87_scenarios.json'))) != chosen:
            err('ref/set87_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set87_scenarios.json: %s' % e)
    # set 86's own choices file (saved as ref/set86_scenario_choices.json) must agree with ref/set86_scenarios.json
    try:
        s86 = [c['scenario'] for c in json.load(open(SET86_CHOICES))['chosen']]
        if len(s86) != 20 or s86 != json.load(open(SET86)):
            err('ref/set86_scenario_choices.json should list 20 chosen ids, those of ref/set86_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET86_CHOICES, e))
""")
rep("err('chosen scenario %s is one of set 81\\'s own ids' % x)", "err('chosen scenario %s is one of set 82\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 81\\'s trees' % sc)", "err('scenario %s is not in one of set 82\\'s trees' % sc)")
rep("all set 81\\'s trees, none of set 81\\'s ids)", "all set 82\\'s trees, none of set 82\\'s ids)")
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 86' % x)", "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 87' % x)")
s = s.replace("appears in set 85\\'s README", "appears in set 86\\'s README").replace("set 85\\'s README not found", "set 86\\'s README not found")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(s)
print('written')
