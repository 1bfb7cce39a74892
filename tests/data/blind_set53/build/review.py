import json
cl = [json.loads(l) for l in open('claims.jsonl')]
es = [json.loads(l) for l in open('estimates.jsonl')]
cm = json.load(open('build/claim_marks.json')); em = json.load(open('build/est_marks.json'))
sh = lambda b: '/'.join('-' if v is None else str(v) for v in b.values()) if isinstance(b, dict) else b
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']], sh(r['belief']).count('-'))):
    print(r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']], '[' + sh(r['belief']) + ']', r['text'])
seen = set()
for r in es:
    if r['text'] in seen: continue
    seen.add(r['text']); o = [x for x in es if x['text'] == r['text']]
    print(r['id'], r['construction'][:10], em[r['id']], 'P[' + sh(o[0]['label']) + ']', 'C[' + sh(o[1]['label']) + ']', r['text'].replace('\n', ' / '))
