#!/usr/bin/env python3
"""Prints every claim and note with its mark, code and label, sorted by tag, mark and code, for a review pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
cm = {m['id']: m for m in json.load(open(os.path.join(HERE, 'claim_marks.json'), encoding='utf-8'))}
em = {m['id']: m for m in json.load(open(os.path.join(HERE, 'est_marks.json'), encoding='utf-8'))}
def lab(d):
    return 'unscored' if d == 'unscored' else '/'.join('-' if v is None else v for v in d.values())
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'][:10], r['speaker'][0], m['mark'], m['code'], lab(r['belief']), r['text']))
by = {}
for r in es:
    by.setdefault(r['text'], []).append(r)
for t, rs in sorted(by.items(), key=lambda kv: (kv[1][0]['construction'], em[kv[1][0]['id']]['mark'], kv[1][0]['id'])):
    p, c = rs
    print('%s %s %s %s>%s [%s] [%s] %s' % (p['id'], p['construction'], em[p['id']]['mark'], em[p['id']]['code'], em[c['id']]['code'], lab(p['label']), lab(c['label']), t))
