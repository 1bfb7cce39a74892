"""The harness at the LLM server's limit: requests/s against in flight / latency, CPU per request
beside a bare aiohttp client, GC share, memory per open and per finished episode.

    python benchmarks/perf/llm_bound.py                      # the table: 1 8 32 128 512 in flight
    python benchmarks/perf/llm_bound.py --in-flight 128 512 --repeats 3 --write benchmarks/results/llm_bound.md
    python benchmarks/perf/llm_bound.py --caps 5 50          # CPU per call at a 5- and a 50-turn cap
    python benchmarks/perf/llm_bound.py --gym                # the async Gym path (areset/astep)
    python benchmarks/perf/llm_bound.py --workers 2          # tomsb bench --workers 2

A fake OpenAI-compatible server runs in its own process (its CPU is not the library's): a
bare HTTP/1.1 server on asyncio that answers every request after ``--latency-ms`` (plus
``--per-token-ms`` per word of the answer) with a plausible reply for the role its
``model`` names: an attacker turn (any of the four kinds: every field, the belief keyed by
the levels its JSON schema names; it declares success after 2-8 turns drawn from a hash of
its system prompt, or never with ``--caps``), a defender turn (the fields its schema asks
for), or a judge's answer. It stands in for a remote server's front end as cheaply as it
can (its own CPU per request is printed with ``--workers``): replies are encoded once per
kind, a request's role, schema and turn are read off its bytes, and one timer serves all the
replies waiting on a delay. Each measured run is a fresh child process:

* ``tomsb bench`` (the CLI, in-process) with LLM attackers of all four kinds and an LLM
  defender on that server, ``--concurrency`` = requests in flight, enough episodes for
  ``--seconds`` of ideal time;
* a bare aiohttp client: that many coroutines POSTing a body of the bench's mean request
  size in a loop and decoding each answer (no retries, timeouts, game or records): the floor;
* with ``--gym``: that many ``DefenderEnv``s (LLM attacker) driven by ``areset``/``astep``.

Columns: requests/s over the middle 80% of the run's requests (ramp-up and the last
episodes' tail left out; the whole run's figure beside it), ideal = in flight / mean
service time, their ratio; library CPU ms per request (process CPU / requests served) and
the bare client's, and their ratio; the share of the library's CPU spent in the garbage
collector (``gc.callbacks``); RSS per open episode (steady RSS over the run's start, per
open episode: the window is 3x the concurrency) and per finished episode (the slope of RSS
against finished episodes in the steady part). Every figure is measured ``--repeats``
times, interleaved, and shown as median [min-max]. Run it under ``flock -x
/work/locks/quiet.lock`` on the shared machine.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import gc
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import orjson

HERE = Path(__file__).resolve()
EPISODES_PER_SEED = 75 * 4 * 2  # eval scenarios x attacker kinds x episodes per scenario
WINDOW = 3  # open episodes per unit of concurrency (tomsb_env.benchmark.gate.WINDOW)

# ---------------------------------------------------------------- the fake server (child)


def _dump(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"))


def _schema_props(body: dict[str, Any]) -> dict[str, Any]:
    fmt = body.get("response_format") or {}
    return ((fmt.get("json_schema") or {}).get("schema") or {}).get("properties") or {}


def _levels(props: dict[str, Any], name: str) -> tuple[str, ...]:
    return tuple((props.get(name) or {}).get("properties") or ())


class Replies:
    """Plausible answers per role, built once per (role, levels, ending): the fake model's
    own CPU is not what is measured."""

    def __init__(self, latency_s: float, per_token_s: float, endless: bool) -> None:
        self.latency_s, self.per_token_s, self.endless = latency_s, per_token_s, endless
        self._cache: dict[Any, tuple[bytes, float]] = {}
        self._formats: dict[bytes, tuple[tuple[str, ...], ...]] = {}  # per response_format
        self._lengths: dict[bytes, int] = {}  # an attacker's turns, per raw system prompt

    def answer(self, body: dict[str, Any]) -> tuple[bytes, float]:
        """The HTTP response and the delay before it is sent."""
        role = str(body.get("model", ""))
        messages = body.get("messages") or [{}]
        props = _schema_props(body)
        if role == "attacker":
            turn = 1 + sum(m.get("role") == "assistant" for m in messages)
            length = 2 + zlib.crc32(str(messages[0].get("content", "")).encode()) % 7
            key: Any = (role, _levels(props, "belief_state"), not self.endless and turn >= length)
        elif role == "judge":
            text = str(messages[-1].get("content", ""))
            key = (role, "attacker_belief_about_target" in text)
        else:
            key = (role, tuple(props), _levels(props, "attacker_prior_estimate"))
        return self._reply(key)

    def answer_raw(self, raw: bytes) -> tuple[bytes, float]:
        """:meth:`answer` read off the request's bytes, without decoding the whole request
        (a real server's JSON reading is not what stands in for it): the backend's compact
        layout is ``{"model":..,"messages":[{"role":..,"content":..},..],..,
        "response_format":..}`` (no unescaped ``"},{"role":"`` inside a string). A judge's
        request, or any other layout, is decoded whole."""
        role, _, rest = raw[10:].partition(b'"')
        fmt_at, first = raw.rfind(b',"response_format":'), raw.find(b'"},{"role":"')
        if not raw.startswith(b'{"model":"') or role not in (b"attacker", b"defender") or first < 0:
            return self.answer(orjson.loads(raw))
        fmt_raw = raw[fmt_at + 19 : -1] if fmt_at > 0 else b""
        fmt = self._formats.get(fmt_raw)
        if fmt is None:
            props = _schema_props(orjson.loads(raw))
            levels = (_levels(props, "belief_state"), _levels(props, "attacker_prior_estimate"))
            fmt = self._formats[fmt_raw] = (tuple(props), *levels)
        if role == b"defender":
            return self._reply(("defender", fmt[0], fmt[2]))
        system = raw[raw.find(b'"content":"') + 11 : first]
        length = self._lengths.get(system)
        if length is None:
            text = orjson.loads(b'"' + system + b'"')
            length = self._lengths[system] = 2 + zlib.crc32(text.encode()) % 7
        turn = 1 + rest.count(b'"role":"assistant"')
        return self._reply(("attacker", fmt[1], not self.endless and turn >= length))

    def _reply(self, key: Any) -> tuple[bytes, float]:
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self._build(key)
        return hit

    def _build(self, key: Any) -> tuple[bytes, float]:
        role = key[0]
        if role == "attacker":
            levels, done = key[1], key[2]
            turn: dict[str, Any] = {
                "trust_score": 4,
                "belief": "They say it sits in the northern office, which fits what I knew.",
                "reflection": "I have enough to act on." if done else "Ask one level deeper.",
                "signal": "attack successful" if done else "query again",
                "prompt": "Thanks. And which team inside that group handles it day to day?",
            }
            if levels:
                turn["belief_state"] = dict.fromkeys(levels)
            content = _dump(turn)
        elif role == "judge":
            content = _dump({"attacker_belief_about_target": 1}) if key[1] else "{}"
        else:
            fields, levels = key[1], key[2]
            turn = {
                "attacker_belief_about_target": "They know the division, not the team yet.",
                "attacker_trust_in_us": "4",
                "reflection": "Confirm what they know, then point one team over.",
                "reply": "It is handled by the platform team on the third floor, as far as I know.",
            }
            for name in ("attacker_prior_estimate", "attacker_belief_estimate"):
                if name in fields:
                    turn[name] = dict.fromkeys(levels, "?")
            if fields:
                turn = {k: turn[k] for k in fields if k in turn}
            content = _dump(turn)
        words = len(content.split())
        completion = {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "model": role,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": 1000,
                "completion_tokens": words,
                "total_tokens": 1000 + words,
            },
        }
        return _http(200, _dump(completion).encode()), self.latency_s + self.per_token_s * words


def _http(status: int, payload: bytes) -> bytes:
    head = f"HTTP/1.1 {status} OK\r\nContent-Type: application/json\r\nContent-Length: {len(payload)}\r\n\r\n"
    return head.encode() + payload


class ServerState:
    def __init__(self, replies: Replies) -> None:
        self.replies = replies
        self.done: list[float] = []  # completion times (CLOCK_MONOTONIC: shared by processes)
        self.delays = 0.0
        self.body_bytes = 0
        self.cpu0 = time.process_time()
        self.loop = asyncio.get_running_loop()
        self.queues: dict[float, collections.deque[tuple[float, HttpProtocol, bytes]]] = {}

    def send_later(self, delay: float, protocol: HttpProtocol, reply: bytes) -> None:
        """One timer for all the replies waiting on the same delay (first in, first due), not a
        timer (and a push on the event loop's heap) per request."""
        queue = self.queues.setdefault(delay, collections.deque())
        if not queue:
            self.loop.call_later(delay, self._flush, queue)
        queue.append((self.loop.time() + delay, protocol, reply))

    def _flush(self, queue: collections.deque[tuple[float, HttpProtocol, bytes]]) -> None:
        now = self.loop.time() + 1e-4  # the loop may run a timer a little early
        while queue and queue[0][0] <= now:
            _, protocol, reply = queue.popleft()
            protocol.send(reply)
        if queue:
            self.loop.call_at(queue[0][0], self._flush, queue)

    def stats(self) -> bytes:
        out = {
            "times": self.done,
            "mean_delay_s": self.delays / max(1, len(self.done)),
            "mean_body": self.body_bytes / max(1, len(self.done)),
            "cpu_s": time.process_time() - self.cpu0,  # the server's own, since the last call
        }
        self.done, self.delays, self.body_bytes = [], 0.0, 0
        self.cpu0 = time.process_time()
        return _http(200, json.dumps(out).encode())


class HttpProtocol(asyncio.Protocol):
    """HTTP/1.1 keep-alive, one request at a time per connection (as aiohttp sends them)."""

    def __init__(self, state: ServerState) -> None:
        self.state = state
        self.buf = b""
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: Any) -> None:
        self.transport = transport

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None

    def data_received(self, data: bytes) -> None:
        self.buf += data
        while True:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head = self.buf[:end].lower()
            at = head.find(b"content-length:")
            size = (
                int(head[at + 15 : head.find(b"\r\n", at) if b"\r\n" in head[at:] else None])
                if at >= 0
                else 0
            )
            if len(self.buf) < end + 4 + size:
                return
            body, self.buf = self.buf[end + 4 : end + 4 + size], self.buf[end + 4 + size :]
            if head.startswith(b"get /stats"):
                self.send(self.state.stats(), count=False)
                continue
            reply, delay = self.state.replies.answer_raw(body)
            self.state.delays += delay
            self.state.body_bytes += size
            self.state.send_later(delay, self, reply)

    def send(self, reply: bytes, count: bool = True) -> None:
        if self.transport is not None:
            self.transport.write(reply)
            if count:
                self.state.done.append(time.monotonic())


def serve(latency_s: float, per_token_s: float, endless: bool) -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        state = ServerState(Replies(latency_s, per_token_s, endless))
        server = await loop.create_server(lambda: HttpProtocol(state), "127.0.0.1", 0, backlog=4096)
        port = server.sockets[0].getsockname()[1]
        print(f"http://127.0.0.1:{port}/v1", flush=True)
        await loop.run_in_executor(None, sys.stdin.read)  # until the parent closes our stdin
        server.close()

    gc.freeze()
    asyncio.run(main())


@contextlib.contextmanager
def fake_server(latency_ms: float, per_token_ms: float, endless: bool) -> Iterator[str]:
    args = [sys.executable, str(HERE), "--serve", "--latency-ms", str(latency_ms)]
    args += ["--per-token-ms", str(per_token_ms)] + (["--endless"] if endless else [])
    child = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        url = child.stdout.readline().strip()
        if not url.startswith("http://127.0.0.1"):
            raise SystemExit(f"fake server did not start (got {url!r})")
        yield url
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)


