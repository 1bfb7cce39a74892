"""Copies set 145's validate.py and patches it for set 147 (asserted replacements)."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set145', 'validate.py')).read()

def lists(path):
    t = ast.parse(open(path).read())
    out = {}
    for n in t.body:
        tgt = None
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name):
            tgt = n.targets[0].id
        elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
            tgt = n.target.id
        if tgt in ('NEW_CLAIM_TAGS', 'EARLIER_CLAIM_TAGS', 'NEW_EST_TAGS', 'SET41_STYLE_VARIANTS', 'EST_TAGS'):
            s = out.setdefault(tgt, set())
            for c in ast.walk(n.value):
                if isinstance(c, ast.Constant) and isinstance(c.value, str):
                    s.add(c.value)
    return out
L145 = lists(os.path.join(D, 'blind_set145', 'validate.py'))
L144 = lists(os.path.join(D, 'blind_set144', 'validate.py'))

NEW = ['szewc_szydlo', 'rymarz_rzemien', 'slusarz_zamek', 'piekarz_zaczyn', 'powroznik_sznur', 'zlotnik_tygiel',
       'zegarmistrz_wahadlo', 'szklarz_szyba']
STY = ['foreshock', 'subduction', 'seiche', 'tsunami', 'isostasy', 'microseism']
TAG_FAILED = ['zdun_piec', 'stolarz_strug', 'tkacz_osnowa', 'tesar_tesla', 'pekar_pec', 'tokarz_toczydlo']
TAG_UNUSED = ['provaznik_provaz', 'zvonar_zvon', 'sklenar_sklo', 'truhlar_hoblik', 'sedlar_sedlo',
              'wikliniarz_wiklina', 'stelmach_szprycha', 'snycerz_rylec']
STY_FAILED = ['nephology', 'coalescence', 'entrainment', 'supercooling', 'deposition', 'virga', 'scud', 'updraft',
              'downdraft', 'mainshock', 'faulting', 'rebound', 'swarm', 'aseismic', 'seismicity', 'epicentre',
              'liquefaction', 'aftershock', 'radiotelegraphy', 'sideband', 'crosstalk', 'tuning', 'wireless',
              'superheterodyne', 'refraction', 'diffraction', 'polarization', 'birefringence', 'blanking',
              'upsetting', 'coining', 'reeding']
STY_UNUSED = ['nucleation', 'advection', 'riming', 'accretion', 'convection', 'glaciation', 'evaporation',
              'heterodyning', 'modulation', 'demodulation', 'squelch', 'optics', 'fading', 'rectification',
              'amplification', 'telephony', 'detection', 'oscillation', 'rupture', 'hypocentre', 'uplift', 'tremor',
              'obduction']
old_claim = L145['EARLIER_CLAIM_TAGS']
add_claim = set(L145['NEW_CLAIM_TAGS']) | {w for t in L145['NEW_CLAIM_TAGS'] for w in t.split('_')}
add_claim |= set(L144['NEW_CLAIM_TAGS']) | {w for t in L144['NEW_CLAIM_TAGS'] for w in t.split('_')}
add_claim |= L144['EARLIER_CLAIM_TAGS'] - old_claim
add_claim |= set(TAG_FAILED) | set(TAG_UNUSED)
add_claim -= old_claim
old_sty = L145['SET41_STYLE_VARIANTS']
add_sty = set(L145['NEW_EST_TAGS']) | {'virology'} | set(L144['NEW_EST_TAGS']) | {'chapelier'}
add_sty |= L144['SET41_STYLE_VARIANTS'] - old_sty
add_sty |= set(STY_FAILED) | set(STY_UNUSED)
add_sty -= old_sty
add_est = (set(L144['NEW_EST_TAGS']) | set(STY)) - L145['EST_TAGS']
for t in NEW:
    assert t not in add_claim and t not in old_claim
for t in STY:
    assert t not in add_sty and t not in old_sty

def rep(a, b, n=1):
    global src
    c = src.count(a)
    assert c == n, (a[:60], c, n)
    src = src.replace(a, b)

rep('''"""Stdlib-only checker for blind set 145 (claims.jsonl, estimates.jsonl, README.md).

Set 143's checker with set 145's tags and counts, set 145's scenario rule (reused universes: the 20 trees
that hold set 140's 20 scenarios, in set 140's order, each represented by its lowest record id that is neither
set 140's id nor one of set 143's ids), distance checks against the READMEs of sets 143 and 142 and the
lists of those sets, and set 145's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""''', '''"""Stdlib-only checker for blind set 147 (claims.jsonl, estimates.jsonl, README.md).

Set 145's checker with set 147's tags and counts, set 147's scenario rule (reused universes: the 20 trees
that hold set 142's 20 scenarios, in set 142's order, each represented by its lowest record id that is neither
set 142's id nor one of set 145's ids), distance checks against the READMEs of sets 145 and 144 and the
lists of those sets, and set 147's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""''')
rep("# set 145: set 143's README and set 142's\nSET30_README = os.path.join(HERE, '..', 'blind_set143', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (142,)]",
    "# set 145: set 143's README and set 142's\n# set 147: set 145's README and set 144's\nSET30_README = os.path.join(HERE, '..', 'blind_set145', 'README.md')\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (144,)]")
