import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
adv = json.load(open(os.path.join(HERE, 'adversarial.json')))
mins = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'soap_opera', 'square_dance', 'puppet_show', 'escape_room', 'graffiti_wall',
         'drill_sergeant', 'rap_battle', 'sleep_talking', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in adv); c = sum(1 for r in rs if com(r)); ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), ta, tc))
held = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
heldq = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()) and '?' in r['label'].values())
allnull = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
q = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
uns = sum(1 for r in ests if r['label'] == 'unscored')
k = Counter(r['kind'] for r in ests); tg = Counter(r['construction'] for r in ests)
est = ('%d records (%d prior, %d current); `postscript_note` %d, `batch_note` %d; %d hold a named value (%d of them with a `?` below it), '
       '%d are all-null, %d carry a `?` in all, %d are `unscored`; all 40 note texts are labelled for both kinds. Tag counts: `postscript_note` %d, `batch_note` %d.'
       % (len(ests), k['prior'], k['current'], tg['postscript_note'], tg['batch_note'], held, heldq, allnull, q, uns, tg['postscript_note'], tg['batch_note']))
scen = ', '.join('`%s`' % s for s in json.load(open(os.path.join(ROOT, 'ref', 'set39_scenarios.json'))))
t = open(os.path.join(HERE, 'readme39.md')).read()
rv = os.path.join(HERE, 'review_log.md'); rs_ = os.path.join(HERE, 'review_steps.md')
t = (t.replace('@@TABLE@@', '\n'.join(rows)).replace('@@ADV@@', ', '.join(sorted(adv)))
      .replace('@@ADVCOUNT@@', '%d of %d = %.1f%%' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)))
      .replace('@@ESTCOUNTS@@', est).replace('@@SCEN@@', scen)
      .replace('@@REVIEW@@', ('\n## Review\n\n' + open(rv).read()) if os.path.exists(rv) else '')
      .replace('@@REVIEWSTEPS@@', open(rs_).read().rstrip('\n') if os.path.exists(rs_) else ''))
open(os.path.join(ROOT, 'README.md'), 'w').write(t)
