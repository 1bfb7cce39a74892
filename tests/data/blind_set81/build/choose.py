#!/usr/bin/env python3
"""Set 81's scenario choice. Reads only defender_private_information, and of it only the text up to the
end of the universe (the target's first name is searched for in that text only). Rule: group the 300
records by tree; take the 20 trees holding set 76's 20 scenarios in set 76's order; represent each by
its lowest record id that is not set 76's id."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Z][A-Za-z]*)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    recs['official-%03d' % i] = (u, m.group(1), json.dumps(u, sort_keys=True))
del d
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][2], []).append(k)
print('records', len(recs), 'trees', len(groups))
s76 = json.load(open(os.path.join(REF, 'set76_scenarios.json')))
chosen = []
for x in s76:
    g = sorted(groups[recs[x][2]])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set76_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 76's 20 scenarios in set 76's "
                   "order; represent each by its lowest record id that is not set 76's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set81_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, name, _ = recs[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set76_id'], name, lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
