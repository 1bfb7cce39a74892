"""Write set 189's validate.py: set 187's validate.py (read as text, never imported or run) with asserted
replacements: set 189's docstring paragraph (set 187's docstring kept below it); set 189's ref paths (set 187's
list and its own choices file, set 184's list); set 187's README for the README distance checks and set 184's as
the other README; set 189's eight claim tags and six prose styles (EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS, set
187's patterns kept for the record); set 189's scenario rule (the 20 trees of set 184's scenarios, in set 184's
order, each represented by its lowest record id that is neither set 184's id nor one of set 187's ids) and its
messages; and the earlier lists gaining set 187's and set 184's claim tags, their words and persona theme words
(with plurals), and their prose styles and prose theme words (with plurals), all read from the two READMEs."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
DATA = os.path.join(OUT, '..')
src = open(os.path.join(DATA, 'blind_set187', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['visaberater_reisepass', 'visumadviseur_verblijfspas', 'visumhandlaggare_arbetstillstand',
            'viisumineuvoja_oleskelulupa', 'tramitador_pasaporte', 'visumradgiver_oppholdskort',
            'viisanoustaja_elamisluba', 'ymgynghorydd_pasbort']
NEW_STYLES = ['standerdmolen', 'wipmolen', 'paltrok', 'spinnenkop', 'tjasker', 'stellingmolen']

def from_readme(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    rules = txt.split('### The rules as applied to the new tags', 1)[1].split('### Attacker probes', 1)[0]
    tags = re.findall(r'^- `([a-z]+_[a-z]+)`:', rules, re.M)
    notes = txt.split('### The notes', 1)[1].split('## 3.', 1)[0]
    styles = re.findall(r'^- `([a-z]+)`:', notes, re.M)
    pt = re.search(r'The persona theme is (\w+)[^\n]*?\(the theme word, (\w+),', txt)
    st = re.search(r'\nThe theme is (\w+)[^\n]*?\(the theme word, (\w+),', txt)
    assert len(tags) == 8 and len(styles) == 6 and pt and st, (n, tags, styles)
    return tags, styles, (pt.group(2), pt.group(1)), (st.group(2), st.group(1))

def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (src.count(old), old[:80])
    src = src.replace(old, new)

t187, s187, p187, q187 = from_readme(187)
t184, s184, p184, q184 = from_readme(184)
claim_add = set(t187) | set(t184) | {w for t in t187 + t184 for w in t.split('_')}
claim_add |= {p187[0], p187[0] + 's', p187[1], p184[0], p184[0] + 's', p184[1]}
style_add = set(s187) | set(s184) | {q187[0], q187[0] + 's', q187[1], q184[0], q184[0] + 's', q184[1]}
fmt = lambda s: ', '.join(repr(x) for x in sorted(s))

rep('"""Stdlib-only checker for blind set 187 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 189 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 189: set 187's checker (below, its docstring kept) patched by build/patch_validate.py with set 189's tags,\n"
    "styles and counts, set 189's scenario rule (the 20 trees that hold set 184's 20 scenarios, in set 184's order,\n"
    "each represented by its lowest record id that is neither set 184's id nor one of set 187's ids), and the READMEs\n"
    "of sets 187 and 184 for the distance checks; set 187's and set 184's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 187 (set 187's own docstring):\n"
    'Stdlib-only checker for blind set 187 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET182 = os.path.join(HERE, 'ref', 'set182_scenarios.json')\n",
    "SET182 = os.path.join(HERE, 'ref', 'set182_scenarios.json')\n"
    "# set 189: set 187's list and its own choices file (set 187's ref/scenario_choices.json, copied under this name);\n"
    "# set 184's list (ref/set184_scenarios.json, copied from tests/data/blind_set184/ref/) holds the trees set 189 reuses\n"
    "SET187 = os.path.join(HERE, 'ref', 'set187_scenarios.json')\n"
    "SET187_CHOICES = os.path.join(HERE, 'ref', 'set187_scenario_choices.json')\n"
    "SET184 = os.path.join(HERE, 'ref', 'set184_scenarios.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set185', 'README.md')  # set 187: set 185's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set187', 'README.md')  # set 189: set 187's README")
