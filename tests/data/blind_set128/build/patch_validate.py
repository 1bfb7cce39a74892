#!/usr/bin/env python3
"""Copy set 127's validate.py and patch it for set 128 (each replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set127', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['helvaci_helva', 'kvasnik_kvas', 'confiturier_confiture', 'kokorecci_kokorec',
            'baumkuchenbaecker_baumkuchen', 'kompeitoya_kompeito', 'kalachnik_kalach', 'kaymakci_kaymak']
STYLES = ['calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation']
R = []
def rep(old, new, count=1):
    R.append((old, new, count))
rep('''"""Stdlib-only checker for blind set 127 (claims.jsonl, estimates.jsonl, README.md).

Set 125's checker with set 127's tags and counts, set 127's scenario rule (reused universes: the 20 trees
that hold set 122's 20 scenarios, in set 122's order, each represented by its lowest record id that is neither
set 122's id nor one of set 125's ids), and set 127's prose notes''',
'''"""Stdlib-only checker for blind set 128 (claims.jsonl, estimates.jsonl, README.md).

Set 127's checker with set 128's tags and counts, set 128's scenario rule (reused universes: the 20 trees
that hold set 123's 20 scenarios, in set 123's order, each represented by its lowest record id that is neither
set 123's id nor one of set 127's ids), distance checks against the READMEs of sets 127, 121, 123 and 126 and the
lists of those sets, and set 128's prose notes''')
rep("SET125_CHOICES = os.path.join(HERE, 'ref', 'set125_scenario_choices.json')\n",
    "SET125_CHOICES = os.path.join(HERE, 'ref', 'set125_scenario_choices.json')\n"
    "SET127 = os.path.join(HERE, 'ref', 'set127_scenarios.json')\n"
    "SET127_CHOICES = os.path.join(HERE, 'ref', 'set127_scenario_choices.json')\n"
    "SET123 = os.path.join(HERE, 'ref', 'set123_scenarios.json')\n")
rep("# set 125's README: beside this folder (set 125 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set125', 'README.md')",
    "# set 127's README: beside this folder (set 127 is in this branch's tree); and the other chain's sets 121, 123, 126\n"
    "SET30_README = os.path.join(HERE, '..', 'blind_set127', 'README.md')\n"
    "OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (121, 123, 126)]")
rep("""    # set 127 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 127's new tags, each with committing and adversarial forms (checked below)
    'zabutonya_zabuton': 12, 'tokorotenya_tokoroten': 12, 'oublieur_oublie': 12, 'shichimiya_shichimi': 12,
    'reddleman_reddle': 12, 'panoramist_panorama': 12, 'ziseleur_ziselierung': 12, 'ombromane_ombromanie': 12,""",
"""    # set 128 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 128's new tags, each with committing and adversarial forms (checked below)
    'helvaci_helva': 12, 'kvasnik_kvas': 12, 'confiturier_confiture': 12, 'kokorecci_kokorec': 12,
    'baumkuchenbaecker_baumkuchen': 12, 'kompeitoya_kompeito': 12, 'kalachnik_kalach': 12, 'kaymakci_kaymak': 12,""")
rep("NEW_CLAIM_TAGS = ['zabutonya_zabuton', 'tokorotenya_tokoroten', 'oublieur_oublie', 'shichimiya_shichimi', 'reddleman_reddle', 'panoramist_panorama', 'ziseleur_ziselierung', 'ombromane_ombromanie']",
    "NEW_CLAIM_TAGS = %r" % NEW_TAGS)
