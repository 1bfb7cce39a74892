"""Write set 176's validate.py: set 175's checker (tests/data/blind_set175/validate.py, read as text, never run)
with asserted replacements:
- docstring: a set 176 paragraph in front of set 175's docstring (kept);
- the README of set 175 (SET30_README) and of set 174 (OTHER_READMES) for the distance checks;
- SET175 / SET175_CHOICES (set 175's list and its own choices file, copied into ref/ under those names) and the
  scenario rule: the 20 trees of set 171's scenarios (ref/set171_scenarios.json), in set 171's order, each
  represented by its lowest record id that is neither set 171's id nor one of set 175's ids; ref/set176_scenarios.json
  must list the chosen ids; set 175's choices file must agree with set 175's list; set 170's list is still checked;
- set 176's claim tags (CLAIM_MIN, NEW_CLAIM_TAGS), prose styles (EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 175's
  patterns kept for the record);
- the earlier lists: set 175's and set 174's claim tags and their words (read from the construction tables of their
  READMEs), their persona theme words (read from "the theme word, X" in their READMEs, with plural and adjective
  forms), their prose styles (read from the "construction counts:" line of their READMEs) and prose theme words;
- messages naming sets 170, 173 and 175 renamed for sets 171, 175 and 176."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set175', 'validate.py'), encoding='utf-8').read()


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)


def readme_lists(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', txt, re.M)]
    assert len(tags) == 8, (n, tags)
    m = re.search(r'construction counts: ((?:`[a-z_]+` 20(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z_]+)` 20', m.group(1))
    assert len(styles) == 6, (n, styles)
    themes = list(dict.fromkeys(re.findall(r'the theme word, ([a-z]+),', txt)))
    assert len(themes) == 2, (n, themes)
    return tags, styles, themes


NEW_TAGS = ['ergonomin_stehpult', 'ergonoom_bureaustoel', 'ergonomo_goniometro', 'ergonomi_mittanauha',
            'ergonomista_podnozek', 'ergonomus_meroszalag', 'ergonom_armstod', 'ergonomistas_liniuote']
NEW_STYLES = ['lanceolate', 'cordate', 'palmate', 'sagittate', 'peltate', 'spatulate']
FORMS = {'secretary': ['secretary', 'secretaries', 'secretarial'], 'evacuation': ['evacuation', 'evacuations', 'warden', 'wardens'],
         'waterfall': ['waterfall', 'waterfalls'], 'gill': ['gill', 'gills']}

t175, s175, th175 = readme_lists(175)
t174, s174, th174 = readme_lists(174)
claim_add, style_add = set(), set()
for t in t175 + t174:
    claim_add.add(t)
    claim_add.update(t.split('_'))
persona_themes = [th175[0], th174[0]]
prose_themes = [th175[1], th174[1]]
for w in persona_themes:
    claim_add.update(FORMS.get(w, [w]))
for w in prose_themes:
    style_add.update(FORMS.get(w, [w]))
style_add.update(s175 + s174)

# docstring
rep('"""Stdlib-only checker for blind set 175 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 176 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 176: set 175\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 176\'s tags,\n'
    'styles and counts, set 176\'s scenario rule (the 20 trees that hold set 171\'s 20 scenarios, in set 171\'s order,\n'
    'each represented by its lowest record id that is neither set 171\'s id nor one of set 175\'s ids), and the READMEs\n'
    'of sets 175 and 174 for the distance checks; set 175\'s and set 174\'s tags, their words, styles and theme words\n'
    '(read from their READMEs) are added to the earlier lists.\n'
    'Set 175 (set 175\'s own docstring):\n'
    'Stdlib-only checker for blind set 175 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set173', 'README.md')  # set 175: set 173's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set175', 'README.md')  # set 176: set 175's README")
rep("for n in (172,)]  # set 175: set 172's README", "for n in (174,)]  # set 176: set 174's README")
# paths
rep("SET170 = os.path.join(HERE, 'ref', 'set170_scenarios.json')\n",
    "SET170 = os.path.join(HERE, 'ref', 'set170_scenarios.json')\n"
    "# set 176: set 175's list and its own choices file (set 175's ref/scenario_choices.json, copied under this name);\n"
    "# set 171's list (ref/set171_scenarios.json, above) holds the trees set 176 reuses\n"
    "SET175 = os.path.join(HERE, 'ref', 'set175_scenarios.json')\n"
    "SET175_CHOICES = os.path.join(HERE, 'ref', 'set175_scenario_choices.json')\n")
