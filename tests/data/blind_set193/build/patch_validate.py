"""Write set 193's validate.py: set 191's validate.py (read as text, never imported or run) with asserted
replacements: set 193's tags, styles and counts; set 193's scenario rule (the 20 trees that hold set 188's 20
scenarios, in set 188's order, each represented by its lowest record id that is neither set 188's id nor one of
set 191's ids; ref/set188_scenarios.json is a copy of tests/data/blind_set188/ref/set188_scenarios.json, and set
191's own choices file is kept as ref/set191_scenario_choices.json); the READMEs of sets 191 and 190 for the
distance checks; and set 191's and set 190's tags, their words, their styles and their theme words (with plurals),
read from their READMEs, added to the earlier lists (EARLIER_CLAIM_TAGS, SET41_STYLE_VARIANTS, EST_TAGS)."""
import os, re
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B); D = os.path.dirname(HERE)
src = open(os.path.join(D, 'blind_set191', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['statistiker_hochrechnung', 'statisticien_echantillon', 'statistico_regressione', 'statystyk_ankieta',
            'tilastotieteilija_keskiarvo', 'statisztikus_szoras', 'ystadegydd_arolwg', 'tolfraedingur_urtak']
NEW_STYLES = ['breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding']


def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, old[:80])
    src = src.replace(old, new)


def plural(w):
    return w + 'es' if w.endswith(('s', 'sh', 'ch', 'x')) else w + 's'


def readme_lists(n):
    txt = open(os.path.join(D, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    table = txt.split('### Construction counts', 1)[1].split('###', 1)[0]
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', table, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', txt.split('## 2. estimates.jsonl', 1)[1].split('###', 1)[0])
    head, tail = txt.split('## 2. estimates.jsonl', 1)
    persona = re.search(r'The persona theme is [^(]*\(the theme word, ([a-z]+), begins', head).group(1)
    prose = re.search(r'The theme is [^(]*\(the theme word, ([a-z]+), begins', tail).group(1)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles, persona, prose


claim_words, style_words, est_words = set(), set(), set()
info = {}
for n in (191, 190):
    tags, styles, persona, prose = readme_lists(n)
    info[n] = (tags, styles, persona, prose)
    for t in tags:
        claim_words.add(t)
        claim_words.update(t.split('_'))
    claim_words.update([persona, plural(persona)])
    style_words.update(styles)
    style_words.update([prose, plural(prose)])
    est_words.update(styles)
print(info)

# docstring
rep('"""Stdlib-only checker for blind set 191 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 193 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 193: set 191\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 193\'s tags,\n'
    'styles and counts, set 193\'s scenario rule (the 20 trees that hold set 188\'s 20 scenarios, in set 188\'s order,\n'
    'each represented by its lowest record id that is neither set 188\'s id nor one of set 191\'s ids), and the READMEs\n'
    'of sets 191 and 190 for the distance checks; set 191\'s and set 190\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 191 (set 191\'s own docstring):\n'
    'Stdlib-only checker for blind set 191 (claims.jsonl, estimates.jsonl, README.md).\n')
# reference files
rep("SET186 = os.path.join(HERE, 'ref', 'set186_scenarios.json')\n",
    "SET186 = os.path.join(HERE, 'ref', 'set186_scenarios.json')\n"
    "# set 193: set 191's list and its own choices file (set 191's ref/scenario_choices.json, copied under this name);\n"
    "# set 188's list (ref/set188_scenarios.json, copied from tests/data/blind_set188/ref/) holds the trees set 193 reuses\n"
    "SET191 = os.path.join(HERE, 'ref', 'set191_scenarios.json')\n"
    "SET191_CHOICES = os.path.join(HERE, 'ref', 'set191_scenario_choices.json')\n"
    "SET188 = os.path.join(HERE, 'ref', 'set188_scenarios.json')\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set189', 'README.md')  # set 191: set 189's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set191', 'README.md')  # set 193: set 191's README")
rep("for n in (188,)]  # set 191: set 188's README", "for n in (190,)]  # set 193: set 190's README")
# tags
old_tags = info[191][0]
rep(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
old_styles = info[191][1]
rep("            '%s'}\n" % "', '".join(old_styles),
    "            '%s',\n            # new in set 193 (prose styles)\n            '%s'}\n" % ("', '".join(old_styles), "', '".join(NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % old_styles, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles)
new_pat = ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES)
rep('STYLE_PATTERNS = {\n' + old_pat + '}\n',
    'STYLE_PATTERNS = {\n' + new_pat + '}\n# set 191\'s patterns (kept for the record)\nSET191_STYLE_PATTERNS = {\n' + old_pat + '}\n')
# earlier lists
anchor = 'AVOIDED_EST_FORMS = {'
rep(anchor, "# set 193: set 191's claim tags, their words and its persona theme word (%s), and set 190's (%s); set 191's\n"
    "# and set 190's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    % (info[191][2], info[190][2], info[191][3], info[190][3], sorted(claim_words), sorted(style_words), sorted(est_words)) + anchor)
# scenario rule
rep("""        err('ref/set186_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 191 reuses)')
""", """        err('ref/set186_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 191 reuses)')
    s191x_ = json.load(open(SET191))  # set 191's ids: not to be chosen again
    if len(s191x_) != 20 or len({ds[x][2] for x in s191x_ if x in ds}) != 20:
        err('ref/set191_scenarios.json should list 20 scenarios with 20 distinct trees')
    s188x_ = json.load(open(SET188))  # set 188's scenario ids: the trees set 193 reuses
    set27_keys = {ds[x][2] for x in s188x_ if x in ds}  # set 188's trees (name kept from set 39's checker)
    if len(s188x_) != 20 or len(set27_keys) != 20:
        err('ref/set188_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 193 reuses)')
""")
rep("""    for x in s186x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s189x_]""",
    """    for x in s188x_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s191x_]""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set191_scenarios.json'))) != chosen:
            err('ref/set191_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set191_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set193_scenarios.json'))) != chosen:
            err('ref/set193_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set193_scenarios.json: %s' % e)
    # set 191's own choices file (saved as ref/set191_scenario_choices.json) must agree with ref/set191_scenarios.json
    try:
        s191 = [c['scenario'] for c in json.load(open(SET191_CHOICES))['chosen']]
        if len(s191) != 20 or s191 != json.load(open(SET191)):
            err('ref/set191_scenario_choices.json should list 20 chosen ids, those of ref/set191_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET191_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 191' % x)
        if x in s186x_:
            err('chosen scenario %s is one of set 186\\'s own ids' % x)
        if x in s189x_:
            err('chosen scenario %s is one of set 189\\'s ids' % x)""",
    """            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 193' % x)
        if x in s188x_:
            err('chosen scenario %s is one of set 188\\'s own ids' % x)
        if x in s191x_:
            err('chosen scenario %s is one of set 191\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 186\\'s trees' % sc)", "err('scenario %s is not in one of set 188\\'s trees' % sc)")
rep("err('new tag %s appears in set 189\\'s README' % t)", "err('new tag %s appears in set 191\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 189\\'s README' % t)", "err('new tag %s (with a space) appears in set 191\\'s README' % t)")
rep("err('set 189\\'s README not found at %s' % SET30_README)", "err('set 191\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 186\\'s trees, none of set 186\\'s or set 189\\'s ids)", "(trees distinct, all set 188\\'s trees, none of set 188\\'s or set 191\\'s ids)")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
