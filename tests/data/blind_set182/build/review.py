"""Review of the built files against the marks (build/marks.json). Prints failures and their count."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['mesa', 'butte', 'inselberg', 'cuesta', 'hogback', 'tepui']
HEDGE = re.compile(r"\b(think|thinks|thought|maybe|probably|possibly|perhaps|apparently|heard|hear|says|said|told|tells|"
                   r"might|guess|guessing|believe|seems|supposedly|rumour|reckon|if|once|used to|was|will|would|could|"
                   r"unless|assume|hunch|opinion|either|or so)\b", re.I)
HEDGE_CS = re.compile(r'\bmay\b')
fails = []
def F(*a):
    fails.append(' '.join(str(x) for x in a))
def units(sc):
    u = U[sc]['universe']; lv = list(u)
    ent = {e: (0, None) for e in u[lv[0]]}
    for li in (1, 2):
        for p, kids in u[lv[li]].items():
            for k in kids: ent[k] = (li, p)
    return lv, ent
def anc(ent, e):
    p = [None, None, None]; cur = e
    while cur is not None:
        li, par = ent[cur]; p[li] = cur; cur = par
    return p
def found(text, ent, mentions):
    t = text; pos = []
    for m in sorted(mentions, key=len, reverse=True):
        i = t.find(m)
        if i < 0:
            F('mention not in text', m)
        pos.append((text.find(m), m))
        t = t.replace(m, ' ')
    for e in sorted(ent, key=len, reverse=True):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), t, re.I):
            return e, pos
    return None, pos
for r in claims:
    mk = M['claims'][r['id']]; mark = mk['mark']; lv, ent = units(r['scenario'])
    b = [r['belief'][l] for l in lv]
    other, pos = found(r['text'], ent, r['mentions'])
    if other:
        F(r['id'], 'unit outside mentions:', other, '|', r['text'])
    if [m for _, m in sorted(pos)] != r['mentions']:
        F(r['id'], 'mentions not in text order', r['mentions'])
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(b):
            F(r['id'], 'probe fields')
        if (mark == 'X') != bool(r['mentions']):
            F(r['id'], 'probe mention mismatch')
        continue
    if r['speaker'] != 'defender' or not r['question']:
        F(r['id'], 'defender without question')
    if mark in 'LMT':
        k = {'L': 2, 'M': 1, 'T': 0}[mark]
        v = b[k]
        if v is None or ent.get(v, (None,))[0] != k or b[:k + 1] != anc(ent, v)[:k + 1] or any(b[k + 1:]):
            F(r['id'], 'committing belief wrong', b)
        if v not in r['mentions']:
            F(r['id'], 'committed unit not mentioned')
        if HEDGE.search(r['text']) or HEDGE_CS.search(r['text']):
            F(r['id'], 'hedge word in committing text:', r['text'])
    elif mark == 'X':
        if any(b) or not r['mentions']:
            F(r['id'], 'adversarial must be all-null with a mention')
    elif mark == 'N':
        if any(b) or r['mentions']:
            F(r['id'], 'null must be all-null without mention')
    else:
        F(r['id'], 'unknown mark', mark)
for r in ests:
    mk = M['estimates'][r['id']]; lv, ent = units(r['scenario']); t = r['text']
    stripped = t
    for e in sorted(ent, key=len, reverse=True):
        stripped = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(e), ' ', stripped)
    named = [s for s in STYLES if re.search(r'\b%s\b' % s, stripped, re.I)]
    if named != [r['construction']]:
        F(r['id'], 'style words', named)
    if (mk['code'] == 'U') != (r['label'] == 'unscored'):
        F(r['id'], 'unscored mismatch')
    v = mk['values']
    if mk['code'] != 'U':
        want = {'N': [None] * 3, 'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
                'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
                'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[mk['code']]
        if [r['label'][l] for l in lv] != want:
            F(r['id'], 'label wrong')
    codes = [M['estimates'][x]['code'] for x in M['estimates'] if M['estimates'][x]['template'] == mk['template']]
    if ('U' in codes) != ('cannot be read' in t):
        F(r['id'], '"cannot be read" mismatch')
    adv = mk['adv']
    has = {'decoy': 'decoy' in t, 'balloon': 'trial balloon it did not itself credit' in t,
           'slip': bool(re.search(r'let slip|slipped out', t))}
    if adv == '-':
        if any(has.values()) or v['C3'] in t:
            F(r['id'], 'plain note with decoy/balloon/slip or C3')
    else:
        if not has[adv] or sum(has.values()) != 1:
            F(r['id'], 'adversarial note marker', adv)
        if adv == 'decoy' and v['C3'] not in t:
            F(r['id'], 'decoy is not C3')
for f in fails:
    print(f)
print('failed:', len(fails))
