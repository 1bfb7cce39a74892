import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
SRC = os.path.join(D, 'blind_set147', 'validate.py')
OLD = os.path.join(D, 'blind_set146', 'validate.py')
NAMES = ('EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS', 'EST_TAGS', 'NEW_CLAIM_TAGS', 'NEW_EST_TAGS')

def lists(path):
    out = {}
    for node in ast.parse(open(path).read()).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            n, aug = node.targets[0].id, False
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            n, aug = node.target.id, True
        else:
            continue
        if n not in NAMES:
            continue
        v = node.value
        if isinstance(v, ast.Call) and getattr(v.func, 'id', '') == 'set':
            val = set(ast.literal_eval(v.args[0]))
        else:
            val = ast.literal_eval(v)
        if aug:
            out[n] = set(out[n]) | set(val)
        else:
            out[n] = val
    return out

new = lists(SRC)
old = lists(OLD)
src = open(SRC).read()

def rep(a, b, n=1):
    global src
    c = src.count(a)
    assert c == n, (a[:80], c, n)
    src = src.replace(a, b)

TAGS = ['nahkuri_nahka', 'tynnyrintekija_vanne', 'ruukuntekija_savi', 'sorvari_sorvi', 'verkonkutoja_verkko',
        'ompelija_neula', 'puuseppa_taltta', 'rautio_vasara']
STYLES = ['enfleurage', 'sillage', 'fixative', 'blotter', 'tenacity', 'vetiver']
FAILED_TAGS = ['seppa_paja', 'tervanpolttaja_tervahauta', 'uittomies_tukki', 'paimen_torvi', 'poromies_suopunki',
               'sahuri_saha', 'tervaaja_terva', 'nalbant_nal', 'semerci_semer', 'yorganci_yorgan', 'tellak_pestemal',
               'sucu_testi', 'simitci_tepsi', 'zurnaci_zurna', 'tornaci_torna', 'sobaci_soba', 'nargileci_nargile',
               'tesbihci_tespih', 'yazmaci_yazma', 'oymaci_oyma']
UNUSED_TAGS = ['suutari_naskali', 'tiilentekija_tiili', 'satulaseppa_satula', 'vaskiseppa_vasara', 'saatci_zemberek']
FAILED_STYLES = ['perfumery', 'drydown', 'maceration', 'tincture', 'accord', 'headspace', 'topnote', 'basenote',
                 'heartnote', 'evaporation', 'absolute', 'concrete', 'distillation', 'expression', 'rectification',
                 'olfaction', 'ambergris', 'orris', 'tincturing', 'attar', 'oud', 'neroli', 'tuberose', 'pyrotechnics',
                 'peony', 'chrysanthemum', 'crossette', 'brocade', 'strobe', 'crackle', 'comet', 'palm', 'willow',
                 'salute', 'shellburst', 'pistil', 'fusee', 'quickmatch']
UNUSED_STYLES = ['osmology', 'parfumeur', 'chypre', 'fougere', 'civet', 'labdanum', 'pomade', 'nosing', 'sniffing',
                 'opopanax', 'pomander', 'kamuro', 'dud']

# header
i = src.index('"""Stdlib-only checker')
j = src.index('"""', i + 3) + 3
src = src[:i] + '''"""Stdlib-only checker for blind set 149 (claims.jsonl, estimates.jsonl, README.md).

Set 147's checker with set 149's tags and counts, set 149's scenario rule (reused universes: the 20 trees
that hold set 144's 20 scenarios, in set 144's order, each represented by its lowest record id that is neither
set 144's id nor one of set 147's ids), distance checks against the READMEs of sets 147 and 146 and the
lists of those sets, and set 149's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""''' + src[j:]
rep("SET131 = os.path.join(HERE, 'ref', 'set142_scenarios.json')  # set 142's ids (name kept)",
    "SET131 = os.path.join(HERE, 'ref', 'set144_scenarios.json')  # set 144's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set145_scenarios.json')  # set 145's ids (name kept)\n"
    "SET134_CHOICES = os.path.join(HERE, 'ref', 'set145_scenario_choices.json')",
    "SET134 = os.path.join(HERE, 'ref', 'set147_scenarios.json')  # set 147's ids (name kept)\n"
    "SET134_CHOICES = os.path.join(HERE, 'ref', 'set147_scenario_choices.json')\n"
    "SET145 = os.path.join(HERE, 'ref', 'set145_scenarios.json')\n"
    "SET145_CHOICES = os.path.join(HERE, 'ref', 'set145_scenario_choices.json')")
rep("# set 147: set 145's README and set 144's\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set145', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (144,)]",
    "# set 147: set 145's README and set 144's\n# set 149: set 147's README and set 146's\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set147', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (146,)]")
old_min = "".join("    '%s': 12,\n" % t for t in new['NEW_CLAIM_TAGS'])
rep("    # set 147's new tags, each with committing and adversarial forms (checked below)\n" + old_min,
    "    # set 149's new tags, each with committing and adversarial forms (checked below)\n" +
    "".join("    '%s': 12,\n" % t for t in TAGS))
