#!/usr/bin/env python3
"""One line per claim in source order: source, id, scenario, adversarial mark, lowest committed value, text.
python3 rv.py [tag | scenario | source prefix]"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ids = {c['id']: c for c in json.load(open(os.path.join(HERE, 'ids.json')))['claims']}
recs = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8')]
recs.sort(key=lambda r: ids[r['id']]['src'])
f = sys.argv[1] if len(sys.argv) > 1 else None
for r in recs:
    m = ids[r['id']]
    if f and f not in (r['construction'], r['scenario']) and not m['src'].startswith(f):
        continue
    vals = [v for v in r['belief'].values() if v is not None]
    print('%s %s %s %s %-22s | %s' % (m['src'], r['id'], r['scenario'][-3:], 'ADV' if m['adv'] else '   ',
                                      (vals[-1] if vals else '-')[:22], r['text'].replace('\n', ' / ')))
