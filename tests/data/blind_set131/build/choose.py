# set 131: the 20 trees of set 126's scenarios, in set 126's order, each at its lowest record id that is
# neither set 126's id nor one of set 129's ids. Reads only defender_private_information up to the end of the universe.
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.find('You are managing information for:')
    nm = head[k:].split(':', 1)[1].strip().split()[0] if k >= 0 else None
    sid = 'official-%03d' % i
    unis[sid] = u
    names[sid] = nm
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
s126 = json.load(open(os.path.join(REF, 'set126_scenarios.json')))
s129 = json.load(open(os.path.join(REF, 'set129_scenarios.json')))
chosen = []
for x in s126:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s129]
    c = rest[0]
    assert c not in s126 and c not in s129
    chosen.append({'scenario': c, 'set126_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()],
          c == g[0], any(y in s129 for y in g))
rule = ("group the 300 records by tree; take the 20 trees holding set 126's 20 scenarios in set 126's order; "
        "represent each by its lowest record id that is neither set 126's id nor one of set 129's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set131_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
