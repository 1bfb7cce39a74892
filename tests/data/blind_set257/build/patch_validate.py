"""Writes set 257's validate.py from set 256's (read as text, never imported or run): set 257's tags, styles
and counts; set 257's scenario rule (the 20 trees that hold set 252's 20 scenarios, in set 252's order, each
represented by its lowest record id that is neither set 252's id nor one of set 256's ids); the READMEs of sets
256 and 255 for the tag-distance checks; set 256's and set 255's tags, tag words, theme words and styles join
the earlier-entry lists."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set256', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['lithographer_gumarabic', 'lithografin_farbwalze', 'litografo_inchiostro', 'litografista_piedra',
            'lithograaf_drukinkt', 'kivipainaja_mustetela', 'litograf_kalksten', 'konyomo_festek']
NEW_STYLES = ['barclear', 'barknock', 'curveshift', 'archhold', 'matshadow', 'heightless']
T256 = ['overlocker_overedge', 'overlocknaeherin_saumkante', 'tagliacucitrice_orlo', 'surjeteuse_ourlet',
        'remalladora_orillo', 'overloquista_ourela', 'overlockster_naad', 'saumuri_paarme']
S256 = ['runnerride', 'sternslip', 'bumphop', 'rudderlock', 'swellhide', 'greenwater']
T255 = ['airbridgeoperator_drivecab', 'fluggastbrueckenfahrer_kabine', 'addettopontile_imbarco',
        'agentpasserelle_auvent', 'guiamanga_acople', 'brugbediener_luifel', 'kuljettaja_matkustajasilta',
        'manobradorponte_capota']
S255 = ['gustgain', 'luffdown', 'markround', 'runnerhold', 'frostglaze', 'snowsquall']
THEME256 = ['overlockers', 'overlocker', 'overlock', 'overlocks', 'serger', 'sergers']
PTHEME256 = ['surfski', 'surfskis']
THEME255 = ['airbridge operators', 'airbridgeoperators', 'airbridge', 'airbridges', 'jet bridge', 'jetbridge']
PTHEME255 = ['iceboating', 'iceboat', 'iceboats', 'ice yachting', 'iceyachting']

def words(tags):
    return sorted(set(tags) | {w for t in tags for w in t.split('_')})

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

# 1. docstring
rep('"""Stdlib-only checker for blind set 256 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 257 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 257: set 256's checker (below, its docstring kept) patched by build/patch_validate.py with set 257's tags,\n"
    "styles and counts, set 257's scenario rule (the 20 trees that hold set 252's 20 scenarios, in set 252's order,\n"
    "each represented by its lowest record id that is neither set 252's id nor one of set 256's ids), and the READMEs\n"
    "of sets 256 and 255 for the distance checks; set 256's and set 255's tags, their words, styles and theme words\n"
    "join the earlier-entry lists.\n\n"
    "Set 256 (set 256's own docstring):\n"
    'Stdlib-only checker for blind set 256 (claims.jsonl, estimates.jsonl, README.md).\n')
# 2. ref paths
rep("SET254_CHOICES = os.path.join(HERE, 'ref', 'set254_scenario_choices.json')\nif '--data' in sys.argv:",
    "SET254_CHOICES = os.path.join(HERE, 'ref', 'set254_scenario_choices.json')\n"
    "# set 257: set 252's list (ref/set252_scenarios.json, copied from set 252's ref/) holds the trees set 257 reuses;\n"
    "# set 256's list and its own choices file (set 256's ref/scenario_choices.json, copied under this name)\n"
    "SET252_257 = os.path.join(HERE, 'ref', 'set252_scenarios.json')\n"
    "SET256 = os.path.join(HERE, 'ref', 'set256_scenarios.json')\n"
    "SET256_CHOICES = os.path.join(HERE, 'ref', 'set256_scenario_choices.json')\n"
    "if '--data' in sys.argv:")
