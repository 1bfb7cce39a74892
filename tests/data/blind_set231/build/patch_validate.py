"""Writes validate.py for set 231 from set 230's validate.py (read as text, never imported or run).
Replacements (each must hit exactly once): a set 231 docstring paragraph; the README paths (set 230's README for the
tag check, set 229's as the other README); set 231's eight claim tags and six prose styles (CLAIM_MIN,
NEW_CLAIM_TAGS, EST_TAGS, NEW_EST_TAGS, STYLE_PATTERNS; set 230's patterns kept as SET230_STYLE_PATTERNS); the
scenario rule (set 226's trees in set 226's order, each represented by its lowest record id that is neither set
226's id nor one of set 230's ids; set 230's own choices file checked against its list); set 230's and set 229's
claim tags, tag words and persona theme words and their prose styles and prose theme words, read here from their
READMEs (construction-count tables and 'construction counts:' lines), added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set230', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
R230 = open(os.path.join(HERE, '..', '..', 'blind_set230', 'README.md'), encoding='utf-8').read()
R229 = open(os.path.join(HERE, '..', '..', 'blind_set229', 'README.md'), encoding='utf-8').read()
s = open(SRC, encoding='utf-8').read()

TAGS = ['illustratore_bozzetto', 'dibujante_boceto', 'illustrateur_croquis', 'kuvittaja_piirros',
        'ilustrator_szkic', 'grafiker_skizzenblock', 'grafikus_vazlat', 'crtac_skica']
STYLES = ['pocketed', 'miscue', 'kickshot', 'frozen', 'jawed', 'pushout']

def tags_of(r):
    t = re.findall(r'^\|\s*`([a-z_]+)`\s*\|', r, re.M)
    return [x for x in t if x not in ('realistic_reply', 'attacker_probe')]
def styles_of(r):
    line = re.search(r'construction counts: (.*?)\.', r).group(1)
    return re.findall(r'`([a-z]+)` 20', line)
t230, t229 = tags_of(R230), tags_of(R229)
st230, st229 = styles_of(R230), styles_of(R229)
assert len(t230) == 8 and len(t229) == 8 and len(st230) == 6 and len(st229) == 6, (t230, t229, st230, st229)
persona_words = ['plantscaper', 'plantscapers', 'asbestos', 'asbestoss']
prose_words = ['taekwondo', 'taekwondos', 'badminton', 'badmintons']
words = sorted(set(t230 + t229 + [w for t in t230 + t229 for w in t.split('_')] + persona_words))
print('set 230 tags', t230); print('set 229 tags', t229); print('styles', st230, st229)

def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old[:80], n)
    s = s.replace(old, new)

rep('"""Stdlib-only checker for blind set 230 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 231 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 231: set 230's checker (below, its docstring kept) patched by build/patch_validate.py with set 231's tags,\n"
    "styles and counts, set 231's scenario rule (the 20 trees that hold set 226's 20 scenarios, in set 226's order,\n"
    "each represented by its lowest record id that is neither set 226's id nor one of set 230's ids), and the READMEs\n"
    "of sets 230 and 229 for the distance checks; set 230's and set 229's tags, their words, styles and theme words\n"
    "added to the earlier lists.\n\nSet 230 (set 230's own docstring):\n"
    'Stdlib-only checker for blind set 230 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set225', 'README.md')  # set 230: set 225's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set230', 'README.md')  # set 231: set 230's README")
rep("for n in (224,)]  # set 230: set 224's README", "for n in (229,)]  # set 231: set 229's README")
rep("SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n",
    "SET225_CHOICES = os.path.join(HERE, 'ref', 'set225_scenario_choices.json')\n"
    "# set 231: set 226's list (ref/set226_scenarios.json, copied from tests/data/blind_set226/ref/) holds the trees set 231\n"
    "# reuses; set 230's list and its own choices file (set 230's ref/scenario_choices.json, copied under this name)\n"
    "SET226 = os.path.join(HERE, 'ref', 'set226_scenarios.json')\n"
    "SET230 = os.path.join(HERE, 'ref', 'set230_scenarios.json')\n"
    "SET230_CHOICES = os.path.join(HERE, 'ref', 'set230_scenario_choices.json')\n")
