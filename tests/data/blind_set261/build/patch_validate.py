"""Write ../validate.py: set 260's checker (read as text) patched for set 261."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set260', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['canner_blancher', 'dosenfueller_deckel', 'conserveur_couvercle', 'inscatolatore_coperchio',
            'enlatador_envase', 'inblikker_deksel', 'konservarbetare_bleck', 'konservesarbejder_daase']
NEW_STYLES = ['strapin', 'slowsettle', 'rimturn', 'rimpoise', 'hubshroud', 'wheelblur']
T260 = ['straddler_twistlock', 'portalfahrer_verriegelung', 'pontier_verrou', 'portuale_rizzaggio',
        'operadorportico_trinca', 'sjorder_stapel', 'truckforare_vridlas', 'satamatyolainen_nosturi']
S260 = ['jacketgrip', 'beltslip', 'hipcross', 'footroot', 'sleevetuck', 'dustup']
T259 = ['mountmaker_cradle', 'halterungsbauer_klemme', 'fabricantsocle_equerre', 'montatore_gancio',
        'hacedorsoportes_abrazadera', 'houdermaker_beugel', 'monterare_bygel', 'kiinnittaja_kannake']
S259 = ['stringcock', 'prodease', 'sightshift', 'latchhold', 'quiverhide', 'dimboss']

def words(tags):
    out = set(tags)
    for t in tags:
        out |= set(t.split('_'))
    return out

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 260 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 261 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 261: set 260's checker (below, its docstring kept) patched by build/patch_validate.py with set 261's tags,\n"
    "styles and counts, set 261's scenario rule (the 20 trees that hold set 256's 20 scenarios, in set 256's order,\n"
    "each represented by its lowest record id that is neither set 256's id nor one of set 260's ids), and the READMEs\n"
    "of sets 260 and 259 for the distance checks; set 260's and set 259's tags, their words, styles and theme words\n"
    "join the earlier-entry lists.\n\nSet 260 (set 260's own docstring):\n"
    'Stdlib-only checker for blind set 260 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set258', 'README.md')  # set 260: set 258's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set260', 'README.md')  # set 261: set 260's README")
rep("for n in (257,)]  # set 260: set 257's README", "for n in (259,)]  # set 261: set 259's README")
rep("SET258_CHOICES = os.path.join(HERE, 'ref', 'set258_scenario_choices.json')\nif '--data' in sys.argv:",
    "SET258_CHOICES = os.path.join(HERE, 'ref', 'set258_scenario_choices.json')\n"
    "# set 261: set 256's list (ref/set256_scenarios.json) holds the trees set 261 reuses; set 260's list and its own\n"
    "# choices file (set 260's ref/scenario_choices.json, copied under this name)\n"
    "SET260 = os.path.join(HERE, 'ref', 'set260_scenarios.json')\n"
    "SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\n"
    "if '--data' in sys.argv:")
old_min = "    " + ", ".join("'%s': 12" % t for t in T260) + ",\n"
rep(old_min, "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % T260, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            # new in set 260 (prose styles)\n            'jacketgrip', 'beltslip', 'hipcross', 'footroot', 'sleevetuck', 'dustup'}",
    "            # set 260's prose styles (earlier for set 261)\n            'jacketgrip', 'beltslip', 'hipcross', 'footroot', 'sleevetuck', 'dustup',\n"
    "            # new in set 261 (prose styles)\n            " + ", ".join("'%s'" % s for s in NEW_STYLES) + "}")
rep("NEW_EST_TAGS = %r" % S260, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S260) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 260's patterns (kept for the record)\nSET260_STYLE_PATTERNS = {\n" +
           "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S260) + "}\n")
rep(old_pat, new_pat)
add = ("# set 261: set 260's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (straddle carrier drivers / shuai jiao)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words(T260) | {'straddle', 'straddler', 'straddlers', 'straddle carrier', 'straddle carriers', 'straddle carrier drivers', 'twistlock', 'twistlocks'}) +
       "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(S260) | {'shuai jiao', 'shuaijiao', 'shuai', 'jiao', 'shuaijiaos'}) +
       "EST_TAGS |= set(%r)\n" % sorted(S260) +
       "# set 261: set 259's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (mountmakers / crossbow)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words(T259) | {'mountmaker', 'mountmakers'}) +
       "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(S259) | {'crossbow', 'crossbows'}) +
       "EST_TAGS |= set(%r)\n" % sorted(S259) +
       "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add)
rep("    set27_keys = {ds[x][2] for x in s255x_ if x in ds}  # set 260: set 255's trees: the trees set 260 reuses\n",
    "    set27_keys = {ds[x][2] for x in s255x_ if x in ds}  # set 260: set 255's trees: the trees set 260 reuses\n"
    "    s256y_ = json.load(open(SET256))  # set 261: set 256's ids: the trees set 261 reuses, not to be chosen again\n"
    "    s260y_ = json.load(open(SET260))  # set 261: set 260's ids: not to be chosen again\n"
    "    if len(s260y_) != 20 or len({ds[x][2] for x in s260y_ if x in ds}) != 20:\n"
    "        err('ref/set260_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s256y_ if x in ds}  # set 261: set 256's trees: the trees set 261 reuses\n")
rep("    for x in s255x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s255x_ and y not in s258x_]",
    "    for x in s256y_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s256y_ and y not in s260y_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set260_scenarios.json'))) != chosen:\n"
    "            err('ref/set260_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set260_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set261_scenarios.json'))) != chosen:\n"
    "            err('ref/set261_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set261_scenarios.json: %s' % e)\n"
    "    try:\n        s260c = [c['scenario'] for c in json.load(open(SET260_CHOICES))['chosen']]\n"
    "        if len(s260c) != 20 or s260c != json.load(open(SET260)):\n"
    "            err('ref/set260_scenario_choices.json should list 20 chosen ids, those of ref/set260_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET260_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 260' % x)\n"
    "        if x in s255x_ or x in s258x_:\n            err('chosen scenario %s is set 255\\'s or set 258\\'s id' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 261' % x)\n"
    "        if x in s256y_ or x in s260y_:\n            err('chosen scenario %s is set 256\\'s or set 260\\'s id' % x)\n")
rep("            err('scenario %s is not in one of set 255\\'s trees' % sc)", "            err('scenario %s is not in one of set 256\\'s trees' % sc)")
rep("err('new tag %s appears in set 258\\'s README' % t)", "err('new tag %s appears in set 260\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 258\\'s README' % t)", "err('new tag %s (with a space) appears in set 260\\'s README' % t)")
rep("err('set 258\\'s README not found at %s' % SET30_README)", "err('set 260\\'s README not found at %s' % SET30_README)")
rep("all set 255\\'s trees, none of set 255\\'s or set 258\\'s ids)", "all set 256\\'s trees, none of set 256\\'s or set 260\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
