#!/usr/bin/env python3
"""Writes ../README.md from intro22.md, rules21_claims.md (set 21's rules, copied by copy_rules.py), claims22.md,
rules21_est.md, est22.md and the built files (counts, adversarial ids, doubtful items)."""
import json, os
from collections import Counter
import d_new
from common import UNI, tree, NOUN

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json')))
cid, eid = ids['claims'], ids['estimates']
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
read = lambda n: open(os.path.join(HERE, n), encoding='utf-8').read()

tags = Counter(c['construction'] for c in claims)
spk = Counter(c['speaker'] for c in claims)
kinds = Counter(e['kind'] for e in ests)
committing = lambda c: any(v is not None for v in c['belief'].values())
adv = sorted(k for k, v in cid.items() if v['adversarial'])
vals = {'{n_real}': tags['realistic_reply'], '{n_claims}': len(claims), '{n_att}': spk['attacker'], '{n_def}': spk['defender'],
        '{n_est}': len(ests), '{n_prior}': kinds['prior'], '{n_cur}': kinds['current'],
        '{n_trees}': ch['trees_total'], '{n_left}': ch['trees_left']}
intro = read('intro22.md')
for k, v in vals.items():
    intro = intro.replace(k, str(v))

MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply'] + d_new.TAGS + ['attacker_probe']
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
for t in order:
    rows.append('| %s | %d | %d | %d | %d |' % (t, tags[t], MIN.get(t, 12), sum(1 for c in claims if c['construction'] == t and c['id'] in adv),
                                              sum(1 for c in claims if c['construction'] == t and committing(c))))
rows.append('| **total** | **%d** | %d | **%d** | **%d** |' % (len(claims), sum(MIN.get(t, 12) for t in order), len(adv),
                                                            sum(1 for c in claims if committing(c))))
ncom = sum(1 for c in claims if committing(c))


def idblock(lst):
    return '\n'.join(' '.join(lst[i:i + 12]) for i in range(0, len(lst), 12))


claims_part = (
    read('rules21_claims.md') + read('claims22.md') +
    '\n### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n\n' +
    '\n'.join(rows) + '\n\n' +
    'Tag meanings: `realistic_reply` and `attacker_probe` mean what they meant in set 21; set 22\'s new tags: ' +
    ', '.join('`%s`' % t for t in d_new.TAGS) + ' (see "How set 22\'s constructions were decided"). None of set 21\'s eight new tags, and no tag that set 21\'s README lists for any earlier set, is reused as a tag: set 22 tests constructions set 21\'s README does not list (checked by `validate.py` by list and by searching set 21\'s README for each new tag name). Several lean on rules the README already states and are applied by them: `countdown` applies set 8\'s sentence-by-sentence reading, set 6\'s self-corrections and ellipsis and set 7\'s retractions; `http_status` applies set 8\'s URL rule and temporal paths and set 7\'s third parties; `admonition` applies set 7\'s quoted-text and example rules and set 6\'s evidentials; `receipt` applies set 6\'s key-value lines and set 7\'s status marks and retractions; `tweet_thread` applies set 8\'s sentence-by-sentence reading and set 21\'s edit lines; `progress_bar` applies set 6\'s hedges and set 7\'s candidate lists; `ivr_menu` applies set 7\'s candidate lists (no pick: not even the parent); `search_snippet` applies set 7\'s endorsed and unendorsed third parties.\n\n' +
    'Speakers: %d defender, %d attacker. Beliefs: %d texts commit to at least one level, %d commit to nothing.\n\n' % (spk['defender'], spk['attacker'], ncom, len(claims) - ncom) +
    '### adversarial ids (%d of %d = %.1f%%)\n\n' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)) +
    'Texts written the way a clever defender would write to be credited with a value without asserting it (in `realistic_reply` the replies that look like an answer without asserting one — lunch and desks, past and future values, possibility and low odds, insinuating questions, hearsay and stale sources, wishes, a manager\'s unit, helping out and overlap, elimination left to the reader, near-membership, unresolved conditions, namesakes with no pick, paralipsis, sarcasm, echoes, not contradicting, retractions, counterfactuals, vibes; in the new tags the forms that look like answers: abandoned, future, negative and retracted countdowns; refusing, gone, teapot, redirecting, cached, accepted and multiple-choice status codes; unverified, pointing, example, deprecated, counterfactual and rumour call-outs; refunded, sample, back-ordered, void, undecided and returned receipt lines; withdrawn, hot-take, disowned, rumour, cliffhanger, insinuating and past threads; cancelled, in-progress, unpicked, file-name and unverified progress bars; unpicked, transferring, past, every-team, misheard and hold-music menus; unendorsed, asked, suggested, past, cached and one-of-three search results). Some adversarial texts commit a higher level while the level they dress up is left null, or keep a common parent of two values (they are counted in both columns of the table). Plain refusals, denials, plain questions back and attacker messages are not in the list.\n\n'
    '<!-- adversarial-start -->\n' + idblock(adv) + '\n<!-- adversarial-end -->\n')

