#!/usr/bin/env python3
"""Copies set 81's validate.py and adapts it to set 82 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set81', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()


def rep(a, b, n=1):
    global s
    c = s.count(a)
    assert c == n, (c, n, a[:80])
    s = s.replace(a, b)


rep('''"""Stdlib-only checker for blind set 81 (claims.jsonl, estimates.jsonl, README.md).

Set 80's checker with set 81's tags and counts, set 81's scenario rule (reused universes: the 20 trees
that hold set 76's 20 scenarios, in set 76's order, each represented by its lowest record id that is not
set 76's id), and set 81's prose notes''',
    '''"""Stdlib-only checker for blind set 82 (claims.jsonl, estimates.jsonl, README.md).

Set 81's checker with set 82's tags and counts, set 82's scenario rule (reused universes: the 20 trees
that hold set 77's 20 scenarios, in set 77's order, each represented by its lowest record id that is not
set 77's id), and set 82's prose notes''')
rep("""SET80_CHOICES = os.path.join(HERE, 'ref', 'set80_scenario_choices.json')
# set 80's README: beside this folder (set 80 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set80', 'README.md')""",
    """SET80_CHOICES = os.path.join(HERE, 'ref', 'set80_scenario_choices.json')
SET81 = os.path.join(HERE, 'ref', 'set81_scenarios.json')
SET81_CHOICES = os.path.join(HERE, 'ref', 'set81_scenario_choices.json')
# set 81's README: beside this folder (set 81 is in this branch's tree)
SET30_README = os.path.join(HERE, '..', 'blind_set81', 'README.md')""")
rep("""    # set 81 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 81's new tags, each with committing and adversarial forms (checked below)
    'gamelanist_gong': 12, 'steelguitarist_tonebar': 12, 'dixitist_storyteller': 12, 'junglespeedist_totem': 12,
    'funkophile_vinyl': 12, 'baggist_airsick': 12, 'rosemaler_scroll': 12, 'tasseller_skein': 12,""",
    """    # set 82 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 82's new tags, each with committing and adversarial forms (checked below)
    'pocillovist_eggcup': 12, 'tapehead_cassette': 12, 'teapotist_spout': 12, 'zoetropist_slit': 12,
    'fruitcarver_melon': 12, 'automatist_cam': 12, 'gnomonist_sundial': 12, 'spoonsplayer_clack': 12,""")
rep("""NEW_CLAIM_TAGS = ['gamelanist_gong', 'steelguitarist_tonebar', 'dixitist_storyteller', 'junglespeedist_totem',
                  'funkophile_vinyl', 'baggist_airsick', 'rosemaler_scroll', 'tasseller_skein']""",
    """NEW_CLAIM_TAGS = ['pocillovist_eggcup', 'tapehead_cassette', 'teapotist_spout', 'zoetropist_slit',
                  'fruitcarver_melon', 'automatist_cam', 'gnomonist_sundial', 'spoonsplayer_clack']""")
