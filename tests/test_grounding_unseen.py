"""The frozen, blind-labelled sets of issue 24 (tests/data/unseen/): figures measured by
benchmarks/grounding_eval.py are a regression floor, never a target to tune against."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from tests.conftest import OFFICIAL, ROOT

pytestmark = pytest.mark.skipif(not OFFICIAL.exists(), reason="authors' dataset not present")


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "grounding_eval", ROOT / "benchmarks" / "grounding_eval.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def ev() -> ModuleType:
    return _script()


def test_grounding_on_the_unseen_set_holds_its_measured_figures(ev: ModuleType) -> None:
    items = ev.load("grounding_unseen.jsonl")
    assert len(items) == 369
    s = ev.score_grounding(items, ev.scenarios_by_id(OFFICIAL))
    t = s.total
    # measured at this commit (issue 39, second round): 655/657, 655/667, 360/369, no text
    # with a value it does not assert read as claimed; first round: 361/369 and 2 such texts;
    # issue 24: 648/650 (0.997), 648/667, 356/369; at the branch point (0c4380d): 0.998,
    # 0.847, 0.550
    assert (t.found, t.returned, t.labelled) == (655, 657, 667), (t.found, t.returned, t.labelled)
    assert t.exact >= 360, s.misses
    assert t.unasserted == 0, s.misses
    # the scope rules; change of value lost two to R11 (a verb or time it does not know:
    # "a few months back", "based on that hint it's Storage")
    floors = {"negation": 36, "conditional": 26, "question": 26, "change_of_value": 24}
    for tag, floor in {**floors, "contrast": 16}.items():
        x = s.by_tag[tag]
        assert x.exact >= floor, (tag, x.exact, x.items)


def test_estimate_reading_agrees_with_the_blind_labels(ev: ModuleType) -> None:
    """Set 2 was labelled when silence about a level meant "?": scored as labelled, and
    through the documented relabelling to the convention of issue 39."""
    items = ev.load("estimate_agreement.jsonl")
    assert len(items) == 84
    scenarios = ev.scenarios_by_id(OFFICIAL)
    a = ev.score_agreement(items, scenarios)
    # measured at this commit: exact 69/84, ToM verdicts 80/84 (issue 24's reader: 83/84
    # exact under the old convention; at the branch point 41/84)
    assert a.agree >= 69 and a.verdicts >= 80, a.disagreements
    r = ev.score_agreement([ev.relabel_silence(it) for it in items], scenarios)
    # relabelled: 84/84 since "unknown" below a named level reads as not known (seventh round)
    assert r.agree >= 84, r.disagreements


def test_relabelling_turns_only_unhedged_question_marks_into_null(ev: ModuleType) -> None:
    item = {"text": "They knew Product.", "label": {"a": "Product", "b": "?"}}
    assert ev.relabel_silence(item)["label"] == {"a": "Product", "b": None}
    for text in ("They knew Product, maybe Growth.", "team: ?"):
        assert ev.relabel_silence({**item, "text": text}) == {**item, "text": text}
    assert ev.relabel_silence({**item, "label": "unscored"})["label"] == "unscored"


def test_the_development_set_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/reader_dev: written with the rules, so its figures are tuned, never unseen."""
    dev = ROOT / "tests" / "data" / "reader_dev"
    scenarios = ev.scenarios_by_id(OFFICIAL)
    s = ev.score_grounding(ev.load("claims.jsonl", dev), scenarios)
    # 133/135 since R11: "Still open: X" (blind set 4 reads a list left open as no claim) and
    # "never worked anywhere except X" (a verb in the past) read nothing
    assert s.total.unasserted == 0 and s.total.exact >= 133, s.misses
    a = ev.score_agreement(ev.load("estimates.jsonl", dev), scenarios)
    # 31/32 ("department: unknown" below a named level reads as not known since the seventh
    # round); 32/32 since estimate round 42 (a clause of both times read in its comma pieces)
    assert a.agree >= 32, a.disagreements


def _holds(
    ev: ModuleType, name: str, mentions: tuple[int, int, int], floors: dict[str, int]
) -> None:
    """``name``'s mention counts (found, returned, labelled) exactly, and its floors: claims
    found without typos, exact, at most ``unasserted``, estimates exact and ToM verdicts."""
    where = ROOT / "tests" / "data" / name
    scenarios = ev.scenarios_by_id(OFFICIAL)
    s = ev.score_grounding(ev.load("claims.jsonl", where), scenarios)
    t = s.total
    assert (t.found, t.returned, t.labelled) == mentions, (t.found, t.returned, t.labelled)
    assert t.found_no_typo >= floors["no_typo"] and t.exact >= floors["exact"], s.misses
    assert t.unasserted <= floors["unasserted"], s.misses
    a = ev.score_agreement(ev.load("estimates.jsonl", where), scenarios)
    assert a.agree >= floors["agree"] and a.verdicts >= floors["verdicts"], a.disagreements


def test_blind_set_four_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set4: measured once unseen (benchmarks/results/blind_set4.md: claims
    exact 71.7%, unasserted 12.0% of texts, estimate ToM verdicts 85.6%), then tuned on in
    the second round of issue 39, so these figures are tuned ones."""
    # fourth round (ordinals into a list, capital initials): 322 -> 328 exact
    # seventh round (rejected values, words cut short): 328 -> 329 exact, verdicts 106 -> 108
    # twelfth round ("not knowing it and left believing X"): estimates exact 106, verdicts 109;
    # claims ("I agree with that line", "written down"): 331
    # forty-first estimate round (prose notes: held before and still, knowing nothing, probes,
    # refused or dropped values, a level unclear now): 107
    floors = {"no_typo": 530, "exact": 331, "unasserted": 0, "agree": 107, "verdicts": 109}
    _holds(ev, "blind_set4", (555, 555, 576), floors)


def test_blind_set_five_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set5: frozen before the second round of issue 39 and measured once on
    its merged reader (benchmarks/results/blind_set5.md). A change may improve these figures,
    never lower them; once a rule is tuned on this set its figures are no longer unseen."""
    # unseen: 338 exact, 18 unasserted; after R12 (irony) and "no to X", tuned on it: 345, 11;
    # after set 6's R13 and table status cells: 346, 10 (estimates 92/102 -> 93/103); after
    # the fourth round (irony, past labels, split negations, R14, R15, ordinals): 364, 1
    # sixth round (estimates: news to them, pretences): 93/103 -> 94/104
    # seventh round (words cut short, ordinals after two names, time cues): 368, verdicts 106
    # eighth round (status comments, lines for a liar, "I can tell you"): 369
    # twelfth round ("wrong to think she's not on X"): 370; estimates ("no idea about
    # anything", "came in blank"): exact 101, verdicts 111; fourteenth round (a level hedged
    # by name beside its value): exact 102
    floors = {"no_typo": 605, "exact": 370, "unasserted": 1, "agree": 102, "verdicts": 111}
    _holds(ev, "blind_set5", (625, 625, 657), floors)


