"""Newcomer friction in the envs: keyword typos get a named error with the closest
name; a game the opponent ends inside ``reset()`` says so in ``info``."""

from __future__ import annotations

import gymnasium as gym
import pytest

import tomsb_env  # noqa: F401  (registers the ids)
from tests.training_helpers import CountdownAttacker, tiny_scenarios
from tomsb_env.envs.aec import env as aec_env
from tomsb_env.envs.single_agent import DefenderEnv
from tomsb_env.errors import UnknownKeywordError


@pytest.mark.parametrize(
    ("make", "typo", "closest"),
    [
        (lambda **kw: gym.make("ToMSB-Base-v0", **kw), "max_turn", "max_turns"),
        (lambda **kw: gym.make("ToMSB-Attacker-v0", **kw), "defender_kwarg", "defender_kwargs"),
        (lambda **kw: DefenderEnv(**kw), "scenario_id", "scenario_ids"),
        (lambda **kw: aec_env(**kw), "splt", "split"),
    ],
)
def test_a_keyword_typo_names_the_closest_and_the_valid(make, typo: str, closest: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UnknownKeywordError) as caught:
        make(**{typo: 3})
    text = str(caught.value)
    assert f"did you mean {closest!r}" in text
    assert "'rewards'" in text and "'render_mode'" in text  # the valid ones are listed


def test_info_says_when_the_attacker_ended_the_game_inside_reset() -> None:
    env = DefenderEnv(lambda: CountdownAttacker(1), scenarios=tiny_scenarios())
    _, info = env.reset(seed=0)
    assert info["ended_in_reset"] is True and info["outcome"] == "fooled"
    env = DefenderEnv(lambda: CountdownAttacker(3), scenarios=tiny_scenarios())
    _, info = env.reset(seed=0)
    assert "ended_in_reset" not in info and "outcome" not in info
