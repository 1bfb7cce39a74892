"""Set 153: copy set 150's validate.py and patch it for set 153 (asserted replacements); set 151's lists are read
from its validate.py with ast (not executed)."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set150', 'validate.py')
S151 = os.path.join(HERE, '..', '..', 'blind_set151', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
t = open(SRC, encoding='utf-8').read()
def rep(old, new, count=1):
    global t
    assert t.count(old) == count, (old[:80], t.count(old))
    t = t.replace(old, new)
# set 151's lists, read with ast
lists = {'EARLIER_CLAIM_TAGS': set(), 'SET41_STYLE_VARIANTS': set(), 'EST_TAGS': set()}
tree = ast.parse(open(S151, encoding='utf-8').read())
def strs(node):
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
for n in tree.body:
    if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) and n.targets[0].id in lists:
        lists[n.targets[0].id] |= strs(n.value)
    if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name) and n.target.id in lists:
        lists[n.target.id] |= strs(n.value)
NEW = ['schornsteinfeger_leiter', 'spazzacamino_fuliggine', 'nuohooja_noki', 'schoorsteenveger_roet',
       'trubochist_yorsh', 'odzacar_merdevine', 'skorstensfejer_stige', 'skurstenslaukis_slota']
OLD = ['meunier_meule', 'mueller_mahlstein', 'mugnaio_macina', 'mjolnare_kvarnsten', 'mlynarz_kamien', 'molnar_malomko',
       'myllari_jauhinkivi', 'malunininkas_girnos']
S151_TAGS = ['vavare_skyttel', 'tunnbindare_tunna', 'segelmakare_segel', 'timmerman_yxa', 'sadelmakare_sadel',
             'urmakare_urverk', 'vagnmakare_nav', 'stenhuggare_spett']
STYLES = ['elision', 'epenthesis', 'metathesis', 'lenition', 'fortition', 'prothesis']
OLD_STYLES = ['acetylation', 'methylation', 'glycosylation', 'ubiquitination', 'prenylation', 'myristoylation']
S151_STYLES = ['crazing', 'crawling', 'pinholing', 'dunting', 'bloating', 'blushing']
DROPPED_TAGS = ['sarto', 'ditale', 'sarto_ditale', 'schneider', 'fingerhut', 'sastre', 'dedal', 'skraddare',
                'fingerborg', 'raatali', 'sormustin', 'gyuszu', 'terzi', 'yuksuk', 'siuvejas', 'antpirstis', 'teiliwr',
                'gwniadur', 'skredder', 'raftis', 'rrobaqepes', 'raatsep', 'seilerei', 'touwslager', 'reipslager',
                'rebslager', 'rhaffwr', 'urganci', 'virvininkas', 'povraznik', 'repslagare', 'provaznik', 'uzar',
                'sotare', 'ramoneur', 'ramoneur_herisson', 'herisson', 'russ', 'kugel', 'schornsteinfeger_kugel',
                'schornsteinfeger_russ', 'kehrleine', 'besen', 'zylinder', 'sazha', 'harja', 'sotare_stege', 'stege']
DROPPED_STYLES = ['assimilation', 'palatalization', 'syncope', 'apocope', 'rhotacism', 'sandhi', 'umlaut',
                  'phonology', 'seizing', 'hitching', 'splicing', 'luffing', 'seamanship']
mine = set(NEW) | {w for x in NEW for w in x.split('_')}
add_tags = set(OLD) | {w for x in OLD for w in x.split('_')} | set(S151_TAGS) | {w for x in S151_TAGS for w in x.split('_')}
add_tags |= lists['EARLIER_CLAIM_TAGS'] | set(DROPPED_TAGS)
add_tags -= mine
add_styles = set(OLD_STYLES) | set(S151_STYLES) | lists['SET41_STYLE_VARIANTS'] | lists['EST_TAGS'] | set(DROPPED_STYLES)
add_styles -= set(STYLES)
add_est = lists['EST_TAGS'] | set(S151_STYLES)
add_est -= set(STYLES)
assert not (mine & add_tags) and not (set(STYLES) & add_styles)
# docstring
rep('"""Stdlib-only checker for blind set 150 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 153 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 153: set 150\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 153\'s tags,\n'
    'styles and counts, set 153\'s scenario rule (the 20 trees that hold set 148\'s 20 scenarios, in set 148\'s order,\n'
    'each represented by its lowest record id that is neither set 148\'s id nor one of set 150\'s ids), and the READMEs\n'
    'of sets 150 and 151 for the distance checks; the lists of set 151\'s checker are added.\n\n'
    'Set 150 (set 150\'s own docstring):\n\n'
    'Stdlib-only checker for blind set 150 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set148', 'README.md')  # set 150: set 148's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set150', 'README.md')  # set 153: set 150's README")
