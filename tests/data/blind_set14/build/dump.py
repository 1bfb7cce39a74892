"""Write ref/used_scenarios.json, ref/scenario_choices.json and universes_used.json (no ground truth)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
USED = '/work/briefs/used_scenarios.txt'


def universe(rec):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    return u


def main():
    d = json.load(open(DATA))
    used = sorted(x.strip() for x in open(USED) if x.strip())
    json.dump(used, open(os.path.join(HERE, '..', 'ref', 'used_scenarios.json'), 'w'), indent=1)
    groups = {}
    for i, rec in enumerate(d):
        key = json.dumps(universe(rec), sort_keys=True)
        groups.setdefault(key, []).append('official-%03d' % i)
    out = []
    for key, ids in groups.items():
        un = [x for x in ids if x not in used]
        if un:
            out.append({'unused_ids': un, 'earlier_uses': len(ids) - len(un)})
    out.sort(key=lambda g: (g['earlier_uses'], g['unused_ids'][0]))
    json.dump({'trees_with_unused_ids': out}, open(os.path.join(HERE, '..', 'ref', 'scenario_choices.json'), 'w'), indent=1)
    return d, out


if __name__ == '__main__':
    d, out = main()
    for g in out:
        print(g)
