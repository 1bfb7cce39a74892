"""Write set 198's validate.py: set 197's validate.py (tests/data/blind_set197/validate.py, read as text, never
imported or run) with asserted replacements:
- a set-198 docstring head (set 197's docstring kept below it);
- SET197 and SET197_CHOICES (set 197's list and its own choices file, copied into ref/ under those names);
- set 198's eight claim tags in CLAIM_MIN and NEW_CLAIM_TAGS, its six prose styles in EST_TAGS, NEW_EST_TAGS and
  STYLE_PATTERNS (set 197's patterns kept for the record as SET197_STYLE_PATTERNS);
- set 198's scenario rule: the 20 trees of set 193's scenarios (ref/set193_scenarios.json), in set 193's order,
  each represented by its lowest record id that is neither set 193's id nor one of set 197's ids
  (ref/set197_scenarios.json); ref/set198_scenarios.json must list the chosen ids; set 197's own choices file
  must agree with ref/set197_scenarios.json;
- the READMEs of sets 197 (SET30_README) and 196 (OTHER_READMES) for the distance checks;
- the earlier lists gain set 197's and set 196's claim tags, their words and persona theme words (with plurals), and
  their prose styles and prose theme words (with plurals), all read from the two READMEs here."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = os.path.dirname(SET)
src = open(os.path.join(DATA, 'blind_set197', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['ethicus_toetsing', 'ethiker_gutachten', 'eticista_parere', 'etik_posudek', 'etyk_opinia',
            'eetikko_lausunto', 'etician_aviz', 'etikus_velemeny']
NEW_STYLES = ['hoarfrost', 'verglas', 'fernfrost', 'frostflower', 'pipkrake', 'rimefrost']
OLD_TAGS = ['notulist_actielijst', 'protokollfuhrer_niederschrift', 'zapisovatel_usneseni', 'verbalizzante_verbale',
            'poytakirjanpitaja_poytakirja', 'zapisnikar_sklep', 'protokolant_porzadek', 'protokollforare_justering']
OLD_STYLES = ['fiddleback', 'birdseye', 'quilted', 'spalted', 'bearclaw', 'pommele']


def plural(w):
    if w.endswith('man'):
        return [w[:-3] + 'men']
    if w.endswith('y') and w[-2] not in 'aeiou':
        return [w[:-1] + 'ies']
    return [w + 's']


def from_readme(n):
    txt = open(os.path.join(DATA, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|\s*12\s*\|', txt, re.M)]
    assert len(tags) == 8, (n, tags)
    m = re.search(r'construction counts: ((?:`[a-z_]+` 20,? ?)+)', txt)
    styles = re.findall(r'`([a-z_]+)` 20', m.group(1))
    assert len(styles) == 6, (n, styles)
    pt = set(re.findall(r'The persona theme is [^(]*\(the theme word, ([a-z]+), begins', txt))
    st = set(re.findall(r'The theme is [^(]*\(the theme word, ([a-z]+), begins', txt))
    assert len(pt) == 1 and len(st) == 1, (n, pt, st)
    pt, st = pt.pop(), st.pop()
    words = set(tags)
    for t in tags:
        words |= set(t.split('_'))
    words |= {pt} | set(plural(pt))
    return tags, styles, pt, st, words


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


t197, s197, pt197, st197, w197 = from_readme(197)
t196, s196, pt196, st196, w196 = from_readme(196)
assert t197 == OLD_TAGS and s197 == OLD_STYLES, (t197, s197)
claim_add = sorted(w197 | w196)
style_add = sorted(set(s197) | set(s196) | {st197, st196} | set(plural(st197)) | set(plural(st196)))
est_add = sorted(set(s197) | set(s196))

# docstring head
rep('"""Stdlib-only checker for blind set 197 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 198 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 198: set 197's checker (below, its docstring kept) patched by build/patch_validate.py with set 198's tags,\n"
    "styles and counts, set 198's scenario rule (the 20 trees that hold set 193's 20 scenarios, in set 193's order,\n"
    "each represented by its lowest record id that is neither set 193's id nor one of set 197's ids), and the READMEs\n"
    "of sets 197 and 196 for the distance checks; set 197's and set 196's tags, their words, styles and theme words\n"
    "are added to the earlier lists.\n"
    "Set 197 (set 197's own docstring):\n"
    "Stdlib-only checker for blind set 197 (claims.jsonl, estimates.jsonl, README.md).\n")
