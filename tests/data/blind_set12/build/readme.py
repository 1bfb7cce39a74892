#!/usr/bin/env python3
"""Write ../README.md from ids.json, the jsonl files and the rule texts (stdlib only)."""
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
NEW_TAGS = ['sarcasm', 'guess_confirm', 'elimination', 'roleplay', 'comparison', 'timeline', 'numbered_list',
            'code_block', 'quoted_log', 'nickname', 'spelling', 'probability', 'same_as_before',
            'transcript_split']
MINS = dict({'realistic_reply': 160, 'attacker_probe': 10}, **{t: 8 for t in NEW_TAGS})
NEW_EST = ['yaml_note', 'scorecard', 'dated_log']


def jl(name):
    return [json.loads(x) for x in open(os.path.join(OUT, name), encoding='utf-8')]


def short(t, n=110):
    t = t.replace('\n', ' / ').replace('`', "'")
    return t if len(t) <= n else t[:n] + '...'


def wrap_ids(ids, per=12):
    return '\n'.join(' '.join(ids[i:i + per]) for i in range(0, len(ids), per))


def main():
    meta = json.load(open(os.path.join(HERE, 'ids.json'), encoding='utf-8'))
    uni = json.load(open(os.path.join(HERE, 'universes_used.json'), encoding='utf-8'))
    claims = jl('claims.jsonl')
    ests = jl('estimates.jsonl')
    adv = sorted(c for c, m in meta['claims'].items() if m['adv'])
    commit = lambda r: any(v is not None for v in r['belief'].values())
    tags = Counter(r['construction'] for r in claims)
    spk = Counter(r['speaker'] for r in claims)
    ncommit = sum(1 for r in claims if commit(r))
    real_adv = sum(1 for r in claims if r['construction'] == 'realistic_reply' and r['id'] in adv)
    kinds = Counter(r['kind'] for r in ests)
    etags = Counter(r['construction'] for r in ests)
    out = []
    w = out.append
    w(open(os.path.join(HERE, 'head.md'), encoding='utf-8').read().format(
        n_claims=len(claims), n_real=tags['realistic_reply'], real_adv=real_adv, n_def=spk['defender'],
        n_att=spk['attacker'], n_est=len(ests), n_prior=kinds['prior'], n_cur=kinds['current']))
    w('## 1. claims.jsonl\n')
    w("Fields: `id`, `scenario`, `speaker` (attacker/defender), `construction` (one tag), `question` (the message "
      "replied to; context only, never used for a label; a generic placeholder `Which <lowest level> is <target> "
      "in?` unless the reply needs the attacker's guess to read naturally; null for attacker messages), `text`, "
      "`mentions`, `belief`.\n")
    w("The rules below are set 11's, repeated word for word from set 11's README (which repeat set 10's, 9's, 8's "
      "and 7's; their examples are from the earlier sets' universes); set 12's additions follow them.\n")
    w(open(os.path.join(HERE, 'rules11_claims.md'), encoding='utf-8').read())
    w(open(os.path.join(HERE, 'claims12.md'), encoding='utf-8').read())
    w('### construction tags (count / required minimum / of which adversarial / of which with some committed '
      'level)\n')
    w('| tag | count | min | adversarial | committing |\n|---|---|---|---|---|')
    order = ['realistic_reply'] + NEW_TAGS + ['attacker_probe']
    for t in order:
        a = sum(1 for r in claims if r['construction'] == t and r['id'] in adv)
        c = sum(1 for r in claims if r['construction'] == t and commit(r))
        w('| %s | %d | %d | %d | %d |' % (t, tags[t], MINS[t], a, c))
    w('| **total** | **%d** | 320 | **%d** | **%d** |\n' % (len(claims), len(adv), ncommit))
    w('Tag meanings: `realistic_reply` and `attacker_probe` mean what they meant in set 11; set 12\'s new tags: '
      + ', '.join('`%s`' % t for t in NEW_TAGS) + ' (see "How set 12\'s constructions were decided"). None of '
      'set 11\'s eleven new tags is reused: set 12 tests constructions set 11 did not list.\n')
    w('Speakers: %d defender, %d attacker. Beliefs: %d texts commit to at least one level, %d commit to '
      'nothing.\n' % (spk['defender'], spk['attacker'], ncommit, len(claims) - ncommit))
    w('### adversarial ids (%d of %d = %.1f%%)\n' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)))
    w("Texts written the way a clever defender would write to be credited with a value without asserting it (in "
      "`realistic_reply` the %d replies that look like an answer without asserting one; in the new tags the null "
      "forms that look like answers: mock agreement, confirmations that name nothing, elimination without a named "
      "result, values inside frames, comparisons that place someone else, timelines ending in the past or future, "
      "unticked or questioned lists, fixtures and drafts in code blocks, unvouched quoted logs, nicknames that are "
      "not units, broken-off or retracted spellings, low probabilities, `same as` without an antecedent, values "
      "only in the attacker's quoted turns). Controls that do assert are not listed, nor are two-value answers "
      "(common parent kept), plain denials, refusals and plain questions back. All adversarial items have an "
      "all-null belief.\n" % real_adv)
    w('<!-- adversarial-start -->\n%s\n<!-- adversarial-end -->\n' % wrap_ids(adv))
    w('## 2. estimates.jsonl\n')
    w("Fields: `id`, `scenario`, `kind` (prior = what the attacker knew before the game, current = what the "
      "attacker believes now), `construction`, `text` (a defender's private note), `label`.\n")
    w("`label` is `\"unscored\"` when the note commits to nothing gradeable for that kind, else an object with "
      "every level as key and per level: an entity (the defender commits that the attacker knew / now holds it; "
      "ancestors are filled in), null (commits that the attacker did not know / does not hold that level) or "
      "`\"?\"` (no commitment).\n")
    w("The conventions below are set 11's, repeated word for word from set 11's README (which repeat set 10's, "
      "9's, 8's, 7's and 6's); set 12's additions follow them.\n")
    w(open(os.path.join(HERE, 'rules11_est.md'), encoding='utf-8').read())
    w(open(os.path.join(HERE, 'est12.md'), encoding='utf-8').read())
    w('Construction tags: ' + ', '.join('`%s` %d' % (t, etags[t]) for t in sorted(etags)) + '.\n')
    w('New tags in set 12: ' + ', '.join('`%s`' % t for t in NEW_EST) + '. Each has records that hold a named '
      'value and records whose text names a value the attacker does not hold (floated, denied, rejected, '
      'laughed off, dropped, or only asked about).\n')
    by_text = {}
    for r in ests:
        by_text.setdefault((r['scenario'], r['text']), []).append(r['id'])
    both = sorted(i for ids in by_text.values() if len(ids) == 2 for i in ids)
    w('Notes that talk about both kinds: %d distinct texts, each present twice (once as prior, once as current) '
      '= %d records:\n' % (len(both) // 2, len(both)))
    w(wrap_ids(both) + '\n')
    uns = sorted(r['id'] for r in ests if r['label'] == 'unscored')
    w('Unscored records: ' + ', '.join(uns) + '.\n')
    w('## 3. Universes used\n')
    w('%d scenarios, all unused by earlier sets, with %d distinct trees. All 83 trees that still have an unused '
      'id have the same number of earlier uses (2, the fewest; `ref/scenario_choices.json`) and one unused id '
      'each; set 12 takes the 22 with the lowest ids.\n' % (len(uni), len(uni)))
    w('| scenario | target | levels | top level | claims | estimates |\n|---|---|---|---|---|---|')
    cc = Counter(r['scenario'] for r in claims)
    ec = Counter(r['scenario'] for r in ests)
    for sc in sorted(uni):
        u = uni[sc]['universe']
        lv = list(u)
        w('| %s | %s | %s | %s | %d | %d |' % (sc, uni[sc]['target'], ' > '.join(lv), ', '.join(u[lv[0]]),
                                               cc[sc], ec[sc]))
    w('\n## 4. Doubtful items\n')
    w('Items where a second labeller might reasonably disagree (the label given is the one in the file).\n')
    w('Claims:\n')
    for cid in sorted(meta['claims']):
        m = meta['claims'][cid]
        if m['doubt']:
            w('- %s `%s`: %s' % (cid, short(m['text']), m['doubt']))
    w('\nEstimates:\n')
    seen = {}
    for eid in sorted(meta['estimates']):
        m = meta['estimates'][eid]
        if m['doubt']:
            seen.setdefault((m['scenario'], m['text']), []).append('%s (%s)' % (eid, m['kind']))
    for (sc, text), ids in seen.items():
        doubt = next(meta['estimates'][i.split()[0]]['doubt'] for i in ids)
        w('- %s `%s`: %s' % (' / '.join(ids), short(text), doubt))
    w('')
    w(open(os.path.join(HERE, 'tail.md'), encoding='utf-8').read())
    open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(out))
    print('README written')


if __name__ == '__main__':
    main()
