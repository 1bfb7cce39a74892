"""Set 160 review of every claim and note against its mark (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
marks = json.load(open(os.path.join(HERE, 'marks.json')))
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
bad = 0
def fail(*a):
    global bad; bad += 1; print('FAIL', *a)
for r in C:
    m = marks[r['id']]['mark']; v = list(r['belief'].values()); men = r['mentions']
    k = {'L': 3, 'M': 2, 'T': 1}.get(m, 0)
    if any(x is None for x in v[:k]) or any(x is not None for x in v[k:]): fail(r['id'], 'belief depth')
    if k and v[k - 1] not in men: fail(r['id'], 'committed unit not mentioned')
    if m == 'X' and not men: fail(r['id'], 'adversarial without mention')
    if m == 'N' and men: fail(r['id'], 'null with mention')
    if m == 'P' and (r['speaker'] != 'attacker' or r['question'] is not None): fail(r['id'], 'probe')
    if m != 'P' and r['speaker'] != 'defender': fail(r['id'], 'speaker')
    pos = [r['text'].find(x) for x in men]
    if any(p < 0 for p in pos) or pos != sorted(pos): fail(r['id'], 'mentions not in text order')
for r in E:
    mk = marks[r['id']]; t = r['text']
    if not re.search(r'(?i)\b%s\b' % r['construction'], t): fail(r['id'], 'style word')
    if (r['label'] == 'unscored') != (mk['code'] == 'U'): fail(r['id'], 'unscored')
    if mk['code'] == 'U' and 'be read from' not in t: fail(r['id'], 'unscored wording')
    adv = bool(re.search(r'as bait|as a test|slip by mistake', t))
    if adv != mk['adv']: fail(r['id'], 'adversarial wording')
print('failed', bad)
