"""Review of the built files against the build sources (build/meta.json): committing marks carry the committed unit
and its parents with nulls below, the committed unit among the mentions and no hedge, hearsay, past, future, plan or
condition word in the template; adversarial marks all-null with a mention; null marks all-null with no mention; probes
from the attacker with a null question; a question on every defender message; every mention in its text, in text
order; every note naming its style word; "cannot be read" once for each unscored end; adversarial notes carrying one of
a decoy, a trial balloon or a slip and plain notes none; C3 only in decoy notes; every named label value named in the
note or a parent of a named unit."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
meta = json.load(open(os.path.join(HERE, 'meta.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|thinks|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|seems|once|hope|expect|said|says|was|were|plan|plans)\b"
flags = []
for r, m in zip(claims, meta['claims']):
    mark, t = m['_mark'], m['_t']
    vals = list(r['belief'].values())
    if mark in 'LMT':
        want = {'L': 3, 'M': 2, 'T': 1}[mark]
        if any(v is None for v in vals[:want]) or any(v is not None for v in vals[want:]):
            flags.append('%s: belief shape' % r['id'])
        if vals[want - 1] not in r['mentions']:
            flags.append('%s: committed unit not mentioned' % r['id'])
        h = re.search(HEDGE, t, re.I)
        if h:
            flags.append('%s: hedge word %r in committing %s' % (r['id'], h.group(0), t[:60]))
    else:
        if any(v is not None for v in vals):
            flags.append('%s: not all-null' % r['id'])
        if mark == 'X' and not r['mentions']:
            flags.append('%s: adversarial without mention' % r['id'])
        if mark == 'N' and r['mentions']:
            flags.append('%s: null with mention' % r['id'])
    if mark == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None:
            flags.append('%s: probe' % r['id'])
    elif r['speaker'] != 'defender' or not r['question']:
        flags.append('%s: defender question' % r['id'])
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos):
        flags.append('%s: mentions order %r' % (r['id'], pos))
for i in range(0, len(ests), 2):
    a, b = ests[i], ests[i + 1]
    m = meta['ests'][i]
    t = m['_t']
    nU = (a['label'] == 'unscored') + (b['label'] == 'unscored')
    if t.count('cannot be read') != nU:
        flags.append('%s: cannot be read %d vs %d' % (a['id'], t.count('cannot be read'), nU))
    adv = m['_adv']
    has = {'decoy': 'decoy' in t, 'balloon': 'trial balloon' in t, 'slip': bool(re.search(r'slipped (out|from)', t))}
    if adv == '-' and any(has.values()):
        flags.append('%s: plain note with adversarial device' % a['id'])
    if adv != '-' and not has[adv]:
        flags.append('%s: %s note lacks its device' % (a['id'], adv))
    if '{C3}' in t and adv != 'decoy':
        flags.append('%s: C3 outside a decoy' % a['id'])
    for r in (a, b):
        if r['label'] == 'unscored':
            continue
        for v in r['label'].values():
            if v in (None, '?'):
                continue
            if not re.search(r'(?<!\w)%s(?!\w)' % re.escape(v), r['text']):
                # parent of a named unit?
                pass_ = False
                for code in ('{B}', '{B2}', '{C}', '{C2}', '{C3}'):
                    pass_ = pass_ or code in t
                if not pass_:
                    flags.append('%s: label value %r not named' % (r['id'], v))
for f in flags:
    print('FLAG', f)
print('%d flags' % len(flags))
