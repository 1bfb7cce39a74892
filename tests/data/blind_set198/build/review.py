"""Review of set 198's built files against build/marks.json (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['hoarfrost', 'verglas', 'fernfrost', 'frostflower', 'pipkrake', 'rimefrost']
HEDGE = ['maybe', 'perhaps', 'possibly', 'probably', 'think', 'guess', 'reckon', 'heard', 'told me', 'apparently',
         'rumour', 'used to', 'will', 'would', 'might', 'could', 'should', 'if', 'unless', 'supposedly', 'believe',
         'seem', 'once', 'was', 'were', 'until', 'soon', 'next year']
fails = []


def fail(rid, msg):
    fails.append('%s: %s' % (rid, msg))


def names(sc):
    un = U[sc]['universe']; L = U[sc]['levels']
    out = {x: 0 for x in un[L[0]]}
    par = {}
    for li in (1, 2):
        for p, kids in un[L[li]].items():
            for k in kids:
                out[k] = li; par[k] = p
    return out, par


def common(r, text):
    if text[:1].islower():
        fail(r['id'], 'opens lower-case')
    for m in re.finditer(r'\b([Aa])n? (\w)', text):
        art = m.group(0).split()[0].lower()
        w = text[m.start(2):].split()[0]
        vowel = w[0].lower() in 'aeiou'
        if art == 'a' and vowel and not w.lower().startswith(('uni', 'use', 'eu', 'one')):
            fail(r['id'], '"a" before a vowel: %s' % text[m.start():m.start() + 20])
        if art == 'an' and not vowel and not w.lower().startswith(('hour', 'honest')):
            fail(r['id'], '"an" before a consonant: %s' % text[m.start():m.start() + 20])


for r in claims:
    mk = M[r['id']]; mark = mk['mark']; tpl = mk['template']; text = r['text']; sc = r['scenario']
    L = U[sc]['levels']; b = [r['belief'][k] for k in L]; ment = r['mentions']
    nm, par = names(sc)
    common(r, text)
    if mark in 'LMT':
        k = 'LMT'.index(mark); want = 2 - k
        if b[want] is None or any(x is not None for x in b[want + 1:]):
            fail(r['id'], 'committed level wrong %r' % b)
        if b[want] not in ment:
            fail(r['id'], 'committed unit not mentioned')
        low = tpl.lower()
        for h in HEDGE:
            if re.search(r'\b%s\b' % re.escape(h), low):
                fail(r['id'], 'hedge/past/future word %r in committing text' % h)
    elif mark == 'X':
        if any(b) or not ment:
            fail(r['id'], 'adversarial must be all-null with a mention')
    elif mark == 'N':
        if any(b) or ment:
            fail(r['id'], 'null must be all-null with no mention')
    elif mark == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(b):
            fail(r['id'], 'probe form')
    if mark != 'P' and (r['speaker'] != 'defender' or not r['question']):
        fail(r['id'], 'defender message needs a question')
    pos = -1
    rest = text
    for m_ in ment:
        i = text.find(m_)
        if i < 0:
            fail(r['id'], 'mention %r not in text' % m_)
        elif i < pos:
            fail(r['id'], 'mentions out of order')
        pos = max(pos, i)
    for m_ in sorted(ment, key=len, reverse=True):
        rest = rest.replace(m_, ' ')
    for n_ in sorted(nm, key=len, reverse=True):
        if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(n_), rest, re.I):
            fail(r['id'], 'unit %r named but not in mentions' % n_)

seen = {}
for r in ests:
    mk = M[r['id']]; text = r['text']; sc = r['scenario']; L = U[sc]['levels']
    nm, par = names(sc)
    common(r, text)
    low = text.lower()
    st = r['construction']
    if not re.search(r'\b%s\b' % st, low):
        fail(r['id'], 'style word missing')
    for o in STYLES:
        if o != st and re.search(r'\b%s\b' % o, low):
            fail(r['id'], 'other style word %s' % o)
    code = mk['code']
    if (r['label'] == 'unscored') != (code == 'U'):
        fail(r['id'], 'unscored mismatch')
    nU = (mk['prior'] == 'U') + (mk['current'] == 'U')
    if low.count('cannot be read') != nU:
        fail(r['id'], '"cannot be read" count %d for %d unscored ends' % (low.count('cannot be read'), nU))
    kind = mk['kind']
    has = {'decoy': 'decoy' in low, 'balloon': 'trial balloon' in low, 'slip': bool(re.search(r'\bslip', low))}
    if kind == 'plain' and any(has.values()):
        fail(r['id'], 'plain note with decoy/balloon/slip')
    if kind != 'plain' and [k for k, v in has.items() if v] != [kind]:
        fail(r['id'], 'adversarial note must carry exactly its own move: %r' % has)
    u = mk['units']
    if u['C3'] in text and kind != 'decoy':
        fail(r['id'], 'C3 named without a decoy')
    if kind == 'decoy':
        held = bool(re.search(r'\b(bit on|took it|accepted)\b', low))
        nothel = bool(re.search(r'turned away|well alone|nothing to do with', low))
        if held == nothel:
            fail(r['id'], 'decoy taken or not?')
        if held and mk['current'] != 'C3':
            fail(r['id'], 'held decoy must be current C3')
        if nothel and mk['current'] == 'C3':
            fail(r['id'], 'refused decoy held')
    if kind == 'slip':
        held = bool(re.search(r'grabbed|snatched|snapped', low))
        nothel = bool(re.search(r'no heed|let it go by|missed', low))
        if held == nothel:
            fail(r['id'], 'slip taken or not?')
    if isinstance(r['label'], dict):
        for k in L:
            v = r['label'][k]
            if v in (None, '?'):
                continue
            if v not in text and not any(par.get(x) == v or par.get(par.get(x)) == v for x in nm if x in text):
                fail(r['id'], 'label value %r neither named nor a parent of a named unit' % v)
    rest = text
    named = [u[k] for k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') if '{%s}' % k in mk['template']]
    for m_ in sorted(named, key=len, reverse=True):
        rest = rest.replace(m_, ' ')
    for n_ in sorted(nm, key=len, reverse=True):
        if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(n_), rest, re.I):
            fail(r['id'], 'unit %r named outside the slots' % n_)
for f in fails:
    print(f)
print('%d failed' % len(fails))
