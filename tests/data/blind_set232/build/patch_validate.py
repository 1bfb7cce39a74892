"""Writes validate.py: set 230's validate.py (read as text, never imported or run) patched for set 232:
set 232's tags, styles and counts; set 232's scenario rule (the 20 trees holding set 227's 20 scenarios, in
set 227's order, each represented by its lowest record id that is neither set 227's id nor one of set 230's ids);
the READMEs of sets 230 and 229 for the distance checks; set 230's and set 229's claim tags, their words, their
persona theme words, their prose styles and prose theme words, read from their READMEs here, added to the earlier
lists. Every replacement must hit exactly once."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set230', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['physiotherapeut_behandlung', 'oefentherapeut_sessie', 'reeducateur_exercice', 'terapista_seduta',
            'quiromasajista_sesion', 'venyttely_vastaanotto', 'sjukgymnast_behandling', 'rehabilitant_zabieg']
NEW_STYLES = ['negativesplit', 'bonk', 'flyingmount', 'slipstream', 'sighting', 'chipfailure']

def readme_lists(n):
    t = open(os.path.join(ROOT, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    para = t[t.index('### The rules as applied to the new tags'):t.index('### Attacker probes')]
    first = para.split('\n\n')[1]
    tags = sorted(set(re.findall(r'`([a-z_]+)`', first)))
    cc = re.search(r'construction counts: (.*?)\. ', t).group(1)
    styles = re.findall(r'`([a-z]+)` 20', cc)
    return tags, styles

t230, st230 = readme_lists(230)
t229, st229 = readme_lists(229)
assert len(t230) == 8 and len(t229) == 8 and len(st230) == 6 and len(st229) == 6, (t230, t229, st230, st229)
theme_claim = ['plantscaper', 'asbestos', 'asbest', 'amiante', 'amianto', 'azbest']
theme_prose = ['taekwondo', 'badminton']
words = set()
for t in t230 + t229:
    words.add(t)
    words.update(t.split('_'))
for w in theme_claim:
    words.update([w, w + 's'])
svar = set(st230 + st229)
for w in theme_prose:
    svar.update([w, w + 's'])
print('set 230 tags', t230, 'styles', st230)
print('set 229 tags', t229, 'styles', st229)

def rep(old, new):
    global src
    assert src.count(old) == 1, (src.count(old), old[:80])
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 230 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 232 (claims.jsonl, estimates.jsonl, README.md).\n'
    'Set 232: set 230\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 232\'s tags,\n'
    'styles and counts, set 232\'s scenario rule (the 20 trees that hold set 227\'s 20 scenarios, in set 227\'s order,\n'
    'each represented by its lowest record id that is neither set 227\'s id nor one of set 230\'s ids), and the READMEs\n'
    'of sets 230 and 229 for the distance checks; set 230\'s and set 229\'s tags, their words, styles and theme words\n'
    'added to the earlier lists.\n\nSet 230 (set 230\'s own docstring):\n'
    'Stdlib-only checker for blind set 230 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 230: set 225's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set230', 'README.md')  # set 232: set 230's README")
rep("for n in (224,)]  # set 230: set 224's README", "for n in (229,)]  # set 232: set 229's README")
rep("SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n",
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n"
    "# set 232: set 227's list (ref/set227_scenarios.json, copied from tests/data/blind_set227/ref/) holds the trees set 232\n"
    "# reuses; set 230's list and its own choices file (set 230's ref/scenario_choices.json, copied under this name)\n"
    "SET227 = os.path.join(HERE, 'ref', 'set227_scenarios.json')\n"
    "SET230 = os.path.join(HERE, 'ref', 'set230_scenarios.json')\n"
    "SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\n")
old_tags = "'pflanzenpfleger_giessplan', 'plantenverzorger_gietlijst', 'paysagiste_arrosage', 'vivaista_annaffiatura', 'viherhoitaja_kastelu', 'vaxtskotare_vattning', 'plantepasser_vanding', 'ogrodnik_podlewanie'"
rep("    " + old_tags.replace("',", "': 12,") + ": 12,\n", "    " + ', '.join("'%s': 12" % t for t in NEW_TAGS) + ",\n")
rep("NEW_CLAIM_TAGS = [" + old_tags + "]", "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("            # new in set 230 (prose styles)\n            'naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman'}",
    "            # set 230's prose styles (earlier for set 232)\n            %s,\n"
    "            # set 229's prose styles (earlier for set 232)\n            %s,\n"
    "            # new in set 232 (prose styles)\n            %s}" % (
        ', '.join(repr(s) for s in st230), ', '.join(repr(s) for s in st229), ', '.join(repr(s) for s in NEW_STYLES)))
rep("NEW_EST_TAGS = ['naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman']", "NEW_EST_TAGS = %r" % NEW_STYLES)
rep("STYLE_PATTERNS = {\n    'naeryochagi'", "STYLE_PATTERNS = {\n%s}\n# set 230's patterns (kept for the record)\nSET230_STYLE_PATTERNS = {\n    'naeryochagi'" %
    ''.join("    %r: [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES))
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 232: set 230's claim tags, their words and its persona theme word (plantscaper), and set 229's (asbestos,\n"
    "# asbest, amiante, amianto, azbest); set 230's and set 229's styles and theme words (taekwondo, badminton), read\n"
    "# from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\n"
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n" % (sorted(words), sorted(svar), sorted(st230 + st229)))
rep("    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reuses\n",
    "    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reused\n"
    "    s227x_ = json.load(open(SET227))  # set 227's ids: the trees set 232 reuses, not to be chosen again\n"
    "    if len(s227x_) != 20 or len({ds[x][2] for x in s227x_ if x in ds}) != 20:\n"
    "        err('ref/set227_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s230x_ = json.load(open(SET230))  # set 230's ids: not to be chosen again\n"
    "    if len(s230x_) != 20 or len({ds[x][2] for x in s230x_ if x in ds}) != 20:\n"
    "        err('ref/set230_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s227x_ if x in ds}  # set 227's trees: the trees set 232 reuses\n")
rep("    for x in s225x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]\n",
    "    for x in s227x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s230x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set230_scenarios.json'))) != chosen:\n            err('ref/set230_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set230_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set232_scenarios.json'))) != chosen:\n            err('ref/set232_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set232_scenarios.json: %s' % e)\n"
    "    # set 230's own choices file (saved as ref/set230_scenario_choices.json) must agree with ref/set230_scenarios.json\n"
    "    try:\n        s230 = [c['scenario'] for c in json.load(open(SET230_CHOICES))['chosen']]\n"
    "        if len(s230) != 20 or s230 != json.load(open(SET230)):\n"
    "            err('ref/set230_scenario_choices.json should list 20 chosen ids, those of ref/set230_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET230_CHOICES, e))\n")
rep("is not used by set 230' % x)\n        if x in s225x_:\n            err('chosen scenario %s is one of set 225\\'s ids' % x)\n",
    "is not used by set 232' % x)\n        if x in s227x_ or x in s230x_:\n            err('chosen scenario %s is one of set 227\\'s or set 230\\'s ids' % x)\n")
rep("err('scenario %s is not in one of set 225\\'s trees' % sc)", "err('scenario %s is not in one of set 227\\'s trees' % sc)")
rep("err('new tag %s appears in set 225\\'s README' % t)", "err('new tag %s appears in set 230\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 225\\'s README' % t)", "err('new tag %s (with a space) appears in set 230\\'s README' % t)")
rep("err('set 225\\'s README not found at %s' % SET30_README)", "err('set 230\\'s README not found at %s' % SET30_README)")
rep("all set 225\\'s trees, none of set 225\\'s ids)", "all set 227\\'s trees, none of set 227\\'s or set 230\\'s ids)")
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
