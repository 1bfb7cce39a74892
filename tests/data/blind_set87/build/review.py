"""Print every claim and note with its mark, code and label, sorted by tag and mark, for the review pass."""
import json
M = json.load(open('/tmp/blind87/marks.json'))
C = [json.loads(l) for l in open('claims.jsonl')]; E = [json.loads(l) for l in open('estimates.jsonl')]
for r in sorted(C, key=lambda r: (r['construction'], M['claims'][r['id']][0], r['id'])):
    m, code = M['claims'][r['id']]; b = [v for v in r['belief'].values() if v]
    print(r['id'], r['construction'][:12], r['speaker'][0], m, code, '/'.join(b) or '-', '|', r['text'])
seen = set()
for r in sorted(E, key=lambda r: (r['construction'], r['id'])):
    if r['text'] in seen: continue
    seen.add(r['text']); m, pc, cc = M['estimates'][r['id']]
    two = [x['label'] for x in E if x['text'] == r['text']]
    fmt = lambda l: l if isinstance(l, str) else '/'.join(str(v) if v else '-' for v in l.values())
    print(r['id'], r['construction'], m, pc, cc, 'P=' + fmt(two[0]), 'C=' + fmt(two[1]), '|', r['text'])
