# set 130: the 20 trees of set 125's scenarios, in set 125's order; each represented by the lowest record id of
# its tree group that is neither set 125's id nor one of set 131's ids. Reads only defender_private_information
# up to the end of each universe (the name line searched for in that text only).
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
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    names['official-%03d' % i] = m.group(1).split()[0] if m else None
    unis['official-%03d' % i] = u
groups = {}
for k, u in sorted(unis.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s125 = json.load(open(os.path.join(REF, 'set125_scenarios.json')))
s131 = json.load(open(os.path.join(REF, 'set131_scenarios.json')))
chosen, out = [], {}
for x in s125:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s131]
    c = rest[0]
    assert c not in s125 and c not in s131
    chosen.append({'scenario': c, 'set125_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    out[c] = {'name': names[c], 'levels': lv, 'universe': u}
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          c == g[0], any(y in s131 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 125's 20 scenarios in set 125's order; "
           "represent each by its lowest record id that is neither set 125's id nor one of set 131's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set130_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
