#!/usr/bin/env python3
"""Set 89's scenario choice and universes. Reads, of each official record, only the text of
defender_private_information up to the end of its universe (the name line is searched for in that text only).
Rule: group the 300 records by tree; take the 20 trees holding set 84's 20 scenarios, in set 84's order;
represent each by its lowest record id that is not set 84's id."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    assert m, i
    name = m.group(1).strip().split()[0].rstrip('.,:;')
    uni['official-%03d' % i] = {'name': name, 'levels': list(u), 'universe': u,
                                'key': json.dumps(u, sort_keys=True)}
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k]['key'], []).append(k)
s84 = json.load(open(os.path.join(REF, 'set84_scenarios.json')))
chosen = []
for x in s84:
    g = sorted(groups[uni[x]['key']])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set84_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 84's 20 scenarios in set 84's "
                   "order; represent each by its lowest record id that is not set 84's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set89_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    x = c['scenario']
    out[x] = {'name': uni[x]['name'], 'levels': uni[x]['levels'], 'universe': uni[x]['universe']}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records', len(groups), 'trees')
for c in chosen:
    x = c['scenario']; u = uni[x]['universe']; lv = uni[x]['levels']
    sizes = (len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
    print(x, c['set84_id'], len(c['records_with_this_tree']), uni[x]['name'], lv, sizes)
