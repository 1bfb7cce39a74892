import json, os
B = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(B)
rd = lambda f: open(os.path.join(B, f), encoding='utf-8').read()
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
cm = json.load(open(os.path.join(B, 'claim_marks.json'))); em = json.load(open(os.path.join(B, 'est_marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'court_jester', 'stage_hypnosis', 'western_drawl', 'mission_control', 'fashion_runway',
         'preschool_host', 'shakespearean', 'conspiracy_theory', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
T = [0, 0, 0]
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']][0] == 'a'); c = sum(1 for r in rs if com(r))
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c)); T = [T[0] + len(rs), T[1] + a, T[2] + c]
rows.append('| **total** | **%d** | | **%d** | **%d** |' % tuple(T))
adv_c = [k for k in sorted(cm) if cm[k][0] == 'a']; adv_e = [k for k in sorted(em) if em[k][0] == 'a']
notes_adv = len({em[k][2] for k in adv_e})
advn = 'claims: %d of %d = %.1f%%; estimates: %d of 40 notes, %d of 80 records' % (len(adv_c), len(claims), 100.0 * len(adv_c) / len(claims), notes_adv, len(adv_e))
named = [r for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values())]
nq = sum(1 for r in named if '?' in r['label'].values())
alln = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in ests if r['label'] == 'unscored')
estc = '%d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`' % (len(named), nq, alln, uns)
scen = ', '.join('`%s`' % x for x in json.load(open(os.path.join(OUT, 'ref', 'set41_scenarios.json'))))
review = rd('review_log.md') if os.path.exists(os.path.join(B, 'review_log.md')) else '## Review\n\nPending (draft).'
txt = rd('readme41.md')
for k, v in (('{{STEPS}}', rd('steps.md')), ('{{TABLE}}', '\n'.join(rows)), ('{{ADVN}}', advn),
             ('{{ADV}}', ', '.join(adv_c) + '\n\n' + ', '.join(adv_e)), ('{{ESTCOUNTS}}', estc), ('{{SCEN}}', scen),
             ('{{DOUBT}}', rd('doubt.md').rstrip('\n')), ('{{REVIEW}}', review.rstrip('\n'))):
    assert k in txt, k
    txt = txt.replace(k, v)
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(txt)
print(advn); print(estc); print(T)