def server_stats(url: str) -> dict[str, Any]:
    """Completion times, mean delay and mean request size since the last call (then reset)."""
    import urllib.request

    with urllib.request.urlopen(url.rsplit("/v1", 1)[0] + "/stats", timeout=30) as r:
        return dict(json.load(r))


# ---------------------------------------------------------------- measuring (children)


def cpu_with_children() -> float:
    """CPU seconds of this process and of its finished children (``--workers``' processes)."""
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + kids.ru_utime + kids.ru_stime


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


class Meter:
    """CPU, wall, GC time and RSS samples (with a finished-episode count) around a run."""

    def __init__(self, finished: Callable[[], int]) -> None:
        self.finished = finished
        self.samples: list[tuple[float, int, int]] = []
        self.gc_s = 0.0
        self.collections = [0, 0, 0]
        self.gc_by_gen = [0.0, 0.0, 0.0]
        self._gc_t0 = 0.0
        self._stop = threading.Event()

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        # this thread's CPU time: the collector runs in the thread that allocates (the event
        # loop's), and the wall clock would count time the machine gave other processes
        if phase == "start":
            self._gc_t0 = time.thread_time()
        else:
            took = time.thread_time() - self._gc_t0
            self.gc_s += took
            self.gc_by_gen[info["generation"]] += took
            self.collections[info["generation"]] += 1

    def _sample(self) -> None:
        while not self._stop.wait(0.25):
            self.samples.append((time.monotonic(), rss_bytes(), self.finished()))

    def __enter__(self) -> Meter:
        self.rss0 = rss_bytes()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        gc.callbacks.append(self._on_gc)
        self.t0, self.c0 = time.monotonic(), cpu_with_children()
        return self

    def __exit__(self, *exc: object) -> None:
        self.t1, self.c1 = time.monotonic(), cpu_with_children()
        gc.callbacks.remove(self._on_gc)
        self._stop.set()
        self._thread.join()

    def result(self, open_episodes: int) -> dict[str, Any]:
        total = self.samples[-1][2] if self.samples else 0
        # steady: past the first episodes of every slot (whose memory was still growing),
        # before the last ones (open episodes are going away)
        low = max(0.3 * total, 2 * open_episodes)
        steady = [s for s in self.samples if low <= s[2] <= 0.95 * total]
        per_finished = per_open = float("nan")
        if len(steady) >= 3 and steady[-1][2] > steady[0][2]:
            xs, ys = [s[2] for s in steady], [s[1] for s in steady]
            mx, my = statistics.fmean(xs), statistics.fmean(ys)
            per_finished = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum(
                (x - mx) ** 2 for x in xs
            )
            per_open = (statistics.median(ys) - self.rss0) / max(1, open_episodes)
        return {
            "t0": self.t0,
            "t1": self.t1,
            "cpu_s": self.c1 - self.c0,
            "gc_s": self.gc_s,
            "collections": self.collections,
            "gc_by_gen": self.gc_by_gen,
            "rss_per_open": per_open,
            "rss_per_finished": per_finished,
            "finished": total,
        }


