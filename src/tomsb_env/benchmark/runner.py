"""The benchmark runner: every (seed, attacker, scenario, episode) of the protocol, resumable.

:func:`evaluate` plays the protocol for one defender and returns a :class:`BenchmarkResult`.
Synchronous agents run in a plain loop, others on one event loop under the turn gate
(docs/benchmark.md, "Execution")."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import gc
import os
import pickle
import queue
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from subprocess import PIPE
from typing import Any, BinaryIO

from tomsb_env.benchmark.config import BenchmarkConfig, Shard
from tomsb_env.benchmark.episodes import Job, play_async, play_sync
from tomsb_env.benchmark.gate import TurnGate
from tomsb_env.benchmark.metrics import EpisodeStats, MetricRow, compute_rows
from tomsb_env.benchmark.plan import RunPlan, plan_run
from tomsb_env.benchmark.progress import Progress
from tomsb_env.benchmark.report import render, summary_dict, to_csv, to_markdown
from tomsb_env.benchmark.store import (
    EpisodeKey,
    EpisodeLog,
    RunConfig,
    RunPaths,
    episode_key,
    loads,
    read_config,
    write_json_atomic,
)
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.types import Episode, Outcome

__all__ = ["ABORT_AFTER", "BenchmarkResult", "EpisodeRow", "aevaluate", "evaluate", "load_run"]

#: If the first this-many episodes of a larger run all fail, the run stops: the agent or
#: backend is broken, and playing on would only record hundreds of identical errors.
ABORT_AFTER = 10


@dataclass(frozen=True, slots=True)
class EpisodeRow:
    """What a run keeps of an episode saved to disk: what the summary and notes read."""

    stats: EpisodeStats
    outcome: str  # the record's outcome value ("None" for a record without one)
    known_levels: int  # levels the attacker knew at the start
    error: str | None  # a failed episode's error, and its traceback when one was raised
    traceback: str | None

    @classmethod
    def of(cls, ep: Episode) -> EpisodeRow:
        stats, known = EpisodeStats.from_episode(ep), len(ep.scenario.known_levels)
        return cls(stats, str(ep.outcome), known, ep.meta.error, ep.meta.traceback)


@dataclass
class BenchmarkResult:
    """What a run produced: metric rows per attacker, a row per episode and the files."""

    config: RunConfig
    rows: list[MetricRow]
    #: one per episode, in the run's order (seed, attacker, scenario id, episode index)
    episode_rows: list[EpisodeRow] = field(repr=False)
    paths: RunPaths | None = None
    played: int = 0  # episodes played by this call
    resumed: int = 0  # episodes found on disk
    elapsed_s: float = 0.0
    #: episode key -> line numbers, for keys the episodes file holds more than once
    duplicates: dict[EpisodeKey, list[int]] = field(default_factory=dict, repr=False)
    #: the episodes, when held (None: read back from ``paths`` on first use)
    held: list[Episode] | None = field(default=None, repr=False)

    @property
    def episodes(self) -> list[Episode]:
        """The episodes in the run's order. A run written to a directory holds none in
        memory (a long run would fill it): they are read back from there on first use."""
        if self.held is None:
            keys = {_key(r.stats) for r in self.episode_rows}
            if self.paths is None or not self.paths.episodes.is_file():
                raise ConfigError(f"the run's episodes file is gone ({self.paths})")
            mine = [ep for ep in EpisodeLog(self.paths.episodes).load() if episode_key(ep) in keys]
            self.held = result_of(self.config, [], episodes=mine).held
        return self.held  # type: ignore[return-value]

    @property
    def records(self) -> list[dict[str, Any]]:
        """The episodes as JSON records (as written to ``episodes.jsonl``)."""
        return [ep.to_dict() for ep in self.episodes]

    def row(self, attacker: str) -> MetricRow:
        for r in self.rows:
            if r.attacker == attacker:
                return r
        raise UnknownNameError("attacker", attacker, [r.attacker for r in self.rows])

    def table(self, fmt: str = "md", *, paper: bool = False) -> str:
        return render(fmt, self.rows, self.config, paper=paper)


#: Episodes started per event-loop iteration when an async run opens its window.
START_BATCH = 8


class _Run:
    """Plays a plan's jobs; each finished episode is saved and counted, and a run whose
    first episodes all fail is stopped. Closing it closes the progress bar and the log
    and releases the run directory's lock."""

    def __init__(self, p: RunPlan) -> None:
        self.p = p
        self.progress = Progress(len(p.jobs), enabled=p.request.progress)
        self.stored = [EpisodeRow.of(ep) for ep in p.stored]
        self.rows: list[EpisodeRow] = []  # of the episodes played now
        #: the episodes, kept only by a run without a log to stream them to
        self.episodes: list[Episode] | None = list(p.stored) if p.log is None else None
        p.stored = []  # a long resumed run must not hold what it read either
        self.succeeded = False

    def __enter__(self) -> _Run:
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.progress.close()
            if self.p.log is not None:
                self.p.log.close()
        finally:
            if self.p.lock is not None:
                self.p.lock.release()

    def keep(self, ep: Episode | None, row: EpisodeRow | None = None, line: bytes = b"") -> None:
        """Save and count a finished episode, given as itself or as its record line and row."""
        row = row or EpisodeRow.of(ep)  # type: ignore[arg-type]
        if self.p.log is not None:
            self.p.log.append(ep, line)
        if self.episodes is not None:
            self.episodes.append(ep or Episode.from_dict(loads(line)))
        self.rows.append(row)
        self.progress.update(fooled=row.stats.outcome is Outcome.FOOLED)
        if row.stats.outcome is Outcome.ERROR and not self.succeeded:  # all failed so far
            if len(self.rows) >= ABORT_AFTER and len(self.p.jobs) > ABORT_AFTER:
                raise ConfigError(
                    f"the first {len(self.rows)} episodes all failed, stopping; the last "
                    f"error: {row.error}"
                )
        else:
            self.succeeded = True

    def play(self) -> None:
        for job in self.p.jobs:
            attacker, defender = job.attacker.take(), self.p.ctx.defender.take()
            self.keep(play_sync(job, attacker, defender, self.p.ctx))

    def play_in_workers(self, defender: Any, n: int) -> None:
        """The jobs played by ``n`` processes, worker ``i`` the shard ``i/n`` of the run (less
        what is stored), each sending every episode as it ends; this process saves them as
        a one-process run would, so resuming and the run lock work as they do there."""
        p = self.p
        per = -(-p.concurrency // n)
        done = {_key(r.stats) for r in self.stored}
        shares, procs = queue.SimpleQueue(), []  # type: ignore[var-annotated]
        try:
            for i in range(n):
                share = dataclasses.replace(
                    p.request, out_dir=None, progress=False, workers=1, shard=Shard(i, n),
                    concurrency=per,
                )  # fmt: skip
                code = "from tomsb_env.benchmark.runner import _worker; _worker()"
                proc = subprocess.Popen([sys.executable, "-c", code], stdin=PIPE, stdout=PIPE)
                procs.append(proc)
                pickle.dump((defender, share, done), proc.stdin)  # type: ignore[arg-type]
                proc.stdin.close()  # type: ignore[union-attr]
                threading.Thread(target=_pump, args=(proc.stdout, shares), daemon=True).start()
            for _ in range(n):
                for line, row in iter(shares.get, None):
                    self.keep(None, row, line)
        finally:  # (an error here, or an interrupt: the workers stop too)
            for proc in procs:
                if proc.poll() is None:
                    proc.kill()
        failed = [f"{i}/{n}" for i, proc in enumerate(procs) if proc.wait() != 0]
        if failed:
            raise ConfigError(
                f"worker(s) {', '.join(failed)} failed (their error is above); every episode "
                "that ended is saved: re-run the same command to play the rest"
            )

    async def run_async(self) -> None:
        """At most ``concurrency`` turns in flight over at most ``window`` open episodes
        (see :mod:`.gate` for why the window is wider than the limit)."""
        jobs, ctx = self.p.jobs, self.p.ctx
        pending: Iterator[tuple[int, Job]] = enumerate(jobs)
        gate = TurnGate(self.p.concurrency)

        async def worker() -> None:
            for order, job in pending:  # a shared iterator: each job is taken by one worker
                attacker, defender = job.attacker.take(), ctx.defender.take()
                self.keep(await play_async(job, attacker, defender, ctx, gate, order))

        window = max(1, min(self.p.window, len(jobs)))
        tasks: list[asyncio.Future[None]] = []
        try:
            for k in range(window):
                tasks.append(asyncio.ensure_future(worker()))
                if k % START_BATCH == START_BATCH - 1:
                    # let the loop poll I/O between batches, so the first requests go out
                    # before hundreds more are built
                    await asyncio.sleep(0)
            await asyncio.gather(*tasks)
        except BaseException:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            raise
        finally:
            await self.p.backends.aclose()


def _outside_loop(fn: Callable[[], BenchmarkResult]) -> BenchmarkResult:
    """``fn()``, in a helper thread when this one already runs an event loop
    (notebooks), since a thread runs one loop at a time."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return fn()
    pool = ThreadPoolExecutor(1, thread_name_prefix="tomsb-benchmark")
    try:
        return pool.submit(fn).result()
    finally:
        pool.shutdown(wait=False)  # an interrupted caller does not wait for the run to end


def _request(config: BenchmarkConfig | None, overrides: dict[str, Any]) -> BenchmarkConfig:
    """The run's :class:`BenchmarkConfig`: ``config`` with keyword overrides."""
    names = {f.name for f in dataclasses.fields(BenchmarkConfig)}
    unknown = sorted(set(overrides) - names)
    if unknown:
        raise UnknownNameError("evaluate() argument", unknown[0], sorted(names))
    if config is None:
        return BenchmarkConfig(**overrides)
    if not isinstance(config, BenchmarkConfig):
        raise ConfigError(
            f"evaluate()'s second argument is a BenchmarkConfig, not {type(config).__name__}; "
            "pass the attackers as attackers=[...]"
        )
    return dataclasses.replace(config, **overrides) if overrides else config


def evaluate(
    defender: Any, config: BenchmarkConfig | None = None, /, **options: Any
) -> BenchmarkResult:
    """Score ``defender`` (a spec string, class, factory or instance) and return the metrics.
    ``config`` is a :class:`BenchmarkConfig`; keyword ``options`` set or override its fields.
    An existing ``out_dir`` is resumed unless ``overwrite``; a different config raises
    :class:`~tomsb_env.errors.ResultsMismatchError`. See docs/benchmark.md."""
    prepared = plan_run(defender, _request(config, options))
    if prepared.sync or prepared.request.workers > 1:
        return _execute_sync(prepared, defender)
    return _outside_loop(lambda: asyncio.run(_execute_async(prepared)))


async def aevaluate(
    defender: Any, config: BenchmarkConfig | None = None, /, **options: Any
) -> BenchmarkResult:
    """:func:`evaluate` for callers already inside an event loop (same arguments)."""
    prepared = plan_run(defender, _request(config, options))
    if prepared.request.workers > 1:
        return await asyncio.to_thread(_execute_sync, prepared, defender)
    if prepared.sync:
        return _execute_sync(prepared)
    return await _execute_async(prepared)


def _execute_sync(p: RunPlan, defender: Any = None) -> BenchmarkResult:
    with _Run(p) as run:
        if p.request.workers > 1 and p.jobs:
            run.play_in_workers(defender, p.request.workers)
        else:
            run.play()
        return _finish(p, run)


def _pump(stream: BinaryIO, into: queue.SimpleQueue[Any]) -> None:
    """A worker's ``(record line, row)`` pairs into ``into``, then None."""
    with contextlib.suppress(EOFError, pickle.UnpicklingError):
        while True:
            into.put(pickle.load(stream))
    into.put(None)


def _worker() -> None:
    """A worker process of :meth:`_Run.play_in_workers`: its share of the run on stdin; each
    episode's record line and row, pickled, on stdout as it ends."""
    defender, request, done = pickle.load(sys.stdin.buffer)
    out, sys.stdout = sys.stdout.buffer, sys.stderr  # whatever else prints stays out of it
    p = plan_run(defender, request)
    p.jobs = [job for job in p.jobs if job.key not in done]
    p.log = log = EpisodeLog(Path(os.devnull))  # for its encoder

    def send(ep: Episode, line: bytes = b"") -> None:  # flushed: a kill loses no ended one
        pickle.dump((log._encode(ep) + b"\n", EpisodeRow.of(ep)), out)
        out.flush()

    log.append = send  # type: ignore[method-assign, assignment]
    with collector_for_long_runs(), _Run(p) as run:
        run.play() if p.sync else asyncio.run(run.run_async())


@contextlib.contextmanager
def collector_for_long_runs() -> Iterator[None]:
    """The collector for a long run in a process of its own (``tomsb bench``, its workers),
    put back afterwards: start-up objects frozen, the youngest generation collected after
    100,000 allocations, not 700 (each call's objects would outlive several collections)."""
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(100_000, *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


async def _execute_async(p: RunPlan) -> BenchmarkResult:
    with _Run(p) as run:
        await run.run_async()
        return _finish(p, run)


def _key(stats: EpisodeStats) -> EpisodeKey:
    return (stats.scenario_id, stats.attacker, stats.seed, stats.index)


def result_of(
    config: RunConfig,
    rows: Iterable[EpisodeRow],
    *,
    bootstrap_seed: int = 0,
    episodes: list[Episode] | None = None,
    **extra: Any,
) -> BenchmarkResult:
    """A :class:`BenchmarkResult` of episode ``rows`` (and the ``episodes`` themselves, if
    held), in the run's order (seed, attacker, scenario id, episode index), metrics computed."""
    attackers = {a: i for i, a in enumerate(config.attackers)}
    seeds = {s: i for i, s in enumerate(config.seeds)}

    def order(key: EpisodeKey) -> tuple[int, int, str, int]:
        return (seeds.get(key[2], 0), attackers.get(key[1], 0), key[0], key[3])

    ordered = sorted(rows, key=lambda r: order(_key(r.stats)))
    metric_rows = compute_rows(
        (r.stats for r in ordered), attackers=list(config.attackers), bootstrap_seed=bootstrap_seed
    )
    if config.name:  # rows carry the defender's display name; episodes keep its label
        metric_rows = [dataclasses.replace(r, defender=config.name) for r in metric_rows]
    if episodes is not None:
        episodes = sorted(episodes, key=lambda ep: order(episode_key(ep)))
    return BenchmarkResult(config, metric_rows, ordered, held=episodes, **extra)


def _finish(p: RunPlan, run: _Run) -> BenchmarkResult:
    result = result_of(
        p.config,
        [*run.stored, *run.rows],
        bootstrap_seed=p.request.bootstrap_seed,
        episodes=run.episodes,
        paths=p.paths,
        played=len(run.rows),
        resumed=len(run.stored),
        elapsed_s=time.perf_counter() - p.started,
    )
    if p.paths is not None and p.lock is not None:  # (not in a read-only directory)
        write_reports(result)
    return result


def known_levels_split(rows: Iterable[EpisodeRow]) -> dict[int, Counter[str]]:
    """:func:`~tomsb_env.benchmark.paper_reports.outcomes_by_known_levels` of episode rows."""
    out: dict[int, Counter[str]] = {}
    for r in (r for r in rows if r.outcome != "None"):
        out.setdefault(r.known_levels, Counter())[r.outcome] += 1
    return dict(sorted(out.items()))


def write_reports(result: BenchmarkResult) -> None:
    paths = result.paths
    assert paths is not None
    rows = result.episode_rows
    outcomes = Counter(r.outcome for r in rows)
    extra: dict[str, Any] = {}
    if result.config.protocol == "paper":  # the paper's split by prior knowledge
        split = known_levels_split(rows)
        extra["outcomes_by_known_levels"] = {str(k): dict(v) for k, v in split.items()}
    summary = summary_dict(
        result.rows, result.config, episodes=len(rows), outcomes=outcomes, **extra
    )
    write_json_atomic(paths.summary, summary)
    paths.markdown.write_text(to_markdown(result.rows, result.config), encoding="utf-8")
    paths.csv.write_text(to_csv(result.rows), encoding="utf-8")


def load_run(
    run_dir: str | Path, *, bootstrap_seed: int = 0, keep_episodes: bool = True
) -> BenchmarkResult:
    """A finished (or partial) run read back from its directory; metrics recomputed. Without
    ``keep_episodes`` only each episode's statistics are kept (bounded memory, for tables) and
    ``episodes`` is empty. A key stored more than once counts once (the last record) and is
    listed in ``duplicates``."""
    paths = RunPaths(Path(run_dir))
    if not paths.config.is_file():
        raise ConfigError(f"{run_dir} is not a benchmark run directory (no {paths.config.name})")
    config = read_config(paths.config)
    log = EpisodeLog(paths.episodes)
    read = {key: (EpisodeRow.of(ep), ep if keep_episodes else None) for key, ep in log.stream()}
    result = result_of(
        config,
        [row for row, _ in read.values()],
        bootstrap_seed=bootstrap_seed,
        episodes=[ep for _, ep in read.values() if ep is not None],
        paths=paths,
        resumed=len(read),
    )
    result.duplicates = log.duplicates
    return result
