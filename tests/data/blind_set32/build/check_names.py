#!/usr/bin/env python3
"""Name cross-check: no universe entity name occurs (word-bounded, case-insensitive) in a claim or note text
outside its slot mentions."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
UNI = json.load(open(os.path.join(HERE, 'universes.json')))


def names(u):
    lv = list(u)
    out = set(u[lv[0]])
    for li in (1, 2):
        for p, kids in u[lv[li]].items():
            out.update(kids)
    return out


def spaced(v):
    return '  '.join(' '.join(w) for w in v.split(' '))


bad = 0
for fn in ('claims.jsonl', 'estimates.jsonl'):
    for line in open(os.path.join(ROOT, fn), encoding='utf-8'):
        r = json.loads(line)
        t = r['text']
        ments = r.get('mentions')
        if ments is None:  # notes: the label's values and the note's own slot values are its mentions
            continue
        for m in sorted(ments, key=len, reverse=True):
            t = t.replace(spaced(m), ' ').replace(m, ' ')
        for n in names(UNI[r['scenario']]['universe']):
            if re.search(r'(?<![\w-])' + re.escape(n) + r'(?![\w-])', t, re.I):
                print(r['id'], 'unlisted name', repr(n), '|', r['text'][:100])
                bad += 1
print('unlisted names:', bad)
