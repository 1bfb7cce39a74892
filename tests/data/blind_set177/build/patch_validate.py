"""Writes set 177's validate.py: set 175's validate.py (tests/data/blind_set175/validate.py, read as text, never
imported or run) with asserted replacements:
- docstring: set 177's paragraph on top, set 175's own docstring kept below it;
- the README distance checks read set 175's README (SET30_README) and set 174's (OTHER_READMES);
- new paths SET175, SET175_CHOICES (set 175's ref/scenario_choices.json, copied as ref/set175_scenario_choices.json)
  and SET172 (ref/set172_scenarios.json, a copy of tests/data/blind_set172/ref/set172_scenarios.json);
- CLAIM_MIN and NEW_CLAIM_TAGS: set 177's eight tags; EST_TAGS gains set 177's six styles; NEW_EST_TAGS and
  STYLE_PATTERNS are set 177's, set 175's patterns kept for the record as SET175_STYLE_PATTERNS;
- the earlier lists gain set 175's and set 174's claim tags and their words and their persona theme words (and
  plurals), and their prose styles and prose theme words (and plurals), all read from their READMEs (the construction
  table, the estimate construction counts and the 'theme word, X,' phrases);
- scenario rule: the 20 trees of set 172's scenarios, in set 172's order, each represented by its lowest record id
  that is neither set 172's id nor one of set 175's ids; ref/set177_scenarios.json must list the chosen ids; set
  175's own choices file must agree with ref/set175_scenarios.json; set 170's list is still checked for 20 trees;
- messages and the report name sets 177, 175, 174 and 172."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set175', 'validate.py'), encoding='utf-8').read()


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)


def readme_facts(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', txt, re.M)]
    m = re.search(r'construction counts: ((?:`[a-z]+` 20(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z]+)` 20', m.group(1))
    themes = list(dict.fromkeys(re.findall(r'the theme word, ([a-z]+),', txt)))
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes


NEW_TAGS = ['werver_vacature', 'selezionatore_colloquio', 'rekrytoija_ansioluettelo', 'rekruterka_zyciorys',
            'toborzo_allashirdetes', 'recrutador_entrevista', 'personalberater_lebenslauf', 'naborar_inzerat']
NEW_STYLES = ['gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead']
t175, s175, th175 = readme_facts(175)
t174, s174, th174 = readme_facts(174)
claim_words, style_words = set(), set()
for t in t175 + t174:
    claim_words.add(t)
    claim_words |= set(t.split('_'))
claim_words |= {th175[0], th175[0] + 's', th174[0], th174[0] + 's'}
claim_words |= {'secretaries'} if th175[0] == 'secretary' else set()
style_words |= set(s175) | set(s174) | {th175[1], th175[1] + 's', th174[1], th174[1] + 's'}
print('set 175:', t175, s175, th175)
print('set 174:', t174, s174, th174)

rep('"""Stdlib-only checker for blind set 175 (claims.jsonl, estimates.jsonl, README.md).\nSet 175: set 173',
    '"""Stdlib-only checker for blind set 177 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 177: set 175's checker (below, its docstring kept) patched by build/patch_validate.py with set 177's tags,\n"
    "styles and counts, set 177's scenario rule (the 20 trees that hold set 172's 20 scenarios, in set 172's order,\n"
    "each represented by its lowest record id that is neither set 172's id nor one of set 175's ids), and the READMEs\n"
    "of sets 175 and 174 for the distance checks; set 175's and set 174's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 175 (set 175's own docstring):\n"
    "Stdlib-only checker for blind set 175 (claims.jsonl, estimates.jsonl, README.md).\nSet 175: set 173")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set173', 'README.md')  # set 175: set 173's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set175', 'README.md')  # set 177: set 175's README")