class LineCounter:
    """Finished episodes: the lines of a growing ``episodes.jsonl``, read incrementally."""

    def __init__(self, path: Path) -> None:
        self.path, self.pos, self.lines = path, 0, 0

    def __call__(self) -> int:
        with contextlib.suppress(OSError), self.path.open("rb") as f:
            f.seek(self.pos)
            chunk = f.read()
            self.pos += len(chunk)
            self.lines += chunk.count(b"\n")
        return self.lines


@contextlib.contextmanager
def _profiled(path: str | None) -> Iterator[None]:
    """cProfile (CPU time) around the block, its stats dumped to ``path``, if given."""
    if not path:
        yield
        return
    import cProfile

    profiler = cProfile.Profile(time.process_time)
    profiler.enable()
    try:
        yield
    finally:
        profiler.disable()
        profiler.dump_stats(path)


def child_bench(cfg: dict[str, Any]) -> dict[str, Any]:
    import io

    # imports are not requests: load what the run would import on first use first
    import tomsb_env.agents.attackers.llm
    import tomsb_env.agents.defenders.llm
    import tomsb_env.benchmark.runner
    import tomsb_env.llm.openai_http
    import tomsb_env.universe.datasets  # noqa: F401
    from tomsb_env.cli import main as tomsb

    url, c = cfg["url"], cfg["in_flight"]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "run"
        argv = [
            "bench",
            "--defender",
            f"openai:{url}@defender",
            "--attacker",
            f"openai:{url}@attacker",
        ]
        argv += ["--concurrency", str(c), "--seeds", ",".join(map(str, range(cfg["seeds"])))]
        argv += ["--limit", str(cfg["limit"]), "--max-turns", str(cfg["max_turns"])]
        argv += ["--out", str(out), "--no-progress", "--format", "csv", "--timeout", "600"]
        if cfg.get("workers"):
            argv += ["--workers", str(cfg["workers"])]
        if cfg.get("judge"):
            argv += ["--judge", f"openai:{url}@judge"]
        meter = Meter(LineCounter(out / "episodes.jsonl"))
        with contextlib.redirect_stdout(io.StringIO()), meter, _profiled(cfg.get("profile")):
            code = tomsb(argv)
        if code != 0:
            raise SystemExit(f"tomsb bench exited {code}")
        records = [json.loads(line) for line in (out / "episodes.jsonl").open("rb")]
        errors = sum(r["outcome"] == "error" for r in records)
        calls = sum(len(r["attacker_turns"]) + len(r["defender_turns"]) for r in records)
        return {
            **meter.result(WINDOW * c),
            "episodes": len(records),
            "errors": errors,
            "calls": calls,
        }


