#!/usr/bin/env python3
"""Set 94's scenario choice. Reads, of each official record, only defender_private_information up to the end
of its universe (the target's first name is searched for in that text only). Writes ref/scenario_choices.json,
ref/set94_scenarios.json and build/universes.json."""
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
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    assert m, i
    uni['official-%03d' % i] = {'levels': list(u), 'universe': u, 'name': m.group(1),
                                'key': json.dumps(u, sort_keys=True)}
groups = {}
for sid in sorted(uni):
    groups.setdefault(uni[sid]['key'], []).append(sid)
s89 = json.load(open(os.path.join(REF, 'set89_scenarios.json')))
chosen = []
for x in s89:
    g = sorted(groups[uni[x]['key']])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set89_id': x, 'records_with_this_tree': g})
assert len({uni[c['scenario']]['key'] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 89's 20 scenarios in set 89's "
                   "order; represent each by its lowest record id that is not set 89's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set94_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    out[sid] = {'levels': uni[sid]['levels'], 'universe': uni[sid]['universe'], 'name': uni[sid]['name']}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records,', len(groups), 'trees')
for c in chosen:
    sid = c['scenario']; u = uni[sid]
    sizes = [len(u['universe'][u['levels'][0]])] + [sorted({len(v) for v in u['universe'][l].values()}) for l in u['levels'][1:]]
    print(sid, c['set89_id'], len(c['records_with_this_tree']), u['name'], u['levels'], sizes)
