"""Mechanical review of the built files against the marks of build.py (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
M = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
bad = []
def rd(n):
    return [json.loads(l) for l in open(os.path.join(HERE, '..', n), encoding='utf-8')]
for r in rd('claims.jsonl'):
    m = M[r['id']]; v = m['units']; lv = U[r['scenario']]['levels']; vals = [r['belief'][l] for l in lv]
    mk = m['mark']
    want = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(mk, [None] * 3)
    if vals != want: bad.append((r['id'], 'belief'))
    if mk in 'CBA' and v[mk] not in r['mentions']: bad.append((r['id'], 'committed unit not mentioned'))
    if mk == 'X' and not r['mentions']: bad.append((r['id'], 'adversarial without mention'))
    if mk == 'N' and r['mentions']: bad.append((r['id'], 'null with mention'))
    pos = [r['text'].find(x) for x in r['mentions']]
    if -1 in pos or pos != sorted(pos): bad.append((r['id'], 'mentions order'))
    att = r['construction'] == 'attacker_probe'
    if att != (r['speaker'] == 'attacker'): bad.append((r['id'], 'speaker'))
    q = None if att else 'Where does %s work?' % U[r['scenario']]['name']
    if r['question'] != q: bad.append((r['id'], 'question'))
for r in rd('estimates.jsonl'):
    m = M[r['id']]; v = m['units']; lv = U[r['scenario']]['levels']; s = m['spec']
    want = {'null': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}.get(s)
    got = r['label'] if r['label'] == 'unscored' else [r['label'][l] for l in lv]
    if (s == 'U' and got != 'unscored') or (s != 'U' and got != want): bad.append((r['id'], 'label'))
    if not re.search(r'(?i)\b%s\b' % r['construction'], r['text']): bad.append((r['id'], 'style word'))
    if m['adv'] and not re.search(r'decoy|as a bluff, not believing it itself|as a probe, not believing it itself', r['text']):
        bad.append((r['id'], 'adversarial note without decoy or bluff/probe'))
    if s == 'U' and not re.search(r'cannot be judged|impossible to judge|nobody can judge', r['text']): bad.append((r['id'], 'unscored wording'))
    if s == 'C2' and 'decoy' not in r['text']: bad.append((r['id'], 'C2 without decoy'))
print(len(bad), 'failed', bad[:20])
