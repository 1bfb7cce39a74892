"""Choose set 242's 20 scenarios: the trees of set 237's scenarios, in set 237's order, each represented by
its lowest record id that is neither set 237's id nor one of set 240's ids. Reads only
defender_private_information up to the end of the universe, and the target's first name before it."""
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
    m = re.search(r'You are managing information for: (\S+)', head)
    info['official-%03d' % i] = (json.dumps(u, sort_keys=True), u, m.group(1).strip('.,') if m else None)
groups = {}
for k, v in info.items():
    groups.setdefault(v[0], []).append(k)
s237 = json.load(open(os.path.join(REF, 'set237_scenarios.json')))
s240 = json.load(open(os.path.join(REF, 'set240_scenarios.json')))
chosen, univ = [], {}
for x in s237:
    g = sorted(groups[info[x][0]])
    rest = [y for y in g if y != x and y not in s237 and y not in s240]
    y = rest[0]
    chosen.append({'scenario': y, 'set237_id': x, 'records_with_this_tree': g})
    univ[y] = {'name': info[y][2], 'universe': info[y][1]}
    print(y, x, len(g), info[y][2], list(info[y][1]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 237's 20 scenarios in set 237's order; represent each by its lowest record id that is neither set 237's id nor one of set 240's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set242_scenarios.json'), 'w'))
json.dump(univ, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
