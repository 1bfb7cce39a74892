"""Playing a run's episodes in several forked processes.

One process runs out of CPU long before an LLM server runs out of capacity:
each agent turn costs the runner a few tenths of a millisecond of Python
(prompts, JSON, HTTP, grounding, rules), so at a few hundred calls in flight
one core is the limit. ``processes=N`` splits the jobs into ``N`` shards, forks
one child per shard and gives each its share of ``concurrency``. Only the
parent writes the results file: children stream finished records back over a
pipe, so a record is saved exactly when it would be in one process and a kill
at any moment still loses only the episodes in flight.

Results do not depend on the number of processes, since every episode's seed
comes from its key alone.
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import selectors
import signal
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from tomsb_env import fastjson
from tomsb_env.benchmark.episodes import Job
from tomsb_env.errors import WorkerProcessError

__all__ = ["fork_available", "run_sharded", "shard_jobs"]

Keep = Callable[[dict[str, Any]], None]
Play = Callable[[list[Job], int, Keep], None]
# the parent's side: a record and the JSON the child already made of it (for the log)
Store = Callable[[dict[str, Any], bytes], None]

# first byte of each message from a child
_RECORD, _DONE, _FAILED = b"R", b"D", b"E"


def fork_available() -> bool:
    """Whether ``processes > 1`` may fork here: Linux only, since forking a process
    that has started threads is unsafe with macOS's system libraries."""
    return sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods()


def shard_jobs(jobs: list[Job], n: int) -> list[list[Job]]:
    """``n`` equal contiguous shards of ``jobs`` grouped by universe.

    Grouping keeps a universe's scenarios in one process where it can, so
    its grounder (whose regex costs milliseconds to build) is built once.
    """
    first_seen: dict[int, int] = {}
    for job in jobs:
        first_seen.setdefault(id(job.scenario.universe), len(first_seen))
    ordered = sorted(jobs, key=lambda j: first_seen[id(j.scenario.universe)])
    size, extra = divmod(len(ordered), n)
    shards: list[list[Job]] = []
    start = 0
    for i in range(n):
        end = start + size + (i < extra)
        shards.append(ordered[start:end])
        start = end
    return shards


def _shares(total: int, n: int) -> list[int]:
    """``total`` split into ``n`` near-equal positive parts."""
    size, extra = divmod(total, n)
    return [size + (i < extra) for i in range(n)]


def _die_with_parent() -> None:
    """Have the kernel kill this child when the parent dies, even by SIGKILL (Linux:
    :func:`fork_available` allows nothing else). Should prctl fail, a child still
    stops at its next record, when the pipe is broken."""
    with contextlib.suppress(Exception):
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)


def _child(play: Play, jobs: list[Job], concurrency: int, conn: Connection, parent: int) -> None:
    _die_with_parent()
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle

    def keep(record: dict[str, Any]) -> None:
        conn.send_bytes(_RECORD + fastjson.dumps(record))

    try:
        play(jobs, concurrency, keep)
    except BaseException:
        with contextlib.suppress(OSError):
            conn.send_bytes(_FAILED + traceback.format_exc().encode("utf-8", "replace"))
        raise
    conn.send_bytes(_DONE)
    conn.close()


@dataclass
class _Child:
    number: int  # 1-based, for messages
    proc: Any  # multiprocessing's Process of the fork context
    jobs: int
    kept: int = 0


def run_sharded(jobs: list[Job], processes: int, concurrency: int, play: Play, keep: Store) -> None:
    """Run ``play(shard, share of concurrency, send)`` in forked children; ``keep`` every record here.

    Raises :class:`~tomsb_env.errors.WorkerProcessError` when a child fails or
    dies, once the other children have finished; whatever ``keep`` raises (the
    abort rule, Ctrl-C) stops every child at once.
    """
    n = max(1, min(processes, len(jobs), concurrency))
    ctx = multiprocessing.get_context("fork")
    children: dict[Connection, _Child] = {}
    ready = selectors.DefaultSelector()
    # Frozen objects are left out of every collection, so the children's collectors do
    # not write to (and so copy) every page they share with the parent.
    gc.freeze()
    try:
        for i, (shard, share) in enumerate(
            zip(shard_jobs(jobs, n), _shares(concurrency, n), strict=True)
        ):
            recv, send = ctx.Pipe(duplex=False)
            proc = ctx.Process(
                target=_child,
                args=(play, shard, share, send, os.getpid()),
                name=f"tomsb-benchmark-{i + 1}",
                daemon=True,
            )
            proc.start()
            send.close()  # the child holds the write end: EOF here means it is gone
            children[recv] = _Child(i + 1, proc, len(shard))
            ready.register(recv, selectors.EVENT_READ)
        gc.unfreeze()
        failures: list[str] = []
        while children:
            for key, _ in ready.select():
                conn = key.fileobj
                assert isinstance(conn, Connection)
                child = children[conn]
                try:
                    message = conn.recv_bytes()
                except EOFError:
                    message = b""
                kind, body = message[:1], message[1:]
                if kind == _RECORD:
                    keep(fastjson.loads(body), body)
                    child.kept += 1
                    continue
                # the child is done, failed or died; the others play their shards to
                # the end, so their finished episodes are saved before the error is raised
                child.proc.join()
                ready.unregister(conn)
                conn.close()
                del children[conn]
                if kind == _FAILED:
                    text = body.decode("utf-8", "replace").rstrip()
                    last = text.splitlines()[-1] if text else "unknown error"
                    failures.append(
                        f"benchmark process {child.number} of {n} failed: {last}; {_RESUME}\n{text}"
                    )
                elif kind != _DONE:
                    failures.append(
                        f"benchmark process {child.number} of {n} died (exit code "
                        f"{child.proc.exitcode}) after {child.kept} of its {child.jobs} episodes; "
                        f"{_RESUME}"
                    )
        if failures:
            more = f" ({len(failures) - 1} more failed)" if len(failures) > 1 else ""
            first, _, rest = failures[0].partition("\n")
            raise WorkerProcessError(first + more + (f"\n{rest}" if rest else ""))
    finally:
        gc.unfreeze()  # (a no-op unless starting a child failed)
        ready.close()
        for conn, child in children.items():
            if child.proc.is_alive():
                child.proc.terminate()
            child.proc.join(timeout=10)
            if child.proc.is_alive():
                child.proc.kill()
                child.proc.join()
            conn.close()


_RESUME = "finished episodes are saved, run the same command again to play the rest"
