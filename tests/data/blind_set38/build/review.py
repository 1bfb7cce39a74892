import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
for r in sorted(C, key=lambda r: (r['construction'], r['id'])):
    b = '/'.join(str(v) for v in r['belief'].values() if v is not None) or '-'
    print('%s %-18s %s [%s] %s' % (r['id'], r['construction'][:18], 'a' if r['id'] in adv else '.', b, r['text']))
print('=' * 40)
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
seen = {}
for r in sorted(E, key=lambda r: (r['construction'], r['text'], r['kind'])):
    seen.setdefault((r['scenario'], r['text']), {})[r['kind']] = r['label']
for (sc, t), labs in seen.items():
    f = lambda l: 'unscored' if l == 'unscored' else '/'.join('null' if v is None else v for v in l.values())
    print('%s | PRIOR %s | CURRENT %s\n%s\n' % (sc, f(labs['prior']), f(labs['current']), t))
