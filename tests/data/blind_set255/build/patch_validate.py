"""Patch set 254's validate.py (read as text) into set 255's: set 255's tags, styles and scenario rule
(set 250's trees in set 250's order, each by its lowest id that is neither set 250's id nor one of set 254's
ids), the READMEs of sets 254 and 253 for the distance checks, and set 254's and set 253's tags, tag words,
theme words and styles (read from their READMEs as text) joining the earlier-entry lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set254', 'validate.py'), encoding='utf-8').read()
NEW = ['airbridgeoperator_drivecab', 'fluggastbrueckenfahrer_kabine', 'addettopontile_imbarco', 'agentpasserelle_auvent',
       'guiamanga_acople', 'brugbediener_luifel', 'kuljettaja_matkustajasilta', 'manobradorponte_capota']
STY = ['gustgain', 'luffdown', 'markround', 'runnerhold', 'frostglaze', 'snowsquall']
OLD = ['sterilisationtech_autoclave', 'spuelkraft_laborglas', 'sterilizzatore_vetreria', 'steriloija_autoklaavi',
       'tecnicoesterilizacion_matraz', 'verrerie_sterilisateur', 'sterilisator_glaswerk', 'operadoresterilizacao_vidraria']
OSTY = ['rungclimb', 'ladderback', 'cableswap', 'anchorhold', 'mistledge', 'fogout']
def sub(a, b, n=1):
    global src
    c = src.count(a)
    assert c == n, (a, c)
    src = src.replace(a, b)
hdr = ('"""Stdlib-only checker for blind set 255 (claims.jsonl, estimates.jsonl, README.md).\n'
       'Set 255: set 254\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 255\'s tags,\n'
       'styles and counts, set 255\'s scenario rule (the 20 trees that hold set 250\'s 20 scenarios, in set 250\'s order,\n'
       'each represented by its lowest record id that is neither set 250\'s id nor one of set 254\'s ids), and the READMEs\n'
       'of sets 254 and 253 for the distance checks; set 254\'s and set 253\'s tags, their words, styles and theme words\n'
       'join the earlier-entry lists.\n\nSet 254 (set 254\'s own docstring):\n')
sub('"""Stdlib-only checker for blind set 254', hdr + 'Stdlib-only checker for blind set 254')
sub(", ".join("'%s': 12" % t for t in OLD), ", ".join("'%s': 12" % t for t in NEW))
sub('NEW_CLAIM_TAGS = %r' % OLD, 'NEW_CLAIM_TAGS = %r' % NEW)
sub("            # new in set 254 (prose styles)\n            %s}" % ", ".join("'%s'" % s for s in OSTY),
    "            # set 254's prose styles (earlier for set 255)\n            %s,\n            # new in set 255 (prose styles)\n            %s}"
    % (", ".join("'%s'" % s for s in OSTY), ", ".join("'%s'" % s for s in STY)))
sub('NEW_EST_TAGS = %r' % OSTY, 'NEW_EST_TAGS = %r' % STY)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OSTY) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STY) + "}\n# set 254's patterns (kept for the record)\nSET254_" + old_pat
sub(old_pat, new_pat)
sub("SET30_README = os.path.join(HERE, '..', 'blind_set252', 'README.md')  # set 254: set 252's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set254', 'README.md')  # set 255: set 254's README")
sub("for n in (251,)]  # set 254: set 251's README", "for n in (253,)]  # set 255: set 253's README")
sub("SET252_CHOICES = os.path.join(HERE, 'ref', 'set252_scenario_choices.json')\n",
    "SET252_CHOICES = os.path.join(HERE, 'ref', 'set252_scenario_choices.json')\n"
    "# set 255: set 250's list (ref/set250_scenarios.json) holds the trees set 255 reuses; set 254's list and its own\n"
    "# choices file (set 254's ref/scenario_choices.json, copied under this name)\n"
    "SET254 = os.path.join(HERE, 'ref', 'set254_scenarios.json')\n"
    "SET254_CHOICES = os.path.join(HERE, 'ref', 'set254_scenario_choices.json')\n")
