"""Patch set 252's validate.py (read as text) into set 254's: README constants, tags, styles, scenario rule and
the earlier-entry lists gaining set 252's and set 251's tags, tag words, theme words and styles (read from their
READMEs)."""
import os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(HERE, '..', 'blind_set252', 'validate.py'), encoding='utf-8').read()
import sys; sys.path.insert(0, os.path.dirname(__file__)); import texts as T

def one(a, b):
    global src
    assert src.count(a) == 1, (src.count(a), a[:80])
    src = src.replace(a, b)

def readme_lists(n, theme_words, prose_words):
    txt = open(os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\| `([a-z_]+)` \|', txt, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    words = set(tags)
    for t in tags:
        words |= set(t.split('_'))
    words |= set(theme_words)
    styles = re.findall(r'^- `([a-z]+)`: ', txt, re.M)
    return sorted(words), sorted(styles), sorted(set(styles) | set(prose_words))

one('"""Stdlib-only checker for blind set 252 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 254 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 254: set 252\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 254\'s tags,\n'
    'styles and counts, set 254\'s scenario rule (the 20 trees that hold set 249\'s 20 scenarios, in set 249\'s order,\n'
    'each represented by its lowest record id that is neither set 249\'s id nor one of set 252\'s ids), and the READMEs\n'
    'of sets 252 and 251 for the distance checks; set 252\'s and set 251\'s tags, their words, styles and theme words\n'
    'join the earlier-entry lists.\n\nSet 252 (set 252\'s own docstring):\n'
    'Stdlib-only checker for blind set 252 (claims.jsonl, estimates.jsonl, README.md).\n')
one("SET30_README = os.path.join(HERE, '..', 'blind_set250', 'README.md')  # set 252: set 250's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set252', 'README.md')  # set 254: set 252's README")
one("for n in (249,)]  # set 252: set 249's README", "for n in (251,)]  # set 254: set 251's README")
one("SET250_CHOICES = os.path.join(HERE, 'ref', 'set250_scenario_choices.json')\n",
    "SET250_CHOICES = os.path.join(HERE, 'ref', 'set250_scenario_choices.json')\n"
    "# set 254: set 249's list (ref/set249_scenarios.json, copied from set 249's ref/) holds the trees set 254 reuses;\n"
    "# set 252's list and its own choices file (set 252's ref/scenario_choices.json, copied under this name)\n"
    "SET249 = os.path.join(HERE, 'ref', 'set249_scenarios.json')\n"
    "SET252 = os.path.join(HERE, 'ref', 'set252_scenarios.json')\n"
    "SET252_CHOICES = os.path.join(HERE, 'ref', 'set252_scenario_choices.json')\n")
old_tags = ['orderpicker_rolcontainer', 'preparadorpedidos_transpaleta', 'plockare_plocklista', 'varastokerailija_rullakko', 'transpallet_magazziniere', 'preparateurcommandes_gerbeur', 'separadorpedidos_paleteira', 'skladnik_paleta']
one(", ".join("'%s': 12" % t for t in old_tags), ", ".join("'%s': 12" % t for t in T.TAGS))
one("NEW_CLAIM_TAGS = %r" % old_tags, "NEW_CLAIM_TAGS = %r" % T.TAGS)
old_st = ['swingthrough', 'lowgun', 'switchbird', 'steadymount', 'housedbird', 'lostbird']
one("            # new in set 252 (prose styles)\n            " + ", ".join("'%s'" % s for s in old_st) + "}",
    "            # set 252's prose styles (earlier for set 254)\n            " + ", ".join("'%s'" % s for s in old_st) + ",\n"
    "            # new in set 254 (prose styles)\n            " + ", ".join("'%s'" % s for s in T.STYLES) + "}")
one("NEW_EST_TAGS = %r" % old_st, "NEW_EST_TAGS = %r" % T.STYLES)
pat_old = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + "}\n"
pat_new = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in T.STYLES) + "}\n"
one(pat_old, pat_new + "# set 252's patterns (kept for the record)\nSET252_STYLE_PATTERNS = {\n" + pat_old[len("STYLE_PATTERNS = {\n"):])
w252, s252, v252 = readme_lists(252, ['order', 'orders', 'picker', 'pickers', 'order pickers', 'orderpicker', 'orderpickers'],
                                ['skeet', 'skeets', 'skeet shooting', 'skeetshooting', 'clay pigeon'])
w251, s251, v251 = readme_lists(251, ['french', 'polisher', 'polishers', 'french polishers', 'frenchpolisher', 'frenchpolishers'],
                                ['mazurka', 'mazurkas'])
assert len(s252) == 6 and len(s251) == 6, (s252, s251)
add = ("# set 254: set 252's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (order pickers / skeet shooting), read from its README by build/patch_validate.py\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
       "# set 254: set 251's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (French polishers / mazurka), read from its README by build/patch_validate.py\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
       "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n") % (w252, v252, s252, w251, v251, s251)
one("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add)
# scenario rule: set 249's trees, excluding set 249's and set 252's ids
one("    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 252: set 247's trees: the trees set 252 reuses\n",
    "    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 252: set 247's trees: the trees set 252 reused\n"
    "    s249x_ = json.load(open(SET249))  # set 254: set 249's ids: the trees set 254 reuses, not to be chosen again\n"
    "    if len(s249x_) != 20 or len({ds[x][2] for x in s249x_ if x in ds}) != 20:\n"
    "        err('ref/set249_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s252x_ = json.load(open(SET252))  # set 254: set 252's ids: not to be chosen again\n"
    "    if len(s252x_) != 20 or len({ds[x][2] for x in s252x_ if x in ds}) != 20:\n"
    "        err('ref/set252_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s249x_ if x in ds}  # set 254: set 249's trees: the trees set 254 reuses\n")
one("    for x in s245x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s245x_ and y not in s248x_]",
    "    for x in s249x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s249x_ and y not in s252x_]")
one("        if json.load(open(os.path.join(HERE, 'ref', 'set252_scenarios.json'))) != chosen:\n            err('ref/set252_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set252_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set254_scenarios.json'))) != chosen:\n            err('ref/set254_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set254_scenarios.json: %s' % e)\n"
    "    try:\n        s252c = [c['scenario'] for c in json.load(open(SET252_CHOICES))['chosen']]\n"
    "        if len(s252c) != 20 or s252c != json.load(open(SET252)):\n"
    "            err('ref/set252_scenario_choices.json should list 20 chosen ids, those of ref/set252_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET252_CHOICES, e))\n")
one("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 252' % x)\n        if x in s245x_ or x in s248x_:\n            err('chosen scenario %s is set 247\\'s or set 250\\'s id' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 254' % x)\n        if x in s249x_ or x in s252x_:\n            err('chosen scenario %s is set 249\\'s or set 252\\'s id' % x)")
one("err('new tag %s appears in set 250\\'s README' % t)", "err('new tag %s appears in set 252\\'s README' % t)")
one("err('new tag %s (with a space) appears in set 250\\'s README' % t)", "err('new tag %s (with a space) appears in set 252\\'s README' % t)")
one("err('set 250\\'s README not found at %s' % SET30_README)", "err('set 252\\'s README not found at %s' % SET30_README)")
one("(trees distinct, all set 247\\'s trees, none of set 247\\'s or set 250\\'s ids)", "(trees distinct, all set 249\\'s trees, none of set 249\\'s or set 252\\'s ids)")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('patched', len(src))
