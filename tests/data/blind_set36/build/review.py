import json, os
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
A = set(json.load(open(os.path.join(H, 'build', 'adversarial.json'))))
for l in open(os.path.join(H, 'claims.jsonl')):
    r = json.loads(l); b = [v for v in r['belief'].values()]
    print(r['id'], r['construction'][:8], 'a' if r['id'] in A else '.', '/'.join('-' if v is None else v for v in b), '|', r['text'])
seen = set()
for l in open(os.path.join(H, 'estimates.jsonl')):
    r = json.loads(l)
    print(r['id'], r['kind'], r['construction'], r['label'] if r['label'] == 'unscored' else '/'.join('-' if v is None else v for v in r['label'].values()), '|', r['text'].replace('\n', ' \\n '))
