#!/usr/bin/env python3
"""Patch set 141's checker into set 144's (asserted replacements). Reads set 141's validate.py and, for its lists
only, set 142's validate.py (parsed with ast, not executed); writes ../validate.py."""
import ast, os, json
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set141', 'validate.py'), encoding='utf-8').read()

def lists_of(path):
    tree = ast.parse(open(path, encoding='utf-8').read())
    out = {}
    for node in tree.body:
        tgt = None
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            tgt = node.targets[0].id
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            tgt = node.target.id
        if tgt in ('EARLIER_CLAIM_TAGS', 'SET41_STYLE_VARIANTS', 'EST_TAGS', 'NEW_CLAIM_TAGS', 'NEW_EST_TAGS'):
            v = node.value
            if isinstance(v, ast.Call) and getattr(v.func, 'id', '') == 'set' and v.args:
                v = v.args[0]
            vals = [e.value for e in getattr(v, 'elts', []) if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            out.setdefault(tgt, set()).update(vals)
    return out

L141 = lists_of(os.path.join(D, 'blind_set141', 'validate.py'))
L142 = lists_of(os.path.join(D, 'blind_set142', 'validate.py'))
new_tags = ['hielero_picota', 'ijszager_ijszaag', 'eishauer_eishaken', 'jaansahaaja_jaasaha', 'isskjaerer_isplog',
            'ghiacciaiolo_tenaglia', 'himuromori_himuro', 'eismeister_eiskeller']
new_styles = ['bowing', 'basoning', 'carroting', 'stiffening', 'pouncing', 'singeing']
# set 144's dropped tag candidates (failed, or passed and not needed)
dropped_tags = ['koehler_meiler', 'kolare_kolmila', 'carboner_sitja', 'kolenbrander_meiler', 'carbonaio_carbonaia',
                'maronibrater_pfanne', 'caldarrostaio_padella', 'castanyera_torradora', 'kastanas_mangali',
                'kestaneci_mangal', 'castaneira_tambor', 'corchero_hacha', 'corticeiro_machada', 'ishuggare_isbill',
                'issagare_issag', 'kulsvier_kulmile', 'hiilenpolttaja_miilu', 'carvoeiro_caieira',
                'charbonnier_faulde', 'kolbrenner_kolmile', 'maronibrater_kohlenofen', 'kastanjepoffer_trommel',
                'assador_fogareiro', 'gesztenyesuto_kalyha', 'hielero_chimborazo', 'jaanleikkaaja_jaasaha',
                'isskjaerer_ishake', 'isstikker_ishake', 'eisfischer_eisbohrer', 'lodziarz_szczypce']
dropped_styles = ['blocking', 'planking', 'felting', 'sombrerero', 'battery', 'ruffing', 'shaving', 'proofing',
                  'brimming', 'crowning', 'flanging', 'curling', 'chapelier', 'hutmacher']
def words(xs):
    s = set(xs)
    for x in xs:
        s.update(w for w in x.split('_') if w)
    return s
t141 = L141['NEW_CLAIM_TAGS']; t142 = L142['NEW_CLAIM_TAGS']
s141 = L141['NEW_EST_TAGS']; s142 = L142['NEW_EST_TAGS']
claim_add = sorted(words(t141) | words(t142) | L142['EARLIER_CLAIM_TAGS'] | set(dropped_tags) |
                   (words(dropped_tags) - words(new_tags)))  # words shared with a tag used here are left out
style_add = sorted(s141 | s142 | L142['SET41_STYLE_VARIANTS'] | set(dropped_styles) | {'chapelier'})
for t in new_tags:
    assert t not in claim_add and not any(w in claim_add for w in t.split('_')), t
for t in new_styles:
    assert t not in style_add and t not in L142['EST_TAGS'] and t not in L141['EST_TAGS'], t

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (old[:80], n)
    src = src.replace(old, new)

rep('"""Stdlib-only checker for blind set 141 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 144 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    "Set 144: set 141's checker (below, its docstring kept) patched by build/patch_validate.py with set 144's tags,\n"
    "styles and counts, set 144's scenario rule (the 20 trees that hold set 139's 20 scenarios, in set 139's order,\n"
    "each represented by its lowest record id that is neither set 139's id nor one of set 141's ids), and the READMEs\n"
    "of sets 141 and 142 for the distance checks; the lists of set 142's checker are added.\n\n"
    "Set 141 (set 141's own docstring):\n\nStdlib-only checker for blind set 141 (claims.jsonl, estimates.jsonl, README.md).\n")
rep("SET30_README = os.path.join(HERE, '..', 'blind_set139', 'README.md')",
    "SET30_README = os.path.join(HERE, '..', 'blind_set141', 'README.md')")
rep("for n in (140,)]", "for n in (142,)]")
rep("SET139_CHOICES = os.path.join(HERE, 'ref', 'set139_scenario_choices.json')\n",
    "SET139_CHOICES = os.path.join(HERE, 'ref', 'set139_scenario_choices.json')\n"
    "# set 144: set 139's scenario list (the trees set 144 reuses) and set 141's list and its own choices file\n"
    "# (set 141's ref/scenario_choices.json, copied under this name)\n"
    "SET141 = os.path.join(HERE, 'ref', 'set141_scenarios.json')\n"
    "SET141_CHOICES = os.path.join(HERE, 'ref', 'set141_scenario_choices.json')\n")
old_tags = ['torenwachter_torenhoorn', 'nocnystroz_kolatka', 'vaekter_morgenstjerne', 'nachtwaechter_stundenruf',
            'vartija_tornikello', 'stadswaker_lantaarn', 'wachter_uurwerk', 'ratelwacht_ratel']
rep(", ".join("'%s': 12" % t for t in old_tags), ", ".join("'%s': 12" % t for t in new_tags))
rep("NEW_CLAIM_TAGS = %r" % old_tags, "NEW_CLAIM_TAGS = %r" % new_tags)
old_styles = ['composing', 'justifying', 'imposing', 'distributing', 'tympaning', 'quadding']
rep("            'composing', 'justifying', 'imposing', 'distributing', 'tympaning', 'quadding'}",
    "            'composing', 'justifying', 'imposing', 'distributing', 'tympaning', 'quadding',\n"
    "            # set 142's prose styles\n            %s,\n"
    "            # new in set 144 (prose styles)\n            %s}" % (
        ', '.join(repr(x) for x in sorted(s142)), ', '.join(repr(x) for x in new_styles)))
rep("NEW_EST_TAGS = %r" % old_styles, "NEW_EST_TAGS = %r" % new_styles)
rep("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + "}\n",
    "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in new_styles) + "}\n"
    "# set 141's patterns (kept for the record)\nSET141_STYLE_PATTERNS = {\n" +
    "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in old_styles) + "}\n")
