"""Writes set 174's validate.py: set 173's validate.py (read as text, never imported or run) with asserted
replacements: the docstring gains a set 174 paragraph; set 174's tags, styles and style patterns (set 173's
patterns kept for the record); set 174's scenario rule (the 20 trees of set 169's scenarios, in set 169's order,
each represented by its lowest record id that is neither set 169's id nor one of set 173's ids) with set 173's list
and own choices file (ref/set173_scenarios.json, ref/set173_scenario_choices.json); the READMEs of sets 173 and
171 for the distance checks; and, added to the earlier lists, set 173's and set 171's tags, their words and persona
theme words, and their prose styles and theme words, all read from the two READMEs (construction tables, the
estimate counts and the 'theme is' sentences)."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
T = os.path.join(HERE, '..', '..')
src = open(os.path.join(T, 'blind_set173', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['brandschutzhelfer_warnweste', 'bedrijfshulpverlener_portofoon', 'guidefile_brassard', 'brigadista_megafono',
            'caposquadra_fischietto', 'brandskyddsombud_ficklampa', 'bokakanrisha_kaichudento', 'brandvagt_floejte']
NEW_STY = ['adnate', 'adnexed', 'decurrent', 'sinuate', 'emarginate', 'seceding']


def readme_bits(n):
    txt = open(os.path.join(T, 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [t for t in re.findall(r'^\|\s*`([a-z_]+)`\s*\|', txt, re.M) if t not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z_]+)` 20\b', txt)
    themes = re.findall(r'The (?:persona )?theme is ([a-z ]+?),', txt)
    return tags, styles, themes


def rep(s, a, b, count=1):
    assert s.count(a) == count, (a, s.count(a))
    return s.replace(a, b)


t173, s173, th173 = readme_bits(173)
t171, s171, th171 = readme_bits(171)
assert len(t173) == 8 and len(t171) == 8 and len(s173) == 6 and len(s171) == 6, (t173, t171, s173, s171)
print('set 173:', t173, s173, th173)
print('set 171:', t171, s171, th171)
words = set(t173 + t171)
for t in t173 + t171:
    words |= set(t.split('_'))
# persona theme words: canteen (set 173), falafel (set 171); prose theme words: lichen (set 173), mineral (set 171)
pw = {th173[0].split()[0], th171[0].split()[0]}
sw = {th173[1].split()[0], th171[1].split()[0]}
print('theme words:', pw, sw)
words |= pw

s = src
s = rep(s, '"""Stdlib-only checker for blind set 173 (claims.jsonl, estimates.jsonl, README.md).\n',
        '"""Stdlib-only checker for blind set 174 (claims.jsonl, estimates.jsonl, README.md).\n'
        "Set 174: set 173's checker (below, its docstring kept) patched by build/patch_validate.py with set 174's tags,\n"
        "styles and counts, set 174's scenario rule (the 20 trees that hold set 169's 20 scenarios, in set 169's order,\n"
        "each represented by its lowest record id that is neither set 169's id nor one of set 173's ids), and the READMEs\n"
        "of sets 173 and 171 for the distance checks; set 173's and set 171's tags, their words, styles and theme words\n"
        "are added to the earlier lists.\n"
        "Set 173 (set 173's own docstring):\n"
        'Stdlib-only checker for blind set 173 (claims.jsonl, estimates.jsonl, README.md).\n')
s = rep(s, "SET30_README = os.path.join(HERE, '..', 'blind_set171', 'README.md')  # set 173: set 171's README",
        "SET30_README = os.path.join(HERE, '..', 'blind_set173', 'README.md')  # set 174: set 173's README")
s = rep(s, "for n in (170,)]  # set 173: set 170's README", "for n in (171,)]  # set 174: set 171's README")
s = rep(s, "SET168 = os.path.join(HERE, 'ref', 'set168_scenarios.json')\n",
        "SET168 = os.path.join(HERE, 'ref', 'set168_scenarios.json')\n"
        "# set 174: set 173's list and its own choices file (set 173's ref/scenario_choices.json, copied under this name);\n"
        "# set 169's list (ref/set169_scenarios.json, above) holds the trees set 174 reuses\n"
        "SET173 = os.path.join(HERE, 'ref', 'set173_scenarios.json')\n"
        "SET173_CHOICES = os.path.join(HERE, 'ref', 'set173_scenario_choices.json')\n")
