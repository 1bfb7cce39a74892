"""Set 170's scenario rule: the 20 trees of set 165's scenarios (ref/set165_scenarios.json), in set 165's order;
each represented by its lowest record id that is neither set 165's id nor one of set 168's ids
(ref/set168_scenarios.json). Reads only defender_private_information, only up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}; names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u; names[sid] = m.group(1).strip('.,') if m else None
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
s165 = json.load(open(os.path.join(REF, 'set165_scenarios.json')))
s168 = json.load(open(os.path.join(REF, 'set168_scenarios.json')))
chosen = []; out = {}
for x in s165:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s168]
    c = rest[0]
    assert c not in s165 and c not in s168
    chosen.append({'scenario': c, 'set165_id': x, 'records_with_this_tree': g})
    out[c] = {'levels': list(uni[c]), 'universe': uni[c], 'name': names[c]}
    print(c, x, len(g), names[c], list(uni[c]), len(uni[c][list(uni[c])[0]]))
json.dump({'rule': __doc__, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set170_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
