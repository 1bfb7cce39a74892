"""Writes set 200's validate.py: set 198's validate.py (read as text, never imported or run) with asserted
replacements: set 200's tags, styles and patterns (set 198's kept for the record); set 200's scenario rule (the 20
trees that hold set 195's 20 scenarios, in set 195's order, each represented by its lowest record id that is
neither set 195's id nor one of set 198's ids; set 198's own choices file checked against its list); the READMEs
of sets 198 and 199 for the distance checks; and, added to the earlier lists, set 198's and set 199's claim tags
and their words, their persona theme words, their prose styles and prose theme words, all read from their
READMEs (the construction table, the estimate construction counts and the "(the theme word, X" phrases)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set198', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['futuroloog_verkenning', 'futurologe_zukunftsbild', 'futurologo_anticipazione', 'futurolog_perspektywa',
            'futurologi_ennakointi', 'futurologus_jovokep', 'futurologue_prospective', 'futurista_tendencia']
NEW_STYLES = ['softpeak', 'stiffpeak', 'syneresis', 'deflating', 'overbeaten', 'cracking']
OLD_TAGS = ['ethicus_toetsing', 'ethiker_gutachten', 'eticista_parere', 'etik_posudek', 'etyk_opinia',
            'eetikko_lausunto', 'etician_aviz', 'etikus_velemeny']
OLD_STYLES = ['hoarfrost', 'verglas', 'fernfrost', 'frostflower', 'pipkrake', 'rimefrost']


def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') else (w[:-3] + 'men' if w.endswith('man') else w + 's')


def from_readme(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    cc = re.search(r'construction counts: ((?:`[a-z_]+` \d+, )*`[a-z_]+` \d+)', txt)
    styles = re.findall(r'`([a-z_]+)` \d+', cc.group(1))
    pm = re.search(r'The persona theme is ([^(]*)\(the theme word, (\w+)', txt)
    sm = re.search(r'The theme is ([^(]*)\(the theme word, (\w+)', txt)
    assert len(tags) == 8 and len(styles) == 6 and pm and sm, n
    ptheme = [pm.group(2), plural(pm.group(2))]
    pphrase = pm.group(1).split(',')[0].strip()
    stheme = [sm.group(2), plural(sm.group(2))]
    sphrase = sm.group(1).split(',')[0].strip()
    ptheme += [pphrase.replace(' ', '_')] if ' ' in pphrase else []
    stheme += [sphrase.replace(' ', '_')] if ' ' in sphrase else []
    return tags, styles, ptheme, stheme


t198, s198, p198, q198 = from_readme(198)
t199, s199, p199, q199 = from_readme(199)
assert t198 == OLD_TAGS and s198 == OLD_STYLES, (t198, s198)
claim_add = sorted(set(t198 + t199) | {w for t in t198 + t199 for w in t.split('_')} | set(p198 + p199))
style_add = sorted(set(s198 + s199) | set(q198 + q199))
est_add = sorted(set(s198 + s199))


def rep(a, b, count=1):
    global src
    assert src.count(a) == count, (src.count(a), a[:80])
    src = src.replace(a, b)


# docstring
rep('"""Stdlib-only checker for blind set 198 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 200 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 200: set 198's checker (below, its docstring kept) patched by build/patch_validate.py with set 200's tags,\n"
    "styles and counts, set 200's scenario rule (the 20 trees that hold set 195's 20 scenarios, in set 195's order,\n"
    "each represented by its lowest record id that is neither set 195's id nor one of set 198's ids), and the READMEs\n"
    "of sets 198 and 199 for the distance checks; set 198's and set 199's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 198 (set 198's own docstring):\n"
    'Stdlib-only checker for blind set 198 (claims.jsonl, estimates.jsonl, README.md).\n')
# constants
rep("SET197_CHOICES = os.path.join(HERE, 'ref', 'set197_scenario_choices.json')\n",
    "SET197_CHOICES = os.path.join(HERE, 'ref', 'set197_scenario_choices.json')\n"
    "# set 200: set 198's list and its own choices file (set 198's ref/scenario_choices.json, copied under this name);\n"
    "# set 195's list (ref/set195_scenarios.json, copied with set 198's ref/) holds the trees set 200 reuses\n"
    "SET198 = os.path.join(HERE, 'ref', 'set198_scenarios.json')\n"
    "SET198_CHOICES = os.path.join(HERE, 'ref', 'set198_scenario_choices.json')\n")
