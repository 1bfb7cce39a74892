"""Writes set 204's validate.py from set 202's validate.py, read as text (never imported or run), by asserted
replacements: set 204's docstring head; set 202's README as the main distance README and set 201's as the other;
set 204's claim tags and prose styles (set 202's styles kept as earlier styles); set 204's scenario rule (the 20
trees that hold set 199's 20 scenarios, in set 199's order, each represented by its lowest record id that is
neither set 199's id nor one of set 202's ids; set 202's own choices file checked against its list); and the
earlier lists gaining set 202's and set 201's tags, the words of those tags, their persona theme words, their
prose styles and prose theme words, all read from the READMEs of sets 202 and 201."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set202', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()

def rep(a, b, count=1):
    global s
    assert s.count(a) == count, (s.count(a), a[:80])
    s = s.replace(a, b)

NEW_TAGS = ['aumonier_recueillement', 'aalmoezenier_stiltekamer', 'cappellano_benedizione', 'capellan_consuelo',
            'kapelan_rozmowa', 'lelkesz_fogadoora', 'caplan_gweddi', 'capelao_acolhimento']
NEW_STYLES = ['forked', 'sheetlightning', 'beaded', 'sprite', 'anvilcrawler', 'superbolt']
OLD_TAGS = ['dramaturg_spielfassung', 'dramatourgos_keimeno', 'dramaturgi_kasikirjoitus', 'dramaturgas_scenarijus',
            'drammaturgo_copione', 'dramaturgo_acotacion', 'dramaturge_canevas', 'dramaturgista_ensaio']
OLD_STYLES = ['threadstage', 'softball', 'firmball', 'hardball', 'softcrack', 'hardcrack']

def from_readme(n):
    t = open(os.path.join(HERE, '..', '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m for m in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', t, re.M) if m not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', t)
    themes = list(dict.fromkeys(re.findall(r'the theme word, ([a-z]+), begins', t)))
    return tags, styles, themes

t202, st202, th202 = from_readme(202)
t201, st201, th201 = from_readme(201)
assert t202 == OLD_TAGS and st202 == OLD_STYLES, (t202, st202)
assert len(t201) == 8 and len(st201) == 6 and len(th202) == 2 and len(th201) == 2, (t201, st201, th202, th201)
words = set()
for t in t202 + t201:
    words.add(t)
    words |= set(t.split('_'))
for th in (th202[0], th201[0]):  # persona theme words, with plurals
    words |= {th, th + 's'}
words |= {'dramaturgy', 'officer', 'officers'}
svar = set(st202 + st201)
for th in (th202[1], th201[1]):  # prose theme words, with plurals
    svar |= {th, th + 's'}
for t in NEW_TAGS:
    assert t not in words and not set(t.split('_')) & words, t
for t in NEW_STYLES:
    assert t not in svar, t

# docstring
rep('"""Stdlib-only checker for blind set 202 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 204 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 204: set 202\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 204\'s tags,\n'
    'styles and counts, set 204\'s scenario rule (the 20 trees that hold set 199\'s 20 scenarios, in set 199\'s order,\n'
    'each represented by its lowest record id that is neither set 199\'s id nor one of set 202\'s ids), and the READMEs\n'
    'of sets 202 and 201 for the distance checks; set 202\'s and set 201\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 202 (set 202\'s own docstring):\n'
    'Stdlib-only checker for blind set 202 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set200', 'README.md')  # set 202: set 200's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set202', 'README.md')  # set 204: set 202's README")
rep("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (198,)]  # set 202: set 198's README",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (201,)]  # set 204: set 201's README")
rep("if '--data' in sys.argv:\n",
    "# set 204: set 202's list and its own choices file (set 202's ref/scenario_choices.json, copied under this name);\n"
    "# set 199's list (ref/set199_scenarios.json, copied from tests/data/blind_set199/ref/) holds the trees set 204 reuses\n"
    "SET202 = os.path.join(HERE, 'ref', 'set202_scenarios.json')\n"
    "SET202_CHOICES = os.path.join(HERE, 'ref', 'set202_scenario_choices.json')\n"
    "SET199 = os.path.join(HERE, 'ref', 'set199_scenarios.json')\n"
    "if '--data' in sys.argv:\n")
