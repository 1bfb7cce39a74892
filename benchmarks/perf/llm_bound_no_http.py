"""The library's own CPU per LLM call without HTTP: ``tomsb bench`` at 512 in flight with
``OpenAICompatBackend._post`` answered in-process by ``llm_bound.py``'s fake replies (no
socket, no aiohttp), so what is left is the harness's own work per call (issue 41).

    python benchmarks/perf/llm_bound_no_http.py [SEEDS]     # default 4 (2,400 episodes)

Prints requests, process CPU and CPU ms per request less the fake replies' own time, and a
hash of the records (wall times left out): the same on every run of the same tree.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent))
import llm_bound

from tomsb_env.cli import main as tomsb
from tomsb_env.llm import openai_http

replies = llm_bound.Replies(0.0, 0.0, False)
calls, answer_s = 0, 0.0


async def _post(self: Any, url: str, body: dict[str, Any], read: Any) -> Any:
    global calls, answer_s
    calls += 1
    openai_http._dumps(body)  # the body is still encoded, as it would be sent
    t = time.perf_counter()
    reply, _ = replies.answer(body)
    answer_s += time.perf_counter() - t
    await asyncio.sleep(0)
    payload = reply.split(b"\r\n\r\n", 1)[1]
    return read(orjson.loads(payload), payload)


def main(argv: list[str] | None = None) -> str:
    """Plays the run and returns (and prints) the line of figures."""
    args = sys.argv[1:] if argv is None else argv
    seeds = int(args[0]) if args else 4
    real = openai_http.OpenAICompatBackend._post
    openai_http.OpenAICompatBackend._post = _post  # type: ignore[method-assign]
    try:
        return _run(seeds)
    finally:
        openai_http.OpenAICompatBackend._post = real  # type: ignore[method-assign]


def _run(seeds: int) -> str:
    global calls, answer_s
    calls, answer_s = 0, 0.0
    with tempfile.TemporaryDirectory() as tmp:
        out, url = Path(tmp) / "run", "openai:http://127.0.0.1:9/v1"
        argv = ["bench", "--defender", f"{url}@defender", "--attacker", f"{url}@attacker"]
        argv += ["--concurrency", "512", "--seeds", ",".join(map(str, range(seeds)))]
        argv += ["--limit", "75", "--max-turns", "15", "--out", str(out), "--no-progress"]
        argv += ["--format", "csv", "--timeout", "600"]
        import tomsb_env.benchmark.runner  # noqa: F401 (imports are not calls)

        t0 = time.process_time()
        with contextlib.redirect_stdout(io.StringIO()):
            code = tomsb(argv)
        cpu = time.process_time() - t0
        if code != 0:
            raise SystemExit(f"tomsb bench exited {code}")
        digest = hashlib.sha256()
        for line in (out / "episodes.jsonl").open("rb"):
            record = json.loads(line)
            record["meta"].pop("wall_seconds", None)
            digest.update(json.dumps(record, sort_keys=True).encode())
    line = (
        f"{calls} requests, {cpu:.2f} s CPU: {1000 * (cpu - answer_s) / calls:.4f} ms per request "
        f"(fake replies {1000 * answer_s / calls:.4f} ms left out); records {digest.hexdigest()[:16]}"
    )
    print(line)
    return line


if __name__ == "__main__":
    main()
