#!/usr/bin/env python3
"""Fills each template once (seed per entry), assigns scenarios in turn, shuffles, writes
../claims.jsonl, ../estimates.jsonl and ids.json.  --report prints the mention cross-check."""
import json, os, random, re, sys
from common import SCEN, UNI, pick, fill, belief, est_label, tree, NOUN
import d_real, d_new, e_est

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')


def entries():
    out = []
    for i, e in enumerate(d_real.REAL):
        out.append(('real-%03d' % i, 'realistic_reply', 'defender') + tuple(e))
    for tag in d_new.TAGS:
        for i, e in enumerate(getattr(d_new, tag.upper())):
            out.append(('%s-%02d' % (tag, i), tag, 'defender') + tuple(e))
    for i, e in enumerate(d_new.ATTACKER):
        out.append(('att-%02d' % i, 'attacker_probe', 'attacker') + tuple(e))
    return out


def main():
    ents = entries()
    order = list(range(len(ents)))
    random.Random(22001).shuffle(order)          # which scenario each entry gets
    recs = []
    for n, k in enumerate(order):
        src, tag, spk, text, slot, adv, doubt = ents[k]
        sc = SCEN[n % len(SCEN)]
        rng = random.Random(22100 + k)
        slots = pick(sc, rng)
        t, ments = fill(text, sc, slots)
        L, u = tree(sc)
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (NOUN[L[2]], UNI[sc]['target'])
        recs.append(dict(src=src, tag=tag, spk=spk, sc=sc, text=t, ments=ments,
                         bel=belief(sc, slots, slot), q=q, adv=bool(adv) and spk == 'defender', doubt=doubt,
                         slot=slot, slots=slots))
    random.Random(22002).shuffle(recs)           # record order
    claims, ids = [], {}
    for i, r in enumerate(recs):
        cid = 'c-%03d' % i
        claims.append({'id': cid, 'scenario': r['sc'], 'speaker': r['spk'], 'construction': r['tag'],
                       'question': r['q'], 'text': r['text'], 'mentions': r['ments'], 'belief': r['bel']})
        ids[cid] = {'src': r['src'], 'adversarial': r['adv'], 'doubt': r['doubt'], 'slot': r['slot']}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for c in claims:
            fh.write(json.dumps(c, ensure_ascii=False) + '\n')
    # estimates: each note text written once, labelled for both kinds
    erecs = []
    for k, (form, text, pri, cur, doubt) in enumerate(e_est.EST):
        sc = SCEN[k % len(SCEN)]
        rng = random.Random(22500 + k)
        slots = pick(sc, rng)
        t, _ = fill(text, sc, slots)
        for kind, spec in (('prior', pri), ('current', cur)):
            erecs.append(dict(src='est-%02d' % k, sc=sc, kind=kind, form=form, text=t,
                              label=est_label(sc, slots, spec), doubt=doubt))
    random.Random(22003).shuffle(erecs)
    eids = {}
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for i, r in enumerate(erecs):
            eid = 'e-%03d' % i
            fh.write(json.dumps({'id': eid, 'scenario': r['sc'], 'kind': r['kind'], 'construction': r['form'],
                                 'text': r['text'], 'label': r['label']}, ensure_ascii=False) + '\n')
            eids[eid] = {'src': r['src'], 'doubt': r['doubt']}
    json.dump({'claims': ids, 'estimates': eids}, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1)
    if '--report' in sys.argv:
        norm = lambda s: re.sub(r'[^a-z0-9&]', '', s.lower())
        for c in claims:
            L, u = tree(c['scenario'])
            names = list(u[L[0]]) + [x for v in u[L[1]].values() for x in v] + [x for v in u[L[2]].values() for x in v]
            found = [x for x in names if norm(x) and norm(x) in norm(c['text'])]
            if set(found) != set(c['mentions']):
                print(c['id'], ids[c['id']]['src'], 'slots', c['mentions'], 'found', found)
    print('claims', len(claims), 'estimates', len(erecs))


if __name__ == '__main__':
    main()
