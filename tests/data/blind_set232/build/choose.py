"""Set 232 scenario choice: group the 300 official records by tree (universe read from
defender_private_information up to its end only); take the 20 trees holding set 227's 20 scenarios in set 227's
order; represent each by its lowest record id that is neither set 227's id nor one of set 230's ids. Also reads
the target's first name (searched for only in the text up to the end of the universe). Writes
ref/scenario_choices.json, ref/set232_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s227 = json.load(open(os.path.join(ROOT, 'ref', 'set227_scenarios.json')))
s230 = json.load(open(os.path.join(ROOT, 'ref', 'set230_scenarios.json')))
chosen, uni = [], {}
for x in s227:
    g = groups[recs[x][1]]
    rest = [y for y in g if y != x and y not in s230]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set227_id': x, 'records_with_this_tree': g})
    u = recs[c][0]
    uni[c] = {'name': recs[c][2], 'levels': list(u), 'universe': u}
    print(c, x, len(g), recs[c][2], list(u), [len(u[l]) if isinstance(u[l], list) else sum(len(v) for v in u[l].values()) for l in u])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 227's 20 scenarios in set 227's order; represent each by its lowest record id that is neither set 227's id nor one of set 230's ids",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set232_scenarios.json'), 'w'))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
