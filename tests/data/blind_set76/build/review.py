#!/usr/bin/env python3
"""Prints every claim and note with its tag, mark, code, committed path and text, sorted by tag, mark, code."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(TOP, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(TOP, 'estimates.jsonl'))]
rows = []
for r in claims:
    m = cm[r['id']]
    path = '/'.join(str(v) for v in r['belief'].values())
    rows.append((r['construction'], m['mark'], m['code'], '%s %s %s %s %s [%s] %s' % (
        r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], path, r['text'])))
for t, k, c, s in sorted(rows):
    print(s)
by = {}
for r in ests:
    by.setdefault(r['text'], []).append(r)
nrows = []
for t, rs in by.items():
    p, c = rs
    m = em[p['id']]
    lab = lambda r: r['label'] if r['label'] == 'unscored' else '/'.join(str(v) for v in r['label'].values())
    nrows.append((p['construction'], m['mark'], '%s %s %s prior=[%s] current=[%s] %s' % (
        p['id'], p['construction'], m['mark'], lab(p), lab(c), t)))
for a, b, s in sorted(nrows):
    print(s)
