"""Set 153: mechanical review of every record against its mark (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
def par(u, lv):
    p = {}
    for e in u[lv[0]]: p[e] = (0, None)
    for li in (1, 2):
        for a, ks in u[lv[li]].items():
            for k in ks: p[k] = (li, a)
    return p
def anc(p, e):
    out = [None, None, None]
    while e is not None:
        li, a = p[e]; out[li] = e; e = a
    return out
bad = 0
def fail(rid, msg):
    global bad; bad += 1; print('FAIL', rid, msg)
for ln in open(os.path.join(OUT, 'claims.jsonl')):
    r = json.loads(ln); m = marks[r['id']]; u = U[r['scenario']]; lv = u['levels']; p = par(u['universe'], lv)
    vals = [r['belief'][k] for k in lv]
    pos = -1
    for x in r['mentions']:
        i = r['text'].find(x)
        if i < 0: fail(r['id'], 'mention not in text %r' % x)
        if i < pos: fail(r['id'], 'mentions out of order')
        pos = i
    mk = m['mark']
    if mk in ('c', 'b', 'a'):
        lvl = {'c': 2, 'b': 1, 'a': 0}[mk]
        unit = vals[lvl]
        if unit is None or p.get(unit, (None,))[0] != lvl: fail(r['id'], 'committed unit wrong level')
        elif anc(p, unit) != vals: fail(r['id'], 'path wrong')
        if unit not in r['mentions'] or unit not in r['text']: fail(r['id'], 'committed unit not named')
    else:
        if any(v is not None for v in vals): fail(r['id'], 'non-null belief for mark %s' % mk)
        if mk in ('x', 'q') and not r['mentions']: fail(r['id'], 'adversarial text names no unit')
        if mk in ('n', 'p') and r['mentions']: fail(r['id'], 'null text names a unit')
    att = m['tag'] == 'attacker_probe'
    if (r['speaker'] == 'attacker') != att: fail(r['id'], 'speaker')
    if att and r['question'] is not None: fail(r['id'], 'attacker question')
    if not att and r['question'] != 'Where does %s work?' % u['name']: fail(r['id'], 'question')
    if u['name'] not in r['text'] and '{N}' in m['template']: fail(r['id'], 'name missing')
for ln in open(os.path.join(OUT, 'estimates.jsonl')):
    r = json.loads(ln); m = marks[r['id']]; u = U[r['scenario']]; lv = u['levels']; p = par(u['universe'], lv)
    spec = m['mark']; lab = r['label']
    if not re.search(r'(?i)\b%s\b' % m['style'], r['text']): fail(r['id'], 'style word missing')
    if spec == 'U':
        if lab != 'unscored': fail(r['id'], 'should be unscored')
        continue
    vals = [lab[k] for k in lv]
    want_shape = {'null': (None, None, None), 'A': ('u', None, None), 'B': ('u', 'u', None), 'C': ('u', 'u', 'u'),
                  'C2': ('u', 'u', 'u'), 'A?': ('u', '?', None), 'B?': ('u', 'u', '?')}[spec]
    for v, w in zip(vals, want_shape):
        if w is None and v is not None or w == '?' and v != '?' or w == 'u' and (v is None or v == '?'):
            fail(r['id'], 'label shape %r vs %s' % (vals, spec))
    named = [v for v in vals if v not in (None, '?')]
    if named:
        low = named[-1]
        if anc(p, low)[:len(named)] != named: fail(r['id'], 'label path')
        if spec in ('C', 'C2', 'B', 'A') and low not in r['text']: fail(r['id'], 'held unit %r not in note' % low)
    if m['adv'] and not re.search(r'decoy|as bait|as a lure', r['text']): fail(r['id'], 'adversarial note without decoy or bait')
print(bad, 'failed')