rep("for n in (147,)]  # set 150: set 147's README", "for n in (151,)]  # set 153: set 151's README")
rep("SET148_CHOICES = os.path.join(HERE, 'ref', 'set148_scenario_choices.json')\n",
    "SET148_CHOICES = os.path.join(HERE, 'ref', 'set148_scenario_choices.json')\n"
    "# set 153: set 148's scenario list (the trees set 153 reuses) and set 150's list and its own choices file\n"
    "# (set 150's ref/scenario_choices.json, copied under this name)\n"
    "SET150 = os.path.join(HERE, 'ref', 'set150_scenarios.json')\n"
    "SET150_CHOICES = os.path.join(HERE, 'ref', 'set150_scenario_choices.json')\n")
rep(', '.join("'%s': 12" % x for x in OLD), ', '.join("'%s': 12" % x for x in NEW))
rep('NEW_CLAIM_TAGS = %r' % OLD, 'NEW_CLAIM_TAGS = %r' % NEW)
rep("            'acetylation', 'methylation', 'glycosylation', 'ubiquitination', 'prenylation', 'myristoylation'}",
    "            'acetylation', 'methylation', 'glycosylation', 'ubiquitination', 'prenylation', 'myristoylation',\n"
    "            # set 151's prose styles\n            %s,\n            # new in set 153 (prose styles)\n            %s}"
    % (', '.join(repr(x) for x in S151_STYLES), ', '.join(repr(x) for x in STYLES)))
rep('NEW_EST_TAGS = %r' % OLD_STYLES, 'NEW_EST_TAGS = %r' % STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in STYLES) + '}\n'
           + "# set 150's patterns (kept for the record)\nSET150_STYLE_PATTERNS = {\n"
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (x, x) for x in OLD_STYLES) + '}\n')
rep(old_pat, new_pat)
rep("AVOIDED_EST_FORMS = {", "# set 153: set 150's and set 151's claim tags and their words, set 151's whole EARLIER_CLAIM_TAGS list and set 153's\n"
    "# dropped tag candidates (words my tags share left out); set 150's and set 151's styles, set 151's whole\n"
    "# SET41_STYLE_VARIANTS and EST_TAGS lists and set 153's dropped style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nEST_TAGS |= set(%r)\nAVOIDED_EST_FORMS = {"
    % (sorted(add_tags), sorted(add_styles), sorted(add_est)))
# scenario rule
rep("    s28_ = json.load(open(SET145))  # set 145's scenario ids: the trees set 150 reuses (name kept from set 39's checker)\n",
    "    s150x_ = json.load(open(SET150))  # set 150's ids: not to be chosen again\n"
    "    if len(s150x_) != 20 or len({ds[x][2] for x in s150x_ if x in ds}) != 20:\n"
    "        err('ref/set150_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s145x_ = json.load(open(SET145))\n"
    "    if len(s145x_) != 20 or len({ds[x][2] for x in s145x_ if x in ds}) != 20:\n"
    "        err('ref/set145_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET148))  # set 148's scenario ids: the trees set 153 reuses (name kept from set 39's checker)\n")
rep("        err('ref/set145_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 150 reuses)')",
    "        err('ref/set148_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 153 reuses)')")
rep("if y != x and y not in s148x_]", "if y != x and y not in s150x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set150_scenarios.json'))) != chosen:
            err('ref/set150_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set150_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set153_scenarios.json'))) != chosen:
            err('ref/set153_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set153_scenarios.json: %s' % e)
    # set 150's own choices file (saved as ref/set150_scenario_choices.json) must agree with ref/set150_scenarios.json
    try:
        s150 = [c['scenario'] for c in json.load(open(SET150_CHOICES))['chosen']]
        if len(s150) != 20 or s150 != json.load(open(SET150)):
            err('ref/set150_scenario_choices.json should list 20 chosen ids, those of ref/set150_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET150_CHOICES, e))
""")
rep("is not used by set 150' % x)", "is not used by set 153' % x)")
rep("""            err('chosen scenario %s is one of set 145\\'s own ids' % x)
        if x in s148x_:
            err('chosen scenario %s is one of set 148\\'s ids' % x)""",
    """            err('chosen scenario %s is one of set 148\\'s own ids' % x)
        if x in s150x_:
            err('chosen scenario %s is one of set 150\\'s ids' % x)""")
rep("err('scenario %s is not in one of set 145\\'s trees' % sc)", "err('scenario %s is not in one of set 148\\'s trees' % sc)")
rep("appears in set 148\\'s README' % t)", "appears in set 150\\'s README' % t)", 2)
rep("err('set 148\\'s README not found at %s' % SET30_README)", "err('set 150\\'s README not found at %s' % SET30_README)")
rep("all set 145\\'s trees, none of set 145\\'s or set 148\\'s ids)", "all set 148\\'s trees, none of set 148\\'s or set 150\\'s ids)")
open(DST, 'w', encoding='utf-8').write(t)
print('patched; added', len(add_tags), 'tags,', len(add_styles), 'styles,', len(add_est), 'est tags')
