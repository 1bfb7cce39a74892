"""Assembles README.md from build/readme40.md and the built files."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
commit = lambda r: any(v is not None for v in r['belief'].values())
order = ['realistic_reply', 'referee_call', 'carnival_barker', 'comic_strip', 'parrot_squawk', 'fan_fiction',
         'board_game', 'robot_voice', 'superstition', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(r['id'] in adv for r in rs),
                                              sum(commit(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(commit(r) for r in claims)))
held = lambda l: isinstance(l, dict) and any(v not in (None, '?') for v in l.values())
nh = sum(held(r['label']) for r in ests)
nhq = sum(held(r['label']) and '?' in r['label'].values() for r in ests)
nnull = sum(isinstance(r['label'], dict) and all(v is None for v in r['label'].values()) for r in ests)
nq = sum(isinstance(r['label'], dict) and '?' in r['label'].values() for r in ests)
nun = sum(r['label'] == 'unscored' for r in ests)
k = Counter(r['kind'] for r in ests)
est = ('estimates: %d records (%d prior, %d current); `troff_note` 40, `m4_note` 40; %d hold a named value (%d of them '
       'with a `?` below it), %d are all-null, %d carry a `?` in all, %d are `unscored`; all 40 note texts are labelled '
       'for both kinds.' % (len(ests), k['prior'], k['current'], nh, nhq, nnull, nq, nun))
scens = ', '.join('`%s`' % s for s in json.load(open(os.path.join(OUT, 'ref', 'set40_scenarios.json'))))
ids = sorted(adv)
t = open(os.path.join(HERE, 'readme40.md'), encoding='utf-8').read()
rv = os.path.join(HERE, 'review_log.md')
rs = os.path.join(HERE, 'review_steps.md')
t = (t.replace('{{TABLE}}', '\n'.join(rows)).replace('{{ADV}}', ', '.join(ids))
     .replace('{{NADV}}', '%d of %d = %.1f%%' % (len(ids), len(claims), 100.0 * len(ids) / len(claims)))
     .replace('{{ESTCOUNTS}}', est).replace('{{SCENS}}', scens)
     .replace('{{REVIEW}}', open(rv, encoding='utf-8').read().strip() if os.path.exists(rv) else '')
     .replace('{{REVIEWSTEPS}}', open(rs, encoding='utf-8').read().rstrip('\n') if os.path.exists(rs) else ''))
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(t)
print('README.md written')
