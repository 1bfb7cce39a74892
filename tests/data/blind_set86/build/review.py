"""Prints every claim and note with its labels for the review pass (sorted by tag, mark and code)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); SET = os.path.dirname(HERE)
cl = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')}
es = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json'), encoding='utf-8'))
em = json.load(open(os.path.join(HERE, 'est_marks.json'), encoding='utf-8'))
for m in sorted(cm, key=lambda m: (m['tag'], m['mark'], m['code'], m['id'])):
    r = cl[m['id']]
    path = '/'.join(str(v) for v in r['belief'].values() if v is not None) or '-'
    print('%s %s %s %s %-3s [%s] %s' % (r['id'], m['tag'][:12], r['speaker'][0], m['mark'], m['code'], path, r['text']))
def lab(x):
    return x if x == 'unscored' else '/'.join(str(v) for v in x.values() if v is not None) or 'null'
for m in sorted(em, key=lambda m: (m['style'], m['ids'][0])):
    p, c = es[m['ids'][0]], es[m['ids'][1]]
    print('%s %s %s %s>%s [%s | %s] %s' % (m['ids'][0], m['style'], m['mark'], m['prior'], m['current'], lab(p['label']), lab(c['label']), p['text']))
