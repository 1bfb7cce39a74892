"""Choose set 228's scenarios: the 20 trees of set 223's scenarios, in set 223's order, each represented by the
lowest record id of its tree group that is neither set 223's id nor one of set 225's ids. Reads only
defender_private_information, only up to the end of the universe (and the target's first name from that span)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Z][a-z]+)', head)
    info['official-%03d' % i] = (u, m.group(1) if m else None, json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][2], []).append(k)
s223 = json.load(open(os.path.join(REF, 'set223_scenarios.json')))
s225 = json.load(open(os.path.join(REF, 'set225_scenarios.json')))
chosen, out = [], {}
for x in s223:
    g = sorted(groups[info[x][2]])
    rest = [y for y in g if y != x and y not in s225]
    c = rest[0]
    chosen.append({'scenario': c, 'set223_id': x, 'records_with_this_tree': g})
    u, name, _ = info[c]
    levels = list(u)
    out[c] = {'name': name, 'levels': levels, 'universe': u}
    print(c, x, len(g), name, levels, [len(u[levels[0]]), sum(len(v) for v in u[levels[1]].values()), sum(len(v) for v in u[levels[2]].values())])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 223's 20 scenarios in set 223's order; represent each by its lowest record id that is neither set 223's id nor one of set 225's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set228_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
