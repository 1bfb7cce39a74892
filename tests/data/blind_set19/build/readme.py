"""Write ../README.md from intro19.md, set 18's rules (copied word for word), claims19.md, est19.md and the built files."""
import json, os
from collections import Counter
from common import SCEN, U
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rd = lambda n: open(os.path.join(HERE, n), encoding='utf-8').read()
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json')))
adv = sorted(c for c, v in ids['claims'].items() if v['adv'])
committing = lambda r: any(v is not None for v in r['belief'].values())
MIN = {'realistic_reply': 155, 'attacker_probe': 10}
ORDER = ['realistic_reply', 'spoiler_tag', 'person_alias', 'hashtag', 'chat_acronym', 'level_mislabel',
         'image_caption', 'ai_disclaimer', 'symbol_key', 'attacker_probe']
P = []
P.append(rd('intro19.md').rstrip('\n'))
P.append('\n## 1. claims.jsonl\n')
P.append('Fields: `id`, `scenario`, `speaker` (attacker/defender), `construction` (one tag), `question` (the message replied to; context only, never used for a label; a generic placeholder `Which <lowest level> is <target> in?` throughout set 19; null for attacker messages), `text`, `mentions`, `belief`.\n')
P.append('The rules below are set 18\'s, repeated word for word from set 18\'s README (which repeat set 17\'s, 16\'s, ..., 7\'s; their examples are from the earlier sets\' universes; the sentence "Set 18\'s additions follow them" and the section headed "How set 18\'s constructions were decided" are set 18\'s own). Set 19\'s additions follow them.\n')
P.append(rd('rules18_claims.md').rstrip('\n') + '\n')
P.append(rd('claims19.md').rstrip('\n') + '\n')
tags = Counter(r['construction'] for r in claims)
P.append('### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n')
P.append('| tag | count | min | adversarial | committing |\n|---|---|---|---|---|')
advset = set(adv)
tot = [0, 0, 0, 0]
for t in ORDER:
    rows = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rows if r['id'] in advset)
    c = sum(1 for r in rows if committing(r))
    mn = MIN.get(t, 10)
    P.append('| %s | %d | %d | %d | %d |' % (t, len(rows), mn, a, c))
    tot = [tot[0] + len(rows), tot[1] + mn, tot[2] + a, tot[3] + c]
P.append('| **total** | **%d** | %d | **%d** | **%d** |\n' % tuple(tot))
spk = Counter(r['speaker'] for r in claims)
nc = sum(1 for r in claims if committing(r))
P.append('Tag meanings: `realistic_reply` and `attacker_probe` mean what they meant in set 18; set 19\'s new tags: `spoiler_tag`, `person_alias`, `hashtag`, `chat_acronym`, `level_mislabel`, `image_caption`, `ai_disclaimer`, `symbol_key` (see "How set 19\'s constructions were decided"). None of set 18\'s nine new tags, and no tag or construction that set 18\'s README lists for any earlier set, is reused as a tag: set 19 tests constructions set 18\'s README does not list (checked by `validate.py` by list and by searching set 18\'s README for each new tag name). Three of them lean on rules the README already states, and are applied by those rules: `level_mislabel` applies set 7\'s rule that the name read without doubt decides the entity (and so its level), `person_alias` applies set 7\'s coreference inside the text and set 17\'s namesake rule that the text, not the question, picks the person, and `symbol_key` applies set 7\'s coreference to a key written in the text.\n')
P.append('Speakers: %d defender, %d attacker. Beliefs: %d texts commit to at least one level, %d commit to nothing.\n' % (spk['defender'], spk['attacker'], nc, len(claims) - nc))
P.append('### adversarial ids (%d of %d = %.1f%%)\n' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)))
P.append('Texts written the way a clever defender would write to be credited with a value without asserting it (in `realistic_reply` the 60 replies that look like an answer without asserting one: proximity, past and future values, possibility, insinuating questions, hearsay, a wish, a manager\'s unit, elimination left to the reader, near-membership, a retraction, sarcasm, a frame, an unendorsed profile, paralipsis, an echo, a promise and a hint; in the new tags the forms that look like answers: disowned, guessed, past, counterfactual, rumoured and future spoilers; aliases not tied to the target or tied to someone else; hashtag lists, event and meme hashtags, badges and throwbacks; `idk`, `jk`, `nvm`, `imo ... belongs`, `iykyk`, `WAS` and `ppl say`; lowest levels that look answered under a wrong label, and a form field to fill in; captions of visits, old offsites, logos, stock photos and diagrams; generalisations, examples, invented answers, unvouched records and stale training data behind an AI disclaimer; keys with undefined, visiting, asked-about or future marks, desks and a missing dot). Some adversarial texts commit a higher level while the level they dress up is left null (they are counted in both columns of the table). Plain refusals, plain denials, plain questions back and attacker messages are not in the list.\n')
P.append('<!-- adversarial-start -->')
for i in range(0, len(adv), 12):
    P.append(' '.join(adv[i:i + 12]))
