#!/usr/bin/env python3
"""Print every claim (sorted by tag, mark, label) and every note (first id, style, mark, both labels, text)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
C = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
def lab(v):
    if v == 'unscored':
        return 'u'
    return ' > '.join('-' if x is None else x for x in v.values())
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    print('%s %-20s %s %s [%s] {%s} %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'],
          lab(r['belief']), '; '.join(r['mentions']), r['text']))
for i in range(0, len(E), 2):
    p, c = E[i], E[i + 1]
    print('%s %-17s %s P[%s] C[%s] %s' % (p['id'], p['construction'], em[p['id']]['mark'], lab(p['label']), lab(c['label']), p['text']))
