#!/usr/bin/env python3
"""Write ../claims.jsonl, ../estimates.jsonl and ids.json from the hand-labelled d_*.py / e_a.py.

Record order is shuffled with fixed seeds so that ids carry no information about the construction.
"""
import json
import os
import random

import common
import d_a  # noqa: F401  (the imports register the texts)
import d_b  # noqa: F401
import d_c  # noqa: F401
import e_a  # noqa: F401

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
SEED_CLAIMS, SEED_ESTS = 13099, 13100


def main():
    claims = list(common.CLAIMS)
    random.Random(SEED_CLAIMS).shuffle(claims)
    ids = {'claims': [], 'estimates': []}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for n, r in enumerate(claims):
            cid = 'c-%03d' % n
            rec = {'id': cid}
            for k in ('scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief'):
                rec[k] = r[k]
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            ids['claims'].append({'id': cid, 'adversarial': r['_adv'], 'doubt': r['_doubt'], 'text': r['text']})
    recs = []
    for note in common.ESTS:
        for kind in ('prior', 'current'):
            if note[kind] is not None:
                recs.append((note, kind))
    random.Random(SEED_ESTS).shuffle(recs)
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for n, (note, kind) in enumerate(recs):
            eid = 'e-%03d' % n
            rec = {'id': eid, 'scenario': note['scenario'], 'kind': kind, 'construction': note['construction'],
                   'text': note['text'], 'label': note[kind]}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            ids['estimates'].append({'id': eid, 'kind': kind, 'doubt': note['_doubt'], 'text': note['text'],
                                     'unscored': note[kind] == 'unscored'})
    json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1, ensure_ascii=False)
    print('%d claims, %d estimates' % (len(claims), len(recs)))


if __name__ == '__main__':
    main()
