# set 136: copies set 134's validate.py and patches it (each replacement asserted to hit its stated count)
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set134', 'validate.py')).read()
v133 = open(os.path.join(D, 'blind_set133', 'validate.py')).read()

def const(text, name):
    for n in ast.parse(text).body:
        if isinstance(n, ast.Assign) and any(getattr(t, 'id', None) == name for t in n.targets):
            return ast.literal_eval(n.value)
    raise KeyError(name)

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old, n, count)
    src = src.replace(old, new)

NEW_TAGS = ['csikos_karikas', 'gulyas_bogracs', 'juhasz_bunda', 'kanasz_baltacska', 'csordas_kolomp',
            'bojtar_bicska', 'bivalyos_jarom', 'ludas_furulya']
NEW_STYLES = ['coagulation', 'agglutination', 'hemolysis', 'fibrinolysis', 'erythropoiesis', 'diapedesis']
s134_tags = const(src, 'NEW_CLAIM_TAGS')
s134_styles = const(src, 'NEW_EST_TAGS')
s134_earlier = const(src, 'EARLIER_CLAIM_TAGS')
s134_var = const(src, 'SET41_STYLE_VARIANTS')
s133_tags = const(v133, 'NEW_CLAIM_TAGS')
s133_styles = const(v133, 'NEW_EST_TAGS')
s133_earlier = const(v133, 'EARLIER_CLAIM_TAGS')
s133_var = const(v133, 'SET41_STYLE_VARIANTS')
# set 134's candidates (from set 134's README) and set 136's failed candidates
s134_cands = ['accordionist_accordion', 'carillonneur_carillon', 'cimbalomist_cimbalom', 'didgeridooist_didgeridoo',
              'handpanist_handpan', 'kalimbist_kalimba', 'balalaikist_balalaika', 'dulcimerist_dulcimer',
              'gamelanist_gamelan', 'bandoneonist_bandoneon', 'koraist_kora', 'mbirist_mbira', 'bodhranist_bodhran',
              'bagpiper_chanter', 'harpist_harp', 'gondoliere_forcola', 'currachman_currach', 'feluccaman_felucca',
              'jangadeiro_jangada', 'coracler_coracle', 'dhowman_dhow', 'baidarkist_baidarka', 'lanchero_lancha',
              'chalanero_chalana', 'balsero_balsa', 'gabarrero_gabarra', 'champanero_champan', 'bonguero_bongo',
              'jukungman_jukung', 'kaikci_kaik', 'kettuvallam', 'mokoro', 'ama_awabi', 'burkitshi_berkut',
              'harrijasotzaile_harri', 'dhonivaru_dhoni', 'kolae', 'caique']
s136_failed = ['encajera_bolillo', 'chikankar_chikan', 'dentelliere_fuseau', 'kilimci_kilim', 'molera_mola',
               'halicci_hali', 'bogolanier_bogolan', 'alaro_adire', 'merlettaia_fuselli', 'chindonya_chindon',
               'kamishibaiya_kamishibai', 'amezaikushi_amezaiku', 'kijishi_kokeshi', 'biwahoshi_biwa',
               'daikagura_kasa', 'karakurishi_karakuri', 'ekibenya_ekiben', 'kumihimoshi_kumihimo',
               'costermonger_barrow', 'mudlark_foreshore', 'linkboy_flambeau', 'balladmonger_broadside',
               'jarvey_jauntingcar', 'knockerupper_clackstick', 'hedgelayer_billhook', 'bodger_lathe',
               'limeburner_kiln', 'collier_clamp', 'lengthsman_canal', 'hansomcabby_hansom', 'dredgerman_grapnel',
               'cressgirl_basket', 'beadle_mace', 'henwife_coop', 'bojtar_kulacs', 'gulyas_cifraszur',
               'menesgazda_kantar', 'juhasz_kampo', 'kondas_fokos', 'juhasz_furulya', 'csikos_kengyel', 'kanasz_duda',
               'kecskes_duda', 'puszta']  # failed, or passed and unused
