"""Writes set 216's validate.py: set 215's checker (tests/data/blind_set215/validate.py, read as text, never imported
or run) patched with set 216's tags, styles and counts, set 216's scenario rule (the 20 trees that hold set 211's 20
scenarios, in set 211's order, each represented by its lowest record id that is neither set 211's id nor one of set
215's ids; set 215's own choices file, copied as ref/set215_scenario_choices.json, checked against its list), the
READMEs of sets 215 and 214 for the distance checks, and set 215's and set 214's tags, their words, styles and theme
words (read from their READMEs here) added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set215', 'validate.py')).read()
NEW_TAGS = ['vaccinateur_fichier', 'vacunador_cartilla', 'rokottaja_rokotuskortti', 'szczepienia_rejestr',
            'ockovani_prukaz', 'schutzimpfung_impfliste', 'prikpost_griepprik', 'oltopont_nevsor']
NEW_STYLES = ['freemount', 'dismount', 'crankflip', 'idling', 'wheelwalk', 'ghostride']
OLD_TAGS = ['werkkleding_maatlijst', 'vestiario_divisa', 'tenue_brodage', 'uniformes_tallaje', 'tyoasu_kokotaulukko',
            'odziez_rozmiarowka', 'uniforma_marime', 'skyddsklader_storlek']
OLD_STYLES = ['tuckjump', 'seatdrop', 'barani', 'swivelhips', 'rudolph', 'backdrop']
THEMES = {215: ('workwear', 'trampolining'), 214: ('fleetmanager', 'canyoning')}
earlier_tags, earlier_styles = set(), set()
for n in (215, 214):
    t = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md')).read()
    m = re.search(r'The persona theme is .*?\n\n(.*?)\n#', t, re.S)
    tags = re.findall(r'^- `([a-z_]+)`', m.group(1), re.M) if m else []
    styles = re.findall(r'`([a-z_]+)` 20', re.search(r'construction counts: [^.]*', t).group(0))
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    for g in tags:
        earlier_tags.add(g)
        earlier_tags.update(g.split('_'))
    pw, sw = THEMES[n]
    earlier_tags.update([pw, pw + 's'])
    earlier_styles.update(styles)
    earlier_styles.update([sw, sw + 's'])
    if n == 215:
        assert tags == OLD_TAGS and styles == OLD_STYLES
style_set = sorted(s for s in earlier_styles if s not in ('trampolining', 'trampolinings', 'canyoning', 'canyonings'))


def sub(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)


sub('"""Stdlib-only checker for blind set 215 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 216 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 216: set 215's checker (below, its docstring kept) patched by build/patch_validate.py with set 216's tags,\n"
    "styles and counts, set 216's scenario rule (the 20 trees that hold set 211's 20 scenarios, in set 211's order,\n"
    "each represented by its lowest record id that is neither set 211's id nor one of set 215's ids), and the READMEs\n"
    "of sets 215 and 214 for the distance checks; set 215's and set 214's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 215 (set 215's own docstring):\n"
    'Stdlib-only checker for blind set 215 (claims.jsonl, estimates.jsonl, README.md).\n')
sub("SET30_README = os.path.join(HERE, '..', 'blind_set213', 'README.md')  # set 215: set 213's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set215', 'README.md')  # set 216: set 215's README")
sub("for n in (212,)]  # set 215: set 212's README", "for n in (214,)]  # set 216: set 214's README")
sub("SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n",
    "SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n"
    "# set 216: set 215's list and its own choices file (set 215's ref/scenario_choices.json, copied under this name);\n"
    "# set 211's list (ref/set211_scenarios.json, from set 215's ref/) holds the trees set 216 reuses\n"
    "SET215 = os.path.join(HERE, 'ref', 'set215_scenarios.json')\n"
    "SET215_CHOICES = os.path.join(HERE, 'ref', 'set215_scenario_choices.json')\n")
for o, n_ in zip(OLD_TAGS, NEW_TAGS):
    sub("'%s': 12" % o, "'%s': 12" % n_)
sub('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
sub("            # new in set 215 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # set 215's prose styles (earlier for set 216)\n            %s,\n"
    "            # new in set 216 (prose styles)\n            %s}" % (', '.join("'%s'" % s for s in OLD_STYLES),
                                                              ', '.join("'%s'" % s for s in NEW_STYLES)))
sub('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
sub("\nSTYLE_PATTERNS = {\n", "\nSTYLE_PATTERNS = {\n%s}\n# set 215's patterns (kept for the record)\nSET215_STYLE_PATTERNS = {\n"
    % ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES))
sub("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 216: set 215's claim tags, their words and its persona theme word (workwear), and set 214's (fleetmanager); set 215's\n"
    "# and set 214's styles and theme words (trampolining, canyoning), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (sorted(earlier_tags), sorted(earlier_styles), style_set))
sub("    s210x_ = json.load(open(SET210))",
    "    s215x_ = json.load(open(SET215))  # set 215's ids: not to be chosen again\n"
    "    if len(s215x_) != 20 or len({ds[x][2] for x in s215x_ if x in ds}) != 20:\n"
    "        err('ref/set215_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s210x_ = json.load(open(SET210))")
sub("    set27_keys = {ds[x][2] for x in s210x_ if x in ds}  # set 210's trees: the trees set 215 reuses",
    "    set27_keys = {ds[x][2] for x in s211x_ if x in ds}  # set 211's trees: the trees set 216 reuses")
sub("    for x in s210x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s213x_]",
    "    for x in s211x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s215x_]")
sub("        if json.load(open(os.path.join(HERE, 'ref', 'set215_scenarios.json'))) != chosen:\n"
    "            err('ref/set215_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set215_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set216_scenarios.json'))) != chosen:\n"
    "            err('ref/set216_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set216_scenarios.json: %s' % e)\n"
    "    # set 215's own choices file (saved as ref/set215_scenario_choices.json) must agree with ref/set215_scenarios.json\n"
    "    try:\n        s215 = [c['scenario'] for c in json.load(open(SET215_CHOICES))['chosen']]\n"
    "        if len(s215) != 20 or s215 != json.load(open(SET215)):\n"
    "            err('ref/set215_scenario_choices.json should list 20 chosen ids, those of ref/set215_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET215_CHOICES, e))\n")
sub("is not used by set 215' % x)\n        if x in s210x_:\n            err('chosen scenario %s is one of set 210\\'s own ids' % x)\n"
    "        if x in s213x_:\n            err('chosen scenario %s is one of set 213\\'s ids' % x)",
    "is not used by set 216' % x)\n        if x in s211x_:\n            err('chosen scenario %s is one of set 211\\'s own ids' % x)\n"
    "        if x in s215x_:\n            err('chosen scenario %s is one of set 215\\'s ids' % x)")
sub("err('scenario %s is not in one of set 210\\'s trees' % sc)", "err('scenario %s is not in one of set 211\\'s trees' % sc)")
sub("appears in set 213\\'s README' % t)", "appears in set 215\\'s README' % t)", 2)
sub("err('set 213\\'s README not found at %s' % SET30_README)", "err('set 215\\'s README not found at %s' % SET30_README)")
sub("all set 210\\'s trees, none of set 210\\'s or set 213\\'s ids)", "all set 211\\'s trees, none of set 211\\'s or set 215\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print('written; earlier claim entries added:', len(earlier_tags), 'styles:', sorted(earlier_styles))
