"""Choose set 42's 20 scenarios: group the 300 records by tree; take the 20 trees holding set 37's
20 scenarios in set 37's order; represent each by its lowest record id that is not set 37's id.
Reads only each record's universe (up to its end) and the 'You are managing information for:' line."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
univ, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    univ[sid] = u
    m = re.search(r'You are managing information for: *([^\n]+)', s)
    names[sid] = m.group(1).strip().split()[0] if m else None
groups = {}
for sid in sorted(univ):
    groups.setdefault(json.dumps(univ[sid], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s37 = json.load(open(os.path.join(REF, 'set37_scenarios.json')))
chosen = []
for x in s37:
    g = sorted(groups[json.dumps(univ[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set37_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 37's 20 scenarios in set 37's order; "
                   "represent each by its lowest record id that is not set 37's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set42_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    out[sid] = {'name': names[sid], 'universe': univ[sid]}
    print(sid, c['set37_id'], names[sid], list(univ[sid]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
