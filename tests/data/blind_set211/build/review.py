"""Set 211 review of the build sources and built files: no hedge, hearsay, past, future, plan or condition word in a
committing template; the committed slot in every committing template and no lower slot in a middle or top one; a
unit slot in every adversarial template and none in a null one; 12 probes naming a unit; every note naming its
style word and no other; "cannot be read" once for each unscored end; C3 and "decoy" only in decoy notes, "trial
balloon" only in balloon notes, "slipped" only in slip notes; each named label code's slot in its note and "without
naming it" wherever a code holds '?'; in the built files every mention in its text in text order, probes all-null
with a null question and a question on every defender message."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
B_ = os.path.join(HERE, 'build')
rd = lambda n: [l.rstrip('\n') for l in open(os.path.join(B_, n), encoding='utf-8') if l.strip()]
flags = []
HEDGE = ['maybe', 'perhaps', 'possibly', 'probably', 'think', 'guess', 'reckon', 'heard', 'told me', 'apparently',
         'rumour', 'used to', 'will', 'would', 'might', 'could', 'should', 'if', 'unless', 'supposedly', 'believe',
         'seem', 'once', 'hope', 'expect', 'said', 'says', 'was', 'were', 'plan']
items = [('real', m, t) for m, t in (l.split('|', 1) for l in rd('real.txt'))] + \
        [(g, m, t) for g, m, t in (l.split('|', 2) for l in rd('tags.txt'))]
for g, m, t in items:
    slots = set(re.findall(r'\{(\w+)\}', t))
    units = slots & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}
    if m in 'LMT':
        for w in HEDGE:
            if re.search(r'(?i)\b%s\b' % w, t):
                flags.append('hedge word %r in committing %s: %s' % (w, g, t))
        need = {'L': 'C', 'M': 'B', 'T': 'A'}[m]
        if need not in slots:
            flags.append('committing %s lacks %s: %s' % (m, need, t))
        low = {'L': set(), 'M': {'C', 'C2', 'C3'}, 'T': {'B', 'B2', 'C', 'C2', 'C3'}}[m]
        if slots & low:
            flags.append('lower slot in %s: %s' % (m, t))
        if units - {'A', 'B', 'C'}:
            flags.append('sibling slot in committing text: %s' % t)
    elif m == 'X' and not units:
        flags.append('adversarial without a unit: %s' % t)
    elif m == 'N' and units:
        flags.append('null with a unit: %s' % t)
pr = rd('attacker.txt')
if sum(1 for t in pr if set(re.findall(r'\{(\w+)\}', t)) & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}) != 12:
    flags.append('probes naming a unit != 12')
STY = ['uphaul', 'waterstart', 'beachstart', 'catapult', 'spinout', 'railriding']
NAME = {'A': '{A}', 'A2': '{A2}', 'B': '{B}', 'B2': '{B2}', 'C': '{C}', 'C2': '{C2}', 'C3': '{C3}', 'A?': '{A}', 'B?': '{B}'}
for l in rd('notes.txt'):
    s, k, p, c, t = l.split('|', 4)
    low = t.lower()
    for o in STY:
        n = len(re.findall(r'\b%s\b' % o, low))
        if (o == s) != (n > 0):
            flags.append('style word %s in %s note: %s' % (o, s, t[:60]))
    if low.count('cannot be read') != [p, c].count('U'):
        flags.append('cannot be read count: %s' % t[:60])
    if ('{C3}' in t) != (k == 'decoy') or ('decoy' in low) != (k == 'decoy'):
        flags.append('decoy marker: %s' % t[:60])
    if ('trial balloon' in low) != (k == 'balloon'):
        flags.append('balloon marker: %s' % t[:60])
    if ('slipped' in low) != (k == 'slip'):
        flags.append('slip marker: %s' % t[:60])
    for code in (p, c):
        if code in NAME and NAME[code] not in t:
            flags.append('code %s not named: %s' % (code, t[:60]))
        if code.endswith('?') and 'without naming it' not in t:
            flags.append('? without "without naming it": %s' % t[:60])
        if code == 'N' and 'no opinion about' not in low:
            flags.append('N without "no opinion about": %s' % t[:60])
for r in (json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'), encoding='utf-8')):
    pos = -1
    for m in r['mentions']:
        i = r['text'].find(m)
        if i < 0 or i < pos:
            flags.append('%s: mention %r out of place' % (r['id'], m))
        pos = max(pos, i)
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(r['belief'].values()):
            flags.append('%s: probe not all-null' % r['id'])
    elif not r['question']:
        flags.append('%s: defender without question' % r['id'])
for f in flags:
    print(f)
print('%d flags' % len(flags))
