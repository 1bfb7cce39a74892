"""Fills set 40's texts (build/real.txt, build/d_new.txt, build/e_est.txt) with seeded paths and writes
claims.jsonl, estimates.jsonl, build/ids.json and build/adversarial.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set40_scenarios.json')))


def noun(k):
    k = re.sub(r'_(name|code)$', '', k)
    return k.replace('_', ' ').lower()


def path_for(sc, seed):
    u = U[sc]['universe']; L = list(u); rng = random.Random(seed)
    A = rng.choice(list(u[L[0]]))
    B = rng.choice(u[L[1]][A])
    C = rng.choice(u[L[2]][B])
    A2 = rng.choice([a for a in u[L[0]] if a != A])
    B2 = rng.choice([b for b in u[L[1]][A] if b != B])
    C2, C3 = rng.sample([c for c in u[L[2]][B] if c != C], 2)
    return L, {'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2, 'C3': C3}


def fill(tpl, sc, seed):
    L, p = path_for(sc, seed)
    vals = dict(p)
    vals['N'] = U[sc]['name']
    for i, x in enumerate('ABC'):
        vals['l' + x] = noun(L[i]); vals['k' + x] = L[i]
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', tpl):
        e = p[m.group(1)]
        if e not in mentions:
            mentions.append(e)
    text = re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], tpl)
    assert '{' not in re.sub(r'\\\*\[|\{[^}]*\}', '', text) or True
    return L, p, text, mentions


def belief(L, p, slot):
    v = {'C': [p['A'], p['B'], p['C']], 'B': [p['A'], p['B'], None], 'P': [p['A'], p['B'], None],
         'A': [p['A'], None, None], '-': [None, None, None]}[slot]
    return dict(zip(L, v))


def lab(L, p, code):
    if code == 'UUU':
        return 'unscored'
    out = []
    for i, ch in enumerate(code):
        if ch == 'x':
            out.append(p['ABC'[i]])
        elif ch == 'y':
            out.append([p['A2'], p['B2'], p['C2']][i])
        elif ch == '?':
            out.append('?')
        else:
            out.append(None)
    return dict(zip(L, out))


entries = []
for line in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    slot, mark, t = line.rstrip('\n').split('|', 2)
    entries.append(('realistic_reply', slot, mark, t))
for line in open(os.path.join(HERE, 'd_new.txt'), encoding='utf-8'):
    tag, slot, mark, t = line.rstrip('\n').split('|', 3)
    entries.append((tag, slot, mark, t))
claims = []
for n, (tag, slot, mark, t) in enumerate(entries):
    sc = SCEN[n % 20]
    L, p, text, ment = fill(t, sc, 40000 + n)
    text = re.sub(r'(?<=[A-Za-z])\.\.(?=\s|$)', '.', text)  # a unit name ending in '.' before a full stop
    att = tag == 'attacker_probe'
    claims.append({'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Which %s is %s in?' % (noun(L[2]), U[sc]['name']),
                   'text': text, 'mentions': ment, 'belief': belief(L, p, slot), '_adv': mark == 'a'})
random.Random(40001).shuffle(claims)
adv = []
out_c = []
for i, c in enumerate(claims):
    rid = 'c-%03d' % i
    if c.pop('_adv'):
        adv.append(rid)
    out_c.append(dict([('id', rid)] + list(c.items())))
ests = []
for n, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8')):
    tag, pr, cu, t = line.rstrip('\n').split('|', 3)
    sc = SCEN[n % 20]
    L, p, text, _ = fill(t.replace('¶', '\n'), sc, 40500 + n)
    for kind, code in (('prior', pr), ('current', cu)):
        ests.append({'scenario': sc, 'kind': kind, 'construction': tag, 'text': text, 'label': lab(L, p, code)})
random.Random(40003).shuffle(ests)
out_e = [dict([('id', 'e-%02d' % i)] + list(e.items())) for i, e in enumerate(ests)]
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in out_c:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in out_e:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'), indent=0)
json.dump({'claims': [r['id'] for r in out_c], 'estimates': [r['id'] for r in out_e]},
          open(os.path.join(HERE, 'ids.json'), 'w'))
print(len(out_c), 'claims,', len(adv), 'adversarial;', len(out_e), 'notes')
