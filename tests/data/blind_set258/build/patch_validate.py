"""Writes set 258's validate.py from set 256's checker (read as text): set 258's tags, styles and counts, set 258's
scenario rule (the 20 trees of set 253's scenarios, each by its lowest record id that is neither set 253's id nor
one of set 256's ids), the READMEs of sets 256 and 255 for the tag-distance checks, and set 256's and set 255's
tags, tag words, theme words and styles joined to the earlier-entry lists."""
import os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(HERE, '..', 'blind_set256', 'validate.py'), encoding='utf-8').read()
NEWC = ['shunter_uncoupler', 'rangierer_schraubkupplung', 'serrefrein_taquet', 'sganciatore_staffa',
        'operariomaniobras_topera', 'rangeerder_remschoen', 'vaxlare_stoppbock', 'vaihtaja_ratapiha']
NEWE = ['skinclimb', 'skinpeel', 'switchback', 'ridgewalk', 'crustveil', 'flatlight']
C256 = ['overlocker_overedge', 'overlocknaeherin_saumkante', 'tagliacucitrice_orlo', 'surjeteuse_ourlet',
        'remalladora_orillo', 'overloquista_ourela', 'overlockster_naad', 'saumuri_paarme']
E256 = ['runnerride', 'sternslip', 'bumphop', 'rudderlock', 'swellhide', 'greenwater']
C255 = ['airbridgeoperator_drivecab', 'fluggastbrueckenfahrer_kabine', 'addettopontile_imbarco', 'agentpasserelle_auvent',
        'guiamanga_acople', 'brugbediener_luifel', 'kuljettaja_matkustajasilta', 'manobradorponte_capota']
E255 = ['gustgain', 'luffdown', 'markround', 'runnerhold', 'frostglaze', 'snowsquall']

def words(tags, theme):
    s = set(tags) | set(theme)
    for t in tags:
        s |= set(t.split('_'))
    return sorted(s)

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 256 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 258 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 258: set 256\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 258\'s tags,\n'
    'styles and counts, set 258\'s scenario rule (the 20 trees that hold set 253\'s 20 scenarios, in set 253\'s order,\n'
    'each represented by its lowest record id that is neither set 253\'s id nor one of set 256\'s ids), and the READMEs\n'
    'of sets 256 and 255 for the distance checks; set 256\'s and set 255\'s tags, their words, styles and theme words\n'
    'join the earlier-entry lists.\n\nSet 256 (set 256\'s own docstring):\n'
    'Stdlib-only checker for blind set 256 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set254', 'README.md')  # set 256: set 254's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set256', 'README.md')  # set 258: set 256's README")
rep("for n in (253,)]  # set 256: set 253's README", "for n in (255,)]  # set 258: set 255's README")
rep("SET254_CHOICES = os.path.join(HERE, 'ref', 'set254_scenario_choices.json')\nif '--data'",
    "SET254_CHOICES = os.path.join(HERE, 'ref', 'set254_scenario_choices.json')\n"
    "# set 258: set 253's list (ref/set253_scenarios.json, copied from set 253's ref/) holds the trees set 258 reuses;\n"
    "# set 256's list and its own choices file (set 256's ref/scenario_choices.json, copied under this name)\n"
    "SET253 = os.path.join(HERE, 'ref', 'set253_scenarios.json')\n"
    "SET256 = os.path.join(HERE, 'ref', 'set256_scenarios.json')\n"
    "SET256_CHOICES = os.path.join(HERE, 'ref', 'set256_scenario_choices.json')\nif '--data'")
