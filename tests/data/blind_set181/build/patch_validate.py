"""Write set 181's validate.py: set 179's validate.py (read as text, never imported or run) with asserted
replacements: set 181's docstring on top (set 179's kept below it); set 179's README as the main distance README
and set 176's as the other; set 179's and set 176's scenario lists and set 179's own choices file (copied into ref/
under the names ref/set179_scenarios.json, ref/set179_scenario_choices.json and ref/set176_scenarios.json); set
181's tags, styles and counts (the styles added to EST_TAGS, set 179's patterns kept as SET179_STYLE_PATTERNS); set
181's scenario rule (the 20 trees that hold set 176's 20 scenarios, in set 176's order, each represented by its
lowest record id that is neither set 176's id nor one of set 179's ids); and, read from the READMEs of sets 179 and
176, their claim tags, the tags' words and their persona theme words (with plurals) added to EARLIER_CLAIM_TAGS,
their prose styles added to EST_TAGS and SET41_STYLE_VARIANTS, and their prose theme words (with plurals) added
to SET41_STYLE_VARIANTS."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set179', 'validate.py'), encoding='utf-8').read()
TAGS = ['patentanwalt_laborbuch', 'octrooigemachtigde_tekenpen', 'rzecznik_zgloszenie',
        'patenttiasiamies_keksintoilmoitus', 'patentombud_ritning', 'ugyvivo_rajztabla',
        'patentfullmektig_arkivskap', 'zastopnik_registrator']
STYLES = ['cloverleaf', 'trumpet', 'diamond', 'roundabout', 'parclo', 'dumbbell']


def readme_lists(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+\s*\|', txt, re.M)
            if m not in ('realistic_reply', 'attacker_probe')]
    assert len(tags) == 8, (n, tags)
    cc = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z_]+)` \d+', cc.group(1))
    assert len(styles) == 6, (n, styles)
    themes = []
    for w in re.findall(r'\(the theme word, ([a-z]+), begins', txt):
        if w not in themes:
            themes.append(w)
    assert len(themes) == 2, (n, themes)
    return tags, styles, themes


def plural(w):
    out = [w, w + 's']
    if w.endswith('f'):
        out.append(w[:-1] + 'ves')
    return out


claim_add, style_add, est_add, themes_all = set(), set(), set(), []
for n in (179, 176):
    tags, styles, (pers, prose) = readme_lists(n)
    themes_all.append((n, pers, prose, tags, styles))
    for t in tags:
        claim_add.add(t)
        claim_add.update(t.split('_'))
    claim_add.update(plural(pers))
    est_add.update(styles)
    style_add.update(styles)
    style_add.update(plural(prose))
for t in TAGS:
    assert t not in claim_add and not set(t.split('_')) & claim_add, t


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 179 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 181 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 181: set 179's checker (below, its docstring kept) patched by build/patch_validate.py with set 181's tags,\n"
    "styles and counts, set 181's scenario rule (the 20 trees that hold set 176's 20 scenarios, in set 176's order,\n"
    "each represented by its lowest record id that is neither set 176's id nor one of set 179's ids), and the READMEs\n"
    "of sets 179 and 176 for the distance checks; set 179's and set 176's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 179 (set 179's own docstring):\n"
    'Stdlib-only checker for blind set 179 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set177', 'README.md')  # set 179: set 177's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set179', 'README.md')  # set 181: set 179's README")
rep("for n in (175,)]  # set 179: set 175's README", "for n in (176,)]  # set 181: set 176's README")
rep("SET174 = os.path.join(HERE, 'ref', 'set174_scenarios.json')\n",
    "SET174 = os.path.join(HERE, 'ref', 'set174_scenarios.json')\n"
    "# set 181: set 179's list and its own choices file (set 179's ref/scenario_choices.json, copied under this name);\n"
    "# set 176's list (ref/set176_scenarios.json, copied from tests/data/blind_set176/ref/) holds the trees set 181 reuses\n"
    "SET179 = os.path.join(HERE, 'ref', 'set179_scenarios.json')\n"
    "SET179_CHOICES = os.path.join(HERE, 'ref', 'set179_scenario_choices.json')\n"
    "SET176 = os.path.join(HERE, 'ref', 'set176_scenarios.json')\n")
old_tags = ['schulungsleiter_moderationskoffer', 'opleider_flipover', 'valmentaja_tussi', 'szkoleniowiec_rzutnik',
            'oktato_jegyzet', 'treinador_apostila', 'skolitel_ukazovatko', 'utbildare_bladderblock']
rep("    " + ' '.join("'%s': 12," % t for t in old_tags) + "\n",
    "    " + ' '.join("'%s': 12," % t for t in TAGS) + "\n")
rep("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % TAGS)
rep("            'dogleg', 'winder', 'bifurcated', 'helical', 'imperial', 'perron'}\n",
    "            'dogleg', 'winder', 'bifurcated', 'helical', 'imperial', 'perron',\n"
    "            # new in set 181 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in STYLES))
rep("NEW_EST_TAGS = ['dogleg', 'winder', 'bifurcated', 'helical', 'imperial', 'perron']\n",
    "NEW_EST_TAGS = %r\n" % STYLES)
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in ['dogleg', 'winder', 'bifurcated', 'helical', 'imperial', 'perron'])
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES)
rep("STYLE_PATTERNS = {\n" + old_pat + "}\n# set 177's patterns (kept for the record)\n",
    "STYLE_PATTERNS = {\n" + new_pat + "}\n# set 179's patterns (kept for the record)\nSET179_STYLE_PATTERNS = {\n" + old_pat
    + "}\n# set 177's patterns (kept for the record)\n")
(n1, p1, q1, _, _), (n2, p2, q2, _, _) = themes_all
rep("AVOIDED_EST_FORMS = {",
    "# set 181: set 179's claim tags, their words and its persona theme word (%s), and set 176's (%s); set 179's and\n"
    "# set 176's styles and theme words (%s, %s), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n"
    "SET41_STYLE_VARIANTS |= set(%r)\n"
    "EST_TAGS |= set(%r)\n"
    "AVOIDED_EST_FORMS = {" % (p1, p2, q1, q2, sorted(claim_add), sorted(style_add), sorted(est_add)))
# scenario rule
rep("    s28_ = json.load(open(SET174))  # set 174's scenario ids: the trees set 179 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 174's trees (name kept from set 39's checker)\n",
    "    s28_ = json.load(open(SET174))  # set 174's scenario ids (the trees set 179 reused; name kept from set 39's checker)\n"
    "    s179x_ = json.load(open(SET179))  # set 179's ids: not to be chosen again\n"
    "    if len(s179x_) != 20 or len({ds[x][2] for x in s179x_ if x in ds}) != 20:\n"
    "        err('ref/set179_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s176x_ = json.load(open(SET176))  # set 176's scenario ids: the trees set 181 reuses\n"
    "    set27_keys = {ds[x][2] for x in s176x_ if x in ds}  # set 176's trees (name kept from set 39's checker)\n"
    "    if len(s176x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set176_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 181 reuses)')\n")
rep("    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set174_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 179 reuses)')\n",
    "    if len(s28_) != 20 or len({ds[x][2] for x in s28_ if x in ds}) != 20:\n"
    "        err('ref/set174_scenarios.json should list 20 scenarios with 20 distinct trees')\n")
rep("    for x in s28_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s177x_]\n",
    "    for x in s176x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s179x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set179_scenarios.json'))) != chosen:\n"
    "            err('ref/set179_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set181_scenarios.json'))) != chosen:\n"
    "            err('ref/set181_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n")
rep("        err('cannot read ref/set179_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set181_scenarios.json: %s' % e)\n"
    "    # set 179's own choices file (saved as ref/set179_scenario_choices.json) must agree with ref/set179_scenarios.json\n"
    "    try:\n"
    "        s179 = [c['scenario'] for c in json.load(open(SET179_CHOICES))['chosen']]\n"
    "        if len(s179) != 20 or s179 != json.load(open(SET179)):\n"
    "            err('ref/set179_scenario_choices.json should list 20 chosen ids, those of ref/set179_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET179_CHOICES, e))\n")
rep("is not used by set 179' % x)", "is not used by set 181' % x)")
rep("        if x in s28_:\n            err('chosen scenario %s is one of set 174\\'s own ids' % x)\n"
    "        if x in s177x_:\n            err('chosen scenario %s is one of set 177\\'s ids' % x)\n",
    "        if x in s176x_:\n            err('chosen scenario %s is one of set 176\\'s own ids' % x)\n"
    "        if x in s179x_:\n            err('chosen scenario %s is one of set 179\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 174\\'s trees' % sc)", "err('scenario %s is not in one of set 176\\'s trees' % sc)")
rep("appears in set 177\\'s README' % t)", "appears in set 179\\'s README' % t)", 2)
rep("err('set 177\\'s README not found at %s' % SET30_README)", "err('set 179\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 174\\'s trees, none of set 174\\'s or set 177\\'s ids)",
    "(trees distinct, all set 176\\'s trees, none of set 176\\'s or set 179\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written;', len(claim_add), 'claim entries,', len(style_add), 'style variants,', len(est_add), 'styles added;',
      'themes', [(n, p, q) for n, p, q, _, _ in themes_all])
