"""Review of set 196's built files against build/marks.json (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['binky', 'periscoping', 'thumping', 'flopping', 'chinning', 'loafing']
HEDGE = r"\b(maybe|perhaps|think|thinks|reckon|guess|probably|heard|told|says|said|used to|was|were|will|would|if|might|could|rumou?r|suppose|seems?|believe|apparently|once|ago)\b"
ALLOWED_HEDGE = {  # read and allowed: past events that are the speaker's first-hand basis, not N's placement
    "{N} works in {B}. I read the {L1}'s suggestion box, and {N}'s idea about the lifts was picked; suggestions are taken from the {L1} as one.",
    "{N} is part of {A}. I run the {L0}'s employee-of-the-year vote, and {N} was shortlisted; nominations come from anywhere in the {L0}.",
    "{N} works in {B}; I book the room for the {L1}'s all-hands, and {N} presented at the last one. The all-hands takes in the whole {L1} at once.",
    "{N} is in {B}. I ran the {L1}'s charity abseil, and {N} went down the building first; sign-ups were taken for the {L1} as a whole, not per {L2}.",
}
fails = []


def F(*a):
    fails.append(' '.join(str(x) for x in a))


def names_of(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    s = set(u[lv[0]])
    for k in (1, 2):
        for kids in u[lv[k]].values():
            s.update(kids)
    return s


def anc(sc, name):
    u = U[sc]['universe']; lv = U[sc]['levels']
    if name in u[lv[0]]:
        return [name, None, None]
    for p, kids in u[lv[1]].items():
        if name in kids:
            return [p, name, None]
    for p, kids in u[lv[2]].items():
        if name in kids:
            return anc(sc, p)[:1] + [p, name]


def check_mentions(rid, sc, text, mentions):
    pos = []
    for m in mentions:
        i = text.find(m)
        if i < 0:
            F(rid, 'mention not in text', m)
        pos.append(i)
    if pos != sorted(pos):
        F(rid, 'mentions out of order', mentions)
    rest = text
    for m in sorted(mentions, key=len, reverse=True):
        rest = rest.replace(m, ' ')
    for nm in names_of(sc):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), rest):
            F(rid, 'unit name outside mentions', nm)


def style_checks(rid, text):
    if text[:1].islower():
        F(rid, 'opens lower-case', text[:30])
    if re.search(r'\b[Aa] [AEIOUaeiou]', text):
        F(rid, '"a" before a vowel', text)


for r in claims:
    m = marks[r['id']]
    sc = r['scenario']; lv = U[sc]['levels']
    vals = [r['belief'][k] for k in lv]
    mk = m['mark']
    if mk in 'LMT':
        unit = m['units'][{'L': 'C', 'M': 'B', 'T': 'A'}[mk]]
        if vals != anc(sc, unit):
            F(r['id'], 'belief not the committed chain')
        if unit not in r['mentions']:
            F(r['id'], 'committed unit not mentioned')
        tpl = m['template']
        h = re.search(HEDGE, tpl, re.I)
        if h and tpl not in ALLOWED_HEDGE:
            F(r['id'], 'hedge/tense word in committing template:', h.group(0), '|', tpl)
    elif mk == 'X':
        if any(vals) or not r['mentions']:
            F(r['id'], 'adversarial must be all-null with a mention')
    elif mk == 'N':
        if any(vals) or r['mentions']:
            F(r['id'], 'null must be all-null with no mention')
    elif mk == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(vals):
            F(r['id'], 'probe form')
    if r['speaker'] == 'defender' and not r['question']:
        F(r['id'], 'defender without question')
    check_mentions(r['id'], sc, r['text'], r['mentions'])
    style_checks(r['id'], r['text'])

for r in ests:
    m = marks[r['id']]
    t = r['text']; sc = r['scenario']; lv = U[sc]['levels']
    check_mentions(r['id'], sc, t, m['mentions'])
    style_checks(r['id'], t)
    low = t.lower()
    for s in STYLES:
        has = re.search(r'\b%s\b' % s, low)
        if s == r['construction'] and not has:
            F(r['id'], 'style word missing')
        if s != r['construction'] and has:
            F(r['id'], 'other style word', s)
    if (r['label'] == 'unscored') != (m['code'] == 'U'):
        F(r['id'], 'unscored mismatch')
    tpl = m['template']
    nU = sum(1 for e in ests if e['text'] == t and e['label'] == 'unscored')
    if low.count('cannot be read') != nU:
        F(r['id'], '"cannot be read" count', low.count('cannot be read'), 'vs', nU)
    kind = m['kind']
    dec = 'decoy' in low; bal = 'trial balloon' in low; sl = re.search(r'\bslip', low) is not None
    if kind == 'P' and (dec or bal or sl):
        F(r['id'], 'plain note with an adversarial device')
    if kind == 'D' and not (dec and not bal and not sl):
        F(r['id'], 'decoy note form')
    if kind == 'B' and not (bal and not dec and not sl):
        F(r['id'], 'balloon note form')
    if kind == 'S' and not (sl and not dec and not bal):
        F(r['id'], 'slip note form')
    if ('{C3}' in tpl) != (kind == 'D'):
        F(r['id'], 'C3 outside a decoy note or decoy not C3')
    if isinstance(r['label'], dict):
        for k, v in r['label'].items():
            if v not in (None, '?'):
                ok = v in m['mentions'] or any(anc(sc, x)[lv.index(k)] == v for x in m['mentions'])
                if not ok:
                    F(r['id'], 'label value neither named nor parent', v)

print('%d failed' % len(fails))
for f in fails:
    print(' ', f)
