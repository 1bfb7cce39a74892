"""Set 92 scenario choice. Reads, of each official record, only defender_private_information up to the end of
its universe (the name line is searched for in that text only). Writes ref/scenario_choices.json,
ref/set92_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    assert m, i
    first = m.group(1).strip().split()[0].strip('.,')
    recs['official-%03d' % i] = (u, first, json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][2], []).append(k)
s87 = json.load(open(os.path.join(ROOT, 'ref', 'set87_scenarios.json')))
chosen, uni = [], {}
for x in s87:
    g = sorted(groups[recs[x][2]])
    rest = [y for y in g if y != x]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set87_id': x, 'records_with_this_tree': g})
    u, first, _ = recs[c]
    uni[c] = {'name': first, 'universe': u}
    lv = list(u)
    print(c, x, len(g), first, lv, [len(u[lv[0]])] + [len(u[l]) for l in lv[1:]],
          sorted({len(v) for l in lv[1:] for v in u[l].values()}))
rule = ("group the 300 records by tree; take the 20 trees holding set 87's 20 scenarios in set 87's order; "
        "represent each by its lowest record id that is not set 87's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set92_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(recs), 'records', len(groups), 'trees')
