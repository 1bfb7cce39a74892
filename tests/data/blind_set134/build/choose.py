# Set 134's scenario rule: group the 300 official records by tree (universe only); take the 20 trees holding
# set 129's 20 scenarios in set 129's order; represent each by its lowest record id that is neither set 129's id
# nor one of set 132's ids. Reads only defender_private_information up to the end of its universe; the name line
# is searched for in that text only.
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
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1).split()[0].strip('.,') if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s129 = json.load(open(os.path.join(REF, 'set129_scenarios.json')))
s132 = json.load(open(os.path.join(REF, 'set132_scenarios.json')))
chosen, unis = [], {}
for x in s129:
    g = groups[info[x][1]]
    rest = [y for y in g if y != x and y not in s132]
    c = rest[0] if rest else x
    assert c not in s129 and c not in s132
    chosen.append({'scenario': c, 'set129_id': x, 'records_with_this_tree': g})
    u = info[c][0]
    lv = list(u)
    unis[c] = {'name': info[c][2], 'levels': lv, 'universe': u}
    print(c, x, len(g), info[c][2], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], c == g[0], any(y in s132 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 129's 20 scenarios in set 129's order; represent each by its lowest record id that is neither set 129's id nor one of set 132's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set134_scenarios.json'), 'w'), indent=1)
json.dump(unis, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
