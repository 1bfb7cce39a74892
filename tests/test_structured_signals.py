"""Per-turn signals and potential-based shaping (issue 38, item 4)."""

from __future__ import annotations

import json

import gymnasium as gym
import numpy as np
import pytest

import tomsb_env  # noqa: F401  (registers the ids)
from tomsb_env.envs.structured import DiscreteDefenderEnv
from tomsb_env.errors import ConfigError
from tomsb_env.judges.signals import TRUST_WEIGHT, potential, turn_signals

from .conftest import make_scenarios


def _move(env: DiscreteDefenderEnv, name: str) -> int:
    return next(i for i, m in enumerate(env.moves.moves) if m.name == name)


def _episode(shaping: float | None, seed: int, signals: bool = False) -> tuple[list, list, object]:
    env = gym.make("ToMSB-DeceptionAware-Discrete-v0", split="eval", shaping=shaping,
                   signals=signals)  # fmt: skip
    env.action_space.seed(seed)
    _, info = env.reset(seed=seed)
    rewards, infos = [], []
    done = False
    while not done:
        _, r, term, trunc, info = env.step(env.action_space.sample(info["action_mask"]))
        rewards.append(r)
        infos.append(info)
        done = term or trunc
    return rewards, infos, env.unwrapped.episode


@pytest.mark.parametrize("seed", range(8))
def test_shaped_return_is_the_return_less_the_first_potential_when_gamma_is_1(seed: int) -> None:
    plain, _, ep = _episode(None, seed)
    shaped, _, twin = _episode(1.0, seed)
    assert twin.to_dict()["attacker_turns"] == ep.to_dict()["attacker_turns"]
    assert sum(plain) == ep.reward and all(r == 0 for r in plain[:-1])
    assert sum(shaped) == pytest.approx(sum(plain) - potential(ep, 0), abs=1e-12)
    assert potential(ep, 0) == pytest.approx(TRUST_WEIGHT)  # no lie yet, full trust


def test_shaping_pays_a_lie_when_it_lands_and_takes_it_back_at_the_end() -> None:
    sc = next(s for s in make_scenarios() if s.id == "t0-k0")  # the attacker knows nothing
    env = DiscreteDefenderEnv("scripted:base", scenarios=[sc], shaping=0.9, signals=True)
    env.reset(seed=0)
    # a false company: 1 of 3 unknown levels now holds a lie
    _, r, _, _, info = env.step([_move(env, "claim:0:1"), 0])
    assert info["signals"]["false_levels"] == 1 and info["signals"]["true_levels"] == 0
    assert r == pytest.approx(0.9 * (1 / 3 + TRUST_WEIGHT) - TRUST_WEIGHT)
    while not env.game.done:  # lie at the next level; once all are told, stand by the story
        lv = next((i for i, v in enumerate(env.moves._told) if v is None), None)
        move = "answer" if lv is None else f"claim:{lv}:1"
        _, r, *_, info = env.step([_move(env, move), 0])
    ep = env.episode
    assert info["outcome"] == "fooled" and ep.reward == 2.0  # fooling + tom
    # the step that ends the game pays the reward, 0.9 x 0, less the potential before it
    assert r == pytest.approx(2.0 - potential(ep, len(ep.attacker_turns) - 2))
    assert potential(ep, len(ep.attacker_turns) - 2) >= 1.0  # three lies held at the end


def test_a_leak_lowers_the_potential() -> None:
    sc = next(s for s in make_scenarios() if s.id == "t0-k0")
    env = DiscreteDefenderEnv("scripted:base", scenarios=[sc], signals=True)
    env.reset(seed=0)
    info = env.step([_move(env, "claim:0:0"), 0])[4]  # the true company
    assert info["signals"]["true_levels"] == 1
    assert potential(env.episode, 1) == pytest.approx(-1 / 3 + TRUST_WEIGHT)


def test_signals_follow_every_defender_turn_and_stay_out_of_the_observation() -> None:
    _, infos, ep = _episode(None, 3, signals=True)
    signals = turn_signals(ep)
    assert len(signals) == len(ep.defender_turns) == len(infos)
    assert [i["signals"] for i in infos] == [s.to_dict() for s in signals]
    last = signals[-1]
    assert last.answered == (len(ep.attacker_turns) > len(ep.defender_turns))
    assert last.detected == (ep.outcome.value == "detected")
    assert [s.tom for s in signals] == list(ep.judgement.stepwise_matches)
    plain = gym.make("ToMSB-DeceptionAware-Discrete-v0", split="eval")
    _, info = plain.reset(seed=3)
    assert "signals" not in plain.step(plain.action_space.sample(info["action_mask"]))[4]


def test_the_text_env_takes_the_same_options() -> None:
    env = gym.make("ToMSB-Base-v0", split="eval", signals=True, shaping=0.99)
    env.reset(seed=0)
    _, r, *_, info = env.step(json.dumps({"reply": "I cannot say."}))
    assert set(info["signals"]) >= {"false_levels", "true_levels", "trust", "tom", "detected"}
    assert np.isfinite(r)
    for bad in (0, 1.5):
        with pytest.raises(ConfigError, match="discount factor"):
            gym.make("ToMSB-Base-v0", shaping=bad)
