#!/usr/bin/env python3
"""Writes ../validate.py from set 87's validate.py; every replacement is asserted to hit its stated count."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set87', 'validate.py'), encoding='utf-8').read()

def rep(old, new, n=1):
    global src
    c = src.count(old)
    assert c == n, (old[:80], c, n)
    src = src.replace(old, new)

rep('''"""Stdlib-only checker for blind set 87 (claims.jsonl, estimates.jsonl, README.md).

Set 86's checker with set 87's tags and counts, set 87's scenario rule (reused universes: the 20 trees
that hold set 82's 20 scenarios, in set 82's order, each represented by its lowest record id that is not
set 82's id), and set 87's prose notes''',
'''"""Stdlib-only checker for blind set 88 (claims.jsonl, estimates.jsonl, README.md).

Set 87's checker with set 88's tags and counts, set 88's scenario rule (reused universes: the 20 trees
that hold set 83's 20 scenarios, in set 83's order, each represented by its lowest record id that is not
set 83's id), and set 88's prose notes''')
rep('''SET86_CHOICES = os.path.join(HERE, 'ref', 'set86_scenario_choices.json')
# set 86's README: beside this folder (set 86 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set86', 'README.md')''',
'''SET86_CHOICES = os.path.join(HERE, 'ref', 'set86_scenario_choices.json')
SET87 = os.path.join(HERE, 'ref', 'set87_scenarios.json')
SET87_CHOICES = os.path.join(HERE, 'ref', 'set87_scenario_choices.json')
# set 87's README: beside this folder (set 87 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set87', 'README.md')''')
rep('''    # set 86 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''',
    '''    # set 88 stresses replies a capable LLM defender writes (more than half of all claims, checked below)''')
rep('''    # set 86's new tags, each with committing and adversarial forms (checked below)
    'pallonista_bracciale': 12, 'kilikiti_pate': 12, 'silambist_kambu': 12, 'pallanguzhist_kuzhi': 12,
    'chajeonist_dongchae': 12, 'gujeolpanist_milssam': 12, 'pelotero_cancha': 12, 'kolamkari_pulli': 12,''',
'''    # set 88's new tags, each with committing and adversarial forms (checked below)
    'churrero_churrera': 12, 'dondurmaci_kepce': 12, 'halwai_jalebi': 12, 'paanwala_kattha': 12,
    'thangkaist_brocade': 12, 'ciritci_javelin': 12, 'yosakoi_naruko': 12, 'bokatorist_krama': 12,''')
rep('''NEW_CLAIM_TAGS = ['pallonista_bracciale', 'kilikiti_pate', 'silambist_kambu', 'pallanguzhist_kuzhi', 'chajeonist_dongchae', 'gujeolpanist_milssam', 'pelotero_cancha', 'kolamkari_pulli']''',
'''NEW_CLAIM_TAGS = ['churrero_churrera', 'dondurmaci_kepce', 'halwai_jalebi', 'paanwala_kattha', 'thangkaist_brocade', 'ciritci_javelin', 'yosakoi_naruko', 'bokatorist_krama']''')
rep('''EARLIER_CLAIM_TAGS = {
''', '''EARLIER_CLAIM_TAGS = {
    # set 87's tags, their words and domain words (from set 87's README)
    'pallonista_bracciale', 'kilikiti_pate', 'silambist_kambu', 'pallanguzhist_kuzhi', 'chajeonist_dongchae',
    'gujeolpanist_milssam', 'pelotero_cancha', 'kolamkari_pulli',
    'pallonista', 'bracciale', 'kilikiti', 'pate', 'silambist', 'kambu', 'pallanguzhist', 'kuzhi', 'chajeonist',
    'dongchae', 'gujeolpanist', 'milssam', 'pelotero', 'cancha', 'kolamkari', 'pulli',
    'pallone', 'sferisterio', 'silambam', 'pallanguzhi', 'chajeon', 'gujeolpan', 'fronton', 'kolam',
    # set 88's dropped candidates (an entry, a word of one or near one: tehtarikist_mug (mug), ebrucu_tarak (ebru),
    # kintsugist_urushi and makieshi_funzutsu (kintsugist_lacquer), cartonero_judas (tone), dhokra_lostwax (lost),
    # nierikero_cera (ceramics), hojalatero_tijeras (late), azulejista_majolica (tiler_grout), cuequero_panuelo
    # (morrisdancer_hanky), kabaddist_raider, lagorist_pithu, chinlonist_rattan, patoist_manija, tanghuaist_maltose,
    # bidriwala_inlay, sugorokuist_dice, shinty_caman, pesapalloist_lukkari, naginataka_bogu, mallakhambist_rope
    # (entries or their words); passing and not needed: lokumcu_kazan, simitci_susam, sardanista_cobla)
    'tehtarikist_mug', 'ebrucu_tarak', 'kintsugist_urushi', 'makieshi_funzutsu', 'cartonero_judas', 'dhokra_lostwax',
    'nierikero_cera', 'hojalatero_tijeras', 'azulejista_majolica', 'cuequero_panuelo', 'kabaddist_raider',
    'lagorist_pithu', 'chinlonist_rattan', 'patoist_manija', 'tanghuaist_maltose', 'bidriwala_inlay',
    'sugorokuist_dice', 'shinty_caman', 'pesapalloist_lukkari', 'naginataka_bogu', 'mallakhambist_rope',
    'lokumcu_kazan', 'simitci_susam', 'sardanista_cobla',
''')
rep('''            # new in set 87 (prose styles)
            'demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland'}
NEW_EST_TAGS = ['demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland']
# set 86: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
'''            # new in set 87 (prose styles)
            'demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland',
            # new in set 88 (prose styles)
            'ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski'}
NEW_EST_TAGS = ['ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski']
# set 88: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'ventris': [r'(?i)\\bventris\\b'],
    'voynich': [r'(?i)\\bvoynich\\b'],
    'grotefend': [r'(?i)\\bgrotefend\\b'],
    'knorozov': [r'(?i)\\bknorozov\\b'],
    'rawlinson': [r'(?i)\\brawlinson\\b'],
    'rejewski': [r'(?i)\\brejewski\\b'],
}
# set 87's patterns (kept for the record; set 87's styles are not used here)
SET87_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 87's prose styles and near variants (from set 87's README)
                        'demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland', 'lobsang_rampa', 'elmyr_de_hory',
                        'mary_toft', 'william_henry_ireland', 'konrad_kujau', 'great_impostor',
                        # set 88's dropped candidates (near an earlier style: champollion (rosetta_stone);
                        # near a chosen one: kober (ventris), phaistos (voynich))
                        'champollion', 'kober', 'phaistos',
''')
rep("    # ---- scenarios: set 86 reuses universes ----", "    # ---- scenarios: set 88 reuses universes ----")
rep('''    s85x_ = json.load(open(SET85))
    if len(s85x_) != 20 or len({ds[x][2] for x in s85x_ if x in ds}) != 20:
        err('ref/set85_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET82))  # set 82's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 82's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set82_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s85x_ = json.load(open(SET85))
    if len(s85x_) != 20 or len({ds[x][2] for x in s85x_ if x in ds}) != 20:
        err('ref/set85_scenarios.json should list 20 scenarios with 20 distinct trees')
    s86x_ = json.load(open(SET86))
    if len(s86x_) != 20 or len({ds[x][2] for x in s86x_ if x in ds}) != 20:
        err('ref/set86_scenarios.json should list 20 scenarios with 20 distinct trees')
    s87x_ = json.load(open(SET87))
    if len(s87x_) != 20 or len({ds[x][2] for x in s87x_ if x in ds}) != 20:
        err('ref/set87_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET83))  # set 83's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 83's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set83_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set87_scenarios.json'))) != chosen:
            err('ref/set87_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set87_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set88_scenarios.json'))) != chosen:
            err('ref/set88_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set88_scenarios.json: %s' % e)
    # set 87's own choices file (saved as ref/set87_scenario_choices.json) must agree with ref/set87_scenarios.json
    try:
        s87 = [c['scenario'] for c in json.load(open(SET87_CHOICES))['chosen']]
        if len(s87) != 20 or s87 != json.load(open(SET87)):
            err('ref/set87_scenario_choices.json should list 20 chosen ids, those of ref/set87_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET87_CHOICES, e))''')
rep("is not used by set 87' % x)", "is not used by set 88' % x)")
rep("is one of set 82\\'s own ids' % x)", "is one of set 83\\'s own ids' % x)")
rep("is not in one of set 82\\'s trees' % sc)", "is not in one of set 83\\'s trees' % sc)")
rep("    # set 86's brief asks for exact counts", "    # set 88's brief asks for exact counts")
rep("    # set 86's notes are prose:", "    # set 88's notes are prose:")
rep("appears in set 86\\'s README' % t)", "appears in set 87\\'s README' % t)", 2)
rep("err('set 86\\'s README not found at %s' % SET30_README)", "err('set 87\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 85 or a near variant", "is a prose style of sets 41 to 87 or a near variant")
rep("all set 82\\'s trees, none of set 82\\'s ids", "all set 83\\'s trees, none of set 83\\'s ids")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(src)
print('written', len(src))
