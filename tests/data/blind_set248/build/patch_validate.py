"""Patch set 246's validate.py (read as text, never imported or run) into set 248's: set 248's tags, styles and
style patterns, the READMEs of sets 246 and 245 for the distance checks, the tags, tag words, theme words and
styles of sets 246 and 245 (read from their READMEs) added to the earlier lists, and set 248's scenario rule (the
20 trees of set 243's scenarios, in set 243's order, each represented by its lowest record id that is neither
set 243's id nor one of set 246's ids)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set246', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
R246 = open(os.path.join(HERE, '..', '..', 'blind_set246', 'README.md'), encoding='utf-8').read()
R245 = open(os.path.join(HERE, '..', '..', 'blind_set245', 'README.md'), encoding='utf-8').read()
TAGS = ['postkamermedewerker_postvakje', 'poststellenmitarbeiter_hauspost', 'smistatore_casellario',
        'vaguemestre_courrier', 'postinjakaja_lokerikko', 'ordenanza_valija', 'postansvarig_postfack',
        'podatelna_dorucenka']
STYLES = ['grindup', 'dumpbar', 'gripswitch', 'pausehold', 'chalkcloud', 'spottertouch']
OLD_TAGS = ['salarisadministrateur_loonstrook', 'processadorsalarios_holerite', 'paghista_cedolino', 'responsablepaie_bulletin', 'palkanlaskija_palkkanauha', 'personalabrechner_verdienstabrechnung', 'palgaarvestaja_palgaleht', 'salarizare_fluturas']
OLD_STYLES = ['tapestart', 'shutoff', 'outsidepass', 'pinnedline', 'shalespray', 'voidheat']


def readme_tags(txt):
    return [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M)
            if m.group(1) not in ('realistic_reply', 'attacker_probe')]


def readme_styles(txt):
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+, )+`[a-z_]+` \d+)', txt)
    return re.findall(r'`([a-z_]+)`', m.group(1))


t246, t245 = readme_tags(R246), readme_tags(R245)
s246, s245 = readme_styles(R246), readme_styles(R245)
assert t246 == OLD_TAGS and s246 == OLD_STYLES, (t246, s246)
assert len(t245) == 8 and len(s245) == 6, (t245, s245)
THEME246 = ['payroll', 'payrolls', 'payroll clerks', 'payrollclerk', 'payrollclerks', 'clerk', 'clerks']
THEME245 = ['furniture', 'furnitures', 'furniture fitters', 'furniturefitter', 'furniturefitters', 'fitter', 'fitters']
PROSE246 = ['speedway', 'speedways', 'shale']
PROSE245 = ['ballroom', 'ballrooms', 'ballroom dancing', 'ballroomdancing', 'dancesport', 'dancesports']

src = open(SRC, encoding='utf-8').read()
n_before = len(src)


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old, src.count(old))
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 246 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 248 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 248: set 246's checker (below, its docstring kept) patched by build/patch_validate.py with set 248's tags,\n"
    "styles and counts, set 248's scenario rule (the 20 trees that hold set 243's 20 scenarios, in set 243's order,\n"
    "each represented by its lowest record id that is neither set 243's id nor one of set 246's ids), and the READMEs\n"
    "of sets 246 and 245 for the distance checks; set 246's and set 245's tags, their words, styles and theme words\n"
    "(read from their READMEs) added to the earlier lists.\n\nSet 246 (set 246's own docstring):\n"
    'Stdlib-only checker for blind set 246 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set244', 'README.md')  # set 246: set 244's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set246', 'README.md')  # set 248: set 246's README")
rep("for n in (243,)]  # set 246: set 243's README", "for n in (245,)]  # set 248: set 245's README")
rep("SET244_CHOICES = os.path.join(HERE, 'ref', 'set244_scenario_choices.json')\n",
    "SET244_CHOICES = os.path.join(HERE, 'ref', 'set244_scenario_choices.json')\n"
    "# set 248: set 243's list (ref/set243_scenarios.json, copied from set 243's ref/) holds the trees set 248 reuses;\n"
    "# set 246's list and its own choices file (set 246's ref/scenario_choices.json, copied under this name)\n"
    "SET243 = os.path.join(HERE, 'ref', 'set243_scenarios.json')\n"
    "SET246 = os.path.join(HERE, 'ref', 'set246_scenarios.json')\n"
    "SET246_CHOICES = os.path.join(HERE, 'ref', 'set246_scenario_choices.json')\n")
old_line = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_line, ', '.join("'%s': 12" % t for t in TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % TAGS)
rep("            # new in set 246 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in OLD_STYLES),
    "            # set 246's prose styles (earlier for set 248)\n            %s,\n"
    "            # set 245's prose styles (earlier for set 248)\n            %s,\n"
    "            # new in set 248 (prose styles)\n            %s}" % (
        ', '.join("'%s'" % s for s in OLD_STYLES), ', '.join("'%s'" % s for s in s245),
        ', '.join("'%s'" % s for s in STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in STYLES) + '}\n'
rep(old_pat, new_pat + '# set 246\'s patterns (kept for the record)\nSET246_' + old_pat)


def words(tags):
    out = set(tags)
    for t in tags:
        out |= set(t.split('_'))
    return out


add = ''
for n, tags, theme, styles, prose in ((246, t246, THEME246, s246, PROSE246), (245, t245, THEME245, s245, PROSE245)):
    add += ("# set 248: set %d's claim tags, their words and its persona theme words, and its styles and prose theme\n"
            "# words, read from its README by build/patch_validate.py\n" % n)
    add += 'EARLIER_CLAIM_TAGS |= set(%r)\n' % sorted(words(tags) | set(theme))
    add += 'SET41_STYLE_VARIANTS |= set(%r)\n' % sorted(set(styles) | set(prose))
    add += 'EST_TAGS |= set(%r)\n' % sorted(styles)
rep('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n', add + 'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n')
# scenario rule
rep("    set27_keys = {ds[x][2] for x in s241x_ if x in ds}  # set 241's trees: the trees set 246 reuses\n",
    "    set27_keys = {ds[x][2] for x in s241x_ if x in ds}  # set 241's trees: the trees set 246 reused\n"
    "    s243x_ = json.load(open(SET243))  # set 243's ids: the trees set 248 reuses, not to be chosen again\n"
    "    if len(s243x_) != 20 or len({ds[x][2] for x in s243x_ if x in ds}) != 20:\n"
    "        err('ref/set243_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s246x_ = json.load(open(SET246))  # set 246's ids: not to be chosen again\n"
    "    if len(s246x_) != 20 or len({ds[x][2] for x in s246x_ if x in ds}) != 20:\n"
    "        err('ref/set246_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s243x_ if x in ds}  # set 243's trees: the trees set 248 reuses\n")
rep("    for x in s241x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s241x_ and y not in s244x_]\n",
    "    for x in s243x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s243x_ and y not in s246x_]\n")
rep("""    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set246_scenarios.json'))) != chosen:
            err('ref/set246_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set246_scenarios.json: %s' % e)