rep("for n in (182,)]  # set 187: set 182's README", "for n in (184,)]  # set 189: set 184's README")
old_min = "    " + ", ".join("'%s': 12" % t for t in t187) + ",\n"
rep(old_min, "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % t187, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
rep("            %s}\nNEW_EST_TAGS = %r\n" % (', '.join(repr(s) for s in s187), s187),
    "            %s,\n            # new in set 189 (prose styles)\n            %s}\nNEW_EST_TAGS = %r\n"
    % (', '.join(repr(s) for s in s187), ', '.join(repr(s) for s in NEW_STYLES), NEW_STYLES))
pat = lambda ss: ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in ss)
rep("STYLE_PATTERNS = {\n" + pat(s187) + "}\n# set 185's patterns (kept for the record)\n",
    "STYLE_PATTERNS = {\n" + pat(NEW_STYLES) + "}\n# set 187's patterns (kept for the record)\nSET187_STYLE_PATTERNS = {\n"
    + pat(s187) + "}\n# set 185's patterns (kept for the record)\n")
rep("AVOIDED_EST_FORMS = {'lua_note',",
    "# set 189: set 187's claim tags, their words and its persona theme word (%s), and set 184's (%s); set 187's\n"
    "# and set 184's styles and theme words (%s, %s), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set([%s])\nSET41_STYLE_VARIANTS |= set([%s])\nEST_TAGS |= set([%s])\n"
    "AVOIDED_EST_FORMS = {'lua_note'," % (p187[0], p184[0], q187[0], q184[0], fmt(claim_add), fmt(style_add),
                                         fmt(set(s187) | set(s184))))
rep("        err('ref/set182_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 187 reuses)')\n",
    "        err('ref/set182_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 187 reused)')\n"
    "    s187x_ = json.load(open(SET187))  # set 187's ids: not to be chosen again\n"
    "    if len(s187x_) != 20 or len({ds[x][2] for x in s187x_ if x in ds}) != 20:\n"
    "        err('ref/set187_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s184x_ = json.load(open(SET184))  # set 184's scenario ids: the trees set 189 reuses\n"
    "    set27_keys = {ds[x][2] for x in s184x_ if x in ds}  # set 184's trees (name kept from set 39's checker)\n"
    "    if len(s184x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set184_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 189 reuses)')\n")
rep("    for x in s182x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s185x_]\n",
    "    for x in s184x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s187x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set187_scenarios.json'))) != chosen:\n"
    "            err('ref/set187_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set187_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set189_scenarios.json'))) != chosen:\n"
    "            err('ref/set189_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set189_scenarios.json: %s' % e)\n"
    "    # set 187's own choices file (saved as ref/set187_scenario_choices.json) must agree with ref/set187_scenarios.json\n"
    "    try:\n        s187 = [c['scenario'] for c in json.load(open(SET187_CHOICES))['chosen']]\n"
    "        if len(s187) != 20 or s187 != json.load(open(SET187)):\n"
    "            err('ref/set187_scenario_choices.json should list 20 chosen ids, those of ref/set187_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET187_CHOICES, e))\n")
rep("is not used by set 187' % x)", "is not used by set 189' % x)")
rep("        if x in s182x_:\n            err('chosen scenario %s is one of set 182\\'s own ids' % x)\n"
    "        if x in s185x_:\n            err('chosen scenario %s is one of set 185\\'s ids' % x)\n",
    "        if x in s184x_:\n            err('chosen scenario %s is one of set 184\\'s own ids' % x)\n"
    "        if x in s187x_:\n            err('chosen scenario %s is one of set 187\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 182\\'s trees' % sc)", "err('scenario %s is not in one of set 184\\'s trees' % sc)")
rep("err('new tag %s appears in set 185\\'s README' % t)", "err('new tag %s appears in set 187\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 185\\'s README' % t)", "err('new tag %s (with a space) appears in set 187\\'s README' % t)")
rep("err('set 185\\'s README not found at %s' % SET30_README)", "err('set 187\\'s README not found at %s' % SET30_README)")
rep("all set 182\\'s trees, none of set 182\\'s or set 185\\'s ids)", "all set 184\\'s trees, none of set 184\\'s or set 187\\'s ids)")
open(os.path.join(OUT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('set 187:', t187, s187, p187, q187)
print('set 184:', t184, s184, p184, q184)
print('claim entries added:', len(claim_add), 'style entries added:', len(style_add))
