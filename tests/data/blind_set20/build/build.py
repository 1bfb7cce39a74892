#!/usr/bin/env python3
"""Fill set 20's templates (each once), assign scenarios in turn, shuffle, write the jsonl files."""
import json, os, random, re, sys
from common import SCEN, UNI, slots, fill, belief, entities, tree
import d_real, d_new, e_est
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')


def src_claims():
    rows = [('real-%03d' % i, 'realistic_reply', lab, adv, txt, dbt) for i, (lab, adv, txt, dbt) in enumerate(d_real.R)]
    rows += [('new-%03d' % i, tag, lab, adv, txt, dbt) for i, (tag, lab, adv, txt, dbt) in enumerate(d_new.N)]
    rows += [('att-%03d' % i, tag, lab, adv, txt, dbt) for i, (tag, lab, adv, txt, dbt) in enumerate(d_new.A)]
    return rows


def build():
    claims, src = [], []
    rows = src_claims()
    order = list(range(len(rows)))
    for n, (key, tag, lab, adv, txt, dbt) in enumerate(rows):
        sc = SCEN[n % len(SCEN)]
        s = slots(sc, 20000 + n)
        text, men = fill(txt, s)
        left = re.findall(r'\{(\w+)\}', text)
        L, u = tree(sc)
        att = tag == 'attacker_probe'
        rec = {'id': None, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
               'question': None if att else 'Which %s is %s in?' % (L[2].replace('_', ' '), s['T']),
               'text': text, 'mentions': men, 'belief': belief(sc, s, lab)}
        claims.append(rec)
        src.append({'source': key, 'adversarial': bool(adv), 'label_slot': lab, 'doubt': dbt, 'template': txt,
                    'leftover_braces': left})
    ests, esrc = [], []
    for n, (tag, txt, prior, cur, dbt) in enumerate(e_est.E):
        sc = SCEN[(n * 7 + 3) % len(SCEN)]
        s = slots(sc, 30000 + n)
        text, men = fill(txt, s)
        L, u = tree(sc)
        for kind, lab in (('prior', prior), ('current', cur)):
            if lab == 'unscored':
                label = 'unscored'
            else:
                label = dict(zip(L, [x if x in (None, '?') else s[x] for x in lab]))
            ests.append({'id': None, 'scenario': sc, 'kind': kind, 'construction': tag, 'text': text, 'label': label})
            esrc.append({'source': 'est-%03d' % n, 'kind': kind, 'doubt': dbt})
    # shuffle with fixed seeds
    ci = list(range(len(claims))); random.Random(20099).shuffle(ci)
    ei = list(range(len(ests))); random.Random(20100).shuffle(ei)
    ids = {}
    outc = []
    for new, old in enumerate(ci):
        r = dict(claims[old]); r['id'] = 'c-%03d' % new
        outc.append(r); src[old]['id'] = r['id']
    oute = []
    for new, old in enumerate(ei):
        r = dict(ests[old]); r['id'] = 'e-%03d' % new
        oute.append(r); esrc[old]['id'] = r['id']
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in outc:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in oute:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': src, 'estimates': esrc}, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1, ensure_ascii=False)
    return claims, src, ests, esrc


def report(claims, src):
    """Mention cross-check: universe names found in the text (case/separator-insensitive) but not in mentions."""
    norm = lambda x: re.sub(r'[^a-z0-9]', '', x.lower())
    for r, s in zip(claims, src):
        ent = entities(r['scenario'])
        t = norm(r['text'])
        extra = [e for e in ent if norm(e) in t and e not in r['mentions']
                 and not any(norm(e) in norm(m) for m in r['mentions'])]
        if extra or s['leftover_braces']:
            print(s['source'], r['scenario'], 'unlisted:', extra, 'braces:', s['leftover_braces'], '|', r['text'][:100].replace('\n', ' '))


if __name__ == '__main__':
    c, s, e, es = build()
    print(len(c), 'claims;', len(e), 'estimates')
    if '--report' in sys.argv:
        report(c, s)
