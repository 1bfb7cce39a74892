"""Set 218's scenario rule: group the 300 records by tree (the universe in defender_private_information, read up
to its end only); take the 20 trees holding set 213's 20 scenarios (ref/set213_scenarios.json) in set 213's order;
represent each by its lowest record id that is neither set 213's id nor one of set 215's ids
(ref/set215_scenarios.json). Writes ref/scenario_choices.json, ref/set218_scenarios.json, build/universes.json.
Nothing after the end of the universe is read; attacker_target_information is never touched."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-\']+)', head)
    info['official-%03d' % i] = (json.dumps(u, sort_keys=True), u, m.group(1) if m else None)
groups = {}
for k, v in info.items():
    groups.setdefault(v[0], []).append(k)
s213 = json.load(open(os.path.join(ROOT, 'ref', 'set213_scenarios.json')))
s215 = json.load(open(os.path.join(ROOT, 'ref', 'set215_scenarios.json')))
chosen, out = [], {}
for x in s213:
    g = sorted(groups[info[x][0]])
    rest = [y for y in g if y != x and y not in s215]
    assert rest, x
    c = rest[0]
    chosen.append({'scenario': c, 'set213_id': x, 'records_with_this_tree': g})
    u = info[c][1]; lv = list(u)
    out[c] = {'name': info[c][2], 'levels': lv, 'universe': u}
    print(c, x, len(g), info[c][2], lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
assert len({info[c['scenario']][0] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 213's 20 scenarios in set 213's order; represent each by its lowest record id that is neither set 213's id nor one of set 215's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set218_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