# ref paths
rep("SET192 = os.path.join(HERE, 'ref', 'set192_scenarios.json')\n",
    "SET192 = os.path.join(HERE, 'ref', 'set192_scenarios.json')\n"
    "# set 198: set 197's list and its own choices file (set 197's ref/scenario_choices.json, copied under this name);\n"
    "# set 193's list (ref/set193_scenarios.json, copied with set 197's ref/) holds the trees set 198 reuses\n"
    "SET197 = os.path.join(HERE, 'ref', 'set197_scenarios.json')\n"
    "SET197_CHOICES = os.path.join(HERE, 'ref', 'set197_scenario_choices.json')\n")
# tags
old_min = ', '.join("'%s': 12" % t for t in OLD_TAGS)
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS))
rep('NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
# styles
rep("            'fiddleback', 'birdseye', 'quilted', 'spalted', 'bearclaw', 'pommele'}\n",
    "            'fiddleback', 'birdseye', 'quilted', 'spalted', 'bearclaw', 'pommele',\n"
    "            # new in set 198 (prose styles)\n"
    "            %s}\n" % ', '.join("'%s'" % s for s in NEW_STYLES))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           "# set 197's patterns (kept for the record)\nSET197_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLD_STYLES) + '}\n')
rep(old_pat, new_pat)
# earlier lists
anchor = 'AVOIDED_EST_FORMS = {'
rep(anchor,
    "# set 198: set 197's claim tags, their words and its persona theme word (%s), and set 196's (%s); set 197's\n"
    "# and set 196's styles and theme words (%s, %s), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    % (pt197, pt196, st197, st196, claim_add, style_add, est_add) + anchor)
# READMEs
rep("SET30_README = os.path.join(HERE, '..', 'blind_set195', 'README.md')  # set 197: set 195's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set197', 'README.md')  # set 198: set 197's README")
rep("for n in (193,)]  # set 197: set 193's README", "for n in (196,)]  # set 198: set 196's README")
rep("appears in set 195\\'s README' % t)", "appears in set 197\\'s README' % t)", 2)
rep("err('set 195\\'s README not found at %s' % SET30_README)", "err('set 197\\'s README not found at %s' % SET30_README)")
# scenario rule
rep("        err('ref/set192_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 197 reuses)')\n",
    "        err('ref/set192_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 197 reuses)')\n"
    "    s197x_ = json.load(open(SET197))  # set 197's ids: not to be chosen again\n"
    "    if len(s197x_) != 20 or len({ds[x][2] for x in s197x_ if x in ds}) != 20:\n"
    "        err('ref/set197_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s193x_ if x in ds}  # set 193's trees: the trees set 198 reuses\n")
rep("    for x in s192x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s195x_]\n",
    "    for x in s193x_:\n        if x not in ds:\n            continue\n"
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s197x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set197_scenarios.json'))) != chosen:\n"
    "            err('ref/set197_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set197_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set198_scenarios.json'))) != chosen:\n"
    "            err('ref/set198_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set198_scenarios.json: %s' % e)\n"
    "    # set 197's own choices file (saved as ref/set197_scenario_choices.json) must agree with ref/set197_scenarios.json\n"
    "    try:\n"
    "        s197 = [c['scenario'] for c in json.load(open(SET197_CHOICES))['chosen']]\n"
    "        if len(s197) != 20 or s197 != json.load(open(SET197)):\n"
    "            err('ref/set197_scenario_choices.json should list 20 chosen ids, those of ref/set197_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET197_CHOICES, e))\n")
rep("is not used by set 197' % x)\n        if x in s192x_:\n            err('chosen scenario %s is one of set 192\\'s own ids' % x)\n"
    "        if x in s195x_:\n            err('chosen scenario %s is one of set 195\\'s ids' % x)\n",
    "is not used by set 198' % x)\n        if x in s193x_:\n            err('chosen scenario %s is one of set 193\\'s own ids' % x)\n"
    "        if x in s197x_:\n            err('chosen scenario %s is one of set 197\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 192\\'s trees' % sc)", "err('scenario %s is not in one of set 193\\'s trees' % sc)")
rep("all set 192\\'s trees, none of set 192\\'s or set 195\\'s ids)", "all set 193\\'s trees, none of set 193\\'s or set 197\\'s ids)")
open(os.path.join(SET, 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 197:', t197, '\ntags 196:', t196, '\nstyles:', s197, s196, '\nthemes:', pt197, pt196, st197, st196)
print('added claim words:', len(claim_add), 'style words:', len(style_add))
