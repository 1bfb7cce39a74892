"""Set 200's universes: the 20 trees of set 195 (ref/set195_scenarios.json, in set 195's order); each represented by
its lowest record id that is neither set 195's id nor one of set 198's ids (ref/set198_scenarios.json).
Reads only defender_private_information, only up to the end of the universe (and the target's first name from
that same prefix). Writes ref/scenario_choices.json, ref/set200_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    prefix = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-]+)', prefix)
    sid = 'official-%03d' % i
    unis[sid] = u
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
s195 = json.load(open(os.path.join(REF, 'set195_scenarios.json')))
s198 = json.load(open(os.path.join(REF, 'set198_scenarios.json')))
chosen = []
for x in s195:
    g = groups[json.dumps(unis[x], sort_keys=True)]
    rest = [y for y in g if y != x and y not in s198]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set195_id': x, 'records_with_this_tree': g})
assert len({json.dumps(unis[c['scenario']], sort_keys=True) for c in chosen}) == 20
rule = ("group the 300 records by tree; take the 20 trees holding set 195's 20 scenarios in set 195's order; "
        "represent each by its lowest record id that is neither set 195's id nor one of set 198's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set200_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    assert names[sid], sid
    out[sid] = {'name': names[sid], 'levels': list(unis[sid]), 'universe': unis[sid]}
    print(sid, c['set195_id'], len(c['records_with_this_tree']), names[sid], list(unis[sid]), len(unis[sid][list(unis[sid])[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
