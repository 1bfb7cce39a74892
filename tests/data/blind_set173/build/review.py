"""Checks every built claim and note against its mark (build/marks.json): committing marks carry the committed unit
and its parents with nulls below and the committed unit among the mentions; no hedge or hearsay word in a lowest-level
committing text; adversarial marks are all-null with a mention; null marks all-null with no mention; probes are
attacker messages with a null question; defender messages carry a question; mentions appear in the text in order;
each note names its style word and no other; 'cannot be read' exactly in notes with an unscored end; adversarial
notes carry a decoy, a trial balloon or a slip, plain notes none."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.join(HERE, '..')
marks = json.load(open(os.path.join(HERE, 'marks.json')))
STY = ['crustose', 'foliose', 'fruticose', 'squamulose', 'umbilicate', 'filamentous']
bad = 0
def fail(*a):
    global bad; bad += 1; print('FAIL', *a)
for l in open(os.path.join(TOP, 'claims.jsonl')):
    r = json.loads(l); m, t = marks[r['id']]; v = list(r['belief'].values()); x = r['text']
    pos = [x.find(u) for u in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): fail(r['id'], 'mention order', x)
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(v): fail(r['id'], 'probe')
        continue
    if not r['question']: fail(r['id'], 'no question')
    want = {'L': 3, 'M': 2, 'T': 1, 'X': 0, 'Z': 0}[m]
    if sum(1 for y in v if y) != want or any(v[k] is None for k in range(want)): fail(r['id'], 'belief', v, x)
    if m in 'LMT' and v[want - 1] not in r['mentions']: fail(r['id'], 'committed unit not mentioned')
    if m == 'L' and re.search(r"\b(maybe|perhaps|probably|might|guess|think|heard|says|said|told|rumou?r)\b", x, re.I): fail(r['id'], 'hedge in L', x)
    if m == 'X' and not r['mentions']: fail(r['id'], 'adversarial without mention')
    if m == 'Z' and r['mentions']: fail(r['id'], 'null with mention')
for l in open(os.path.join(TOP, 'estimates.jsonl')):
    r = json.loads(l); adv, pr, cu, t = marks[r['id']]; x = r['text'].lower()
    named = [s for s in STY if re.search(r'\b%s\b' % s, x)]
    if named != [r['construction']]: fail(r['id'], 'style words', named)
    code = pr if r['kind'] == 'prior' else cu
    if (r['label'] == 'unscored') != (code == 'U'): fail(r['id'], 'unscored')
    if ('cannot be read' in x) != ('U' in (pr, cu)): fail(r['id'], 'cannot be read')
    has = bool(re.search(r'decoy|trial balloon|let slip', x))
    if has != (adv == 'A'): fail(r['id'], 'adversarial device')
print(bad, 'failed')
