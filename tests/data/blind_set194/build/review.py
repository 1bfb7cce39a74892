"""Review of set 194's built files against the marks of the letter-form sources (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
C = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'))]
STYLES = ['jetting', 'blanching', 'mottling', 'deimatic', 'hovering', 'burying']
HEDGE = re.compile(r"\b(think|thinks|guess|maybe|perhaps|probably|possibly|might|may|could|would|should|if|said|says|"
                   r"told|heard|rumour|used to|was in|will|once|apparently|seems?|believe|suppose|reckon)\b", re.I)
fails = []


def names(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']
    return set(t[lv[0]]) | {k for d in (t[lv[1]], t[lv[2]]) for ks in d.values() for k in ks}


def stray(sc, text, ment):
    x = text
    for n in sorted(ment, key=len, reverse=True):
        x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(n), ' ', x)
    return [n for n in names(sc) if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), x)]


def in_order(text, ment):
    pos = [text.find(m) for m in ment]
    return all(p >= 0 for p in pos) and pos == sorted(pos)


for r in C:
    m = M[r['id']]; vals = list(r['belief'].values()); sc = r['scenario']
    u = m['units']; t = U[sc]['tree']; lv = U[sc]['levels']
    if m['mark'] in 'LMT':
        k = 'LMT'.index(m['mark'])
        want = {'L': u['C'], 'M': u['B'], 'T': u['A']}[m['mark']]
        if vals[2 - k] != want or any(v is not None for v in vals[3 - k:]) or want not in r['mentions']:
            fails.append((r['id'], 'commit', r['text']))
        if HEDGE.search(m['template'].replace('once a month', '').replace(' in May', '')):
            fails.append((r['id'], 'hedge word in committing text', r['text']))
    else:
        if any(v is not None for v in vals):
            fails.append((r['id'], 'not all-null', r['text']))
        if m['mark'] == 'X' and not r['mentions']:
            fails.append((r['id'], 'adversarial without mention', r['text']))
        if m['mark'] == 'N' and r['mentions']:
            fails.append((r['id'], 'null with mention', r['text']))
    if (r['construction'] == 'attacker_probe') != (r['speaker'] == 'attacker'):
        fails.append((r['id'], 'speaker', r['text']))
    if (r['speaker'] == 'attacker') != (r['question'] is None):
        fails.append((r['id'], 'question', r['text']))
    if not in_order(r['text'], r['mentions']):
        fails.append((r['id'], 'mentions order', r['text']))
    s = stray(sc, r['text'], r['mentions'])
    if s:
        fails.append((r['id'], 'stray names %r' % s, r['text']))
    if not r['text'][:1].isupper() or re.search(r'\b[Aa] [AEIOUaeiou]', r['text']):
        fails.append((r['id'], 'case/article', r['text']))
for r in E:
    m = M[r['id']]; x = r['text']; sc = r['scenario']; u = m['units']
    low = x.lower()
    if not re.search(r'\b%s\b' % r['construction'], low) or any(re.search(r'\b%s\b' % s, low) for s in STYLES if s != r['construction']):
        fails.append((r['id'], 'style word', x))
    if (r['label'] == 'unscored') != (m['code'] == 'U'):
        fails.append((r['id'], 'unscored', x))
    has_u = 'U' in (M['e-%03d' % (int(r['id'][2:]) + (1 if r['kind'] == 'prior' else -1))]['code'], m['code'])
    if ('cannot be read' in x) != has_u:
        fails.append((r['id'], 'cannot be read', x))
    kinds = [k for k, w in (('decoy', 'decoy'), ('balloon', 'trial balloon'), ('slip', 'slip')) if w in low]
    if (m['adv'] == '-' and kinds) or (m['adv'] != '-' and kinds != [m['adv']]):
        fails.append((r['id'], 'adversarial kind %r' % kinds, x))
    if ('decoy' in low) != (u['C3'] in m['mentions']):
        fails.append((r['id'], 'C3 without decoy or decoy not C3', x))
    if isinstance(r['label'], dict):
        for v in r['label'].values():
            if v not in (None, '?'):
                if not any(v == n or v in (lambda a: a)(json.dumps([n])) for n in m['mentions']):
                    # parent of a mentioned unit?
                    t = U[sc]['tree']; lv = U[sc]['levels']
                    par = {k: p for d in (t[lv[1]], t[lv[2]]) for p, ks in d.items() for k in ks}
                    ok = any(par.get(n) == v or par.get(par.get(n)) == v for n in m['mentions'])
                    if not ok:
                        fails.append((r['id'], 'label value %s not named' % v, x))
    s = stray(sc, x, m['mentions'])
    if s:
        fails.append((r['id'], 'stray names %r' % s, x))
    if not in_order(x, m['mentions']):
        fails.append((r['id'], 'mentions order', x))
    if not x[:1].isupper() or re.search(r'\b[Aa] [AEIOUaeiou]', x):
        fails.append((r['id'], 'case/article', x))
for f in fails:
    print(f)
print('%d failed' % len(fails))
