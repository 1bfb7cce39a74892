"""Fill readme46.md into ../README.md from the files and marks."""
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__)); O = os.path.join(H, '..')
claims = [json.loads(l) for l in open(os.path.join(O, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(O, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
order = ['realistic_reply', 'train_conductor', 'astronomer_stargaze', 'shepherd_flock', 'firefighter_crew',
         'hotel_concierge', 'photographer_darkroom', 'lifeguard_watch', 'barista_counter', 'attacker_probe']
mins = {t: 12 for t in order}; mins['realistic_reply'] = 151; mins['attacker_probe'] = 20
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
T = [0, 0, 0]
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']] == 'a'); c = sum(1 for r in rs if com(r))
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins[t], a, c))
    T[0] += len(rs); T[1] += a; T[2] += c
rows.append('| **total** | **%d** | | **%d** | **%d** |' % tuple(T))
cadv = sorted(k for k, v in cm.items() if v == 'a'); eadv = sorted(k for k, v in em.items() if v == 'a')
c = Counter()
for r in ests:
    l = r['label']
    if l == 'unscored': c['u'] += 1
    elif all(v is None for v in l.values()): c['n'] += 1
    else:
        c['h'] += 1
        if '?' in l.values(): c['q'] += 1
et = Counter(r['construction'] for r in ests)
s = open(os.path.join(H, 'readme46.md'), encoding='utf-8').read()
rep = {
    '{{STEPS}}': open(os.path.join(H, 'steps.md'), encoding='utf-8').read().strip(),
    '{{REVIEW}}': open(os.path.join(H, 'review_log.md'), encoding='utf-8').read().strip(),
    '{{SCEN}}': ', '.join('`%s`' % x for x in json.load(open(os.path.join(O, 'ref', 'set46_scenarios.json')))),
    '{{TABLE}}': '\n'.join(rows),
    '{{ADVHEAD}}': 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (
        len(cadv), len(claims), 100.0 * len(cadv) / len(claims), len(eadv) // 2, len(eadv)),
    '{{ADV}}': ', '.join(cadv) + '\n\n' + ', '.join(eadv),
    '{{ESTCOUNTS}}': '%d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`' % (
        c['h'], c['q'], c['n'], c['u']),
    '{{ESTTAGS}}': ', '.join('`%s` %d' % (t, et[t]) for t in ['cleft_emphasis', 'imperative_mood',
                    'signposted_transitions', 'self_verification', 'level_by_level', 'provenance_tracing']),
}
for k, v in rep.items():
    assert k in s, k
    s = s.replace(k, v)
open(os.path.join(O, 'README.md'), 'w', encoding='utf-8').write(s)
print('README written', T, len(cadv), len(eadv))
