"""Write set 201's validate.py: set 199's checker (read as text, never imported or run) with asserted replacements:
- a docstring for set 201 above set 199's (kept);
- set 199's README and set 196's README for the distance checks (SET30_README, OTHER_READMES);
- SET199, SET199_CHOICES (set 199's own ref/scenario_choices.json, copied as ref/set199_scenario_choices.json)
  and SET196 (ref/set196_scenarios.json, copied from tests/data/blind_set196/ref/);
- set 201's eight claim tags (CLAIM_MIN, NEW_CLAIM_TAGS) and six prose styles (EST_TAGS, NEW_EST_TAGS,
  STYLE_PATTERNS; set 199's patterns kept as SET199_STYLE_PATTERNS);
- set 201's scenario rule: the 20 trees of set 196's scenarios, in set 196's order, each represented by its
  lowest record id that is neither set 196's id nor one of set 199's ids; ref/set201_scenarios.json;
  set 199's own choices file checked against ref/set199_scenarios.json;
- the earlier lists gain set 199's and set 196's claim tags, their words and persona theme words (with plurals)
  (EARLIER_CLAIM_TAGS) and their prose styles and prose theme words (SET41_STYLE_VARIANTS, EST_TAGS), all read
  here from the two READMEs."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.dirname(ROOT)
src = open(os.path.join(DATA, 'blind_set199', 'validate.py'), encoding='utf-8').read()


def sub(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)


def plural(w):
    if w.endswith('man'):
        return w[:-3] + 'men'
    if w.endswith('y') and w[-2:-1] not in 'aeiou':
        return w[:-1] + 'ies'
    return w + 's'


def read_readme(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M)
            if t not in ('realistic_reply', 'attacker_probe')]
    m = re.search(r'construction counts: ((?:`[a-z_]+` \d+(?:, )?)+)', txt)
    styles = re.findall(r'`([a-z_]+)` \d+', m.group(1))
    pt = re.search(r'The persona theme is [^(]*\(the theme word, ([a-z]+),', txt).group(1)
    et = re.search(r'The theme is [^(]*\(the theme word, ([a-z]+),', txt).group(1)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    return tags, styles, pt, et


t199, st199, pt199, et199 = read_readme(199)
t196, st196, pt196, et196 = read_readme(196)
claim_words = set()
for t in t199 + t196:
    claim_words.add(t)
    claim_words.update(t.split('_'))
for w in (pt199, pt196):
    claim_words.update([w, plural(w)])
style_words = set(st199 + st196)
for w in (et199, et196):
    style_words.update([w, plural(w)])

NEW_TAGS = ['umweltbeauftragter_abfallbilanz', 'swyddog_ailgylchu', 'okoljevarstvenik_vodomer',
            'umhverfisstjori_orkunotkun', 'oifigeach_rothar', 'ymparistovastaava_hiilijalanjalki',
            'pelnomocnik_segregacja', 'povjerenik_putovanja']
NEW_STYLES = ['pitting', 'flaking', 'filiform', 'crevice', 'galvanic', 'fretting']
OLD_TAGS = ['tietovastaava_sanasto', 'opiekun_metadane', 'spravce_ciselnik', 'zelador_dicionario',
            'stiward_cofrestr', 'rentmeester_catalogus', 'upravitelj_pristup', 'skrbnik_hramba']
OLD_STYLES = ['sinkhole', 'sputtering', 'mushrooming', 'flickering', 'sooting', 'smouldering']
assert OLD_TAGS == t199 and OLD_STYLES == st199

# docstring
sub('"""Stdlib-only checker for blind set 199 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 201 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 201: set 199\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 201\'s tags,\n'
    'styles and counts, set 201\'s scenario rule (the 20 trees that hold set 196\'s 20 scenarios, in set 196\'s order,\n'
    'each represented by its lowest record id that is neither set 196\'s id nor one of set 199\'s ids), and the READMEs\n'
    'of sets 199 and 196 for the distance checks; set 199\'s and set 196\'s tags, their words, styles and theme words\n'
    'are added to the earlier lists.\n'
    'Set 199 (set 199\'s own docstring):\n'
    'Stdlib-only checker for blind set 199 (claims.jsonl, estimates.jsonl, README.md).\n')
# READMEs for the distance checks
sub("SET30_README = os.path.join(HERE, '..', 'blind_set197', 'README.md')  # set 199: set 197's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set199', 'README.md')  # set 201: set 199's README")
sub("OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (195,)]  # set 199: set 195's README",
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (196,)]  # set 201: set 196's README")
# scenario files
sub("SET194 = os.path.join(HERE, 'ref', 'set194_scenarios.json')\n",
    "SET194 = os.path.join(HERE, 'ref', 'set194_scenarios.json')\n"
    "# set 201: set 199's list and its own choices file (set 199's ref/scenario_choices.json, copied under this name);\n"
    "# set 196's list (ref/set196_scenarios.json, copied from tests/data/blind_set196/ref/) holds the trees set 201 reuses\n"
    "SET199 = os.path.join(HERE, 'ref', 'set199_scenarios.json')\n"
    "SET199_CHOICES = os.path.join(HERE, 'ref', 'set199_scenario_choices.json')\n"
    "SET196 = os.path.join(HERE, 'ref', 'set196_scenarios.json')\n")
