"""Write set 228's validate.py from set 225's (read as text, never imported or run).
Every replacement must hit exactly once. Set 228's tags, styles and counts; set 228's scenario rule (the 20 trees
that hold set 223's 20 scenarios, in set 223's order, each represented by its lowest record id that is neither
set 223's id nor one of set 225's ids); the READMEs of sets 225 and 224 for the tag checks; set 225's and set 224's
tags, their words, their styles and theme words, read from their READMEs, added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
src = open(os.path.join(ROOT, '..', 'blind_set225', 'validate.py'), encoding='utf-8').read()
r225 = open(os.path.join(ROOT, '..', 'blind_set225', 'README.md'), encoding='utf-8').read()
r224 = open(os.path.join(ROOT, '..', 'blind_set224', 'README.md'), encoding='utf-8').read()

NEW_TAGS = ['radonmessung_exposimeter', 'radonmeting_meetrapport', 'radonmittaus_purkki', 'radonmatning_dosa',
            'radonmaling_sporfilm', 'radonmisura_rilevatore', 'radonmedicion_captador', 'radonpomiar_detektor']
NEW_STYLES = ['skylift', 'sinkingqi', 'owlgaze', 'zhanzhuang', 'dantian', 'wuji']

def persona_tags(txt):
    line = [l for l in txt.split('\n') if l.startswith('The persona theme is')][0]
    return re.findall(r'`([a-z_]+)`', line.split('Each tag has')[0])

def styles(txt):
    m = re.search(r'construction counts: ((?:`[a-z]+` 20(?:, )?)+)', txt)
    return re.findall(r'`([a-z]+)`', m.group(1))

t225, t224 = persona_tags(r225), persona_tags(r224)
st225, st224 = styles(r225), styles(r224)
assert len(t225) == 8 and len(t224) == 8 and len(st225) == 6 and len(st224) == 6, (t225, t224, st225, st224)
claim_words = set(t225 + t224)
for t in t225 + t224:
    claim_words |= set(t.split('_'))
claim_words |= {'legionella', 'legionellas', 'sampler', 'samplers'}   # theme words of sets 225 and 224
style_words = set(st225 + st224) | {'bouldering', 'boulderings', 'rounders', 'rounderss'}

def rep(old, new):
    global src
    n = src.count(old)
    assert n == 1, (n, old[:80])
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 228 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 228: set 225's checker (below, its docstring kept) patched by build/patch_validate.py with set 228's tags,\n"
    "styles and counts, set 228's scenario rule (the 20 trees that hold set 223's 20 scenarios, in set 223's order,\n"
    "each represented by its lowest record id that is neither set 223's id nor one of set 225's ids), and the READMEs\n"
    "of sets 225 and 224 for the distance checks; set 225's and set 224's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 225 (set 225's own docstring):\n"
    "Stdlib-only checker for blind set 225 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set221', 'README.md')  # set 225: set 221's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 228: set 225's README")
rep("for n in (220,)]  # set 225: set 220's README", "for n in (224,)]  # set 228: set 224's README")
rep("SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n",
    "SET220 = os.path.join(HERE, 'ref', 'set220_scenarios.json')\n"
    "# set 228: set 225's list and its own choices file (set 225's ref/scenario_choices.json, copied under this name);\n"
    "# set 223's list (ref/set223_scenarios.json, copied from tests/data/blind_set223/ref/) holds the trees set 228 reuses\n"
    "SET225 = os.path.join(HERE, 'ref', 'set225_scenarios.json')\n"
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n"
    "SET223 = os.path.join(HERE, 'ref', 'set223_scenarios.json')\n")
old_min = ', '.join("'%s': 12" % t for t in t225) + ','
rep(old_min, ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % t225, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
q = lambda xs: ', '.join("'%s'" % x for x in xs)
rep("            # new in set 225 (prose styles)\n            %s}" % q(st225),
    "            # set 225's prose styles (earlier for set 228)\n            %s,\n"
    "            # set 224's prose styles (earlier for set 228)\n            %s,\n"
    "            # new in set 228 (prose styles)\n            %s}" % (q(st225), q(st224), q(NEW_STYLES)))
rep('NEW_EST_TAGS = %r' % st225, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_sp = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in st225) + '}\n'
new_sp = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
          "# set 225's patterns (kept for the record)\nSET225_STYLE_PATTERNS = {\n"
          + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in st225) + '}\n')
rep(old_sp, new_sp)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 228: set 225's claim tags, their words and its persona theme word (legionella), and set 224's (sampler); set 225's\n"
    "# and set 224's styles and theme words (bouldering, rounders), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(claim_words)
    + "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(style_words)
    + "EST_TAGS |= set(%r)\n" % sorted(st225 + st224)
    + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reuses\n",
    "    set27_keys = {ds[x][2] for x in s220x_ if x in ds}  # set 220's trees: the trees set 225 reused\n"
    "    s225x_ = json.load(open(SET225))  # set 225's ids: not to be chosen again\n"
    "    if len(s225x_) != 20 or len({ds[x][2] for x in s225x_ if x in ds}) != 20:\n"
    "        err('ref/set225_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s223x_ = json.load(open(SET223))  # set 223's ids: the trees set 228 reuses, not to be chosen again\n"
    "    if len(s223x_) != 20 or len({ds[x][2] for x in s223x_ if x in ds}) != 20:\n"
    "        err('ref/set223_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s223x_ if x in ds}  # set 223's trees: the trees set 228 reuses\n")
rep("    for x in s220x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s221x_]\n",
    "    for x in s223x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set225_scenarios.json'))) != chosen:\n"
    "            err('ref/set225_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set225_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set228_scenarios.json'))) != chosen:\n"
    "            err('ref/set228_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n        err('cannot read ref/set228_scenarios.json: %s' % e)\n"
    "    # set 225's own choices file (saved as ref/set225_scenario_choices.json) must agree with ref/set225_scenarios.json\n"
    "    try:\n        s225 = [c['scenario'] for c in json.load(open(SET225_CHOICES))['chosen']]\n"
    "        if len(s225) != 20 or s225 != json.load(open(SET225)):\n"
    "            err('ref/set225_scenario_choices.json should list 20 chosen ids, those of ref/set225_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET225_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 225' % x)\n"
    "        if x in s220x_:\n            err('chosen scenario %s is one of set 220\\'s own ids' % x)\n"
    "        if x in s221x_:\n            err('chosen scenario %s is one of set 221\\'s ids' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 228' % x)\n"
    "        if x in s223x_:\n            err('chosen scenario %s is one of set 223\\'s own ids' % x)\n"
    "        if x in s225x_:\n            err('chosen scenario %s is one of set 225\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 220\\'s trees' % sc)",
    "            err('scenario %s is not in one of set 223\\'s trees' % sc)")
rep("err('new tag %s appears in set 221\\'s README' % t)", "err('new tag %s appears in set 225\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 221\\'s README' % t)", "err('new tag %s (with a space) appears in set 225\\'s README' % t)")
rep("err('set 221\\'s README not found at %s' % SET30_README)", "err('set 225\\'s README not found at %s' % SET30_README)")
rep("all set 220\\'s trees, none of set 220\\'s or set 221\\'s ids)", "all set 223\\'s trees, none of set 223\\'s or set 225\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('tags 225', t225); print('tags 224', t224); print('styles', st225, st224); print('validate.py written')
