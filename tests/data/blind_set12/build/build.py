#!/usr/bin/env python3
"""Write ../claims.jsonl, ../estimates.jsonl and ids.json from the labelled texts (stdlib only).

Record order is shuffled with fixed seeds (12099 claims, 12100 estimates), so ids carry no
information about the construction.
"""
import json
import os
import random

import common
import d_a  # noqa: F401  (each module records its texts on import)
import d_b  # noqa: F401
import d_c  # noqa: F401
import d_d  # noqa: F401
import d_e  # noqa: F401
import e_a  # noqa: F401

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    claims = list(common.CLAIMS)
    ests = list(common.ESTS)
    random.Random(12099).shuffle(claims)
    random.Random(12100).shuffle(ests)
    meta = {'claims': {}, 'estimates': {}}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for i, r in enumerate(claims):
            cid = 'c-%03d' % i
            rec = {'id': cid}
            rec.update({k: r[k] for k in ('scenario', 'speaker', 'construction', 'question', 'text', 'mentions',
                                          'belief')})
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            meta['claims'][cid] = {'adv': r['_adv'], 'doubt': r['_doubt'], 'construction': r['construction'],
                                   'scenario': r['scenario'], 'text': r['text']}
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for i, r in enumerate(ests):
            eid = 'e-%03d' % i
            rec = {'id': eid}
            rec.update({k: r[k] for k in ('scenario', 'kind', 'construction', 'text', 'label')})
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            meta['estimates'][eid] = {'doubt': r['_doubt'], 'kind': r['kind'], 'construction': r['construction'],
                                      'scenario': r['scenario'], 'text': r['text'], 'label': r['label']}
    json.dump(meta, open(os.path.join(HERE, 'ids.json'), 'w', encoding='utf-8'), indent=1, ensure_ascii=False)
    print('claims', len(claims), 'estimates', len(ests))


if __name__ == '__main__':
    main()