def test_blind_set_six_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set6: frozen before the third round of issue 39 and measured once,
    untuned, at ce55052 (benchmarks/results/blind_set6.md): mention precision 1.000, recall
    0.931 without typos, claims exact 300/417, an unasserted value read in 18 texts, estimate
    ToM verdicts 76/101. Those are the unseen figures; the floors below are the tuned ones
    (R13 retractions, table status cells, speaker's asides), which a change may improve,
    never lower."""
    # fourth round (candidate picks R15, ordinals, initials, "not that he's in it"): 339, 1 -> 349, 0
    # sixth round (estimates: news to them, pretences): 66/79 -> 69/82
    # seventh round (time cues, rejected values, prior/current lines, cuts): 351, 88/101
    # eighth round ("I can tell you", hedges the speaker commits to): 353
    # twelfth round ("through all of it", "same as before"): 355; "X (sure)" found: 633
    # fourteenth round (a history's dated past, "not kidding", relative clauses): 357
    # seventeenth round (a note path's "X?" a candidate: "A → B → C? (not sure)"): 358
    floors = {"no_typo": 633, "exact": 358, "unasserted": 0, "agree": 88, "verdicts": 101}
    _holds(ev, "blind_set6", (652, 652, 693), floors)


def test_blind_set_seven_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set7: frozen before the fifth round of issue 39 and measured once,
    untuned, at bac4a49 (benchmarks/results/blind_set7.md): mention precision 0.997, recall
    0.930, claims exact 329/426, an unasserted value read in 25 texts, estimate ToM verdicts
    80/105. Those are the unseen figures; the floors below are the tuned ones."""
    # fifth round (supposed picks, make-believe, orders, disowned values, respectively): 362, 0
    # sixth round (estimates: news to them, pretences, a brace closes a value): 68/80 -> 78/89
    # seventh round (estimates, words cut short, ordinals after two names): 373, 94/105
    # eighth round ("I can tell you", hedges the speaker commits to): 375
    # twelfth round (kept words, "herself", vouched orders, lies, "correct me if", "I can only
    # confirm", "somewhere in X", "I didn't say Y. I said X"): 387
    floors = {"no_typo": 635, "exact": 387, "unasserted": 0, "agree": 94, "verdicts": 105}
    _holds(ev, "blind_set7", (635, 637, 671), floors)


def test_blind_set_eight_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set8: frozen before the seventh round of issue 39 was merged and
    measured once, untuned, at fda683c (benchmarks/results/blind_set8.md): mention precision
    1.000 (744/744), recall 0.951 without typos, claims exact 338/428, an unasserted value
    read in 18 texts, estimates exact 85/107, ToM verdicts 92/107. Those are the unseen
    figures; the floors below are the tuned ones."""
    # eighth round (the 18 unasserted closed by construction, R11 words, time cues)
    # twelfth round (kept words, wagers, agreements, vouched orders, "correct me if", slips
    # taken back, own words quoted, worked-out answers, "neither A nor B - C"): 384
    # thirteenth round ("(verified)" a frame word): 385
    floors = {"no_typo": 744, "exact": 385, "unasserted": 0, "agree": 96, "verdicts": 103}
    _holds(ev, "blind_set8", (744, 744, 782), floors)


def test_blind_set_nine_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set9: frozen before the eighth round of issue 39 was merged and
    measured once, untuned, at 53bd1da (benchmarks/results/blind_set9.md): mention precision
    0.999 (744/745), recall 0.975 without typos, claims exact 359/444, an unasserted value
    read in 8 texts, estimates exact 73/104, ToM verdicts 84/104. Those are the unseen
    figures; the floors below are the tuned ones."""
    # ninth round (histories, "Or is it Y?", continued predicates, hearer's table columns,
    # "in all but name", counterfactual code blocks, probabilities): 364, 1
    # twelfth round (feelings about a fact, kept words, "herself", wagers, agreements,
    # idioms of belonging, slips taken back, replies in French, German, Spanish, own words
    # quoted, worked-out answers, "neither A nor B - C", "I'll tell you", "I'm happy to say",
    # "somewhere in X", "the short version"): 401
    # estimates ("going in: X, nothing else"): exact 90, verdicts 100; fourteenth round: 91
    # estimate round 42 (a prior stated plainly beside clauses of other times): 92, 101
    floors = {"no_typo": 744, "exact": 401, "unasserted": 1, "agree": 92, "verdicts": 101}
    _holds(ev, "blind_set9", (744, 745, 763), floors)


def test_blind_set_ten_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set10: frozen before the tenth round of issue 39 was merged and
    measured once, untuned, at 8ce4b22 (benchmarks/results/blind_set10.md): mention precision
    0.998 (828/830), recall 0.978 without typos, claims exact 361/458, an unasserted value
    read in 12 texts, estimates exact 81/105, ToM verdicts 85/105. Those are the unseen
    figures; the floors below are the tuned ones."""
    # eleventh round (org-chart annotations, echoed guesses, cover stories, liar prefaces,
    # fixtures, "exactly the team he's never been on", "not one of them", stale pages): 372, 0
    # twelfth round (turn logs, topics, values given up, checklists, before/after tables,
    # "away from X", "didn't buy it and ..."): estimates exact 97, verdicts 101; claims
    # (feelings about a fact, official posts, kept words, "herself", wagers, agreements,
    # vouched orders, "correct me if I'm wrong, but", idioms, slips, other languages, own
    # words quoted, worked-out answers, restatements, "as I said before:", "not sure which",
    # "A and B are the other teams"): 414
    # estimates ("going in: X (sure)"): exact 98, verdicts 102
    # thirteenth round (the speaker granting a value: "I'm fine saying X"): 415
    floors = {"no_typo": 828, "exact": 415, "unasserted": 0, "agree": 98, "verdicts": 102}
    _holds(ev, "blind_set10", (828, 830, 847), floors)


def test_blind_set_eleven_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set11: frozen before the twelfth round of issue 39 was merged and
    measured once, untuned (benchmarks/results/blind_set11.md): mention precision 1.000
    (595/595), recall 0.983 without typos, claims exact 261/327, an unasserted value read in
    22 texts, estimates exact 93/120, ToM verdicts 100/120. Those are the unseen figures;
    the floors below are the tuned ones."""
    # thirteenth round (another person's placement, appositions, corrections opening with
    # "to be precise", footnotes taken back, discounted sources, opinions of fit, seats, a
    # unit's inventory, "Or Y.", "so does Y", "Am I warm?", 🤔, draft statuses): 283, 0;
    # claims ("I'm okay telling you X", "I'll confirm X", "Division and project, no.", "if I
    # remember right"; vouched reports: "got it right", "he'd know better than anyone", "no
    # reason to doubt him"; "moved over from X"; "in any case"; "I shouldn't, but fine: X";
    # "verified": true; "side of things"; "before you ask"): 299
    # fourteenth round, estimates (YAML notes, status tables, scorecards' marks and dashes,
    # "prior": null, levels left out below "?"): exact 100, verdicts 104
    # fifteenth round ("attacker_end_state" a key for the current estimate): exact 101
    # seventeenth round (a report's scope past a trailing "now"): 300
    # twenty-fourth round (a JSON note read by the triples reader: "same as prior"): 102, 105
    # forty-first estimate round (prose notes: held before and still, knowing nothing, probes,
    # refused or dropped values, a level unclear now): 105, 107
    floors = {"no_typo": 595, "exact": 300, "unasserted": 0, "agree": 105, "verdicts": 107}
    _holds(ev, "blind_set11", (595, 595, 605), floors)


def test_blind_set_twelve_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set12: frozen before the fourteenth round of issue 39 and measured
    once, untuned, after the thirteenth (benchmarks/results/blind_set12.md): mention
    precision 1.000 (637/637), recall 0.988 without typos (637/645), claims exact 285/340, an
    unasserted value read in 9 texts, estimates exact 63/92, ToM verdicts 70/92. Those are
    the unseen figures; the floors below are the tuned ones."""
    # fourteenth round: dated histories, low probabilities, seats in an area, rivals after a
    # hedge, "That was N years ago": 295, 0; claims (bold paths, "Same as I told ...", quoted
    # notes, code blocks and pasted chats the speaker vouches for, ticked lines, relative
    # clauses on someone else, "not guessing any more"): 320
    # estimates (YAML ~ / "?" / comments, status tables, scorecards, dated logs, 0/3 scores,
    # "I denied X", a level hedged by name beside its value): exact 90, verdicts 92
    floors = {"no_typo": 637, "exact": 320, "unasserted": 0, "agree": 90, "verdicts": 92}
    _holds(ev, "blind_set12", (637, 637, 645), floors)


def test_blind_set_thirteen_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set13: frozen before the fourteenth round of issue 39 was merged and
    measured once, untuned, after it (benchmarks/results/blind_set13.md): mention precision
    1.000 (578/578), recall 0.948 without typos (578/610), claims exact 284/325, an
    unasserted value read in 5 texts, estimates exact 51/88, ToM verdicts 55/88. Those are
    the unseen figures; the floors below are the tuned ones."""
    # fifteenth round: seats told by their neighbours, any verb of surprise for a rival, names
    # placed together, rosters of several people, an impression disowned after it: 288, 0;
    # estimates (a diff note read by its side, a comment saying they were torn, a CSV note
    # keyed by level read by its column, a rubric's "Final (belief):" label dated to the end): 82, 83
    # seventeenth round (estimates: a rejection in parentheses withdraws only what it names): 83, 84
    floors = {"no_typo": 578, "exact": 288, "unasserted": 0, "agree": 84, "verdicts": 85}
    _holds(ev, "blind_set13", (581, 581, 610), floors)


def test_blind_set_fourteen_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set14: frozen before the fifteenth round of issue 39 was merged and
    measured once, untuned, after it (benchmarks/results/blind_set14.md): mention precision
    0.999 (671/672), recall 0.985 (671/681), claims exact 268/336, an unasserted value read
    in 15 texts, estimates exact 69/88, ToM verdicts 73/88. Those are the unseen figures;
    the floors below are the tuned ones."""
    # sixteenth round: org charts with no node plainly marked for someone now, concessions
    # taken back, guesses left unscored, hearsay not sworn to, a pick withheld, a unit praised
    # for a deed: 283, 0; estimates (a margin note's short labels: "B4:", "in:", "went in w/";
    # "AFT:", "out:", "came out w/"): 72, 76
    # seventeenth round (estimates: "nil", a before-clause's "nothing" says nothing of now, a
    # rejection in parentheses withdraws only what it names): 74, 79; claims (a quote vouched
    # for by "the rest is accurate"): 284
    # estimates (counterfactuals, asides, bluffs, lower-case names, grading hedges): 75, 80
    floors = {"no_typo": 671, "exact": 284, "unasserted": 0, "agree": 75, "verdicts": 80}
    _holds(ev, "blind_set14", (671, 672, 681), floors)


def test_blind_set_fifteen_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set15: frozen before the seventeenth round of issue 39 and measured
    once, untuned, after the sixteenth (benchmarks/results/blind_set15.md): mention precision
    0.999 (756/757), recall 0.983 (756/769), claims exact 302/366, an unasserted value read in
    17 texts, estimates exact 70/92, ToM verdicts 73/92. Those are the unseen figures; the
    floors below are the tuned ones."""
    # seventeenth round: hearsay past a trailing "now", judgments under "if" / "maybe", a
    # negated report judged, "Not her X.", templates and "e.g.", units holding several, a
    # predicate that goes on, "anywhere but", a level doubted by name, scripts, content handed
    # to someone else, decoys, the safety net: 321, 0; claims (ranked lists with one pick,
    # "She didn't:", "what X told you", "not just", TL;DRs, wagers): 334
    # estimates (struck notes, voice memos: "nil", "knowing zip", "came out", "didn't go for
    # it", a spoken correction): 86, 89
    # forty-first estimate round (prose notes: held before and still, knowing nothing, probes,
    # refused or dropped values, a level unclear now): 87
    floors = {"no_typo": 756, "exact": 334, "unasserted": 0, "agree": 87, "verdicts": 89}
    _holds(ev, "blind_set15", (756, 757, 769), floors)


def test_blind_set_sixteen_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set16: frozen before the seventeenth round of issue 39 was merged and
    measured once, untuned, on its merged reader (benchmarks/results/blind_set16.md): mention
    precision 0.999 (667/668), recall 0.984 (667/678), claims exact 295/345, an unasserted
    value read in 7 texts, estimates exact 50/98, ToM verdicts 59/98. Those are the unseen
    figures; the floors below are the tuned ones."""
    # eighteenth round: an offer on a condition, words the speaker was given to say, a person
    # marked as someone else, a pick withheld or a conclusion left to the hearer, per-value
    # scores out of 10: 302, 0; estimates (an INI note's [sections] and ";" comments): 61, 68
    floors = {"no_typo": 667, "exact": 302, "unasserted": 0, "agree": 61, "verdicts": 68}
    _holds(ev, "blind_set16", (667, 668, 678), floors)


def test_blind_set_seventeen_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set17: frozen before the eighteenth round of issue 39 was merged and
    measured once, untuned, on its merged reader (benchmarks/results/blind_set17.md): mention
    precision 0.997 (589/591), recall 0.980 (589/601), claims exact 273/326, an unasserted
    value read in 15 texts, estimates exact 67/92, ToM verdicts 71/92. Those are the unseen
    figures; the floors below are the tuned ones."""
    # nineteenth round: the target's name given to the reader (another person as a subject, a
    # pronoun that could stand for two people, namesakes), a sentence disowning what came
    # before, neither confirm nor deny, a level withheld by "can't tell", an asked endorsement:
    # 289, 0; estimates unchanged: 67, 71. Review after the merge: a namesake singled out
    # no longer turns a past value into a claim ("the one you're asking about ... used to be
    # in X"), which costs c-209 (its "yesterday" read as past): 288
    # estimate round 47 (a bluff's object withdrawn): 71, 76
    floors = {"no_typo": 589, "exact": 288, "unasserted": 0, "agree": 71, "verdicts": 76}
    _holds(ev, "blind_set17", (592, 594, 601), floors)


def test_blind_set_eighteen_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set18: frozen before the nineteenth round of issue 39 was merged and
    measured once, untuned, on its merged reader (benchmarks/results/blind_set18.md): mention
    precision 0.998 (640/641), recall 0.988 (640/648), claims exact 281/324, an unasserted
    value read in 8 texts, estimates exact 64/88, ToM verdicts 67/88. Those are the unseen
    figures; the floors below are the tuned ones.
    Round 29's syntax-agnostic reader of structured notes raised the estimates to 72/88 exact, 75/88 verdicts."""
    # twentieth round: a trailing hedge that withdraws the speaker's voice, a quote the speaker
    # has not checked, a favourite, an answer handed to someone else, a glossary's line tied
    # to the target ("X — ...; Diana's team."): 295, 0; a Mermaid diagram read by its states
    # and nodes, a query's result by level: 71, 74
    floors = {"no_typo": 640, "exact": 295, "unasserted": 0, "agree": 73, "verdicts": 76}
    _holds(ev, "blind_set18", (641, 642, 648), floors)


def test_blind_set_nineteen_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set19: frozen before the twentieth round of issue 39 was merged and
    measured once, untuned, on its merged reader (benchmarks/results/blind_set19.md): mention
    precision 0.998 (493/494), recall 0.996 (493/495), claims exact 270/315, an unasserted
    value read in 3 texts, estimates exact 64/84, ToM verdicts 66/84. Tuned on in the
    twenty-first round (a development set since): claims exact 286/315, no unasserted value,
    estimates exact 67/84, ToM verdicts 69/84; these floors are the tuned figures.
    Round 29's syntax-agnostic reader of structured notes raised the estimates to 68/84 exact, 70/84 verdicts.
    With the estimate reader's aside rule (a parenthetical clause scoped apart): 73/84, 74/84."""
    floors = {"no_typo": 493, "exact": 286, "unasserted": 0, "agree": 73, "verdicts": 74}
    _holds(ev, "blind_set19", (493, 494, 495), floors)


def test_blind_set_twenty_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set20: frozen before the twenty-first round of issue 39 was merged and
    measured once, untuned, on its merged reader (benchmarks/results/blind_set20.md): mention
    precision 0.998 (459/460), recall 0.989 (459/464), claims exact 237/312, an unasserted
    value read in 7 texts, estimates exact 50/82, ToM verdicts 56/82. Tuned on in the
    twenty-second round (a development set since): claims exact 251/312, no unasserted value,
    estimates exact 79/82, ToM verdicts 80/82; these floors are the tuned figures, less the 4
    lists that R7 no longer reads as their common parent without an alternatives frame (the
    rule that removed 15 unasserted readings from sets 35-49): claims exact 249/312."""
    floors = {"no_typo": 459, "exact": 249, "unasserted": 0, "agree": 79, "verdicts": 80}
    _holds(ev, "blind_set20", (459, 460, 464), floors)


def test_blind_set_twenty_one_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set21: frozen before the twenty-second round of issue 39 was merged and
    measured once, unseen, on the reader round 23 started from (1184f21): mention precision
    1.000 (376/376), recall 0.982 (376/383), claims exact 244/302, an unasserted value read in
    8 texts, estimates exact 62/80, ToM verdicts 68/80. Tuned on in the twenty-third round (a
    development set since): claims exact 251/302, no unasserted value, estimates exact 70/80,
    ToM verdicts 73/80; these floors are the tuned figures."""
    # twenty-fifth round (Org outlines as tokenisers of the triples reader): 74, 75
    # forty-first estimate round (prose notes: held before and still, knowing nothing, probes,
    # refused or dropped values, a level unclear now): 75; forty-second (a prior stated plainly): 76
    floors = {"no_typo": 376, "exact": 251, "unasserted": 0, "agree": 76, "verdicts": 76}
    _holds(ev, "blind_set21", (376, 376, 383), floors)


def test_blind_set_twenty_two_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set22: frozen before the twenty-third round of issue 39 was merged and
    measured once, unseen, on the reader round 24 started from (06050a0): mention precision
    1.000 (379/379), recall 0.979 (379/387), claims exact 245/300, an unasserted value read in
    12 texts, estimates exact 58/80, ToM verdicts 63/80. Tuned on in the twenty-fourth round
    (a development set since): claims exact 265/300, no unasserted value; estimates (the
    triples reader of Python literals and header blocks) exact 80/80, ToM verdicts 80/80.
    These floors are the tuned figures."""
    floors = {"no_typo": 379, "exact": 265, "unasserted": 0, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set22", (379, 379, 387), floors)


def test_blind_set_twenty_three_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set23: written and labelled blind, frozen at c0eca01 before the
    twenty-fourth round (claims and estimates) was merged, measured once at ce7f7b8
    (benchmarks/results/blind_set23.md): mention precision 1.000 (397/397), recall 0.968
    (397/410), claims exact 237/300, an unasserted value read in 7 texts, estimates exact
    53/80, ToM verdicts 66/80; byte-identical on the round-23 reader (06050a0). Tuned on in
    the twenty-fifth round (a development set since): claims exact 252/300, no unasserted
    value (a text calling itself no answer, a sample or a template, blanks left to the reader,
    a cancelled pass, a source's accuracy left open, "I won't say X", "the kind of thing you'd
    want to hear"; "That's her team" after an unknown frame's values: 251 after the review kept
    it to a clause of its own); estimates (protobuf text, heredoc and Org tokenisers of the
    triples reader) exact 74/80, ToM verdicts 75/80. These floors are the tuned figures."""
    # forty-first estimate round (prose notes: held before and still, knowing nothing, probes,
    # refused or dropped values, a level unclear now): 75
    floors = {"no_typo": 397, "exact": 251, "unasserted": 0, "agree": 75, "verdicts": 75}
    _holds(ev, "blind_set23", (398, 398, 410), floors)


def test_blind_set_twenty_four_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set24: written and labelled blind, frozen at fcfd850 before the
    twenty-fifth round (claims and estimates) was merged, measured once at 15647d5
    (benchmarks/results/blind_set24.md): mention precision 0.998 (411/412), recall 0.993
    (411/414), claims exact 237/304, an unasserted value read in 7 texts, estimates exact
    39/80, ToM verdicts 46/80; byte-identical on the round-24 reader (2a7d993). Tuned on in
    the twenty-sixth round (a development set since), by class rules: a choice put to the
    hearer ("Help me resolve this?"), an answer to be earned, a section of references (SEE
    ALSO), a source said after to be stale, unverifiable or inaudible, a game's pick, a value
    naming an event ("the X reorg"), the hearer's value ("you had X"): claims exact 241/304,
    no unasserted value. The round's generic block and line tokenisers of estimate notes (79/80
    exact, 79/80 verdicts here after tuning) were reverted: on set 25 they changed nothing (the
    pre-registered rule kept them only for a gain of 8 verdicts), so the estimate floors stay
    the unseen ones.
    Round 29's syntax-agnostic reader of structured notes raised the estimates to 50/80 exact, 54/80 verdicts."""
    # estimate round 42 (a prior stated plainly beside clauses of other times): 54, 58
    # estimate round 47 (both times named together, "then and now"): 56, 60
    # claims exact 240: a merge-conflict block of two departments no longer reads as their
    # common parent (R7 needs an alternatives frame)
    floors = {"no_typo": 411, "exact": 240, "unasserted": 0, "agree": 56, "verdicts": 60}
    _holds(ev, "blind_set24", (411, 412, 414), floors)


