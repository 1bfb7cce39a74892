#!/usr/bin/env python3
"""Writes set 133's validate.py from set 130's (asserted replacements), with set 133's tags, styles, scenario rule
and README paths; set 130's and set 128's tags and words, and set 133's dropped candidates, added to
EARLIER_CLAIM_TAGS; set 130's and set 128's styles and set 133's style candidates added to SET41_STYLE_VARIANTS."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
src = open(os.path.join(SET, '..', 'blind_set130', 'validate.py')).read()
# set 128's lists (literal sets in its validator)
t128 = ast.parse(open(os.path.join(SET, '..', 'blind_set128', 'validate.py')).read())
lists128 = {}
for n in t128.body:
    if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
        nm = n.targets[0].id
        if nm in ('EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS', 'NEW_CLAIM_TAGS', 'NEW_EST_TAGS'):
            lists128[nm] = sorted({e.value for e in n.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)})
OLD130 = ['samsapaz_samsa', 'varenychnyk_varenyk', 'sakotininkas_sakotis', 'tkemalnik_tkemali', 'navvotpaz_navvot', 'pelmenshchik_pelmen', 'parvardapaz_parvarda', 'tarhonyas_tarhonya']
NEW = ['rullepolser_rulle', 'vellingkoker_velling', 'spekeker_spekemat', 'pinnekjotar_pinnekjott', 'nisuleipoja_nisu', 'rieskaleipoja_rieska', 'vatkaaja_vispipuuro', 'ollebrodkoker_ollebrod']
STY = ['threshing', 'winnowing', 'tedding', 'sheafing', 'trussing', 'rippling']
DROPPED = ['skyrgerd_skyr', 'rakfisker_rakfisk', 'surstrommer_tin', 'pultoster_pultost', 'ostkakor_ostkaka',
           'surkalare_surkal', 'vortbrodbakare_vort', 'syltetoykoker_tyttebaer', 'sviskesuppe_sviske', 'vedhugger_ved',
           'seterjente_seter']
words = lambda ts: sorted({w for t in ts for w in [t] + t.split('_')})
STYCAND = ['reaping', 'reap', 'harvest', 'grain', 'vatting', 'parting', 'superfatting', 'oxidising', 'oxidizing',
           'sorting', 'yealming', 'teasing', 'sieving', 'riddling', 'stubbling', 'stooking', 'sheaving', 'scything',
           'ricking', 'stacking', 'shocking', 'raking', 'windrowing', 'swathing', 'haymaking', 'sickling', 'wagoning',
           'stackyard', 'tithing', 'thresh', 'winnow', 'ted', 'sheaf', 'truss', 'ripple',
           'tawing', 'sammying', 'shaving', 'softening', 'oiling', 'skiving', 'tanning', 'leather', 'hide']
reps = [
    ('"""Stdlib-only checker for blind set 130 (claims.jsonl, estimates.jsonl, README.md).\n',
     '"""Stdlib-only checker for blind set 133 (claims.jsonl, estimates.jsonl, README.md).\n\n'
     'Set 133: set 130\'s checker (below, its own docstring kept) patched by build/patch_validate.py with set 133\'s tags,\n'
     'styles and counts, set 133\'s scenario rule (the 20 trees that hold set 128\'s 20 scenarios, in set 128\'s order,\n'
     'each represented by its lowest record id that is neither set 128\'s id nor one of set 130\'s ids), and the READMEs\n'
     'of sets 130 and 128 (and 131 and 129) for the distance checks.\n\n'),
    ("SET30_README = os.path.join(HERE, '..', 'blind_set131', 'README.md')",
     "SET30_README = os.path.join(HERE, '..', 'blind_set130', 'README.md')\n"
     "# set 128's scenario list (the trees set 133 reuses; copied from set 128's ref/)\n"
     "SET128 = os.path.join(HERE, 'ref', 'set128_scenarios.json')\n"
     "# set 130's scenario list and its own choices file (set 130's ref/scenario_choices.json, copied under this name)\n"
     "SET130 = os.path.join(HERE, 'ref', 'set130_scenarios.json')\n"
     "SET130_CHOICES = os.path.join(HERE, 'ref', 'set130_scenario_choices.json')"),
    ("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set129', 'README.md')]",
     "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set128', 'README.md'), os.path.join(HERE, '..', 'blind_set131', 'README.md'),\n"
     "                 os.path.join(HERE, '..', 'blind_set129', 'README.md')]"),
    ("    'samsapaz_samsa': 12, 'varenychnyk_varenyk': 12, 'sakotininkas_sakotis': 12, 'tkemalnik_tkemali': 12,\n"
     "    'navvotpaz_navvot': 12, 'pelmenshchik_pelmen': 12, 'parvardapaz_parvarda': 12, 'tarhonyas_tarhonya': 12,",
     "    " + ', '.join("'%s': 12" % t for t in NEW) + ','),
    ("NEW_CLAIM_TAGS = " + repr(OLD130), "NEW_CLAIM_TAGS = " + repr(NEW)),
    ("EARLIER_CLAIM_TAGS = {\n",
     "EARLIER_CLAIM_TAGS = {\n    # set 130's tags and their words, set 128's tags and words, set 133's dropped candidates\n    "
     + ', '.join(repr(w) for w in words(OLD130) + words(lists128['NEW_CLAIM_TAGS']) + words(DROPPED)) + ",\n"),
    ("            'tawing', 'sammying', 'shaving', 'softening', 'oiling', 'skiving'}\nNEW_EST_TAGS",
     "            'tawing', 'sammying', 'shaving', 'softening', 'oiling', 'skiving',\n"
     "            # set 128's prose styles\n            " + ', '.join(repr(w) for w in lists128['NEW_EST_TAGS']) + ",\n"
     "            # new in set 133 (prose styles)\n            " + ', '.join(repr(w) for w in STY) + "}\nNEW_EST_TAGS"),
    ("NEW_EST_TAGS = ['tawing', 'sammying', 'shaving', 'softening', 'oiling', 'skiving']",
     "NEW_EST_TAGS = " + repr(STY)),
    ("STYLE_PATTERNS = {\n    'tawing'", "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STY)
     + "}\n# set 130's patterns (kept for the record; set 130's styles are not used here)\nSET130_STYLE_PATTERNS = {\n    'tawing'"),
    ("SET41_STYLE_VARIANTS = {\n",
     "SET41_STYLE_VARIANTS = {\n                        # set 130's and set 128's styles, set 128's list, set 133's style candidates\n                        "
     + ', '.join(repr(w) for w in sorted(set(lists128['NEW_EST_TAGS']) | set(lists128['SET41_STYLE_VARIANTS']) | set(STYCAND))) + ",\n"),
    ("    s28_ = json.load(open(SET125))  # set 125's scenario ids: the trees set 130 reuses (name kept from set 39's checker)\n"
     "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 125's trees (name kept from set 39's checker)\n"
     "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
     "        err('ref/set125_scenarios.json should list 20 scenarios with 20 distinct trees')",
     "    s130x_ = json.load(open(SET130))\n"
     "    if len(s130x_) != 20 or len({ds[x][2] for x in s130x_ if x in ds}) != 20:\n"
     "        err('ref/set130_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
     "    s28_ = json.load(open(SET128))  # set 128's scenario ids: the trees set 133 reuses (name kept from set 39's checker)\n"
     "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 128's trees (name kept from set 39's checker)\n"
     "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
     "        err('ref/set128_scenarios.json should list 20 scenarios with 20 distinct trees')"),
    ("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s131x_]",
     "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s130x_]"),
    ("        if json.load(open(os.path.join(HERE, 'ref', 'set130_scenarios.json'))) != chosen:\n"
     "            err('ref/set130_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
     "    except Exception as e:\n"
     "        err('cannot read ref/set130_scenarios.json: %s' % e)\n",
     "        if json.load(open(os.path.join(HERE, 'ref', 'set133_scenarios.json'))) != chosen:\n"
     "            err('ref/set133_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
     "    except Exception as e:\n"
     "        err('cannot read ref/set133_scenarios.json: %s' % e)\n"
     "    # set 130's own choices file (saved as ref/set130_scenario_choices.json) must agree with ref/set130_scenarios.json\n"
     "    try:\n"
     "        s130 = [c['scenario'] for c in json.load(open(SET130_CHOICES))['chosen']]\n"
     "        if len(s130) != 20 or s130 != json.load(open(SET130)):\n"
     "            err('ref/set130_scenario_choices.json should list 20 chosen ids, those of ref/set130_scenarios.json')\n"
     "    except Exception as e:\n"
     "        err('cannot read %s: %s' % (SET130_CHOICES, e))\n"),
    ("err('chosen scenario %s (ref/scenario_choices.json) is not used by set 130' % x)",
     "err('chosen scenario %s (ref/scenario_choices.json) is not used by set 133' % x)"),
    ("            err('chosen scenario %s is one of set 125\\'s own ids' % x)\n        if x in s131x_:\n"
     "            err('chosen scenario %s is one of set 131\\'s ids' % x)",
     "            err('chosen scenario %s is one of set 128\\'s own ids' % x)\n        if x in s130x_:\n"
     "            err('chosen scenario %s is one of set 130\\'s ids' % x)"),
    ("            err('scenario %s is not in one of set 125\\'s trees' % sc)",
     "            err('scenario %s is not in one of set 128\\'s trees' % sc)"),
    ("err('new tag %s appears in set 131\\'s README' % t)", "err('new tag %s appears in set 130\\'s README' % t)"),
    ("err('new tag %s (with a space) appears in set 131\\'s README' % t)", "err('new tag %s (with a space) appears in set 130\\'s README' % t)"),
    ("err('set 131\\'s README not found at %s' % SET30_README)", "err('set 130\\'s README not found at %s' % SET30_README)"),
    ("(trees distinct, all set 125\\'s trees, none of set 125\\'s or set 131\\'s ids)",
     "(trees distinct, all set 128\\'s trees, none of set 128\\'s or set 130\\'s ids)"),
]
n = 0
for a, b in reps:
    assert src.count(a) == 1, a[:120]
    src = src.replace(a, b); n += 1
open(os.path.join(SET, 'validate.py'), 'w').write(src)
print(n, 'replacements;', {k: len(v) for k, v in lists128.items()})
