#!/usr/bin/env python3
"""Set 68's scenario choice. Reads of each official record only defender_private_information up to the end of
its universe (and the target's first name from that text). Writes ref/scenario_choices.json,
ref/set68_scenarios.json, build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    if not m:
        raise SystemExit('official-%03d: name line missing before end of universe' % i)
    uni['official-%03d' % i] = {'name': m.group(1), 'levels': list(u), 'universe': u,
                                'key': json.dumps(u, sort_keys=True)}
del d
groups = {}
for sid in sorted(uni):
    groups.setdefault(uni[sid]['key'], []).append(sid)
print('trees:', len(groups))
s63 = json.load(open(os.path.join(REF, 'set63_scenarios.json')))
chosen = []
for x in s63:
    grp = sorted(groups[uni[x]['key']])
    rest = [y for y in grp if y != x]
    pick = rest[0] if rest else x
    chosen.append({'scenario': pick, 'set63_id': x, 'records_with_this_tree': grp})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 63's 20 scenarios in set 63's "
                   "order; represent each by its lowest record id that is not set 63's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set68_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    out[sid] = {'name': u['name'], 'levels': u['levels'], 'universe': u['universe']}
    L = u['levels']
    print(sid, c['set63_id'], u['name'], L, len(u['universe'][L[0]]), len(u['universe'][L[1]]),
          len(u['universe'][L[2]]), sorted({len(v) for v in u['universe'][L[1]].values()}),
          sorted({len(v) for v in u['universe'][L[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
