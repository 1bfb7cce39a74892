"""Review of the built files against the marks (build/marks.json): see README, Review."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
M = json.load(open(os.path.join(HERE, 'marks.json')))
STY = ['chantilly', 'alencon', 'torchon', 'valenciennes', 'honiton', 'carrickmacross']
HEDGE = r'\b(maybe|perhaps|guess|probably|reckon|rumou?r|suppose|i think|might|could be|not sure|told me|heard|used to|was in|plans?|if)\b'
fail = 0
def bad(rid, why):
    global fail; fail += 1; print('FAIL', rid, why)
for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(l); tag, mark, tpl = M['claims'][r['id']]
    v = list(r['belief'].values()); m = r['mentions']; t = r['text']
    pos = [t.find(x) for x in m]
    if any(p < 0 for p in pos) or pos != sorted(pos): bad(r['id'], 'mentions not in text order')
    if mark == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(v): bad(r['id'], 'probe')
        continue
    if r['speaker'] != 'defender' or not r['question']: bad(r['id'], 'defender/question')
    if mark in 'LMT':
        k = 'LMT'.index(mark); want = 3 - k
        if sum(x is not None for x in v) != want or v[want - 1] not in m: bad(r['id'], 'commit')
        if re.search(HEDGE, t.lower()) and mark == 'L': bad(r['id'], 'hedge word: ' + t)
    elif mark == 'X':
        if any(v) or not m: bad(r['id'], 'adversarial')
    elif mark == 'N':
        if any(v) or m: bad(r['id'], 'null')
for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8'):
    r = json.loads(l); style, adv, prior, cur, tpl = M['notes'][r['id']]
    low = r['text'].lower()
    if not re.search(r'\b%s\b' % style, low) or any(re.search(r'\b%s\b' % s, low) for s in STY if s != style):
        bad(r['id'], 'style word')
    code = prior if r['kind'] == 'prior' else cur
    if (r['label'] == 'unscored') != (code == 'U'): bad(r['id'], 'unscored')
    if ('cannot be read' in low) != ('U' in (prior, cur)): bad(r['id'], 'cannot be read')
    has = bool(re.search(r'\b(lure|decoy|slip)\b', low))
    if has != (adv == '1'): bad(r['id'], 'adversarial marker')
print(fail, 'failed')
