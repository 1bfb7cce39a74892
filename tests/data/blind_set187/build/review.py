"""Review of set 187's built files against the marks of build/marks.json (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['bechamel', 'veloute', 'espagnole', 'hollandaise', 'mayonnaise', 'bearnaise']
HEDGE = re.compile(r"\b(maybe|perhaps|probably|possibly|think|guess|might|apparently|heard|told|rumou?r|said|says|seems?|"
                   r"could|if|supposedly|believe|reckon|bet|used to|once|will|wants?|hopes?)\b", re.I)
fails = 0


def fail(*a):
    global fails
    fails += 1
    print('FAIL', *a)


def units(sid):
    u = uni[sid]['universe']; L = uni[sid]['levels']
    ent = {x: (0, None) for x in u[L[0]]}
    for li in (1, 2):
        for p, ks in u[L[li]].items():
            for k in ks:
                ent[k] = (li, p)
    return ent


def anc(ent, e):
    p = [None, None, None]
    while e is not None:
        p[ent[e][0]] = e; e = ent[e][1]
    return p


def order_ok(text, ment, ent):
    pos = []
    for m in ment:
        i = re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(m), text)
        if not i:
            return False
        pos.append(i.start())
    if pos != sorted(pos):
        return False
    rest = text
    for m in sorted(ent, key=len, reverse=True):
        if m in ment:
            rest = re.sub(r'(?<![\w-])%s(?![\w-])' % re.escape(m), ' ', rest)
    for m in ent:
        if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(m), rest):
            return False
    return True


for r in claims:
    mk = marks['claims'][r['id']]
    ent = units(r['scenario']); L = uni[r['scenario']]['levels']
    vals = [r['belief'][l] for l in L]
    m = mk['mark']
    if not order_ok(r['text'], r['mentions'], ent):
        fail(r['id'], 'mentions', r['text'], r['mentions'])
    if m in 'LMT':
        lev = 'TML'.index(m)
        c = vals[lev]
        if c is None or anc(ent, c) != vals[:lev + 1] + [None] * (2 - lev) or c not in r['mentions']:
            fail(r['id'], 'committing', vals)
        if HEDGE.search(re.sub(r'\{\w+\}', '', mk['template'])):
            fail(r['id'], 'hedge word in committing text', mk['template'])
    else:
        if any(v is not None for v in vals):
            fail(r['id'], 'not all-null')
        if m == 'X' and not r['mentions']:
            fail(r['id'], 'adversarial without mention')
        if m == '0' and r['mentions']:
            fail(r['id'], 'null with mention')
    if m == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None:
            fail(r['id'], 'probe')
        if bool(re.search(r'\{(A2?|B2?|C[23]?)\}', mk['template'])) != bool(r['mentions']):
            fail(r['id'], 'probe mention')
    elif r['speaker'] != 'defender' or not r['question']:
        fail(r['id'], 'defender question')

done = set()
for r in ests:
    mk = marks['notes'][r['id']]
    t = r['text']; tl = t.lower()
    ent = units(r['scenario'])
    if not re.search(r'\b%s\b' % r['construction'], tl) or any(re.search(r'\b%s\b' % s, tl) for s in STYLES if s != r['construction']):
        fail(r['id'], 'style word')
    if (mk['mark'] == 'U') != (r['label'] == 'unscored'):
        fail(r['id'], 'unscored')
    if ('cannot be read' in t) != ('U' in (mk['prior'], mk['current'])):
        fail(r['id'], 'cannot be read')
    dev = [w for w in ('decoy', 'trial balloon', 'let slip', 'slipped out') if w in t]
    if mk['adversarial'] != (len(dev) >= 1) or len(set(x.split()[-1] for x in dev)) > 1 and 'decoy' in dev and len(dev) > 1:
        fail(r['id'], 'adversarial device', dev)
    un = mk['units']
    if 'decoy' in t and not re.search(r'%s, (the|my) decoy|%s was my decoy|decoy' % (re.escape(un['C3']), re.escape(un['C3'])), t):
        fail(r['id'], 'decoy')
    if 'decoy' in t and un['C3'] not in t:
        fail(r['id'], 'decoy not C3')
    if 'decoy' not in t and re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(un['C3']), t):
        fail(r['id'], 'C3 in a note without decoy')
    if not order_ok(t, mk['mentions'], ent):
        fail(r['id'], 'note mentions')
    if isinstance(r['label'], dict):
        for v in r['label'].values():
            if v not in (None, '?') and v not in mk['mentions'] and not any(anc(ent, x)[ent[v][0]] == v for x in mk['mentions']):
                fail(r['id'], 'label value not named', v)
print('%d failed' % fails)
