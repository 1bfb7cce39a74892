"""Set 154: choose the 20 scenarios. Reads only defender_private_information up to the end of each universe."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip('.,') if m else None
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
s149 = json.load(open(os.path.join(HERE, 'ref', 'set149_scenarios.json')))
s153 = json.load(open(os.path.join(HERE, 'ref', 'set153_scenarios.json')))
chosen, out = [], {}
for x in s149:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s153]
    c = rest[0] if rest else x
    assert c not in s149 and c not in s153
    chosen.append({'scenario': c, 'set149_id': x, 'records_with_this_tree': g})
    u = uni[c]
    lv = list(u)
    out[c] = {'name': names[c], 'levels': lv, 'universe': u}
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], any(y in s153 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 149's 20 scenarios in set 149's order; "
           "represent each by its lowest record id that is neither set 149's id nor one of set 153's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set154_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
