"""Choose set 188's scenarios: the 20 trees holding set 183's 20 scenarios, in set 183's order, each represented
by its lowest record id that is neither set 183's id nor one of set 186's ids. Reads only
defender_private_information, only up to the end of the universe, and the target's first name from that same
prefix."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, uni, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    prefix = s[:j + end]
    sid = 'official-%03d' % i
    m = re.search(r'You are managing information for: (\S+)', prefix)
    names[sid] = m.group(1).strip('.,;:') if m else None
    trees[sid] = json.dumps(u, sort_keys=True)
    uni[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s183 = json.load(open(os.path.join(REF, 'set183_scenarios.json')))
s186 = json.load(open(os.path.join(REF, 'set186_scenarios.json')))
chosen = []
for x in s183:
    g = groups[trees[x]]
    rest = [y for y in sorted(g) if y != x and y not in s186]
    c = rest[0]
    assert c != x and c not in s186
    chosen.append({'scenario': c, 'set183_id': x, 'records_with_this_tree': sorted(g)})
    lv = list(uni[c])
    print(c, x, len(g), names[c], lv, len(uni[c][lv[0]]))
assert len({trees[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 183's 20 scenarios in set 183's order; "
           "represent each by its lowest record id that is neither set 183's id nor one of set 186's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set188_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'levels': list(uni[c['scenario']]), 'universe': uni[c['scenario']],
                           'name': names[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
