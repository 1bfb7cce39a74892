"""Set 153: choose one record per tree of set 148's 20 scenarios (set 148's order): the lowest record id of the
tree group that is neither set 148's id nor one of set 150's ids. Reads only defender_private_information, only up
to the end of the universe; prints only ids, group sizes, first names, level keys and counts."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    name = None
    for ln in head.split('\n'):
        if ln.startswith('You are managing information for:'):
            name = ln.split(':', 1)[1].strip()
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = name
groups = {}
for rid in sorted(unis):
    groups.setdefault(json.dumps(unis[rid], sort_keys=True), []).append(rid)
s148 = json.load(open(os.path.join(REF, 'set148_scenarios.json')))
s150 = json.load(open(os.path.join(REF, 'set150_scenarios.json')))
chosen, out_u = [], {}
for x in s148:
    g = groups[json.dumps(unis[x], sort_keys=True)]
    rest = [y for y in g if y != x and y not in s150]
    c = rest[0] if rest else x
    assert c not in s148 and c not in s150
    chosen.append({'scenario': c, 'set148_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    out_u[c] = {'name': names[c], 'levels': lv, 'universe': u}
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], 'set150-in-group' if any(y in s150 for y in g) else '-')
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 148's 20 scenarios in set 148's order; "
                   "represent each by its lowest record id that is neither set 148's id nor one of set 150's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set153_scenarios.json'), 'w'), indent=1)
json.dump(out_u, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
