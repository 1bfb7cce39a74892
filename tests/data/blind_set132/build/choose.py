# Set 132's universes: the 20 trees holding set 127's 20 scenarios, in set 127's order, each represented by its
# lowest record id that is neither set 127's id nor one of set 128's ids. Reads of each official record only
# defender_private_information up to the end of its universe; the first name is searched for only in that text.
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
s127 = json.load(open(os.path.join(REF, 'set127_scenarios.json')))
s128 = json.load(open(os.path.join(REF, 'set128_scenarios.json')))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    text = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', text)
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    names[sid] = m.group(1).split()[0] if m else None
    unis[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
chosen = []
for x in s127:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s127 and y not in s128]
    c = rest[0] if rest else x
    assert c not in s127 and c not in s128
    u = unis[c]
    lv = list(u)
    chosen.append({'scenario': c, 'set127_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), sorted({len(v) for v in u[lv[1]].values()} | {len(v) for v in u[lv[2]].values()}),
          c == g[0], any(y in s128 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 127's 20 scenarios in set 127's order; "
           "represent each by its lowest record id that is neither set 127's id nor one of set 128's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set132_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'levels': list(unis[c['scenario']]), 'universe': unis[c['scenario']]}
           for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
