"""Fill set 23's hand-written entries once each, assign scenarios, shuffle, write claims.jsonl / estimates.jsonl.

Entry files (hand-written, hand-labelled): d_real.txt (realistic replies), d_new.txt (the new tags and the
attacker messages), e_est.txt (the two new note forms). Slots: {A} {B} {C} a path picked by a seeded generator,
{C2} {C3} siblings of {C}, {B2} a sibling of {B}, {A2} another top-level unit, {A2B} a unit below {A2};
{N} the target's first name, {lA} {lB} {lC} level nouns, {kA} {kB} {kC} raw level keys, {him} an objective
pronoun; she/her/herself are turned into he/his/himself for male first names.
Usage: python3 build.py [--report]
"""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes23.json')))
SCEN = [c['scenario'] for c in json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))['chosen']]
MALE = {'David', 'Frank', 'Liam', 'Marco', 'Carlos'}
SLOT_RE = re.compile(r'\{(A2B|A2|B2|C2|C3|A|B|C|N|lA|lB|lC|kA|kB|kC|him)\}')


def tree(sc):
    u = U[sc]['universe']
    L = list(u)
    return L, u


def pick(sc, seed):
    L, u = tree(sc)
    r = random.Random(seed)
    tops = list(u[L[0]])
    A = r.choice(tops)
    bs = list(u[L[1]][A]); B = r.choice(bs)
    cs = list(u[L[2]][B]); C = r.choice(cs)
    sib = [x for x in cs if x != C]; r.shuffle(sib)
    bsib = [x for x in bs if x != B]; B2 = r.choice(bsib)
    A2 = r.choice([x for x in tops if x != A])
    A2B = r.choice(list(u[L[1]][A2]))
    return dict(A=A, B=B, C=C, C2=sib[0], C3=sib[1], B2=B2, A2=A2, A2B=A2B)


def fill(sc, text, slots):
    L, u = tree(sc)
    name = U[sc]['name']
    male = name in MALE
    vals = dict(slots, N=name, kA=L[0], kB=L[1], kC=L[2],
                lA=L[0].replace('_', ' '), lB=L[1].replace('_', ' '), lC=L[2].replace('_', ' '),
                him='him' if male else 'her')
    mentions = []
    for m in SLOT_RE.finditer(text):
        k = m.group(1)
        if k in slots and slots[k] not in mentions:
            mentions.append(slots[k])
    if male:
        text = re.sub(r'\bshe\b', 'he', text); text = re.sub(r'\bShe\b', 'He', text)
        text = re.sub(r'\bherself\b', 'himself', text)
        text = re.sub(r'\bher\b', 'his', text); text = re.sub(r'\bHer\b', 'His', text)
    out = SLOT_RE.sub(lambda m: vals[m.group(1)], text).replace('\\n', '\n')
    if text.startswith('{l'):  # a level noun opening the text is capitalised
        out = out[0].upper() + out[1:]
    return out, mentions


def parse(fn, ntag):
    rows = []
    for line in open(os.path.join(HERE, fn), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        doubt = None
        if ' ## ' in line:
            line, doubt = line.split(' ## ', 1)
        parts = [p.strip() for p in line.split(' | ', ntag)]
        rows.append(parts + [doubt])
    return rows


def belief(sc, slot, slots):
    L, u = tree(sc)
    v = [None, None, None]
    if slot in ('A', 'B', 'C'):
        k = 'ABC'.index(slot)
        for j in range(k + 1):
            v[j] = slots['ABC'[j]]
    return dict(zip(L, v))


def label(sc, spec, slots):
    if spec == 'U':
        return 'unscored'
    L, u = tree(sc)
    v = []
    for t in spec.split():
        v.append(None if t == '-' else '?' if t == '?' else slots[t])
    return dict(zip(L, v))


def main():
    claims_src = []
    for st, txt, doubt in parse('d_real.txt', 1):
        slot, adv = st.split()
        claims_src.append(('realistic_reply', slot, adv == 'a', txt, doubt))
    for tag, st, txt, doubt in parse('d_new.txt', 2):
        slot, adv = st.split()
        claims_src.append((tag, slot, adv == 'a', txt, doubt))
    claims, meta = [], []
    for i, (tag, slot, adv, txt, doubt) in enumerate(claims_src):
        sc = SCEN[i % len(SCEN)]
        slots = pick(sc, 23000 + i)
        text, ment = fill(sc, txt, slots)
        L, u = tree(sc)
        q = None if tag == 'attacker_probe' else 'Which %s is %s in?' % (L[2].replace('_', ' '), U[sc]['name'])
        rec = {'id': None, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
               'construction': tag, 'question': q, 'text': text, 'mentions': ment, 'belief': belief(sc, slot, slots)}
        claims.append(rec)
        meta.append({'source': i, 'construction': tag, 'adversarial': adv, 'slot': None if slot == '-' else slot, 'doubt': doubt})
    order = list(range(len(claims)))
    random.Random(23001).shuffle(order)
    out_c, ids = [], {'claims': [], 'estimates': []}
    for n, i in enumerate(order, 1):
        r = claims[i]; r['id'] = 'c-%03d' % n
        out_c.append(r)
        ids['claims'].append(dict(id=r['id'], **meta[i]))
    ests = []
    for j, (tag, pspec, cspec, txt, doubt) in enumerate(parse('e_est.txt', 3)):
        sc = SCEN[j % len(SCEN)]
        slots = pick(sc, 23500 + j)
        text, ment = fill(sc, txt, slots)
        for kind, spec in (('prior', pspec), ('current', cspec)):
            ests.append(({'id': None, 'scenario': sc, 'kind': kind, 'construction': tag, 'text': text,
                          'label': label(sc, spec, slots)}, {'source': j, 'kind': kind, 'spec': spec, 'doubt': doubt}))
    random.Random(23003).shuffle(ests)
    out_e = []
    for n, (r, m) in enumerate(ests, 1):
        r['id'] = 'e-%03d' % n
        out_e.append(r)
        ids['estimates'].append(dict(id=r['id'], **m))
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out_c:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out_e:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1, ensure_ascii=False)
    if '--report' in sys.argv:
        norm = lambda s: re.sub(r'[^a-z0-9]', '', s.lower())
        for r in out_c:
            L, u = tree(r['scenario'])
            ents = list(u[L[0]]) + [b for v in u[L[1]].values() for b in v] + [c for v in u[L[2]].values() for c in v]
            t = norm(r['text'])
            extra = [e for e in ents if norm(e) in t and e not in r['mentions']]
            if extra:
                print(r['id'], 'found but not in mentions:', extra, '|', r['text'][:100].replace('\n', ' / '))
    print(len(out_c), 'claims', len(out_e), 'estimates')


if __name__ == '__main__':
    main()
