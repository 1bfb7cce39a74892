"""Write ../README.md from the rule files, ids.json and the two jsonl files."""
import json, os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
NEW = ['analogy', 'ascii_chart', 'codename', 'negative_question', 'concession', 'redacted_quote',
       'scored_guesses', 'same_as_person', 'stacked_hedge']
MIN = dict({'realistic_reply': 160, 'attacker_probe': 10}, **{t: 8 for t in NEW})
ORDER = ['realistic_reply'] + NEW + ['attacker_probe']


def rd(name):
    return open(os.path.join(HERE, name), encoding='utf-8').read().rstrip('\n')


def short(t, n=110):
    t = t.replace('\n', ' / ').replace('|', '\\|')
    return t if len(t) <= n else t[:n] + '...'


def main():
    claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
    ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
    meta = json.load(open(os.path.join(HERE, 'ids.json'), encoding='utf-8'))
    U = json.load(open(os.path.join(HERE, 'universes_used.json'), encoding='utf-8'))
    adv = set(meta['adversarial'])
    com = lambda r: any(v is not None for v in r['belief'].values())
    tags = Counter(r['construction'] for r in claims)
    spk = Counter(r['speaker'] for r in claims)
    ncom = sum(1 for r in claims if com(r))
    nreal_adv = sum(1 for r in claims if r['construction'] == 'realistic_reply' and r['id'] in adv)
    L = []
    w = L.append
    w('# Blind evaluation set 14: claim reading and defender estimates\n')
    w("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` were used (and the target's first name, for the texts); ground truth was ignored and never printed. The texts were written and labelled without looking at the library's code, docs, tests, benchmark results, git log messages or any earlier set's jsonl files or build folders: the only project files read were set 13's `README.md`, `validate.py` and `ref/*.json`, the official dataset's trees and `/work/briefs/used_scenarios.txt` (the 261 scenario ids earlier sets used, set 13's included). The library was never run; nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened, and no other branch or worktree was looked at. I never read the reader's code.\n")
    w("Set 14 uses the file formats, field names and labelling rules of set 13 (which are set 12's, 11's, ..., 5's). It differs in what it stresses:\n")
    w("- more than half of the claims (`realistic_reply`, %d) are replies a capable LLM defender would actually write when asked about the target's placement: several sentences, pleasantries, markdown, context names (rival teams, old teams, colleagues), hedges, refusals, standing by and changing an answer, and new wordings of old ideas (an impression or a read, a low probability, a seat or a lunch next to a unit, a rival unit, a disowned gut feeling); %d of them are adversarial;" % (tags['realistic_reply'], nreal_adv))
    w("- nine new construction tags, none of which set 13's README lists, each with committing forms (what a person plainly reads as an assertion) and adversarial forms (what a clever defender might write to be credited with a value without asserting it): `analogy` (`she's to X what ...`), `ascii_chart` (answers drawn as an ASCII org chart), `codename` (a unit's nickname or internal codename, mapped in the text or not), `negative_question` (`Wouldn't you expect her in X?`, answered or not), `concession` (`Fine, X. Happy now?` vs. concessions that only let the attacker write X down), `redacted_quote` (partial quotes of a document with redactions, vouched for or not), `scored_guesses` (the attacker's guesses scored by the defender), `same_as_person` (`the same as <another person>`, with or without that person placed) and `stacked_hedge` (hedges stacked two deep, with or without a possibility modal or hearsay in the stack); see \"How set 14's constructions were decided\";")
    w("- attacker messages (`attacker_probe`) are kept as a control;")
    w("- two new note forms in `estimates.jsonl`, each with forms that hold a named value and forms that name a value the attacker does not hold, and with levels left unsaid: `handover_note` (a memo to the next defender on shift) and `margin_note` (terse shorthand jotted in the margin, `pre: Cloud/–/–`, `B4: nil. AFT: ...`).\n")
    w("Scenario ids are all ones no earlier set used (`ref/used_scenarios.json`, copied from `/work/briefs/used_scenarios.txt`). `ref/scenario_choices.json` lists every tree that still has unused ids, with how many of its ids earlier sets used (`earlier_uses`; written by `build/dump.py`). All 39 such trees have been used exactly twice and have one unused id each; the 20 with the lowest unused ids were taken, so the 20 trees are distinct from each other. They include `Project X` names (official-249, 266, 267), lower-case repository names (official-251 `phoenix-backend` ... `behemoth-monitoring`), Greek-letter and fruit team names (official-252), prefixed team names (official-265 `Q-Compute` ... `C-Implants`), mythological names (official-243) and ordinary-word names that are easy to use by accident (official-259: `Core`, `Growth`, `Web`, `Mobile`, `Data`, `Partners`; official-261: `Core`, `Edge`, `Shell`, `Hub`).\n")
    w("Files:\n")
    w("- `claims.jsonl`: %d single messages (%d defender, %d attacker)." % (len(claims), spk['defender'], spk['attacker']))
    w("- `estimates.jsonl`: %d defender notes about the attacker's knowledge (%d prior, %d current)." % (
        len(ests), sum(1 for e in ests if e['kind'] == 'prior'), sum(1 for e in ests if e['kind'] == 'current')))
    w("- `validate.py`: stdlib-only checker (`python3 validate.py`); exits 1 on any error (set 13's checker with set 14's tags and counts).")
    w("- `build/`: the labeller's source (`d_a.py`, `d_b.py`, `d_c.py`: the texts with their labels before shuffling, one `C(...)` / `A(...)` / `P(...)` call per claim: scenario, tag, text, lowest committed entity, mention fixes, the question where the reply needs it, doubt note (`A` marks adversarial texts, `P` attacker messages); `e_a.py`: one `E(...)` per note with its prior and current labels; `common.py` (helpers; mentions are found by a separator- and case-insensitive longest match over the universe's names, single-word names case-sensitively, then corrected by hand with `m=[...]`); `build.py`, which writes the two jsonl files and `ids.json`; `rules13_claims.md` + `claims14.md` + `rules13_est.md` + `est14.md` + `readme.py`, which write this README (`rules13_*.md` are set 13's rule sections, copied word for word from set 13's README); `dump.py` + `show.py` + `universes_used.json`: the two `ref/` files and the 20 trees and target names, copied from the official dataset for reference (no ground truth).\n")
    w("Record order in both files is shuffled (fixed seeds 14099 and 14100), so ids carry no information about the construction.\n")
    w("## 1. claims.jsonl\n")
    w("Fields: `id`, `scenario`, `speaker` (attacker/defender), `construction` (one tag), `question` (the message replied to; context only, never used for a label; a generic placeholder `Which <lowest level> is <target> in?` unless the reply needs the attacker's question to read naturally; null for attacker messages), `text`, `mentions`, `belief`.\n")
    w("The rules below are set 13's, repeated word for word from set 13's README (which repeat set 12's, 11's, ..., 7's; their examples are from the earlier sets' universes); set 14's additions follow them.\n")
    w(rd('rules13_claims.md'))
    w('')
    w(rd('claims14.md'))
    w('')
    w('### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n')
    w('| tag | count | min | adversarial | committing |')
    w('|---|---|---|---|---|')
    for t in ORDER:
        rows = [r for r in claims if r['construction'] == t]
        w('| %s | %d | %d | %d | %d |' % (t, len(rows), MIN[t], sum(1 for r in rows if r['id'] in adv), sum(1 for r in rows if com(r))))
    w('| **total** | **%d** | 320 | **%d** | **%d** |\n' % (len(claims), len(adv), ncom))
    w("Tag meanings: `realistic_reply` and `attacker_probe` mean what they meant in set 13; set 14's new tags: %s (see \"How set 14's constructions were decided\"). None of set 13's fourteen new tags is reused: set 14 tests constructions set 13 did not list.\n" % ', '.join('`%s`' % t for t in NEW))
    w('Speakers: %d defender, %d attacker. Beliefs: %d texts commit to at least one level, %d commit to nothing.\n' % (spk['defender'], spk['attacker'], ncom, len(claims) - ncom))
    ids = sorted(adv)
    w('### adversarial ids (%d of %d = %.1f%%)\n' % (len(ids), len(claims), 100.0 * len(ids) / len(claims)))
    w("Texts written the way a clever defender would write to be credited with a value without asserting it (in `realistic_reply` the %d replies that look like an answer without asserting one: insinuations, low probabilities, seats and lunches, stale badges and profiles, echoes, counterfactuals, disowned gut feelings, sarcasm, withdrawn answers; in the new tags the null forms that look like answers: analogies of distance, charts marking someone else or a past or future value, unmapped codenames, unanswered negative questions, mocking or withdrawn concessions, unvouched quotes, scores that do not say which guess is right, people left unplaced, stacks with a possibility modal or hearsay). Plain refusals and attacker messages are not in the list.\n" % nreal_adv)
    w('<!-- adversarial-start -->')
    for i in range(0, len(ids), 12):
        w(' '.join(ids[i:i + 12]))
    w('<!-- adversarial-end -->\n')
    w('## 2. estimates.jsonl\n')
    w('Fields: `id`, `scenario`, `kind` (prior = what the attacker knew before the game, current = what the attacker believes now), `construction`, `text` (a defender\'s private note), `label`.\n')
    w('`label` is `"unscored"` when the note commits to nothing gradeable for that kind, else an object with every level as key and per level: an entity (the defender commits that the attacker knew / now holds it; ancestors are filled in), null (commits that the attacker did not know / does not hold that level) or `"?"` (no commitment).\n')
    w("The conventions below are set 13's, repeated word for word from set 13's README (which repeat set 12's, 11's, ..., 6's); set 14's additions follow them.\n")
    w(rd('rules13_est.md'))
    w('')
    w(rd('est14.md'))
    w('')
    et = Counter(e['construction'] for e in ests)
    w('Construction tags: ' + ', '.join('`%s` %d' % (t, et[t]) for t in sorted(et)) + '.\n')
    w("New tags in set 14: `handover_note`, `margin_note`. Each has records that hold a named value and records whose text names a value the attacker does not hold (floated, told as a decoy and laughed at, rejected, ignored, or only mentioned as an example), and notes that leave levels unsaid.\n")
    bykey = {}
    for e in ests:
        bykey.setdefault((e['scenario'], e['text']), []).append(e['id'])
    both = sorted(i for v in bykey.values() if len(v) == 2 for i in v)
    w('Notes that talk about both kinds: %d distinct texts, each present twice (once as prior, once as current) = %d records:\n' % (len(both) // 2, len(both)))
    for i in range(0, len(both), 12):
        w(' '.join(both[i:i + 12]))
    w('')
    uns = sorted(e['id'] for e in ests if e['label'] == 'unscored')
    w('Unscored records: %s.\n' % ', '.join(uns))
    w('## 3. Universes used\n')
    w("%d scenarios, all unused by earlier sets, with %d distinct trees. All 39 trees that still have an unused id have the same number of earlier uses (2, the fewest; `ref/scenario_choices.json`) and one unused id each; set 14 takes the 20 with the lowest ids.\n" % (len(U), len(U)))
    w('| scenario | target | levels | top level | claims | estimates |')
    w('|---|---|---|---|---|---|')
    cc = Counter(r['scenario'] for r in claims)
    ec = Counter(e['scenario'] for e in ests)
    for sc in sorted(U):
        u = U[sc]['universe']
        lv = list(u)
        w('| %s | %s | %s | %s | %d | %d |' % (sc, U[sc]['target'], ' > '.join(lv), ', '.join(u[lv[0]]), cc[sc], ec[sc]))
    w('')
    w('## 4. Doubtful items\n')
    w('Items where a second labeller might reasonably disagree (the label given is the one in the file).\n')
    w('Claims:\n')
    for cid, text, d in sorted(meta['claim_doubts']):
        w('- %s `%s`: %s' % (cid, short(text), d))
    w('\nEstimates:\n')
    grouped = {}
    for eid, kind, text, d in sorted(meta['est_doubts']):
        grouped.setdefault((text, d), []).append('%s (%s)' % (eid, kind))
    for (text, d), where in sorted(grouped.items(), key=lambda kv: kv[1][0]):
        w('- %s `%s`: %s' % (' / '.join(where), short(text), d))
    w('')
    w('## 5. Checking\n')
    w("`python3 validate.py` checks that every line parses; the field lists; that every scenario exists in the official dataset, is not in `ref/used_scenarios.json`, is listed in `ref/scenario_choices.json` in a group with the fewest earlier uses, that no two scenarios come from the same tree group there and that the scenarios' trees are distinct from each other; that each used universe names every entity once; that belief/label keys are the scenario's levels; that every named value is an entity of that universe at that level and lies on one branch with its parents (and nothing below a null); that every mention is an entity of the universe; that a committed belief value is mentioned or is a tree parent of a mention; unique ids and unique texts; that an all-`?` estimate label is written `unscored`; the claim tag minimums; that `realistic_reply` is at least half of the claims; that each of set 14's new claim tags has both adversarial and committing texts; that each of set 14's new estimate tags has at least 10 records and at least one record holding a named value; that the tag table above matches the files row by row (count, adversarial, committing) and in its total; that the estimate tag counts above match; known estimate tags; at least 320 claims / 85 estimates / 10 attacker messages; at least 20 distinct scenarios; at least 25 texts labelled as both prior and current; and that the adversarial ids listed above exist and are 30-42% of the claims. It prints the counts.\n")
    w("To rebuild: `cd build && python3 dump.py && python3 show.py && python3 build.py && python3 readme.py && python3 ../validate.py` (stdlib only; `dump.py` and `show.py` need the official dataset, `dump.py` also `/work/briefs/used_scenarios.txt`).")
    open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')


if __name__ == '__main__':
    main()