old_min = ", ".join("'%s': 12" % t for t in C256) + ","
rep(old_min, ", ".join("'%s': 12" % t for t in NEWC) + ",")
rep("NEW_CLAIM_TAGS = %r" % C256, "NEW_CLAIM_TAGS = %r" % NEWC)
rep("            # new in set 256 (prose styles)\n            " + ", ".join("'%s'" % t for t in E256) + "}",
    "            # set 256's prose styles (earlier for set 258)\n            " + ", ".join("'%s'" % t for t in E256) + ",\n"
    "            # set 255's prose styles (earlier for set 258)\n            " + ", ".join("'%s'" % t for t in E255) + ",\n"
    "            # new in set 258 (prose styles)\n            " + ", ".join("'%s'" % t for t in NEWE) + "}")
rep("NEW_EST_TAGS = %r" % E256, "NEW_EST_TAGS = %r" % NEWE)
rep("STYLE_PATTERNS = {\n    'runnerride'",
    "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEWE) + "}\n"
    "# set 256's patterns (kept for the record)\nSET256_STYLE_PATTERNS = {\n    'runnerride'")
add = ("# set 258: set 256's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (overlockers / surfski)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % words(C256, ['overlockers', 'overlocker', 'overlock', 'serger', 'sergers'])
       + "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(E256 + ['surfski', 'surfskis'])
       + "EST_TAGS |= set(%r)\n" % sorted(E256)
       + "# set 258: set 255's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (airbridge operators / iceboating)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % words(C255, ['airbridge operators', 'airbridge', 'airbridges', 'airbridgeoperator', 'airbridgeoperators'])
       + "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(E255 + ['iceboating', 'iceboat', 'iceboats', 'ice yachting'])
       + "EST_TAGS |= set(%r)\n" % sorted(E255))
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s251x_ if x in ds}  # set 256: set 251's trees: the trees set 256 reuses\n",
    "    set27_keys = {ds[x][2] for x in s251x_ if x in ds}  # set 256: set 251's trees: the trees set 256 reuses\n"
    "    s253x_ = json.load(open(SET253))  # set 258: set 253's ids: the trees set 258 reuses, not to be chosen again\n"
    "    if len(s253x_) != 20 or len({ds[x][2] for x in s253x_ if x in ds}) != 20:\n"
    "        err('ref/set253_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s256x_ = json.load(open(SET256))  # set 258: set 256's ids: not to be chosen again\n"
    "    if len(s256x_) != 20 or len({ds[x][2] for x in s256x_ if x in ds}) != 20:\n"
    "        err('ref/set256_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s253x_ if x in ds}  # set 258: set 253's trees: the trees set 258 reuses\n")
rep("    for x in s251x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s251x_ and y not in s254x_]",
    "    for x in s253x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s253x_ and y not in s256x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set256_scenarios.json'))) != chosen:
            err('ref/set256_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set256_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set258_scenarios.json'))) != chosen:
            err('ref/set258_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set258_scenarios.json: %s' % e)
    try:
        s256c = [c['scenario'] for c in json.load(open(SET256_CHOICES))['chosen']]
        if len(s256c) != 20 or s256c != json.load(open(SET256)):
            err('ref/set256_scenario_choices.json should list 20 chosen ids, those of ref/set256_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET256_CHOICES, e))
""")
rep("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 256' % x)",
    "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 258' % x)")
rep("""        if x in s251x_ or x in s254x_:
            err('chosen scenario %s is set 251\\'s or set 254\\'s id' % x)""",
    """        if x in s253x_ or x in s256x_:
            err('chosen scenario %s is set 253\\'s or set 256\\'s id' % x)""")
rep("err('scenario %s is not in one of set 251\\'s trees' % sc)", "err('scenario %s is not in one of set 253\\'s trees' % sc)")
rep("err('new tag %s appears in set 254\\'s README' % t)", "err('new tag %s appears in set 256\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 254\\'s README' % t)", "err('new tag %s (with a space) appears in set 256\\'s README' % t)")
rep("err('set 254\\'s README not found at %s' % SET30_README)", "err('set 256\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 251\\'s trees, none of set 251\\'s or set 254\\'s ids)",
    "(trees distinct, all set 253\\'s trees, none of set 253\\'s or set 256\\'s ids)")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
