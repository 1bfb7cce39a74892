"""Set 143's scenario choice. Of each official record it reads only defender_private_information up to the end
of its universe; the name line is searched for in that text only. Rule: group the 300 records by tree; take the
20 trees holding set 138's 20 scenarios in set 138's order; represent each by its lowest record id that is
neither set 138's id nor one of set 142's ids."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, key, name = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    key[sid] = json.dumps(u, sort_keys=True)
    name[sid] = m.group(1).strip().split()[0] if m else None
groups = {}
for sid in sorted(key):
    groups.setdefault(key[sid], []).append(sid)
s138 = json.load(open(os.path.join(REF, 'set138_scenarios.json')))
s142 = json.load(open(os.path.join(REF, 'set142_scenarios.json')))
chosen = []
for x in s138:
    g = sorted(groups[key[x]])
    rest = [y for y in g if y != x and y not in s142]
    c = rest[0]
    assert c not in s138 and c not in s142
    chosen.append({'scenario': c, 'set138_id': x, 'records_with_this_tree': g})
    u = uni[c]; lv = list(u)
    print(c, x, len(g), name[c], lv, len(u[lv[0]]), sorted({len(v) for l in lv[1:] for v in u[l].values()}),
          c == g[0], any(y in s142 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 138's 20 scenarios in set 138's order; "
           "represent each by its lowest record id that is neither set 138's id nor one of set 142's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set143_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'universe': uni[c['scenario']], 'name': name[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
