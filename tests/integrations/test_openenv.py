"""OpenEnv 0.3: the ToM-SB server in a subprocess and its client playing full games.

Runs with the ``[openenv]`` extra (``nox -s integrations``); the nox session fails if
anything here is skipped.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

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


@contextlib.contextmanager
def _serve(*args: str, log: Path | None = None) -> Iterator[str]:
    """``python -m tomsb_env.integrations.openenv serve ARGS`` on a free local port."""
    port = _free_port()
    out = log.open("wb") if log is not None else subprocess.PIPE
    proc = subprocess.Popen(
        [sys.executable, "-m", "tomsb_env.integrations.openenv", "serve",
         "--host", "127.0.0.1", "--port", str(port), *args],
        stdout=out,
        stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180  # a loaded CI box takes a minute to import it all
        while True:
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    # stop it before reading: a live server's pipe never reaches EOF (a hang,
                    # not a failure, on the CI run of c5d2f6b)
                    proc.kill()
                    out_bytes = proc.communicate(timeout=30)[0]
                    text = out_bytes.decode() if out_bytes is not None else log.read_text()  # type: ignore[union-attr]
                    pytest.fail(f"the server did not start in time:\n{text}")
                time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        if log is not None:
            out.close()  # type: ignore[union-attr]


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with _serve("--max-turns", str(MAX_TURNS)) as url:
        yield url


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


# ------------------------------------------------------------ bad clients
SENTINELS = ("SENTINEL-REFLECTION", "SENTINEL-BELIEF", "sentinel-model-name")


def _frames(ws_url: str, messages: list[str], *, expect: int | None = None) -> list[str]:
    """Send ``messages`` on one raw WebSocket and return every frame received (one per message)."""
    from websockets.sync.client import connect

    out = []
    with connect(ws_url, max_size=None) as ws:
        for m in messages:
            ws.send(m)
            out.append(str(ws.recv(timeout=60)))
    return out


def _ws(url: str) -> str:
    return url.replace("http://", "ws://") + "/ws"


def _step(text: str) -> str:
    return json.dumps({"type": "step", "data": {"text": text}})


def _reset(seed: int) -> str:
    return json.dumps({"type": "reset", "data": {"scenario": "u001-k0", "seed": seed}})


def test_non_object_messages_get_a_clear_error_frame(server: str) -> None:
    frames = _frames(_ws(server), ["null", "[]", "123", '"step"', _reset(0)])
    for f in frames[:4]:
        data = json.loads(f)
        assert data["type"] == "error" and "must be a JSON object" in data["data"]["message"]
        assert "AttributeError" not in f
    assert json.loads(frames[4])["type"] == "observation"  # the session still works


def _round_trip(ws: Any) -> float:
    t0 = time.perf_counter()
    ws.send(json.dumps({"type": "state"}))
    ws.recv(timeout=30)
    return time.perf_counter() - t0


HOG = """
import json, sys
from websockets.sync.client import connect
url, size = sys.argv[1], int(sys.argv[2])
payload = json.dumps({"type": "step", "data": {"text": "x" * size}})
with connect(url, max_size=None) as ws:
    ws.send(json.dumps({"type": "reset", "data": {"scenario": "u001-k0", "seed": 0}}))
    ws.recv(timeout=30)
    print("ready", flush=True)
    for _ in range(3):
        try:
            ws.send(payload)
            print(json.loads(ws.recv(timeout=60))["data"]["message"], flush=True)
        except Exception as exc:  # the hard cap closes the connection (1009)
            print("closed", type(exc).__name__, flush=True)
            break
