"""Writes set 175's validate.py from set 173's (tests/data/blind_set173/validate.py, read as text, never imported
or run) by asserted replacements:
- docstring: a set 175 paragraph before set 173's (kept);
- the README paths for the distance checks: set 173's README (SET30_README) and set 172's (OTHER_READMES);
- constants SET173, SET173_CHOICES (set 173's ref/scenario_choices.json, copied as ref/set173_scenario_choices.json)
  and SET170 (ref/set170_scenarios.json, copied from tests/data/blind_set170/ref/);
- CLAIM_MIN and NEW_CLAIM_TAGS: set 175's eight tags; EST_TAGS gains set 175's six styles, NEW_EST_TAGS and
  STYLE_PATTERNS are set 175's, set 173's patterns kept as SET173_STYLE_PATTERNS;
- earlier lists: set 173's and set 172's tags, their tag words and persona theme words (canteen, post), read from
  their READMEs' construction tables, are added to EARLIER_CLAIM_TAGS; their prose styles (read from the READMEs'
  construction counts) and prose theme words (lichen, poultry) to SET41_STYLE_VARIANTS, and the styles to EST_TAGS;
  set 160's six prose styles (crustose, foliose, fruticose, squamulose, placodioid, umbilicate), which never
  reached the lists, are added to SET41_STYLE_VARIANTS and EST_TAGS;
- the scenario rule: the trees of set 170's scenarios, in set 170's order, each represented by its lowest record id
  that is neither set 170's id nor one of set 173's ids; set 173's own choices file must agree with its list;
- messages and the report name set 175, set 173 and set 170."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set173', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()

def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old[:80], n)
    s = s.replace(old, new)

def readme_info(n):
    txt = open(os.path.join(HERE, '..', '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|\s*12\s*\|', txt, re.M)]
    styles = re.findall(r'`([a-z_]+)` 20\b', txt)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles

t173, s173 = readme_info(173)
t172, s172 = readme_info(172)
NEW_TAGS = ['sekretaerin_diktiergeraet', 'segretaria_pinzatrice', 'secretaresse_agenda', 'sihteeri_kalenteri',
            'sekretarka_dziurkacz', 'titkarno_tuzogep', 'sekreterare_skrivmaskin', 'secretaria_agrafador']
NEW_STYLES = ['horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute']
SET160_STYLES = ['crustose', 'foliose', 'fruticose', 'squamulose', 'placodioid', 'umbilicate']

rep('"""Stdlib-only checker for blind set 173 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 175 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 175: set 173's checker (below, its docstring kept) patched by build/patch_validate.py with set 175's tags,\n"
    "styles and counts, set 175's scenario rule (the 20 trees that hold set 170's 20 scenarios, in set 170's order,\n"
    "each represented by its lowest record id that is neither set 170's id nor one of set 173's ids), and the READMEs\n"
    "of sets 173 and 172 for the distance checks; set 173's and set 172's tags, their words, styles and theme words\n"
    "are added to the earlier lists, and set 160's six prose styles, which never reached them.\n"
    "Set 173 (set 173's own docstring):\n"
    'Stdlib-only checker for blind set 173 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set171', 'README.md')  # set 173: set 171's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set173', 'README.md')  # set 175: set 173's README")
rep("for n in (170,)]  # set 173: set 170's README", "for n in (172,)]  # set 175: set 172's README")
rep("SET168 = os.path.join(HERE, 'ref', 'set168_scenarios.json')\n",
    "SET168 = os.path.join(HERE, 'ref', 'set168_scenarios.json')\n"
    "# set 175: set 173's list and its own choices file (set 173's ref/scenario_choices.json, copied under this name);\n"
    "# set 170's list (ref/set170_scenarios.json, copied from tests/data/blind_set170/ref/) holds the trees set 175 reuses\n"
    "SET173 = os.path.join(HERE, 'ref', 'set173_scenarios.json')\n"
    "SET173_CHOICES = os.path.join(HERE, 'ref', 'set173_scenario_choices.json')\n"
    "SET170 = os.path.join(HERE, 'ref', 'set170_scenarios.json')\n")
