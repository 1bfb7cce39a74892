"""Writes set 265's validate.py: set 262's checker (read as text) patched with set 265's tags, styles and scenario
rule (the 20 trees of set 260's scenarios, in set 260's order, each represented by its lowest record id that is neither
set 260's id nor one of set 262's ids), the READMEs of sets 262 and 261 for the distance checks, and set 262's and
set 261's tags, tag words, theme words and styles added to the earlier-entry lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set262', 'validate.py'), encoding='utf-8').read()

NEW_TAGS = ['flyman_counterweight', 'buehnenmaschinist_konterzug', 'cintrier_contrepoids', 'macchinista_graticcio',
            'maquinista_bambalina', 'decorhijser_handtrek', 'lindragare_motvikt', 'koysimies_kelkka']
NEW_STYLES = ['upswat', 'softcatch', 'crosswhack', 'tapchain', 'sunsquint', 'sandburied']
OLD_TAGS = ['timbercruiser_prism', 'taxator_umfangband', 'prospecteur_tariere', 'stimatore_rotella', 'tasador_parcela',
            'opnemer_proefvlak', 'taxerare_stamklave', 'puunmittaaja_relaskooppi']
S262_STYLES = ['speedbuild', 'heelscrub', 'apexcut', 'straightline', 'chinbar', 'roadrash']
S261_TAGS = ['canner_blancher', 'dosenfueller_deckel', 'conserveur_couvercle', 'inscatolatore_coperchio',
             'enlatador_envase', 'inblikker_deksel', 'konservarbetare_bleck', 'konservesarbejder_daase']
S261_STYLES = ['strapin', 'slowsettle', 'rimturn', 'rimpoise', 'hubshroud', 'wheelblur']

def words(tags):
    out = set(tags)
    for t in tags:
        out |= set(t.split('_'))
    return out

def rep(s, a, b, n=1):
    assert s.count(a) == n, (a, s.count(a))
    return s.replace(a, b)

s = src
s = rep(s, '"""Stdlib-only checker for blind set 262 (claims.jsonl, estimates.jsonl, README.md).\n',
        '"""Stdlib-only checker for blind set 265 (claims.jsonl, estimates.jsonl, README.md).\n'
        'Set 265: set 262\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 265\'s tags,\n'
        'styles and counts, set 265\'s scenario rule (the 20 trees that hold set 260\'s 20 scenarios, in set 260\'s order,\n'
        'each represented by its lowest record id that is neither set 260\'s id nor one of set 262\'s ids), and the READMEs\n'
        'of sets 262 and 261 for the distance checks; set 262\'s and set 261\'s tags, their words, styles and theme words\n'
        'join the earlier-entry lists.\n\nSet 262 (set 262\'s own docstring):\n'
        'Stdlib-only checker for blind set 262 (claims.jsonl, estimates.jsonl, README.md).\n')
s = rep(s, "SET30_README = os.path.join(HERE, '..', 'blind_set260', 'README.md')  # set 262: set 260's README",
        "SET30_README = os.path.join(HERE, '..', 'blind_set262', 'README.md')  # set 265: set 262's README")
s = rep(s, "for n in (259,)]  # set 262: set 259's README", "for n in (261,)]  # set 265: set 261's README")
s = rep(s, "SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\nif '--data'",
        "SET260_CHOICES = os.path.join(HERE, 'ref', 'set260_scenario_choices.json')\n"
        "# set 265: set 260's list holds the trees set 265 reuses; set 262's list and its own choices file (set 262's\n"
        "# ref/scenario_choices.json, copied under this name)\n"
        "SET262 = os.path.join(HERE, 'ref', 'set262_scenarios.json')\n"
        "SET262_CHOICES = os.path.join(HERE, 'ref', 'set262_scenario_choices.json')\nif '--data'")
s = rep(s, ', '.join("'%s': 12" % t for t in OLD_TAGS) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
s = rep(s, 'NEW_CLAIM_TAGS = %r' % OLD_TAGS, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
s = rep(s, "            # new in set 262 (prose styles)\n            'speedbuild', 'heelscrub', 'apexcut', 'straightline', 'chinbar', 'roadrash'}",
        "            # set 262's prose styles (earlier for set 265)\n            'speedbuild', 'heelscrub', 'apexcut', 'straightline', 'chinbar', 'roadrash',\n"
        "            # set 261's prose styles (earlier for set 265)\n            %s,\n"
        "            # new in set 265 (prose styles)\n            %s}" % (', '.join(repr(x) for x in S261_STYLES), ', '.join(repr(x) for x in NEW_STYLES)))
s = rep(s, 'NEW_EST_TAGS = %r' % S262_STYLES, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in S262_STYLES) + "}\n"
new_pat = "STYLE_PATTERNS = {\n" + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEW_STYLES) + "}\n" \
          "# set 262's patterns (kept for the record)\nSET262_STYLE_PATTERNS = {\n" + \
          ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in S262_STYLES) + "}\n"
