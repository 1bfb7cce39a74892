"""Choose set 250's scenarios: the 20 trees holding set 245's 20 scenarios, in set 245's order; each represented
by its lowest record id that is neither set 245's id nor one of set 248's ids. Reads only the universe (the tree
in defender_private_information, up to the end of the universe) and the target's first name (searched for only
in the text up to the end of the universe)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-]+)', head)
    rid = 'official-%03d' % i
    uni[rid] = u
    names[rid] = m.group(1) if m else None
    keys[rid] = json.dumps(u, sort_keys=True)
groups = {}
for rid in sorted(uni):
    groups.setdefault(keys[rid], []).append(rid)
s245 = json.load(open(os.path.join(REF, 'set245_scenarios.json')))
s248 = json.load(open(os.path.join(REF, 'set248_scenarios.json')))
chosen = []
for x in s245:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s245 and y not in s248]
    c = rest[0]
    chosen.append({'scenario': c, 'set245_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), names[c], list(uni[c]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 245's 20 scenarios in set 245's order; represent each by its lowest record id that is neither set 245's id nor one of set 248's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set250_scenarios.json'), 'w'))
out = {}
for c in chosen:
    out[c['scenario']] = {'name': names[c['scenario']], 'universe': uni[c['scenario']]}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
