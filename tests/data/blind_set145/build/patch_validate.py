# copies set 143's validate.py and patches it for set 145 (asserted replacements)
import ast, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); D = os.path.dirname(ROOT)
src = open(os.path.join(D, 'blind_set143', 'validate.py')).read()
def lists(path):
    t = ast.parse(open(path).read()); out = {}
    for node in t.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            n = node.targets[0].id
            try: out[n] = set(ast.literal_eval(node.value)) if n != 'CLAIM_MIN' else None
            except Exception: pass
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            out.setdefault('+' + node.target.id, set()).update(ast.literal_eval(node.value))
    return out
L143 = lists(os.path.join(D, 'blind_set143', 'validate.py'))
L142 = lists(os.path.join(D, 'blind_set142', 'validate.py'))
def full(L, name):
    return set(L.get(name) or ()) | L.get('+' + name, set())
NEW = ['takacs_vetelo', 'uveges_uveg', 'szijgyarto_szij', 'nyerges_nyereg', 'varga_sarok', 'szucs_szorme', 'rezmuves_reztal', 'toronyor_torony']
NEWEST = ['adsorption', 'penetration', 'uncoating', 'lysogeny', 'budding', 'transduction']
FAILED_TAGS = ['szabo_ollo', 'pek_tekno', 'oleiro_roda', 'sapateiro_sola', 'tanoeiro_pipa', 'seleiro_sela', 'rendeira_renda', 'serrador_serra', 'tamanqueiro_tamanco', 'pedreiro_prumo']
UNUSED_TAGS = ['szappanos_szappan', 'tutajos_tutaj', 'pinter_szegecs', 'sineiro_sino', 'relojoeiro_ponteiro', 'telheiro_telha', 'vidraceiro_vidro']
FAILED_STYLES = ['latency', 'replication', 'shedding']
UNUSED_STYLES = ['viremia', 'provirus', 'transfection', 'integration', 'reactivation', 'virion']
ct_present = full(L143, 'EARLIER_CLAIM_TAGS')
add_ct = set()
for t in L143['NEW_CLAIM_TAGS'] | L142['NEW_CLAIM_TAGS']:
    add_ct |= {t} | set(t.split('_'))
add_ct |= full(L142, 'EARLIER_CLAIM_TAGS') - ct_present
add_ct |= set(FAILED_TAGS + UNUSED_TAGS)
add_ct -= ct_present
sv_present = full(L143, 'SET41_STYLE_VARIANTS')
add_sv = set(L143['NEW_EST_TAGS']) | {'pedology'} | set(L142['NEW_EST_TAGS']) | (full(L142, 'SET41_STYLE_VARIANTS') - sv_present) | set(FAILED_STYLES + UNUSED_STYLES)
add_sv -= sv_present
add_et = set(L142['NEW_EST_TAGS']) | set(NEWEST)
add_et -= full(L143, 'EST_TAGS')
print('tag entries added:', len(add_ct), 'style entries added:', len(add_sv), 'est tags added:', len(add_et))
def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:60], n)
    src = src.replace(old, new)
rep('''"""Stdlib-only checker for blind set 143 (claims.jsonl, estimates.jsonl, README.md).

Set 142's checker with set 143's tags and counts, set 143's scenario rule (reused universes: the 20 trees
that hold set 138's 20 scenarios, in set 138's order, each represented by its lowest record id that is neither
set 138's id nor one of set 142's ids), distance checks against the READMEs of sets 142 and 141 and the
lists of those sets, and set 143's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).''',
'''"""Stdlib-only checker for blind set 145 (claims.jsonl, estimates.jsonl, README.md).

Set 143's checker with set 145's tags and counts, set 145's scenario rule (reused universes: the 20 trees
that hold set 140's 20 scenarios, in set 140's order, each represented by its lowest record id that is neither
set 140's id nor one of set 143's ids), distance checks against the READMEs of sets 143 and 142 and the
lists of those sets, and set 145's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).''')
rep("SET131 = os.path.join(HERE, 'ref', 'set138_scenarios.json')  # set 138's ids (name kept)",
    "SET131 = os.path.join(HERE, 'ref', 'set140_scenarios.json')  # set 140's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set142_scenarios.json')  # set 142's ids (name kept)\nSET134_CHOICES = os.path.join(HERE, 'ref', 'set142_scenario_choices.json')",
    "SET134 = os.path.join(HERE, 'ref', 'set143_scenarios.json')  # set 143's ids (name kept)\nSET134_CHOICES = os.path.join(HERE, 'ref', 'set143_scenario_choices.json')")
