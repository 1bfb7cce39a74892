"""Print every claim and every note with its label for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
cl.sort(key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id']))
for r in cl:
    b = [v for v in r['belief'].values()]
    print('%s %s %s %s %s | %s | %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'],
                                       cm[r['id']]['code'], '/'.join(str(x) for x in b), r['text']))
seen = {}
for r in es:
    seen.setdefault(r['text'], []).append(r)
rows = sorted(seen.values(), key=lambda v: (v[0]['construction'], v[0]['id']))
for v in rows:
    p = [x for x in v if x['kind'] == 'prior'][0]
    c = [x for x in v if x['kind'] == 'current'][0]
    f = lambda l: l if l == 'unscored' else '/'.join(str(x) for x in l.values())
    print('%s %s %s | P %s | C %s | %s' % (p['id'], p['construction'], em[p['id']]['mark'], f(p['label']), f(c['label']), p['text']))