# 3. claim tags
old_tags = ', '.join("'%s'" % t for t in T256)
new_tags = ', '.join("'%s'" % t for t in NEW_TAGS)
rep("    " + ', '.join("'%s': 12" % t for t in T256) + ",\n", "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = [%s]" % old_tags, "NEW_CLAIM_TAGS = [%s]" % new_tags)
# 4. styles
rep("            # new in set 256 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in S256),
    "            # set 256's prose styles (earlier for set 257)\n            %s,\n" % ', '.join("'%s'" % s for s in S256) +
    "            # set 255's prose styles (earlier for set 257)\n            %s,\n" % ', '.join("'%s'" % s for s in S255) +
    "            # new in set 257 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = [%s]" % ', '.join("'%s'" % s for s in S256),
    "NEW_EST_TAGS = [%s]" % ', '.join("'%s'" % s for s in NEW_STYLES))
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S256) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 256's patterns (kept for the record)\nSET256_" + old_pat)
rep(old_pat, new_pat)
# 5. earlier-entry lists
add = ''
for n, tags, theme, styles, ptheme, what in ((256, T256, THEME256, S256, PTHEME256, 'overlockers / surfski'),
                                            (255, T255, THEME255, S255, PTHEME255, 'airbridge operators / iceboating')):
    add += ("# set 257: set %d's claim tags, their words and its persona theme words, and its styles and prose theme\n"
            "# words (%s), written in by build/patch_validate.py\n" % (n, what))
    add += "EARLIER_CLAIM_TAGS |= set(%r)\n" % (words(tags) + theme,)
    add += "SET41_STYLE_VARIANTS |= set(%r)\n" % (sorted(styles) + ptheme,)
    add += "EST_TAGS |= set(%r)\n" % (sorted(styles),)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
# 6. READMEs
rep("for n in (253,)]  # set 256: set 253's README", "for n in (255,)]  # set 257: set 255's README")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set254', 'README.md')  # set 256: set 254's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set256', 'README.md')  # set 257: set 256's README")
# 7. scenario rule
rep("    set27_keys = {ds[x][2] for x in s251x_ if x in ds}  # set 256: set 251's trees: the trees set 256 reuses\n",
    "    set27_keys = {ds[x][2] for x in s251x_ if x in ds}  # set 256: set 251's trees: the trees set 256 reuses\n"
    "    s252y_ = json.load(open(SET252_257))  # set 257: set 252's ids: the trees set 257 reuses, not to be chosen again\n"
    "    if len(s252y_) != 20 or len({ds[x][2] for x in s252y_ if x in ds}) != 20:\n"
    "        err('ref/set252_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s256x_ = json.load(open(SET256))  # set 257: set 256's ids: not to be chosen again\n"
    "    if len(s256x_) != 20 or len({ds[x][2] for x in s256x_ if x in ds}) != 20:\n"
    "        err('ref/set256_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s252y_ if x in ds}  # set 257: set 252's trees: the trees set 257 reuses\n")
rep("    for x in s251x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s251x_ and y not in s254x_]\n",
    "    for x in s252y_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s252y_ and y not in s256x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set256_scenarios.json'))) != chosen:\n"
    "            err('ref/set256_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set256_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set257_scenarios.json'))) != chosen:\n"
    "            err('ref/set257_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set257_scenarios.json: %s' % e)\n"
    "    try:\n        s256c = [c['scenario'] for c in json.load(open(SET256_CHOICES))['chosen']]\n"
    "        if len(s256c) != 20 or s256c != json.load(open(SET256)):\n"
    "            err('ref/set256_scenario_choices.json should list 20 chosen ids, those of ref/set256_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET256_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 256' % x)\n"
    "        if x in s251x_ or x in s254x_:\n            err('chosen scenario %s is set 251\\'s or set 254\\'s id' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 257' % x)\n"
    "        if x in s252y_ or x in s256x_:\n            err('chosen scenario %s is set 252\\'s or set 256\\'s id' % x)\n")
rep("err('scenario %s is not in one of set 251\\'s trees' % sc)", "err('scenario %s is not in one of set 252\\'s trees' % sc)")
rep("err('new tag %s appears in set 254\\'s README' % t)", "err('new tag %s appears in set 256\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 254\\'s README' % t)", "err('new tag %s (with a space) appears in set 256\\'s README' % t)")
rep("err('set 254\\'s README not found at %s' % SET30_README)", "err('set 256\\'s README not found at %s' % SET30_README)")
rep("all set 251\\'s trees, none of set 251\\'s or set 254\\'s ids)", "all set 252\\'s trees, none of set 252\\'s or set 256\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