add_tags = set()
for t in s134_tags + s133_tags + s134_cands + s136_failed:
    add_tags.add(t)
    add_tags.update(t.split('_'))
# set 136's failed or unused candidates that share a word with a set 136 tag (the herdsmen's names, the flute):
# only the whole candidate is listed, not that word
add_tags -= {w for t in NEW_TAGS for w in t.split('_')}
add_tags |= set(s133_earlier) - set(s134_earlier)
add_tags -= set(s134_earlier)
assert not (set(NEW_TAGS) | {w for t in NEW_TAGS for w in t.split('_')}) & (add_tags | set(s134_earlier)), 'new tag in list'
s134_style_cands = ['entomology', 'pupation', 'imago', 'apolysis', 'sclerotization', 'chorion', 'larviposition',
                    'instar', 'moulting', 'emergence', 'cocooning', 'hatching']
s136_style_failed = ['glassblowing', 'marvering', 'gathering', 'annealing', 'blocking', 'jacking', 'casing',
                     'flashing', 'cheddaring', 'curdling', 'brining', 'hooping', 'cheesemaking', 'cytology',
                     'mitosis', 'meiosis', 'interphase', 'metaphase', 'anaphase', 'cytokinesis', 'karyokinesis',
                     'karyogamy', 'chiasma', 'centrosome', 'kinetochore', 'aneuploidy', 'endomitosis',
                     'chemotaxis', 'margination', 'haemostasis']
add_var = set(s134_styles) | set(s133_styles) | {'reaping'} | set(s134_style_cands) | set(s136_style_failed)
add_var |= set(s133_var) - set(s134_var)
add_var -= set(s134_var)
assert not set(NEW_STYLES) & (add_var | set(s134_var))

rep('Stdlib-only checker for blind set 134 (', 'Stdlib-only checker for blind set 136 (')
rep("Set 132's checker with set 134's tags and counts, set 134's scenario rule (reused universes: the 20 trees\n"
    "that hold set 129's 20 scenarios, in set 129's order, each represented by its lowest record id that is neither\n"
    "set 129's id nor one of set 132's ids), distance checks against the READMEs of sets 132 and 130 and the\n"
    "lists of those sets (set 132's validator holds the lists of sets 121-131 it carried, set 130's those of set 129),\n"
    "and set 134's prose notes",
    "Set 134's checker with set 136's tags and counts, set 136's scenario rule (reused universes: the 20 trees\n"
    "that hold set 131's 20 scenarios, in set 131's order, each represented by its lowest record id that is neither\n"
    "set 131's id nor one of set 134's ids), distance checks against the READMEs of sets 134 and 133 and the\n"
    "lists of those sets (set 134's validator holds the lists of sets 121-132 it carried, set 133's those of its chain),\n"
    "and set 136's prose notes")
rep("SET132_CHOICES = os.path.join(HERE, 'ref', 'set132_scenario_choices.json')\n",
    "SET132_CHOICES = os.path.join(HERE, 'ref', 'set132_scenario_choices.json')\n"
    "SET131 = os.path.join(HERE, 'ref', 'set131_scenarios.json')\n"
    "SET134 = os.path.join(HERE, 'ref', 'set134_scenarios.json')\n"
    "SET134_CHOICES = os.path.join(HERE, 'ref', 'set134_scenario_choices.json')\n")
rep("# set 134: set 132's README (this chain) and set 130's (the other chain)\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set132', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (130,)]",
    "# set 136: set 134's README (this chain) and set 133's (the other chain)\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set134', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (133,)]")
rep("    # set 134's new tags, each with committing and adversarial forms (checked below)\n"
    "    'bangkero_bangka': 12, 'dghajsi_dghajsa': 12, 'kaptan_luzzu': 12, 'chioggiotto_bragozzo': 12,\n"
    "    'batanaro_batana': 12, 'feluccaro_felucca': 12, 'cayuquero_cayuco': 12, 'doryman_dory': 12,\n",
    "    # set 136's new tags, each with committing and adversarial forms (checked below)\n"
    + ''.join("    '%s': 12,\n" % t for t in NEW_TAGS))
