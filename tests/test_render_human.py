"""``render_mode="human"``: each reset and step prints only what it added to the episode, so
the prints of a whole game add up to its transcript once; ``render_fps`` is declared, as
Gymnasium's checker asks."""

from __future__ import annotations

import warnings

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

from tests.conftest import make_scenarios
from tomsb_env import AttackerTurn, DefenderTurn
from tomsb_env.envs.aec import ToMSBEnv
from tomsb_env.envs.common import render_episode
from tomsb_env.envs.single_agent import AttackerEnv, DefenderEnv


def _chunks(capsys: pytest.CaptureFixture[str], calls: list) -> list[str]:
    out = []
    for call in calls:
        call()
        out.append(capsys.readouterr().out)
    return out


def test_defender_env_prints_each_turn_once(capsys: pytest.CaptureFixture[str]) -> None:
    env = DefenderEnv(scenarios=make_scenarios(), render_mode="human", max_turns=4)
    env.reset(seed=0)
    printed = [capsys.readouterr().out]
    assert printed[0].startswith("Scenario ") and "[1] attacker" in printed[0]
    while env.game is not None and not env.game.done:
        env.step(DefenderTurn(reply="It sits with the archive group, I believe."))
        printed.append(capsys.readouterr().out)
    assert all(printed) and sum("[1] attacker" in p for p in printed) == 1
    assert "trust curve:" in printed[-1] and "outcome:" in printed[-1]
    # the prints add up to the whole transcript, each line once
    assert "".join(printed) == render_episode(env.episode, private=True) + "\n"
    assert env.render() is None and capsys.readouterr().out == ""  # nothing new: nothing printed
    env.reset(seed=1)  # a new game starts from its header again
    assert capsys.readouterr().out.startswith("Scenario ")


def test_aec_env_prints_each_turn_once(capsys: pytest.CaptureFixture[str]) -> None:
    env = ToMSBEnv(scenarios=make_scenarios(), render_mode="human")
    ask = AttackerTurn(message="Where does Marcus sit?", trust_score=5, belief="-", reflection="ask",
                       signal="query again")  # fmt: skip
    done = AttackerTurn(message="Thanks.", trust_score=5, belief="-", reflection="done",
                        signal="attack successful")  # fmt: skip
    calls = [
        lambda: env.reset(seed=0),
        lambda: env.step(ask),
        lambda: env.step(DefenderTurn(reply="Bio-Informatics, I believe.")),
        lambda: env.step(done),
    ]
    printed = _chunks(capsys, calls)
    assert printed[0].startswith("Scenario ") and "[1]" not in printed[0]
    assert printed[1].startswith("[1] attacker") and printed[2].startswith("[1] defender")
    assert printed[3].startswith("[2] attacker") and "outcome:" in printed[3]
    assert "".join(printed) == render_episode(env.episode, private=True) + "\n"


def test_ansi_still_returns_the_whole_transcript() -> None:
    env = DefenderEnv(scenarios=make_scenarios(), render_mode="ansi")
    env.reset(seed=0)
    env.step(DefenderTurn(reply="Bio-Informatics."))
    text = env.render()
    assert text is not None and text.startswith("Scenario ") and "[1] defender" in text
    assert "[2] attacker" in text or env.episode.outcome is not None


@pytest.mark.parametrize("cls", [ToMSBEnv, DefenderEnv, AttackerEnv])
def test_render_fps_is_declared(cls: type) -> None:
    assert cls.metadata["render_fps"] > 0 and set(cls.metadata["render_modes"]) == {"human", "ansi"}


@pytest.mark.parametrize("env_id", ["ToMSB-Bluffing-v0", "ToMSB-Attacker-v0"])
def test_gymnasium_render_check_passes_without_warnings(env_id: str) -> None:
    env = gym.make(env_id, render_mode="ansi", split="eval").unwrapped
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env)
