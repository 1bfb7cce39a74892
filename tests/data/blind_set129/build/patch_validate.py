"""Writes set 129's validate.py from set 127's (asserted replacements). The lists of sets 121, 123 and 126 are
read from their validators with ast (not executed) and added as literals."""
import ast, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, '..', '..')
src = open(os.path.join(D, 'blind_set127', 'validate.py')).read()

def top(path, name):
    for n in ast.parse(open(path).read()).body:
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in n.targets):
            return ast.literal_eval(n.value)
    raise KeyError(name)

v127 = os.path.join(D, 'blind_set127', 'validate.py')
e127 = set(top(v127, 'EARLIER_CLAIM_TAGS'))
s127 = set(top(v127, 'SET41_STYLE_VARIANTS'))
extra_tags, extra_styles = {}, {}
for s in ('121', '123', '126'):
    p = os.path.join(D, 'blind_set%s' % s, 'validate.py')
    t = set(top(p, 'EARLIER_CLAIM_TAGS')) | set(top(p, 'NEW_CLAIM_TAGS'))
    t |= {w for x in top(p, 'NEW_CLAIM_TAGS') for w in x.split('_')}
    extra_tags[s] = sorted(t - e127 - set().union(*extra_tags.values()) if extra_tags else t - e127)
    st = set(top(p, 'SET41_STYLE_VARIANTS')) | set(top(p, 'NEW_EST_TAGS'))
    extra_styles[s] = sorted(st - s127 - set().union(*extra_styles.values()) if extra_styles else st - s127)

def lit(xs, ind):
    out, line = [], ind
    for x in xs:
        piece = repr(x) + ', '
        if len(line) + len(piece) > 116:
            out.append(line.rstrip())
            line = ind
        line += piece
    if line.strip():
        out.append(line.rstrip())
    return '\n'.join(out) + '\n'

NEW_TAGS = ['pfeifenmacher_pfeife', 'yoshizuya_yoshizu', 'wappaya_wappa', 'tabiya_tabi', 'oyakiya_oyaki',
            'yubaya_yuba', 'uirouya_uirou', 'tsukudaniya_tsukudani']
NEW_STYLES = ['trotting', 'twitching', 'wading', 'tickling', 'snagging', 'plugging']
s127_tags = ['zabutonya_zabuton', 'tokorotenya_tokoroten', 'oublieur_oublie', 'shichimiya_shichimi', 'reddleman_reddle',
             'panoramist_panorama', 'ziseleur_ziselierung', 'ombromane_ombromanie']
s127_words = sorted({w for t in s127_tags for w in t.split('_')} | {
    'zabutons', 'tengusa', 'tentsuki', 'kamaboko', 'oublies', 'sansho', 'yuzu', 'hyotan', 'reddled', 'panoramas',
    'rotunda', 'ziseleure', 'punze', 'ombromanes', 'limelight', 'shadowgraphy', 'cushion', 'agar', 'wafer',
    'spice', 'sheep_marker', 'chaser', 'hand_shadows'})
dropped = ['rosenkranzmacher_rosenkranz', 'parasolier_parasol', 'takoyakiya_takoyaki', 'ramuneya_ramune',
           'shamojiya_shamoji', 'okiagariya_okiagari', 'zundaya_zunda', 'tsuzumiya_tsuzumi', 'sasaraya_sasara',
           'radenshi_raden', 'zoganshi_zogan', 'perueckenmacher_peruecke', 'rakuganya_rakugan', 'kvasnik_kvas',
           'shornik_khomut', 'ramenya_ramen']
dropped_words = sorted({w for t in dropped for w in t.split('_')})
own_words = sorted({w for t in NEW_TAGS for w in t.split('_')})
block = ('    # set 127\'s tags, their words and domain words (from set 127\'s README)\n' + lit(s127_tags + s127_words, '    ') +
         '    # set 129\'s candidates that passed the lists and were dropped as the same trade as an earlier tag or near one\n'
         '    # (rosary: prayer_beads; parasol: umbrellamender_rib; takoyaki: octopus_cook; ramune: sodajerk_fountain;\n'
         '    # shamoji: spooncarver_hook; okiagari: darumashi_daruma; zunda: mochi; tsuzumi: drummer_snare; sasara:\n'
         '    # teamaster_whisk; raden: marquetry_inlay; zogan: bidriwala_inlay; peruecke: wigmaker; rakugan: yokanya_yokan;\n'
         '    # ramen: noodlepuller_dough; khomut: sattler_sattel) or not needed (kvasnik_kvas: k is outside N to Z)\n' +
         lit(dropped + dropped_words, '    '))
for s in ('121', '123', '126'):
    block += ('    # set %s\'s tags, words and candidates not already listed (from set %s\'s validator lists)\n' % (s, s) +
              lit(extra_tags[s], '    '))
