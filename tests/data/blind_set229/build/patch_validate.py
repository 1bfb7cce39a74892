"""Set 229: writes validate.py from set 225's validate.py (read as text, never imported or run), replacing:
the docstring head; the README paths (set 225's README as the one checked by name, set 224's as the other);
the ref/ paths of set 225's list and choices file and set 224's list; set 229's eight claim tags and six prose
styles (CLAIM_MIN, NEW_CLAIM_TAGS, EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 225's patterns kept as
SET225_STYLE_PATTERNS); the scenario rule (set 224's trees in set 224's order, each represented by its lowest
record id that is neither set 224's id nor one of set 225's ids; set 225's own choices file checked against its
list); the messages naming sets 220, 221 and 225. Adds to the earlier lists set 225's and set 224's claim tags,
their words and persona theme words (with plurals), and their prose styles and prose theme words (with plurals),
all read here from the READMEs of sets 225 and 224. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
src = open(os.path.join(DATA, 'blind_set225', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['asbestgutachter_kataster', 'asbestinventaris_monstername', 'amiante_diagnostic', 'amianto_censimento',
            'asbesto_dictamen', 'asbestikartoitus_naytteet', 'asbestinventering_provtagning', 'azbest_ekspertyza']
NEW_STYLES = ['jumpsmash', 'dropshot', 'crosscourt', 'flatdrive', 'hairpin', 'netcaught']


def readme_info(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z]+` \d+(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z]+)` \d+', m.group(1))
    themes = re.findall(r'the theme word, ([a-z]+),', txt)
    assert len(tags) == 8 and len(styles) == 6 and len(themes) == 2, (n, tags, styles, themes)
    return tags, styles, themes[0], themes[1]


info = {n: readme_info(n) for n in (225, 224)}
for n, (t, s, pt, et) in info.items():
    print('set %d: tags %s; styles %s; persona theme word %s; prose theme word %s' % (n, t, s, pt, et))
OLD_TAGS, OLD_STYLES = info[225][0], info[225][1]
reps = []


def rep(a, b):
    reps.append((a, b))


rep('"""Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 229 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 229: set 225's checker (below, its docstring kept) patched by build/patch_validate.py with set 229's tags,\n"
    "styles and counts, set 229's scenario rule (the 20 trees that hold set 224's 20 scenarios, in set 224's order,\n"
    "each represented by its lowest record id that is neither set 224's id nor one of set 225's ids), and the READMEs\n"
    "of sets 225 and 224 for the distance checks; set 225's and set 224's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\n"
    "Set 225 (set 225's own docstring):\n"
    'Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 225: set 221's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 229: set 225's README")
rep("for n in (220,)]  # set 225: set 220's README", "for n in (224,)]  # set 229: set 224's README")
rep("SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n",
    "SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n"
    "# set 229: set 225's list and its own choices file (set 225's ref/scenario_choices.json, copied under this name);\n"
    "# set 224's list (ref/set224_scenarios.json, copied from tests/data/blind_set224/ref/) holds the trees set 229 reuses\n"
    "SET225 = os.path.join(HERE, 'ref', 'set225_scenarios.json')\n"
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n"
    "SET224 = os.path.join(HERE, 'ref', 'set224_scenarios.json')\n")
rep(', '.join("'%s': 12" % t for t in OLD_TAGS) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
rep("            # new in set 225 (prose styles)\n            %s}" % ', '.join(repr(s) for s in OLD_STYLES),
    "            # set 225's prose styles (earlier for set 229)\n            %s,\n"
    "            # set 224's prose styles (earlier for set 229)\n            %s,\n"
    "            # new in set 229 (prose styles)\n            %s}" % (
        ', '.join(repr(s) for s in OLD_STYLES), ', '.join(repr(s) for s in info[224][1]), ', '.join(repr(s) for s in NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           "# set 225's patterns (kept for the record)\nSET225_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n')
rep(old_pat, new_pat)
words, svar, etags = set(), set(), set()
for n, (t, s, pt, et) in info.items():
    for tag in t:
        words.add(tag)
        words |= set(tag.split('_'))
    words |= {pt, pt + 's'}
    svar |= set(s) | {et, et + 's'}
    etags |= set(s)
rep('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n',
    "# set 229: set 225's claim tags, their words and its persona theme word (%s), and set 224's (%s); set 225's\n"
    "# and set 224's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    'EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n'
    'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n' % (info[225][2], info[224][2], info[225][3], info[224][3],
                                                          sorted(words), sorted(svar), sorted(etags)))
rep("    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reuses\n",
    "    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reused\n"
    "    s225x_ = json.load(open(SET225))  # set 225's ids: not to be chosen again\n"
    "    if len(s225x_) != 20 or len({ds[x][2] for x in s225x_ if x in ds}) != 20:\n"
    "        err('ref/set225_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s224x_ = json.load(open(SET224))  # set 224's ids: the trees set 229 reuses, not to be chosen again\n"
    "    if len(s224x_) != 20 or len({ds[x][2] for x in s224x_ if x in ds}) != 20:\n"
    "        err('ref/set224_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s224x_ if x in ds}  # set 224's trees: the trees set 229 reuses\n")
rep("    for x in s220x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]\n",
    "    for x in s224x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]\n")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set225_scenarios.json'))) != chosen:
            err('ref/set225_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set225_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set229_scenarios.json'))) != chosen:
            err('ref/set229_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set229_scenarios.json: %s' % e)
    # set 225's own choices file (saved as ref/set225_scenario_choices.json) must agree with ref/set225_scenarios.json
    try:
        s225 = [c['scenario'] for c in json.load(open(SET225_CHOICES))['chosen']]
        if len(s225) != 20 or s225 != json.load(open(SET225)):
            err('ref/set225_scenario_choices.json should list 20 chosen ids, those of ref/set225_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET225_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 225' % x)
        if x in s220x_:
            err('chosen scenario %s is one of set 220\\'s own ids' % x)
        if x in s221x_:
            err('chosen scenario %s is one of set 221\\'s ids' % x)
""", """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 229' % x)
        if x in s224x_:
            err('chosen scenario %s is one of set 224\\'s own ids' % x)
        if x in s225x_:
            err('chosen scenario %s is one of set 225\\'s ids' % x)
""")
rep("err('scenario %s is not in one of set 220\\'s trees' % sc)", "err('scenario %s is not in one of set 224\\'s trees' % sc)")
rep("err('new tag %s appears in set 221\\'s README' % t)", "err('new tag %s appears in set 225\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 221\\'s README' % t)", "err('new tag %s (with a space) appears in set 225\\'s README' % t)")
rep("err('set 221\\'s README not found at %s' % SET30_README)", "err('set 225\\'s README not found at %s' % SET30_README)")
rep("all set 220\\'s trees, none of set 220\\'s or set 221\\'s ids)", "all set 224\\'s trees, none of set 224\\'s or set 225\\'s ids)")
out = src
for a, b in reps:
    c = out.count(a)
    assert c == 1, (c, a[:120])
    out = out.replace(a, b)
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(out)
print('%d replacements, each hit once; validate.py written' % len(reps))
