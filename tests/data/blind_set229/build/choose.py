"""Set 229: choose the universes. Loads the official dataset but reads only defender_private_information, up to
the end of the universe (the JSON object after 'Universe'), and the target's first name from the
'You are managing information for: <name>' line searched for only in that text up to the end of the universe.
Groups the 300 records by tree; for each of set 224's 20 trees (ref/set224_scenarios.json, in its order) takes
the lowest record id of the group that is neither set 224's id nor one of set 225's ids (ref/set225_scenarios.json).
Writes ref/scenario_choices.json, ref/set229_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s224 = json.load(open(os.path.join(REF, 'set224_scenarios.json')))
s225 = json.load(open(os.path.join(REF, 'set225_scenarios.json')))
chosen, out = [], {}
for x in s224:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s225]
    c = rest[0]
    chosen.append({'scenario': c, 'set224_id': x, 'records_with_this_tree': g})
    u, _, name = info[c]
    out[c] = {'name': name, 'universe': u}
    lv = list(u)
    print(c, x, len(g), name, lv, [len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values())])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 224's 20 scenarios in set 224's order; represent each by its lowest record id that is neither set 224's id nor one of set 225's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set229_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
