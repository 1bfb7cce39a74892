"""Copies set 139's validate.py and writes validate.py here, patched for set 141 (asserted replacements)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set139', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
L = json.load(open('/tmp/blind141/lists.json'))
s = open(SRC).read()
n = 0
def rep(old, new, count=1):
    global s, n
    c = s.count(old)
    assert c == count, (old[:80], c)
    s = s.replace(old, new); n += c
NEW_TAGS = ['torenwachter_torenhoorn', 'nocnystroz_kolatka', 'vaekter_morgenstjerne', 'nachtwaechter_stundenruf',
            'vartija_tornikello', 'stadswaker_lantaarn', 'wachter_uurwerk', 'ratelwacht_ratel']
NEW_STYLES = ['composing', 'justifying', 'imposing', 'distributing', 'tympaning', 'quadding']
DROPPED_TAGS = ['saulnier_fare', 'soljar_solana', 'salzsieder_sudpfanne', 'sauner_salzpfanne', 'varecheur_civiere',
    'pouceur_ridelle', 'yolero_cuchara', 'sapeador_chinchorro', 'nachtwaechter_spiess', 'wachtmeester_ratel',
    'vartija_vaivaisukko', 'paludier_oeillet', 'salinaro_vasca', 'tuzcu_tava', 'shiotaki_kama', 'salinero_salina',
    'saulnier_gerbier', 'pfannhauser_sole', 'wichman_ship', 'sfoungaras_skandalopetra', 'sargaceiro_galhapo',
    'percebeiro_rasqueta', 'tonnaroto_mattanza', 'rais_tonnara', 'haenyeo_tewak', 'ama_tenugui',
    'ostreiculteur_poche', 'tanguier_goemon', 'ramasseur_varech', 'quahogger_bullrake', 'sfungaru_specchio',
    'perlaio_conchiglia', 'pescante_almadraba', 'rosaleiro_ancinho', 'sereno_chuzo', 'nachtwaechter_hellebarde',
    'yomawari_hyoshigi', 'serenu_lanterna', 'rondin_lanterne', 'veilleur_crecelle', 'tornvaktare_lykta',
    'turmwaechter_feuerhorn', 'pozharny_kalancha', 'tuermer_tuermerstube', 'tuermer_stundenglas',
    'tornvakt_stormklocka', 'ronda_farol', 'vartija_kalkattimo']
DROPPED_STYLES = ['typographe', 'renneting', 'ripening', 'syruping', 'candling', 'chasing', 'spacing', 'ruling',
    'sortsman', 'relieur', 'tipping', 'guarding', 'forwarding', 'marbling', 'plowing', 'chipping', 'needling',
    'letting', 'unisoning', 'cheddaring', 'hooping', 'brining', 'curding', 'scalding', 'quoining', 'typesetting',
    'makeready', 'chandling', 'wicking', 'rendering', 'dipping', 'sugarbush', 'evaporating', 'filtering',
    'stonehand', 'typecase', 'platen', 'galleying', 'planing', 'overlaying', 'unlocking', 'pulling', 'tympan',
    'pressman', 'stickful', 'printshop', 'typehigh', 'wayzgoose', 'headbanding', 'endbanding', 'paring',
    'tooling', 'collating', 'kettlestitching', 'glueing', 'vitrail', 'foiling', 'soldering', 'cartooning',
    'puttying', 'kilning', 'voicing', 'regulating', 'stringing', 'hammering', 'pinblocking']
old_tags = L['139']['NEW_CLAIM_TAGS'] + L['140']['NEW_CLAIM_TAGS']
add_tags = set(old_tags) | {w for t in old_tags for w in t.split('_')} | set(L['140']['EARLIER_CLAIM_TAGS']) | set(DROPPED_TAGS)
add_styles = set(L['139']['NEW_EST_TAGS'] + L['140']['NEW_EST_TAGS']) | set(L['140']['SET41_STYLE_VARIANTS']) | set(DROPPED_STYLES)
for t in NEW_TAGS:
    assert t not in add_tags and not any(w in add_tags for w in t.split('_')), t
for t in NEW_STYLES:
    assert t not in add_styles, t
rep('"""Stdlib-only checker for blind set 139 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 141 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    "Set 141: set 139's checker (below, its docstring kept) patched by build/patch_validate.py with set 141's tags,\n"
    "styles and counts, set 141's scenario rule (the 20 trees that hold set 136's 20 scenarios, in set 136's order,\n"
    "each represented by its lowest record id that is neither set 136's id nor one of set 139's ids), and the READMEs\n"
    "of sets 139 and 140 for the distance checks; the lists of set 140's checker are added.\n\n"
    "Set 139 (set 139's own docstring):\n\n"
    "Stdlib-only checker for blind set 139 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set137', 'README.md')",
    "SET30_README = os.path.join(HERE, '..', 'blind_set139', 'README.md')")
rep("for n in (138,)]", "for n in (140,)]")
rep("SET137_CHOICES = os.path.join(HERE, 'ref', 'set137_scenario_choices.json')\n",
    "SET137_CHOICES = os.path.join(HERE, 'ref', 'set137_scenario_choices.json')\n"
    "# set 141: set 136's scenario list (the trees set 141 reuses; copied from set 136's ref/) and set 139's list and\n"
    "# its own choices file (set 139's ref/scenario_choices.json, copied under this name)\n"
    "SET136 = os.path.join(HERE, 'ref', 'set136_scenarios.json')\n"
    "SET139 = os.path.join(HERE, 'ref', 'set139_scenarios.json')\n"
    "SET139_CHOICES = os.path.join(HERE, 'ref', 'set139_scenario_choices.json')\n")
