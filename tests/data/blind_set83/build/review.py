#!/usr/bin/env python3
"""Print every claim (sorted by tag, mark, label code) and every note (by style) with its labels, for review."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))}
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = {m['id']: m for m in json.load(open(os.path.join(HERE, 'est_marks.json')))}
order = {t: i for i, t in enumerate(['realistic_reply', 'chilihead_scoville', 'meccanoist_girder', 'dxer_qsl',
         'weathervanist_vane', 'tractionist_governor', 'realtennist_dedans', 'kodoist_censer', 'jugbandist_jug',
         'attacker_probe'])}
for m in sorted(cm, key=lambda m: (order[claims[m['id']]['construction']], m['mark'], m['code'], m['id'])):
    r = claims[m['id']]
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %-20s %s %s %-3s %-45s | %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], path, r['text']))
for i in range(0, len(ests), 2):
    p, c = ests[i], ests[i + 1]
    fmt = lambda l: l if l == 'unscored' else '/'.join(str(v) if v else '-' for v in l.values())
    print('%s %-17s %s %s>%s | prior %s | current %s | %s' % (p['id'], p['construction'], em[p['id']]['mark'], em[p['id']]['code'],
          em[c['id']]['code'], fmt(p['label']), fmt(c['label']), p['text']))
