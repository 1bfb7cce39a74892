"""Review of the built files against the marks (build/marks.json): see README, section Review."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['cassegrain', 'dobsonian', 'maksutov', 'gregorian', 'herschelian', 'keplerian']
HEDGES = r"\b(think|maybe|perhaps|probably|possibly|guess|heard|told|apparently|might|could|believe|seems|rumou?r|hunch|suppose|reckon|if|would|used to|imagine|someone|says|said)\b"
fails = []
def fail(i, m): fails.append('%s: %s' % (i, m))
def names(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    out = set(u[lv[0]])
    for k in (1, 2):
        for p, kids in u[lv[k]].items(): out |= set(kids)
    return out
def ancestors(sc, e):
    u = U[sc]['universe']; lv = U[sc]['levels']
    if e in u[lv[0]]: return [e, None, None]
    for a, bs in u[lv[1]].items():
        if e in bs: return [a, e, None]
        for b in bs:
            if e in u[lv[2]][b]: return [a, b, e]
    raise KeyError(e)
def rest_names(sc, text, mentions):
    x = text
    for e in sorted(mentions, key=len, reverse=True):
        x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(e), ' ', x)
    return [n for n in names(sc) if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), x)]
for r in claims:
    m = M[r['id']]; sc = r['scenario']; lv = U[sc]['levels']; v = m['units']
    b = [r['belief'][k] for k in lv]
    mk = m['mark']
    if mk in 'LMT':
        want = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}[mk]
        if b != want: fail(r['id'], 'belief %r != %r' % (b, want))
        low = [x for x in want if x][-1]
        if low not in r['mentions']: fail(r['id'], 'committed unit not mentioned')
        if re.search(HEDGES, r['text'], re.I): fail(r['id'], 'hedge word in committing text: ' + r['text'])
    else:
        if any(b): fail(r['id'], 'not all-null')
        if mk == 'X' and not r['mentions']: fail(r['id'], 'adversarial with no mention')
        if mk == 'N' and r['mentions']: fail(r['id'], 'null with a mention')
    if mk == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None: fail(r['id'], 'probe fields')
    else:
        if r['speaker'] != 'defender' or not r['question']: fail(r['id'], 'defender question')
    pos = [r['text'].find(e) for e in r['mentions']]
    if -1 in pos or pos != sorted(pos): fail(r['id'], 'mentions not in text order')
    extra = rest_names(sc, r['text'], r['mentions'])
    if extra: fail(r['id'], 'unit names outside mentions: %r' % extra)
    if r['construction'] == 'realistic_reply' or True:
        if m['adversarial'] != (mk == 'X' or (mk == 'P' and bool(r['mentions']))): fail(r['id'], 'adversarial flag')
byid = {r['id']: r for r in ests}
for r in ests:
    m = M[r['id']]; sc = r['scenario']; t = r['text']; v = m['units']
    low = t.lower()
    if not re.search(r'\b%s\b' % r['construction'], low): fail(r['id'], 'style word missing')
    for s in STYLES:
        if s != r['construction'] and s in low: fail(r['id'], 'other style word ' + s)
    if (r['label'] == 'unscored') != (m['code'] == 'U'): fail(r['id'], 'unscored mismatch')
    codes = [M[x]['code'] for x in M if x.startswith('e-') and M[x]['template'] == m['template']]
    if ('cannot be read' in t) != ('U' in codes): fail(r['id'], '"cannot be read" mismatch')
    adv_kinds = ['decoy' in low, 'trial balloon' in low, ('slip' in low)]
    if m['adversarial'] != any(adv_kinds): fail(r['id'], 'adversarial marker mismatch')
    if 'decoy' in low and v['C3'] not in t: fail(r['id'], 'decoy is not C3')
    if 'decoy' not in low and v['C3'] in t: fail(r['id'], 'C3 without decoy')
    if isinstance(r['label'], dict):
        named = m['mentions']
        for val in r['label'].values():
            if val in (None, '?'): continue
            if val in named: continue
            if not any(val in ancestors(sc, e) for e in named): fail(r['id'], 'label value %r not named' % val)
        # a named value must sit where the ancestors put it
        lv = U[sc]['levels']; vals = [r['label'][k] for k in lv]
        lowest = [x for x in vals if x not in (None, '?')]
        if lowest:
            anc = ancestors(sc, lowest[-1])
            for k, x in enumerate(vals):
                if x not in (None, '?') and x != anc[k]: fail(r['id'], 'label path')
print('%d failed' % len(fails))
for f in fails: print(' ', f)
