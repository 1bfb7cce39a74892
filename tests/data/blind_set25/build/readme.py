#!/usr/bin/env python3
"""Assembles ../README.md from readme25.md, the built jsonl files, ids.json and doubts.json."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json')))
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
U = json.load(open(os.path.join(HERE, 'universes.json')))
choices = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
ORDER = ['realistic_reply', 'crossword', 'knock_knock', 'voicemail', 'press_release', 'stack_trace',
         'multiple_choice', 'diary_entry', 'dialog_box', 'attacker_probe']
committing = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
tot = [0, 0, 0]
for t in ORDER:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in adv); c = sum(1 for r in rs if committing(r))
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
    tot[0] += len(rs); tot[1] += a; tot[2] += c
assert tot[0] == len(claims)
rows.append('| **total** | **%d** | | **%d** | **%d** |' % tuple(tot))
# doubts: map source substrings to ids
src = {}
for name in ('d_real.txt', 'd_new.txt'):
    for n, ln in enumerate(open(os.path.join(HERE, name), encoding='utf-8'), 1):
        src['%s:%d' % (name, n)] = ln
byentry = {x['entry']: x['id'] for x in ids}
cl = {r['id']: r for r in claims}
dl = []
for sub, why in json.load(open(os.path.join(HERE, 'doubts.json'))):
    hits = [e for e, ln in src.items() if sub in ln and e in byentry]
    assert len(hits) == 1, (sub, hits)
    r = cl[byentry[hits[0]]]
    lv = [k for k, v in r['belief'].items() if v is not None]
    lab = ('%s committed at `%s`' % ('/'.join(r['belief'][k] for k in lv), lv[-1])) if lv else 'all null'
    dl.append('- %s (`%s`, %s): %s' % (r['id'], r['construction'], lab, why))
uni = []
for c in choices['chosen']:
    sc = c['scenario']
    others = ', '.join('`%s`' % x for x in c['records_with_this_tree'] if x != sc)
    uni.append('- `%s` (tree shared with %s): levels %s; target first name %s' % (
        sc, others, ' / '.join('`%s`' % k for k in U[sc]['universe']), U[sc]['name']))
kinds = Counter(r['kind'] for r in ests)
etags = Counter(r['construction'] for r in ests)
def cls(l):
    if l == 'unscored': return 'unscored'
    v = list(l.values())
    if '?' in v: return 'q'
    if all(x is None for x in v): return 'null'
    return 'named'
ec = Counter(cls(r['label']) for r in ests)
forms = ', '.join('`%s` %d (%d prior, %d current)' % (t, etags[t], sum(1 for r in ests if r['construction'] == t and r['kind'] == 'prior'),
                  sum(1 for r in ests if r['construction'] == t and r['kind'] == 'current')) for t in ('logfmt_note', 'bibtex_note'))
ekinds = '%d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`' % (ec['named'], ec['null'], ec['q'], ec['unscored'])
spk = Counter(r['speaker'] for r in claims)
t = open(os.path.join(HERE, 'readme25.md'), encoding='utf-8').read()
rep = {'@@TABLE@@': '\n'.join(rows), '@@ADV@@': ', '.join(sorted(adv)), '@@NADV@@': str(len(adv)),
       '@@ADVPCT@@': '%.1f' % (100.0 * len(adv) / len(claims)), '@@NCLAIMS@@': str(len(claims)),
       '@@NREAL@@': str(sum(1 for r in claims if r['construction'] == 'realistic_reply')),
       '@@NDEF@@': str(spk['defender']), '@@NATT@@': str(spk['attacker']), '@@NEST@@': str(len(ests)),
       '@@NPRIOR@@': str(kinds['prior']), '@@NCUR@@': str(kinds['current']),
       '@@NTEXTS@@': str(len({(r['scenario'], r['text']) for r in ests})), '@@ESTFORMS@@': forms, '@@ESTKINDS@@': ekinds,
       '@@ESTTAGS@@': ', '.join('`%s` %d' % (k, etags[k]) for k in ('logfmt_note', 'bibtex_note')),
       '@@UNIVERSES@@': '\n'.join(uni), '@@DOUBTS@@': '\n'.join(dl)}
for k, v in rep.items():
    assert k in t, k
    t = t.replace(k, v)
assert '@@' not in t
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(t)
print('README written;', ekinds)
