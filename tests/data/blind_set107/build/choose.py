#!/usr/bin/env python3
"""Set 107's universes: group the 300 official records by tree (equal universes); take the 20 trees holding
set 102's 20 scenarios (ref/set102_scenarios.json), in set 102's order; represent each by its lowest record id
that is not set 102's id. Of each record only defender_private_information up to the end of its universe is
read (and the target's first name, searched for only in that text)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.join(HERE, '..')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    tag = 'You are managing information for: '
    assert tag in head, i
    nm = head[head.index(tag) + len(tag):].split('\n')[0].strip()
    rid = 'official-%03d' % i
    names[rid] = nm.split()[0]
    unis[rid] = u
    trees.setdefault(json.dumps(u, sort_keys=True), []).append(rid)
key = {rid: json.dumps(u, sort_keys=True) for rid, u in unis.items()}
s102 = json.load(open(os.path.join(SET, 'ref', 'set102_scenarios.json')))
s105 = json.load(open(os.path.join(SET, 'ref', 'set105_scenarios.json')))
chosen = []
for x in s102:
    grp = sorted(trees[key[x]])
    rest = [y for y in grp if y != x]
    c = rest[0]
    assert c not in s102 and c not in s105, c
    chosen.append({'scenario': c, 'set102_id': x, 'records_with_this_tree': grp})
assert len({key[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 102's 20 scenarios in set 102's order; "
                   "represent each by its lowest record id that is not set 102's id",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set107_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    rid = c['scenario']
    u = unis[rid]
    lv = list(u)
    out[rid] = {'name': names[rid], 'levels': lv, 'universe': u}
    kids = [len(u[lv[0]])] + [sorted({len(v) for v in u[l].values()}) for l in lv[1:]]
    print(rid, c['set102_id'], len(c['records_with_this_tree']), names[rid], lv, kids)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
