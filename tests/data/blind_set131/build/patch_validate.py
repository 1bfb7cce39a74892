# set 131: copies set 129's validate.py and patches it (asserted replacements) for set 131
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set129', 'validate.py'), encoding='utf-8').read()
n = [0]
def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new); n[0] += 1
rep('''"""Stdlib-only checker for blind set 129 (claims.jsonl, estimates.jsonl, README.md).

Set 127's checker with set 129's tags and counts, set 129's scenario rule (reused universes: the 20 trees
that hold set 124's 20 scenarios, in set 124's order, each represented by its lowest record id that is neither
set 124's id nor one of set 127's ids), and set 129's prose notes''',
'''"""Stdlib-only checker for blind set 131 (claims.jsonl, estimates.jsonl, README.md).

Set 129's checker with set 131's tags and counts, set 131's scenario rule (reused universes: the 20 trees
that hold set 126's 20 scenarios, in set 126's order, each represented by its lowest record id that is neither
set 126's id nor one of set 129's ids), and set 131's prose notes''')
rep('''SET127_CHOICES = os.path.join(HERE, 'ref', 'set127_scenario_choices.json')
# set 127's README: beside this folder (set 127 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set127', 'README.md')
# the READMEs of sets 121, 123 and 126 (the other chain of sets; their lists are added below)
OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n_, 'README.md') for n_ in (121, 123, 126)]''',
'''SET127_CHOICES = os.path.join(HERE, 'ref', 'set127_scenario_choices.json')
SET129 = os.path.join(HERE, 'ref', 'set129_scenarios.json')
SET129_CHOICES = os.path.join(HERE, 'ref', 'set129_scenario_choices.json')
# set 126's scenario list (the trees set 131 reuses; copied from set 126's ref/)
SET126 = os.path.join(HERE, 'ref', 'set126_scenarios.json')
# set 129's README: beside this folder (set 129 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set129', 'README.md')
# set 127's README (the lists of sets 121, 123 and 126 are already literals below, from set 129's checker)
OTHER_READMES = [os.path.join(HERE, '..', 'blind_set127', 'README.md')]''')
rep('''    # set 129 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 129's new tags, each with committing and adversarial forms (checked below)
    'pfeifenmacher_pfeife': 12, 'yoshizuya_yoshizu': 12, 'wappaya_wappa': 12, 'tabiya_tabi': 12,
    'oyakiya_oyaki': 12, 'yubaya_yuba': 12, 'uirouya_uirou': 12, 'tsukudaniya_tsukudani': 12,''',
'''    # set 131 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 131's new tags, each with committing and adversarial forms (checked below)
    'shisaya_shisa': 12, 'rafuteya_rafute': 12, 'omamoriya_omamori': 12, 'yakgwaya_yakgwa': 12,
    'nurukjang_nuruk': 12, 'tuhojang_tuho': 12, 'sotjang_sot': 12, 'pogacsas_pogacsa': 12,''')
rep("""NEW_CLAIM_TAGS = ['pfeifenmacher_pfeife', 'yoshizuya_yoshizu', 'wappaya_wappa', 'tabiya_tabi', 'oyakiya_oyaki', 'yubaya_yuba', 'uirouya_uirou', 'tsukudaniya_tsukudani']""",
"""NEW_CLAIM_TAGS = ['shisaya_shisa', 'rafuteya_rafute', 'omamoriya_omamori', 'yakgwaya_yakgwa', 'nurukjang_nuruk', 'tuhojang_tuho', 'sotjang_sot', 'pogacsas_pogacsa']""")
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 129's tags and their words (from set 129's README)
    'pfeifenmacher_pfeife', 'yoshizuya_yoshizu', 'wappaya_wappa', 'tabiya_tabi', 'oyakiya_oyaki', 'yubaya_yuba',
    'uirouya_uirou', 'tsukudaniya_tsukudani', 'pfeifenmacher', 'pfeife', 'yoshizuya', 'yoshizu', 'wappaya', 'wappa',
    'tabiya', 'tabi', 'oyakiya', 'oyaki', 'yubaya', 'yuba', 'uirouya', 'uirou', 'tsukudaniya', 'tsukudani',
    'meerschaum', 'magewappa',
    # set 131's candidates that passed the lists and were dropped (the same trade or object as an earlier tag or
    # entry: nievero_nieve (icecreamvan_chimes), oscypkarz_oscypek (cheesemonger), szurszabo_szur (feltmaker),
    # tuohityo_tuohi (birch_bark), pojagijang_pojagi (quilter_patchwork), sikhyejip_sikhye (rice), sotdaejang_sotdae
    # (totem, pole), szitas_szita (garbler_sieve), tonirgorts_tonir (tandoorist_naan), serabiya_serabi and
    # wingkoan_wingko (coconut, pancakeracer_skillet), putoan_puto (uirouya_uirou), papucsos_papucs (shoemaker),
    # rujakwala_rujak (fruit), sanshinya_sanshin (shamisenist_bachi), yachimunya_yachimun (potter), umibudoya_umibudo
    # (seaweed), sanpinchaya_sanpincha (jasmine), ukiya_uki (a fishing float: set 129's angling), ottchiljang_ottchil
    # (kintsugist_lacquer))
    'nievero_nieve', 'oscypkarz_oscypek', 'szurszabo_szur', 'tuohityo_tuohi', 'pojagijang_pojagi', 'sikhyejip_sikhye',
    'sotdaejang_sotdae', 'szitas_szita', 'tonirgorts_tonir', 'serabiya_serabi', 'wingkoan_wingko', 'putoan_puto',
    'papucsos_papucs', 'rujakwala_rujak', 'sanshinya_sanshin', 'yachimunya_yachimun', 'umibudoya_umibudo',
    'sanpinchaya_sanpincha', 'ukiya_uki', 'ottchiljang_ottchil',
