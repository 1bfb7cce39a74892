import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
key = {}; name = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = 'official-%03d' % i
    key[k] = json.dumps(u, sort_keys=True)
    m = head.find('You are managing information for: ')
    name[k] = head[m + 34:].split()[0].strip('.,') if m >= 0 else None
    key[k + '#u'] = u
groups = {}
for k in [x for x in key if not x.endswith('#u')]:
    groups.setdefault(key[k], []).append(k)
s256 = json.load(open(os.path.join(REF, 'set256_scenarios.json')))
s260 = json.load(open(os.path.join(REF, 'set260_scenarios.json')))
out = []
for x in s256:
    g = sorted(groups[key[x]])
    rest = [y for y in g if y != x and y not in s260]
    out.append({'scenario': rest[0] if rest else x, 'set256_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 256's 20 scenarios in set 256's order; represent each by its lowest record id that is neither set 256's id nor one of set 260's ids", 'chosen': out}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in out], open(os.path.join(REF, 'set261_scenarios.json'), 'w'))
info = {}
for c in out:
    u = key[c['scenario'] + '#u']
    info[c['scenario']] = {'name': name[c['scenario']], 'universe': u}
json.dump(info, open(os.path.join(HERE, 'scen.json'), 'w'))
for c in out:
    u = key[c['scenario'] + '#u']; print(c['scenario'], c['set256_id'], len(c['records_with_this_tree']), name[c['scenario']], list(u))
