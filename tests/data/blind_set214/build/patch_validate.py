"""Writes ../validate.py: set 213's validate.py (read as text, never imported or run) patched for set 214:
set 214's tags, styles and counts; set 214's scenario rule (the 20 trees that hold set 209's 20 scenarios, in set 209's
order, each represented by its lowest record id that is neither set 209's id nor one of set 213's ids; set 213's own
choices file, copied as ref/set213_scenario_choices.json, checked against its list); the READMEs of sets 213 and 212
for the distance checks; set 213's and set 212's tags, their words, styles and theme words (travelbooker, dispatcher,
showjumping, bobsleigh, with plurals), read from their READMEs here, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set213', 'validate.py')
src = open(SRC, encoding='utf-8').read()
NEW_TAGS = ['fuhrparkleiter_dienstwagen', 'gestoreflotta_autoaziendale', 'gestionnaireflotte_carnetdebord',
            'jefeflota_matricula', 'autopool_rittenregistratie', 'bilansvarig_korjournal',
            'kierownikfloty_kartadrogowa', 'flottakezelo_menetlevel']
NEW_STYLES = ['cliffjump', 'downclimb', 'swimout', 'tyrolean', 'keeperhole', 'siphon']
OLD_TAGS = ['reisestelle_reiseantrag', 'ufficioviaggi_trasferta', 'voyagiste_ordredemission', 'utazasszervezo_kikuldetes',
            'seyahat_harcirah', 'podroze_delegacja', 'reisagent_boekingsbevestiging', 'resebyra_reserakning']
OLD_STYLES = ['triplebar', 'jumpoff', 'knockdown', 'rollback', 'clearround', 'liverpool']

def readme_lists(n):
    t = open(os.path.join(HERE, '..', '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', t, re.M)]
    m = re.search(r'construction counts: ((?:`[a-z]+` 20,? ?(?:and )?)+)', t)
    styles = re.findall(r'`([a-z]+)` 20', m.group(1))
    return tags, styles

t213, s213 = readme_lists(213); t212, s212 = readme_lists(212)
assert t213 == OLD_TAGS and s213 == OLD_STYLES, (t213, s213)
assert len(t212) == 8 and len(s212) == 6, (t212, s212)
themes_c = ['travelbooker', 'travelbookers', 'dispatcher', 'dispatchers']
themes_e = ['showjumping', 'showjumpings', 'bobsleigh', 'bobsleighs']
words = set(t213 + t212) | {w for t in t213 + t212 for w in t.split('_')} | set(themes_c)
styles = set(s213 + s212)

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

rep('#!/usr/bin/env python3\n"""', '#!/usr/bin/env python3\n"""Stdlib-only checker for blind set 214 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 214: set 213\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 214\'s tags,\n'
    'styles and counts, set 214\'s scenario rule (the 20 trees that hold set 209\'s 20 scenarios, in set 209\'s order,\n'
    'each represented by its lowest record id that is neither set 209\'s id nor one of set 213\'s ids), and the READMEs\n'
    'of sets 213 and 212 for the distance checks; set 213\'s and set 212\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\nSet 213 (set 213\'s own docstring):\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set211', 'README.md')  # set 213: set 211's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set213', 'README.md')  # set 214: set 213's README")
rep("for n in (209,)]  # set 213: set 209's README", "for n in (212,)]  # set 214: set 212's README")
rep("SET208 = os.path.join(HERE, 'ref', 'set208_scenarios.json')\n",
    "SET208 = os.path.join(HERE, 'ref', 'set208_scenarios.json')\n"
    "# set 214: set 213's list and its own choices file (set 213's ref/scenario_choices.json, copied under this name);\n"
    "# set 209's list (ref/set209_scenarios.json, copied with set 213's ref/) holds the trees set 214 reuses\n"
    "SET213 = os.path.join(HERE, 'ref', 'set213_scenarios.json')\n"
    "SET213_CHOICES = os.path.join(HERE, 'ref', 'set213_scenario_choices.json')\n")
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 213 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # set 213's prose styles (earlier for set 214)\n            %s,\n"
    "            # set 212's prose styles (earlier for set 214)\n            %s,\n"
    "            # new in set 214 (prose styles)\n            %s}" % (', '.join("'%s'" % s for s in OLD_STYLES),
    ', '.join("'%s'" % s for s in s212), ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
rep(old_pat, new_pat + "# set 213's patterns (kept for the record)\nSET213_" + old_pat)
rep("AVOIDED_EST_FORMS = {", "# set 214: set 213's claim tags, their words and its persona theme word (travelbooker), and set 212's (dispatcher);\n"
    "# set 213's and set 212's styles and theme words (showjumping, bobsleigh), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (sorted(words), sorted(styles | set(themes_e)), sorted(styles)))
rep("    set27_keys = {ds[x][2] for x in s208x_ if x in ds}  # set 208's trees: the trees set 213 reuses\n",
    "    s213x_ = json.load(open(SET213))  # set 213's ids: not to be chosen again\n"
    "    if len(s213x_) != 20 or len({ds[x][2] for x in s213x_ if x in ds}) != 20:\n"
    "        err('ref/set213_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s209x_ if x in ds}  # set 209's trees: the trees set 214 reuses\n")
rep("    for x in s208x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s211x_]",
    "    for x in s209x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s213x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set213_scenarios.json'))) != chosen:
            err('ref/set213_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set213_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set214_scenarios.json'))) != chosen:
            err('ref/set214_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set214_scenarios.json: %s' % e)
    # set 213's own choices file (saved as ref/set213_scenario_choices.json) must agree with ref/set213_scenarios.json
    try:
        s213 = [c['scenario'] for c in json.load(open(SET213_CHOICES))['chosen']]
        if len(s213) != 20 or s213 != json.load(open(SET213)):
            err('ref/set213_scenario_choices.json should list 20 chosen ids, those of ref/set213_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET213_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 213' % x)
        if x in s208x_:
            err('chosen scenario %s is one of set 208\\'s own ids' % x)
        if x in s211x_:
            err('chosen scenario %s is one of set 211\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 214' % x)
        if x in s209x_:
            err('chosen scenario %s is one of set 209\\'s own ids' % x)
        if x in s213x_:
            err('chosen scenario %s is one of set 213\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 208\\'s trees' % sc)", "err('scenario %s is not in one of set 209\\'s trees' % sc)")
rep("err('new tag %s appears in set 211\\'s README' % t)", "err('new tag %s appears in set 213\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 211\\'s README' % t)", "err('new tag %s (with a space) appears in set 213\\'s README' % t)")
rep("err('set 211\\'s README not found at %s' % SET30_README)", "err('set 213\\'s README not found at %s' % SET30_README)")
rep("all set 208\\'s trees, none of set 208\\'s or set 211\\'s ids)", "all set 209\\'s trees, none of set 209\\'s or set 213\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
