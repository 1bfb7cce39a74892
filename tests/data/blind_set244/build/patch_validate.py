"""Make set 244's validate.py from set 242's (read as text, never imported or run): set 244's tags, styles and
counts; set 244's scenario rule (the 20 trees that hold set 239's 20 scenarios, in set 239's order, each represented
by its lowest record id that is neither set 239's id nor one of set 242's ids; set 242's own choices file checked
against its list); the READMEs of sets 242 and 241 for the distance checks; set 242's and set 241's tags, their words,
styles and theme words (pensions advisers, first aiders; savate, decathlon), read from their READMEs, added to the
earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SRC = os.path.join(ROOT, '..', 'blind_set242', 'validate.py')
s = open(SRC, encoding='utf-8').read()

OLD_TAGS = ['pensionsberater_vorsorgeplan', 'pensioenadviseur_deelnemerslijst', 'pensjonsradgiver_innskudd', 'previdenzialista_posizione', 'planificador_jubilacion', 'penzijniporadce_prispevek', 'nyugdijtanacsado_befizetes', 'pensionsradgivare_tjanstepension']
NEW_TAGS = ['schriftgutverwalter_aktenplan', 'recordbeheerder_bewaartermijn', 'saksarkivar_journalforing', 'protocollista_fascicolo', 'ugykezelo_iktatokonyv', 'spisovyreferent_skartace', 'rekisterinpitaja_seulonta', 'spravcaregistratury_registraturnyplan']
OLD_STY = ['toekick', 'coupbas', 'switchstance', 'squarestance', 'feinte', 'assautnul']
NEW_STY = ['bankdive', 'situp', 'handsling', 'trackstand', 'dernyshade', 'neutrallap']


def rep(a, b, count=1):
    global s
    n = s.count(a)
    assert n == count, (a, n)
    s = s.replace(a, b)


def readme_lists(n):
    t = open(os.path.join(ROOT, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+', t, re.M)
            if m.group(1) not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', t)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    return tags, styles


# docstring
rep('"""Stdlib-only checker for blind set 242 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 244 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 244: set 242's checker (below, its docstring kept) patched by build/patch_validate.py with set 244's tags,\n"
    "styles and counts, set 244's scenario rule (the 20 trees that hold set 239's 20 scenarios, in set 239's order,\n"
    "each represented by its lowest record id that is neither set 239's id nor one of set 242's ids), and the READMEs\n"
    "of sets 242 and 241 for the distance checks; set 242's and set 241's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 242 (set 242's own docstring):\n"
    'Stdlib-only checker for blind set 242 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set240', 'README.md')  # set 242: set 240's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set242', 'README.md')  # set 244: set 242's README")
rep("for n in (239,)]  # set 242: set 239's README", "for n in (241,)]  # set 244: set 241's README")
rep("err('new tag %s appears in set 240\\'s README' % t)", "err('new tag %s appears in set 242\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 240\\'s README' % t)", "err('new tag %s (with a space) appears in set 242\\'s README' % t)")
rep("err('set 240\\'s README not found at %s' % SET30_README)", "err('set 242\\'s README not found at %s' % SET30_README)")
# tags
for a, b in zip(OLD_TAGS, NEW_TAGS):
    rep("'%s': 12" % a, "'%s': 12" % b)
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
# styles
t242, s242 = readme_lists(242)
t241, s241 = readme_lists(241)
assert s242 == OLD_STY and len(s241) == 6 and len(t242) == 8 and len(t241) == 8, (s242, s241, t242, t241)
rep("            # new in set 242 (prose styles)\n            %s}" % ', '.join("'%s'" % x for x in OLD_STY),
    "            # set 242's prose styles (earlier for set 244)\n            %s,\n"
    "            # set 241's prose styles (earlier for set 244)\n            %s,\n"
    "            # new in set 244 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % x for x in OLD_STY), ', '.join("'%s'" % x for x in s241), ', '.join("'%s'" % x for x in NEW_STY)))
rep('NEW_EST_TAGS = %r' % OLD_STY, 'NEW_EST_TAGS = %r' % NEW_STY)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STY) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STY) + '}\n'
rep(old_pat, new_pat + "# set 242's patterns (kept for the record)\nSET242_" + old_pat)
# earlier lists: set 242's and set 241's tags, their words and theme words; styles and theme words
claim_words = set()
for tg in t242 + t241:
    claim_words.add(tg)
    claim_words |= set(tg.split('_'))
