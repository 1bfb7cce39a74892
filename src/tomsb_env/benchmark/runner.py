"""The benchmark runner: every (seed, attacker, scenario, episode) of the protocol, resumable.

:func:`evaluate` plays the protocol for one defender and returns a :class:`BenchmarkResult`.
Synchronous agents run in a plain loop, others on one event loop under the turn gate
(docs/benchmark.md, "Execution").
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tomsb_env.benchmark.config import BenchmarkConfig
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
    read_config,
    write_json_atomic,
)
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.types import Episode, Outcome

__all__ = ["ABORT_AFTER", "BenchmarkResult", "aevaluate", "evaluate", "load_run"]

#: If the first this-many episodes of a larger run all fail, the run stops: the agent or
#: backend is broken, and playing on would only record hundreds of identical errors.
ABORT_AFTER = 10


@dataclass
class BenchmarkResult:
    """What a run produced: metric rows per attacker, the episodes and the files."""

    config: RunConfig
    rows: list[MetricRow]
    episodes: list[Episode] = field(repr=False)
    paths: RunPaths | None = None
    played: int = 0  # episodes played by this call
    resumed: int = 0  # episodes found on disk
    elapsed_s: float = 0.0
    #: episode key -> line numbers, for keys the episodes file holds more than once
    duplicates: dict[EpisodeKey, list[int]] = field(default_factory=dict, repr=False)

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
        self.episodes: list[Episode] = []
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

    def keep(self, ep: Episode) -> None:
        if self.p.log is not None:
            self.p.log.append(ep)
        self.episodes.append(ep)
        self.progress.update(fooled=ep.outcome is Outcome.FOOLED)
        if ep.outcome is Outcome.ERROR and not self.succeeded:  # every episode so far failed
            if len(self.episodes) >= ABORT_AFTER and len(self.p.jobs) > ABORT_AFTER:
                raise ConfigError(
                    f"the first {len(self.episodes)} episodes all failed, stopping; the last "
                    f"error: {ep.meta.error}"
                )
        else:
            self.succeeded = True

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
    :class:`~tomsb_env.errors.ResultsMismatchError`. See docs/benchmark.md.
    """
    prepared = plan_run(defender, _request(config, options))
    if prepared.sync:
        return _execute_sync(prepared)
    return _outside_loop(lambda: asyncio.run(_execute_async(prepared)))


async def aevaluate(
    defender: Any, config: BenchmarkConfig | None = None, /, **options: Any
) -> BenchmarkResult:
    """:func:`evaluate` for callers already inside an event loop (same arguments)."""
    prepared = plan_run(defender, _request(config, options))
    if prepared.sync:
        return _execute_sync(prepared)
    return await _execute_async(prepared)


def _execute_sync(p: RunPlan) -> BenchmarkResult:
    with _Run(p) as run:
        for job in p.jobs:
            attacker, defender = job.attacker.take(), p.ctx.defender.take()
            run.keep(play_sync(job, attacker, defender, p.ctx))
        return _finish(p, run.episodes)


async def _execute_async(p: RunPlan) -> BenchmarkResult:
    with _Run(p) as run:
        await run.run_async()
        return _finish(p, run.episodes)


def _run_order(config: RunConfig) -> Callable[[Episode], tuple[int, int, str, int]]:
    """The sort key of the run's order: seed, attacker, scenario id, episode index."""
    order = {a: i for i, a in enumerate(config.attackers)}
    seeds = {s: i for i, s in enumerate(config.seeds)}
    return lambda ep: (
        seeds.get(ep.meta.seed, 0),  # type: ignore[arg-type]
        order.get(ep.meta.attacker, 0),
        ep.scenario.id,
        ep.meta.episode_index,
    )


def _rows(config: RunConfig, stats: Iterable[EpisodeStats], bootstrap_seed: int) -> list[MetricRow]:
    rows = compute_rows(stats, attackers=list(config.attackers), bootstrap_seed=bootstrap_seed)
    if config.name:  # rows carry the defender's display name; episodes keep its label
        rows = [dataclasses.replace(r, defender=config.name) for r in rows]
    return rows


def result_of(
    config: RunConfig, episodes: Iterable[Episode], *, bootstrap_seed: int = 0, **extra: Any
) -> BenchmarkResult:
    """A :class:`BenchmarkResult` of ``episodes``, in the run's order (seed, attacker,
    scenario id, episode index), metrics computed."""
    ordered = sorted(episodes, key=_run_order(config))
    rows = _rows(config, (EpisodeStats.from_episode(ep) for ep in ordered), bootstrap_seed)
    return BenchmarkResult(config=config, rows=rows, episodes=ordered, **extra)


def _finish(p: RunPlan, new: list[Episode]) -> BenchmarkResult:
    result = result_of(
        p.config,
        [*p.stored, *new],
        bootstrap_seed=p.request.bootstrap_seed,
        paths=p.paths,
        played=len(new),
        resumed=len(p.stored),
        elapsed_s=time.perf_counter() - p.started,
    )
    if p.paths is not None and p.lock is not None:  # (not in a read-only directory)
        write_reports(result)
    return result


def write_reports(result: BenchmarkResult) -> None:
    paths = result.paths
    assert paths is not None
    outcomes = Counter(
        str(None if ep.outcome is None else ep.outcome.value) for ep in result.episodes
    )
    extra: dict[str, Any] = {}
    if result.config.protocol == "paper":  # the paper's split by prior knowledge
        from tomsb_env.benchmark.paper_reports import outcomes_by_known_levels

        split = outcomes_by_known_levels(ep for ep in result.episodes if ep.outcome is not None)
        extra["outcomes_by_known_levels"] = {str(k): dict(v) for k, v in split.items()}
    summary = summary_dict(
        result.rows, result.config, episodes=len(result.episodes), outcomes=outcomes, **extra
    )
    write_json_atomic(paths.summary, summary)
    paths.markdown.write_text(to_markdown(result.rows, result.config), encoding="utf-8")
    paths.csv.write_text(to_csv(result.rows), encoding="utf-8")


def load_run(
    run_dir: str | Path, *, bootstrap_seed: int = 0, keep_episodes: bool = True
) -> BenchmarkResult:
    """A finished (or partial) run read back from its directory; metrics recomputed.

    Without ``keep_episodes`` only each episode's statistics are kept (bounded memory, for
    tables) and ``episodes`` is empty. A key stored more than once counts once (the last
    record) and is listed in ``duplicates``.
    """
    paths = RunPaths(Path(run_dir))
    if not paths.config.is_file():
        raise ConfigError(f"{run_dir} is not a benchmark run directory (no {paths.config.name})")
    config = read_config(paths.config)
    log = EpisodeLog(paths.episodes)
    if keep_episodes:
        episodes = log.load()
        result = result_of(
            config, episodes, bootstrap_seed=bootstrap_seed, paths=paths, resumed=len(episodes)
        )
    else:
        order = _run_order(config)
        stats = {key: (order(ep), EpisodeStats.from_episode(ep)) for key, ep in log.stream()}
        ranked = sorted(stats.values(), key=lambda pair: pair[0])
        rows = _rows(config, (s for _, s in ranked), bootstrap_seed)
        result = BenchmarkResult(config, rows, [], paths=paths, resumed=len(stats))
    result.duplicates = log.duplicates
    return result
