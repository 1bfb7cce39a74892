"""Review of set 188's built claims and notes against their marks (build/marks.json); prints failures."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
STYLES = ['samara', 'pappus', 'silique', 'schizocarp', 'loment', 'drupe']
HEDGE = r"\b(maybe|perhaps|probably|possibly|might|may|could|think|thinks|guess|suppose|believe|apparently|heard|told|says|said|rumou?r|likely|seems?|if|unless|used to|once|or so)\b"
fails = []


def units(s):
    u, lv = U[s]['universe'], U[s]['levels']
    ent = {}
    for a in u[lv[0]]: ent[a] = (0, None)
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            for k in ks: ent[k] = (li, p)
    return ent


def anc(ent, e):
    p = [None] * 3; c = e
    while c is not None:
        li, par = ent[c]; p[li] = c; c = par
    return p


def leftover(text, mentions, ent):
    t = text
    for m in sorted(mentions, key=len, reverse=True):
        t = t.replace(m, ' ')
    return [e for e in sorted(ent, key=len, reverse=True) if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(e), t)]


for r in claims:
    m = marks[r['id']]; mk = m['mark']; v = m['slots']; ent = units(r['scenario'])
    vals = list(r['belief'].values())
    if mk in ('L', 'M', 'T'):
        tgt = {'L': v['C'], 'M': v['B'], 'T': v['A']}[mk]
        if vals != anc(ent, tgt): fails.append((r['id'], 'belief', vals))
        if tgt not in r['mentions']: fails.append((r['id'], 'committed unit not mentioned'))
        if re.search(HEDGE, r['text'], re.I): fails.append((r['id'], 'hedge word in committing text', r['text']))
    else:
        if any(x is not None for x in vals): fails.append((r['id'], 'not all-null'))
        if mk == 'X' and not r['mentions']: fails.append((r['id'], 'adversarial without a mention'))
        if mk == '0' and r['mentions']: fails.append((r['id'], 'null with a mention'))
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None: fails.append((r['id'], 'probe speaker/question'))
    elif not r['question']: fails.append((r['id'], 'no question'))
    pos = [r['text'].find(x) for x in r['mentions']]
    if -1 in pos or pos != sorted(pos): fails.append((r['id'], 'mention order', r['mentions']))
    lo = leftover(r['text'], r['mentions'], ent)
    if lo: fails.append((r['id'], 'unmentioned unit', lo))
    if r['text'][:1].islower(): fails.append((r['id'], 'lower-case opening'))
for r in ests:
    m = marks[r['id']]; v = m['slots']; ent = units(r['scenario']); t = r['text']
    own = [s for s in STYLES if re.search(r'\b%s\b' % s, t, re.I)]
    if own != [r['construction']]: fails.append((r['id'], 'style words', own))
    if (m['letter'] == 'U') != (r['label'] == 'unscored'): fails.append((r['id'], 'unscored'))
    if ('cannot be read' in t) != ('U' in (m['prior'], m['current'])): fails.append((r['id'], 'cannot be read'))
    kinds = [k for k in ('decoy', 'trial balloon', 'slip') if k in t]
    if m['mark'] == '-' and kinds: fails.append((r['id'], 'plain note with', kinds))
    if m['mark'] != '-' and len(kinds) != 1: fails.append((r['id'], 'adversarial kinds', kinds))
    if ('decoy' in t) != (v['C3'] in t): fails.append((r['id'], 'C3 without decoy or decoy without C3'))
    if m['mark'] == 'decoy' and not re.search(r'%s' % re.escape(v['C3']), t): fails.append((r['id'], 'decoy not C3'))
    if isinstance(r['label'], dict):
        named = [e for e in ent if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(e), t)]
        ok = set(named) | {a for e in named for a in anc(ent, e) if a}
        for x in r['label'].values():
            if x not in (None, '?') and x not in ok: fails.append((r['id'], 'label value not named', x))
    if r['text'][:1].islower(): fails.append((r['id'], 'lower-case opening'))
for f in fails: print(f)
print('review: %d failed' % len(fails))