sub("    set27_keys = {ds[x][2] for x in s249x_ if x in ds}  # set 254: set 249's trees: the trees set 254 reuses\n",
    "    s254x_ = json.load(open(SET254))  # set 255: set 254's ids: not to be chosen again\n"
    "    if len(s254x_) != 20 or len({ds[x][2] for x in s254x_ if x in ds}) != 20:\n"
    "        err('ref/set254_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s250x_ = json.load(open(SET250))  # set 255: set 250's ids: the trees set 255 reuses\n"
    "    set27_keys = {ds[x][2] for x in s250x_ if x in ds}  # set 255: set 250's trees: the trees set 255 reuses\n")
sub("    for x in s249x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s249x_ and y not in s252x_]",
    "    for x in s250x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s250x_ and y not in s254x_]")
sub("        if json.load(open(os.path.join(HERE, 'ref', 'set254_scenarios.json'))) != chosen:\n            err('ref/set254_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set254_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set255_scenarios.json'))) != chosen:\n            err('ref/set255_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set255_scenarios.json: %s' % e)\n"
    "    try:\n        s254c = [c['scenario'] for c in json.load(open(SET254_CHOICES))['chosen']]\n        if len(s254c) != 20 or s254c != json.load(open(SET254)):\n            err('ref/set254_scenario_choices.json should list 20 chosen ids, those of ref/set254_scenarios.json')\n    except Exception as e:\n        err('cannot read %s: %s' % (SET254_CHOICES, e))\n")
sub("is not used by set 254' % x)\n        if x in s249x_ or x in s252x_:\n            err('chosen scenario %s is set 249\\'s or set 252\\'s id' % x)",
    "is not used by set 255' % x)\n        if x in s250x_ or x in s254x_:\n            err('chosen scenario %s is set 250\\'s or set 254\\'s id' % x)")
sub("err('scenario %s is not in one of set 247\\'s trees' % sc)", "err('scenario %s is not in one of set 250\\'s trees' % sc)")
sub("appears in set 252\\'s README' % t)", "appears in set 254\\'s README' % t)", 2)
sub("err('set 252\\'s README not found at %s' % SET30_README)", "err('set 254\\'s README not found at %s' % SET30_README)")
sub("all set 249\\'s trees, none of set 249\\'s or set 252\\'s ids)", "all set 250\\'s trees, none of set 250\\'s or set 254\\'s ids)")
# earlier-entry lists: set 254's and set 253's tags, words, theme words and styles, read from their READMEs
THEMES = {254: (['sterilisation', 'sterilisation technicians', 'sterilization', 'autoclave', 'glassware'], ['via', 'via ferrata', 'ferrata', 'viaferrata']),
          253: (['kennel', 'kennel workers', 'kennelworker', 'kennelworkers'], ['gaelic', 'gaelic football', 'gaelicfootball'])}
add = ''
for n in (254, 253):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [t for t in re.findall(r'^\| `([a-z_]+)` \|', txt, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    assert len(tags) == 8, (n, tags)
    words = set(tags)
    for t in tags:
        words |= set(t.split('_'))
    pw, sw = THEMES[n]
    for w in pw:
        words.add(w)
        if ' ' not in w:
            words.add(w + 's')
    sty = re.findall(r'`([a-z]+)` 20', txt)
    assert len(sty) == 6, (n, sty)
    sv = set(sty)
    for w in sw:
        sv.add(w)
        if ' ' not in w:
            sv.add(w + 's')
    add += ("# set 255: set %d's claim tags, their words and its persona theme words, and its styles and prose theme\n"
            "# words, read from its README by build/patch_validate.py\n"
            "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
            % (n, sorted(words), sorted(sv), sorted(sty)))
sub("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
