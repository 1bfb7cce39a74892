"""Choose set 227's scenarios: the 20 trees of set 222's scenarios, in set 222's order, each represented by its
lowest record id that is neither set 222's id nor one of set 225's ids. Reads only defender_private_information,
up to the end of the universe (the universe and the target's first name)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds, groups, uni = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    key = json.dumps(u, sort_keys=True)
    rid = 'official-%03d' % i
    ds[rid] = key
    groups.setdefault(key, []).append(rid)
    uni[rid] = {'levels': list(u), 'universe': u, 'name': m.group(1) if m else None}
s222 = json.load(open(os.path.join(REF, 'set222_scenarios.json')))
s225 = json.load(open(os.path.join(REF, 'set225_scenarios.json')))
chosen = []
for x in s222:
    rest = [y for y in sorted(groups[ds[x]]) if y != x and y not in s225]
    chosen.append({'scenario': rest[0], 'set222_id': x, 'records_with_this_tree': sorted(groups[ds[x]])})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 222's 20 scenarios in set 222's order; represent each by its lowest record id that is neither set 222's id nor one of set 225's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
ids = [c['scenario'] for c in chosen]
json.dump(ids, open(os.path.join(REF, 'set227_scenarios.json'), 'w'))
json.dump({x: uni[x] for x in ids}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = uni[c['scenario']]
    print(c['scenario'], c['set222_id'], len(c['records_with_this_tree']), u['name'], u['levels'],
          [len(u['universe'][u['levels'][0]])] + [sum(len(v) for v in u['universe'][l].values()) for l in u['levels'][1:]])
