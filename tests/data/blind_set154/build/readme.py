"""Set 154: assemble README.md from /tmp/blind154/head.md, the build sources and the built files."""
import json, os, re
from collections import Counter
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
rd = lambda f: [l.rstrip('\n').split('\t') for l in open(os.path.join(B, f), encoding='utf-8')]
real, tags, att, notes = rd('real.txt'), rd('tags.txt'), rd('attacker.txt'), rd('notes.txt')
letter = lambda t: re.sub(r'\{(\w+)\}', r'\1', t)
q = lambda ts: ', '.join('"%s"' % letter(t) for t in ts)
claims = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
marks = json.load(open(os.path.join(B, 'marks.json')))
U = json.load(open(os.path.join(B, 'universes.json')))
chosen = json.load(open(os.path.join(H, 'ref', 'set154_scenarios.json')))
head = open('/tmp/blind154/head.md', encoding='utf-8').read()
mid = open('/tmp/blind154/mid.md', encoding='utf-8').read()
tail = open('/tmp/blind154/tail.md', encoding='utf-8').read()
out = [head]
by = lambda m: [t for k, t in real if k == m]
out.append('## 1. claims.jsonl\n\n300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are written in letter form below: N is the target\'s first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 its sibling, C a lowest unit under B, C2 and C3 its siblings, L1 and L2 the middle and lowest level nouns. Every template is used once (no wording used for two texts, and no claim template or note is another with one word changed, added or dropped, nor one word from a quoted wording of the READMEs of sets 153 and 151; check.py flags all three), and no five-word run of any template\'s or note\'s fixed text occurs in the README or validate.py of set 153 or 151.\n\n### Realistic replies (184)\n')
for m, nm in (('C', 'Committing at the lowest level'), ('B', 'Committing at the middle level'), ('A', 'Committing at the top level'),
              ('X', 'Adversarial (all-null, naming a unit)'), ('N', 'Null (all-null, no unit named)')):
    out.append('%s (%d): %s\n' % (nm, len(by(m)), q(by(m))))
out.append(mid)
out.append('### The persona texts, per tag (letter form; C, B, A, adversarial X, null N)\n')
TAGS = []
for g, m, t in tags:
    if g not in TAGS: TAGS.append(g)
for g in TAGS:
    parts = []
    for m in 'CBAXN':
        ts = [t for gg, mm, t in tags if gg == g and mm == m]
        parts.append('%s: %s' % (m, '; '.join('"%s"' % letter(t) for t in ts)))
    out.append('- `%s`: %s' % (g, ' | '.join(parts)))
pl = [t for m, t in att if m == 'N']; ax = [t for m, t in att if m == 'X']
out.append('\n### Attacker probes (20)\n\nplain (%d): %s. Adversarial (%d): %s. All are all-null; the plain ones name no unit, the adversarial ones name a unit the attacker proposes.\n' % (len(pl), q(pl), len(ax), q(ax)))
adv = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X']
advs = set(adv)
committing = lambda r: any(v is not None for v in r['belief'].values())
mins = {'realistic_reply': 151, 'attacker_probe': 20}
out.append('### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n\n| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|')
tot_a = tot_c = 0
for g in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rs = [r for r in claims if r['construction'] == g]
    a = sum(1 for r in rs if r['id'] in advs); c = sum(1 for r in rs if committing(r)); tot_a += a; tot_c += c
    out.append('| `%s` | %d | %d | %d | %d |' % (g, len(rs), mins.get(g, 12), a, c))
out.append('| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), tot_a, tot_c))
eadv = [r['id'] for r in ests if marks[r['id']]['adversarial']]
out.append('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (
    len(adv), len(claims), 100.0 * len(adv) / len(claims), len(eadv) // 2, len(eadv)))
out.append('<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n' % (' '.join(adv), ' '.join(eadv)))
out.append('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % tuple(len(by(m)) for m in 'CBAXN'))
ec = Counter(r['construction'] for r in ests)
STY = []
for s, a, p, c, t in notes:
    if s not in STY: STY.append(s)
uns = [r['id'] for r in ests if r['label'] == 'unscored']
out.append('## 2. estimates.jsonl\n\n60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (
    ', '.join('`%s` %d' % (s, ec[s]) for s in STY), ', '.join(uns)))
out.append(open('/tmp/blind154/styles.md', encoding='utf-8').read())
out.append('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B)\n')
for s in STY:
    out.append('- `%s`: %s' % (s, '; '.join('%s -> %s%s: "%s"' % (p, c, ' (adversarial)' if a == '1' else '', letter(t))
                                          for ss, a, p, c, t in notes if ss == s)))
lv = {sc: U[sc]['levels'] for sc in chosen}
def keys(i):
    d = {}
    for sc in chosen: d.setdefault(lv[sc][i], []).append(sc)
    return '; '.join('`%s` (%s)' % (k, ', '.join('`%s`' % x for x in v)) for k, v in d.items())
out.append('\n## 3. Universes used\n\nThe 20 scenarios of `ref/set154_scenarios.json` (one per tree of set 149\'s scenarios, in set 149\'s order; see `ref/scenario_choices.json` for each tree\'s record ids and set 149\'s id): %s. Each is the lowest record id of its tree group that is neither set 149\'s id nor one of set 153\'s ids (no group holds a set 153 id). Claims and notes are assigned to them in turn (entry number modulo 20, after the seeded shuffle; 15 claims and 3 notes, 6 estimate records, per scenario); for each text the generator draws two top units, two middle siblings under the first and the three lowest-level units under the first middle unit, in a drawn order (every tree has 3 top units, 3 middle units under each, 3 lowest-level units under each middle unit). Level keys met: %s at the top; %s in the middle; %s at the lowest level (keys are lowercased; `team_name` and `team_id` read "team", `business_unit` "business unit", `project_team` "project team"; other keys with _ read with a space, so `project_code` reads "project code"). A unit name that ends in a full stop takes the full stop of a sentence it ends (build.py).\n' % (
    ', '.join('`%s`' % x for x in chosen), keys(0), keys(1), keys(2)))
out.append(tail)
open(os.path.join(H, 'README.md'), 'w', encoding='utf-8').write('\n'.join(out))
print('README.md written')
