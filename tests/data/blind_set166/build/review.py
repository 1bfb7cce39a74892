"""Review of set 166's built files against build/marks.json: committing marks carry the unit and its tree parents,
nulls below, the committed unit mentioned, no hedge word; adversarial: all-null with a mention; null: all-null, no
mention; probes: attacker, null question, all-null; every defender message a question; mentions in text order;
every note names its style word and no other; unscored exactly where the note says "cannot be read"; adversarial
notes carry bait, a decoy or a slip, plain notes none."""
import json, os, re
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
M = json.load(open(os.path.join(B, 'marks.json')))
HEDGE = re.compile(r"\b(maybe|might|guess|think|believe|perhaps|possibly|probably|rumou?r|heard|told me|used to|suppose|imagine|not sure|seems|reckon|if )", re.I)
STY = ['mistral', 'sirocco', 'foehn', 'chinook', 'tramontane', 'harmattan']
bad = 0
for ln in open(os.path.join(H, 'claims.jsonl')):
    r = json.loads(ln); mk = M['claims'][r['id']]; v = list(r['belief'].values()); t = r['text']
    pos = [t.find(x) for x in r['mentions']]
    if pos != sorted(pos) or -1 in pos: print('ORDER', r['id'], t); bad += 1
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(v): print('PROBE', r['id']); bad += 1
        continue
    if not r['question']: print('NOQ', r['id']); bad += 1
    m = mk['mark']
    if m in 'LMT':
        k = 'LMT'.index(m); want = 3 - k
        if sum(x is not None for x in v) != want or v[want - 1] not in r['mentions'] and not (m == 'L'): print('COMMIT', r['id'], t); bad += 1
        if HEDGE.search(t): print('HEDGE', r['id'], t); bad += 1
    elif m == 'X':
        if any(v) or not r['mentions']: print('ADV', r['id']); bad += 1
    else:
        if any(v) or r['mentions']: print('NULL', r['id']); bad += 1
for ln in open(os.path.join(H, 'estimates.jsonl')):
    r = json.loads(ln); mk = M['estimates'][r['id']]; t = r['text'].lower()
    if sum(1 for s in STY if s in t) != 1 or r['construction'] not in t: print('STYLE', r['id']); bad += 1
    unsc = r['label'] == 'unscored'
    if unsc and 'cannot be read' not in t: print('UNSC', r['id']); bad += 1
    adv = any(w in t for w in ('decoy', 'bait', 'slip'))
    if adv != mk['adversarial']: print('ADVNOTE', r['id'], t); bad += 1
print('failed', bad)
