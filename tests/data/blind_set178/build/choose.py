"""Set 178's scenario choice: the 20 trees of set 173's scenarios, in set 173's order; each represented by its
lowest record id that is neither set 173's id nor one of set 177's ids. Reads only defender_private_information,
only up to the end of the universe, and the target's first name from the text up to there."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(uni):
    groups.setdefault(keys[sid], []).append(sid)
s173 = json.load(open(os.path.join(HERE, 'ref', 'set173_scenarios.json')))
s177 = json.load(open(os.path.join(HERE, 'ref', 'set177_scenarios.json')))
chosen = []
for x in s173:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s177]
    c = rest[0] if rest else x
    assert c not in s173 and c not in s177
    chosen.append({'scenario': c, 'set173_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), names[c], list(uni[c]), len(uni[c][list(uni[c])[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 173's 20 scenarios in set 173's order; "
           "represent each by its lowest record id that is neither set 173's id nor one of set 177's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set178_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
