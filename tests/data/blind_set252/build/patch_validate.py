"""Patch set 250's validate.py (read as text, never imported or run) into set 252's: docstring, README paths
(set 250's and set 249's), set 252's scenario rule (set 247's trees, excluding set 247's and set 250's ids),
tags, styles and patterns, and the earlier lists gaining set 250's and set 249's tags, tag words, theme words and
styles, read from their READMEs."""
import os, re
H = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(H, '..', '..', 'blind_set250', 'validate.py')
DST = os.path.join(H, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()
def rep(a, b, n=1):
    global s
    c = s.count(a)
    assert c == n, (a, c)
    s = s.replace(a, b)
NEW_TAGS = ['orderpicker_rolcontainer', 'preparadorpedidos_transpaleta', 'plockare_plocklista', 'varastokerailija_rullakko',
            'transpallet_magazziniere', 'preparateurcommandes_gerbeur', 'separadorpedidos_paleteira', 'skladnik_paleta']
NEW_STYLES = ['swingthrough', 'lowgun', 'switchbird', 'steadymount', 'housedbird', 'lostbird']
OLD_TAGS = ['wegmarkeerder_belijning', 'strassenmarkierer_leitlinie', 'segnaletico_zebratura', 'peintreroutier_bandeaxiale',
            'pintavias_termoplastico', 'vagmalare_kantlinje', 'tiemerkitsija_reunaviiva', 'vegoppmerker_midtlinje']
OLD_STYLES = ['pikedive', 'upswim', 'shiftaim', 'stillhang', 'weedhide', 'siltout']
def readme_lists(n):
    t = open(os.path.join(H, '..', '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = re.findall(r'^\| `([a-z_]+)` \| 12 \|', t, re.M)
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: ([^.]*)\.', t.split('## 2.')[1]).group(1))
    return tags, styles
t250, st250 = readme_lists(250)
t249, st249 = readme_lists(249)
assert t250 == OLD_TAGS and st250 == OLD_STYLES, (t250, st250)
assert len(t249) == 8 and len(st249) == 6, (t249, st249)
THEMES = {250: (['road', 'road markers', 'roadmarker', 'roadmarkers', 'roads', 'marker', 'markers'], ['spearfishing', 'spearfishings']),
          249: (['music', 'music therapists', 'musictherapist', 'musictherapists', 'musics', 'therapist', 'therapists'], ['gomoku', 'gomokus', 'renju'])}
# docstring
rep('"""Stdlib-only checker for blind set 250 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 252 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 252: set 250's checker (below, its docstring kept) patched by build/patch_validate.py with set 252's tags,\n"
    "styles and counts, set 252's scenario rule (the 20 trees that hold set 247's 20 scenarios, in set 247's order,\n"
    "each represented by its lowest record id that is neither set 247's id nor one of set 250's ids), and the READMEs\n"
    "of sets 250 and 249 for the distance checks; set 250's and set 249's tags, their words, styles and theme words\n"
    "(read from their READMEs) added to the earlier lists.\n\nSet 250 (set 250's own docstring):\n"
    'Stdlib-only checker for blind set 250 (claims.jsonl, estimates.jsonl, README.md).\n')
# README paths
rep("SET30_README = os.path.join(HERE, '..', 'blind_set248', 'README.md')  # set 250: set 248's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set250', 'README.md')  # set 252: set 250's README")
rep("for n in (247,)]  # set 250: set 247's README", "for n in (249,)]  # set 252: set 249's README")
# scenario rule
rep("'set250_scenarios.json'", "'set252_scenarios.json'", 1)
rep("'ref/set250_scenarios.json does not list", "'ref/set252_scenarios.json does not list")
rep("'cannot read ref/set250_scenarios.json", "'cannot read ref/set252_scenarios.json")
rep("SET248_CHOICES = os.path.join(HERE, 'ref', 'set248_scenario_choices.json')\n",
    "SET248_CHOICES = os.path.join(HERE, 'ref', 'set248_scenario_choices.json')\n"
    "# set 252: set 247's list (ref/set247_scenarios.json, copied from set 247's ref/) holds the trees set 252 reuses;\n"
    "# set 250's list and its own choices file (set 250's ref/scenario_choices.json, copied under this name)\n"
    "SET247 = os.path.join(HERE, 'ref', 'set247_scenarios.json')\n"
    "SET250 = os.path.join(HERE, 'ref', 'set250_scenarios.json')\n"
    "SET250_CHOICES = os.path.join(HERE, 'ref', 'set250_scenario_choices.json')\n")
rep("s245x_ = json.load(open(SET245))  # set 245's ids: the trees set 250 reuses, not to be chosen again",
    "s245x_ = json.load(open(SET247))  # set 252: set 247's ids: the trees set 252 reuses, not to be chosen again")
rep("'ref/set245_scenarios.json should list 20", "'ref/set247_scenarios.json should list 20")
rep("s248x_ = json.load(open(SET248))  # set 248's ids: not to be chosen again",
    "s248x_ = json.load(open(SET250))  # set 252: set 250's ids: not to be chosen again")
rep("        err('ref/set248_scenarios.json should list 20 scenarios with 20 distinct trees')\n    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 245's trees: the trees set 250 reuses",
    "        err('ref/set250_scenarios.json should list 20 scenarios with 20 distinct trees')\n    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 252: set 247's trees: the trees set 252 reuses")
rep("""        s248c = [c['scenario'] for c in json.load(open(SET248_CHOICES))['chosen']]
        if len(s248c) != 20 or s248c != json.load(open(SET248)):
            err('ref/set248_scenario_choices.json should list 20 chosen ids, those of ref/set248_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET248_CHOICES, e))""",
"""        s248c = [c['scenario'] for c in json.load(open(SET250_CHOICES))['chosen']]
        if len(s248c) != 20 or s248c != json.load(open(SET250)):
            err('ref/set250_scenario_choices.json should list 20 chosen ids, those of ref/set250_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET250_CHOICES, e))""")
rep("is not used by set 250' % x)", "is not used by set 252' % x)")
rep("err('chosen scenario %s is set 245\\'s or set 248\\'s id' % x)", "err('chosen scenario %s is set 247\\'s or set 250\\'s id' % x)")
rep("err('scenario %s is not in one of set 245\\'s trees' % sc)", "err('scenario %s is not in one of set 247\\'s trees' % sc)")
rep("all set 245\\'s trees, none of set 245\\'s or set 248\\'s ids)", "all set 247\\'s trees, none of set 247\\'s or set 250\\'s ids)")
rep("err('new tag %s appears in set 248\\'s README' % t)", "err('new tag %s appears in set 250\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 248\\'s README' % t)", "err('new tag %s (with a space) appears in set 250\\'s README' % t)")
rep("err('set 248\\'s README not found at %s' % SET30_README)", "err('set 250\\'s README not found at %s' % SET30_README)")
# tags
rep(", ".join("'%s': 12" % t for t in OLD_TAGS) + ",", ", ".join("'%s': 12" % t for t in NEW_TAGS) + ",")
rep("NEW_CLAIM_TAGS = %r" % OLD_TAGS, "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
# styles
rep("            # new in set 250 (prose styles)\n            %s}" % ", ".join("'%s'" % x for x in OLD_STYLES),
    "            # set 250's prose styles (earlier for set 252)\n            %s,\n" % ", ".join("'%s'" % x for x in OLD_STYLES) +
    "            # set 249's prose styles (earlier for set 252)\n            %s,\n" % ", ".join("'%s'" % x for x in st249) +
    "            # new in set 252 (prose styles)\n            %s}" % ", ".join("'%s'" % x for x in NEW_STYLES))
rep("NEW_EST_TAGS = %r" % OLD_STYLES, "NEW_EST_TAGS = %r" % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in NEW_STYLES) + "}\n" + \
          "# set 250's patterns (kept for the record)\nSET250_STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + "}\n"
rep(old_pat, new_pat)
# earlier lists
anchor = "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n"
add = ''
for n, tags, styles, who in ((250, t250, st250, 'road markers / spearfishing'), (249, t249, st249, 'music therapists / gomoku')):
    pw, sw = THEMES[n]
    words = sorted(set(tags) | {w for t in tags for w in t.split('_')} | set(pw))
    add += "# set 252: set %d's claim tags, their words and its persona theme words, and its styles and prose theme\n" % n
    add += "# words (%s), read from its README by build/patch_validate.py\n" % who
    add += "EARLIER_CLAIM_TAGS |= set(%r)\n" % words
    add += "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(styles) | set(sw))
    add += "EST_TAGS |= set(%r)\n" % sorted(styles)
rep(anchor, add + anchor)
open(DST, 'w', encoding='utf-8').write(s)
print('written', len(s), t249, st249)