rep("for n in (172,)]  # set 175: set 172's README", "for n in (174,)]  # set 177: set 174's README")
rep("SET170 = os.path.join(HERE, 'ref', 'set170_scenarios.json')\n",
    "SET170 = os.path.join(HERE, 'ref', 'set170_scenarios.json')\n"
    "# set 177: set 175's list and its own choices file (set 175's ref/scenario_choices.json, copied under this name);\n"
    "# set 172's list (ref/set172_scenarios.json, copied from tests/data/blind_set172/ref/) holds the trees set 177 reuses\n"
    "SET175 = os.path.join(HERE, 'ref', 'set175_scenarios.json')\n"
    "SET175_CHOICES = os.path.join(HERE, 'ref', 'set175_scenario_choices.json')\n"
    "SET172 = os.path.join(HERE, 'ref', 'set172_scenarios.json')\n")
old_min = ', '.join("'%s': 12" % t for t in t175)
rep("    " + old_min + ",\n", "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % t175, "NEW_CLAIM_TAGS = %r\n" % NEW_TAGS)
rep("            # new in set 175 (prose styles)\n            'horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute'}\n",
    "            # new in set 175 (prose styles)\n            'horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute',\n"
    "            # new in set 177 (prose styles)\n            " + ', '.join("'%s'" % s for s in NEW_STYLES) + "}\n")
rep("NEW_EST_TAGS = %r\n" % s175, "NEW_EST_TAGS = %r\n" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s175) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + "}\n"
           "# set 175's patterns (kept for the record)\nSET175_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s175) + "}\n")
rep(old_pat, new_pat)
rep("AVOIDED_EST_FORMS = {",
    "# set 177: set 175's claim tags, their words and its persona theme word (%s), and set 174's (a parallel set;\n"
    "# %s); set 175's and set 174's styles and theme words (%s, %s), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (th175[0], th174[0], th175[1], th174[1], sorted(claim_words), sorted(style_words), sorted(set(s175) | set(s174))))
rep("""    s28_ = json.load(open(SET170))  # set 170's scenario ids: the trees set 175 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 128's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set170_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 175 reuses)')
""", """    s170x_ = json.load(open(SET170))  # set 170's ids (the trees set 175 reused)
    if len(s170x_) != 20 or len({ds[x][2] for x in s170x_ if x in ds}) != 20:
        err('ref/set170_scenarios.json should list 20 scenarios with 20 distinct trees')
    s175x_ = json.load(open(SET175))  # set 175's ids: not to be chosen again
    if len(s175x_) != 20 or len({ds[x][2] for x in s175x_ if x in ds}) != 20:
        err('ref/set175_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET172))  # set 172's scenario ids: the trees set 177 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 172's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set172_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 177 reuses)')
""")
rep("rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s173x_]",
    "rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s175x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set175_scenarios.json'))) != chosen:
            err('ref/set175_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set175_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set177_scenarios.json'))) != chosen:
            err('ref/set177_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set177_scenarios.json: %s' % e)
    # set 175's own choices file (saved as ref/set175_scenario_choices.json) must agree with ref/set175_scenarios.json
    try:
        s175 = [c['scenario'] for c in json.load(open(SET175_CHOICES))['chosen']]
        if len(s175) != 20 or s175 != json.load(open(SET175)):
            err('ref/set175_scenario_choices.json should list 20 chosen ids, those of ref/set175_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET175_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 175' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 170\\'s own ids' % x)
        if x in s173x_:
            err('chosen scenario %s is one of set 173\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 177' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 172\\'s own ids' % x)
        if x in s175x_:
            err('chosen scenario %s is one of set 175\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 170\\'s trees' % sc)", "err('scenario %s is not in one of set 172\\'s trees' % sc)")
rep("err('new tag %s appears in set 173\\'s README' % t)", "err('new tag %s appears in set 175\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 173\\'s README' % t)", "err('new tag %s (with a space) appears in set 175\\'s README' % t)")
rep("err('set 173\\'s README not found at %s' % SET30_README)", "err('set 175\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 170\\'s trees, none of set 170\\'s or set 173\\'s ids)",
    "(trees distinct, all set 172\\'s trees, none of set 172\\'s or set 175\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('wrote validate.py')
