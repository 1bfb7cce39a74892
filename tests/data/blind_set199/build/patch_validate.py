"""Write set 199's validate.py: set 197's validate.py (read as text, never imported or run) with asserted replacements:
the docstring gains a set 199 paragraph (set 197's kept below it); ref paths for set 197's list and choices file
(ref/set197_scenarios.json, ref/set197_scenario_choices.json) and set 194's list (ref/set194_scenarios.json);
set 197's README as the first README of the distance checks and set 195's as the other; set 199's eight claim tags and
six prose styles and their patterns (set 197's patterns kept for the record); set 199's scenario rule (the 20 trees
that hold set 194's 20 scenarios, in set 194's order, each represented by its lowest record id that is neither set
194's id nor one of set 197's ids); set 197's own choices file checked against its list; messages naming the sets.
The earlier lists gain set 197's and set 195's claim tags, the tags' words and the persona theme words (with plurals),
and their prose styles and prose theme words (with plurals), all read from the READMEs of sets 197 and 195."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = os.path.dirname(SET)
src = open(os.path.join(DATA, 'blind_set197', 'validate.py'), encoding='utf-8').read()

TAGS = ['tietovastaava_sanasto', 'opiekun_metadane', 'spravce_ciselnik', 'zelador_dicionario', 'stiward_cofrestr',
        'rentmeester_catalogus', 'upravitelj_pristup', 'skrbnik_hramba']
STYLES = ['sinkhole', 'sputtering', 'mushrooming', 'flickering', 'sooting', 'smouldering']


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)


def from_readme(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', t)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    themes = []
    for w in re.findall(r'\(the theme word, ([a-z]+), begins', t):
        if w not in themes:
            themes.append(w)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


claim_add, style_add, est_add = set(), set(), set()
for n in (197, 195):
    tags, styles, (persona, prose) = from_readme(n)
    claim_add |= set(tags) | {w for t in tags for w in t.split('_')} | {persona, persona + 's'}
    style_add |= set(styles) | {prose, prose + 's'}
    est_add |= set(styles)
    print('set %d: tags %s; styles %s; theme words %s, %s' % (n, tags, styles, persona, prose))

# docstring
rep('"""Stdlib-only checker for blind set 197 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 199 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 199: set 197's checker (below, its docstring kept) patched by build/patch_validate.py with set 199's tags,\n"
    "styles and counts, set 199's scenario rule (the 20 trees that hold set 194's 20 scenarios, in set 194's order,\n"
    "each represented by its lowest record id that is neither set 194's id nor one of set 197's ids), and the READMEs\n"
    "of sets 197 and 195 for the distance checks; set 197's and set 195's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 197 (set 197's own docstring):\n"
    'Stdlib-only checker for blind set 197 (claims.jsonl, estimates.jsonl, README.md).\n')
# ref paths
rep("SET192 = os.path.join(HERE, 'ref', 'set192_scenarios.json')\n",
    "SET192 = os.path.join(HERE, 'ref', 'set192_scenarios.json')\n"
    "# set 199: set 197's list and its own choices file (set 197's ref/scenario_choices.json, copied under this name);\n"
    "# set 194's list (ref/set194_scenarios.json, copied from tests/data/blind_set194/ref/) holds the trees set 199 reuses\n"
    "SET197 = os.path.join(HERE, 'ref', 'set197_scenarios.json')\n"
    "SET197_CHOICES = os.path.join(HERE, 'ref', 'set197_scenario_choices.json')\n"
    "SET194 = os.path.join(HERE, 'ref', 'set194_scenarios.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set195', 'README.md')  # set 197: set 195's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set197', 'README.md')  # set 199: set 197's README")
rep("for n in (193,)]  # set 197: set 193's README", "for n in (195,)]  # set 199: set 195's README")
# tags
old_tags = ['notulist_actielijst', 'protokollfuhrer_niederschrift', 'zapisovatel_usneseni', 'verbalizzante_verbale',
            'poytakirjanpitaja_poytakirja', 'zapisnikar_sklep', 'protokolant_porzadek', 'protokollforare_justering']
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % TAGS)
# styles
old_styles = ['fiddleback', 'birdseye', 'quilted', 'spalted', 'bearclaw', 'pommele']
rep("            # new in set 197 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in old_styles),
    "            # new in set 199 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in STYLES))
rep('NEW_EST_TAGS = %r' % old_styles, 'NEW_EST_TAGS = %r' % STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + '}\n'
rep(old_pat, new_pat + "# set 197's patterns (kept for the record)\nSET197_" + old_pat)
# earlier lists (after set 197's additions, before AVOIDED_EST_FORMS)
rep("AVOIDED_EST_FORMS = {",
    "# set 199: set 197's claim tags, their words and its persona theme word (notetaker), and set 195's (tester); set 197's\n"
    "# and set 195's styles and prose theme words (wood, tornado), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_add) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_add) +
    "EST_TAGS |= set(%r)\n" % sorted(est_add) +
    "AVOIDED_EST_FORMS = {")
# scenario rule
rep("        err('ref/set192_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 197 reuses)')\n",
    "        err('ref/set192_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 197 reuses)')\n"
    "    s197x_ = json.load(open(SET197))  # set 197's ids: not to be chosen again\n"
    "    if len(s197x_) != 20 or len({ds[x][2] for x in s197x_ if x in ds}) != 20:\n"
    "        err('ref/set197_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s194x_ = json.load(open(SET194))  # set 194's scenario ids: the trees set 199 reuses\n"
    "    set27_keys = {ds[x][2] for x in s194x_ if x in ds}  # set 194's trees (name kept from set 39's checker)\n"
    "    if len(s194x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set194_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 199 reuses)')\n")
rep("    for x in s192x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s195x_]\n",
    "    for x in s194x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s197x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set197_scenarios.json'))) != chosen:
            err('ref/set197_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set197_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set199_scenarios.json'))) != chosen:
            err('ref/set199_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set199_scenarios.json: %s' % e)
    # set 197's own choices file (saved as ref/set197_scenario_choices.json) must agree with ref/set197_scenarios.json
    try:
        s197 = [c['scenario'] for c in json.load(open(SET197_CHOICES))['chosen']]
        if len(s197) != 20 or s197 != json.load(open(SET197)):
            err('ref/set197_scenario_choices.json should list 20 chosen ids, those of ref/set197_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET197_CHOICES, e))
""")
rep("is not used by set 197' % x)\n        if x in s192x_:\n            err('chosen scenario %s is one of set 192\\'s own ids' % x)\n"
    "        if x in s195x_:\n            err('chosen scenario %s is one of set 195\\'s ids' % x)\n",
    "is not used by set 199' % x)\n        if x in s194x_:\n            err('chosen scenario %s is one of set 194\\'s own ids' % x)\n"
    "        if x in s197x_:\n            err('chosen scenario %s is one of set 197\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 192\\'s trees' % sc)", "err('scenario %s is not in one of set 194\\'s trees' % sc)")
rep("appears in set 195\\'s README' % t)", "appears in set 197\\'s README' % t)", 2)  # both messages
rep("err('set 195\\'s README not found at %s' % SET30_README)", "err('set 197\\'s README not found at %s' % SET30_README)")
rep("all set 192\\'s trees, none of set 192\\'s or set 195\\'s ids)", "all set 194\\'s trees, none of set 194\\'s or set 197\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src), 'characters')