s = rep(s, old_pat, new_pat)
add = (
 "# set 265: set 262's claim tags, their words and its persona theme words, and its styles and prose theme\n"
 "# words (timber cruisers / street luge)\n"
 "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words(OLD_TAGS) | {'timber cruisers', 'timbercruiser', 'timbercruisers', 'cruiser', 'cruisers', 'timber cruiser'}) +
 "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(S262_STYLES) | {'street luge', 'streetluge', 'luge'}) +
 "EST_TAGS |= set(%r)\n" % sorted(S262_STYLES) +
 "# set 265: set 261's claim tags, their words and its persona theme words, and its styles and prose theme\n"
 "# words (canners / German wheel)\n"
 "EARLIER_CLAIM_TAGS |= set(%r)\n" % sorted(words(S261_TAGS) | {'canner', 'canners', 'cannery', 'canning', 'tinplate'}) +
 "SET41_STYLE_VARIANTS |= set(%r)\n" % sorted(set(S261_STYLES) | {'german wheel', 'germanwheel', 'rhoenrad'}) +
 "EST_TAGS |= set(%r)\n" % sorted(S261_STYLES))
s = rep(s, "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n", add + "EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n")
a = "    set27_keys = {ds[x][2] for x in s257x_ if x in ds}  # set 262: set 257's trees: the trees set 262 reuses\n"
s = rep(s, a, a +
 "    s262x_ = json.load(open(SET262))  # set 265: set 262's ids: not to be chosen again\n"
 "    if len(s262x_) != 20 or len({ds[x][2] for x in s262x_ if x in ds}) != 20:\n"
 "        err('ref/set262_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
 "    set27_keys = {ds[x][2] for x in s260x_ if x in ds}  # set 265: set 260's trees: the trees set 265 reuses\n")
s = rep(s, "    for x in s257x_:\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s257x_ and y not in s260x_]",
        "    for x in s260x_:  # set 265\n        if x not in ds:\n            continue\n        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s262x_]")
s = rep(s, "        if json.load(open(os.path.join(HERE, 'ref', 'set262_scenarios.json'))) != chosen:\n            err('ref/set262_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set262_scenarios.json: %s' % e)\n",
        "        if json.load(open(os.path.join(HERE, 'ref', 'set265_scenarios.json'))) != chosen:\n            err('ref/set265_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n    except Exception as e:\n        err('cannot read ref/set265_scenarios.json: %s' % e)\n"
        "    try:\n        s262c = [c['scenario'] for c in json.load(open(SET262_CHOICES))['chosen']]\n"
        "        if len(s262c) != 20 or s262c != json.load(open(SET262)):\n"
        "            err('ref/set262_scenario_choices.json should list 20 chosen ids, those of ref/set262_scenarios.json')\n"
        "    except Exception as e:\n        err('cannot read %s: %s' % (SET262_CHOICES, e))\n")
s = rep(s, "is not used by set 262' % x)", "is not used by set 265' % x)")
s = rep(s, "        if x in s257x_ or x in s260x_:\n            err('chosen scenario %s is set 257\\'s or set 260\\'s id' % x)",
        "        if x in s260x_ or x in s262x_:\n            err('chosen scenario %s is set 260\\'s or set 262\\'s id' % x)")
s = rep(s, "err('scenario %s is not in one of set 257\\'s trees' % sc)", "err('scenario %s is not in one of set 260\\'s trees' % sc)")
s = rep(s, "err('new tag %s appears in set 260\\'s README' % t)", "err('new tag %s appears in set 262\\'s README' % t)")
s = rep(s, "err('new tag %s (with a space) appears in set 260\\'s README' % t)", "err('new tag %s (with a space) appears in set 262\\'s README' % t)")
s = rep(s, "err('set 260\\'s README not found at %s' % SET30_README)", "err('set 262\\'s README not found at %s' % SET30_README)")
s = rep(s, "all set 257\\'s trees, none of set 257\\'s or set 260\\'s ids)", "all set 260\\'s trees, none of set 260\\'s or set 262\\'s ids)")
open(os.path.join(HERE, '..', 'validate.py'), 'w', encoding='utf-8').write(s)
print('validate.py written', len(s))
