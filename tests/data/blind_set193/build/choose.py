"""Choose set 193's 20 scenarios: the trees of set 188's 20 scenarios, in set 188's order, each represented by
its lowest record id that is neither set 188's id nor one of set 191's ids. Reads only
defender_private_information, and only up to the end of the universe (the tree and the target's first name)."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]  # text up to the end of the universe
    m = re.search(r'You are managing information for: (\S+)', head)
    name = m.group(1).strip('.,;:') if m else None
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s188 = json.load(open(os.path.join(HERE, 'ref', 'set188_scenarios.json')))
s191 = json.load(open(os.path.join(HERE, 'ref', 'set191_scenarios.json')))
chosen = []
for x in s188:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s191]
    c = rest[0]
    assert c != x and c not in s191
    chosen.append({'scenario': c, 'set188_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 188's 20 scenarios in set 188's order; "
        "represent each by its lowest record id that is neither set 188's id nor one of set 191's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set193_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, _, name = info[c['scenario']]
    uni[c['scenario']] = {'name': name, 'levels': list(u), 'tree': u}
    print(c['scenario'], c['set188_id'], len(c['records_with_this_tree']), name, list(u), len(u[list(u)[0]]))
assert len({info[c['scenario']][1] for c in chosen}) == 20
json.dump(uni, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
