"""Set 164's scenario choice. Reads only defender_private_information of each record, only up to the end of
its universe (and the target's first name from the 'You are managing information for:' line in that part)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, key = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
    key[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(uni):
    groups.setdefault(key[sid], []).append(sid)
s159 = json.load(open(os.path.join(REF, 'set159_scenarios.json')))
s162 = json.load(open(os.path.join(REF, 'set162_scenarios.json')))
chosen = []
for x in s159:
    rest = [y for y in sorted(groups[key[x]]) if y != x and y not in s162]
    c = rest[0] if rest else x
    assert c not in s159 and c not in s162
    chosen.append({'scenario': c, 'set159_id': x, 'records_with_this_tree': sorted(groups[key[x]])})
rule = ("group the 300 records by tree; take the 20 trees holding set 159's 20 scenarios in set 159's order; "
        "represent each by its lowest record id that is neither set 159's id nor one of set 162's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set164_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    lv = list(u)
    out[sid] = {'name': names[sid], 'levels': lv, 'top': u[lv[0]], 'mid': u[lv[1]], 'low': u[lv[2]]}
    print(sid, c['set159_id'], len(c['records_with_this_tree']), names[sid], '/'.join(lv),
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
