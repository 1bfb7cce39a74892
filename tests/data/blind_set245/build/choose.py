"""Choose set 245's universes: the 20 trees of set 240's scenarios (ref/set240_scenarios.json), in set 240's order,
each represented by its lowest record id that is neither set 240's id nor one of set 244's ids. Reads only
defender_private_information up to the end of the universe, and the target's first name in that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
groups = {}
for sid, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
s240 = json.load(open(os.path.join(REF, 'set240_scenarios.json')))
s244 = json.load(open(os.path.join(REF, 'set244_scenarios.json')))
chosen = []
for x in s240:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s240 and y not in s244]
    pick = rest[0] if rest else x
    chosen.append({'scenario': pick, 'set240_id': x, 'records_with_this_tree': g})
    print(pick, x, len(g), names[pick], list(uni[pick]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 240's 20 scenarios in set 240's order; "
           "represent each by its lowest record id that is neither set 240's id nor one of set 244's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set245_scenarios.json'), 'w'))
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
