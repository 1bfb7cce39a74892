import json, os
B = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(B)
cm = json.load(open(os.path.join(B, 'claim_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']][1], r['id'])):
    b = '/'.join(str(v) if v else '-' for v in r['belief'].values())
    print('%s %s %s %s [%s] %s' % (r['id'], r['construction'][:10], cm[r['id']][0], cm[r['id']][1], b, r['text']))
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
em = json.load(open(os.path.join(B, 'est_marks.json')))
lab = lambda l: l if l == 'unscored' else '/'.join(str(v) if v else '-' for v in l.values())
for i in range(0, len(ests), 2):
    p, c = ests[i], ests[i + 1]
    print('%s %s %s P[%s] C[%s] %s' % (p['id'], p['construction'][:9], em[p['id']][0], lab(p['label']), lab(c['label']), p['text'].replace('\n', ' // ')))
