"""Write set 187's validate.py: set 185's validate.py (read as text, never imported or run) with asserted replacements.

- docstring: a set 187 paragraph in front of set 185's (kept);
- README paths for the distance checks: set 185's README (SET30_README) and set 182's (OTHER_READMES);
- ref paths: ref/set185_scenarios.json and ref/set185_scenario_choices.json (set 185's own choices file, copied
  under this name) and ref/set182_scenarios.json (copied from tests/data/blind_set182/ref/);
- set 187's eight claim tags (CLAIM_MIN, NEW_CLAIM_TAGS), six prose styles (EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS;
  set 185's patterns kept as SET185_STYLE_PATTERNS);
- set 187's scenario rule: the 20 trees holding set 182's 20 scenarios, in set 182's order, each represented by its
  lowest record id that is neither set 182's id nor one of set 185's ids; set 185's choices file must agree with
  ref/set185_scenarios.json;
- earlier lists: set 185's and set 182's tags, their words and persona theme words (with plurals) added to
  EARLIER_CLAIM_TAGS, their styles and prose theme words (with plurals) to SET41_STYLE_VARIANTS, their styles to
  EST_TAGS; all read from the two READMEs here.
"""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = os.path.dirname(SET)
src = open(os.path.join(DATA, 'blind_set185', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['redenschreiber_stichwortkarte', 'talskrivare_talarstol', 'puheenkirjoittaja_luonnos',
            'speechschrijver_spiekbriefje', 'spichraiter_tezisy', 'redactor_atril', 'ysgrifennwr_araith',
            'scrittore_scaletta']
NEW_STYLES = ['bechamel', 'veloute', 'espagnole', 'hollandaise', 'mayonnaise', 'bearnaise']


def readme_lists(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+\s*\|', t, re.M)
    tags = [x for x in tags if x not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', t.split('## 2. estimates.jsonl')[1].split('###')[0])
    themes = re.findall(r'the theme word, ([a-z]+), begins', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


def plural(w):
    return w + 'es' if w.endswith('s') else w + 's'


claim_words, style_words, est = set(), set(), set()
for n in (185, 182):
    tags, styles, themes = readme_lists(n)
    for tg in tags:
        claim_words.add(tg)
        claim_words |= set(tg.split('_'))
    claim_words |= {themes[0], plural(themes[0])}
    style_words |= set(styles) | {themes[1], plural(themes[1])}
    est |= set(styles)
    print('set %d: tags %s; styles %s; theme words %s' % (n, tags, styles, themes))


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (src.count(old), old[:80])
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 185 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 187 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 187: set 185's checker (below, its docstring kept) patched by build/patch_validate.py with set 187's tags,\n"
    "styles and counts, set 187's scenario rule (the 20 trees that hold set 182's 20 scenarios, in set 182's order,\n"
    "each represented by its lowest record id that is neither set 182's id nor one of set 185's ids), and the READMEs\n"
    "of sets 185 and 182 for the distance checks; set 185's and set 182's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 185 (set 185's own docstring):\n"
    "Stdlib-only checker for blind set 185 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set183', 'README.md')  # set 185: set 183's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set185', 'README.md')  # set 187: set 185's README")
rep("for n in (180,)]  # set 185: set 180's README", "for n in (182,)]  # set 187: set 182's README")
rep("SET180 = os.path.join(HERE, 'ref', 'set180_scenarios.json')\n",
    "SET180 = os.path.join(HERE, 'ref', 'set180_scenarios.json')\n"
    "# set 187: set 185's list and its own choices file (set 185's ref/scenario_choices.json, copied under this name);\n"
    "# set 182's list (ref/set182_scenarios.json, copied from tests/data/blind_set182/ref/) holds the trees set 187 reuses\n"
    "SET185 = os.path.join(HERE, 'ref', 'set185_scenarios.json')\n"
    "SET185_CHOICES = os.path.join(HERE, 'ref', 'set185_scenario_choices.json')\n"
    "SET182 = os.path.join(HERE, 'ref', 'set182_scenarios.json')\n")
old_tags = ['tillitsvalgt_tariffavtale', 'zwiazkowiec_legitymacja', 'vertrauensmann_flugblatt', 'zaupnik_pravilnik',
            'sindicalista_urna', 'usaldusisik_protokoll', 'temsilci_pankart', 'rappresentante_bacheca']
rep('    ' + ', '.join("'%s': 12" % t for t in old_tags) + ',\n',
    '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            'marquee', 'tipi', 'tunnel', 'geodesic', 'pavilion', 'ridge'}\n",
    "            'marquee', 'tipi', 'tunnel', 'geodesic', 'pavilion', 'ridge',\n"
    "            # new in set 187 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = ['marquee', 'tipi', 'tunnel', 'geodesic', 'pavilion', 'ridge']",
    'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in
           ['marquee', 'tipi', 'tunnel', 'geodesic', 'pavilion', 'ridge']) + "}\n")
rep(old_pat, "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
    "# set 185's patterns (kept for the record)\nSET185_" + old_pat)
rep("AVOIDED_EST_FORMS = {",
    "# set 187: set 185's claim tags, their words and its persona theme word (union), and set 182's (acoustician); set 185's\n"
    "# and set 182's styles and theme words (tent, hill), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words) +
    "EST_TAGS |= set(%r)\n" % sorted(est) +
    "AVOIDED_EST_FORMS = {")
# scenario rule
rep("""    if len(s180x_) != 20 or len(set27_keys) != 20:
        err('ref/set180_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 185 reuses)')
""", """    if len(s180x_) != 20 or len(set27_keys) != 20:
        err('ref/set180_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 185 reused)')
    s185x_ = json.load(open(SET185))  # set 185's ids: not to be chosen again
    if len(s185x_) != 20 or len({ds[x][2] for x in s185x_ if x in ds}) != 20:
        err('ref/set185_scenarios.json should list 20 scenarios with 20 distinct trees')
    s182x_ = json.load(open(SET182))  # set 182's scenario ids: the trees set 187 reuses
    set27_keys = {ds[x][2] for x in s182x_ if x in ds}  # set 182's trees (name kept from set 39's checker)
    if len(s182x_) != 20 or len(set27_keys) != 20:
        err('ref/set182_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 187 reuses)')
""")
rep("""    for x in s180x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s183x_]""",
    """    for x in s182x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s185x_]""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set185_scenarios.json'))) != chosen:
            err('ref/set185_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set185_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set187_scenarios.json'))) != chosen:
            err('ref/set187_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set187_scenarios.json: %s' % e)
    # set 185's own choices file (saved as ref/set185_scenario_choices.json) must agree with ref/set185_scenarios.json
    try:
        s185 = [c['scenario'] for c in json.load(open(SET185_CHOICES))['chosen']]
        if len(s185) != 20 or s185 != json.load(open(SET185)):
            err('ref/set185_scenario_choices.json should list 20 chosen ids, those of ref/set185_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET185_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 185' % x)
        if x in s180x_:
            err('chosen scenario %s is one of set 180\\'s own ids' % x)
        if x in s183x_:
            err('chosen scenario %s is one of set 183\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 187' % x)
        if x in s182x_:
            err('chosen scenario %s is one of set 182\\'s own ids' % x)
        if x in s185x_:
            err('chosen scenario %s is one of set 185\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 180\\'s trees' % sc)", "err('scenario %s is not in one of set 182\\'s trees' % sc)")
rep("err('new tag %s appears in set 183\\'s README' % t)", "err('new tag %s appears in set 185\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 183\\'s README' % t)", "err('new tag %s (with a space) appears in set 185\\'s README' % t)")
rep("err('set 183\\'s README not found at %s' % SET30_README)", "err('set 185\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 180\\'s trees, none of set 180\\'s or set 183\\'s ids)",
    "(trees distinct, all set 182\\'s trees, none of set 182\\'s or set 185\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
