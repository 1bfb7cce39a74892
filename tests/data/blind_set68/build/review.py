#!/usr/bin/env python3
"""Prints every claim (id, tag, speaker, mark, code, committed path, text) and every note (first id, style,
mark, both labels, text), sorted by tag, mark and code, for one reading pass."""
import json, os
H = os.path.dirname(os.path.abspath(__file__))
C = [json.loads(l) for l in open(os.path.join(H, '..', 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(H, '..', 'estimates.jsonl'))]
cm = json.load(open(os.path.join(H, 'claim_marks.json')))
em = json.load(open(os.path.join(H, 'est_marks.json')))
def path(b):
    return '/'.join(str(v) for v in b.values()) if isinstance(b, dict) else b
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], path(r['belief']), r['text']))
byid = {r['id']: r for r in E}
for r in sorted((r for r in E if r['kind'] == 'prior'), key=lambda r: (r['construction'], em[r['id']]['mark'], r['id'])):
    cur = byid['e-%03d' % (int(r['id'][2:]) + 1)]
    assert cur['text'] == r['text'] and cur['kind'] == 'current'
    print('%s %s %s P[%s] C[%s] %s' % (r['id'], r['construction'], em[r['id']]['mark'], path(r['label']), path(cur['label']), r['text']))
