"""Set 205's universes: group the 300 official records by tree (equal universes); take the 20 trees holding set 200's
20 scenarios (ref/set200_scenarios.json), in set 200's order; represent each by its lowest record id that is neither
set 200's id nor one of set 203's ids (ref/set203_scenarios.json). Reads only the universe in
defender_private_information (up to the end of the universe) and the target's first name (searched for only in the text
up to the end of the universe). Writes ref/scenario_choices.json, ref/set205_scenarios.json, build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
key = {sid: json.dumps(uni[sid], sort_keys=True) for sid in uni}
s200 = json.load(open(os.path.join(HERE, 'ref', 'set200_scenarios.json')))
s203 = json.load(open(os.path.join(HERE, 'ref', 'set203_scenarios.json')))
chosen = []
for x in s200:
    rest = [y for y in groups[key[x]] if y != x and y not in s203]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set200_id': x, 'records_with_this_tree': groups[key[x]]})
assert len({key[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 200's 20 scenarios in set 200's order; "
                   "represent each by its lowest record id that is neither set 200's id nor one of set 203's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set205_scenarios.json'), 'w'))
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    lv = list(u)
    out[sid] = {'name': names[sid], 'levels': lv, 'universe': u}
    print(sid, c['set200_id'], len(c['records_with_this_tree']), names[sid], lv,
          len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
