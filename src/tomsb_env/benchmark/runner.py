"""The benchmark runner: every (seed, attacker, scenario, episode) of the protocol, resumable.

:func:`evaluate` plays the paper's protocol for one defender and returns a
:class:`BenchmarkResult`. Episodes are independent: each gets fresh agents and a
seed derived from its key alone (:func:`episode_seed`), so the results do not
depend on concurrency or on the order episodes finish in, and a resumed run
equals an uninterrupted one.

Two execution paths: when every agent and the judge are synchronous (scripted
agents) episodes run in a plain loop, with no event loop at all; otherwise up to
``concurrency`` agent turns are in flight on one event loop, drawn from a window
of open episodes (see :mod:`tomsb_env.benchmark.gate`).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, TypeVar

from tomsb_env.benchmark import loops
from tomsb_env.benchmark.episodes import (
    EpisodeContext,
    Job,
    episode_record,
    job_rngs,
    play_async,
    play_sync,
)
from tomsb_env.benchmark.gate import TurnGate
from tomsb_env.benchmark.metrics import EpisodeStats, MetricRow, compute_rows
from tomsb_env.benchmark.plan import RunPlan, plan_run
from tomsb_env.benchmark.processes import Keep, run_sharded
from tomsb_env.benchmark.progress import Progress
from tomsb_env.benchmark.report import render, summary_dict, to_csv, to_markdown
from tomsb_env.benchmark.specs import DEFAULT_ATTACKERS, BackendPool
from tomsb_env.benchmark.store import (
    EpisodeLog,
    RunConfig,
    RunPaths,
    read_config,
    write_json_atomic,
)
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.types import Episode, Outcome
from tomsb_env.universe.scenario import Scenario

__all__ = ["ABORT_AFTER", "BenchmarkResult", "aevaluate", "evaluate", "load_run"]

#: If the first this-many episodes of a larger run all fail, the run stops: the agent or
#: backend is broken, and playing on would only record hundreds of identical errors.
ABORT_AFTER = 10


@dataclass
class BenchmarkResult:
    """What a run produced: metric rows per attacker, the episode records and the files."""

    config: RunConfig
    rows: list[MetricRow]
    records: list[dict[str, Any]] = field(repr=False)
    paths: RunPaths | None = None
    played: int = 0  # episodes played by this call
    resumed: int = 0  # episodes found on disk
    elapsed_s: float = 0.0

    @cached_property
    def episodes(self) -> list[Episode]:
        """The episodes as :class:`Episode` objects (decoded on first access)."""
        return [Episode.from_dict(r) for r in self.records]

    def row(self, attacker: str) -> MetricRow:
        for r in self.rows:
            if r.attacker == attacker:
                return r
        raise UnknownNameError("attacker", attacker, [r.attacker for r in self.rows])

    def table(self, fmt: str = "md", *, paper: bool = False) -> str:
        return render(fmt, self.rows, self.config, paper=paper)


T = TypeVar("T")

#: Episodes started per event-loop iteration when an async run opens its window.
START_BATCH = 8


class _Keeper:
    """What the process that owns a run does with each finished record: save it,
    count it, and stop a run whose first episodes all fail."""

    def __init__(self, log: EpisodeLog | None, progress: Progress, total: int) -> None:
        self.log = log
        self.progress = progress
        self.total = total
        self.records: list[dict[str, Any]] = []
        self.succeeded = False
        self.failures_in_a_row = 0

    def __call__(self, record: dict[str, Any], encoded: bytes | None = None) -> None:
        if self.log is not None:
            self.log.append(record, encoded)
        self.records.append(record)
        outcome = record.get("outcome")
        self.progress.update(fooled=outcome == Outcome.FOOLED.value)
        if outcome == Outcome.ERROR.value and not self.succeeded:
            self.failures_in_a_row += 1
            if self.failures_in_a_row >= ABORT_AFTER and self.total > ABORT_AFTER:
                raise ConfigError(
                    f"the first {self.failures_in_a_row} episodes all failed, stopping; the last "
                    f"error: {record['meta'].get('error')}"
                )
        else:
            self.succeeded = True


class _Run:
    """Plays a list of jobs and hands each finished episode's record to ``keep``."""

    def __init__(self, jobs: list[Job], ctx: EpisodeContext, keep: Keep) -> None:
        self.jobs = jobs
        self.ctx = ctx
        self.keep = keep
        self.scenario_dicts: dict[str, dict[str, Any]] = {}

    def record(self, ep: Episode) -> None:
        self.keep(episode_record(ep, self.scenario_dicts))

    def agents(self, job: Job) -> tuple[Any, Any]:
        return job.attacker.take(), self.ctx.defender.take()

    def run_sync(self) -> None:
        for job, rngs in zip(self.jobs, job_rngs(self.jobs), strict=True):
            attacker, defender = self.agents(job)
            self.record(play_sync(job, attacker, defender, self.ctx, rngs))

    async def run_async(self, concurrency: int, window: int, backends: BackendPool) -> None:
        """At most ``concurrency`` turns in flight over at most ``window`` open episodes
        (see :mod:`.gate` for why the window is wider than the limit)."""
        pending: Iterator[tuple[int, Job]] = enumerate(self.jobs)
        rngs = job_rngs(self.jobs)
        gate = TurnGate(concurrency)

        async def worker() -> None:
            for order, job in pending:  # a shared iterator: each job is taken by one worker
                attacker, defender = self.agents(job)
                ep = await play_async(job, attacker, defender, self.ctx, gate, order, rngs[order])
                self.record(ep)

        window = max(1, min(window, len(self.jobs)))
        tasks: list[asyncio.Future[None]] = []
        try:
            for k in range(window):
                tasks.append(asyncio.ensure_future(worker()))
                if k % START_BATCH == START_BATCH - 1:
                    # Let the loop poll I/O between batches: a loop runs every ready task
                    # before it polls, so starting the whole window at once would build
                    # hundreds of first requests (and open their connections) before the
                    # first one is even sent.
                    await asyncio.sleep(0)
            await asyncio.gather(*tasks)
        except BaseException:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            raise
        finally:
            await backends.aclose()


