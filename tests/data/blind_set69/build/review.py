#!/usr/bin/env python3
"""Prints every claim and note with its mark and labels for one reading pass (sorted by tag, mark, code)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
def p(vals):
    return ' > '.join(str(v) for v in vals if v is not None) or '-'
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %-24s %s %s %-3s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'],
                                         p(r['belief'].values()), r['text']))
by = {}
for r in ests:
    by.setdefault(r['text'], []).append(r)
for t, rs in sorted(by.items(), key=lambda kv: (kv[1][0]['construction'], em[kv[1][0]['id']]['mark'], kv[1][0]['id'])):
    pr = [r for r in rs if r['kind'] == 'prior'][0]
    cu = [r for r in rs if r['kind'] == 'current'][0]
    lab = lambda r: 'unscored' if r['label'] == 'unscored' else p(r['label'].values())
    print('%s %-18s %s prior[%s] current[%s] %s' % (pr['id'], pr['construction'], em[pr['id']]['mark'], lab(pr), lab(cu), t))
