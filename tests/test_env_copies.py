"""Envs pickle and deep-copy, fresh and mid-episode (search, branching, checkpoints).

Before: ``cannot pickle '_thread.lock'`` (the opponent's loop thread), ``Can't pickle
local object 'observer.<locals>.observe'``, and a deep copy of an AEC env kept
observing the original's game through that closure.
"""

from __future__ import annotations

import asyncio
import copy
import json
import pickle
import subprocess
import sys
from collections.abc import Callable, Iterator
from typing import Any

import gymnasium as gym
import pytest

import tomsb_env  # noqa: F401  (registers the ids)
from tomsb_env.envs.aec import ToMSBEnv
from tomsb_env.envs.single_agent import DefenderEnv
from tomsb_env.loop_thread import LoopThread
from tomsb_env.testing import FakeOpenAIServer

from .conftest import make_scenarios
from .test_llm_agents import by_role

REPLY = json.dumps({"reply": "It sits with the archive team.", "reflection": "plant it"})
ASK = json.dumps(
    {
        "trust_score": 4,
        "belief": "?",
        "reflection": "ask",
        "signal": "query again",
        "prompt": "Which team is it with?",
    }
)
COPIES: dict[str, Callable[[Any], Any]] = {
    "deepcopy": copy.deepcopy,
    "pickle": lambda env: pickle.loads(pickle.dumps(env)),
}


@pytest.fixture(params=list(COPIES))
def clone(request: pytest.FixtureRequest) -> Callable[[Any], Any]:
    return COPIES[request.param]


@pytest.mark.parametrize("env_id", ["ToMSB-Bluffing-v0", "ToMSB-Attacker-v0"])
def test_gym_env_copy_continues_exactly_like_the_original(
    env_id: str, clone: Callable[[Any], Any]
) -> None:
    env = gym.make(env_id, split="eval")
    clone(env).close()  # fresh
    env.reset(seed=3)
    action = REPLY if "Attacker" not in env_id else ASK
    env.step(action)
    twin = clone(env)
    assert twin.unwrapped.game is not env.unwrapped.game
    results = []
    for e in (env, twin):
        results.append([e.step(action)[:4] for _ in range(2)])
        e.close()
    # same game, same moves, same opponent randomness: the copy plays on exactly as the original
    assert repr(results[0]) == repr(results[1])
    assert twin.unwrapped.episode.to_dict() == env.unwrapped.episode.to_dict()


def test_aec_env_copy_observes_its_own_game(clone: Callable[[Any], Any]) -> None:
    env = ToMSBEnv(split="eval")
    clone(env)
    env.reset(seed=1)
    twin = clone(env)
    twin.step(ASK)
    # the copy moved on; the original did not, and each observes its own game
    assert twin.observe("defender")["message"] == "Which team is it with?"
    assert env.observe("defender")["message"] == ""
    assert env.agent_selection == "attacker" and twin.agent_selection == "defender"


@pytest.fixture(scope="module")
def srv() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as server:
        server.responder = by_role()
        yield server


def test_env_with_an_llm_opponent_copies_before_and_after_async_play(
    srv: FakeOpenAIServer, clone: Callable[[Any], Any]
) -> None:
    async def main() -> tuple[str, str]:
        env = DefenderEnv(
            attacker=f"openai:{srv.base_url}@fake-model", scenarios=make_scenarios()[1:2]
        )
        clone(env)
        await env.areset(seed=0)
        twin = clone(env)
        try:
            a = (await env.astep(REPLY))[0]["message"]
            b = (await twin.astep(REPLY))[0]["message"]
        finally:
            await env.aclose()
            await twin.aclose()
        return a, b

    a, b = asyncio.run(main())
    assert a == b and a


def test_loop_thread_copy_is_fresh_and_runs() -> None:
    runner = LoopThread("x")

    async def two() -> int:
        return 2

    assert runner.run(two()) == 2
    twin = pickle.loads(pickle.dumps(runner))
    assert twin.loop is None and twin.name == "x"
    assert twin.run(two()) == 2
    runner.close()
    twin.close()


def test_no_loop_thread_noise_at_exit() -> None:
    code = (
        "import copy, gymnasium as gym, tomsb_env\n"
        "env = gym.make('ToMSB-Base-v0'); env.reset(seed=0)\n"
        "env.unwrapped._runner._start()\n"  # a started loop never closed
        "twin = copy.deepcopy(env)\n"
        "half = object.__new__(type(env.unwrapped._runner)); del half\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert out.stderr == ""
