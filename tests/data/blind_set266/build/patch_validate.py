"""Set 266: write validate.py from set 262's checker (read as text), patched with set 266's tags, styles,
scenario rule (set 261's trees, set 261's and set 262's ids excluded) and the READMEs of sets 262 and 261;
set 262's and set 261's tags, tag words, theme words and styles join the earlier-entry lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set262', 'validate.py')
OUT = os.path.join(HERE, '..', 'validate.py')
t = open(SRC, encoding='utf-8').read()

def rep(old, new, count=1):
    global t
    n = t.count(old)
    assert n == count, (old, n)
    t = t.replace(old, new)

OLD_TAGS = ['timbercruiser_prism', 'taxator_umfangband', 'prospecteur_tariere', 'stimatore_rotella', 'tasador_parcela', 'opnemer_proefvlak', 'taxerare_stamklave', 'puunmittaaja_relaskooppi']
NEW_TAGS = ['propagator_plugtray', 'vermehrer_saatschale', 'pepinieriste_semis', 'serrista_talea', 'viverista_semillero', 'opkweker_zaaibak', 'plantodlare_sattlada', 'taimikasvattaja_ruukku']
OLD_STY = ['speedbuild', 'heelscrub', 'apexcut', 'straightline', 'chinbar', 'roadrash']
NEW_STY = ['lopeup', 'slidestop', 'leadflip', 'truecircle', 'hatbrim', 'tracksmear']
for o, n in zip(OLD_TAGS, NEW_TAGS):
    t = t.replace("'%s'" % o, "'%s'" % n)
for o, n in zip(OLD_STY, NEW_STY):
    t = t.replace(r'\b' + o + r'\b', r'\b' + n + r'\b')
    t = re.sub(r"\b%s\b" % o, n, t)
rep('"""Stdlib-only checker for blind set 262', '"""Stdlib-only checker for blind set 266 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 266: set 262\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 266\'s tags,\n'
    'styles and counts, set 266\'s scenario rule (the 20 trees that hold set 261\'s 20 scenarios, in set 261\'s order,\n'
    'each represented by its lowest record id that is neither set 261\'s id nor one of set 262\'s ids), and the READMEs\n'
    'of sets 262 and 261 for the distance checks; set 262\'s and set 261\'s tags, their words, styles and theme words\n'
    'join the earlier-entry lists.\n\nSet 262 (set 262\'s own docstring):\nStdlib-only checker for blind set 262')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set260', 'README.md')  # set 262: set 260's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set262', 'README.md')  # set 266: set 262's README")
rep("for n in (259,)]  # set 262: set 259's README", "for n in (261,)]  # set 266: set 261's README")
rep("SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\n",
    "SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\n"
    "# set 266: set 261's list (ref/set261_scenarios.json, copied from set 261's ref/) holds the trees set 266 reuses;\n"
    "# set 262's list and its own choices file (set 262's ref/scenario_choices.json, copied under this name)\n"
    "SET261 = os.path.join(HERE, 'ref', 'set261_scenarios.json')\n"
    "SET262 = os.path.join(HERE, 'ref', 'set262_scenarios.json')\n"
    "SET262_CHOICES = os.path.join(HERE, 'ref', 'set262_scenario_choices.json')\n")
rep("    set27_keys = {ds[x][2] for x in s257x_ if x in ds}  # set 262: set 257's trees: the trees set 262 reuses\n",
    "    set27_keys = {ds[x][2] for x in s257x_ if x in ds}  # set 262: set 257's trees: the trees set 262 reuses\n"
    "    s261x_ = json.load(open(SET261))  # set 266: set 261's ids: the trees set 266 reuses, not to be chosen again\n"
    "    if len(s261x_) != 20 or len({ds[x][2] for x in s261x_ if x in ds}) != 20:\n"
    "        err('ref/set261_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s262x_ = json.load(open(SET262))  # set 266: set 262's ids: not to be chosen again\n"
    "    if len(s262x_) != 20 or len({ds[x][2] for x in s262x_ if x in ds}) != 20:\n"
    "        err('ref/set262_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s261x_ if x in ds}  # set 266: set 261's trees: the trees set 266 reuses\n")
rep("    for x in s257x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s257x_ and y not in s260x_]",
    "    for x in s261x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s261x_ and y not in s262x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set262_scenarios.json'))) != chosen:\n            err('ref/set262_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set262_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set266_scenarios.json'))) != chosen:\n            err('ref/set266_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set266_scenarios.json: %s' % e)\n"
    "    try:\n        s262c = [c['scenario'] for c in json.load(open(SET262_CHOICES))['chosen']]\n"
    "        if len(s262c) != 20 or s262c != json.load(open(SET262)):\n"
    "            err('ref/set262_scenario_choices.json should list 20 chosen ids, those of ref/set262_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET262_CHOICES, e))\n")
rep("is not used by set 262' % x)\n        if x in s257x_ or x in s260x_:\n            err('chosen scenario %s is set 257\\'s or set 260\\'s id' % x)",
    "is not used by set 266' % x)\n        if x in s261x_ or x in s262x_:\n            err('chosen scenario %s is set 261\\'s or set 262\\'s id' % x)")
rep("err('scenario %s is not in one of set 257\\'s trees' % sc)", "err('scenario %s is not in one of set 261\\'s trees' % sc)")
rep("all set 257\\'s trees, none of set 257\\'s or set 260\\'s ids)", "all set 261\\'s trees, none of set 261\\'s or set 262\\'s ids)")
rep("appears in set 260\\'s README' % t)", "appears in set 262\\'s README' % t)", 2)
rep("err('set 260\\'s README not found at %s' % SET30_README)", "err('set 262\\'s README not found at %s' % SET30_README)")
rep("# new in set 262 (prose styles)", "# set 262's prose styles (earlier for set 266)\n            'speedbuild', 'heelscrub', 'apexcut', 'straightline', 'chinbar', 'roadrash',\n"
    "            # set 261's prose styles (earlier for set 266)\n            'strapin', 'slowsettle', 'rimturn', 'rimpoise', 'hubshroud', 'wheelblur',\n            # new in set 266 (prose styles)")
EXTRA = '''# set 266: set 262's claim tags, their words and its persona theme words, and its styles and prose theme
# words (timber cruisers / street luge)
EARLIER_CLAIM_TAGS |= set(%r)
SET41_STYLE_VARIANTS |= set(%r)
EST_TAGS |= set(%r)
# set 266: set 261's claim tags, their words and its persona theme words, and its styles and prose theme
# words (canners / German wheel)
EARLIER_CLAIM_TAGS |= set(%r)
SET41_STYLE_VARIANTS |= set(%r)
EST_TAGS |= set(%r)
''' 
T262 = OLD_TAGS
T261 = ['canner_blancher', 'dosenfueller_deckel', 'conserveur_couvercle', 'inscatolatore_coperchio', 'enlatador_envase', 'inblikker_deksel', 'konservarbetare_bleck', 'konservesarbejder_daase']
S261 = ['strapin', 'slowsettle', 'rimturn', 'rimpoise', 'hubshroud', 'wheelblur']
def words(tags, theme):
    w = set(tags)
    for x in tags:
        w |= set(x.split('_'))
    return sorted(w | set(theme))
EXTRA = EXTRA % (words(T262, ['timber cruisers', 'timbercruiser', 'timbercruisers', 'cruiser', 'cruisers']),
                 sorted(OLD_STY + ['street luge', 'streetluge', 'luge']), sorted(OLD_STY),
                 words(T261, ['canners', 'canner', 'cannery', 'canning']),
                 sorted(S261 + ['german wheel', 'germanwheel', 'rhoenrad', 'wheel gymnastics']), sorted(S261))
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", EXTRA + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
open(OUT, 'w', encoding='utf-8').write(t)
print('wrote', OUT)
