#!/usr/bin/env python3
"""Assembles ../README.md from readme29.md with the computed counts, id lists, universes and doubts."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
adv = json.load(open(os.path.join(HERE, 'adversarial.json')))
doubts = json.load(open(os.path.join(HERE, 'doubts_filled.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
ORDER = ['realistic_reply', 'wanted_poster', 'real_estate_listing', 'resume_entry', 'hyperbole', 'chiasmus',
         'leetspeak', 'whataboutism', 'stage_direction', 'attacker_probe']
adv_s = set(adv)
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
tags = Counter(r['construction'] for r in claims)
for t in ORDER:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(r['id'] in adv_s for r in rs), sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv_s), sum(com(r) for r in claims)))
def labkind(l):
    if l == 'unscored':
        return 'unscored'
    v = list(l.values())
    if '?' in v:
        return 'q'
    if all(x is None for x in v):
        return 'null'
    return 'named'
kc = Counter(labkind(r['label']) for r in ests)
ec = Counter(r['construction'] for r in ests)
ek = Counter((r['construction'], r['kind']) for r in ests)
est = ('Counts: estimates: %d records (%d prior, %d current); %s; %d hold a named value, %d are all-null, %d carry a `?`, '
       '%d are `unscored`; all %d note texts are labelled for both kinds. Tag counts: %s.') % (
    len(ests), sum(r['kind'] == 'prior' for r in ests), sum(r['kind'] == 'current' for r in ests),
    ', '.join('`%s` %d (%d prior, %d current)' % (t, ec[t], ek[(t, 'prior')], ek[(t, 'current')]) for t in sorted(ec)),
    kc['named'], kc['null'], kc['q'], kc['unscored'], len(ests) // 2,
    ', '.join('`%s` %d' % (t, ec[t]) for t in sorted(ec)))
uni = []
for c in ch['chosen']:
    sc = c['scenario']
    others = [x for x in c['records_with_this_tree'] if x != sc]
    uni.append("- `%s` (set 24's `%s`; tree shared with %s): levels %s; target first name %s" % (
        sc, c['set24_scenario'], ', '.join('`%s`' % x for x in others), ' / '.join('`%s`' % k for k in U[sc]['universe']), U[sc]['name']))
NOTE_DOUBTS = [
    "the notes with `?` at the middle level for both kinds (Makefile `BOTH_<LEVEL> := ?`, Dockerfile `ARG <LEVEL>` in the prior stage): labelled A / `?` / `?` by the hedge rule; a reader could read the unsaid lowest level as null.",
    "Dockerfile `ARG <LEVEL>` (declared, never set) read as `?`, not as null; a reader could take an unset build argument as empty.",
    "Dockerfile `FROM prior AS current` read as inheriting the prior stage's `ENV` values (Docker's own semantics), so a current stage with no `ENV` repeats the prior reading, and a current `ENV` overrides an inherited wrong middle value (prior A / B2, current A / B); a reader that ignores inheritance would give the current kind all null or only the overriding level.",
    "the notes whose kind gives only `?` at the top level (Makefile `CURRENT_<TOP> := ?`; Dockerfile `ENV <TOP>=\"?\"` as the only current setting): an all-`?` reading, hence `unscored` for that kind; a reader could give `?` / null / null.",
    "the Dockerfile prior stage with `ENV <MIDDLE>=\"?\"` followed by a current stage that sets the middle and lowest levels: the prior is A / `?` / `?` and the current A / B / X (the override replaces the `?`).",
    "Makefile `BOTH_` variables followed by a `CURRENT_` variable holding only the middle level: the current reading adds the middle level to the shared top level (A / B / null); a reader could take the current variable as replacing the shared ones.",
    "the claimed-and-bluffed notes (`NOT_HELD_BLUFF := yes`; `LABEL ... bluff=\"yes\"`): the prior is all null because the note's prior is empty; the current holds the full path.",
    "notes whose reading holds a wrong value (`# settled on the wrong <level>`, `# wrong <level>, never corrected`): labelled with the wrong value as held; the label is the attacker's belief.",
    "male pronouns were used for the first name Chen (with Marcus, David and Ethan); the name is not marked for gender, and no label depends on it.",
    "the texts that say `team` loosely in scenarios whose lowest level is a project, project team or department (`{N}'s own team`, `Meet the team`): the word is casual; the labels do not depend on it.",
]
dl = ['- %s (`%s`, %s): %s' % (d['id'], d['tag'], d['label'], d['why']) for d in sorted(doubts, key=lambda d: d['id'])]
dl += ['- ' + x for x in NOTE_DOUBTS]
t = open(os.path.join(HERE, 'readme29.md'), encoding='utf-8').read()
rep = {'{TABLE}': '\n'.join(rows), '{ADV}': ', '.join(sorted(adv)), '{N_ADV}': str(len(adv)),
       '{ADV_PCT}': '%.1f' % (100.0 * len(adv) / len(claims)), '{N_CLAIMS}': str(len(claims)),
       '{N_REAL}': str(tags['realistic_reply']), '{N_DEF}': str(sum(r['speaker'] == 'defender' for r in claims)),
       '{N_ATT}': str(sum(r['speaker'] == 'attacker' for r in claims)), '{N_EST}': str(len(ests)),
       '{N_PRIOR}': str(sum(r['kind'] == 'prior' for r in ests)), '{N_CURRENT}': str(sum(r['kind'] == 'current' for r in ests)),
       '{N_NOTES}': str(len(ests) // 2), '{EST_COUNTS}': est, '{UNIVERSES}': '\n'.join(uni), '{DOUBTS}': '\n'.join(dl)}
for k, v in rep.items():
    t = t.replace(k, v)
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(t)
print('README.md written')
