"""Write set 240's validate.py: set 238's checker (read as text, never imported or run) with set 240's tags, styles,
scenario rule (set 235's trees, set 235's and set 238's ids excluded), the READMEs of sets 238 and 237 for the distance
checks, and set 238's and set 237's tags, tag words, theme words and styles (read from their READMEs) added to the
earlier lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.dirname(HERE)
src = open(os.path.join(TOP, '..', 'blind_set238', 'validate.py'), encoding='utf-8').read()
tags, styles = [], []
for n in (238, 237):
    rd = open(os.path.join(TOP, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags += re.findall(r'^- `([a-z_]+)`: L ', rd, re.M)
    styles += re.findall(r'^- `([a-z]+)`: [A-Z]', rd, re.M)
words = set(tags)
for t in tags:
    words |= set(t.split('_'))
themes = ['tax', 'tax advisers', 'taxadvisers', 'tax adviser', 'handymen', 'handyman', 'handymans']
words |= set(themes)
pthemes = ['racewalking', 'racewalkings', 'cyclocross', 'cyclocrosss']
NEW = ['tontechniker_kabelplan', 'sonidista_escaleta', 'sonorisateur_fichetechnique', 'zvukar_mixpult', 'sunetist_probasunet', 'realizator_naglosnienie', 'tonac_raspored', 'sonoplasta_alinhamento']
NST = ['bellkick', 'barrierfall', 'waterjump', 'evenpace', 'blindbarrier', 'lapmiscount']
old_tags = "'steuerberater_belegliste', 'skatteradgivare_deklaration', 'skatteradgiver_aarsopgoerelse', 'veroneuvoja_verokortti', 'tributarista_dichiarazione', 'preparador_renta', 'podatkowiec_zeznanie', 'regnskapsforer_skattemelding'"
R = [
('"""Stdlib-only checker for blind set 238 (claims.jsonl, estimates.jsonl, README.md).\n',
 '"""Stdlib-only checker for blind set 240 (claims.jsonl, estimates.jsonl, README.md).\nSet 240: set 238\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 240\'s tags,\nstyles and counts, set 240\'s scenario rule (the 20 trees that hold set 235\'s 20 scenarios, in set 235\'s order,\neach represented by its lowest record id that is neither set 235\'s id nor one of set 238\'s ids), and the READMEs\nof sets 238 and 237 for the distance checks; set 238\'s and set 237\'s tags, their words, styles and theme words\n(read from their READMEs) join the earlier lists.\n\nSet 238 (set 238\'s own docstring):\nStdlib-only checker for blind set 238 (claims.jsonl, estimates.jsonl, README.md).\n'),
("SET30_README = os.path.join(HERE, '..', 'blind_set236', 'README.md')  # set 238: set 236's README",
 "SET30_README = os.path.join(HERE, '..', 'blind_set238', 'README.md')  # set 240: set 238's README"),
("for n in (235,)]  # set 238: set 235's README", "for n in (237,)]  # set 240: set 237's README"),
("SET236_CHOICES = os.path.join(HERE, 'ref', 'set236_scenario_choices.json')\n",
 "SET236_CHOICES = os.path.join(HERE, 'ref', 'set236_scenario_choices.json')\n# set 240: set 235's list (ref/set235_scenarios.json, copied from set 235's ref/) holds the trees set 240 reuses;\n# set 238's list and its own choices file (set 238's ref/scenario_choices.json, copied under this name)\nSET235 = os.path.join(HERE, 'ref', 'set235_scenarios.json')\nSET238 = os.path.join(HERE, 'ref', 'set238_scenarios.json')\nSET238_CHOICES = os.path.join(HERE, 'ref', 'set238_scenario_choices.json')\n"),
("    " + old_tags.replace("', '", "': 12, '") + ": 12,\n", "    " + ", ".join("'%s': 12" % t for t in NEW) + ",\n"),
("NEW_CLAIM_TAGS = [" + old_tags + "]", "NEW_CLAIM_TAGS = [" + ", ".join("'%s'" % t for t in NEW) + "]"),
("            # new in set 238 (prose styles)\n            'kickfinish', 'bentknee', 'coneturn', 'straightleg', 'flightphase', 'nosplit'}",
 "            # set 238's prose styles (earlier for set 240)\n            'kickfinish', 'bentknee', 'coneturn', 'straightleg', 'flightphase', 'nosplit',\n            # set 237's prose styles (earlier for set 240)\n            'remount', 'offcamber', 'bikeswap', 'cleanlap', 'mudcaked', 'pulledlap',\n            # new in set 240 (prose styles)\n            " + ", ".join("'%s'" % t for t in NST) + "}"),