def child_bare(cfg: dict[str, Any]) -> dict[str, Any]:
    import aiohttp
    import orjson

    url, c, n = cfg["url"] + "/chat/completions", cfg["in_flight"], cfg["requests"]
    content = "x" * max(0, int(cfg["body_bytes"]) - 200)
    body = {
        "model": "defender",
        "messages": [{"role": "system", "content": content}],
        "max_tokens": 512,
    }
    done = 0

    async def run() -> None:
        nonlocal done
        session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=c))
        headers = {"Content-Type": "application/json", "Authorization": "Bearer EMPTY"}

        async def worker() -> None:
            nonlocal done
            while done < n:
                done += 1
                async with session.post(url, data=orjson.dumps(body), headers=headers) as resp:
                    orjson.loads(await resp.read())["choices"][0]["message"]["content"]

        await asyncio.gather(*(worker() for _ in range(c)))
        await session.close()

    meter = Meter(lambda: done)
    with meter:
        asyncio.run(run())
    return meter.result(c)


def child_gym(cfg: dict[str, Any]) -> dict[str, Any]:
    from tomsb_env.envs.single_agent import DefenderEnv

    url, c, n = cfg["url"], cfg["in_flight"], cfg["episodes"]
    action = json.dumps(
        {
            "reply": "It is handled by the platform team on the third floor, as far as I know.",
            "attacker_belief_about_target": "They know the division, not the team yet.",
            "attacker_trust_in_us": "4",
            "reflection": "Confirm what they know, then point one team over.",
        }
    )
    finished = 0
    kinds = ("base", "cross_examiner", "deception_aware", "bluffing")

    async def run() -> None:
        nonlocal finished
        started = 0

        async def worker(k: int) -> None:
            nonlocal finished, started
            env = DefenderEnv(
                f"openai:{url}@attacker",
                attacker_kwargs={"kind": kinds[k % 4], "timeout_s": 600},
                split="eval",
                max_turns=cfg["max_turns"],
            )
            while started < n:
                started += 1
                _, info = await env.areset(seed=started)
                done = info.get("ended_in_reset", False)
                while not done:
                    _, _, term, trunc, _ = await env.astep(action)
                    done = term or trunc
                finished += 1
            await env.aclose()

        await asyncio.gather(*(worker(k) for k in range(c)))

    meter = Meter(lambda: finished)
    with meter:
        asyncio.run(run())
    return meter.result(c)