rep("# set 134 stresses replies", "# set 136 stresses replies")
rep("NEW_CLAIM_TAGS = %r\n" % s134_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
rep("EARLIER_CLAIM_TAGS = {\n", "EARLIER_CLAIM_TAGS = {\n    # set 136: set 134's tags, their words and set 134's candidates (from set 134's README); set 133's tags,\n"
    "    # their words and the entries of set 133's EARLIER_CLAIM_TAGS not already here; set 136's failed candidates\n"
    "    " + ', '.join(repr(x) for x in sorted(add_tags)) + ',\n')
rep("            # set 130's prose styles and set 134's (new)\n",
    "            # set 134's prose styles and set 136's (new)\n            " + ', '.join(repr(x) for x in NEW_STYLES) + ',\n')
rep("NEW_EST_TAGS = %r\n" % s134_styles, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s134_styles) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 134's patterns (kept for the record; set 134's styles are not used here)\nSET134_" + old_pat)
rep(old_pat, new_pat)
rep("SET41_STYLE_VARIANTS = {\n", "SET41_STYLE_VARIANTS = {\n                        # set 136: set 134's styles and candidates, set 133's styles, theme word and\n"
    "                        # the entries of set 133's list not already here, and set 136's failed candidates\n"
    "                        " + ', '.join(repr(x) for x in sorted(add_var)) + ',\n')
rep("    s132x_ = json.load(open(SET132))\n", "    s132x_ = json.load(open(SET134))  # set 134's ids (name kept from set 134's checker)\n")
rep("ref/set132_scenarios.json should list 20", "ref/set134_scenarios.json should list 20")
rep("json.load(open(SET132_CHOICES))['chosen']] != s132x_:\n            err('ref/set132_scenario_choices.json should list the ids of ref/set132_scenarios.json')",
    "json.load(open(SET134_CHOICES))['chosen']] != s132x_:\n            err('ref/set134_scenario_choices.json should list the ids of ref/set134_scenarios.json')")
rep("err('cannot read %s: %s' % (SET132_CHOICES, e))", "err('cannot read %s: %s' % (SET134_CHOICES, e))")
rep("    s28_ = json.load(open(SET129))  # set 129's scenario ids: the trees set 134 reuses",
    "    s28_ = json.load(open(SET131))  # set 131's scenario ids: the trees set 136 reuses")
rep("set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 129's trees", "set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 131's trees")
rep("# ---- scenarios: set 134 reuses universes (set 129's trees) ----", "# ---- scenarios: set 136 reuses universes (set 131's trees) ----")
rep("os.path.join(HERE, 'ref', 'set134_scenarios.json'))) != chosen:\n            err('ref/set134_scenarios.json does not list",
    "os.path.join(HERE, 'ref', 'set136_scenarios.json'))) != chosen:\n            err('ref/set136_scenarios.json does not list")
rep("err('cannot read ref/set134_scenarios.json: %s' % e)", "err('cannot read ref/set136_scenarios.json: %s' % e)")
rep("is not used by set 134' % x)", "is not used by set 136' % x)")
rep("is one of set 129\\'s own ids", "is one of set 131\\'s own ids")
rep("is one of set 132\\'s ids", "is one of set 134\\'s ids")
rep("is not in one of set 129\\'s trees", "is not in one of set 131\\'s trees")
rep("# set 134's brief asks for exact counts", "# set 136's brief asks for exact counts")
rep("appears in set 132\\'s README' % t)", "appears in set 134\\'s README' % t)", 2)
rep("err('set 132\\'s README not found", "err('set 134\\'s README not found")
rep("a prose style of sets 41 to 132 or a near variant", "a prose style of sets 41 to 134 or a near variant")
rep("all set 129\\'s trees, none of set 129\\'s or set 132\\'s ids", "all set 131\\'s trees, none of set 131\\'s or set 134\\'s ids")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('written', len(add_tags), len(add_var))
