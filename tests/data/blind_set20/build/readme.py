#!/usr/bin/env python3
"""Write set 20's README from intro20.md, set 19's copied rules, claims20.md, est20.md and the files."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rd = lambda n: open(os.path.join(HERE, n), encoding='utf-8').read().rstrip('\n')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json'), encoding='utf-8'))
uni = json.load(open(os.path.join(HERE, 'universes_used.json'), encoding='utf-8'))
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
byid = {r['id']: r for r in claims}
src = {s['id']: s for s in ids['claims']}
adv = sorted(s['id'] for s in ids['claims'] if s['adversarial'])
commit = lambda r: any(v is not None for v in r['belief'].values())
TAGS = ['realistic_reply', 'emote_action', 'possessive_membership', 'superlative_ref', 'self_interview',
        'self_contradiction', 'glob_pattern', 'illeism', 'tone_indicator', 'attacker_probe']
MIN = {'realistic_reply': 150, 'attacker_probe': 10}
tab = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
tot = [0, 0, 0, 0]
for t in TAGS:
    rs = [r for r in claims if r['construction'] == t]
    row = (len(rs), MIN.get(t, 12), sum(1 for r in rs if r['id'] in adv), sum(1 for r in rs if commit(r)))
    tot = [a + b for a, b in zip(tot, row)]
    tab.append('| %s | %d | %d | %d | %d |' % ((t,) + row))
tab.append('| **total** | **%d** | %d | **%d** | **%d** |' % tuple(tot))
spk = Counter(r['speaker'] for r in claims)
ncommit = sum(1 for r in claims if commit(r))
advblock = '\n'.join(' '.join(adv[i:i + 12]) for i in range(0, len(adv), 12))
ectags = Counter(r['construction'] for r in ests)
eids = sorted(r['id'] for r in ests)
unsc = sorted('%s (%s)' % (r['id'], r['kind']) for r in ests if r['label'] == 'unscored')
# universes table
ccount = Counter(r['scenario'] for r in claims); ecount = Counter(r['scenario'] for r in ests)
ut = ['| scenario | records sharing the tree | target | levels | top level | claims | estimates |', '|---|---|---|---|---|---|---|']
for c in ch['chosen']:
    sc = c['scenario']; u = uni[sc]['universe']; L = list(u)
    ut.append('| %s | %s | %s | %s | %s | %d | %d |' % (sc, ', '.join(x[-3:] for x in c['records_with_this_tree']), uni[sc]['target'],
              ' > '.join(L), ', '.join(u[L[0]]), ccount[sc], ecount[sc]))
# doubtful items
dc = []
for s in ids['claims']:
    if s['doubt']:
        r = byid[s['id']]
        t = r['text'].replace('\n', ' / ')
        dc.append('- %s `%s`: %s' % (s['id'], t if len(t) < 110 else t[:107] + '...', s['doubt']))
dc.sort()
de = {}
for s in ids['estimates']:
    if s['doubt']:
        de.setdefault(s['source'], []).append('%s (%s)' % (s['id'], s['kind']))
etext = {}
for r in ests:
    etext.setdefault(r['id'], r['text'])
ed = []
for s in ids['estimates']:
    if s['doubt'] and s['kind'] == 'prior':
        both = ' / '.join(de[s['source']])
        t = etext[s['id']].replace('\n', ' / ')
        ed.append('- %s `%s`: %s' % (both, t[:107] + '...' if len(t) > 110 else t, s['doubt']))
parts = [rd('intro20.md'), '''
Files:

- `claims.jsonl`: %d single messages (%d defender, %d attacker).
- `estimates.jsonl`: %d defender notes about the attacker's knowledge (%d prior, %d current).
- `validate.py`: stdlib-only checker (`python3 validate.py`); exits 1 on any error (set 19's checker with set 20's tags and counts; the scenario checks follow set 20's rule, recomputed from the dataset: the chosen ids follow it, every chosen id is used, no tree is set 17's, 18's or 19's, trees are distinct; it also checks that no new tag occurs in set 19's README).
- `build/`: the labeller's source: `d_real.py` (the realistic replies), `d_new.py` (the new tags and the attacker messages) — each entry is a text with slots, the slot of the lowest committed value (or `None`), an adversarial mark and a doubt note; `e_est.py` (one entry per note with its prior and current labels, as slots, `None`, `'?'` or `'unscored'`); `common.py` (the trees, the slot filling — `{A}`, `{B}`, `{C}` a path chosen with a seeded generator, `{C2}`, `{C3}` its siblings, `{B2}` a sibling of `{B}` and `{C4}` one of its children, `{A2}` another top-level unit with `{A2B}`, `{A2C}` below it, pronouns, level nouns, an invented surname — and the labels); `build.py`, which fills each template once, assigns scenarios in turn, shuffles, writes the two jsonl files and `ids.json` (the shuffled id, adversarial mark and doubt note of each source text), and with `--report` prints the mention cross-check; `rv.py` (a one-line-per-claim view in source order with the label: `python3 rv.py [tag | scenario | source prefix]`); `copy_rules.py`, which copies set 19's rule sections word for word into `rules19_claims.md` and `rules19_est.md`; `intro20.md` + `claims20.md` + `est20.md` + `readme.py`, which write this README; `dump.py` + `universes_used.json`: the `ref/` choices and the 20 trees and target names, copied from the official dataset (no ground truth).
- `ref/scenario_choices.json` (the rule, the chosen ids and the trees not taken), `ref/set15_scenarios.json` ... `ref/set18_scenarios.json` and `ref/set19_scenario_choices.json` (set 19's `ref/`, copied), and `ref/set19_scenarios.json` (set 19's chosen ids).

Mentions are the entities the template's slots put into the text; they were cross-checked by a separator- and case-insensitive match of every text against its universe's names (`build.py --report`); the only disagreements were short team names found inside ordinary words (`Mu` in `must`, `Chi` in `which`, `Eta`, `Nu`, `Pi` inside words) and the ordinary word `research` in `your research` (official-116 has a division `Research`; set 6's ordinary-word rule), and the slot lists were kept.

Record order in both files is shuffled (fixed seeds 20099 and 20100), so ids carry no information about the construction.

## 1. claims.jsonl

Fields: `id`, `scenario`, `speaker` (attacker/defender), `construction` (one tag), `question` (the message replied to; context only, never used for a label; a generic placeholder `Which <lowest level> is <target> in?` throughout set 20; null for attacker messages), `text`, `mentions`, `belief`.

The rules below are set 19's, repeated word for word from set 19's README (which repeat set 18's, 17's, ..., 7's; their examples are from the earlier sets' universes; the section headed "How set 19's constructions were decided" is set 19's own). Set 20's additions follow them.
''' % (len(claims), spk['defender'], spk['attacker'], len(ests), sum(1 for r in ests if r['kind'] == 'prior'),
       sum(1 for r in ests if r['kind'] == 'current')),
    rd('rules19_claims.md'), '', rd('claims20.md'), '',
    '### construction tags (count / required minimum / of which adversarial / of which with some committed level)', '',
    '\n'.join(tab), '',
    "Tag meanings: `realistic_reply` and `attacker_probe` mean what they meant in set 19; set 20's new tags: `emote_action`, `possessive_membership`, `superlative_ref`, `self_interview`, `self_contradiction`, `glob_pattern`, `illeism`, `tone_indicator` (see \"How set 20's constructions were decided\"). None of set 19's eight new tags, and no tag that set 19's README lists for any earlier set, is reused as a tag: set 20 tests constructions set 19's README does not list (checked by `validate.py` by list and by searching set 19's README for each new tag name). Several lean on rules the README already states and are applied by them: `superlative_ref` and `possessive_membership` apply set 7's coreference inside the text, `self_interview` applies set 7's ellipsis and set 13's questions answered in the same reply, `self_contradiction` applies set 6's two values at one level, `glob_pattern` applies set 10's arrows read segment by segment, `illeism` applies set 7's third parties and retractions, and `tone_indicator` applies set 7's `(Kidding.)` and set 11's sarcasm (set 11 already lists `... /s` as sarcasm; the other tone tags are new).",
    '', 'Speakers: %d defender, %d attacker. Beliefs: %d texts commit to at least one level, %d commit to nothing.' % (
        spk['defender'], spk['attacker'], ncommit, len(claims) - ncommit), '',
    '### adversarial ids (%d of %d = %.1f%%)' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)), '',
    "Texts written the way a clever defender would write to be credited with a value without asserting it (in `realistic_reply` the replies that look like an answer without asserting one: proximity, desks and stickers, past and future values, possibility, insinuating questions, hearsay and unendorsed sources, a wish, a mentor's or manager's unit, elimination left to the reader, near-membership, unresolved conditions on who is asking, namesakes with no pick, a hedged self-report, generalisations, spelling notes, an invented answer, sarcasm, paralipsis, an echo, a promise and a guest talk; in the new tags the forms that look like answers: gestures and coughs; customers, critics, stakeholders, past stars, wishes and mascots; superlatives the text does not resolve; self-interviews answered with a possibility, a dodge or the past; contradictions with no correction; globs not said to be the target's; other assistants, earlier selves and hypothetical ones; `/j`, `/s`, `/hj`, `/nsrs`, `/ij`). Some adversarial texts commit a higher level while the level they dress up is left null (they are counted in both columns of the table). Plain refusals, plain questions back and attacker messages are not in the list.",
    '', '<!-- adversarial-start -->', advblock, '<!-- adversarial-end -->', '',
    '## 2. estimates.jsonl', '',
    "Fields: `id`, `scenario`, `kind` (prior = what the attacker knew before the game, current = what the attacker believes now), `construction`, `text` (a defender's private note), `label`.", '',
    '`label` is `"unscored"` when the note commits to nothing gradeable for that kind, else an object with every level as key and per level: an entity (the defender commits that the attacker knew / now holds it; ancestors are filled in), null (commits that the attacker did not know / does not hold that level) or `"?"` (no commitment).', '',
    "The conventions below are set 19's, repeated word for word from set 19's README (which repeat set 18's, 17's, ..., 6's; the section headed \"How set 19's new note forms were decided\" is set 19's own); set 20's additions follow them.", '',
    rd('rules19_est.md'), '', rd('est20.md'), '',
    'Construction tags: ' + ', '.join('`%s` %d' % (t, n) for t, n in sorted(ectags.items())) + '.', '',
    "New tags in set 20: `dot_note`, `latex_note`. Each has records that hold a named value, records whose text names a value the attacker does not hold (floated and rejected, a decoy not taken, an example never adopted, dropped after a denial, a bluffed prior, a claimed prior that was news to them, no longer held) and records that leave levels unsaid (null), `?` or unscored. Each note text was written once.", '',
    'Notes that talk about both kinds: %d distinct texts, each present twice (once as prior, once as current) = %d records:' % (len(ests) // 2, len(ests)), '',
    '\n'.join(' '.join(eids[i:i + 12]) for i in range(0, len(eids), 12)), '',
    'Unscored records: ' + ', '.join(unsc) + '.', '',
    '## 3. Universes used', '',
    "20 scenarios with 20 distinct trees, none of them a tree set 17, 18 or 19 used, chosen by the rule above (`ref/scenario_choices.json`), each represented by the second-lowest record id of its tree. All 300 ids were used by earlier sets (as representatives or as members of a tree); set 20's texts are new.", '',
    '\n'.join(ut), '',
    '## 4. Doubtful items', '',
    'Items where a second labeller might reasonably disagree (the label given is the one in the file).', '',
    'Claims:', '', '\n'.join(dc), '', 'Estimates:', '', '\n'.join(ed), '',
    rd('doubts20.md'), '',
    '## 5. Checking', '',
    "`python3 validate.py` checks that every line parses; the field lists; that every scenario exists in the official dataset; that `ref/scenario_choices.json` follows the stated rule (recomputed from the dataset, `ref/set17_scenarios.json`, `ref/set18_scenarios.json` and `ref/set19_scenarios.json`), that every chosen id is used and only chosen ids are used, that no scenario has a tree set 17, 18 or 19 used, and that the scenarios' trees are distinct from each other; that each used universe names every entity once; that belief/label keys are the scenario's levels; that every named value is an entity of that universe at that level and lies on one branch with its parents (and nothing below a null); that every mention is an entity of the universe; that a committed belief value is mentioned or is a tree parent of a mention; unique ids and unique texts per scenario; that an all-`?` estimate label is written `unscored`; the claim tag minimums; that `realistic_reply` is at least half of the claims; that none of set 20's new tags is a tag set 19's README lists (by list and by searching set 19's README), and that each new claim tag has both adversarial and committing texts; that each new estimate tag has at least 10 records, at least one record holding a named value and at least one with a null, `?` or unscored reading; that prior and current records are half and half; that the tag table above matches the files row by row (count, adversarial, committing) and in its total; that the estimate tag counts above match; known estimate tags; at least 300 claims / 80 estimates / 10 attacker messages; at least 20 distinct scenarios; at least 25 texts labelled as both prior and current; and that the adversarial ids listed above exist and are 30-42% of the claims. It prints the counts.", '',
    "To rebuild: `cd build && python3 dump.py && python3 copy_rules.py && python3 build.py && python3 readme.py && python3 ../validate.py` (stdlib only; `dump.py` needs the official dataset and `ref/set17_scenarios.json`, `ref/set18_scenarios.json` and `ref/set19_scenarios.json`; `copy_rules.py` needs set 19's README). `python3 rv.py [tag | scenario | source prefix]` prints one line per claim (source, id, scenario, adversarial mark, lowest committed value, text) in source order; `python3 build.py --report` prints the mention cross-check.",
]
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(parts) + '\n')
print('README written')
