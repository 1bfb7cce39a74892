"""Set 176's universes: the 20 trees of set 171's scenarios, in set 171's order, each represented by its lowest
record id that is neither set 171's id nor one of set 175's ids. Reads only defender_private_information, only up to
the end of the universe (and the target's first name within that text)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\s.,;:]+)', head)
    sid = 'official-%03d' % i
    unis[sid] = u
    names[sid] = m.group(1) if m else None
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(unis):
    groups.setdefault(keys[sid], []).append(sid)
s171 = json.load(open(os.path.join(REF, 'set171_scenarios.json')))
s175 = json.load(open(os.path.join(REF, 'set175_scenarios.json')))
chosen = []
for x in s171:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s175]
    c = rest[0]
    assert c not in s171 and c not in s175
    chosen.append({'scenario': c, 'set171_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 171's 20 scenarios in set 171's order; "
                   "represent each by its lowest record id that is neither set 171's id nor one of set 175's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set176_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'levels': list(unis[c['scenario']]), 'universe': unis[c['scenario']],
                           'name': names[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
