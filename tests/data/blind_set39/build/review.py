import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
for r in sorted(claims, key=lambda r: (r['construction'], r['id'])):
    b = [v for v in r['belief'].values() if v is not None]
    print('%s %-15s %s %s | %s' % (r['id'], r['construction'][:15], 'a' if r['id'] in adv else '.', '/'.join(b) or '-', r['text']))
for r in sorted(ests, key=lambda r: (r['construction'], r['text'], r['kind'])):
    lab = r['label'] if r['label'] == 'unscored' else '/'.join(str(v) for v in r['label'].values())
    print('%s %s %-7s %s' % (r['id'], r['construction'], r['kind'], lab))
    if r['kind'] == 'current':
        print('    ' + r['text'].replace('\n', '\n    '))
