"""Copies set 149's validate.py and patches it for set 151 (asserted replacements)."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set149', 'validate.py')).read()
NAMES = ('NEW_CLAIM_TAGS', 'EARLIER_CLAIM_TAGS', 'NEW_EST_TAGS', 'SET41_STYLE_VARIANTS', 'EST_TAGS')
def lists(path):
    t = ast.parse(open(path).read())
    out = {n: set() for n in NAMES}
    for st in t.body:
        tg = st.targets[0] if isinstance(st, ast.Assign) else st.target if isinstance(st, ast.AugAssign) else None
        if isinstance(tg, ast.Name) and tg.id in NAMES:
            for x in ast.walk(st.value):
                if isinstance(x, ast.Constant) and isinstance(x.value, str):
                    out[tg.id].add(x.value)
    return out
L149 = lists(os.path.join(D, 'blind_set149', 'validate.py'))
L148 = lists(os.path.join(D, 'blind_set148', 'validate.py'))
NEW_TAGS = ['vavare_skyttel', 'tunnbindare_tunna', 'segelmakare_segel', 'timmerman_yxa', 'sadelmakare_sadel',
            'urmakare_urverk', 'vagnmakare_nav', 'stenhuggare_spett']
NEW_STYLES = ['crazing', 'crawling', 'pinholing', 'dunting', 'bloating', 'blushing']
FAILED_TAGS = ['repslagare_rep', 'skomakare_syl', 'tegelslagare_tegel', 'rorlaggare_rortang', 'platslagare_plat',
               'tapetserare_tapet', 'sotare_sotborste', 'nalmakare_nal', 'tenngjutare_tenn', 'svarvare_svarv']
FAILED_STYLES = ['vidriado', 'vetrina', 'smalto', 'vitreous', 'pottery', 'stoneware', 'porcelain', 'devitrification',
                 'vitrification', 'blistering', 'peeling', 'shivering', 'nephology', 'virga', 'pileus', 'mammatus',
                 'lenticular', 'fallstreak', 'pyrocumulus', 'noctilucent', 'contrail', 'asperitas', 'undulatus',
                 'fractus', 'graupel', 'cumulus', 'altocumulus', 'mycology', 'mycelium', 'sporulation', 'hypha',
                 'mycorrhiza', 'rhizomorph', 'sclerotium', 'basidium', 'horology', 'isochronism', 'remontoire',
                 'tricot', 'frogging', 'cabling', 'tidology', 'neap', 'eagre', 'aegir', 'amphidromic', 'degassing',
                 'rogaining', 'cadge']
def words(tags):
    return {w for t in tags for w in t.split('_')}
ect = set(L149['NEW_CLAIM_TAGS']) | words(L149['NEW_CLAIM_TAGS']) | set(L148['NEW_CLAIM_TAGS']) | words(L148['NEW_CLAIM_TAGS'])
ect |= L148['EARLIER_CLAIM_TAGS'] - L149['EARLIER_CLAIM_TAGS']
ect |= set(FAILED_TAGS)
ect -= L149['EARLIER_CLAIM_TAGS']
ssv = set(L149['NEW_EST_TAGS']) | {'parfumerie'} | set(L148['NEW_EST_TAGS']) | {'cytosis'}
ssv |= L148['SET41_STYLE_VARIANTS'] - L149['SET41_STYLE_VARIANTS']
ssv |= set(FAILED_STYLES)
ssv -= L149['SET41_STYLE_VARIANTS']
est = (L148['EST_TAGS'] | set(NEW_STYLES)) - L149['EST_TAGS']
assert not (set(NEW_TAGS) | words(NEW_TAGS)) & (L149['EARLIER_CLAIM_TAGS'] | ect)
assert not set(NEW_STYLES) & (L149['SET41_STYLE_VARIANTS'] | ssv | L149['EST_TAGS'] | L148['EST_TAGS'])

def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)

rep('''"""Stdlib-only checker for blind set 149 (claims.jsonl, estimates.jsonl, README.md).

Set 147's checker with set 149's tags and counts, set 149's scenario rule (reused universes: the 20 trees
that hold set 144's 20 scenarios, in set 144's order, each represented by its lowest record id that is neither
set 144's id nor one of set 147's ids), distance checks against the READMEs of sets 147 and 146 and the
lists of those sets, and set 149's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""''', '''"""Stdlib-only checker for blind set 151 (claims.jsonl, estimates.jsonl, README.md).

Set 149's checker with set 151's tags and counts, set 151's scenario rule (reused universes: the 20 trees
that hold set 146's 20 scenarios, in set 146's order, each represented by its lowest record id that is neither
set 146's id nor one of set 149's ids), distance checks against the READMEs of sets 149 and 148 and the
lists of those sets, and set 151's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""''')
rep("SET131 = os.path.join(HERE, 'ref', 'set144_scenarios.json')  # set 144's ids (name kept)",
    "SET131 = os.path.join(HERE, 'ref', 'set146_scenarios.json')  # set 146's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set147_scenarios.json')  # set 147's ids (name kept)",
    "SET134 = os.path.join(HERE, 'ref', 'set149_scenarios.json')  # set 149's ids (name kept)")
