"""Review of the built files against the letter-form marks (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
STY = ['adnate', 'adnexed', 'decurrent', 'sinuate', 'emarginate', 'seceding']
HEDGE = re.compile(r"(?i)\b(think|maybe|perhaps|probably|possibly|guess|reckon|heard|rumou?r|might|believe|suppose|seems?)\b")
bad = 0
def fail(*a):
    global bad; bad += 1; print('FAIL', *a)
for ln in open(os.path.join(OUT, 'claims.jsonl')):
    r = json.loads(ln); m = marks[r['id']]; mk = m['mark']
    lv = U[r['scenario']]['levels']; ent = U[r['scenario']]['universe']
    vals = [r['belief'][k] for k in lv]
    n = sum(v is not None for v in vals)
    want = {'L': 3, 'M': 2, 'T': 1}.get(mk, 0)
    if n != want or any(v is None for v in vals[:n]): fail(r['id'], 'belief depth', mk, vals)
    if mk in 'LMT' and vals[want - 1] not in r['mentions']: fail(r['id'], 'committed unit not mentioned')
    if mk == 'X' and not r['mentions']: fail(r['id'], 'adversarial without mention')
    if mk == 'N' and r['mentions']: fail(r['id'], 'null with mention')
    if mk == 'L' and HEDGE.search(r['text']): fail(r['id'], 'hedge word in committing text', r['text'])
    if mk == 'P' and (r['speaker'] != 'attacker' or r['question'] is not None or n): fail(r['id'], 'probe')
    if mk != 'P' and not r['question']: fail(r['id'], 'no question')
    pos = [r['text'].find(x) for x in r['mentions']]
    if -1 in pos or pos != sorted(pos): fail(r['id'], 'mentions order/presence')
for ln in open(os.path.join(OUT, 'estimates.jsonl')):
    r = json.loads(ln); m = marks[r['id']]; t = r['text'].lower()
    named = [s for s in STY if re.search(r'\b%s\b' % s, t)]
    if named != [r['construction']]: fail(r['id'], 'style words', named)
    if (m['code'] == 'U') != (r['label'] == 'unscored'): fail(r['id'], 'unscored mismatch')
    tm = m['template']
    if ('cannot be read' in tm) != ('U' in [marks[k]['code'] for k in marks if k.startswith('e-') and marks[k]['template'] == tm]): fail(r['id'], 'cannot be read')
    adv = m['adv']
    has = {'decoy': 'decoy' in tm, 'balloon': 'trial balloon' in tm, 'slip': 'let slip' in tm}
    if adv == '0' and any(has.values()): fail(r['id'], 'plain note with a device')
    if adv != '0' and not has[adv]: fail(r['id'], 'adversarial note without its device')
print('review: %d failed' % bad)
