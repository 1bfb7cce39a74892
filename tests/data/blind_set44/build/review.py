import json, os
H = os.path.dirname(os.path.abspath(__file__)); P = os.path.dirname(H)
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
cl = [json.loads(l) for l in open(os.path.join(P, 'claims.jsonl'))]
cl.sort(key=lambda r: (r['construction'], cm[r['id']][1], r['id']))
for r in cl:
    b = '/'.join(str(v) for v in r['belief'].values())
    print(r['id'], r['construction'][:8], r['speaker'][0], cm[r['id']][0], b, '|', r['text'])
es = [json.loads(l) for l in open(os.path.join(P, 'estimates.jsonl'))]
for i in range(0, len(es), 2):
    p, c = es[i], es[i + 1]
    f = lambda l: l if l == 'unscored' else '/'.join(str(v) for v in l.values())
    print(p['id'], p['construction'][:10], em[p['id']], 'P:', f(p['label']), 'C:', f(c['label']), '|', p['text'])
