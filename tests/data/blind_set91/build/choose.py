#!/usr/bin/env python3
"""Set 91's scenario choice. Reads only each official record's defender_private_information, and of it only the
text up to the end of the universe (the name line is searched for in that text only). Writes
ref/scenario_choices.json, ref/set91_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
info = {}
groups = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    assert m, i
    first = m.group(1).strip().split()[0].strip('.,;:')
    rid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    info[rid] = {'levels': list(u), 'tree': u, 'name': first, 'key': key}
    groups.setdefault(key, []).append(rid)
del d
s86 = json.load(open(os.path.join(HERE, '..', 'ref', 'set86_scenarios.json')))
chosen = []
for x in s86:
    g = sorted(groups[info[x]['key']])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set86_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 86's 20 scenarios in set 86's order; "
        "represent each by its lowest record id that is not set 86's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(HERE, '..', 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, '..', 'ref', 'set91_scenarios.json'), 'w'), indent=1)
uni = {c['scenario']: {k: info[c['scenario']][k] for k in ('levels', 'tree', 'name')} for c in chosen}
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(info), 'records,', len(groups), 'trees')
for c in chosen:
    x = c['scenario']; u = info[x]['tree']; lv = info[x]['levels']
    sizes = (len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
    print(x, c['set86_id'], len(c['records_with_this_tree']), info[x]['name'], lv, sizes)
