"""Writes set 253's validate.py: set 252's checker (read as text) patched with set 253's tags, styles, scenario rule
(the 20 trees of set 248's scenarios, each represented by its lowest record id that is neither set 248's id nor
one of set 252's ids), the READMEs of sets 252 and 251 for the distance checks, and the earlier-entry lists gaining
the tags, tag words, theme words and styles of sets 252 and 251, read from their READMEs."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set252', 'validate.py')
DST = os.path.join(HERE, '..', 'validate.py')
s = open(SRC, encoding='utf-8').read()
NEW_TAGS = ['kennelworker_slipleash', 'hundepfleger_futternapf', 'hondenoppas_halsband', 'hundskotare_koppel',
            'koirahoitaja_talutin', 'cuidadorcanino_correa', 'addettocanile_guinzaglio', 'animalier_gamelle']
NEW_STYLES = ['highfetch', 'dropback', 'crossfield', 'keepball', 'blindside', 'dusklight']
def rep(old, new, count=1):
    global s
    n = s.count(old)
    assert n == count, (old[:80], n)
    s = s.replace(old, new)
def readme_entries(n):
    txt = open(os.path.join(HERE, '..', '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+\s*\|', txt, re.M)
            if m.group(1) not in ('realistic_reply', 'attacker_probe')]
    styles = re.findall(r'`([a-z]+)` 20', txt)
    pt = re.search(r'The persona theme is ([A-Za-z ]+?)[,(]', txt).group(1).strip().lower()
    st = re.search(r'The theme is (?:the )?([A-Za-z ]+?)[,(]', txt).group(1).strip().lower()
    return tags, styles, pt, st
def theme_words(ph):
    w = ph.split()
    j = ''.join(w)
    out = {ph, j, j + 's', j.rstrip('s'), j.rstrip('s') + 's'}
    for x in w:
        out |= {x, x + 's', x.rstrip('s')}
    return out
block = ''
for n in (252, 251):
    tags, styles, pt, st = readme_entries(n)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    cw = set(tags) | {w for t in tags for w in t.split('_')} | theme_words(pt)
    sw = set(styles) | theme_words(st)
    block += ("# set 253: set %d's claim tags, their words and its persona theme words (%s), and its styles and prose\n"
              "# theme words (%s), read from its README by build/patch_validate.py\n" % (n, pt, st))
    block += 'EARLIER_CLAIM_TAGS |= set(%r)\n' % sorted(cw)
    block += 'SET41_STYLE_VARIANTS |= set(%r)\n' % sorted(sw)
    block += 'EST_TAGS |= set(%r)\n' % sorted(styles)
    print(n, pt, st, tags, styles)
# docstring
rep('"""Stdlib-only checker for blind set 252 (claims.jsonl, estimates.jsonl, README.md).\n',
    '"""Stdlib-only checker for blind set 253 (claims.jsonl, estimates.jsonl, README.md).\n'
    "Set 253: set 252's checker (below, its docstring kept) patched by build/patch_validate.py with set 253's tags,\n"
    "styles and counts, set 253's scenario rule (the 20 trees that hold set 248's 20 scenarios, in set 248's order,\n"
    "each represented by its lowest record id that is neither set 248's id nor one of set 252's ids), and the READMEs\n"
    "of sets 252 and 251 for the distance checks; set 252's and set 251's tags, their words, styles and theme words\n"
    "join the earlier-entry lists.\n\nSet 252 (set 252's own docstring):\n"
    'Stdlib-only checker for blind set 252 (claims.jsonl, estimates.jsonl, README.md).\n')
rep("SET30_README = os.path.join(HERE, '..', 'blind_set250', 'README.md')  # set 252: set 250's README",
    "SET30_README = os.path.join(HERE, '..', 'blind_set252', 'README.md')  # set 253: set 252's README")
rep("for n in (249,)]  # set 252: set 249's README", "for n in (251,)]  # set 253: set 251's README")
rep("SET250_CHOICES = os.path.join(HERE, 'ref', 'set250_scenario_choices.json')\n",
    "SET250_CHOICES = os.path.join(HERE, 'ref', 'set250_scenario_choices.json')\n"
    "# set 253: set 248's list (ref/set248_scenarios.json, above) holds the trees set 253 reuses;\n"
    "# set 252's list and its own choices file (set 252's ref/scenario_choices.json, copied under this name)\n"
    "SET252 = os.path.join(HERE, 'ref', 'set252_scenarios.json')\n"
    "SET252_CHOICES = os.path.join(HERE, 'ref', 'set252_scenario_choices.json')\n")
