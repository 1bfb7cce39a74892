"""Write set 256's validate.py: set 254's checker (read as text, never imported or run) patched with set 256's
tags, styles and counts, set 256's scenario rule (the 20 trees that hold set 251's 20 scenarios, in set 251's
order, each represented by its lowest record id that is neither set 251's id nor one of set 254's ids), the
READMEs of sets 254 and 253 for the distance checks, and set 254's and set 253's tags, tag words, theme words
and styles joining the earlier-entry lists. Every replacement is asserted to match exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
src = open(os.path.join(TOP, '..', 'blind_set254', 'validate.py'), encoding='utf-8').read()

OLD_TAGS = ['sterilisationtech_autoclave', 'spuelkraft_laborglas', 'sterilizzatore_vetreria', 'steriloija_autoklaavi',
            'tecnicoesterilizacion_matraz', 'verrerie_sterilisateur', 'sterilisator_glaswerk',
            'operadoresterilizacao_vidraria']
NEW_TAGS = ['overlocker_overedge', 'overlocknaeherin_saumkante', 'tagliacucitrice_orlo', 'surjeteuse_ourlet',
            'remalladora_orillo', 'overloquista_ourela', 'overlockster_naad', 'saumuri_paarme']
OLD_STY = ['rungclimb', 'ladderback', 'cableswap', 'anchorhold', 'mistledge', 'fogout']
NEW_STY = ['runnerride', 'sternslip', 'bumphop', 'rudderlock', 'swellhide', 'greenwater']
T253 = ['kennelworker_slipleash', 'hundepfleger_futternapf', 'hondenoppas_halsband', 'hundskotare_koppel',
        'koirahoitaja_talutin', 'cuidadorcanino_correa', 'addettocanile_guinzaglio', 'animalier_gamelle']
S253 = ['highfetch', 'dropback', 'crossfield', 'keepball', 'blindside', 'dusklight']


def once(s, a, b):
    assert s.count(a) == 1, (s.count(a), a[:80])
    return s.replace(a, b)


def words(tags, theme):
    w = set(tags)
    for t in tags:
        w |= set(t.split('_'))
    return sorted(w | set(theme))


s = src
s = once(s, '"""Stdlib-only checker for blind set 254 (claims.jsonl, estimates.jsonl, README.md).\n',
         '"""Stdlib-only checker for blind set 256 (claims.jsonl, estimates.jsonl, README.md).\n'
         'Set 256: set 254\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 256\'s tags,\n'
         'styles and counts, set 256\'s scenario rule (the 20 trees that hold set 251\'s 20 scenarios, in set 251\'s order,\n'
         'each represented by its lowest record id that is neither set 251\'s id nor one of set 254\'s ids), and the READMEs\n'
         'of sets 254 and 253 for the distance checks; set 254\'s and set 253\'s tags, their words, styles and theme words\n'
         'join the earlier-entry lists.\n\nSet 254 (set 254\'s own docstring):\n'
         'Stdlib-only checker for blind set 254 (claims.jsonl, estimates.jsonl, README.md).\n')
s = once(s, "SET30_README = os.path.join(HERE, '..', 'blind_set252', 'README.md')  # set 254: set 252's README",
         "SET30_README = os.path.join(HERE, '..', 'blind_set254', 'README.md')  # set 256: set 254's README")
s = once(s, "for n in (251,)]  # set 254: set 251's README", "for n in (253,)]  # set 256: set 253's README")
s = once(s, "SET252_CHOICES = os.path.join(HERE, 'ref', 'set252_scenario_choices.json')\n",
         "SET252_CHOICES = os.path.join(HERE, 'ref', 'set252_scenario_choices.json')\n"
         "# set 256: set 251's list (ref/set251_scenarios.json, copied from set 251's ref/) holds the trees set 256 reuses;\n"
         "# set 254's list and its own choices file (set 254's ref/scenario_choices.json, copied under this name)\n"
         "SET251 = os.path.join(HERE, 'ref', 'set251_scenarios.json')\n"
         "SET254 = os.path.join(HERE, 'ref', 'set254_scenarios.json')\n"
         "SET254_CHOICES = os.path.join(HERE, 'ref', 'set254_scenario_choices.json')\n")
# tags and counts
s = once(s, ', '.join("'%s': 12" % t for t in OLD_TAGS), ', '.join("'%s': 12" % t for t in NEW_TAGS))
s = once(s, 'NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
s = once(s, "            # new in set 254 (prose styles)\n            %s}" % ', '.join("'%s'" % x for x in OLD_STY),
         "            # set 254's prose styles (earlier for set 256)\n            %s,\n"
         "            # set 253's prose styles (earlier for set 256)\n            %s,\n"
         "            # new in set 256 (prose styles)\n            %s}" % (
             ', '.join("'%s'" % x for x in OLD_STY), ', '.join("'%s'" % x for x in S253),
             ', '.join("'%s'" % x for x in NEW_STY)))
s = once(s, 'NEW_EST_TAGS = %r' % OLD_STY, 'NEW_EST_TAGS = %r' % NEW_STY)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STY) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STY) + '}\n' + \
    "# set 254's patterns (kept for the record)\nSET254_" + old_pat
