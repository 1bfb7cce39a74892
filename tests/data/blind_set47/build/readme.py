#!/usr/bin/env python3
import json, os, collections
H = os.path.dirname(os.path.abspath(__file__)); O = os.path.join(H, '..')
C = [json.loads(l) for l in open(os.path.join(O, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(O, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'florist_bouquet', 'potter_wheel', 'blacksmith_forge', 'ballet_barre',
         'glassblower_furnace', 'park_ranger', 'dentist_chair', 'tattoo_artist', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in C if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']] == 'a'); c = sum(1 for r in rs if com(r)); ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), ta, tc))
cadv = [k for k in sorted(cm) if cm[k] == 'a']; eadv = [k for k in sorted(em) if em[k] == 'a']
head = 'claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(cadv), 100 * len(cadv) / 300, len(eadv) // 2, len(eadv))
cnt = collections.Counter()
for r in E:
    l = r['label']
    if l == 'unscored': cnt['u'] += 1
    elif all(v is None for v in l.values()): cnt['n'] += 1
    else:
        cnt['h'] += 1
        if '?' in l.values(): cnt['q'] += 1
est = '%d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`' % (cnt['h'], cnt['q'], cnt['n'], cnt['u'])
et = collections.Counter(r['construction'] for r in E)
esttags = ', '.join('`%s` %d' % (t, et[t]) for t in ['question_led', 'epistemic_verbs', 'general_to_particular', 'focus_particles', 'conversation_phases', 'tactful_register'])
scen = ', '.join('`%s`' % x for x in json.load(open(os.path.join(O, 'ref', 'set47_scenarios.json'))))
t = open(os.path.join(H, 'readme47.md')).read()
for k, v in (('STEPS', open(os.path.join(H, 'steps.md')).read().strip()), ('TABLE', '\n'.join(rows)), ('ADVHEAD', head),
             ('ADV', ', '.join(cadv) + '\n\n' + ', '.join(eadv)), ('ESTCOUNTS', est), ('ESTTAGS', esttags), ('SCEN', scen),
             ('REVIEW', open(os.path.join(H, 'review_log.md')).read().strip())):
    t = t.replace('@@%s@@' % k, v)
assert '@@' not in t
open(os.path.join(O, 'README.md'), 'w').write(t)
print('README written;', head)
