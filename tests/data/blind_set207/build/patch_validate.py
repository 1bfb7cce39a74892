"""Write set 207's validate.py: set 205's validate.py, read as text (never imported or run), with asserted
replacements: set 207's docstring paragraph, tags, styles and style patterns; set 207's scenario rule (the 20 trees
that hold set 202's 20 scenarios, in set 202's order, each represented by its lowest record id that is neither set
202's id nor one of set 205's ids; set 205's own choices file, copied as ref/set205_scenario_choices.json, checked
against ref/set205_scenarios.json); the READMEs of sets 205 and 204 for the README distance checks; and set 205's
and set 204's claim tags, their words and persona theme words (EARLIER_CLAIM_TAGS), and their prose styles and
prose theme words (SET41_STYLE_VARIANTS, EST_TAGS), read from their READMEs."""
import os, re
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
D = os.path.dirname(H)
src = open(os.path.join(D, 'blind_set205', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['redattore_notiziario', 'redacteur_personeelsblad', 'toimittaja_henkilostolehti', 'skribent_personaltidning',
            'schriftleiter_werkszeitung', 'szerkeszto_hirlevel', 'urednik_bilten', 'syntaktis_enimerotiko']
NEW_STYLES = ['lifthill', 'firstdrop', 'airtime', 'camelback', 'heartline', 'brakerun']
OLD_TAGS = ['tesorero_cuota', 'tesoureiro_recibo', 'tesoriere_contributo', 'tresorier_cotisation', 'penningmeester_kasboek',
            'rahastonhoitaja_jasenmaksu', 'skarbnik_skladka', 'schatzmeister_kassenbericht']
OLD_STYLES = ['runup', 'polebend', 'swingup', 'rockback', 'clearance', 'bailout']


def readme_lists(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', t)
    themes = re.findall(r'\(the theme word, ([a-z]+),', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (src.count(old), old[:100])
    src = src.replace(old, new)


t205, s205, th205 = readme_lists(205)
t204, s204, th204 = readme_lists(204)
assert t205 == OLD_TAGS and s205 == OLD_STYLES
rep('"""Stdlib-only checker for blind set 205 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 207 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 207: set 205's checker (below, its docstring kept) patched by build/patch_validate.py with set 207's tags,\n"
    "styles and counts, set 207's scenario rule (the 20 trees that hold set 202's 20 scenarios, in set 202's order,\n"
    "each represented by its lowest record id that is neither set 202's id nor one of set 205's ids), and the READMEs\n"
    "of sets 205 and 204 for the distance checks; set 205's and set 204's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 205 (set 205's own docstring):\n"
    "Stdlib-only checker for blind set 205 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set203', 'README.md')  # set 205: set 203's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set205', 'README.md')  # set 207: set 205's README")
rep("for n in (202,)]  # set 205: set 202's README", "for n in (204,)]  # set 207: set 204's README")
rep("SET203_CHOICES = os.path.join(HERE, 'ref', 'set203_scenario_choices.json')\n",
    "SET203_CHOICES = os.path.join(HERE, 'ref', 'set203_scenario_choices.json')\n"
    "# set 207: set 205's list and its own choices file (set 205's ref/scenario_choices.json, copied under this name);\n"
    "# set 202's list (ref/set202_scenarios.json, copied with set 205's ref/) holds the trees set 207 reuses\n"
    "SET205 = os.path.join(HERE, 'ref', 'set205_scenarios.json')\n"
    "SET205_CHOICES = os.path.join(HERE, 'ref', 'set205_scenario_choices.json')\n")
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS) + ','
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 205 (prose styles)\n            'runup', 'polebend', 'swingup', 'rockback', 'clearance', 'bailout'}",
    "            # set 205's prose styles (earlier for set 207)\n            'runup', 'polebend', 'swingup', 'rockback', 'clearance', 'bailout',\n"
    "            # set 204's prose styles (earlier for set 207)\n            %s,\n"
    "            # new in set 207 (prose styles)\n            %s}" % (', '.join("'%s'" % s for s in s204), ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           "# set 205's patterns (kept for the record)\nSET205_STYLE_PATTERNS = {\n" +
           ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n')
rep(old_pat, new_pat)
ct = set()
for t in t205 + t204:
    ct.add(t)
    ct |= set(t.split('_'))
ct |= {th205[0], th205[0] + 's', th204[0], th204[0] + 's'}
sv = set(s205 + s204) | {th205[1], th205[1] + 's', th204[1], th204[1] + 's'}
block = ("# set 207: set 205's claim tags, their words and its persona theme word (%s), and set 204's (%s); set 205's\n"
         "# and set 204's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
         "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
         % (th205[0], th204[0], th205[1], th204[1], sorted(ct), sorted(sv), sorted(set(s205 + s204))))
rep("AVOIDED_EST_FORMS = {", block + "AVOIDED_EST_FORMS = {")
rep("    set27_keys = {ds[x][2] for x in s200x_ if x in ds}  # set 200's trees: the trees set 205 reuses\n",
    "    s205x_ = json.load(open(SET205))  # set 205's ids: not to be chosen again\n"
    "    if len(s205x_) != 20 or len({ds[x][2] for x in s205x_ if x in ds}) != 20:\n"
    "        err('ref/set205_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s202x_ if x in ds}  # set 202's trees: the trees set 207 reuses\n")
rep("    for x in s200x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s203x_]",
    "    for x in s202x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s205x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set205_scenarios.json'))) != chosen:
            err('ref/set205_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set205_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set207_scenarios.json'))) != chosen:
            err('ref/set207_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set207_scenarios.json: %s' % e)
    # set 205's own choices file (saved as ref/set205_scenario_choices.json) must agree with ref/set205_scenarios.json
    try:
        s205 = [c['scenario'] for c in json.load(open(SET205_CHOICES))['chosen']]
        if len(s205) != 20 or s205 != json.load(open(SET205)):
            err('ref/set205_scenario_choices.json should list 20 chosen ids, those of ref/set205_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET205_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 205' % x)
        if x in s200x_:
            err('chosen scenario %s is one of set 200\\'s own ids' % x)
        if x in s203x_:
            err('chosen scenario %s is one of set 203\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 207' % x)
        if x in s202x_:
            err('chosen scenario %s is one of set 202\\'s own ids' % x)
        if x in s205x_:
            err('chosen scenario %s is one of set 205\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 200\\'s trees' % sc)", "err('scenario %s is not in one of set 202\\'s trees' % sc)")
rep("err('new tag %s appears in set 203\\'s README' % t)", "err('new tag %s appears in set 205\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 203\\'s README' % t)", "err('new tag %s (with a space) appears in set 205\\'s README' % t)")
rep("err('set 203\\'s README not found at %s' % SET30_README)", "err('set 205\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 200\\'s trees, none of set 200\\'s or set 203\\'s ids)",
    "(trees distinct, all set 202\\'s trees, none of set 202\\'s or set 205\\'s ids)")
open(os.path.join(H, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written; added', len(ct), 'claim entries,', len(sv), 'style variants')