s = once(s, old_pat + "# set 252's patterns", new_pat + "# set 252's patterns")
# earlier-entry lists: set 254's and set 253's tags, words, theme words and styles
add = ("# set 256: set 254's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (sterilisation technicians / via ferrata), read from its README by build/patch_validate.py\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
       "# set 256: set 253's claim tags, their words and its persona theme words, and its styles and prose theme\n"
       "# words (kennel workers / Gaelic football), read from its README by build/patch_validate.py\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n") % (
    words(OLD_TAGS, ['sterilisation', 'sterilisation technicians', 'sterilisationtechnician',
                     'sterilisationtechnicians', 'autoclave', 'glassware']),
    sorted(OLD_STY + ['via ferrata', 'ferrata', 'viaferrata', 'via ferratas']), sorted(OLD_STY),
    words(T253, ['kennel', 'kennels', 'kennel workers', 'kennelworker', 'kennelworkers']),
    sorted(S253 + ['gaelic', 'gaelic football', 'gaelicfootball']), sorted(S253))
s = once(s, "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
# scenario rule
s = once(s, "    set27_keys = {ds[x][2] for x in s249x_ if x in ds}  # set 254: set 249's trees: the trees set 254 reuses\n",
         "    set27_keys = {ds[x][2] for x in s249x_ if x in ds}  # set 254: set 249's trees: the trees set 254 reused\n"
         "    s251x_ = json.load(open(SET251))  # set 256: set 251's ids: the trees set 256 reuses, not to be chosen again\n"
         "    if len(s251x_) != 20 or len({ds[x][2] for x in s251x_ if x in ds}) != 20:\n"
         "        err('ref/set251_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
         "    s254x_ = json.load(open(SET254))  # set 256: set 254's ids: not to be chosen again\n"
         "    if len(s254x_) != 20 or len({ds[x][2] for x in s254x_ if x in ds}) != 20:\n"
         "        err('ref/set254_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
         "    set27_keys = {ds[x][2] for x in s251x_ if x in ds}  # set 256: set 251's trees: the trees set 256 reuses\n")
s = once(s, "    for x in s249x_:\n        if x not in ds:\n            continue\n"
         "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s249x_ and y not in s252x_]\n",
         "    for x in s251x_:\n        if x not in ds:\n            continue\n"
         "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s251x_ and y not in s254x_]\n")
s = once(s, "        if json.load(open(os.path.join(HERE, 'ref', 'set254_scenarios.json'))) != chosen:\n"
         "            err('ref/set254_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
         "    except Exception as e:\n        err('cannot read ref/set254_scenarios.json: %s' % e)\n",
         "        if json.load(open(os.path.join(HERE, 'ref', 'set256_scenarios.json'))) != chosen:\n"
         "            err('ref/set256_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
         "    except Exception as e:\n        err('cannot read ref/set256_scenarios.json: %s' % e)\n"
         "    try:\n        s254c = [c['scenario'] for c in json.load(open(SET254_CHOICES))['chosen']]\n"
         "        if len(s254c) != 20 or s254c != json.load(open(SET254)):\n"
         "            err('ref/set254_scenario_choices.json should list 20 chosen ids, those of ref/set254_scenarios.json')\n"
         "    except Exception as e:\n        err('cannot read %s: %s' % (SET254_CHOICES, e))\n")
s = once(s, "is not used by set 254' % x)\n        if x in s249x_ or x in s252x_:\n"
         "            err('chosen scenario %s is set 249\\'s or set 252\\'s id' % x)\n",
         "is not used by set 256' % x)\n        if x in s251x_ or x in s254x_:\n"
         "            err('chosen scenario %s is set 251\\'s or set 254\\'s id' % x)\n")
s = once(s, "err('scenario %s is not in one of set 247\\'s trees' % sc)", "err('scenario %s is not in one of set 251\\'s trees' % sc)")
s = once(s, "err('new tag %s appears in set 252\\'s README' % t)", "err('new tag %s appears in set 254\\'s README' % t)")
s = once(s, "err('new tag %s (with a space) appears in set 252\\'s README' % t)",
         "err('new tag %s (with a space) appears in set 254\\'s README' % t)")
s = once(s, "err('set 252\\'s README not found at %s' % SET30_README)", "err('set 254\\'s README not found at %s' % SET30_README)")
s = once(s, "all set 249\\'s trees, none of set 249\\'s or set 252\\'s ids)", "all set 251\\'s trees, none of set 251\\'s or set 254\\'s ids)")
open(os.path.join(TOP, 'validate.py'), 'w', encoding='utf-8').write(s)
print('validate.py written', len(s))
