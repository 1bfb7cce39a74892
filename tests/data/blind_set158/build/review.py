#!/usr/bin/env python3
"""Set 158: mechanical review of every record against its mark (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
S = os.path.dirname(HERE)
M = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
STYLES = ['zhuwen', 'baiwen', 'yinni', 'biankuan', 'xianzhang', 'mingzhang']
bad = []
def fail(rid, why):
    bad.append('%s: %s' % (rid, why))
for ln in open(os.path.join(S, 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(ln)
    m = M[r['id']]
    mark, u = m['mark'], m['units']
    lv = U[r['scenario']]['levels']
    vals = [r['belief'][k] for k in lv]
    if mark in ('A', 'B', 'C'):
        want = {'A': [u['A'], None, None], 'B': [u['A'], u['B'], None], 'C': [u['A'], u['B'], u['C']]}[mark]
        if vals != want:
            fail(r['id'], 'belief %r, want %r' % (vals, want))
        if u[mark] not in r['mentions']:
            fail(r['id'], 'committed unit not mentioned')
    else:
        if any(v is not None for v in vals):
            fail(r['id'], 'belief not all-null')
        if mark in ('X', 'PX') and not r['mentions']:
            fail(r['id'], 'adversarial without a mention')
        if mark in ('N', 'P') and r['mentions']:
            fail(r['id'], 'null mark with a mention')
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos):
        fail(r['id'], 'mentions not all in the text in order')
    for x in m['units'].values():
        if x not in r['mentions'] and not any(x in y for y in r['mentions']) and re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(x), r['text']):
            fail(r['id'], 'unit %r in text but not in mentions' % x)
    att = r['construction'] == 'attacker_probe'
    if (r['speaker'] == 'attacker') != att or (r['question'] is None) != att:
        fail(r['id'], 'speaker or question')
    if not att and r['question'] != 'Where does %s work?' % U[r['scenario']]['name']:
        fail(r['id'], 'question')
for ln in open(os.path.join(S, 'estimates.jsonl'), encoding='utf-8'):
    r = json.loads(ln)
    m = M[r['id']]
    code, u = m['mark'], m['units']
    lv = U[r['scenario']]['levels']
    t = r['text']
    if code == 'U':
        if r['label'] != 'unscored':
            fail(r['id'], 'want unscored')
        if 'cannot be assessed' not in t:
            fail(r['id'], 'unscored record does not say "cannot be assessed"')
    else:
        want = {'null': [None] * 3, 'A': [u['A'], None, None], 'A2': [u['A2'], None, None],
                'B': [u['A'], u['B'], None], 'B2': [u['A'], u['B2'], None], 'C': [u['A'], u['B'], u['C']],
                'C2': [u['A'], u['B'], u['C2']], 'C3': [u['A'], u['B'], u['C3']],
                'A?': [u['A'], '?', None], 'B?': [u['A'], u['B'], '?']}[code]
        if [r['label'][k] for k in lv] != want:
            fail(r['id'], 'label %r, want %r' % (r['label'], want))
    if not re.search(r'(?i)\b%s\b' % r['construction'], t):
        fail(r['id'], 'note does not name its style word')
    carries = bool(re.search(r'counterfeit|feeler', t))
    if m['adv'] != carries:
        fail(r['id'], 'adversarial flag %s but decoy/feeler %s' % (m['adv'], carries))
    if ('leaked from me' in t or 'feeler' in t) and not m['adv']:
        fail(r['id'], 'plain note with a slip or feeler')
print('\n'.join(bad))
print(len(bad), 'failed')