# claim tags
old = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep("    " + old + ",\n", "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("    # set 130's new tags, each with committing", "    # set 204's new tags (set 130's comment follows), each with committing")
# prose styles
rep("            # new in set 202 (prose styles)\n            %s}" % ', '.join("'%s'" % x for x in OLD_STYLES),
    "            # set 202's prose styles (earlier for set 204)\n            %s,\n"
    "            # set 201's prose styles (earlier for set 204)\n            %s,\n"
    "            # new in set 204 (prose styles)\n            %s}" % (', '.join("'%s'" % x for x in OLD_STYLES),
                                                              ', '.join("'%s'" % x for x in st201),
                                                              ', '.join("'%s'" % x for x in NEW_STYLES)))
rep("NEW_EST_TAGS = %r" % OLD_STYLES, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + "}\n"
           "# set 202's patterns (kept for the record)\nSET202_STYLE_PATTERNS = {\n" +
           ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + "}\n")
rep(old_pat, new_pat)
# earlier lists
anchor = "AVOIDED_EST_FORMS = {"
rep(anchor, "# set 204: set 202's claim tags, their words and its persona theme word (%s), and set 201's (%s); set 202's\n"
    "# and set 201's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n" %
    (th202[0], th201[0], th202[1], th201[1], sorted(words), sorted(svar), sorted(set(st202 + st201))) + anchor)
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s197x_ if x in ds}  # set 197's trees: the trees set 202 reuses\n",
    "    s199x_ = json.load(open(SET199))  # set 199's ids: the trees set 204 reuses, not to be chosen again\n"
    "    if len(s199x_) != 20 or len({ds[x][2] for x in s199x_ if x in ds}) != 20:\n"
    "        err('ref/set199_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 204 reuses)')\n"
    "    s202x_ = json.load(open(SET202))  # set 202's ids: not to be chosen again\n"
    "    if len(s202x_) != 20 or len({ds[x][2] for x in s202x_ if x in ds}) != 20:\n"
    "        err('ref/set202_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s199x_ if x in ds}  # set 199's trees: the trees set 204 reuses\n")
rep("""    for x in s197x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s200x_]""",
    """    for x in s199x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s202x_]""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set202_scenarios.json'))) != chosen:
            err('ref/set202_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set202_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set204_scenarios.json'))) != chosen:
            err('ref/set204_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set204_scenarios.json: %s' % e)
    # set 202's own choices file (saved as ref/set202_scenario_choices.json) must agree with ref/set202_scenarios.json
    try:
        s202 = [c['scenario'] for c in json.load(open(SET202_CHOICES))['chosen']]
        if len(s202) != 20 or s202 != json.load(open(SET202)):
            err('ref/set202_scenario_choices.json should list 20 chosen ids, those of ref/set202_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET202_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 202' % x)
        if x in s197x_:
            err('chosen scenario %s is one of set 197\\'s own ids' % x)
        if x in s200x_:
            err('chosen scenario %s is one of set 200\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 204' % x)
        if x in s199x_:
            err('chosen scenario %s is one of set 199\\'s own ids' % x)
        if x in s202x_:
            err('chosen scenario %s is one of set 202\\'s ids' % x)""")
rep("            err('scenario %s is not in one of set 197\\'s trees' % sc)", "            err('scenario %s is not in one of set 199\\'s trees' % sc)")
rep("err('new tag %s appears in set 200\\'s README' % t)", "err('new tag %s appears in set 202\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 200\\'s README' % t)", "err('new tag %s (with a space) appears in set 202\\'s README' % t)")
rep("err('set 200\\'s README not found at %s' % SET30_README)", "err('set 202\\'s README not found at %s' % SET30_README)")
rep("all set 197\\'s trees, none of set 197\\'s or set 200\\'s ids)", "all set 199\\'s trees, none of set 199\\'s or set 202\\'s ids)")
open(DST, 'w', encoding='utf-8').write(s)
print('wrote', DST, 'tags 202:', t202, 'styles 202:', st202, 'themes 202:', th202, 'tags 201:', t201, 'styles 201:', st201, 'themes 201:', th201)
