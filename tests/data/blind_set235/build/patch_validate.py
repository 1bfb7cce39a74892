"""Set 235: write ../validate.py from set 234's validate.py (read as text, never imported or run).
Replacements (each must hit exactly once): docstring; README paths (set 234's README as the main one, set 233's as
the other); set 234's list and choices file paths; set 235's tags, styles and counts; set 234's styles kept as
earlier styles, set 233's styles (read from its README) added; the earlier-entry lists gain the tags, tag words,
theme words and styles of sets 234 and 233 (read from their READMEs here, written as literals); the scenario rule
(the 20 trees of set 230's scenarios, in set 230's order, each represented by its lowest record id that is neither
set 230's id nor one of set 234's ids)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set234', 'validate.py')
R234 = open(os.path.join(HERE, '..', '..', 'blind_set234', 'README.md'), encoding='utf-8').read()
R233 = open(os.path.join(HERE, '..', '..', 'blind_set233', 'README.md'), encoding='utf-8').read()
s = open(SRC, encoding='utf-8').read()

TAGS = ['laufbahnberater_zielgespraech', 'loopbaancoach_ontwikkelplan', 'conseillere_parcours', 'consulente_carriera',
        'asesor_trayectoria', 'karriarcoach_malsamtal', 'karrierevejleder_kompetenceplan', 'doradca_sciezka']
STYLES = ['holeshot', 'lowside', 'crossrut', 'wideopen', 'roost', 'redflag']

def tags_of(txt):
    return [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+', txt, re.M)
            if m.group(1) not in ('realistic_reply', 'attacker_probe')]

def styles_of(txt):
    m = re.search(r'construction counts: ((?:`[a-z]+` \d+, )*`[a-z]+` \d+)', txt)
    return re.findall(r'`([a-z]+)`', m.group(1))

t234, t233 = tags_of(R234), tags_of(R233)
st234, st233 = styles_of(R234), styles_of(R233)
assert len(t234) == 8 and len(t233) == 8 and len(st234) == 6 and len(st233) == 6, (t234, t233, st234, st233)
words = set()
for t in t234 + t233:
    words.add(t)
    words.update(t.split('_'))
for w in ('translator', 'caterer'):
    words.update([w, w + 's'])
theme_prose = ['tabletennis', 'tabletenniss', 'pingpong', 'pingpongs', 'jiujitsu', 'jiujitsus']

def rep(old, new):
    global s
    assert s.count(old) == 1, (s.count(old), old[:80])
    s = s.replace(old, new)

rep('"""Stdlib-only checker for blind set 234 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 235 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 235: set 234\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 235\'s tags,\n'
    'styles and counts, set 235\'s scenario rule (the 20 trees that hold set 230\'s 20 scenarios, in set 230\'s order,\n'
    'each represented by its lowest record id that is neither set 230\'s id nor one of set 234\'s ids), and the READMEs\n'
    'of sets 234 and 233 for the distance checks; set 234\'s and set 233\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 234 (set 234\'s own docstring):\n'
    'Stdlib-only checker for blind set 234 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set230', 'README.md')  # set 234: set 230's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set234', 'README.md')  # set 235: set 234's README")
rep("for n in (229,)]  # set 234: set 229's README", "for n in (233,)]  # set 235: set 233's README")
rep("SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\n",
    "SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\n"
    "# set 235: set 230's list holds the trees set 235 reuses; set 234's list and its own choices file (set 234's\n"
    "# ref/scenario_choices.json, copied under this name)\n"
    "SET234 = os.path.join(HERE, 'ref', 'set234_scenarios.json')\n"
    "SET234_CHOICES = os.path.join(HERE, 'ref', 'set234_scenario_choices.json')\n")
rep("    'ubersetzer_fachbegriff': 12, 'vertaler_termenlijst': 12, 'traducteur_relecture': 12, 'traduttore_glossario': 12, 'suomentaja_kaannos': 12, 'oversattare_ordlista': 12, 'oversaetter_korrektur': 12, 'tlumacz_przeklad': 12,\n",
    '    ' + ', '.join("'%s': 12" % t for t in TAGS) + ',\n')
