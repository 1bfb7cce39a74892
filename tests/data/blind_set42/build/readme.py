"""Assemble README.md from readme42.md, steps.md, doubt.md, review_log.md and the built files."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'surfer_slang', 'formal_butler', 'consultant_speak', 'therapy_session', 'alien_envoy',
         'professor_lecture', 'caveman_speak', 'vlogger', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']] == 'a')
    c = sum(1 for r in rs if com(r))
    ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), ta, tc))
advc = [k for k in sorted(cm) if cm[k] == 'a']
adve = [k for k in sorted(em) if em[k] == 'a']
held = lambda l: isinstance(l, dict) and any(v not in (None, '?') for v in l.values())
eheld = sum(1 for r in ests if held(r['label']))
eq = sum(1 for r in ests if held(r['label']) and '?' in r['label'].values())
enull = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
euns = sum(1 for r in ests if r['label'] == 'unscored')
qonly = sum(1 for r in ests if isinstance(r['label'], dict) and not held(r['label']) and '?' in r['label'].values())
assert qonly == 0
et = Counter(r['construction'] for r in ests)
styles = ['evidence_first', 'run_on_sentence', 'casual_chatty', 'self_reproach', 'attacker_eye_view', 'emotive_exclaim']
scen = json.load(open(os.path.join(OUT, 'ref', 'set42_scenarios.json')))
txt = open(os.path.join(HERE, 'readme42.md'), encoding='utf-8').read()
rep = {'@@STEPS@@': open(os.path.join(HERE, 'steps.md'), encoding='utf-8').read().strip(),
       '@@SCEN@@': ', '.join('`%s`' % s for s in scen),
       '@@TABLE@@': '\n'.join(rows),
       '@@NADV@@': str(len(advc)), '@@PADV@@': '%.1f' % (100.0 * len(advc) / len(claims)),
       '@@NEADV@@': str(len(adve) // 2), '@@NEADVR@@': str(len(adve)),
       '@@ADVC@@': ', '.join(advc), '@@ADVE@@': ', '.join(adve),
       '@@EHELD@@': str(eheld), '@@EQ@@': str(eq), '@@ENULL@@': str(enull), '@@EUNS@@': str(euns),
       '@@ETAGS@@': ', '.join('`%s` %d' % (t, et[t]) for t in styles),
       '@@DOUBT@@': open(os.path.join(HERE, 'doubt.md'), encoding='utf-8').read().strip(),
       '@@REVIEW@@': open(os.path.join(HERE, 'review_log.md'), encoding='utf-8').read().strip()}
for k, v in rep.items():
    assert k in txt, k
    txt = txt.replace(k, v)
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README written', len(advc), len(adve), eheld, eq, enull, euns)
