"""Write set 227's validate.py: set 225's validate.py (read as text, never imported or run) with set 227's tags,
styles and counts, set 227's scenario rule (the 20 trees that hold set 222's 20 scenarios, in set 222's order, each
represented by its lowest record id that is neither set 222's id nor one of set 225's ids), the READMEs of sets 225
and 224 for the distance checks, and set 225's and set 224's tags, their words, styles and theme words (read from
their READMEs here) added to the earlier lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set225', 'validate.py')).read()
NEW_TAGS = ['kalibrierer_pruefschein', 'kalibratiemedewerker_ijkrapport', 'etalonneur_constat', 'addettotaratura_campione',
            'calibrador_patron', 'kalibroija_mittaus', 'kalibrerare_matprotokoll', 'kalibreringstekniker_maalerapport']
NEW_STYLES = ['jumpshot', 'turnover', 'kempatrick', 'passiveplay', 'blindpass', 'nogoal']

def readme_info(n):
    txt = open(os.path.join(D, 'blind_set%d' % n, 'README.md')).read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+', txt, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    line = re.search(r'construction counts: (.*?)\. ', txt).group(1)
    styles = re.findall(r'`([a-z]+)` 20', line)
    return tags, styles

t225, s225 = readme_info(225)
t224, s224 = readme_info(224)
assert len(t225) == 8 and len(t224) == 8 and len(s225) == 6 and len(s224) == 6, (t225, t224, s225, s224)
claim_words = set()
for t in t225 + t224:
    claim_words.add(t)
    claim_words.update(t.split('_'))
for w in ('legionella', 'sampler', 'watersampler'):
    claim_words.update([w, w + 's'])
style_words = set(s225 + s224)
for w in ('bouldering', 'rounders'):
    style_words.update([w, w + 's'])

def rep(old, new):
    global src
    assert src.count(old) == 1, (src.count(old), old[:80])
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 227 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 227: set 225's checker (below, its docstring kept) patched by build/patch_validate.py with set 227's tags,\n"
    "styles and counts, set 227's scenario rule (the 20 trees that hold set 222's 20 scenarios, in set 222's order,\n"
    "each represented by its lowest record id that is neither set 222's id nor one of set 225's ids), and the READMEs\n"
    "of sets 225 and 224 for the distance checks; set 225's and set 224's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 225 (set 225's own docstring):\nStdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 225: set 221's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 227: set 225's README")
rep("for n in (220,)]  # set 225: set 220's README", "for n in (224,)]  # set 227: set 224's README")
rep("SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n",
    "SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n"
    "# set 227: set 225's list and its own choices file (set 225's ref/scenario_choices.json, copied under this name);\n"
    "# set 222's list (ref/set222_scenarios.json, copied from tests/data/blind_set222/ref/) holds the trees set 227 reuses\n"
    "SET225 = os.path.join(HERE, 'ref', 'set225_scenarios.json')\n"
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n"
    "SET222 = os.path.join(HERE, 'ref', 'set222_scenarios.json')\n")
old_tags = re.search(r"    'legionellenpruefer_probenahme': 12,.*\n", src).group(0)
rep(old_tags, '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
rep("NEW_CLAIM_TAGS = ['legionellenpruefer_probenahme', 'legionellabeheerder_spoellijst', 'legionelle_prelevement', 'legionella_campionamento', 'legionela_muestreo', 'legionellanayte_kirjaus', 'legionellaprov_spolning', 'legionellakontrol_gennemskylning']",
    'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 225 (prose styles)\n            'topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball'}",
    "            # set 225's prose styles (earlier for set 227)\n            %s,\n"
    "            # set 224's prose styles (earlier for set 227)\n            %s,\n"
    "            # new in set 227 (prose styles)\n            %s}" % (', '.join(repr(x) for x in s225), ', '.join(repr(x) for x in s224), ', '.join(repr(x) for x in NEW_STYLES)))
rep("NEW_EST_TAGS = ['topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball']", 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_sp = re.search(r"STYLE_PATTERNS = \{\n    'topout'.*?\n\}\n", src, re.S).group(0)
rep(old_sp, 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
    "# set 225's patterns (kept for the record)\nSET225_STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s225) + '}\n')
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 227: set 225's claim tags, their words and its persona theme word (legionella), and set 224's (sampler); set 225's\n"
    "# and set 224's styles and theme words (bouldering, rounders), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words) +
    "EST_TAGS |= set(%r)\n" % sorted(s225 + s224) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reuses\n",
    "    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reused\n"
    "    s225x_ = json.load(open(SET225))  # set 225's ids: not to be chosen again\n"
    "    if len(s225x_) != 20 or len({ds[x][2] for x in s225x_ if x in ds}) != 20:\n"
    "        err('ref/set225_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s222x_ = json.load(open(SET222))  # set 222's ids: the trees set 227 reuses, not to be chosen again\n"
    "    if len(s222x_) != 20 or len({ds[x][2] for x in s222x_ if x in ds}) != 20:\n"
    "        err('ref/set222_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s222x_ if x in ds}  # set 222's trees: the trees set 227 reuses\n")
rep("    for x in s220x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]",
    "    for x in s222x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set225_scenarios.json'))) != chosen:\n            err('ref/set225_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set225_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set227_scenarios.json'))) != chosen:\n            err('ref/set227_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set227_scenarios.json: %s' % e)\n"
    "    try:\n        s225 = [c['scenario'] for c in json.load(open(SET225_CHOICES))['chosen']]\n"
    "        if len(s225) != 20 or s225 != json.load(open(SET225)):\n"
    "            err('ref/set225_scenario_choices.json should list 20 chosen ids, those of ref/set225_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET225_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 225' % x)\n        if x in s220x_:\n            err('chosen scenario %s is one of set 220\\'s own ids' % x)\n        if x in s221x_:\n            err('chosen scenario %s is one of set 221\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 227' % x)\n        if x in s222x_:\n            err('chosen scenario %s is one of set 222\\'s own ids' % x)\n        if x in s225x_:\n            err('chosen scenario %s is one of set 225\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 220\\'s trees' % sc)", "            err('scenario %s is not in one of set 222\\'s trees' % sc)")
rep("all set 220\\'s trees, none of set 220\\'s or set 221\\'s ids)", "all set 222\\'s trees, none of set 222\\'s or set 225\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('validate.py written; set 225 tags', t225, 'styles', s225, '; set 224 tags', t224, 'styles', s224)
