#!/usr/bin/env python3
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__)); SET = os.path.dirname(HERE)
M = json.load(open(os.path.join(HERE, 'marks.json')))
C = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'))]
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply'] + list(dict.fromkeys(r['construction'] for r in C if r['construction'] not in ('realistic_reply', 'attacker_probe')))
import sys; sys.path.insert(0, HERE); import texts as T
order = ['realistic_reply'] + list(T.PERSONAS) + ['attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
for t in order:
    rr = [r for r in C if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rr), MIN.get(t, 12), sum(M[r['id']]['adversarial'] for r in rr), sum(com(r) for r in rr)))
nadv = sum(M[r['id']]['adversarial'] for r in C)
rows.append('| **total** | **300** | | **%d** | **%d** |' % (nadv, sum(com(r) for r in C)))
rr = [r for r in C if r['construction'] == 'realistic_reply']
ra = sum(M[r['id']]['adversarial'] for r in rr); rc = sum(com(r) for r in rr)
shares = 'Of the %d realistic replies, %d adversarial (%.1f%%) and %d committing (%.1f%%).' % (len(rr), ra, 100.0 * ra / len(rr), rc, 100.0 * rc / len(rr))
cadv = ', '.join(r['id'] for r in C if M[r['id']]['adversarial'])
eadv = ', '.join(r['id'] for r in E if M[r['id']]['adversarial'])
lab = [r['label'] for r in E]
named = sum(1 for l in lab if isinstance(l, dict) and any(v not in (None, '?') for v in l.values()))
qq = sum(1 for l in lab if isinstance(l, dict) and '?' in l.values())
nulls = sum(1 for l in lab if isinstance(l, dict) and all(v is None for v in l.values()))
unsc = sum(1 for l in lab if l == 'unscored')
ec = collections.Counter(r['construction'] for r in E)
ecounts = ', '.join('`%s` %d' % (s, ec[s]) for s in T.STYLES)
scen = ', '.join('`%s`' % s for s in json.load(open(os.path.join(SET, 'ref', 'set152_scenarios.json'))))
txt = open(os.path.join(HERE, 'README.in')).read()
for k, v in (('@@TABLE@@', '\n'.join(rows)), ('@@SHARES@@', shares), ('@@NADV@@', str(nadv)), ('@@PADV@@', '%.1f' % (100.0 * nadv / 300)),
             ('@@CADV@@', cadv), ('@@EADV@@', eadv), ('@@NAMED@@', str(named)), ('@@QQ@@', str(qq)), ('@@NULLS@@', str(nulls)),
             ('@@UNSC@@', str(unsc)), ('@@ECOUNTS@@', ecounts), ('@@SCEN@@', scen)):
    assert txt.count(k) == 1, k
    txt = txt.replace(k, v)
open(os.path.join(SET, 'README.md'), 'w').write(txt)
print('README written')
