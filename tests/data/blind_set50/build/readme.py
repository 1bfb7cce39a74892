import json, os, collections
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
C = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B, 'claim_marks.json'))); em = json.load(open(os.path.join(B, 'est_marks.json')))
order = ['realistic_reply', 'lockkeeper_canal', 'sled_musher', 'lamplighter_wick', 'piano_tuner', 'weaver_loom',
         'tugboat_skipper', 'rodeo_clown', 'ferryman_crossing', 'attacker_probe']
mins = {t: 12 for t in order}; mins['realistic_reply'] = 151; mins['attacker_probe'] = 20
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in C if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']] == 'a'); c = sum(1 for r in rs if com(r)); ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins[t], a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), ta, tc))
cadv = sorted(k for k, v in cm.items() if v == 'a'); eadv = sorted(k for k, v in em.items() if v == 'a')
def kind(l):
    if l == 'unscored': return 'u'
    v = list(l.values())
    if all(x is None for x in v): return 'n'
    return 'q' if '?' in v else 'h'
k = collections.Counter(kind(r['label']) for r in E)
et = collections.Counter(r['construction'] for r in E)
styles = ['short_declaratives', 'periodic_sentences', 'explicit_distinctions', 'closing_caveat', 'evaluative_adjectives', 'historic_present']
t = open(os.path.join(B, 'readme50.md')).read()
sub = {'{{STEPS}}': open(os.path.join(B, 'steps.md')).read().strip(), '{{TABLE}}': '\n'.join(rows),
       '{{NADV}}': str(len(cadv)), '{{PADV}}': '%.1f' % (100.0 * len(cadv) / len(C)),
       '{{NEADV}}': str(len(eadv) // 2), '{{NEREC}}': str(len(eadv)),
       '{{CADV}}': ', '.join(cadv), '{{EADV}}': ', '.join(eadv),
       '{{EHELD}}': str(k['h'] + k['q']), '{{EQ}}': str(k['q']), '{{ENULL}}': str(k['n']), '{{EUNS}}': str(k['u']),
       '{{ETAGS}}': ', '.join('`%s` %d' % (s, et[s]) for s in styles),
       '{{SCEN}}': ', '.join('`%s`' % s for s in json.load(open(os.path.join(H, 'ref', 'set50_scenarios.json')))),
       '{{REVIEW}}': open(os.path.join(B, 'review_log.md')).read().strip()}
for a, b in sub.items():
    t = t.replace(a, b)
open(os.path.join(H, 'README.md'), 'w').write(t)
print('README written', len(cadv), len(eadv))
