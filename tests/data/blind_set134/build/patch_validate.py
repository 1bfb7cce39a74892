# Copies set 132's validate.py and patches it for set 134 (each replacement asserted to hit its stated count).
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set132', 'validate.py'), encoding='utf-8').read()
v130 = open(os.path.join(D, 'blind_set130', 'validate.py'), encoding='utf-8').read()

def consts(text, name):
    out = []
    for n in ast.parse(text).body:
        if isinstance(n, ast.Assign) and any(getattr(t, 'id', '') == name for t in n.targets):
            for s in ast.walk(n.value):
                if isinstance(s, ast.Constant) and isinstance(s.value, str):
                    out.append(s.value)
    return out

def lit(items, indent):
    items = sorted(set(items))
    lines, cur = [], indent
    for it in items:
        piece = repr(it) + ', '
        if len(cur) + len(piece) > 116:
            lines.append(cur.rstrip()); cur = indent
        cur += piece
    lines.append(cur.rstrip())
    return '\n'.join(lines) + '\n'

NEW_TAGS = ['bangkero_bangka', 'dghajsi_dghajsa', 'kaptan_luzzu', 'chioggiotto_bragozzo', 'batanaro_batana',
            'feluccaro_felucca', 'cayuquero_cayuco', 'doryman_dory']
NEW_STYLES = ['ecdysis', 'eclosion', 'diapause', 'chrysalis', 'histolysis', 'melanization']
s132_tags = consts(src, 'NEW_CLAIM_TAGS')
s130_tags = consts(v130, 'NEW_CLAIM_TAGS')
s130_earlier = consts(v130, 'EARLIER_CLAIM_TAGS')
s132_earlier = set(consts(src, 'EARLIER_CLAIM_TAGS'))
s130_styles = consts(v130, 'NEW_EST_TAGS')
s130_variants = consts(v130, 'SET41_STYLE_VARIANTS')
s132_variants = set(consts(src, 'SET41_STYLE_VARIANTS'))
s130_est = consts(v130, 'EST_TAGS')
add_claim = set(s132_tags) | {w for t in s132_tags for w in t.split('_')}
add_claim |= {'masa', 'budare', 'oklava', 'pistachio', 'bulgur', 'isot', 'lard', 'spiral', 'potato', 'dumpling'}
add_claim |= {'churrero_churro', 'empanadero_empanada', 'lokumcu_lokum', 'mazapanero_mazapan', 'cajetero_cajeta',
              'bowyer_bowstave', 'lapidary_cabochon', 'engraver_burin', 'milliner_hatpin', 'farrier_horseshoe',
              'dyer_indigo', 'clockmaker_escapement', 'bizcochero_bizcocho', 'berlingotier_berlingot',
              'lahmacuncu_lahmacun', 'kestaneci_kestane'}
add_claim |= set(s130_tags) | {w for t in s130_tags for w in t.split('_')}
add_claim |= set(s130_earlier) - s132_earlier
cand134 = ['accordionist_accordion', 'carillonneur_carillon', 'cimbalomist_cimbalom', 'didgeridooist_didgeridoo',
           'handpanist_handpan', 'kalimbist_kalimba', 'balalaikist_balalaika', 'dulcimerist_dulcimer',
           'gamelanist_gamelan', 'bandoneonist_bandoneon', 'koraist_kora', 'mbirist_mbira', 'bodhranist_bodhran',
           'bagpiper_chanter', 'harpist_harp', 'gondoliere_forcola', 'currachman_currach', 'feluccaman_felucca',
           'jangadeiro_jangada', 'coracler_coracle', 'dhowman_dhow', 'baidarkist_baidarka', 'ama_awabi',
           'burkitshi_berkut', 'harrijasotzaile_harri', 'kaikci_kaik', 'lanchero_lancha', 'chalanero_chalana',
           'balsero_balsa', 'gabarrero_gabarra', 'champanero_champan', 'bonguero_bongo', 'jukungman_jukung',
           'dhonivaru_dhoni', 'kettuvallam', 'mokoro', 'kolae', 'caique']
