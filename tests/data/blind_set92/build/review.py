"""Prints every claim (sorted by tag, mark, id) and every note (by style, mark) with labels, for the review pass."""
import json, os
R = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
marks = json.load(open('/tmp/blind92/marks.json'))
claims = [json.loads(l) for l in open(os.path.join(R, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(R, 'estimates.jsonl'))]
order = {t: i for i, t in enumerate(dict.fromkeys(r['construction'] for r in sorted(claims, key=lambda r: r['construction'] != 'realistic_reply')))}
for r in sorted(claims, key=lambda r: (r['construction'] != 'realistic_reply', r['construction'] == 'attacker_probe', r['construction'], marks[r['id']], r['id'])):
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %-16s %s %s [%s] %s' % (r['id'], r['construction'][:16], r['speaker'][0], marks[r['id']], path, r['text']))
seen = {}
for r in ests:
    seen.setdefault(r['text'], []).append(r)
def lab(l):
    return l if isinstance(l, str) else ('/'.join(v for v in l.values() if v) or '-')
for t, rs in sorted(seen.items(), key=lambda kv: (kv[1][0]['construction'], marks[kv[1][0]['id']], kv[1][0]['id'])):
    p, c = rs
    print('%s %-9s %s prior=[%s] current=[%s] %s' % (p['id'], p['construction'], marks[p['id']], lab(p['label']), lab(c['label']), t))
