"""Set 127's scenario choice: the 20 trees of set 122's scenarios, in set 122's order, each represented by its
lowest record id that is neither set 122's id nor one of set 125's ids. Reads of each official record only
defender_private_information up to the end of its universe (the name line searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
univ, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    nm = m.group(1).strip().split()[0] if m else None
    sid = 'official-%03d' % i
    univ[sid] = u
    names[sid] = nm
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(univ):
    groups.setdefault(keys[sid], []).append(sid)
s122 = json.load(open(os.path.join(ROOT, 'ref', 'set122_scenarios.json')))
s125 = json.load(open(os.path.join(ROOT, 'ref', 'set125_scenarios.json')))
chosen = []
for x in s122:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s125]
    c = rest[0]
    assert c not in s122 and c not in s125
    chosen.append({'scenario': c, 'set122_id': x, 'records_with_this_tree': g})
    u = univ[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], 'lowest' if c == g[0] else 'not-lowest',
          'set125-in-group' if any(y in s125 for y in g) else '-')
rule = ("group the 300 records by tree; take the 20 trees holding set 122's 20 scenarios in set 122's order; "
        "represent each by its lowest record id that is neither set 122's id nor one of set 125's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set127_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': univ[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
assert len({keys[c['scenario']] for c in chosen}) == 20
