#!/usr/bin/env python3
"""Assembles set 156's README.md from /tmp/blind156/{head,mid,styles,tail}.md and lists generated from the build
sources (real.txt, tags.txt, attacker.txt, notes.txt) and the built files."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
T = '/tmp/blind156/'
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}')
def letter(t):
    return SLOT.sub(lambda m: m.group(1), t)
def q(ts):
    return ', '.join('"%s"' % letter(t) for t in ts)
def rows(name):
    return [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, name), encoding='utf-8') if ln.strip()]
real, tags, att, notes = rows('real.txt'), rows('tags.txt'), rows('attacker.txt'), rows('notes.txt')
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
marks = json.load(open(os.path.join(HERE, 'marks.json')))
uni = json.load(open(os.path.join(HERE, 'universes.json')))
order = json.load(open(os.path.join(SET, 'ref', 'set156_scenarios.json')))
out = [open(T + 'head.md').read()]
byk = lambda k: [t for m, t in real if m == k]
out.append('\n## 1. claims.jsonl\n\n300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are written in letter form below: N is the target\'s first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 its sibling, C a lowest unit under B, C2 and C3 its siblings, L1 and L2 the middle and lowest level nouns. Every template is used once (no wording used for two texts, and no claim template or note is another with one word changed, added or dropped, nor one word from a quoted wording of the READMEs of sets 154 and 153; check.py flags all three), and no five-word run of any template\'s or note\'s fixed text occurs in the README or validate.py of set 154 or 153.\n\n### Realistic replies (184)\n\n')
for k, title in (('C', 'Committing at the lowest level'), ('B', 'Committing at the middle level'),
                 ('A', 'Committing at the top level'), ('X', 'Adversarial (all-null, naming a unit)'),
                 ('N', 'Null (all-null, no unit named)')):
    out.append('%s (%d): %s\n\n' % (title, len(byk(k)), q(byk(k))))
out.append('\n' + open(T + 'mid.md').read())
out.append('\n### The persona texts, per tag (letter form; C, B, A, adversarial X, null N)\n\n')
tagorder = []
for tg, m, t in tags:
    if tg not in tagorder:
        tagorder.append(tg)
for tg in tagorder:
    parts = []
    for k in 'CBAXN':
        ts = [t for g, m, t in tags if g == tg and m == k]
        parts.append('%s: %s' % (k, '; '.join('"%s"' % letter(t) for t in ts)))
    out.append('- `%s`: %s\n' % (tg, ' | '.join(parts)))
out.append('\n### Attacker probes (20)\n\nplain (12): %s. Adversarial (8): %s. All are all-null; the plain ones name no unit, the adversarial ones name a unit the attacker proposes.\n\n' % (
    q([t for m, t in att if m == 'N']), q([t for m, t in att if m == 'X'])))
adv = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X']
advset = set(adv)
cons = Counter(r['construction'] for r in claims)
commit = lambda r: any(v is not None for v in r['belief'].values())
mins = {'realistic_reply': 151, 'attacker_probe': 20}
out.append('### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n\n| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|\n')
for tg in ['realistic_reply'] + tagorder + ['attacker_probe']:
    rs = [r for r in claims if r['construction'] == tg]
    out.append('| `%s` | %d | %d | %d | %d |\n' % (tg, len(rs), mins.get(tg, 12), sum(r['id'] in advset for r in rs), sum(commit(r) for r in rs)))
out.append('| **total** | **%d** | | **%d** | **%d** |\n\n' % (len(claims), len(adv), sum(commit(r) for r in claims)))
eadv = [r['id'] for r in ests if marks[r['id']]['adv'] == '1']
out.append('### adversarial ids (claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d records)\n\n<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n\n' % (
    len(adv), 100.0 * len(adv) / 300, len(eadv) // 2, len(eadv), ' '.join(adv), ' '.join(eadv)))
out.append('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n\n' % tuple(len(byk(k)) for k in 'CBAXN'))
ec = Counter(r['construction'] for r in ests)
styles = []
for s, a, p, c, t in notes:
    if s not in styles:
        styles.append(s)
uns = [r['id'] for r in ests if r['label'] == 'unscored']
out.append('## 2. estimates.jsonl\n\n60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n\n\n' % (
    ', '.join('`%s` %d' % (s, ec[s]) for s in styles), ', '.join(uns)))
out.append(open(T + 'styles.md').read())
out.append('\n### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B)\n\n')
for s in styles:
    items = []
    for st, a, p, c, t in notes:
        if st == s:
            items.append('%s -> %s%s: "%s"' % (p, c, ' (adversarial)' if a == '1' else '', letter(t)))
    out.append('- `%s`: %s\n' % (s, '; '.join(items)))
def noun_note(k):
    return k
lvl = [{}, {}, {}]
for sc in order:
    for i, k in enumerate(uni[sc]['levels']):
        lvl[i].setdefault(k, []).append(sc)
def lv(i):
    return '; '.join('`%s` (%s)' % (k, ', '.join('`%s`' % s for s in v)) for k, v in lvl[i].items())
out.append('\n## 3. Universes used\n\nThe 20 scenarios of `ref/set156_scenarios.json` (one per tree of set 151\'s scenarios, in set 151\'s order; see `ref/scenario_choices.json` for each tree\'s record ids and set 151\'s id): %s. Each is the lowest record id of its tree group that is neither set 151\'s id nor one of set 154\'s ids (no group holds a set 154 id). Claims and notes are assigned to them in turn (entry number modulo 20, after the seeded shuffle; 15 claims and 3 notes, 6 estimate records, per scenario); for each text the generator draws two top units, two middle siblings under the first and the three lowest-level units under the first middle unit, in a drawn order (every tree has 3 top units, 3 middle units under each, 3 lowest-level units under each middle unit). Level keys met: %s at the top; %s in the middle; %s at the lowest level (keys are lowercased; `team_name` and `team_id` read "team"; other keys with _ read with a space, so `business_unit` reads "business unit", `project_code` "project code", `project_group` "project group" and `company_division` "company division"). A unit name that ends in a full stop takes the full stop of a sentence it ends (build.py).\n\n' % (
    ', '.join('`%s`' % s for s in order), lv(0), lv(1), lv(2)))
out.append(open(T + 'tail.md').read())
open(os.path.join(SET, 'README.md'), 'w', encoding='utf-8').write(''.join(out))
print('README.md written')