for th in ('pensions advisers', 'first aiders'):
    claim_words |= {th, th.replace(' ', '')} | set(th.split()) | {w[:-1] for w in th.split() if w.endswith('s')}
style_words = set(s242 + s241)
style_var = style_words | {'savate', 'savates', 'decathlon', 'decathlons'}
add = ("# set 244: set 242's claim tags, their words and its persona theme word (pensions advisers), and set 241's (first\n"
       "# aiders); set 242's and set 241's styles and theme words (savate, decathlon), read from their READMEs by\n"
       "# build/patch_validate.py\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" % (
           sorted(claim_words), sorted(style_var), sorted(style_words)))
rep('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n', add + 'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n')
# scenario rule
rep("SET240_CHOICES = os.path.join(HERE, 'ref', 'set240_scenario_choices.json')\n",
    "SET240_CHOICES = os.path.join(HERE, 'ref', 'set240_scenario_choices.json')\n"
    "# set 244: set 239's list (ref/set239_scenarios.json, copied from set 239's ref/) holds the trees set 244 reuses;\n"
    "# set 242's list and its own choices file (set 242's ref/scenario_choices.json, copied under this name)\n"
    "SET239 = os.path.join(HERE, 'ref', 'set239_scenarios.json')\n"
    "SET242 = os.path.join(HERE, 'ref', 'set242_scenarios.json')\n"
    "SET242_CHOICES = os.path.join(HERE, 'ref', 'set242_scenario_choices.json')\n")
rep("    set27_keys = {ds[x][2] for x in s237x_ if x in ds}  # set 237's trees: the trees set 242 reuses\n",
    "    set27_keys = {ds[x][2] for x in s237x_ if x in ds}  # set 237's trees: the trees set 242 reused\n"
    "    s239x_ = json.load(open(SET239))  # set 239's ids: the trees set 244 reuses, not to be chosen again\n"
    "    if len(s239x_) != 20 or len({ds[x][2] for x in s239x_ if x in ds}) != 20:\n"
    "        err('ref/set239_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s242x_ = json.load(open(SET242))  # set 242's ids: not to be chosen again\n"
    "    if len(s242x_) != 20 or len({ds[x][2] for x in s242x_ if x in ds}) != 20:\n"
    "        err('ref/set242_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s239x_ if x in ds}  # set 239's trees: the trees set 244 reuses\n")
rep("    for x in s237x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s237x_ and y not in s240x_]\n",
    "    for x in s239x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s239x_ and y not in s242x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set242_scenarios.json'))) != chosen:\n"
    "            err('ref/set242_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set242_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set244_scenarios.json'))) != chosen:\n"
    "            err('ref/set244_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set244_scenarios.json: %s' % e)\n"
    "    try:\n        s242c = [c['scenario'] for c in json.load(open(SET242_CHOICES))['chosen']]\n"
    "        if len(s242c) != 20 or s242c != json.load(open(SET242)):\n"
    "            err('ref/set242_scenario_choices.json should list 20 chosen ids, those of ref/set242_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET242_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 242' % x)\n"
    "        if x in s237x_ or x in s240x_:\n            err('chosen scenario %s is set 237\\'s or set 240\\'s id' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 244' % x)\n"
    "        if x in s239x_ or x in s242x_:\n            err('chosen scenario %s is set 239\\'s or set 242\\'s id' % x)\n")
rep("            err('scenario %s is not in one of set 237\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 239\\'s trees' % sc)\n")
rep("all set 237\\'s trees, none of set 237\\'s or set 240\\'s ids)", "all set 239\\'s trees, none of set 239\\'s or set 242\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(s)
print('validate.py written', len(s))
