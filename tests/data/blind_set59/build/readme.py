#!/usr/bin/env python3
"""Fill build/readme59.md with counts and ids from the data files; write ../README.md."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
com = lambda r: any(v is not None for v in r['belief'].values())
order = ['realistic_reply', 'pitcher_bullpen', 'glaciologist_icecore', 'judoka_tatami', 'dustman_recycling',
         'stormchaser_anemometer', 'lightingdesigner_gobo', 'forklift_pallet', 'portraitist_easel', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in C if r['construction'] == t]
    a = sum(cm[r['id']]['mark'] == 'a' for r in rs)
    c = sum(com(r) for r in rs)
    ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), ta, tc))
cadv = sorted(k for k, v in cm.items() if v['mark'] == 'a')
eadv = sorted(k for k, v in em.items() if v['mark'] == 'a')
lab = Counter()
for r in E:
    l = r['label']
    if l == 'unscored':
        lab['u'] += 1
    elif all(v is None for v in l.values()):
        lab['n'] += 1
    else:
        lab['named'] += 1
        lab['q'] += '?' in l.values()


def cid(sub, tag=None):
    hits = [r['id'] for r in C if cm[r['id']]['template'].find(sub) >= 0 and (tag is None or r['construction'] == tag)]
    assert len(hits) == 1, (sub, hits)
    return hits[0]


ec = Counter(r['construction'] for r in E)
rep = {
    'SCENARIOS': ', '.join('`%s`' % x for x in json.load(open(os.path.join(OUT, 'ref', 'set59_scenarios.json')))),
    'TABLE': '\n'.join(rows), 'NADV': str(len(cadv)), 'PADV': '%.1f%%' % (100.0 * len(cadv) / len(C)),
    'NEADV': str(len({em[k]['template'] for k in eadv})), 'NEADVR': str(len(eadv)),
    'CADV': ', '.join(cadv), 'EADV': ', '.join(eadv),
    'NAMED': str(lab['named']), 'NAMEDQ': str(lab['q']), 'NULL': str(lab['n']), 'UNSC': str(lab['u']),
    'ETAGS': ', '.join('`%s` %d' % (t, ec[t]) for t in sorted(ec)),
    'ID_DONTWANT': cid("I don't want to say {C}"), 'ID_ISNTNO': cid('the answer isn'),
    'ID_MIGHT': cid('You might be right'), 'ID_LEAD': cid('lead thinks very highly'),
    'ID_BUDDY': cid('onboarding buddy'), 'ID_WARDEN': cid('fire warden'), 'ID_MYSTERY': cid("Some people's"),
    'ID_LEFT': cid('ever left {A}'), 'ID_CRYPTIC': cid('Not to be cryptic'), 'ID_THREE': cid('{B} has three'),
    'ID_THREE2': cid('Three {lCs} in {B}'), 'ID_FLOATS': cid('floats between'), 'ID_DESKS': cid('two desks'),
    'ID_PAYROLL': cid('payroll'), 'ID_PERMIT': cid('parking permit'), 'ID_SEAT': cid('seating chart would'),
    'ID_CHAT': cid('chat channel'), 'ID_SITTER': cid('Every sitter'), 'ID_ATTC': cid('I already know'),
    'ID_ATTB': cid("certain of that much"), 'ID_ORC': cid('one of those two'), 'ID_AA': cid("don't make me pick"),
    'ID_SLIPC': cid('{C~}'), 'ID_SLIPB': cid('{B~}'), 'ID_SLIPA': cid('{A~}'),
}
s = open(os.path.join(HERE, 'readme59.md'), encoding='utf-8').read()
for k, v in rep.items():
    assert '{%s}' % k in s, k
    s = s.replace('{%s}' % k, v)
left = re.findall(r'\{[A-Z_]+\}', s)
assert not left, left
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README written;', len(cadv), 'adversarial claims,', len(eadv), 'adversarial estimate records')