rep("    'yaylaci_yayla': 12, 'zagal_cayado': 12, 'rabadan_majada': 12, 'sennerin_almhuette': 12, 'owczarz_redyk': 12, 'vlachos_kalyva': 12, 'ovejero_redil': 12, 'raika_dhani': 12,\n",
    "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = ['yaylaci_yayla', 'zagal_cayado', 'rabadan_majada', 'sennerin_almhuette', 'owczarz_redyk', 'vlachos_kalyva', 'ovejero_redil', 'raika_dhani']",
    "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            'mordanting', 'woading', 'pirning', 'sleying', 'heddling', 'shuttling'}\n",
    "            'mordanting', 'woading', 'pirning', 'sleying', 'heddling', 'shuttling',\n"
    "            # set 140's prose styles\n            " + ', '.join(repr(x) for x in L['140']['NEW_EST_TAGS']) + ",\n"
    "            # new in set 141 (prose styles)\n            " + ', '.join(repr(x) for x in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = ['mordanting', 'woading', 'pirning', 'sleying', 'heddling', 'shuttling']", "NEW_EST_TAGS = %r" % NEW_STYLES)
rep("""STYLE_PATTERNS = {
    'mordanting': [r'(?i)\\bmordanting\\b'],""", "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEW_STYLES) + "}\n# set 139's patterns (kept for the record)\nSET139_STYLE_PATTERNS = {\n    'mordanting': [r'(?i)\\bmordanting\\b'],")
rep("SET41_STYLE_VARIANTS |= set([", "SET41_STYLE_VARIANTS |= set([", 1)
i = s.index('SET41_STYLE_VARIANTS |= set([')
j = s.index('\n', i)
s = s[:j + 1] + ("# set 141: set 139's and set 140's claim tags and their words, set 140's whole EARLIER_CLAIM_TAGS list and set 141's\n"
    "# dropped tag candidates; set 139's and set 140's styles, set 140's whole SET41_STYLE_VARIANTS list and set 141's\n"
    "# dropped and unused style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\n" % (sorted(add_tags), sorted(add_styles))) + s[j + 1:]
rep("    s28_ = json.load(open(SET134))  # set 134's scenario ids: the trees set 139 reuses (name kept from set 39's checker)\n",
    "    s139x_ = json.load(open(SET139))\n"
    "    if len(s139x_) != 20 or len({ds[x][2] for x in s139x_ if x in ds}) != 20:\n"
    "        err('ref/set139_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s134x_ = json.load(open(SET134))\n"
    "    if len(s134x_) != 20 or len({ds[x][2] for x in s134x_ if x in ds}) != 20:\n"
    "        err('ref/set134_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET136))  # set 136's scenario ids: the trees set 141 reuses (name kept from set 39's checker)\n")
rep("        err('ref/set134_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 139 reuses)')",
    "        err('ref/set136_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 141 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s137x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s139x_]")
rep("if json.load(open(os.path.join(HERE, 'ref', 'set139_scenarios.json'))) != chosen:", "if json.load(open(os.path.join(HERE, 'ref', 'set141_scenarios.json'))) != chosen:")
rep("err('ref/set139_scenarios.json does not list the chosen ids", "err('ref/set141_scenarios.json does not list the chosen ids")
rep("err('cannot read ref/set139_scenarios.json: %s' % e)", "err('cannot read ref/set141_scenarios.json: %s' % e)")
rep("    # set 137's own choices file (saved as ref/set137_scenario_choices.json) must agree with ref/set137_scenarios.json\n",
    "    # set 139's own choices file (saved as ref/set139_scenario_choices.json) must agree with ref/set139_scenarios.json\n"
    "    try:\n"
    "        s139 = [c['scenario'] for c in json.load(open(SET139_CHOICES))['chosen']]\n"
    "        if len(s139) != 20 or s139 != json.load(open(SET139)):\n"
    "            err('ref/set139_scenario_choices.json should list 20 chosen ids, those of ref/set139_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET139_CHOICES, e))\n"
    "    # set 137's own choices file (saved as ref/set137_scenario_choices.json) must agree with ref/set137_scenarios.json\n")
rep("is not used by set 139' % x)", "is not used by set 141' % x)")
rep("is one of set 134\\'s own ids' % x)", "is one of set 136\\'s own ids' % x)")
rep("        if x in s137x_:\n            err('chosen scenario %s is one of set 137\\'s ids' % x)",
    "        if x in s139x_:\n            err('chosen scenario %s is one of set 139\\'s ids' % x)")
rep("is not in one of set 134\\'s trees' % sc)", "is not in one of set 136\\'s trees' % sc)")
rep("appears in set 137\\'s README' % t)", "appears in set 139\\'s README' % t)", 2)
rep("err('set 137\\'s README not found at %s' % SET30_README)", "err('set 139\\'s README not found at %s' % SET30_README)")
rep("all set 134\\'s trees, none of set 134\\'s or set 137\\'s ids)", "all set 136\\'s trees, none of set 136\\'s or set 139\\'s ids)")
open(DST, 'w').write(s)
print(n, 'replacements;', len(add_tags), 'tag entries and', len(add_styles), 'style entries added')