rep("NEW_CLAIM_TAGS = ['ubersetzer_fachbegriff', 'vertaler_termenlijst', 'traducteur_relecture', 'traduttore_glossario', 'suomentaja_kaannos', 'oversattare_ordlista', 'oversaetter_korrektur', 'tlumacz_przeklad']\n",
    'NEW_CLAIM_TAGS = %r\n' % TAGS)
rep("            # new in set 234 (prose styles)\n            'forehandloop', 'netcord', 'sidespin', 'penhold', 'hiddenserve', 'letserve'}\n",
    "            # set 234's prose styles (earlier for set 235)\n            %s,\n"
    "            # set 233's prose styles (earlier for set 235)\n            %s,\n"
    "            # new in set 235 (prose styles)\n            %s}\n" % (
        ', '.join("'%s'" % x for x in st234), ', '.join("'%s'" % x for x in st233), ', '.join("'%s'" % x for x in STYLES)))
rep("NEW_EST_TAGS = ['forehandloop', 'netcord', 'sidespin', 'penhold', 'hiddenserve', 'letserve']\n", 'NEW_EST_TAGS = %r\n' % STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in st234) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in STYLES) + "}\n# set 234's patterns (kept for the record)\nSET234_" + old_pat
rep(old_pat, new_pat)
anchor = "EST_TAGS |= set(['crosscourt', 'dollyochagi', 'dropshot', 'flatdrive', 'gamjeom', 'hairpin', 'jumpsmash', 'junbi', 'keuman', 'kihap', 'naeryochagi', 'netcaught'])\n"
rep(anchor, anchor +
    "# set 235: set 234's claim tags, their words and its persona theme word (translator), and set 233's (caterer); set 234's\n"
    "# and set 233's styles and theme words (table tennis, jiujitsu), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(st234 + st233 + theme_prose)) +
    "EST_TAGS |= set(%r)\n" % sorted(set(st234 + st233)))
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s229x_ if x in ds}  # set 229's trees: the trees set 234 reuses\n",
    "    set27_keys = {ds[x][2] for x in s229x_ if x in ds}  # set 229's trees: the trees set 234 reused\n"
    "    s234x_ = json.load(open(SET234))  # set 234's ids: not to be chosen again\n"
    "    if len(s234x_) != 20 or len({ds[x][2] for x in s234x_ if x in ds}) != 20:\n"
    "        err('ref/set234_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s230x_ if x in ds}  # set 230's trees: the trees set 235 reuses\n")
rep("    for x in s229x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s229x_ and y not in s230x_]\n",
    "    for x in s230x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s230x_ and y not in s234x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set234_scenarios.json'))) != chosen:
            err('ref/set234_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set234_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set235_scenarios.json'))) != chosen:
            err('ref/set235_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set235_scenarios.json: %s' % e)
    try:
        s234c = [c['scenario'] for c in json.load(open(SET234_CHOICES))['chosen']]
        if len(s234c) != 20 or s234c != json.load(open(SET234)):
            err('ref/set234_scenario_choices.json should list 20 chosen ids, those of ref/set234_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET234_CHOICES, e))
""")
rep("is not used by set 234' % x)\n        if x in s229x_ or x in s230x_:\n            err('chosen scenario %s is set 229\\'s or set 230\\'s id' % x)\n",
    "is not used by set 235' % x)\n        if x in s230x_ or x in s234x_:\n            err('chosen scenario %s is set 230\\'s or set 234\\'s id' % x)\n")
rep("err('scenario %s is not in one of set 229\\'s trees' % sc)", "err('scenario %s is not in one of set 230\\'s trees' % sc)")
rep("err('new tag %s appears in set 230\\'s README' % t)", "err('new tag %s appears in set 234\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 230\\'s README' % t)", "err('new tag %s (with a space) appears in set 234\\'s README' % t)")
rep("err('set 230\\'s README not found at %s' % SET30_README)", "err('set 234\\'s README not found at %s' % SET30_README)")
rep("all set 229\\'s trees, none of set 229\\'s or set 230\\'s ids)", "all set 230\\'s trees, none of set 230\\'s or set 234\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(s)
print('validate.py written;', len(words), 'tag/theme words,', st234, st233)
