"""Reads only defender_private_information up to the end of each universe, and the target's first name
from that same text. Chooses set 257's 20 scenarios (one per tree of set 252's scenarios, in set 252's
order; lowest id that is neither set 252's id nor one of set 256's ids) and writes build/scen.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    uni['official-%03d' % i] = (u, m.group(1).strip('.,') if m else None, json.dumps(u, sort_keys=True))
groups = {}
for k, v in uni.items():
    groups.setdefault(v[2], []).append(k)
s252 = json.load(open(os.path.join(HERE, '..', '..', 'blind_set252', 'ref', 'set252_scenarios.json')))
s256 = json.load(open(os.path.join(HERE, '..', '..', 'blind_set256', 'ref', 'set256_scenarios.json')))
out = []
for x in s252:
    recs = sorted(groups[uni[x][2]])
    rest = [y for y in recs if y != x and y not in s256]
    c = rest[0]
    u, name, _ = uni[c]
    out.append({'scenario': c, 'set252_id': x, 'records_with_this_tree': recs, 'name': name, 'universe': u})
    print(c, x, len(recs), name, list(u))
json.dump(out, open(os.path.join(HERE, 'scen.json'), 'w'), indent=1)
