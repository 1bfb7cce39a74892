"""Writes set 180's validate.py: set 178's validate.py (read as text, never imported or run) with asserted
replacements: set 180's tags, styles and counts; set 180's scenario rule (the 20 trees that hold set 175's 20
scenarios, in set 175's order, each represented by its lowest record id that is neither set 175's id nor one of
set 178's ids; set 178's ids from ref/set178_scenarios.json, set 178's own choices file kept as
ref/set178_scenario_choices.json); the READMEs of sets 178 and 179 for the distance checks; and set 178's and
set 179's claim tags, their words and persona theme words (with plurals), their prose styles and prose theme
words (with plurals), read from their READMEs, added to the earlier lists (EARLIER_CLAIM_TAGS,
SET41_STYLE_VARIANTS, EST_TAGS)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set178', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['audytor_zakreslacz', 'buchprueferin_stichprobe', 'controleur_vinkje', 'auditora_legajo',
            'denetci_tutanak', 'endurskodandi_reiknivel', 'granskare_bokslut', 'konyvvizsgalo_jelentes']
NEW_STYLES = ['gravity', 'embankment', 'rockfill', 'cofferdam', 'barrage', 'diversion']


def readme_lists(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    para = re.search(r'^The persona theme is .*$', txt, re.M).group(0)
    ptheme = re.search(r'\(the theme word, ([a-z]+),', para).group(1)
    tags = [t for t in re.findall(r'`([a-z]+(?:_[a-z]+)+)`', para)]
    assert len(tags) == 8, (n, tags)
    cc = re.search(r'construction counts: ((?:`[a-z_]+` 20(?:, )?){6})', txt).group(1)
    styles = re.findall(r'`([a-z_]+)`', cc)
    assert len(styles) == 6, (n, styles)
    epara = re.search(r'^The theme is .*$', txt, re.M).group(0)
    etheme = re.search(r'\(the theme word, ([a-z]+),', epara).group(1)
    return tags, ptheme, styles, etheme


def rep(s, a, b, count=1):
    assert s.count(a) == count, (a, s.count(a))
    return s.replace(a, b)


t178, p178, s178, e178 = readme_lists(178)
t179, p179, s179, e179 = readme_lists(179)
claim_add = set()
for t in t178 + t179:
    claim_add.add(t)
    claim_add.update(t.split('_'))
for w in (p178, p179):
    claim_add.update([w, w + 's'])
style_add = set(s178 + s179)
for w in (e178, e179):
    style_add.update([w, w + 's'])

s = src
# docstring
s = rep(s, '"""Stdlib-only checker for blind set 178 (claims.jsonl, estimates.jsonl, README.md).\n',
        '"""Stdlib-only checker for blind set 180 (claims.jsonl, estimates.jsonl, README.md).\n'
        'Set 180: set 178\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 180\'s tags,\n'
        'styles and counts, set 180\'s scenario rule (the 20 trees that hold set 175\'s 20 scenarios, in set 175\'s order,\n'
        'each represented by its lowest record id that is neither set 175\'s id nor one of set 178\'s ids), and the READMEs\n'
        'of sets 178 and 179 for the distance checks; set 178\'s and set 179\'s tags, their words, styles and theme words\n'
        'are added to the earlier lists.\n'
        'Set 178 (set 178\'s own docstring):\n'
        'Stdlib-only checker for blind set 178 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs for the distance checks
s = rep(s, "SET30_README = os.path.join(HERE, '..', 'blind_set177', 'README.md')  # set 178: set 177's README",
        "SET30_README = os.path.join(HERE, '..', 'blind_set178', 'README.md')  # set 180: set 178's README")
s = rep(s, "for n in (176,)]  # set 178: set 176's README", "for n in (179,)]  # set 180: set 179's README")
# set 178's list and its own choices file
s = rep(s, "SET177_CHOICES = os.path.join(HERE, 'ref', 'set177_scenario_choices.json')\n",
        "SET177_CHOICES = os.path.join(HERE, 'ref', 'set177_scenario_choices.json')\n"
        "# set 180: set 178's list and its own choices file (set 178's ref/scenario_choices.json, copied under this name);\n"
        "# set 175's list (ref/set175_scenarios.json, already in set 178's ref/) holds the trees set 180 reuses\n"
        "SET178 = os.path.join(HERE, 'ref', 'set178_scenarios.json')\n"
        "SET178_CHOICES = os.path.join(HERE, 'ref', 'set178_scenario_choices.json')\n")
# tags
old_min = re.search(r"    'moderatorin_moderationskoffer': 12,.*\n", s).group(0)
s = rep(s, old_min, '    ' + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',\n')
old_new = re.search(r"^NEW_CLAIM_TAGS = \[.*\]\n", s, re.M).group(0)
s = rep(s, old_new, 'NEW_CLAIM_TAGS = %r\n' % NEW_TAGS)
# styles
s = rep(s, "            # new in set 178 (prose styles)\n            'anticline', 'syncline', 'monocline', 'recumbent', 'isoclinal', 'pericline'}",
        "            # new in set 178 (prose styles)\n            'anticline', 'syncline', 'monocline', 'recumbent', 'isoclinal', 'pericline',\n"
        "            # set 179's (a parallel set) prose styles\n            " + ', '.join("'%s'" % x for x in s179) + ",\n"
        "            # new in set 180 (prose styles)\n            " + ', '.join("'%s'" % x for x in NEW_STYLES) + "}")
