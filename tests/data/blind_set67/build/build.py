"""Seeded fill of set 67's templates (seed 67). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json and est_marks.json. Stdlib only."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = 67
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set67_scenarios.json')))


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    if n.endswith('y') and n[-2:-1] not in 'aeiou':
        return n[:-1] + 'ies'
    if n.endswith(('s', 'x', 'ch', 'sh')):
        return n + 'es'
    return n + 's'


def poss(name):
    if name.endswith('s') and name[-1].islower():
        return name + "'"
    return name + "'s"


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    D = rng.choice(u[lv[2]][B2])
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


SLOT = re.compile(r"\{(N|A2|A|B2|B|C2|C3|C|D|lA|lB|lC|lBs|lCs)\}('s)?")


def fill(tpl, sc, lv, vals):
    name = U[sc]['name']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    nouns['lBs'] = plural(nouns['lB'])
    nouns['lCs'] = plural(nouns['lC'])
    mentions = []

    def rep(m):
        k, s = m.group(1), m.group(2)
        if k == 'N':
            v = name
        elif k in nouns:
            v = nouns[k]
        else:
            v = vals[k]
            if v not in mentions:
                mentions.append(v)
        if s and k in nouns:
            return v + s
        return poss(v) if s else v
    # "a"/"an" before a level noun, decided on the noun
    def art(m):
        a, k = m.group(1), m.group(2)
        v = nouns[k]
        an = v[0] in 'aeiou'
        return (('An' if an else 'A') if a[0] == 'A' else ('an' if an else 'a')) + ' {' + k + '}'
    tpl = re.sub(r'\b([Aa]n?) \{(lA|lB|lC)\}', art, tpl)
    text = SLOT.sub(rep, tpl)
    # no unit name in these trees ends in a full stop (asserted), so no doubled full stop can arise;
    # the ellipses written in the templates are kept as they are
    assert not any(v.endswith('.') for v in vals.values())
    return text, mentions


def path(code, lv, vals, ent_levels):
    """code -> values per level (ancestors filled in), '?' where the code says so."""
    q = code.endswith('?')
    c = code.rstrip('?')
    if c in ('0', 'u'):
        return None if c == '0' else 'unscored'
    if c == 'BB':
        c = 'B'
    if c == 'AA':
        c = 'A'
    top = {'A': 'A', 'A2': 'A2', 'B': 'A', 'B2': 'A', 'C': 'A', 'C2': 'A', 'C3': 'A', 'D': 'A'}[c]
    mid = {'B': 'B', 'B2': 'B2', 'C': 'B', 'C2': 'B', 'C3': 'B', 'D': 'B2'}.get(c)
    low = c if c in ('C', 'C2', 'C3', 'D') else None
    out = [vals[top], vals[mid] if mid else None, vals[low] if low else None]
    if q:
        k = out.index(None)
        for j in range(k, 3):
            out[j] = '?'
    return out


def main():
    rng = random.Random(SEED)
    items = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
        code, mark, text = ln.rstrip('\n').split(' ', 2)
        items.append(('realistic_reply', 'defender', code, mark, text))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
        tag, code, mark, text = ln.rstrip('\n').split(' ', 3)
        items.append((tag, 'defender', code, mark, text))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
        code, text = ln.rstrip('\n').split(' ', 1)
        items.append(('attacker_probe', 'attacker', code, '.', text))
    assert len(items) == 300, len(items)
    for it in items:
        assert it[3] in '.a' and (it[3] == '.' or it[2] == '0'), it
    rng.shuffle(items)
    claims, cmarks = [], {}
    for i, (tag, spk, code, mark, tpl) in enumerate(items):
        sc = CHOSEN[i % 20]
        lv, vals = draw(rng, sc)
        text, mentions = fill(tpl, sc, lv, vals)
        p = path(code, lv, vals, None)
        belief = {l: (p[k] if p else None) for k, l in enumerate(lv)}
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                       'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                       'text': text, 'mentions': mentions, 'belief': belief})
        cmarks[rid] = {'code': code, 'mark': mark, 'template': tpl}
    notes = []
    for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
        style, pc, cc, mark, text = ln.rstrip('\n').split(' ', 4)
        assert mark in '.a'
        notes.append((style, pc, cc, mark, text))
    assert len(notes) == 60
    rng.shuffle(notes)
    ests, emarks = [], {}
    for i, (style, pc, cc, mark, tpl) in enumerate(notes):
        sc = CHOSEN[i % 20]
        lv, vals = draw(rng, sc)
        text, _ = fill(tpl, sc, lv, vals)
        for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
            p = path(code, lv, vals, None)
            lab = 'unscored' if p == 'unscored' else {l: (p[k] if p else None) for k, l in enumerate(lv)}
            rid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
            emarks[rid] = {'code': code, 'mark': mark, 'template': tpl}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
    json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
    print(len(claims), 'claims,', len(ests), 'estimates')


if __name__ == '__main__':
    main()