# claim tags
sub(', '.join("'%s': 12" % t for t in OLD_TAGS), ', '.join("'%s': 12" % t for t in NEW_TAGS))
sub('NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in OLD_TAGS),
    'NEW_CLAIM_TAGS = [%s]' % ', '.join("'%s'" % t for t in NEW_TAGS))
# prose styles
sub("            'sinkhole', 'sputtering', 'mushrooming', 'flickering', 'sooting', 'smouldering'}\n",
    "            'sinkhole', 'sputtering', 'mushrooming', 'flickering', 'sooting', 'smouldering',\n"
    "            # new in set 201 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
sub('NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in OLD_STYLES),
    'NEW_EST_TAGS = [%s]' % ', '.join("'%s'" % s for s in NEW_STYLES))
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           '# set 199\'s patterns (kept for the record)\nSET199_STYLE_PATTERNS = {\n'
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n')
sub('\n' + old_pat, '\n' + new_pat)
# earlier lists
anchor = "AVOIDED_EST_FORMS = {"
sub(anchor,
    "# set 201: set 199's claim tags, their words and its persona theme word (%s), and set 196's (%s); set 199's\n"
    "# and set 196's styles and prose theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set([%s])\n"
    "SET41_STYLE_VARIANTS |= set([%s])\n"
    "EST_TAGS |= set([%s])\n" % (
        pt199, pt196, et199, et196,
        ', '.join("'%s'" % w for w in sorted(claim_words)),
        ', '.join("'%s'" % w for w in sorted(style_words)),
        ', '.join("'%s'" % w for w in sorted(set(st199 + st196)))) + anchor)
# scenario rule
sub("        err('ref/set194_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 199 reuses)')\n",
    "        err('ref/set194_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 199 reuses)')\n"
    "    s199x_ = json.load(open(SET199))  # set 199's ids: not to be chosen again\n"
    "    if len(s199x_) != 20 or len({ds[x][2] for x in s199x_ if x in ds}) != 20:\n"
    "        err('ref/set199_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s196x_ = json.load(open(SET196))  # set 196's scenario ids: the trees set 201 reuses\n"
    "    set27_keys = {ds[x][2] for x in s196x_ if x in ds}  # set 196's trees (name kept from set 39's checker)\n"
    "    if len(s196x_) != 20 or len(set27_keys) != 20:\n"
    "        err('ref/set196_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 201 reuses)')\n")
sub("    for x in s194x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s197x_]\n",
    "    for x in s196x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s199x_]\n")
sub("""        if json.load(open(os.path.join(HERE, 'ref', 'set199_scenarios.json'))) != chosen:
            err('ref/set199_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set199_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set201_scenarios.json'))) != chosen:
            err('ref/set201_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set201_scenarios.json: %s' % e)
    # set 199's own choices file (saved as ref/set199_scenario_choices.json) must agree with ref/set199_scenarios.json
    try:
        s199 = [c['scenario'] for c in json.load(open(SET199_CHOICES))['chosen']]
        if len(s199) != 20 or s199 != json.load(open(SET199)):
            err('ref/set199_scenario_choices.json should list 20 chosen ids, those of ref/set199_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET199_CHOICES, e))
""")
sub("(ref/scenario_choices.json) is not used by set 199' % x)", "(ref/scenario_choices.json) is not used by set 201' % x)")
sub("        if x in s194x_:\n            err('chosen scenario %s is one of set 194\\'s own ids' % x)\n"
    "        if x in s197x_:\n            err('chosen scenario %s is one of set 197\\'s ids' % x)\n",
    "        if x in s196x_:\n            err('chosen scenario %s is one of set 196\\'s own ids' % x)\n"
    "        if x in s199x_:\n            err('chosen scenario %s is one of set 199\\'s ids' % x)\n")
sub("err('scenario %s is not in one of set 194\\'s trees' % sc)", "err('scenario %s is not in one of set 196\\'s trees' % sc)")
sub("set 197\\'s README", "set 199\\'s README", 3)
sub("all set 194\\'s trees, none of set 194\\'s or set 197\\'s ids", "all set 196\\'s trees, none of set 196\\'s or set 199\\'s ids")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 199', t199, 'styles 199', st199, 'themes', pt199, et199)
print('tags 196', t196, 'styles 196', st196, 'themes', pt196, et196)
print('claim words added', len(claim_words), 'style words added', len(style_words))