old_min = "'kantinenkoch_schoepfkelle': 12, 'kantinekok_opscheplepel': 12, 'keittaja_kauha': 12, 'kokerska_soppslev': 12, 'kantinedame_grydeske': 12, 'cozinheira_concha': 12, 'menzaszakacs_talca': 12, 'cuoca_mestolo': 12,"
s = rep(s, old_min, ' '.join("'%s': 12," % t for t in NEW_TAGS))
s = rep(s, "NEW_CLAIM_TAGS = %r" % t173, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
s = rep(s, "            'crustose', 'foliose', 'fruticose', 'squamulose', 'umbilicate', 'filamentous'}\n",
        "            'crustose', 'foliose', 'fruticose', 'squamulose', 'umbilicate', 'filamentous',\n"
        "            # new in set 174 (prose styles)\n            %s}\n" % ', '.join("'%s'" % x for x in NEW_STY))
s = rep(s, "NEW_EST_TAGS = %r" % s173, "NEW_EST_TAGS = %r" % NEW_STY)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in s173) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STY) + "}\n"
           "# set 173's patterns (kept for the record)\nSET173_" + old_pat)
s = rep(s, old_pat, new_pat)
# earlier lists: after the set 173 block (the line before AVOIDED_EST_FORMS)
add = ("# set 174: set 173's claim tags, their words and its persona theme word, and set 171's (read from their READMEs);\n"
       "# set 173's and set 171's styles and theme words\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words) +
       "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(s173 + s171) | sw) +
       "EST_TAGS |= set(%r)\n" % sorted(set(s173 + s171)))
s = rep(s, "AVOIDED_EST_FORMS = {", add + "AVOIDED_EST_FORMS = {")
# scenario rule
s = rep(s, "    s28_ = json.load(open(SET168))  # set 168's scenario ids: the trees set 173 reuses (name kept from set 39's checker)\n",
        "    s173x_ = json.load(open(SET173))  # set 173's ids: not to be chosen again\n"
        "    if len(s173x_) != 20 or len({ds[x][2] for x in s173x_ if x in ds}) != 20:\n"
        "        err('ref/set173_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
        "    s168x_ = json.load(open(SET168))\n"
        "    if len(s168x_) != 20 or len({ds[x][2] for x in s168x_ if x in ds}) != 20:\n"
        "        err('ref/set168_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
        "    s28_ = json.load(open(SET169))  # set 169's scenario ids: the trees set 174 reuses (name kept from set 39's checker)\n")
s = rep(s, "        err('ref/set168_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 173 reuses)')",
        "        err('ref/set169_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 174 reuses)')")
s = rep(s, "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s171x_]",
        "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s173x_]")
s = rep(s, "        if json.load(open(os.path.join(HERE, 'ref', 'set173_scenarios.json'))) != chosen:\n"
           "            err('ref/set173_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
           "    except Exception as e:\n"
           "        err('cannot read ref/set173_scenarios.json: %s' % e)\n",
        "        if json.load(open(os.path.join(HERE, 'ref', 'set174_scenarios.json'))) != chosen:\n"
        "            err('ref/set174_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
        "    except Exception as e:\n"
        "        err('cannot read ref/set174_scenarios.json: %s' % e)\n"
        "    # set 173's own choices file (saved as ref/set173_scenario_choices.json) must agree with ref/set173_scenarios.json\n"
        "    try:\n"
        "        s173 = [c['scenario'] for c in json.load(open(SET173_CHOICES))['chosen']]\n"
        "        if len(s173) != 20 or s173 != json.load(open(SET173)):\n"
        "            err('ref/set173_scenario_choices.json should list 20 chosen ids, those of ref/set173_scenarios.json')\n"
        "    except Exception as e:\n"
        "        err('cannot read %s: %s' % (SET173_CHOICES, e))\n")
s = rep(s, "is not used by set 173' % x)", "is not used by set 174' % x)")
s = rep(s, "            err('chosen scenario %s is one of set 168\\'s own ids' % x)\n        if x in s171x_:\n            err('chosen scenario %s is one of set 171\\'s ids' % x)",
        "            err('chosen scenario %s is one of set 169\\'s own ids' % x)\n        if x in s173x_:\n            err('chosen scenario %s is one of set 173\\'s ids' % x)")
s = rep(s, "err('scenario %s is not in one of set 168\\'s trees' % sc)", "err('scenario %s is not in one of set 169\\'s trees' % sc)")
s = rep(s, "all set 168\\'s trees, none of set 168\\'s or set 171\\'s ids)", "all set 169\\'s trees, none of set 169\\'s or set 173\\'s ids)")
s = rep(s, "err('new tag %s appears in set 171\\'s README' % t)", "err('new tag %s appears in set 173\\'s README' % t)")
s = rep(s, "err('new tag %s (with a space) appears in set 171\\'s README' % t)", "err('new tag %s (with a space) appears in set 173\\'s README' % t)")
s = rep(s, "err('set 171\\'s README not found at %s' % SET30_README)", "err('set 173\\'s README not found at %s' % SET30_README)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(s)
print('written')