sblock = ('                        # set 127\'s prose styles and near variants (from set 127\'s README)\n' +
          lit(['whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling', 'bird_flight', 'whiffle',
               'skydance', 'swoop', 'plunge', 'stoop', 'thermal'], '                        ') +
          '                        # set 129\'s style candidates: the theme word (piscatorial) and passing angling terms not used,\n'
          '                        # and the dropped candidates of tailoring, steelmaking, flax, forestry and astronomy (an entry,\n'
          '                        # an entry word, a substring or a word counted in an earlier README or validator)\n' +
          lit(['piscatorial', 'angling', 'dapping', 'jigging', 'mending', 'tenkara', 'popping', 'ripping', 'netting',
               'wobbling', 'trolling', 'stripping', 'nymphing', 'drifting', 'swinging', 'ledgering', 'speycasting',
               'freelining', 'pirking', 'stalking', 'sinking', 'striking', 'skittering', 'rising', 'playing', 'float',
               'tailoring', 'sewing', 'needlecraft', 'pleating', 'shirring', 'tucking', 'ruching', 'overcasting',
               'topstitching', 'whipstitching', 'seaming', 'understitching', 'slipstitching', 'piecing', 'ruffling',
               'stitching', 'unpicking', 'puckering', 'pressing', 'notching', 'steelmaking', 'quenching', 'tempering',
               'sintering', 'normalizing', 'nitriding', 'spheroidizing', 'austenitizing', 'puddling', 'teeming',
               'tapping', 'vacuuming', 'pickling', 'nitrocarburizing', 'roasting', 'sericulture', 'mounting',
               'cocooning', 'reeling', 'degumming', 'stifling', 'throwing', 'hatching', 'papermaking', 'couching',
               'beating', 'sizing', 'pulping', 'deckling', 'calendering', 'retting', 'scutching', 'hackling', 'roving',
               'plying', 'carding', 'scouring', 'fulling', 'woodmanship', 'coppicing', 'pleaching', 'espaliering',
               'lopping', 'thinning', 'girdling', 'layering', 'brashing', 'snedding', 'hedgelaying', 'uranography',
               'scintillation', 'twinkling', 'retrogradation', 'transiting', 'occulting', 'waning', 'waxing'],
              '                        '))
for s in ('121', '123', '126'):
    sblock += ('                        # set %s\'s prose styles and candidates not already listed (from set %s\'s validator)\n' % (s, s) +
               lit(extra_styles[s], '                        '))

R = []
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)
    R.append(old)

rep('"""Stdlib-only checker for blind set 127 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 125\'s checker with set 127\'s tags and counts, set 127\'s scenario rule (reused universes: the 20 trees\nthat hold set 122\'s 20 scenarios, in set 122\'s order, each represented by its lowest record id that is neither\nset 122\'s id nor one of set 125\'s ids), and set 127\'s prose notes',
    '"""Stdlib-only checker for blind set 129 (claims.jsonl, estimates.jsonl, README.md).\n\nSet 127\'s checker with set 129\'s tags and counts, set 129\'s scenario rule (reused universes: the 20 trees\nthat hold set 124\'s 20 scenarios, in set 124\'s order, each represented by its lowest record id that is neither\nset 124\'s id nor one of set 127\'s ids), and set 129\'s prose notes')
rep("SET125_CHOICES = os.path.join(HERE, 'ref', 'set125_scenario_choices.json')\n# set 125's README: beside this folder (set 125 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set125', 'README.md')\n",
    "SET125_CHOICES = os.path.join(HERE, 'ref', 'set125_scenario_choices.json')\nSET127 = os.path.join(HERE, 'ref', 'set127_scenarios.json')\nSET127_CHOICES = os.path.join(HERE, 'ref', 'set127_scenario_choices.json')\n# set 127's README: beside this folder (set 127 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set127', 'README.md')\n# the READMEs of sets 121, 123 and 126 (the other chain of sets; their lists are added below)\nOTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n_, 'README.md') for n_ in (121, 123, 126)]\n")
rep("    # set 127 stresses replies", "    # set 129 stresses replies")
rep("    # set 127's new tags, each with committing and adversarial forms (checked below)\n    'zabutonya_zabuton': 12, 'tokorotenya_tokoroten': 12, 'oublieur_oublie': 12, 'shichimiya_shichimi': 12,\n    'reddleman_reddle': 12, 'panoramist_panorama': 12, 'ziseleur_ziselierung': 12, 'ombromane_ombromanie': 12,\n",
    "    # set 129's new tags, each with committing and adversarial forms (checked below)\n" + "    " + ", ".join("'%s': 12" % t for t in NEW_TAGS[:4]) + ",\n    " + ", ".join("'%s': 12" % t for t in NEW_TAGS[4:]) + ",\n")
i = src.index('NEW_CLAIM_TAGS = [')
j = src.index('\n', i)
src = src[:i] + 'NEW_CLAIM_TAGS = %r' % NEW_TAGS + src[j:]
rep("EARLIER_CLAIM_TAGS = {\n", "EARLIER_CLAIM_TAGS = {\n" + block)
rep("            # new in set 127 (prose styles)\n            'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling'}",
    "            # set 127's prose styles\n            'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling',\n            # new in set 129 (prose styles)\n            %s}" % ', '.join(repr(x) for x in NEW_STYLES))
