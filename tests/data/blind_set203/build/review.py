"""Review of set 203's built files against build/marks.json: committing marks carry the committed unit and its
parents with nulls below, the committed unit among the mentions, no hedge, hearsay, past, future or condition word in
a committing template; adversarial marks all-null with a mention; null marks all-null with no mention; probes from
the attacker with a null question; defender messages with a question; every mention in the text, in text order;
no unit name of the scenario in a text outside its mentions; notes: their style word and no other, "cannot be read"
once for each unscored end and nowhere else, adversarial notes carrying one of decoy, trial balloon or slip and plain
notes none, C3 only in decoy notes, every named label value named in the note or a parent of a named unit."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
STYLES = ['levain', 'autolyse', 'poolish', 'windowpane', 'ovenspring', 'overproofed']
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|thinks|guess|reckon|heard|told me|apparently|rumou?r|used to|will|would|might|could|should|if|unless|supposedly|believe|seems?|once|hopes?|expect|said|says|was|were|plan|plans)\b"
def units(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']; ent = {}
    for e in t[lv[0]]: ent[e] = (0, None)
    for li in (1, 2):
        for p, ks in t[lv[li]].items():
            for k in ks: ent[k] = (li, p)
    return ent
def anc(ent, e):
    p = [None] * 3
    while e is not None:
        li, par = ent[e]; p[li] = e; e = par
    return p
bad = 0
def flag(*a):
    global bad; bad += 1; print(*a)
for r in claims:
    m = marks[r['id']]; ent = units(r['scenario']); lv = U[r['scenario']]['levels']
    b = [r['belief'][k] for k in lv]; men = r['mentions']; tx = r['text']
    pos = [tx.find(x) for x in men]
    if any(p < 0 for p in pos) or pos != sorted(pos): flag('mention order/presence', r['id'], tx)
    rest = tx
    for x in sorted(men, key=len, reverse=True): rest = rest.replace(x, ' ')
    for e in ent:
        if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(e), rest): flag('unmentioned unit', e, r['id'], tx)
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(b): flag('probe', r['id'])
    elif not r['question']: flag('no question', r['id'])
    mk = m['mark']
    if mk in 'LMT':
        lvl = {'L': 2, 'M': 1, 'T': 0}[mk]
        if b[lvl] is None or b[lvl] not in men or anc(ent, b[lvl]) != b or any(b[lvl + 1:]): flag('commit', r['id'], b, men)
        if re.search(HEDGE, m['template'], re.I): flag('hedge word', r['id'], m['template'])
    else:
        if any(b): flag('non-null', r['id'])
        if mk == 'X' and not men: flag('adversarial without mention', r['id'])
        if mk == 'N' and men: flag('null with mention', r['id'])
for r in ests:
    m = marks[r['id']]; tx = r['text']; low = tx.lower(); tpl = m['template']
    if not re.search(r'\b%s\b' % r['construction'], low): flag('style word', r['id'])
    for o in STYLES:
        if o != r['construction'] and o in low: flag('other style', r['id'])
    kind_adv = [w for w in ('decoy', 'trial balloon', 'slip') if w in tpl]
    if m['adv'] != bool(kind_adv) or len(kind_adv) > 1: flag('adversarial kind', r['id'], kind_adv)
    if ('{C3}' in tpl) != ('decoy' in tpl): flag('C3 outside decoy', r['id'])
    nu = tpl.count('cannot be read')
    codes = [marks[x]['code'] for x in (r['id'],)]
    if r['label'] == 'unscored':
        if m['code'] != 'U' or nu < 1: flag('unscored', r['id'])
    else:
        ent = units(r['scenario']); lv = U[r['scenario']]['levels']
        named = [e for e in ent if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(e), tx)]
        for v in r['label'].values():
            if v not in (None, '?') and v not in named and not any(anc(ent, x)[ent[v][0]] == v for x in named):
                flag('label value not named', r['id'], v)
pairs = {}
for r in ests: pairs.setdefault(r['text'], []).append(marks[r['id']]['code'])
for t, cs in pairs.items():
    if t.count('cannot be read') != cs.count('U'): flag('cannot-be-read count', t[:60], cs)
print(bad, 'flags')
