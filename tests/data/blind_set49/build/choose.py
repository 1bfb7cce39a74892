import json, re, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    unis[sid] = u
    m = re.search(r'You are managing information for: *(\S+)', s)
    names[sid] = m.group(1).strip('.,') if m else None
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
print('trees', len(groups))
s44 = json.load(open(os.path.join(HERE, 'ref', 'set44_scenarios.json')))
chosen = []
for x in s44:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set44_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 44's 20 scenarios in set 44's order; represent each by its lowest record id that is not set 44's id", 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set49_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']; u = unis[sid]; lv = list(u)
    out[sid] = {'name': names[sid], 'universe': u}
    print(sid, c['set44_id'], names[sid], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
