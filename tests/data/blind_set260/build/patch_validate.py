"""Write set 260's validate.py: set 258's checker (read as text) patched with set 260's tags, styles, counts and
scenario rule, set 258's and set 257's READMEs for the distance checks, and set 258's and set 257's tags, tag
words, theme words and styles joining the earlier-entry lists."""
import os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(HERE, '..', 'blind_set258', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['straddler_twistlock', 'portalfahrer_verriegelung', 'pontier_verrou', 'portuale_rizzaggio',
            'operadorportico_trinca', 'sjorder_stapel', 'truckforare_vridlas', 'satamatyolainen_nosturi']
NEW_STYLES = ['jacketgrip', 'beltslip', 'hipcross', 'footroot', 'sleevetuck', 'dustup']
T258 = ['shunter_uncoupler', 'rangierer_schraubkupplung', 'serrefrein_taquet', 'sganciatore_staffa',
        'operariomaniobras_topera', 'rangeerder_remschoen', 'vaxlare_stoppbock', 'vaihtaja_ratapiha']
T257 = ['lithographer_gumarabic', 'lithografin_farbwalze', 'litografo_inchiostro', 'litografista_piedra',
        'lithograaf_drukinkt', 'kivipainaja_mustetela', 'litograf_kalksten', 'konyomo_festek']
S258 = ['skinclimb', 'skinpeel', 'switchback', 'ridgewalk', 'crustveil', 'flatlight']
S257 = ['barclear', 'barknock', 'curveshift', 'archhold', 'matshadow', 'heightless']
def words(tags, extra):
    out = set(tags) | set(extra)
    for t in tags:
        out |= set(t.split('_'))
    return sorted(out)
W258 = words(T258, ['shunter', 'shunters', 'shunting', 'vaxlare'])
W257 = words(T257, ['lithographer', 'lithographers', 'lithography'])
V258 = sorted(S258 + ['randonnee', 'randonnees', 'ski touring', 'skitouring'])
V257 = sorted(S257 + ['high jump', 'highjump', 'fosbury'])
def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 258 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 260 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 260: set 258's checker (below, its docstring kept) patched by build/patch_validate.py with set 260's tags,\n"
    "styles and counts, set 260's scenario rule (the 20 trees that hold set 255's 20 scenarios, in set 255's order,\n"
    "each represented by its lowest record id that is neither set 255's id nor one of set 258's ids), and the READMEs\n"
    "of sets 258 and 257 for the distance checks; set 258's and set 257's tags, their words, styles and theme words\n"
    "join the earlier-entry lists.\n\nSet 258 (set 258's own docstring):\n"
    'Stdlib-only checker for blind set 258 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set256', 'README.md')  # set 258: set 256's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set258', 'README.md')  # set 260: set 258's README")
rep("for n in (255,)]  # set 258: set 255's README", "for n in (257,)]  # set 260: set 257's README")
rep("SET256_CHOICES = os.path.join(HERE, 'ref', 'set256_scenario_choices.json')\n",
    "SET256_CHOICES = os.path.join(HERE, 'ref', 'set256_scenario_choices.json')\n"
    "# set 260: set 255's list (ref/set255_scenarios.json, copied from set 255's ref/) holds the trees set 260 reuses;\n"
    "# set 258's list and its own choices file (set 258's ref/scenario_choices.json, copied under this name)\n"
    "SET255 = os.path.join(HERE, 'ref', 'set255_scenarios.json')\n"
    "SET258 = os.path.join(HERE, 'ref', 'set258_scenarios.json')\n"
    "SET258_CHOICES = os.path.join(HERE, 'ref', 'set258_scenario_choices.json')\n")
rep(', '.join("'%s': 12" % t for t in T258) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % T258, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 258 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in S258),
    "            # set 258's prose styles (earlier for set 260)\n            %s,\n" % ', '.join("'%s'" % s for s in S258) +
    "            # set 257's prose styles (earlier for set 260)\n            %s,\n" % ', '.join("'%s'" % s for s in S257) +
    "            # new in set 260 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = %r' % S258, 'NEW_EST_TAGS = %r' % NEW_STYLES)
rep("\nSTYLE_PATTERNS = {\n", "\nSTYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) +
    "}\n# set 258's patterns (kept for the record)\nSET258_STYLE_PATTERNS = {\n")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 260: set 258's claim tags, their words and its persona theme words, and its styles and prose theme\n"
    "# words (shunters / randonnee)\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (W258, V258, sorted(S258)) +
    "# set 260: set 257's claim tags, their words and its persona theme words, and its styles and prose theme\n"
    "# words (lithographers / high jump)\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (W257, V257, sorted(S257)) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s253x_ if x in ds}  # set 258: set 253's trees: the trees set 258 reuses\n",
    "    set27_keys = {ds[x][2] for x in s253x_ if x in ds}  # set 258: set 253's trees: the trees set 258 reused\n"
    "    s255x_ = json.load(open(SET255))  # set 260: set 255's ids: the trees set 260 reuses, not to be chosen again\n"
    "    if len(s255x_) != 20 or len({ds[x][2] for x in s255x_ if x in ds}) != 20:\n"
    "        err('ref/set255_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s258x_ = json.load(open(SET258))  # set 260: set 258's ids: not to be chosen again\n"
    "    if len(s258x_) != 20 or len({ds[x][2] for x in s258x_ if x in ds}) != 20:\n"
    "        err('ref/set258_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s255x_ if x in ds}  # set 260: set 255's trees: the trees set 260 reuses\n")
rep("    for x in s253x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s253x_ and y not in s256x_]",
    "    for x in s255x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s255x_ and y not in s258x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set258_scenarios.json'))) != chosen:\n"
    "            err('ref/set258_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set258_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set260_scenarios.json'))) != chosen:\n"
    "            err('ref/set260_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set260_scenarios.json: %s' % e)\n"
    "    try:\n        s258c = [c['scenario'] for c in json.load(open(SET258_CHOICES))['chosen']]\n"
    "        if len(s258c) != 20 or s258c != json.load(open(SET258)):\n"
    "            err('ref/set258_scenario_choices.json should list 20 chosen ids, those of ref/set258_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET258_CHOICES, e))\n")
rep("is not used by set 258' % x)", "is not used by set 260' % x)")
rep("        if x in s253x_ or x in s256x_:\n            err('chosen scenario %s is set 253\\'s or set 256\\'s id' % x)",
    "        if x in s255x_ or x in s258x_:\n            err('chosen scenario %s is set 255\\'s or set 258\\'s id' % x)")
rep("err('scenario %s is not in one of set 253\\'s trees' % sc)", "err('scenario %s is not in one of set 255\\'s trees' % sc)")
rep("appears in set 256\\'s README' % t)", "appears in set 258\\'s README' % t)", 2)
rep("err('set 256\\'s README not found at %s' % SET30_README)", "err('set 258\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 253\\'s trees, none of set 253\\'s or set 256\\'s ids)", "(trees distinct, all set 255\\'s trees, none of set 255\\'s or set 258\\'s ids)")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
