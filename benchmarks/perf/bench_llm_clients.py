"""Client CPU and wall time of the chat backends against a 50 ms fake server.

The fake OpenAI-compatible server runs in a separate process, so this
process's CPU time is the client's alone; the server reports its own CPU per
request so one can check it never was the bottleneck. Every client runs the
same driver: ``c`` worker coroutines issuing calls back to back until ``n``
calls are done. Concurrency 1 uses fewer calls (``--n-serial``, default 100)
because each takes at least the full server latency.

    .venv/bin/python benchmarks/perf/bench_llm_clients.py [--n 2000] [--latency-ms 50]

Clients: ``raw-aiohttp`` and ``raw-http1`` are floors (a pre-encoded POST and
one ``json.loads``, with no retry, timeout or concurrency machinery) for
aiohttp and for the native client's connection pool; ``tomsb-native`` and
``tomsb-aiohttp`` are the ``openai:`` backend with ``http="native"`` (the
default) and ``http="aiohttp"``; ``tomsb-litellm`` and ``openai-sdk`` run when
those packages are installed. The JSON codec in use (orjson or the standard
library) is printed first; hide orjson to measure the fallback.

Columns: calls/s; client CPU ms per call (process CPU / calls); server CPU ms
per request; wall seconds; wall / ideal, where ideal = ceil(n / c) * latency.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import math
import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from tomsb_env.llm import SamplingParams, make_backend

MESSAGES = [
    {"role": "system", "content": "You are the defender in a belief-steering game."},
    {"role": "user", "content": "Which branch did the traveller take at the second fork?"},
]
PARAMS = SamplingParams(temperature=0.7, max_tokens=64, seed=1)

Call = Callable[[], Awaitable[str]]


@dataclass
class Row:
    client: str
    concurrency: int
    calls: int
    wall_s: float
    client_cpu_s: float
    server_cpu_s: float
    ideal_s: float

    def line(self) -> str:
        return (
            f"{self.client:<18} {self.concurrency:>5} {self.calls:>6} "
            f"{self.calls / self.wall_s:>9.1f} {1000 * self.client_cpu_s / self.calls:>10.3f} "
            f"{1000 * self.server_cpu_s / self.calls:>10.3f} {self.wall_s:>8.2f} "
            f"{self.wall_s / self.ideal_s:>6.2f}"
        )


HEADER = (
    f"{'client':<18} {'conc':>5} {'calls':>6} {'calls/s':>9} {'cli ms/cl':>10} "
    f"{'srv ms/rq':>10} {'wall s':>8} {'w/idl':>6}"
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


async def raw_aiohttp(
    base_url: str, concurrency: int
) -> tuple[Call, Callable[[], Awaitable[None]]]:
    """The floor: one POST and one json.loads per call, nothing else."""
    import aiohttp

    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=concurrency))
    url = base_url + "/chat/completions"
    body = json.dumps(
        {"model": "bench", "messages": MESSAGES, "temperature": 0.7, "max_tokens": 64, "seed": 1}
    ).encode()
    headers = {"Content-Type": "application/json", "Authorization": "Bearer EMPTY"}

    async def call() -> str:
        async with session.post(url, data=body, headers=headers) as resp:
            data = json.loads(await resp.read())
        return data["choices"][0]["message"]["content"]

    return call, session.close


async def raw_http1(base_url: str, concurrency: int) -> tuple[Call, Callable[[], Awaitable[None]]]:
    """The native client's floor: its connection pool with a pre-encoded body."""
    from tomsb_env.llm.http1 import ConnectionPool, Endpoint, request_prefix

    endpoint = Endpoint.from_url(base_url + "/chat/completions")
    headers = {"Content-Type": "application/json", "Authorization": "Bearer EMPTY"}
    pool = ConnectionPool(endpoint, request_prefix(endpoint, headers), concurrency)
    body = json.dumps(
        {"model": "bench", "messages": MESSAGES, "temperature": 0.7, "max_tokens": 64, "seed": 1}
    ).encode()

    async def call() -> str:
        data = json.loads((await pool.post(body)).body)
        return data["choices"][0]["message"]["content"]

    async def close() -> None:
        pool.close()

    return call, close


