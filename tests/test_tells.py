"""No wording tells: a scripted attacker's phrasing says nothing the defender cannot see otherwise.

5,000 episodes (every scripted attacker against every scripted and trick defender,
train and eval scenarios), played once per test session. For each move and hidden
variable, ``benchmarks/tell_detector.py`` cross-validates (folds split by universe) a
logistic regression on what the defender observes without the wording, and one that
also reads the masked word 1-3-grams; the second may gain at most
:data:`THRESHOLD` points of accuracy. Before issue 24 the gains reached 7-23 points
(acknowledgements, echoes, doubt and deflection wording); ``docs/scripted_agents.md``
has the table.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys

import pytest

from tests.conftest import ROOT

_spec = importlib.util.spec_from_file_location(
    "tell_detector", ROOT / "benchmarks" / "tell_detector.py"
)
assert _spec is not None and _spec.loader is not None
td = importlib.util.module_from_spec(_spec)
sys.modules["tell_detector"] = td
_spec.loader.exec_module(td)

EPISODES = 5000
#: every hidden variable the issue names, with the move where it could show
REQUIRED = {
    ("ask", "holds_more"),
    ("ask", "last_new"),
    ("ask", "parent_in_prior"),
    ("silent", "holds_more"),
    ("doubt", "bluffed_doubt"),
    ("name", "from_prior"),
    ("name", "holds_more"),
}


@pytest.fixture(scope="session")
def samples() -> list:
    return td.collect(EPISODES)


@pytest.fixture(scope="session")
def rows(samples: list) -> list:
    return td.detect(samples)


def test_the_wording_adds_nothing_beyond_what_the_defender_sees(rows: list) -> None:
    assert {(r.move, r.hidden) for r in rows} >= REQUIRED
    for r in rows:
        assert r.n >= 200 and 0 < r.base_rate < 100, r
        assert r.gain <= td.THRESHOLD, (r, td.table(rows))


def test_no_wording_tells_within_one_act(samples: list) -> None:
    """Issue 39: grouped by act rather than move, the wording may add at most
    ``ACT_THRESHOLD`` points (a hidden detector had found +22.7 within one act)."""
    rows = td.detect(samples, by="act")
    assert {r.move for r in rows} >= {"ask_open", "verify", "skeptic", "pushback"}
    for r in rows:
        assert r.gain <= td.ACT_THRESHOLD, (r, td.table(rows))


def test_the_detector_finds_a_planted_tell(samples: list) -> None:
    """A phrase used 80% of the time when the attacker holds more, 20% otherwise, is caught."""
    silent = [s for s in samples if s.move == "silent"]
    planted = []
    for i, s in enumerate(silent):
        tell = s.hidden["holds_more"] == (i % 5 != 0)
        planted.append(dataclasses.replace(s, words=s.words + (("<tell>",) if tell else ())))
    (row,) = [r for r in td.detect(planted) if r.hidden == "holds_more"]
    assert row.gain >= 10.0, row


def test_masking_hides_names_people_and_level_words(samples: list) -> None:
    words = {w for s in samples[:2000] for w in s.words}
    assert {"<e>", "<p>", "<l>"} <= words
    assert not any(w in words for w in ("marcus", "division", "team", "department"))
