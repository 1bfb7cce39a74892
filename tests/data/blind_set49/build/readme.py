"""Assemble README.md from build/readme49.md, build/steps.md, build/review_log.md and the built files."""
import json, os
from collections import Counter
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
c = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
e = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B, 'claim_marks.json'))); em = json.load(open(os.path.join(B, 'est_marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'balloonist_ascent', 'kite_flyer', 'origami_fold', 'tightrope_walker',
         'beachcomber_tide', 'cheesemonger_rind', 'submarine_sonar', 'mushroom_forager', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
T = [0, 0, 0]
for t in order:
    rs = [r for r in c if r['construction'] == t]
    n, a, k = len(rs), sum(cm[r['id']] == 'a' for r in rs), sum(com(r) for r in rs)
    T[0] += n; T[1] += a; T[2] += k
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, n, MIN.get(t, 12), a, k))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % tuple(T))
cadv = [i for i in sorted(cm) if cm[i] == 'a']
eadv = [i for i in sorted(em) if em[i] == 'a']
lab = Counter()
for r in e:
    L = r['label']
    if L == 'unscored': lab['u'] += 1
    elif all(v is None for v in L.values()): lab['n'] += 1
    else:
        lab['h'] += 1; lab['q'] += '?' in L.values()
et = Counter(r['construction'] for r in e)
ec = ('Counts: estimates: %d records (%d prior, %d current); %d hold a named value (%d of them with a `?` below it), '
      '%d are all-null, %d are `unscored`; all 60 note texts are labelled for both kinds. Tag counts: %s.') % (
      len(e), sum(r['kind'] == 'prior' for r in e), sum(r['kind'] == 'current' for r in e), lab['h'], lab['q'],
      lab['n'], lab['u'], ', '.join('`%s` %d' % (t, et[t]) for t in ['figurative_phrases', 'courtroom_phrasing',
      'working_hypothesis', 'nominalisation', 'emphatic_certainty', 'initial_take_revised']))
scen = json.load(open(os.path.join(H, 'ref', 'set49_scenarios.json')))
s = open(os.path.join(B, 'readme49.md')).read()
steps = open(os.path.join(B, 'steps.md')).read().strip()
rev = open(os.path.join(B, 'review_log.md')).read().strip()
head = 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (
    len(cadv), len(c), 100.0 * len(cadv) / len(c), len(eadv) // 2, len(eadv))
for k, v in [('@@STEPS@@', steps), ('@@TABLE@@', '\n'.join(rows)), ('@@ADVHEAD@@', head),
             ('@@CADV@@', ', '.join(cadv)), ('@@EADV@@', ', '.join(eadv)), ('@@ECOUNTS@@', ec),
             ('@@SCEN@@', ', '.join('`%s`' % x for x in scen)), ('@@REVIEW@@', rev)]:
    assert s.count(k) == 1, k
    s = s.replace(k, v)
open(os.path.join(H, 'README.md'), 'w').write(s)
print('README written')
