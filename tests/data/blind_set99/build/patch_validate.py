#!/usr/bin/env python3
"""Writes set 99's validate.py from set 98's (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src = open(os.path.join(HERE, '..', 'blind_set98', 'validate.py'), encoding='utf-8').read()

def rep(old, new, count=1):
    global src
    n = src.count(old)
    assert n == count, (n, count, old[:80])
    src = src.replace(old, new)

rep('''"""Stdlib-only checker for blind set 98 (claims.jsonl, estimates.jsonl, README.md).

Set 97's checker with set 98's tags and counts, set 98's scenario rule (reused universes: the 20 trees
that hold set 93's 20 scenarios, in set 93's order, each represented by its lowest record id that is not
set 93's id), and set 98's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''',
'''"""Stdlib-only checker for blind set 99 (claims.jsonl, estimates.jsonl, README.md).

Set 98's checker with set 99's tags and counts, set 99's scenario rule (reused universes: the 20 trees
that hold set 94's 20 scenarios, in set 94's order, each represented by its lowest record id that is not
set 94's id), and set 99's prose notes (six prose styles, 10 note texts each, both kinds per text, 120''')
rep('''SET97_CHOICES = os.path.join(HERE, 'ref', 'set97_scenario_choices.json')
# set 97's README: beside this folder (set 97 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set97', 'README.md')''',
'''SET97_CHOICES = os.path.join(HERE, 'ref', 'set97_scenario_choices.json')
SET98 = os.path.join(HERE, 'ref', 'set98_scenarios.json')
SET98_CHOICES = os.path.join(HERE, 'ref', 'set98_scenario_choices.json')
# set 98's README: beside this folder (set 98 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set98', 'README.md')''')
rep('''    # set 98 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 98's new tags, each with committing and adversarial forms (checked below)
    'percebeiro_rasqueta': 12, 'tavaillonneur_fendoir': 12, 'baul_ektara': 12, 'piraguero_guayo': 12,
    'chumak_mazhara': 12, 'nandiwala_nandi': 12, 'vasudev_chiplya': 12, 'benzedeira_ramo': 12,''',
'''    # set 99 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 99's new tags, each with committing and adversarial forms (checked below)
    'venenciador_venencia': 12, 'makwagi_makwa': 12, 'walzgeselle_stenz': 12, 'thanakha_kyaukpyin': 12,
    'manaschi_kalpak': 12, 'chiclero_machete': 12, 'redero_aguja': 12, 'abarquero_abarca': 12,''')
rep('''NEW_CLAIM_TAGS = ['percebeiro_rasqueta', 'tavaillonneur_fendoir', 'baul_ektara', 'piraguero_guayo', 'chumak_mazhara', 'nandiwala_nandi', 'vasudev_chiplya', 'benzedeira_ramo']''',
'''NEW_CLAIM_TAGS = ['venenciador_venencia', 'makwagi_makwa', 'walzgeselle_stenz', 'thanakha_kyaukpyin', 'manaschi_kalpak', 'chiclero_machete', 'redero_aguja', 'abarquero_abarca']''')
rep('''EARLIER_CLAIM_TAGS = {
    # set 97's tags, their words and domain words (from set 97's README)''',
'''EARLIER_CLAIM_TAGS = {
    # set 98's tags, their words and domain words (from set 98's README)
    'percebeiro_rasqueta', 'tavaillonneur_fendoir', 'baul_ektara', 'piraguero_guayo', 'chumak_mazhara',
    'nandiwala_nandi', 'vasudev_chiplya', 'benzedeira_ramo',
    'percebeiro', 'rasqueta', 'tavaillonneur', 'fendoir', 'baul', 'ektara', 'piraguero', 'guayo', 'chumak',
    'mazhara', 'nandiwala', 'nandi', 'vasudev', 'chiplya', 'benzedeira', 'ramo',
    'percebe', 'tavaillon', 'minstrel', 'piragua', 'salt_carter', 'decorated_bull', 'dawn_singer', 'folk_blesser',
    # set 99's dropped candidates that passed the lists (near an earlier tag or entry: poinconneur_pince
    # (ticketinspector_punch, clippie_ticketpunch), cilindrero_cilindro (organillero_manubrio), sakka_kirba
    # (bhishti_mashak), dvornik_metla (broommaker_besom, curler_broom), chowkidar_lathi (watchman_rattle),
    # karagozcu_tasvir (puppet, shadow play), cantastorie_cartellone (kamishibaiya_butai, storyteller),
    # schlitteur_schlitte (sled), kamikiri_hasami (papercutter_scissors, silhouettist_scissors), moliceiro_ancinho
    # (seaweedharvester_sickle), eclusier_manivelle (lockkeeper_canal, crank), kiepenkerl_kiepe (pedlar_tray,
    # korobeinik_lotok), rendeira_bilro (lacemaker_bobbin, bobbinlacer_pillow), arpillerista_arpillera
    # (quilter_patchwork, boroist_patch), gnawi_qraqeb (castanets, trance, drum), guardagujas_palanca
    # (signalman_lever), boyero_picana (the oxen of chumak_mazhara), merolico_altavoz (hawker, carnival_barker),
    # huichol_chaquira (prayer_beads, beadweaver_loom), tepachero_barrica (barrel; street drinks like
    # piraguero_guayo), kuaibanr_zhuban (the clappers of vasudev_chiplya, bamboo), tormachen_torma (butter,
    # sculptor_armature))
    'poinconneur_pince', 'cilindrero_cilindro', 'sakka_kirba', 'dvornik_metla', 'chowkidar_lathi',
    'karagozcu_tasvir', 'cantastorie_cartellone', 'schlitteur_schlitte', 'kamikiri_hasami', 'moliceiro_ancinho',
    'eclusier_manivelle', 'kiepenkerl_kiepe', 'rendeira_bilro', 'arpillerista_arpillera', 'gnawi_qraqeb',
    'guardagujas_palanca', 'boyero_picana', 'merolico_altavoz', 'huichol_chaquira', 'tepachero_barrica',
    'kuaibanr_zhuban', 'tormachen_torma',
    # set 97's tags, their words and domain words (from set 97's README)''')
rep('''            # new in set 98 (prose styles)
            'simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise'}
NEW_EST_TAGS = ['simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise']
# set 98: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {''',
'''            # new in set 98 (prose styles)
            'simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise',
            # new in set 99 (prose styles)
            'adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu'}
NEW_EST_TAGS = ['adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu']
# set 99: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'adagio': [r'(?i)\\badagios?\\b'],
    'arabesque': [r'(?i)\\barabesques?\\b'],
    'glissade': [r'(?i)\\bglissades?\\b'],
    'sissonne': [r'(?i)\\bsissonnes?\\b'],
    'cabriole': [r'(?i)\\bcabrioles?\\b'],
    'tendu': [r'(?i)\\btendus?\\b'],
}
# set 98's patterns (kept for the record; set 98's styles are not used here)
SET98_STYLE_PATTERNS = {''')
rep('''SET41_STYLE_VARIANTS = {
                        # set 97's prose styles and near variants (from set 97's README)''',
'''SET41_STYLE_VARIANTS = {
                        # set 98's prose styles and near variants (from set 98's README)
                        'simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise', 'simmers', 'simmered',
                        'parboiled', 'parboils', 'garnished', 'garnishes', 'reductions', 'julienned', 'juliennes',
                        'caramelised', 'caramelises', 'caramelize', 'caramelized',
                        # set 99's candidates that passed and were not used (steps of ballet: jete ... echappe;
                        # photography: aperture, vignette, bokeh; beekeeping: propolis, skep, nectar; astronomy:
                        # nebula ... solstice; riding: piaffe)
                        'jete', 'fouette', 'releve', 'chasse', 'battement', 'developpe', 'echappe', 'aperture',
                        'vignette', 'bokeh', 'propolis', 'skep', 'nectar', 'nebula', 'retrograde', 'ecliptic',
                        'equinox', 'solstice', 'piaffe',
                        # set 99's dropped candidates (an entry, an entry's word or a substring: terms of astronomy
                        # eclipse ... meteor, of fencing parry ... fencing, of weaving warp ... weaving, of riding
                        # canter (sommelier_decanter), gallop, dressage (sage), of ballet entrechat (chat), pirouette
                        # (shawmist_pirouette), plie (in set 98's README), pointe (point), ballet (ballet_barre), and
                        # swarm ... bedrock (beekeeping, photography, heraldry, gardening, geology))
                        'eclipse', 'parallax', 'penumbra', 'perihelion', 'aphelion', 'occultation', 'transit',
                        'libration', 'perigee', 'apogee', 'syzygy', 'azimuth', 'redshift', 'umbra', 'corona', 'nadir',
                        'astronomy', 'telescope', 'orbit', 'comet', 'meteor', 'parry', 'riposte', 'feint', 'lunge',
                        'remise', 'piste', 'touche', 'bout', 'fencing', 'warp', 'weft', 'selvage', 'heddle',
                        'shuttle', 'twill', 'weaving', 'canter', 'gallop', 'dressage', 'entrechat', 'pirouette',
                        'plie', 'pointe', 'ballet', 'swarm', 'brood', 'apiary', 'exposure', 'darkroom', 'escutcheon',
                        'blazon', 'tincture', 'chevron', 'quartering', 'graft', 'prune', 'mulch', 'compost',
                        'seedling', 'stratum', 'sediment', 'moraine', 'outcrop', 'bedrock',
                        # set 97's prose styles and near variants (from set 97's README)''')
rep('''    # ---- scenarios: set 98 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 93's 20 scenarios (ref/set93_scenarios.json), in set 93's order; represent each by its lowest
    # record id that is not set 93's id. Recomputed here.''',
'''    # ---- scenarios: set 99 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 94's 20 scenarios (ref/set94_scenarios.json), in set 94's order; represent each by its lowest
    # record id that is not set 94's id. Recomputed here.''')
rep('''    s28_ = json.load(open(SET93))  # set 93's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 93's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set93_scenarios.json should list 20 scenarios with 20 distinct trees')''',
'''    s98x_ = json.load(open(SET98))
    if len(s98x_) != 20 or len({ds[x][2] for x in s98x_ if x in ds}) != 20:
        err('ref/set98_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET94))  # set 94's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 94's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set94_scenarios.json should list 20 scenarios with 20 distinct trees')''')
rep('''        if json.load(open(os.path.join(HERE, 'ref', 'set98_scenarios.json'))) != chosen:
            err('ref/set98_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set98_scenarios.json: %s' % e)''',
'''        if json.load(open(os.path.join(HERE, 'ref', 'set99_scenarios.json'))) != chosen:
            err('ref/set99_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set99_scenarios.json: %s' % e)
    # set 98's own choices file (saved as ref/set98_scenario_choices.json) must agree with ref/set98_scenarios.json
    try:
        s98 = [c['scenario'] for c in json.load(open(SET98_CHOICES))['chosen']]
        if len(s98) != 20 or s98 != json.load(open(SET98)):
            err('ref/set98_scenario_choices.json should list 20 chosen ids, those of ref/set98_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET98_CHOICES, e))''')
rep("is not used by set 98' % x)", "is not used by set 99' % x)")
rep("err('chosen scenario %s is one of set 93\\'s own ids' % x)", "err('chosen scenario %s is one of set 94\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 93\\'s trees' % sc)", "err('scenario %s is not in one of set 94\\'s trees' % sc)")
rep("    # set 98's brief asks for exact counts", "    # set 99's brief asks for exact counts")
rep("    # set 98's notes are prose: no code", "    # set 99's notes are prose: no code")
rep("appears in set 97\\'s README' % t)", "appears in set 98\\'s README' % t)", 2)
rep("err('set 97\\'s README not found at %s' % SET30_README)", "err('set 98\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 97 or a near variant' % t)", "is a prose style of sets 41 to 98 or a near variant' % t)")
rep("(trees distinct, all set 93\\'s trees, none of set 93\\'s ids)", "(trees distinct, all set 94\\'s trees, none of set 94\\'s ids)")
open(os.path.join(HERE, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written', len(src))