def _outside_loop(fn: Callable[[], T]) -> T:
    """``fn()``, in a helper thread when this one already runs an event loop
    (notebooks), since a thread runs one loop at a time."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return fn()
    out: list[T] = []
    errors: list[BaseException] = []

    def target() -> None:
        try:
            out.append(fn())
        except BaseException as exc:
            errors.append(exc)

    thread = threading.Thread(target=target, name="tomsb-benchmark")
    thread.start()
    thread.join()
    if errors:
        raise errors[0]
    return out[0]


def evaluate(
    defender: Any,
    attackers: Sequence[Any] = DEFAULT_ATTACKERS,
    *,
    split: str = "eval",
    episodes_per_scenario: int = 2,
    seeds: Sequence[int] = (0, 1, 2),
    max_turns: int = 15,
    concurrency: int | None = None,
    out_dir: str | Path | None = None,
    overwrite: bool = False,
    scenarios: Sequence[Scenario] | str | Path | None = None,
    scenario_source: str | None = None,
    limit: int | None = None,
    attacker_kinds: Sequence[str] | None = None,
    defender_kwargs: Mapping[str, Any] | None = None,
    attacker_kwargs: Mapping[str, Any] | None = None,
    judge: Any = None,
    rewards: RewardSpec | Mapping[str, float] | str | None = None,
    retry_errors: bool = True,
    progress: bool = True,
    bootstrap_seed: int = 0,
    event_loop: str = "auto",
    processes: int = 1,
) -> BenchmarkResult:
    """Score ``defender`` under the paper's protocol (defaults) and return the metrics.

    Args:
        defender: a spec string (``"scripted:probing"``, ``"litellm:gemini/..."``,
            ``"mypkg.mod:MyDefender"``, ``"path/to/file.py:MyDefender"``), a class, a
            zero-argument factory or an instance (cloned if it has ``clone()``,
            otherwise reused one episode at a time).
        attackers: attacker specs; an LLM spec without ``#kind`` expands to the
            four paper variants (or to ``attacker_kinds``).
        split / scenarios / scenario_source / limit: which scenarios; ``scenarios``
            may be a list or a scenario file (``split`` is then ignored);
            ``limit`` keeps the first N.
        episodes_per_scenario, seeds, max_turns: the protocol (paper: 2, three seeds, 15).
        concurrency: agent turns (so LLM calls) in flight for async agents (default
            16), over up to three times as many open episodes; sync agents always
            run in a plain loop.
        out_dir: where ``config.json``, ``episodes.jsonl`` and the tables go;
            ``None`` keeps everything in memory. An existing directory is resumed
            (only missing episodes are played) unless ``overwrite``; a different
            config raises :class:`~tomsb_env.errors.ResultsMismatchError`.
        defender_kwargs / attacker_kwargs: passed to every agent construction
            (for LLM specs e.g. ``prompt="mislead"`` or ``temperature=0.7``).
        judge: ``None``/``"exact"``, a judge object or an LLM judge spec.
        rewards: reward weights recorded in each episode (metrics do not use them).
        retry_errors: on resume, play again the episodes stored with outcome ``error``.
        progress: show a progress bar on stderr (only when it is a terminal).
        bootstrap_seed: seeds the confidence-interval resampling.
        event_loop: ``auto`` (uvloop when installed), ``asyncio`` or ``uvloop``; only
            runs with async agents use a loop, and results do not depend on it.
        processes: fork this many processes and split the episodes (and
            ``concurrency``) between them, for runs whose agents cost more CPU
            than one core has; only this process writes results, and results do
            not depend on it. Linux only (it forks); needs agents made afresh
            per episode (specs, classes or factories).
    """
    prepared = plan_run(**locals())
    if prepared.processes > 1:
        return _execute_sharded(prepared)  # (a forked child knows it runs no loop yet)
    if prepared.sync:
        return _execute_sync(prepared)
    return _outside_loop(lambda: loops.run(_execute_async(prepared), prepared.event_loop))


async def aevaluate(
    defender: Any, attackers: Sequence[Any] = DEFAULT_ATTACKERS, **kwargs: Any
) -> BenchmarkResult:
    """:func:`evaluate` for callers already inside an event loop (same arguments)."""
    prepared = plan_run(defender, attackers, **kwargs)
    if prepared.processes > 1:  # waiting on the children would block the caller's loop
        return await asyncio.to_thread(_execute_sharded, prepared)
    if prepared.sync:
        return _execute_sync(prepared)
    return await _execute_async(prepared)


def _execute_sync(p: RunPlan) -> BenchmarkResult:
    with _keeper(p) as keep:
        _Run(p.jobs, p.ctx, keep).run_sync()
    return _finish(p, keep.records)


@contextlib.contextmanager
def _keeper(p: RunPlan) -> Iterator[_Keeper]:
    bar = Progress(len(p.jobs), enabled=p.progress)
    try:
        yield _Keeper(p.log, bar, len(p.jobs))
    finally:
        bar.close()
        if p.log is not None:
            p.log.close()


def _execute_sharded(p: RunPlan) -> BenchmarkResult:
    """The jobs split over ``p.processes`` forked processes (see :mod:`.processes`)."""

    def play(jobs: list[Job], concurrency: int, keep: Keep) -> None:
        run = _Run(jobs, p.ctx, keep)
        if p.sync:
            run.run_sync()
            return
        window = max(1, p.window * concurrency // p.concurrency)

        async def main() -> None:
            with _quiet_gc():
                await run.run_async(concurrency, window, p.backends)

        loops.run(main(), p.event_loop)

    with _keeper(p) as keep:
        run_sharded(p.jobs, p.processes, p.concurrency, play, keep)
    return _finish(p, keep.records)


# Young-generation threshold during async runs (CPython's default is 700).
GC_YOUNG_THRESHOLD = 100_000


@contextlib.contextmanager
def _quiet_gc() -> Iterator[None]:
    """Fewer, cheaper garbage collections while episodes run.

    Modules, scenarios, universes and grounders outlive the run: frozen, no
    collection scans them again. And with hundreds of episodes in flight,
    CPython's default of a young collection every 700 allocations traverses
    the same live coroutines, turns and messages over and over, and finds
    nothing to free: the happy path makes no cyclic garbage. Measured with
    ``gc.callbacks`` on ``benchmarks/bench_protocol_llm.py`` (600 episodes):
    at 700, ~7% of the runner's CPU; at 20,000, three collections of 3-5 ms
    that collected nothing, plus one of ~8 ms over the run's leftovers while
    the results were computed; at 100,000 (and with the leftovers promoted
    unscanned, below), none. Cyclic garbage is still collected, at most
    100,000 new objects apart.
    """
    gc.freeze()
    threshold = gc.get_threshold()
    gc.set_threshold(max(threshold[0], GC_YOUNG_THRESHOLD), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        # Everything the run made goes to the oldest generation unscanned (freeze, then
        # unfreeze); otherwise the next young collection, in the middle of computing
        # the results, would traverse all of it at once.
        gc.freeze()
        gc.unfreeze()


async def _execute_async(p: RunPlan) -> BenchmarkResult:
    with _keeper(p) as keep:
        run = _Run(p.jobs, p.ctx, keep)
        with _quiet_gc():
            await run.run_async(p.concurrency, p.window, p.backends)
    return _finish(p, keep.records)


def _finish(p: RunPlan, new: list[dict[str, Any]]) -> BenchmarkResult:
    order = {a: i for i, a in enumerate(p.attacker_order)}
    seeds = {s: i for i, s in enumerate(p.config.seeds)}
    records = sorted(
        [*p.stored, *new],
        key=lambda r: (
            seeds.get(r["meta"]["seed"], 0),
            order.get(r["meta"]["attacker"], 0),
            r["scenario_id"],
            r["meta"]["episode_index"],
        ),
    )
    rows = compute_rows(
        (EpisodeStats.from_record(r) for r in records),
        attackers=p.attacker_order,
        bootstrap_seed=p.bootstrap_seed,
    )
    result = BenchmarkResult(
        config=p.config,
        rows=rows,
        records=records,
        paths=p.paths,
        played=len(new),
        resumed=len(p.stored),
        elapsed_s=time.perf_counter() - p.started,
    )
    if p.paths is not None:
        _write_reports(result)
    return result


def _write_reports(result: BenchmarkResult) -> None:
    paths = result.paths
    assert paths is not None
    outcomes: dict[str, int] = {}
    for r in result.records:
        outcomes[str(r.get("outcome"))] = outcomes.get(str(r.get("outcome")), 0) + 1
    summary = summary_dict(
        result.rows, result.config, episodes=len(result.records), outcomes=outcomes
    )
    write_json_atomic(paths.summary, summary)
    paths.markdown.write_text(to_markdown(result.rows, result.config), encoding="utf-8")
    paths.csv.write_text(to_csv(result.rows), encoding="utf-8")


def load_run(run_dir: str | Path, *, bootstrap_seed: int = 0) -> BenchmarkResult:
    """A finished (or partial) run read back from its directory; metrics recomputed."""
    paths = RunPaths(Path(run_dir))
    if not paths.config.is_file():
        raise ConfigError(f"{run_dir} is not a benchmark run directory (no {paths.config.name})")
    config = read_config(paths.config)
    records = EpisodeLog(paths.episodes).load() if paths.episodes.exists() else []
    rows = compute_rows(
        (EpisodeStats.from_record(r) for r in records),
        attackers=config.attackers,
        bootstrap_seed=bootstrap_seed,
    )
    return BenchmarkResult(
        config=config, rows=rows, records=records, paths=paths, resumed=len(records)
    )
