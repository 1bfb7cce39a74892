"""Fills the slots of real.txt, d_new.txt and e_est.txt with seeded paths and writes claims.jsonl,
estimates.jsonl, ids.json and adversarial.json (set 39)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set39_scenarios.json')))


def noun(k):
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def pick(sc, seed):
    u = U[sc]['universe']
    lv = list(u)
    rng = random.Random(seed)
    paths = []
    for a in u[lv[0]]:
        for b in u[lv[1]].get(a, []):
            for c in u[lv[2]].get(b, []):
                paths.append((a, b, c))
    def score(p):
        a, b, c = p
        return (len(u[lv[2]][b]) >= 3) + (len(u[lv[1]][a]) >= 2) + (len(u[lv[0]]) >= 2)
    best = max(score(p) for p in paths)
    a, b, c = rng.choice([p for p in paths if score(p) == best])
    cs = [x for x in u[lv[2]][b] if x != c]
    rng.shuffle(cs)
    bs = [x for x in u[lv[1]][a] if x != b]
    a2 = [x for x in u[lv[0]] if x != a]
    f = {'N': U[sc]['name'], 'A': a, 'B': b, 'C': c,
         'C2': cs[0] if cs else None, 'C3': cs[1] if len(cs) > 1 else None,
         'B2': rng.choice(bs) if bs else None, 'A2': rng.choice(a2) if a2 else None}
    for i, L in enumerate('ABC'):
        f['l' + L] = noun(lv[i])
        f['k' + L] = lv[i]
    return lv, f


ENT = ['A', 'B', 'C', 'A2', 'B2', 'C2', 'C3']


def fill(t, f, where):
    mentions = []
    def rep(m):
        k = m.group(1)
        if f.get(k) is None:
            raise SystemExit('%s: slot %s not available' % (where, k))
        if k in ENT and f[k] not in mentions:
            mentions.append(f[k])
        return f[k]
    return re.sub(r'\{(N|A2?|B2?|C[23]?|l[ABC]|k[ABC])\}', rep, t), mentions


claims = []
entries = []
for line in open(os.path.join(HERE, 'real.txt'), encoding='utf-8').read().splitlines():
    slot, mark, text = line.split('|', 2)
    entries.append(('realistic_reply', slot, mark, text))
for line in open(os.path.join(HERE, 'd_new.txt'), encoding='utf-8').read().splitlines():
    tag, slot, mark, text = line.split('|', 3)
    entries.append((tag, slot, mark, text))
for i, (tag, slot, mark, text) in enumerate(entries):
    sc = SCEN[i % 20]
    lv, f = pick(sc, 39000 + i)
    txt, men = fill(text, f, 'claim entry %d' % i)
    vals = {'C': [f['A'], f['B'], f['C']], 'B': [f['A'], f['B'], None], 'P': [f['A'], f['B'], None],
            'A': [f['A'], None, None], '-': [None, None, None]}[slot]
    att = tag == 'attacker_probe'
    claims.append({'id': None, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Which %s is %s in?' % (f['lC'], f['N']),
                   'text': txt, 'mentions': men, 'belief': dict(zip(lv, vals)), '_adv': mark == 'a'})
random.Random(39001).shuffle(claims)
adv = []
for n, r in enumerate(claims, 1):
    r['id'] = 'c-%03d' % n
    if r.pop('_adv'):
        adv.append(r['id'])

ests = []
for j, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8').read().splitlines()):
    tag, lp, lc, text = line.split('|', 3)
    sc = SCEN[j % 20]
    lv, f = pick(sc, 39500 + j)
    txt, _ = fill(text.replace('\\n', '\n'), f, 'note entry %d' % j)
    for kind, lab in (('prior', lp), ('current', lc)):
        if lab == 'UUU':
            label = 'unscored'
        else:
            vals = []
            for k, ch in enumerate(lab):
                if ch == 'x':
                    vals.append(f['ABC'[k]])
                elif ch == 'y':
                    vals.append(f[['A2', 'B2', 'C2'][k]])
                elif ch == '-':
                    vals.append(None)
                elif ch == '?':
                    vals.append('?')
                else:
                    raise SystemExit('bad label %r' % lab)
            label = dict(zip(lv, vals))
        ests.append({'id': None, 'scenario': sc, 'kind': kind, 'construction': tag, 'text': txt, 'label': label})
random.Random(39003).shuffle(ests)
for n, r in enumerate(ests, 1):
    r['id'] = 'e-%02d' % n

with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': [r['id'] for r in claims], 'estimates': [r['id'] for r in ests]},
          open(os.path.join(HERE, 'ids.json'), 'w'), indent=1)
json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates,', len(adv), 'adversarial')
