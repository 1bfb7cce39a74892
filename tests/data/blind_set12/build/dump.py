#!/usr/bin/env python3
"""Write ref/used_scenarios.json, ref/scenario_choices.json and universes_used.json (stdlib only).

Groups the official scenarios by tree; for every tree that still has unused ids, records how many
of its ids earlier sets used. Set 12 takes the lowest unused id of trees with the fewest earlier uses.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
USED_TXT = '/work/briefs/used_scenarios.txt'
N_SCEN = 22


def universe(rec):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    return u


def main():
    d = json.load(open(DATA))
    used = sorted(x.strip() for x in open(USED_TXT) if x.strip())
    json.dump(used, open(os.path.join(HERE, '..', 'ref', 'used_scenarios.json'), 'w'), indent=1)
    groups = {}
    for i, rec in enumerate(d):
        key = json.dumps(universe(rec), sort_keys=True)
        groups.setdefault(key, []).append('official-%03d' % i)
    out = []
    for key, ids in groups.items():
        unused = [x for x in ids if x not in used]
        if unused:
            out.append({'unused_ids': unused, 'earlier_uses': len(ids) - len(unused)})
    out.sort(key=lambda g: (g['earlier_uses'], g['unused_ids'][0]))
    json.dump({'trees_with_unused_ids': out}, open(os.path.join(HERE, '..', 'ref', 'scenario_choices.json'), 'w'), indent=1)
    fewest = out[0]['earlier_uses']
    # all 83 remaining trees have the same (fewest) earlier uses; take the 22 with the lowest unused ids
    chosen = sorted(g['unused_ids'][0] for g in out if g['earlier_uses'] == fewest)[:N_SCEN]
    uni = {}
    for sc in chosen:
        rec = d[int(sc.split('-')[1])]
        name = rec['defender_private_information'].split('managing information for:')[1].split()[0]
        uni[sc] = {'target': name, 'universe': universe(rec)}
    json.dump(uni, open(os.path.join(HERE, 'universes_used.json'), 'w'), indent=1, ensure_ascii=False)
    print('fewest earlier uses', fewest, 'trees', len(chosen), chosen)


if __name__ == '__main__':
    main()