rep("# set 143: set 142's README (this chain) and set 141's (the other chain)\nSET30_README = os.path.join(HERE, '..', 'blind_set142', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (141,)]",
    "# set 143: set 142's README (this chain) and set 141's (the other chain)\n# set 145: set 143's README and set 142's\nSET30_README = os.path.join(HERE, '..', 'blind_set143', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (142,)]")
old_min = "    # set 143's new tags, each with committing and adversarial forms (checked below)\n" + ''.join("    '%s': 12,\n" % t for t in ['stupar_stup', 'pescar_undita', 'potcovar_potcoava', 'plutas_pluta', 'opincar_opinca', 'tesator_suveica', 'zidar_tencuiala', 'sapunar_sapun'])
rep(old_min, "    # set 145's new tags, each with committing and adversarial forms (checked below)\n" + ''.join("    '%s': 12,\n" % t for t in NEW))
rep("NEW_CLAIM_TAGS = ['stupar_stup', 'pescar_undita', 'potcovar_potcoava', 'plutas_pluta', 'opincar_opinca', 'tesator_suveica', 'zidar_tencuiala', 'sapunar_sapun']",
    'NEW_CLAIM_TAGS = %r' % NEW)
m = re.search(r"# set 143: set 142's tags and their words.*?\nEARLIER_CLAIM_TAGS \|= \{[^\n]*\}\n", src, re.S)
assert m
src = src[:m.end()] + "# set 145: set 143's tags and their words, set 142's tags, their words and the entries of set 142's\n# EARLIER_CLAIM_TAGS not already here, and set 145's failed and unused candidates (whole candidates)\nEARLIER_CLAIM_TAGS |= %r\n" % sorted(add_ct) + src[m.end():]
src = src.replace("EARLIER_CLAIM_TAGS |= %r\n" % sorted(add_ct), "EARLIER_CLAIM_TAGS |= {%s}\n" % ', '.join(repr(x) for x in sorted(add_ct)))
rep("NEW_EST_TAGS = ['podzolization', 'gleization', 'eluviation', 'illuviation', 'humification', 'ferralitization']", 'NEW_EST_TAGS = %r' % NEWEST)
old_sp = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in ['podzolization', 'gleization', 'eluviation', 'illuviation', 'humification', 'ferralitization']) + "}\n"
new_sp = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEWEST) + "}\n# set 143's patterns (kept for the record; set 143's styles are not used here)\nSET143_" + old_sp
rep(old_sp, new_sp)
m = re.search(r"# set 143: set 141's prose styles and set 143's own \(the estimate tags this checker knows\)\nEST_TAGS \|= \{[^\n]*\}\n", src)
assert m
src = src[:m.end()] + ("# set 145: set 143's styles and theme word, set 142's styles and the entries of set 142's\n# SET41_STYLE_VARIANTS not already here, and set 145's failed and unused style candidates\nSET41_STYLE_VARIANTS |= {%s}\n" % ', '.join(repr(x) for x in sorted(add_sv))) + ("# set 145: set 142's prose styles and set 145's own (the estimate tags this checker knows)\nEST_TAGS |= {%s}\n" % ', '.join(repr(x) for x in sorted(add_et))) + src[m.end():]
rep("    # ---- scenarios: set 143 reuses universes (set 138's trees) ----", "    # ---- scenarios: set 145 reuses universes (set 140's trees) ----")
rep("'ref', 'set143_scenarios.json'))) != chosen:", "'ref', 'set145_scenarios.json'))) != chosen:")
rep("err('ref/set143_scenarios.json does not list", "err('ref/set145_scenarios.json does not list")
rep("err('cannot read ref/set143_scenarios.json: %s' % e)", "err('cannot read ref/set145_scenarios.json: %s' % e)")
rep("is not used by set 143' % x)", "is not used by set 145' % x)")
rep("is one of set 138\\'s own ids' % x)", "is one of set 140\\'s own ids' % x)")
rep("is one of set 142\\'s ids' % x)", "is one of set 143\\'s ids' % x)")
rep("is not in one of set 138\\'s trees' % sc)", "is not in one of set 140\\'s trees' % sc)")
rep("    # set 143's brief asks for exact counts", "    # set 145's brief asks for exact counts")
rep("appears in set 142\\'s README' % t)", "appears in set 143\\'s README' % t)", 2)
rep("err('set 142\\'s README not found at %s' % SET30_README)", "err('set 143\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 142 or a near variant", "is a prose style of sets 41 to 143 or a near variant")
rep("all set 138\\'s trees, none of set 138\\'s or set 142\\'s ids)", "all set 140\\'s trees, none of set 140\\'s or set 143\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w').write(src)
