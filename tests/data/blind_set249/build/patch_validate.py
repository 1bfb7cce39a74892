"""Patch set 248's validate.py (read as text) into set 249's: README constants (sets 248 and 247), set 249's
tags and styles, the scenario rule (set 244's trees, minus set 244's and set 248's ids), and the earlier-entry
lists gaining set 248's and set 247's tags, tag words, theme words and styles, read from their READMEs."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set248', 'validate.py'), encoding='utf-8').read()
TAGS = ['muziektherapeut_klankschaal', 'musiktherapeutin_handtrommel', 'musicoterapeuta_sonagli',
        'musicotherapeute_clochette', 'musiikkiterapeutti_soitinkori', 'musikterapeut_sanglista',
        'muzykoterapeuta_dzwonki', 'muusikaterapeut_trummiring']
STYLES = ['openfour', 'blockedend', 'colourswap', 'fixedstone', 'hiddenfork', 'sweptboard']


def rep(old, new, count=1):
    global src
    n = src.count(old)
    if n != count:
        raise SystemExit('expected %d of %r, found %d' % (count, old[:80], n))
    src = src.replace(old, new)


def variants(phrase):
    out = {phrase}
    ws = phrase.split()
    out.add(''.join(ws))
    for w in ws:
        out.add(w)
        out.add(w[:-1] if w.endswith('s') else w + 's')
    j = ''.join(ws)
    out.add(j[:-1] if j.endswith('s') else j + 's')
    return out


def earlier(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [x for x in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if x not in ('realistic_reply', 'attacker_probe')]
    words = set(tags)
    for x in tags:
        words |= set(x.split('_'))
    words |= variants(re.search(r'^The persona theme is ([a-z ]+),', t, re.M).group(1))
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: (.*?)\.', t).group(1))
    prose = variants(re.search(r'^The theme is ([a-z ]+),', t, re.M).group(1))
    return sorted(words), styles, sorted(prose | set(styles))


doc = ('"""Stdlib-only checker for blind set 249 (claims.jsonl, estimates.jsonl, README.md).\n'
       'Set 249: set 248\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 249\'s tags,\n'
       'styles and counts, set 249\'s scenario rule (the 20 trees that hold set 244\'s 20 scenarios, in set 244\'s order,\n'
       'each represented by its lowest record id that is neither set 244\'s id nor one of set 248\'s ids), and the READMEs\n'
       'of sets 248 and 247 for the distance checks; set 248\'s and set 247\'s tags, their words, styles and theme words\n'
       'join the earlier-entry lists.\n\nSet 248 (set 248\'s own docstring):\n')
rep('"""Stdlib-only checker for blind set 248 (claims.jsonl, estimates.jsonl, README.md).\n',
    doc + 'Stdlib-only checker for blind set 248 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set246', 'README.md')  # set 248: set 246's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set248', 'README.md')  # set 249: set 248's README")
rep("for n in (245,)]  # set 248: set 245's README", "for n in (247,)]  # set 249: set 247's README")
rep("SET246_CHOICES = os.path.join(HERE, 'ref', 'set246_scenario_choices.json')\n",
    "SET246_CHOICES = os.path.join(HERE, 'ref', 'set246_scenario_choices.json')\n"
    "# set 249: set 244's list (ref/set244_scenarios.json) holds the trees set 249 reuses; set 248's list and its own\n"
    "# choices file (set 248's ref/scenario_choices.json, copied under this name)\n"
    "SET248 = os.path.join(HERE, 'ref', 'set248_scenarios.json')\n"
    "SET248_CHOICES = os.path.join(HERE, 'ref', 'set248_scenario_choices.json')\n")
old_tags = ['postkamermedewerker_postvakje', 'poststellenmitarbeiter_hauspost', 'smistatore_casellario',
            'vaguemestre_courrier', 'postinjakaja_lokerikko', 'ordenanza_valija', 'postansvarig_postfack',
            'podatelna_dorucenka']
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in old_tags),
    'NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in TAGS))
