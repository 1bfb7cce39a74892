"""Set 163 review of the built files against the marks: committing marks (L, M, T): the committed unit and
its parents, nulls below, the committed unit in the mentions; adversarial marks (X): all-null with a mention;
null marks (N): all-null, no mention; probes (P): attacker, null question, all-null; mentions in the text, in
text order; every note names its style word; unscored exactly where the note says "cannot be read"; adversarial
notes carry bait (floated ... as bait), a decoy or a slip, and plain notes none."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
marks = json.load(open(os.path.join(HERE, 'marks.json')))
fail = 0
def bad(*a):
    global fail; fail += 1; print('FAIL', *a)
for ln in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(ln); m = marks[r['id']]; mk = m['mark']; u = m['units']
    vals = list(r['belief'].values())
    want = {'L': [u['A'], u['B'], u['C']], 'M': [u['A'], u['B'], None], 'T': [u['A'], None, None]}.get(mk, [None] * 3)
    if vals != want: bad(r['id'], 'belief', vals, want)
    if mk in 'LMT' and [x for x in want if x][-1] not in r['mentions']: bad(r['id'], 'committed unit not mentioned')
    if mk == 'X' and not r['mentions']: bad(r['id'], 'adversarial without mention')
    if mk == 'N' and r['mentions']: bad(r['id'], 'null with mention')
    if mk == 'P' and (r['speaker'] != 'attacker' or r['question'] is not None): bad(r['id'], 'probe fields')
    if mk != 'P' and (r['speaker'] != 'defender' or not r['question']): bad(r['id'], 'defender fields')
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): bad(r['id'], 'mentions order', r['mentions'])
for ln in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8'):
    r = json.loads(ln); m = marks[r['id']]; t = r['text']
    if not re.search(r'(?i)\b%s\b' % r['construction'], t): bad(r['id'], 'style word missing')
    if (m['mark'] == 'U') != (r['label'] == 'unscored'): bad(r['id'], 'unscored mismatch')
    if (r['label'] == 'unscored') and 'cannot be read' not in t: bad(r['id'], 'unscored without cannot be read')
    if 'cannot be read' in t and 'U' not in [marks[k]['mark'] for k in marks if k.startswith('e-') and marks[k]['template'] == m['template']]: bad(r['id'], 'cannot be read but no U')
    adv = m['adv']; has = {'B': 'as bait' in t, 'D': 'decoy' in t or 'false' in t, 'S': 'slip' in t}
    if adv == '0' and any(has.values()): bad(r['id'], 'plain note with bait/decoy/slip')
    if adv != '0' and not has[adv]: bad(r['id'], 'adversarial note lacks its move')
    for st in ('guyot', 'cordon', 'gobelet', 'pergola', 'sylvoz', 'tendone'):
        if st != r['construction'] and re.search(r'(?i)\b%s\b' % st, t): bad(r['id'], 'other style word', st)
print('review:', fail, 'failed')
