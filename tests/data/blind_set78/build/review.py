#!/usr/bin/env python3
"""Review printout: every claim (id, tag, speaker initial, mark, code, committed path, text) and every note
(first id, style, mark, codes, both labels, text), sorted by tag/style, mark and code."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
cl = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8')}
es = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'), encoding='utf-8')}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
rows = []
for m in cm:
    r = cl[m['id']]
    b = '/'.join(str(v) for v in r['belief'].values()) if any(r['belief'].values()) else '-'
    rows.append((r['construction'], m['mark'], m['code'], '%s %s %s %s %s [%s] %s' % (
        r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], b, r['text'])))
for tag, mark, code, line in sorted(rows):
    print(line)
def lab(l):
    return l if l == 'unscored' else '/'.join(str(v) for v in l.values())
nrows = []
for i in range(0, len(em), 2):
    p, c = em[i], em[i + 1]
    rp, rc = es[p['id']], es[c['id']]
    nrows.append((rp['construction'], p['mark'], p['code'], c['code'], '%s %s %s %s>%s P[%s] C[%s] %s' % (
        p['id'], rp['construction'], p['mark'], p['code'], c['code'], lab(rp['label']), lab(rc['label']), rp['text'])))
for *_, line in sorted(nrows):
    print(line)
