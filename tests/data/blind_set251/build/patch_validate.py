"""Make set 251's validate.py from set 250's (read as text, never imported or run): set 251's tags, styles and
patterns, set 251's scenario rule (the 20 trees of set 246's scenarios, in set 246's order, each represented by
its lowest record id that is neither set 246's id nor one of set 250's ids), set 250's README as SET30_README and
set 249's README as the other README; set 250's and set 249's claim tags, tag words, persona theme words, styles and
prose theme words, read from their READMEs here, added to the earlier lists."""
import io, os, re
H = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(H, '..', '..')
src = io.open(os.path.join(D, 'blind_set250', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['lucidatore_gommalacca', 'barnizador_munequilla', 'moebelpolierer_politur', 'meubelpolijster_schellak',
            'fenyezo_sellak', 'kiillottaja_sellakka', 'lakyrnik_politura', 'envernizador_boneca']
NEW_STYLES = ['kneeldown', 'hopback', 'couplechange', 'closehold', 'facedaway', 'candleout']

def rep(a, b, count=1):
    global src
    n = src.count(a)
    assert n == count, (n, a[:80])
    src = src.replace(a, b)

def readme_parts(n, persona_words, prose_words):
    t = io.open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [x for x in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if x not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: (.*?)\. Unscored', t)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    words = set(tags)
    for x in tags:
        words |= set(x.split('_'))
    words |= set(persona_words)
    return sorted(words), sorted(styles), sorted(set(styles) | set(prose_words))

p250 = readme_parts(250, ['road', 'roads', 'marker', 'markers', 'road markers', 'roadmarker', 'roadmarkers'],
                    ['spearfishing', 'spearfishings'])
p249 = readme_parts(249, ['music', 'musics', 'therapist', 'therapists', 'music therapists', 'musictherapist',
                          'musictherapists'], ['gomoku', 'gomokus'])

rep('"""Stdlib-only checker for blind set 250 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 251 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 251: set 250's checker (below, its docstring kept) patched by build/patch_validate.py with set 251's tags,\n"
    "styles and counts, set 251's scenario rule (the 20 trees that hold set 246's 20 scenarios, in set 246's order,\n"
    "each represented by its lowest record id that is neither set 246's id nor one of set 250's ids), and the READMEs\n"
    "of sets 250 and 249 for the distance checks; set 250's and set 249's tags, their words, styles and theme words\n"
    "(read from their READMEs) added to the earlier lists.\n\nSet 250 (set 250's own docstring):\n"
    "Stdlib-only checker for blind set 250 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set248', 'README.md')  # set 250: set 248's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set250', 'README.md')  # set 251: set 250's README")
rep("for n in (247,)]  # set 250: set 247's README", "for n in (249,)]  # set 251: set 249's README")
rep("SET248_CHOICES = os.path.join(HERE, 'ref', 'set248_scenario_choices.json')\n",
    "SET248_CHOICES = os.path.join(HERE, 'ref', 'set248_scenario_choices.json')\n"
    "# set 251: set 246's list (SET246 above) holds the trees set 251 reuses; set 250's list and its own choices file\n"
    "# (set 250's ref/scenario_choices.json, copied under this name)\n"
    "SET250 = os.path.join(HERE, 'ref', 'set250_scenarios.json')\n"
    "SET250_CHOICES = os.path.join(HERE, 'ref', 'set250_scenario_choices.json')\n")
old = ['wegmarkeerder_belijning', 'strassenmarkierer_leitlinie', 'segnaletico_zebratura', 'peintreroutier_bandeaxiale',
       'pintavias_termoplastico', 'vagmalare_kantlinje', 'tiemerkitsija_reunaviiva', 'vegoppmerker_midtlinje']
rep(', '.join("'%s': 12" % t for t in old) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % old, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 250 (prose styles)\n            'pikedive', 'upswim', 'shiftaim', 'stillhang', 'weedhide', 'siltout'}",
    "            # set 250's prose styles (earlier for set 251)\n            'pikedive', 'upswim', 'shiftaim', 'stillhang', 'weedhide', 'siltout',\n"
    "            # set 249's prose styles (earlier for set 251)\n            %s,\n"
    "            # new in set 251 (prose styles)\n            %s}" % (', '.join(repr(x) for x in p249[1]), ', '.join(repr(x) for x in NEW_STYLES)))
rep("NEW_EST_TAGS = ['pikedive', 'upswim', 'shiftaim', 'stillhang', 'weedhide', 'siltout']",
    "NEW_EST_TAGS = %r" % NEW_STYLES)
i = src.index('STYLE_PATTERNS = {\n')
j = src.index('}\n', i) + 2
old_pat = src[i:j]
src = src[:i] + 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n' \
    + "# set 250's patterns (kept for the record)\nSET250_" + old_pat + src[j:]
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 251: set 250's claim tags, their words and its persona theme words (road markers), and its styles and prose\n"
    "# theme words (spearfishing), read from its README by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "# set 251: set 249's claim tags, their words and its persona theme words (music therapists), and its styles and\n"
    "# prose theme words (gomoku), read from its README by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (p250[0], p250[2], p250[1], p249[0], p249[2], p249[1]))
rep("    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 245's trees: the trees set 250 reuses\n",
    "    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 245's trees: the trees set 250 reused\n"
    "    s250x_ = json.load(open(SET250))  # set 250's ids: not to be chosen again\n"
    "    if len(s250x_) != 20 or len({ds[x][2] for x in s250x_ if x in ds}) != 20:\n"
    "        err('ref/set250_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s246x_ if x in ds}  # set 246's trees: the trees set 251 reuses\n")
rep("    for x in s245x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s245x_ and y not in s248x_]\n",
    "    for x in s246x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s246x_ and y not in s250x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set250_scenarios.json'))) != chosen:\n"
    "            err('ref/set250_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set250_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set251_scenarios.json'))) != chosen:\n"
    "            err('ref/set251_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set251_scenarios.json: %s' % e)\n"
    "    try:\n        s250c = [c['scenario'] for c in json.load(open(SET250_CHOICES))['chosen']]\n"
    "        if len(s250c) != 20 or s250c != json.load(open(SET250)):\n"
    "            err('ref/set250_scenario_choices.json should list 20 chosen ids, those of ref/set250_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET250_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 250' % x)\n"
    "        if x in s245x_ or x in s248x_:\n            err('chosen scenario %s is set 245\\'s or set 248\\'s id' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 251' % x)\n"
    "        if x in s246x_ or x in s250x_:\n            err('chosen scenario %s is set 246\\'s or set 250\\'s id' % x)\n")
rep("            err('scenario %s is not in one of set 245\\'s trees' % sc)", "            err('scenario %s is not in one of set 246\\'s trees' % sc)")
rep("err('new tag %s appears in set 248\\'s README' % t)", "err('new tag %s appears in set 250\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 248\\'s README' % t)", "err('new tag %s (with a space) appears in set 250\\'s README' % t)")
rep("err('set 248\\'s README not found at %s' % SET30_README)", "err('set 250\\'s README not found at %s' % SET30_README)")
rep("all set 245\\'s trees, none of set 245\\'s or set 248\\'s ids)", "all set 246\\'s trees, none of set 246\\'s or set 250\\'s ids)")
io.open(os.path.join(H, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written;', 'set 250:', p250[1], 'set 249:', p249[1])