rep("NEW_CLAIM_TAGS = %r\n" % (new['NEW_CLAIM_TAGS'],), "NEW_CLAIM_TAGS = %r\n" % (TAGS,))
# earlier claim tags
add = set(new['NEW_CLAIM_TAGS']) | {w for t in new['NEW_CLAIM_TAGS'] for w in t.split('_')}
add |= set(old['NEW_CLAIM_TAGS']) | {w for t in old['NEW_CLAIM_TAGS'] for w in t.split('_')}
add |= set(old['EARLIER_CLAIM_TAGS']) - set(new['EARLIER_CLAIM_TAGS'])
add |= set(FAILED_TAGS) | set(UNUSED_TAGS)
add -= set(new['EARLIER_CLAIM_TAGS'])
print('tag entries added:', len(add))
k = src.index('MIN_REALISTIC_SHARE = 0.5')
src = src[:k] + ("# set 149: set 147's tags and their words, set 146's tags, their words and the entries of set 146's\n"
                 "# EARLIER_CLAIM_TAGS not already here, and set 149's failed and unused candidates (whole candidates)\n"
                 "EARLIER_CLAIM_TAGS |= %r\n" % (sorted(add),)).replace('EARLIER_CLAIM_TAGS |= [', 'EARLIER_CLAIM_TAGS |= {').replace("]\n", "}\n") + src[k:]
rep("NEW_EST_TAGS = %r\n" % (new['NEW_EST_TAGS'],), "NEW_EST_TAGS = %r\n" % (STYLES,))
oldpat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in new['NEW_EST_TAGS']) + "}\n"
rep(oldpat, "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in STYLES) + "}\n"
    "# set 147's patterns (kept for the record; set 147's styles are not used here)\n" + "SET147_" + oldpat)
# style variants and estimate tags
sadd = set(new['NEW_EST_TAGS']) | {'seismology'} | set(old['NEW_EST_TAGS']) | {'doratore'}
sadd |= set(old['SET41_STYLE_VARIANTS']) - set(new['SET41_STYLE_VARIANTS'])
sadd |= set(FAILED_STYLES) | set(UNUSED_STYLES)
sadd -= set(new['SET41_STYLE_VARIANTS'])
eadd = (set(old['NEW_EST_TAGS']) | (set(old['EST_TAGS']) - set(new['EST_TAGS'])) | set(STYLES)) - set(new['EST_TAGS'])
print('style entries added:', len(sadd), 'estimate tags added:', len(eadd))
k = src.index('# note forms the set-35 brief names')
src = src[:k] + ("# set 149: set 147's styles and theme word, set 146's styles and theme word and the entries of set 146's\n"
                 "# SET41_STYLE_VARIANTS not already here, and set 149's failed and unused style candidates\n"
                 "SET41_STYLE_VARIANTS |= {%s}\n"
                 "# set 149: set 146's prose styles (and its other estimate tags not already here) and set 149's own\n"
                 "EST_TAGS |= {%s}\n" % (', '.join(repr(x) for x in sorted(sadd)), ', '.join(repr(x) for x in sorted(eadd)))) + src[k:]
# main
rep("    # ---- scenarios: set 147 reuses universes (set 142's trees) ----",
    "    # ---- scenarios: set 149 reuses universes (set 144's trees) ----")
rep("'ref', 'set147_scenarios.json'))) != chosen:\n            err('ref/set147_scenarios.json does not list",
    "'ref', 'set149_scenarios.json'))) != chosen:\n            err('ref/set149_scenarios.json does not list")
rep("        err('cannot read ref/set147_scenarios.json: %s' % e)",
    "        err('cannot read ref/set149_scenarios.json: %s' % e)\n"
    "    # set 145's own choices file (saved as ref/set145_scenario_choices.json) must agree with ref/set145_scenarios.json\n"
    "    try:\n"
    "        s145 = [c['scenario'] for c in json.load(open(SET145_CHOICES))['chosen']]\n"
    "        if len(s145) != 20 or s145 != json.load(open(SET145)):\n"
    "            err('ref/set145_scenario_choices.json should list 20 chosen ids, those of ref/set145_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET145_CHOICES, e))")
rep("is not used by set 147' % x)", "is not used by set 149' % x)")
rep("is one of set 142\\'s own ids' % x)", "is one of set 144\\'s own ids' % x)")
rep("is one of set 145\\'s ids' % x)", "is one of set 147\\'s ids' % x)")
rep("is not in one of set 142\\'s trees' % sc)", "is not in one of set 144\\'s trees' % sc)")
rep("    # set 147's brief asks for exact counts", "    # set 149's brief asks for exact counts")
rep("appears in set 145\\'s README' % t)", "appears in set 147\\'s README' % t)", 2)
rep("err('set 145\\'s README not found", "err('set 147\\'s README not found")
rep("a prose style of sets 41 to 145 or a near variant", "a prose style of sets 41 to 147 or a near variant")
rep("all set 142\\'s trees, none of set 142\\'s or set 145\\'s ids", "all set 144\\'s trees, none of set 144\\'s or set 147\\'s ids")
ast.parse(src)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('written')
