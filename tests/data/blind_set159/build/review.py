import json, os, re
H = os.path.dirname(os.path.abspath(__file__)); D = os.path.join(H, '..')
M = json.load(open(os.path.join(H, 'marks.json'))); U = json.load(open(os.path.join(H, 'universes.json')))
bad = 0
for ln in open(os.path.join(D, 'claims.jsonl')):
    r = json.loads(ln); m = M[r['id']]['mark']; b = list(r['belief'].values())
    pos = [r['text'].find(x) for x in r['mentions']]
    ok = all(p >= 0 for p in pos) and pos == sorted(pos)
    if m in 'LMT': ok &= b[{'L': 2, 'M': 1, 'T': 0}[m]] in r['mentions'] and b.count(None) == {'L': 0, 'M': 1, 'T': 2}[m]
    if m == 'X': ok &= b == [None] * 3 and len(r['mentions']) > 0
    if m == 'N': ok &= b == [None] * 3 and not r['mentions']
    if m == 'P': ok &= b == [None] * 3 and r['speaker'] == 'attacker' and r['question'] is None
    else: ok &= r['speaker'] == 'defender' and r['question'].startswith('Where does ')
    if not ok: bad += 1; print('FAIL', r['id'], r['text'])
for ln in open(os.path.join(D, 'estimates.jsonl')):
    r = json.loads(ln)
    if r['construction'] not in r['text'].lower(): bad += 1; print('STYLE', r['id'])
    spec = M[r['id']]['spec']; t = M[r['id']]['template']
    if (spec == 'U') != (r['label'] == 'unscored'): bad += 1; print('U', r['id'])
    if spec == 'U' and 'beyond scoring' not in t: bad += 1; print('UW', r['id'])
    if M[r['id']]['adv'] != ('decoy' in t or 'trial balloon' in t): bad += 1; print('ADV', r['id'])
print('failed', bad)
