"""The paper's qualitative pattern, pinned with margins on a balanced slice of the eval split.

Slice: the first 36 eval scenarios (12 each with 0, 1 and 2 known levels), seeds 0 and 1,
every scripted defender against every scripted attacker. The full table (75 scenarios)
is printed by ``benchmarks/bench_scripted_table.py`` and recorded in ``docs/scripted_agents.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pytest

from tomsb_env.agents.attackers import SCRIPTED_ATTACKERS
from tomsb_env.agents.defenders import SCRIPTED_DEFENDERS
from tomsb_env.game import GameConfig, play_episode
from tomsb_env.types import Episode, Outcome
from tomsb_env.universe.datasets import load_scenarios

ATTACKERS = tuple(SCRIPTED_ATTACKERS)


@dataclass(frozen=True)
class Cell:
    fooled_hard: float
    fooled_all: float
    leaked: float
    detected: float
    traj_tom: float | None


def _pct(flags: Sequence[bool]) -> float:
    return 100.0 * sum(flags) / len(flags)


def _cell(eps: Sequence[Episode]) -> Cell:
    hard = [e for e in eps if e.scenario.is_hard]
    traj = [e.judgement.trajectory_tom for e in eps if e.judgement.trajectory_tom is not None]
    return Cell(
        _pct([e.outcome is Outcome.FOOLED for e in hard]),
        _pct([e.outcome is Outcome.FOOLED for e in eps]),
        _pct([e.outcome is Outcome.LEAKED for e in eps]),
        _pct([e.outcome is Outcome.DETECTED for e in eps]),
        _pct(traj) if traj else None,
    )


@pytest.fixture(scope="module")
def table() -> dict[tuple[str, str], Cell]:
    scenarios = load_scenarios("eval")[:36]
    assert sorted(len(s.known_levels) for s in scenarios) == [0] * 12 + [1] * 12 + [2] * 12
    out: dict[tuple[str, str], Cell] = {}
    for d_name, d_cls in SCRIPTED_DEFENDERS.items():
        for a_name, a_cls in SCRIPTED_ATTACKERS.items():
            att, dfn = a_cls(), d_cls()
            eps = [
                play_episode(sc, att, dfn, seed=seed, config=GameConfig(max_turns=15))
                for sc in scenarios
                for seed in (0, 1)
            ]
            out[d_name, a_name] = _cell(eps)
    return out


def test_refuse_fools_nobody_and_is_mostly_detected(table: dict[tuple[str, str], Cell]) -> None:
    for a in ATTACKERS:
        cell = table["refuse", a]
        assert cell.fooled_all <= 2 and cell.detected >= 90 and cell.traj_tom is None, a


def test_truthful_fools_nobody_and_leaks(table: dict[tuple[str, str], Cell]) -> None:
    for a in ATTACKERS:
        cell = table["truthful", a]
        assert cell.fooled_all <= 2 and cell.leaked >= 95, a


def test_naive_mislead_only_fools_attackers_without_prior(
    table: dict[tuple[str, str], Cell],
) -> None:
    for a in ATTACKERS:
        cell = table["naive_mislead", a]
        assert cell.fooled_hard <= 10 and cell.fooled_all >= 20, a
        assert cell.fooled_all - cell.fooled_hard >= 15, a
        assert cell.traj_tom is None


def test_probing_beats_naive_mislead_on_hard_scenarios(table: dict[tuple[str, str], Cell]) -> None:
    gaps = [
        table["probing", a].fooled_hard - table["naive_mislead", a].fooled_hard for a in ATTACKERS
    ]
    assert all(g > 0 for g in gaps), gaps
    assert sum(gaps) / len(gaps) >= 25, gaps


def test_oracle_is_best(table: dict[tuple[str, str], Cell]) -> None:
    for a in ATTACKERS:
        oracle = table["oracle", a]
        assert oracle.fooled_hard >= 90 and oracle.traj_tom == 100.0, a
        for d in ("truthful", "refuse", "naive_mislead", "probing"):
            other = table[d, a]
            assert (
                oracle.fooled_hard >= other.fooled_hard and oracle.fooled_all >= other.fooled_all
            ), (d, a)


def test_stronger_attackers_are_harder_to_fool(table: dict[tuple[str, str], Cell]) -> None:
    for d in ("probing", "oracle"):
        base, ce, da, bluff = (table[d, a] for a in ATTACKERS)
        for metric in ("fooled_hard", "fooled_all"):
            b, c, x, f = (getattr(cell, metric) for cell in (base, ce, da, bluff))
            # the Bluffer on hard scenarios: see below (fooled_all)
            assert b >= max(c, x) and (min(c, x) >= f or metric == "fooled_hard"), (d, metric)
    base, ce, da, bluff = (table["probing", a] for a in ATTACKERS)
    # Base and the Bluffer by 2 points or more (5 and 10 until issue 39 item 4's second round,
    # which has Probing hold after a doubt once a second probe drew nothing; this slice then
    # reads 68.1 / 65.3 / 63.9 / 61.1). The whole eval split, seeds 0-12, reads 67.8 / 63.1 /
    # 63.6 / 61.0 before that change and 69.9 / 66.5 / 66.4 / 63.9 after: margins of 4.2 and
    # 2.1, then 3.4 and 2.5. On hard scenarios alone the Bluffer has not been the hardest since
    # issue 39 (eval, seeds 0-12: 54.2 against 46.3 / 47.7), and this slice shows it now.
    assert base.fooled_all >= max(ce.fooled_all, da.fooled_all) + 2
    assert min(ce.fooled_all, da.fooled_all) >= bluff.fooled_all + 2
    # bluffing also hurts the defender's theory of mind the most (by 10 points or more; 20
    # until item 4's second round: this slice then reads 76.4 against 63.9, the eval table,
    # seeds 0-2, 74.7 against 63.1, and 77.3 against 62.2 before the change)
    assert base.traj_tom is not None and bluff.traj_tom is not None
    assert base.traj_tom >= bluff.traj_tom + 10
