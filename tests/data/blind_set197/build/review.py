"""Review of the built files against the marks (build/marks.json): labels, mentions, questions, hedges, style words,
unscored ends, decoys, balloons and slips. Prints failures and a count."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
STYLES = ['fiddleback', 'birdseye', 'quilted', 'spalted', 'bearclaw', 'pommele']
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|thinks|guess|reckon|heard|told me|apparently|rumou?r|used to|will|would|might|could|should|if|unless|supposedly|believe|seems?|once)\b"
ALLOWED_HEDGE = set()  # templates read and allowed by hand (none so far)
fails = []
def F(*a):
    fails.append(' '.join(str(x) for x in a))
def tree(sc):
    u = U[sc]['tree']; L = U[sc]['levels']; par = {}; lev = {}
    for e in u[L[0]]:
        lev[e] = 0; par[e] = None
    for k in (1, 2):
        for p, kids in u[L[k]].items():
            for c in kids:
                lev[c] = k; par[c] = p
    return L, par, lev
def strip_units(text, lev):
    for nm in sorted(lev, key=len, reverse=True):
        text = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(nm), ' ', text)
    return text
for r in claims:
    m = marks[r['id']]; L, par, lev = tree(r['scenario']); t = r['text']; b = [r['belief'][l] for l in L]
    # mentions in text order, all present, and no other unit name
    pos = []
    for e in r['mentions']:
        i = re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), t)
        if not i:
            F(r['id'], 'mention not in text', e)
        else:
            pos.append(i.start())
    if pos != sorted(pos):
        F(r['id'], 'mentions out of order')
    rest = t
    for e in sorted(r['mentions'], key=len, reverse=True):
        rest = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(e), ' ', rest)
    for nm in lev:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), rest):
            F(r['id'], 'unmentioned unit name', nm)
    mk = m['mark']
    if mk in ('L', 'M', 'T'):
        k = {'L': 2, 'M': 1, 'T': 0}[mk]
        e = b[k]
        if e is None or lev.get(e) != k or e not in r['mentions'] and not any(par.get(x) == e or par.get(par.get(x)) == e for x in r['mentions']):
            F(r['id'], 'committed unit wrong or not mentioned', b)
        chain = [None, None, None]; cur = e
        while cur is not None:
            chain[lev[cur]] = cur; cur = par[cur]
        if b != chain:
            F(r['id'], 'belief not the chain of the committed unit', b)
        if re.search(HEDGE, m['template'], re.I) and m['template'] not in ALLOWED_HEDGE:
            F(r['id'], 'hedge-like word in a committing template:', m['template'])
    else:
        if any(v is not None for v in b):
            F(r['id'], 'non-committing text with a belief', b)
        if mk == 'X' and not r['mentions']:
            F(r['id'], 'adversarial without a mention')
        if mk == 'N' and r['mentions']:
            F(r['id'], 'null text with a mention')
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None:
            F(r['id'], 'probe speaker/question')
    elif r['speaker'] != 'defender' or not r['question']:
        F(r['id'], 'defender message without question')
    if t[:1].islower() and not any(t.startswith(e) for e in r['mentions']):
        F(r['id'], 'opens lower-case')
    if re.search(r'\ba [aeiouAEIOU]', t):
        F(r['id'], '"a" before a vowel')
bytext = {}
for r in ests:
    bytext.setdefault(r['text'], []).append(r)
for t, rs in bytext.items():
    m = marks[rs[0]['id']]; L, par, lev = tree(rs[0]['scenario']); style = rs[0]['construction']
    low = strip_units(t, lev).lower()
    if not re.search(r'\b%s\b' % style, low):
        F(rs[0]['id'], 'style word missing')
    for s in STYLES:
        if s != style and s in low:
            F(rs[0]['id'], 'other style word', s)
    nU = sum(1 for r in rs if r['label'] == 'unscored')
    if low.count('cannot be read') != nU:
        F(rs[0]['id'], 'cannot be read count', low.count('cannot be read'), nU)
    kind = m['mark']
    has = {'D': 'decoy' in low, 'B': 'trial balloon' in low, 'S': bool(re.search(r'\bslip', low))}
    for k_, v_ in has.items():
        if v_ != (kind == k_):
            F(rs[0]['id'], 'adversarial marker mismatch', k_, kind)
    C3 = None
    for r in rs:
        pass
    if t[:1].islower():
        F(rs[0]['id'], 'opens lower-case')
    if re.search(r'\ba [aeiouAEIOU]', t):
        F(rs[0]['id'], '"a" before a vowel')
    for r in rs:
        lab = r['label']
        if lab == 'unscored':
            continue
        for v in lab.values():
            if v not in (None, '?') and not re.search(r'(?<!\w)%s(?!\w)' % re.escape(v), t):
                # a parent of a named unit is fine
                named = [e for e in lev if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), t)]
                if not any(par.get(x) == v or par.get(par.get(x) or '') == v for x in named):
                    F(r['id'], 'label value neither named nor parent of a named unit', v)
# decoys: the decoy unit in a decoy note is a sibling of the C named ... check via templates
for rid, m in marks.items():
    if rid.startswith('e-'):
        tpl = m['template']
        if ('{C3}' in tpl) != (m['mark'] == 'D'):
            F(rid, 'C3 in a note without a decoy, or a decoy note without C3')
        if m['mark'] == 'D' and not re.search(r'\{C3\}[^.]*decoy|decoy[^.]*\{C3\}', tpl):
            F(rid, 'decoy is not C3')
print('\n'.join(fails)); print('%d failed' % len(fails))