old_st = ['grindup', 'dumpbar', 'gripswitch', 'pausehold', 'chalkcloud', 'spottertouch']
w248, s248, p248 = earlier(248)
w247, s247, p247 = earlier(247)
assert s248 == old_st, s248
rep("            # new in set 248 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in old_st),
    "            # set 248's prose styles (earlier for set 249)\n            %s,\n"
    "            # set 247's prose styles (earlier for set 249)\n            %s,\n"
    "            # new in set 249 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in old_st), ', '.join("'%s'" % s for s in s247), ', '.join("'%s'" % s for s in STYLES)))
rep('NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in old_st),
    'NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in STYLES))
rep('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + '}\n',
    'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + '}\n'
    '# set 248\'s patterns (kept for the record)\nSET248_STYLE_PATTERNS = {\n' +
    ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + '}\n')
add = ''
for n, (w, s, p) in ((248, (w248, s248, p248)), (247, (w247, s247, p247))):
    add += ("# set 249: set %d's claim tags, their words and its persona theme words, and its styles and prose theme\n"
            "# words, read from its README by build/patch_validate.py\n" % n)
    add += 'EARLIER_CLAIM_TAGS |= set(%r)\n' % w
    add += 'SET41_STYLE_VARIANTS |= set(%r)\n' % p
    add += 'EST_TAGS |= set(%r)\n' % sorted(s)
rep('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n', add + 'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n')
rep("    set27_keys = {ds[x][2] for x in s243x_ if x in ds}  # set 243's trees: the trees set 248 reuses\n",
    "    set27_keys = {ds[x][2] for x in s243x_ if x in ds}  # set 243's trees: the trees set 248 reused\n"
    "    s248x_ = json.load(open(SET248))  # set 248's ids: not to be chosen again\n"
    "    if len(s248x_) != 20 or len({ds[x][2] for x in s248x_ if x in ds}) != 20:\n"
    "        err('ref/set248_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s244x_ if x in ds}  # set 244's trees: the trees set 249 reuses\n")
rep("    for x in s243x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s243x_ and y not in s246x_]\n",
    "    for x in s244x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s244x_ and y not in s248x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set248_scenarios.json'))) != chosen:\n"
    "            err('ref/set248_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set249_scenarios.json'))) != chosen:\n"
    "            err('ref/set249_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n")
rep("        err('cannot read ref/set248_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set249_scenarios.json: %s' % e)\n"
    "    try:\n"
    "        s248c = [c['scenario'] for c in json.load(open(SET248_CHOICES))['chosen']]\n"
    "        if len(s248c) != 20 or s248c != json.load(open(SET248)):\n"
    "            err('ref/set248_scenario_choices.json should list 20 chosen ids, those of ref/set248_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET248_CHOICES, e))\n")
rep("is not used by set 248' % x)\n        if x in s243x_ or x in s246x_:\n"
    "            err('chosen scenario %s is set 243\\'s or set 246\\'s id' % x)",
    "is not used by set 249' % x)\n        if x in s244x_ or x in s248x_:\n"
    "            err('chosen scenario %s is set 244\\'s or set 248\\'s id' % x)")
rep("err('scenario %s is not in one of set 241\\'s trees' % sc)", "err('scenario %s is not in one of set 244\\'s trees' % sc)")
rep("appears in set 246\\'s README' % t)", "appears in set 248\\'s README' % t)", 2)
rep("err('set 246\\'s README not found at %s' % SET30_README)", "err('set 248\\'s README not found at %s' % SET30_README)")
rep("all set 243\\'s trees, none of set 243\\'s or set 246\\'s ids)", "all set 244\\'s trees, none of set 244\\'s or set 248\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('248 words', len(w248), 'styles', s248, 'prose', p248)
print('247 words', len(w247), 'styles', s247, 'prose', p247)
