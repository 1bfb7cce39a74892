"""Writes set 210's validate.py from set 209's (read as text, never imported or run): set 210's tags, styles and
counts; set 210's scenario rule (the 20 trees that hold set 205's 20 scenarios, in set 205's order, each
represented by its lowest record id that is neither set 205's id nor one of set 209's ids; set 209's own choices
file, ref/set209_scenario_choices.json, checked against ref/set209_scenarios.json); the READMEs of sets 209 and 208
for the tag checks; and set 209's and set 208's claim tags, their words and persona theme words, and their prose
styles and theme words (with plurals), read from their READMEs, added to the earlier lists. Every replacement is
asserted to match the expected number of times."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set209', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['etalonneur_banc', 'eichmeister_eichstempel', 'ijker_ijkmaat', 'metrologo_taratura', 'calibrador_patron',
            'kalibroija_mittari', 'hitelesito_merleg', 'cejchovac_cejch']
NEW_STYLES = ['pitstop', 'slipstream', 'chicane', 'overtake', 'safetycar', 'spinout']
OLD_TAGS = ['tijdschrijver_prikklok', 'pointeur_badgeuse', 'zeitnehmer_stempelkarte', 'tidtaker_timeliste',
            'tabelshchik_tabel', 'puantor_puantaj', 'pontator_condica', 'timavordur_stimpilklukka']
OLD_STYLES = ['hopnpop', 'freefall', 'headdown', 'sitfly', 'cutaway', 'wingsuit']


def readme_bits(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+\s*\|', t, re.M)
    tags = [x for x in tags if x not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', re.search(r'construction counts: ([^\n]*)', t).group(1))
    themes = re.findall(r'\(the theme word, ([a-z]+),', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


def sub(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)


t209, s209, th209 = readme_bits(209)
t208, s208, th208 = readme_bits(208)
assert t209 == OLD_TAGS and s209 == OLD_STYLES
# docstring
sub('"""Stdlib-only checker for blind set 209 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 210 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 210: set 209\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 210\'s tags,\n'
    'styles and counts, set 210\'s scenario rule (the 20 trees that hold set 205\'s 20 scenarios, in set 205\'s order,\n'
    'each represented by its lowest record id that is neither set 205\'s id nor one of set 209\'s ids), and the READMEs\n'
    'of sets 209 and 208 for the distance checks; set 209\'s and set 208\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 209 (set 209\'s own docstring):\n'
    'Stdlib-only checker for blind set 209 (claims.jsonl, estimates.jsonl, README.md).\n')
# constants
sub("SET204 = os.path.join(HERE, 'ref', 'set204_scenarios.json')\n",
    "SET204 = os.path.join(HERE, 'ref', 'set204_scenarios.json')\n"
    "# set 210: set 209's list and its own choices file (set 209's ref/scenario_choices.json, copied under this name);\n"
    "# set 205's list (ref/set205_scenarios.json, copied with set 209's ref/) holds the trees set 210 reuses\n"
    "SET209 = os.path.join(HERE, 'ref', 'set209_scenarios.json')\n"
    "SET209_CHOICES = os.path.join(HERE, 'ref', 'set209_scenario_choices.json')\n")
sub("SET30_README = os.path.join(HERE, '..', 'blind_set207', 'README.md')  # set 209: set 207's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set209', 'README.md')  # set 210: set 209's README")
sub("for n in (206,)]  # set 209: set 206's README", "for n in (208,)]  # set 210: set 208's README")
# tags and counts
sub(', '.join("'%s': 12" % x for x in OLD_TAGS), ', '.join("'%s': 12" % x for x in NEW_TAGS))
sub('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
sub("            # new in set 209 (prose styles)\n            %s}" % ', '.join("'%s'" % x for x in OLD_STYLES),
    "            # set 209's prose styles (earlier for set 210)\n            %s,\n"
    "            # set 208's prose styles (earlier for set 210)\n            %s,\n"
    "            # new in set 210 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % x for x in OLD_STYLES), ', '.join("'%s'" % x for x in s208),
        ', '.join("'%s'" % x for x in NEW_STYLES)))
sub('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + '}\n'
sub(old_pat, new_pat + "# set 209's patterns (kept for the record)\nSET209_" + old_pat)
# earlier lists: set 209's and set 208's tags, words, theme words; styles and theme words
words = set()
for t in t209 + t208:
    words.add(t); words.update(t.split('_'))
for th in (th209[0], th208[0]):
    words.update([th, th + 's'])
sv = set(s209 + s208)
for th in (th209[1], th208[1]):
    sv.update([th, th + 's'])
block = ("# set 210: set 209's claim tags, their words and its persona theme word (%s), and set 208's (%s); set 209's\n"
         "# and set 208's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
         "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (
             th209[0], th208[0], th209[1], th208[1], sorted(words), sorted(sv), sorted(set(s209 + s208))))
sub('AVOIDED_EST_FORMS = {', block + 'AVOIDED_EST_FORMS = {')
# scenario rule
sub("    set27_keys = {ds[x][2] for x in s204x_ if x in ds}  # set 204's trees: the trees set 209 reuses\n",
    "    s209x_ = json.load(open(SET209))  # set 209's ids: not to be chosen again\n"
    "    if len(s209x_) != 20 or len({ds[x][2] for x in s209x_ if x in ds}) != 20:\n"
    "        err('ref/set209_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s205x_ if x in ds}  # set 205's trees: the trees set 210 reuses\n")
sub("    for x in s204x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s207x_]\n",
    "    for x in s205x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s209x_]\n")
sub("""        if json.load(open(os.path.join(HERE, 'ref', 'set209_scenarios.json'))) != chosen:
            err('ref/set209_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set209_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set210_scenarios.json'))) != chosen:
            err('ref/set210_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set210_scenarios.json: %s' % e)
    # set 209's own choices file (saved as ref/set209_scenario_choices.json) must agree with ref/set209_scenarios.json
    try:
        s209 = [c['scenario'] for c in json.load(open(SET209_CHOICES))['chosen']]
        if len(s209) != 20 or s209 != json.load(open(SET209)):
            err('ref/set209_scenario_choices.json should list 20 chosen ids, those of ref/set209_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET209_CHOICES, e))
""")
sub("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 209' % x)
        if x in s204x_:
            err('chosen scenario %s is one of set 204\\'s own ids' % x)
        if x in s207x_:
            err('chosen scenario %s is one of set 207\\'s ids' % x)
""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 210' % x)
        if x in s205x_:
            err('chosen scenario %s is one of set 205\\'s own ids' % x)
        if x in s209x_:
            err('chosen scenario %s is one of set 209\\'s ids' % x)
""")
sub("err('scenario %s is not in one of set 204\\'s trees' % sc)", "err('scenario %s is not in one of set 205\\'s trees' % sc)")
sub("err('new tag %s appears in set 207\\'s README' % t)", "err('new tag %s appears in set 209\\'s README' % t)")
sub("err('new tag %s (with a space) appears in set 207\\'s README' % t)", "err('new tag %s (with a space) appears in set 209\\'s README' % t)")
sub("err('set 207\\'s README not found at %s' % SET30_README)", "err('set 209\\'s README not found at %s' % SET30_README)")
sub("(trees distinct, all set 204\\'s trees, none of set 204\\'s or set 207\\'s ids)",
    "(trees distinct, all set 205\\'s trees, none of set 205\\'s or set 209\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written; set 209:', th209, s209, '; set 208:', th208, t208, s208)
