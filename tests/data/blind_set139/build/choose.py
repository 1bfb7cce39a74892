# Set 139: choose one record per tree of set 134's 20 scenarios (in set 134's order): the lowest record id of
# that tree group that is neither set 134's id nor one of set 137's ids. Reads only defender_private_information
# up to the end of its universe; prints only ids, group sizes, first names, level keys and counts.
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
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip().split()[0] if m else None
key = {k: json.dumps(v, sort_keys=True) for k, v in uni.items()}
groups = {}
for k, v in key.items():
    groups.setdefault(v, []).append(k)
s134 = json.load(open(os.path.join(REF, 'set134_scenarios.json')))
s137 = json.load(open(os.path.join(REF, 'set137_scenarios.json')))
chosen, out = [], {}
for x in s134:
    g = sorted(groups[key[x]])
    rest = [y for y in g if y != x and y not in s137]
    c = rest[0] if rest else x
    assert c != x and c not in s137
    chosen.append({'scenario': c, 'set134_id': x, 'records_with_this_tree': g})
    u = uni[c]; lv = list(u)
    out[c] = {'name': names[c], 'levels': lv, 'universe': u}
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), sorted(len(v) for v in u[lv[1]].values()), sorted(len(v) for v in u[lv[2]].values()), any(y in s137 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 134's 20 scenarios in set 134's order; represent each by its lowest record id that is neither set 134's id nor one of set 137's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set139_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'))
