# set 155: the 20 trees that hold set 150's 20 scenarios (ref/set150_scenarios.json), in set 150's order; each
# represented by its lowest record id that is neither set 150's id nor one of set 153's ids (ref/set153_scenarios.json).
# Reads only defender_private_information, only up to the end of its universe.
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.index('You are managing information for: ') + len('You are managing information for: ')
    names['official-%03d' % i] = head[k:].split('\n')[0].strip().split()[0].rstrip('.,')
    uni['official-%03d' % i] = u
groups = {}
for sc, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sc)
s150 = json.load(open(os.path.join(ROOT, 'ref', 'set150_scenarios.json')))
s153 = json.load(open(os.path.join(ROOT, 'ref', 'set153_scenarios.json')))
chosen, out = [], {}
for x in s150:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s153]
    pick = rest[0] if rest else x
    assert pick not in s150 and pick not in s153
    chosen.append({'scenario': pick, 'set150_id': x, 'records_with_this_tree': g})
    u = uni[pick]
    lv = list(u)
    out[pick] = {'name': names[pick], 'levels': lv, 'universe': u}
    print(pick, x, len(g), names[pick], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], any(y in s153 for y in g))
json.dump({'rule': "group the dataset's 300 records by tree (equal universes); take the 20 trees that hold set 150's "
           "20 scenarios (ref/set150_scenarios.json), in set 150's order; represent each by its lowest record id "
           "that is neither set 150's id nor one of set 153's ids (ref/set153_scenarios.json)",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set155_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
