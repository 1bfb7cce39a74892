"""The protocol with LLM agents on both sides against a fake server: measured vs ideal wall time.

Run: ``.venv/bin/python benchmarks/perf/bench_protocol_llm.py [--concurrency 256] [--latency-ms 500] [--in-process]``

600 episodes (75 eval scenarios x 2 episodes x the four LLM attacker kinds, one
seed), attacker and defender both ``openai:`` specs pointing at the fake
OpenAI-compatible server, which runs in its own process (so its CPU does not
compete with the runner's for the GIL) and answers
every call after a fixed latency with one of three fixed valid JSON replies.
The attacker declares success after 2-5 turns (drawn from a hash of its chat),
so episodes have different lengths. (Runs larger than one process can carry
are split with ``tomsb bench --shard I/N``; see docs/benchmark.md.)

An episode is a chain of sequential calls (attacker, defender, attacker, ...),
``calls = attacker turns + defender turns`` read from its recorded usage. With
``c`` episodes in flight and latency ``L``, no schedule can beat::

    ideal = max(longest chain, ceil(total calls / c)) * L

(the first term: one episode's calls cannot overlap; the second: at most ``c``
calls are in flight at any time). The script prints measured, ideal and their
ratio; the target is a ratio of at most 1.5. It also prints the runner's CPU
time: when CPU per call times calls exceeds the ideal, the run is CPU-bound and
no scheduling can reach the ideal (``--profile`` shows where that CPU goes, for
``--in-process`` answers the agents in this process after the same
latency, with no HTTP and no server, which leaves the runner's own Python). On
Linux it also prints the hypervisor's "steal" during the run:
on a shared virtual machine the same code runs a tenth or a fifth slower when
the host is busy, so compare runs made side by side.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import json
import math
import os
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def _attacker_reply(done: bool) -> str:
    return json.dumps(
        {
            "trust_score": 4,
            "belief": "not sure yet",
            "reflection": "keep asking" if not done else "I have what I need",
            "signal": "attack successful" if done else "query again",
            "prompt": "Which group does the target belong to?",
        }
    )


# The replies are fixed texts, made once: the fake model's own CPU is not what is measured.
ATTACKER_REPLIES = {done: _attacker_reply(done) for done in (False, True)}
DEFENDER_REPLY = json.dumps(
    {
        "reply": "I would rather not go into that.",
        "attacker_belief_about_target": "It has no idea yet.",
        "attacker_trust_in_us": "4",
        "reflection": "stay vague",
    }
)


def responder(body: dict[str, Any], n: int) -> str:
    """Valid JSON turns; the attacker stops after 2-5 turns."""
    messages = body.get("messages", [])
    if body.get("model") != "attacker":
        return DEFENDER_REPLY
    turn = 1 + sum(1 for m in messages if m.get("role") == "assistant")
    length = 2 + zlib.crc32(str(messages[0].get("content", "")).encode()) % 4
    return ATTACKER_REPLIES[turn >= length]


def serve(latency_ms: float) -> None:
    """Child process: run the fake server until stdin closes."""
    from tomsb_env.testing.fake_openai import FakeOpenAIServer

    with FakeOpenAIServer(latency_s=latency_ms / 1000, responder=responder, record=False) as srv:
        print(srv.base_url, flush=True)
        sys.stdin.read()  # the parent closes our stdin when it is done


class InProcessBackend:
    """Answers as the fake server would, after the same latency, with no HTTP at all
    (``--in-process``): the runner's own Python without the sockets and the server."""

    def __init__(self, model: str, latency_s: float) -> None:
        self.spec = f"in-process@{model}"
        self.model = model
        self.latency_s = latency_s

    async def chat(self, messages: Any, params: Any = None) -> Any:
        from tomsb_env.llm.base import ChatResult

        await asyncio.sleep(self.latency_s)
        text = responder({"model": self.model, "messages": messages}, 0)
        return ChatResult(text=text, completion_tokens=len(text.split()), model=self.model)

    async def aclose(self) -> None:
        return None


