"""Writes set 233's validate.py from set 230's (read as text, never imported or run): set 233's tags, styles and
counts; set 233's scenario rule (the 20 trees of set 228's scenarios, in set 228's order, each represented by the
lowest record id of its group that is neither set 228's id nor one of set 230's ids; set 230's own choices file,
copied as ref/set230_scenario_choices.json, checked against ref/set230_scenarios.json); the READMEs of sets 230 and
229 for the tag checks; set 230's and set 229's tags, their words, styles and theme words (plantscaper, asbestos;
taekwondo, badminton; with plurals), read from their READMEs, added to the earlier lists. Every replacement must
hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set230', 'validate.py'), encoding='utf-8').read()

def readme_lists(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    a = t.index('### The rules as applied'); b = t.index('### Attacker probes')
    tags = re.findall(r'^- `([a-z_]+)`:', t[a:b], re.M)
    a = t.index('### The notes'); b = t.index('## 3.')
    styles = re.findall(r'^- `([a-z]+)`:', t[a:b], re.M)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles

t230, s230 = readme_lists(230)
t229, s229 = readme_lists(229)
NEW_TAGS = ['bewirter_bestellliste', 'cateraar_bestelbon', 'livreur_commande', 'fornitore_comanda', 'banquetero_encargo',
            'ateriapalvelu_tilaus', 'matleverantor_bestallning', 'dostawca_jadlospis']
NEW_STYLES = ['backtake', 'tapout', 'berimbolo', 'closedguard', 'halfguard', 'nocontest']
claim_earlier = sorted(set(t230 + t229 + [w for t in t230 + t229 for w in t.split('_')] +
                           ['plantscaper', 'plantscapers', 'asbestos', 'asbestoss']))
style_var = sorted(set(s230 + s229 + ['taekwondo', 'taekwondos', 'badminton', 'badmintons']))
n = 0
def rep(old, new):
    global src, n
    assert src.count(old) == 1, old
    src = src.replace(old, new); n += 1

rep('"""Stdlib-only checker for blind set 230 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 233 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 233: set 230\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 233\'s tags,\n'
    'styles and counts, set 233\'s scenario rule (the 20 trees that hold set 228\'s 20 scenarios, in set 228\'s order,\n'
    'each represented by its lowest record id that is neither set 228\'s id nor one of set 230\'s ids), and the READMEs\n'
    'of sets 230 and 229 for the distance checks; set 230\'s and set 229\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 230 (set 230\'s own docstring):\n'
    'Stdlib-only checker for blind set 230 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 230: set 225's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set230', 'README.md')  # set 233: set 230's README")
rep("for n in (224,)]  # set 230: set 224's README", "for n in (229,)]  # set 233: set 229's README")
rep("SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n",
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n"
    "# set 233: set 228's list (ref/set228_scenarios.json, copied from tests/data/blind_set228/ref/) holds the trees set 233\n"
    "# reuses; set 230's list and its own choices file (set 230's ref/scenario_choices.json, copied under this name)\n"
    "SET228 = os.path.join(HERE, 'ref', 'set228_scenarios.json')\n"
    "SET230 = os.path.join(HERE, 'ref', 'set230_scenarios.json')\n"
    "SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\n")
old_tags = ', '.join("'%s': 12" % t for t in t230)
rep("    " + old_tags + ",\n", "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % t230, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            # new in set 230 (prose styles)\n            " + ', '.join("'%s'" % s for s in s230) + "}",
    "            # set 230's prose styles (earlier for set 233)\n            " + ', '.join("'%s'" % s for s in s230) + ",\n"
    "            # set 229's prose styles (earlier for set 233)\n            " + ', '.join("'%s'" % s for s in s229) + ",\n"
    "            # new in set 233 (prose styles)\n            " + ', '.join("'%s'" % s for s in NEW_STYLES) + "}")
rep("NEW_EST_TAGS = %r" % s230, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s230)
rep("STYLE_PATTERNS = {\n" + old_pat + "}", "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 233: set 230's claim tags, their words and its persona theme word (plantscaper), and set 229's (asbestos); set 230's\n"
    "# and set 229's styles and theme words (taekwondo, badminton), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % claim_earlier +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % style_var +
    "EST_TAGS |= set(%r)\n" % sorted(set(s230 + s229)) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reuses\n",
    "    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reused\n"
    "    s230x_ = json.load(open(SET230))  # set 230's ids: not to be chosen by set 233\n"
    "    if len(s230x_) != 20 or len({ds[x][2] for x in s230x_ if x in ds}) != 20:\n"
    "        err('ref/set230_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s228x_ = json.load(open(SET228))  # set 228's ids: the trees set 233 reuses, not to be chosen again\n"
    "    if len(s228x_) != 20 or len({ds[x][2] for x in s228x_ if x in ds}) != 20:\n"
    "        err('ref/set228_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s228x_ if x in ds}  # set 228's trees: the trees set 233 reuses\n")
rep("    for x in s225x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]\n",
    "    for x in s228x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s230x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set230_scenarios.json'))) != chosen:\n"
    "            err('ref/set230_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set230_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set233_scenarios.json'))) != chosen:\n"
    "            err('ref/set233_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set233_scenarios.json: %s' % e)\n"
    "    try:\n        s230 = [c['scenario'] for c in json.load(open(SET230_CHOICES))['chosen']]\n"
    "        if len(s230) != 20 or s230 != json.load(open(SET230)):\n"
    "            err('ref/set230_scenario_choices.json should list 20 chosen ids, those of ref/set230_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET230_CHOICES, e))\n")
rep("is not used by set 230' % x)", "is not used by set 233' % x)")
rep("        if x in s225x_:\n            err('chosen scenario %s is one of set 225\\'s ids' % x)\n",
    "        if x in s230x_ or x in s228x_:\n            err('chosen scenario %s is one of set 230\\'s ids or set 228\\'s id' % x)\n")
rep("err('scenario %s is not in one of set 225\\'s trees' % sc)", "err('scenario %s is not in one of set 228\\'s trees' % sc)")
rep("err('new tag %s appears in set 225\\'s README' % t)", "err('new tag %s appears in set 230\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 225\\'s README' % t)", "err('new tag %s (with a space) appears in set 230\\'s README' % t)")
rep("err('set 225\\'s README not found at %s' % SET30_README)", "err('set 230\\'s README not found at %s' % SET30_README)")
rep("all set 225\\'s trees, none of set 225\\'s ids)", "all set 228\\'s trees, none of set 228\\'s or set 230\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print(n, 'replacements; set 230 tags', t230, 'styles', s230, '; set 229 tags', t229, 'styles', s229)