''')
rep('''            # new in set 129 (prose styles)
            'trotting', 'twitching', 'wading', 'tickling', 'snagging', 'plugging'}
NEW_EST_TAGS = ['trotting', 'twitching', 'wading', 'tickling', 'snagging', 'plugging']''',
'''            # set 129's prose styles
            'trotting', 'twitching', 'wading', 'tickling', 'snagging', 'plugging',
            # new in set 131 (prose styles)
            'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing'}
NEW_EST_TAGS = ['scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing']''')
rep('''# set 129: what each prose style must show in every note''', '''# set 131: what each prose style must show in every note''')
rep('''STYLE_PATTERNS = {
    'trotting': [r'(?i)\\btrotting\\b'],''', '''STYLE_PATTERNS = {
    'scaling': [r'(?i)\\bscaling\\b'],
    'preshaping': [r'(?i)\\bpreshaping\\b'],
    'rounding': [r'(?i)\\brounding\\b'],
    'retarding': [r'(?i)\\bretarding\\b'],
    'panning': [r'(?i)\\bpanning\\b'],
    'spritzing': [r'(?i)\\bspritzing\\b'],
}
# set 129's patterns (kept for the record; set 129's styles are not used here)
SET129_STYLE_PATTERNS = {
    'trotting': [r'(?i)\\btrotting\\b'],''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 129's prose styles and near variants (from set 129's README)
                        'trotting', 'twitching', 'wading', 'tickling', 'snagging', 'plugging',
                        'trot', 'twitch', 'wade', 'tickle', 'snag', 'plug', 'fishing',
                        # set 131's style candidates: the theme word (panification) and passing bread-making terms
                        # not used, and the dropped candidates of surfing, sailing, skiing, bread-making and sheepdog
                        # trials (an entry, an entry word, a substring or a word counted in an earlier README or
                        # validator)
                        'panification', 'panary', 'shaping', 'laminating', 'paddling', 'trimming', 'tubing', 'wiping',
                        'pearling', 'heaving', 'yawing', 'traversing', 'ploughing', 'penning', 'shedding', 'singling',
                        'surfing', 'stalling', 'pumping', 'snaking', 'sailing', 'tacking', 'reefing', 'running',
                        'reaching', 'scudding', 'skiing', 'schussing', 'sideslipping', 'snowploughing', 'wedeln',
                        'telemarking', 'sidestepping', 'skating', 'sculling', 'squaring', 'proofing', 'proving',
                        'scoring', 'slashing', 'stretching', 'tempering', 'sheepdog', 'shepherding', 'outrunning',
                        'lifting', 'wearing', 'resting', 'turning', 'docking', 'souring', 'seeding', 'sifting',
                        'salting', 'underproofing', 'venting', 'misting', 'stippling', 'tinning',
                        'weighing', 'washing', 'steaming', 'cooling', 'unmoulding', 'punching', 'toasting',
''')
rep('''    s28_ = json.load(open(SET124))  # set 124's scenario ids: the trees set 129 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 124's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set124_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s129x_ = json.load(open(SET129))
    if len(s129x_) != 20 or len({ds[x][2] for x in s129x_ if x in ds}) != 20:
        err('ref/set129_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET126))  # set 126's scenario ids: the trees set 131 reuses (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 126's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set126_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s127x_]''',
    '''        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s129x_]''')
rep('''    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set129_scenarios.json'))) != chosen:
            err('ref/set129_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set129_scenarios.json: %s' % e)''',
'''    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set131_scenarios.json'))) != chosen:
            err('ref/set131_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set131_scenarios.json: %s' % e)
    # set 129's own choices file (saved as ref/set129_scenario_choices.json) must agree with ref/set129_scenarios.json
    try:
        s129 = [c['scenario'] for c in json.load(open(SET129_CHOICES))['chosen']]
        if len(s129) != 20 or s129 != json.load(open(SET129)):
            err('ref/set129_scenario_choices.json should list 20 chosen ids, those of ref/set129_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET129_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 129' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 124\\'s own ids' % x)
        if x in s127x_:
            err('chosen scenario %s is one of set 127\\'s ids' % x)''',
'''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 131' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 126\\'s own ids' % x)
        if x in s129x_:
            err('chosen scenario %s is one of set 129\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 124\\'s trees' % sc)''', '''            err('scenario %s is not in one of set 126\\'s trees' % sc)''')
rep('''                err('new tag %s appears in set 127\\'s README' % t)''', '''                err('new tag %s appears in set 129\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 127\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 129\\'s README' % t)''')
rep('''        err('set 127\\'s README not found at %s' % SET30_README)''', '''        err('set 129\\'s README not found at %s' % SET30_README)''')
rep('''prose style of sets 41 to 127 (or of sets 121, 123, 126) or a near variant''', '''prose style of sets 41 to 129 (or of sets 121, 123, 126) or a near variant''')
rep('''all set 124\\'s trees, none of set 124\\'s or set 127\\'s ids)''', '''all set 126\\'s trees, none of set 126\\'s or set 129\\'s ids)''')
rep('''    # set 129's brief asks for exact counts''', '''    # set 131's brief asks for exact counts''')
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print(n[0], 'replacements')
