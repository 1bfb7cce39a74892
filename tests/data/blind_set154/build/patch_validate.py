"""Set 154: make validate.py from set 153's checker (asserted replacements)."""
import os
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
src = open(os.path.join(H, '..', 'blind_set153', 'validate.py'), encoding='utf-8').read()


def rep(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


rep('"""Stdlib-only checker for blind set 153 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 154 (claims.jsonl, estimates.jsonl, README.md).\n\n'
    'Set 154: set 153\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 154\'s tags,\n'
    'styles and counts, set 154\'s scenario rule (the 20 trees that hold set 149\'s 20 scenarios, in set 149\'s order,\n'
    'each represented by its lowest record id that is neither set 149\'s id nor one of set 153\'s ids), and the READMEs\n'
    'of sets 153 and 151 for the distance checks; set 153\'s tags and styles are added to the earlier lists.\n\n'
    'Set 153 (set 153\'s own docstring):\n\n'
    'Stdlib-only checker for blind set 153 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set150', 'README.md')  # set 153: set 150's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set153', 'README.md')  # set 154: set 153's README")
rep("for n in (151,)]  # set 153: set 151's README", "for n in (151,)]  # set 154: set 151's README (as in set 153)")
rep("SET150_CHOICES = os.path.join(HERE, 'ref', 'set150_scenario_choices.json')\n",
    "SET150_CHOICES = os.path.join(HERE, 'ref', 'set150_scenario_choices.json')\n"
    "# set 154: set 149's scenario list (the trees set 154 reuses; copied from tests/data/blind_set149/ref/) and set 153's\n"
    "# list and its own choices file (set 153's ref/scenario_choices.json, copied under this name)\n"
    "SET149 = os.path.join(HERE, 'ref', 'set149_scenarios.json')\n"
    "SET153 = os.path.join(HERE, 'ref', 'set153_scenarios.json')\n"
    "SET153_CHOICES = os.path.join(HERE, 'ref', 'set153_scenario_choices.json')\n")
OLD = ['schornsteinfeger_leiter', 'spazzacamino_fuliggine', 'nuohooja_noki', 'schoorsteenveger_roet', 'trubochist_yorsh',
       'odzacar_merdevine', 'skorstensfejer_stige', 'skurstenslaukis_slota']
NEW = ['svjetionicar_fenjer', 'torrero_candil', 'smotritel_fitil', 'tuletornivaht_udusarv', 'svyturininkas_zibintas',
       'paznic_felinar', 'penjaga_pelita', 'strazce_lucerna']
rep("    " + ", ".join("'%s': 12" % t for t in OLD) + ",\n", "    " + ", ".join("'%s': 12" % t for t in NEW) + ",\n")
rep("NEW_CLAIM_TAGS = %r\n" % OLD, "NEW_CLAIM_TAGS = %r\n" % NEW)
OLDS = ['elision', 'epenthesis', 'metathesis', 'lenition', 'fortition', 'prothesis']
NEWS = ['perforation', 'imperforate', 'bisect', 'surcharge', 'cancellation', 'cachet']
rep("            'elision', 'epenthesis', 'metathesis', 'lenition', 'fortition', 'prothesis'}\n",
    "            'elision', 'epenthesis', 'metathesis', 'lenition', 'fortition', 'prothesis',\n"
    "            # new in set 154 (prose styles)\n"
    "            " + ", ".join("'%s'" % s for s in NEWS) + "}\n")
rep("NEW_EST_TAGS = %r\n" % OLDS, "NEW_EST_TAGS = %r\n" % NEWS)
old_pat = "STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLDS) + "}\n"
new_pat = ("STYLE_PATTERNS = {\n" + "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEWS) + "}\n"
           "# set 153's patterns (kept for the record)\nSET153_STYLE_PATTERNS = {\n" +
           "".join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in OLDS) + "}\n")
rep(old_pat, new_pat)
# set 153's tags, their words and the candidates set 153's README names as passed and not used; set 154's dropped
# candidates (words my tags share left out)
words153 = sorted(set(OLD) | {w for t in OLD for w in t.split('_')} |
                  {'herisson', 'harja', 'stege', 'sazha', 'seilerei', 'rhaffwr', 'virvininkas'})
