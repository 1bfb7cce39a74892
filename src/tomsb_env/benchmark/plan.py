"""Planning a benchmark run: scenarios, agents, judge, run directory and the episodes still to play.

:func:`plan_run` fails fast (bad arguments, unknown agents, a mismatching run directory)
before any episode is played, writes ``config.json`` and returns a :class:`RunPlan`."""

from __future__ import annotations

import errno
import hashlib
import json
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tomsb_env import __version__
from tomsb_env.agents.specs import is_backend_spec
from tomsb_env.benchmark.config import BenchmarkConfig
from tomsb_env.benchmark.episodes import EpisodeContext, Job
from tomsb_env.benchmark.gate import WINDOW
from tomsb_env.benchmark.protocol import RULES, Rules, rules, under
from tomsb_env.benchmark.specs import (
    AgentSource,
    BackendPool,
    expand_attackers,
    fingerprint,
    is_async_agent,
    resolve_agent,
)
from tomsb_env.benchmark.store import (
    EpisodeLog,
    RunConfig,
    RunLock,
    RunPaths,
    check_config,
    episode_key,
    read_config,
    recorded_kwargs,
    write_json_atomic,
)
from tomsb_env.errors import ConfigError, ResultsMismatchError
from tomsb_env.game import GameConfig
from tomsb_env.judges.exact import ExactJudge
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.types import Episode, Outcome
from tomsb_env.universe.scenario import Scenario

#: Agent turns (LLM calls) in flight for async agents unless ``concurrency`` says otherwise.
DEFAULT_CONCURRENCY = 16


def _resolve_judge(
    judge: Any,
    backends: BackendPool,
    settings: Mapping[str, Any] | None = None,
    rules: Rules = RULES["default"],
) -> tuple[Any, str]:
    """The judge and its recorded name (an LLM spec's judge is the rules')."""
    if rules.judge_must_be_llm and not is_backend_spec(judge):
        raise ConfigError(
            f"the {rules.name} protocol scores with LLM judges: pass --judge with a backend spec "
            f"(e.g. 'litellm:gemini/gemini-3-flash-preview'), not {judge!r}"
        )
    if settings and not is_backend_spec(judge):
        raise ConfigError(
            f"judge settings {sorted(settings)} apply to an LLM judge spec, not {judge!r}"
        )
    if judge is None or judge == "exact":
        return ExactJudge(), "exact"
    if isinstance(judge, str):
        if not is_backend_spec(judge):
            raise ConfigError(
                f"judge {judge!r}: expected 'exact' or an LLM backend spec such as "
                "'litellm:gemini/gemini-3-flash-preview' or 'openai:http://127.0.0.1:8000/v1@MODEL'"
            )
        return rules.llm_judge(judge, settings or {}, backends.get)
    if not (hasattr(judge, "judge") or hasattr(judge, "ajudge")):
        raise ConfigError(f"judge {judge!r} has neither judge() nor ajudge()")
    return judge, str(getattr(judge, "name", type(judge).__name__))


@dataclass
class RunPlan:
    config: RunConfig
    request: BenchmarkConfig
    jobs: list[Job]
    ctx: EpisodeContext
    stored: list[Episode]
    paths: RunPaths | None
    log: EpisodeLog | None
    sync: bool
    concurrency: int
    backends: BackendPool
    started: float
    window: int = 1  # episodes open at once (async runs)
    lock: RunLock | None = None  # held until the run ends; None in memory or read-only


@dataclass
class _Agents:
    """The resolved sides of a run and the keyword settings recorded for them."""

    defender: AgentSource
    attackers: list[AgentSource]
    judge: Any
    judge_name: str
    defender_kwargs: dict[str, Any]
    attacker_kwargs: dict[str, Any]
    structured: dict[str, str] = field(default_factory=dict)  # a protocol's record of them

    @property
    def shared(self) -> bool:  # some side reuses one agent instance: one episode at a time
        return any(s.shared for s in (self.defender, *self.attackers))


