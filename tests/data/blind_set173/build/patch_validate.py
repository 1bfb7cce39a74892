"""Writes set 173's validate.py from set 171's (tests/data/blind_set171/validate.py, read as text, never run or
imported) by asserted replacements: set 173's tags, styles and counts; set 173's scenario rule (the 20 trees that hold
set 168's 20 scenarios, in set 168's order, each represented by its lowest record id that is neither set 168's id nor
one of set 171's ids; ref/set168_scenarios.json is a copy of tests/data/blind_set168/ref/set168_scenarios.json, and
ref/set171_scenario_choices.json a copy of set 171's ref/scenario_choices.json); the READMEs of sets 171 and 170 for
the distance checks; set 171's and set 170's tags, their words, styles and theme words (falafel, mineral,
technician, sashiko) added to the earlier lists."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set171', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['kantinenkoch_schoepfkelle', 'kantinekok_opscheplepel', 'keittaja_kauha', 'kokerska_soppslev',
            'kantinedame_grydeske', 'cozinheira_concha', 'menzaszakacs_talca', 'cuoca_mestolo']
NEW_STY = ['crustose', 'foliose', 'fruticose', 'squamulose', 'umbilicate', 'filamentous']
T171 = ['falafelnik_kaf', 'bayyaataamiya_maghrafa', 'falafelverkaeufer_schaumkelle', 'falafelverkoper_schuimspaan',
        'falafelforsaljare_halslev', 'falafelci_kevgir', 'falafelsaelger_hulske', 'falafelarus_szurokanal']
T170 = ['techniker_schraubendreher', 'systeembeheerder_netwerkkabel', 'sistemista_cacciavite',
        'rendszergazda_cimkenyomtato', 'tukihenkilo_telakointiasema', 'serwisant_zaciskarka',
        'supporttekniker_skruvmejsel', 'tecnico_alicate']
S171 = ['acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate']
S170 = ['asanoha', 'seigaiha', 'kakinohana', 'hitomezashi', 'yabane', 'shippo']
words = sorted(set(T171 + T170 + [w for t in T171 + T170 for w in t.split('_')] + ['falafel', 'technician', 'technicians']))
R = []
def rep(a, b, n=1):
    global src
    assert src.count(a) == n, (src.count(a), a[:120])
    src = src.replace(a, b)
rep('"""Stdlib-only checker for blind set 171 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 173 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 173: set 171's checker (below, its docstring kept) patched by build/patch_validate.py with set 173's tags,\n"
    "styles and counts, set 173's scenario rule (the 20 trees that hold set 168's 20 scenarios, in set 168's order,\n"
    "each represented by its lowest record id that is neither set 168's id nor one of set 171's ids), and the READMEs\n"
    "of sets 171 and 170 for the distance checks; set 171's and set 170's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 171 (set 171's own docstring):\n"
    'Stdlib-only checker for blind set 171 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set169', 'README.md')  # set 171: set 169's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set171', 'README.md')  # set 173: set 171's README")
rep("for n in (168,)]  # set 171: set 168's README", "for n in (170,)]  # set 173: set 170's README")
rep("SET166 = os.path.join(HERE, 'ref', 'set166_scenarios.json')\n",
    "SET166 = os.path.join(HERE, 'ref', 'set166_scenarios.json')\n"
    "# set 173: set 171's list and its own choices file (set 171's ref/scenario_choices.json, copied under this name);\n"
    "# set 168's list (ref/set168_scenarios.json, copied from tests/data/blind_set168/ref/) holds the trees set 173 reuses\n"
    "SET171 = os.path.join(HERE, 'ref', 'set171_scenarios.json')\n"
    "SET171_CHOICES = os.path.join(HERE, 'ref', 'set171_scenario_choices.json')\n"
    "SET168 = os.path.join(HERE, 'ref', 'set168_scenarios.json')\n")
