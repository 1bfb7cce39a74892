import json, os, re
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__)); P = os.path.dirname(H)
claims = [json.loads(l) for l in open(os.path.join(P, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(P, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
order = ['realistic_reply', 'news_anchor', 'wizard_sage', 'strict_librarian', 'archaeologist_dig', 'beekeeper_talk',
         'plumber_talk', 'car_mechanic', 'angler_yarn', 'attacker_probe']
mins = {t: 12 for t in order}; mins['realistic_reply'] = 151; mins['attacker_probe'] = 20
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins[t], sum(cm[r['id']][0] == 'a' for r in rs), sum(com(r) for r in rs)))
ca = [i for i in sorted(cm) if cm[i][0] == 'a']; ea = [i for i in sorted(em) if em[i] == 'a']
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(ca), sum(com(r) for r in claims)))
named = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
withq = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
allnull = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in ests if r['label'] == 'unscored')
ect = Counter(r['construction'] for r in ests)
eorder = ['bottom_line_first', 'parenthetical_asides', 'dry_understatement', 'counterfactual_reasoning', 'risk_framing', 'reader_address']
ecounts = ('Counts: estimates: %d records (60 prior, 60 current); %d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`; all 60 note texts are labelled for both kinds. Tag counts: ' % (len(ests), named, withq, allnull, uns)) + ', '.join('`%s` %d' % (t, ect[t]) for t in eorder) + '.'
scen = json.load(open(os.path.join(P, 'ref', 'set44_scenarios.json')))
txt = open(os.path.join(H, 'readme44.md'), encoding='utf-8').read()
txt = txt.replace('{STEPS}', open(os.path.join(H, 'steps.md'), encoding='utf-8').read().strip())
txt = txt.replace('{TABLE}', '\n'.join(rows))
txt = txt.replace('{ADVHEAD}', 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(ca), len(claims), 100.0 * len(ca) / len(claims), len(ea) // 2, len(ea)))
txt = txt.replace('{ADV}', ', '.join(ca) + '\n\n' + ', '.join(ea))
txt = txt.replace('{ECOUNTS}', ecounts)
txt = txt.replace('{SCEN}', ', '.join('`%s`' % s for s in scen))
txt = txt.replace('{REVIEW}', open(os.path.join(H, 'review_log.md'), encoding='utf-8').read().strip())
open(os.path.join(P, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README written')
