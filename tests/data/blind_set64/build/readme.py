#!/usr/bin/env python3
"""Fill build/readme64.md's @@ markers with counts computed from the data files; write README.md."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
s = open(os.path.join(HERE, 'readme64.md')).read()
R = open(os.path.join(OUT, '..', 'blind_set63', 'README.md')).read()
VA = open(os.path.join(OUT, '..', 'blind_set63', 'validate.py')).read()


def cnt(x, w=False):
    pat = (r'\b%s\b' % re.escape(x)) if w else re.escape(x)
    return '%d/%d' % (len(re.findall(pat, R, re.I)), len(re.findall(pat, VA, re.I)))


ORDER = ['realistic_reply', 'fumigator_canister', 'hydrologist_weir', 'geologist_hammer', 'deckhand_winch',
         'trombonist_slide', 'whittler_penknife', 'orienteer_compass', 'rigger_shackle', 'attacker_probe']
MINS = {'realistic_reply': 151, 'attacker_probe': 20}
com = lambda r: any(v is not None for v in r['belief'].values())
adv = [r['id'] for r in C if cm[r['id']]['mark'] == 'a']
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in ORDER:
    rs = [r for r in C if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MINS.get(t, 12), sum(r['id'] in adv for r in rs),
                                                 sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), len(adv), sum(com(r) for r in C)))
eadv = [r['id'] for r in E if em[r['id']]['mark'] == 'a']
named = [r for r in E if r['label'] != 'unscored' and any(v is not None for v in r['label'].values())]
tags = ['fumigator_canister', 'hydrologist_weir', 'geologist_hammer', 'deckhand_winch', 'trombonist_slide',
        'whittler_penknife', 'orienteer_compass', 'rigger_shackle']
words = ('fumigator fumigate fumigation canister pest pests hydrologist hydrology weir river geologist geology hammer '
         'rock rocks deckhand deck winch boat trombonist trombone slide brass whittler whittle penknife knife wood '
         'orienteer orienteering compass map rigger rigging shackle load').split()
styles = ['so_called', 'on_paper', 'at_face_value', 'in_earnest', 'in_passing', 'for_good']
rep = {
    'TABLE': '\n'.join(rows),
    'NADV': str(len(adv)), 'PADV': '%.1f' % (100.0 * len(adv) / len(C)),
    'NEADV': str(len({em[i]['template'] for i in eadv})), 'NEADVR': str(len(eadv)),
    'ADV': ', '.join(sorted(adv)), 'EADV': ', '.join(sorted(eadv)),
    'ENAMED': str(len(named)), 'ENAMEDQ': str(sum('?' in r['label'].values() for r in named)),
    'ENULL': str(sum(1 for r in E if r['label'] != 'unscored' and all(v is None for v in r['label'].values()))),
    'EUNS': str(sum(1 for r in E if r['label'] == 'unscored')),
    'ESTCOUNTS': ', '.join('`%s` %d' % (t, n) for t, n in sorted(Counter(r['construction'] for r in E).items())),
    'SCEN': ', '.join('`%s`' % x for x in json.load(open(os.path.join(OUT, 'ref', 'set64_scenarios.json')))),
    'TAGCOUNTS': ', '.join('`%s` %s, `%s` %s' % (t, cnt(t), t.replace('_', ' '), cnt(t.replace('_', ' '))) for t in tags),
    'WORDCOUNTS': ', '.join('`%s` %s' % (w, cnt(w, True)) for w in words),
    'STYLECOUNTS': ', '.join('`%s` %s (`%s` %s)' % (t, cnt(t), t.replace('_', ' '), cnt(t.replace('_', ' ')))
                             for t in styles) + ', `so-called` ' + cnt('so-called'),
    'STYLEWORDS': ', '.join('`%s` %s' % (w, cnt(w, True)) for w in 'so called paper face value earnest passing good'.split()),
}
for k, v in rep.items():
    assert s.count('@@%s@@' % k) == 1, k
    s = s.replace('@@%s@@' % k, v)
assert '@@' not in s
open(os.path.join(OUT, 'README.md'), 'w').write(s)
print('README.md written')
