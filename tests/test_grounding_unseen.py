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


#: Each blind set's mention counts (found, returned, labelled), then its floors: mentions
#: found without typos, claims exact, at most this many texts read with an unasserted value,
#: estimates exact, ToM verdicts. A set's first score (unseen, or tuned on later) and every
#: change since are in benchmarks/results/blind_setN.md; a change to the reader may raise a
#: floor, never lower one.
FLOORS: dict[str, tuple[tuple[int, int, int], int, int, int, int, int]] = {
    "blind_set4": ((555, 555, 576), 530, 331, 0, 107, 109),
    "blind_set5": ((625, 625, 657), 605, 370, 1, 102, 111),
    "blind_set6": ((652, 652, 693), 633, 358, 0, 89, 101),
    "blind_set7": ((635, 637, 671), 635, 387, 0, 94, 105),
    "blind_set8": ((744, 744, 782), 744, 385, 0, 96, 103),
    "blind_set9": ((744, 745, 763), 744, 401, 1, 92, 101),
    "blind_set10": ((828, 830, 847), 828, 415, 0, 98, 102),
    "blind_set11": ((595, 595, 605), 595, 300, 0, 105, 107),
    "blind_set12": ((637, 637, 645), 637, 320, 0, 90, 92),
    "blind_set13": ((581, 581, 610), 578, 288, 0, 84, 85),
    "blind_set14": ((671, 672, 681), 671, 284, 0, 75, 80),
    "blind_set15": ((756, 757, 769), 756, 334, 0, 87, 89),
    "blind_set16": ((667, 668, 678), 667, 302, 0, 62, 70),
    "blind_set17": ((592, 594, 601), 589, 288, 0, 72, 77),
    "blind_set18": ((641, 642, 648), 640, 295, 0, 73, 76),
    "blind_set19": ((493, 494, 495), 493, 286, 0, 73, 74),
    "blind_set20": ((459, 460, 464), 459, 249, 0, 79, 80),
    "blind_set21": ((376, 376, 383), 376, 251, 0, 76, 76),
    "blind_set22": ((379, 379, 387), 379, 265, 0, 80, 80),
    "blind_set23": ((398, 398, 410), 397, 251, 0, 75, 75),
    "blind_set24": ((411, 412, 414), 411, 240, 0, 58, 62),
    "blind_set25": ((362, 362, 369), 362, 262, 0, 80, 80),
    "blind_set26": ((367, 367, 372), 367, 259, 0, 74, 76),
    "blind_set27": ((356, 356, 359), 356, 252, 0, 80, 80),
    "blind_set28": ((330, 331, 337), 329, 253, 1, 78, 80),
    "blind_set29": ((329, 331, 343), 329, 262, 7, 80, 80),
    "blind_set30": ((365, 366, 370), 365, 276, 7, 75, 77),
    "blind_set31": ((315, 315, 332), 315, 278, 0, 80, 80),
    "blind_set32": ((310, 310, 325), 310, 283, 2, 80, 80),
    "blind_set33": ((321, 321, 324), 321, 273, 6, 79, 79),
    "blind_set34": ((318, 318, 323), 318, 266, 8, 80, 80),
    "blind_set35": ((317, 317, 321), 317, 265, 11, 80, 80),
    "blind_set36": ((349, 349, 353), 349, 271, 5, 80, 80),
    "blind_set37": ((318, 318, 322), 318, 272, 11, 80, 80),
    "blind_set38": ((319, 319, 320), 319, 281, 6, 69, 69),
    "blind_set39": ((300, 300, 302), 300, 282, 7, 51, 56),
    "blind_set40": ((311, 311, 312), 311, 273, 6, 64, 64),
    "blind_set41": ((313, 313, 314), 313, 277, 5, 79, 79),
    "blind_set42": ((290, 290, 291), 290, 271, 2, 105, 111),
    "blind_set43": ((301, 301, 301), 300, 269, 1, 97, 104),
    "blind_set44": ((299, 299, 302), 299, 261, 1, 103, 107),
    "blind_set45": ((317, 317, 317), 317, 282, 2, 99, 104),
    "blind_set46": ((303, 303, 311), 302, 263, 5, 88, 97),
    "blind_set47": ((289, 289, 299), 286, 252, 2, 92, 101),
    "blind_set48": ((294, 294, 296), 294, 252, 4, 87, 90),
    "blind_set49": ((308, 308, 309), 308, 270, 2, 92, 98),
    "blind_set50": ((296, 296, 303), 296, 260, 5, 74, 78),
    "blind_set51": ((296, 296, 300), 296, 265, 3, 90, 94),
    "blind_set52": ((305, 305, 308), 303, 252, 7, 82, 90),
    "blind_set53": ((284, 284, 290), 284, 256, 3, 94, 99),
    "blind_set54": ((307, 307, 312), 307, 273, 0, 80, 85),
    "blind_set55": ((310, 310, 314), 310, 269, 1, 100, 105),
    "blind_set56": ((303, 303, 304), 302, 272, 5, 88, 90),
    "blind_set57": ((299, 299, 303), 299, 278, 1, 94, 96),
    "blind_set58": ((297, 297, 301), 296, 267, 6, 86, 93),
    "blind_set59": ((286, 286, 290), 282, 263, 1, 82, 88),
    "blind_set60": ((307, 307, 308), 307, 266, 6, 101, 104),
    "blind_set61": ((308, 309, 310), 308, 273, 3, 102, 102),
    "blind_set62": ((311, 311, 316), 311, 269, 4, 96, 100),
    "blind_set63": ((317, 317, 318), 317, 272, 1, 93, 98),
    "blind_set64": ((307, 307, 313), 307, 285, 0, 108, 111),
    "blind_set65": ((316, 316, 318), 316, 273, 0, 112, 112),
    "blind_set66": ((314, 314, 318), 314, 274, 2, 115, 115),
    "blind_set67": ((309, 309, 312), 309, 274, 0, 114, 114),
    "blind_set68": ((307, 307, 315), 307, 276, 0, 117, 119),
    "blind_set69": ((309, 309, 313), 309, 285, 0, 110, 115),
    "blind_set70": ((303, 303, 305), 303, 283, 0, 113, 115),
    "blind_set71": ((306, 306, 311), 306, 288, 0, 118, 120),
    "blind_set72": ((320, 320, 323), 320, 280, 3, 118, 118),
    "blind_set73": ((314, 314, 316), 314, 289, 0, 120, 120),
    "blind_set74": ((306, 306, 306), 306, 286, 0, 120, 120),
    "blind_set75": ((309, 309, 310), 309, 288, 0, 119, 119),
    "blind_set76": ((300, 300, 303), 300, 287, 0, 118, 120),
    "blind_set77": ((301, 301, 301), 301, 282, 2, 119, 120),
    "blind_set78": ((304, 304, 306), 304, 282, 4, 118, 119),
    "blind_set79": ((302, 302, 305), 302, 281, 3, 118, 119),
    "blind_set80": ((303, 303, 305), 303, 278, 1, 119, 120),
    "blind_set81": ((308, 308, 311), 308, 290, 0, 119, 120),
    "blind_set82": ((305, 305, 307), 305, 285, 0, 119, 119),
    "blind_set83": ((306, 306, 310), 306, 284, 0, 120, 120),
    "blind_set84": ((305, 305, 310), 305, 279, 4, 119, 119),
    "blind_set85": ((308, 308, 309), 308, 279, 4, 119, 119),
    "blind_set86": ((304, 304, 307), 304, 280, 2, 119, 119),
    "blind_set87": ((298, 298, 303), 298, 275, 4, 112, 113),
    "blind_set88": ((291, 291, 295), 291, 276, 5, 109, 109),
    "blind_set89": ((301, 301, 303), 301, 272, 8, 102, 103),
    "blind_set90": ((318, 318, 321), 318, 276, 7, 112, 112),
    "blind_set91": ((307, 307, 310), 307, 277, 8, 106, 109),
    "blind_set92": ((300, 300, 305), 300, 275, 5, 98, 102),
    "blind_set93": ((304, 304, 309), 304, 267, 5, 106, 112),
    "blind_set94": ((305, 305, 307), 305, 276, 6, 110, 112),
    "blind_set95": ((298, 298, 305), 298, 273, 5, 92, 96),
    "blind_set96": ((290, 290, 299), 290, 257, 4, 114, 117),
    "blind_set97": ((299, 299, 301), 299, 259, 2, 86, 95),
    "blind_set98": ((289, 289, 298), 289, 257, 2, 79, 86),
    "blind_set99": ((288, 289, 293), 288, 257, 3, 77, 86),
}


@pytest.mark.parametrize("name", list(FLOORS))
def test_a_blind_set_holds_its_figures(ev: ModuleType, name: str) -> None:
    """A blind set's mention counts exactly, and its floors (see ``FLOORS``)."""
    mentions, no_typo, exact, unasserted, agree, verdicts = FLOORS[name]
    scenarios = ev.scenarios_by_id(OFFICIAL)
    s = ev.score_grounding(ev.load("claims.jsonl", ROOT / "tests" / "data" / name), scenarios)
    t = s.total
    assert (t.found, t.returned, t.labelled) == mentions, (t.found, t.returned, t.labelled)
    assert t.found_no_typo >= no_typo and t.exact >= exact, s.misses
    assert t.unasserted <= unasserted, s.misses
    a = ev.score_agreement(ev.load("estimates.jsonl", ROOT / "tests" / "data" / name), scenarios)
    assert a.agree >= agree and a.verdicts >= verdicts, a.disagreements


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
