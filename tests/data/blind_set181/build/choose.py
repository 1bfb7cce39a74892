"""Choose set 181's 20 scenarios. Touches only defender_private_information, only up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    name = m.group(1).strip(' .,:;') if m else None
    info['official-%03d' % i] = (json.dumps(u, sort_keys=True), u, name)
groups = {}
for sc in sorted(info):
    groups.setdefault(info[sc][0], []).append(sc)
s176 = json.load(open(os.path.join(REF, 'set176_scenarios.json')))
s179 = json.load(open(os.path.join(REF, 'set179_scenarios.json')))
assert len(s176) == 20 and len({info[x][0] for x in s176}) == 20
chosen, out = [], {}
for x in s176:
    g = sorted(groups[info[x][0]])
    rest = [y for y in g if y != x and y not in s179]
    c = rest[0]
    assert c != x and c not in s179
    chosen.append({'scenario': c, 'set176_id': x, 'records_with_this_tree': g})
    u = info[c][1]
    out[c] = {'name': info[c][2], 'levels': list(u), 'universe': u}
    print(c, x, len(g), info[c][2], list(u), len(u[list(u)[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 176's 20 scenarios in set 176's order; "
                   "represent each by its lowest record id that is neither set 176's id nor one of set 179's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set181_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