old_min = "    " + ", ".join("'%s': 12" % t for t in OLD_TAGS) + ",\n"
rep(old_min, "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % OLD_TAGS, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
rep("            # new in set 198 (prose styles)\n            'hoarfrost', 'verglas', 'fernfrost', 'frostflower', 'pipkrake', 'rimefrost'}\n",
    "            # set 198's prose styles (earlier for set 200)\n            'hoarfrost', 'verglas', 'fernfrost', 'frostflower', 'pipkrake', 'rimefrost',\n"
    "            # new in set 200 (prose styles)\n            " + ", ".join("'%s'" % s for s in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = %r\n" % OLD_STYLES, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
rep(old_pat, new_pat + "# set 198's patterns (kept for the record)\nSET198_" + old_pat)
# earlier lists: after set 198's additions, before AVOIDED_EST_FORMS
rep("AVOIDED_EST_FORMS = {",
    "# set 200: set 198's claim tags, their words and its persona theme word (%s), and set 199's (%s); set 198's\n"
    "# and set 199's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (p198[0], p199[0], q198[0], q199[0], claim_add, style_add, est_add))
# READMEs for the distance checks
rep("SET30_README = os.path.join(HERE, '..', 'blind_set197', 'README.md')  # set 198: set 197's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set198', 'README.md')  # set 200: set 198's README")
rep("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (196,)]  # set 198: set 196's README",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (199,)]  # set 200: set 199's README")
rep("err('new tag %s appears in set 197\\'s README' % t)", "err('new tag %s appears in set 198\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 197\\'s README' % t)", "err('new tag %s (with a space) appears in set 198\\'s README' % t)")
rep("err('set 197\\'s README not found at %s' % SET30_README)", "err('set 198\\'s README not found at %s' % SET30_README)")
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s193x_ if x in ds}  # set 193's trees: the trees set 198 reuses\n",
    "    s198x_ = json.load(open(SET198))  # set 198's ids: not to be chosen again\n"
    "    if len(s198x_) != 20 or len({ds[x][2] for x in s198x_ if x in ds}) != 20:\n"
    "        err('ref/set198_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s195x_ if x in ds}  # set 195's trees: the trees set 200 reuses\n")
rep("    for x in s193x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s197x_]\n",
    "    for x in s195x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s198x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set198_scenarios.json'))) != chosen:
            err('ref/set198_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set198_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set200_scenarios.json'))) != chosen:
            err('ref/set200_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set200_scenarios.json: %s' % e)
    # set 198's own choices file (saved as ref/set198_scenario_choices.json) must agree with ref/set198_scenarios.json
    try:
        s198 = [c['scenario'] for c in json.load(open(SET198_CHOICES))['chosen']]
        if len(s198) != 20 or s198 != json.load(open(SET198)):
            err('ref/set198_scenario_choices.json should list 20 chosen ids, those of ref/set198_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET198_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 198' % x)
        if x in s193x_:
            err('chosen scenario %s is one of set 193\\'s own ids' % x)
        if x in s197x_:
            err('chosen scenario %s is one of set 197\\'s ids' % x)
""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 200' % x)
        if x in s195x_:
            err('chosen scenario %s is one of set 195\\'s own ids' % x)
        if x in s198x_:
            err('chosen scenario %s is one of set 198\\'s ids' % x)
""")
rep("err('scenario %s is not in one of set 193\\'s trees' % sc)", "err('scenario %s is not in one of set 195\\'s trees' % sc)")
rep("all set 193\\'s trees, none of set 193\\'s or set 197\\'s ids)", "all set 195\\'s trees, none of set 195\\'s or set 198\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 198:', t198); print('tags 199:', t199); print('styles:', s198, s199)
print('theme words:', p198, p199, q198, q199)
print('added: %d claim entries, %d style entries, %d est tags' % (len(claim_add), len(style_add), len(est_add)))
