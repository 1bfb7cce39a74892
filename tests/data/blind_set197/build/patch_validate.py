"""Write set 197's validate.py: set 195's validate.py (read as text, never imported or run) with asserted replacements:
set 197's docstring head; set 195's and set 192's ref files (SET195, SET195_CHOICES, SET192); set 195's README as
SET30_README and set 193's as OTHER_READMES (distance checks); set 197's eight tags and six prose styles (CLAIM_MIN,
NEW_CLAIM_TAGS, EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 195's patterns kept for the record); set 195's and
set 193's tags, their words, their styles and their theme words (with plurals), read from their READMEs, added to
EARLIER_CLAIM_TAGS, SET41_STYLE_VARIANTS and EST_TAGS; set 197's scenario rule (the 20 trees holding set 192's 20
scenarios, in set 192's order, each represented by its lowest record id that is neither set 192's id nor one of
set 195's ids) and set 195's own choices file checked against ref/set195_scenarios.json."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set195', 'validate.py'), encoding='utf-8').read()
TAGS = ['notulist_actielijst', 'protokollfuhrer_niederschrift', 'zapisovatel_usneseni', 'verbalizzante_verbale',
        'poytakirjanpitaja_poytakirja', 'zapisnikar_sklep', 'protokolant_porzadek', 'protokollforare_justering']
STYLES = ['fiddleback', 'birdseye', 'quilted', 'spalted', 'bearclaw', 'pommele']

def rep(a, b, count=1):
    global src
    n = src.count(a)
    assert n == count, (n, a[:120])
    src = src.replace(a, b)

def readme_lists(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    rows = re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', txt, re.M)
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    themes = list(dict.fromkeys(re.findall(r'the theme word, ([a-z]+), begins', txt)))
    assert len(rows) == 8 and len(styles) == 6 and len(themes) == 2, (n, rows, styles, themes)
    return rows, styles, themes

c_tags, c_words, s_all = set(), set(), set()
themes_txt = []
for n in (195, 193):
    rows, styles, themes = readme_lists(n)
    c_tags |= set(rows)
    for r in rows:
        c_words |= set(r.split('_'))
    pers, prose = themes
    c_words |= {pers, pers + 's'}
    s_all |= set(styles) | {prose, prose + 's'}
    themes_txt.append((n, pers, prose, styles))
claim_add = sorted(c_tags | c_words)
style_add = sorted(s_all)
est_add = sorted(set(themes_txt[0][3]) | set(themes_txt[1][3]))

# docstring
rep('"""Stdlib-only checker for blind set 195 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 197 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 197: set 195's checker (below, its docstring kept) patched by build/patch_validate.py with set 197's tags,\n"
    "styles and counts, set 197's scenario rule (the 20 trees that hold set 192's 20 scenarios, in set 192's order,\n"
    "each represented by its lowest record id that is neither set 192's id nor one of set 195's ids), and the READMEs\n"
    "of sets 195 and 193 for the distance checks; set 195's and set 193's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 195 (set 195's own docstring):\n"
    'Stdlib-only checker for blind set 195 (claims.jsonl, estimates.jsonl, README.md).\n')
# ref files
rep("SET190 = os.path.join(HERE, 'ref', 'set190_scenarios.json')\n",
    "SET190 = os.path.join(HERE, 'ref', 'set190_scenarios.json')\n"
    "# set 197: set 195's list and its own choices file (set 195's ref/scenario_choices.json, copied under this name);\n"
    "# set 192's list (ref/set192_scenarios.json, copied from tests/data/blind_set192/ref/) holds the trees set 197 reuses\n"
    "SET195 = os.path.join(HERE, 'ref', 'set195_scenarios.json')\n"
    "SET195_CHOICES = os.path.join(HERE, 'ref', 'set195_scenario_choices.json')\n"
    "SET192 = os.path.join(HERE, 'ref', 'set192_scenarios.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set193', 'README.md')  # set 195: set 193's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set195', 'README.md')  # set 197: set 195's README")