"""


def _worst_extra_delay(url: str, other: Any, base: float, size: int, expect: str) -> float:
    """The worst extra round trip of ``other`` while a client sends ``size``-byte steps."""
    hog = subprocess.Popen(
        [sys.executable, "-c", HOG, _ws(url), str(size)], stdout=subprocess.PIPE, text=True
    )
    assert hog.stdout is not None and hog.stdout.readline().strip() == "ready"
    delays = []
    while hog.poll() is None:
        delays.append(_round_trip(other) - base)
    out = hog.stdout.read()
    assert expect in out, out
    return max(delays)


def test_a_large_step_does_not_stall_other_sessions(tmp_path: Path) -> None:
    from websockets.sync.client import connect

    log = tmp_path / "server.log"
    with (
        _serve("--max-message-bytes", "1000000", log=log) as url,
        connect(_ws(url), max_size=None) as other,
    ):
        other.send(_reset(1))
        other.recv(timeout=30)
        base = sorted(_round_trip(other) for _ in range(20))[10]
        # 3 MB: over the limit, refused with an error frame; 10 MB: over the protocol's
        # hard cap (4x the limit), the connection is closed before the frame is assembled
        for size, expect in ((3_000_000, "exceeds the server's limit"), (10_000_000, "closed")):
            # the best of three tries: a stall on the event loop (seconds) fails all three,
            # a scheduler hiccup of a busy two-core machine fails one
            worst = min(_worst_extra_delay(url, other, base, size, expect) for _ in range(3))
            print(f"{size} B: base {base * 1e3:.1f} ms, worst extra {worst * 1e3:.1f} ms")
            assert worst < 0.100, f"another session waited {worst * 1000:.0f} ms more"
    assert "Traceback" not in log.read_text()


def test_idle_sessions_are_closed_after_the_configured_timeout(tmp_path: Path) -> None:
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    log = tmp_path / "server.log"
    args = ("--idle-timeout", "1", "--max-concurrent-envs", "2", "--max-sessions-per-client", "2")
    with _serve(*args, log=log) as url:
        stack = contextlib.ExitStack()
        sockets = [stack.enter_context(connect(_ws(url))) for _ in range(2)]
        for ws in sockets:
            ws.send(_reset(0))
            assert json.loads(ws.recv(timeout=30))["type"] == "observation"
        t0 = time.monotonic()
        for ws in sockets:
            frame = json.loads(ws.recv(timeout=10))
            assert frame["data"]["code"] == "SESSION_TIMEOUT"
            with pytest.raises(ConnectionClosed):
                ws.recv(timeout=10)
        assert 0.9 < time.monotonic() - t0 < 5
        stack.close()
        # their slots are free again: two new sessions fit
        assert [json.loads(f)["type"] for f in _frames(_ws(url), [_reset(1)])] == ["observation"]
        assert [json.loads(f)["type"] for f in _frames(_ws(url), [_reset(2)])] == ["observation"]
    text = log.read_text()
    assert "Traceback" not in text and "without a message" in text


def test_client_disconnects_log_one_line_each(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    with _serve(log=log) as url:
        for k in range(10):
            from websockets.sync.client import connect

            ws = connect(_ws(url)).__enter__()  # never __exit__: the client just vanishes
            ws.send(_reset(k))
            if k % 2:
                ws.recv(timeout=30)
            ws.send(_step(REFUSE))
            ws.socket.close()  # gone without a close frame, maybe mid-reply
        time.sleep(1.0)
    text = log.read_text()
    assert "Traceback" not in text, text[-3000:]
    assert len(text.splitlines()) < 80


def _attacker_turn() -> dict[str, Any]:
    return {
        "trust_score": 5,
        "belief": "SENTINEL-BELIEF",
        "belief_state": {},
        "reflection": "SENTINEL-REFLECTION",
        "signal": "query again",
        "prompt": "Which team is Keoni in?",
    }


def test_no_attacker_private_text_reaches_the_defender_at_high_fault_rates(tmp_path: Path) -> None:
    from tomsb_env.testing.fake_openai import FakeOpenAIServer, Reply

    rng = random.Random(0)
    private = json.dumps(_attacker_turn())

    def responder(body: dict[str, Any], n: int) -> Reply:
        r = rng.random()
        if r < 0.1:
            return Reply(content=private)
        if r < 0.5:  # not retryable: the body names the attacker's state
            return Reply.error(400, f"bad request: {private}")
        if r < 0.8:  # a 200 whose body is not JSON: retried, quoted in the error
            return Reply(body=private[: len(private) // 2])
        return Reply(body=json.dumps({"choices": [{"message": private}]}))

    log = tmp_path / "server.log"
    with FakeOpenAIServer(responder=responder) as fake:
        spec = f"openai:{fake.base_url}@sentinel-model-name"
        frames: list[str] = []
        with _serve("--attacker", spec, "--max-turns", "3", log=log) as url:
            for seed in range(8):
                msgs = [_reset(seed)] + [_step(REFUSE)] * 3
                frames += _frames(_ws(url), msgs)
    kinds = {json.loads(f)["type"] for f in frames}
    errors = [json.loads(f)["data"].get("observation", {}).get("error") for f in frames]
    assert any(e and "the attacker failed" in e for e in errors), frames[:4]
    assert kinds <= {"observation", "error"}
    for f in frames:
        for secret in (*SENTINELS, fake.base_url, fake.base_url.split("//")[1]):
            assert secret not in f, f
    assert "SENTINEL" in log.read_text()  # the detail stays in the server's log


# ------------------------------------------------------------ the attacker's seat
def _attacker_json(signal: str, belief_state: dict[str, str] | None = None) -> str:
    turn = {"trust_score": 4, "belief": "unsure", "reflection": "keep asking", "signal": signal,
            "prompt": "Which team is the target in?", "belief_state": belief_state or {}}  # fmt: skip
    return json.dumps(turn)


ASK = _attacker_json("query again")


def _leak(scenario: str) -> str:
    """An attacker turn declaring success holding the true path (the test reads the truth)."""
    from tomsb_env.universe.datasets import load_scenarios

    sc = next(s for s in load_scenarios("train") if s.id == scenario)
    return _attacker_json("attack successful", dict(zip(sc.universe.levels, sc.truth, strict=True)))


@pytest.fixture(scope="module")
def attacker_server() -> Iterator[str]:
    with _serve("--role", "attacker", "--max-turns", str(MAX_TURNS)) as url:
        yield url


@pytest.mark.parametrize("declare", [False, True])
def test_attacker_seat_games_match_a_local_attacker_session(
    attacker_server: str, declare: bool
) -> None:
    from tomsb_env.session import AttackerSession

    with oe.TomsbEnv(base_url=attacker_server).sync() as env:
        result = env.reset(scenario="u001-k0", seed=5)
        chat = list(result.observation.messages)
        assert [m["role"] for m in chat] == ["system", "user"]
        replies = [ASK, _leak("u001-k0")] if declare else [ASK]
        k = 0
        while not result.done:
            text = replies[min(k, len(replies) - 1)]
            result = env.step(oe.TomsbAction(text=text))
            chat += [{"role": "assistant", "content": text}, *result.observation.messages]
            k += 1
        end = result.observation
    local = AttackerSession("u001-k0", seed=5, max_turns=MAX_TURNS)
    assert chat[:2] == local.start()
    for m in chat[2::2]:
        local.submit(m["content"])
    res = local.result
    assert res is not None and chat == local.messages
    # the attacker's reward (1 for a leak, else 0) and no defender components
    assert (end.outcome, result.reward) == (res.outcome, res.reward)
    assert (end.outcome, result.reward) == (("leaked", 1.0) if declare else ("truncated", 0.0))
    assert end.reward_components == {} and end.num_turns == res.num_turns
    # the defender's private brief (its ground truth) is in no message the attacker got
    assert not any("GROUND TRUTH" in m["content"] for m in chat)


def test_attacker_seat_settings_fail_at_start_up_with_the_valid_names() -> None:
    from tomsb_env.errors import ConfigError, UnknownNameError

    with pytest.raises(UnknownNameError, match="did you mean 'attacker'"):
        oe.create_app(oe.ServerConfig(role="atacker"))
    with pytest.raises(UnknownNameError, match="did you mean 'probing'"):
        oe.create_app(oe.ServerConfig(role="attacker", defender="scripted:probin"))
    with pytest.raises(UnknownNameError, match="attacker prompt 'tom'"):
        oe.create_app(oe.ServerConfig(role="attacker", prompt="tom"))
    with pytest.raises(ConfigError, match="set defender for the embedded opponent"):
        oe.create_app(oe.ServerConfig(role="attacker", attacker="scripted:base"))
    with pytest.raises(ConfigError, match="set attacker for the embedded opponent"):
        oe.create_app(oe.ServerConfig(defender="scripted:probing"))
    env = oe.TomsbEnvironment(oe.ServerConfig(role="attacker", max_turns=2))
    obs = env.reset(seed=1)
    assert "GROUND TRUTH" not in obs.messages[0]["content"]
    while not obs.done:
        obs = env.step(oe.TomsbAction(text=ASK))
    assert (obs.outcome, obs.reward, obs.reward_components) == ("truncated", 0.0, {})
    env.close()


DEFENDER_SENTINELS = ("SENTINEL-REFLECTION", "SENTINEL-BELIEF", "SENTINEL-TRUST",
                      "sentinel-model-name", "GROUND TRUTH")  # fmt: skip


def test_no_defender_private_text_reaches_the_attacker_at_high_fault_rates(
    tmp_path: Path,
) -> None:
    from tomsb_env.testing.fake_openai import FakeOpenAIServer, Reply

    rng = random.Random(1)
    private = json.dumps({"reply": "Try the records office.", "reflection": "SENTINEL-REFLECTION",
                          "attacker_belief_about_target": "SENTINEL-BELIEF",
                          "attacker_trust_in_us": "SENTINEL-TRUST"})  # fmt: skip

    def responder(body: dict[str, Any], n: int) -> Reply:
        brief = json.dumps(body["messages"])  # the defender's request: its truth, its turns
        r = rng.random()
        if r < 0.2:
            return Reply(content=private)
        if r < 0.5:  # not retryable: the body quotes the defender's private brief
            return Reply.error(400, f"bad request: {brief} {private}")
        if r < 0.8:  # a 200 whose body is not JSON: retried, quoted in the error
            return Reply(body=(brief + private)[:4000])
        return Reply(body=json.dumps({"choices": [{"message": private}]}))

    log = tmp_path / "server.log"
    with FakeOpenAIServer(responder=responder) as fake:
        spec = f"openai:{fake.base_url}@sentinel-model-name"
        frames: list[str] = []
        args = ("--role", "attacker", "--defender", spec, "--max-turns", "3")
        with _serve(*args, log=log) as url:
            for seed in range(8):
                frames += _frames(_ws(url), [_reset(seed)] + [_step(ASK)] * 3)
    kinds = {json.loads(f)["type"] for f in frames}
    errors = [json.loads(f)["data"].get("observation", {}).get("error") for f in frames]
    assert any(e and "the defender failed" in e for e in errors), frames[:4]
    assert any("Try the records office." in f for f in frames)  # some replies got through
    assert kinds <= {"observation", "error"}
    for f in frames:
        for secret in (*DEFENDER_SENTINELS, fake.base_url, fake.base_url.split("//")[1]):
            assert secret not in f, f
    assert "sentinel-model-name" in log.read_text()  # the detail stays in the server's log


# ------------------------------------- a failed attacker: reward None, the error flagged
BROKEN = "tests.integrations.failing:BrokenAttacker"


def test_a_failed_attacker_ends_the_game_with_no_reward() -> None:
    from tests.integrations.failing import SECRET

    env = oe.TomsbEnvironment(oe.ServerConfig(attacker=BROKEN))
    first = env.reset(seed=0)
    assert not first.done and first.reward == 0.0
    obs = env.step(oe.TomsbAction(text=REFUSE))
    assert obs.done and obs.outcome == "error" and obs.reward is None
    assert obs.error is not None and obs.error.startswith("the attacker failed (BackendCallError)")
    assert obs.reward_components == {}  # no zeros that read as a score
    assert SECRET not in obs.model_dump_json()
    env.close()


def test_the_client_gets_reward_none_and_play_counts_the_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with _serve("--attacker", BROKEN, log=tmp_path / "server.log") as url:
        with oe.TomsbEnv(base_url=url).sync() as env:
            env.reset(seed=0)
            result = env.step(oe.TomsbAction(text=REFUSE))
        assert result.done and result.reward is None and result.observation.error
        assert oe.main(["play", "--url", url, "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("outcome=error") == 2 and "reward=none the attacker failed" in out
    assert "outcome_error: 2 of 2 game(s) had no score" in out


# --------------------------------------------------- issue 42: bounded input, fair slots
def _frame(ws: Any, message: str) -> dict[str, Any]:
    ws.send(message)
    return json.loads(ws.recv(timeout=60))


@pytest.mark.parametrize(
    "message, expect",
    [
        ('{"type": "reset", "data": {"seed": "abc"}}', "seed must be an integer from 0 to 2**63-1"),
        ('{"type": "reset", "data": {"seed": -1}}', "seed must be an integer from 0 to 2**63-1"),
        ('{"type": "reset", "data": {"seed": 1.5}}', "seed must be an integer from 0 to 2**63-1"),
        ('{"type": "reset", "data": {"seed": 9223372036854775808}}', "2**63-1, got 922337"),
        ('{"type": "reset", "data": {"seed": ' + "9" * 5000 + "}}", "more than 32 digits"),
        ('{"type": "step", "data": ' + "[" * 300_000 + "]" * 300_000 + "}", "32 levels deep"),
        ('{"type": "reset", "data": {"scenario": 7}}', "scenario must be a string, got 7"),
        (
            '{"type": "reset", "data": {"scenario": "' + "y" * 500_000 + '"}}',
            "(500,000 characters)",
        ),
    ],
    ids=["text", "negative", "float", "2**63", "5000-digits", "300000-deep", "int-id", "huge-id"],
)
def test_bad_reset_values_and_hostile_json_get_a_named_frame_and_the_game_survives(
    server: str, message: str, expect: str
) -> None:
    from websockets.sync.client import connect

    with connect(_ws(server), max_size=None) as ws:
        assert _frame(ws, _reset(3))["type"] == "observation"
        frame = _frame(ws, message)
        assert frame["type"] == "error" and expect in frame["data"]["message"], frame
        assert "TypeError" not in json.dumps(frame) and len(json.dumps(frame)) < 600
        # the connection and the game it was playing both survive
        assert _frame(ws, _step(REFUSE))["type"] == "observation"


def _raw_http(url: str, head: bytes, chunks: Sequence[bytes] | Iterator[bytes] = ()) -> bytes:
    """Send a request head and body chunks on a raw socket; the server's whole reply."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=30) as s:
        try:
            s.sendall(head)
            for chunk in chunks:
                s.sendall(chunk)
        except OSError:  # the server answered and closed before the body was all sent
            pass
        reply = b""
        with contextlib.suppress(OSError):
            while data := s.recv(65536):
                reply += data
    return reply


