# copies set 131's validate.py and writes set 130's (asserted replacements)
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set131', 'validate.py')).read()
n = 0
def rep(old, new, count=1):
    global src, n
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new); n += 1
rep('''"""Stdlib-only checker for blind set 131 (claims.jsonl, estimates.jsonl, README.md).

Set 129's checker with set 131's tags and counts, set 131's scenario rule (reused universes: the 20 trees
that hold set 126's 20 scenarios, in set 126's order, each represented by its lowest record id that is neither
set 126's id nor one of set 129's ids), and set 131's prose notes''',
'''"""Stdlib-only checker for blind set 130 (claims.jsonl, estimates.jsonl, README.md).

Set 131's checker with set 130's tags and counts, set 130's scenario rule (reused universes: the 20 trees
that hold set 125's 20 scenarios, in set 125's order, each represented by its lowest record id that is neither
set 125's id nor one of set 131's ids), and set 130's prose notes''')
rep("SET126 = os.path.join(HERE, 'ref', 'set126_scenarios.json')\n",
    "SET126 = os.path.join(HERE, 'ref', 'set126_scenarios.json')\n"
    "# set 131's scenario list and its own choices file (set 131's ref/scenario_choices.json, copied under this name)\n"
    "SET131 = os.path.join(HERE, 'ref', 'set131_scenarios.json')\n"
    "SET131_CHOICES = os.path.join(HERE, 'ref', 'set131_scenario_choices.json')\n")
rep("# set 129's README: beside this folder (set 129 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set129', 'README.md')",
    "# set 131's README: beside this folder (set 131 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set131', 'README.md')")
rep("# set 127's README (the lists of sets 121, 123 and 126 are already literals below, from set 129's checker)\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set127', 'README.md')]",
    "# set 129's README (the lists of sets 121, 123, 126 and 127 are already literals below, from set 131's checker)\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set129', 'README.md')]")
rep("""    # set 131 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 131's new tags, each with committing and adversarial forms (checked below)
    'shisaya_shisa': 12, 'rafuteya_rafute': 12, 'omamoriya_omamori': 12, 'yakgwaya_yakgwa': 12,
    'nurukjang_nuruk': 12, 'tuhojang_tuho': 12, 'sotjang_sot': 12, 'pogacsas_pogacsa': 12,""",
"""    # set 130 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 130's new tags, each with committing and adversarial forms (checked below)
    'samsapaz_samsa': 12, 'varenychnyk_varenyk': 12, 'sakotininkas_sakotis': 12, 'tkemalnik_tkemali': 12,
    'navvotpaz_navvot': 12, 'pelmenshchik_pelmen': 12, 'parvardapaz_parvarda': 12, 'tarhonyas_tarhonya': 12,""")
rep("NEW_CLAIM_TAGS = ['shisaya_shisa', 'rafuteya_rafute', 'omamoriya_omamori', 'yakgwaya_yakgwa', 'nurukjang_nuruk', 'tuhojang_tuho', 'sotjang_sot', 'pogacsas_pogacsa']",
    "NEW_CLAIM_TAGS = ['samsapaz_samsa', 'varenychnyk_varenyk', 'sakotininkas_sakotis', 'tkemalnik_tkemali', 'navvotpaz_navvot', 'pelmenshchik_pelmen', 'parvardapaz_parvarda', 'tarhonyas_tarhonya']")
