"""Writes ../validate.py: set 244's validate.py (read as text, never imported or run) patched for set 246:
docstring, README paths (set 244's README as the main earlier README, set 243's as the other), set 246's tags,
styles and counts, set 246's scenario rule (set 241's trees, lowest id that is neither set 241's id nor one of set
244's ids), and set 244's and set 243's tags, tag words, persona theme words, styles and prose theme words (read
from their READMEs) added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set244', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['salarisadministrateur_loonstrook', 'processadorsalarios_holerite', 'paghista_cedolino',
            'responsablepaie_bulletin', 'palkanlaskija_palkkanauha', 'personalabrechner_verdienstabrechnung',
            'palgaarvestaja_palgaleht', 'salarizare_fluturas']
NEW_STYLES = ['tapestart', 'shutoff', 'outsidepass', 'pinnedline', 'shalespray', 'voidheat']

def read_readme(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\| `([a-z_]+)` \|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: (.*?)\.', t.split('## 2.')[1]).group(1))
    return tags, styles
THEMES = {244: (['records managers', 'records', 'manager', 'managers', 'recordsmanager', 'recordsmanagers'],
                ['track cycling', 'track', 'tracks', 'trackcycling', 'trackcyclings', 'velodrome']),
          243: (['eyesight testers', 'eyesight', 'tester', 'testers', 'eyesighttester', 'eyesighttesters'],
                ['futsal', 'futsals'])}
add = []
for n, other in ((244, 243), (243, None)):
    tags, styles = read_readme(n)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    words = set(tags) | {w for t in tags for w in t.split('_')} | set(THEMES[n][0])
    add.append('# set 246: set %d\'s claim tags, their words and its persona theme word, and its styles and prose theme\n'
               '# words, read from its README by build/patch_validate.py' % n)
    add.append('EARLIER_CLAIM_TAGS |= set(%r)' % sorted(words))
    add.append('SET41_STYLE_VARIANTS |= set(%r)' % sorted(set(styles) | set(THEMES[n][1])))
    add.append('EST_TAGS |= set(%r)' % sorted(styles))
    print(n, tags, styles)

def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 244 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 246 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 246: set 244\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 246\'s tags,\n'
    'styles and counts, set 246\'s scenario rule (the 20 trees that hold set 241\'s 20 scenarios, in set 241\'s order,\n'
    'each represented by its lowest record id that is neither set 241\'s id nor one of set 244\'s ids), and the READMEs\n'
    'of sets 244 and 243 for the distance checks; set 244\'s and set 243\'s tags, their words, styles and theme words\n'
    '(read from their READMEs) added to the earlier lists.\n\n'
    'Set 244 (set 244\'s own docstring):\n'
    'Stdlib-only checker for blind set 244 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set242', 'README.md')  # set 244: set 242's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set244', 'README.md')  # set 246: set 244's README")
rep("for n in (241,)]  # set 244: set 241's README", "for n in (243,)]  # set 246: set 243's README")
rep("SET242_CHOICES = os.path.join(HERE, 'ref', 'set242_scenario_choices.json')\n",
    "SET242_CHOICES = os.path.join(HERE, 'ref', 'set242_scenario_choices.json')\n"
    "# set 246: set 241's list (ref/set241_scenarios.json, copied from set 241's ref/) holds the trees set 246 reuses;\n"
    "# set 244's list and its own choices file (set 244's ref/scenario_choices.json, copied under this name)\n"
    "SET241 = os.path.join(HERE, 'ref', 'set241_scenarios.json')\n"
    "SET244 = os.path.join(HERE, 'ref', 'set244_scenarios.json')\n"
    "SET244_CHOICES = os.path.join(HERE, 'ref', 'set244_scenario_choices.json')\n")
old_tags = ['schriftgutverwalter_aktenplan', 'recordbeheerder_bewaartermijn', 'saksarkivar_journalforing', 'protocollista_fascicolo', 'ugykezelo_iktatokonyv', 'spisovyreferent_skartace', 'rekisterinpitaja_seulonta', 'spravcaregistratury_registraturnyplan']
rep("    " + ", ".join("'%s': 12" % t for t in old_tags) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
old_st = ['bankdive', 'situp', 'handsling', 'trackstand', 'dernyshade', 'neutrallap']
rep("            # new in set 244 (prose styles)\n            " + ", ".join("'%s'" % s for s in old_st) + "}\n",
    "            # set 244's prose styles (earlier for set 246)\n            " + ", ".join("'%s'" % s for s in old_st) + ",\n"
    "            # set 243's prose styles (earlier for set 246)\n            " + ", ".join("'%s'" % s for s in read_readme(243)[1]) + ",\n"
    "            # new in set 246 (prose styles)\n            " + ", ".join("'%s'" % s for s in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = %r\n" % old_st, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_st) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n# set 244's patterns (kept for the record)\nSET244_" + old_pat
rep(old_pat, new_pat)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", "\n".join(add) + "\nEARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s239x_ if x in ds}  # set 239's trees: the trees set 244 reuses\n",
    "    set27_keys = {ds[x][2] for x in s239x_ if x in ds}  # set 239's trees: the trees set 244 reused\n"
    "    s241x_ = json.load(open(SET241))  # set 241's ids: the trees set 246 reuses, not to be chosen again\n"
    "    if len(s241x_) != 20 or len({ds[x][2] for x in s241x_ if x in ds}) != 20:\n"
    "        err('ref/set241_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s244x_ = json.load(open(SET244))  # set 244's ids: not to be chosen again\n"
    "    if len(s244x_) != 20 or len({ds[x][2] for x in s244x_ if x in ds}) != 20:\n"
    "        err('ref/set244_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s241x_ if x in ds}  # set 241's trees: the trees set 246 reuses\n")
rep("""    for x in s239x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s239x_ and y not in s242x_]""",
    """    for x in s241x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s241x_ and y not in s244x_]""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set244_scenarios.json'))) != chosen:
            err('ref/set244_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set244_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set246_scenarios.json'))) != chosen:
            err('ref/set246_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set246_scenarios.json: %s' % e)
    try:
        s244c = [c['scenario'] for c in json.load(open(SET244_CHOICES))['chosen']]
        if len(s244c) != 20 or s244c != json.load(open(SET244)):
            err('ref/set244_scenario_choices.json should list 20 chosen ids, those of ref/set244_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET244_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 244' % x)
        if x in s239x_ or x in s242x_:
            err('chosen scenario %s is set 239\\'s or set 242\\'s id' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 246' % x)
        if x in s241x_ or x in s244x_:
            err('chosen scenario %s is set 241\\'s or set 244\\'s id' % x)""")
rep("            err('scenario %s is not in one of set 239\\'s trees' % sc)", "            err('scenario %s is not in one of set 241\\'s trees' % sc)")
src = src.replace("appears in set 242\\'s README", "appears in set 244\\'s README").replace("set 242\\'s README not found", "set 244\\'s README not found")
src = src.replace("all set 239\\'s trees, none of set 239\\'s or set 242\\'s ids", "all set 241\\'s trees, none of set 241\\'s or set 244\\'s ids")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
