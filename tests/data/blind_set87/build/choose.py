"""Pick set 87's scenarios: the 20 trees holding set 82's scenarios, in set 82's order, each
represented by its lowest record id that is not set 82's id. Reads only defender_private_information
up to the end of the universe (and the target's first name from the text before that end)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees = {}; uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    trees.setdefault(key, []).append(sid)
    uni[sid] = {'levels': list(u), 'tree': u, 'name': m.group(1), 'key': key}
s82 = json.load(open(os.path.join(SET, 'ref', 'set82_scenarios.json')))
chosen = []
for x in s82:
    g = sorted(trees[uni[x]['key']]); rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set82_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 82's 20 scenarios in set 82's order; represent each by its lowest record id that is not set 82's id", 'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set87_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    v = uni[c['scenario']]; out[c['scenario']] = {'levels': v['levels'], 'tree': v['tree'], 'name': v['name']}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records', len(trees), 'trees')
for c in chosen:
    v = uni[c['scenario']]; t = v['tree']; L = v['levels']
    print(c['scenario'], c['set82_id'], v['name'], L, len(t[L[0]]), len(t[L[1]]), len(t[L[2]]))
