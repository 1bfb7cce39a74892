"""Set 118's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees
holding set 113's 20 scenarios (ref/set113_scenarios.json), in set 113's order; represent each by its lowest
record id that is not set 113's id (asserted: none is set 116's id).
Of each record only defender_private_information is read, and only up to the end of its universe; the target's
first name is searched for in that text only. Prints only ids, group sizes, first names, level keys, child counts."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    assert m, i
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip(' .,')
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
s113 = json.load(open(os.path.join(REF, 'set113_scenarios.json')))
s116 = json.load(open(os.path.join(REF, 'set116_scenarios.json')))
chosen = []
for x in s113:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    c = rest[0]
    assert c not in s113 and c not in s116, c
    chosen.append({'scenario': c, 'set113_id': x, 'records_with_this_tree': g})
    u = uni[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump({'rule': 'group the 300 records by tree; take the 20 trees holding set 113\'s 20 scenarios in set 113\'s order; '
           'represent each by its lowest record id that is not set 113\'s id (none is set 116\'s id)', 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set118_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
