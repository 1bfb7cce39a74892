import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
cm = json.load(open(os.path.join(HERE, 'claim_marks.json'))); em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
sk = lambda r: (r['construction'], not any(r['belief'].values()), cm[r['id']])
for r in sorted(claims, key=sk):
    b = [v for v in r['belief'].values() if v]
    print(r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']], '->', b[-1] if b else '-', '|', r['text'])
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
f = lambda l: l if l == 'unscored' else '/'.join(str(v) for v in l.values())
for i in range(0, len(ests), 2):
    p, c = ests[i], ests[i + 1]
    print(p['id'], p['construction'][:10], em[p['id']], 'P:', f(p['label']), 'C:', f(c['label']), '|', p['text'])
