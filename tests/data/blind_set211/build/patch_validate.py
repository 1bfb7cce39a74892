"""Set 211: write validate.py from set 209's validate.py (read as text, never imported or run), patched with set
211's tags, styles and counts, set 211's scenario rule (the 20 trees that hold set 206's 20 scenarios, in set 206's
order, each represented by its lowest record id that is neither set 206's id nor one of set 209's ids; set 209's
own choices file checked against its list), the READMEs of sets 209 and 207 for the distance checks, and set 209's
and set 207's tags, their words, their styles and theme words (with plurals), read from their READMEs, added to
the earlier lists. Every replacement is asserted to match exactly once."""
import os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
D = os.path.dirname(HERE)
src = open(os.path.join(D, 'blind_set209', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['skladistar_primka', 'raktaros_leltar', 'varastonhoitaja_varastokirja', 'sandelininkas_vaztarastis',
            'panolero_planilla', 'stoorman_voorraadboek', 'noliktavnieks_uzskaite', 'thukho_phieuxuat']
NEW_STYLES = ['uphaul', 'waterstart', 'beachstart', 'catapult', 'spinout', 'railriding']


def rep(a, b, s=None):
    global src
    assert src.count(a) == 1, a[:80]
    src = src.replace(a, b)


def from_readme(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+', t, re.M)
            if m.group(1) not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', t)
    themes = re.findall(r'the theme word, ([a-z]+),', t)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


t209, st209, th209 = from_readme(209)
t207, st207, th207 = from_readme(207)
claim_words = set()
for t in t209 + t207:
    claim_words.add(t)
    claim_words.update(t.split('_'))
for th in (th209[0], th207[0]):
    claim_words.update([th, th + 's'])
style_words = set(st209 + st207)
for th in (th209[1], th207[1]):
    style_words.update([th, th + 's'])

# docstring
rep('"""Stdlib-only checker for blind set 209 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 211 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 211: set 209's checker (below, its docstring kept) patched by build/patch_validate.py with set 211's tags,\n"
    "styles and counts, set 211's scenario rule (the 20 trees that hold set 206's 20 scenarios, in set 206's order,\n"
    "each represented by its lowest record id that is neither set 206's id nor one of set 209's ids), and the READMEs\n"
    "of sets 209 and 207 for the distance checks; set 209's and set 207's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 209 (set 209's own docstring):\n"
    "Stdlib-only checker for blind set 209 (claims.jsonl, estimates.jsonl, README.md).\n")
# READMEs for the distance checks
rep("SET30_README = os.path.join(HERE, '..', 'blind_set207', 'README.md')  # set 209: set 207's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set209', 'README.md')  # set 211: set 209's README")
rep("for n in (206,)]  # set 209: set 206's README", "for n in (207,)]  # set 211: set 207's README")
# scenario files
rep("SET204 = os.path.join(HERE, 'ref', 'set204_scenarios.json')\n",
    "SET204 = os.path.join(HERE, 'ref', 'set204_scenarios.json')\n"
    "# set 211: set 209's list and its own choices file (set 209's ref/scenario_choices.json, copied under this name);\n"
    "# set 206's list (ref/set206_scenarios.json, copied from tests/data/blind_set206/ref/) holds the trees set 211 reuses\n"
    "SET209 = os.path.join(HERE, 'ref', 'set209_scenarios.json')\n"
    "SET209_CHOICES = os.path.join(HERE, 'ref', 'set209_scenario_choices.json')\n"
    "SET206 = os.path.join(HERE, 'ref', 'set206_scenarios.json')\n")
# tags
old_tags = ['tijdschrijver_prikklok', 'pointeur_badgeuse', 'zeitnehmer_stempelkarte', 'tidtaker_timeliste',
            'tabelshchik_tabel', 'puantor_puantaj', 'pontator_condica', 'timavordur_stimpilklukka']
rep('    ' + ', '.join("'%s': 12" % t for t in old_tags) + ',\n', '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
# styles
old_st = ['hopnpop', 'freefall', 'headdown', 'sitfly', 'cutaway', 'wingsuit']
rep("            # new in set 209 (prose styles)\n            'hopnpop', 'freefall', 'headdown', 'sitfly', 'cutaway', 'wingsuit'}",
    "            # set 209's prose styles (earlier for set 211)\n            'hopnpop', 'freefall', 'headdown', 'sitfly', 'cutaway', 'wingsuit',\n"
    "            # new in set 211 (prose styles)\n            " + ', '.join("'%s'" % s for s in NEW_STYLES) + '}')
rep('NEW_EST_TAGS = %r' % old_st, 'NEW_EST_TAGS = %r' % NEW_STYLES)
m = re.search(r"STYLE_PATTERNS = \{\n(    '[a-z]+': \[r'\(\?i\)\\b[a-z]+\\b'\],\n){6}\}\n", src)
old_block = m.group(0)
rep(old_block, 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
    "# set 209's patterns (kept for the record)\nSET209_" + old_block)
# earlier lists
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor, "# set 211: set 209's claim tags, their words and its persona theme word (%s), and set 207's (%s); set 209's\n"
    "# and set 207's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    % (th209[0], th207[0], th209[1], th207[1], sorted(claim_words), sorted(style_words), sorted(st209 + st207)) + anchor)
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s204x_ if x in ds}  # set 204's trees: the trees set 209 reuses\n",
    "    s209x_ = json.load(open(SET209))  # set 209's ids: not to be chosen again\n"
    "    if len(s209x_) != 20 or len({ds[x][2] for x in s209x_ if x in ds}) != 20:\n"
    "        err('ref/set209_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s206x_ = json.load(open(SET206))  # set 206's ids: the trees set 211 reuses, not to be chosen again\n"
    "    if len(s206x_) != 20 or len({ds[x][2] for x in s206x_ if x in ds}) != 20:\n"
    "        err('ref/set206_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s206x_ if x in ds}  # set 206's trees: the trees set 211 reuses\n")
rep("    for x in s204x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s207x_]\n",
    "    for x in s206x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s209x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set209_scenarios.json'))) != chosen:\n"
    "            err('ref/set209_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set209_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set211_scenarios.json'))) != chosen:\n"
    "            err('ref/set211_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set211_scenarios.json: %s' % e)\n"
    "    # set 209's own choices file (saved as ref/set209_scenario_choices.json) must agree with ref/set209_scenarios.json\n"
    "    try:\n"
    "        s209 = [c['scenario'] for c in json.load(open(SET209_CHOICES))['chosen']]\n"
    "        if len(s209) != 20 or s209 != json.load(open(SET209)):\n"
    "            err('ref/set209_scenario_choices.json should list 20 chosen ids, those of ref/set209_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET209_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 209' % x)\n"
    "        if x in s204x_:\n            err('chosen scenario %s is one of set 204\\'s own ids' % x)\n"
    "        if x in s207x_:\n            err('chosen scenario %s is one of set 207\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 211' % x)\n"
    "        if x in s206x_:\n            err('chosen scenario %s is one of set 206\\'s own ids' % x)\n"
    "        if x in s209x_:\n            err('chosen scenario %s is one of set 209\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 204\\'s trees' % sc)", "            err('scenario %s is not in one of set 206\\'s trees' % sc)")
rep("                err('new tag %s appears in set 207\\'s README' % t)", "                err('new tag %s appears in set 209\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 207\\'s README' % t)", "                err('new tag %s (with a space) appears in set 209\\'s README' % t)")
rep("        err('set 207\\'s README not found at %s' % SET30_README)", "        err('set 209\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 204\\'s trees, none of set 204\\'s or set 207\\'s ids)",
    "(trees distinct, all set 206\\'s trees, none of set 206\\'s or set 209\\'s ids)")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('set 209 README:', t209, st209, th209)
print('set 207 README:', t207, st207, th207)
print('wrote validate.py')
