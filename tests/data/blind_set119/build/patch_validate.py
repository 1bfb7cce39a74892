#!/usr/bin/env python3
"""Copies set 117's validate.py and patches it for set 119 (each replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set117', 'validate.py')).read()
R = []
def rep(old, new, n=1):
    R.append((old, new, n))
rep('''"""Stdlib-only checker for blind set 117 (claims.jsonl, estimates.jsonl, README.md).

Set 116's checker with set 117's tags and counts, set 117's scenario rule (reused universes: the 20 trees
that hold set 112's 20 scenarios, in set 112's order, each represented by its lowest record id that is neither
set 112's id nor set 116's id), and set 117's prose notes (six prose styles, 10 note texts each, both''',
'''"""Stdlib-only checker for blind set 119 (claims.jsonl, estimates.jsonl, README.md).

Set 117's checker with set 119's tags and counts, set 119's scenario rule (reused universes: the 20 trees
that hold set 114's 20 scenarios, in set 114's order, each represented by its lowest record id that is neither
set 114's id nor set 117's id), and set 119's prose notes (six prose styles, 10 note texts each, both''')
rep("""SET112 = os.path.join(HERE, 'ref', 'set112_scenarios.json')
# set 116's README: beside this folder (set 116 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set116', 'README.md')""",
"""SET117 = os.path.join(HERE, 'ref', 'set117_scenarios.json')
SET117_CHOICES = os.path.join(HERE, 'ref', 'set117_scenario_choices.json')
SET112 = os.path.join(HERE, 'ref', 'set112_scenarios.json')
SET114 = os.path.join(HERE, 'ref', 'set114_scenarios.json')
# set 117's README: beside this folder (set 117 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set117', 'README.md')""")
rep("""    # set 117 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 117's new tags, each with committing and adversarial forms (checked below)
    'acequiero_acequia': 12, 'guadamacilero_guadamaci': 12, 'figurinaio_figurina': 12, 'acciugaio_acciuga': 12,
    'erksousi_ibrik': 12, 'hierbera_hierba': 12, 'gelsominaia_gelsomino': 12, 'amanteca_colibri': 12,""",
"""    # set 119 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 119's new tags, each with committing and adversarial forms (checked below)
    'aceitero_alcuza': 12, 'hielero_hielo': 12, 'alfeniquero_alfenique': 12, 'ixtlero_ixtle': 12,
    'arepera_budare': 12, 'jaulero_jaula': 12, 'gannewala_ganna': 12, 'lassiwala_kulhad': 12,""")
rep("""NEW_CLAIM_TAGS = ['acequiero_acequia', 'guadamacilero_guadamaci', 'figurinaio_figurina', 'acciugaio_acciuga', 'erksousi_ibrik', 'hierbera_hierba', 'gelsominaia_gelsomino', 'amanteca_colibri']""",
"""NEW_CLAIM_TAGS = ['aceitero_alcuza', 'hielero_hielo', 'alfeniquero_alfenique', 'ixtlero_ixtle', 'arepera_budare', 'jaulero_jaula', 'gannewala_ganna', 'lassiwala_kulhad']""")
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 117's tags, their words and domain words (from set 117's README)
    'acequiero_acequia', 'guadamacilero_guadamaci', 'figurinaio_figurina', 'acciugaio_acciuga', 'erksousi_ibrik',
    'hierbera_hierba', 'gelsominaia_gelsomino', 'amanteca_colibri',
    'acequiero', 'acequia', 'guadamacilero', 'guadamaci', 'figurinaio', 'figurina', 'acciugaio', 'acciuga',
    'erksousi', 'ibrik', 'hierbera', 'hierba', 'gelsominaia', 'gelsomino', 'amanteca', 'colibri',
    'huerta', 'guadameci', 'barga', 'maira', 'erksous', 'sonora', 'patzcuaro',
    # set 119's candidates that passed the lists and were dropped (the same trade as an earlier tag: botijero_botijo
    # (potter_wheel), hilandera_huso (spinner_distaff), melero_colmena (beekeeper_smoker), meenakar_meena
    # (enameller_champleve), esquilador_esquila (sheepshearer_clippers), fuurinya_fuurin (furinuri_furin),
    # chichera_chicha (brewer_mashtun), kahveci_cezve (barista_counter)) and those not needed beside the chosen tags
    'botijero_botijo', 'botijero', 'botijo', 'hilandera_huso', 'hilandera', 'huso', 'melero_colmena', 'melero',
    'colmena', 'meenakar_meena', 'meenakar', 'meena', 'esquilador_esquila', 'esquilador', 'esquila',
    'fuurinya_fuurin', 'fuurinya', 'fuurin', 'chichera_chicha', 'chichera', 'chicha', 'kahveci_cezve', 'kahveci',
    'cezve', 'empanadera_horno', 'empanadera', 'horno', 'casabera_budare', 'casabera', 'esterero_estera',
    'esterero', 'estera',
""")
rep("""            # new in set 117 (prose styles)
            'alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti'}
NEW_EST_TAGS = ['alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti']
# set 117: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written in the plural; kartarimukha may also be written kartari mukha or kartari-mukha)
STYLE_PATTERNS = {""", """            # new in set 117 (prose styles)
            'alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti',
            # new in set 119 (prose styles)
            'chokkan', 'shakan', 'kengai', 'fukinagashi', 'ishitsuki', 'bunjingi'}
