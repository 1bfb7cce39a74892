import json, os
B_ = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B_)
c = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
e = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B_, 'claim_marks.json'))); em = json.load(open(os.path.join(B_, 'est_marks.json')))
short = lambda b: 'unscored' if b == 'unscored' else '/'.join('-' if v is None else v for v in b.values())
for r in sorted(c, key=lambda r: (r['construction'], short(r['belief']) == '-/-/-', cm[r['id']], r['id'])):
    print(r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']], short(r['belief']), '|', r['text'].replace('\n', ' / '))
byt = {}
for r in e: byt.setdefault(r['text'], []).append(r)
for t, rs in sorted(byt.items(), key=lambda x: x[1][0]['construction']):
    p = [r for r in rs if r['kind'] == 'prior'][0]; q = [r for r in rs if r['kind'] == 'current'][0]
    print(p['id'], p['construction'][:10], em[p['id']], 'P:', short(p['label']), 'C:', short(q['label']), '|', t.replace('\n', ' / '))
