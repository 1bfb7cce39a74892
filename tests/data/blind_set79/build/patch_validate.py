#!/usr/bin/env python3
"""Copies set 78's validate.py and adapts it to set 79 (every replacement asserted to hit its stated count)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
src = open(os.path.join(ROOT, '..', 'blind_set78', 'validate.py'), encoding='utf-8').read()
NEWTAGS = ['scopist_settebello', 'diplomacist_convoy', 'dudukist_apricot', 'flugelhornist_valve',
           'theorbist_chitarrone', 'phalerist_medal', 'placuphilist_capsule', 'kanzashist_petal']
STYLES = ['spartacus', 'malvolio', 'diogenes', 'grinch', 'galileo', 'paddington']
R = [
 ('"""Stdlib-only checker for blind set 78', '"""Stdlib-only checker for blind set 79', 1),
 ("Set 77's checker with set 78's tags and counts, set 78's scenario rule (reused universes: the 20 trees\n"
  "that hold set 73's 20 scenarios, in set 73's order, each represented by its lowest record id that is not\n"
  "set 73's id), and set 78's prose notes",
  "Set 78's checker with set 79's tags and counts, set 79's scenario rule (reused universes: the 20 trees\n"
  "that hold set 74's 20 scenarios, in set 74's order, each represented by its lowest record id that is not\n"
  "set 74's id), and set 79's prose notes", 1),
 ("SET77_CHOICES = os.path.join(HERE, 'ref', 'set77_scenario_choices.json')\n",
  "SET77_CHOICES = os.path.join(HERE, 'ref', 'set77_scenario_choices.json')\n"
  "SET78 = os.path.join(HERE, 'ref', 'set78_scenarios.json')\n"
  "SET78_CHOICES = os.path.join(HERE, 'ref', 'set78_scenario_choices.json')\n", 1),
 ("# set 77's README: beside this folder (set 77 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set77', 'README.md')",
  "# set 78's README: beside this folder (set 78 is in this branch's tree)\nSET30_README = os.path.join(HERE, '..', 'blind_set78', 'README.md')", 1),
 ("    # set 78 stresses replies", "    # set 79 stresses replies", 1),
 ("    # set 78's new tags, each with committing and adversarial forms (checked below)\n"
  "    'rummikubist_joker': 12, 'carcassonnist_meeple': 12, 'lotologist_scratchcard': 12, 'snowglobist_dome': 12,\n"
  "    'ukulelist_strum': 12, 'sitarist_mizrab': 12, 'djembeist_slap': 12, 'pergamanoist_embossing': 12,",
  "    # set 79's new tags, each with committing and adversarial forms (checked below)\n"
  "    'scopist_settebello': 12, 'diplomacist_convoy': 12, 'dudukist_apricot': 12, 'flugelhornist_valve': 12,\n"
  "    'theorbist_chitarrone': 12, 'phalerist_medal': 12, 'placuphilist_capsule': 12, 'kanzashist_petal': 12,", 1),
 ("NEW_CLAIM_TAGS = ['rummikubist_joker', 'carcassonnist_meeple', 'lotologist_scratchcard', 'snowglobist_dome',\n"
  "                  'ukulelist_strum', 'sitarist_mizrab', 'djembeist_slap', 'pergamanoist_embossing']",
  "NEW_CLAIM_TAGS = ['scopist_settebello', 'diplomacist_convoy', 'dudukist_apricot', 'flugelhornist_valve',\n"
  "                  'theorbist_chitarrone', 'phalerist_medal', 'placuphilist_capsule', 'kanzashist_petal']", 1),
 ("EARLIER_CLAIM_TAGS = {\n",
  "EARLIER_CLAIM_TAGS = {\n"
  "    # set 78's tags, their words, domain words and avoided words (from set 78's README and validator)\n"
  "    'rummikubist_joker', 'carcassonnist_meeple', 'lotologist_scratchcard', 'snowglobist_dome',\n"
  "    'ukulelist_strum', 'sitarist_mizrab', 'djembeist_slap', 'pergamanoist_embossing',\n"
  "    'rummikubist', 'joker', 'carcassonnist', 'meeple', 'lotologist', 'scratchcard', 'snowglobist', 'dome',\n"
  "    'ukulelist', 'strum', 'sitarist', 'mizrab', 'djembeist', 'slap', 'pergamanoist', 'embossing',\n"
  "    'rummikub', 'jokers', 'carcassonne', 'meeples', 'cloisters', 'lotologists', 'scratchcards', 'unscratched',\n"
  "    'snowglobists', 'domes', 'snow_globe', 'snowglobe', 'ukulele', 'ukuleles', 'ukes', 'strumming', 'setlist',\n"
  "    'sitar', 'raga', 'ragas', 'mizrabs', 'resonator', 'resonators', 'djembe', 'djembes', 'slaps', 'pergamano',\n"
  "    'vellum', 'perforating', 'embossed', 'unembossed', 'songbook', 'parchment', 'gourd', 'gourds',\n"
  "    # set 79's dropped candidates (an entry, a word of one or near one: knitter_purl (knitting), snookerist_baize\n"
  "    # (snookermarker_cue), hardangerist_kloster (embroiderer_hoop), alquerquist_capture (fanoronist_pebble),\n"
  "    # marimbist_rosewood (wood), santoorist_hammer (dulcimerist_hammer), glockenspielist_beater (lock);\n"
  "    # or passing and not needed: beziquer_brisque, pinochler_marriage, klaverjasser_roem)\n"
  "    'knitter_purl', 'snookerist_baize', 'hardangerist_kloster', 'alquerquist_capture', 'marimbist_rosewood',\n"
  "    'santoorist_hammer', 'glockenspielist_beater', 'beziquer_brisque', 'pinochler_marriage', 'klaverjasser_roem',\n", 1),
 ("            'lazarus', 'mrs_malaprop', 'loki', 'keyser_soze', 'jeeves', 'tristram_shandy'}\n"
  "NEW_EST_TAGS = ['lazarus', 'mrs_malaprop', 'loki', 'keyser_soze', 'jeeves', 'tristram_shandy']\n"
  "# set 78: what each prose style must show in every note (checked below, unit names removed first, as whole words)\n"
  "STYLE_PATTERNS = {\n",
  "            'lazarus', 'mrs_malaprop', 'loki', 'keyser_soze', 'jeeves', 'tristram_shandy',\n"
  "            # new in set 79 (prose styles)\n"
  "            'spartacus', 'malvolio', 'diogenes', 'grinch', 'galileo', 'paddington'}\n"
  "NEW_EST_TAGS = ['spartacus', 'malvolio', 'diogenes', 'grinch', 'galileo', 'paddington']\n"
  "# set 79: what each prose style must show in every note (checked below, unit names removed first, as whole words)\n"
  "STYLE_PATTERNS = {\n"
  "    'spartacus': [r'(?i)\\bspartacus\\b'],\n"
  "    'malvolio': [r'(?i)\\bmalvolio\\b'],\n"
  "    'diogenes': [r'(?i)\\bdiogenes\\b'],\n"
  "    'grinch': [r'(?i)\\bgrinch\\b'],\n"
  "    'galileo': [r'(?i)\\bgalileo\\b'],\n"
  "    'paddington': [r'(?i)\\bpaddington\\b'],\n"
  "}\n"
  "# set 78's patterns (kept for the record; set 78's styles are not used here)\n"
  "SET78_STYLE_PATTERNS = {\n", 1),
 ("SET41_STYLE_VARIANTS = {\n",
  "SET41_STYLE_VARIANTS = {\n"
  "                        # set 78's prose styles and near variants (from set 78's README)\n"
  "                        'lazarus', 'mrs_malaprop', 'malaprop', 'malapropism', 'loki', 'keyser_soze', 'keyser', 'soze',\n"
  "                        'jeeves', 'wooster', 'tristram_shandy', 'tristram', 'shandy',\n"
  "                        # set 79's dropped candidates (an entry or a word of one, a claim-tag word, or near an\n"
  "                        # earlier style although the checks passed: sancho_panza: don_quixote; delilah: samson;\n"
  "                        # clouseau: sherlock_holmes; amelia_earhart, lord_lucan: keyser_soze, bermuda_triangle;\n"
  "                        # zeno: achilles_heel, tristram_shandy; or passing and not needed)\n"
  "                        'sancho_panza', 'delilah', 'clouseau', 'amelia_earhart', 'lord_lucan', 'zeno',\n"
  "                        'pontius_pilate', 'ozymandias', 'flying_dutchman', 'iago', 'polonius', 'yorick',\n"
  "                        'heathcliff', 'willy_wonka', 'marie_antoinette', 'brutus', 'cleopatra', 'gollum',\n"
  "                        'gandalf', 'bilbo', 'eeyore', 'mr_magoo',\n", 1),
 ("    # ---- scenarios: set 78 reuses universes ----", "    # ---- scenarios: set 79 reuses universes ----", 1),
 ("    # hold set 73's 20 scenarios (ref/set73_scenarios.json), in set 73's order; represent each by its lowest\n"
  "    # record id that is not set 73's id. Recomputed here.",
  "    # hold set 74's 20 scenarios (ref/set74_scenarios.json), in set 74's order; represent each by its lowest\n"
  "    # record id that is not set 74's id. Recomputed here.", 1),
 ("    s28_ = json.load(open(SET73))  # set 73's scenario ids (name kept from set 39's checker)\n"
  "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 73's trees (name kept from set 39's checker)\n"
  "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
  "        err('ref/set73_scenarios.json should list 20 scenarios with 20 distinct trees')",
  "    s78x_ = json.load(open(SET78))\n"
  "    if len(s78x_) != 20 or len({ds[x][2] for x in s78x_ if x in ds}) != 20:\n"
  "        err('ref/set78_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
  "    s28_ = json.load(open(SET74))  # set 74's scenario ids (name kept from set 39's checker)\n"
  "    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 74's trees (name kept from set 39's checker)\n"
  "    if len(s28_) != 20 or len(set27_keys) != 20:\n"
  "        err('ref/set74_scenarios.json should list 20 scenarios with 20 distinct trees')", 1),
 ("        if json.load(open(os.path.join(HERE, 'ref', 'set78_scenarios.json'))) != chosen:\n"
  "            err('ref/set78_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
  "    except Exception as e:\n"
  "        err('cannot read ref/set78_scenarios.json: %s' % e)\n",
  "        if json.load(open(os.path.join(HERE, 'ref', 'set79_scenarios.json'))) != chosen:\n"
  "            err('ref/set79_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
  "    except Exception as e:\n"
  "        err('cannot read ref/set79_scenarios.json: %s' % e)\n"
  "    # set 78's own choices file (saved as ref/set78_scenario_choices.json) must agree with ref/set78_scenarios.json\n"
  "    try:\n"
  "        s78 = [c['scenario'] for c in json.load(open(SET78_CHOICES))['chosen']]\n"
  "        if len(s78) != 20 or s78 != json.load(open(SET78)):\n"
  "            err('ref/set78_scenario_choices.json should list 20 chosen ids, those of ref/set78_scenarios.json')\n"
  "    except Exception as e:\n"
  "        err('cannot read %s: %s' % (SET78_CHOICES, e))\n", 1),
 ("is not used by set 78' % x)", "is not used by set 79' % x)", 1),
 ("err('chosen scenario %s is one of set 73\\'s own ids' % x)", "err('chosen scenario %s is one of set 74\\'s own ids' % x)", 1),
 ("err('scenario %s is not in one of set 73\\'s trees' % sc)", "err('scenario %s is not in one of set 74\\'s trees' % sc)", 1),
 ("    # set 78's brief asks for exact counts", "    # set 79's brief asks for exact counts", 1),
 ("    # set 78's notes are prose:", "    # set 79's notes are prose:", 1),
 ("appears in set 77\\'s README' % t)", "appears in set 78\\'s README' % t)", 2),
 ("err('set 77\\'s README not found at %s' % SET30_README)", "err('set 78\\'s README not found at %s' % SET30_README)", 1),
 ("is a prose style of sets 41 to 77 or a near variant", "is a prose style of sets 41 to 78 or a near variant", 1),
 ("(trees distinct, all set 73\\'s trees, none of set 73\\'s ids)", "(trees distinct, all set 74\\'s trees, none of set 74\\'s ids)", 1),
]
for a, b, n in R:
    c = src.count(a)
    assert c == n, (a[:80], c, n)
    src = src.replace(a, b)
open(os.path.join(ROOT, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written,', len(R), 'replacements')
