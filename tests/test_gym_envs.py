"""Single-agent Gymnasium environments: registration, conformance, determinism."""

from __future__ import annotations

import json
import subprocess
import sys

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

import tomsb_env
from tomsb_env.envs.single_agent import AttackerEnv, DefenderEnv
from tomsb_env.registration import ENV_IDS
from tomsb_env.types import AttackerTurn, DefenderTurn, Signal

from .conftest import make_scenarios


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_check_env_every_registered_id(env_id: str) -> None:
    env = gym.make(env_id)
    check_env(env.unwrapped, skip_render_check=True)
    env.close()


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_make_with_module_prefix(env_id: str) -> None:
    env = gym.make(f"tomsb_env:{env_id}", split="eval", max_turns=4)
    obs, info = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    assert info["scenario_id"].startswith("u")
    env.close()


def _rollout(env_id: str, seed: int, reply: str = "I think it is Cloud Weave.") -> list[str]:
    env = gym.make(env_id, split="eval")
    obs, info = env.reset(seed=seed)
    done = False
    steps = 0
    while not done:
        action = json.dumps(
            {"reply": reply, "attacker_belief_about_target": "unknown", "reflection": "x"}
        )
        if env_id == "ToMSB-Attacker-v0":
            action = json.dumps(
                {
                    "trust_score": 5,
                    "belief": "?",
                    "reflection": "r",
                    "signal": "query again",
                    "prompt": "Where does the target work?",
                }
            )
        obs, reward, term, trunc, info = env.step(action)
        done = term or trunc
        steps += 1
    text = obs["transcript"]
    env.close()
    return [text, info["outcome"], str(reward), str(steps)]


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_same_seed_same_transcript(env_id: str) -> None:
    assert _rollout(env_id, 11) == _rollout(env_id, 11)


def test_different_seeds_differ() -> None:
    runs = {tuple(_rollout("ToMSB-Bluffing-v0", s)) for s in range(6)}
    assert len(runs) > 1


class Canned:
    """A tiny attacker: asks once, then declares success believing a wrong team."""

    name = "canned"

    def reset(self, brief, rng) -> None:
        self.n = 0

    def act(self, view):
        self.n += 1
        if self.n == 1:
            return AttackerTurn(5, "", "ask", Signal.QUERY_AGAIN, "Which team?")
        return AttackerTurn(
            5,
            "Kestrel",
            "done",
            Signal.ATTACK_SUCCESSFUL,
            "Thanks",
            belief_state={"team": "Kestrel"},
        )


def test_custom_attacker_instance_and_terminal_reward() -> None:
    env = DefenderEnv(attacker=Canned(), scenarios=make_scenarios())
    obs, info = env.reset(seed=0, options={"scenario_id": "t0-k1"})
    assert obs["message"] == "Which team?" and "outcome" not in info
    obs, reward, term, trunc, info = env.step(
        DefenderTurn(
            reply="Kestrel.",
            attacker_prior_estimate={"company": "Orbisoft", "division": None, "team": None},
        )
    )
    assert (term, trunc, info["outcome"], reward) == (True, False, "fooled", 2.0)
    assert info["reward_components"]["fooling"] == 1.0
    with pytest.raises(tomsb_env.errors.ResetNeeded, match="episode is over"):
        env.step("{}")


@pytest.mark.parametrize("cls", [DefenderEnv, AttackerEnv])
def test_stepping_before_reset_or_after_the_end_raises_reset_needed(cls: type) -> None:
    from tomsb_env.errors import ResetNeeded, TomsbError

    assert issubclass(ResetNeeded, TomsbError) and issubclass(ResetNeeded, RuntimeError)
    env = cls(scenarios=make_scenarios())
    for call in (lambda: env.step("{}"), env.view, lambda: env.episode):
        with pytest.raises(ResetNeeded, match="reset"):
            call()
    env.reset(seed=0)
    for _ in range(100):
        *_, term, trunc, _ = env.step("not json")
        if term or trunc:
            break
    assert term or trunc
    with pytest.raises(ResetNeeded, match="episode is over"):
        env.step("{}")
    env.reset(seed=1)  # and reset() makes it playable again
    env.step("{}")


def test_reward_weights_kwarg() -> None:
    env = DefenderEnv(attacker=Canned(), scenarios=make_scenarios(), rewards="fooling=1")
    env.reset(seed=0, options={"scenario_id": "t0-k1"})
    _, reward, *_ = env.step({"reply": "Kestrel."})
    assert reward == 1.0


def test_attacker_env_is_the_mirror() -> None:
    env = AttackerEnv(defender="scripted:truthful", scenarios=make_scenarios(), max_turns=3)
    obs, _ = env.reset(seed=0, options={"scenario_id": "t0-k0"})
    assert "true values" not in obs["context"] and obs["message"] == ""
    ask = {
        "trust_score": 5,
        "belief": "?",
        "reflection": "r",
        "signal": "query again",
        "prompt": "Which team is Marcus on?",
    }
    obs, _, term, trunc, _ = env.step(ask)
    assert obs["message"] and not (term or trunc)


def test_import_is_light() -> None:
    code = (
        "import sys, tomsb_env, gymnasium as gym; "
        "heavy = [m for m in ('pettingzoo', 'torch', 'transformers', 'litellm', 'openai', 'aiohttp', 'vllm') if m in sys.modules]; "
        "print(heavy); assert not heavy, heavy; assert 'ToMSB-Bluffing-v0' in gym.registry"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_conflicting_max_turns_and_config_are_refused() -> None:
    from tomsb_env.game import GameConfig

    with pytest.raises(
        tomsb_env.errors.ConfigError, match=r"max_turns=4 conflicts with config\.max_turns=6"
    ):
        DefenderEnv(
            attacker=Canned(),
            scenarios=make_scenarios(),
            max_turns=4,
            config=GameConfig(max_turns=6),
        )
    env = DefenderEnv(attacker=Canned(), scenarios=make_scenarios(), config=GameConfig(max_turns=6))
    assert env.config.max_turns == 6
