#!/usr/bin/env python3
"""One line per claim in source order: source, id, scenario, adversarial mark, lowest committed value, text."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ids = json.load(open(os.path.join(HERE, 'ids.json')))
recs = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))}
arg = sys.argv[1] if len(sys.argv) > 1 else None
for s in ids['claims']:
    r = recs[s['id']]
    if arg and arg not in (r['construction'], r['scenario'], s['source']) and not s['source'].startswith(arg):
        continue
    low = [v for v in r['belief'].values() if v]
    print('%s %s %s %s [%s] %s' % (s['source'], s['id'], r['scenario'][-3:], 'ADV' if s['adversarial'] else '   ',
                                   low[-1] if low else '-', r['text'].replace('\n', ' / ')))
