# set 155: mechanical review of every record against its mark / spec.
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
fail = []
for ln in open(os.path.join(ROOT, 'claims.jsonl')):
    r = json.loads(ln); k = M[r['id']]; v = k['draw']; lv = U[r['scenario']]['levels']
    b = [r['belief'][l] for l in lv]; m = k['mark']
    want = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(m, [None] * 3)
    if b != want: fail.append((r['id'], 'belief'))
    if m in ('C', 'B', 'A'):
        u = want[{'C': 2, 'B': 1, 'A': 0}[m]]
        if u not in r['mentions'] or u not in r['text']:
            fail.append((r['id'], 'committed unit not named'))
    if m == 'X' and not r['mentions']: fail.append((r['id'], 'adversarial without mention'))
    if m in ('N', 'P') and r['mentions']: fail.append((r['id'], 'null with mention'))
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): fail.append((r['id'], 'mentions order'))
    if (r['speaker'] == 'attacker') != (r['construction'] == 'attacker_probe'): fail.append((r['id'], 'speaker'))
    if (r['question'] is None) != (r['speaker'] == 'attacker'): fail.append((r['id'], 'question'))
    if r['speaker'] == 'defender' and r['question'] != 'Where does %s work?' % U[r['scenario']]['name']: fail.append((r['id'], 'question text'))
for ln in open(os.path.join(ROOT, 'estimates.jsonl')):
    r = json.loads(ln); k = M[r['id']]; v = k['draw']; lv = U[r['scenario']]['levels']; s = k['spec']
    want = 'unscored' if s == 'U' else dict(zip(lv, {'null': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[s]))
    if r['label'] != want: fail.append((r['id'], 'label'))
    if not re.search(r'\b%s\b' % r['construction'], r['text'], re.I): fail.append((r['id'], 'style word'))
    if k['adversarial'] and not re.search(r'decoy|as a test|as a probe', r['text']): fail.append((r['id'], 'adversarial note without decoy or test'))
    if s in ('C', 'C2') and v[s] not in r['text']: fail.append((r['id'], 'held unit not in text'))
print(len(fail), 'failed', fail[:20])
