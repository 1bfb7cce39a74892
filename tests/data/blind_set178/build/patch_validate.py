"""Writes set 178's validate.py: set 177's validate.py (read as text, never imported or run) with asserted
replacements:
- the docstring gains a set 178 header (set 177's own docstring kept below it);
- the distance-check READMEs become set 177's (SET30_README) and set 176's (OTHER_READMES);
- SET177 and SET177_CHOICES (set 177's list and its own choices file, copied into ref/) are added;
- CLAIM_MIN and NEW_CLAIM_TAGS get set 178's eight facilitator tags; EST_TAGS, NEW_EST_TAGS and STYLE_PATTERNS
  get set 178's six fold styles (set 177's patterns kept for the record);
- set 177's and set 176's tags, their words and their persona theme words (recruiter, ergonomist, with plurals)
  are added to EARLIER_CLAIM_TAGS; their prose styles to EST_TAGS; their styles and prose theme words (roof, leaf,
  with plurals) to SET41_STYLE_VARIANTS; all read from the two READMEs here;
- the scenario rule: the 20 trees of set 173's scenarios (ref/set173_scenarios.json), in set 173's order, each
  represented by its lowest record id that is neither set 173's id nor one of set 177's ids; the chosen list is
  ref/set178_scenarios.json; set 177's own choices file must agree with ref/set177_scenarios.json;
- messages and the report name sets 178, 177 and 173."""
import os, re
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B); D = os.path.dirname(H)
src = open(os.path.join(D, 'blind_set177', 'validate.py'), encoding='utf-8').read()

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

def readme_lists(n):
    t = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    assert len(tags) == 8, (n, tags)
    m = re.search(r'construction counts: ((?:`[a-z]+` \d+(?:, )?)+)', t)
    styles = re.findall(r'`([a-z]+)`', m.group(1))
    assert len(styles) == 6, (n, styles)
    themes = list(dict.fromkeys(re.findall(r'the theme word, ([a-z]+),', t)))
    assert len(themes) == 2, (n, themes)
    return tags, styles, themes

def plurals(w):
    out = [w, w + 's']
    if w.endswith('f'):
        out.append(w[:-1] + 'ves')
    return out

NEW_TAGS = ['moderatorin_moderationskoffer', 'gespreksleider_flipover', 'dinamizador_rotafolio', 'facilitatore_lavagna',
            'fasilitaattori_tarralappu', 'facylitator_karteczki', 'modeleder_tusch', 'levezeto_filctoll']
NEW_STYLES = ['anticline', 'syncline', 'monocline', 'recumbent', 'isoclinal', 'pericline']

# docstring
rep('"""Stdlib-only checker for blind set 177 (claims.jsonl, estimates.jsonl, README.md).\nSet 177: set 175\'s',
    '"""Stdlib-only checker for blind set 178 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 178: set 177\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 178\'s tags,\n'
    'styles and counts, set 178\'s scenario rule (the 20 trees that hold set 173\'s 20 scenarios, in set 173\'s order,\n'
    'each represented by its lowest record id that is neither set 173\'s id nor one of set 177\'s ids), and the READMEs\n'
    'of sets 177 and 176 for the distance checks; set 177\'s and set 176\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 177 (set 177\'s own docstring):\n'
    'Stdlib-only checker for blind set 177 (claims.jsonl, estimates.jsonl, README.md).\nSet 177: set 175\'s')
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set175', 'README.md')  # set 177: set 175's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set177', 'README.md')  # set 178: set 177's README")
rep("for n in (174,)]  # set 177: set 174's README", "for n in (176,)]  # set 178: set 176's README")
# set 177's list and choices file
rep("SET172 = os.path.join(HERE, 'ref', 'set172_scenarios.json')\n",
    "SET172 = os.path.join(HERE, 'ref', 'set172_scenarios.json')\n"
    "# set 178: set 177's list and its own choices file (set 177's ref/scenario_choices.json, copied under this name);\n"
    "# set 173's list (ref/set173_scenarios.json, already in set 177's ref/) holds the trees set 178 reuses\n"
    "SET177 = os.path.join(HERE, 'ref', 'set177_scenarios.json')\n"
    "SET177_CHOICES = os.path.join(HERE, 'ref', 'set177_scenario_choices.json')\n")
