import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
keys = {}; info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    name = None
    k = head.find('You are managing information for:')
    if k >= 0:
        name = head[k + len('You are managing information for:'):].strip().split()[0].strip('.,')
    sid = 'official-%03d' % i
    keys[sid] = json.dumps(u, sort_keys=True); info[sid] = (u, name)
groups = {}
for sid in sorted(keys): groups.setdefault(keys[sid], []).append(sid)
s257 = json.load(open(os.path.join(REF, 'set257_scenarios.json')))
s260 = json.load(open(os.path.join(REF, 'set260_scenarios.json')))
chosen = []
for x in s257:
    g = groups[keys[x]]
    rest = [y for y in g if y != x and y not in s257 and y not in s260]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set257_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), info[c][1], list(info[c][0]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 257's 20 scenarios in set 257's order; represent each by its lowest record id that is neither set 257's id nor one of set 260's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set262_scenarios.json'), 'w'))
