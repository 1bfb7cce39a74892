#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark and id: id, tag, mark, committed path, text) and every note (first id,
style, adversarial flag, both labels, text) for a reading pass. Marks come from /tmp/blind99/marks.json."""
import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
marks = json.load(open('/tmp/blind99/marks.json'))
claims = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'), encoding='utf-8')]
for r in sorted(claims, key=lambda r: (r['construction'], marks[r['id']]['mark'], r['id'])):
    p = '/'.join(str(v) for v in r['belief'].values() if v is not None) or '-'
    print('%s %-20s %s [%s] %s' % (r['id'], r['construction'][:20], marks[r['id']]['mark'], p, r['text']))
def lab(l):
    return l if l == 'unscored' else '/'.join(str(v) for v in l.values() if v is not None) or 'null'
for i in range(0, len(ests), 2):
    a, b = ests[i], ests[i + 1]
    assert a['text'] == b['text'] and a['kind'] == 'prior' and b['kind'] == 'current'
    print('%s %-9s adv=%d prior=[%s] current=[%s] %s' % (a['id'], a['construction'], marks[a['id']]['adversarial'],
                                                        lab(a['label']), lab(b['label']), a['text']))