rep("EARLIER_CLAIM_TAGS = {\n",
    """EARLIER_CLAIM_TAGS = {
    # set 131's tags and their words (from set 131's README)
    'shisaya_shisa', 'rafuteya_rafute', 'omamoriya_omamori', 'yakgwaya_yakgwa', 'nurukjang_nuruk', 'tuhojang_tuho',
    'sotjang_sot', 'pogacsas_pogacsa', 'shisaya', 'shisa', 'rafuteya', 'rafute', 'omamoriya', 'omamori', 'yakgwaya',
    'yakgwa', 'nurukjang', 'nuruk', 'tuhojang', 'tuho', 'sotjang', 'sot', 'pogacsas', 'pogacsa',
    # set 130's candidates that passed the lists and were dropped (the same trade or object as an earlier tag or
    # entry: rushnykar_rushnyk (towel, embroiderer_hoop), tkachykha_kylym (kilim), ryavever_rya (rug, ragrugger),
    # sardinheira_sardinha (fishmonger_slab, fishwife_creel), waubuat_wau (kite, kite_flyer), rakijar_rakija
    # (brandy, distiller_still), zlabijar_zlabija (set 131's yakgwaya_yakgwa: fried in syrup), pittukaran_pittu (rice,
    # coconut); ondeondepenjual_ondeonde passed and was not used)
    'rushnykar_rushnyk', 'rushnykar', 'rushnyk', 'tkachykha_kylym', 'tkachykha', 'kylym', 'ryavever_rya', 'ryavever',
    'rya', 'sardinheira_sardinha', 'sardinheira', 'sardinha', 'waubuat_wau', 'waubuat', 'wau', 'rakijar_rakija',
    'rakijar', 'rakija', 'zlabijar_zlabija', 'zlabijar', 'zlabija', 'pittukaran_pittu', 'pittukaran', 'pittu',
    'ondeondepenjual_ondeonde', 'ondeondepenjual', 'ondeonde',
""")
rep("""            # new in set 131 (prose styles)
            'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing'}
NEW_EST_TAGS = ['scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing']
# set 131: what each prose style must show""",
"""            # set 131's prose styles
            'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing',
            # new in set 130 (prose styles)
            'tawing', 'sammying', 'shaving', 'softening', 'oiling', 'skiving'}
NEW_EST_TAGS = ['tawing', 'sammying', 'shaving', 'softening', 'oiling', 'skiving']
# set 130: what each prose style must show""")
rep("""STYLE_PATTERNS = {
    'scaling': [r'(?i)\\bscaling\\b'],""", """STYLE_PATTERNS = {
    'tawing': [r'(?i)\\btawing\\b'],
    'sammying': [r'(?i)\\bsammying\\b'],
    'shaving': [r'(?i)\\bshaving\\b'],
    'softening': [r'(?i)\\bsoftening\\b'],
    'oiling': [r'(?i)\\boiling\\b'],
    'skiving': [r'(?i)\\bskiving\\b'],
}
# set 131's patterns (kept for the record; set 131's styles are not used here)
SET131_STYLE_PATTERNS = {
    'scaling': [r'(?i)\\bscaling\\b'],""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 131's prose styles and near variants (from set 131's README)
                        'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing',
                        'scale', 'preshape', 'round', 'retard', 'pan', 'spritz', 'bread', 'baking',
                        # set 130's style candidates: the theme word (tanning) and passing tanning terms not used,
                        # and the dropped candidates (an entry word, a substring or a word counted in an earlier
                        # README or validator)
                        'tanning', 'tanyard', 'liming', 'fleshing', 'buffing', 'unhairing', 'staking', 'splitting',
                        'soaking', 'stuffing', 'wringing', 'slicking', 'currying', 'pickling', 'setting', 'plating',
                        'tannery', 'hidework',
""")
rep("    s28_ = json.load(open(SET126))  # set 126's scenario ids: the trees set 131 reuses (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 126's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set126_scenarios.json should list 20 scenarios with 20 distinct trees')",
    "    s126x_ = json.load(open(SET126))\n    if len(s126x_) != 20 or len({ds[x][2] for x in s126x_ if x in ds}) != 20:\n        err('ref/set126_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s131x_ = json.load(open(SET131))\n    if len(s131x_) != 20 or len({ds[x][2] for x in s131x_ if x in ds}) != 20:\n        err('ref/set131_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET125))  # set 125's scenario ids: the trees set 130 reuses (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 125's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set125_scenarios.json should list 20 scenarios with 20 distinct trees')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s129x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s131x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set131_scenarios.json'))) != chosen:
            err('ref/set131_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set131_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set130_scenarios.json'))) != chosen:
            err('ref/set130_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set130_scenarios.json: %s' % e)
    # set 131's own choices file (saved as ref/set131_scenario_choices.json) must agree with ref/set131_scenarios.json
    try:
        s131 = [c['scenario'] for c in json.load(open(SET131_CHOICES))['chosen']]
        if len(s131) != 20 or s131 != json.load(open(SET131)):
            err('ref/set131_scenario_choices.json should list 20 chosen ids, those of ref/set131_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET131_CHOICES, e))""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 131' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 126\\'s own ids' % x)
        if x in s129x_:
            err('chosen scenario %s is one of set 129\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 130' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 125\\'s own ids' % x)
        if x in s131x_:
            err('chosen scenario %s is one of set 131\\'s ids' % x)""")
rep("            err('scenario %s is not in one of set 126\\'s trees' % sc)", "            err('scenario %s is not in one of set 125\\'s trees' % sc)")
rep("    # set 131's brief asks for exact counts", "    # set 130's brief asks for exact counts")
rep("                err('new tag %s appears in set 129\\'s README' % t)", "                err('new tag %s appears in set 131\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 129\\'s README' % t)", "                err('new tag %s (with a space) appears in set 131\\'s README' % t)")
rep("        err('set 129\\'s README not found at %s' % SET30_README)", "        err('set 131\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 126\\'s trees, none of set 126\\'s or set 129\\'s ids)", "(trees distinct, all set 125\\'s trees, none of set 125\\'s or set 131\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(n, 'replacements')