old_tags = ['orderpicker_rolcontainer', 'preparadorpedidos_transpaleta', 'plockare_plocklista', 'varastokerailija_rullakko', 'transpallet_magazziniere', 'preparateurcommandes_gerbeur', 'separadorpedidos_paleteira', 'skladnik_paleta']
rep(', '.join("'%s': 12" % t for t in old_tags) + ',', ', '.join("'%s': 12" % t for t in NEW_TAGS) + ',')
rep('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
old_st = ['swingthrough', 'lowgun', 'switchbird', 'steadymount', 'housedbird', 'lostbird']
t251 = readme_entries(251)[1]
rep("            # new in set 252 (prose styles)\n            " + ', '.join("'%s'" % t for t in old_st) + '}',
    "            # set 252's prose styles (earlier for set 253)\n            " + ', '.join("'%s'" % t for t in old_st) + ',\n'
    "            # set 251's prose styles (earlier for set 253)\n            " + ', '.join("'%s'" % t for t in t251) + ',\n'
    "            # new in set 253 (prose styles)\n            " + ', '.join("'%s'" % t for t in NEW_STYLES) + '}')
rep('NEW_EST_TAGS = %r' % old_st, 'NEW_EST_TAGS = %r' % NEW_STYLES)
oldpat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in old_st) + '}\n'
newpat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (t, t) for t in NEW_STYLES) + '}\n'
rep(oldpat, newpat + "# set 252's patterns (kept for the record)\nSET252_" + oldpat)
rep('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n', block + 'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n')
# scenario rule
rep("    s245x_ = json.load(open(SET247))  # set 252: set 247's ids: the trees set 252 reuses, not to be chosen again\n"
    "    if len(s245x_) != 20 or len({ds[x][2] for x in s245x_ if x in ds}) != 20:\n"
    "        err('ref/set247_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s248x_ = json.load(open(SET250))  # set 252: set 250's ids: not to be chosen again\n"
    "    if len(s248x_) != 20 or len({ds[x][2] for x in s248x_ if x in ds}) != 20:\n"
    "        err('ref/set250_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 252: set 247's trees: the trees set 252 reuses\n",
    "    s245x_ = json.load(open(SET248))  # set 253: set 248's ids: the trees set 253 reuses, not to be chosen again\n"
    "    if len(s245x_) != 20 or len({ds[x][2] for x in s245x_ if x in ds}) != 20:\n"
    "        err('ref/set248_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    s248x_ = json.load(open(SET252))  # set 253: set 252's ids: not to be chosen again\n"
    "    if len(s248x_) != 20 or len({ds[x][2] for x in s248x_ if x in ds}) != 20:\n"
    "        err('ref/set252_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
    "    set27_keys = {ds[x][2] for x in s245x_ if x in ds}  # set 253: set 248's trees: the trees set 253 reuses\n")
rep("        if json.load(open(os.path.join(HERE, 'ref', 'set252_scenarios.json'))) != chosen:\n"
    "            err('ref/set252_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set252_scenarios.json: %s' % e)\n",
    "        if json.load(open(os.path.join(HERE, 'ref', 'set253_scenarios.json'))) != chosen:\n"
    "            err('ref/set253_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read ref/set253_scenarios.json: %s' % e)\n"
    "    try:\n"
    "        s252c = [c['scenario'] for c in json.load(open(SET252_CHOICES))['chosen']]\n"
    "        if len(s252c) != 20 or s252c != json.load(open(SET252)):\n"
    "            err('ref/set252_scenario_choices.json should list 20 chosen ids, those of ref/set252_scenarios.json')\n"
    "    except Exception as e:\n"
    "        err('cannot read %s: %s' % (SET252_CHOICES, e))\n")
rep("is not used by set 252' % x)", "is not used by set 253' % x)")
rep("is set 247\\'s or set 250\\'s id' % x)", "is set 248\\'s or set 252\\'s id' % x)")
rep("is not in one of set 247\\'s trees' % sc)", "is not in one of set 248\\'s trees' % sc)")
rep("appears in set 250\\'s README' % t)", "appears in set 252\\'s README' % t)", 2)
rep("err('set 250\\'s README not found", "err('set 252\\'s README not found")
rep("all set 247\\'s trees, none of set 247\\'s or set 250\\'s ids)", "all set 248\\'s trees, none of set 248\\'s or set 252\\'s ids)")
open(DST, 'w', encoding='utf-8').write(s)
print('wrote', DST)
