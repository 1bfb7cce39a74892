#!/usr/bin/env python3
"""Assemble README.md from readme31.md with the computed counts, table and id lists."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
adv = json.load(open(os.path.join(HERE, 'adversarial.json')))
doubts = json.load(open(os.path.join(HERE, 'doubts_filled.json')))
choices = json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))
unis = {u['scenario']: u for u in json.load(open(os.path.join(HERE, 'universes.json')))}
MIN = {'realistic_reply': 151, 'obituary': 12, 'wedding_toast': 12, 'pep_talk': 12, 'epistrophe': 12,
       'understatement': 12, 'false_dilemma': 12, 'strawman': 12, 'reversed_text': 12, 'attacker_probe': 20}
advs = set(adv)
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
tot = [0, 0, 0]
for t, mn in MIN.items():
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in advs)
    c = sum(1 for r in rs if com(r))
    tot[0] += len(rs); tot[1] += a; tot[2] += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mn, a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % tuple(tot))
uni_lines = []
for c in choices['chosen']:
    u = unis[c['scenario']]
    others = [x for x in c['records_with_this_tree'] if x != c['scenario']]
    uni_lines.append("- `%s` (set 26's `%s`; tree shared with %s): levels %s; target first name %s" % (
        c['scenario'], c['set26_id'], ', '.join('`%s`' % x for x in others),
        ' / '.join('`%s`' % k for k in u['universe']), u['name']))
dl = []
for d in sorted(doubts, key=lambda d: d['id']):
    vals = [v for v in d['belief'].values() if v]
    lv = [k for k, v in d['belief'].items() if v]
    what = ('%s committed at `%s`' % ('/'.join(vals), lv[-1])) if vals else 'null'
    dl.append('- %s (`%s`, %s): %s' % (d['id'], d['tag'], what, d['doubt']))


def lab_kind(l):
    if l == 'unscored':
        return 'U'
    v = list(l.values())
    if '?' in v:
        return 'Q'
    if all(x is None for x in v):
        return 'N'
    return 'V'


ek = Counter(lab_kind(r['label']) for r in ests)
ec = Counter((r['construction'], r['kind']) for r in ests)
sub = {
    '{N_REAL}': sum(1 for r in claims if r['construction'] == 'realistic_reply'),
    '{N_CLAIMS}': len(claims),
    '{N_DEF}': sum(1 for r in claims if r['speaker'] == 'defender'),
    '{N_ATT}': sum(1 for r in claims if r['speaker'] == 'attacker'),
    '{N_EST}': len(ests),
    '{N_PRIOR}': sum(1 for r in ests if r['kind'] == 'prior'),
    '{N_CUR}': sum(1 for r in ests if r['kind'] == 'current'),
    '{N_NOTES}': len({(r['scenario'], r['text']) for r in ests}),
    '{TABLE}': '\n'.join(rows),
    '{N_ADV}': len(adv),
    '{ADV_PCT}': '%.1f' % (100.0 * len(adv) / len(claims)),
    '{ADV_IDS}': ', '.join(sorted(adv)),
    '{N_LUA}': ec[('lua_note', 'prior')] + ec[('lua_note', 'current')],
    '{N_LUA_P}': ec[('lua_note', 'prior')], '{N_LUA_C}': ec[('lua_note', 'current')],
    '{N_RST}': ec[('rst_note', 'prior')] + ec[('rst_note', 'current')],
    '{N_RST_P}': ec[('rst_note', 'prior')], '{N_RST_C}': ec[('rst_note', 'current')],
    '{EST_NAMED}': ek['V'], '{EST_NULL}': ek['N'], '{EST_Q}': ek['Q'], '{EST_U}': ek['U'],
    '{UNIVERSES}': '\n'.join(uni_lines),
    '{DOUBTS}': '\n'.join(dl),
}
txt = open(os.path.join(HERE, 'readme31.md'), encoding='utf-8').read()
for k, v in sub.items():
    txt = txt.replace(k, str(v))
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README.md written')
