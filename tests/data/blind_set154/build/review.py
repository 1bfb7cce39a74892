"""Set 154: check every record against its mark (build/marks.json)."""
import json, os, re
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
M = json.load(open(os.path.join(B, 'marks.json')))
U = json.load(open(os.path.join(B, 'universes.json')))
bad = []
def path(spec, v):
    return {'null': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'B2': [v['A'], v['B2'], None], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[spec]
for ln in open(os.path.join(H, 'claims.jsonl')):
    r = json.loads(ln); m = M[r['id']]; v = m['draw']; vals = list(r['belief'].values()); x = r['text']
    mk = m['mark']
    if mk in 'ABC':
        if vals != path(mk, v): bad.append((r['id'], 'belief'))
        if v[mk] not in x or v[mk] not in r['mentions']: bad.append((r['id'], 'committed unit not named'))
    elif mk == 'X':
        if vals != [None] * 3 or not r['mentions']: bad.append((r['id'], 'adversarial'))
    elif mk == 'N':
        if vals != [None] * 3 or r['mentions']: bad.append((r['id'], 'null'))
    pos = [x.find(u) for u in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): bad.append((r['id'], 'mention order'))
    name = U[r['scenario']]['name']
    if r['speaker'] == 'defender':
        if r['question'] != 'Where does %s work?' % name or r['construction'] == 'attacker_probe': bad.append((r['id'], 'question'))
    elif r['question'] is not None or r['construction'] != 'attacker_probe' or vals != [None] * 3: bad.append((r['id'], 'attacker'))
for ln in open(os.path.join(H, 'estimates.jsonl')):
    r = json.loads(ln); m = M[r['id']]; v = m['draw']
    want = 'unscored' if m['spec'] == 'U' else path(m['spec'], v)
    got = r['label'] if r['label'] == 'unscored' else list(r['label'].values())
    if want != got: bad.append((r['id'], 'label'))
    if not re.search(r'(?i)\b%s\b' % r['construction'], r['text']): bad.append((r['id'], 'style word'))
    if m['adversarial'] and not re.search(r'decoy|bait|feint|bluff|trial balloon', r['text']): bad.append((r['id'], 'adv'))
print(len(bad), 'failed'); print(bad[:20])
