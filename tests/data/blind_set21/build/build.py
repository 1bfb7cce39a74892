#!/usr/bin/env python3
"""Fill every claim and note text once, in one scenario each; shuffle; write ../claims.jsonl, ../estimates.jsonl, ids.json.

python3 build.py [--report]   (--report: mention cross-check against the universe's names)
"""
import json, os, random, re, sys
from common import U, SCENARIOS, tree, fill_slots, render, label, level_noun
import d_real, d_new, e_est

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')


def main():
    entries = [('real', i, e) for i, e in enumerate(d_real.ENTRIES)] + [('new', i, e) for i, e in enumerate(d_new.ENTRIES)]
    rng = random.Random(21001)
    order = list(range(len(entries)))
    rng.shuffle(order)
    claims = []
    for n, k in enumerate(order):
        src, i, (tag, text, slots, adv, doubt) = entries[k]
        sc = SCENARIOS[n % len(SCENARIOS)]
        frng = random.Random('21-%s-%d' % (src, i))
        s, w = fill_slots(sc, frng)
        t, used = render(text, s, w)
        L = U[sc]['levels']
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if speaker == 'attacker' else 'Which %s is %s in?' % (level_noun(L[2]), w['N'])
        claims.append({'src': '%s-%03d' % (src, i), 'adv': adv, 'doubt': doubt,
                       'rec': {'id': None, 'scenario': sc, 'speaker': speaker, 'construction': tag,
                               'question': q, 'text': t, 'mentions': used, 'belief': label(sc, s, slots)}})
    rng2 = random.Random(21002)
    rng2.shuffle(claims)
    for n, c in enumerate(claims):
        c['rec']['id'] = 'c-%03d' % n
    ests = []
    for i, (tag, text, prior, current, doubt) in enumerate(e_est.ENTRIES):
        sc = SCENARIOS[(i * 7) % len(SCENARIOS)] if False else SCENARIOS[i % len(SCENARIOS)]
        frng = random.Random('21-est-%d' % i)
        s, w = fill_slots(sc, frng)
        t, used = render(text, s, w)
        for kind, lab in (('prior', prior), ('current', current)):
            if lab is False:
                continue
            ests.append({'src': 'est-%03d' % i, 'doubt': doubt,
                         'rec': {'id': None, 'scenario': sc, 'kind': kind, 'construction': tag, 'text': t,
                                 'label': 'unscored' if lab == 'unscored' else label(sc, s, lab)}})
    rng3 = random.Random(21003)
    rng3.shuffle(ests)
    for n, e in enumerate(ests):
        e['rec']['id'] = 'e-%03d' % n
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for c in claims:
            fh.write(json.dumps(c['rec'], ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for e in ests:
            fh.write(json.dumps(e['rec'], ensure_ascii=False) + '\n')
    json.dump({'claims': [{'id': c['rec']['id'], 'src': c['src'], 'adv': c['adv'], 'doubt': c['doubt']} for c in claims],
               'estimates': [{'id': e['rec']['id'], 'src': e['src'], 'kind': e['rec']['kind'], 'doubt': e['doubt']} for e in ests]},
              open(os.path.join(HERE, 'ids.json'), 'w'), indent=1, ensure_ascii=False)
    if '--report' in sys.argv:
        norm = lambda x: re.sub(r'[^a-z0-9]', '', x.lower())
        for c in claims:
            r = c['rec']
            L, u, ent = tree(r['scenario'])
            found = [e for e in ent if norm(e) and norm(e) in norm(r['text'])]
            extra = set(found) - set(r['mentions'])
            if extra:
                print(r['id'], c['src'], 'names found but not slotted:', sorted(extra), '|', r['text'][:100])
    print('claims', len(claims), 'estimates', len(ests))


if __name__ == '__main__':
    main()
