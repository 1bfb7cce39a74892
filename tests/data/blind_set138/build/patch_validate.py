# copies set 136's validate.py and patches it for set 138 (asserted replacements)
import ast, os, re
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(H, '..', 'blind_set136', 'validate.py')).read()
NEW_TAGS = ['kusir_delman', 'juru_kunci', 'kenek_bemo', 'kuli_angkut', 'dukun_beranak', 'abdi_dalem', 'kemit_kentongan', 'mantri_hewan']
NEW_STY = ['cibation', 'fixation', 'digestion', 'exaltation', 'multiplication', 'trituration']
# failed or unused candidates of set 138 (listed whole, their words only where they share none with a new tag)
FAILED_TAGS = ['aizkolari_enbor', 'harrijasotzaile_harri', 'bertsolari_doinu', 'arraunlari_estropada', 'ikazkin_ikatz',
               'lokotx_biltzaile', 'albokari_alboka', 'dultzainero_dultzaina', 'dalang_kelir', 'jamu_gendong', 'abang_becak',
               'empu_keris', 'juragan_kapal', 'jagal_golok', 'mbok_bakul', 'bakul_jamu', 'ahli_gamelan', 'juru_mudi',
               'kusir_andong', 'hansip_kentongan', 'lurah_desa', 'gerobak_angkring']
FAILED_STY = ['alchemy', 'calcination', 'putrefaction', 'ceration', 'projection', 'conjunction', 'chemistry', 'titration',
              'distillation', 'sublimation', 'crystallization', 'filtration', 'decantation', 'effervescence', 'elution',
              'chromatography', 'centrifugation']
def lists(path):
    t = ast.parse(open(path).read()); out = {}
    for n in t.body:
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name):
            try: out[n.targets[0].id] = ast.literal_eval(n.value)
            except Exception: pass
    return out
