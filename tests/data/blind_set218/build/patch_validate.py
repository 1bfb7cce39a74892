"""Writes validate.py for set 218: set 215's validate.py (read as text, never imported or run) patched with set 218's
tags, styles and counts, set 218's scenario rule (the 20 trees that hold set 213's 20 scenarios, in set 213's order,
each represented by its lowest record id that is neither set 213's id nor one of set 215's ids), the READMEs of sets
215 and 214 for the distance checks, and set 215's and set 214's tags, tag words, persona theme words (workwear,
fleetmanager), styles and prose theme words (trampolining, canyoning), read from their READMEs, added to the
earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set215', 'validate.py'), encoding='utf-8').read()
TAGS = ['schildermacher_tuerschild', 'rotulista_letrero', 'signaleticien_plaquette', 'naambordmaker_deurbordje',
        'skyltmakare_dorrskylt', 'szyldziarz_tabliczka', 'opasteet_ovikyltti', 'targhista_targhetta']
STYLES = ['freemount', 'ledgedrop', 'unispin', 'idling', 'wheelwalk', 'coasting']
OLDT = ['werkkleding_maatlijst', 'vestiario_divisa', 'tenue_brodage', 'uniformes_tallaje', 'tyoasu_kokotaulukko', 'odziez_rozmiarowka', 'uniforma_marime', 'skyddsklader_storlek']
OLDS = ['tuckjump', 'seatdrop', 'barani', 'swivelhips', 'rudolph', 'backdrop']
n = [0]
def rep(old, new, count=1):
    global src
    k = src.count(old)
    assert k == count, (old[:80], k)
    src = src.replace(old, new)
def readme_info(n_):
    t = open(os.path.join(DATA, 'blind_set%d' % n_, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', t, re.M)]
    styles = re.findall(r'`([a-z]+)` 20\b', t)
    assert len(tags) == 8 and len(styles) == 6, (n_, tags, styles)
    return tags, styles
t215, s215 = readme_info(215); t214, s214 = readme_info(214)
assert t215 == OLDT and s215 == OLDS
claim_words = set(t215 + t214) | {w for t in t215 + t214 for w in t.split('_')} | {'workwear', 'workwears', 'fleetmanager', 'fleetmanagers'}
style_words = set(s215 + s214) | {'trampolining', 'trampolinings', 'canyoning', 'canyonings'}
doc = ('"""Stdlib-only checker for blind set 218 (claims.jsonl, estimates.jsonl, README.md).\n'
       'Set 218: set 215\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 218\'s tags,\n'
       'styles and counts, set 218\'s scenario rule (the 20 trees that hold set 213\'s 20 scenarios, in set 213\'s order,\n'
       'each represented by its lowest record id that is neither set 213\'s id nor one of set 215\'s ids), and the READMEs\n'
       'of sets 215 and 214 for the distance checks; set 215\'s and set 214\'s tags, their words, styles and theme words\n'
       'added to the earlier lists.\n\nSet 215 (set 215\'s own docstring):\n')
assert src.startswith('#!/usr/bin/env python3\n"""')
src = src.replace('#!/usr/bin/env python3\n"""', '#!/usr/bin/env python3\n' + doc, 1)
rep("SET30_README = os.path.join(HERE, '..', 'blind_set213', 'README.md')  # set 215: set 213's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set215', 'README.md')  # set 218: set 215's README")
rep("for n in (212,)]  # set 215: set 212's README", "for n in (214,)]  # set 218: set 214's README")
rep("SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n",
    "SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n"
    "# set 218: set 215's list and its own choices file (set 215's ref/scenario_choices.json, copied under this name);\n"
    "# set 213's list (ref/set213_scenarios.json) holds the trees set 218 reuses\n"
    "SET215 = os.path.join(HERE, 'ref', 'set215_scenarios.json')\n"
    "SET215_CHOICES = os.path.join(HERE, 'ref', 'set215_scenario_choices.json')\n")
old_min = ", ".join("'%s': 12" % t for t in OLDT) + ","
rep(old_min, ", ".join("'%s': 12" % t for t in TAGS) + ",")
rep("NEW_CLAIM_TAGS = %r" % OLDT, "NEW_CLAIM_TAGS = %r" % TAGS)
rep("            # new in set 215 (prose styles)\n            'tuckjump', 'seatdrop', 'barani', 'swivelhips', 'rudolph', 'backdrop'}",
    "            # set 215's prose styles (earlier for set 218)\n            'tuckjump', 'seatdrop', 'barani', 'swivelhips', 'rudolph', 'backdrop',\n"
    "            # set 214's prose styles (earlier for set 218)\n            %s,\n"
    "            # new in set 218 (prose styles)\n            %s}" % (', '.join(repr(s) for s in s214), ', '.join(repr(s) for s in STYLES)))
rep("NEW_EST_TAGS = %r" % OLDS, "NEW_EST_TAGS = %r" % STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLDS) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + "}\n"
           "# set 215's patterns (kept for the record)\nSET215_STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLDS) + "}\n")
rep(old_pat, new_pat)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 218: set 215's claim tags, their words and its persona theme word (workwear), and set 214's (fleetmanager); set 215's\n"
    "# and set 214's styles and theme words (trampolining, canyoning), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (sorted(claim_words), sorted(style_words), sorted(s215 + s214)))
rep("    set27_keys = {ds[x][2] for x in s210x_ if x in ds}  # set 210's trees: the trees set 215 reuses\n",
    "    s215x_ = json.load(open(SET215))  # set 215's ids: not to be chosen again\n"
    "    if len(s215x_) != 20 or len({ds[x][2] for x in s215x_ if x in ds}) != 20:\n"
    "        err('ref/set215_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s213x_ if x in ds}  # set 213's trees: the trees set 218 reuses\n")
rep("    for x in s210x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s213x_]\n",
    "    for x in s213x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s215x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set215_scenarios.json'))) != chosen:
            err('ref/set215_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set215_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set218_scenarios.json'))) != chosen:
            err('ref/set218_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set218_scenarios.json: %s' % e)
    # set 215's own choices file (saved as ref/set215_scenario_choices.json) must agree with ref/set215_scenarios.json
    try:
        s215 = [c['scenario'] for c in json.load(open(SET215_CHOICES))['chosen']]
        if len(s215) != 20 or s215 != json.load(open(SET215)):
            err('ref/set215_scenario_choices.json should list 20 chosen ids, those of ref/set215_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET215_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 215' % x)
        if x in s210x_:
            err('chosen scenario %s is one of set 210\\'s own ids' % x)
        if x in s213x_:
            err('chosen scenario %s is one of set 213\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 218' % x)
        if x in s213x_:
            err('chosen scenario %s is one of set 213\\'s own ids' % x)
        if x in s215x_:
            err('chosen scenario %s is one of set 215\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 210\\'s trees' % sc)", "err('scenario %s is not in one of set 213\\'s trees' % sc)")
rep("err('new tag %s appears in set 213\\'s README' % t)", "err('new tag %s appears in set 215\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 213\\'s README' % t)", "err('new tag %s (with a space) appears in set 215\\'s README' % t)")
rep("err('set 213\\'s README not found at %s' % SET30_README)", "err('set 215\\'s README not found at %s' % SET30_README)")
rep("all set 210\\'s trees, none of set 210\\'s or set 213\\'s ids)", "all set 213\\'s trees, none of set 213\\'s or set 215\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written', len(src))
