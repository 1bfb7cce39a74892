"""Review of every claim and note (build/marks.json from build.py): committing marks give the committed unit and its
parents with nulls below, the committed unit among the mentions and no hedge or hearsay word; adversarial marks are
all-null with a mention; null marks all-null with no mention; probes attacker, null question, all-null; defender
messages carry a question; every mention is in the text, in text order, and no other unit name of the scenario is in
the text (mentioned names removed first, longest first); no text opens with a lower-case letter; every note names its
style word and no other; unscored records exactly where the note is marked U, and "cannot be read" exactly in the
notes with an unscored end; adversarial notes carry a decoy, a trial balloon or a slip (one of them) and plain notes
none; every decoy is the drawn C3, and no C3 in a note without a decoy; every named label value is named in the note
or a parent of a named unit."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build
SET = os.path.join(HERE, '..')
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'))]
STYLES = ['slump', 'creep', 'earthflow', 'mudflow', 'solifluction', 'rockslide']
HEDGE = re.compile(r"\b(maybe|perhaps|possibly|probably|i think|i guess|guess|i'd say|might|could be|reckon|apparently|rumou?r|heard|told me|says|hunch|suppose)\b", re.I)
failed = 0


def fail(rid, msg):
    global failed
    failed += 1
    print(rid, msg)


def names(sc):
    u, levels = build.tree(sc)
    out = set(u[levels[0]])
    for l in levels[1:]:
        for kids in u[l].values():
            out.update(kids)
    return out


def others(sc, text, mentioned):
    x = text
    for m in sorted(mentioned, key=len, reverse=True):
        x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(m), ' ', x)
    return [n for n in names(sc) if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), x)]


for r in claims:
    rid, sc, t = r['id'], r['scenario'], r['text']
    mk = marks[rid]
    mark, units = mk['mark'], mk['units']
    u, levels = build.tree(sc)
    vals = [r['belief'][l] for l in levels]
    if not t[0].isupper() and not t[0].isdigit():
        fail(rid, 'opens lower-case')
    if mark in 'LMT':
        want = build.path(sc, units[{'L': 'C', 'M': 'B', 'T': 'A'}[mark]])
        if vals != want:
            fail(rid, 'belief %r != %r' % (vals, want))
        if units[{'L': 'C', 'M': 'B', 'T': 'A'}[mark]] not in r['mentions']:
            fail(rid, 'committed unit not mentioned')
        if HEDGE.search(build.letter(mk['template'])):
            fail(rid, 'hedge word in committing text')
    else:
        if any(v is not None for v in vals):
            fail(rid, 'not all-null')
        if mark == 'X' and not r['mentions']:
            fail(rid, 'adversarial without mention')
        if mark == 'N' and r['mentions']:
            fail(rid, 'null with mention')
    if mark == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None:
            fail(rid, 'probe speaker/question')
    elif r['speaker'] != 'defender' or not r['question']:
        fail(rid, 'defender without question')
    pos = -1
    for m in r['mentions']:
        mm = re.search(r'(?<!\w)%s(?!\w)' % re.escape(m), t)
        if not mm:
            fail(rid, 'mention %s not in text' % m)
        elif mm.start() < pos:
            fail(rid, 'mentions out of order')
        else:
            pos = mm.start()
    o = others(sc, t, r['mentions'])
    if o:
        fail(rid, 'unit names outside mentions: %r' % o)
seen = {}
for r in ests:
    rid, sc, t = r['id'], r['scenario'], r['text']
    mk = marks[rid]
    units, code, adv = mk['units'], mk['code'], mk['adv']
    st = r['construction']
    low = t.lower()
    if not re.search(r'\b%s\b' % st, low):
        fail(rid, 'style word missing')
    for s in STYLES:
        if s != st and re.search(r'\b%s\b' % s, low):
            fail(rid, 'other style word %s' % s)
    if (r['label'] == 'unscored') != (code == 'U'):
        fail(rid, 'unscored mismatch')
    if ('cannot be read' in t) != ('U' in (mk['prior'], mk['current'])):
        fail(rid, 'cannot-be-read mismatch')
    kinds = [k for k in ('decoy', 'trial balloon', 'slip') if k in low]
    if adv == '-' and kinds:
        fail(rid, 'plain note with %r' % kinds)
    if adv != '-' and len(kinds) != 1:
        fail(rid, 'adversarial note with %r' % kinds)
    if ('decoy' in low) != (units['C3'] in t):
        fail(rid, 'decoy / C3 mismatch')
    if adv == 'decoy' and not re.search(r'(?<!\w)%s(?!\w)' % re.escape(units['C3']), t.split('decoy')[0] + t.split('decoy')[1][:40]):
        fail(rid, 'decoy is not C3')
    if isinstance(r['label'], dict):
        named = [n for n in names(sc) if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), t)]
        ok = set(named)
        for n in named:
            ok.update(x for x in build.path(sc, n) if x)
        for v in r['label'].values():
            if v not in (None, '?') and v not in ok:
                fail(rid, 'label value %s not named' % v)
    if not t[0].isupper():
        fail(rid, 'opens lower-case')
print('%d failed' % failed)
