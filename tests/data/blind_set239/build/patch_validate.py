"""Patch set 238's validate.py (read as text, never imported or run) into set 239's: set 239's tags, styles and
scenario rule (the 20 trees of set 234's scenarios, in set 234's order, each represented by its lowest record id that
is neither set 234's id nor one of set 238's ids), the READMEs of sets 238 and 237 for the distance checks, and set
238's and set 237's tags, their words, styles and theme words, read from their READMEs, added to the earlier lists.
Every replacement must hit exactly once (or the count given)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set238', 'validate.py'), encoding='utf-8').read()
r238 = open(os.path.join(D, 'blind_set238', 'README.md'), encoding='utf-8').read()
r237 = open(os.path.join(D, 'blind_set237', 'README.md'), encoding='utf-8').read()

def tags_of(txt):
    t = re.findall(r'^\| `([a-z_]+)` \| 12 \|', txt, re.M)
    assert len(t) == 8, t
    return t

def styles_of(txt):
    m = re.search(r'construction counts: ((?:`[a-z]+` 20,? ?)+)', txt)
    s = re.findall(r'`([a-z]+)`', m.group(1))
    assert len(s) == 6, s
    return s

T238, T237 = tags_of(r238), tags_of(r237)
S238, S237 = styles_of(r238), styles_of(r237)
# theme words, as written in the READMEs' theme lines
TH = {'238': (['tax advisers', 'tax adviser'], 'racewalking'), '237': (['handymen', 'handyman'], 'cyclocross')}
for n, txt in (('238', r238), ('237', r237)):
    for w in TH[n][0] + [TH[n][1]]:
        assert w in txt, (n, w)
NEW_TAGS = ['laktationsberaterin_stillraum', 'ammekonsulent_ammerum', 'imetysohjaaja_imetyshuone', 'consejera_lactario',
            'lactatiekundige_kolfruimte', 'amningsradgivare_amningsrum', 'laktacios_tanacsado', 'imetamisnoustaja_broneering']
NEW_STYLES = ['risingkick', 'breakfall', 'circlethrow', 'wristlock', 'blindgrip', 'lostcount']
OLD_TAGS = ['steuerberater_belegliste', 'skatteradgivare_deklaration', 'skatteradgiver_aarsopgoerelse', 'veroneuvoja_verokortti', 'tributarista_dichiarazione', 'preparador_renta', 'podatkowiec_zeznanie', 'regnskapsforer_skattemelding']
assert OLD_TAGS == T238

def claim_words():
    s = set()
    for t in T238 + T237:
        s.add(t)
        s |= set(t.split('_'))
    for n in ('238', '237'):
        for w in TH[n][0]:
            s |= {w, w + 's', w.replace(' ', ''), w.replace(' ', '') + 's'}
            s |= set(w.split())
    return sorted(s)

def style_words():
    s = set(S238 + S237)
    for n in ('238', '237'):
        w = TH[n][1]
        s |= {w, w + 's'}
    return sorted(s)

n_rep = 0
def rep(a, b, count=1):
    global src, n_rep
    c = src.count(a)
    assert c == count, (c, a[:80])
    src = src.replace(a, b)
    n_rep += 1

rep('"""Stdlib-only checker for blind set 238 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 239 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 239: set 238\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 239\'s tags,\n'
    'styles and counts, set 239\'s scenario rule (the 20 trees that hold set 234\'s 20 scenarios, in set 234\'s order,\n'
    'each represented by its lowest record id that is neither set 234\'s id nor one of set 238\'s ids), and the READMEs\n'
    'of sets 238 and 237 for the distance checks; set 238\'s and set 237\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 238 (set 238\'s own docstring):\nStdlib-only checker for blind set 238 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set236', 'README.md')  # set 238: set 236's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set238', 'README.md')  # set 239: set 238's README")
rep("for n in (235,)]  # set 238: set 235's README", "for n in (237,)]  # set 239: set 237's README")
rep("SET236_CHOICES = os.path.join(HERE, 'ref', 'set236_scenario_choices.json')\n",
    "SET236_CHOICES = os.path.join(HERE, 'ref', 'set236_scenario_choices.json')\n"
    "# set 239: set 234's list (ref/set234_scenarios.json, already copied) holds the trees set 239 reuses;\n"
    "# set 238's list and its own choices file (set 238's ref/scenario_choices.json, copied under this name)\n"
    "SET238 = os.path.join(HERE, 'ref', 'set238_scenarios.json')\n"
    "SET238_CHOICES = os.path.join(HERE, 'ref', 'set238_scenario_choices.json')\n")
