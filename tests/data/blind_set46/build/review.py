"""Print every claim and note with its labels and marks, for the review pass."""
import json, os
H = os.path.dirname(os.path.abspath(__file__)); O = os.path.join(H, '..')
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(O, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(O, 'estimates.jsonl'))]
def b(d):
    return 'unscored' if d == 'unscored' else '/'.join('-' if v is None else v for v in d.values())
key = lambda r: (r['construction'], not any(v is not None for v in r['belief'].values()), cm[r['id']])
for r in sorted(claims, key=key):
    print('%s %s %s %s [%s] %s' % (r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']], b(r['belief']), r['text']))
seen = {}
for r in ests:
    seen.setdefault(r['text'], []).append(r)
for t, rs in sorted(seen.items(), key=lambda x: x[1][0]['construction']):
    p = [r for r in rs if r['kind'] == 'prior'][0]; c = [r for r in rs if r['kind'] == 'current'][0]
    print('%s %s %s P[%s] C[%s] %s' % (p['id'], p['construction'][:10], em[p['id']], b(p['label']), b(c['label']), t.replace('\n', ' / ')))
