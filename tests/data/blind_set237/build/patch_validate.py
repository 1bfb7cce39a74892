"""Set 237: write ../validate.py from set 236's validate.py (read as text, never imported or run) with set 237's
tags, styles and counts, set 237's scenario rule (the 20 trees holding set 232's 20 scenarios, in set 232's order,
each represented by its lowest record id that is neither set 232's id nor one of set 236's ids), the READMEs of sets
236 and 235 for the distance checks, and set 236's and set 235's tags, their words, styles and theme words (read
from their READMEs here) added to the earlier lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set236', 'validate.py')).read()
NEWTAGS = ['hausmeister_auftragsbuch', 'klusjesman_klussenlijst', 'bricoleur_bondetravail', 'manitas_albaran',
           'aggiustatutto_rapportino', 'huoltomies_huoltokirja', 'fixare_arbetsorder', 'altmuligmand_opgaveliste']
STYLES = ['remount', 'offcamber', 'bikeswap', 'cleanlap', 'mudcaked', 'pulledlap']

def readme_sets(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: (.*?)\. Unscored', t).group(1))
    persona = re.search(r'The persona theme is ([a-z ]+?),', t).group(1)
    prose = re.search(r'The theme is ([a-z ]+?),', t).group(1)
    return tags, styles, persona, prose

def forms(phrase):
    out = {phrase, phrase.replace(' ', '')}
    for w in phrase.split():
        out |= {w, w + 's'}
        if w.endswith('es'):
            out.add(w[:-2])
        if w.endswith('s'):
            out.add(w[:-1])
    return out

ctags, cwords, swords, ests = set(), set(), set(), []
for n in (236, 235):
    tags, styles, persona, prose = readme_sets(n)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    ctags |= set(tags)
    for t in tags:
        cwords |= set(t.split('_'))
    cwords |= forms(persona)
    swords |= set(styles) | forms(prose) | {prose.replace(' ', '') + 's', prose + 's'}
    ests += styles
    print(n, tags, styles, persona, prose)

def rep(a, b, count=1):
    global src
    c = src.count(a)
    assert c == count, (c, a[:80])
    src = src.replace(a, b)

rep('"""Stdlib-only checker for blind set 236 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 237 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 237: set 236\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 237\'s tags,\n'
    'styles and counts, set 237\'s scenario rule (the 20 trees that hold set 232\'s 20 scenarios, in set 232\'s order,\n'
    'each represented by its lowest record id that is neither set 232\'s id nor one of set 236\'s ids), and the READMEs\n'
    'of sets 236 and 235 for the distance checks; set 236\'s and set 235\'s tags, their words, styles and theme words\n'
    '(videographers, career coaches; squash, motocross), read from their READMEs, added to the earlier lists.\n\n'
    'Set 236 (set 236\'s own docstring):\nStdlib-only checker for blind set 236 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("os.path.join(HERE, '..', 'blind_set234', 'README.md')  # set 236: set 234's README",
    "os.path.join(HERE, '..', 'blind_set236', 'README.md')  # set 237: set 236's README")
rep("for n in (233,)]  # set 236: set 233's README", "for n in (235,)]  # set 237: set 235's README")
rep("SET234_CHOICES = os.path.join(HERE, 'ref', 'set234_scenario_choices.json')\n",
    "SET234_CHOICES = os.path.join(HERE, 'ref', 'set234_scenario_choices.json')\n"
    "# set 237: set 232's list (ref/set232_scenarios.json, copied from set 232's ref/) holds the trees set 237 reuses;\n"
    "# set 236's list and its own choices file (set 236's ref/scenario_choices.json, copied under this name)\n"
    "SET232 = os.path.join(HERE, 'ref', 'set232_scenarios.json')\n"
    "SET236 = os.path.join(HERE, 'ref', 'set236_scenarios.json')\n"
    "SET236_CHOICES = os.path.join(HERE, 'ref', 'set236_scenario_choices.json')\n")
