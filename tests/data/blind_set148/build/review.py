"""Set 148 review: every claim's and estimate's label against its mark (the build sources)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
M = json.load(open(os.path.join(HERE, 'marks.json')))
bad = 0
for ln in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(ln); m = M[r['id']]; v = m['vars']; b = list(r['belief'].values()); x = r['text']
    want = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(m['mark'], [None] * 3)
    ok = b == want
    if m['mark'] in 'CBA':
        low = [u for u in want if u][-1]; ok = ok and low in x and low in r['mentions']
    if m['mark'] == 'X': ok = ok and len(r['mentions']) > 0
    if m['mark'] == 'N': ok = ok and r['mentions'] == []
    pos = [x.find(u) for u in r['mentions']]
    ok = ok and all(p >= 0 for p in pos) and pos == sorted(pos)
    ok = ok and ((r['question'] is None) == (r['speaker'] == 'attacker'))
    ok = ok and ((r['speaker'] == 'attacker') == (r['construction'] == 'attacker_probe'))
    if not ok: bad += 1; print('FAIL', r['id'], m['mark'], x)
for ln in open(os.path.join(HERE, '..', 'estimates.jsonl'), encoding='utf-8'):
    r = json.loads(ln); m = M[r['id']]; v = m['vars']; s = m['spec']
    if s == 'U': want = 'unscored'
    else:
        p = {'null': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
             'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[s]
        want = p
    got = r['label'] if r['label'] == 'unscored' else list(r['label'].values())
    if got != want or not re.search(r'(?i)\b%s\b' % r['construction'], r['text']): bad += 1; print('FAIL', r['id'], s, r['text'][:80])
print(bad, 'failed')
