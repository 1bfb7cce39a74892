"""Review of set 201's built files against the marks of build/marks.json (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
UNI = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
STYLES = ['pitting', 'flaking', 'filiform', 'crevice', 'galvanic', 'fretting']
HEDGES = ['maybe', 'perhaps', 'possibly', 'probably', 'think', 'guess', 'reckon', 'heard', 'told me', 'apparently',
          'rumour', 'used to', 'will', 'would', 'might', 'could', 'should', 'if', 'unless', 'supposedly', 'believe',
          'seem', 'once', 'hope', 'expect', 'said', 'says']
fails = []


def fail(rid, msg):
    fails.append('%s: %s' % (rid, msg))


def ents(sc):
    u = UNI[sc]['universe']
    lv = list(u)
    e = {}
    for x in u[lv[0]]:
        e[x] = (0, None)
    for k in (1, 2):
        for p, kids in u[lv[k]].items():
            for x in kids:
                e[x] = (k, p)
    return lv, e


def anc(e, x):
    p = [None, None, None]
    while x is not None:
        k, par = e[x]
        p[k] = x
        x = par
    return p


def stray(text, ment, e, rid):
    t = text
    for m in sorted(ment, key=len, reverse=True):
        t = re.sub(r'(?<![\w-])%s(?![\w-])' % re.escape(m), ' ', t)
    for x in sorted(e, key=len, reverse=True):
        if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(x), t, re.I):
            fail(rid, 'unit name %r outside the mentions' % x)
    pos = [text.find(m) for m in ment]
    if any(p < 0 for p in pos):
        fail(rid, 'mention not in text')
    elif pos != sorted(pos):
        fail(rid, 'mentions out of text order')


def style_text(text, rid, lower_ok):
    if text[0].islower() and not lower_ok:
        fail(rid, 'opens with a lower-case letter')
    if re.search(r'\ba [aeiouAEIOU]', text):
        fail(rid, '"a" before a vowel')


for r in claims:
    rid = r['id']
    mk = marks[rid]
    m = mk['mark']
    lv, e = ents(r['scenario'])
    b = [r['belief'][k] for k in lv]
    ment = r['mentions']
    stray(r['text'], ment, e, rid)
    style_text(r['text'], rid, any(r['text'].startswith(x) for x in ment))
    if m in 'LMT':
        k = 'TML'.index(m)
        low = b[k]
        if low is None or any(b[j] is not None for j in range(k + 1, 3)):
            fail(rid, 'committing level wrong')
        elif anc(e, low)[:k + 1] != b[:k + 1] or e[low][0] != k:
            fail(rid, 'belief not the unit and its parents')
        if low not in ment:
            fail(rid, 'committed unit not mentioned')
        for h in HEDGES:
            if re.search(r'\b%s\b' % h, mk['template'], re.I):
                fail(rid, 'hedge word %r in committing template' % h)
    else:
        if any(x is not None for x in b):
            fail(rid, 'non-committing text with a value')
        if m == 'X' and not ment:
            fail(rid, 'adversarial without a mention')
        if m == 'N' and ment:
            fail(rid, 'null text with a mention')
    if m == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None:
            fail(rid, 'probe speaker/question')
    else:
        if r['speaker'] != 'defender' or not r['question']:
            fail(rid, 'defender without question')

for r in ests:
    rid = r['id']
    mk = marks[rid]
    lv, e = ents(r['scenario'])
    t = r['text']
    style_text(t, rid, False)
    names = [x for x in e if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(x), t)]
    if not re.search(r'\b%s\b' % r['construction'], t, re.I):
        fail(rid, 'style word missing')
    for s in STYLES:
        if s != r['construction'] and re.search(r'\b%s\b' % s, t, re.I):
            fail(rid, 'other style word %s' % s)
    nu = (mk['prior'] == 'U') + (mk['current'] == 'U')
    if t.count('cannot be read') != nu:
        fail(rid, '"cannot be read" count %d for %d unscored ends' % (t.count('cannot be read'), nu))
    if (r['label'] == 'unscored') != (mk['code'] == 'U'):
        fail(rid, 'unscored mismatch')
    adv = mk['mark']
    has = {'D': 'decoy' in t, 'B': 'trial balloon' in t, 'S': bool(re.search(r'\bslip', t))}
    if adv == '-':
        if any(has.values()):
            fail(rid, 'plain note with a decoy, balloon or slip word')
    else:
        if [k for k, v in has.items() if v] != [adv]:
            fail(rid, 'adversarial note devices %r, expected %s' % (has, adv))
    c3 = mk['units']['C3']
    if (adv == 'D') != bool(re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(c3), t)):
        fail(rid, 'C3 present exactly in decoy notes')
    if isinstance(r['label'], dict):
        for v in r['label'].values():
            if v in (None, '?'):
                continue
            if v not in names and not any(anc(e, x)[e[v][0]] == v for x in names):
                fail(rid, 'label value %r neither named nor a parent of a named unit' % v)
print(len(fails), 'failed')
for f in fails:
    print(' ', f)
