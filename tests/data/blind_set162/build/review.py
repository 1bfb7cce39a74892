"""Review of the built files against the marks (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
fails = []
def parents(sc, e):
    u = U[sc]['universe']; lv = U[sc]['levels']
    for m, kids in u[lv[1]].items():
        if e in kids: return [m]
    for m, kids in u[lv[2]].items():
        if e in kids:
            return [[a for a, ks in u[lv[1]].items() if m in ks][0], m]
    return []
for ln in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(ln); mk, g, t = marks[r['id']]; vals = list(r['belief'].values())
    pos = [r['text'].find(m) for m in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): fails.append((r['id'], 'mentions order'))
    if mk in 'LMT':
        k = {'L': 3, 'M': 2, 'T': 1}[mk]
        low = vals[k - 1]
        if any(v is None for v in vals[:k]) or any(v is not None for v in vals[k:]): fails.append((r['id'], 'levels'))
        if low not in r['mentions'] or parents(r['scenario'], low) != vals[:k - 1]: fails.append((r['id'], 'unit'))
    elif mk == 'X':
        if any(vals) or not r['mentions']: fails.append((r['id'], 'X'))
    elif mk == 'N':
        if any(vals) or r['mentions']: fails.append((r['id'], 'N'))
    elif mk == 'P':
        if any(vals) or r['speaker'] != 'attacker' or r['question'] is not None: fails.append((r['id'], 'P'))
    if mk != 'P' and (r['speaker'] != 'defender' or not r['question']): fails.append((r['id'], 'question'))
for ln in open(os.path.join(HERE, '..', 'estimates.jsonl'), encoding='utf-8'):
    r = json.loads(ln); tok, s, a, t = marks[r['id']]
    if not re.search(r'(?i)\b%s\b' % s, r['text']): fails.append((r['id'], 'style word'))
    if (tok == 'U') != (r['label'] == 'unscored'): fails.append((r['id'], 'unscored'))
    if tok == 'U' and 'cannot be read' not in r['text']: fails.append((r['id'], 'U wording'))
    if 'cannot be read' in r['text'] and 'U' not in [marks[x][0] for x in marks if x.startswith('e-') and marks[x][3] == t]: fails.append((r['id'], 'read wording'))
    cue = {'decoy': 'decoy', 'balloon': 'trial balloon', 'slip': 'slipped out of me'}
    if a and cue[a] not in r['text']: fails.append((r['id'], 'adv cue'))
    if not a and any(c in r['text'] for c in cue.values()): fails.append((r['id'], 'plain has cue'))
    if a == 'decoy' and (re.search(r'\bbit\b', t) is not None) != (tok.startswith('C3')): fails.append((r['id'], 'decoy held?')) if r['kind'] == 'current' else None
print(len(fails), 'failed', fails[:20])
