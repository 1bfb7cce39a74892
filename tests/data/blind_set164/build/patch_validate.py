"""Writes ../validate.py: set 162's checker patched for set 164 by asserted replacements: set 164's tags, styles
and counts; set 164's scenario rule (the 20 trees that hold set 159's 20 scenarios, in set 159's order, each
represented by its lowest record id that is neither set 159's id nor one of set 162's ids; set 162's own choices
file is kept as ref/set162_scenario_choices.json and checked against ref/set162_scenarios.json); the READMEs of
sets 162 and 161 for the distance checks; set 162's tags, their words, its styles and theme words added to the
earlier lists."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set162', 'validate.py'), encoding='utf-8').read()
OLD_TAGS = ['bylinkar_hmozdir', 'erborista_mortaio', 'herbolario_almirez', 'ervanario_pilao', 'krautersammler_sichel',
            'fuvesember_mozsar', 'kruidenvrouw_vijzel', 'buruienar_piulita']
NEW_TAGS = ['moutardier_tamis', 'mosterdmaker_kruik', 'mostacero_orza', 'mostardaio_pestello', 'horcicar_mlynek',
            'mustarmester_daralo', 'mostrichmacher_muehlstein', 'mostardeiro_alguidar']
OLD_STY = ['alegrias', 'bulerias', 'farruca', 'granaina', 'malaguena', 'seguiriyas']
NEW_STY = ['allemande', 'courante', 'sarabande', 'gigue', 'gavotte', 'bourree']
n_rep = 0
def rep(old, new, count=1):
    global src, n_rep
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)
    n_rep += 1

rep('"""Stdlib-only checker for blind set 162 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 164 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 164: set 162's checker (below, its docstring kept) patched by build/patch_validate.py with set 164's tags,\n"
    "styles and counts, set 164's scenario rule (the 20 trees that hold set 159's 20 scenarios, in set 159's order,\n"
    "each represented by its lowest record id that is neither set 159's id nor one of set 162's ids), and the READMEs\n"
    "of sets 162 and 161 for the distance checks; set 162's tags, their words, styles and theme words are added to the\n"
    "earlier lists.\n"
    "Set 162 (set 162's own docstring):\n"
    'Stdlib-only checker for blind set 162 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set161', 'README.md')  # set 162: set 161's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set162', 'README.md')  # set 164: set 162's README")
rep("for n in (160,)]  # set 162: set 160's README", "for n in (161,)]  # set 164: set 161's README")
rep("SET157 = os.path.join(HERE, 'ref', 'set157_scenarios.json')\n",
    "SET157 = os.path.join(HERE, 'ref', 'set157_scenarios.json')\n"
    "# set 164: set 162's list and its own choices file (set 162's ref/scenario_choices.json, copied under this name);\n"
    "# set 159's list (ref/set159_scenarios.json, above) holds the trees set 164 reuses\n"
    "SET162 = os.path.join(HERE, 'ref', 'set162_scenarios.json')\n"
    "SET162_CHOICES = os.path.join(HERE, 'ref', 'set162_scenario_choices.json')\n")
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
new_min = ', '.join("'%s': 12" % t for t in NEW_TAGS)
rep(old_min, new_min)
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 162 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STY),
    "            # new in set 162 (prose styles)\n            %s,\n            # new in set 164 (prose styles)\n            %s}"
    % (', '.join("'%s'" % s for s in OLD_STY), ', '.join("'%s'" % s for s in NEW_STY)))
rep('NEW_EST_TAGS = %r' % OLD_STY, 'NEW_EST_TAGS = %r' % NEW_STY)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STY) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STY) + '}\n'
           "# set 162's patterns (kept for the record)\nSET162_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STY) + '}\n')
rep(old_pat, new_pat)
words = sorted(set(OLD_TAGS) | {w for t in OLD_TAGS for w in t.split('_')} | {'herbalist', 'herbalists'})
rep("AVOIDED_EST_FORMS = {'lua_note',",
    "# set 164: set 162's claim tags and their words and theme word; set 162's styles and theme words\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLD_STY + ['flamenco', 'palo']) +
    "EST_TAGS |= set(%r)\n" % OLD_STY +
    "AVOIDED_EST_FORMS = {'lua_note',")
# scenario rule
rep("    s28_ = json.load(open(SET157))  # set 157's scenario ids: the trees set 162 reuses (name kept from set 39's checker)",
    "    s162x_ = json.load(open(SET162))  # set 162's ids: not to be chosen again\n"
    "    if len(s162x_) != 20 or len({ds[x][2] for x in s162x_ if x in ds}) != 20:\n"
    "        err('ref/set162_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s157x_ = json.load(open(SET157))\n"
    "    if len(s157x_) != 20 or len({ds[x][2] for x in s157x_ if x in ds}) != 20:\n"
    "        err('ref/set157_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET159))  # set 159's scenario ids: the trees set 164 reuses (name kept from set 39's checker)")
rep("        err('ref/set157_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 162 reuses)')",
    "        err('ref/set159_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 164 reuses)')")
rep("if y != x and y not in s161x_]", "if y != x and y not in s162x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set162_scenarios.json'))) != chosen:\n"
    "            err('ref/set162_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set162_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set164_scenarios.json'))) != chosen:\n"
    "            err('ref/set164_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set164_scenarios.json: %s' % e)\n"
    "    # set 162's own choices file (saved as ref/set162_scenario_choices.json) must agree with ref/set162_scenarios.json\n"
    "    try:\n"
    "        s162 = [c['scenario'] for c in json.load(open(SET162_CHOICES))['chosen']]\n"
    "        if len(s162) != 20 or s162 != json.load(open(SET162)):\n"
    "            err('ref/set162_scenario_choices.json should list 20 chosen ids, those of ref/set162_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET162_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 162' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 164' % x)")
rep("            err('chosen scenario %s is one of set 157\\'s own ids' % x)\n        if x in s161x_:\n"
    "            err('chosen scenario %s is one of set 161\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 159\\'s own ids' % x)\n        if x in s162x_:\n"
    "            err('chosen scenario %s is one of set 162\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 157\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 159\\'s trees' % sc)")
rep("                err('new tag %s appears in set 161\\'s README' % t)", "                err('new tag %s appears in set 162\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 161\\'s README' % t)",
    "                err('new tag %s (with a space) appears in set 162\\'s README' % t)")
rep("        err('set 161\\'s README not found at %s' % SET30_README)", "        err('set 162\\'s README not found at %s' % SET30_README)")
rep("all set 157\\'s trees, none of set 157\\'s or set 161\\'s ids)", "all set 159\\'s trees, none of set 159\\'s or set 162\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('replacements', n_rep)
