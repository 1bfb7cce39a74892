#!/usr/bin/env python3
"""Prints every claim text with its tag, mark and belief, and every note with its kind and label."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
cl = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
for r in sorted(cl, key=lambda r: (r['construction'], r['id'])):
    b = [v for v in r['belief'].values()]
    print('%s %-17s %s %s | %s' % (r['id'], r['construction'][:17], 'a' if r['id'] in adv else '.',
                                  '/'.join(str(v) if v else '-' for v in b), r['text']))
es = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
for r in sorted(es, key=lambda r: (r['construction'], r['text'], r['kind'])):
    lab = r['label'] if r['label'] == 'unscored' else '/'.join(str(v) if v else '-' for v in r['label'].values())
    print('%s %s %-7s %s\n    %s' % (r['id'], r['construction'], r['kind'], lab, r['text'].replace('\n', '\n    ')))
