"""Review of set 181's built files against the marks of the letter-form sources (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['cloverleaf', 'trumpet', 'diamond', 'roundabout', 'parclo', 'dumbbell']
HEDGE = re.compile(r"\b(maybe|perhaps|possibly|probably|think|thought|guess|guessing|heard|rumou?r|apparently|might|"
                   r"could|seems?|reckons?|says|said|told|believe|suppose|hunch|bet|if|used to|once|whether)\b", re.I)
fails = 0


def fail(rid, msg):
    global fails
    fails += 1
    print('FAIL', rid, msg)


def names(sc):
    t = U[sc]['universe']; lv = U[sc]['levels']
    out = set(t[lv[0]])
    for li in (1, 2):
        for kids in t[lv[li]].values():
            out |= set(kids)
    return out


def strip(text, ments):
    for m in sorted(ments, key=len, reverse=True):
        text = re.sub(r'(?<!\w)%s' % re.escape(m), ' ', text)
    return text


def mention_order(text, ments):
    pos = []
    for m in ments:
        k = re.search(r'(?<!\w)%s' % re.escape(m), text)
        if not k:
            return False
        pos.append(k.start())
    return pos == sorted(pos)


for r in claims:
    rid = r['id']; mk = marks[rid]; m = mk['mark']; u = mk['units']
    vals = list(r['belief'].values())
    if m in 'LMT':
        want = {'L': [u['A'], u['B'], u['C']], 'M': [u['A'], u['B'], None], 'T': [u['A'], None, None]}[m]
        if vals != want: fail(rid, 'belief')
        low = [v for v in want if v][-1]
        if low not in r['mentions']: fail(rid, 'committed unit not mentioned')
        if HEDGE.search(r['text']): fail(rid, 'hedge word in committing text: ' + r['text'])
    else:
        if any(vals): fail(rid, 'not all-null')
        if m in ('X', 'P') and not r['mentions']: fail(rid, 'adversarial without mention')
        if m in ('N', 'Q') and r['mentions']: fail(rid, 'null with mention')
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None: fail(rid, 'probe form')
    else:
        if r['speaker'] != 'defender' or not r['question']: fail(rid, 'defender needs a question')
    if not mention_order(r['text'], r['mentions']): fail(rid, 'mentions not in text order')
    rest = strip(r['text'], r['mentions'])
    for n in names(r['scenario']):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), rest, re.I): fail(rid, 'unmentioned unit %r' % n)
notes = {}
for r in ests:
    notes.setdefault(r['text'], []).append(r)
for text, rs in notes.items():
    rid = rs[0]['id']; mk = marks[rid]; st = mk['style']
    rest = strip(text, names(rs[0]['scenario']))
    if not re.search(r'(?i)\b%s\b' % st, rest): fail(rid, 'style word missing')
    for o in STYLES:
        if o != st and re.search(r'(?i)\b%ss?\b' % o, rest): fail(rid, 'other style word %s' % o)
    anyU = False
    for r in rs:
        code = marks[r['id']]['code']
        if (code == 'U') != (r['label'] == 'unscored'): fail(r['id'], 'unscored mismatch')
        anyU |= code == 'U'
    if anyU != ('cannot be read' in text): fail(rid, '"cannot be read" mismatch')
    adv = mk['adv']
    has = bool(re.search(r'decoy|trial balloon|let slip|slipped out|slipped', text))
    if adv != has: fail(rid, 'adversarial marker mismatch')
    if 'decoy' in text and mk['units']['C3'] not in text: fail(rid, 'decoy is not C3')
    if len(rs) != 2 or [x['kind'] for x in rs] != ['prior', 'current']: fail(rid, 'kinds')
print('review: %d failed' % fails)
