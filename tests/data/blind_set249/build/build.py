"""Build set 249's claims.jsonl and estimates.jsonl from build/texts_*.py and build/universes.json.
Every drawn value comes from random.Random(249): one shuffle of the 300 claim templates, one of the 60 notes, one
draw of units per text (from the units that fit the text's slots) and one question per defender message; scenario
of entry i is entry i modulo 20 in ref/set249_scenarios.json order. --check reports slot and unit-scan problems."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from texts_claims import REPLIES
from texts_persona import PERSONA, PROBES
from texts_notes import NOTES

U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set249_scenarios.json')))
QUESTIONS = ["Which {L2} is {N} in these days?", "Do you know which {L0} {N} is with?",
             "Under which {L1} would I find {N}?", "Can you tell me where {N} sits, right down to the {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def noun(key):
    return re.sub(r'_(id|name)$', '', key).replace('_', ' ')


def tree(sc):
    u = U[sc]
    lv = u['levels']
    tops = list(u['universe'][lv[0]])
    mids = {a: list(u['universe'][lv[1]].get(a, [])) for a in tops}
    lows = {b: list(u['universe'][lv[2]].get(b, [])) for a in tops for b in mids[a]}
    return lv, tops, mids, lows


def draw(rng, sc, need):
    lv, tops, mids, lows = tree(sc)

    def ok(a):
        bs = [b for b in mids[a] if lows[b]]
        if not bs:
            return False
        if 'B2' in need and len(mids[a]) < 2:
            return False
        if 'A2' in need and len(tops) < 2:
            return False
        n_low = sum(len(lows[b]) for b in mids[a])
        if ('C3' in need and n_low < 3) or ('C2' in need and n_low < 2):
            return False
        return True
    a = rng.choice([x for x in tops if ok(x)])
    bs = [b for b in mids[a] if lows[b]]
    if 'C2' in need or 'C3' in need:
        n_need = 1 + ('C2' in need) + ('C3' in need)
        bs = [b for b in bs if sum(len(lows[y]) for y in mids[a]) >= n_need]
    b = rng.choice(bs)
    c = rng.choice(lows[b])
    v = {'A': a, 'B': b, 'C': c}
    if 'A2' in need:
        v['A2'] = rng.choice([x for x in tops if x != a])
    if 'B2' in need:
        v['B2'] = rng.choice([x for x in mids[a] if x != b])
    others = [x for x in lows[b] if x != c] + [x for y in mids[a] if y != b for x in lows[y]]
    if 'C2' in need:
        v['C2'] = others.pop(0)
    if 'C3' in need:
        v['C3'] = others.pop(0)
    return v


def parents(sc, unit):
    lv, tops, mids, lows = tree(sc)
    for a in tops:
        if unit == a:
            return [a, None, None]
        for b in mids[a]:
            if unit == b:
                return [a, b, None]
            if unit in lows[b]:
                return [a, b, unit]
    raise KeyError(unit)


def fill(text, sc, v):
    lv = U[sc]['levels']
    m = {'N': U[sc]['name'], 'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
    m.update(v)
    return SLOT.sub(lambda x: m[x.group(1)], text)


def mentions(text, v):
    out = []
    for s in SLOT.findall(text):
        if s in UNIT_SLOTS and v[s] not in out:
            out.append(v[s])
    return out


def label(code, sc, v):
    lv = U[sc]['levels']
    if code == 'U':
        return 'unscored'
    if code == 'N' or code is None:
        vals = [None, None, None]
    elif code == 'A?':
        vals = [v['A'], '?', None]
    elif code == 'B?':
        vals = [v['A'], v['B'], '?']
    else:
        vals = parents(sc, v[code])
    return dict(zip(lv, vals))


def scan(text, sc):
    lv, tops, mids, lows = tree(sc)
    names = set(tops) | set(mids_ for a in tops for mids_ in mids[a]) | set(x for b in lows for x in lows[b])
    found, x = [], text
    for n in sorted(names, key=len, reverse=True):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), x, re.I):
            found.append(n)
            x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(n), '', x, flags=re.I)
    return set(found)


def main():
    rng = random.Random(249)
    tpl = [('realistic_reply', 'defender', c, t) for c, t in REPLIES]
    for tag, lst in PERSONA.items():
        tpl += [(tag, 'defender', c, t) for c, t in lst]
    tpl += [('attacker_probe', 'attacker', None, t) for t in PROBES]
    notes = [(st, p, c, adv, t) for st, lst in NOTES.items() for p, c, adv, t in lst]
    assert len(tpl) == 300 and len(notes) == 60
    rng.shuffle(tpl)
    rng.shuffle(notes)
    claims, ests, problems, adv_c, adv_e = [], [], [], [], []
    for i, (tag, spk, code, t) in enumerate(tpl):
        sc = SCEN[i % 20]
        need = set(SLOT.findall(t))
        v = draw(rng, sc, need)
        q = fill(rng.choice(QUESTIONS), sc, v) if spk == 'defender' else None
        text = fill(t, sc, v)
        men = mentions(t, v)
        bel = label(code, sc, v)
        cid = 'c-%03d' % (i + 1)
        if scan(text, sc) != set(men):
            problems.append('%s: scan %r vs slots %r: %s' % (cid, scan(text, sc), men, text))
        if code is None and men:
            adv_c.append(cid)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': text, 'mentions': men, 'belief': bel})
    for i, (st, p, c, adv, t) in enumerate(notes):
        sc = SCEN[i % 20]
        need = set(SLOT.findall(t)) | {x for x in (p, c) if x in UNIT_SLOTS}
        v = draw(rng, sc, need)
        text = fill(t, sc, v)
        for k, code in (('prior', p), ('current', c)):
            eid = 'e-%03d' % (len(ests) + 1)
            if adv:
                adv_e.append(eid)
            ests.append({'id': eid, 'scenario': sc, 'kind': k, 'construction': st, 'text': text,
                         'label': label(code, sc, v)})
        men = mentions(t, v)
        if scan(text, sc) != set(men):
            problems.append('%s: scan %r vs slots %r: %s' % (ests[-1]['id'], scan(text, sc), men, text))
    for t in [x[3] for x in tpl] + [x[4] for x in notes]:
        if re.search(r'(?i)\ban \{L', t):
            problems.append('article: ' + t)
    if '--check' in sys.argv:
        print('\n'.join(problems) or 'no problems')
        print(len(problems), 'problems')
        return
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'adv_claims': adv_c, 'adv_ests': adv_e,
               'unscored': [r['id'] for r in ests if r['label'] == 'unscored'],
               'tpl_order': [[x[0], x[2], x[3]] for x in tpl],
               'note_order': [list(x) for x in notes]},
              open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
    print('built: %d claims, %d estimates, %d adversarial claims, %d adversarial note records, %d problems' % (
        len(claims), len(ests), len(adv_c), len(adv_e), len(problems)))


main()
