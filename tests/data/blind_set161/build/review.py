"""Checks every built record against its mark (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
M = json.load(open(os.path.join(HERE, 'marks.json')))
bad = 0
def fail(*a):
    global bad; bad += 1; print('FAIL', *a)
for ln in open(os.path.join(HERE, '..', 'claims.jsonl')):
    r = json.loads(ln); g, m, t, v = M['claims'][r['id']]
    vals = list(r['belief'].values())
    want = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(m, [None] * 3)
    if vals != want: fail(r['id'], 'belief')
    if m in 'LMT' and [x for x in vals if x][-1] not in r['mentions']: fail(r['id'], 'committed unit not mentioned')
    if m == 'X' and not r['mentions']: fail(r['id'], 'adversarial without mention')
    if m == 'N' and r['mentions']: fail(r['id'], 'null with mention')
    if m == 'P' and (r['speaker'] != 'attacker' or r['question'] is not None): fail(r['id'], 'probe')
    pos = [r['text'].find(x) for x in r['mentions']]
    if -1 in pos or pos != sorted(pos): fail(r['id'], 'mentions order')
for ln in open(os.path.join(HERE, '..', 'estimates.jsonl')):
    r = json.loads(ln); style, adv, pr, cu, t = M['estimates'][r['id']]
    if not re.search(r'(?i)\b%s\b' % style, r['text']): fail(r['id'], 'style word')
    if (r['label'] == 'unscored') != ('cannot be read' in t and (pr if r['kind'] == 'prior' else cu) == 'U'): fail(r['id'], 'unscored')
    dev = any(w in t for w in ('bait', 'false', 'decoy', 'slip'))
    if (adv == '1') != dev: fail(r['id'], 'adversarial device')
print(bad, 'failed')