rep("SET134_CHOICES = os.path.join(HERE, 'ref', 'set147_scenario_choices.json')",
    "SET134_CHOICES = os.path.join(HERE, 'ref', 'set149_scenario_choices.json')")
rep("# set 149: set 147's README and set 146's\nSET30_README = os.path.join(HERE, '..', 'blind_set147', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (146,)]",
    "# set 149: set 147's README and set 146's\n# set 151: set 149's README and set 148's\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set149', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (148,)]")
old_min = "\n".join("    '%s': 12," % t for t in sorted(L149['NEW_CLAIM_TAGS'], key=lambda x: src.index("'%s': 12" % x)))
rep("    # set 149's new tags, each with committing and adversarial forms (checked below)\n" + old_min,
    "    # set 151's new tags, each with committing and adversarial forms (checked below)\n" +
    "\n".join("    '%s': 12," % t for t in NEW_TAGS))
rep("NEW_CLAIM_TAGS = ['nahkuri_nahka', 'tynnyrintekija_vanne', 'ruukuntekija_savi', 'sorvari_sorvi', 'verkonkutoja_verkko', 'ompelija_neula', 'puuseppa_taltta', 'rautio_vasara']",
    "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
i = src.index("# EARLIER_CLAIM_TAGS not already here, and set 149's failed and unused candidates (whole candidates)\n")
j = src.index('\n', src.index('EARLIER_CLAIM_TAGS |=', i)) + 1
src = src[:j] + ("# set 151: set 149's tags and their words, set 148's tags, their words and the entries of set 148's\n"
                 "# EARLIER_CLAIM_TAGS not already here, and set 151's failed and unused candidates (whole candidates)\n"
                 "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(ect)) + src[j:]
rep("NEW_EST_TAGS = ['enfleurage', 'sillage', 'fixative', 'blotter', 'tenacity', 'vetiver']", "NEW_EST_TAGS = %r" % NEW_STYLES)
k = src.index("STYLE_PATTERNS = {\n")
e = src.index("}\n", k) + 2
old_block = src[k:e]
assert "'enfleurage'" in old_block and "'vetiver'" in old_block
new_block = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEW_STYLES) + "}\n"
new_block += "# set 149's patterns (kept for the record; set 149's styles are not used here)\nSET149_" + old_block
src = src[:k] + new_block + src[e:]
i = src.index("# set 149: set 146's prose styles (and its other estimate tags not already here) and set 149's own\n")
j = src.index('\n', src.index('EST_TAGS |=', i)) + 1
src = src[:j] + ("# set 151: set 149's styles and theme word, set 148's styles and theme word and the entries of set 148's\n"
                 "# SET41_STYLE_VARIANTS not already here, and set 151's failed and unused style candidates\n"
                 "SET41_STYLE_VARIANTS |= set(%r)\n"
                 "# set 151: set 148's prose styles (and its other estimate tags not already here) and set 151's own\n"
                 "EST_TAGS |= set(%r)\n" % (sorted(ssv), sorted(est))) + src[j:]
rep("    # ---- scenarios: set 149 reuses universes (set 144's trees) ----", "    # ---- scenarios: set 151 reuses universes (set 146's trees) ----")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set149_scenarios.json'))) != chosen:\n"
    "            err('ref/set149_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set149_scenarios.json: %s' % e)",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set151_scenarios.json'))) != chosen:\n"
    "            err('ref/set151_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set151_scenarios.json: %s' % e)")
rep("is not used by set 149' % x)", "is not used by set 151' % x)")
rep("is one of set 144\\'s own ids' % x)", "is one of set 146\\'s own ids' % x)")
rep("is one of set 147\\'s ids' % x)", "is one of set 149\\'s ids' % x)")
rep("is not in one of set 144\\'s trees' % sc)", "is not in one of set 146\\'s trees' % sc)")
rep("    # set 149's brief asks for exact counts", "    # set 151's brief asks for exact counts")
rep("appears in set 147\\'s README' % t)", "appears in set 149\\'s README' % t)", 2)
rep("err('set 147\\'s README not found at %s' % SET30_README)", "err('set 149\\'s README not found at %s' % SET30_README)")
rep("a prose style of sets 41 to 147 or a near variant", "a prose style of sets 41 to 149 or a near variant")
rep("all set 144\\'s trees, none of set 144\\'s or set 147\\'s ids)", "all set 146\\'s trees, none of set 146\\'s or set 149\\'s ids)")
ast.parse(src)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('tag entries added', len(ect), 'style entries added', len(ssv), 'estimate tags added', len(est))