@dataclass
class _RunDirectory:
    """An opened run directory (all None/empty for a run kept in memory)."""

    paths: RunPaths | None = None
    log: EpisodeLog | None = None  # None: the directory is only read
    lock: RunLock | None = None
    stored: list[Episode] = field(default_factory=list)
    part: bool = False  # read from a larger stored run, which is left as it is


def plan_run(defender: Any, request: BenchmarkConfig) -> RunPlan:
    """Check everything, write ``config.json``, load stored episodes; see :func:`~tomsb_env.benchmark.evaluate`."""
    started = time.perf_counter()
    r = request
    protocol = rules(r.protocol)
    game_config = GameConfig(max_turns=r.max_turns, signal_rule=protocol.signal_rule)
    reward_spec = RewardSpec.parse(r.rewards)
    pool, source = _pool(r)
    protocol.check_source(source)
    # sized before any agent resolves, or a backend built with the default limit (64) caps the run
    backends = BackendPool(r.concurrency or DEFAULT_CONCURRENCY)
    agents = _resolve_agents(defender, r, backends, protocol)
    judge_kwargs = under(protocol.judge_defaults(r.judge), r.judge_kwargs)
    settings = protocol.settings(source, agents.judge_name, judge_kwargs, agents.structured)
    config = _run_config(r, agents, pool, source, reward_spec, settings)
    with _run_directory(r, config, pool) as run_dir:
        jobs = _jobs(r, agents.attackers, pool, run_dir)
        turn_limit = 1 if agents.shared else (r.concurrency or DEFAULT_CONCURRENCY)
        return RunPlan(
            config=config,
            request=r,
            jobs=jobs,
            ctx=EpisodeContext(agents.defender, game_config, agents.judge, reward_spec),
            stored=run_dir.stored,
            paths=run_dir.paths,
            log=run_dir.log,
            sync=_is_sync(agents, jobs),
            concurrency=turn_limit,
            backends=backends,
            started=started,
            # a reused (shared) agent instance can only be in one episode at a time
            window=1 if agents.shared else WINDOW * turn_limit,
            lock=run_dir.lock,
        )


def _pool(r: BenchmarkConfig) -> tuple[list[Scenario], str]:
    """The scenarios to play (``limit`` applied, ids unique) and their source's name."""
    if r.scenarios is None:
        from tomsb_env.universe.datasets import load_scenarios

        pool, source = list(load_scenarios(r.split)), f"split:{r.split}"
    elif isinstance(r.scenarios, (str, Path)):
        from tomsb_env.universe.schema import read_scenarios

        pool, source = list(read_scenarios(r.scenarios)), str(r.scenarios)
    else:
        pool, source = list(r.scenarios), "custom"
        bad = [s for s in pool if not isinstance(s, Scenario)]
        if bad:
            raise ConfigError(f"scenarios must be Scenario objects, got {type(bad[0]).__name__}")
    source = r.scenario_source or source
    pool = pool[: r.limit]
    if not pool:
        raise ConfigError("no scenarios to play")
    repeats = sorted(sid for sid, n in Counter(sc.id for sc in pool).items() if n > 1)
    if repeats:
        raise ConfigError(f"scenario ids must be unique; {repeats[0]!r} repeats")
    return pool, source


def _resolve_agents(
    defender: Any, r: BenchmarkConfig, backends: BackendPool, rules: Rules
) -> _Agents:
    """Judge, defender and attackers under the protocol's rules (one agent of each built: a
    bad spec fails here); the protocol's settings are recorded with the sides'."""
    judge, judge_name = _resolve_judge(r.judge, backends, r.judge_kwargs, rules)
    d_kwargs, a_kwargs, structured = rules.sides(
        defender, r.attackers, r.defender_kwargs, r.attacker_kwargs
    )
    # the authors' Mislead/Refuse write no ToM
    if rules.defender_fixed and is_backend_spec(defender):
        judge.tom = d_kwargs.get("prompt") not in ("mislead", "refuse")
    defender_src = resolve_agent(defender, "defender", d_kwargs, backends)
    if is_backend_spec(defender) and d_kwargs.get("prompt"):
        defender_src.label = f"{defender_src.label}#{d_kwargs['prompt']}"
    attacker_srcs = [
        resolve_agent(parsed, "attacker", a_kwargs, backends)
        for parsed, _ in expand_attackers(r.attackers, r.attacker_kinds)
    ]
    return _Agents(defender_src, attacker_srcs, judge, judge_name, d_kwargs, a_kwargs, structured)