NEW_EST_TAGS = ['chokkan', 'shakan', 'kengai', 'fukinagashi', 'ishitsuki', 'bunjingi']
# set 119: what each prose style must show in every note (checked below, unit names removed first, as whole words;
# each may also be written in the plural)
STYLE_PATTERNS = {
    'chokkan': [r'(?i)\\bchokkans?\\b'],
    'shakan': [r'(?i)\\bshakans?\\b'],
    'kengai': [r'(?i)\\bkengais?\\b'],
    'fukinagashi': [r'(?i)\\bfukinagashis?\\b'],
    'ishitsuki': [r'(?i)\\bishitsukis?\\b'],
    'bunjingi': [r'(?i)\\bbunjingis?\\b'],
}
# set 117's patterns (kept for the record; set 117's styles are not used here)
SET117_STYLE_PATTERNS = {""")
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 117's prose styles and near variants (from set 117's README)
                        'alapadma', 'alapadmas', 'arala', 'aralas', 'bhramara', 'bhramaras', 'hamsasya', 'hamsasyas',
                        'kartarimukha', 'kartari_mukha', 'mushti', 'mushtis', 'mudra', 'mudras',
                        # set 119's style candidates that passed and were not used (bonsai styles) and its dropped
                        # candidates and themes (an entry, an entry's word or a substring)
                        'sabamiki', 'neagari', 'ikadabuki', 'zanshin', 'maai', 'duende', 'marcaje', 'curling',
                        'moyogi', 'hokidachi', 'sokan', 'sharimiki', 'kabudachi', 'aikido', 'irimi', 'tenkan',
                        'kokyu', 'ikkyo', 'nikyo', 'sankyo', 'kotegaeshi', 'shihonage', 'iriminage', 'ukemi', 'atemi',
                        'kiai', 'kaiten', 'flamenco', 'palmas', 'zapateado', 'compas', 'braceo', 'floreo', 'llamada',
                        'desplante', 'remate', 'escobilla', 'falseta', 'asana', 'yoga', 'glassblowing',
""")
rep("""    # ---- scenarios: set 117 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 112's 20 scenarios (ref/set112_scenarios.json), in set 112's order; represent each by its lowest
    # record id that is neither set 112's id nor set 116's id (ref/set116_scenarios.json). Recomputed here.""",
"""    # ---- scenarios: set 119 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 114's 20 scenarios (ref/set114_scenarios.json), in set 114's order; represent each by its lowest
    # record id that is neither set 114's id nor set 117's id (ref/set117_scenarios.json). Recomputed here.""")
rep("""    s28_ = json.load(open(SET112))  # set 112's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 112's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set112_scenarios.json should list 20 scenarios with 20 distinct trees')""",
"""    s112x_ = json.load(open(SET112))
    if len(s112x_) != 20 or len({ds[x][2] for x in s112x_ if x in ds}) != 20:
        err('ref/set112_scenarios.json should list 20 scenarios with 20 distinct trees')
    s117x_ = json.load(open(SET117))
    if len(s117x_) != 20 or len({ds[x][2] for x in s117x_ if x in ds}) != 20:
        err('ref/set117_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET114))  # set 114's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 114's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set114_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s116x_]""",
"""        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s117x_]""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set117_scenarios.json'))) != chosen:
            err('ref/set117_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set117_scenarios.json: %s' % e)
""", """        if json.load(open(os.path.join(HERE, 'ref', 'set119_scenarios.json'))) != chosen:
            err('ref/set119_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set119_scenarios.json: %s' % e)
    # set 117's own choices file (saved as ref/set117_scenario_choices.json) must agree with ref/set117_scenarios.json
    try:
        s117 = [c['scenario'] for c in json.load(open(SET117_CHOICES))['chosen']]
        if len(s117) != 20 or s117 != json.load(open(SET117)):
            err('ref/set117_scenario_choices.json should list 20 chosen ids, those of ref/set117_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET117_CHOICES, e))
""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 117' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 112\\'s own ids' % x)
        if x in s116x_:
            err('chosen scenario %s is one of set 116\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 119' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 114\\'s own ids' % x)
        if x in s117x_:
            err('chosen scenario %s is one of set 117\\'s ids' % x)""")
rep("""            err('scenario %s is not in one of set 112\\'s trees' % sc)""",
"""            err('scenario %s is not in one of set 114\\'s trees' % sc)""")
rep("""    # set 117's brief asks for exact counts""", """    # set 119's brief asks for exact counts""")
rep("""    # set 117's notes are prose""", """    # set 119's notes are prose""")
rep("""                err('new tag %s appears in set 116\\'s README' % t)""", """                err('new tag %s appears in set 117\\'s README' % t)""")
rep("""                err('new tag %s (with a space) appears in set 116\\'s README' % t)""", """                err('new tag %s (with a space) appears in set 117\\'s README' % t)""")
rep("""        err('set 116\\'s README not found at %s' % SET30_README)""", """        err('set 117\\'s README not found at %s' % SET30_README)""")
rep("""all set 112\\'s trees, none of set 112\\'s or set 116\\'s ids)""", """all set 114\\'s trees, none of set 114\\'s or set 117\\'s ids)""")
rep("""a prose style of sets 41 to 116 or a near variant""", """a prose style of sets 41 to 117 or a near variant""")
for old, new, n in R:
    c = src.count(old)
    assert c == n, (c, old[:80])
    src = src.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w').write(src)
print(len(R), 'replacements')