rep("NEW_EST_TAGS = ['whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling']",
    "NEW_EST_TAGS = %r" % NEW_STYLES)
i = src.index('STYLE_PATTERNS = {')
assert src[i - 1] == '\n'
j = src.index('# set 125\'s patterns')
src = (src[:i] + 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n' +
       "# set 127's patterns (kept for the record; set 127's styles are not used here)\nSET127_STYLE_PATTERNS = {\n" +
       ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in ['whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling']) +
       '}\n' + src[j:])
rep("# set 127: what each prose style must show", "# set 129: what each prose style must show")
rep("SET41_STYLE_VARIANTS = {\n", "SET41_STYLE_VARIANTS = {\n" + sblock)
rep("    # ---- scenarios: set 127 reuses universes ----", "    # ---- scenarios: set 129 reuses universes ----")
rep("    # hold set 122's 20 scenarios (ref/set122_scenarios.json), in set 122's order; represent each by its lowest\n    # record id that is neither set 122's id nor one of set 125's ids (ref/set125_scenarios.json). Recomputed here.",
    "    # hold set 124's 20 scenarios (ref/set124_scenarios.json), in set 124's order; represent each by its lowest\n    # record id that is neither set 124's id nor one of set 127's ids (ref/set127_scenarios.json). Recomputed here.")
rep("    s28_ = json.load(open(SET122))  # set 122's scenario ids: the trees set 127 reuses (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 122's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set122_scenarios.json should list 20 scenarios with 20 distinct trees')",
    "    s127x_ = json.load(open(SET127))\n    if len(s127x_) != 20 or len({ds[x][2] for x in s127x_ if x in ds}) != 20:\n        err('ref/set127_scenarios.json should list 20 scenarios with 20 distinct trees')\n    s28_ = json.load(open(SET124))  # set 124's scenario ids: the trees set 129 reuses (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 124's trees (name kept from set 39's checker)\n    if len(s28_) != 20 or len(set27_keys) != 20:\n        err('ref/set124_scenarios.json should list 20 scenarios with 20 distinct trees')")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s125x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s127x_]")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set127_scenarios.json'))) != chosen:\n            err('ref/set127_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set127_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set129_scenarios.json'))) != chosen:\n            err('ref/set129_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set129_scenarios.json: %s' % e)\n"
    "    # set 127's own choices file (saved as ref/set127_scenario_choices.json) must agree with ref/set127_scenarios.json\n    try:\n        s127 = [c['scenario'] for c in json.load(open(SET127_CHOICES))['chosen']]\n        if len(s127) != 20 or s127 != json.load(open(SET127)):\n            err('ref/set127_scenario_choices.json should list 20 chosen ids, those of ref/set127_scenarios.json')\n    except Exception as e:\n        err('cannot read %s: %s' % (SET127_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 127' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 122\\'s own ids' % x)\n        if x in s125x_:\n            err('chosen scenario %s is one of set 125\\'s ids' % x)",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 129' % x)\n        if x in s28_:\n            err('chosen scenario %s is one of set 124\\'s own ids' % x)\n        if x in s127x_:\n            err('chosen scenario %s is one of set 127\\'s ids' % x)")
rep("            err('scenario %s is not in one of set 122\\'s trees' % sc)", "            err('scenario %s is not in one of set 124\\'s trees' % sc)")
rep("    # set 127's brief asks for exact counts", "    # set 129's brief asks for exact counts")
rep("    # set 127's notes are prose", "    # set 129's notes are prose")
rep("                err('new tag %s appears in set 125\\'s README' % t)", "                err('new tag %s appears in set 127\\'s README' % t)")
rep("                err('new tag %s (with a space) appears in set 125\\'s README' % t)\n    else:\n        err('set 125\\'s README not found at %s' % SET30_README)",
    "                err('new tag %s (with a space) appears in set 127\\'s README' % t)\n    else:\n        err('set 127\\'s README not found at %s' % SET30_README)\n"
    "    for rp_ in OTHER_READMES:\n        if not os.path.exists(rp_):\n            err('README not found at %s' % rp_)\n            continue\n        ot_ = open(rp_, encoding='utf-8').read().lower()\n        for t in NEW_CLAIM_TAGS + NEW_EST_TAGS:\n            if t.lower() in ot_ or t.replace('_', ' ').lower() in ot_:\n                err('new tag %s appears in %s' % (t, rp_))")
rep("            err('new estimate tag %s is a prose style of sets 41 to 125 or a near variant' % t)",
    "            err('new estimate tag %s is a prose style of sets 41 to 127 (or of sets 121, 123, 126) or a near variant' % t)")
rep("all set 122\\'s trees, none of set 122\\'s or set 125\\'s ids)", "all set 124\\'s trees, none of set 124\\'s or set 127\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(len(R), 'replacements;', {s: len(v) for s, v in extra_tags.items()}, {s: len(v) for s, v in extra_styles.items()})
