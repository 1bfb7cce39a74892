"""Set 151's universes: the 20 trees of set 146's scenarios, in set 146's order, each at its lowest record id
that is neither set 146's id nor one of set 149's ids. Reads only defender_private_information up to the end
of its universe (the name line searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z][\w\'-]*)', head)
    unis['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for k, (u, _) in sorted(unis.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s146 = json.load(open(os.path.join(REF, 'set146_scenarios.json')))
s149 = json.load(open(os.path.join(REF, 'set149_scenarios.json')))
chosen, out = [], {}
for x in s146:
    g = sorted(groups[json.dumps(unis[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s149]
    c = rest[0]
    assert c not in s146 and c not in s149
    chosen.append({'scenario': c, 'set146_id': x, 'records_with_this_tree': g})
    u, name = unis[c]
    lv = list(u)
    out[c] = {'name': name, 'levels': lv, 'tree': u}
    print(c, x, len(g), name, lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], c == g[0], any(y in s149 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 146's 20 scenarios in set 146's order; "
           "represent each by its lowest record id that is neither set 146's id nor one of set 149's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set151_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
