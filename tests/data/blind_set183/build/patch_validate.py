"""Write set 183's validate.py: set 181's validate.py (read as text, never imported or run) with asserted
replacements: set 183's docstring paragraph, tags, styles and counts; set 183's scenario rule (the 20 trees that hold
set 178's 20 scenarios, in set 178's order, each represented by its lowest record id that is neither set 178's id
nor one of set 181's ids); the READMEs of sets 181 and 178 for the distance checks; set 181's and set 178's claim
tags, their words and persona theme words, and their prose styles and prose theme words (with plurals), read from
their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set181', 'validate.py'), encoding='utf-8').read()

TAGS = ['privacyfunctionaris_verwerkingsregister', 'tietosuojavastaava_lukkokaappi', 'personvernombud_samtykkeskjema',
        'poverenec_smernice', 'pareigunas_zurnalas', 'sluzbenik_lozinka', 'responsabile_informativa',
        'pooblascenec_zaslon']
STYLES = ['sash', 'casement', 'awning', 'jalousie', 'oriel', 'skylight']


def readme_lists(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    cc = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', t)
    styles = re.findall(r'`([a-z_]+)` \d+', cc.group(1))
    themes = re.findall(r'\(the theme word, ([a-z]+), begins', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


earlier_claim, earlier_style, earlier_est = set(), set(), set()
for n in (181, 178):
    tags, styles, themes = readme_lists(n)
    for t in tags:
        earlier_claim.add(t)
        earlier_claim |= set(t.split('_'))
    earlier_claim |= {themes[0], themes[0] + 's'}
    earlier_style |= set(styles) | {themes[1], themes[1] + 's'}
    earlier_est |= set(styles)


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 181 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 183 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 183: set 181\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 183\'s tags,\n'
    'styles and counts, set 183\'s scenario rule (the 20 trees that hold set 178\'s 20 scenarios, in set 178\'s order,\n'
    'each represented by its lowest record id that is neither set 178\'s id nor one of set 181\'s ids), and the READMEs\n'
    'of sets 181 and 178 for the distance checks; set 181\'s and set 178\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 181 (set 181\'s own docstring):\n'
    'Stdlib-only checker for blind set 181 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set179', 'README.md')  # set 181: set 179's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set181', 'README.md')  # set 183: set 181's README")
rep("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (176,)]  # set 181: set 176's README",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (178,)]  # set 183: set 178's README")
rep("SET176 = os.path.join(HERE, 'ref', 'set176_scenarios.json')\n",
    "SET176 = os.path.join(HERE, 'ref', 'set176_scenarios.json')\n"
    "# set 183: set 181's list and its own choices file (set 181's ref/scenario_choices.json, copied under this name);\n"
    "# set 178's list (ref/set178_scenarios.json, copied from tests/data/blind_set178/ref/) holds the trees set 183 reuses\n"
    "SET181 = os.path.join(HERE, 'ref', 'set181_scenarios.json')\n"
    "SET181_CHOICES = os.path.join(HERE, 'ref', 'set181_scenario_choices.json')\n"
    "SET178 = os.path.join(HERE, 'ref', 'set178_scenarios.json')\n")
old181 = ['patentanwalt_laborbuch', 'octrooigemachtigde_tekenpen', 'rzecznik_zgloszenie', 'patenttiasiamies_keksintoilmoitus',
          'patentombud_ritning', 'ugyvivo_rajztabla', 'patentfullmektig_arkivskap', 'zastopnik_registrator']
rep("    " + ", ".join("'%s': 12" % t for t in old181) + ",\n",
    "    " + ", ".join("'%s': 12" % t for t in TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % old181, "NEW_CLAIM_TAGS = %r\n" % TAGS)
rep("            'cloverleaf', 'trumpet', 'diamond', 'roundabout', 'parclo', 'dumbbell'}\n",
    "            'cloverleaf', 'trumpet', 'diamond', 'roundabout', 'parclo', 'dumbbell',\n"
    "            # new in set 183 (prose styles)\n"
    "            " + ", ".join("'%s'" % s for s in STYLES) + "}\n")
rep("NEW_EST_TAGS = ['cloverleaf', 'trumpet', 'diamond', 'roundabout', 'parclo', 'dumbbell']\n",
    "NEW_EST_TAGS = %r\n" % STYLES)
old_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in
           ['cloverleaf', 'trumpet', 'diamond', 'roundabout', 'parclo', 'dumbbell']) + "}\n")
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + "}\n"
           "# set 181's patterns (kept for the record)\nSET181_" + old_pat)
rep(old_pat, new_pat)
anchor = "EST_TAGS |= set(['bifurcated', 'cordate', 'dogleg', 'helical', 'imperial', 'lanceolate', 'palmate', 'peltate', 'perron', 'sagittate', 'spatulate', 'winder'])\n"
rep(anchor, anchor +
    "# set 183: set 181's claim tags, their words and its persona theme word (patent), and set 178's (facilitator); set 181's and\n"
    "# set 178's styles and theme words (road, fold), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(earlier_claim) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(earlier_style) +
    "EST_TAGS |= set(%r)\n" % sorted(earlier_est))
rep("        err('ref/set176_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 181 reuses)')\n",
    "        err('ref/set176_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 181 reused)')\n"
    "    s181x_ = json.load(open(SET181))  # set 181's ids: not to be chosen again\n"
    "    if len(s181x_) != 20 or len({ds[x][2] for x in s181x_ if x in ds}) != 20:\n"
    "        err('ref/set181_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s178x_ = json.load(open(SET178))  # set 178's scenario ids: the trees set 183 reuses\n"
    "    set27_keys = {ds[x][2] for x in s178x_ if x in ds}  # set 178's trees (name kept from set 39's checker)\n"
    "    if len(s178x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set178_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 183 reuses)')\n")
rep("    for x in s176x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s179x_]\n",
    "    for x in s178x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s181x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set181_scenarios.json'))) != chosen:\n"
    "            err('ref/set181_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set181_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set183_scenarios.json'))) != chosen:\n"
    "            err('ref/set183_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set183_scenarios.json: %s' % e)\n"
    "    # set 181's own choices file (saved as ref/set181_scenario_choices.json) must agree with ref/set181_scenarios.json\n"
    "    try:\n"
    "        s181 = [c['scenario'] for c in json.load(open(SET181_CHOICES))['chosen']]\n"
    "        if len(s181) != 20 or s181 != json.load(open(SET181)):\n"
    "            err('ref/set181_scenario_choices.json should list 20 chosen ids, those of ref/set181_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET181_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 181' % x)\n"
    "        if x in s176x_:\n"
    "            err('chosen scenario %s is one of set 176\\'s own ids' % x)\n"
    "        if x in s179x_:\n"
    "            err('chosen scenario %s is one of set 179\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 183' % x)\n"
    "        if x in s178x_:\n"
    "            err('chosen scenario %s is one of set 178\\'s own ids' % x)\n"
    "        if x in s181x_:\n"
    "            err('chosen scenario %s is one of set 181\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 176\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 178\\'s trees' % sc)\n")
rep("err('new tag %s appears in set 179\\'s README' % t)", "err('new tag %s appears in set 181\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 179\\'s README' % t)", "err('new tag %s (with a space) appears in set 181\\'s README' % t)")
rep("err('set 179\\'s README not found at %s' % SET30_README)", "err('set 181\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 176\\'s trees, none of set 176\\'s or set 179\\'s ids)",
    "(trees distinct, all set 178\\'s trees, none of set 178\\'s or set 181\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written;', len(earlier_claim), 'claim entries,', len(earlier_style), 'style entries added')
