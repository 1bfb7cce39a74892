"""Write set 209's validate.py: set 207's checker (tests/data/blind_set207/validate.py, read as text, never
imported or run) patched with set 209's tags, styles and counts; set 209's scenario rule (the 20 trees that hold
set 204's 20 scenarios, in set 204's order, each represented by its lowest record id that is neither set 204's id
nor one of set 207's ids; set 207's own choices file checked against its list); the READMEs of sets 207 and 206
for the tag checks; and set 207's and set 206's tags, their words, their styles and theme words (with plurals),
read from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set207', 'validate.py'), encoding='utf-8').read()
TAGS = ['tijdschrijver_prikklok', 'pointeur_badgeuse', 'zeitnehmer_stempelkarte', 'tidtaker_timeliste',
        'tabelshchik_tabel', 'puantor_puantaj', 'pontator_condica', 'timavordur_stimpilklukka']
STYLES = ['hopnpop', 'freefall', 'headdown', 'sitfly', 'cutaway', 'wingsuit']
OLD_TAGS = ['redattore_notiziario', 'redacteur_personeelsblad', 'toimittaja_henkilostolehti', 'skribent_personaltidning',
            'schriftleiter_werkszeitung', 'szerkeszto_hirlevel', 'urednik_bilten', 'syntaktis_enimerotiko']
OLD_STYLES = ['lifthill', 'firstdrop', 'airtime', 'camelback', 'heartline', 'brakerun']


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)


def readme_lists(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20\b', t)
    themes = re.findall(r'the theme word, ([a-z]+),', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


r207, r206 = readme_lists(207), readme_lists(206)
claim_words, style_words, est_words = set(), set(), set()
for tags, styles, themes in (r207, r206):
    for t in tags:
        claim_words.add(t)
        claim_words |= set(t.split('_'))
    claim_words |= {themes[0], themes[0] + 's'}
    style_words |= set(styles) | {themes[1], themes[1] + 's'}
    est_words |= set(styles)
assert not (set(TAGS) | {w for t in TAGS for w in t.split('_')}) & claim_words
assert not set(STYLES) & style_words

# docstring
rep('"""Stdlib-only checker for blind set 207 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 209 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 209: set 207's checker (below, its docstring kept) patched by build/patch_validate.py with set 209's tags,\n"
    "styles and counts, set 209's scenario rule (the 20 trees that hold set 204's 20 scenarios, in set 204's order,\n"
    "each represented by its lowest record id that is neither set 204's id nor one of set 207's ids), and the READMEs\n"
    "of sets 207 and 206 for the distance checks; set 207's and set 206's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 207 (set 207's own docstring):\n"
    'Stdlib-only checker for blind set 207 (claims.jsonl, estimates.jsonl, README.md).\n')
# constants
rep("SET205_CHOICES = os.path.join(HERE, 'ref', 'set205_scenario_choices.json')\n",
    "SET205_CHOICES = os.path.join(HERE, 'ref', 'set205_scenario_choices.json')\n"
    "# set 209: set 207's list and its own choices file (set 207's ref/scenario_choices.json, copied under this name);\n"
    "# set 204's list (ref/set204_scenarios.json, copied from tests/data/blind_set204/ref/) holds the trees set 209 reuses\n"
    "SET207 = os.path.join(HERE, 'ref', 'set207_scenarios.json')\n"
    "SET207_CHOICES = os.path.join(HERE, 'ref', 'set207_scenario_choices.json')\n"
    "SET204 = os.path.join(HERE, 'ref', 'set204_scenarios.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set205', 'README.md')  # set 207: set 205's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set207', 'README.md')  # set 209: set 207's README")
rep("for n in (204,)]  # set 207: set 204's README", "for n in (206,)]  # set 209: set 206's README")
# tags and styles
old_min = ", ".join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ", ".join("'%s': 12" % t for t in TAGS))
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % TAGS)
rep("            # new in set 207 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # set 207's prose styles (earlier for set 209)\n            %s,\n"
    "            # set 206's prose styles (earlier for set 209)\n            %s,\n"
    "            # new in set 209 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in OLD_STYLES), ', '.join("'%s'" % s for s in r206[1]),
        ', '.join("'%s'" % s for s in STYLES)))
rep("NEW_EST_TAGS = %r" % OLD_STYLES, "NEW_EST_TAGS = %r" % STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + "}\n"
           "# set 207's patterns (kept for the record)\nSET207_STYLE_PATTERNS = {\n" +
           ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n")
rep(old_pat, new_pat)
# earlier lists: set 207's and set 206's tags, words, styles and theme words
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor, "# set 209: set 207's claim tags, their words and its persona theme word (%s), and set 206's (%s); set 207's\n"
    "# and set 206's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (
        r207[2][0], r206[2][0], r207[2][1], r206[2][1], sorted(claim_words), sorted(style_words), sorted(est_words))
    + anchor)
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s202x_ if x in ds}  # set 202's trees: the trees set 207 reuses\n",
    "    s207x_ = json.load(open(SET207))  # set 207's ids: not to be chosen again\n"
    "    if len(s207x_) != 20 or len({ds[x][2] for x in s207x_ if x in ds}) != 20:\n"
    "        err('ref/set207_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s204x_ = json.load(open(SET204))  # set 204's ids: the trees set 209 reuses, not to be chosen again\n"
    "    if len(s204x_) != 20 or len({ds[x][2] for x in s204x_ if x in ds}) != 20:\n"
    "        err('ref/set204_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s204x_ if x in ds}  # set 204's trees: the trees set 209 reuses\n")
rep("    for x in s202x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s205x_]\n",
    "    for x in s204x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s207x_]\n")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set207_scenarios.json'))) != chosen:
            err('ref/set207_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set207_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set209_scenarios.json'))) != chosen:
            err('ref/set209_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set209_scenarios.json: %s' % e)
    # set 207's own choices file (saved as ref/set207_scenario_choices.json) must agree with ref/set207_scenarios.json
    try:
        s207 = [c['scenario'] for c in json.load(open(SET207_CHOICES))['chosen']]
        if len(s207) != 20 or s207 != json.load(open(SET207)):
            err('ref/set207_scenario_choices.json should list 20 chosen ids, those of ref/set207_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET207_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 207' % x)
        if x in s202x_:
            err('chosen scenario %s is one of set 202\\'s own ids' % x)
        if x in s205x_:
            err('chosen scenario %s is one of set 205\\'s ids' % x)
""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 209' % x)
        if x in s204x_:
            err('chosen scenario %s is one of set 204\\'s own ids' % x)
        if x in s207x_:
            err('chosen scenario %s is one of set 207\\'s ids' % x)
""")
rep("            err('scenario %s is not in one of set 202\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 204\\'s trees' % sc)")
rep("err('new tag %s appears in set 205\\'s README' % t)", "err('new tag %s appears in set 207\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 205\\'s README' % t)",
    "err('new tag %s (with a space) appears in set 207\\'s README' % t)")
rep("err('set 205\\'s README not found at %s' % SET30_README)", "err('set 207\\'s README not found at %s' % SET30_README)")
rep("all set 202\\'s trees, none of set 202\\'s or set 205\\'s ids)", "all set 204\\'s trees, none of set 204\\'s or set 207\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('wrote validate.py; earlier claim words %d, style words %d' % (len(claim_words), len(style_words)))