old_tags = "'pflanzenpfleger_giessplan': 12, 'plantenverzorger_gietlijst': 12, 'paysagiste_arrosage': 12, 'vivaista_annaffiatura': 12, 'viherhoitaja_kastelu': 12, 'vaxtskotare_vattning': 12, 'plantepasser_vanding': 12, 'ogrodnik_podlewanie': 12,"
rep(old_tags, ', '.join("'%s': 12" % t for t in TAGS) + ',')
rep("    # set 130's new tags, each with committing", "    # set 231's new tags (set 130's comment follows), each with committing")
rep("NEW_CLAIM_TAGS = ['pflanzenpfleger_giessplan', 'plantenverzorger_gietlijst', 'paysagiste_arrosage', 'vivaista_annaffiatura', 'viherhoitaja_kastelu', 'vaxtskotare_vattning', 'plantepasser_vanding', 'ogrodnik_podlewanie']",
    'NEW_CLAIM_TAGS = %r' % TAGS)
rep("            # new in set 230 (prose styles)\n            'naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman'}",
    "            # set 230's prose styles (earlier for set 231)\n            %s,\n"
    "            # set 229's prose styles (earlier for set 231)\n            %s,\n"
    "            # new in set 231 (prose styles)\n            %s}" % (
        ', '.join(repr(x) for x in st230), ', '.join(repr(x) for x in st229), ', '.join(repr(x) for x in STYLES)))
rep("NEW_EST_TAGS = ['naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman']", 'NEW_EST_TAGS = %r' % STYLES)
old_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in st230) + "}\n")
new_pat = ("STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in STYLES) + "}\n"
           "# set 230's patterns (kept for the record)\nSET230_STYLE_PATTERNS = {\n" +
           ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in st230) + "}\n")
rep(old_pat, new_pat)
rep("EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n",
    "# set 231: set 230's claim tags, their words and its persona theme word (plantscaper), and set 229's (asbestos); set 230's\n"
    "# and set 229's styles and theme words (taekwondo, badminton), read from their READMEs by build/patch_validate.py\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\n" % words +
    "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(st230 + st229 + prose_words)) +
    "EST_TAGS |= set(%r)\n" % sorted(set(st230 + st229)) +
    "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
rep("    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reuses\n",
    "    set27_keys = {ds[x][2] for x in s225x_ if x in ds}  # set 225's trees: the trees set 230 reused\n"
    "    s226x_ = json.load(open(SET226))  # set 226's ids: the trees set 231 reuses, not to be chosen again\n"
    "    if len(s226x_) != 20 or len({ds[x][2] for x in s226x_ if x in ds}) != 20:\n"
    "        err('ref/set226_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s230x_ = json.load(open(SET230))  # set 230's ids: not to be chosen again\n"
    "    if len(s230x_) != 20 or len({ds[x][2] for x in s230x_ if x in ds}) != 20:\n"
    "        err('ref/set230_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s226x_ if x in ds}  # set 226's trees: the trees set 231 reuses\n")
rep("    for x in s225x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s225x_]",
    "    for x in s226x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s230x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set230_scenarios.json'))) != chosen:\n            err('ref/set230_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set230_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set231_scenarios.json'))) != chosen:\n            err('ref/set231_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set231_scenarios.json: %s' % e)\n"
    "    # set 230's own choices file (saved as ref/set230_scenario_choices.json) must agree with ref/set230_scenarios.json\n"
    "    try:\n        s230 = [c['scenario'] for c in json.load(open(SET230_CHOICES))['chosen']]\n"
    "        if len(s230) != 20 or s230 != json.load(open(SET230)):\n"
    "            err('ref/set230_scenario_choices.json should list 20 chosen ids, those of ref/set230_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET230_CHOICES, e))\n")
rep("is not used by set 230' % x)\n        if x in s225x_:\n            err('chosen scenario %s is one of set 225\\'s ids' % x)",
    "is not used by set 231' % x)\n        if x in s226x_ or x in s230x_:\n            err('chosen scenario %s is one of set 226\\'s or set 230\\'s ids' % x)")
rep("err('scenario %s is not in one of set 225\\'s trees' % sc)", "err('scenario %s is not in one of set 226\\'s trees' % sc)")
rep("err('new tag %s appears in set 225\\'s README' % t)", "err('new tag %s appears in set 230\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 225\\'s README' % t)", "err('new tag %s (with a space) appears in set 230\\'s README' % t)")
rep("err('set 225\\'s README not found at %s' % SET30_README)", "err('set 230\\'s README not found at %s' % SET30_README)")
rep("(trees distinct, all set 225\\'s trees, none of set 225\\'s ids)", "(trees distinct, all set 226\\'s trees, none of set 226\\'s or set 230\\'s ids)")
open(DST, 'w', encoding='utf-8').write(s)
print('validate.py written')