rep("for n in (191,)]  # set 195: set 191's README", "for n in (193,)]  # set 197: set 193's README")
# tags
old_tags = ['testare_skarmdump', 'testaaja_testitapaus', 'tesztelo_hibajegy', 'testeur_anomalie', 'testador_roteiro',
            'testuotojas_klaida', 'preizkusevalec_napaka', 'profwr_gwall']
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % TAGS)
old_st = ['wedge', 'roping', 'stovepipe', 'multivortex', 'landspout', 'waterspout']
rep("            'wedge', 'roping', 'stovepipe', 'multivortex', 'landspout', 'waterspout'}\n",
    "            'wedge', 'roping', 'stovepipe', 'multivortex', 'landspout', 'waterspout',\n"
    "            # new in set 197 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in STYLES))
rep('NEW_EST_TAGS = %r' % old_st, 'NEW_EST_TAGS = %r' % STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + '}\n'
           "# set 195's patterns (kept for the record)\nSET195_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + '}\n')
rep(old_pat, new_pat)
# earlier lists
anchor = "AVOIDED_EST_FORMS = {'lua_note'"
rep(anchor,
    "# set 197: set 195's claim tags, their words and its persona theme word (%s), and set 193's (%s); set 195's\n"
    "# and set 193's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    % (themes_txt[0][1], themes_txt[1][1], themes_txt[0][2], themes_txt[1][2], claim_add, style_add, est_add) + anchor)
# scenario rule
rep("        err('ref/set190_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 195 reuses)')\n",
    "        err('ref/set190_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 195 reuses)')\n"
    "    s195x_ = json.load(open(SET195))  # set 195's ids: not to be chosen again\n"
    "    if len(s195x_) != 20 or len({ds[x][2] for x in s195x_ if x in ds}) != 20:\n"
    "        err('ref/set195_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s192x_ = json.load(open(SET192))  # set 192's scenario ids: the trees set 197 reuses\n"
    "    set27_keys = {ds[x][2] for x in s192x_ if x in ds}  # set 192's trees (name kept from set 39's checker)\n"
    "    if len(s192x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set192_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 197 reuses)')\n")
rep("    for x in s190x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s193x_]\n",
    "    for x in s192x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s195x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set195_scenarios.json'))) != chosen:\n"
    "            err('ref/set195_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set197_scenarios.json'))) != chosen:\n"
    "            err('ref/set197_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n")
rep("        err('cannot read ref/set195_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set197_scenarios.json: %s' % e)\n"
    "    # set 195's own choices file (saved as ref/set195_scenario_choices.json) must agree with ref/set195_scenarios.json\n"
    "    try:\n        s195 = [c['scenario'] for c in json.load(open(SET195_CHOICES))['chosen']]\n"
    "        if len(s195) != 20 or s195 != json.load(open(SET195)):\n"
    "            err('ref/set195_scenario_choices.json should list 20 chosen ids, those of ref/set195_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET195_CHOICES, e))\n")
rep("is not used by set 195' % x)\n        if x in s190x_:\n            err('chosen scenario %s is one of set 190\\'s own ids' % x)\n"
    "        if x in s193x_:\n            err('chosen scenario %s is one of set 193\\'s ids' % x)\n",
    "is not used by set 197' % x)\n        if x in s192x_:\n            err('chosen scenario %s is one of set 192\\'s own ids' % x)\n"
    "        if x in s195x_:\n            err('chosen scenario %s is one of set 195\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 190\\'s trees' % sc)", "err('scenario %s is not in one of set 192\\'s trees' % sc)")
rep("err('new tag %s appears in set 193\\'s README' % t)", "err('new tag %s appears in set 195\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 193\\'s README' % t)", "err('new tag %s (with a space) appears in set 195\\'s README' % t)")
rep("err('set 193\\'s README not found at %s' % SET30_README)", "err('set 195\\'s README not found at %s' % SET30_README)")
rep("all set 190\\'s trees, none of set 190\\'s or set 193\\'s ids)", "all set 192\\'s trees, none of set 192\\'s or set 195\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('themes', themes_txt); print('claim additions', len(claim_add), 'style additions', style_add, 'est additions', est_add)