rep("""EARLIER_CLAIM_TAGS = {
""", """EARLIER_CLAIM_TAGS = {
    # set 127's tags, their words and domain words (from set 127's README)
    'zabutonya_zabuton', 'tokorotenya_tokoroten', 'oublieur_oublie', 'shichimiya_shichimi', 'reddleman_reddle',
    'panoramist_panorama', 'ziseleur_ziselierung', 'ombromane_ombromanie', 'zabutonya', 'zabuton', 'tokorotenya',
    'tokoroten', 'tengusa', 'tentsuki', 'oublieur', 'oublie', 'oublies', 'shichimiya', 'shichimi', 'sansho', 'hyotan',
    'reddleman', 'reddle', 'ochre', 'panoramist', 'panorama', 'rotunda', 'ziseleur', 'ziselierung', 'punze', 'punzen',
    'ombromane', 'ombromanie', 'limelight', 'hand_shadow', 'wafer', 'cushion', 'spice_blender', 'silver_chaser',
    # the other chain's tags (sets 121, 123 and 126, from their validators' NEW_CLAIM_TAGS) and their words
    'mascheraio_maschera', 'feilenhauer_feile', 'griffelmacher_griffel', 'jaulero_jaula', 'empedrador_adoquin',
    'knopfmacher_knopf', 'archetier_archet', 'epinglier_epingle', 'equipalero_equipal', 'kalkbrenner_kalk',
    'fiammiferaio_fiammifero', 'almanaquero_almanaque', 'dijkgraaf_dijk', 'bleicher_bleiche', 'hechler_hechel',
    'fudeya_fude', 'leimsieder_leim', 'amidonnier_amidon', 'mascheraio', 'maschera', 'feilenhauer', 'feile',
    'griffelmacher', 'griffel', 'jaulero', 'jaula', 'empedrador', 'adoquin', 'knopfmacher', 'knopf', 'archetier',
    'archet', 'epinglier', 'epingle', 'equipalero', 'equipal', 'kalkbrenner', 'kalk', 'fiammiferaio', 'fiammifero',
    'almanaquero', 'almanaque', 'dijkgraaf', 'dijk', 'bleicher', 'bleiche', 'hechler', 'hechel', 'fudeya', 'fude',
    'leimsieder', 'leim', 'amidonnier', 'amidon',
    # set 128's candidates that passed the lists and were dropped (the same trade as an earlier tag, or near one):
    # marbreur_marbrure (ebru_marbler), dentelliere_dentelle (lacemaker), doreur_dorure (gilder), coutelier_couteau
    # (cutler_tang), ebeniste_ebene (cabinetmaker_dovetail), ayranci_ayran (yogurtcu_yogurt), hurdaci_hurda
    # (rag_and_bone), gozlemeci_gozleme (griddle), daifukuya_daifuku (mochipounder_usu), imagawayakiya_imagawayaki
    # (bungeoppang_teul), manjuya_manju (wagashiya_nerikiri), guslyar_gusli (zither, harp), minacciaio_minaccia
    'marbreur_marbrure', 'marbreur', 'marbrure', 'dentelliere_dentelle', 'dentelliere', 'dentelle', 'doreur_dorure',
    'doreur', 'dorure', 'coutelier_couteau', 'coutelier', 'couteau', 'ebeniste_ebene', 'ebeniste', 'ebene',
    'ayranci_ayran', 'ayranci', 'ayran', 'hurdaci_hurda', 'hurdaci', 'hurda', 'gozlemeci_gozleme', 'gozlemeci',
    'gozleme', 'daifukuya_daifuku', 'daifukuya', 'daifuku', 'imagawayakiya_imagawayaki', 'imagawayakiya',
    'imagawayaki', 'manjuya_manju', 'manjuya', 'manju', 'guslyar_gusli', 'guslyar', 'gusli', 'minacciaio_minaccia',
    'minacciaio', 'minaccia',
""")
rep("""            'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling'}
NEW_EST_TAGS = ['whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling']""",
"""            'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling',
            'calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation'}
NEW_EST_TAGS = %r""" % STYLES)
rep("""STYLE_PATTERNS = {
    'whiffling': [r'(?i)\\bwhiffling\\b'],""", """STYLE_PATTERNS = {
%s
}
# set 127's patterns (kept for the record; set 127's styles are not used here)
SET127_STYLE_PATTERNS = {
    'whiffling': [r'(?i)\\bwhiffling\\b'],""" % '\n'.join("    %r: [r'(?i)\\b%s\\b']," % (s, s) for s in STYLES))