async def ours(spec: str, concurrency: int, **options: object):  # type: ignore[no-untyped-def]
    backend = make_backend(spec, max_concurrency=concurrency, timeout_s=60.0, **options)

    async def call() -> str:
        return (await backend.chat(MESSAGES, PARAMS)).text

    return call, backend.aclose


async def openai_sdk(base_url: str, concurrency: int):  # type: ignore[no-untyped-def]
    import openai

    client = openai.AsyncOpenAI(base_url=base_url, api_key="EMPTY", max_retries=0)

    async def call() -> str:
        resp = await client.chat.completions.create(
            model="bench", messages=MESSAGES, temperature=0.7, max_tokens=64, seed=1
        )
        return resp.choices[0].message.content or ""

    return call, client.close


def factories(base_url: str, wanted: list[str]) -> dict[str, Callable[[int], Awaitable]]:  # type: ignore[type-arg]
    table: dict[str, Callable[[int], Awaitable]] = {  # type: ignore[type-arg]
        "raw-aiohttp": lambda c: raw_aiohttp(base_url, c),
        "raw-http1": lambda c: raw_http1(base_url, c),
        "tomsb-native": lambda c: ours(f"openai:{base_url}@bench", c, http="native"),
        "tomsb-aiohttp": lambda c: ours(f"openai:{base_url}@bench", c, http="aiohttp"),
    }
    if importlib.util.find_spec("litellm") is not None:
        table["tomsb-litellm"] = lambda c: ours(
            "litellm:openai/bench", c, api_base=base_url, api_key="EMPTY"
        )
    if importlib.util.find_spec("openai") is not None:
        table["openai-sdk"] = lambda c: openai_sdk(base_url, c)
    return {k: v for k, v in table.items() if k in wanted}


async def measure(
    name: str, make: Callable[[int], Awaitable], server: Server, n: int, c: int, latency_s: float
) -> Row:  # type: ignore[type-arg]
    call, close = await make(c)
    try:
        await drive(call, min(n, max(c, 32)), c)  # warm: connections, lazy imports
        srv0, cpu0, t0 = server.cpu_s(), time.process_time(), time.perf_counter()
        await drive(call, n, c)
        wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
        srv = server.cpu_s() - srv0
    finally:
        await close()
    return Row(name, c, n, wall, cpu, srv, math.ceil(n / c) * latency_s)


def json_codec() -> str:
    try:
        import orjson  # noqa: F401
    except ImportError:
        return "stdlib json"
    return "orjson"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--n", type=int, default=2000, help="calls per run at concurrency > 1")
    ap.add_argument("--n-serial", type=int, default=100, help="calls per run at concurrency 1")
    ap.add_argument("--latency-ms", type=float, default=50.0)
    ap.add_argument("--concurrency", type=int, nargs="+", default=[1, 32, 256])
    ap.add_argument(
        "--clients",
        nargs="+",
        default=[
            "raw-aiohttp",
            "raw-http1",
            "tomsb-native",
            "tomsb-aiohttp",
            "tomsb-litellm",
            "openai-sdk",
        ],
    )
    args = ap.parse_args()
    server = Server(args.latency_ms)
    try:
        table = factories(server.base_url, args.clients)
        skipped = sorted(set(args.clients) - set(table))
        print(f"fake server {server.base_url}, latency {args.latency_ms:g} ms (separate process)")
        # Other processes on the machine inflate wall times; show how busy it was.
        print(f"cpus {os.cpu_count()}, load average at start {os.getloadavg()[0]:.2f}")
        print(f"JSON codec of the tomsb backends: {json_codec()}")
        if skipped:
            print(f"skipped (not installed): {', '.join(skipped)}")
        print(HEADER)
        for c in args.concurrency:
            n = args.n_serial if c == 1 else args.n
            for name, make in table.items():
                row = asyncio.run(measure(name, make, server, n, c, args.latency_ms / 1000))
                print(row.line(), flush=True)
        print(f"load average at end {os.getloadavg()[0]:.2f}")
    finally:
        server.close()


if __name__ == "__main__":
    main()
