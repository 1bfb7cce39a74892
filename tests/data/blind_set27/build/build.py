#!/usr/bin/env python3
"""Fills set 27's templates (d_real.txt, d_new.txt, e_est.txt) into ../claims.jsonl and ../estimates.jsonl.
Seeds: path per claim entry 27000 + n, per note entry 27500 + n; shuffles 27001 (claims), 27003 (estimates)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = [c['scenario'] for c in json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))['chosen']]
MALE = {'David', 'Darius', 'Marcus', 'Liam', 'Leo', 'Carlos'}
NOUN = {'team_name': 'team', 'project_code': 'project', 'repo_name': 'repo', 'project_name': 'project'}

def noun(k):
    return NOUN.get(k, k.replace('_', ' '))

def path_for(sc, seed):
    u = uni[sc]['universe']
    lv = list(u)
    r = random.Random(seed)
    tops = list(u[lv[0]])
    A = r.choice(tops)
    B = r.choice(u[lv[1]][A])
    C = r.choice(u[lv[2]][B])
    Cs = [x for x in u[lv[2]][B] if x != C]
    r.shuffle(Cs)
    Bs = [x for x in u[lv[1]][A] if x != B]
    B2 = r.choice(Bs)
    A2 = r.choice([x for x in tops if x != A])
    A2B = r.choice(u[lv[1]][A2])
    s = {'A': A, 'B': B, 'C': C, 'C2': Cs[0], 'C3': Cs[1], 'B2': B2, 'B2C': r.choice(u[lv[2]][B2]),
         'A2': A2, 'A2B': A2B}
    return lv, s

def fill(text, sc, seed):
    lv, s = path_for(sc, seed)
    name = uni[sc]['name'].split()[0]
    male = name in MALE
    pron = {'she': 'he' if male else 'she', 'She': 'He' if male else 'She', 'her': 'his' if male else 'her',
            'Her': 'His' if male else 'Her', 'him': 'him' if male else 'her', 'hers': 'his' if male else 'hers',
            'herself': 'himself' if male else 'herself'}
    mentions = []
    def rep(m):
        k = m.group(1)
        if k in s:
            if s[k] not in mentions:
                mentions.append(s[k])
            return s[k]
        if k == 'N':
            return name
        if k in pron:
            return pron[k]
        if k in ('lA', 'lB', 'lC'):
            return noun(lv['ABC'.index(k[1])])
        if k in ('kA', 'kB', 'kC'):
            return lv['ABC'.index(k[1])]
        raise KeyError(k)
    out = re.sub(r'\{([A-Za-z0-9]+)\}', rep, text)
    return out, mentions, lv, s, name

def belief(lv, s, slot):
    n = {'-': 0, 'A': 1, 'B': 2, 'C': 3}[slot]
    return {l: (s['ABC'[i]] if i < n else None) for i, l in enumerate(lv)}

entries = []
for line in open(os.path.join(HERE, 'd_real.txt'), encoding='utf-8'):
    if line.strip():
        slot, adv, text = line.rstrip('\n').split(' ', 2)
        entries.append(('d_real.txt', 'realistic_reply', slot, adv, text))
for line in open(os.path.join(HERE, 'd_new.txt'), encoding='utf-8'):
    if line.strip():
        tag, slot, adv, text = line.rstrip('\n').split(' ', 3)
        entries.append(('d_new.txt', tag, slot, adv, text))
claims = []
for n, (src, tag, slot, adv, text) in enumerate(entries):
    sc = SCEN[n % len(SCEN)]
    t, men, lv, s, name = fill(text, sc, 27000 + n)
    att = tag == 'attacker_probe'
    claims.append({'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Which %s is %s in?' % (noun(lv[2]), name),
                   'text': t, 'mentions': men, 'belief': belief(lv, s, slot),
                   '_src': src, '_entry': n, '_adv': adv, '_slot': slot})
order = list(range(len(claims)))
random.Random(27001).shuffle(order)
out, ids, adv = [], [], []
for k, i in enumerate(order, 1):
    c = claims[i]
    cid = 'c-%03d' % k
    out.append({'id': cid, **{f: c[f] for f in ['scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief']}})
    ids.append({'id': cid, 'source': c['_src'], 'entry': c['_entry'], 'adversarial': c['_adv'], 'slot': c['_slot']})
    if c['_adv'] == 'a':
        adv.append(cid)
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in out:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
json.dump(sorted(adv), open(os.path.join(HERE, 'adversarial.json'), 'w'), indent=0)

def est_label(code, lv, s):
    if code == 'U':
        return 'unscored'
    vals = []
    for i, ch in enumerate(code):
        if ch == 'x':
            vals.append(s['ABC'[i]])
        elif ch == '-':
            vals.append(None)
        elif ch == '?':
            vals.append('?')
        elif ch == 'y':
            if i == 0:
                vals.append(s['A2'])
            elif i == 1:
                vals.append(s['B2'] if vals[0] == s['A'] else s['A2B'])
            else:
                vals.append(s['C2'] if vals[1] == s['B'] else s['B2C'])
    return {l: vals[i] for i, l in enumerate(lv)}

ests = []
n = 0
for line in open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8'):
    if not line.strip():
        continue
    tag, pl, cl, text = line.rstrip('\n').split('|', 3)
    sc = SCEN[n % len(SCEN)]
    t, men, lv, s, name = fill(text.replace('\\n', '\n'), sc, 27500 + n)
    for kind, code in (('prior', pl), ('current', cl)):
        ests.append({'scenario': sc, 'kind': kind, 'construction': tag, 'text': t, 'label': est_label(code, lv, s)})
    n += 1
random.Random(27003).shuffle(ests)
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for k, e in enumerate(ests, 1):
        fh.write(json.dumps({'id': 'e-%03d' % k, **e}, ensure_ascii=False) + '\n')
print(len(out), 'claims,', len(adv), 'adversarial;', len(ests), 'estimates')
