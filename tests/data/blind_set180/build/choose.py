"""Set 180's universes: the 20 trees of set 175's scenarios, in set 175's order; each represented by its lowest
record id that is neither set 175's id nor one of set 178's ids. Touches only defender_private_information, and
only up to the end of the universe (and the target's first name, searched for only in that part)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-]+)', head)
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = m.group(1) if m else None
groups = {}
for rid, u in sorted(unis.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(rid)
key = {rid: json.dumps(u, sort_keys=True) for rid, u in unis.items()}
s175 = json.load(open(os.path.join(REF, 'set175_scenarios.json')))
s178 = json.load(open(os.path.join(REF, 'set178_scenarios.json')))
chosen, out = [], []
for x in s175:
    rest = [y for y in sorted(groups[key[x]]) if y != x and y not in s178]
    c = rest[0]
    assert c not in s175 and c not in s178
    chosen.append(c)
    out.append({'scenario': c, 'set175_id': x, 'records_with_this_tree': sorted(groups[key[x]])})
    print(c, x, len(groups[key[x]]), names[c], list(unis[c]), len(unis[c][list(unis[c])[0]]))
assert len(set(key[c] for c in chosen)) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 175's 20 scenarios in set 175's order; "
           "represent each by its lowest record id that is neither set 175's id nor one of set 178's ids",
           'chosen': out}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump(chosen, open(os.path.join(REF, 'set180_scenarios.json'), 'w'), indent=1)
json.dump({c: {'name': names[c], 'universe': unis[c]} for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
