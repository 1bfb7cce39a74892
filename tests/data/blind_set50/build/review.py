import json, os
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
C = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B, 'claim_marks.json'))); em = json.load(open(os.path.join(B, 'est_marks.json')))
def lab(b):
    if b == 'unscored': return 'UNSCORED'
    v = list(b.values())
    return '/'.join('-' if x is None else x for x in v)
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']], lab(r['belief']))):
    print(r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']], '[%s]' % lab(r['belief']), '|', r['text'])
seen = {}
for r in E:
    seen.setdefault(r['text'], {})[r['kind']] = (r['id'], r['label'], r['construction'])
for t, d in seen.items():
    print(d['prior'][0], d['prior'][2][:10], em[d['prior'][0]], 'P[%s] C[%s]' % (lab(d['prior'][1]), lab(d['current'][1])), '|', t)
