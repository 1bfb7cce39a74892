"""Choose set 215's scenarios: set 210's 20 trees, each by its lowest record id that is neither set 210's id
nor one of set 213's ids. Reads only defender_private_information, up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    rid = 'official-%03d' % i
    trees[rid] = json.dumps(u, sort_keys=True); unis[rid] = u; names[rid] = m.group(1) if m else None
s210 = json.load(open(os.path.join(ROOT, 'ref', 'set210_scenarios.json')))
s213 = json.load(open(os.path.join(ROOT, 'ref', 'set213_scenarios.json')))
groups = {}
for rid in sorted(trees): groups.setdefault(trees[rid], []).append(rid)
chosen = []
for x in s210:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s213]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set210_id': x, 'records_with_this_tree': g})
assert len({trees[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 210's 20 scenarios in set 210's order; represent each by its lowest record id that is neither set 210's id nor one of set 213's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set215_scenarios.json'), 'w'))
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = unis[c['scenario']]; L = list(u)
    print(c['scenario'], c['set210_id'], len(c['records_with_this_tree']), names[c['scenario']], L, len(u[L[0]]), sum(len(v) for v in u[L[1]].values()), sum(len(v) for v in u[L[2]].values()))