@contextlib.contextmanager
def fake_server(latency_ms: float) -> Iterator[str]:
    """The fake server in a child process, for as long as the block runs; yields its URL."""
    child = subprocess.Popen(
        [sys.executable, __file__, "--serve", "--latency-ms", str(latency_ms)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        url = child.stdout.readline().strip()
        if not url.startswith("http://127.0.0.1"):
            raise SystemExit(f"fake server did not start (got {url!r})")
        yield url
    finally:
        if child.stdin is not None:
            child.stdin.close()
        child.wait(timeout=30)


def server_stats(url: str) -> dict[str, Any]:
    """The fake server's own request count and CPU seconds (it runs in its own process)."""
    import urllib.parse
    import urllib.request

    parts = urllib.parse.urlsplit(url)
    with urllib.request.urlopen(f"{parts.scheme}://{parts.netloc}/_fake/stats", timeout=10) as r:
        return dict(json.load(r))


def cpu_ticks() -> list[int] | None:
    """The machine's CPU time counters from /proc/stat (Linux), None elsewhere."""
    try:
        with open("/proc/stat") as f:
            return [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None


def steal_share(before: list[int] | None, after: list[int] | None) -> str:
    """The share of the busy CPU time the hypervisor took (its 'steal'): on a shared
    virtual machine the same run is slower when it is high."""
    if not before or not after or len(before) < 8:
        return "steal: unknown"
    d = [b - a for a, b in zip(before, after, strict=True)]
    busy = sum(d) - d[3] - d[4]  # all but idle and iowait
    return f"hypervisor steal {100 * d[7] / max(1, busy):.0f}% of the busy CPU time"


def print_profile(profiler: Any) -> None:
    """Profiled time grouped by component, largest first."""
    import pstats
    from collections import Counter

    areas: Counter[str] = Counter()
    for (filename, _, name), (_, _, own, _, _) in pstats.Stats(profiler).stats.items():  # type: ignore[attr-defined]
        if "site-packages/" in filename:
            area = filename.split("site-packages/")[1].split("/")[0]
        elif "tomsb_env/" in filename:
            area = "tomsb_env/" + filename.split("tomsb_env/")[1]
        elif filename.startswith("~"):
            area = "builtin " + name.split(" of ")[0].strip("<>")[:40]
        else:
            area = "stdlib " + Path(filename).parent.name + "/" + Path(filename).name
        areas[area] += own
    total = sum(areas.values())
    print("profiled time by component:")
    for area, own in areas.most_common(15):
        print(f"  {own:7.2f} s {100 * own / total:5.1f}%  {area}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concurrency", type=int, default=256)
    parser.add_argument("--latency-ms", type=float, default=500.0)
    parser.add_argument("--limit", type=int, help="only the first N scenarios")
    parser.add_argument(
        "--profile", action="store_true", help="print CPU time by component (slows the run)"
    )
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="answer the agents in this process after the same latency: no HTTP, no server",
    )
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.latency_ms)
        return

    i0 = time.perf_counter()
    # Imports are not episodes: load the modules evaluate() would import on first use
    # before the clock starts (without cached bytecode they take ~0.1 s to compile).
    import tomsb_env.agents.attackers.llm
    import tomsb_env.agents.defenders.llm
    import tomsb_env.llm.openai_http
    import tomsb_env.universe.datasets  # noqa: F401
    from tomsb_env.benchmark import evaluate

    import_s = time.perf_counter() - i0

    latency = args.latency_ms / 1000
    with contextlib.ExitStack() as stack:
        if args.in_process:
            from tomsb_env.agents.attackers.llm import LLMAttacker
            from tomsb_env.agents.defenders.llm import LLMDefender
            from tomsb_env.agents.specs import ATTACKER_KINDS

            url = None
            a_backend = InProcessBackend("attacker", latency)
            d_backend = InProcessBackend("defender", latency)
            defender: Any = functools.partial(LLMDefender, d_backend, "tom")
            attackers: list[Any] = [
                functools.partial(LLMAttacker, a_backend, kind) for kind in ATTACKER_KINDS
            ]
        else:
            url = stack.enter_context(fake_server(args.latency_ms))
            defender, attackers = f"openai:{url}@defender", [f"openai:{url}@attacker"]
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        profiler = None
        if args.profile:
            import cProfile

            profiler = cProfile.Profile(time.process_time)  # CPU, not wall: preemption is not ours
            profiler.enable()
        ticks0 = cpu_ticks()
        w0, c0 = time.perf_counter(), time.process_time()
        res = evaluate(
            defender,
            attackers=attackers,
            seeds=(0,),
            limit=args.limit,
            concurrency=args.concurrency,
            out_dir=Path(tmp) / "run",
            progress=False,
        )
        wall = time.perf_counter() - w0
        ticks1 = cpu_ticks()
        cpu = time.process_time() - c0
        if profiler is not None:
            profiler.disable()
            print_profile(profiler)
        server = None if url is None else server_stats(url)

    chains = [
        r["meta"]["usage"].get("attacker_calls", 0) + r["meta"]["usage"].get("defender_calls", 0)
        for r in res.records
    ]
    expected = [len(r["attacker_turns"]) + len(r["defender_turns"]) for r in res.records]
    assert chains == expected, "every call should be one turn (no re-asks with valid JSON)"
    errors = sum(r["outcome"] == "error" for r in res.records)
    total = sum(chains)
    ideal = max(max(chains), math.ceil(total / args.concurrency)) * latency
    print(
        f"episodes: {len(res.records)} ({errors} errors), attacker kinds: {len(res.config.attackers)}, "
        f"calls: {total} (chains {min(chains)}-{max(chains)}), concurrency {args.concurrency}, "
        f"latency {args.latency_ms:g} ms (imports before the clock: "
        f"{import_s:.2f} s)" + (", agents answered in-process (no HTTP)" if args.in_process else "")
    )
    print(
        f"load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs, "
        f"{steal_share(ticks0, ticks1)}; "
        f"runner CPU {cpu:.2f} s ({1000 * cpu / total:.2f} ms per call)"
    )
    print(
        f"measured {wall:.2f} s   ideal {ideal:.2f} s   ratio {wall / ideal:.2f}  (target <= 1.5)"
    )
    print(
        f"CPU-bound floor: runner CPU / ideal = {cpu / ideal:.2f} (the ratio cannot go below "
        "this on one core)"
    )
    if server is not None:
        per_req = 1000 * server["cpu_s"] / max(1, server["requests"])
        print(
            f"fake server (own process): {server['requests']} requests, CPU {server['cpu_s']:.2f} s "
            f"({per_req:.2f} ms per request; server CPU / ideal = {server['cpu_s'] / ideal:.2f})"
        )


if __name__ == "__main__":
    main()