rep("AVOIDED_EST_FORMS = {",
    "# set 144: set 141's and set 142's claim tags and their words, set 142's whole EARLIER_CLAIM_TAGS list and set 144's\n"
    "# dropped tag candidates; set 141's and set 142's styles, set 142's whole SET41_STYLE_VARIANTS list and set 144's\n"
    "# dropped and unused style candidates\n"
    "EARLIER_CLAIM_TAGS |= set(%r)\nSET41_STYLE_VARIANTS |= set(%r)\nAVOIDED_EST_FORMS = {" % (claim_add, style_add))
rep("    s134x_ = json.load(open(SET134))\n",
    "    s141x_ = json.load(open(SET141))  # set 141's ids: not to be chosen again\n"
    "    if len(s141x_) != 20 or len({ds[x][2] for x in s141x_ if x in ds}) != 20:\n"
    "        err('ref/set141_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s134x_ = json.load(open(SET134))\n")
rep("    s28_ = json.load(open(SET136))  # set 136's scenario ids: the trees set 141 reuses (name kept from set 39's checker)",
    "    s28_ = json.load(open(SET139))  # set 139's scenario ids: the trees set 144 reuses (name kept from set 39's checker)")
rep("        err('ref/set136_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 141 reuses)')",
    "        err('ref/set139_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 144 reuses)')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s139x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s141x_]")
rep("'ref', 'set141_scenarios.json'))) != chosen:\n            err('ref/set141_scenarios.json does not list",
    "'ref', 'set144_scenarios.json'))) != chosen:\n            err('ref/set144_scenarios.json does not list")
rep("        err('cannot read ref/set141_scenarios.json: %s' % e)\n",
    "        err('cannot read ref/set144_scenarios.json: %s' % e)\n"
    "    # set 141's own choices file (saved as ref/set141_scenario_choices.json) must agree with ref/set141_scenarios.json\n"
    "    try:\n        s141 = [c['scenario'] for c in json.load(open(SET141_CHOICES))['chosen']]\n"
    "        if len(s141) != 20 or s141 != json.load(open(SET141)):\n"
    "            err('ref/set141_scenario_choices.json should list 20 chosen ids, those of ref/set141_scenarios.json')\n"
    "    except Exception as e:\n        err('cannot read %s: %s' % (SET141_CHOICES, e))\n")
rep("is not used by set 141' % x)", "is not used by set 144' % x)")
rep("            err('chosen scenario %s is one of set 136\\'s own ids' % x)\n        if x in s139x_:\n"
    "            err('chosen scenario %s is one of set 139\\'s ids' % x)",
    "            err('chosen scenario %s is one of set 139\\'s own ids' % x)\n        if x in s141x_:\n"
    "            err('chosen scenario %s is one of set 141\\'s ids' % x)")
rep("is not in one of set 136\\'s trees' % sc)", "is not in one of set 139\\'s trees' % sc)")
rep("appears in set 139\\'s README' % t)", "appears in set 141\\'s README' % t)", 2)
rep("err('set 139\\'s README not found at %s' % SET30_README)", "err('set 141\\'s README not found at %s' % SET30_README)")
rep("all set 136\\'s trees, none of set 136\\'s or set 139\\'s ids)", "all set 139\\'s trees, none of set 139\\'s or set 141\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('written; added', len(claim_add), 'claim entries and', len(style_add), 'style entries')
