#!/usr/bin/env python3
"""Copies set 154's validate.py into set 156's folder and patches it for set 156 (asserted replacements)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
src = open(os.path.join(SET, '..', 'blind_set154', 'validate.py'), encoding='utf-8').read()

def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)

NEW_TAGS = ['uhlir_milir', 'wegliarz_mielerz', 'szenegeto_boksa', 'ugljar_lopata', 'uhliar_hrabie', 'oglar_kopa',
            'vuhlyar_kopets', 'oglededzis_kaudze']
OLD_TAGS = ['svjetionicar_fenjer', 'torrero_candil', 'smotritel_fitil', 'tuletornivaht_udusarv',
            'svyturininkas_zibintas', 'paznic_felinar', 'penjaga_pelita', 'strazce_lucerna']
NEW_STYLES = ['canton', 'fimbriation', 'halyard', 'burgee', 'gonfalon', 'tricolour']
OLD_STYLES = ['perforation', 'imperforate', 'bisect', 'surcharge', 'cancellation', 'cachet']
# set 156's passed and unused candidates (tags and styles)
UNUSED_TAG_CANDIDATES = ['ugolshchik', 'vuglishtar', 'ugljenica', 'milier', 'lopatka', 'lapata', 'grablje',
                         'grabie', 'vidly', 'zemlianka', 'pokrywa', 'sysi', 'retort', 'kopica', 'ugalj']
UNUSED_STYLE_CANDIDATES = ['vexilloid', 'guidon', 'bicolour', 'masthead', 'vexillum', 'hoisting', 'relocation',
                           'resection', 'saponification', 'preliminary', 'swivel', 'tessellation']
words154 = sorted(set(OLD_TAGS) | {w for t in OLD_TAGS for w in t.split('_')})

rep('"""Stdlib-only checker for blind set 154 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 156 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 156: set 154\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 156\'s tags,\n'
    'styles and counts, set 156\'s scenario rule (the 20 trees that hold set 151\'s 20 scenarios, in set 151\'s order,\n'
    'each represented by its lowest record id that is neither set 151\'s id nor one of set 154\'s ids), and the READMEs\n'
    'of sets 154 and 153 for the distance checks; set 154\'s tags and styles are added to the earlier lists.\n\n'
    'Set 154 (set 154\'s own docstring):\n\n'
    'Stdlib-only checker for blind set 154 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set153', 'README.md')  # set 154: set 153's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set154', 'README.md')  # set 156: set 154's README")
rep("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (151,)]  # set 154: set 151's README (as in set 153)",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (153,)]  # set 156: set 153's README")
rep("SET153_CHOICES = os.path.join(HERE, 'ref', 'set153_scenario_choices.json')\n",
    "SET153_CHOICES = os.path.join(HERE, 'ref', 'set153_scenario_choices.json')\n"
    "# set 156: set 151's scenario list (the trees set 156 reuses; copied from tests/data/blind_set151/ref/) and set 154's\n"
    "# list and its own choices file (set 154's ref/scenario_choices.json, copied under this name)\n"
    "SET151 = os.path.join(HERE, 'ref', 'set151_scenarios.json')\n"
    "SET154 = os.path.join(HERE, 'ref', 'set154_scenarios.json')\n"
    "SET154_CHOICES = os.path.join(HERE, 'ref', 'set154_scenario_choices.json')\n")
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            'perforation', 'imperforate', 'bisect', 'surcharge', 'cancellation', 'cachet'}\n",
    "            'perforation', 'imperforate', 'bisect', 'surcharge', 'cancellation', 'cachet',\n"
    "            # new in set 156 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
rep("STYLE_PATTERNS = {\n    'perforation': [r'(?i)\\bperforation\\b'],",
    "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) +
    "}\n# set 154's patterns (kept for the record)\nSET154_STYLE_PATTERNS = {\n    'perforation': [r'(?i)\\bperforation\\b'],")
rep("AVOIDED_EST_FORMS = {'lua_note',",
    "# set 156: set 154's claim tags and their words and set 156's passed and unused tag candidates; set 154's styles\n"
    "# and set 156's passed and unused style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % (words154 + UNUSED_TAG_CANDIDATES) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_STYLES + UNUSED_STYLE_CANDIDATES) +
    "EST_TAGS |= set(%r)\n" % OLD_STYLES +
    "AVOIDED_EST_FORMS = {'lua_note',")
# scenario rule
rep("    s28_ = json.load(open(SET149))  # set 149's scenario ids: the trees set 154 reuses (name kept from set 39's checker)\n",
    "    s154x_ = json.load(open(SET154))  # set 154's ids: not to be chosen again\n"
    "    if len(s154x_) != 20 or len({ds[x][2] for x in s154x_ if x in ds}) != 20:\n"
    "        err('ref/set154_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s149x_ = json.load(open(SET149))\n"
    "    if len(s149x_) != 20 or len({ds[x][2] for x in s149x_ if x in ds}) != 20:\n"
    "        err('ref/set149_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET151))  # set 151's scenario ids: the trees set 156 reuses (name kept from set 39's checker)\n")
rep("        err('ref/set149_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 154 reuses)')",
    "        err('ref/set151_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 156 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s153x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s154x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set154_scenarios.json'))) != chosen:\n"
    "            err('ref/set154_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set154_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set156_scenarios.json'))) != chosen:\n"
    "            err('ref/set156_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set156_scenarios.json: %s' % e)\n"
    "    # set 154's own choices file (saved as ref/set154_scenario_choices.json) must agree with ref/set154_scenarios.json\n"
    "    try:\n"
    "        s154 = [c['scenario'] for c in json.load(open(SET154_CHOICES))['chosen']]\n"
    "        if len(s154) != 20 or s154 != json.load(open(SET154)):\n"
    "            err('ref/set154_scenario_choices.json should list 20 chosen ids, those of ref/set154_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET154_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 154' % x)\n"
    "        if x in s28_:\n"
    "            err('chosen scenario %s is one of set 149\\'s own ids' % x)\n"
    "        if x in s153x_:\n"
    "            err('chosen scenario %s is one of set 153\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 156' % x)\n"
    "        if x in s28_:\n"
    "            err('chosen scenario %s is one of set 151\\'s own ids' % x)\n"
    "        if x in s154x_:\n"
    "            err('chosen scenario %s is one of set 154\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 149\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 151\\'s trees' % sc)")
rep("                err('new tag %s appears in set 153\\'s README' % t)", "                err('new tag %s appears in set 154\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 153\\'s README' % t)",
    "                err('new tag %s (with a space) appears in set 154\\'s README' % t)")
rep("        err('set 153\\'s README not found at %s' % SET30_README)", "        err('set 154\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 149\\'s trees, none of set 149\\'s or set 153\\'s ids)",
    "(trees distinct, all set 151\\'s trees, none of set 151\\'s or set 154\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
