import json, re
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
IDS = [232, 233, 235, 237, 242, 243, 245, 246, 248, 249, 251, 252, 257, 259, 260, 261, 265, 266, 267, 268]
out = {}
for i in IDS:
    s = d[i]['defender_private_information']
    name = re.search(r'managing information for: (\w+)', s).group(1)
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    out['official-%03d' % i] = {'target': name, 'universe': u}
    lv = list(u)
    print('official-%03d' % i, name, lv)
    for p, kids in u[lv[1]].items():
        print('  ', p, ':', '; '.join('%s[%s]' % (k, ', '.join(u[lv[2]].get(k, []))) for k in kids))
json.dump(out, open('universes_used.json', 'w'), indent=1)
