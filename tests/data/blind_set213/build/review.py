"""Set 213 review of the build sources and built files: no hedge, hearsay, past, future, plan or condition word in a
committing template; the committed slot in every committing template and no lower slot in a middle or top one; a unit
slot in every adversarial template and none in a null one; 12 probes naming a unit; every note naming its style word
and no other; "cannot be read" once for each unscored end; C3 and "decoy" only in decoy notes, "trial balloon" only
in balloon notes and "slipped" only in slip notes; every named label code of a note named by its slot, "without naming
it" wherever a code holds ?, "no opinion about" wherever a code is all-null; in the built files every mention in its
text in text order, probes all-null with a null question and a question on every defender message."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
BAN = r"\b(maybe|perhaps|possibly|probably|think|thinks|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|seems|once|hope|expect|said|says|was|were|plan|plans)\b"
STYLES = ['triplebar', 'jumpoff', 'knockdown', 'rollback', 'clearround', 'liverpool']
flags = []
rows = [('realistic_reply',) + tuple(l.rstrip('\n').split('|', 1)) for l in open(os.path.join(HERE, 'real.txt'))]
rows += [tuple(l.rstrip('\n').split('|', 2)) for l in open(os.path.join(HERE, 'tags.txt'))]
for tag, m, t in rows:
    slots = re.findall(r'\{(\w+)\}', t)
    if m in 'LMT' and re.search(BAN, t, re.I):
        flags.append('hedge word in committing: ' + t)
    if m == 'L' and 'C' not in slots: flags.append('no C: ' + t)
    if m == 'M' and ('B' not in slots or 'C' in slots): flags.append('middle slots: ' + t)
    if m == 'T' and ('A' not in slots or set(slots) & {'B', 'C'}): flags.append('top slots: ' + t)
    if m == 'X' and not set(slots) & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}: flags.append('adversarial without unit: ' + t)
    if m == 'N' and set(slots) & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}: flags.append('null with unit: ' + t)
att = [l.strip() for l in open(os.path.join(HERE, 'attacker.txt'))]
if sum(1 for t in att if re.search(r'\{[ABC]', t)) != 12: flags.append('probes naming a unit != 12')
PH = {'C': r'(?i)(convinced|conviction that) \{N\} belongs to \{%s\}', 'B': r'\{N\} in \{%s\} and (goes|went|going|gone) no deeper',
      'A': r'\{N\} at \{%s\} and no lower'}
for l in open(os.path.join(HERE, 'notes.txt')):
    s, a, p, c, t = l.rstrip('\n').split('|', 4)
    tl = t.lower()
    if s not in tl: flags.append('style word missing: ' + t)
    for o in STYLES:
        if o != s and o in tl: flags.append('other style word %s: %s' % (o, t))
    if tl.count('cannot be read') != [p, c].count('U'): flags.append('cannot be read count: ' + t)
    if ('{C3}' in t or 'decoy' in tl) != (a == 'decoy'): flags.append('decoy words: ' + t)
    if ('trial balloon' in tl) != (a == 'balloon'): flags.append('balloon words: ' + t)
    if ('slipped' in tl) != (a == 'slip'): flags.append('slip words: ' + t)
    for code in (p, c):
        if code in ('U',): continue
        if code == 'N':
            if 'no opinion about {N}' not in t: flags.append('no "no opinion": ' + t)
        elif code.endswith('?'):
            if 'without naming it' not in t or ('{%s}' % code[0]) not in t: flags.append('? code: ' + t)
        else:
            if not re.search(PH[code[0]] % code, t): flags.append('code %s phrase missing: %s' % (code, t))
for r in map(json.loads, open(os.path.join(ROOT, 'claims.jsonl'))):
    pos = [r['text'].find(m) for m in r['mentions']]
    if -1 in pos or pos != sorted(pos): flags.append('%s mentions order' % r['id'])
    if r['speaker'] == 'attacker' and (r['question'] is not None or any(r['belief'].values())): flags.append('%s probe' % r['id'])
    if r['speaker'] == 'defender' and not r['question']: flags.append('%s no question' % r['id'])
print('\n'.join(flags)); print(len(flags), 'flags')
