# Patch set 258's validate.py (read as text) into set 259's checker.
import os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(HERE, '..', 'blind_set258', 'validate.py')).read()
OLD_TAGS = ['shunter_uncoupler', 'rangierer_schraubkupplung', 'serrefrein_taquet', 'sganciatore_staffa', 'operariomaniobras_topera', 'rangeerder_remschoen', 'vaxlare_stoppbock', 'vaihtaja_ratapiha']
NEW_TAGS = ['mountmaker_cradle', 'halterungsbauer_klemme', 'fabricantsocle_equerre', 'montatore_gancio', 'hacedorsoportes_abrazadera', 'houdermaker_beugel', 'monterare_bygel', 'kiinnittaja_kannake']
OLD_STY = ['skinclimb', 'skinpeel', 'switchback', 'ridgewalk', 'crustveil', 'flatlight']
NEW_STY = ['stringcock', 'prodease', 'sightshift', 'latchhold', 'quiverhide', 'dimboss']
S257_TAGS = ['lithographer_gumarabic', 'lithografin_farbwalze', 'litografo_inchiostro', 'litografista_piedra', 'lithograaf_drukinkt', 'kivipainaja_mustetela', 'litograf_kalksten', 'konyomo_festek']
S257_STY = ['barclear', 'barknock', 'curveshift', 'archhold', 'matshadow', 'heightless']
def n(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)
doc = ('"""Stdlib-only checker for blind set 259 (claims.jsonl, estimates.jsonl, README.md).\n'
       "Set 259: set 258's checker (below, its docstring kept) patched by build/patch_validate.py with set 259's tags,\n"
       "styles and counts, set 259's scenario rule (the 20 trees that hold set 254's 20 scenarios, in set 254's order,\n"
       "each represented by its lowest record id that is neither set 254's id nor one of set 258's ids), and the READMEs\n"
       "of sets 258 and 257 for the distance checks; set 258's and set 257's tags, their words, styles and theme words\n"
       "join the earlier-entry lists.\n\nSet 258 (set 258's own docstring):\n")
n('"""Stdlib-only checker for blind set 258 (claims.jsonl, estimates.jsonl, README.md).\n', doc + 'Stdlib-only checker for blind set 258 (claims.jsonl, estimates.jsonl, README.md).\n')
line_old = ', '.join("'%s': 12" % t for t in OLD_TAGS)
n(line_old, ', '.join("'%s': 12" % t for t in NEW_TAGS))
n('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
n("            'skinclimb', 'skinpeel', 'switchback', 'ridgewalk', 'crustveil', 'flatlight'}",
  "            'skinclimb', 'skinpeel', 'switchback', 'ridgewalk', 'crustveil', 'flatlight',\n"
  "            # set 257's prose styles (earlier for set 259)\n"
  "            " + ', '.join("'%s'" % s for s in S257_STY) + ",\n"
  "            # new in set 259 (prose styles)\n"
  "            " + ', '.join("'%s'" % s for s in NEW_STY) + "}")
n('NEW_EST_TAGS = %r' % OLD_STY, 'NEW_EST_TAGS = %r' % NEW_STY)
for o, w in zip(OLD_STY, NEW_STY):
    n("    '%s': [r'(?i)\\b%s\\b']," % (o, o), "    '%s': [r'(?i)\\b%s\\b']," % (w, w))
n("SET30_README = os.path.join(HERE, '..', 'blind_set256', 'README.md')  # set 258: set 256's README",
  "SET30_README = os.path.join(HERE, '..', 'blind_set258', 'README.md')  # set 259: set 258's README")
n("for n in (255,)]  # set 258: set 255's README", "for n in (257,)]  # set 259: set 257's README")
# scenario rule: set 254's trees, excluding set 254's ids and set 258's ids
n("SET256_CHOICES = os.path.join(HERE, 'ref', 'set256_scenario_choices.json')\n",
  "SET256_CHOICES = os.path.join(HERE, 'ref', 'set256_scenario_choices.json')\n"
  "# set 259: set 254's list (ref/set254_scenarios.json) holds the trees set 259 reuses;\n"
  "# set 258's list and its own choices file (set 258's ref/scenario_choices.json, copied under this name)\n"
  "SET258 = os.path.join(HERE, 'ref', 'set258_scenarios.json')\n"
  "SET258_CHOICES = os.path.join(HERE, 'ref', 'set258_scenario_choices.json')\n")
n("    set27_keys = {ds[x][2] for x in s253x_ if x in ds}  # set 258: set 253's trees: the trees set 258 reuses\n",
  "    set27_keys = {ds[x][2] for x in s253x_ if x in ds}  # set 258: set 253's trees: the trees set 258 reused\n"
  "    s254y_ = json.load(open(SET254))  # set 259: set 254's ids: the trees set 259 reuses, not to be chosen again\n"
  "    s258y_ = json.load(open(SET258))  # set 259: set 258's ids: not to be chosen again\n"
  "    if len(s258y_) != 20 or len({ds[x][2] for x in s258y_ if x in ds}) != 20:\n"
  "        err('ref/set258_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
  "    set27_keys = {ds[x][2] for x in s254y_ if x in ds}  # set 259: set 254's trees: the trees set 259 reuses\n")
n("    for x in s253x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s253x_ and y not in s256x_]",
  "    for x in s254y_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s254y_ and y not in s258y_]")
n("        if json.load(open(os.path.join(HERE, 'ref', 'set258_scenarios.json'))) != chosen:\n            err('ref/set258_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set258_scenarios.json: %s' % e)\n",
  "        if json.load(open(os.path.join(HERE, 'ref', 'set259_scenarios.json'))) != chosen:\n            err('ref/set259_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set259_scenarios.json: %s' % e)\n"
  "    try:\n        s258c = [c['scenario'] for c in json.load(open(SET258_CHOICES))['chosen']]\n        if len(s258c) != 20 or s258c != json.load(open(SET258)):\n            err('ref/set258_scenario_choices.json should list 20 chosen ids, those of ref/set258_scenarios.json')\n    except Exception as e:\n        err('cannot read %s: %s' % (SET258_CHOICES, e))\n")
n("is not used by set 258' % x)", "is not used by set 259' % x)")
# earlier-entry lists: set 258's and set 257's tags, their words, theme words, styles and prose themes
def words(tags):
    out = set(tags)
    for t in tags:
        out |= set(t.split('_'))
    return out
w258 = words(OLD_TAGS) | {'shunter', 'shunters', 'rangierer', 'uncoupler'}
w257 = words(S257_TAGS) | {'lithographer', 'lithographers', 'lithograph', 'litograf'}
add = ("# set 259: set 258's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (shunters / randonnee)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(w258) +
       "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(OLD_STY) | {'randonnee', 'ski touring', 'skitouring'}) +
       "EST_TAGS |= set(%r)\n" % sorted(OLD_STY) +
       "# set 259: set 257's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (lithographers / high jump)\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(w257) +
       "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(S257_STY) | {'high jump', 'highjump', 'fosbury'}) +
       "EST_TAGS |= set(%r)\n" % sorted(S257_STY))
n("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
n("all set 253\\'s trees, none of set 253\\'s or set 256\\'s ids", "all set 254\\'s trees, none of set 254\\'s or set 258\\'s ids")
open(os.path.join(HERE, 'validate.py'), 'w').write(src)
print('patched', len(src))