def _run_config(
    r: BenchmarkConfig,
    agents: _Agents,
    pool: Sequence[Scenario],
    source: str,
    reward_spec: RewardSpec,
    protocol_settings: dict[str, Any],
) -> RunConfig:
    """What ``config.json`` records: a resumed run must match it."""
    sides = (agents.defender, *agents.attackers)
    records = "".join(json.dumps(sc.to_dict(), sort_keys=True, ensure_ascii=False) for sc in pool)
    return RunConfig(
        defender=agents.defender.label,
        attackers=tuple(a.label for a in agents.attackers),
        scenarios=source,
        scenario_digest=hashlib.sha256(records.encode()).hexdigest()[:16],
        num_scenarios=len(pool),
        episodes_per_scenario=r.episodes_per_scenario,
        seeds=r.seeds,
        max_turns=r.max_turns,
        rewards=dict(reward_spec.weights),
        judge=agents.judge_name,
        defender_kwargs=recorded_kwargs(agents.defender_kwargs),
        attacker_kwargs=recorded_kwargs(agents.attacker_kwargs),
        judge_kwargs=recorded_kwargs(r.judge_kwargs),
        name=_display_name(r.name, agents.defender),
        protocol=r.protocol,
        protocol_settings=protocol_settings,
        version=__version__,
        concurrency=r.concurrency or 0,
        shard="" if r.shard is None else str(r.shard),
        fingerprints={s.label: fingerprint(s.spec, s.first()) for s in sides},  # type: ignore[arg-type]
    )


@contextmanager
def _run_directory(
    r: BenchmarkConfig, config: RunConfig, pool: Sequence[Scenario]
) -> Iterator[_RunDirectory]:
    """The run directory locked, checked and read; the lock is released here only if
    planning fails inside the ``with``."""
    if r.out_dir is None:
        yield _RunDirectory()
        return
    paths = RunPaths(Path(r.out_dir))
    part = None if r.overwrite else _part_of_stored(paths, config)
    if part is not None:
        _check_scenarios(paths, part, pool)
        yield _RunDirectory(paths, None, None, part, part=True)
        return
    lock: RunLock | None = None
    try:
        paths.out_dir.mkdir(parents=True, exist_ok=True)
        lock = RunLock(paths.out_dir)
        lock.acquire()
    except OSError as exc:
        if exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
        lock = None  # a directory this process may read but not write
    try:
        log = None if lock is None else EpisodeLog(paths.episodes)
        stored = _open_run(paths, config, log, pool, r.overwrite, r.retry_errors)
        yield _RunDirectory(paths, log, lock, stored)
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def _jobs(
    r: BenchmarkConfig,
    attackers: Sequence[AgentSource],
    pool: Sequence[Scenario],
    run_dir: _RunDirectory,
) -> list[Job]:
    """The episodes still to play, in protocol order: this shard's, less those stored."""
    done = {episode_key(ep) for ep in run_dir.stored}
    every = (
        Job(sc, src, seed, index)
        for seed in r.seeds
        for src in attackers
        for sc in pool
        for index in range(r.episodes_per_scenario)
    )
    jobs = [
        job
        for i, job in enumerate(every)
        if (r.shard is None or i % r.shard.count == r.shard.index) and job.key not in done
    ]
    if run_dir.part and jobs:
        raise ResultsMismatchError(
            f"{run_dir.paths.out_dir} holds a larger run that lacks {len(jobs)} of the episode(s) "
            "asked for; finish that run first (re-run its own command), or use another --out",
            run_dir.paths.out_dir,
        )
    if run_dir.lock is None and run_dir.paths is not None and jobs:
        raise ConfigError(
            f"{run_dir.paths.out_dir} cannot be written and its run is not finished ({len(jobs)} "
            "episode(s) to play); copy it somewhere writable, or choose another --out"
        )
    return jobs


