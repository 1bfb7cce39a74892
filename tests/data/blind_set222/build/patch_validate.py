"""Set 222: write validate.py from set 221's validate.py (read as text, never imported or run): set 222's tags,
styles and counts, set 222's scenario rule (set 217's trees in set 217's order, each represented by its lowest record
id that is neither set 217's id nor one of set 221's ids), the READMEs of sets 221 and 220 for the distance checks,
and set 221's and set 220's tags, tag words, persona theme words, styles and prose theme words added to the earlier
lists (read from their READMEs: the backquoted tags of their rules sections and their style lists)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__)); D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set221', 'validate.py'), encoding='utf-8').read()
TAGS = ['radonmessung_befund', 'radonmeting_rapport', 'radonmaaling_maalerapport', 'radonmittaus_raportti',
        'radonmatning_sparfilm', 'radonpomiar_raport', 'radonmeres_jegyzokonyv', 'radonmereni_zprava']
STYLES = ['derny', 'situp', 'handsling', 'trackstand', 'slipstream', 'neutralised']
def rtags(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    sec = t[t.index('### The rules as applied to the new tags'):t.index('### Attacker probes')]
    tags = sorted(set(re.findall(r'^- `([a-z_]+)`', sec, re.M)))
    st = t[t.index('## 2. estimates.jsonl'):t.index('### The six prose styles')]
    styles = re.findall(r'`([a-z]+)` 20', st)
    return tags, styles
t221, s221 = rtags(221); t220, s220 = rtags(220)
assert len(t221) == 8 and len(t220) == 8 and len(s221) == 6 and len(s220) == 6, (t221, t220, s221, s220)
themes_c = ['defibrillator', 'sprinkler']; themes_p = ['geocaching', 'paragliding']
words = set()
for t in t221 + t220:
    words.add(t); words.update(t.split('_'))
for w in themes_c: words.update([w, w + 's'])
svar = set(s221 + s220)
for w in themes_p: svar.update([w, w + 's'])
def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old, n)
    src = src.replace(old, new)
rep('"""Stdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 222 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 222: set 221\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 222\'s tags,\n'
    'styles and counts, set 222\'s scenario rule (the 20 trees that hold set 217\'s 20 scenarios, in set 217\'s order,\n'
    'each represented by its lowest record id that is neither set 217\'s id nor one of set 221\'s ids), and the READMEs\n'
    'of sets 221 and 220 for the distance checks; set 221\'s and set 220\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 221 (set 221\'s own docstring):\nStdlib-only checker for blind set 221 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("'blind_set219', 'README.md')  # set 221: set 219's README", "'blind_set221', 'README.md')  # set 222: set 221's README")
rep("for n in (218,)]  # set 221: set 218's README", "for n in (220,)]  # set 222: set 220's README")
rep("SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n",
    "SET216 = os.path.join(HERE, 'ref', 'set216_scenarios.json')\n"
    "# set 222: set 221's list and its own choices file (set 221's ref/scenario_choices.json, copied under this name);\n"
    "# set 217's list (ref/set217_scenarios.json, copied from tests/data/blind_set217/ref/) holds the trees set 222 reuses\n"
    "SET221 = os.path.join(HERE, 'ref', 'set221_scenarios.json')\n"
    "SET221_CHOICES = os.path.join(HERE, 'ref', 'set221_scenario_choices.json')\n"
    "SET217 = os.path.join(HERE, 'ref', 'set217_scenarios.json')\n")
old_tags = ['defibrillator_pruefprotokoll', 'defibrillatore_collaudo', 'desfibrilador_inspeccion', 'defibrillateur_entretien', 'aedbeheerder_controlelijst', 'defibrillaattori_tarkastus', 'defibrylator_przeglad', 'hjertestarter_eftersyn']
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in old_tags), 'NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in TAGS))
old_st = ['firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled']
rep("            # new in set 221 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in old_st),
    "            # new in set 221 (prose styles)\n            %s,\n            # set 220's prose styles (earlier for set 222)\n            %s,\n            # new in set 222 (prose styles)\n            %s}"
    % (', '.join("'%s'" % s for s in old_st), ', '.join("'%s'" % s for s in s220), ', '.join("'%s'" % s for s in STYLES)))
rep('NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in old_st), 'NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in STYLES))
for a, b in zip(old_st, STYLES):
    rep("    '%s': [r'(?i)\\b%s\\b'],\n" % (a, a), "    '%s': [r'(?i)\\b%s\\b'],\n" % (b, b))
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 222: set 221's claim tags, their words and its persona theme word (defibrillator), and set 220's (sprinkler); set 221's\n"
    "# and set 220's styles and theme words (geocaching, paragliding), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (sorted(words), sorted(svar), sorted(set(s221 + s220))))
rep("    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reuses\n",
    "    set27_keys = {ds[x][2] for x in s216x_ if x in ds}  # set 216's trees: the trees set 221 reused\n"
    "    s221x_ = json.load(open(SET221))  # set 221's ids: not to be chosen again\n"
    "    if len(s221x_) != 20 or len({ds[x][2] for x in s221x_ if x in ds}) != 20:\n"
    "        err('ref/set221_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s217x_ = json.load(open(SET217))  # set 217's ids: the trees set 222 reuses, not to be chosen again\n"
    "    if len(s217x_) != 20 or len({ds[x][2] for x in s217x_ if x in ds}) != 20:\n"
    "        err('ref/set217_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s217x_ if x in ds}  # set 217's trees: the trees set 222 reuses\n")
rep("    for x in s216x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s219x_]",
    "    for x in s217x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set221_scenarios.json'))) != chosen:
            err('ref/set221_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set221_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set222_scenarios.json'))) != chosen:
            err('ref/set222_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set222_scenarios.json: %s' % e)
    # set 221's own choices file (saved as ref/set221_scenario_choices.json) must agree with ref/set221_scenarios.json
    try:
        s221 = [c['scenario'] for c in json.load(open(SET221_CHOICES))['chosen']]
        if len(s221) != 20 or s221 != json.load(open(SET221)):
            err('ref/set221_scenario_choices.json should list 20 chosen ids, those of ref/set221_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET221_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 221' % x)
        if x in s216x_:
            err('chosen scenario %s is one of set 216\\'s own ids' % x)
        if x in s219x_:
            err('chosen scenario %s is one of set 219\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 222' % x)
        if x in s217x_:
            err('chosen scenario %s is one of set 217\\'s own ids' % x)
        if x in s221x_:
            err('chosen scenario %s is one of set 221\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 216\\'s trees' % sc)", "err('scenario %s is not in one of set 217\\'s trees' % sc)")
rep("err('new tag %s appears in set 219\\'s README' % t)", "err('new tag %s appears in set 221\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 219\\'s README' % t)", "err('new tag %s (with a space) appears in set 221\\'s README' % t)")
rep("err('set 219\\'s README not found at %s' % SET30_README)", "err('set 221\\'s README not found at %s' % SET30_README)")
rep("all set 216\\'s trees, none of set 216\\'s or set 219\\'s ids)", "all set 217\\'s trees, none of set 217\\'s or set 221\\'s ids)")
# the new tags, their words and theme words must not be earlier entries
for t in TAGS:
    assert t not in words and not any(w in words for w in t.split('_')), t
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 221', t221, s221); print('tags 220', t220, s220)