L136 = lists(os.path.join(H, '..', 'blind_set136', 'validate.py'))
L135 = lists(os.path.join(H, '..', 'blind_set135', 'validate.py'))
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 136', '"""Stdlib-only checker for blind set 138')
rep("Set 134's checker with set 136's tags and counts, set 136's scenario rule (reused universes: the 20 trees\nthat hold set 131's 20 scenarios, in set 131's order, each represented by its lowest record id that is neither\nset 131's id nor one of set 134's ids), distance checks against the READMEs of sets 134 and 133 and the\nlists of those sets (set 134's validator holds the lists of sets 121-132 it carried, set 133's those of its chain),\nand set 136's prose notes",
    "Set 136's checker with set 138's tags and counts, set 138's scenario rule (reused universes: the 20 trees\nthat hold set 133's 20 scenarios, in set 133's order, each represented by its lowest record id that is neither\nset 133's id nor one of set 136's ids), distance checks against the READMEs of sets 136 and 135 and the\nlists of those sets (set 136's validator holds the lists of its chain, set 135's those of its chain),\nand set 138's prose notes")
rep("SET131 = os.path.join(HERE, 'ref', 'set131_scenarios.json')", "SET131 = os.path.join(HERE, 'ref', 'set133_scenarios.json')  # set 133's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set134_scenarios.json')", "SET134 = os.path.join(HERE, 'ref', 'set136_scenarios.json')  # set 136's ids (name kept)")
rep("SET134_CHOICES = os.path.join(HERE, 'ref', 'set134_scenario_choices.json')", "SET134_CHOICES = os.path.join(HERE, 'ref', 'set136_scenario_choices.json')")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set134', 'README.md')", "SET30_README = os.path.join(HERE, '..', 'blind_set136', 'README.md')")
rep("for n in (133,)]", "for n in (135,)]")
rep("# set 136: set 134's README (this chain) and set 133's (the other chain)", "# set 138: set 136's README (this chain) and set 135's (the other chain)")
old_min = "".join("    '%s': 12,\n" % t for t in L136['NEW_CLAIM_TAGS'])
rep(old_min, "".join("    '%s': 12,\n" % t for t in NEW_TAGS))
rep("NEW_CLAIM_TAGS = %r" % L136['NEW_CLAIM_TAGS'], "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
# earlier claim tags: set 136's tags, their words, set 135's tags and words and its EARLIER list, set 138's failed candidates
add = set(L136['NEW_CLAIM_TAGS']) | set(L135['NEW_CLAIM_TAGS']) | set(L135['EARLIER_CLAIM_TAGS'])
for t in L136['NEW_CLAIM_TAGS'] + L135['NEW_CLAIM_TAGS']:
    add |= set(t.split('_'))
newwords = {w for t in NEW_TAGS for w in t.split('_')}
for t in FAILED_TAGS:
    add.add(t)
    if not (set(t.split('_')) & newwords):
        add |= set(t.split('_'))
add -= set(L136['EARLIER_CLAIM_TAGS'])
assert not (add & (set(NEW_TAGS) | newwords)), add & (set(NEW_TAGS) | newwords)
rep("EARLIER_CLAIM_TAGS = {\n", "EARLIER_CLAIM_TAGS = {\n    # set 138: set 136's tags and their words, set 135's tags, their words and the entries of set 135's\n    # EARLIER_CLAIM_TAGS not already here, and set 138's failed and unused candidates\n    " + ", ".join(repr(x) for x in sorted(add)) + ",\n")
rep("            # set 134's prose styles and set 136's (new)\n", "            # set 138's prose styles (new), set 135's\n            %s,\n            %s,\n            # set 134's prose styles and set 136's\n" % (", ".join(repr(x) for x in NEW_STY), ", ".join(repr(x) for x in sorted(set(L135['NEW_EST_TAGS']) - set(L136['EST_TAGS'])))))
rep("NEW_EST_TAGS = %r" % L136['NEW_EST_TAGS'], "NEW_EST_TAGS = %r" % NEW_STY)
old_sp = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in L136['NEW_EST_TAGS']) + "}\n"
new_sp = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STY) + "}\n# set 136's patterns (kept for the record; set 136's styles are not used here)\nSET136_STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in L136['NEW_EST_TAGS']) + "}\n"
rep(old_sp, new_sp)
sadd = set(L136['NEW_EST_TAGS']) | {'haematology'} | set(L135['NEW_EST_TAGS']) | set(L135['SET41_STYLE_VARIANTS']) | set(FAILED_STY)
sadd -= set(L136['SET41_STYLE_VARIANTS']); sadd -= set(NEW_STY)
rep("SET41_STYLE_VARIANTS = {\n", "SET41_STYLE_VARIANTS = {\n                        # set 138: set 136's styles and theme word, set 135's styles and the entries of set 135's\n                        # list not already here, and set 138's failed and unused style candidates\n                        " + ", ".join(repr(x) for x in sorted(sadd)) + ",\n")
rep("# ---- scenarios: set 136 reuses universes (set 131's trees) ----", "# ---- scenarios: set 138 reuses universes (set 133's trees) ----")
rep("'set136_scenarios.json'))) != chosen", "'set138_scenarios.json'))) != chosen", 1)
rep("ref/set136_scenarios.json", "ref/set138_scenarios.json", 2)
rep("is not used by set 136", "is not used by set 138")
rep("one of set 131\\'s own ids", "one of set 133\\'s own ids")
rep("one of set 134\\'s ids' % x", "one of set 136\\'s ids' % x")
rep("one of set 131\\'s trees", "one of set 133\\'s trees")
rep("# set 136's brief asks", "# set 138's brief asks")
rep("appears in set 134\\'s README", "appears in set 136\\'s README", 2)
rep("set 134\\'s README not found", "set 136\\'s README not found")
rep("prose style of sets 41 to 134", "prose style of sets 41 to 136")
rep("all set 131\\'s trees, none of set 131\\'s or set 134\\'s ids", "all set 133\\'s trees, none of set 133\\'s or set 136\\'s ids")
open(os.path.join(H, 'validate.py'), 'w').write(src)
print(len(add), len(sadd))
