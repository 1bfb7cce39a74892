"""Set 150's scenario rule: group the 300 official records by tree (equal universes); take the 20 trees holding
set 145's 20 scenarios, in set 145's order; represent each by its lowest record id that is neither set 145's id
nor one of set 148's ids. Reads only defender_private_information up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    names[sid] = m.group(1) if m else None
    unis[sid] = u
groups = {}
for sid, k in trees.items():
    groups.setdefault(k, []).append(sid)
s145 = json.load(open(os.path.join(REF, 'set145_scenarios.json')))
s148 = json.load(open(os.path.join(REF, 'set148_scenarios.json')))
chosen = []
for x in s145:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s148]
    assert rest, x
    c = rest[0]
    assert c not in s145 and c not in s148
    chosen.append({'scenario': c, 'set145_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), sorted(len(v) for v in u[lv[1]].values()),
          sorted(len(v) for v in u[lv[2]].values()), any(y in s148 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 145's 20 scenarios in set 145's order; "
                   "represent each by its lowest record id that is neither set 145's id nor one of set 148's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set150_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