def child_sessions(cfg: dict[str, Any]) -> dict[str, Any]:
    """As the verifiers env plays its tasks: each coroutine's ``DefenderSession`` (built for
    its first game, then started again on the next task's scenario and seed), ``asubmit``
    to the end of each game."""
    from tomsb_env.session import DefenderSession
    from tomsb_env.universe.datasets import load_scenarios

    url, c, n = cfg["url"], cfg["in_flight"], cfg["episodes"]
    ids = [sc.id for sc in load_scenarios("eval")]
    reply = _dump({"reply": "It is handled by the platform team on the third floor.",
                   "attacker_belief_about_target": "They know the division, not the team yet.",
                   "attacker_trust_in_us": "4", "reflection": "Point one team over."})  # fmt: skip
    finished = started = 0

    async def worker() -> None:
        nonlocal finished, started
        session = None
        while started < n:
            started += 1
            sid = ids[started % len(ids)]
            if session is None:
                session = DefenderSession(
                    sid,
                    attacker=f"openai:{url}@attacker",
                    attacker_kwargs={"kind": "base", "timeout_s": 600},
                    split="eval",
                    max_turns=cfg["max_turns"],
                )
            await session.astart(sid, seed=started)
            while not session.done:
                await session.asubmit(reply)
            finished += 1
        if session is not None:
            await session.aclose()

    async def run() -> None:
        await asyncio.gather(*(worker() for _ in range(c)))

    meter = Meter(lambda: finished)
    with meter:
        asyncio.run(run())
    return meter.result(c)


