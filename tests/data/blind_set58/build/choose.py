#!/usr/bin/env python3
"""Choose set 58's scenarios. Reads of each official record only defender_private_information up to the
end of its universe (the 'You are managing information for:' line and the universe). Writes
ref/scenario_choices.json, ref/set58_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for:\s*([^\n]+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    first = re.split(r'\s+', m.group(1).strip())[0].strip('.,;:')
    unis['official-%03d' % i] = {'name': first, 'universe': u, 'key': json.dumps(u, sort_keys=True)}
del d
groups = {}
for k in sorted(unis):
    groups.setdefault(unis[k]['key'], []).append(k)
print('trees:', len(groups))
s53 = json.load(open(os.path.join(ROOT, 'ref', 'set53_scenarios.json')))
chosen = []
for x in s53:
    recs = sorted(groups[unis[x]['key']])
    rest = [y for y in recs if y != x]
    pick = rest[0] if rest else x
    chosen.append({'scenario': pick, 'set53_id': x, 'records_with_this_tree': recs})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 53's 20 scenarios in set 53's "
                   "order; represent each by its lowest record id that is not set 53's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set58_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u = unis[c['scenario']]
    out[c['scenario']] = {'name': u['name'], 'universe': u['universe']}
    lv = list(u['universe'])
    print(c['scenario'], c['set53_id'], u['name'], lv, len(u['universe'][lv[0]]),
          len(u['universe'][lv[1]]), len(u['universe'][lv[2]]),
          sorted({len(v) for v in u['universe'][lv[1]].values()}), sorted({len(v) for v in u['universe'][lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
