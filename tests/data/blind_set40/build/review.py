"""Prints every claim (sorted by tag) with its adversarial mark and belief, and every note with both labels."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
for r in sorted(claims, key=lambda r: (r['construction'], r['id'])):
    b = [v for v in r['belief'].values()]
    print('%s %-16s %s %s | %s' % (r['id'], r['construction'][:16], 'a' if r['id'] in adv else '.',
                                  '/'.join(str(v) for v in b if v) or '-', r['text']))
seen = {}
for r in ests:
    seen.setdefault((r['scenario'], r['text']), {})[r['kind']] = r
for (sc, text), d in seen.items():
    f = lambda l: l if l == 'unscored' else '/'.join(str(v) for v in l.values())
    print('==', d['prior']['construction'], sc, 'PRIOR', f(d['prior']['label']), 'CURRENT', f(d['current']['label']))
    print(text)
