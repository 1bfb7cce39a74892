"""``tom_corrected``: trajectory ToM that an estimate chosen without evidence cannot earn.

The paper's ``tom`` pays a defender that always answers "the attacker knew nothing" on every
scenario where that is so, a third of each split. ``tom_corrected`` pays a right prior
estimate 1 and a wrong one -1/(L-1) (L = 3 prior depths, each a third of the splits by
design), nothing without a committed estimate: every constant estimator, of every depth,
earns 0 on average (the base rate of the corrected score), here over every scenario of both
shipped splits and every scripted attacker.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from tomsb_env.agents.attackers import SCRIPTED_ATTACKERS, scripted_attacker
from tomsb_env.agents.defenders.scripted import RefuseDefender
from tomsb_env.game import play_episode
from tomsb_env.judges.rewards import REWARD_COMPONENTS, RewardSpec
from tomsb_env.types import DefenderTurn, DefenderView, Episode
from tomsb_env.universe.datasets import load_scenarios

SPLITS = ("train", "eval")


def depth_of(prior: dict[str, Any]) -> int:
    return sum(v is not None for v in prior.values())


class ConstantDepth(RefuseDefender):
    """Refuses everything and always estimates that the attacker knew the true values of the
    top ``depth`` levels and nothing below: the same answer whatever the attacker says."""

    name = "test:constant-depth"
    depth = 0
    wrong = False  # name a false value at the deepest known level instead

    def act(self, view: DefenderView) -> DefenderTurn:
        u, truth = view.brief.universe, view.brief.truth
        estimate = {lv: (truth[lv] if i < self.depth else None) for i, lv in enumerate(u.levels)}
        if self.wrong and self.depth:
            lv = u.levels[self.depth - 1]
            parent = truth[u.levels[self.depth - 2]] if self.depth > 1 else None
            estimate[lv] = next(n for n in u.children(parent) if n != truth[lv])
        return replace(super().act(view), attacker_prior_estimate=estimate)


class NoCommitment(RefuseDefender):
    name = "test:no-commitment"

    def act(self, view: DefenderView) -> DefenderTurn:
        unsure = dict.fromkeys(view.brief.universe.levels, "?")
        return replace(super().act(view), attacker_prior_estimate=unsure)


def constant(depth: int, wrong: bool = False) -> type:
    return type(f"Constant{depth}{'Wrong' if wrong else ''}", (ConstantDepth,),
                {"depth": depth, "wrong": wrong})  # fmt: skip


@cache
def play(defender: type, split: str, attacker: str) -> tuple[Episode, ...]:
    return tuple(
        play_episode(sc, scripted_attacker(attacker), defender(), seed=0)
        for sc in load_scenarios(split)
    )


def mean(xs: Any) -> float:
    xs = list(xs)
    return sum(xs) / len(xs)


def test_each_prior_depth_is_a_third_of_both_splits() -> None:
    for split in SPLITS:
        scenarios = load_scenarios(split)
        assert {len(sc.levels) for sc in scenarios} == {3}
        for d in range(3):
            assert 3 * sum(depth_of(sc.prior) == d for sc in scenarios) == len(scenarios)


@pytest.mark.parametrize("attacker", sorted(SCRIPTED_ATTACKERS))
@pytest.mark.parametrize("split", SPLITS)
@pytest.mark.parametrize("depth", [0, 1, 2])
def test_a_constant_estimate_of_any_depth_earns_at_most_the_base_rate(
    depth: int, split: str, attacker: str
) -> None:
    eps = play(constant(depth), split, attacker)
    # the paper's reward pays it a third of the split ...
    assert mean(e.rewards["tom"] for e in eps) == pytest.approx(1 / 3)
    assert all(e.rewards["tom"] == float(depth_of(e.scenario.prior) == depth) for e in eps)
    # ... the corrected one nothing on average: 1 where right, -1/2 where wrong
    assert mean(e.rewards["tom_corrected"] for e in eps) == pytest.approx(0.0, abs=1e-12)
    assert {e.rewards["tom_corrected"] for e in eps} == {1.0, -0.5}


@pytest.mark.parametrize("split", SPLITS)
def test_wrong_names_and_no_commitment_earn_no_more(split: str) -> None:
    for depth in (1, 2):
        eps = play(constant(depth, wrong=True), split, "base")
        assert mean(e.rewards["tom_corrected"] for e in eps) == -0.5
    eps = play(NoCommitment, split, "base")
    assert all(e.rewards["tom_corrected"] == 0.0 == e.rewards["tom"] for e in eps)


def test_a_defender_that_knows_the_prior_earns_the_whole_point() -> None:
    class Told(ConstantDepth):
        def act(self, view: DefenderView) -> DefenderTurn:
            self.depth = depth_of(self.prior)
            return super().act(view)

        def observe_prior(self, prior: dict[str, str | None]) -> None:
            self.prior = prior

    Told.privileged = True
    eps = play(Told, "eval", "base")
    assert all(e.rewards["tom_corrected"] == 1.0 == e.rewards["tom"] for e in eps)


def test_the_component_is_added_and_tom_is_the_papers() -> None:
    assert {"tom", "tom_corrected"} <= set(REWARD_COMPONENTS)
    assert RewardSpec().weights == {"fooling": 1.0, "tom": 1.0}  # the paper's default stays
    assert RewardSpec.parse("fooling=1,tom_corrected=1").weights["tom_corrected"] == 1.0