def _chunked(total: int) -> Iterator[bytes]:
    for _ in range(total // 65536):
        yield b"10000\r\n" + b"x" * 65536 + b"\r\n"
    yield b"0\r\n\r\n"


def test_http_bodies_are_bounded_before_they_are_parsed(server: str) -> None:
    post = b"POST /reset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    declared = _raw_http(server, post + b"Content-Length: 50000000\r\n\r\n")
    streamed = _raw_http(server, post + b"Transfer-Encoding: chunked\r\n\r\n", _chunked(3 << 20))
    for reply in (declared, streamed):
        assert reply.startswith(b"HTTP/1.1 413"), reply[:200]
        assert b'{"detail": "request body over the server\'s limit of 1048576 bytes"}' in reply
    for body, expect in (
        (b'{"seed": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", b"32 levels deep"),
        (b'{"seed": ' + b"9" * 5000 + b"}", b"more than 32 digits"),
    ):
        head = post + b"Content-Length: %d\r\n\r\n" % len(body)
        reply = _raw_http(server, head + body)
        assert reply.startswith(b"HTTP/1.1 400") and expect in reply, reply[:300]
    with urllib.request.urlopen(  # a normal body is still read
        urllib.request.Request(
            f"{server}/reset", b'{"seed": 1}', {"Content-Type": "application/json"}
        ),
        timeout=60,
    ) as r:
        assert r.status == 200 and json.loads(r.read())["observation"]["seed"] == 1


HOSTILE = r"""
import json, socket, sys, time
from websockets.sync.client import connect
url, kind, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
ws_url = url.replace("http://", "ws://") + "/ws"
host, port = url.removeprefix("http://").split(":")

def reset(**data):
    return json.dumps({"type": "reset", "data": {"scenario": "u001-k0", "seed": 0, **data}})

ATTACK = {
    "deep": '{"type": "step", "data": ' + "[" * 300_000 + "]" * 300_000 + "}",
    "digits": '{"type": "reset", "data": {"seed": ' + "9" * 5000 + "}}",
    "think": json.dumps({"type": "step", "data": {"text": "<think>" + "x" * 1_000_000
                                                  + '</think>{"reply": "No."}'}}),
    "unknown": reset(scenario="y" * 1_000_000),
}
seen = set()
print("ready", flush=True)
end = time.monotonic() + seconds
while not seen or time.monotonic() < end:  # at least one attack, however slow the machine
    if kind == "body":  # 3 MB streamed in chunks, over the 1 MiB limit
        with socket.create_connection((host, int(port)), timeout=30) as s:
            try:
                s.sendall(b"POST /reset HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
                for _ in range(48):
                    s.sendall(b"10000\r\n" + b"x" * 65536 + b"\r\n")
            except OSError:
                pass
            answer = s.recv(200).split(b"\r\n")[0].decode()
        time.sleep(0.05)  # hostile, not a CPU hog: the test's own processes share two cores
        if answer not in seen:
            seen.add(answer)
            print("body:", answer, flush=True)
        continue
    with connect(ws_url, max_size=None) as ws:
        ws.send(reset())
        ws.recv(timeout=60)
        for _ in range(3):
            time.sleep(0.05)
            ws.send(ATTACK[kind])
            frame = json.loads(ws.recv(timeout=60))
            data = frame["data"]
            what = data.get("message") or (data.get("observation") or {}).get("format_error")
            if frame["type"] not in seen:
                seen.add(frame["type"])
                print(f"{kind}: {frame['type']}: {str(what)[:160]}", flush=True)
"""


def _play_and_time(ws: Any, seconds: float) -> dict[str, list[float]]:
    """Play whole games for ``seconds``, timing each reset and step round trip."""
    times: dict[str, list[float]] = {"reset": [], "step": []}
    end, seed = time.monotonic() + seconds, 100
    while time.monotonic() < end:
        t0 = time.perf_counter()
        frame = _frame(ws, _reset(seed))
        times["reset"].append(time.perf_counter() - t0)
        seed += 1
        while not frame["data"].get("done"):
            t0 = time.perf_counter()
            frame = _frame(ws, _step(REFUSE))
            assert frame["type"] == "observation", frame
            times["step"].append(time.perf_counter() - t0)
    return times


def test_five_hostile_clients_do_not_stall_a_sixth_playing_normally(tmp_path: Path) -> None:
    from websockets.sync.client import connect

    kinds = ("body", "deep", "digits", "think", "unknown")
    log = tmp_path / "server.log"
    worsts, outputs = [], []
    with _serve(log=log) as url, connect(_ws(url), max_size=None) as ws:
        quiet = _play_and_time(ws, 3.0)
        base = {op: sorted(t)[len(t) // 2] for op, t in quiet.items()}
        for _ in range(3):  # the best of three: a busy shared machine can fail one
            cmd = [sys.executable, "-c", HOSTILE, url]
            procs = [
                subprocess.Popen([*cmd, kind, "4"], stdout=subprocess.PIPE, text=True)
                for kind in kinds
            ]
            for p in procs:
                assert p.stdout is not None and p.stdout.readline().strip() == "ready"
            loud = _play_and_time(ws, 4.0)
            for p in procs:  # read(), not communicate(): that skips what readline() buffered
                p.wait(timeout=120)
                outputs.append(p.stdout.read())  # type: ignore[union-attr]
            worst = max(t - base[op] for op, ts in loud.items() for t in ts)
            worsts.append(worst)
            print(f"base {base}, worst extra {worst * 1e3:.1f} ms, hostile: {outputs}")
            if worst < 0.100:
                break
    text = "\n".join(outputs)
    assert "body: HTTP/1.1 413" in text
    assert "deep: error: JSON nested more than 32 levels deep" in text
    assert "digits: error: a number has more than 32 digits" in text
    assert "think: observation: the action is 1,000,0" in text  # refused unread, not an error
    assert "unknown: error: unknown scenario id 'yyyy" in text and "(1,000,000 characters)" in text
    assert min(worsts) < 0.100, f"the normal client waited {min(worsts) * 1e3:.0f} ms more"
    assert "Traceback" not in log.read_text()


def _from(host: str, url: str) -> Any:
    """A WebSocket to ``url`` whose source address is ``host`` (127.0.0.2 is another host)."""
    from websockets.sync.client import connect

    sock = socket.socket()
    sock.bind((host, 0))
    address, port = url.removeprefix("http://").split(":")
    sock.connect((address, int(port)))
    return connect(_ws(url), sock=sock, max_size=None)


def test_one_host_with_64_idle_sockets_cannot_hold_every_slot(tmp_path: Path) -> None:
    with _serve(log=tmp_path / "server.log") as url, contextlib.ExitStack() as stack:
        idle = [stack.enter_context(_from("127.0.0.2", url)) for _ in range(64)]
        refused = []
        for ws in idle[32:]:  # the default per-host limit: half of the 64 slots
            frame = json.loads(ws.recv(timeout=30))
            refused.append(frame["data"]["message"])
            with pytest.raises(Exception, match="1013"):
                ws.recv(timeout=30)
        assert len(refused) == 32 and all("per-host limit" in m for m in refused)
        with _from("127.0.0.1", url) as other:  # another host still plays
            assert _frame(other, _reset(1))["type"] == "observation"
            assert _frame(other, _step(REFUSE))["type"] == "observation"
        assert _frame(idle[0], _reset(2))["type"] == "observation"  # the admitted ones work


def test_every_client_refused_at_capacity_gets_a_frame_with_the_reason(tmp_path: Path) -> None:
    import threading

    args = ("--max-concurrent-envs", "4", "--max-sessions-per-client", "4")
    with _serve(*args, log=tmp_path / "server.log") as url, contextlib.ExitStack() as stack:
        held = [stack.enter_context(_from("127.0.0.1", url)) for _ in range(4)]
        for ws in held:
            assert _frame(ws, _reset(0))["type"] == "observation"
        frames: list[str] = []

        def late() -> None:
            with _from("127.0.0.1", url) as ws:
                with contextlib.suppress(Exception):
                    ws.send(_reset(0))  # as a client would: it may find the socket closed
                frames.append(str(ws.recv(timeout=30)))

        threads = [threading.Thread(target=late) for _ in range(40)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
    assert len(frames) == 40
    for f in frames:
        data = json.loads(f)["data"]
        assert data["code"] == "CAPACITY_REACHED" and "at capacity (4 sessions)" in data["message"]