old8 = ['videograf_schnittliste', 'videograaf_draaiboek', 'videaste_tournage', 'videomaker_riprese', 'videografo_rodaje',
        'videokuvaaja_kuvaus', 'videofotograf_inspelning', 'wideofilmowiec_nagranie']
rep("    " + ", ".join("'%s': 12" % t for t in old8) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEWTAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % old8, "NEW_CLAIM_TAGS = %r" % NEWTAGS)
old6 = ['nickshot', 'tinhit', 'reverseboast', 'tightrail', 'screenball', 'brokenball']
rep("            # new in set 236 (prose styles)\n            " + ", ".join("'%s'" % s for s in old6) + "}",
    "            # set 236's prose styles (earlier for set 237)\n            " + ", ".join("'%s'" % s for s in old6) + ",\n"
    "            # set 235's prose styles (earlier for set 237)\n            " + ", ".join("'%s'" % s for s in ests[6:]) + ",\n"
    "            # new in set 237 (prose styles)\n            " + ", ".join("'%s'" % s for s in STYLES) + "}")
rep("NEW_EST_TAGS = %r" % old6, "NEW_EST_TAGS = %r" % STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old6) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + "}\n" + \
    "# set 236's patterns (kept for the record)\nSET236_" + old_pat
rep("\n" + old_pat, "\n" + new_pat)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 237: set 236's claim tags, their words and its persona theme word (videographers), and set 235's (career coaches);\n"
    "# set 236's and set 235's styles and theme words (squash, motocross), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(ctags | cwords) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(swords) +
    "EST_TAGS |= set(%r)\n" % sorted(ests) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s231x_ if x in ds}  # set 231's trees: the trees set 236 reuses\n",
    "    set27_keys = {ds[x][2] for x in s231x_ if x in ds}  # set 231's trees: the trees set 236 reused\n"
    "    s232x_ = json.load(open(SET232))  # set 232's ids: the trees set 237 reuses, not to be chosen again\n"
    "    if len(s232x_) != 20 or len({ds[x][2] for x in s232x_ if x in ds}) != 20:\n"
    "        err('ref/set232_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s236x_ = json.load(open(SET236))  # set 236's ids: not to be chosen again\n"
    "    if len(s236x_) != 20 or len({ds[x][2] for x in s236x_ if x in ds}) != 20:\n"
    "        err('ref/set236_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s232x_ if x in ds}  # set 232's trees: the trees set 237 reuses\n")
rep("    for x in s231x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s231x_ and y not in s234x_]\n",
    "    for x in s232x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s232x_ and y not in s236x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set236_scenarios.json'))) != chosen:\n"
    "            err('ref/set236_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set236_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set237_scenarios.json'))) != chosen:\n"
    "            err('ref/set237_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set237_scenarios.json: %s' % e)\n"
    "    try:\n        s236c = [c['scenario'] for c in json.load(open(SET236_CHOICES))['chosen']]\n"
    "        if len(s236c) != 20 or s236c != json.load(open(SET236)):\n"
    "            err('ref/set236_scenario_choices.json should list 20 chosen ids, those of ref/set236_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET236_CHOICES, e))\n")
rep("is not used by set 236' % x)", "is not used by set 237' % x)")
rep("        if x in s231x_ or x in s234x_:\n            err('chosen scenario %s is set 231\\'s or set 234\\'s id' % x)",
    "        if x in s232x_ or x in s236x_:\n            err('chosen scenario %s is set 232\\'s or set 236\\'s id' % x)")
rep("err('scenario %s is not in one of set 231\\'s trees' % sc)", "err('scenario %s is not in one of set 232\\'s trees' % sc)")
rep("err('new tag %s appears in set 234\\'s README' % t)", "err('new tag %s appears in set 236\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 234\\'s README' % t)", "err('new tag %s (with a space) appears in set 236\\'s README' % t)")
rep("err('set 234\\'s README not found at %s' % SET30_README)", "err('set 236\\'s README not found at %s' % SET30_README)")
rep("all set 231\\'s trees, none of set 231\\'s or set 234\\'s ids)", "all set 232\\'s trees, none of set 232\\'s or set 236\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('validate.py written')