old_min = ', '.join("'%s': 12" % t for t in t173)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % t173, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
old_est = "            # new in set 173 (prose styles)\n            %s}" % ', '.join("'%s'" % x for x in s173)
rep(old_est, "            # new in set 173 (prose styles)\n            %s,\n            # new in set 175 (prose styles)\n            %s}"
    % (', '.join("'%s'" % x for x in s173), ', '.join("'%s'" % x for x in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % s173, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in s173) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + '}\n'
           + "# set 173's patterns (kept for the record)\nSET173_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in s173) + '}\n')
rep(old_pat, new_pat)

def words_of(tags):
    out = set(tags)
    for t in tags:
        out |= set(t.split('_'))
    return out
claim_add = sorted(words_of(t173) | words_of(t172) | {'canteen', 'canteens', 'post', 'posts', 'postal'})
style_add = sorted(set(s173) | set(s172) | set(SET160_STYLES) | {'lichen', 'lichens', 'poultry', 'hen', 'hens'})
est_add = sorted(set(s173) | set(s172) | set(SET160_STYLES))
block = ("# set 175: set 173's claim tags, their words and its persona theme word (canteen), and set 172's (a parallel\n"
         "# set; post); set 173's and set 172's styles and theme words (lichen, poultry); set 160's six prose styles\n"
         "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
         % (claim_add, style_add, est_add))
rep("AVOIDED_EST_FORMS = {'lua_note',", block + "AVOIDED_EST_FORMS = {'lua_note',")

# scenario rule
rep("    s28_ = json.load(open(SET168))  # set 168's scenario ids: the trees set 173 reuses (name kept from set 39's checker)",
    "    s173x_ = json.load(open(SET173))  # set 173's ids: not to be chosen again\n"
    "    if len(s173x_) != 20 or len({ds[x][2] for x in s173x_ if x in ds}) != 20:\n"
    "        err('ref/set173_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s168x_ = json.load(open(SET168))\n"
    "    if len(s168x_) != 20 or len({ds[x][2] for x in s168x_ if x in ds}) != 20:\n"
    "        err('ref/set168_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET170))  # set 170's scenario ids: the trees set 175 reuses (name kept from set 39's checker)")
rep("        err('ref/set168_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 173 reuses)')",
    "        err('ref/set170_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 175 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s171x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s173x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set173_scenarios.json'))) != chosen:
            err('ref/set173_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set173_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set175_scenarios.json'))) != chosen:
            err('ref/set175_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set175_scenarios.json: %s' % e)
    # set 173's own choices file (saved as ref/set173_scenario_choices.json) must agree with ref/set173_scenarios.json
    try:
        s173 = [c['scenario'] for c in json.load(open(SET173_CHOICES))['chosen']]
        if len(s173) != 20 or s173 != json.load(open(SET173)):
            err('ref/set173_scenario_choices.json should list 20 chosen ids, those of ref/set173_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET173_CHOICES, e))
""")
rep("is not used by set 173' % x)", "is not used by set 175' % x)")
rep("            err('chosen scenario %s is one of set 168\\'s own ids' % x)\n        if x in s171x_:\n            err('chosen scenario %s is one of set 171\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 170\\'s own ids' % x)\n        if x in s173x_:\n            err('chosen scenario %s is one of set 173\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 168\\'s trees' % sc)", "            err('scenario %s is not in one of set 170\\'s trees' % sc)")
rep("appears in set 171\\'s README' % t)", "appears in set 173\\'s README' % t)", count=2)
rep("        err('set 171\\'s README not found at %s' % SET30_README)", "        err('set 173\\'s README not found at %s' % SET30_README)")
rep("all set 168\\'s trees, none of set 168\\'s or set 171\\'s ids)", "all set 170\\'s trees, none of set 170\\'s or set 173\\'s ids)")
open(DST, 'w', encoding='utf-8').write(s)
print('wrote', DST, 'claim words added', len(claim_add), 'style words added', len(style_add))
print('173 tags', t173, '\n172 tags', t172, '\n173 styles', s173, '\n172 styles', s172)
