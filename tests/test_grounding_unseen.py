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
    "blind_set5": ((625, 625, 657), 605, 369, 1, 102, 111),
    "blind_set6": ((652, 652, 693), 633, 356, 0, 89, 101),
    "blind_set7": ((635, 637, 671), 635, 386, 0, 94, 105),
    "blind_set8": ((744, 744, 782), 744, 389, 0, 96, 103),
    "blind_set9": ((744, 745, 763), 744, 406, 1, 92, 101),
    "blind_set10": ((830, 832, 847), 830, 417, 0, 99, 103),
    "blind_set11": ((595, 595, 605), 595, 299, 0, 107, 109),
    "blind_set12": ((637, 637, 645), 637, 317, 0, 90, 92),
    "blind_set13": ((581, 581, 610), 581, 292, 0, 84, 85),
    "blind_set14": ((671, 672, 681), 671, 288, 0, 76, 81),
    "blind_set15": ((756, 757, 769), 756, 336, 0, 89, 90),
    "blind_set16": ((667, 668, 678), 667, 310, 0, 66, 74),
    "blind_set17": ((592, 594, 601), 592, 295, 0, 72, 77),
    "blind_set18": ((641, 642, 648), 641, 301, 0, 74, 77),
    "blind_set19": ((493, 494, 495), 493, 287, 0, 73, 74),
    "blind_set20": ((459, 460, 464), 459, 252, 0, 79, 80),
    "blind_set21": ((376, 376, 383), 376, 251, 0, 76, 76),
    "blind_set22": ((379, 379, 387), 379, 270, 0, 80, 80),
    "blind_set23": ((398, 398, 410), 398, 251, 0, 75, 75),
    "blind_set24": ((411, 412, 414), 411, 245, 0, 58, 62),
    "blind_set25": ((363, 363, 369), 363, 266, 0, 80, 80),
    "blind_set26": ((367, 367, 372), 367, 261, 0, 74, 76),
    "blind_set27": ((356, 356, 359), 356, 256, 0, 80, 80),
    "blind_set28": ((331, 332, 337), 331, 260, 1, 78, 80),
    "blind_set29": ((330, 332, 343), 330, 267, 6, 80, 80),
    "blind_set30": ((365, 366, 370), 365, 282, 5, 75, 77),
    "blind_set31": ((315, 315, 332), 315, 278, 0, 80, 80),
    "blind_set32": ((310, 310, 325), 310, 287, 1, 80, 80),
    "blind_set33": ((321, 321, 324), 321, 280, 1, 79, 79),
    "blind_set34": ((318, 318, 323), 318, 271, 6, 80, 80),
    "blind_set35": ((317, 317, 321), 317, 268, 8, 80, 80),
    "blind_set36": ((349, 349, 353), 349, 278, 3, 80, 80),
    "blind_set37": ((318, 318, 322), 318, 271, 9, 80, 80),
    "blind_set38": ((319, 319, 320), 319, 280, 4, 69, 69),
    "blind_set39": ((300, 300, 302), 300, 287, 4, 54, 58),
    "blind_set40": ((311, 311, 312), 311, 281, 3, 64, 64),
    "blind_set41": ((314, 314, 314), 314, 286, 3, 79, 79),
    "blind_set42": ((291, 291, 291), 291, 281, 1, 107, 113),
    "blind_set43": ((301, 301, 301), 301, 280, 0, 97, 104),
    "blind_set44": ((299, 299, 302), 299, 269, 0, 103, 107),
    "blind_set45": ((317, 317, 317), 317, 285, 1, 100, 105),
    "blind_set46": ((306, 306, 311), 306, 277, 0, 94, 103),
    "blind_set47": ((290, 290, 299), 290, 271, 0, 93, 102),
    "blind_set48": ((295, 295, 296), 295, 259, 1, 89, 92),
    "blind_set49": ((309, 309, 309), 309, 281, 1, 92, 98),
    "blind_set50": ((296, 296, 303), 296, 277, 0, 75, 79),
    "blind_set51": ((296, 296, 300), 296, 284, 0, 94, 98),
    "blind_set52": ((305, 305, 308), 305, 278, 1, 83, 90),
    "blind_set53": ((286, 286, 290), 286, 279, 1, 97, 102),
    "blind_set54": ((307, 307, 312), 307, 284, 0, 87, 92),
    "blind_set55": ((310, 310, 314), 310, 283, 0, 105, 109),
    "blind_set56": ((303, 303, 304), 303, 286, 0, 90, 92),
    "blind_set57": ((300, 300, 303), 300, 286, 0, 101, 102),
    "blind_set58": ((299, 299, 301), 299, 280, 1, 95, 101),
    "blind_set59": ((286, 286, 290), 286, 285, 0, 88, 93),
    "blind_set60": ((307, 307, 308), 307, 273, 0, 108, 111),
    "blind_set61": ((308, 309, 310), 308, 275, 1, 105, 106),
    "blind_set62": ((313, 313, 316), 313, 274, 2, 101, 103),
    "blind_set63": ((317, 317, 318), 317, 274, 1, 96, 101),
    "blind_set64": ((309, 309, 313), 309, 290, 0, 108, 111),
    "blind_set65": ((316, 316, 318), 316, 274, 0, 116, 116),
    "blind_set66": ((315, 315, 318), 315, 279, 1, 115, 115),
    "blind_set67": ((309, 309, 312), 309, 278, 0, 114, 114),
    "blind_set68": ((311, 311, 315), 311, 280, 0, 117, 119),
    "blind_set69": ((309, 309, 313), 309, 284, 0, 111, 116),
    "blind_set70": ((304, 304, 305), 304, 283, 0, 114, 116),
    "blind_set71": ((307, 307, 311), 307, 289, 0, 118, 120),
    "blind_set72": ((321, 321, 323), 321, 281, 3, 118, 118),
    "blind_set73": ((314, 314, 316), 314, 286, 0, 120, 120),
    "blind_set74": ((306, 306, 306), 306, 284, 0, 120, 120),
    "blind_set75": ((310, 310, 310), 310, 286, 0, 119, 119),
    "blind_set76": ((301, 301, 303), 301, 286, 0, 118, 120),
    "blind_set77": ((301, 301, 301), 301, 285, 0, 119, 120),
    "blind_set78": ((304, 304, 306), 304, 284, 0, 119, 120),
    "blind_set79": ((303, 303, 305), 303, 287, 0, 118, 119),
    "blind_set80": ((304, 304, 305), 304, 281, 0, 119, 120),
    "blind_set81": ((308, 308, 311), 308, 292, 0, 119, 120),
    "blind_set82": ((306, 306, 307), 306, 288, 0, 119, 119),
    "blind_set83": ((308, 308, 310), 308, 287, 0, 120, 120),
    "blind_set84": ((307, 307, 310), 307, 287, 0, 119, 119),
    "blind_set85": ((308, 308, 309), 308, 283, 0, 119, 119),
    "blind_set86": ((305, 305, 307), 305, 285, 0, 119, 119),
    "blind_set87": ((298, 298, 303), 298, 280, 1, 118, 119),
    "blind_set88": ((292, 292, 295), 292, 280, 4, 116, 116),
    "blind_set89": ((301, 301, 303), 301, 275, 6, 120, 120),
    "blind_set90": ((318, 318, 321), 318, 281, 5, 115, 115),
    "blind_set91": ((308, 308, 310), 308, 289, 3, 113, 116),
    "blind_set92": ((300, 300, 305), 300, 280, 3, 118, 119),
    "blind_set93": ((305, 305, 309), 305, 275, 2, 114, 118),
    "blind_set94": ((305, 305, 307), 305, 282, 2, 118, 119),
    "blind_set95": ((302, 302, 305), 302, 282, 1, 115, 117),
    "blind_set96": ((295, 295, 299), 295, 278, 1, 117, 118),
    "blind_set97": ((300, 300, 301), 300, 269, 0, 105, 111),
    "blind_set98": ((294, 294, 298), 294, 275, 0, 107, 107),
    "blind_set99": ((290, 291, 293), 290, 270, 1, 98, 102),
    "blind_set100": ((289, 289, 292), 289, 262, 0, 113, 118),
    "blind_set101": ((292, 292, 295), 292, 266, 0, 104, 106),
    "blind_set102": ((278, 279, 288), 278, 266, 0, 111, 115),
    "blind_set103": ((283, 283, 288), 283, 260, 0, 114, 118),
    "blind_set104": ((282, 282, 286), 282, 256, 0, 118, 118),
    "blind_set105": ((281, 281, 287), 281, 252, 0, 115, 119),
    "blind_set107": ((281, 281, 283), 281, 255, 0, 119, 120),
    "blind_set108": ((291, 291, 293), 291, 258, 0, 120, 120),
    "blind_set109": ((285, 285, 289), 285, 262, 0, 120, 120),
    "blind_set110": ((285, 286, 289), 285, 256, 0, 114, 120),
    "blind_set111": ((285, 285, 290), 285, 265, 0, 108, 110),
    "blind_set112": ((290, 290, 295), 290, 259, 0, 117, 118),
    "blind_set113": ((273, 273, 289), 273, 263, 0, 99, 105),
    "blind_set114": ((280, 280, 285), 280, 271, 0, 109, 109),
    "blind_set115": ((283, 283, 288), 283, 276, 0, 106, 110),
    "blind_set116": ((291, 291, 296), 291, 278, 0, 106, 114),
    "blind_set117": ((286, 286, 292), 286, 272, 0, 103, 110),
    "blind_set118": ((285, 285, 292), 285, 272, 0, 99, 107),
    "blind_set119": ((287, 287, 291), 287, 276, 0, 100, 105),
    "blind_set120": ((285, 285, 289), 285, 275, 0, 109, 115),
    "blind_set121": ((289, 289, 293), 289, 279, 0, 102, 109),
    "blind_set122": ((285, 285, 290), 285, 286, 0, 108, 111),
    "blind_set123": ((287, 287, 292), 287, 271, 0, 106, 113),
    "blind_set124": ((289, 289, 292), 289, 283, 0, 107, 113),
    "blind_set125": ((284, 284, 288), 284, 276, 0, 108, 113),
    "blind_set126": ((285, 285, 290), 285, 281, 0, 111, 118),
    "blind_set127": ((277, 277, 286), 277, 271, 0, 105, 112),
    "blind_set128": ((271, 271, 285), 271, 257, 1, 103, 111),
    "blind_set129": ((274, 274, 283), 274, 259, 0, 95, 102),
    "blind_set130": ((271, 271, 281), 271, 262, 0, 104, 108),
    "blind_set131": ((275, 275, 283), 275, 256, 0, 100, 108),
    "blind_set132": ((290, 290, 298), 290, 265, 3, 109, 112),
    "blind_set133": ((272, 272, 280), 272, 262, 0, 111, 114),
    "blind_set134": ((283, 284, 289), 283, 267, 2, 109, 111),
    "blind_set135": ((267, 267, 278), 267, 266, 0, 107, 115),
    "blind_set136": ((280, 280, 290), 280, 265, 2, 102, 104),
    "blind_set137": ((269, 269, 278), 269, 269, 0, 104, 110),
    "blind_set138": ((281, 281, 290), 281, 273, 0, 102, 114),
    "blind_set139": ((266, 266, 273), 266, 271, 0, 117, 118),
    "blind_set140": ((282, 282, 292), 282, 265, 0, 107, 119),
    "blind_set141": ((268, 268, 277), 268, 264, 0, 113, 114),
    "blind_set142": ((276, 276, 286), 276, 259, 0, 108, 120),
    "blind_set143": ((289, 289, 293), 289, 280, 0, 78, 90),
    "blind_set144": ((270, 270, 278), 270, 264, 0, 99, 107),
    "blind_set145": ((287, 287, 293), 287, 265, 0, 78, 86),
    "blind_set146": ((276, 276, 284), 276, 267, 0, 93, 101),
    "blind_set147": ((286, 286, 295), 286, 275, 0, 97, 109),
    "blind_set148": ((274, 274, 284), 274, 267, 0, 82, 92),
    "blind_set149": ((282, 282, 287), 282, 270, 1, 102, 102),
    "blind_set150": ((276, 276, 283), 276, 266, 0, 91, 96),
    "blind_set151": ((287, 287, 291), 287, 270, 2, 96, 96),
    "blind_set152": ((279, 279, 284), 279, 272, 0, 90, 100),
    "blind_set153": ((277, 277, 284), 277, 268, 0, 84, 89),
    "blind_set154": ((274, 274, 283), 274, 268, 1, 105, 105),
    "blind_set155": ((271, 271, 282), 271, 265, 0, 92, 93),
    "blind_set156": ((272, 272, 281), 272, 273, 0, 100, 102),
    "blind_set157": ((276, 276, 282), 276, 275, 0, 103, 106),
    "blind_set158": ((271, 271, 278), 271, 278, 0, 90, 91),
    "blind_set159": ((271, 271, 273), 271, 278, 0, 108, 110),
    "blind_set160": ((275, 275, 277), 275, 285, 2, 115, 115),
    "blind_set161": ((275, 275, 278), 275, 284, 0, 118, 118),
    "blind_set162": ((272, 272, 273), 272, 282, 1, 113, 116),
    "blind_set163": ((278, 278, 281), 278, 282, 0, 113, 113),
    "blind_set164": ((263, 263, 268), 263, 267, 0, 111, 114),
    "blind_set165": ((276, 276, 279), 276, 283, 0, 114, 114),
    "blind_set166": ((272, 272, 275), 272, 281, 0, 115, 115),
    "blind_set167": ((275, 275, 279), 275, 286, 1, 118, 118),
    "blind_set168": ((275, 275, 277), 275, 277, 0, 115, 115),
    "blind_set169": ((266, 266, 271), 266, 290, 0, 116, 116),
    "blind_set170": ((271, 271, 272), 271, 294, 1, 113, 114),
    "blind_set171": ((270, 270, 270), 270, 288, 1, 110, 111),
    "blind_set172": ((261, 261, 265), 261, 295, 0, 116, 117),
    "blind_set173": ((266, 266, 270), 266, 291, 0, 112, 113),
    "blind_set174": ((257, 257, 263), 257, 289, 2, 111, 111),
    "blind_set175": ((259, 260, 265), 259, 298, 0, 114, 115),
    "blind_set176": ((263, 264, 265), 263, 299, 0, 115, 116),
    "blind_set177": ((262, 262, 264), 262, 299, 1, 115, 116),
    "blind_set178": ((260, 260, 264), 260, 299, 1, 116, 116),
    "blind_set179": ((263, 263, 265), 263, 296, 1, 114, 116),
    "blind_set180": ((262, 262, 265), 262, 297, 0, 114, 118),
    "blind_set181": ((259, 259, 266), 259, 300, 0, 113, 115),
    "blind_set182": ((265, 265, 267), 265, 293, 5, 114, 118),
    "blind_set183": ((258, 258, 263), 258, 296, 1, 112, 112),
    "blind_set184": ((265, 265, 268), 265, 299, 1, 115, 119),
    "blind_set185": ((253, 254, 261), 253, 296, 0, 109, 111),
    "blind_set186": ((264, 264, 266), 264, 298, 1, 113, 119),
    "blind_set187": ((252, 252, 262), 252, 296, 2, 111, 115),
    "blind_set188": ((263, 263, 266), 263, 296, 4, 110, 115),
    "blind_set189": ((261, 261, 264), 261, 297, 2, 116, 118),
    "blind_set190": ((268, 268, 270), 268, 299, 1, 114, 119),
    "blind_set191": ((260, 260, 266), 260, 297, 3, 116, 119),
    "blind_set192": ((266, 266, 266), 266, 298, 2, 109, 117),
    "blind_set193": ((264, 264, 268), 264, 292, 3, 117, 119),
    "blind_set194": ((265, 265, 270), 265, 297, 2, 116, 117),
    "blind_set195": ((263, 264, 268), 263, 294, 3, 118, 119),
    "blind_set196": ((268, 268, 270), 268, 296, 3, 113, 116),
    "blind_set197": ((259, 259, 267), 259, 294, 1, 119, 120),
    "blind_set198": ((261, 261, 267), 261, 294, 2, 112, 116),
    "blind_set199": ((268, 268, 269), 268, 296, 0, 110, 112),
    "blind_set200": ((262, 262, 267), 262, 293, 0, 114, 117),
    "blind_set201": ((267, 267, 268), 267, 298, 1, 112, 117),
    "blind_set202": ((259, 260, 263), 259, 297, 1, 112, 117),
    "blind_set203": ((259, 259, 262), 259, 298, 1, 112, 119),
    "blind_set204": ((256, 256, 263), 256, 298, 0, 112, 117),
    "blind_set205": ((257, 257, 261), 257, 296, 3, 111, 115),
    "blind_set206": ((258, 258, 262), 258, 298, 0, 114, 118),
    "blind_set207": ((252, 252, 259), 252, 295, 2, 97, 109),
    "blind_set208": ((258, 258, 263), 258, 297, 1, 112, 116),
    "blind_set209": ((257, 257, 261), 257, 300, 0, 109, 116),
    "blind_set210": ((255, 256, 259), 255, 298, 0, 113, 115),
    "blind_set211": ((259, 259, 261), 259, 298, 1, 115, 117),
    "blind_set212": ((261, 261, 262), 261, 300, 0, 102, 106),
    "blind_set213": ((256, 256, 263), 256, 296, 2, 111, 118),
    "blind_set214": ((260, 260, 260), 260, 293, 3, 111, 112),
    "blind_set215": ((263, 263, 266), 263, 296, 2, 110, 117),
    "blind_set216": ((262, 262, 264), 262, 298, 2, 113, 119),
    "blind_set217": ((262, 262, 263), 262, 298, 2, 104, 112),
    "blind_set218": ((262, 262, 263), 262, 296, 1, 111, 118),
    "blind_set219": ((262, 262, 264), 262, 298, 1, 114, 117),
    "blind_set220": ((263, 263, 264), 263, 299, 0, 113, 119),
    "blind_set221": ((256, 256, 257), 256, 298, 1, 114, 115),
    "blind_set222": ((256, 256, 256), 256, 299, 0, 106, 115),
    "blind_set223": ((255, 255, 256), 255, 296, 2, 109, 116),
    "blind_set224": ((255, 255, 255), 255, 300, 0, 108, 114),
    "blind_set225": ((257, 257, 257), 257, 290, 1, 108, 116),
    "blind_set226": ((260, 260, 261), 260, 296, 1, 115, 119),
    "blind_set227": ((260, 260, 260), 260, 293, 1, 106, 113),
    "blind_set228": ((257, 257, 258), 257, 297, 0, 109, 116),
    "blind_set229": ((256, 256, 258), 256, 295, 0, 106, 114),
    "blind_set230": ((254, 254, 257), 254, 295, 0, 113, 116),
    "blind_set231": ((250, 250, 254), 250, 298, 0, 110, 116),
    "blind_set232": ((256, 256, 257), 256, 296, 1, 109, 114),
    "blind_set233": ((257, 257, 258), 257, 295, 2, 111, 117),
    "blind_set234": ((260, 260, 261), 260, 296, 2, 119, 120),
    "blind_set235": ((263, 263, 263), 263, 297, 0, 104, 111),
    "blind_set236": ((264, 264, 264), 264, 294, 0, 101, 108),
    "blind_set237": ((271, 271, 272), 271, 287, 0, 96, 109),
    "blind_set238": ((267, 268, 272), 267, 271, 1, 101, 106),
    "blind_set239": ((264, 264, 268), 264, 268, 0, 89, 100),
    "blind_set240": ((269, 271, 269), 269, 279, 0, 93, 98),
    "blind_set241": ((264, 265, 266), 264, 286, 0, 87, 96),
    "blind_set242": ((268, 268, 270), 268, 275, 0, 87, 93),
    "blind_set243": ((262, 262, 271), 262, 250, 0, 74, 83),
    "blind_set244": ((254, 254, 258), 254, 273, 0, 88, 99),
    "blind_set245": ((260, 260, 261), 260, 286, 1, 80, 92),
    "blind_set246": ((256, 256, 257), 256, 288, 0, 86, 98),
    "blind_set247": ((257, 257, 258), 257, 270, 5, 89, 101),
    "blind_set248": ((252, 252, 254), 252, 290, 3, 90, 101),
    "blind_set249": ((252, 252, 254), 252, 292, 1, 93, 106),
    "blind_set250": ((254, 254, 256), 254, 289, 5, 93, 105),
    "blind_set251": ((254, 254, 255), 254, 292, 1, 80, 96),
    "blind_set252": ((249, 249, 252), 249, 281, 1, 93, 110),
    "blind_set253": ((251, 252, 254), 251, 277, 1, 87, 104),
    "blind_set254": ((250, 250, 252), 250, 279, 1, 79, 98),
    "blind_set255": ((242, 242, 252), 242, 269, 0, 73, 86),
    "blind_set256": ((250, 250, 254), 250, 269, 2, 69, 87),
    "blind_set257": ((254, 254, 262), 254, 280, 1, 73, 89),
    "blind_set258": ((255, 255, 263), 255, 279, 0, 75, 93),
    "blind_set259": ((256, 256, 260), 256, 263, 2, 74, 92),
    "blind_set260": ((259, 259, 259), 259, 283, 1, 72, 89),
    "blind_set261": ((258, 258, 260), 258, 286, 3, 81, 97),
    "blind_set262": ((255, 256, 259), 255, 278, 2, 75, 92),
    "blind_set263": ((255, 255, 259), 255, 271, 2, 75, 92),
    "blind_set265": ((258, 258, 260), 258, 275, 4, 78, 98),
    "blind_set266": ((258, 258, 261), 258, 272, 1, 69, 90),
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
