"""Write ../claims.jsonl, ../estimates.jsonl and ids.json (shuffled with fixed seeds)."""
import json, os, random

import common
import d_a, d_b, d_c, e_a  # noqa: F401  (each module registers its records when imported)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')


def main():
    claims = list(common.CLAIMS)
    ests = list(common.ESTS)
    random.Random(14099).shuffle(claims)
    random.Random(14100).shuffle(ests)
    meta = {'adversarial': [], 'claim_doubts': [], 'est_doubts': []}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for i, c in enumerate(claims):
            cid = 'c-%03d' % i
            rec = {'id': cid, 'scenario': c['scenario'], 'speaker': c['speaker'], 'construction': c['construction'],
                   'question': c['question'], 'text': c['text'], 'mentions': c['mentions'], 'belief': c['belief']}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            if c['adv']:
                meta['adversarial'].append(cid)
            if c['doubt']:
                meta['claim_doubts'].append([cid, c['text'], c['doubt']])
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for i, e in enumerate(ests):
            eid = 'e-%03d' % i
            rec = {'id': eid, 'scenario': e['scenario'], 'kind': e['kind'], 'construction': e['construction'],
                   'text': e['text'], 'label': e['label']}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            e['id'] = eid
            if e['doubt']:
                meta['est_doubts'].append([eid, e['kind'], e['text'], e['doubt']])
    json.dump(meta, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1, ensure_ascii=False)
    print(len(claims), 'claims,', len(ests), 'estimates,', len(meta['adversarial']), 'adversarial')


if __name__ == '__main__':
    main()
