"""Print every claim and note with its labels, sorted by tag and belief, for the review."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
def short(b):
    return '/'.join('-' if v is None else v for v in b.values())
for r in sorted(claims, key=lambda r: (r['construction'], short(r['belief']) == '-/-/-', cm[r['id']], r['id'])):
    print('%s %s %s %s [%s] %s || %s' % (r['id'], r['construction'][:8], r['speaker'][0], cm[r['id']], short(r['belief']), r['text'], ','.join(r['mentions'])))
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
by = {}
for r in ests:
    by.setdefault(r['text'], []).append(r)
for t, rs in sorted(by.items(), key=lambda x: (x[1][0]['construction'], x[1][0]['id'])):
    lab = {r['kind']: (r['label'] if r['label'] == 'unscored' else short(r['label'])) for r in rs}
    print('%s %s %s P[%s] C[%s] %s' % (rs[0]['id'], rs[0]['construction'][:10], em[rs[0]['id']], lab['prior'], lab['current'], t.replace('\n', ' | ')))