rep("SET131 = os.path.join(HERE, 'ref', 'set140_scenarios.json')  # set 140's ids (name kept)",
    "SET131 = os.path.join(HERE, 'ref', 'set142_scenarios.json')  # set 142's ids (name kept)")
rep("SET134 = os.path.join(HERE, 'ref', 'set143_scenarios.json')  # set 143's ids (name kept)\nSET134_CHOICES = os.path.join(HERE, 'ref', 'set143_scenario_choices.json')",
    "SET134 = os.path.join(HERE, 'ref', 'set145_scenarios.json')  # set 145's ids (name kept)\nSET134_CHOICES = os.path.join(HERE, 'ref', 'set145_scenario_choices.json')")
old_min = "    # set 145's new tags, each with committing and adversarial forms (checked below)\n" + ''.join("    '%s': 12,\n" % t for t in L145['NEW_CLAIM_TAGS_ORDER']) if False else None
import re
m = re.search(r"    # set 145's new tags, each with committing and adversarial forms \(checked below\)\n((?:    '[a-z_]+': 12,\n){8})", src)
assert m
rep(m.group(0), "    # set 147's new tags, each with committing and adversarial forms (checked below)\n" + ''.join("    '%s': 12,\n" % t for t in NEW))
m = re.search(r"NEW_CLAIM_TAGS = \[[^\]]*\]\n", src)
rep(m.group(0), 'NEW_CLAIM_TAGS = %r\n' % NEW)
m = re.search(r"# set 145: set 143's tags and their words.*\n.*\nEARLIER_CLAIM_TAGS \|= \{[^\n]*\}\n", src)
assert m
rep(m.group(0), m.group(0) + "# set 147: set 145's tags and their words, set 144's tags, their words and the entries of set 144's\n# EARLIER_CLAIM_TAGS not already here, and set 147's failed and unused candidates (whole candidates)\nEARLIER_CLAIM_TAGS |= %r\n" % set(sorted(add_claim)))
m = re.search(r"NEW_EST_TAGS = \[[^\]]*\]\n", src)
rep(m.group(0), 'NEW_EST_TAGS = %r\n' % STY)
m = re.search(r"STYLE_PATTERNS = \{\n(    '[a-z]+': \[r'[^\n]*\],\n){6}\}\n", src)
assert m
old_pat = m.group(0)
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STY) + '}\n'
rep(old_pat, new_pat + "# set 145's patterns (kept for the record; set 145's styles are not used here)\nSET145_" + old_pat)
m = re.search(r"# set 145: set 142's prose styles and set 145's own \(the estimate tags this checker knows\)\nEST_TAGS \|= \{[^\n]*\}\n", src)
assert m
rep(m.group(0), m.group(0) + "# set 147: set 145's styles and theme word, set 144's styles and theme word and the entries of set 144's\n# SET41_STYLE_VARIANTS not already here, and set 147's failed and unused style candidates\nSET41_STYLE_VARIANTS |= %r\n# set 147: set 144's prose styles and set 147's own (the estimate tags this checker knows)\nEST_TAGS |= %r\n" % (set(sorted(add_sty)), set(sorted(add_est))))
rep("# ---- scenarios: set 145 reuses universes (set 140's trees) ----", "# ---- scenarios: set 147 reuses universes (set 142's trees) ----")
rep("'ref', 'set145_scenarios.json'))) != chosen:", "'ref', 'set147_scenarios.json'))) != chosen:")
rep("err('ref/set145_scenarios.json does not list the chosen ids of ref/scenario_choices.json')", "err('ref/set147_scenarios.json does not list the chosen ids of ref/scenario_choices.json')")
rep("err('cannot read ref/set145_scenarios.json: %s' % e)", "err('cannot read ref/set147_scenarios.json: %s' % e)")
rep("is not used by set 145' % x)", "is not used by set 147' % x)")
rep("is one of set 140\\'s own ids' % x)", "is one of set 142\\'s own ids' % x)")
rep("is one of set 143\\'s ids' % x)", "is one of set 145\\'s ids' % x)")
rep("is not in one of set 140\\'s trees' % sc)", "is not in one of set 142\\'s trees' % sc)")
rep("# set 145's brief asks for exact counts", "# set 147's brief asks for exact counts")
rep("appears in set 143\\'s README' % t)", "appears in set 145\\'s README' % t)", 2)
rep("err('set 143\\'s README not found at %s' % SET30_README)", "err('set 145\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 143 or a near variant' % t)", "is a prose style of sets 41 to 145 or a near variant' % t)")
rep("all set 140\\'s trees, none of set 140\\'s or set 143\\'s ids)", "all set 142\\'s trees, none of set 142\\'s or set 145\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('claim tag entries added', len(add_claim), 'style entries added', len(add_sty), 'estimate tags added', len(add_est))
