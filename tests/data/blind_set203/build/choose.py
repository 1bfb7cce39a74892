"""Set 203's scenario choice: group the 300 records by tree (equal universes, read from
defender_private_information up to the end of the universe only); take the 20 trees holding set 198's
20 scenarios (ref/set198_scenarios.json), in set 198's order; represent each by its lowest record id that is
neither set 198's id nor one of set 202's ids (ref/set202_scenarios.json). Writes ref/scenario_choices.json,
ref/set203_scenarios.json and build/universes.json (tree, level keys and target first name per chosen id).
Touches only defender_private_information, only up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    name = re.sub(r'\W+$', '', m.group(1)) if m else None
    info['official-%03d' % i] = (json.dumps(u, sort_keys=True), u, name)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][0], []).append(k)
s198 = json.load(open(os.path.join(ROOT, 'ref', 'set198_scenarios.json')))
s202 = json.load(open(os.path.join(ROOT, 'ref', 'set202_scenarios.json')))
chosen = []
for x in s198:
    g = sorted(groups[info[x][0]])
    rest = [y for y in g if y != x and y not in s202]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set198_id': x, 'records_with_this_tree': g})
assert len({info[c['scenario']][0] for c in chosen}) == 20
rule = ("group the 300 records by tree; take the 20 trees holding set 198's 20 scenarios in set 198's order; "
        "represent each by its lowest record id that is neither set 198's id nor one of set 202's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set203_scenarios.json'), 'w'))
uni = {c['scenario']: {'levels': list(info[c['scenario']][1]), 'tree': info[c['scenario']][1], 'name': info[c['scenario']][2]} for c in chosen}
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    x = c['scenario']; u = info[x][1]; lv = list(u)
    print(x, c['set198_id'], len(c['records_with_this_tree']), info[x][2], lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
