import json, os, collections
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
claims = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
adv = json.load(open(os.path.join(B, 'adversarial.json')))
ch = json.load(open(os.path.join(H, 'ref', 'scenario_choices.json')))
UV = json.load(open(os.path.join(B, 'universes.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'haiku', 'limerick', 'acrostic', 'prophecy', 'ultimatum', 'non_sequitur', 'zeugma', 'lullaby', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = []
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(r['id'] in adv for r in rs), sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(com(r) for r in claims)))
ec = collections.Counter(r['construction'] for r in ests)
lab = [r['label'] for r in ests]
named = sum(1 for l in lab if isinstance(l, dict) and any(v not in (None, '?') for v in l.values()))
allnull = sum(1 for l in lab if isinstance(l, dict) and all(v is None for v in l.values()))
q = sum(1 for l in lab if isinstance(l, dict) and '?' in l.values())
uns = sum(1 for l in lab if l == 'unscored')
unis = '\n'.join('- `%s` (set 28\'s `%s`; tree shared with %s): levels %s; target first name %s' % (
    c['scenario'], c['set28_id'], ', '.join('`%s`' % x for x in c['records_with_this_tree'] if x != c['scenario']),
    ' / '.join('`%s`' % k for k in UV[c['scenario']]['universe']), UV[c['scenario']]['name']) for c in ch['chosen'])
t = open(os.path.join(B, 'readme33.md')).read()
t = t.replace('@TABLE@', '\n'.join(rows)).replace('@NADV@', '%d of %d = %.1f%%' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)))
t = t.replace('@ADV@', ', '.join(sorted(adv))).replace('@UNIS@', unis)
t = t.replace('@ECOUNT@', 'estimates: %d records (%d prior, %d current); %s; %d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all %d note texts are labelled for both kinds. Tag counts: %s.' % (
    len(ests), sum(r['kind'] == 'prior' for r in ests), sum(r['kind'] == 'current' for r in ests),
    ', '.join('`%s` %d' % (k, v) for k, v in sorted(ec.items())), named, allnull, q, uns, len(ests) // 2,
    ', '.join('`%s` %d' % (k, v) for k, v in sorted(ec.items()))))
open(os.path.join(H, 'README.md'), 'w').write(t)