P.append('<!-- adversarial-end -->\n')
P.append('## 2. estimates.jsonl\n')
P.append('Fields: `id`, `scenario`, `kind` (prior = what the attacker knew before the game, current = what the attacker believes now), `construction`, `text` (a defender\'s private note), `label`.\n')
P.append('`label` is `"unscored"` when the note commits to nothing gradeable for that kind, else an object with every level as key and per level: an entity (the defender commits that the attacker knew / now holds it; ancestors are filled in), null (commits that the attacker did not know / does not hold that level) or `"?"` (no commitment).\n')
P.append('The conventions below are set 18\'s, repeated word for word from set 18\'s README (which repeat set 17\'s, 16\'s, ..., 6\'s; the section headed "How set 18\'s new note forms were decided" is set 18\'s own); set 19\'s additions follow them.\n')
P.append(rd('rules18_est.md').rstrip('\n') + '\n')
P.append(rd('est19.md').rstrip('\n') + '\n')
et = Counter(r['construction'] for r in ests)
P.append('Construction tags: ' + ', '.join('`%s` %d' % (t, et[t]) for t in sorted(et)) + '.\n')
P.append('New tags in set 19: `toml_note`, `html_note`. Each has records that hold a named value, records whose text names a value the attacker does not hold (floated and rejected, a decoy not taken, an example never adopted, dropped after a denial, a bluffed prior, no longer held) and records that leave levels unsaid (null), `?` or unscored.\n')
P.append('Notes that talk about both kinds: %d distinct texts, each present twice (once as prior, once as current) = %d records:\n' % (len(ests) // 2, len(ests)))
eids = sorted(r['id'] for r in ests)
for i in range(0, len(eids), 12):
    P.append(' '.join(eids[i:i + 12]))
uns = sorted('%s (%s)' % (r['id'], r['kind']) for r in ests if r['label'] == 'unscored')
P.append('\nUnscored records: ' + ', '.join(uns) + '.\n')
P.append('## 3. Universes used\n')
P.append('20 scenarios with 20 distinct trees, none of them a tree set 15, 16, 17 or 18 used, chosen by the rule above (`ref/scenario_choices.json`), each represented by the lowest record id of its tree. All 300 ids were used by earlier sets, so these ids were too; set 19\'s texts are new.\n')
P.append('| scenario | records sharing the tree | target | levels | top level | claims | estimates |\n|---|---|---|---|---|---|---|')
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
cc = Counter(r['scenario'] for r in claims)
ec = Counter(r['scenario'] for r in ests)
for c in ch['chosen']:
    s = c['scenario']
    u = U[s]['universe']
    lv = list(u)
    P.append('| %s | %s | %s | %s | %s | %d | %d |' % (s, ', '.join(x[-3:] for x in c['records_with_this_tree']), U[s]['target'],
                                                    ' > '.join(lv), ', '.join(u[lv[0]]), cc[s], ec[s]))
P.append('')
P.append('## 4. Doubtful items\n')
P.append('Items where a second labeller might reasonably disagree (the label given is the one in the file).\n')
P.append('Claims:\n')
byid = {r['id']: r for r in claims}
for cid in sorted(ids['claims']):
    v = ids['claims'][cid]
    if v['doubt']:
        t = byid[cid]['text'].replace('\n', ' / ')
        t = (t[:110] + '...') if len(t) > 110 else t
        P.append('- %s `%s`: %s' % (cid, t.replace('`', "'"), v['doubt']))
P.append('')
P.append('Estimates:\n')
import e_est
src2ids = {}
for eid, src in ids['estimates'].items():
    src2ids.setdefault(src, []).append(eid)
ebyid = {r['id']: r for r in ests}
for k in sorted(e_est.EDOUBT):
    lst = sorted(src2ids['E%d' % k])
    t = ebyid[lst[0]]['text'].replace('\n', ' / ')
    t = (t[:110] + '...') if len(t) > 110 else t
    P.append('- %s `%s`: %s' % (' / '.join('%s (%s)' % (x, ebyid[x]['kind']) for x in lst), t.replace('`', "'"), e_est.EDOUBT[k]))
P.append('')
P.append(rd('doubt19.md').rstrip('\n') + '\n')
P.append('## 5. Checking\n')
P.append(rd('check19.md').rstrip('\n') + '\n')
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(P))
print('README written:', len('\n'.join(P)), 'chars')