# tags
old_tags = ['sekretaerin_diktiergeraet', 'segretaria_pinzatrice', 'secretaresse_agenda', 'sihteeri_kalenteri',
            'sekretarka_dziurkacz', 'titkarno_tuzogep', 'sekreterare_skrivmaskin', 'secretaria_agrafador']
rep("    " + ", ".join("'%s': 12" % t for t in old_tags) + ",\n",
    "    # set 176's new tags (workplace ergonomists)\n    " + ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % old_tags, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
# styles
rep("            'horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute'}\n",
    "            'horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute',\n"
    "            # new in set 176 (prose styles)\n"
    "            %s}\n" % ", ".join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = ['horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute']\n",
    "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in
           ['horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute']) + "}\n")
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 175's patterns (kept for the record)\nSET175_" + old_pat)
rep(old_pat, new_pat)
# earlier lists
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor, "# set 176: set 175's claim tags, their words and its persona theme word (%s), and set 174's (a parallel\n"
    "# set; %s); set 175's and set 174's styles and theme words (%s, %s), all read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n"
    "SET41_STYLE_VARIANTS |= set(%r)\n"
    "EST_TAGS |= set(%r)\n" % (persona_themes[0], persona_themes[1], prose_themes[0], prose_themes[1],
                               sorted(claim_add), sorted(style_add), sorted(s175 + s174)) + anchor)
# scenario rule
rep("    s28_ = json.load(open(SET170))  # set 170's scenario ids: the trees set 175 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 128's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set170_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 175 reuses)')\n",
    "    s170x_ = json.load(open(SET170))\n"
    "    if len(s170x_) != 20 or len({ds[x][2] for x in s170x_ if x in ds}) != 20:\n"
    "        err('ref/set170_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s175x_ = json.load(open(SET175))  # set 175's ids: not to be chosen again\n"
    "    if len(s175x_) != 20 or len({ds[x][2] for x in s175x_ if x in ds}) != 20:\n"
    "        err('ref/set175_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET171))  # set 171's scenario ids: the trees set 176 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 171's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set171_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 176 reuses)')\n")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s173x_]\n",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s175x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set175_scenarios.json'))) != chosen:\n"
    "            err('ref/set175_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set175_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set176_scenarios.json'))) != chosen:\n"
    "            err('ref/set176_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set176_scenarios.json: %s' % e)\n"
    "    # set 175's own choices file (saved as ref/set175_scenario_choices.json) must agree with ref/set175_scenarios.json\n"
    "    try:\n"
    "        s175 = [c['scenario'] for c in json.load(open(SET175_CHOICES))['chosen']]\n"
    "        if len(s175) != 20 or s175 != json.load(open(SET175)):\n"
    "            err('ref/set175_scenario_choices.json should list 20 chosen ids, those of ref/set175_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET175_CHOICES, e))\n")
rep("is not used by set 175' % x)", "is not used by set 176' % x)")
rep("            err('chosen scenario %s is one of set 170\\'s own ids' % x)\n        if x in s173x_:\n"
    "            err('chosen scenario %s is one of set 173\\'s ids' % x)\n",
    "            err('chosen scenario %s is one of set 171\\'s own ids' % x)\n        if x in s175x_:\n"
    "            err('chosen scenario %s is one of set 175\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 170\\'s trees' % sc)", "err('scenario %s is not in one of set 171\\'s trees' % sc)")
rep("appears in set 173\\'s README' % t)", "appears in set 175\\'s README' % t)", 2)
rep("err('set 173\\'s README not found at %s' % SET30_README)", "err('set 175\\'s README not found at %s' % SET30_README)")
rep("all set 170\\'s trees, none of set 170\\'s or set 173\\'s ids)", "all set 171\\'s trees, none of set 171\\'s or set 175\\'s ids)")
for t in NEW_TAGS:
    assert t not in claim_add and not any(w in claim_add for w in t.split('_'))
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 175:', t175, '\ntags 174:', t174, '\nstyles:', s175, s174, '\nthemes:', th175, th174)
