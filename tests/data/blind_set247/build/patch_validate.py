"""Writes validate.py for set 247: set 246's checker (read as text, never imported or run) patched with set 247's
tags, styles and counts, set 247's scenario rule (the 20 trees holding set 242's 20 scenarios, in set 242's order,
each represented by its lowest record id that is neither set 242's id nor one of set 246's ids), the READMEs of
sets 246 and 245 for the distance checks, and set 246's and set 245's tags, tag words, theme words and styles
(read from their READMEs) added to the earlier lists."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.join(HERE, '..')
src = open(os.path.join(TOP, '..', 'blind_set246', 'validate.py'), encoding='utf-8').read()
NEW_TAGS = ['hauspost_verteilerfach', 'internepost_postvak', 'correio_escaninho', 'mensajero_casillero',
            'facteurinterne_casier', 'lahetti_postilokero', 'budbarare_postfack', 'levelkezelo_postafiok']
NEW_STYLES = ['boardrise', 'depower', 'jibeswitch', 'upwindhold', 'sprayveil', 'deadwind']


def from_readme(n):
    t = open(os.path.join(TOP, '..', 'blind_set%d' % n, 'README.md'), encoding='utf-8').read()
    tags = [m.group(1) for m in re.finditer(r'^\|\s*`([a-z_]+)`\s*\|\s*\d+\s*\|\s*12\s*\|', t, re.M)]
    styles = re.findall(r'`([a-z]+)` 20', re.search(r'construction counts: (.*?)\.', t).group(1))
    persona = re.search(r'The persona theme is ([a-z ]+),', t).group(1)
    prose = re.search(r'The theme is ([a-z ]+?)[,( ]', t).group(1)
    return tags, styles, persona, prose, t


def c(old, new, count=1):
    global src
    assert src.count(old) == count, (old[:80], src.count(old))
    src = src.replace(old, new)


ins = []
for n in (246, 245):
    tags, styles, persona, prose, t = from_readme(n)
    assert len(tags) == 8 and len(styles) == 6, (n, tags, styles)
    words = set(tags)
    for tg in tags:
        words |= set(tg.split('_'))
    pw = persona.split()
    words |= {persona, persona.replace(' ', ''), persona.replace(' ', '') + 's'} | set(pw) | {w.rstrip('s') for w in pw}
    extra = set(re.findall(r'\(dancesport\)', t)) and {'dancesport'} or set()
    if 'shale' in t and n == 246:
        extra |= {'shale'}
    prw = {prose, prose.replace(' ', ''), prose.replace(' ', '') + 's'} | extra
    ins.append('# set 247: set %d\'s claim tags, their words and its persona theme word (%s), and its styles and prose\n'
               '# theme words (%s), read from its README by build/patch_validate.py\n' % (n, persona, prose))
    ins.append('EARLIER_CLAIM_TAGS |= set(%r)\n' % sorted(words))
    ins.append('SET41_STYLE_VARIANTS |= set(%r)\n' % sorted(set(styles) | prw))
    ins.append('EST_TAGS |= set(%r)\n' % sorted(styles))
    print(n, tags, styles, persona, prose, sorted(prw))
    if n == 246:
        s246_styles = styles
    else:
        s245_styles = styles

doc = ('"""Stdlib-only checker for blind set 247 (claims.jsonl, estimates.jsonl, README.md).\n'
       'Set 247: set 246\'s checker (below, its docstring kept) patched by build/patch_validate.py with set 247\'s tags,\n'
       'styles and counts, set 247\'s scenario rule (the 20 trees that hold set 242\'s 20 scenarios, in set 242\'s order,\n'
       'each represented by its lowest record id that is neither set 242\'s id nor one of set 246\'s ids), and the READMEs\n'
       'of sets 246 and 245 for the distance checks; set 246\'s and set 245\'s tags, their words, styles and theme words\n'
       '(read from their READMEs) added to the earlier lists.\n\nSet 246 (set 246\'s own docstring):\n')
c('"""Stdlib-only checker for blind set 246 (claims.jsonl, estimates.jsonl, README.md).\n',
  doc + 'Stdlib-only checker for blind set 246 (claims.jsonl, estimates.jsonl, README.md).\n')
c("SET30_README = os.path.join(HERE, '..', 'blind_set244', 'README.md')  # set 246: set 244's README",
  "SET30_README = os.path.join(HERE, '..', 'blind_set246', 'README.md')  # set 247: set 246's README")
c("for n in (243,)]  # set 246: set 243's README", "for n in (245,)]  # set 247: set 245's README")
c("SET244_CHOICES = os.path.join(HERE, 'ref', 'set244_scenario_choices.json')\n",
  "SET244_CHOICES = os.path.join(HERE, 'ref', 'set244_scenario_choices.json')\n"
  "# set 247: set 242's list (ref/set242_scenarios.json, already above) holds the trees set 247 reuses;\n"
  "# set 246's list and its own choices file (set 246's ref/scenario_choices.json, copied under this name)\n"
  "SET246 = os.path.join(HERE, 'ref', 'set246_scenarios.json')\n"
  "SET246_CHOICES = os.path.join(HERE, 'ref', 'set246_scenario_choices.json')\n")