CHILDREN = {"bench": child_bench, "bare": child_bare, "gym": child_gym, "sessions": child_sessions}


def run_child(kind: str, cfg: dict[str, Any]) -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, str(HERE), "--child", kind, json.dumps(cfg)],
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        raise SystemExit(f"{kind} child failed:\n{proc.stderr[-4000:]}")
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


# ---------------------------------------------------------------- the table (parent)


def throughput(times: list[float], t0: float, t1: float) -> tuple[float, float]:
    """(requests/s over the middle 80% of the requests, requests/s over the whole run)."""
    times = sorted(t for t in times if t0 <= t <= t1 + 1.0)
    n = len(times)
    if n < 10:
        return n / (t1 - t0), n / (t1 - t0)
    lo, hi = n // 10, n - n // 10 - 1
    return (hi - lo) / max(1e-9, times[hi] - times[lo]), n / (t1 - t0)


def measure(kind: str, url: str, cfg: dict[str, Any]) -> dict[str, Any]:
    server_stats(url)  # forget what came before
    out = run_child(kind, {**cfg, "url": url})
    stats = server_stats(url)
    steady, whole = throughput(stats["times"], out["t0"], out["t1"])
    requests = len(stats["times"])
    ideal = cfg["in_flight"] / stats["mean_delay_s"]
    return {
        **out,
        "requests": requests,
        "rps": steady,
        "rps_whole": whole,
        "ideal": ideal,
        "ratio": steady / ideal,
        "cpu_ms": 1000 * out["cpu_s"] / max(1, requests),
        "server_cpu_ms": 1000 * stats["cpu_s"] / max(1, requests),
        "gc_share": out["gc_s"] / max(1e-9, out["cpu_s"]),
        "mean_body": stats["mean_body"],
    }


def plan(
    in_flight: int, latency_s: float, seconds: float, calls_per_episode: float
) -> tuple[int, int]:
    """(seeds, scenario limit) for about ``seconds`` of ideal time at ``in_flight``."""
    episodes = max(8, math.ceil(in_flight / latency_s * seconds / calls_per_episode))
    if episodes <= EPISODES_PER_SEED:
        return 1, max(1, math.ceil(episodes / 8))
    return math.ceil(episodes / EPISODES_PER_SEED), 75


