"""Set 246's scenario rule: group the 300 records by tree (equal universes); take the 20 trees holding set 241's
20 scenarios in set 241's order; represent each by its lowest record id that is neither set 241's id nor one of
set 244's ids. Reads only defender_private_information, only up to the end of the universe, and the target's
first name from that stretch."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z\-\']+)', head)
    rid = 'official-%03d' % i
    uni[rid] = u
    names[rid] = m.group(1) if m else None
    keys[rid] = json.dumps(u, sort_keys=True)
groups = {}
for rid, k in keys.items():
    groups.setdefault(k, []).append(rid)
s241 = json.load(open(os.path.join(REF, 'set241_scenarios.json')))
s244 = json.load(open(os.path.join(REF, 'set244_scenarios.json')))
chosen = []
for x in s241:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s241 and y not in s244]
    chosen.append({'scenario': rest[0], 'set241_id': x, 'records_with_this_tree': g})
    print(rest[0], x, len(g), names[rest[0]], list(uni[rest[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 241's 20 scenarios in set 241's order; represent each by its lowest record id that is neither set 241's id nor one of set 244's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set246_scenarios.json'), 'w'))
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