def test_blind_set_twenty_five_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set25: written and labelled blind (crosswords, knock-knock jokes,
    voicemails, press releases, stack traces, multiple choice, diary entries, dialog boxes;
    logfmt and BibTeX notes), frozen at 69cd8c9 before the twenty-sixth round was merged,
    measured once at a21227b (benchmarks/results/blind_set25.md): mention precision 1.000
    (362/362), recall 0.981 (362/369), claims exact 250/307, an unasserted value read in 12
    texts, estimates exact 45/80, ToM verdicts 53/80; byte-identical on the round-25 reader
    (ef2573c). Round 29's syntax-agnostic reader of structured notes raised the estimates to
    75/80 exact, 75/80 verdicts (its notes were in its development sets). Tuned on in round 30
    (a development set since: games, knock-knock set-ups, clues' answers, scare quotes...):
    claims exact 262/307, no unasserted value; estimate round 37 (a block labelled by a status
    word, a status key holding only its own values): estimates 80/80 exact, 80/80 verdicts.
    These floors are the tuned figures."""
    floors = {"no_typo": 362, "exact": 262, "unasserted": 0, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set25", (362, 362, 369), floors)


def test_blind_set_twenty_six_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set26: written and labelled blind (affidavits, classified ads, movie
    trailers, fortune cookies, mad libs, hypophora, all capitals, package tracking; vCard and
    Gherkin notes), frozen at 458180d, measured once on main (d6190cc's reader;
    benchmarks/results/blind_set26.md): mention precision 1.000 (367/367), recall 0.987
    (367/372), claims exact 249/310, an unasserted value read in 11 texts, estimates exact
    48/80, ToM verdicts 55/80. The candidate R16 scored beside it was reverted by the rule fixed
    before the scoring. Tuned on in the twenty-eighth round (a development set since): a time
    other than now as one class, distrusted sources, quoted refusals: claims exact 257/310, an
    unasserted value in 3 texts; estimates untouched. These floors are the tuned figures.
    Round 29 (claims): 260/310 exact, no unasserted value; round 29's syntax-agnostic reader of structured notes raised the estimates to 62/80 exact, 65/80 verdicts; round 36's
    records in any assignment syntax (kept by set 36's rule) to 73/80 exact, 75/80 verdicts."""
    # claims exact 259: "Two endings were filmed: ... Both shot in Skynet ..." no longer reads
    # the common parent (R7's word in a sentence whose Skynet is no candidate)
    floors = {"no_typo": 367, "exact": 259, "unasserted": 0, "agree": 73, "verdicts": 75}
    _holds(ev, "blind_set26", (367, 367, 372), floors)


def test_blind_set_twenty_seven_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set27: written and labelled blind (recipe cards, sports commentary,
    advice columns, field guides, paralipsis, procatalepsis, strikethrough, quiz shows; Prolog
    and Turtle notes), frozen at 3cce5c4 while reader round 28 was written without it, measured
    once on main (d6190cc's reader; benchmarks/results/blind_set27.md): mention precision 1.000
    (356/356), recall 0.992 (356/359), claims exact 248/300, an unasserted value read in 4
    texts, estimates exact 34/80, ToM verdicts 40/80. Not tuned on yet: the floors are the
    unseen figures then.
    Tuned on in round 29 (a development set since): claims 252/300 exact, no unasserted value;
    estimates 79/80 exact, 79/80 verdicts. These floors are the tuned figures."""
    floors = {"no_typo": 356, "exact": 252, "unasserted": 0, "agree": 79, "verdicts": 79}
    _holds(ev, "blind_set27", (356, 356, 359), floors)


def test_blind_set_twenty_eight_holds_its_tuned_figures(ev: ModuleType) -> None:
    """tests/data/blind_set28: written and labelled blind (horoscopes, weather reports, museum
    labels, fairy tales, aposiopesis, scare quotes, a politician's pivot, [sic]; COBOL and NASM
    notes), frozen at e6cfc0b while round 29 was written without it, measured once on main
    (benchmarks/results/blind_set28.md): mention precision 0.997 (329/330), recall 0.976
    (329/337), claims exact 247/300, an unasserted value read in 7 texts, estimates exact 40/80,
    ToM verdicts 46/80; with round 29 (claims and the syntax-agnostic note reader, both merged
    by the rules fixed before the set was written): claims exact 248/300, 6 unasserted,
    estimates 50/80, verdicts 56/80. Tuned on in round 30's claims (a development set since):
    claims exact 253/300, one unasserted value (c-111, a double negation the guide reads as an
    assertion). These floors are the tuned figures."""
    floors = {"no_typo": 329, "exact": 253, "unasserted": 1, "agree": 50, "verdicts": 56}
    _holds(ev, "blind_set28", (330, 331, 337), floors)


def test_blind_set_twenty_nine_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set29: written and labelled blind (wanted posters, real-estate listings,
    résumé entries, hyperbole, chiasmus, leetspeak, whataboutism, stage directions; Makefile and
    Dockerfile notes), frozen at 44569b4 while round 30 was written without it, measured once
    on main (benchmarks/results/blind_set29.md): mention precision 0.994 (329/331), recall 0.959
    (329/343), claims exact 262/300, an unasserted value read in 7 texts, estimates exact
    54/80, ToM verdicts 57/80; byte-identical on round 30's claims. Its claims are the untuned
    figures (round 31's claims, written on it, were reverted); its notes were the development
    set of estimate round 31 (merged with round 30): 80/80 exact, 80/80 verdicts, tuned."""
    floors = {"no_typo": 329, "exact": 262, "unasserted": 7, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set29", (329, 331, 343), floors)


def test_blind_set_thirty_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set30: written and labelled blind (dating profiles, a tour guide, lost
    and found, anaphora, euphemism, devil's advocate, gaslighting, mocking case; .properties and
    gettext PO notes), frozen at 0d5bed4 while round 31 was written without it, measured once on
    main with round 30 (benchmarks/results/blind_set30.md): mention precision 0.997 (365/366),
    recall 0.986 (365/370), claims exact 270/316, an unasserted value read in 13 texts,
    estimates exact 63/80, ToM verdicts 64/80; with estimate rounds 30-31, kept by the rule fixed
    before it was scored (not tuned on it): 71/80 exact, 73/80 verdicts. These floors are those."""
    # claim rounds 32-33 (kept by set 33's rule; set 30 among their development sets): 276, 7;
    # estimate round 36 (kept by set 36's rule; set 30 a development set): 72, 74; estimate
    # round 37 (a quoted null-like value: "unknown" as a whole time's only value): 74, 76
    floors = {"no_typo": 365, "exact": 276, "unasserted": 7, "agree": 74, "verdicts": 76}
    _holds(ev, "blind_set30", (365, 366, 370), floors)


def test_blind_set_thirty_one_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set31: written and labelled blind (obituaries, wedding toasts, pep
    talks, epistrophe, understatement, false dilemmas, strawmen, mirror-written text; Lua and
    reStructuredText notes), frozen at ca531b2 while no round was written, measured once on
    main (benchmarks/results/blind_set31.md): mention precision 1.000 (315/315), recall 0.949
    (315/332), claims exact 267/304, an unasserted value read in 11 texts, estimates exact
    59/80, ToM verdicts 62/80. Its claims are the untuned figures (round 32's claims, written on
    it, were reverted); its notes were the development set of estimate round 32 (merged with
    round 33 by the rule fixed before set 33): 80/80 exact, 80/80 verdicts, tuned."""
    # claim rounds 32-33 (kept by set 33's rule; set 31 was round 32's development set): 278, 0
    floors = {"no_typo": 315, "exact": 278, "unasserted": 0, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set31", (315, 315, 332), floors)


def test_blind_set_thirty_two_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set32: written and labelled blind (obituaries, report cards, yearbook
    entries, straw men, false dilemmas, tautology, spaced letters, humblebrags; Lua and EDN
    notes), frozen at aee4b99 while round 32 was written without it, measured once on main and
    on round 32's branches, both reverted by the rules fixed before
    (benchmarks/results/blind_set32.md): mention precision 1.000 (310/310), recall 0.954
    (310/325), claims exact 277/316, an unasserted value read in 8 texts, estimates exact
    62/80, ToM verdicts 64/80. Its notes were the development set of estimate round 33 (merged
    with round 32 by the rule fixed before set 33): 80/80 exact, 80/80 verdicts, tuned."""
    # claim round 33 (kept by set 33's rule; set 32 was its development set): 283, 2
    floors = {"no_typo": 310, "exact": 283, "unasserted": 2, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set32", (310, 310, 325), floors)


def test_blind_set_thirty_three_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set33: written and labelled blind (haiku, limericks, acrostics,
    prophecies, ultimatums, non sequiturs, zeugma, lullabies; Nix and GNU recutils notes),
    frozen at f1fac87 while rounds 32-33 were written without it, measured once on main
    (benchmarks/results/blind_set33.md): mention precision 1.000 (321/321), recall 0.991
    (321/324), claims exact 272/300, an unasserted value read in 7 texts, estimates exact
    52/80, ToM verdicts 56/80; with rounds 32-33, kept by the rules fixed before it was
    written (not tuned on it): claims exact 273/300, 6 unasserted; estimates 65/80, verdicts
    68/80; estimate round 36 (kept by set 36's rule, set 33 a development set): 78/80 and 78/80.
    Estimates with the counterfactual, aside, bluff and lower-case rules: 79/80 and 79/80.
    These floors are those."""
    floors = {"no_typo": 321, "exact": 273, "unasserted": 6, "agree": 79, "verdicts": 79}
    _holds(ev, "blind_set33", (321, 321, 324), floors)


def test_blind_set_thirty_four_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set34: written and labelled blind (tongue twisters, sea shanties,
    polysyndeton, oxymorons, apostrophe, cover letters, epigraphs, ransom notes; KDL and Erlang
    term notes), frozen at 50fde49 while round 34 was written without it, measured once on main
    and on round 34's branches, neither merged by the rules fixed before
    (benchmarks/results/blind_set34.md): mention precision 1.000 (318/318), recall 0.985
    (318/323), claims exact 266/300, an unasserted value read in 8 texts, estimates exact
    70/80, ToM verdicts 72/80; estimate round 36 (kept by set 36's rule, set 34 a development
    set): 79/80 and 79/80; estimate round 37 (an empty block, a closing line ending its block):
    80/80 and 80/80. These floors are those."""
    floors = {"no_typo": 318, "exact": 266, "unasserted": 8, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set34", (318, 318, 323), floors)


def test_blind_set_thirty_five_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set35: written and labelled blind (sermons, captain's logs, tarot
    readings, cliffhangers, Socratic questioning, hyperbaton, periphrasis, Morse code; RON and PHP
    notes), frozen at 41f6eb0 while round 35 was written without it, measured once on main and on
    round 35's branches, neither merged by the rules fixed before
    (benchmarks/results/blind_set35.md): mention precision 1.000 (317/317), recall 0.988
    (317/321), claims exact 265/300, an unasserted value read in 11 texts, estimates exact
    60/80, ToM verdicts 64/80; estimate round 36 (kept by set 36's rule, tuned on this set):
    80/80 and 80/80. These floors are those."""
    floors = {"no_typo": 317, "exact": 265, "unasserted": 11, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set35", (317, 317, 321), floors)


def test_blind_set_thirty_six_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set36: written and labelled blind (chess notation, bingo calls, magic
    tricks, dream recounts, text adventures, tabloid headlines, polyptoton, anadiplosis; Haskell
    record and Go struct notes), frozen at f206442 while round 36 was written without it, measured
    once on main (benchmarks/results/blind_set36.md): mention precision 1.000 (349/349), recall
    0.989 (349/353), claims exact 271/300, an unasserted value read in 5 texts, estimates exact
    62/80, ToM verdicts 64/80; with estimate round 36, written without it and kept by the rule
    fixed before it was written, 80/80 and 80/80 (round 36's own test notes included Haskell and
    Go records, the brief's examples, so this is not an unseen-syntax figure). Claim round 36
    changed none of its texts and was not merged. These floors are those."""
    floors = {"no_typo": 349, "exact": 271, "unasserted": 5, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set36", (349, 349, 353), floors)


def test_blind_set_thirty_seven_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set37: written and labelled blind (stock tickers, treasure maps, heist
    plans, guided meditations, trading cards, epizeuxis, prosopopoeia, stand-up bits; R and
    Smalltalk notes), frozen at e46651a, measured once on main with estimate round 36 in
    (benchmarks/results/blind_set37.md): mention precision 1.000 (318/318), recall 0.988
    (318/322), claims exact 272/300, an unasserted value read in 11 texts, estimates exact 56/80,
    ToM verdicts 62/80; estimate round 37 (tuned on this set): 80/80 and 80/80. These floors are
    those."""
    floors = {"no_typo": 318, "exact": 272, "unasserted": 11, "agree": 80, "verdicts": 80}
    _holds(ev, "blind_set37", (318, 318, 322), floors)


def test_blind_set_thirty_eight_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set38: written and labelled blind (nature documentaries, knitting
    patterns, town criers, protest chants, the telephone game, charades, hide and seek, messages
    in a bottle; Object Pascal and VB.NET notes), frozen at 7ce1b28 while round 37 was written
    without it, measured once on main (benchmarks/results/blind_set38.md): mention precision
    1.000 (319/319), recall 0.997 (319/320), claims exact 281/300, an unasserted value read in 6
    texts, estimates exact 65/80, ToM verdicts 65/80; with estimate round 37, kept by the rule
    fixed before the set was written, 69/80 and 69/80. These floors are those."""
    floors = {"no_typo": 319, "exact": 281, "unasserted": 6, "agree": 69, "verdicts": 69}
    _holds(ev, "blind_set38", (319, 319, 320), floors)


def test_blind_set_thirty_nine_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set39: written and labelled blind (soap operas, square dances, puppet
    shows, escape rooms, graffiti walls, drill sergeants, rap battles, sleep talking; PostScript
    and Windows batch notes), frozen at b3f8ba4, measured once on main with estimate round 37 in
    (benchmarks/results/blind_set39.md): mention precision 1.000 (300/300), recall 0.993
    (300/302), claims exact 282/300, an unasserted value read in 7 texts, estimates exact 49/80,
    ToM verdicts 54/80. These floors are those."""
    # forty-first estimate round (prose notes: held before and still, knowing nothing, probes,
    # refused or dropped values, a level unclear now): 50, 55
    floors = {"no_typo": 300, "exact": 282, "unasserted": 7, "agree": 51, "verdicts": 56}
    _holds(ev, "blind_set39", (300, 300, 302), floors)


def test_blind_set_forty_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set40: written and labelled blind (referee calls, carnival barkers, comic
    strips, parrot squawks, fan fiction, board games, robot voices, superstitions; troff and m4
    notes), frozen at dac0602 while estimate round 38 was written without it, measured once on
    main (benchmarks/results/blind_set40.md): mention precision 1.000 (311/311), recall 0.997
    (311/312), claims exact 273/300, an unasserted value read in 6 texts, estimates exact 64/80,
    ToM verdicts 64/80. These floors are those."""
    floors = {"no_typo": 311, "exact": 273, "unasserted": 6, "agree": 64, "verdicts": 64}
    _holds(ev, "blind_set40", (311, 311, 312), floors)


def test_blind_set_forty_one_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set41: written and labelled blind (court jesters, stage hypnosis, a
    western drawl, mission control, fashion runways, a preschool host, Shakespearean verse,
    conspiracy theories; the first set of prose notes, as LLM defenders write them), frozen at
    c00ade9, measured once on main (benchmarks/results/blind_set41.md): mention precision 1.000
    (313/313), recall 0.997 (313/314), claims exact 277/300, an unasserted value read in 5 texts,
    estimates exact 60/80, ToM verdicts 63/80; estimate round 41 (tuned on this set, kept by the
    rule fixed before set 42 was written): 79/80 and 79/80. These floors are those."""
    floors = {"no_typo": 313, "exact": 277, "unasserted": 5, "agree": 79, "verdicts": 79}
    _holds(ev, "blind_set41", (313, 313, 314), floors)


def test_blind_set_forty_two_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set42: written and labelled blind (surfer slang, a formal butler,
    consultant speak, a therapy session, an alien envoy, a professor's lecture, caveman speak, a
    vlogger; 60 prose notes in six styles), frozen at 244c4b8 while estimate round 41 was
    written without it (benchmarks/results/blind_set42.md): mention precision 1.000 (290/290),
    recall 0.997 (290/291), claims exact 271/300, an unasserted value read in 2 texts; estimates
    exact 75/120 and ToM verdicts 82/120 on main, 83/120 and 89/120 with round 41, kept by the
    rule fixed before the set was written; 99/120 and 105/120 with estimate round 42, tuned on
    the set's misses (a prior stated plainly beside clauses of other times). These floors are
    those; 105/120 and 111/120 with the counterfactual, aside, bluff and lower-case rules."""
    floors = {"no_typo": 290, "exact": 271, "unasserted": 2, "agree": 105, "verdicts": 111}
    _holds(ev, "blind_set42", (290, 290, 291), floors)


def test_blind_set_forty_three_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set43: written and labelled blind (a medieval knight, a kitchen chef, a
    gardener, a mafia don, gamer lingo, a vampire count, a nosy grandma, an opera diva; 60 prose
    notes in six styles), frozen at 4573ed1 while estimate round 42 was written without it
    (benchmarks/results/blind_set43.md): mention precision 1.000 (300/300), recall 0.997
    (300/301), claims exact 269/300, an unasserted value read in 1 text; estimates exact 74/120
    and ToM verdicts 82/120 on main, 83/120 and 91/120 with round 42, kept by the rule fixed
    before the set was scored; 92/120 and 99/120 with the counterfactual, aside, bluff and
    lower-case rules (set 43 a development set); 94/120 and 101/120 with the sequence, tally and
    rejection rules; 96/120 and 103/120 with estimate round 49 (now compared with then). These
    floors are those."""
    floors = {"no_typo": 300, "exact": 269, "unasserted": 1, "agree": 96, "verdicts": 103}
    _holds(ev, "blind_set43", (301, 301, 301), floors)


def test_blind_set_forty_four_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set44: written and labelled blind (a news anchor, a wizard sage, a strict
    librarian, an archaeologist's dig, a beekeeper, a plumber, a car mechanic, an angler's yarn;
    60 prose notes in six styles), frozen at 3996774, measured once on main with estimate rounds
    41 and 42 in (benchmarks/results/blind_set44.md): mention precision 1.000 (299/299), recall
    0.990 (299/302), claims exact 261/300, an unasserted value read in 1 text, estimates exact
    79/120, ToM verdicts 86/120; 100/120 and 104/120 with the counterfactual, aside, bluff and
    lower-case rules, tuned on its misses; 101/120 and 105/120 with the sequence, tally and
    rejection rules; 102/120 and 106/120 with estimate round 49. These floors are those."""
    floors = {"no_typo": 299, "exact": 261, "unasserted": 1, "agree": 102, "verdicts": 106}
    _holds(ev, "blind_set44", (299, 299, 302), floors)


def test_blind_set_forty_five_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set45: written and labelled blind (a lighthouse keeper, a tailor, a taxi
    driver, a clockmaker, a locksmith, a carpenter, a jazz musician, a mountaineer; prose notes in
    six styles: forecast projection, causal chain, definitional preamble, tricolon rhythm, tally
    inventory, rule citation), frozen at 66f8daa, measured once on main
    (benchmarks/results/blind_set45.md): mention precision 1.000 (317/317), recall 1.000, claims
    exact 282/300, an unasserted value read in 2 texts; estimates exact 69/120 and ToM verdicts
    74/120 on main, 73/120 and 78/120 with estimate round 44, kept by the rule fixed before the
    set was written; 94/120 and 99/120 with the sequence, tally and rejection rules, tuned on its
    misses; 95/120 and 100/120 with estimate round 47; 97/120 and 102/120 with estimate round
    49. These floors are those."""
    floors = {"no_typo": 317, "exact": 282, "unasserted": 2, "agree": 97, "verdicts": 102}
    _holds(ev, "blind_set45", (317, 317, 317), floors)


def test_blind_set_forty_six_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set46: written and labelled blind (a train conductor, an astronomer, a
    shepherd, a firefighter crew, a hotel concierge, a photographer's darkroom, a lifeguard, a
    barista; prose notes in six styles: cleft emphasis, imperative mood, signposted transitions,
    self-verification, level by level, provenance tracing), frozen at 4524a0d, measured once on
    main (benchmarks/results/blind_set46.md): mention precision 1.000 (302/302), recall 0.971
    (302/311), claims exact 263/300, an unasserted value read in 5 texts; estimates exact 61/120
    and ToM verdicts 70/120 on main, 63/120 and 72/120 with estimate round 44, 68/120 and 77/120
    with estimate round 45, kept by the rule fixed before the set was scored; 86/120 and 95/120
    with estimate round 47, tuned on its misses. These floors are those."""
    floors = {"no_typo": 302, "exact": 263, "unasserted": 5, "agree": 86, "verdicts": 95}
    _holds(ev, "blind_set46", (303, 303, 311), floors)


def test_blind_set_forty_seven_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set47: written and labelled blind (a florist, a potter, a blacksmith, a
    ballet barre, a glassblower, a park ranger, a dentist's chair, a tattoo artist; prose notes in
    six styles: question-led, epistemic verbs, general to particular, focus particles,
    conversation phases, tactful register), frozen at 14fbe7c, measured once on main with
    estimate rounds 44 and 45 in (benchmarks/results/blind_set47.md): mention precision 1.000
    (286/286), recall 0.957 (286/299), claims exact 252/300, an unasserted value read in 2 texts,
    estimates exact 83/120, ToM verdicts 92/120; 87/120 and 96/120 with estimate round 47, tuned
    on its misses; 89/120 and 98/120 with estimate round 49. These floors are those."""
    floors = {"no_typo": 286, "exact": 252, "unasserted": 2, "agree": 89, "verdicts": 98}
    _holds(ev, "blind_set47", (289, 289, 299), floors)


def test_blind_set_forty_eight_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set48: written and labelled blind (a bookbinder, a falconer, a cobbler, a
    perfumer, a stonemason, a calligrapher, a chimney sweep, a bell-ringer; prose notes in six
    styles: comparative degree, missing pieces, appositive glosses, gains and losses, candid
    disclosure, motive inference), frozen at d08ef8b, measured once on main
    (benchmarks/results/blind_set48.md): mention precision 1.000 (294/294), recall 0.993
    (294/296), claims exact 252/300, an unasserted value read in 4 texts, estimates exact
    67/120, ToM verdicts 72/120. These floors are those (claims round 47, which read 265/300,
    was merged by its rule and then reverted: its preamble rules paid for unasserted values);
    estimates 69/120 and 74/120 with estimate round 47, 86/120 and 90/120 with estimate round 49
    (now compared with then, one value carried to both times, bluffs, turned-down offers), tuned
    on its misses: the estimate floors are those."""
    floors = {"no_typo": 294, "exact": 252, "unasserted": 4, "agree": 86, "verdicts": 90}
    _holds(ev, "blind_set48", (294, 294, 296), floors)


def test_blind_set_forty_nine_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set49: written and labelled blind (a balloonist, a kite flyer, origami, a
    tightrope walker, a beachcomber, a cheesemonger, a submarine's sonar, a mushroom forager;
    prose notes in six styles: figurative phrases, courtroom phrasing, working hypothesis,
    nominalisation, emphatic certainty, initial take revised), frozen at b960ed7, measured once
    on main (benchmarks/results/blind_set49.md): mention precision 1.000 (308/308), recall 0.997
    (308/309), claims exact 266/300, an unasserted value read in 6 texts, estimates exact
    83/120, ToM verdicts 89/120. Claims round 49 (tuned on it since) reads 270/300 and 2
    unasserted; estimate round 49, kept by the rule set 49 judged, 90/120 exact and 96/120
    verdicts: these floors are those."""
    floors = {"no_typo": 308, "exact": 270, "unasserted": 2, "agree": 90, "verdicts": 96}
    _holds(ev, "blind_set49", (308, 308, 309), floors)


def test_blind_set_fifty_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set50: written and labelled blind (a lock-keeper, a sled musher, a
    lamplighter, a piano tuner, a weaver, a tugboat skipper, a rodeo clown, a ferryman; prose
    notes in six styles: short declaratives, periodic sentences, explicit distinctions, closing
    caveat, evaluative adjectives, historic present), frozen at ab58494, measured once on main
    (benchmarks/results/blind_set50.md): mention precision 1.000 (296/296), recall 0.977
    (296/303), claims exact 254/300, an unasserted value read in 11 texts, estimates exact
    72/120, ToM verdicts 76/120. Claims round 49, kept by the rule it judged, reads 257/300 and 8
    unasserted; with estimate rounds 47 and 49 in, 74/120 exact and 78/120 verdicts; with claims
    round 53 (tuned on it), 260/300 and 5 unasserted: these floors are those."""
    floors = {"no_typo": 296, "exact": 260, "unasserted": 5, "agree": 74, "verdicts": 78}
    _holds(ev, "blind_set50", (296, 296, 303), floors)


def test_blind_set_fifty_one_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set51: written and labelled blind (a cooper, a thatcher, a milliner, a
    wheelwright, a glazier, an orchardist, a cartographer, a mosaicist; prose notes in six
    styles: verbatim quotes, percentage estimates, left dislocation, epithet naming, modal
    auxiliaries, sentence adverbs), frozen at 745e830, measured once on main
    (benchmarks/results/blind_set51.md): mention precision 1.000 (296/296), recall 0.987
    (296/300), claims exact 261/300, an unasserted value read in 7 texts, estimates exact
    88/120, ToM verdicts 92/120. Claims round 53 (tuned on it since) reads 265/300 and 3
    unasserted: these floors are those."""
    floors = {"no_typo": 296, "exact": 265, "unasserted": 3, "agree": 88, "verdicts": 92}
    _holds(ev, "blind_set51", (296, 296, 300), floors)


def test_blind_set_fifty_two_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set52: written and labelled blind (a saddler, an apiarist, a fletcher, a
    ropemaker, a typesetter, a topiarist, a dyer, an upholsterer; prose notes in six styles:
    turn numbers, whether clauses, plain bullets, ellipsis pauses, yes/no answers, -wise
    suffixes), frozen at 8f06b51, measured once on main (benchmarks/results/blind_set52.md):
    mention precision 1.000 (303/303), recall 0.984 (303/308), claims exact 252/300, an
    unasserted value read in 7 texts, estimates exact 79/120, ToM verdicts 88/120. These floors
    are those."""
    floors = {"no_typo": 303, "exact": 252, "unasserted": 7, "agree": 79, "verdicts": 88}
    _holds(ev, "blind_set52", (305, 305, 308), floors)


def test_blind_set_fifty_three_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set53: written and labelled blind (a lacemaker, a lapidary, a gilder, a
    sailmaker, a cordwainer, an engraver, marquetry, a coppersmith; prose notes in six styles:
    anaphoric openings, participial openers, embedded relatives, colon reveals, all lower case,
    conjunction starts), frozen at b07de76, measured once on main
    (benchmarks/results/blind_set53.md): mention precision 1.000 (284/284), recall 0.979
    (284/290), claims exact 254/300, an unasserted value read in 5 texts, estimates exact
    90/120, ToM verdicts 95/120. Claims round 53, kept by the rule it judged, and the "won't
    find" fix after it read 256/300 and 3 unasserted: these floors are those."""
    floors = {"no_typo": 284, "exact": 256, "unasserted": 3, "agree": 90, "verdicts": 95}
    _holds(ev, "blind_set53", (284, 284, 290), floors)


def test_blind_set_fifty_four_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set54: written and labelled blind (a turf-cutter, a miller, a dowser, a
    salter, a well-digger, a pedlar, a taxidermist, a rat-catcher; prose notes in six styles:
    alliteration, existential there, monosyllables, British spelling, hyphen compounds,
    asyndeton), frozen at 8508884, measured once on main (benchmarks/results/blind_set54.md):
    mention precision 1.000 (307/307), recall 0.984 (307/312), claims exact 250/300, an
    unasserted value read in 2 texts, estimates exact 79/120, ToM verdicts 84/120. Claims round
    54, kept by the rule it judged, reads 273/300 and none unasserted: these floors are those."""
    floors = {"no_typo": 307, "exact": 273, "unasserted": 0, "agree": 79, "verdicts": 84}
    _holds(ev, "blind_set54", (307, 307, 312), floors)


def test_blind_set_fifty_five_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set55: written and labelled blind (a knocker-upper, a pinsetter, a cigar
    roller, a snake charmer, a mahout, a barber, a laundress, a switchboard operator; prose notes
    in six styles: a lipogram, reduplication, gapping, split infinitives, correlatives,
    binomials), frozen at 58d1079, measured once on main with no round riding on it
    (benchmarks/results/blind_set55.md): mention precision 1.000 (310/310), recall 0.987
    (310/314), claims exact 269/300, an unasserted value read in 1 text, estimates exact 90/120,
    ToM verdicts 95/120. These floors are those."""
    floors = {"no_typo": 310, "exact": 269, "unasserted": 1, "agree": 90, "verdicts": 95}
    _holds(ev, "blind_set55", (310, 310, 314), floors)


def test_blind_set_fifty_six_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set56: written and labelled blind (a pawnbroker, an apothecary, a
    butcher, an optician, a sericulturist, a lumberjack, a stevedore, a seismologist; prose notes
    in six styles: tough constructions, causatives, inchoatives, object complements,
    respectively, no commas), frozen at 2115df7, measured once on main
    (benchmarks/results/blind_set56.md): mention precision 1.000 (302/302), recall 0.993
    (302/304), claims exact 272/300, an unasserted value read in 5 texts, estimates exact
    81/120, ToM verdicts 83/120. These floors are those."""
    floors = {"no_typo": 302, "exact": 272, "unasserted": 5, "agree": 81, "verdicts": 83}
    _holds(ev, "blind_set56", (303, 303, 304), floors)


def test_blind_set_fifty_seven_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set57: written and labelled blind (a foley artist, a pyrotechnician, a
    vexillologist, a fencing master, a miniaturist, a chocolatier, a speleologist, a
    genealogist; prose notes in six styles: reflexives, reciprocals, partitives, light verbs,
    result clauses, double genitives), frozen at 11e3f69, measured once on main with no round
    riding on it (benchmarks/results/blind_set57.md): mention precision 1.000 (299/299), recall
    0.987 (299/303), claims exact 278/300, an unasserted value read in 1 text, estimates exact
    87/120, ToM verdicts 90/120. These floors are those."""
    floors = {"no_typo": 299, "exact": 278, "unasserted": 1, "agree": 87, "verdicts": 90}
    _holds(ev, "blind_set57", (299, 299, 303), floors)


def test_blind_set_fifty_eight_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set58: written and labelled blind (a numismatist, a weightlifter, an
    ironmonger, an aquarist, a carpet fitter, a skywriter, an acupuncturist, a cyclist; prose
    notes in six styles: conatives, way constructions, performatives, miratives, spend time,
    substitutives), frozen at 3ba1662, measured once on main
    (benchmarks/results/blind_set58.md): mention precision 1.000 (296/296), recall 0.983
    (296/301), claims exact 263/300, an unasserted value read in 6 texts, estimates exact
    83/120, ToM verdicts 90/120. Claims round 58, kept by the rule it judged, reads 267/300 and
    6 unasserted: these floors are those."""
    floors = {"no_typo": 296, "exact": 267, "unasserted": 6, "agree": 83, "verdicts": 90}
    _holds(ev, "blind_set58", (297, 297, 301), floors)


def test_blind_set_fifty_nine_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set59: written and labelled blind (a pitcher, a glaciologist, a judoka,
    a dustman, a storm chaser, a lighting designer, a forklift driver, a portraitist; prose
    notes in six styles: desideratives, apprehensives, avertives, privatives, benefactives,
    comitatives), frozen at 50a4d89, measured once on main after precision round 59
    (benchmarks/results/blind_set59.md): mention precision 1.000 (282/282), recall 0.972
    (282/290), claims exact 263/300, an unasserted value read in 1 text, estimates exact
    76/120, ToM verdicts 82/120. Neither round it judged was kept: these floors are main's."""
    floors = {"no_typo": 282, "exact": 263, "unasserted": 1, "agree": 76, "verdicts": 82}
    _holds(ev, "blind_set59", (286, 286, 290), floors)  # claims round 60 (tuned on it): 286


def test_blind_set_sixty_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set60: written and labelled blind (a sprinter, a welder, a stenographer,
    a roughneck, a ski jumper, a janitor, an ecologist, a baker; prose notes in six styles:
    essives, instrumentals, prolatives, distributives, exemplifiers, diminutives), frozen at
    b1e06e8, measured once on main (benchmarks/results/blind_set60.md): mention precision 1.000
    (307/307), recall 0.997 (307/308), claims exact 259/300, an unasserted value read in 7
    texts, estimates exact 94/120, ToM verdicts 97/120. Claims round 60, kept by the rule it
    judged, reads 266/300 and 6 unasserted: these floors are those."""
    floors = {"no_typo": 307, "exact": 266, "unasserted": 6, "agree": 94, "verdicts": 97}
    _holds(ev, "blind_set60", (307, 307, 308), floors)


def test_blind_set_sixty_one_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set61: written and labelled blind (a quilter, a trucker, a
    veterinarian, a courier, a jeweller, a cellist, a quarryman, a boxer; prose notes in six
    styles: allatives, interjections, endophorics, pleonasms, retrospectives, agentives),
    frozen at 097c0d9, measured once on main as the unseen measure of the reader at the end of
    2026-12-05 (benchmarks/results/blind_set61.md): mention precision 0.997 (308/309), recall
    0.994 (308/310), claims exact 273/300, an unasserted value read in 3 texts, estimates exact
    97/120, ToM verdicts 97/120. The round it judged was not kept: these floors are main's."""
    floors = {"no_typo": 308, "exact": 273, "unasserted": 3, "agree": 97, "verdicts": 97}
    _holds(ev, "blind_set61", (308, 309, 310), floors)


def test_blind_set_sixty_two_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set62: written and labelled blind (a herpetologist, an undertaker, a
    ringmaster, an actuary, a sound engineer, a signwriter, a ventriloquist, a scout leader;
    prose notes in six styles: psych predicates, adjectival valency, "went un-", preferentials,
    "anything but", "what with"), frozen at 118286d, measured once on main
    (benchmarks/results/blind_set62.md): mention precision 1.000 (311/311), recall 0.984
    (311/316), claims exact 269/300, an unasserted value read in 4 texts, estimates exact
    79/120, ToM verdicts 85/120. Neither round it judged was kept: these floors are main's."""
    floors = {"no_typo": 311, "exact": 269, "unasserted": 4, "agree": 79, "verdicts": 85}
    _holds(ev, "blind_set62", (311, 311, 316), floors)


def test_blind_set_sixty_three_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set63: written and labelled blind (a dietitian, a hostage negotiator,
    a yoga teacher, a proofreader, an archivist, a bailiff, a traffic warden, a midwife; prose
    notes in six styles: fractions, "have got", "mind" collocations, "none other than",
    "whereupon", "in the dark"), frozen at d925568, measured once on main as the unseen measure
    of the reader at the end of the session (benchmarks/results/blind_set63.md): mention
    precision 1.000 (317/317), recall 0.997 (317/318), claims exact 266/300, an unasserted
    value read in 7 texts, estimates exact 84/120, ToM verdicts 90/120. Six of the seven were
    one persona shape, closed after the score (the speaker's "two teams"): these floors are
    the reader's after that fix, 272/300 and 1."""
    floors = {"no_typo": 317, "exact": 272, "unasserted": 1, "agree": 84, "verdicts": 90}
    _holds(ev, "blind_set63", (317, 317, 318), floors)


def test_blind_set_sixty_four_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set64: written and labelled blind (a fumigator, a hydrologist, a
    geologist, a deckhand, a trombonist, a whittler, an orienteer, a rigger; prose notes in six
    styles: "so-called", "on paper", "at face value", "in earnest", "in passing", "for good"),
    frozen at f302730, measured once on main after red64, the measure its plan fixed
    (benchmarks/results/blind_set64.md): mention precision 1.000 (307/307), recall
    0.981 (307/313), claims exact 285/300, no unasserted value read, estimates exact 93/120,
    ToM verdicts 98/120."""
    floors = {"no_typo": 307, "exact": 285, "unasserted": 0, "agree": 93, "verdicts": 98}
    _holds(ev, "blind_set64", (307, 307, 313), floors)


def test_blind_set_sixty_five_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set65: written and labelled blind (a dendrochronologist, a phlebotomist,
    a wind-turbine technician, an indexer, a census taker, a customs officer, a dairymaid, a
    canoeist; prose notes in six styles: "point blank", "under wraps", "hook, line and sinker",
    "tooth and nail", "from scratch", "by default"), frozen at 8e4939c, measured once on main
    (benchmarks/results/blind_set65.md): mention precision 1.000 (316/316), recall 0.994
    (316/318), claims exact 272/300, one unasserted value read, estimates exact 88/120, ToM
    verdicts 92/120. These floors are tuned ones: estimate round 64, judged on this set, reads
    96/120 and 97/120, and the red team after the score closed the unasserted reading (273)."""
    floors = {"no_typo": 316, "exact": 273, "unasserted": 0, "agree": 96, "verdicts": 97}
    _holds(ev, "blind_set65", (316, 316, 318), floors)


def test_blind_set_sixty_six_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set66: written and labelled blind (a removalist, a sysadmin, a laser-tag
    marshal, a show judge, a graphologist, a cheerleader, a gritter driver, a cloakroom
    attendant; prose notes in six styles: "red herring", "on the fly", "at arm's length",
    "clutching at straws", "back burner", "foot in the door"), frozen at 42496cf, measured once
    on main as the session's last unseen figure (benchmarks/results/blind_set66.md): mention
    precision 1.000 (314/314), recall 0.987 (314/318), claims exact 271/300, an unasserted value
    read in 6 texts, estimates exact 92/120, ToM verdicts 93/120. The red team after the score
    closed four of the six (red66): these floors are the reader's after it, 274/300 and 2."""
    floors = {"no_typo": 314, "exact": 274, "unasserted": 2, "agree": 92, "verdicts": 93}
    _holds(ev, "blind_set66", (314, 314, 318), floors)


def test_blind_set_sixty_seven_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set67: written and labelled blind (a sauna master, an exam invigilator,
    a demolisher, a braillist, a chestnut roaster, a shelf filler, a document shredder, a
    polygrapher; prose notes in six styles: "thin ice", "cry wolf", "tip of the iceberg",
    "needle in a haystack", "sour grapes", "jump the gun"), frozen at 4a4f280, measured once on
    main (benchmarks/results/blind_set67.md): mention precision 1.000 (309/309), recall 0.990
    (309/312), claims exact 272/300, an unasserted value read in 2 texts, estimates exact
    85/120, ToM verdicts 88/120. These floors are tuned ones: estimate round 66, judged on this
    set, reads 97/120 and 100/120; rounds 67 and 68, written on it, 111/120; the red team after
    the score (red68) closed both unasserted readings (274)."""
    floors = {"no_typo": 309, "exact": 274, "unasserted": 0, "agree": 111, "verdicts": 111}
    _holds(ev, "blind_set67", (309, 309, 312), floors)


def test_blind_set_sixty_eight_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set68: written and labelled blind (a cake decorator, a registrar, a
    cryptozoologist, a rickshaw puller, a trampolinist, a silhouettist, a kelp gatherer, a
    surgeon; prose notes in six styles: "full circle", "moving target", "hot potato", "rabbit
    hole", "fool's gold", "crystal ball"), frozen at 51f34b2, measured once on main
    (benchmarks/results/blind_set68.md): mention precision 1.000 (307/307), recall 0.975
    (307/315), claims exact 272/300, an unasserted value read in 4 texts, estimates exact
    101/120, ToM verdicts 104/120. These floors are tuned ones: estimate round 67, judged on
    this set, reads 107/120 and 110/120; round 68, written on it, 116/120 and 118/120; the red
    team after the score (red68) closed the four unasserted readings (276)."""
    floors = {"no_typo": 307, "exact": 276, "unasserted": 0, "agree": 116, "verdicts": 118}
    _holds(ev, "blind_set68", (307, 307, 315), floors)


def test_blind_set_sixty_nine_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set69: written and labelled blind (a caber tosser, a crop duster, a
    lengthsman, a tegestologist, a tiddlywinker, a domino toppler, a baggage handler, a
    hovercraft pilot; prose notes in six styles: "house of cards", "pie in the sky", "flash in
    the pan", "tongue in cheek", "Achilles heel", "bone of contention"), frozen at 6bee808,
    measured once on main (benchmarks/results/blind_set69.md): mention precision 1.000
    (309/309), recall 0.987 (309/313), claims exact 283/300, an unasserted value read in 2
    texts, estimates exact 99/120, ToM verdicts 105/120. These floors are tuned ones:
    estimate round 68, judged on this set, reads 108/120 and 113/120, and the red team after
    the score (red69) closed both unasserted readings (285)."""
    floors = {"no_typo": 309, "exact": 285, "unasserted": 0, "agree": 108, "verdicts": 113}
    _holds(ev, "blind_set69", (309, 309, 313), floors)


def test_blind_set_seventy_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set70: written and labelled blind (a zorbist, a gurner, a marbler, a
    pelotari, a biathlete, a kabaddi raider, a korfballer, a hurler; prose notes in six styles:
    "lip service", "crocodile tears", "muddy waters", "feather in its cap", "tempest in a
    teapot", "silver lining"), frozen at e6e90bb, measured once on main
    (benchmarks/results/blind_set70.md): mention precision 1.000 (303/303), recall 0.993
    (303/305), claims exact 281/300, an unasserted value read in 2 texts, estimates exact
    108/120, ToM verdicts 110/120 (the first unseen set at the 90% target). The red team
    after the score (red69) closed both unasserted readings: these floors are after it."""
    floors = {"no_typo": 303, "exact": 283, "unasserted": 0, "agree": 108, "verdicts": 110}
    _holds(ev, "blind_set70", (303, 303, 305), floors)


def test_blind_set_seventy_one_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set71: written and labelled blind (a hornusser, a kendama player, a
    cornhole player, a foosball player, a pinball player, a tejo player, a kubb player, a Swiss
    wrestler; prose notes in six styles: "pyrrhic victory", "Potemkin village", "Gordian knot",
    "swan song", "sacred cow", "scorched earth"), frozen at 6778168, measured once on main as
    the session's last unseen figure (benchmarks/results/blind_set71.md): mention precision
    1.000 (306/306), recall 0.984 (306/311), claims exact 288/300, no unasserted value read,
    estimates exact 114/120, ToM verdicts 116/120."""
    floors = {"no_typo": 306, "exact": 288, "unasserted": 0, "agree": 114, "verdicts": 116}
    _holds(ev, "blind_set71", (306, 306, 311), floors)


def test_blind_set_seventy_two_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set72: written and labelled blind (eight new persona tags; prose notes
    in six styles: "poisoned chalice", "hollow crown", "deus ex machina", "fata morgana", "Rip
    Van Winkle", "mea culpa"), frozen at a31da17, measured once on main
    (benchmarks/results/blind_set72.md): precision 1.000 (320/320), recall 0.991 (320/323),
    claims exact 280/300, an unasserted value read in 3 texts, ToM verdicts 112/120. Estimate
    round 74 came after: these floors are after it."""
    floors = {"no_typo": 320, "exact": 280, "unasserted": 3, "agree": 116, "verdicts": 116}
    _holds(ev, "blind_set72", (320, 320, 323), floors)


def test_blind_set_seventy_three_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set73: written and labelled blind (prose notes in six styles:
    "Rashomon", "doubting Thomas", "prodigal son", "Buridan's ass", "ship of Theseus",
    "Tantalus"), frozen at f420399, measured once on main (benchmarks/results/blind_set73.md):
    precision 1.000 (314/314), recall 0.994 (314/316), claims exact 282/300, an unasserted
    value read in 7 texts, ToM verdicts 118/120. The red team red71 closed all seven and
    estimate round 74 came after: these floors are after them."""
    floors = {"no_typo": 314, "exact": 289, "unasserted": 0, "agree": 120, "verdicts": 120}
    _holds(ev, "blind_set73", (314, 314, 316), floors)


def test_blind_set_seventy_four_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set74: written and labelled blind (prose notes in six styles:
    "Pinocchio", "Humpty Dumpty", "Cinderella", "Pygmalion", "Narcissus", "eureka"), frozen at
    81ad043, measured once on main (benchmarks/results/blind_set74.md): precision 1.000
    (306/306), recall 1.000, claims exact 283/300, an unasserted value read in 3 texts, ToM
    verdicts 101/120. Estimate round 74 was written on it and red72 closed its three
    unasserted readings: these floors are after them."""
    floors = {"no_typo": 306, "exact": 286, "unasserted": 0, "agree": 120, "verdicts": 120}
    _holds(ev, "blind_set74", (306, 306, 306), floors)


def test_blind_set_seventy_five_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set75: written and labelled blind (prose notes in six styles:
    "Houdini", "Rumpelstiltskin", "Sherlock Holmes", "Hansel and Gretel", "Bermuda Triangle",
    "Mata Hari"), frozen at 1e18504, measured once on main (benchmarks/results/blind_set75.md):
    precision 1.000 (309/309), recall 0.997 (309/310), claims exact 286/300, an unasserted value
    read in 2 texts, ToM verdicts 110/120 (estimate round 74, judged by it: 115). Round 76 and
    red72 came after: these floors are after them."""
    floors = {"no_typo": 309, "exact": 288, "unasserted": 0, "agree": 118, "verdicts": 118}
    _holds(ev, "blind_set75", (309, 309, 310), floors)


def test_blind_set_seventy_six_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set76: written and labelled blind (prose notes in six styles:
    "Orpheus", "Scheherazade", "Captain Ahab", "Medusa", "Gulliver", "Cyrano"), frozen at
    10f3b88, measured once on main (benchmarks/results/blind_set76.md): precision 1.000
    (300/300), recall 0.990 (300/303), claims exact 286/300, an unasserted value read in 1
    text, ToM verdicts 116/120. Estimate round 76 and red72 came after: these floors are
    after them."""
    floors = {"no_typo": 300, "exact": 287, "unasserted": 0, "agree": 118, "verdicts": 120}
    _holds(ev, "blind_set76", (300, 300, 303), floors)


def test_blind_set_seventy_seven_holds_its_figures(ev: ModuleType) -> None:
    """tests/data/blind_set77: written and labelled blind (prose notes in six styles:
    "Prometheus", "Gatsby", "Hercules", "Mowgli", "Prospero", "Scarlet Pimpernel"), frozen at
    fb34743, measured once on main (benchmarks/results/blind_set77.md): precision 1.000
    (301/301), recall 1.000, claims exact 282/300, an unasserted value read in 2 texts, ToM
    verdicts 116/120 (estimate round 76, judged by it: 120)."""
    floors = {"no_typo": 301, "exact": 282, "unasserted": 2, "agree": 119, "verdicts": 120}
    _holds(ev, "blind_set77", (301, 301, 301), floors)


def test_blind_set_seventy_eight_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set78: written and labelled blind (prose notes in six styles:
    "Lazarus", "Mrs Malaprop", "Loki", "Keyser Soze", "Jeeves", "Tristram Shandy"), frozen at
    976011f, measured once on main (benchmarks/results/blind_set78.md): precision 1.000
    (304/304), recall 0.993 (304/306), claims exact 282/300, an unasserted value read in 4
    texts, estimates exact 118/120, ToM verdicts 119/120."""
    floors = {"no_typo": 304, "exact": 282, "unasserted": 4, "agree": 118, "verdicts": 119}
    _holds(ev, "blind_set78", (304, 304, 306), floors)


def test_blind_set_seventy_nine_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set79: written and labelled blind (prose notes in six styles:
    "Spartacus", "Malvolio", "Diogenes", "Grinch", "Galileo", "Paddington"), frozen at
    7eeeb16, measured once on main as the session's last unseen figure
    (benchmarks/results/blind_set79.md): precision 1.000 (302/302), recall 0.990 (302/305),
    claims exact 281/300, an unasserted value read in 3 texts, estimates exact 116/120, ToM
    verdicts 117/120."""
    floors = {"no_typo": 302, "exact": 281, "unasserted": 3, "agree": 116, "verdicts": 117}
    _holds(ev, "blind_set79", (302, 302, 305), floors)


def test_blind_set_eighty_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set80: written and labelled blind (prose notes in six styles:
    "Baldrick", "Basil Fawlty", "Nelson", "Samuel Pepys", "Popeye", "Guy Fawkes"), frozen at
    67c177c, measured once on main (benchmarks/results/blind_set80.md): precision 1.000
    (303/303), recall 0.993 (303/305), claims exact 278/300, an unasserted value read in 1
    texts, estimates exact 109/120, ToM verdicts 112/120."""
    floors = {"no_typo": 303, "exact": 278, "unasserted": 1, "agree": 109, "verdicts": 112}
    _holds(ev, "blind_set80", (303, 303, 305), floors)


def test_blind_set_eighty_one_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set81: written and labelled blind (prose notes in six styles:
    "Billy Bunter", "Worzel Gummidge", "Greyfriars Bobby", "Annie Oakley", "Ichabod Crane", "Brunel"), frozen at
    039c8e1, measured once on main (benchmarks/results/blind_set81.md): precision 1.000
    (308/308), recall 0.990 (308/311), claims exact 290/300, an unasserted value read in 0
    texts, estimates exact 113/120, ToM verdicts 114/120."""
    floors = {"no_typo": 308, "exact": 290, "unasserted": 0, "agree": 113, "verdicts": 114}
    _holds(ev, "blind_set81", (308, 308, 311), floors)


def test_blind_set_eighty_two_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set82: written and labelled blind (prose notes in six styles:
    "Glendower", "Autolycus", "Bellman", "Pickwick", "Nasreddin", "Peer Gynt"), frozen at
    e0d9059, measured once on main (benchmarks/results/blind_set82.md): precision 1.000
    (305/305), recall 0.993 (305/307), claims exact 285/300, an unasserted value read in 0
    texts, estimates exact 112/120, ToM verdicts 112/120 (estimate round 80, judged by it: 115 and 115)."""
    floors = {"no_typo": 305, "exact": 285, "unasserted": 0, "agree": 115, "verdicts": 115}
    _holds(ev, "blind_set82", (305, 305, 307), floors)


def test_blind_set_eighty_three_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set83: written and labelled blind (prose notes in six styles:
    "Pooh-Bah", "Woozle", "Toad", "Nessie", "Jumblies", "Jemima Puddle-Duck"), frozen at
    43a820e, measured once on main (benchmarks/results/blind_set83.md): precision 1.000
    (306/306), recall 0.987 (306/310), claims exact 284/300, an unasserted value read in 0
    texts, estimates exact 113/120, ToM verdicts 113/120."""
    floors = {"no_typo": 306, "exact": 284, "unasserted": 0, "agree": 113, "verdicts": 113}
    _holds(ev, "blind_set83", (306, 306, 310), floors)


def test_blind_set_eighty_four_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set84: written and labelled blind (prose notes in six styles:
    "Tartarin", "Chichikov", "Tite Barnacle", "Svejk", "Koepenick", "Oblomov"), frozen at
    53863c4, measured once on main (benchmarks/results/blind_set84.md): precision 1.000
    (305/305), recall 0.984 (305/310), claims exact 279/300, an unasserted value read in 4
    texts, estimates exact 112/120, ToM verdicts 112/120."""
    floors = {"no_typo": 305, "exact": 279, "unasserted": 4, "agree": 112, "verdicts": 112}
    _holds(ev, "blind_set84", (305, 305, 310), floors)


def test_blind_set_eighty_five_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set85: written and labelled blind (prose notes in six styles:
    "Tichborne", "Papageno", "Carabas", "Dulcamara", "Leporello", "Ostap Bender"), frozen at
    6baa100, measured once on main (benchmarks/results/blind_set85.md): precision 1.000
    (308/308), recall 0.997 (308/309), claims exact 279/300, an unasserted value read in 4
    texts, estimates exact 114/120, ToM verdicts 114/120 (estimate round 83, judged by it: 118 and 118)."""
    floors = {"no_typo": 308, "exact": 279, "unasserted": 4, "agree": 118, "verdicts": 118}
    _holds(ev, "blind_set85", (308, 308, 309), floors)


def test_blind_set_eighty_six_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set86: written and labelled blind (prose notes in six styles:
    "Schlemihl", "Cagliostro", "Mechanical Turk", "Cottingley", "Zelig", "Fregoli"), frozen at
    610a4c7, measured once on main (benchmarks/results/blind_set86.md): precision 1.000
    (304/304), recall 0.990 (304/307), claims exact 280/300, an unasserted value read in 2
    texts, estimates exact 119/120, ToM verdicts 119/120."""
    floors = {"no_typo": 304, "exact": 280, "unasserted": 2, "agree": 119, "verdicts": 119}
    _holds(ev, "blind_set86", (304, 304, 307), floors)


def test_blind_set_eighty_seven_holds_its_unseen_figures(ev: ModuleType) -> None:
    """tests/data/blind_set87: written and labelled blind (prose notes in six styles:
    "Demara", "Elmyr", "Rampa", "Kujau", "Toft", "Ireland"), frozen at
    279934a, measured once on main (benchmarks/results/blind_set87.md): precision 1.000
    (298/298), recall 0.983 (298/303), claims exact 275/300, an unasserted value read in 4
    texts, estimates exact 94/120, ToM verdicts 99/120."""
    floors = {"no_typo": 298, "exact": 275, "unasserted": 4, "agree": 94, "verdicts": 99}
    _holds(ev, "blind_set87", (298, 298, 303), floors)


def test_a_second_labeller_agrees_with_set_sixty_threes_labels(ev: ModuleType) -> None:
    """tests/data/blind_set63/relabel: the set labelled again from the texts, the universes and
    the rules alone (its README). Two people agree on 299 of 300 claims and on all 120
    estimates, so the reader's misses on such text are the reader's, not the labels'."""
    where = ROOT / "tests" / "data" / "blind_set63"
    scenarios = ev.scenarios_by_id(OFFICIAL)
    c = ev.second_claims(where, scenarios)
    assert (c.items, c.same, c.beyond) == (300, 299, 1), c.differ
    assert c.differ[0].startswith("c-143 ")  # "narrowed it down to A or B. Which?"
    e = ev.second_estimates(where, scenarios)
    assert (e.items, e.same, e.verdicts) == (120, 120, 120), e.differ
    # the reader, for the record of the comparison (the floors above hold its figures)
    assert c.reader_same_first >= 272 and e.reader_same_first >= 90
