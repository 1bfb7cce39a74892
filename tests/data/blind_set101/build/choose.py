"""Set 101's scenario choice. Reads of each official record only defender_private_information up to the end
of its universe (the name line is searched for in that text only). Writes ref/scenario_choices.json,
ref/set101_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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
    name = m.group(1).strip()
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name.split()[0])
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s96 = json.load(open(os.path.join(HERE, 'ref', 'set96_scenarios.json')))
s100 = json.load(open(os.path.join(HERE, 'ref', 'set100_scenarios.json')))
s91 = json.load(open(os.path.join(HERE, 'ref', 'set91_scenarios.json')))
chosen, uni = [], {}
for x in s96:
    g = groups[recs[x][1]]
    rest = [y for y in g if y != x]
    c = rest[0]
    assert c not in s100 and c not in s96
    chosen.append({'scenario': c, 'set96_id': x, 'records_with_this_tree': g})
    u = recs[c][0]
    lv = list(u)
    uni[c] = {'levels': lv, 'tree': u, 'first_name': recs[c][2]}
    print(c, 'set96', x, 'set91', s91[s96.index(x)], 'group', len(g), recs[c][2], lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 96's 20 scenarios in set 96's order; "
                   "represent each by its lowest record id that is not set 96's id",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set101_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1, ensure_ascii=False)
print(len(recs), 'records', len(groups), 'trees')
