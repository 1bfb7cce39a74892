import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json'))); em = json.load(open(os.path.join(HERE, 'est_marks.json')))
def lab(d):
    return d if isinstance(d, str) else '/'.join('-' if v is None else v for v in d.values())
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']], lab(r['belief']).count('-'))):
    print(r['id'], r['construction'][:8], r['speaker'][0], cm[r['id']], '[' + lab(r['belief']) + ']', r['mentions'], '|', r['text'])
by = {}
for r in E: by.setdefault(r['text'], []).append(r)
for t, rs in by.items():
    p = [r for r in rs if r['kind'] == 'prior'][0]; c = [r for r in rs if r['kind'] == 'current'][0]
    print(p['id'], p['construction'][:8], em[p['id']], 'P[' + lab(p['label']) + ']', 'C[' + lab(c['label']) + ']', '|', t)
