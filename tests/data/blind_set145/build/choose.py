# reads only defender_private_information up to the end of each universe; the name line searched for in that text only
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    pre = s[:j + end]
    k = pre.find('You are managing information for:')
    names['official-%03d' % i] = pre[k:].split(':', 1)[1].strip().split()[0].strip('.,') if k >= 0 else None
    unis['official-%03d' % i] = u
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
s140 = json.load(open(os.path.join(ROOT, 'ref', 'set140_scenarios.json')))
s143 = json.load(open(os.path.join(ROOT, 'ref', 'set143_scenarios.json')))
chosen, out = [], {}
for x in s140:
    g = groups[json.dumps(unis[x], sort_keys=True)]
    rest = [y for y in g if y != x and y not in s143]
    c = rest[0] if rest else x
    assert c not in s140 and c not in s143
    chosen.append({'scenario': c, 'set140_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    out[c] = {'name': names[c], 'levels': lv, 'universe': u}
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], c == g[0], any(y in s143 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 140's 20 scenarios in set 140's order; represent each by its lowest record id that is neither set 140's id nor one of set 143's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set145_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
