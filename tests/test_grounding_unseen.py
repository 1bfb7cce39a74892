"""The frozen, blind-labelled sets of issue 24 (tests/data/unseen/): figures measured by
benchmarks/grounding_eval.py are a regression floor, never a target to tune against."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import ROOT

OFFICIAL = Path("/work/shared/official-dataset/three_layered_dataset.json")
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
    # measured at this commit (issue 39): 655/657, 655/667, 361/369, 2 texts with a value
    # they do not assert read as claimed; issue 24: 648/650 (0.997), 648/667, 356/369;
    # at the branch point (0c4380d): 0.998, 0.847, 0.550
    assert (t.found, t.returned, t.labelled) == (655, 657, 667), (t.found, t.returned, t.labelled)
    assert t.exact >= 361, s.misses
    assert t.unasserted <= 2, s.misses
    for tag in ("negation", "conditional", "question", "change_of_value", "contrast"):
        x = s.by_tag[tag]
        assert x.exact >= x.items - 1, (tag, x.exact, x.items)  # the scope rules


def test_estimate_reading_agrees_with_the_blind_labels(ev: ModuleType) -> None:
    """Set 2 was labelled when silence about a level meant "?": scored as labelled, and
    through the documented relabelling to the convention of issue 39."""
    items = ev.load("estimate_agreement.jsonl")
    assert len(items) == 84
    scenarios = ev.scenarios_by_id(OFFICIAL)
    a = ev.score_agreement(items, scenarios)
    # measured at this commit: exact 68/84, ToM verdicts 79/84 (issue 24's reader: 83/84
    # exact under the old convention; at the branch point 41/84)
    assert a.agree >= 68 and a.verdicts >= 79, a.disagreements
    r = ev.score_agreement([ev.relabel_silence(it) for it in items], scenarios)
    # relabelled: 83/84 (e-10 "group: unknown": a plain "unknown" stays "cannot tell")
    assert r.agree >= 83, r.disagreements


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
    assert s.total.unasserted == 0 and s.total.exact >= 135, s.misses
    a = ev.score_agreement(ev.load("estimates.jsonl", dev), scenarios)
    # 30/32: "department: unknown" stays "?", and a clause with both a before and a now cue
    assert a.agree >= 30, a.disagreements
