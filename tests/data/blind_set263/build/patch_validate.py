import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
src = open(os.path.join(OUT, '..', 'blind_set262', 'validate.py'), encoding='utf-8').read()
s261 = open(os.path.join(OUT, '..', 'blind_set261', 'validate.py'), encoding='utf-8').read()
NEW = ['mucker_rockshovel', 'foerderer_grubenhunt', 'chargeur_berline', 'manovale_badile', 'acarreador_carretilla', 'karrenduwer_laadschop', 'lastare_malmvagn', 'kuormaaja_kaivosvaunu']
STY = ['bellsprint', 'legbrake', 'banksweep', 'pacehold', 'draftshade', 'trackspill']
OLD = ['timbercruiser_prism', 'taxator_umfangband', 'prospecteur_tariere', 'stimatore_rotella', 'tasador_parcela', 'opnemer_proefvlak', 'taxerare_stamklave', 'puunmittaaja_relaskooppi']
OSTY = ['speedbuild', 'heelscrub', 'apexcut', 'straightline', 'chinbar', 'roadrash']
T261 = eval(re.search(r"^NEW_CLAIM_TAGS = (\[.*\])$", s261, re.M).group(1))
S261 = eval(re.search(r"^NEW_EST_TAGS = (\[.*\])$", s261, re.M).group(1))
n = 0
def rep(old, new, count=1):
    global src, n
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new); n += 1
rep('"""Stdlib-only checker for blind set 262 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 263 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 263: set 262\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 263\'s tags,\n'
    'styles and counts, set 263\'s scenario rule (the 20 trees that hold set 258\'s 20 scenarios, in set 258\'s order,\n'
    'each represented by its lowest record id that is neither set 258\'s id nor one of set 262\'s ids), and the READMEs\n'
    'of sets 262 and 261 for the distance checks; set 262\'s and set 261\'s tags, their words, styles and theme words\n'
    'join the earlier-entry lists.\n\nSet 262 (set 262\'s own docstring):\nStdlib-only checker for blind set 262 (claims.jsonl, estimates.jsonl, README.md).\n')
old_min = "    " + ", ".join("'%s': 12" % t for t in OLD) + ","
rep(old_min, "    " + ", ".join("'%s': 12" % t for t in NEW) + ",")
rep("NEW_CLAIM_TAGS = %r" % OLD, "NEW_CLAIM_TAGS = %r" % NEW)
rep("            # new in set 262 (prose styles)\n            %s}" % ", ".join("'%s'" % s for s in OSTY),
    "            # set 262's prose styles (earlier for set 263)\n            %s,\n            # set 261's prose styles (earlier for set 263)\n            %s,\n            # new in set 263 (prose styles)\n            %s}" % (
        ", ".join("'%s'" % s for s in OSTY), ", ".join("'%s'" % s for s in S261), ", ".join("'%s'" % s for s in STY)))
rep("NEW_EST_TAGS = %r" % OSTY, "NEW_EST_TAGS = %r" % STY)
pat_old = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OSTY) + "}\n"
pat_new = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STY) + "}\n# set 262's patterns (kept for the record)\nSET262_STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OSTY) + "}\n"
rep(pat_old, pat_new)
words262 = sorted(set(OLD) | {w for t in OLD for w in t.split('_')} | {'timber cruiser', 'timber cruisers', 'cruiser', 'cruisers', 'relascope'})
words261 = sorted(set(T261) | {w for t in T261 for w in t.split('_')} | {'canner', 'canners', 'cannery'})
add = ("# set 263: set 262's claim tags, their words and its persona theme words, and its styles and prose theme\n# words (timber cruisers / street luge)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
       "# set 263: set 261's claim tags, their words and its persona theme words, and its styles and prose theme\n# words (canners / German wheel)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
       "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n") % (
    words262, sorted(OSTY + ['street luge', 'streetluge', 'luge']), OSTY,
    words261, sorted(S261 + ['german wheel', 'rhoenrad', 'rhonrad']), S261)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add)
rep("SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\nif '--data'",
    "SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\n"
    "# set 263: set 258's list holds the trees set 263 reuses; set 262's list and its own choices file\n"
    "# (set 262's ref/scenario_choices.json, copied under this name)\n"
    "SET262 = os.path.join(HERE, 'ref', 'set262_scenarios.json')\n"
    "SET262_CHOICES = os.path.join(HERE, 'ref', 'set262_scenario_choices.json')\nif '--data'")
rep("    set27_keys = {ds[x][2] for x in s257x_ if x in ds}  # set 262: set 257's trees: the trees set 262 reuses\n",
    "    set27_keys = {ds[x][2] for x in s257x_ if x in ds}  # set 262: set 257's trees: the trees set 262 reuses\n"
    "    s262x_ = json.load(open(SET262))  # set 263: set 262's ids: not to be chosen again\n"
    "    if len(s262x_) != 20 or len({ds[x][2] for x in s262x_ if x in ds}) != 20:\n"
    "        err('ref/set262_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s258x_ if x in ds}  # set 263: set 258's trees: the trees set 263 reuses\n")
rep("    for x in s257x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s257x_ and y not in s260x_]",
    "    for x in s258x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s258x_ and y not in s262x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set262_scenarios.json'))) != chosen:\n            err('ref/set262_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set262_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set263_scenarios.json'))) != chosen:\n            err('ref/set263_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set263_scenarios.json: %s' % e)\n"
    "    try:\n        s262c = [c['scenario'] for c in json.load(open(SET262_CHOICES))['chosen']]\n        if len(s262c) != 20 or s262c != json.load(open(SET262)):\n            err('ref/set262_scenario_choices.json should list 20 chosen ids, those of ref/set262_scenarios.json')\n    except Exception as e:\n        err('cannot read %s: %s' % (SET262_CHOICES, e))\n")
rep("is not used by set 262' % x)\n        if x in s257x_ or x in s260x_:\n            err('chosen scenario %s is set 257\\'s or set 260\\'s id' % x)",
    "is not used by set 263' % x)\n        if x in s258x_ or x in s262x_:\n            err('chosen scenario %s is set 258\\'s or set 262\\'s id' % x)")
rep("err('scenario %s is not in one of set 257\\'s trees' % sc)", "err('scenario %s is not in one of set 258\\'s trees' % sc)")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set260', 'README.md')  # set 262: set 260's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set262', 'README.md')  # set 263: set 262's README")
rep("for n in (259,)]  # set 262: set 259's README", "for n in (261,)]  # set 263: set 261's README")
rep("err('set 260\\'s README not found at %s' % SET30_README)", "err('set 262\\'s README not found at %s' % SET30_README)")
rep("err('new tag %s appears in set 260\\'s README' % t)", "err('new tag %s appears in set 262\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 260\\'s README' % t)", "err('new tag %s (with a space) appears in set 262\\'s README' % t)")
rep("all set 257\\'s trees, none of set 257\\'s or set 260\\'s ids)", "all set 258\\'s trees, none of set 258\\'s or set 262\\'s ids)")
open(os.path.join(OUT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('patched', n)
