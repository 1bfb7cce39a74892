"""Fills build/README.in (tag table, adversarial ids, counts, scenarios, level keys) and writes README.md."""
import json, os
from collections import Counter, OrderedDict
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
marks = {m['id']: m for m in json.load(open(os.path.join(HERE, 'marks.json')))}
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set143_scenarios.json')))
import sys; sys.path.insert(0, HERE); import texts as T
advc = [c['id'] for c in claims if marks[c['id']]['adversarial']]
adve = [e['id'] for e in ests if marks[e['id']]['adversarial']]
com = lambda r: any(v is not None for v in r['belief'].values())
order = ['realistic_reply'] + list(T.PERSONAS) + ['attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(r['id'] in advc for r in rs), sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(advc), sum(com(r) for r in claims)))
rr = [r for r in claims if r['construction'] == 'realistic_reply']
rra = sum(r['id'] in advc for r in rr); rrc = sum(com(r) for r in rr)
lab = Counter()
for r in ests:
    L = r['label']
    if L == 'unscored': lab['u'] += 1
    elif any(v not in (None, '?') for v in L.values()):
        lab['n'] += 1; lab['q'] += '?' in L.values()
    else: lab['0'] += 1
et = Counter(r['construction'] for r in ests)
levels = [OrderedDict(), OrderedDict(), OrderedDict()]
for sc in SC:
    for i, k in enumerate(U[sc]['universe']):
        levels[i].setdefault(k, []).append(sc)
def lv(d):
    return ', '.join('`%s` (%s)' % (k, ', '.join('`%s`' % s for s in v) if len(v) < 10 else '%d trees' % len(v)) for k, v in d.items())
rep = {
 '@@TABLE@@': '\n'.join(rows), '@@RRADV@@': str(rra), '@@RRADVP@@': '%.1f' % (100.0 * rra / len(rr)),
 '@@RRCOM@@': str(rrc), '@@RRCOMP@@': '%.1f' % (100.0 * rrc / len(rr)),
 '@@NADV@@': str(len(advc)), '@@ADVP@@': '%.1f' % (100.0 * len(advc) / len(claims)),
 '@@NEADVN@@': str(len(adve) // 2), '@@NEADV@@': str(len(adve)),
 '@@ADVC@@': ', '.join(advc), '@@ADVE@@': ', '.join(adve),
 '@@NAMED@@': str(lab['n']), '@@QN@@': str(lab['q']), '@@NULLN@@': str(lab['0']), '@@UNS@@': str(lab['u']),
 '@@ESTTAGS@@': ', '.join('`%s` %d' % (t, et[t]) for t in T.STYLES),
 '@@SCEN@@': ', '.join('`%s`' % s for s in SC),
 '@@LEVELS@@': 'top: ' + lv(levels[0]) + '; middle: ' + lv(levels[1]) + '; lowest: ' + lv(levels[2]),
}
txt = open(os.path.join(HERE, 'README.in')).read()
for k, v in rep.items():
    assert txt.count(k) == 1, k
    txt = txt.replace(k, v)
assert '@@' not in txt
open(os.path.join(OUT, 'README.md'), 'w').write(txt)
