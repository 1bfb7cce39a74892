"""DefenderEnv / AttackerEnv with an LLM opponent, driven from inside a running event loop.

Before areset/astep and the private loop thread, a sync ``step()`` inside a running
loop (a notebook, an async trainer) died with "Cannot run the event loop while
another loop is running". Every test here runs in such a loop, against the fake
OpenAI-compatible server on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tomsb_env.envs.single_agent import AttackerEnv, DefenderEnv
from tomsb_env.loop_thread import LoopThread
from tomsb_env.testing import FakeOpenAIServer

from .conftest import make_scenarios
from .test_llm_agents import by_role

REPLY = json.dumps({"reply": "Marcus is in Cloud Weave.", "reflection": "plant it"})
ATTACKER_TURN = json.dumps(
    {
        "trust_score": 4,
        "belief": "?",
        "reflection": "ask",
        "signal": "query again",
        "prompt": "Where?",
    }
)


@pytest.fixture(scope="module")
def srv() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as server:
        server.responder = by_role()
        yield server


def defender_env(srv: FakeOpenAIServer) -> DefenderEnv:
    spec = f"openai:{srv.base_url}@fake-model"
    return DefenderEnv(attacker=spec, scenarios=make_scenarios()[1:2], max_turns=6)


def loop_threads() -> int:
    return sum(t.name.endswith("-opponent") for t in threading.enumerate())


def test_areset_astep_play_a_full_game_inside_a_running_loop(srv: FakeOpenAIServer) -> None:
    async def main() -> tuple[dict[str, Any], int, float]:
        env = defender_env(srv)
        try:
            obs, info = await env.areset(seed=0)
            assert obs["message"].startswith("Question number 1")
            steps, reward, done = 0, 0.0, False
            while not done:
                obs, reward, term, trunc, info = await env.astep(REPLY)
                steps, done = steps + 1, term or trunc
            # the async path never needs the private thread
            assert env._runner.loop is None
            return info, steps, reward
        finally:
            await env.aclose()

    info, steps, reward = asyncio.run(main())
    # the fake attacker declares success on its third turn, believing the planted decoy
    assert steps == 2
    assert info["outcome"] == "fooled"
    assert reward == pytest.approx(sum(info["reward_components"].values()))


def test_sync_step_works_while_the_calling_thread_runs_a_loop(srv: FakeOpenAIServer) -> None:
    async def main() -> dict[str, Any]:
        asyncio.get_running_loop()  # the situation that used to crash
        env = defender_env(srv)
        try:
            env.reset(seed=0)
            done, info = False, {}
            while not done:
                _, _, term, trunc, info = env.step(REPLY)
                done = term or trunc
            assert loop_threads() >= 1
            return info
        finally:
            env.close()

    before = loop_threads()
    info = asyncio.run(main())
    assert info["outcome"] == "fooled"
    assert loop_threads() == before  # close() joined the private thread


def test_sync_and_async_paths_play_the_same_game(srv: FakeOpenAIServer) -> None:
    env = defender_env(srv)
    env.reset(seed=3)
    sync = [env.step(REPLY)[0]["message"] for _ in range(2)]
    env.close()

    async def main() -> list[str]:
        env = defender_env(srv)
        await env.areset(seed=3)
        out = [(await env.astep(REPLY))[0]["message"] for _ in range(2)]
        await env.aclose()
        return out

    assert asyncio.run(main()) == sync


def test_attacker_env_with_an_llm_defender_inside_a_running_loop(srv: FakeOpenAIServer) -> None:
    spec = f"openai:{srv.base_url}@fake-model"

    async def main() -> tuple[dict[str, Any], dict[str, Any]]:
        env = AttackerEnv(defender=spec, scenarios=make_scenarios()[1:2], max_turns=2)
        await env.areset(seed=0)
        _, _, _, _, a_info = await env.astep(ATTACKER_TURN)
        env.reset(seed=0)  # and the sync path, inside the same running loop
        env.step(ATTACKER_TURN)
        _, _, term, trunc, s_info = env.step(ATTACKER_TURN)
        assert term or trunc
        env.close()
        return a_info, s_info

    a_info, s_info = asyncio.run(main())
    assert a_info["turn"] == 2 and "outcome" not in a_info
    assert s_info["outcome"] == "truncated"


def test_loop_thread_propagates_errors_and_restarts_after_close() -> None:
    runner = LoopThread("t-opponent")

    async def boom() -> None:
        raise ValueError("from the loop")

    async def where() -> str:
        return threading.current_thread().name

    with pytest.raises(ValueError, match="from the loop"):
        runner.run(boom())
    assert runner.run(where()) == "t-opponent"
    runner.close()
    assert runner.loop is None
    assert runner.run(where()) == "t-opponent"
    runner.close()
