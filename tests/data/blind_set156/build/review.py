#!/usr/bin/env python3
"""Mechanical review of set 156's built records against the marks of their templates (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
bad = 0
def fail(*a):
    global bad
    bad += 1
    print('FAIL', *a)
for ln in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(ln)
    m = marks[r['id']]
    v, mk = m['draw'], m['mark']
    lv = uni[r['scenario']]['levels']
    vals = [r['belief'][k] for k in lv]
    want = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(mk, [None] * 3)
    if vals != want:
        fail(r['id'], 'belief', vals, want)
    low = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mk)
    if low and v[low] not in r['mentions']:
        fail(r['id'], 'committed unit not mentioned')
    if mk == 'X' and not r['mentions']:
        fail(r['id'], 'adversarial text with no mention')
    if mk == 'N' and r['mentions']:
        fail(r['id'], 'null text with a mention')
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos):
        fail(r['id'], 'mentions not in text order', r['mentions'])
    name = uni[r['scenario']]['name']
    if r['speaker'] == 'defender' and r['question'] != 'Where does %s work?' % name:
        fail(r['id'], 'question')
    if r['speaker'] == 'attacker' and (r['question'] is not None or r['construction'] != 'attacker_probe'):
        fail(r['id'], 'attacker record')
    if (r['construction'] == 'attacker_probe') != (r['speaker'] == 'attacker'):
        fail(r['id'], 'speaker/construction')
for ln in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8'):
    r = json.loads(ln)
    m = marks[r['id']]
    v, s = m['draw'], m['spec']
    lv = uni[r['scenario']]['levels']
    want = 'unscored' if s == 'U' else dict(zip(lv, {'null': [None] * 3, 'A': [v['A'], None, None],
        'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']], 'A?': [v['A'], '?', None],
        'B?': [v['A'], v['B'], '?'], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']],
        'B2': [v['A'], v['B2'], None], 'A2': [v['A2'], None, None]}[s]))
    if r['label'] != want:
        fail(r['id'], 'label', r['label'], want)
    if not re.search(r'(?i)\b%s\b' % r['construction'], r['text']):
        fail(r['id'], 'style word missing')
    if m['adv'] == '1' and not re.search(r'\b(decoy|probe)\b', r['text']):
        fail(r['id'], 'adversarial note without a decoy or a probe')
    if m['adv'] == '0' and re.search(r'\b(decoy|probe)\b', r['text']):
        fail(r['id'], 'plain note with a decoy or a probe')
    if s == 'U' and 'cannot be judged' not in r['text']:
        fail(r['id'], 'unscored without "cannot be judged"')
print(bad, 'failed')