rep("""EARLIER_CLAIM_TAGS = {
    # set 80's tags, their words, domain words and avoided words (from set 80's README and validator)""",
    """EARLIER_CLAIM_TAGS = {
    # set 81's tags, their words, domain words and avoided words (from set 81's README and validator)
    'gamelanist_gong', 'steelguitarist_tonebar', 'dixitist_storyteller', 'junglespeedist_totem',
    'funkophile_vinyl', 'baggist_airsick', 'rosemaler_scroll', 'tasseller_skein',
    'gamelanist', 'gong', 'steelguitarist', 'tonebar', 'dixitist', 'storyteller', 'junglespeedist', 'totem',
    'funkophile', 'vinyl', 'baggist', 'airsick', 'rosemaler', 'scroll', 'tasseller', 'skein',
    'gamelan', 'gongs', 'pedal', 'steel', 'guitar', 'guitarist', 'tone', 'country', 'waltz', 'chord', 'dixit',
    'picture', 'illustration', 'dreamy', 'jungle', 'speed', 'leaderboard', 'funko', 'figure', 'figures', 'vaulted',
    'unbox', 'sick', 'airline', 'keepsakes', 'rosemaling', 'scrolls', 'acanthus', 'varnish', 'tassel', 'tassels',
    'skeins', 'stencilled', 'tuning', 'lesson', 'slide', 'paint', 'recycling', 'flowers', 'mallet',
    # set 82's dropped candidates (passing every check but near an earlier pastime: ondist_ruban
    # (thereminist_antenna), coracler_willow (coraclist_coracle), rushworker_bulrush (the basketmakers),
    # meteoriticist_chondrite (geologist, rocktumbler_grit), shantyman_capstan (sea_shanty), sandcastler_turret
    # (sandsculptor_bucket), sawplayer_flex (saw; the bowed tags), punchandjudy_swazzle (puppeteer_strings),
    # charangist_armadillo (quenista_notch, cuatroist_rasgueo), spoonophile_crest (souvenir, spooncarver_hook),
    # ikatist_resist (shiborist_indigo))
    'ondist_ruban', 'coracler_willow', 'rushworker_bulrush', 'meteoriticist_chondrite', 'shantyman_capstan',
    'sandcastler_turret', 'sawplayer_flex', 'punchandjudy_swazzle', 'charangist_armadillo', 'spoonophile_crest',
    'ikatist_resist',
    # set 80's tags, their words, domain words and avoided words (from set 80's README and validator)""")
rep("""            # new in set 81 (prose styles)
            'billy_bunter', 'worzel_gummidge', 'greyfriars_bobby', 'annie_oakley', 'ichabod_crane', 'brunel'}
NEW_EST_TAGS = ['billy_bunter', 'worzel_gummidge', 'greyfriars_bobby', 'annie_oakley', 'ichabod_crane', 'brunel']
# set 81: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'billy_bunter': [r'(?i)\\bbunter\\b'],""",
    """            # new in set 81 (prose styles)
            'billy_bunter', 'worzel_gummidge', 'greyfriars_bobby', 'annie_oakley', 'ichabod_crane', 'brunel',
            # new in set 82 (prose styles)
            'glendower', 'autolycus', 'bellman', 'pickwick', 'nasreddin', 'peer_gynt'}
NEW_EST_TAGS = ['glendower', 'autolycus', 'bellman', 'pickwick', 'nasreddin', 'peer_gynt']
# set 82: what each prose style must show in every note (checked below, unit names removed first, as whole words)
STYLE_PATTERNS = {
    'glendower': [r'(?i)\\bglendower\\b'],
    'autolycus': [r'(?i)\\bautolycus\\b'],
    'bellman': [r'(?i)\\bbellman\\b'],
    'pickwick': [r'(?i)\\bpickwick\\b'],
    'nasreddin': [r'(?i)\\bnasreddin\\b'],
    'peer_gynt': [r'(?i)\\bpeer gynt\\b'],
}
# set 81's patterns (kept for the record; set 81's styles are not used here)
SET81_STYLE_PATTERNS = {
    'billy_bunter': [r'(?i)\\bbunter\\b'],""")
rep("""SET41_STYLE_VARIANTS = {
                        # set 80's prose styles and near variants (from set 80's README)""",
    """SET41_STYLE_VARIANTS = {
                        # set 81's prose styles and near variants (from set 81's README)
                        'billy_bunter', 'bunter', 'postal_order', 'worzel_gummidge', 'worzel', 'gummidge',
                        'aunt_sally', 'greyfriars_bobby', 'greyfriars', 'annie_oakley', 'oakley',
                        'little_sure_shot', 'ichabod_crane', 'ichabod', 'sleepy_hollow', 'headless_horseman',
                        'brunel', 'isambard_kingdom_brunel',
                        # set 81's candidates passing every check but not needed (from set 81's README)
                        'bill_sikes', 'ned_kelly', 'davy_crockett', 'johnny_appleseed', 'lizzie_borden', 'al_capone',
                        'jesse_james', 'wyatt_earp', 'pocahontas',
                        # set 82's dropped candidates (passing every check but near an earlier style or not
                        # needed: gawain (camelot, merlin, holy_grail), croesus (midas), parolles (falstaff),
                        # desperate_dan (popeye: a comic strongman), tweedledum (humpty_dumpty), xerxes (king_canute:
                        # commanding the sea); not needed: biggles, raffles, squeers, pecksniff, eulenspiegel,
                        # mercutio, benedick, hotspur, mother_hubbard, simple_simon, noddy, bagpuss, wombles)
                        'gawain', 'croesus', 'parolles', 'desperate_dan', 'tweedledum', 'xerxes', 'biggles', 'raffles',
                        'squeers', 'pecksniff', 'eulenspiegel', 'mercutio', 'benedick', 'hotspur', 'mother_hubbard',
                        'simple_simon', 'noddy', 'bagpuss', 'wombles',
                        # set 80's prose styles and near variants (from set 80's README)""")
