"""Write ../validate.py: set 215's validate.py (read as text, never imported or run) patched for set 217:
set 217's tags, styles and counts; set 217's scenario rule (the 20 trees that hold set 212's 20 scenarios, in set
212's order, each represented by its lowest record id that is neither set 212's id nor one of set 215's ids; set
215's own choices file checked against its list); the READMEs of sets 215 and 214 for the distance checks; and set
215's and set 214's claim tags, their words, persona theme words, prose styles and prose theme words (with plurals),
read from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set215', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['horloger_remontoir', 'kello_vetoavain', 'carica_pendolo', 'klok_opwinder', 'dar_corda', 'ingaora_felhuzo',
            'gangreserve_aufzug', 'mechanizm_nakrecanie']
NEW_STYLES = ['chestbounce', 'kneedrop', 'halfturn', 'staticstand', 'blindwalk', 'leashfall']
OLD_TAGS = ['werkkleding_maatlijst', 'vestiario_divisa', 'tenue_brodage', 'uniformes_tallaje', 'tyoasu_kokotaulukko',
            'odziez_rozmiarowka', 'uniforma_marime', 'skyddsklader_storlek']
OLD_STYLES = ['tuckjump', 'seatdrop', 'barani', 'swivelhips', 'rudolph', 'backdrop']

tags, words, styles, themes = set(), set(), set(), set()
for n in (215, 214):
    r = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|', r, re.M):
        if m.group(1) not in ('realistic_reply', 'attacker_probe'):
            tags.add(m.group(1)); words |= set(m.group(1).split('_'))
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+,? ?)+)', r)
    styles |= set(re.findall(r'`([a-z_]+)`', m.group(1)))
    for m in re.finditer(r'the theme word, ([a-z]+),', r):
        themes.add(m.group(1))
pt = {w for w in themes if w in ('trampolining', 'canyoning')}
ct = themes - pt
assert set(OLD_TAGS) <= tags and set(OLD_STYLES) <= styles and len(tags) == 16 and len(styles) == 12, (tags, styles)
assert len(ct) == 2 and len(pt) == 2, themes
ct |= {w + 's' for w in ct}; pt |= {w + 's' for w in pt}
print('earlier tags', sorted(tags)); print('styles', sorted(styles)); print('themes', sorted(ct), sorted(pt))


def rep(old, new, count=1):
    global src
    c = src.count(old)
    assert c == count, (old, c)
    src = src.replace(old, new)


doc_old = '"""Stdlib-only checker for blind set 215 (claims.jsonl, estimates.jsonl, README.md).\n'
rep(doc_old, '"""Stdlib-only checker for blind set 217 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 217: set 215's checker (below, its docstring kept) patched by build/patch_validate.py with set 217's tags,\n"
    "styles and counts, set 217's scenario rule (the 20 trees that hold set 212's 20 scenarios, in set 212's order,\n"
    "each represented by its lowest record id that is neither set 212's id nor one of set 215's ids), and the READMEs\n"
    "of sets 215 and 214 for the distance checks; set 215's and set 214's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 215 (set 215's own docstring):\n" + doc_old.replace('"""', ''))
rep("SET30_README = os.path.join(HERE, '..', 'blind_set213', 'README.md')  # set 215: set 213's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set215', 'README.md')  # set 217: set 215's README")
rep("for n in (212,)]  # set 215: set 212's README", "for n in (214,)]  # set 217: set 214's README")
rep("SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n",
    "SET210 = os.path.join(HERE, 'ref', 'set210_scenarios.json')\n"
    "# set 217: set 215's list and its own choices file (set 215's ref/scenario_choices.json, copied under this name);\n"
    "# set 212's list (ref/set212_scenarios.json, copied from tests/data/blind_set212/ref/) holds the trees set 217 reuses\n"
    "SET215 = os.path.join(HERE, 'ref', 'set215_scenarios.json')\n"
    "SET215_CHOICES = os.path.join(HERE, 'ref', 'set215_scenario_choices.json')\n"
    "SET212 = os.path.join(HERE, 'ref', 'set212_scenarios.json')\n")
rep(', '.join("'%s': 12" % t for t in OLD_TAGS) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 215 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # set 215's prose styles (earlier for set 217)\n            %s,\n"
    "            # new in set 217 (prose styles)\n            %s}" % (', '.join("'%s'" % s for s in OLD_STYLES),
                                                                 ', '.join("'%s'" % s for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
rep(old_pat, new_pat + '# set 215\'s patterns (kept for the record)\nSET215_' + old_pat)
anchor = "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n"
rep(anchor, "# set 217: set 215's claim tags, their words and its persona theme word, and set 214's; set 215's and set 214's\n"
    "# styles and theme words, read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(tags | words | ct) +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(styles | pt) +
    "EST_TAGS |= set(%r)\n" % sorted(styles) + anchor)
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s210x_ if x in ds}  # set 210's trees: the trees set 215 reuses\n",
    "    s215x_ = json.load(open(SET215))  # set 215's ids: not to be chosen again\n"
    "    if len(s215x_) != 20 or len({ds[x][2] for x in s215x_ if x in ds}) != 20:\n"
    "        err('ref/set215_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s212x_ = json.load(open(SET212))  # set 212's ids: the trees set 217 reuses, not to be chosen again\n"
    "    if len(s212x_) != 20 or len({ds[x][2] for x in s212x_ if x in ds}) != 20:\n"
    "        err('ref/set212_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s212x_ if x in ds}  # set 212's trees: the trees set 217 reuses\n")
rep("    for x in s210x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s213x_]\n",
    "    for x in s212x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s215x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set215_scenarios.json'))) != chosen:
            err('ref/set215_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set215_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set217_scenarios.json'))) != chosen:
            err('ref/set217_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set217_scenarios.json: %s' % e)
    # set 215's own choices file (saved as ref/set215_scenario_choices.json) must agree with ref/set215_scenarios.json
    try:
        s215 = [c['scenario'] for c in json.load(open(SET215_CHOICES))['chosen']]
        if len(s215) != 20 or s215 != json.load(open(SET215)):
            err('ref/set215_scenario_choices.json should list 20 chosen ids, those of ref/set215_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET215_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 215' % x)
        if x in s210x_:
            err('chosen scenario %s is one of set 210\\'s own ids' % x)
        if x in s213x_:
            err('chosen scenario %s is one of set 213\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 217' % x)
        if x in s212x_:
            err('chosen scenario %s is one of set 212\\'s own ids' % x)
        if x in s215x_:
            err('chosen scenario %s is one of set 215\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 210\\'s trees' % sc)", "err('scenario %s is not in one of set 212\\'s trees' % sc)")
rep("err('new tag %s appears in set 213\\'s README' % t)", "err('new tag %s appears in set 215\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 213\\'s README' % t)", "err('new tag %s (with a space) appears in set 215\\'s README' % t)")
rep("err('set 213\\'s README not found at %s' % SET30_README)", "err('set 215\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 210\\'s trees, none of set 210\\'s or set 213\\'s ids)",
    "(trees distinct, all set 212\\'s trees, none of set 212\\'s or set 215\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('wrote validate.py')
