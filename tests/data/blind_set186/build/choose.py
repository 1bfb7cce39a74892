"""Choose set 186's 20 scenarios: the trees of set 181's 20 scenarios, in set 181's order, each represented by its
lowest record id that is neither set 181's id nor one of set 184's ids. Reads only defender_private_information, only
up to the end of the universe (and the target's first name within that span)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, univ = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    names[sid] = m.group(1).strip('.,') if m else None
    univ[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s181 = json.load(open(os.path.join(REF, 'set181_scenarios.json')))
s184 = json.load(open(os.path.join(REF, 'set184_scenarios.json')))
chosen = []
for x in s181:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s184]
    c = rest[0] if rest else x
    assert c != x and c not in s184
    chosen.append({'scenario': c, 'set181_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 181's 20 scenarios in set 181's order; "
                   "represent each by its lowest record id that is neither set 181's id nor one of set 184's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set186_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    out[sid] = {'name': names[sid], 'levels': list(univ[sid]), 'universe': univ[sid]}
    print(sid, c['set181_id'], len(c['records_with_this_tree']), names[sid], list(univ[sid]), len(univ[sid][list(univ[sid])[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