# tags
old_tags = ['werver_vacature', 'selezionatore_colloquio', 'rekrytoija_ansioluettelo', 'rekruterka_zyciorys',
            'toborzo_allashirdetes', 'recrutador_entrevista', 'personalberater_lebenslauf', 'naborar_inzerat']
rep(' '.join("'%s': 12," % t for t in old_tags), ' '.join("'%s': 12," % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
# styles
rep("            # new in set 177 (prose styles)\n            'gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead'}",
    "            # new in set 177 (prose styles)\n            'gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead',\n"
    "            # new in set 178 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep("NEW_EST_TAGS = ['gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead']", 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in ['gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead'])
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES)
rep("STYLE_PATTERNS = {\n" + old_pat + "}\n# set 175's patterns (kept for the record)\n",
    "STYLE_PATTERNS = {\n" + new_pat + "}\n# set 177's patterns (kept for the record)\nSET177_STYLE_PATTERNS = {\n" + old_pat +
    "}\n# set 175's patterns (kept for the record)\n")
# earlier lists
claim_add, style_add, est_add = set(), set(), set()
for n in (177, 176):
    tags, styles, themes = readme_lists(n)
    for t in tags:
        claim_add.add(t); claim_add |= set(t.split('_'))
    claim_add |= set(plurals(themes[0]))
    est_add |= set(styles)
    style_add |= set(styles) | set(plurals(themes[1]))
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor, "# set 178: set 177's claim tags, their words and its persona theme word (recruiter), and set 176's (a parallel set;\n"
    "# ergonomist); set 177's and set 176's styles and theme words (roof, leaf), read from their READMEs\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" %
    (sorted(claim_add), sorted(style_add), sorted(est_add)) + anchor)
# scenario rule
rep("    s28_ = json.load(open(SET172))  # set 172's scenario ids: the trees set 177 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 172's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set172_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 177 reuses)')\n",
    "    s172x_ = json.load(open(SET172))  # set 172's ids (the trees set 177 reused)\n"
    "    if len(s172x_) != 20 or len({ds[x][2] for x in s172x_ if x in ds}) != 20:\n"
    "        err('ref/set172_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s177x_ = json.load(open(SET177))  # set 177's ids: not to be chosen again\n"
    "    if len(s177x_) != 20 or len({ds[x][2] for x in s177x_ if x in ds}) != 20:\n"
    "        err('ref/set177_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET173))  # set 173's scenario ids: the trees set 178 reuses (name kept from set 39's checker)\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 173's trees (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set173_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 178 reuses)')\n")
rep("if y != x and y not in s175x_]", "if y != x and y not in s177x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set177_scenarios.json'))) != chosen:
            err('ref/set177_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set177_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set178_scenarios.json'))) != chosen:
            err('ref/set178_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set178_scenarios.json: %s' % e)
    # set 177's own choices file (saved as ref/set177_scenario_choices.json) must agree with ref/set177_scenarios.json
    try:
        s177 = [c['scenario'] for c in json.load(open(SET177_CHOICES))['chosen']]
        if len(s177) != 20 or s177 != json.load(open(SET177)):
            err('ref/set177_scenario_choices.json should list 20 chosen ids, those of ref/set177_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET177_CHOICES, e))
""")
rep("is not used by set 177' % x)", "is not used by set 178' % x)")
rep("err('chosen scenario %s is one of set 172\\'s own ids' % x)\n        if x in s175x_:\n            err('chosen scenario %s is one of set 175\\'s ids' % x)",
    "err('chosen scenario %s is one of set 173\\'s own ids' % x)\n        if x in s177x_:\n            err('chosen scenario %s is one of set 177\\'s ids' % x)")
rep("err('scenario %s is not in one of set 172\\'s trees' % sc)", "err('scenario %s is not in one of set 173\\'s trees' % sc)")
rep("appears in set 175\\'s README' % t)", "appears in set 177\\'s README' % t)", 2)
rep("err('set 175\\'s README not found at %s' % SET30_README)", "err('set 177\\'s README not found at %s' % SET30_README)")
rep("all set 172\\'s trees, none of set 172\\'s or set 175\\'s ids)", "all set 173\\'s trees, none of set 173\\'s or set 177\\'s ids)")
open(os.path.join(H, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written; claim entries added %d, style entries %d, est tags %d' % (len(claim_add), len(style_add), len(est_add)))
