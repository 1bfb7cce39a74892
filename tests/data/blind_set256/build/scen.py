"""Set 256 scenario choice and universe reading (imported by build.py).
Reads only defender_private_information up to the end of the universe, and the target's first name
from the 'You are managing information for: <name>' line searched for only in that text."""
import json, os, re
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
S251 = os.path.join(TOP, '..', 'blind_set251', 'ref', 'set251_scenarios.json')
S254 = os.path.join(TOP, '..', 'blind_set254', 'ref', 'set254_scenarios.json')


def universes():
    d = json.load(open(DATA))
    out = {}
    for i, rec in enumerate(d):
        s = rec['defender_private_information']
        j = s.index('{', s.index('Universe'))
        u, end = json.JSONDecoder().raw_decode(s[j:])
        head = s[:j + end]
        m = re.search(r'You are managing information for: *([^\n]+)', head)
        first = m.group(1).strip().split()[0] if m else None
        out['official-%03d' % i] = (u, first, json.dumps(u, sort_keys=True))
    return out


def choose(us):
    s251 = json.load(open(S251))
    s254 = json.load(open(S254))
    groups = {}
    for k in sorted(us):
        groups.setdefault(us[k][2], []).append(k)
    chosen = []
    for x in s251:
        g = sorted(groups[us[x][2]])
        rest = [y for y in g if y != x and y not in s254]
        chosen.append({'scenario': rest[0] if rest else x, 'set251_id': x, 'records_with_this_tree': g})
    return chosen
