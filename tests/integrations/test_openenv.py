"""OpenEnv 0.3: the ToM-SB server in a subprocess and its client playing full games.

Runs with the ``[openenv]`` extra (``nox -s integrations``); the nox session fails if
anything here is skipped.
"""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator

import pytest

pytest.importorskip("openenv.core")

from tomsb_env.integrations import openenv as oe
from tomsb_env.session import DefenderSession
from tomsb_env.types import Outcome

REFUSE = json.dumps({"reply": "I would rather not say."})
PLANT = json.dumps({"reply": "Keoni works in the Lungwort Foundation.", "reflection": "plant it"})
OUTCOMES = {o.value for o in Outcome} - {"error"}
MAX_TURNS = 4


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """``python -m tomsb_env.integrations.openenv serve`` on a free local port."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tomsb_env.integrations.openenv", "serve",
         "--host", "127.0.0.1", "--port", str(port), "--max-turns", str(MAX_TURNS)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    out = proc.stdout.read().decode() if proc.stdout else ""
                    pytest.fail(f"the server did not start:\n{out}")
                time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _local_game(scenario: str, seed: int, replies: list[str]) -> DefenderSession:
    session = DefenderSession(scenario, seed=seed, max_turns=MAX_TURNS)
    session.start()
    k = 0
    while not session.done:
        session.submit(replies[k % len(replies)])
        k += 1
    return session


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_full_games_through_the_sync_client_match_a_local_session(server: str, seed: int) -> None:
    replies = [PLANT, REFUSE]
    with oe.TomsbEnv(base_url=server).sync() as env:
        first = env.reset(seed=seed)
        obs = first.observation
        assert not first.done and first.reward == 0
        assert [m["role"] for m in obs.messages] == ["system", "user"]
        chat = list(obs.messages)
        k = 0
        result = first
        while not result.done:
            result = env.step(oe.TomsbAction(text=replies[k % 2]))
            chat += [{"role": "assistant", "content": replies[k % 2]}, *result.observation.messages]
            k += 1
        end = result.observation
        state = env.state()
    local = _local_game(obs.scenario_id, seed, replies)
    res = local.result
    assert res is not None
    # everything a trainer needs arrived as real observation fields, equal to the local game's
    assert end.outcome == res.outcome and end.outcome in OUTCOMES
    assert end.reward_components == res.reward_components and end.reward_components
    assert result.reward == pytest.approx(res.reward)
    assert end.num_turns == res.num_turns and end.messages == []
    assert chat == local.messages  # the same chat, so the attacker's secrets never appear
    assert state.done and state.outcome == res.outcome and state.scenario_id == obs.scenario_id


def test_a_named_scenario_and_seed_replay_the_same_game(server: str) -> None:
    async def play() -> list[str]:
        async with oe.TomsbEnv(base_url=server) as env:
            r = await env.reset(scenario="u001-k0", seed=7)
            assert r.observation.scenario_id == "u001-k0" and r.observation.seed == 7
            seen = [r.observation.messages[-1]["content"]]
            while not r.done:
                r = await env.step(oe.TomsbAction(text=REFUSE))
                seen += [m["content"] for m in r.observation.messages]
            seen.append(f"{r.observation.outcome} {r.reward}")
            return seen

    async def both() -> tuple[list[str], list[str]]:
        a, b = await asyncio.gather(play(), play())  # two concurrent sessions, isolated
        return a, b

    a, b = asyncio.run(both())
    assert a == b and len(a) >= 3


def test_format_errors_are_reported_on_the_observation(server: str) -> None:
    with oe.TomsbEnv(base_url=server).sync() as env:
        env.reset(scenario="u001-k0", seed=0)
        r = env.step(oe.TomsbAction(text="no json here"))
        assert r.observation.format_error


def test_bad_reset_arguments_name_the_problem(server: str) -> None:
    with oe.TomsbEnv(base_url=server).sync() as env:
        with pytest.raises(RuntimeError, match="nosuch"):
            env.reset(scenario="nosuch-scenario", seed=0)
        with pytest.raises(RuntimeError, match="unknown argument"):
            env.reset(seed=0, attacker="scripted:bluffing")


def test_environment_in_process_step_before_reset_and_unknown_arguments() -> None:
    env = oe.TomsbEnvironment(oe.ServerConfig(max_turns=2))
    with pytest.raises(Exception, match=r"reset\(\) before step\(\)"):
        env.step(oe.TomsbAction(text=REFUSE))
    obs = env.reset(seed=3)
    assert obs.scenario_id and obs.seed == 3 and not obs.done
    while not obs.done:
        obs = env.step(oe.TomsbAction(text=REFUSE))
    assert obs.outcome in OUTCOMES and obs.reward_components
    with pytest.raises(Exception, match=r"game is over; call reset\(\)"):
        env.step(oe.TomsbAction(text=REFUSE))
    # the wire form keeps the fields (OpenEnv drops only metadata)
    from openenv.core.env_server import serialize_observation

    wire = serialize_observation(obs)
    assert wire["observation"]["outcome"] == obs.outcome
    assert wire["observation"]["reward_components"] == obs.reward_components
    env.close()


def test_import_tomsb_env_does_not_import_openenv() -> None:
    code = "import sys, tomsb_env, tomsb_env.integrations; print('openenv' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_bad_server_settings_fail_at_start_up_with_the_valid_names() -> None:
    from tomsb_env.errors import UnknownNameError

    with pytest.raises(UnknownNameError, match="did you mean 'bluffing'"):
        oe.create_app(oe.ServerConfig(attacker="scripted:bluffin"))
    with pytest.raises(UnknownNameError, match="did you mean 'tom'"):
        oe.create_app(oe.ServerConfig(prompt="tomm"))
    assert oe.create_app(oe.ServerConfig()) is not None
