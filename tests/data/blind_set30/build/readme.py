#!/usr/bin/env python3
"""Assemble ../README.md from readme30.md with the computed tag table, adversarial ids, universes and doubts."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
doubts = json.load(open(os.path.join(HERE, 'doubts_filled.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'dating_profile', 'tour_guide', 'lost_and_found', 'anaphora', 'euphemism',
         'devils_advocate', 'gaslighting', 'mocking_case', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(r['id'] in adv for r in rs), sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(com(r) for r in claims)))
spk = Counter(r['speaker'] for r in claims)
ec = Counter(r['construction'] for r in ests)
ek = Counter((r['construction'], r['kind']) for r in ests)
held = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
alln = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
q = sum(1 for r in ests if isinstance(r['label'], dict) and any(v == '?' for v in r['label'].values()))
uns = sum(1 for r in ests if r['label'] == 'unscored')
est = ('Counts: estimates: %d records (%d prior, %d current); `po_note` %d (%d prior, %d current), `properties_note` %d (%d prior, %d current); '
       '%d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all 40 note texts are labelled for both kinds. '
       'Tag counts: `po_note` %d, `properties_note` %d.') % (
    len(ests), sum(1 for r in ests if r['kind'] == 'prior'), sum(1 for r in ests if r['kind'] == 'current'),
    ec['po_note'], ek[('po_note', 'prior')], ek[('po_note', 'current')],
    ec['properties_note'], ek[('properties_note', 'prior')], ek[('properties_note', 'current')],
    held, alln, q, uns, ec['po_note'], ec['properties_note'])
uni = []
for c in ch['chosen']:
    sid = c['scenario']; u = U[sid]
    others = [x for x in c['records_with_this_tree'] if x != sid]
    uni.append("- `%s` (set 25's `%s`; tree shared with %s): levels %s; target first name %s" % (
        sid, c['set25_id'], ', '.join('`%s`' % x for x in others), ' / '.join('`%s`' % k for k in u['universe']), u['name']))
def val(b):
    vs = [v for v in b.values() if v is not None]
    return ('%s committed at `%s`' % ('/'.join(vs), [k for k, v in b.items() if v is not None][-1])) if vs else 'all null'
dl = ['- %s (`%s`, %s): %s' % (d['id'], d['tag'], val(d['belief']), d['doubt']) for d in doubts]
tpl = open(os.path.join(HERE, 'readme30.md'), encoding='utf-8').read()
s = (tpl.replace('@@TABLE@@', '\n'.join(rows))
     .replace('@@ADVN@@', '%d of %d = %.1f%%' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)))
     .replace('@@ADV@@', ', '.join(sorted(adv)))
     .replace('@@EST@@', est).replace('@@UNI@@', '\n'.join(uni)).replace('@@DOUBTS@@', '\n'.join(dl))
     .replace('@@NCLAIMS@@', str(len(claims))).replace('@@NDEF@@', str(spk['defender'])).replace('@@NATT@@', str(spk['attacker']))
     .replace('@@NREAL@@', str(sum(1 for r in claims if r['construction'] == 'realistic_reply'))))
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README written')