def _is_sync(agents: _Agents, jobs: Sequence[Job]) -> bool:
    """Whether the run can play without an event loop: no async judge or agent."""
    if not jobs:
        return True
    sources = [agents.defender, *{id(j.attacker): j.attacker for j in jobs}.values()]
    return not hasattr(agents.judge, "ajudge") and not any(
        is_async_agent(s.first()) for s in sources
    )


def _part_of_stored(paths: RunPaths, config: RunConfig) -> list[Episode] | None:
    """The stored episodes ``config`` asks for if the run in ``paths`` covers it, else None."""
    try:
        if not (paths.config.is_file() and read_config(paths.config).covers(config)):
            return None
    except ConfigError:
        return None  # an unreadable config.json: the usual checks say so
    wanted_a, wanted_s = set(config.attackers), set(config.seeds)
    return [
        ep
        for ep in EpisodeLog(paths.episodes).load()
        if ep.meta.attacker in wanted_a
        and ep.meta.seed in wanted_s
        and ep.meta.episode_index < config.episodes_per_scenario
    ]


def _check_scenarios(paths: RunPaths, stored: list[Episode], pool: Sequence[Scenario]) -> None:
    """Stored episodes must be of scenarios this run plays, unchanged (a run may add some)."""
    current = {sc.id: sc for sc in pool}
    first: dict[str, Scenario] = {}  # each scenario as its first stored episode has it
    for ep in stored:
        first.setdefault(ep.scenario.id, ep.scenario)
    for sid, was in first.items():
        sc = current.get(sid)
        if sc is None or sc.to_dict() != was.to_dict():
            what = "is not among this run's scenarios" if sc is None else "differs from this run's"
            raise ResultsMismatchError(
                f"{paths.out_dir} holds episodes of scenario {sid!r}, which {what}; "
                "start over with --overwrite or choose another output directory"
            )


def _open_run(
    paths: RunPaths,
    config: RunConfig,
    log: EpisodeLog | None,
    pool: Sequence[Scenario],
    overwrite: bool,
    retry_errors: bool,
) -> list[Episode]:
    """Check (or clear) the directory, write ``config.json`` and return the stored episodes;
    without a ``log`` (a read-only directory) it is only checked and read."""
    if overwrite and log is not None:
        for p in (paths.episodes, paths.summary, paths.markdown, paths.csv):
            p.unlink(missing_ok=True)
    elif paths.config.exists():
        check_config(paths, config)
    elif log is None:
        raise ConfigError(
            f"{paths.out_dir} cannot be written (permission denied); choose another --out"
        )
    elif paths.episodes.exists() and paths.episodes.stat().st_size:
        raise ConfigError(
            f"{paths.episodes} exists without {paths.config.name}; pass --overwrite to start over"
        )
    stored = EpisodeLog(paths.episodes).load() if log is None else log.load(repair=True)
    _check_scenarios(paths, stored, pool)
    if log is None:
        return stored
    write_json_atomic(paths.config, config.to_dict())  # before any episode: a crash stays resumable
    if retry_errors and any(ep.outcome is Outcome.ERROR for ep in stored):
        stored = [ep for ep in stored if ep.outcome is not Outcome.ERROR]
        log.rewrite(stored)
    return stored


def _display_name(given: str | None, source: Any) -> str:
    """``given``, else a custom defender's own ``name`` attribute ("" = use its label)."""
    if given is not None:
        if not given.strip():
            raise ConfigError("the defender's name must not be empty")
        return given.strip()
    if source.spec is not None and source.spec.source == "object":
        name = getattr(source.first(), "name", None)
        if isinstance(name, str) and name.strip() and name != source.label:
            return name.strip()
    return ""