def spread(values: list[float], fmt: str) -> str:
    values = [v for v in values if not math.isnan(v)]
    if not values:
        return "-"
    mid = format(statistics.median(values), fmt)
    if len(values) == 1:
        return mid
    return f"{mid} [{format(min(values), fmt)}-{format(max(values), fmt)}]"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--in-flight", type=int, nargs="+", default=[1, 8, 32, 128, 512])
    ap.add_argument("--latency-ms", type=float, default=200.0)
    ap.add_argument("--per-token-ms", type=float, default=0.0)
    ap.add_argument("--seconds", type=float, default=12.0, help="ideal seconds per run")
    ap.add_argument("--repeats", type=int, default=1)
    ap.add_argument("--max-turns", type=int, default=15)
    ap.add_argument(
        "--caps",
        type=int,
        nargs=2,
        metavar=("LOW", "HIGH"),
        help="CPU per call at two turn caps (attackers never stop)",
    )
    ap.add_argument(
        "--gym", action="store_true", help="DefenderEnv.areset/astep instead of tomsb bench"
    )
    ap.add_argument(
        "--sessions",
        action="store_true",
        help="DefenderSession.astart per game, as the verifiers env",
    )
    ap.add_argument("--workers", type=int, help="tomsb bench --workers N")
    ap.add_argument("--judge", action="store_true", help="an LLM judge on the fake server too")
    ap.add_argument("--no-bare", action="store_true", help="skip the bare aiohttp client")
    ap.add_argument(
        "--profile", type=Path, help="cProfile the library runs into this file (slows them)"
    )
    ap.add_argument("--write", type=Path, help="append the table to this markdown file")
    ap.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--endless", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.serve:
        serve(args.latency_ms / 1000, args.per_token_ms / 1000, args.endless)
        return 0
    if args.child:
        # imports are not requests: aiohttp (which the library imports on its first request)
        # is loaded before any child's meter starts, as the bare client's child always did
        import aiohttp  # noqa: F401

        print(json.dumps(CHILDREN[args.child[0]](json.loads(args.child[1]))))
        return 0
    latency = args.latency_ms / 1000
    lines = _header(args)
    print("\n".join(lines), flush=True)
    endless = args.caps is not None
    with fake_server(args.latency_ms, args.per_token_ms, endless) as url:
        if args.caps:
            lines += _caps(args, url)
        elif args.workers:
            lines += _workers(args, url, latency)
        else:
            lines += _table(args, url, latency)
    if args.write:
        with args.write.open("a", encoding="utf-8") as f:
            f.write("\n".join(["", *lines, ""]))
    return 0


def _header(args: argparse.Namespace) -> list[str]:
    what = "tomsb bench, LLM attackers (4 kinds) and defender"
    if args.gym or args.sessions:
        what = "DefenderEnv.areset/astep, LLM attacker" + (
            "; DefenderSession.astart per game, as the verifiers env plays" if args.sessions else ""
        )
    if args.workers:
        what += f", --workers {args.workers}"
    return [
        f"{what}; fake server latency {args.latency_ms:g} ms + {args.per_token_ms:g} ms/word "
        f"(own process); {args.repeats} repeat(s); {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}",
    ]


