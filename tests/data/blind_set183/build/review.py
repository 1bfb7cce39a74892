"""Review of the built files against build/marks.json and the letter-form sources (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['sash', 'casement', 'awning', 'jalousie', 'oriel', 'skylight']
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|guess|heard|says|said|told|reckon|apparently|rumou?r|might|could|believe|suppose|used to|was in|will|if)\b"
fails = []


def names(sc):
    u = U[sc]['universe']; lv = list(u); s = set(u[lv[0]])
    for k in (1, 2):
        for kids in u[lv[k]].values():
            s |= set(kids)
    return s


def parents(sc):
    u = U[sc]['universe']; lv = list(u); par = {}
    for k in (1, 2):
        for p, kids in u[lv[k]].items():
            for x in kids:
                par[x] = p
    return par


def check_mentions(rid, sc, text, ments):
    pos = []
    t = text
    for m in sorted(ments, key=len, reverse=True):
        mm = re.search(r'(?<!\w)%s(?!\w)' % re.escape(m), t)
        if not mm:
            fails.append('%s: mention %r not in text' % (rid, m)); continue
        pos.append((mm.start(), m))
        t = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(m), lambda z: '#' * len(z.group(0)), t)
    if [m for _, m in sorted(pos)] != [m for m in ments if any(m == q for _, q in pos)]:
        fails.append('%s: mentions not in text order' % rid)
    for nm in sorted(names(sc), key=len, reverse=True):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), t, re.I):
            fails.append('%s: unit %r named outside the mentions' % (rid, nm))


for r in claims:
    rid, sc = r['id'], r['scenario']
    mk = marks['claims'][rid]; mark = mk['mark']; v = mk['units']
    b = list(r['belief'].values())
    check_mentions(rid, sc, r['text'], r['mentions'])
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(b) or r['construction'] != 'attacker_probe':
            fails.append('%s: probe not all-null / has question' % rid)
        continue
    if not r['question']:
        fails.append('%s: defender without question' % rid)
    if mark in 'LMT':
        want = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}[mark]
        if b != want:
            fails.append('%s: belief %r, want %r' % (rid, b, want))
        low = [x for x in want if x][-1]
        if low not in r['mentions']:
            fails.append('%s: committed unit not mentioned' % rid)
        if re.search(HEDGE, mk['template'], re.I):
            fails.append('%s: hedge or hearsay word in committing text: %s' % (rid, mk['template']))
    elif mark == 'X':
        if any(b) or not r['mentions']:
            fails.append('%s: adversarial not all-null with a mention' % rid)
    elif mark == 'N':
        if any(b) or r['mentions']:
            fails.append('%s: null text not all-null without mention' % rid)
for r in ests:
    rid, sc = r['id'], r['scenario']
    mk = marks['notes'][rid]; v = mk['units']; t = r['text']
    x = t
    for nm in sorted(names(sc), key=len, reverse=True):
        x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(nm), '', x)
    own = [s for s in STYLES if re.search(r'(?i)\b%s\b' % s, x)]
    if own != [r['construction']]:
        fails.append('%s: style words %r for %s' % (rid, own, r['construction']))
    if (r['label'] == 'unscored') != (mk['code'] == 'U'):
        fails.append('%s: unscored mismatch' % rid)
    pair = [q for q in ests if q['text'] == t]
    hasU = any(q['label'] == 'unscored' for q in pair)
    if ('cannot be read' in t) != hasU:
        fails.append('%s: "cannot be read" mismatch' % rid)
    adv = mk['adv']
    tags = {'D': 'decoy' in t, 'T': 'trial balloon' in t, 'S': ('let slip' in t or 'slipped out' in t)}
    if adv == '-' and any(tags.values()):
        fails.append('%s: plain note with an adversarial move' % rid)
    if adv != '-' and not tags[adv]:
        fails.append('%s: adversarial note without its move' % rid)
    if adv == 'D' and v['C3'] not in t:
        fails.append('%s: decoy is not C3' % rid)
    if isinstance(r['label'], dict):
        for val in r['label'].values():
            if val not in (None, '?') and not re.search(r'(?<!\w)%s(?!\w)' % re.escape(val), t):
                par = parents(sc)
                kids_named = [k for k, p in par.items() if p == val and re.search(r'(?<!\w)%s(?!\w)' % re.escape(k), t)]
                if not kids_named and not any(par.get(k) in par and par[par[k]] == val for k in par if re.search(r'(?<!\w)%s(?!\w)' % re.escape(k), t)):
                    fails.append('%s: label value %r neither named nor parent of a named unit' % (rid, val))
print('failed:', len(fails))
for f in fails:
    print(' ', f)
