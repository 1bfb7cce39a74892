import json, os
from collections import Counter
B_ = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B_)
c = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
e = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B_, 'claim_marks.json'))); em = json.load(open(os.path.join(B_, 'est_marks.json')))
order = ['realistic_reply', 'lighthouse_keeper', 'tailor_fitting', 'taxi_driver', 'clockmaker_tinker', 'locksmith_call',
         'carpenter_shop', 'jazz_musician', 'mountaineer_climb', 'attacker_probe']
mins = {t: 12 for t in order}; mins['realistic_reply'] = 151; mins['attacker_probe'] = 20
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in c if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins[t], sum(cm[r['id']] == 'a' for r in rs), sum(com(r) for r in rs)))
advc = [r['id'] for r in c if cm[r['id']] == 'a']
adve = [r['id'] for r in e if em[r['id']] == 'a']
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(c), len(advc), sum(com(r) for r in c)))
def kind(l):
    if l == 'unscored': return 'u'
    v = list(l.values())
    if all(x is None for x in v): return 'n'
    return 'q' if '?' in v else 'h'
k = Counter(kind(r['label']) for r in e)
et = Counter(r['construction'] for r in e)
s = open(os.path.join(B_, 'readme45.md')).read()
rep = {'@@STEPS@@': open(os.path.join(B_, 'steps.md')).read().strip(), '@@TABLE@@': '\n'.join(rows),
       '@@NADV@@': str(len(advc)), '@@PADV@@': '%.1f' % (100 * len(advc) / len(c)), '@@NEADV@@': str(len(adve) // 2),
       '@@NEADVR@@': str(len(adve)), '@@ADVC@@': ', '.join(advc), '@@ADVE@@': ', '.join(adve),
       '@@EHELD@@': str(k['h'] + k['q']), '@@EHQ@@': str(k['q']), '@@ENULL@@': str(k['n']), '@@EUNS@@': str(k['u']),
       '@@ETAGS@@': ', '.join('`%s` %d' % (t, et[t]) for t in ['forecast_projection', 'causal_chain', 'definitional_preamble', 'tricolon_rhythm', 'tally_inventory', 'rule_citation']),
       '@@SCEN@@': ', '.join('`%s`' % x for x in json.load(open(os.path.join(H, 'ref', 'set45_scenarios.json')))),
       '@@REVIEW@@': open(os.path.join(B_, 'review_log.md')).read().strip()}
for a, b in rep.items(): s = s.replace(a, b)
assert '@@' not in s
open(os.path.join(H, 'README.md'), 'w').write(s)