old_list = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_list, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 238 (prose styles)\n            'kickfinish', 'bentknee', 'coneturn', 'straightleg', 'flightphase', 'nosplit'}\n",
    "            # set 238's prose styles (earlier for set 239)\n            'kickfinish', 'bentknee', 'coneturn', 'straightleg', 'flightphase', 'nosplit',\n"
    "            # set 237's prose styles (earlier for set 239)\n            %s,\n"
    "            # new in set 239 (prose styles)\n            %s}\n" % (', '.join(repr(s) for s in S237), ', '.join(repr(s) for s in NEW_STYLES)))
rep("NEW_EST_TAGS = ['kickfinish', 'bentknee', 'coneturn', 'straightleg', 'flightphase', 'nosplit']",
    'NEW_EST_TAGS = %r' % NEW_STYLES)
pat_new = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
pat_old = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in S238) + '}\n'
rep(pat_old, pat_new + "# set 238's patterns (kept for the record)\nSET238_STYLE_PATTERNS = {\n" + pat_old[len('STYLE_PATTERNS = {\n'):])
anchor = "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n"
add = ("# set 239: set 238's claim tags, their words and its persona theme word (tax advisers), and set 237's (handymen); set 238's\n"
       "# and set 237's styles and theme words (racewalking, cyclocross), read from their READMEs by build/patch_validate.py\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % claim_words() +
       "SET41_STYLE_VARIANTS |= set(%r)\n" % style_words() +
       "EST_TAGS |= set(%r)\n" % sorted(set(S238 + S237)))
rep(anchor, add + anchor)
rep("    set27_keys = {ds[x][2] for x in s233x_ if x in ds}  # set 233's trees: the trees set 238 reuses\n",
    "    set27_keys = {ds[x][2] for x in s233x_ if x in ds}  # set 233's trees: the trees set 238 reused\n"
    "    s238x_ = json.load(open(SET238))  # set 238's ids: not to be chosen again\n"
    "    if len(s238x_) != 20 or len({ds[x][2] for x in s238x_ if x in ds}) != 20:\n"
    "        err('ref/set238_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s234x_ if x in ds}  # set 234's trees: the trees set 239 reuses\n")
rep("    for x in s233x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s233x_ and y not in s236x_]\n",
    "    for x in s234x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s234x_ and y not in s238x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set238_scenarios.json'))) != chosen:\n            err('ref/set238_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set238_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set239_scenarios.json'))) != chosen:\n            err('ref/set239_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set239_scenarios.json: %s' % e)\n"
    "    try:\n        s238c = [c['scenario'] for c in json.load(open(SET238_CHOICES))['chosen']]\n"
    "        if len(s238c) != 20 or s238c != json.load(open(SET238)):\n"
    "            err('ref/set238_scenario_choices.json should list 20 chosen ids, those of ref/set238_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET238_CHOICES, e))\n")
rep("is not used by set 238' % x)\n        if x in s233x_ or x in s236x_:\n            err('chosen scenario %s is set 233\\'s or set 236\\'s id' % x)\n",
    "is not used by set 239' % x)\n        if x in s234x_ or x in s238x_:\n            err('chosen scenario %s is set 234\\'s or set 238\\'s id' % x)\n")
rep("err('scenario %s is not in one of set 233\\'s trees' % sc)", "err('scenario %s is not in one of set 234\\'s trees' % sc)")
rep("err('new tag %s appears in set 236\\'s README' % t)", "err('new tag %s appears in set 238\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 236\\'s README' % t)", "err('new tag %s (with a space) appears in set 238\\'s README' % t)")
rep("err('set 236\\'s README not found at %s' % SET30_README)", "err('set 238\\'s README not found at %s' % SET30_README)")
rep("all set 233\\'s trees, none of set 233\\'s or set 236\\'s ids)", "all set 234\\'s trees, none of set 234\\'s or set 238\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('replacements:', n_rep, 'tags 238', T238, 'tags 237', T237, 'styles', S238, S237)
