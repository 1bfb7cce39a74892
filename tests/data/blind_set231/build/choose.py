"""Set 231 scenario choice: the 20 trees of set 226 (ref/set226_scenarios.json), in set 226's order; each is
represented by the lowest record id of its tree group that is neither set 226's id nor one of set 230's ids.
Reads only defender_private_information up to the end of the universe (and the first name in that span)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z]+)', head)
    rid = 'official-%03d' % i
    uni[rid] = u
    names[rid] = m.group(1) if m else None
groups = {}
for rid, u in uni.items():
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(rid)
s226 = json.load(open(os.path.join(REF, 'set226_scenarios.json')))
s230 = json.load(open(os.path.join(REF, 'set230_scenarios.json')))
chosen = []
for x in s226:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s230]
    chosen.append({'scenario': rest[0] if rest else x, 'set226_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 226's 20 scenarios in set 226's order; "
           "represent each by its lowest record id that is neither set 226's id nor one of set 230's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set231_scenarios.json'), 'w'))
out = {}
for c in chosen:
    x = c['scenario']; u = uni[x]; lv = list(u)
    out[x] = {'levels': lv, 'name': names[x], 'top': u[lv[0]], 'mid': u[lv[1]], 'low': u[lv[2]]}
    print(x, c['set226_id'], len(c['records_with_this_tree']), names[x], lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
