import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}; names = {}; keys = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    uni[sid] = u
    keys[sid] = json.dumps(u, sort_keys=True)
    line = [l for l in s.splitlines() if l.startswith('You are managing information for:')][0]
    names[sid] = line.split(':', 1)[1].strip().split()[0]
groups = {}
for sid in sorted(uni):
    groups.setdefault(keys[sid], []).append(sid)
print('trees:', len(groups))
s33 = json.load(open(os.path.join(REF, 'set33_scenarios.json')))
chosen = []
for x in s33:
    rest = [y for y in sorted(groups[keys[x]]) if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set33_id': x, 'records_with_this_tree': sorted(groups[keys[x]])})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 33's 20 scenarios in set 33's order; represent each by its lowest record id that is not set 33's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set38_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    print(c['scenario'], c['set33_id'], names[c['scenario']], list(uni[c['scenario']]))
