"""Builds claims.jsonl and estimates.jsonl for blind set 38 from real.txt, d_new.txt and e_est.txt."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set38_scenarios.json')))
PH = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|lA|lB|lC|kA|kB|kC)\}')


def noun(k):
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def paths(u):
    lv = list(u)
    out = []
    tops = list(u[lv[0]])
    for a in tops:
        bs = u[lv[1]].get(a, [])
        for b in bs:
            cs = u[lv[2]].get(b, [])
            for c in cs:
                v = {'A': a, 'B': b, 'C': c}
                o = [x for x in tops if x != a]
                if o: v['A2'] = o[0]
                o = [x for x in bs if x != b]
                if o: v['B2'] = o[0]
                o = [x for x in cs if x != c]
                if len(o) >= 1: v['C2'] = o[0]
                if len(o) >= 2: v['C3'] = o[1]
                out.append(v)
    return lv, out


def pick(sc, text, seed):
    u = U[sc]['universe']
    lv, ps = paths(u)
    need = {m for m in PH.findall(text) if m in ('A2', 'B2', 'C2', 'C3')}
    # seeded path whose lowest unit has at least two siblings where possible
    cands = [p for p in ps if need <= set(p) and 'C3' in p] or [p for p in ps if need <= set(p)]
    if not cands:
        raise SystemExit('no path for %s: %r' % (sc, text))
    p = random.Random(seed).choice(cands)
    return lv, p


def fill(sc, text, lv, p):
    name = U[sc]['name']
    ents = []
    def rep(m):
        k = m.group(1)
        if k == 'N': return name
        if k[0] == 'l': return noun(lv['ABC'.index(k[1])])
        if k[0] == 'k': return lv['ABC'.index(k[1])]
        if p[k] not in ents: ents.append(p[k])
        return p[k]
    return PH.sub(rep, text.replace('\\n', '\n')), ents


claims = []
rows = [('realistic_reply',) + tuple(l.split('|', 2)) for l in open(os.path.join(HERE, 'real.txt')).read().splitlines() if l.strip()]
rows += [tuple(l.split('|', 3)) for l in open(os.path.join(HERE, 'd_new.txt')).read().splitlines() if l.strip()]
for i, (tag, slot, mark, text) in enumerate(rows):
    sc = SCEN[i % 20]
    lv, p = pick(sc, text, 38000 + i)
    t, ents = fill(sc, text, lv, p)
    vals = {'C': [p['A'], p['B'], p['C']], 'B': [p['A'], p['B'], None], 'P': [p['A'], p['B'], None],
            'A': [p['A'], None, None], '-': [None, None, None]}[slot]
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append(({'id': None, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': t,
                    'mentions': ents, 'belief': dict(zip(lv, vals))}, mark))
random.Random(38001).shuffle(claims)
adv = []
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for n, (r, mark) in enumerate(claims, 1):
        r['id'] = 'c-%03d' % n
        if mark == 'a': adv.append(r['id'])
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')

ests = []
for i, l in enumerate(l for l in open(os.path.join(HERE, 'e_est.txt')).read().splitlines() if l.strip()):
    tag, pr, cu, text = l.split('|', 3)
    sc = SCEN[i % 20]
    lv, p = pick(sc, text + ''.join('{A2}' if 'y' == lab[0] else '' for lab in (pr, cu))
                 + ''.join('{B2}' if lab[1] == 'y' else '' for lab in (pr, cu))
                 + ''.join('{C2}' if lab[2] == 'y' else '' for lab in (pr, cu)), 38500 + i)
    t, _ = fill(sc, text, lv, p)
    for kind, lab in (('prior', pr), ('current', cu)):
        if lab == 'UUU':
            label = 'unscored'
        else:
            out = []
            for k, ch in enumerate(lab):
                key = 'ABC'[k]
                out.append({'x': p.get(key), 'y': p.get(key + '2'), '-': None, '?': '?'}[ch])
            label = dict(zip(lv, out))
        ests.append({'id': None, 'scenario': sc, 'kind': kind, 'construction': tag, 'text': t, 'label': label})
random.Random(38003).shuffle(ests)
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for n, r in enumerate(ests, 1):
        r['id'] = 'e-%03d' % n
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': [r['id'] for r, _ in claims], 'estimates': [r['id'] for r in ests]},
          open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'), indent=0)
print(len(claims), 'claims,', len(adv), 'adversarial;', len(ests), 'estimates')