old_min = '    ' + ', '.join("'%s': 12" % t for t in T171) + ',\n'
rep(old_min, '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep('NEW_CLAIM_TAGS = %r\n' % T171, 'NEW_CLAIM_TAGS = %r\n' % NEW_TAGS)
rep("            # new in set 171 (prose styles)\n            'acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate'}\n",
    "            # new in set 171 (prose styles)\n            'acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate',\n"
    "            # new in set 173 (prose styles)\n            " + ', '.join("'%s'" % s for s in NEW_STY) + "}\n")
rep('NEW_EST_TAGS = %r\n' % S171, 'NEW_EST_TAGS = %r\n' % NEW_STY)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S171) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STY) + '}\n'
           + "# set 171's patterns (kept for the record)\nSET171_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S171) + '}\n')
rep(old_pat, new_pat)
rep('AVOIDED_EST_FORMS = {',
    "# set 173: set 171's claim tags, their words and its persona theme word, and set 170's (a parallel set); set 171's\n"
    "# and set 170's styles and theme words\n"
    'EARLIER_CLAIM_TAGS |= set(%r)\n' % words
    + 'SET41_STYLE_VARIANTS |= set(%r)\n' % sorted(S171 + S170 + ['mineral', 'sashiko'])
    + 'EST_TAGS |= set(%r)\n' % sorted(S171 + S170)
    + 'AVOIDED_EST_FORMS = {')
rep("    s28_ = json.load(open(SET166))  # set 166's scenario ids: the trees set 171 reuses (name kept from set 39's checker)\n",
    "    s166x_ = json.load(open(SET166))\n"
    "    if len(s166x_) != 20 or len({ds[x][2] for x in s166x_ if x in ds}) != 20:\n"
    "        err('ref/set166_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s171x_ = json.load(open(SET171))  # set 171's ids: not to be chosen again\n"
    "    if len(s171x_) != 20 or len({ds[x][2] for x in s171x_ if x in ds}) != 20:\n"
    "        err('ref/set171_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET168))  # set 168's scenario ids: the trees set 173 reuses (name kept from set 39's checker)\n")
rep("err('ref/set166_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 171 reuses)')",
    "err('ref/set168_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 173 reuses)')")
rep("if y != x and y not in s169x_]", "if y != x and y not in s171x_]")
rep("'set171_scenarios.json'))) != chosen:\n            err('ref/set171_scenarios.json does not list",
    "'set173_scenarios.json'))) != chosen:\n            err('ref/set173_scenarios.json does not list")
rep("        err('cannot read ref/set171_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set173_scenarios.json: %s' % e)\n"
    "    # set 171's own choices file (saved as ref/set171_scenario_choices.json) must agree with ref/set171_scenarios.json\n"
    "    try:\n"
    "        s171 = [c['scenario'] for c in json.load(open(SET171_CHOICES))['chosen']]\n"
    "        if len(s171) != 20 or s171 != json.load(open(SET171)):\n"
    "            err('ref/set171_scenario_choices.json should list 20 chosen ids, those of ref/set171_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET171_CHOICES, e))\n")
rep("is not used by set 171' % x)", "is not used by set 173' % x)")
rep("err('chosen scenario %s is one of set 166\\'s own ids' % x)", "err('chosen scenario %s is one of set 168\\'s own ids' % x)")
rep("        if x in s169x_:\n            err('chosen scenario %s is one of set 169\\'s ids' % x)",
    "        if x in s171x_:\n            err('chosen scenario %s is one of set 171\\'s ids' % x)")
rep("is not in one of set 166\\'s trees' % sc)", "is not in one of set 168\\'s trees' % sc)")
rep("appears in set 169\\'s README' % t)", "appears in set 171\\'s README' % t)", 2)
rep("err('set 169\\'s README not found at %s' % SET30_README)", "err('set 171\\'s README not found at %s' % SET30_README)")
rep("all set 166\\'s trees, none of set 166\\'s or set 169\\'s ids)", "all set 168\\'s trees, none of set 168\\'s or set 171\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