rep("""    # ---- scenarios: set 81 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 76's 20 scenarios (ref/set76_scenarios.json), in set 76's order; represent each by its lowest
    # record id that is not set 76's id. Recomputed here.""",
    """    # ---- scenarios: set 82 reuses universes ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 77's 20 scenarios (ref/set77_scenarios.json), in set 77's order; represent each by its lowest
    # record id that is not set 77's id. Recomputed here.""")
rep("""    s28_ = json.load(open(SET76))  # set 76's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 76's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set76_scenarios.json should list 20 scenarios with 20 distinct trees')""",
    """    s81x_ = json.load(open(SET81))
    if len(s81x_) != 20 or len({ds[x][2] for x in s81x_ if x in ds}) != 20:
        err('ref/set81_scenarios.json should list 20 scenarios with 20 distinct trees')
    s28_ = json.load(open(SET77))  # set 77's scenario ids (name kept from set 39's checker)
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 77's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set77_scenarios.json should list 20 scenarios with 20 distinct trees')""")
rep("""        if json.load(open(os.path.join(HERE, 'ref', 'set81_scenarios.json'))) != chosen:
            err('ref/set81_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set81_scenarios.json: %s' % e)""",
    """        if json.load(open(os.path.join(HERE, 'ref', 'set82_scenarios.json'))) != chosen:
            err('ref/set82_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set82_scenarios.json: %s' % e)
    # set 81's own choices file (saved as ref/set81_scenario_choices.json) must agree with ref/set81_scenarios.json
    try:
        s81 = [c['scenario'] for c in json.load(open(SET81_CHOICES))['chosen']]
        if len(s81) != 20 or s81 != json.load(open(SET81)):
            err('ref/set81_scenario_choices.json should list 20 chosen ids, those of ref/set81_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET81_CHOICES, e))""")
rep("is not used by set 81' % x)", "is not used by set 82' % x)")
rep("err('chosen scenario %s is one of set 76\\'s own ids' % x)", "err('chosen scenario %s is one of set 77\\'s own ids' % x)")
rep("err('scenario %s is not in one of set 76\\'s trees' % sc)", "err('scenario %s is not in one of set 77\\'s trees' % sc)")
rep("    # set 81's brief asks for exact counts", "    # set 82's brief asks for exact counts")
rep("    # set 81's notes are prose:", "    # set 82's notes are prose:")
rep("err('new tag %s appears in set 80\\'s README' % t)", "err('new tag %s appears in set 81\\'s README' % t)")
rep("err('new tag %s (with a space) appears in set 80\\'s README' % t)", "err('new tag %s (with a space) appears in set 81\\'s README' % t)")
rep("err('set 80\\'s README not found at %s' % SET30_README)", "err('set 81\\'s README not found at %s' % SET30_README)")
rep("is a prose style of sets 41 to 80 or a near variant", "is a prose style of sets 41 to 81 or a near variant")
rep("all set 76\\'s trees, none of set 76\\'s ids)", "all set 77\\'s trees, none of set 77\\'s ids)")
open(DST, 'w', encoding='utf-8').write(s)
print('written', DST)
