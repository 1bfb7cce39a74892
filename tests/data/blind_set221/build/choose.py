"""Set 221's scenario rule: the 20 trees holding set 216's scenarios (ref/set216_scenarios.json), in set 216's
order; each represented by its lowest record id that is neither set 216's id nor one of set 219's ids
(ref/set219_scenarios.json). Reads only defender_private_information, up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip('.,') if m else None
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(keys):
    groups.setdefault(keys[sid], []).append(sid)
s216 = json.load(open(os.path.join(REF, 'set216_scenarios.json')))
s219 = json.load(open(os.path.join(REF, 'set219_scenarios.json')))
chosen = []
for x in s216:
    rest = [y for y in sorted(groups[keys[x]]) if y != x and y not in s219]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set216_id': x, 'records_with_this_tree': sorted(groups[keys[x]])})
rule = ("group the 300 records by tree; take the 20 trees holding set 216's 20 scenarios in set 216's order; "
        "represent each by its lowest record id that is neither set 216's id nor one of set 219's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
ids = [c['scenario'] for c in chosen]
json.dump(ids, open(os.path.join(REF, 'set221_scenarios.json'), 'w'))
out = {}
for c in chosen:
    sid = c['scenario']; u = uni[sid]; lv = list(u)
    out[sid] = {'levels': lv, 'name': names[sid], 'universe': u}
    print(sid, c['set216_id'], len(c['records_with_this_tree']), names[sid], lv,
          len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