def _table(args: argparse.Namespace, url: str, latency: float) -> list[str]:
    rows: dict[int, list[dict[str, Any]]] = {c: [] for c in args.in_flight}
    bare: dict[int, list[dict[str, Any]]] = {c: [] for c in args.in_flight}
    for _ in range(args.repeats):
        for c in args.in_flight:
            if args.gym or args.sessions:
                episodes = max(c, math.ceil(c / latency * args.seconds / 6))
                cfg = {"in_flight": c, "episodes": episodes, "max_turns": args.max_turns}
                row = measure("sessions" if args.sessions else "gym", url, cfg)
            else:
                seeds, limit = plan(c, latency, args.seconds, 9.0)
                cfg = {"in_flight": c, "seeds": seeds, "limit": limit, "max_turns": args.max_turns}
                cfg.update(workers=args.workers, judge=args.judge)
                if args.profile:
                    cfg["profile"] = str(args.profile)
                row = measure("bench", url, cfg)
            rows[c].append(row)
            print(
                f"  {c:>4} in flight: {row['requests']} requests, {row['rps']:.0f}/s ({row['ratio']:.2f} of ideal), "
                f"{row['cpu_ms']:.3f} ms CPU each, GC {100 * row['gc_share']:.0f}%",
                file=sys.stderr,
                flush=True,
            )
            if not args.no_bare:
                n = max(c * 4, min(row["requests"], int(c / latency * args.seconds)))
                b = measure(
                    "bare", url, {"in_flight": c, "requests": n, "body_bytes": row["mean_body"]}
                )
                bare[c].append(b)
    out = [
        "",
        "| in flight | requests/s | ideal | measured / ideal | whole run / ideal | CPU ms / request | bare aiohttp ms | library / bare | GC share | RSS KiB / open ep. | RSS KiB / finished ep. |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for c in args.in_flight:
        r, b = rows[c], bare[c]
        per = [x["cpu_ms"] / y["cpu_ms"] for x, y in zip(r, b, strict=False)]  # paired by repeat
        out.append(
            f"| {c} | {spread([x['rps'] for x in r], '.1f')} | {statistics.median(x['ideal'] for x in r):.1f} "
            f"| {spread([x['ratio'] for x in r], '.2f')} | {spread([x['rps_whole'] / x['ideal'] for x in r], '.2f')} "
            f"| {spread([x['cpu_ms'] for x in r], '.3f')} | {spread([y['cpu_ms'] for y in b], '.3f')} "
            f"| {spread(per, '.2f')} | {spread([100 * x['gc_share'] for x in r], '.0f')}% "
            f"| {spread([x['rss_per_open'] / 1024 for x in r], '.1f')} | {spread([x['rss_per_finished'] / 1024 for x in r], '.2f')} |"
        )
    errors = sum(x.get("errors", 0) for r in rows.values() for x in r)
    out.append(f"\nepisodes ending in an error: {errors}")
    print("\n".join(out), flush=True)
    return out


def _workers(args: argparse.Namespace, url: str, latency: float) -> list[str]:
    """One process against ``--workers N`` on the same runs, alternating: requests/s (whole
    run, server side) and CPU per request (the workers' included), and their ratios."""
    out = [
        "",
        f"| in flight | one process: requests/s | {args.workers} workers: requests/s | ratio "
        "| one process: CPU ms / request | workers: CPU ms / request "
        "| fake server: CPU ms / request (one process, workers) |",
        "|---|---|---|---|---|---|---|",
    ]
    for c in args.in_flight:
        seeds, limit = plan(c, latency, args.seconds, 9.0)
        cfg = {"in_flight": c, "seeds": seeds, "limit": limit, "max_turns": args.max_turns}
        one, many = [], []
        for _ in range(args.repeats):
            one.append(measure("bench", url, cfg))
            many.append(measure("bench", url, {**cfg, "workers": args.workers}))
            print(f"  {c:>4} in flight: {one[-1]['rps_whole']:.0f}/s in one process, "
                  f"{many[-1]['rps_whole']:.0f}/s in {args.workers}; fake server "
                  f"{one[-1]['server_cpu_ms']:.3f}, {many[-1]['server_cpu_ms']:.3f} ms CPU a request",
                  file=sys.stderr, flush=True)  # fmt: skip
        ratio = [m["rps_whole"] / o["rps_whole"] for o, m in zip(one, many, strict=True)]
        out.append(
            f"| {c} | {spread([o['rps_whole'] for o in one], '.0f')} "
            f"| {spread([m['rps_whole'] for m in many], '.0f')} | {spread(ratio, '.2f')} "
            f"| {spread([o['cpu_ms'] for o in one], '.3f')} | {spread([m['cpu_ms'] for m in many], '.3f')} "
            f"| {spread([o['server_cpu_ms'] for o in one], '.3f')}, {spread([m['server_cpu_ms'] for m in many], '.3f')} |"
        )
    print("\n".join(out), flush=True)
    return out


def _caps(args: argparse.Namespace, url: str) -> list[str]:
    low, high = args.caps
    c = args.in_flight[0]
    ratios, per = [], {low: [], high: []}
    for _ in range(args.repeats):
        got = {}
        for cap in (low, high):
            episodes = max(8, math.ceil(c / (args.latency_ms / 1000) * args.seconds / (2 * cap)))
            seeds, limit = (
                (1, max(1, math.ceil(episodes / 8)))
                if episodes <= EPISODES_PER_SEED
                else (math.ceil(episodes / EPISODES_PER_SEED), 75)
            )
            cfg = {"in_flight": c, "seeds": seeds, "limit": limit, "max_turns": cap}
            got[cap] = measure("bench", url, cfg)["cpu_ms"]
            per[cap].append(got[cap])
        ratios.append(got[high] / got[low])
    out = [
        "",
        f"CPU ms per call at {c} in flight, attackers that never stop: {low}-turn cap "
        f"{spread(per[low], '.3f')}, {high}-turn cap {spread(per[high], '.3f')}; "
        f"ratio {spread(ratios, '.2f')}",
    ]
    print("\n".join(out), flush=True)
    return out


if __name__ == "__main__":
    sys.exit(main())
