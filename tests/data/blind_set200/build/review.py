"""Review of set 200's built files against build/marks.json (see the README's Review section)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['softpeak', 'stiffpeak', 'syneresis', 'deflating', 'overbeaten', 'cracking']
HEDGES = ['maybe', 'perhaps', 'possibly', 'probably', 'think', 'guess', 'reckon', 'heard', 'told me', 'apparently',
          'rumour', 'used to', 'will', 'would', 'might', 'could', 'should', 'if', 'unless', 'supposedly', 'believe',
          'seem', 'once', 'was', 'were', 'until', 'soon', 'next year', 'expect', 'hope', 'plan']
AN_OK = ('an hour', 'an honest')
A_OK = ('a one-', 'a user', 'a unit', 'a union', 'a european', 'a u-')
fails = []


def fail(rid, msg):
    fails.append('%s: %s' % (rid, msg))


def ents(sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    e = {}
    for x in u[L[0]]:
        e[x] = (0, None)
    for li in (1, 2):
        for p, ks in u[L[li]].items():
            for k in ks:
                e[k] = (li, p)
    return e


def anc(e, x):
    out = [None, None, None]
    while x is not None:
        li, p = e[x]; out[li] = x; x = p
    return out


def text_checks(rid, sc, text, ment):
    e = ents(sc)
    pos = -1
    for m in ment:
        i = text.find(m)
        if i < 0:
            fail(rid, 'mention %r not in text' % m)
        elif i < pos:
            fail(rid, 'mentions out of order')
        pos = max(pos, i)
    rest = text
    for m in sorted(ment, key=len, reverse=True):
        rest = rest.replace(m, ' ')
    for x in sorted(e, key=len, reverse=True):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(x), rest):
            fail(rid, 'unit %r named outside the mentions' % x)
    if text[:1].islower():
        fail(rid, 'opens with a lower-case letter')
    for m in re.finditer(r'\b([Aa]n?) (\S+)', text):
        art, w = m.group(1).lower(), m.group(2)
        phrase = (art + ' ' + w).lower()
        if art == 'a' and w[:1].lower() in 'aeiou' and not phrase.startswith(A_OK):
            fail(rid, '"a" before a vowel: %s' % phrase)
        if art == 'an' and w[:1].lower() not in 'aeiou' and not phrase.startswith(AN_OK):
            fail(rid, '"an" before a consonant: %s' % phrase)


for r in claims:
    rid = r['id']; mk = marks[rid]['mark']; t = marks[rid]['template']
    e = ents(r['scenario']); L = U[r['scenario']]['levels']
    vals = [r['belief'][l] for l in L]
    text_checks(rid, r['scenario'], r['text'], r['mentions'])
    if mk in 'LMT':
        lev = {'L': 2, 'M': 1, 'T': 0}[mk]
        unit = vals[lev]
        if unit is None or vals != anc(e, unit):
            fail(rid, 'committing belief is not the unit and its parents')
        if unit not in r['mentions']:
            fail(rid, 'committed unit not mentioned')
        low = re.sub(r'\{\w+\}', ' ', t).lower()
        for h in HEDGES:
            if re.search(r'\b%s\b' % re.escape(h), low):
                fail(rid, 'hedge word %r in a committing template' % h)
    else:
        if any(v is not None for v in vals):
            fail(rid, 'non-committing text with a belief')
        if mk == 'X' and not r['mentions']:
            fail(rid, 'adversarial text names no unit')
        if mk == 'N' and r['mentions']:
            fail(rid, 'null text names a unit')
    if mk == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None:
            fail(rid, 'probe: speaker or question')
    else:
        if r['speaker'] != 'defender' or not r['question']:
            fail(rid, 'defender message without a question')

by_text = {}
for r in ests:
    by_text.setdefault(r['text'], []).append(r)
for text, rs in by_text.items():
    rid = rs[0]['id']; mk = marks[rid]; t = mk['template']; sc = rs[0]['scenario']; e = ents(sc)
    L = U[sc]['levels']
    style = rs[0]['construction']
    low = text.lower()
    if not re.search(r'\b%s\b' % style, low):
        fail(rid, 'style word missing')
    for s in STYLES:
        if s != style and re.search(r'\b%s\b' % s, low):
            fail(rid, 'other style word %s' % s)
    nun = sum(1 for r in rs if r['label'] == 'unscored')
    if low.count('cannot be read') != nun:
        fail(rid, '"cannot be read" count %d vs %d unscored' % (low.count('cannot be read'), nun))
    for r in rs:
        spec = mk['prior'] if r['kind'] == 'prior' else mk['current']
        if (spec == 'U') != (r['label'] == 'unscored'):
            fail(r['id'], 'unscored mismatch')
    kind = mk['mark']
    has = {'D': 'decoy' in low, 'T': 'trial balloon' in low, 'S': bool(re.search(r'\bslip', low))}
    for k, v in has.items():
        if v and k != kind:
            fail(rid, 'device %s in a note of kind %s' % (k, kind))
    if kind in 'DTS' and not has[kind]:
        fail(rid, 'adversarial note without its device')
    cur = next(r for r in rs if r['kind'] == 'current')
    prior = next(r for r in rs if r['kind'] == 'prior')
    if kind == 'D':
        taken = bool(re.search(r'\b(bit on|took it|accepted it|took)\b', low))
        refused = bool(re.search(r'turned away from|left \{?\w.*well alone|well alone|would have nothing to do with', low))
        if taken == refused:
            fail(rid, 'decoy neither clearly taken nor refused')
        c3 = '{C3}'
        held = isinstance(cur['label'], dict) and mk['current'] == 'C3'
        if taken and not held:
            fail(rid, 'taken decoy not held')
        if refused and mk['current'] == 'C3':
            fail(rid, 'refused decoy held')
    elif '{C3}' in t:
        fail(rid, 'C3 in a note without a decoy')
    if kind == 'S':
        taken = bool(re.search(r'grabbed|snapped it up|snatched it up', low))
        missed = bool(re.search(r'paid it no heed|missed it|let it go by', low))
        if taken == missed:
            fail(rid, 'slip neither taken nor missed')
    # every named label value is named in the note or a parent of a named unit; no unit outside the slots
    ment = []
    for s in re.findall(r'\{(A2?|B2?|C[23]?)\}', t):
        if mk['units'][s] not in ment:
            ment.append(mk['units'][s])
    for r in rs:
        if isinstance(r['label'], dict):
            for v in r['label'].values():
                if v not in (None, '?') and v not in ment and not any(anc(e, x)[e[v][0]] == v for x in ment):
                    fail(r['id'], 'label value %r neither named nor a parent of a named unit' % v)
    text_checks(rid, sc, text, ment)
print('%d failed' % len(fails))
for f in fails:
    print(' ', f)
