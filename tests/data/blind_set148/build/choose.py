"""Set 148: choose one record id per tree of set 143's scenarios (in set 143's order): the lowest id of the
tree group that is neither set 143's id nor one of set 146's ids. Reads only defender_private_information up to
the end of each universe (and the target's first name within that text)."""
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
    m = re.search(r'You are managing information for: (\S+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip('.,') if m else None
groups = {}
for sid, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
s143 = json.load(open(os.path.join(REF, 'set143_scenarios.json')))
s146 = json.load(open(os.path.join(REF, 'set146_scenarios.json')))
chosen, out = [], []
for x in s143:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s146]
    c = rest[0] if rest else x
    assert c not in s143 and c not in s146
    chosen.append(c)
    out.append({'scenario': c, 'set143_id': x, 'records_with_this_tree': g})
    u = uni[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], any(y in s146 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 143's 20 scenarios in set 143's order; represent each by its lowest record id that is neither set 143's id nor one of set 146's ids", 'chosen': out}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump(chosen, open(os.path.join(REF, 'set148_scenarios.json'), 'w'), indent=1)
json.dump({c: {'levels': list(uni[c]), 'universe': uni[c], 'name': names[c]} for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
