#!/usr/bin/env python3
"""Set 158: assemble README.md from the written sections (/tmp/blind158/*.md, steps.txt) and lists generated
from the build sources and the built files."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
S = os.path.dirname(HERE)
TMP = '/tmp/blind158/'
M = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(S, 'ref', 'set158_scenarios.json')))
claims = [json.loads(l) for l in open(os.path.join(S, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(S, 'estimates.jsonl'), encoding='utf-8')]
def rows(name, n):
    return [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, name), encoding='utf-8') if ln.strip()]
def letter(t):
    return re.sub(r'\{(N|L1|L2|A2?|B2?|C[23]?)\}', lambda m: m.group(1), t)
def q(ts):
    return ', '.join('"%s"' % letter(t) for t in ts)
real = rows('real.txt', 2)
tags = rows('tags.txt', 3)
att = rows('attacker.txt', 2)
notes = rows('notes.txt', 5)
TAGS = ['remouleur_brouette', 'szlifierz_oselka', 'schleifer_wetzstein', 'tochilshchik_brusok', 'sliber_slibesten',
        'teroittaja_tahko', 'tocilar_tocila', 'teritaja_luisk']
STYLES = ['zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang']
out = [open(TMP + 'head.md').read()]
out.append(open(TMP + 'steps.txt').read())
out.append('\n' + open(TMP + 'mid_rules.md').read())
by = lambda m: [t for k, t in real if k == m]
out.append('\n## 1. claims.jsonl\n\n300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are written in letter form below: N is the target\'s first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 its sibling, C a lowest unit under B, C2 and C3 its siblings, L1 and L2 the middle and lowest level nouns. Every template is used once (no wording used for two texts, and no claim template or note is another with one word changed, added or dropped or with its opening phrase dropped, nor one word or an opener from a quoted wording of the READMEs of sets 156 and 155; check.py flags all of these), and no five-word run of any template\'s or note\'s fixed text occurs in the README or validate.py of set 156 or 155.\n\n### Realistic replies (184)\n\n')
for m, name in (('C', 'Committing at the lowest level'), ('B', 'Committing at the middle level'), ('A', 'Committing at the top level'),
                ('X', 'Adversarial (all-null, naming a unit)'), ('N', 'Null (all-null, no unit named)')):
    out.append('%s (%d): %s\n\n' % (name, len(by(m)), q(by(m))))
out.append('\n' + open(TMP + 'persona.md').read())
out.append('\n### The persona texts, per tag (letter form; C, B, A, adversarial X, null N)\n\n')
for t in TAGS:
    parts = []
    for m in 'CBAXN':
        parts.append('%s: %s' % (m, '; '.join('"%s"' % letter(x) for g, k, x in tags if g == t and k == m)))
    out.append('- `%s`: %s\n' % (t, ' | '.join(parts)))
pl = [t for k, t in att if k == 'P']; px = [t for k, t in att if k == 'X']
out.append('\n### Attacker probes (20)\n\nplain (%d): %s. Adversarial (%d): %s. All are all-null; the plain ones name no unit, the adversarial ones name a unit the attacker proposes.\n' % (len(pl), q(pl), len(px), q(px)))
adv = [r['id'] for r in claims if M[r['id']]['mark'] in ('X', 'PX')]
advset = set(adv)
committing = lambda r: any(v is not None for v in r['belief'].values())
mins = {'realistic_reply': 151, 'attacker_probe': 20}
out.append('\n### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n\n| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|\n')
cnt = Counter(r['construction'] for r in claims)
for t in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rs = [r for r in claims if r['construction'] == t]
    out.append('| `%s` | %d | %d | %d | %d |\n' % (t, len(rs), mins.get(t, 12), sum(r['id'] in advset for r in rs), sum(committing(r) for r in rs)))
out.append('| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), len(adv), sum(committing(r) for r in claims)))
eadv = [r['id'] for r in ests if M[r['id']]['adv']]
out.append('\n### adversarial ids (claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d records)\n\n<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n' % (
    len(adv), 100.0 * len(adv) / 300, len(eadv) // 2, len(eadv), ' '.join(adv), ' '.join(eadv)))
out.append('\nMix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % tuple(len(by(m)) for m in 'CBAXN'))
ec = Counter(r['construction'] for r in ests)
uns = [r['id'] for r in ests if r['label'] == 'unscored']
out.append('\n## 2. estimates.jsonl\n\n60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n\n' % (
    ', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(uns)))
out.append('\n' + open(TMP + 'styles.md').read())
out.append('\n### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B)\n\n')
for s in STYLES:
    parts = []
    for st, a, p, c, t in notes:
        if st == s:
            parts.append('%s -> %s%s: "%s"' % (p, c, ' (adversarial)' if a == '1' else '', letter(t)))
    out.append('- `%s`: %s\n' % (s, '; '.join(parts)))
# universes
def groups(i):
    g = {}
    for sc in SCEN:
        g.setdefault(U[sc]['levels'][i], []).append(sc)
    return '; '.join('`%s` (%s)' % (k, ', '.join('`%s`' % x for x in v)) for k, v in g.items())
out.append('\n## 3. Universes used\n\nThe 20 scenarios of `ref/set158_scenarios.json` (one per tree of set 153\'s scenarios, in set 153\'s order; see `ref/scenario_choices.json` for each tree\'s record ids and set 153\'s id): %s. Each is the lowest record id of its tree group that is neither set 153\'s id nor one of set 156\'s ids (no group holds a set 156 id). Claims and notes are assigned to them in turn (entry number modulo 20, after the seeded shuffle; 15 claims and 3 notes, 6 estimate records, per scenario); for each text the generator draws two top units, two middle siblings under the first and the three lowest-level units under the first middle unit, in a drawn order (every tree has 3 top units, 3 middle units under each, 3 lowest-level units under each middle unit). Level keys met: %s at the top; %s in the middle; %s at the lowest level (keys are lowercased; `team_name` and `team_id` read "team"; other keys with _ read with a space, so `project_team` reads "project team"). A unit name that ends in a full stop takes the full stop of a sentence it ends (build.py).\n\n' % (
    ', '.join('`%s`' % x for x in SCEN), groups(0), groups(1), groups(2)))
out.append(open(TMP + 'tail.md').read())
open(os.path.join(S, 'README.md'), 'w', encoding='utf-8').write(''.join(out))
print('README.md written', sum(len(x) for x in out))
