import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.find('You are managing information for:')
    name = head[k:].split(':', 1)[1].strip().split()[0] if k >= 0 else None
    info['official-%03d' % i] = (json.dumps(u, sort_keys=True), u, name)
groups = {}
for x, (key, u, n) in info.items():
    groups.setdefault(key, []).append(x)
s258 = json.load(open(os.path.join(REF, 'set258_scenarios.json')))
s262 = json.load(open(os.path.join(REF, 'set262_scenarios.json')))
chosen = []
for x in s258:
    g = sorted(groups[info[x][0]])
    rest = [y for y in g if y != x and y not in s258 and y not in s262]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set258_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), info[c][2], list(info[c][1]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 258's 20 scenarios in set 258's order; represent each by its lowest record id that is neither set 258's id nor one of set 262's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set263_scenarios.json'), 'w'))
json.dump({c['scenario']: {'name': info[c['scenario']][2], 'u': info[c['scenario']][1]} for c in chosen}, open('/tmp/blind263/scen.json', 'w'))
