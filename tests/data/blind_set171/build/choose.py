"""Set 171: choose the universes. Touches only defender_private_information, only up to the end of the universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.find('You are managing information for:')
    name = head[k:].split(':', 1)[1].strip().split()[0].strip('.,') if k >= 0 else None
    uni['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for sid in sorted(uni):
    groups.setdefault(uni[sid][1], []).append(sid)
s166 = json.load(open(os.path.join(REF, 'set166_scenarios.json')))
s169 = json.load(open(os.path.join(REF, 'set169_scenarios.json')))
chosen = []
for x in s166:
    g = sorted(groups[uni[x][1]])
    rest = [y for y in g if y != x and y not in s169]
    c = rest[0]
    assert c not in s166 and c not in s169
    chosen.append({'scenario': c, 'set166_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 166's 20 scenarios in set 166's order; represent each by its lowest record id that is neither set 166's id nor one of set 169's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set171_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, _, name = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    print(c['scenario'], c['set166_id'], len(c['records_with_this_tree']), name, list(u), len(u[list(u)[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