rep("""SET41_STYLE_VARIANTS = {
""", """SET41_STYLE_VARIANTS = {
                        # set 127's prose styles and near variants (from set 127's README)
                        'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling', 'ornithology',
                        'bird_flight', 'whiffle', 'skydance', 'swoop', 'plunge', 'stoop', 'thermal', 'oxidation',
                        'shaqing', 'tisane',
                        # the other chain's styles (sets 121, 123 and 126, from their validators' NEW_EST_TAGS)
                        'hikinuki', 'bukkaeri', 'kakegoe', 'hanamichi', 'kuroko', 'kumadori', 'meend', 'andolan',
                        'murki', 'khatka', 'gamak', 'mukhda', 'imprinting', 'mobbing', 'caching', 'kiting',
                        'dabbling', 'fledging',
                        # set 128's style candidates that passed and were not used (of glaciology): kettling, firn
                        'kettling', 'firn', 'glaciology_unused',
""")
rep("    s28_ = json.load(open(SET122))  # set 122's scenario ids: the trees set 127 reuses (name kept from set 39's checker)\n    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 122's trees (name kept from set 39's checker)",
    "    s127x_ = json.load(open(SET127))\n"
    "    if len(s127x_) != 20 or len({ds[x][2] for x in s127x_ if x in ds}) != 20:\n"
    "        err('ref/set127_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    try:\n"
    "        if [c['scenario'] for c in json.load(open(SET127_CHOICES))['chosen']] != s127x_:\n"
    "            err('ref/set127_scenario_choices.json should list the ids of ref/set127_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET127_CHOICES, e))\n"
    "    s28_ = json.load(open(SET123))  # set 123's scenario ids: the trees set 128 reuses (name kept from set 39's checker)\n"
    "    if len(s28_) != 20 or len({ds[x][2] for x in s28_ if x in ds}) != 20:\n"
    "        err('ref/set123_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 123's trees (name kept from set 39's checker)")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s125x_]",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s127x_]")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set127_scenarios.json'))) != chosen:
            err('ref/set127_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set127_scenarios.json: %s' % e)""",
"""        if json.load(open(os.path.join(HERE, 'ref', 'set128_scenarios.json'))) != chosen:
            err('ref/set128_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set128_scenarios.json: %s' % e)""")
rep("""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 127' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 122\\'s own ids' % x)
        if x in s125x_:
            err('chosen scenario %s is one of set 125\\'s ids' % x)""",
"""            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 128' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 123\\'s own ids' % x)
        if x in s127x_:
            err('chosen scenario %s is one of set 127\\'s ids' % x)""")
rep("            err('scenario %s is not in one of set 122\\'s trees' % sc)", "            err('scenario %s is not in one of set 123\\'s trees' % sc)")
rep("    # set 127's brief asks for exact counts", "    # set 128's brief asks for exact counts")
rep("""                err('new tag %s appears in set 125\\'s README' % t)
            # also the tag's words as a genre name: the whole tag with a space
            if t.replace('_', ' ').lower() in s29r.lower():
                err('new tag %s (with a space) appears in set 125\\'s README' % t)
    else:
        err('set 125\\'s README not found at %s' % SET30_README)""",
"""                err('new tag %s appears in set 127\\'s README' % t)
            # also the tag's words as a genre name: the whole tag with a space
            if t.replace('_', ' ').lower() in s29r.lower():
                err('new tag %s (with a space) appears in set 127\\'s README' % t)
    else:
        err('set 127\\'s README not found at %s' % SET30_README)
    for p_ in OTHER_READMES:
        if not os.path.exists(p_):
            err('README not found at %s' % p_)
            continue
        o_ = open(p_, encoding='utf-8').read().lower()
        for t in NEW_CLAIM_TAGS + NEW_EST_TAGS:
            if t.lower() in o_ or t.replace('_', ' ').lower() in o_:
                err('new tag %s appears in %s' % (t, p_))
            for w in t.split('_'):
                if re.search(r'(?<![a-z0-9])%s(?![a-z0-9])' % re.escape(w), o_):
                    err('new tag %s has a word (%s) that occurs in %s' % (t, w, p_))""")
rep("            err('new estimate tag %s is a prose style of sets 41 to 125 or a near variant' % t)",
    "            err('new estimate tag %s is a prose style of sets 41 to 127 (or 121, 123, 126) or a near variant' % t)")
rep("""    print('scenarios: %d in claims, %d in estimates, %d overall (trees distinct, all set 122\\'s trees, none of set 122\\'s or set 125\\'s ids)' % (""",
    """    print('scenarios: %d in claims, %d in estimates, %d overall (trees distinct, all set 123\\'s trees, none of set 123\\'s or set 127\\'s ids)' % (""")
out = src
for old, new, c in R:
    n = out.count(old)
    assert n == c, (n, c, old[:80])
    out = out.replace(old, new)
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(out)
print(len(R), 'replacements')
