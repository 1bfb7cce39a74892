"""Set 238: builds ../validate.py from set 236's validate.py (read as text, never imported or run): set 238's tags,
styles and counts; set 238's scenario rule (the 20 trees that hold set 233's 20 scenarios, in set 233's order, each
represented by its lowest record id that is neither set 233's id nor one of set 236's ids); the READMEs of sets 236
and 235 for the distance checks; and set 236's and set 235's tags, their words, styles and theme words, read from
their READMEs, added to the earlier lists. Every replacement must hit exactly once."""
import os, re
H = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(H, '..', '..')
src = open(os.path.join(D, 'blind_set236', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['steuerberater_belegliste', 'skatteradgivare_deklaration', 'skatteradgiver_aarsopgoerelse', 'veroneuvoja_verokortti',
            'tributarista_dichiarazione', 'preparador_renta', 'podatkowiec_zeznanie', 'regnskapsforer_skattemelding']
NEW_STYLES = ['kickfinish', 'bentknee', 'coneturn', 'straightleg', 'flightphase', 'nosplit']
OLD_TAGS = ['videograf_schnittliste', 'videograaf_draaiboek', 'videaste_tournage', 'videomaker_riprese', 'videografo_rodaje',
            'videokuvaaja_kuvaus', 'videofotograf_inspelning', 'wideofilmowiec_nagranie']
OLD_STYLES = ['nickshot', 'tinhit', 'reverseboast', 'tightrail', 'screenball', 'brokenball']


def from_readme(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [x for x in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if x not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: (.*)', t).group(1))
    persona = re.search(r'The persona theme is ([a-z ]+?),', t).group(1)
    prose = re.search(r'The theme is ([a-z ]+?),', t).group(1)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles, persona, prose


t236, s236, p236, q236 = from_readme(236)
t235, s235, p235, q235 = from_readme(235)
assert t236 == OLD_TAGS and s236 == OLD_STYLES, (t236, s236)
print('set 236:', t236, s236, p236, q236)
print('set 235:', t235, s235, p235, q235)
words = set()
for t in t236 + t235:
    words.add(t)
    words |= set(t.split('_'))
for p in (p236, p235):
    for w in p.split():
        words |= {w, w.rstrip('s'), w.rstrip('s') + 's'}
    words |= {p, p.replace(' ', '')}
svars = set(s236 + s235)
for q in (q236, q235):
    svars |= {q, q + 's', q.replace(' ', ''), q.replace(' ', '') + 's'}
R = []


def rep(a, b):
    R.append((a, b))


rep('"""Stdlib-only checker for blind set 236 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 238 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 238: set 236's checker (below, its docstring kept) patched by build/patch_validate.py with set 238's tags,\n"
    "styles and counts, set 238's scenario rule (the 20 trees that hold set 233's 20 scenarios, in set 233's order,\n"
    "each represented by its lowest record id that is neither set 233's id nor one of set 236's ids), and the READMEs\n"
    "of sets 236 and 235 for the distance checks; set 236's and set 235's tags, their words, styles and theme words\n"
    "(read from their READMEs) join the earlier lists.\n\nSet 236 (set 236's own docstring):\n"
    'Stdlib-only checker for blind set 236 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set234', 'README.md')  # set 236: set 234's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set236', 'README.md')  # set 238: set 236's README")
rep("for n in (233,)]  # set 236: set 233's README", "for n in (235,)]  # set 238: set 235's README")
rep("SET234_CHOICES = os.path.join(HERE, 'ref', 'set234_scenario_choices.json')\n",
    "SET234_CHOICES = os.path.join(HERE, 'ref', 'set234_scenario_choices.json')\n"
    "# set 238: set 233's list (ref/set233_scenarios.json, copied from set 233's ref/) holds the trees set 238 reuses;\n"
    "# set 236's list and its own choices file (set 236's ref/scenario_choices.json, copied under this name)\n"
    "SET233 = os.path.join(HERE, 'ref', 'set233_scenarios.json')\n"
    "SET236 = os.path.join(HERE, 'ref', 'set236_scenarios.json')\n"
    "SET236_CHOICES = os.path.join(HERE, 'ref', 'set236_scenario_choices.json')\n")
rep("    " + ", ".join("'%s': 12" % t for t in OLD_TAGS) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % OLD_TAGS, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
rep("            # new in set 236 (prose styles)\n            " + ", ".join("'%s'" % s for s in OLD_STYLES) + "}\n",
    "            # set 236's prose styles (earlier for set 238)\n            " + ", ".join("'%s'" % s for s in OLD_STYLES) + ",\n"
    "            # set 235's prose styles (earlier for set 238)\n            " + ", ".join("'%s'" % s for s in s235) + ",\n"
    "            # new in set 238 (prose styles)\n            " + ", ".join("'%s'" % s for s in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = %r\n" % OLD_STYLES, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
rep("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n",
    "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
    "# set 236's patterns (kept for the record)\nSET236_STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 238: set 236's claim tags, their words and its persona theme word (%s), and set 235's (%s); set 236's\n"
    "# and set 235's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (p236, p235, q236, q235, sorted(words), sorted(svars), sorted(s236 + s235)))
rep("    set27_keys = {ds[x][2] for x in s231x_ if x in ds}  # set 231's trees: the trees set 236 reuses\n",
    "    set27_keys = {ds[x][2] for x in s231x_ if x in ds}  # set 231's trees: the trees set 236 reused\n"
    "    s233x_ = json.load(open(SET233))  # set 233's ids: the trees set 238 reuses, not to be chosen again\n"
    "    if len(s233x_) != 20 or len({ds[x][2] for x in s233x_ if x in ds}) != 20:\n"
    "        err('ref/set233_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s236x_ = json.load(open(SET236))  # set 236's ids: not to be chosen again\n"
    "    if len(s236x_) != 20 or len({ds[x][2] for x in s236x_ if x in ds}) != 20:\n"
    "        err('ref/set236_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s233x_ if x in ds}  # set 233's trees: the trees set 238 reuses\n")
rep("    for x in s231x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s231x_ and y not in s234x_]\n",
    "    for x in s233x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s233x_ and y not in s236x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set236_scenarios.json'))) != chosen:\n            err('ref/set236_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set236_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set238_scenarios.json'))) != chosen:\n            err('ref/set238_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set238_scenarios.json: %s' % e)\n"
    "    try:\n        s236c = [c['scenario'] for c in json.load(open(SET236_CHOICES))['chosen']]\n"
    "        if len(s236c) != 20 or s236c != json.load(open(SET236)):\n"
    "            err('ref/set236_scenario_choices.json should list 20 chosen ids, those of ref/set236_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET236_CHOICES, e))\n")
rep("is not used by set 236' % x)\n        if x in s231x_ or x in s234x_:\n            err('chosen scenario %s is set 231\\'s or set 234\\'s id' % x)\n",
    "is not used by set 238' % x)\n        if x in s233x_ or x in s236x_:\n            err('chosen scenario %s is set 233\\'s or set 236\\'s id' % x)\n")
rep("err('scenario %s is not in one of set 231\\'s trees' % sc)", "err('scenario %s is not in one of set 233\\'s trees' % sc)")
rep("err('new tag %s appears in set 234\\'s README' % t)", "err('new tag %s appears in set 236\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 234\\'s README' % t)", "err('new tag %s (with a space) appears in set 236\\'s README' % t)")
rep("err('set 234\\'s README not found at %s' % SET30_README)", "err('set 236\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 231\\'s trees, none of set 231\\'s or set 234\\'s ids)", "(trees distinct, all set 233\\'s trees, none of set 233\\'s or set 236\\'s ids)")
out = src
for a, b in R:
    n = out.count(a)
    assert n == 1, (n, a[:120])
    out = out.replace(a, b)
open(os.path.join(H, '..', 'validate.py'), 'w', encoding='utf-8').write(out)
print(len(R), 'replacements, each hit once')