# estimates
etags = Counter(e['construction'] for e in ests)
by_text = {}
for e in ests:
    by_text.setdefault((e['scenario'], e['text']), []).append(e)
both = sorted(e['id'] for v in by_text.values() if sorted(x['kind'] for x in v) == ['current', 'prior'] for e in v)
unsc = ['%s (%s)' % (e['id'], e['kind']) for e in ests if e['label'] == 'unscored']
est_part = (
    '\n\n## 2. estimates.jsonl\n\n'
    'Fields: `id`, `scenario`, `kind` (prior = what the attacker knew before the game, current = what the attacker believes now), `construction`, `text` (a defender\'s private note), `label`.\n\n'
    'The conventions below are set 21\'s, copied word for word from set 21\'s README by `build/copy_rules.py` (its framing sentences included: "Set 21\'s additions follow them" is set 21 speaking; the section headed "How set 21\'s new note forms were decided" is set 21\'s own). Set 22\'s additions follow them, under "How set 22\'s new note forms were decided".\n\n'
    + read('rules21_est.md') + read('est22.md') +
    '\nConstruction tags: ' + ', '.join('`%s` %d' % (t, n) for t, n in sorted(etags.items())) + '.\n\n'
    'New tags in set 22: `pydict_note`, `mailhdr_note`. Each has records that hold a named value, records whose text names a value the attacker does not hold (floated and rejected, a decoy not taken, an example never adopted, dropped after a denial, a bluffed prior, a claimed prior that was news to them, no longer held) and records that leave levels unsaid (null), `?` or unscored. Each note text was written once.\n\n'
    'Notes that talk about both kinds: %d distinct texts, each present twice (once as prior, once as current) = %d records:\n\n' % (len(both) // 2, len(both)) +
    idblock(both) + '\n\nUnscored records: ' + ', '.join(unsc) + '.\n')

# universes
urows = ['| scenario | records sharing the tree | target | levels | top level | claims | estimates |', '|---|---|---|---|---|---|---|']
cc = Counter(c['scenario'] for c in claims)
ec = Counter(e['scenario'] for e in ests)
for c in ch['chosen']:
    sc = c['scenario']
    L, u = tree(sc)
    urows.append('| %s | %s | %s | %s | %s | %d | %d |' % (sc, ', '.join(x[-3:] for x in c['records_with_this_tree']), UNI[sc]['target'],
                                                         ' > '.join(L), ', '.join(u[L[0]]), cc[sc], ec[sc]))
uni_part = ('\n## 3. Universes used\n\n20 scenarios with 20 distinct trees, none of them a tree set 19, 20 or 21 used, chosen by the rule above (`ref/scenario_choices.json`), each represented by the lowest record id of its tree. All 300 ids were used by earlier sets (as representatives or as members of a tree); set 22\'s texts are new.\n\n' + '\n'.join(urows) + '\n')

# doubtful
byid = {c['id']: c for c in claims}
dl = []
for k in sorted(cid):
    d = cid[k]['doubt']
    if d:
        c = byid[k]
        t = c['text'].replace('\n', ' / ')
        dl.append('- %s (`%s`) `%s`: %s.' % (k, c['construction'], t[:160] + ('...' if len(t) > 160 else ''), d.rstrip('.')))
eb = {e['id']: e for e in ests}
edl, seen = [], set()
for k in sorted(eid):
    d = eid[k]['doubt']
    if d and eid[k]['src'] not in seen:
        seen.add(eid[k]['src'])
        pair = sorted(x for x in eid if eid[x]['src'] == eid[k]['src'])
        e = eb[k]
        t = e['text'].replace('\n', ' / ')
        edl.append('- %s: %s `%s`: %s.' % (' / '.join('%s (%s)' % (p, eb[p]['kind']) for p in pair), e['construction'],
                                          t[:130] + ('...' if len(t) > 130 else ''), d.rstrip('.')))
doubt_part = ('\n## 4. Doubtful items\n\nItems where a second labeller might reasonably disagree (the label given is the one in the file), with the reason. Some notes below only record which rule decided a label.\n\nClaims:\n\n' +
              '\n'.join(dl) + '\n\nEstimates:\n\n' + '\n'.join(edl) + '\n\n' + read('doubt22.md'))
check_part = read('check22.md')
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(intro + claims_part + est_part + uni_part + doubt_part + check_part)
print('README written', len(adv), 'adversarial')