add_claim |= set(cand134)
add_claim -= s132_earlier
add_claim -= set(NEW_TAGS) | {w for t in NEW_TAGS for w in t.split('_')}
add_var = set(s130_variants) - s132_variants
add_var |= set(s130_styles) | {'tanning'}
add_var |= {'avulsion', 'aggradation', 'incision', 'headcutting', 'progradation', 'bifurcation', 'geomorphology',
            'fluvial', 'oxbow', 'deposition', 'scouring', 'bedload', 'sedimentation', 'lateral'}
add_var |= {'pupation', 'imago', 'apolysis', 'sclerotization', 'chorion', 'larviposition', 'instar', 'moulting',
            'emergence', 'cocooning', 'hatching', 'mycology', 'sporulation', 'mycelium', 'germination', 'limnology',
            'bryology', 'embryology', 'gastrulation', 'cleavage', 'absconding', 'supersedure', 'capping',
            'apiculture', 'beekeeping', 'swarming', 'requeening', 'metamorphosis'}
add_var -= s132_variants
add_var -= set(NEW_STYLES) | {'entomology'}
add_est = (set(s130_est) | set(NEW_STYLES)) - set(consts(src, 'EST_TAGS'))

n_total = 0
def rep(old, new, count=1):
    global src, n_total
    c = src.count(old)
    assert c == count, (old[:70], c, count)
    src = src.replace(old, new)
    n_total += 1

m = re.search(r'"""Stdlib-only checker.*?\n\nUsage:', src, re.S)
assert m
src = src[:m.start()] + '''"""Stdlib-only checker for blind set 134 (claims.jsonl, estimates.jsonl, README.md).

Set 132's checker with set 134's tags and counts, set 134's scenario rule (reused universes: the 20 trees
that hold set 129's 20 scenarios, in set 129's order, each represented by its lowest record id that is neither
set 129's id nor one of set 132's ids), distance checks against the READMEs of sets 132 and 130 and the
lists of those sets (set 132's validator holds the lists of sets 121-131 it carried, set 130's those of set 129),
and set 134's prose notes (six prose styles, 10 note texts each, both kinds, 120 records, no code or markup
characters; a line starting with -, * or # only as a plain prose bullet; each style's own construction checked
on every note).

Usage:''' + src[m.end():]
n_total += 1
rep("SET128_CHOICES = os.path.join(HERE, 'ref', 'set128_scenario_choices.json')\n",
    "SET128_CHOICES = os.path.join(HERE, 'ref', 'set128_scenario_choices.json')\n"
    "SET129 = os.path.join(HERE, 'ref', 'set129_scenarios.json')\n"
    "SET132 = os.path.join(HERE, 'ref', 'set132_scenarios.json')\n"
    "SET132_CHOICES = os.path.join(HERE, 'ref', 'set132_scenario_choices.json')\n")
rep("# set 132: set 128's README (this chain) and set 131's (the other chain)\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set128', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (131,)]\n",
    "# set 134: set 132's README (this chain) and set 130's (the other chain)\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set132', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (130,)]\n")
rep("    # set 132 stresses replies", "    # set 134 stresses replies")
rep("    # set 132's new tags, each with", "    # set 134's new tags, each with")
rep("    'arepero_arepa': 12, 'baklavaci_baklava': 12, 'boyozcu_boyoz': 12, 'kumpirci_kumpir': 12,\n"
    "    'mantici_manti': 12, 'ensaimadero_ensaimada': 12, 'mantecadero_mantecado': 12, 'cigkofteci_cigkofte': 12,\n",
    "    'bangkero_bangka': 12, 'dghajsi_dghajsa': 12, 'kaptan_luzzu': 12, 'chioggiotto_bragozzo': 12,\n"
    "    'batanaro_batana': 12, 'feluccaro_felucca': 12, 'cayuquero_cayuco': 12, 'doryman_dory': 12,\n")
