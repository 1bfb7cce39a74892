"""Mechanical review of set 178's built files against the marks (build/marks.json)."""
import json, os, re
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
marks = json.load(open(os.path.join(B, 'marks.json')))
STYLES = ['anticline', 'syncline', 'monocline', 'recumbent', 'isoclinal', 'pericline']
HEDGE = re.compile(r"\b(maybe|perhaps|might|think|guess|heard|apparently|probably|possibly|rumour|used to|was in)\b", re.I)
fails = 0
def fail(*a):
    global fails; fails += 1; print('FAIL', *a)
def units(sc):
    u = U[sc]['universe']; lv = list(u); par = {}
    for a in u[lv[0]]: par[a] = (0, None)
    for a, bs in u[lv[1]].items():
        for b in bs: par[b] = (1, a)
    for b, cs in u[lv[2]].items():
        for c in cs: par[c] = (2, b)
    return lv, par
for ln in open(os.path.join(H, 'claims.jsonl')):
    r = json.loads(ln); m, tpl = marks[r['id']]; lv, par = units(r['scenario'])
    vals = [r['belief'][k] for k in lv]; men = r['mentions']; x = r['text']
    pos = [x.find(u) for u in men]
    if any(p < 0 for p in pos) or pos != sorted(pos): fail(r['id'], 'mentions not in text order')
    rest = x
    for u in sorted(men, key=len, reverse=True): rest = rest.replace(u, ' ')
    for u in par:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(u), rest): fail(r['id'], 'unmentioned unit', u)
    if m in 'LMT':
        k = 'TML'.index(m)
        if vals[k] is None or any(v is not None for v in vals[k + 1:]): fail(r['id'], 'commit level')
        chain = [vals[k]]
        while par[chain[-1]][1] is not None: chain.append(par[chain[-1]][1])
        if list(reversed(chain)) != vals[:k + 1]: fail(r['id'], 'parents')
        if vals[k] not in men: fail(r['id'], 'committed unit not mentioned')
        if m == 'L' and HEDGE.search(x): fail(r['id'], 'hedge word in committing text', x)
    else:
        if any(v is not None for v in vals): fail(r['id'], 'not all-null')
        if m == 'X' and not men: fail(r['id'], 'adversarial without mention')
        if m == 'N' and men: fail(r['id'], 'null with mention')
    if m == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None: fail(r['id'], 'probe')
    elif r['speaker'] != 'defender' or not r['question']: fail(r['id'], 'defender question')
for ln in open(os.path.join(H, 'estimates.jsonl')):
    r = json.loads(ln); st, mv, p, c, tpl = marks[r['id']]; x = r['text']
    letter = p if r['kind'] == 'prior' else c
    if (letter == 'U') != (r['label'] == 'unscored'): fail(r['id'], 'unscored mismatch')
    if ('cannot be read' in x) != ('U' in (p, c)): fail(r['id'], 'cannot be read mismatch')
    if not re.search(r'\b%s\b' % st, x, re.I): fail(r['id'], 'style word missing')
    for o in STYLES:
        if o != st and re.search(o, x, re.I): fail(r['id'], 'other style word', o)
    adv = bool(re.search(r'decoy|trial balloon|let slip|slipped out', x))
    if adv != (mv != '-'): fail(r['id'], 'adversarial move mismatch')
    if mv == 'decoy' and 'C3' not in (tpl):
        fail(r['id'], 'decoy not C3')
print('failed:', fails)
