"""Set 157's scenario choice: group the 300 records by tree (equal universes, read from
defender_private_information up to the end of the universe only); take the 20 trees that hold set 152's 20
scenarios (ref/set152_scenarios.json), in set 152's order; represent each by its lowest record id that is
neither set 152's id nor one of set 155's ids (ref/set155_scenarios.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    names['official-%03d' % i] = m.group(1).strip('.,') if m else None
    unis['official-%03d' % i] = u
key = {k: json.dumps(u, sort_keys=True) for k, u in unis.items()}
groups = {}
for k in sorted(key):
    groups.setdefault(key[k], []).append(k)
s152 = json.load(open(os.path.join(REF, 'set152_scenarios.json')))
s155 = json.load(open(os.path.join(REF, 'set155_scenarios.json')))
chosen, out = [], {}
for x in s152:
    g = groups[key[x]]
    rest = [y for y in g if y != x and y not in s155]
    c = rest[0] if rest else x
    assert c not in s152 and c not in s155
    chosen.append({'scenario': c, 'set152_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), sorted({len(v) for v in u[lv[1]].values()}),
          sorted({len(v) for v in u[lv[2]].values()}), any(y in s155 for y in g))
    out[c] = {'name': names[c], 'levels': lv, 'universe': u}
json.dump({'rule': "group the dataset's 300 records by tree (equal universes); take the 20 trees that hold set 152's 20 scenarios (ref/set152_scenarios.json), in set 152's order; represent each by its lowest record id that is neither set 152's id nor one of set 155's ids (ref/set155_scenarios.json)",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set157_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
assert len({key[c['scenario']] for c in chosen}) == 20
