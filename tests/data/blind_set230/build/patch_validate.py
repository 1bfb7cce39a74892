"""Writes set 230's validate.py from set 225's validate.py (read as text, never imported or run).
Changes: a docstring header for set 230; set 230's tags, styles and counts; set 230's scenario rule (the 20 trees
that hold set 225's 20 scenarios, in set 225's order, each represented by its lowest record id that is not one of
set 225's ids); the READMEs of sets 225 and 224 for the distance checks; set 225's and set 224's tags, their
words, styles and theme words (read from their READMEs here) added to the earlier lists. Every replacement must
hit exactly once."""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.dirname(HERE)
T = os.path.dirname(D)
src = open(os.path.join(T, 'blind_set225', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['pflanzenpfleger_giessplan', 'plantenverzorger_gietlijst', 'paysagiste_arrosage', 'vivaista_annaffiatura',
            'viherhoitaja_kastelu', 'vaxtskotare_vattning', 'plantepasser_vanding', 'ogrodnik_podlewanie']
NEW_STYLES = ['naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman']

def readme_lists(n):
    txt = open(os.path.join(T, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    sec = txt.split('### Construction counts', 1)[1].split('###', 1)[0]
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', sec, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    line = re.search(r'construction counts: (.*?)\. ', txt.split('## 2. estimates.jsonl', 1)[1]).group(1)
    styles = re.findall(r'`([a-z_]+)` 20', line)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles

t225, s225 = readme_lists(225)
t224, s224 = readme_lists(224)
THEMES_P = {225: 'legionella', 224: 'sampler'}
THEMES_S = {225: 'bouldering', 224: 'rounders'}
words = set()
for t in t225 + t224:
    words.add(t)
    words.update(t.split('_'))
for w in THEMES_P.values():
    words.update([w, w + 's'])
variants = set(s225 + s224)
for w in THEMES_S.values():
    variants.update([w, w + 's'])

def rep(old, new, count=1):
    global src
    n = src.count(old)
    if n != count:
        sys.exit('replacement hit %d times, expected %d: %r' % (n, count, old[:80]))
    src = src.replace(old, new)

q = lambda xs: ', '.join("'%s'" % x for x in xs)
rep('"""Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 230 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 230: set 225's checker (below, its docstring kept) patched by build/patch_validate.py with set 230's tags,\n"
    "styles and counts, set 230's scenario rule (the 20 trees that hold set 225's 20 scenarios, in set 225's order,\n"
    "each represented by its lowest record id that is not one of set 225's ids), and the READMEs of sets 225 and 224\n"
    "for the distance checks; set 225's and set 224's tags, their words, styles and theme words added to the earlier\n"
    "lists.\n\nSet 225 (set 225's own docstring):\nStdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 225: set 221's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 230: set 225's README")
rep("for n in (220,)]  # set 225: set 220's README", "for n in (224,)]  # set 230: set 224's README")
rep("SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n",
    "SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n"
    "# set 230: set 225's list (ref/set225_scenarios.json, copied from set 225's ref/) holds the trees set 230 reuses;\n"
    "# set 225's own choices file (set 225's ref/scenario_choices.json, copied under this name)\n"
    "SET225 = os.path.join(HERE, 'ref', 'set225_scenarios.json')\n"
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n")
old_tags = ['legionellenpruefer_probenahme', 'legionellabeheerder_spoellijst', 'legionelle_prelevement', 'legionella_campionamento', 'legionela_muestreo', 'legionellanayte_kirjaus', 'legionellaprov_spolning', 'legionellakontrol_gennemskylning']
rep("    " + ', '.join("'%s': 12" % t for t in old_tags) + ",\n", "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = [%s]" % q(old_tags), "NEW_CLAIM_TAGS = [%s]" % q(NEW_TAGS))
rep("            # new in set 225 (prose styles)\n            'topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball'}",
    "            # set 225's prose styles (earlier for set 230)\n            %s,\n"
    "            # set 224's prose styles (earlier for set 230)\n            %s,\n"
    "            # new in set 230 (prose styles)\n            %s}" % (q(s225), q(s224), q(NEW_STYLES)))
rep("NEW_EST_TAGS = ['topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball']",
    "NEW_EST_TAGS = [%s]" % q(NEW_STYLES))
rep("STYLE_PATTERNS = {\n    'topout'", "STYLE_PATTERNS = {\n%s}\n# set 225's patterns (kept for the record)\nSET225_STYLE_PATTERNS = {\n    'topout'"
    % ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES))
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 230: set 225's claim tags, their words and its persona theme word (legionella), and set 224's (sampler); set 225's\n"
    "# and set 224's styles and theme words (bouldering, rounders), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set([%s])\nSET41_STYLE_VARIANTS |= set([%s])\nEST_TAGS |= set([%s])\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (q(sorted(words)), q(sorted(variants)), q(sorted(s225 + s224))))
rep("    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reuses\n",
    "    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reused\n"
    "    s225x_ = json.load(open(SET225))  # set 225's ids: the trees set 230 reuses, not to be chosen again\n"
    "    if len(s225x_) != 20 or len({ds[x][2] for x in s225x_ if x in ds}) != 20:\n"
    "        err('ref/set225_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reuses\n")
rep("    for x in s220x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]\n",
    "    for x in s225x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set225_scenarios.json'))) != chosen:\n"
    "            err('ref/set225_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set225_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set230_scenarios.json'))) != chosen:\n"
    "            err('ref/set230_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set230_scenarios.json: %s' % e)\n"
    "    # set 225's own choices file (saved as ref/set225_scenario_choices.json) must agree with ref/set225_scenarios.json\n"
    "    try:\n        s225 = [c['scenario'] for c in json.load(open(SET225_CHOICES))['chosen']]\n"
    "        if len(s225) != 20 or s225 != json.load(open(SET225)):\n"
    "            err('ref/set225_scenario_choices.json should list 20 chosen ids, those of ref/set225_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET225_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 225' % x)\n"
    "        if x in s220x_:\n            err('chosen scenario %s is one of set 220\\'s own ids' % x)\n"
    "        if x in s221x_:\n            err('chosen scenario %s is one of set 221\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 230' % x)\n"
    "        if x in s225x_:\n            err('chosen scenario %s is one of set 225\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 220\\'s trees' % sc)", "err('scenario %s is not in one of set 225\\'s trees' % sc)")
rep("err('new tag %s appears in set 221\\'s README' % t)", "err('new tag %s appears in set 225\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 221\\'s README' % t)", "err('new tag %s (with a space) appears in set 225\\'s README' % t)")
rep("err('set 221\\'s README not found at %s' % SET30_README)", "err('set 225\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 220\\'s trees, none of set 220\\'s or set 221\\'s ids)", "(trees distinct, all set 225\\'s trees, none of set 225\\'s ids)")
open(os.path.join(D, 'validate.py'), 'w', encoding='utf-8').write(src)
print('set 225 tags', t225, 'styles', s225)
print('set 224 tags', t224, 'styles', s224)
print('validate.py written; every replacement hit once')