("NEW_EST_TAGS = ['kickfinish', 'bentknee', 'coneturn', 'straightleg', 'flightphase', 'nosplit']",
 "NEW_EST_TAGS = [" + ", ".join("'%s'" % t for t in NST) + "]"),
("STYLE_PATTERNS = {\n    'kickfinish'", "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NST) + "}\n# set 238's patterns (kept for the record)\nSET238_STYLE_PATTERNS = {\n    'kickfinish'"),
("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
 "# set 240: set 238's claim tags, their words and its persona theme word (tax advisers), and set 237's (handymen); set 238's\n# and set 237's styles and theme words (racewalking, cyclocross), read from their READMEs by build/patch_validate.py\nEARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nEARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (sorted(words), sorted(set(styles) | set(pthemes)), sorted(set(styles)))),
("    set27_keys = {ds[x][2] for x in s233x_ if x in ds}  # set 233's trees: the trees set 238 reuses\n",
 "    set27_keys = {ds[x][2] for x in s233x_ if x in ds}  # set 233's trees: the trees set 238 reused\n    s235x_ = json.load(open(SET235))  # set 235's ids: the trees set 240 reuses, not to be chosen again\n    if len(s235x_) != 20 or len({ds[x][2] for x in s235x_ if x in ds}) != 20:\n        err('ref/set235_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s238x_ = json.load(open(SET238))  # set 238's ids: not to be chosen again\n    if len(s238x_) != 20 or len({ds[x][2] for x in s238x_ if x in ds}) != 20:\n        err('ref/set238_scenarios.json should list 20 scenarios with 20 distinct trees')\n    set27_keys = {ds[x][2] for x in s235x_ if x in ds}  # set 235's trees: the trees set 240 reuses\n"),
("    for x in s233x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s233x_ and y not in s236x_]",
 "    for x in s235x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s235x_ and y not in s238x_]"),
("        if json.load(open(os.path.join(HERE, 'ref', 'set238_scenarios.json'))) != chosen:\n            err('ref/set238_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set238_scenarios.json: %s' % e)\n",
 "        if json.load(open(os.path.join(HERE, 'ref', 'set240_scenarios.json'))) != chosen:\n            err('ref/set240_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set240_scenarios.json: %s' % e)\n    try:\n        s238c = [c['scenario'] for c in json.load(open(SET238_CHOICES))['chosen']]\n        if len(s238c) != 20 or s238c != json.load(open(SET238)):\n            err('ref/set238_scenario_choices.json should list 20 chosen ids, those of ref/set238_scenarios.json')\n    except Exception as e:\n        err('cannot read %s: %s' % (SET238_CHOICES, e))\n"),
("is not used by set 238' % x)", "is not used by set 240' % x)"),
("        if x in s233x_ or x in s236x_:\n            err('chosen scenario %s is set 233\\'s or set 236\\'s id' % x)",
 "        if x in s235x_ or x in s238x_:\n            err('chosen scenario %s is set 235\\'s or set 238\\'s id' % x)"),
("err('scenario %s is not in one of set 233\\'s trees' % sc)", "err('scenario %s is not in one of set 235\\'s trees' % sc)"),
("err('new tag %s appears in set 236\\'s README' % t)", "err('new tag %s appears in set 238\\'s README' % t)"),
("(with a space) appears in set 236\\'s README' % t)", "(with a space) appears in set 238\\'s README' % t)"),
("err('set 236\\'s README not found at %s' % SET30_README)", "err('set 238\\'s README not found at %s' % SET30_README)"),
("all set 233\\'s trees, none of set 233\\'s or set 236\\'s ids)", "all set 235\\'s trees, none of set 235\\'s or set 238\\'s ids)"),
]
for a, b in R:
    n = src.count(a)
    if n != 1:
        print('COUNT', n, repr(a[:80])); continue
    src = src.replace(a, b)
print(len(tags), tags, styles)
open(os.path.join(TOP, 'validate.py'), 'w', encoding='utf-8').write(src)
