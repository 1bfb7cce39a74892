"""Set 177's universes: group the 300 official records by tree (universe read from defender_private_information,
only up to the end of the universe); take the 20 trees holding set 172's 20 scenarios, in set 172's order; represent
each by its lowest record id that is neither set 172's id nor one of set 175's ids. Reads nothing but the universe
and the target's first name (the 'You are managing information for:' line, searched for only before the end of the
universe)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\s.,;]+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
s172 = json.load(open(os.path.join(ROOT, 'ref', 'set172_scenarios.json')))
s175 = json.load(open(os.path.join(ROOT, 'ref', 'set175_scenarios.json')))
chosen = []
for x in s172:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s175]
    c = rest[0] if rest else x
    assert c not in s172 and c not in s175
    chosen.append({'scenario': c, 'set172_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 172's 20 scenarios in set 172's order; "
                   "represent each by its lowest record id that is neither set 172's id nor one of set 175's ids",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set177_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    out[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
    print(sid, c['set172_id'], len(c['records_with_this_tree']), names[sid], list(u), len(u[list(u)[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
