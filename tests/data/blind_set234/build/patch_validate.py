"""Write set 234's validate.py from set 230's (read as text, never imported or run): set 234's tags, styles,
scenario rule (set 229's 20 trees; the lowest id of each group that is neither set 229's id nor one of set 230's),
the READMEs of sets 230 and 229 for the distance checks, and set 230's and set 229's tags, tag words, theme words
and styles added to the earlier lists (read from their READMEs). Every replacement must hit exactly once."""
import re
src = open('../blind_set230/validate.py', encoding='utf-8').read()
NEW_TAGS = ['ubersetzer_fachbegriff', 'vertaler_termenlijst', 'traducteur_relecture', 'traduttore_glossario',
            'suomentaja_kaannos', 'oversattare_ordlista', 'oversaetter_korrektur', 'tlumacz_przeklad']
NEW_STYLES = ['forehandloop', 'netcord', 'sidespin', 'penhold', 'hiddenserve', 'letserve']
def readme_parts(n):
    t = open('../blind_set%d/README.md' % n, encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', t)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    return tags, styles
t230, s230 = readme_parts(230)
t229, s229 = readme_parts(229)
assert len(t230) == len(t229) == 8 and len(s230) == len(s229) == 6, (t230, t229, s230, s229)
words = set()
for t in t230 + t229:
    words.add(t); words.update(t.split('_'))
words |= {'plantscaper', 'plantscapers', 'asbestos', 'asbestoss'}
theme_styles = set(s230 + s229) | {'taekwondo', 'taekwondos', 'badminton', 'badmintons'}
def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)
DOC = '''"""Stdlib-only checker for blind set 234 (claims.jsonl, estimates.jsonl, README.md).
Set 234: set 230's checker (below, its docstring kept) patched by build/patch_validate.py with set 234's tags,
styles and counts, set 234's scenario rule (the 20 trees that hold set 229's 20 scenarios, in set 229's order,
each represented by its lowest record id that is neither set 229's id nor one of set 230's ids), and the READMEs
of sets 230 and 229 for the distance checks; set 230's and set 229's tags, their words, styles and theme words
added to the earlier lists.

Set 230 (set 230's own docstring):
'''
rep('"""Stdlib-only checker for blind set 230', DOC + 'Stdlib-only checker for blind set 230')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 230: set 225's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set230', 'README.md')  # set 234: set 230's README")
rep("for n in (224,)]  # set 230: set 224's README", "for n in (229,)]  # set 234: set 229's README")
rep("SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n",
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n"
    "# set 234: set 229's list (ref/set229_scenarios.json, copied from set 229's ref/) holds the trees set 234 reuses;\n"
    "# set 230's list and its own choices file (set 230's ref/scenario_choices.json, copied under this name)\n"
    "SET229 = os.path.join(HERE, 'ref', 'set229_scenarios.json')\n"
    "SET230 = os.path.join(HERE, 'ref', 'set230_scenarios.json')\n"
    "SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\n")
old_min = "    'pflanzenpfleger_giessplan': 12, 'plantenverzorger_gietlijst': 12, 'paysagiste_arrosage': 12, 'vivaista_annaffiatura': 12, 'viherhoitaja_kastelu': 12, 'vaxtskotare_vattning': 12, 'plantepasser_vanding': 12, 'ogrodnik_podlewanie': 12,\n"
rep(old_min, '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep("NEW_CLAIM_TAGS = ['pflanzenpfleger_giessplan', 'plantenverzorger_gietlijst', 'paysagiste_arrosage', 'vivaista_annaffiatura', 'viherhoitaja_kastelu', 'vaxtskotare_vattning', 'plantepasser_vanding', 'ogrodnik_podlewanie']",
    'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 230 (prose styles)\n            'naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman'}",
    "            # set 230's prose styles (earlier for set 234)\n            %s,\n"
    "            # set 229's prose styles (earlier for set 234)\n            %s,\n"
    "            # new in set 234 (prose styles)\n            %s}" % (', '.join(repr(s) for s in s230), ', '.join(repr(s) for s in s229), ', '.join(repr(s) for s in NEW_STYLES)))
rep("NEW_EST_TAGS = ['naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman']", 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_sp = src[src.index('STYLE_PATTERNS = {\n'):]
old_sp = old_sp[:old_sp.index('}\n') + 2]
new_sp = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
new_sp += '# set 230\'s patterns (kept for the record)\nSET230_STYLE_PATTERNS = {\n' + old_sp[len('STYLE_PATTERNS = {\n'):]
rep(old_sp, new_sp)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)",
    "# set 234: set 230's claim tags, their words and its persona theme word (plantscaper), and set 229's (asbestos); set 230's\n"
    "# and set 229's styles and theme words (taekwondo, badminton), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)" % (sorted(words), sorted(theme_styles), sorted(set(s230 + s229))))
rep("    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reuses\n",
    "    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reused\n"
    "    s229x_ = json.load(open(SET229))  # set 229's ids: the trees set 234 reuses, not to be chosen again\n"
    "    if len(s229x_) != 20 or len({ds[x][2] for x in s229x_ if x in ds}) != 20:\n"
    "        err('ref/set229_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s230x_ = json.load(open(SET230))  # set 230's ids: not to be chosen again\n"
    "    if len(s230x_) != 20 or len({ds[x][2] for x in s230x_ if x in ds}) != 20:\n"
    "        err('ref/set230_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s229x_ if x in ds}  # set 229's trees: the trees set 234 reuses\n")
rep("    for x in s225x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]",
    "    for x in s229x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s229x_ and y not in s230x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set230_scenarios.json'))) != chosen:\n            err('ref/set230_scenarios.json does not list",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set234_scenarios.json'))) != chosen:\n            err('ref/set234_scenarios.json does not list")
rep("        err('cannot read ref/set230_scenarios.json: %s' % e)", "        err('cannot read ref/set234_scenarios.json: %s' % e)\n"
    "    try:\n        s230c = [c['scenario'] for c in json.load(open(SET230_CHOICES))['chosen']]\n"
    "        if len(s230c) != 20 or s230c != json.load(open(SET230)):\n"
    "            err('ref/set230_scenario_choices.json should list 20 chosen ids, those of ref/set230_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET230_CHOICES, e))")
rep("is not used by set 230' % x)\n        if x in s225x_:\n            err('chosen scenario %s is one of set 225\\'s ids' % x)",
    "is not used by set 234' % x)\n        if x in s229x_ or x in s230x_:\n            err('chosen scenario %s is set 229\\'s or set 230\\'s id' % x)")
rep("err('scenario %s is not in one of set 225\\'s trees' % sc)", "err('scenario %s is not in one of set 229\\'s trees' % sc)")
rep("err('new tag %s appears in set 225\\'s README' % t)", "err('new tag %s appears in set 230\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 225\\'s README' % t)", "err('new tag %s (with a space) appears in set 230\\'s README' % t)")
rep("err('set 225\\'s README not found at %s' % SET30_README)", "err('set 230\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 225\\'s trees, none of set 225\\'s ids)", "(trees distinct, all set 229\\'s trees, none of set 229\\'s or set 230\\'s ids)")
open('validate.py', 'w', encoding='utf-8').write(src)
print('ok', t230, s230, t229, s229)
