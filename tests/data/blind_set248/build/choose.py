"""Choose set 248's 20 scenarios: the trees of set 243's 20 scenarios, in set 243's order, each represented by
its lowest record id that is neither set 243's id nor one of set 246's ids. Reads only the universe in
defender_private_information (up to its end) and the first name line before the universe's end."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
groups = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    name = m.group(1).strip('.,') if m else None
    key = json.dumps(u, sort_keys=True)
    rid = 'official-%03d' % i
    info[rid] = (key, name, u)
    groups.setdefault(key, []).append(rid)
s243 = json.load(open(os.path.join(REF, 'set243_scenarios.json')))
s246 = json.load(open(os.path.join(REF, 'set246_scenarios.json')))
chosen = []
uni = {}
for x in s243:
    g = sorted(groups[info[x][0]])
    rest = [y for y in g if y != x and y not in s243 and y not in s246]
    c = rest[0]
    chosen.append({'scenario': c, 'set243_id': x, 'records_with_this_tree': g})
    uni[c] = {'name': info[c][1], 'universe': info[c][2]}
    print(c, x, len(g), info[c][1], list(info[c][2]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 243's 20 scenarios in set 243's order; represent each by its lowest record id that is neither set 243's id nor one of set 246's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set248_scenarios.json'), 'w'))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