drop154 = ['vuurtoren', 'svetilnicar', 'todaimori', 'tagabantay', 'mercusuar', 'tuletorn', 'svyturys', 'svjetionik',
           'mayak', 'rogulja', 'tumannik', 'kahvli', 'toorhorn', 'raikos', 'shokuhai', 'lentila', 'petrolejka',
           'reflektor', 'linssi', 'sklar', 'soffiatore', 'relojero', 'uhrmacher', 'sellaio', 'veerman', 'perevozchik',
           'przewoznik', 'farista', 'tuman', 'rog', 'sumu', 'udu', 'tahti', 'taht', 'kveikur', 'parola']
styles_drop = ['perfin', 'definitive', 'elmsley', 'hofzinser', 'debasement', 'samming', 'steal', 'fetch',
               'tsukiotoshi', 'shitatenage', 'sukuinage', 'yoritaoshi', 'oshitaoshi']
marker = "EST_TAGS = {'both_kinds',"
assert src.count(marker) == 1
i = src.index('\nEARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n')
i = src.rindex('\nAVOIDED_EST_FORMS = {', 0, i)
add = ("\n# set 154: set 153's claim tags and their words, set 153's passed and unused candidates and set 154's dropped\n"
       "# tag candidates (words my tags share left out); set 153's styles and set 154's dropped style candidates\n"
       "EARLIER_CLAIM_TAGS |= set(%r)\n" % (words153 + drop154) +
       "SET41_STYLE_VARIANTS |= set(%r)\n" % (OLDS + styles_drop) +
       "EST_TAGS |= set(%r)" % OLDS)
src = src[:i] + add + src[i:]
# scenario rule
rep("    s28_ = json.load(open(SET148))  # set 148's scenario ids: the trees set 153 reuses (name kept from set 39's checker)\n",
    "    s153x_ = json.load(open(SET153))  # set 153's ids: not to be chosen again\n"
    "    if len(s153x_) != 20 or len({ds[x][2] for x in s153x_ if x in ds}) != 20:\n"
    "        err('ref/set153_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s28_ = json.load(open(SET149))  # set 149's scenario ids: the trees set 154 reuses (name kept from set 39's checker)\n")
rep("        err('ref/set148_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 153 reuses)')\n",
    "        err('ref/set149_scenarios.json should list 20 scenarios with 20 distinct trees (the trees set 154 reuses)')\n")
rep("        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s150x_]\n",
    "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s153x_]\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set153_scenarios.json'))) != chosen:\n"
    "            err('ref/set153_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set153_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set154_scenarios.json'))) != chosen:\n"
    "            err('ref/set154_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set154_scenarios.json: %s' % e)\n"
    "    # set 153's own choices file (saved as ref/set153_scenario_choices.json) must agree with ref/set153_scenarios.json\n"
    "    try:\n"
    "        s153 = [c['scenario'] for c in json.load(open(SET153_CHOICES))['chosen']]\n"
    "        if len(s153) != 20 or s153 != json.load(open(SET153)):\n"
    "            err('ref/set153_scenario_choices.json should list 20 chosen ids, those of ref/set153_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET153_CHOICES, e))\n")
rep("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 153' % x)\n",
    "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 154' % x)\n")
rep("            err('chosen scenario %s is one of set 148\\'s own ids' % x)\n        if x in s150x_:\n"
    "            err('chosen scenario %s is one of set 150\\'s ids' % x)\n",
    "            err('chosen scenario %s is one of set 149\\'s own ids' % x)\n        if x in s153x_:\n"
    "            err('chosen scenario %s is one of set 153\\'s ids' % x)\n")
rep("            err('scenario %s is not in one of set 148\\'s trees' % sc)\n",
    "            err('scenario %s is not in one of set 149\\'s trees' % sc)\n")
rep("                err('new tag %s appears in set 150\\'s README' % t)\n", "                err('new tag %s appears in set 153\\'s README' % t)\n")
rep("                err('new tag %s (with a space) appears in set 150\\'s README' % t)\n",
    "                err('new tag %s (with a space) appears in set 153\\'s README' % t)\n")
rep("        err('set 150\\'s README not found at %s' % SET30_README)\n", "        err('set 153\\'s README not found at %s' % SET30_README)\n")
rep("all set 148\\'s trees, none of set 148\\'s or set 150\\'s ids)", "all set 149\\'s trees, none of set 149\\'s or set 153\\'s ids)")
open(os.path.join(H, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