rep("NEW_CLAIM_TAGS = ['arepero_arepa', 'baklavaci_baklava', 'boyozcu_boyoz', 'kumpirci_kumpir', 'mantici_manti', 'ensaimadero_ensaimada', 'mantecadero_mantecado', 'cigkofteci_cigkofte']\n",
    "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
rep("EARLIER_CLAIM_TAGS = {\n",
    "EARLIER_CLAIM_TAGS = {\n"
    "    # set 134: set 132's tags, their words and domain words and set 132's failed or dropped candidates (from\n"
    "    # set 132's README); set 130's tags and their words and the entries of set 130's EARLIER_CLAIM_TAGS not\n"
    "    # already here (set 129's tags, set 130's and 131's candidates); set 134's failed or dropped candidates\n"
    + lit(add_claim, '    '))
rep("            # new in set 132 (prose styles)\n            'avulsion', 'aggradation', 'incision', 'headcutting', 'progradation', 'bifurcation'}\n",
    "            # set 132's prose styles\n            'avulsion', 'aggradation', 'incision', 'headcutting', 'progradation', 'bifurcation',\n"
    "            # set 130's prose styles and set 134's (new)\n" + lit(add_est, '            ').rstrip().rstrip(',') + '}\n')
rep("NEW_EST_TAGS = ['avulsion', 'aggradation', 'incision', 'headcutting', 'progradation', 'bifurcation']\n",
    "NEW_EST_TAGS = %r\n" % NEW_STYLES)
rep("STYLE_PATTERNS = {\n    'avulsion': [r'(?i)\\bavulsion\\b'],",
    "STYLE_PATTERNS = {\n" + ''.join("    %r: [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) +
    "}\n# set 132's patterns (kept for the record; set 132's styles are not used here)\n"
    "SET132_STYLE_PATTERNS = {\n    'avulsion': [r'(?i)\\bavulsion\\b'],")
rep("SET41_STYLE_VARIANTS = {\n",
    "SET41_STYLE_VARIANTS = {\n"
    "                        # set 134: set 132's styles, theme word and style candidates (from set 132's README),\n"
    "                        # set 130's styles, theme word and the entries of set 130's list not already here, and\n"
    "                        # set 134's style candidates that failed or passed and were not used\n"
    + lit(add_var, '                        '))
rep("    s28_ = json.load(open(SET127))  # set 127's scenario ids: the trees set 132 reuses (name kept from set 39's checker)\n",
    "    s132x_ = json.load(open(SET132))\n"
    "    if len(s132x_) != 20 or len({ds[x][2] for x in s132x_ if x in ds}) != 20:\n"
    "        err('ref/set132_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    try:\n"
    "        if [c['scenario'] for c in json.load(open(SET132_CHOICES))['chosen']] != s132x_:\n"
    "            err('ref/set132_scenario_choices.json should list the ids of ref/set132_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET132_CHOICES, e))\n"
    "    s28_ = json.load(open(SET129))  # set 129's scenario ids: the trees set 134 reuses (name kept from set 39's checker)\n")
rep("    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 127's trees", "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 129's trees")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s128x_]\n",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s132x_]\n")
rep("set132_scenarios.json'))) != chosen:", "set134_scenarios.json'))) != chosen:")
rep("            err('ref/set132_scenarios.json does not list the chosen ids of ref/scenario_choices.json')",
    "            err('ref/set134_scenarios.json does not list the chosen ids of ref/scenario_choices.json')")
rep("        err('cannot read ref/set132_scenarios.json: %s' % e)", "        err('cannot read ref/set134_scenarios.json: %s' % e)")
rep("is not used by set 132' % x)", "is not used by set 134' % x)")
rep("            err('chosen scenario %s is one of set 127\\'s own ids' % x)\n        if x in s128x_:\n            err('chosen scenario %s is one of set 128\\'s ids' % x)\n",
    "            err('chosen scenario %s is one of set 129\\'s own ids' % x)\n        if x in s132x_:\n            err('chosen scenario %s is one of set 132\\'s ids' % x)\n")
rep("is not in one of set 127\\'s trees'", "is not in one of set 129\\'s trees'")
rep("    # set 132's brief asks for exact counts", "    # set 134's brief asks for exact counts")
rep("appears in set 128\\'s README", "appears in set 132\\'s README", 2)
rep("err('set 128\\'s README not found", "err('set 132\\'s README not found")
rep("is a prose style of sets 41 to 129 and 131 or a near variant", "is a prose style of sets 41 to 132 or a near variant")
rep("all set 127\\'s trees, none of set 127\\'s or set 128\\'s ids", "all set 129\\'s trees, none of set 129\\'s or set 132\\'s ids")
rep("    # ---- scenarios: set 127 reuses universes ----", "    # ---- scenarios: set 134 reuses universes (set 129's trees) ----")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print(n_total, 'replacements;', len(add_claim), 'claim-list entries,', len(add_var), 'style-variant entries,', len(add_est), 'EST_TAGS entries added')
