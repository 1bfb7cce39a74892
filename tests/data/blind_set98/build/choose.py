#!/usr/bin/env python3
"""Set 98's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees that
hold set 93's 20 scenarios (ref/set93_scenarios.json), in set 93's order; represent each by its lowest record
id that is not set 93's id. Reads of each record only defender_private_information up to the end of its
universe, and the target's first name from that text only."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
univ, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Z][A-Za-z\-\']*)', head)
    assert m, i
    sid = 'official-%03d' % i
    univ[sid] = u
    names[sid] = m.group(1)
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(univ):
    groups.setdefault(keys[sid], []).append(sid)
s93 = json.load(open(os.path.join(HERE, 'ref', 'set93_scenarios.json')))
c93 = {c['scenario']: c for c in json.load(open(os.path.join(HERE, 'ref', 'set93_scenario_choices.json')))['chosen']}
s97 = json.load(open(os.path.join(HERE, 'ref', 'set97_scenarios.json')))
chosen = []
for x in s93:
    grp = groups[keys[x]]
    rest = [y for y in grp if y != x]
    pick = rest[0]
    chosen.append({'scenario': pick, 'set93_id': x, 'records_with_this_tree': grp})
    print(pick, 'set93', x, 'set88', c93[x]['set88_id'], 'group', len(grp), names[pick],
          list(univ[pick]), [len(univ[pick][k]) for k in univ[pick]], 'set97 id' if pick in s97 else '')
out = {'rule': "group the 300 records by tree; take the 20 trees holding set 93's 20 scenarios in set 93's order; "
               "represent each by its lowest record id that is not set 93's id", 'chosen': chosen}
json.dump(out, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set98_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': univ[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1, ensure_ascii=False)
print(len(d), 'records', len(groups), 'trees')
