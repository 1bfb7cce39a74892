import json, os, re
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__)); O = os.path.dirname(H)
t = open(os.path.join(H, 'readme43.md')).read()
cl = [json.loads(l) for l in open(os.path.join(O, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(O, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'medieval_knight', 'kitchen_chef', 'gardener_talk', 'mafia_don', 'gamer_lingo',
         'vampire_count', 'nosy_grandma', 'opera_diva', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for g in order:
    rs = [r for r in cl if r['construction'] == g]
    rows.append('| `%s` | %d | %d | %d | %d |' % (g, len(rs), MIN.get(g, 12), sum(cm[r['id']]['mark'] == 'a' for r in rs), sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(cl), sum(m['mark'] == 'a' for m in cm.values()), sum(com(r) for r in cl)))
cadv = [k for k in sorted(cm) if cm[k]['mark'] == 'a']
eadv = [k for k in sorted(em) if em[k]['mark'] == 'a']
ntxt = len({r['text'] for r in es if r['id'] in eadv})
held = sum(1 for r in es if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
hq = sum(1 for r in es if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()) and '?' in r['label'].values())
nul = sum(1 for r in es if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in es if r['label'] == 'unscored')
et = Counter(r['construction'] for r in es)
rep = {'@@STEPS@@': open(os.path.join(H, 'steps.md')).read().strip(),
       '@@SCEN@@': ', '.join('`%s`' % x for x in json.load(open(os.path.join(O, 'ref', 'set43_scenarios.json')))),
       '@@TABLE@@': '\n'.join(rows), '@@NADV@@': str(len(cadv)), '@@PADV@@': '%.1f' % (100 * len(cadv) / len(cl)),
       '@@NENOTE@@': str(ntxt), '@@NEREC@@': str(len(eadv)), '@@CADV@@': ', '.join(cadv), '@@EADV@@': ', '.join(eadv),
       '@@ESTCOUNTS@@': '%d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`' % (held, hq, nul, uns),
       '@@ESTTAGS@@': ', '.join('`%s` %d' % (k, et[k]) for k in ['passive_impersonal', 'ordinal_sequence', 'extended_metaphor', 'third_person_self', 'collective_we', 'concessive_contrast']),
       '@@REVIEW@@': open(os.path.join(H, 'review_log.md')).read().strip()}
for k, v in rep.items(): t = t.replace(k, v)
open(os.path.join(O, 'README.md'), 'w').write(t)
