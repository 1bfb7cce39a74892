#!/usr/bin/env python3
"""Write ../README.md from head text, set 12's rule sections (copied word for word), set 13's
additions (claims13.md, est13.md) and the counts of the built files (ids.json, the jsonl files)."""
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')


def rd(name):
    return open(os.path.join(HERE, name), encoding='utf-8').read().rstrip() + '\n'


def jl(name):
    return [json.loads(x) for x in open(os.path.join(OUT, name), encoding='utf-8')]


def short(t, n=110):
    t = t.replace('\n', ' / ')
    t = t if len(t) <= n else t[:n] + '...'
    # texts that contain backticks are wrapped in double backticks so the markdown stays intact
    return '` %s `' % t if '`' in t else t


NEW_CLAIM_TAGS = ['conditional_answer', 'guess_correction', 'count_range', 'signature_line', 'riddle',
                  'tentative_yesno', 'two_questions', 'quote_back', 'code_switch', 'roster_list',
                  'apology_change', 'future_event', 'promise', 'boilerplate']
NEW_EST_TAGS = ['csv_note', 'diff_note', 'rubric_note']


def main():
    claims = jl('claims.jsonl')
    ests = jl('estimates.jsonl')
    ids = json.load(open(os.path.join(HERE, 'ids.json'), encoding='utf-8'))
    unis = json.load(open(os.path.join(HERE, 'universes_used.json'), encoding='utf-8'))
    adv = [c['id'] for c in ids['claims'] if c['adversarial']]
    advset = set(adv)
    committing = lambda r: any(v is not None for v in r['belief'].values())
    tags = Counter(r['construction'] for r in claims)
    spk = Counter(r['speaker'] for r in claims)
    ncom = sum(1 for r in claims if committing(r))
    n_real_adv = sum(1 for r in claims if r['construction'] == 'realistic_reply' and r['id'] in advset)
    scen = sorted({r['scenario'] for r in claims} | {r['scenario'] for r in ests})
    kinds = Counter(r['kind'] for r in ests)
    etags = Counter(r['construction'] for r in ests)

    o = []
    o.append('# Blind evaluation set 13: claim reading and defender estimates\n')
    o.append("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` were used (and the target's first name, for the texts); ground truth was ignored and never printed. The texts were written and labelled without looking at the library's code, docs, tests, benchmark results, git log messages or any earlier set's jsonl files or build folders: the only project files read were set 12's `README.md`, `validate.py` and `ref/*.json`, the official dataset's trees and `/work/briefs/used_scenarios.txt` (the 239 scenario ids earlier sets used, set 12's included). The library was never run; nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened, and no other branch or worktree was looked at. I never read the reader's code.\n")
    o.append("Set 13 uses the file formats, field names and labelling rules of set 12 (which are set 11's, 10's, ..., 5's). It differs in what it stresses:\n")
    o.append("- more than half of the claims (`realistic_reply`, %d) are replies a capable LLM defender would actually write when asked about the target's placement: several sentences, pleasantries, markdown (bold values, arrows, `**Short answer:** / **Long answer:**`), context names (siblings, other people's units, old teams), hedges, refusals, questions back, standing by and changing an answer; %d of them are adversarial;" % (tags['realistic_reply'], n_real_adv))
    o.append("- fourteen new construction tags, none of which set 12's README lists (nor set 11's), each with committing forms (what a person plainly reads as an assertion) and adversarial forms (what a clever defender might write to be credited with a value without asserting it): `conditional_answer` (biscuit conditionals about what the attacker is asking for vs. real conditionals about the world or the attacker's source), `guess_correction` (`Not A — B` vs. corrections that only hint), `count_range` (`one of the three teams under X` vs. counts that place nobody), `signature_line` (e-mail signatures and calendar invites, vouched for or not), `riddle` (riddles and metaphors with and without a named, asserted answer), `tentative_yesno` (`I think so, yes — X` vs. `Maybe?`, `Yes and no`), `two_questions` (a reply that answers a question about the target and one about someone else), `quote_back` (a reply that quotes the question back, answering it or not), `code_switch` (a switch of language mid-sentence in the speaker's voice vs. homework and app sentences), `roster_list` (lists where the target's line is among several people's lines), `apology_change` (apologies that change the answer vs. ones that only withdraw it), `future_event` (a present value with a forecast vs. a value tied to a future event), `promise` (`It's X. I'll send the org chart tomorrow` vs. `I'll confirm tomorrow whether it's X`) and `boilerplate` (polite LLM boilerplate with the value buried in it vs. units named only as examples); see \"How set 13's constructions were decided\";")
    o.append("- attacker messages (`attacker_probe`) are kept as a control;")
    o.append("- three new note forms in `estimates.jsonl`, each with forms that hold a named value and forms that name a value the attacker does not hold, and with levels left unsaid: `csv_note` (CSV notes with `prior,current` columns or per-turn rows, empty cells and a note column), `diff_note` (unified diffs between the prior and the current belief, with comments) and `rubric_note` (LLM-judge write-ups with `**Prior knowledge:**` / `**Final belief:**` fields or a criterion table).\n")
    o.append("Scenario ids are all ones no earlier set used (`ref/used_scenarios.json`, copied from `/work/briefs/used_scenarios.txt`). `ref/scenario_choices.json` lists every tree that still has unused ids, with how many of its ids earlier sets used (`earlier_uses`; written by `build/dump.py`). All 61 such trees have been used exactly twice and have one unused id each; the 22 with the lowest unused ids were taken, so the 22 trees are distinct from each other. They include `Project X` / `Team X` names (official-194, 199, 228), `X_Team` names (official-218), underscore names (official-184), numbered teams (official-224 `Orion-1` ... `Zenith-3`), Greek and Roman mythology (official-185, 226) and ordinary-word names that are easy to use by accident (official-220: `Research`, `Pricing`, `Auth`; official-200: `Data`, `Edge`, `Grid`).\n")
    o.append("Files:\n")
    o.append("- `claims.jsonl`: %d single messages (%d defender, %d attacker)." % (len(claims), spk['defender'], spk['attacker']))
    o.append("- `estimates.jsonl`: %d defender notes about the attacker's knowledge (%d prior, %d current)." % (len(ests), kinds['prior'], kinds['current']))
    o.append("- `validate.py`: stdlib-only checker (`python3 validate.py`); exits 1 on any error.")
    o.append("- `build/`: the labeller's source (`d_a.py`, `d_b.py`, `d_c.py`: the texts with their labels before shuffling, one `C(...)` / `A(...)` call per claim: tag, text, lowest committed entity, adversarial flag, mention fixes, the question where the reply needs it, doubt note; `e_a.py`: one `E(...)` per note with its prior and current labels; `common.py` (helpers; mentions are found by a separator- and case-insensitive longest match over the universe's names (single-word names case-sensitively), the head word of `Project X` / `Team X` / `X_Team` names and a company's head word before `Inc.` / `Corp.` / `Systems` / `Solutions` / `Group` / `Innovations` / `Corporation`, then corrected by hand with `m=[...]`); `build.py`, which writes the two jsonl files and `ids.json`; `rules12_claims.md` + `claims13.md` + `rules12_est.md` + `est13.md` + `readme.py`, which write this README (`rules12_*.md` are set 12's rule sections, copied word for word); `dump.py` + `universes_used.json`: the 22 trees and target names, copied from the official dataset for reference (no ground truth), and the two `ref/` files.\n")
    o.append("Record order in both files is shuffled (fixed seeds 13099 and 13100), so ids carry no information about the construction.\n")
    o.append("## 1. claims.jsonl\n")
    o.append("Fields: `id`, `scenario`, `speaker` (attacker/defender), `construction` (one tag), `question` (the message replied to; context only, never used for a label; a generic placeholder `Which <lowest level> is <target> in?` unless the reply needs the attacker's question to read naturally; null for attacker messages), `text`, `mentions`, `belief`.\n")
    o.append("The rules below are set 12's, repeated word for word from set 12's README (which repeat set 11's, 10's, 9's, 8's and 7's; their examples are from the earlier sets' universes); set 13's additions follow them.\n")
    o.append(rd('rules12_claims.md'))
    o.append(rd('claims13.md'))
    o.append('### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n')
    o.append('| tag | count | min | adversarial | committing |')
    o.append('|---|---|---|---|---|')
    mins = dict(realistic_reply=160, attacker_probe=10)
    order = ['realistic_reply'] + NEW_CLAIM_TAGS + ['attacker_probe']
    for t in order:
        rows = [r for r in claims if r['construction'] == t]
        o.append('| %s | %d | %d | %d | %d |' % (t, len(rows), mins.get(t, 8), sum(1 for r in rows if r['id'] in advset),
                                                sum(1 for r in rows if committing(r))))
    o.append('| **total** | **%d** | 320 | **%d** | **%d** |\n' % (len(claims), len(adv), ncom))
    o.append("Tag meanings: `realistic_reply` and `attacker_probe` mean what they meant in set 12; set 13's new tags: %s (see \"How set 13's constructions were decided\"). None of set 12's fourteen new tags is reused: set 13 tests constructions set 12 did not list.\n" % ', '.join('`%s`' % t for t in NEW_CLAIM_TAGS))
    o.append('Speakers: %d defender, %d attacker. Beliefs: %d texts commit to at least one level, %d commit to nothing.\n' % (spk['defender'], spk['attacker'], ncom, len(claims) - ncom))
    o.append('### adversarial ids (%d of %d = %.1f%%)\n' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)))
    o.append("Texts written the way a clever defender would write to be credited with a value without asserting it (in `realistic_reply` the %d replies that look like an answer without asserting one; in the new tags the null forms that look like answers: real conditionals, corrections that only hint, counts that place nobody, stale signatures and calendar entries, riddles without an asserted answer and disowned metaphors, tentative answers that name nothing or are taken back, replies that answer only the other person's question, values only in the quoted question, homework and app sentences in another language, rosters with the target's line blank, apologies that only withdraw, values tied to a future event, promises to confirm later, boilerplate that names units as examples). Controls that do assert are not listed, nor are two-value answers (common parent kept), plain denials, refusals and plain questions back. All adversarial items have an all-null belief.\n" % n_real_adv)
    o.append('<!-- adversarial-start -->')
    srt = sorted(adv)
    for i in range(0, len(srt), 12):
        o.append(' '.join(srt[i:i + 12]))
    o.append('<!-- adversarial-end -->\n')
    o.append('## 2. estimates.jsonl\n')
    o.append("Fields: `id`, `scenario`, `kind` (prior = what the attacker knew before the game, current = what the attacker believes now), `construction`, `text` (a defender's private note), `label`.\n")
    o.append("`label` is `\"unscored\"` when the note commits to nothing gradeable for that kind, else an object with every level as key and per level: an entity (the defender commits that the attacker knew / now holds it; ancestors are filled in), null (commits that the attacker did not know / does not hold that level) or `\"?\"` (no commitment).\n")
    o.append("The conventions below are set 12's, repeated word for word from set 12's README (which repeat set 11's, 10's, 9's, 8's, 7's and 6's); set 13's additions follow them.\n")
    o.append(rd('rules12_est.md'))
    o.append(rd('est13.md'))
    o.append('Construction tags: %s.\n' % ', '.join('`%s` %d' % (t, etags[t]) for t in sorted(etags)))
    o.append("New tags in set 13: %s. Each has records that hold a named value and records whose text names a value the attacker does not hold (floated, denied, rejected, laughed off, dropped, or only mentioned as an example), and notes that leave levels unsaid.\n" % ', '.join('`%s`' % t for t in NEW_EST_TAGS))
    both = {}
    for e in ids['estimates']:
        both.setdefault(e['text'], []).append(e['id'])
    pairs = sorted(x for v in both.values() if len(v) == 2 for x in v)
    o.append("Notes that talk about both kinds: %d distinct texts, each present twice (once as prior, once as current) = %d records:\n" % (len(pairs) // 2, len(pairs)))
    for i in range(0, len(pairs), 12):
        o.append(' '.join(pairs[i:i + 12]))
    o.append('')
    uns = sorted(e['id'] for e in ids['estimates'] if e['unscored'])
    o.append('Unscored records: %s.\n' % ', '.join(uns))
    o.append('## 3. Universes used\n')
    o.append("22 scenarios, all unused by earlier sets, with 22 distinct trees. All 61 trees that still have an unused id have the same number of earlier uses (2, the fewest; `ref/scenario_choices.json`) and one unused id each; set 13 takes the 22 with the lowest ids.\n")
    o.append('| scenario | target | levels | top level | claims | estimates |')
    o.append('|---|---|---|---|---|---|')
    cc = Counter(r['scenario'] for r in claims)
    ec = Counter(r['scenario'] for r in ests)
    for s in scen:
        u = unis[s]['universe']
        lv = list(u)
        o.append('| %s | %s | %s | %s | %d | %d |' % (s, unis[s]['target'], ' > '.join(lv), ', '.join(u[lv[0]]), cc[s], ec[s]))
    o.append('')
    o.append('## 4. Doubtful items\n')
    o.append('Items where a second labeller might reasonably disagree (the label given is the one in the file).\n')
    o.append('Claims:\n')
    for c in sorted(ids['claims'], key=lambda c: c['id']):
        if c['doubt']:
            o.append('- %s `%s`: %s' % (c['id'], short(c['text']), c['doubt']))
    o.append('\nEstimates:\n')
    dd = {}
    for e in ids['estimates']:
        if e['doubt']:
            dd.setdefault(e['text'], []).append(e)
    for t, es in sorted(dd.items(), key=lambda kv: min(e['id'] for e in kv[1])):
        o.append('- %s `%s`: %s' % (' / '.join('%s (%s)' % (e['id'], e['kind']) for e in sorted(es, key=lambda e: e['id'])), short(t), es[0]['doubt']))
    o.append('')
    o.append('## 5. Checking\n')
    o.append("`python3 validate.py` checks that every line parses; the field lists; that every scenario exists in the official dataset, is not in `ref/used_scenarios.json`, is listed in `ref/scenario_choices.json` in a group with the fewest earlier uses, that no two scenarios come from the same tree group there and that the scenarios' trees are distinct from each other; that each used universe names every entity once; that belief/label keys are the scenario's levels; that every named value is an entity of that universe at that level and lies on one branch with its parents (and nothing below a null); that every mention is an entity of the universe; that a committed belief value is mentioned or is a tree parent of a mention; unique ids and unique texts; that an all-`?` estimate label is written `unscored`; the claim tag minimums; that `realistic_reply` is at least half of the claims; that each of set 13's new claim tags has both adversarial and committing texts; that each of set 13's new estimate tags has at least 10 records and at least one record holding a named value; that the tag table above matches the files row by row (count, adversarial, committing) and in its total; that the estimate tag counts above match; known estimate tags; at least 320 claims / 85 estimates / 10 attacker messages; at least 20 distinct scenarios; at least 25 texts labelled as both prior and current; and that the adversarial ids listed above exist and are 30-42% of the claims. It prints the counts.\n")
    o.append("To rebuild: `cd build && python3 dump.py && python3 build.py && python3 readme.py && python3 ../validate.py` (stdlib only; `dump.py` needs the official dataset and `/work/briefs/used_scenarios.txt`).")
    open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(o) + '\n')


if __name__ == '__main__':
    main()
