"""Mechanical review of every record against its mark (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
bad = []
def anc(u, x):
    lv = list(u)
    if x in u[lv[0]]: return [x, None, None]
    for p, k in u[lv[1]].items():
        if x in k: return [p, x, None]
    for p, k in u[lv[2]].items():
        if x in k: return anc(u, p)[:1] + [p, x]
    raise KeyError(x)
for f in ('claims.jsonl', 'estimates.jsonl'):
    for ln in open(os.path.join(HERE, '..', f)):
        r = json.loads(ln); m = M[r['id']]; u = U[r['scenario']]['universe']; lv = list(u)
        name = U[r['scenario']]['name']
        if f == 'claims.jsonl':
            b = [r['belief'][k] for k in lv]
            if r['speaker'] == 'attacker':
                if r['question'] is not None: bad.append((r['id'], 'attacker question'))
            elif r['question'] != 'Where does %s work?' % name: bad.append((r['id'], 'question'))
            pos = [r['text'].find(x) for x in r['mentions']]
            if any(p < 0 for p in pos) or pos != sorted(pos): bad.append((r['id'], 'mentions order'))
            mk = m['mark']
            if mk in ('C', 'B', 'A'):
                unit = m['units'][mk]
                want = anc(u, unit)
                if b != want or unit not in r['text'] or unit not in r['mentions']: bad.append((r['id'], 'commit'))
            elif mk == 'X':
                if any(b) or not r['mentions']: bad.append((r['id'], 'adversarial'))
            else:
                if any(b) or r['mentions']: bad.append((r['id'], 'null'))
        else:
            spec = m['spec']; lab = r['label']
            if not re.search(r'\b%s\b' % r['construction'], r['text'], re.I): bad.append((r['id'], 'style word'))
            if spec == 'U':
                if lab != 'unscored': bad.append((r['id'], 'unscored'))
                continue
            x = [lab[k] for k in lv]
            un = m['units']
            want = {'null': [None] * 3, 'A': anc(u, un['A']), 'B': anc(u, un['B']), 'C': anc(u, un['C']),
                    'C2': anc(u, un['C2']), 'A?': [un['A'], '?', None], 'B?': [un['A'], un['B'], '?']}[spec]
            if x != want: bad.append((r['id'], 'label'))
print(len(bad), 'failed', bad[:20])
