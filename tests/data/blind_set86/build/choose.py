"""Set 86 scenario choice: the 20 trees holding set 81's 20 scenarios, in set 81's order, each represented by its
lowest record id that is not set 81's id. Reads only defender_private_information up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    recs['official-%03d' % i] = (u, m.group(1), json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][2], []).append(k)
print('records', len(recs), 'trees', len(groups))
s81 = json.load(open(os.path.join(SET, 'ref', 'set81_scenarios.json')))
chosen, uni = [], {}
for x in s81:
    g = sorted(groups[recs[x][2]])
    rest = [y for y in g if y != x]
    c = rest[0]
    chosen.append({'scenario': c, 'set81_id': x, 'records_with_this_tree': g})
    u, name, _ = recs[c]
    uni[c] = {'name': name, 'universe': u}
    lv = list(u)
    print(c, x, name, lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted(set(len(v) for v in u[lv[2]].values())))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 81's 20 scenarios in set 81's order; "
                   "represent each by its lowest record id that is not set 81's id", 'chosen': chosen},
          open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set86_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