old_tags = ['salarisadministrateur_loonstrook', 'processadorsalarios_holerite', 'paghista_cedolino', 'responsablepaie_bulletin',
            'palkanlaskija_palkkanauha', 'personalabrechner_verdienstabrechnung', 'palgaarvestaja_palgaleht', 'salarizare_fluturas']
c(', '.join("'%s': 12" % t for t in old_tags), ', '.join("'%s': 12" % t for t in NEW_TAGS))
c('NEW_CLAIM_TAGS = %r' % old_tags, 'NEW_CLAIM_TAGS = %r' % NEW_TAGS)
c("            # new in set 246 (prose styles)\n            %s}" % ', '.join("'%s'" % s for s in s246_styles),
  "            # set 246's prose styles (earlier for set 247)\n            %s,\n"
  "            # set 245's prose styles (earlier for set 247)\n            %s,\n"
  "            # new in set 247 (prose styles)\n            %s}" % (
      ', '.join("'%s'" % s for s in s246_styles), ', '.join("'%s'" % s for s in s245_styles),
      ', '.join("'%s'" % s for s in NEW_STYLES)))
c('NEW_EST_TAGS = %r' % s246_styles, 'NEW_EST_TAGS = %r' % NEW_STYLES)
old_pat = 'STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s246_styles) + '}\n'
new_pat = ('STYLE_PATTERNS = {\n' + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in NEW_STYLES) + '}\n'
           '# set 246\'s patterns (kept for the record)\nSET246_STYLE_PATTERNS = {\n'
           + ''.join("    '%s': [r'(?i)\\b%s\\b'],\n" % (s, s) for s in s246_styles) + '}\n')
c(old_pat, new_pat)
c('EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n', ''.join(ins) + 'EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)\n')
c("    set27_keys = {ds[x][2] for x in s241x_ if x in ds}  # set 241's trees: the trees set 246 reuses\n",
  "    set27_keys = {ds[x][2] for x in s241x_ if x in ds}  # set 241's trees: the trees set 246 reused\n"
  "    s242x_ = json.load(open(SET242))  # set 242's ids: the trees set 247 reuses, not to be chosen again\n"
  "    s246x_ = json.load(open(SET246))  # set 246's ids: not to be chosen again\n"
  "    if len(s246x_) != 20 or len({ds[x][2] for x in s246x_ if x in ds}) != 20:\n"
  "        err('ref/set246_scenarios.json should list 20 scenarios with 20 distinct trees')\n"
  "    set27_keys = {ds[x][2] for x in s242x_ if x in ds}  # set 242's trees: the trees set 247 reuses\n")
c("    for x in s241x_:\n        if x not in ds:\n            continue\n"
  "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s241x_ and y not in s244x_]",
  "    for x in s242x_:\n        if x not in ds:\n            continue\n"
  "        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s242x_ and y not in s246x_]")
c("        if json.load(open(os.path.join(HERE, 'ref', 'set246_scenarios.json'))) != chosen:\n"
  "            err('ref/set246_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
  "    except Exception as e:\n        err('cannot read ref/set246_scenarios.json: %s' % e)\n",
  "        if json.load(open(os.path.join(HERE, 'ref', 'set247_scenarios.json'))) != chosen:\n"
  "            err('ref/set247_scenarios.json does not list the chosen ids of ref/scenario_choices.json')\n"
  "    except Exception as e:\n        err('cannot read ref/set247_scenarios.json: %s' % e)\n"
  "    try:\n        s246c = [c['scenario'] for c in json.load(open(SET246_CHOICES))['chosen']]\n"
  "        if len(s246c) != 20 or s246c != json.load(open(SET246)):\n"
  "            err('ref/set246_scenario_choices.json should list 20 chosen ids, those of ref/set246_scenarios.json')\n"
  "    except Exception as e:\n        err('cannot read %s: %s' % (SET246_CHOICES, e))\n")
c("            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 246' % x)\n"
  "        if x in s241x_ or x in s244x_:\n            err('chosen scenario %s is set 241\\'s or set 244\\'s id' % x)",
  "            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 247' % x)\n"
  "        if x in s242x_ or x in s246x_:\n            err('chosen scenario %s is set 242\\'s or set 246\\'s id' % x)")
c("err('scenario %s is not in one of set 241\\'s trees' % sc)", "err('scenario %s is not in one of set 242\\'s trees' % sc)")
c("err('new tag %s appears in set 244\\'s README' % t)", "err('new tag %s appears in set 246\\'s README' % t)")
c("err('new tag %s (with a space) appears in set 244\\'s README' % t)", "err('new tag %s (with a space) appears in set 246\\'s README' % t)")
c("err('set 244\\'s README not found at %s' % SET30_README)", "err('set 246\\'s README not found at %s' % SET30_README)")
c("all set 241\\'s trees, none of set 241\\'s or set 244\\'s ids)", "all set 242\\'s trees, none of set 242\\'s or set 246\\'s ids)")
open(os.path.join(TOP, 'validate.py'), 'w', encoding='utf-8').write(src)
print('validate.py written')
