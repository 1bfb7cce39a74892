#!/usr/bin/env python3
"""Pick set 13's scenarios and copy their trees (no ground truth exists in the universes).

Writes ../ref/used_scenarios.json (the 239 ids earlier sets used, set 12's included),
../ref/scenario_choices.json (every tree that still has unused ids, with its earlier uses)
and universes_used.json (the chosen trees and target first names, for reference).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
USED_TXT = '/work/briefs/used_scenarios.txt'
N_PICK = 22


def universe(rec):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    name = re.search(r'managing information for:\s*(\S+)', s).group(1)
    return name, u


def main():
    d = json.load(open(DATA))
    used = sorted({x.strip() for x in open(USED_TXT) if x.strip()})
    groups = {}
    unis = {}
    for i, rec in enumerate(d):
        sid = 'official-%03d' % i
        name, u = universe(rec)
        unis[sid] = (name, u)
        groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
    choices = []
    for ids in groups.values():
        unused = [x for x in ids if x not in used]
        if unused:
            choices.append({'unused_ids': unused, 'earlier_uses': len(ids) - len(unused)})
    choices.sort(key=lambda g: (g['earlier_uses'], g['unused_ids'][0]))
    fewest = choices[0]['earlier_uses']
    pick = [g['unused_ids'][0] for g in choices if g['earlier_uses'] == fewest][:N_PICK]
    ref = os.path.join(HERE, '..', 'ref')
    os.makedirs(ref, exist_ok=True)
    json.dump(used, open(os.path.join(ref, 'used_scenarios.json'), 'w'), indent=1)
    json.dump({'trees_with_unused_ids': choices}, open(os.path.join(ref, 'scenario_choices.json'), 'w'), indent=1)
    out = {sid: {'target': unis[sid][0], 'universe': unis[sid][1]} for sid in sorted(pick)}
    json.dump(out, open(os.path.join(HERE, 'universes_used.json'), 'w'), indent=1)
    print('%d trees with unused ids, fewest earlier uses %d, %d such trees; picked %d' % (
        len(choices), fewest, sum(1 for g in choices if g['earlier_uses'] == fewest), len(pick)))


if __name__ == '__main__':
    main()
