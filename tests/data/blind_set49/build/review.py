"""Print every claim and note with its labels and marks, sorted by tag (committing first), for the review."""
import json, os
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
c = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
e = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B, 'claim_marks.json'))); em = json.load(open(os.path.join(B, 'est_marks.json')))
def low(b):
    v = [x for x in b.values() if x is not None]
    return v[-1] if v else '-'
for r in sorted(c, key=lambda r: (r['construction'], low(r['belief']) == '-', cm[r['id']], r['id'])):
    print('%s %-18s %s %s | %s | %s' % (r['id'], r['construction'][:18], r['speaker'][0], cm[r['id']], low(r['belief']), r['text']))
seen = set()
for r in sorted(e, key=lambda r: (r['construction'], r['id'])):
    if r['text'] in seen: continue
    seen.add(r['text'])
    pr = [x for x in e if x['text'] == r['text']]
    lab = {x['kind']: (x['label'] if x['label'] == 'unscored' else list(x['label'].values())) for x in pr}
    print('%s %s %s P=%s C=%s | %s' % (r['id'], r['construction'], em[r['id']], lab['prior'], lab['current'], r['text'].replace('\n', ' / ')))
