#!/usr/bin/env python3
"""Set 126's scenario choice: the 20 trees of set 121's scenarios, in set 121's order, each represented by its
lowest record id that is neither set 121's id nor one of set 125's ids. Reads of each official record only
defender_private_information up to the end of its universe (the name line searched for in that text only)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, keyof = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    sid = 'official-%03d' % i
    uni[sid] = u
    keyof[sid] = json.dumps(u, sort_keys=True)
    mark = 'You are managing information for: '
    k = head.find(mark)
    names[sid] = head[k + len(mark):].split()[0].strip('.,') if k >= 0 else None
groups = {}
for sid in sorted(uni):
    groups.setdefault(keyof[sid], []).append(sid)
s121 = json.load(open(os.path.join(REF, 'set121_scenarios.json')))
s125 = json.load(open(os.path.join(REF, 'set125_scenarios.json')))
chosen, out = [], {}
for x in s121:
    g = sorted(groups[keyof[x]])
    rest = [y for y in g if y != x and y not in s125]
    c = rest[0]
    assert c not in s121 and c not in s125
    chosen.append({'scenario': c, 'set121_id': x, 'records_with_this_tree': g})
    u = uni[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], 'lowest' if c == g[0] else 'not-lowest',
          'has125' if any(y in s125 for y in g) else '-')
    out[c] = {'name': names[c], 'levels': lv, 'universe': u}
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 121's 20 scenarios in set 121's "
                   "order; represent each by its lowest record id that is neither set 121's id nor one of set 125's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set126_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
