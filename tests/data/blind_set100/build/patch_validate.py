#!/usr/bin/env python3
"""Copy set 99's validate.py and patch it for set 100 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set99', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()


def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (n, count, old[:80])
    s = s.replace(old, new)


rep('''"""Stdlib-only checker for blind set 99 (claims.jsonl, estimates.jsonl, README.md).

Set 98's checker with set 99's tags and counts, set 99's scenario rule (reused universes: the 20 trees
that hold set 94's 20 scenarios, in set 94's order, each represented by its lowest record id that is not
set 94's id), and set 99's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''',
    '''"""Stdlib-only checker for blind set 100 (claims.jsonl, estimates.jsonl, README.md).

Set 99's checker with set 100's tags and counts, set 100's scenario rule (reused universes: the 20 trees
that hold set 95's 20 scenarios, in set 95's order, each represented by its lowest record id that is not
set 95's id), and set 100's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''')
rep('''SET98_CHOICES = os.path.join(HERE, 'ref', 'set98_scenario_choices.json')
# set 98's README: beside this folder (set 98 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set98', 'README.md')''',
    '''SET98_CHOICES = os.path.join(HERE, 'ref', 'set98_scenario_choices.json')
SET99 = os.path.join(HERE, 'ref', 'set99_scenarios.json')
SET99_CHOICES = os.path.join(HERE, 'ref', 'set99_scenario_choices.json')
# set 99's README: beside this folder (set 99 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set99', 'README.md')''')
rep('''    # set 99 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 99's new tags, each with committing and adversarial forms (checked below)
    'venenciador_venencia': 12, 'makwagi_makwa': 12, 'walzgeselle_stenz': 12, 'thanakha_kyaukpyin': 12,
    'manaschi_kalpak': 12, 'chiclero_machete': 12, 'redero_aguja': 12, 'abarquero_abarca': 12,''',
    '''    # set 100 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 100's new tags, each with committing and adversarial forms (checked below)
    'hajjam_mihjama': 12, 'nargileci_marpuc': 12, 'bursztyniarz_kaszor': 12, 'tonnaroto_crocco': 12,
    'khoomeizhi_doshpuluur': 12, 'nakhuda_kamal': 12, 'arif_falaj': 12, 'aduuchin_urga': 12,''')
rep('''NEW_CLAIM_TAGS = ['venenciador_venencia', 'makwagi_makwa', 'walzgeselle_stenz', 'thanakha_kyaukpyin', 'manaschi_kalpak', 'chiclero_machete', 'redero_aguja', 'abarquero_abarca']''',
    '''NEW_CLAIM_TAGS = ['hajjam_mihjama', 'nargileci_marpuc', 'bursztyniarz_kaszor', 'tonnaroto_crocco', 'khoomeizhi_doshpuluur', 'nakhuda_kamal', 'arif_falaj', 'aduuchin_urga']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 98's tags, their words and domain words (from set 98's README)''',
    '''EARLIER_CLAIM_TAGS = {
    # set 99's tags, their words and domain words (from set 99's README)
    'venenciador_venencia', 'makwagi_makwa', 'walzgeselle_stenz', 'thanakha_kyaukpyin', 'manaschi_kalpak',
    'chiclero_machete', 'redero_aguja', 'abarquero_abarca',
    'venenciador', 'venencia', 'makwagi', 'makwa', 'walzgeselle', 'stenz', 'thanakha', 'kyaukpyin', 'manaschi',
    'kalpak', 'chiclero', 'machete', 'redero', 'aguja', 'abarquero', 'abarca',
    'sherry', 'foot_iron', 'journeyman', 'thanakha_paste', 'manas_reciter', 'chicle', 'netmender', 'tyre_sandal',
    # set 100's dropped candidates that passed the lists (near an earlier tag or entry: bhariya_namlo (sherpa_doko),
    # holzknecht_sappel (lumberjack_axe), flisak_tratwa and uittomies_keksi (logdriver_peavey, birler_log),
    # kinto_tabaki (pedlar_tray), trajinero_garrocha (gondolier_oar, punter_quant), coltellinaio_resolza
    # (cutler_tang), kumhar_chak (potter_wheel), kafetzis_briki (coffee, qahwaji_dallah), tufuga_au (tattoo_artist,
    # tattooist), arzinavis_mashin (typewriter, scrivener_quill), dehtiar_dehot (charcoalburner_clamp, a kiln
    # trade), olonkhosut_khomus (manaschi_kalpak, a reciter), berkutchi_tomaga (falconer_mews), chaouachi_kardech
    # (fuller_teasel, hatter_felt), ferran_lwiza (the paddle's name not certain))
    'bhariya_namlo', 'holzknecht_sappel', 'flisak_tratwa', 'uittomies_keksi', 'kinto_tabaki', 'trajinero_garrocha',
    'coltellinaio_resolza', 'kumhar_chak', 'kafetzis_briki', 'tufuga_au', 'arzinavis_mashin', 'dehtiar_dehot',
    'olonkhosut_khomus', 'berkutchi_tomaga', 'chaouachi_kardech', 'ferran_lwiza',
    # set 98's tags, their words and domain words (from set 98's README)''')
rep('''            # new in set 99 (prose styles)
            'adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu'}
NEW_EST_TAGS = ['adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu']
# set 99: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
    '''            # new in set 99 (prose styles)
            'adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu',
            # new in set 100 (prose styles)
            'googly', 'yorker', 'doosra', 'outswinger', 'inswinger', 'stumped'}
NEW_EST_TAGS = ['googly', 'yorker', 'doosra', 'outswinger', 'inswinger', 'stumped']
# set 100: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'googly': [r'(?i)\\bgoogl(y|ies)\\b'],
    'yorker': [r'(?i)\\byorkers?\\b'],
    'doosra': [r'(?i)\\bdoosras?\\b'],
    'outswinger': [r'(?i)\\boutswingers?\\b'],
    'inswinger': [r'(?i)\\binswingers?\\b'],
    'stumped': [r'(?i)\\bstump(s|ed|ing)?\\b'],
}
# set 99's patterns (kept for the record; set 99's styles are not used here)
SET99_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
''', '''SET41_STYLE_VARIANTS = {
                        # set 99's prose styles and near variants (from set 99's README)
                        'adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu', 'adagios', 'arabesques',
                        'glissades', 'sissonnes', 'cabrioles', 'tendus',
                        # set 100's candidates that passed and were not used (terms of cricket: innings ... swing;
                        # music: diminuendo, ritardando; golf and tennis: bogey, mulligan, deuce)
                        'innings', 'teesra', 'batter', 'batsman', 'boundary', 'swing', 'diminuendo', 'ritardando',
                        'bogey', 'mulligan', 'deuce',
                        # set 100's dropped candidates (an entry, an entry's word or a substring: of cricket maiden
                        # (balmaiden), bouncer (bouncer_clipboard), duck, nightwatchman (watchman), follow_on (on),
                        # declaration, wicket (stoolballer_wicket), cricket (crickets), beamer (beam), bodyline (line),
                        # sledging (sled), appeal (peal), umpire, dolly, caught_behind, run_out, no_ball (ball), slog
                        # (slogan), nick (nickname), flipper, leg_glance, cover_drive, reverse_sweep, crease, bowler
                        # (bowl), wicketkeeper, spinner, seam, over, pitch, delivery (liver), bowled; of chess gambit,
                        # zugzwang, castling, stalemate, fianchetto; of music fermata, staccato, crescendo, glissando,
                        # legato, pizzicato; golf, tennis, birdie (bird), volley (footvolley))
                        'maiden', 'bouncer', 'duck', 'nightwatchman', 'follow_on', 'declaration', 'wicket', 'cricket',
                        'beamer', 'bodyline', 'sledging', 'appeal', 'umpire', 'dolly', 'caught_behind', 'run_out',
                        'no_ball', 'slog', 'nick', 'flipper', 'leg_glance', 'cover_drive', 'reverse_sweep', 'crease',
                        'bowler', 'wicketkeeper', 'spinner', 'seam', 'over', 'pitch', 'delivery', 'bowled', 'gambit',
                        'zugzwang', 'castling', 'stalemate', 'fianchetto', 'fermata', 'staccato', 'crescendo',
                        'glissando', 'legato', 'pizzicato', 'golf', 'tennis', 'birdie', 'volley',
''')
rep('''    # ---- scenarios: set 99 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 94's 20 scenarios (ref/set94_scenarios.json), in set 94's order; represent each by its lowest
    # record id that is not set 94's id. Recomputed here.''',
    '''    # ---- scenarios: set 100 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 95's 20 scenarios (ref/set95_scenarios.json), in set 95's order; represent each by its lowest
    # record id that is not set 95's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET94))  # set 94's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 94's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set94_scenarios.json should list 20 scenarios with 20 distinct trees')''',
    '''    s99x_ = json.load(open(SET99))
    if len(s99x_) != 20 or len({ds[x][2] for x in s99x_ if x in ds}) != 20:
        err('ref/set99_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET95))  # set 95's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 95's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set95_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set99_scenarios.json'))) != chosen:
            err('ref/set99_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set99_scenarios.json: %s' % e)''',
    '''        if json.load(open(os.path.join(HERE, 'ref', 'set100_scenarios.json'))) != chosen:
            err('ref/set100_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set100_scenarios.json: %s' % e)
    # set 99's own choices file (saved as ref/set99_scenario_choices.json) must agree with ref/set99_scenarios.json
    try:
        s99 = [c['scenario'] for c in json.load(open(SET99_CHOICES))['chosen']]
        if len(s99) != 20 or s99 != json.load(open(SET99)):
            err('ref/set99_scenario_choices.json should list 20 chosen ids, those of ref/set99_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET99_CHOICES, e))''')
rep('''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 99' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 94\\'s own ids' % x)''',
    '''            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 100' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 95\\'s own ids' % x)
        if x in s99x_:
            err('chosen scenario %s is one of set 99\\'s ids' % x)''')
rep('''            err('scenario %s is not in one of set 94\\'s trees' % sc)''',
    '''            err('scenario %s is not in one of set 95\\'s trees' % sc)''')
rep("    # set 99's brief asks for exact counts", "    # set 100's brief asks for exact counts")
rep("    # set 99's notes are prose: no code, markup", "    # set 100's notes are prose: no code, markup")
rep('''                err('new tag %s appears in set 98\\'s README' % t)''', '''                err('new tag %s appears in set 99\\'s README' % t)''')
rep('''                err('new tag %s (with a space) appears in set 98\\'s README' % t)''', '''                err('new tag %s (with a space) appears in set 99\\'s README' % t)''')
rep('''        err('set 98\\'s README not found at %s' % SET30_README)''', '''        err('set 99\\'s README not found at %s' % SET30_README)''')
rep('''            err('new estimate tag %s is a prose style of sets 41 to 98 or a near variant' % t)''',
    '''            err('new estimate tag %s is a prose style of sets 41 to 99 or a near variant' % t)''')
rep('''(trees distinct, all set 94\\'s trees, none of set 94\\'s ids)''', '''(trees distinct, all set 95\\'s trees, none of set 95\\'s or set 99\\'s ids)''')
open(DST, 'w', encoding='utf-8').write(s)
print('wrote', os.path.normpath(DST))
