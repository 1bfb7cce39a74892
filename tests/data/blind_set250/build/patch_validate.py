"""Patch set 248's validate.py (read as text) into set 250's ../validate.py: set 250's tags, styles and counts;
set 250's scenario rule (the 20 trees holding set 245's 20 scenarios, in set 245's order, each represented by its
lowest record id that is neither set 245's id nor one of set 248's ids); the READMEs of sets 248 and 247 for the
distance checks; set 248's and set 247's tags, their words, persona theme words, styles and prose theme words
(read from their READMEs here) added to the earlier lists. Every replacement must match exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set248', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['wegmarkeerder_belijning', 'strassenmarkierer_leitlinie', 'segnaletico_zebratura', 'peintreroutier_bandeaxiale',
            'pintavias_termoplastico', 'vagmalare_kantlinje', 'tiemerkitsija_reunaviiva', 'vegoppmerker_midtlinje']
NEW_STYLES = ['pikedive', 'upswim', 'shiftaim', 'stillhang', 'weedhide', 'siltout']
OLD_TAGS = ['postkamermedewerker_postvakje', 'poststellenmitarbeiter_hauspost', 'smistatore_casellario', 'vaguemestre_courrier',
            'postinjakaja_lokerikko', 'ordenanza_valija', 'postansvarig_postfack', 'podatelna_dorucenka']
OLD_STYLES = ['grindup', 'dumpbar', 'gripswitch', 'pausehold', 'chalkcloud', 'spottertouch']

def from_readme(n):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: (.*?)\.', t).group(1))
    ptheme = re.search(r'The persona theme is ([a-z ]+),', t).group(1)
    stheme = re.search(r'\nThe theme is ([a-z ]+),', t).group(1)
    return tags, styles, ptheme, stheme

def theme_words(th):
    ws = th.split()
    out = set(ws) | {th, th.replace(' ', '')}
    out |= {w + 's' for w in ws if not w.endswith('s')} | {w[:-1] for w in ws if w.endswith('s')}
    if th.endswith('s'):
        out.add(th.replace(' ', '')[:-1])
    else:
        out.add(th.replace(' ', '') + 's')
    return out

blocks = []
for n in (248, 247):
    tags, styles, pth, sth = from_readme(n)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    cw = set(tags) | {w for t in tags for w in t.split('_')} | theme_words(pth)
    sw = set(styles) | theme_words(sth)
    blocks.append('# set 250: set %d\'s claim tags, their words and its persona theme words (%s), and its styles and prose\n'
                  '# theme words (%s), read from its README by build/patch_validate.py\n'
                  'EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n'
                  % (n, pth, sth, sorted(cw), sorted(sw), sorted(styles)))
    if n == 247:
        s247_styles = styles

def rep(old, new):
    global src
    assert src.count(old) == 1, (src.count(old), old[:120])
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 248 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 250 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 250: set 248\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 250\'s tags,\n'
    'styles and counts, set 250\'s scenario rule (the 20 trees that hold set 245\'s 20 scenarios, in set 245\'s order,\n'
    'each represented by its lowest record id that is neither set 245\'s id nor one of set 248\'s ids), and the READMEs\n'
    'of sets 248 and 247 for the distance checks; set 248\'s and set 247\'s tags, their words, styles and theme words\n'
    '(read from their READMEs) added to the earlier lists.\n\nSet 248 (set 248\'s own docstring):\n'
    'Stdlib-only checker for blind set 248 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("'blind_set246', 'README.md')  # set 248: set 246's README", "'blind_set248', 'README.md')  # set 250: set 248's README")
rep("for n in (245,)]  # set 248: set 245's README", "for n in (247,)]  # set 250: set 247's README")
rep("SET246_CHOICES = os.path.join(HERE, 'ref', 'set246_scenario_choices.json')\n",
    "SET246_CHOICES = os.path.join(HERE, 'ref', 'set246_scenario_choices.json')\n"
    "# set 250: set 245's list (ref/set245_scenarios.json, copied from set 245's ref/) holds the trees set 250 reuses;\n"
    "# set 248's list and its own choices file (set 248's ref/scenario_choices.json, copied under this name)\n"
    "SET245 = os.path.join(HERE, 'ref', 'set245_scenarios.json')\n"
    "SET248 = os.path.join(HERE, 'ref', 'set248_scenarios.json')\n"
    "SET248_CHOICES = os.path.join(HERE, 'ref', 'set248_scenario_choices.json')\n")
rep('    ' + ', '.join("'%s': 12" % t for t in OLD_TAGS) + ',\n', '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep('NEW_CLAIM_TAGS = %r\n' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r\n' % NEW_TAGS)
rep("            # new in set 248 (prose styles)\n            " + ', '.join("'%s'" % s for s in OLD_STYLES) + '}',
    "            # set 248's prose styles (earlier for set 250)\n            " + ', '.join("'%s'" % s for s in OLD_STYLES) + ',\n'
    "            # set 247's prose styles (earlier for set 250)\n            " + ', '.join("'%s'" % s for s in s247_styles) + ',\n'
    "            # new in set 250 (prose styles)\n            " + ', '.join("'%s'" % s for s in NEW_STYLES) + '}')
rep('NEW_EST_TAGS = %r\n' % OLD_STYLES, 'NEW_EST_TAGS = %r\n' % NEW_STYLES)
rep("\nSTYLE_PATTERNS = {\n    'grindup'",
    "\nSTYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
    "# set 248's patterns (kept for the record)\nSET248_STYLE_PATTERNS = {\n    'grindup'")
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", ''.join(blocks) + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s243x_ if x in ds}  # set 243's trees: the trees set 248 reuses\n",
    "    set27_keys = {ds[x][2] for x in s243x_ if x in ds}  # set 243's trees: the trees set 248 reused\n"
    "    s245x_ = json.load(open(SET245))  # set 245's ids: the trees set 250 reuses, not to be chosen again\n"
    "    if len(s245x_) != 20 or len({ds[x][2] for x in s245x_ if x in ds}) != 20:\n"
    "        err('ref/set245_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s248x_ = json.load(open(SET248))  # set 248's ids: not to be chosen again\n"
    "    if len(s248x_) != 20 or len({ds[x][2] for x in s248x_ if x in ds}) != 20:\n"
    "        err('ref/set248_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 245's trees: the trees set 250 reuses\n")
rep("    for x in s243x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s243x_ and y not in s246x_]",
    "    for x in s245x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s245x_ and y not in s248x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set248_scenarios.json'))) != chosen:
            err('ref/set248_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set248_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set250_scenarios.json'))) != chosen:
            err('ref/set250_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set250_scenarios.json: %s' % e)
    try:
        s248c = [c['scenario'] for c in json.load(open(SET248_CHOICES))['chosen']]
        if len(s248c) != 20 or s248c != json.load(open(SET248)):
            err('ref/set248_scenario_choices.json should list 20 chosen ids, those of ref/set248_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET248_CHOICES, e))
""")
rep("is not used by set 248' % x)\n        if x in s243x_ or x in s246x_:\n            err('chosen scenario %s is set 243\\'s or set 246\\'s id' % x)",
    "is not used by set 250' % x)\n        if x in s245x_ or x in s248x_:\n            err('chosen scenario %s is set 245\\'s or set 248\\'s id' % x)")
rep("err('scenario %s is not in one of set 241\\'s trees' % sc)", "err('scenario %s is not in one of set 245\\'s trees' % sc)")
rep("err('new tag %s appears in set 246\\'s README' % t)", "err('new tag %s appears in set 248\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 246\\'s README' % t)", "err('new tag %s (with a space) appears in set 248\\'s README' % t)")
rep("err('set 246\\'s README not found at %s' % SET30_README)", "err('set 248\\'s README not found at %s' % SET30_README)")
rep("all set 243\\'s trees, none of set 243\\'s or set 246\\'s ids)", "all set 245\\'s trees, none of set 245\\'s or set 248\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
