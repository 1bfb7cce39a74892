#!/usr/bin/env python3
"""Set 71's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees that
hold set 66's 20 scenarios (ref/set66_scenarios.json), in set 66's order; represent each by its lowest record id
that is not set 66's id. Reads only defender_private_information, and only up to the end of the universe (the
target's first name is searched for only in that text)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = m.group(1)
    keys[rid] = json.dumps(u, sort_keys=True)
groups = {}
for rid in sorted(unis):
    groups.setdefault(keys[rid], []).append(rid)
print('trees:', len(groups))
s66 = json.load(open(os.path.join(REF, 'set66_scenarios.json')))
chosen = []
for x in s66:
    rest = [y for y in sorted(groups[keys[x]]) if y != x]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set66_id': x, 'records_with_this_tree': sorted(groups[keys[x]])})
out = {'rule': "group the 300 records by tree; take the 20 trees holding set 66's 20 scenarios in set 66's order; "
               "represent each by its lowest record id that is not set 66's id", 'chosen': chosen}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set71_scenarios.json'), 'w'), indent=1)
uo = {}
for c in chosen:
    rid = c['scenario']
    uo[rid] = {'name': names[rid], 'universe': unis[rid]}
    u = unis[rid]
    lv = list(u)
    print(rid, c['set66_id'], names[rid], lv, len(u[lv[0]]),
          len(u[lv[1]]), [len(v) for v in u[lv[1]].values()], len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(uo, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
