"""Wall time and client CPU of the chat clients against a fake server at real-model latency.

The fake OpenAI-compatible server runs in a separate process with a fixed
latency (default 500 ms, the low end of real LLM calls), so this process's CPU
time is the client's alone. Every client runs the same driver: ``c`` worker
coroutines issuing calls back to back until ``waves * c`` calls are done, so
no schedule can finish before ``ideal = waves * latency``. Each request
carries a system prompt of ``--prompt-kb`` kilobytes, like the protocol's.

    python benchmarks/perf/bench_llm_clients.py [--latency-ms 500] [--concurrency 64 256]

Clients: ``raw-aiohttp`` is the floor (one aiohttp POST of a pre-encoded body
and one ``json.loads``: no retries, timeouts or concurrency bound);
``tomsb-openai`` is the ``openai:`` backend. For comparison, name
``openai-sdk`` (the official ``AsyncOpenAI``) or ``tomsb-litellm`` with
``--clients`` (when installed): they need 10-20 ms of CPU per call, so a run
at concurrency 256 takes minutes.

Columns: calls; wall seconds; wall / ideal; client CPU ms per call (process
CPU / calls); server CPU ms per request. With ``--repeat N`` every row is run N
times, interleaved so a burst of load elsewhere hits every client alike. The
last lines check the medians for ``tomsb-openai`` against the targets (wall
within 1.05x the ideal, under 0.5 ms of CPU per call), beside raw-aiohttp's.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from tomsb_env.llm import SamplingParams, make_backend

PARAMS = SamplingParams(temperature=0.7, max_tokens=64, seed=1)
WALL_TARGET = 1.05
CPU_TARGET_MS = 0.5

Call = Callable[[], Awaitable[str]]
Factory = Callable[[int], Awaitable[tuple[Call, Callable[[], Awaitable[None]]]]]


def messages(prompt_kb: float) -> list[dict[str, str]]:
    rules = "You are the defender in a belief-steering game; keep the target hidden. "
    system = (rules * (1 + int(prompt_kb * 1024) // len(rules)))[: int(prompt_kb * 1024)]
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": "Which branch did the traveller take at the second fork?"},
    ]


@dataclass
class Row:
    client: str
    concurrency: int
    calls: int
    wall_s: float
    client_cpu_s: float
    server_cpu_s: float
    ideal_s: float

    @property
    def ratio(self) -> float:
        return self.wall_s / self.ideal_s

    @property
    def cpu_ms_per_call(self) -> float:
        return 1000 * self.client_cpu_s / self.calls

    def line(self) -> str:
        return (
            f"{self.client:<14} {self.concurrency:>5} {self.calls:>6} {self.wall_s:>8.2f} "
            f"{self.ideal_s:>7.2f} {self.ratio:>6.3f} {self.cpu_ms_per_call:>10.3f} "
            f"{1000 * self.server_cpu_s / self.calls:>10.3f}"
        )


HEADER = (
    f"{'client':<14} {'conc':>5} {'calls':>6} {'wall s':>8} {'ideal':>7} {'w/idl':>6} "
    f"{'cli ms/cl':>10} {'srv ms/rq':>10}"
)


class Server:
    """The fake server in its own process."""

    def __init__(self, latency_ms: float) -> None:
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tomsb_env.testing.fake_openai",
                "--latency-ms",
                str(latency_ms),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        self.base_url = self.proc.stdout.readline().strip()
        if not self.base_url.startswith("http://127.0.0.1:"):
            self.close()
            raise RuntimeError(f"fake server did not start (got {self.base_url!r})")

    def cpu_s(self) -> float:
        root = self.base_url.rsplit("/v1", 1)[0]
        with urllib.request.urlopen(root + "/_fake/stats", timeout=10) as resp:
            return float(json.load(resp)["cpu_s"])

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


async def drive(call: Call, n: int, concurrency: int) -> None:
    remaining = n

    async def worker() -> None:
        nonlocal remaining
        while remaining > 0:
            remaining -= 1
            await call()

    await asyncio.gather(*(worker() for _ in range(concurrency)))


def factories(base_url: str, wanted: list[str], chat: list[dict[str, str]]) -> dict[str, Factory]:
    async def raw_aiohttp(concurrency: int):  # type: ignore[no-untyped-def]
        import aiohttp

        session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=concurrency))
        url = base_url + "/chat/completions"
        body = json.dumps({"model": "bench", "messages": chat, "max_tokens": 64}).encode()
        headers = {"Content-Type": "application/json", "Authorization": "Bearer EMPTY"}

        async def call() -> str:
            async with session.post(url, data=body, headers=headers) as resp:
                data = json.loads(await resp.read())
            return str(data["choices"][0]["message"]["content"])

        return call, session.close

    async def ours(concurrency: int, spec: str, **options: object):  # type: ignore[no-untyped-def]
        backend = make_backend(spec, max_concurrency=concurrency, timeout_s=60.0, **options)

        async def call() -> str:
            return (await backend.chat(chat, PARAMS)).text

        return call, backend.aclose

    async def openai_sdk(concurrency: int):  # type: ignore[no-untyped-def]
        import httpx
        import openai

        limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
        client = openai.AsyncOpenAI(
            base_url=base_url,
            api_key="EMPTY",
            max_retries=0,
            http_client=openai.DefaultAsyncHttpxClient(limits=limits),
        )

        async def call() -> str:
            resp = await client.chat.completions.create(
                model="bench",
                messages=chat,
                temperature=0.7,
                max_tokens=64,
                seed=1,  # type: ignore[arg-type]
            )
            return resp.choices[0].message.content or ""

        return call, client.close

    table: dict[str, Factory] = {
        "raw-aiohttp": raw_aiohttp,
        "tomsb-openai": lambda c: ours(c, f"openai:{base_url}@bench"),
    }
    if importlib.util.find_spec("openai") is not None:
        table["openai-sdk"] = openai_sdk
    if importlib.util.find_spec("litellm") is not None:
        table["tomsb-litellm"] = lambda c: ours(
            c, "litellm:openai/bench", api_base=base_url, api_key="EMPTY"
        )
    return {k: v for k, v in table.items() if k in wanted}


async def measure(
    name: str, make: Factory, server: Server, waves: int, c: int, latency_s: float
) -> Row:
    call, close = await make(c)
    try:
        await drive(call, c, c)  # warm: connections, lazy imports
        n = waves * c
        srv0, cpu0, t0 = server.cpu_s(), time.process_time(), time.perf_counter()
        await drive(call, n, c)
        wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
        srv = server.cpu_s() - srv0
    finally:
        await close()
    return Row(name, c, n, wall, cpu, srv, waves * latency_s)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--latency-ms", type=float, default=500.0)
    ap.add_argument("--concurrency", type=int, nargs="+", default=[64, 256])
    ap.add_argument("--waves", type=int, default=16, help="calls per run = waves x concurrency")
    ap.add_argument("--prompt-kb", type=float, default=6.0, help="system prompt size per request")
    ap.add_argument("--clients", nargs="+", default=["raw-aiohttp", "tomsb-openai"])
    ap.add_argument("--repeat", type=int, default=1, help="runs of every row (medians checked)")
    args = ap.parse_args()
    server = Server(args.latency_ms)
    rows: list[Row] = []
    try:
        table = factories(server.base_url, args.clients, messages(args.prompt_kb))
        skipped = sorted(set(args.clients) - set(table))
        print(f"fake server {server.base_url}, latency {args.latency_ms:g} ms (separate process)")
        # Other processes on the machine inflate wall times; show how busy it was.
        print(f"cpus {os.cpu_count()}, load average at start {os.getloadavg()[0]:.2f}")
        if skipped:
            print(f"skipped (not installed): {', '.join(skipped)}")
        print(HEADER)
        for _ in range(args.repeat):
            for c in args.concurrency:
                for name, make in table.items():
                    row = asyncio.run(
                        measure(name, make, server, args.waves, c, args.latency_ms / 1000)
                    )
                    rows.append(row)
                    print(row.line(), flush=True)
        print(f"load average at end {os.getloadavg()[0]:.2f}")
    finally:
        server.close()
    for c in args.concurrency:
        ours = [r for r in rows if r.client == "tomsb-openai" and r.concurrency == c]
        if not ours:
            continue
        ratio = statistics.median(r.ratio for r in ours)
        cpu = statistics.median(r.cpu_ms_per_call for r in ours)
        floor = [r.ratio for r in rows if r.client == "raw-aiohttp" and r.concurrency == c]
        beside = f"; raw-aiohttp {statistics.median(floor):.3f}x" if floor else ""
        ok = ratio <= WALL_TARGET and cpu < CPU_TARGET_MS
        print(
            f"tomsb-openai at concurrency {c} (median of {len(ours)}): wall {ratio:.3f}x ideal "
            f"(target <= {WALL_TARGET}{beside}), {cpu:.3f} ms CPU per call "
            f"(target < {CPU_TARGET_MS}): {'met' if ok else 'NOT met'}"
        )


if __name__ == "__main__":
    main()
