"""Write set 223's validate.py: set 221's validator (read as text, never imported or run) with set 223's tags,
styles and counts, set 223's scenario rule (the 20 trees of set 218's scenarios, in set 218's order, each
represented by its lowest record id that is neither set 218's id nor one of set 221's ids), the READMEs of sets
221 and 220 for the distance checks, and set 221's and set 220's tags, their words, persona theme words, prose
styles and prose theme words, read here from their READMEs, added to the earlier lists. Every replacement must
hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set221', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['abzug_luftstrom', 'digestorium_meting', 'cappachimica_anemometro', 'chapelle_debit', 'dragskap_matning',
            'dygestorium_pomiar', 'avtrekksskap_kontroll', 'elszivofulke_meres']
NEW_STYLES = ['hotlap', 'lockup', 'chicane', 'paradelap', 'blindapex', 'redflag']
OLD_TAGS = ['defibrillator_pruefprotokoll', 'defibrillatore_collaudo', 'desfibrilador_inspeccion', 'defibrillateur_entretien',
            'aedbeheerder_controlelijst', 'defibrillaattori_tarkastus', 'defibrylator_przeglad', 'hjertestarter_eftersyn']
OLD_STYLES = ['firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled']

def from_readme(n):
    t = open(os.path.join(ROOT, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    a = t.index('### The rules as applied to the new tags'); b = t.index('### Attacker probes')
    tags = re.findall(r'^- `([a-z_]+)`:', t[a:b], re.M)
    c = t.index('### The notes'); d = t.index('## 3. Universes')
    styles = re.findall(r'^- `([a-z_]+)`:', t[c:d], re.M)
    persona = re.search(r'The persona theme is ([a-z]+)', t).group(1)
    prose = re.search(r'^The theme is ([a-z]+)', t, re.M).group(1)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles, persona, prose

info = {n: from_readme(n) for n in (221, 220)}
assert info[221][0] == OLD_TAGS and info[221][1] == OLD_STYLES
claim_words, style_words = set(), set()
for n, (tags, styles, persona, prose) in info.items():
    for t in tags:
        claim_words.add(t); claim_words |= set(t.split('_'))
    claim_words |= {persona, persona + 's'}
    style_words |= set(styles) | {prose, prose + 's'}
est_styles = set(info[221][1]) | set(info[220][1])

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 223 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 223: set 221's checker (below, its docstring kept) patched by build/patch_validate.py with set 223's tags,\n"
    "styles and counts, set 223's scenario rule (the 20 trees that hold set 218's 20 scenarios, in set 218's order,\n"
    "each represented by its lowest record id that is neither set 218's id nor one of set 221's ids), and the READMEs\n"
    "of sets 221 and 220 for the distance checks; set 221's and set 220's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 221 (set 221's own docstring):\n"
    'Stdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set219', 'README.md')  # set 221: set 219's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 223: set 221's README")
rep("for n in (218,)]  # set 221: set 218's README", "for n in (220,)]  # set 223: set 220's README")
rep("SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n",
    "SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n"
    "# set 223: set 221's list and its own choices file (set 221's ref/scenario_choices.json, copied under this name);\n"
    "# set 218's list (ref/set218_scenarios.json, copied from tests/data/blind_set218/ref/) holds the trees set 223 reuses\n"
    "SET221 = os.path.join(HERE, 'ref', 'set221_scenarios.json')\n"
    "SET221_CHOICES = os.path.join(HERE, 'ref', 'set221_scenario_choices.json')\n"
    "SET218 = os.path.join(HERE, 'ref', 'set218_scenarios.json')\n")
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 221 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # set 221's prose styles (earlier for set 223)\n            %s,\n"
    "            # set 220's prose styles (earlier for set 223)\n            %s,\n"
    "            # new in set 223 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in OLD_STYLES), ', '.join("'%s'" % s for s in info[220][1]),
        ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 221's patterns (kept for the record)\nSET221_" + old_pat)
rep(old_pat, new_pat)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 223: set 221's claim tags, their words and its persona theme word (%s), and set 220's (%s); set 221's\n"
    "# and set 220's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (
        info[221][2], info[220][2], info[221][3], info[220][3], sorted(claim_words), sorted(style_words), sorted(est_styles)))
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reuses\n",
    "    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reused\n"
    "    s221x_ = json.load(open(SET221))  # set 221's ids: not to be chosen again\n"
    "    if len(s221x_) != 20 or len({ds[x][2] for x in s221x_ if x in ds}) != 20:\n"
    "        err('ref/set221_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s218x_ = json.load(open(SET218))  # set 218's ids: the trees set 223 reuses, not to be chosen again\n"
    "    if len(s218x_) != 20 or len({ds[x][2] for x in s218x_ if x in ds}) != 20:\n"
    "        err('ref/set218_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s218x_ if x in ds}  # set 218's trees: the trees set 223 reuses\n")
rep("    for x in s216x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s219x_]\n",
    "    for x in s218x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set221_scenarios.json'))) != chosen:\n"
    "            err('ref/set221_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set221_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set223_scenarios.json'))) != chosen:\n"
    "            err('ref/set223_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set223_scenarios.json: %s' % e)\n"
    "    # set 221's own choices file (saved as ref/set221_scenario_choices.json) must agree with ref/set221_scenarios.json\n"
    "    try:\n        s221 = [c['scenario'] for c in json.load(open(SET221_CHOICES))['chosen']]\n"
    "        if len(s221) != 20 or s221 != json.load(open(SET221)):\n"
    "            err('ref/set221_scenario_choices.json should list 20 chosen ids, those of ref/set221_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET221_CHOICES, e))\n")
rep("is not used by set 221' % x)\n        if x in s216x_:\n            err('chosen scenario %s is one of set 216\\'s own ids' % x)\n"
    "        if x in s219x_:\n            err('chosen scenario %s is one of set 219\\'s ids' % x)\n",
    "is not used by set 223' % x)\n        if x in s218x_:\n            err('chosen scenario %s is one of set 218\\'s own ids' % x)\n"
    "        if x in s221x_:\n            err('chosen scenario %s is one of set 221\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 216\\'s trees' % sc)", "err('scenario %s is not in one of set 218\\'s trees' % sc)")
rep("err('new tag %s appears in set 219\\'s README' % t)", "err('new tag %s appears in set 221\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 219\\'s README' % t)", "err('new tag %s (with a space) appears in set 221\\'s README' % t)")
rep("err('set 219\\'s README not found at %s' % SET30_README)", "err('set 221\\'s README not found at %s' % SET30_README)")
rep("all set 216\\'s trees, none of set 216\\'s or set 219\\'s ids)", "all set 218\\'s trees, none of set 218\\'s or set 221\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written;', len(claim_words), 'claim words,', len(style_words), 'style words')
for n, v in info.items(): print(n, v)