s = rep(s, "NEW_EST_TAGS = ['anticline', 'syncline', 'monocline', 'recumbent', 'isoclinal', 'pericline']",
        'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = re.search(r"^STYLE_PATTERNS = \{\n(?:    '.*\n)+\}\n", s, re.M).group(0)
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + '}\n'
s = rep(s, old_pat, new_pat + "# set 178's patterns (kept for the record)\n" + old_pat.replace('STYLE_PATTERNS', 'SET178_STYLE_PATTERNS', 1))
# earlier lists
s = rep(s, 'AVOIDED_EST_FORMS = {',
        "# set 180: set 178's claim tags, their words and its persona theme word (%s), and set 179's (a parallel set;\n"
        "# %s); set 178's and set 179's styles and theme words (%s, %s), read from their READMEs\n"
        "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
        % (p178, p179, e178, e179, sorted(claim_add), sorted(style_add), sorted(set(s178 + s179)))
        + 'AVOIDED_EST_FORMS = {')
# scenario rule
s = rep(s, "    s28_ = json.load(open(SET173))  # set 173's scenario ids: the trees set 178 reuses (name kept from set 39's checker)\n"
           "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 173's trees (name kept from set 39's checker)\n"
           "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
           "        err('ref/set173_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 178 reuses)')\n",
        "    s178x_ = json.load(open(SET178))  # set 178's ids: not to be chosen again\n"
        "    if len(s178x_) != 20 or len({ds[x][2] for x in s178x_ if x in ds}) != 20:\n"
        "        err('ref/set178_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
        "    s28_ = json.load(open(SET175))  # set 175's scenario ids: the trees set 180 reuses (name kept from set 39's checker)\n"
        "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 175's trees (name kept from set 39's checker)\n"
        "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
        "        err('ref/set175_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 180 reuses)')\n")
s = rep(s, "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s177x_]",
        "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s178x_]")
s = rep(s, "        if json.load(open(os.path.join(HERE, 'ref', 'set178_scenarios.json'))) != chosen:\n"
           "            err('ref/set178_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
           "    except Exception as e:\n"
           "        err('cannot read ref/set178_scenarios.json: %s' % e)\n",
        "        if json.load(open(os.path.join(HERE, 'ref', 'set180_scenarios.json'))) != chosen:\n"
        "            err('ref/set180_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
        "    except Exception as e:\n"
        "        err('cannot read ref/set180_scenarios.json: %s' % e)\n"
        "    # set 178's own choices file (saved as ref/set178_scenario_choices.json) must agree with ref/set178_scenarios.json\n"
        "    try:\n"
        "        s178 = [c['scenario'] for c in json.load(open(SET178_CHOICES))['chosen']]\n"
        "        if len(s178) != 20 or s178 != json.load(open(SET178)):\n"
        "            err('ref/set178_scenario_choices.json should list 20 chosen ids, those of ref/set178_scenarios.json')\n"
        "    except Exception as e:\n"
        "        err('cannot read %s: %s' % (SET178_CHOICES, e))\n")
s = rep(s, "is not used by set 178' % x)", "is not used by set 180' % x)")
s = rep(s, "err('chosen scenario %s is one of set 173\\'s own ids' % x)", "err('chosen scenario %s is one of set 175\\'s own ids' % x)")
s = rep(s, "        if x in s177x_:\n            err('chosen scenario %s is one of set 177\\'s ids' % x)",
        "        if x in s178x_:\n            err('chosen scenario %s is one of set 178\\'s ids' % x)")
s = rep(s, "err('scenario %s is not in one of set 173\\'s trees' % sc)", "err('scenario %s is not in one of set 175\\'s trees' % sc)")
s = rep(s, "err('new tag %s appears in set 177\\'s README' % t)", "err('new tag %s appears in set 178\\'s README' % t)")
s = rep(s, "err('new tag %s (with a space) appears in set 177\\'s README' % t)", "err('new tag %s (with a space) appears in set 178\\'s README' % t)")
s = rep(s, "err('set 177\\'s README not found at %s' % SET30_README)", "err('set 178\\'s README not found at %s' % SET30_README)")
s = rep(s, "all set 173\\'s trees, none of set 173\\'s or set 177\\'s ids)", "all set 175\\'s trees, none of set 175\\'s or set 178\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(s)
print('set 178:', p178, e178, t178, s178)
print('set 179:', p179, e179, t179, s179)
print('added', len(claim_add), 'claim entries,', len(style_add), 'style variants')
