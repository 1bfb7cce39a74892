import json, os
H = os.path.dirname(os.path.abspath(__file__)); O = os.path.dirname(H)
cl = [json.loads(l) for l in open(os.path.join(O, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(O, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']]['code'], r['id'])):
    b = [v for v in r['belief'].values()]
    print(r['id'], r['construction'][:8], r['speaker'][0], cm[r['id']]['mark'], '/'.join(str(x) for x in b), '|', r['mentions'], '|', r['text'])
print()
by = {}
for r in es: by.setdefault(r['text'], []).append(r)
for t, rs in by.items():
    lab = {r['kind']: (r['label'] if r['label'] == 'unscored' else '/'.join(str(v) for v in r['label'].values())) for r in rs}
    print(rs[0]['id'], rs[0]['construction'][:8], em[rs[0]['id']]['mark'], 'P:', lab['prior'], 'C:', lab['current'], '|', t)
