#!/usr/bin/env python3
"""Prints every claim (id, tag, speaker, mark, committed path, text) and every note (first id, style,
mark, codes, both labels, text) for the review pass; sorted by tag, mark and id."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
marks = json.load(open('/tmp/blind90/marks.json'))
cl = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
for r in sorted(cl, key=lambda r: (r['construction'], marks[r['id']]['mark'], r['id'])):
    b = [v for v in r['belief'].values() if v]
    print('%s %-20s %s %s [%s] %s' % (r['id'], r['construction'][:20], r['speaker'][0], marks[r['id']]['mark'],
                                      ' > '.join(b) or '-', r['text']))
by = {}
for r in es:
    by.setdefault(r['text'], []).append(r)
for t, rs in sorted(by.items(), key=lambda kv: (kv[1][0]['construction'], marks[kv[1][0]['id']]['mark'], kv[1][0]['id'])):
    p = [r for r in rs if r['kind'] == 'prior'][0]; c = [r for r in rs if r['kind'] == 'current'][0]
    f = lambda l: l if isinstance(l, str) else (' > '.join(str(v) for v in l.values() if v) or '-')
    print('%s %-10s %s %s/%s prior[%s] current[%s] %s' % (p['id'], p['construction'], marks[p['id']]['mark'],
          marks[p['id']]['code'], marks[c['id']]['code'], f(p['label']), f(c['label']), t))