""", """    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set248_scenarios.json'))) != chosen:
            err('ref/set248_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set248_scenarios.json: %s' % e)
    try:
        s246c = [c['scenario'] for c in json.load(open(SET246_CHOICES))['chosen']]
        if len(s246c) != 20 or s246c != json.load(open(SET246)):
            err('ref/set246_scenario_choices.json should list 20 chosen ids, those of ref/set246_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET246_CHOICES, e))
""")
rep("is not used by set 246' % x)", "is not used by set 248' % x)")
rep("        if x in s241x_ or x in s244x_:\n            err('chosen scenario %s is set 241\\'s or set 244\\'s id' % x)\n",
    "        if x in s243x_ or x in s246x_:\n            err('chosen scenario %s is set 243\\'s or set 246\\'s id' % x)\n")
rep("appears in set 244\\'s README' % t)", "appears in set 246\\'s README' % t)", 2)
rep("err('set 244\\'s README not found at %s' % SET30_README)", "err('set 246\\'s README not found at %s' % SET30_README)")
rep("all set 241\\'s trees, none of set 241\\'s or set 244\\'s ids)", "all set 243\\'s trees, none of set 243\\'s or set 246\\'s ids)")
open(DST, 'w', encoding='utf-8').write(src)
print('validate.py written: %d -> %d characters' % (n_before, len(src)))
print('set 246 tags', t246, 'styles', s246)
print('set 245 tags', t245, 'styles', s245)
