import json, os
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
cl = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B, 'claim_marks.json'))); em = json.load(open(os.path.join(B, 'est_marks.json')))
def p(b): return '/'.join('-' if v is None else v for v in b.values())
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']], p(r['belief']).count('-'))):
    print(r['id'], r['construction'][:8], r['speaker'][0], cm[r['id']], p(r['belief']), '|', r['text'])
seen = set()
for r in es:
    if r['text'] in seen: continue
    seen.add(r['text'])
    cur = [x for x in es if x['text'] == r['text'] and x['kind'] == 'current'][0]
    f = lambda l: l if l == 'unscored' else p(l)
    print(r['id'], r['construction'][:8], em[r['id']], 'P:', f(r['label']), 'C:', f(cur['label']), '|', r['text'].replace('\n', ' / '))
