#!/usr/bin/env python3
"""Set 88's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees
that hold set 83's 20 scenarios (ref/set83_scenarios.json), in set 83's order; represent each tree by its
lowest record id that is not set 83's id. Reads only defender_private_information up to the end of its
universe (the name line is searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    unis[sid] = u
    names[sid] = m.group(1)
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
s83 = json.load(open(os.path.join(REF, 'set83_scenarios.json')))
chosen = []
for x in s83:
    g = groups[json.dumps(unis[x], sort_keys=True)]
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set83_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 83's 20 scenarios in set 83's order; "
        "represent each by its lowest record id that is not set 83's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set88_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = unis[sid]
    out[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records', len(groups), 'trees')
for c in chosen:
    sid = c['scenario']; u = unis[sid]; lv = list(u)
    print(sid, c['set83_id'], names[sid], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], 'alone' if len(c['records_with_this_tree']) == 1 else '')
