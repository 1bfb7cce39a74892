"""Planning a benchmark run: scenarios, agents, judge, run directory and the episodes still to play.

:func:`plan_run` does everything that can fail fast (bad arguments, unknown
agents, a mismatching run directory) before the first episode is played, writes
``config.json`` and returns a :class:`RunPlan` for the runner.
"""

from __future__ import annotations

import errno
import hashlib
import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tomsb_env import __version__
from tomsb_env.benchmark.config import BenchmarkConfig
from tomsb_env.benchmark.episodes import EpisodeContext, Job
from tomsb_env.benchmark.gate import WINDOW
from tomsb_env.benchmark.lock import RunLock
from tomsb_env.benchmark.protocol import (
    paper_judge_sampling,
    paper_sampling,
    protocol_settings,
    require_official,
)
from tomsb_env.benchmark.specs import (
    BackendPool,
    expand_attackers,
    fingerprint,
    is_async_agent,
    is_backend_spec,
    resolve_agent,
)
from tomsb_env.benchmark.store import (
    EpisodeLog,
    RunConfig,
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

__all__ = ["DEFAULT_CONCURRENCY", "RunPlan", "plan_run"]

#: Agent turns (LLM calls) in flight for async agents unless ``concurrency`` says otherwise.
DEFAULT_CONCURRENCY = 16


def _scenario_digest(scenarios: Sequence[Scenario]) -> str:
    h = hashlib.sha256()
    for sc in scenarios:
        h.update(json.dumps(sc.to_dict(), sort_keys=True, ensure_ascii=False).encode())
    return h.hexdigest()[:16]


def _load_scenarios(
    scenarios: Sequence[Scenario] | str | Path | None, split: str, source: str | None
) -> tuple[list[Scenario], str]:
    if scenarios is None:
        from tomsb_env.universe.datasets import load_scenarios

        return list(load_scenarios(split)), source or f"split:{split}"
    if isinstance(scenarios, (str, Path)):
        from tomsb_env.universe.schema import read_scenarios

        return list(read_scenarios(scenarios)), source or str(scenarios)
    out = list(scenarios)
    bad = [s for s in out if not isinstance(s, Scenario)]
    if bad:
        raise ConfigError(f"scenarios must be Scenario objects, got {type(bad[0]).__name__}")
    return out, source or "custom"


def _is_llm(spec: Any) -> bool:
    return isinstance(spec, str) and is_backend_spec(spec)


def _resolve_judge(
    judge: Any,
    backends: BackendPool,
    settings: Mapping[str, Any] | None = None,
    paper: bool = False,
) -> tuple[Any, str]:
    """The judge object and the name recorded in the run config; with ``paper``, the paper's
    LLM judges (fooling by extraction, ToM by comparison) on ``judge``'s model."""
    if paper and not _is_llm(judge):
        raise ConfigError(
            f"the paper protocol scores with LLM judges: pass --judge with a backend spec "
            f"(e.g. 'litellm:gemini/gemini-3-flash-preview'), not {judge!r}"
        )
    if settings and not _is_llm(judge):
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
        from tomsb_env.judges.llm import LLMJudge
        from tomsb_env.judges.paper import PaperJudge
        from tomsb_env.llm.settings import agent_setting_names, split_llm_kwargs
        from tomsb_env.llm.spec import parse_spec

        kind = parse_spec(judge).kind
        if paper:  # the authors' sampling under what the user set
            names = agent_setting_names(PaperJudge) - {"models"}
            given = {**paper_judge_sampling(judge), **(settings or {})}
            judge_kw, options = split_llm_kwargs(kind, given, names, "LLM judge (paper protocol)")
            return PaperJudge(backends.get(judge, options), **judge_kw), f"paper:{judge}"
        names = agent_setting_names(LLMJudge)
        judge_kw, options = split_llm_kwargs(kind, settings or {}, names, "LLM judge")
        return LLMJudge(backends.get(judge, options), **judge_kw), judge
    if not (hasattr(judge, "judge") or hasattr(judge, "ajudge")):
        raise ConfigError(f"judge {judge!r} has neither judge() nor ajudge()")
    return judge, str(getattr(judge, "name", type(judge).__name__))


@dataclass
class RunPlan:
    """A run ready to execute."""

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


def plan_run(defender: Any, request: BenchmarkConfig) -> RunPlan:
    """Check everything, write ``config.json``, load stored episodes; see :func:`~tomsb_env.benchmark.evaluate`."""
    started = time.perf_counter()
    r = request
    paper = r.protocol == "paper"
    game_config = GameConfig(max_turns=r.max_turns, signal_rule="authors" if paper else "ours")
    reward_spec = RewardSpec.parse(r.rewards)
    pool, source = _load_scenarios(r.scenarios, r.split, r.scenario_source)
    if paper:
        require_official(source)
    pool = pool[: r.limit] if r.limit else pool
    if not pool:
        raise ConfigError("no scenarios to play")
    ids = [sc.id for sc in pool]
    if len(set(ids)) != len(ids):
        raise ConfigError(
            f"scenario ids must be unique; {sorted({i for i in ids if ids.count(i) > 1})[0]!r} repeats"
        )

    # Sized before any agent resolves: backends are built as their specs are read,
    # and one built with its default limit (64) would cap the run below ``concurrency``.
    backends = BackendPool(r.concurrency or DEFAULT_CONCURRENCY)
    d_kwargs, a_kwargs = dict(r.defender_kwargs), dict(r.attacker_kwargs)
    the_judge, judge_name = _resolve_judge(r.judge, backends, r.judge_kwargs, paper)
    structured: dict[str, str] = {}
    if paper:  # the authors' sampling and output formats under what the user set
        if _is_llm(defender):  # their defender's output was not constrained
            d_kwargs = {**paper_sampling(defender), "structured": "off", **d_kwargs}
            d_kwargs["paper_prompts"] = True
            structured["defender"] = str(d_kwargs["structured"])
        llm_attackers = [a for a in r.attackers if _is_llm(a)]
        if llm_attackers and len(llm_attackers) == len(r.attackers):
            a_kwargs = {**paper_sampling(llm_attackers[0]), **a_kwargs, "paper_schema": True}
            structured["attacker"] = f"{a_kwargs.get('structured', 'auto')} (the authors' schema)"
    defender_src = resolve_agent(defender, "defender", d_kwargs, backends)
    if _is_llm(defender) and d_kwargs.get("prompt"):
        defender_src.label = f"{defender_src.label}#{d_kwargs['prompt']}"
    attacker_srcs = [
        resolve_agent(parsed, "attacker", a_kwargs, backends)
        for parsed, _ in expand_attackers(r.attackers, r.attacker_kinds)
    ]

    config = RunConfig(
        defender=defender_src.label,
        attackers=tuple(a.label for a in attacker_srcs),
        scenarios=source,
        scenario_digest=_scenario_digest(pool),
        num_scenarios=len(pool),
        episodes_per_scenario=r.episodes_per_scenario,
        seeds=r.seeds,
        max_turns=r.max_turns,
        rewards=dict(reward_spec.weights),
        judge=judge_name,
        defender_kwargs=recorded_kwargs(d_kwargs),
        attacker_kwargs=recorded_kwargs(a_kwargs),
        judge_kwargs=recorded_kwargs(r.judge_kwargs),
        name=_display_name(r.name, defender_src),
        protocol=r.protocol,
        protocol_settings=protocol_settings(
            r.protocol,
            source=source,
            judge=judge_name,
            judge_kwargs={**paper_judge_sampling(r.judge), **r.judge_kwargs} if paper else {},
            structured=structured,
        ),
        version=__version__,
        concurrency=r.concurrency or 0,
        shard="" if r.shard is None else str(r.shard),
        # one agent of each role is built here, so a bad spec fails before anything is written
        fingerprints={
            s.label: fingerprint(s.spec, s.first())  # type: ignore[arg-type]
            for s in (defender_src, *attacker_srcs)
        },
    )

    paths: RunPaths | None = None
    log: EpisodeLog | None = None
    lock: RunLock | None = None
    stored: list[Episode] = []
    part = None if r.out_dir is None or r.overwrite else _part_of_stored(Path(r.out_dir), config)
    if part is not None:  # read from a larger stored run, which is left as it is
        paths, stored = RunPaths(Path(r.out_dir)), part
        _check_scenarios(paths, stored, pool)
    elif r.out_dir is not None:
        paths = RunPaths(Path(r.out_dir))
        try:
            paths.out_dir.mkdir(parents=True, exist_ok=True)
            lock = RunLock(paths.out_dir)
            lock.acquire()
        except OSError as exc:
            if exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
                raise
            lock = None  # a directory this process may read but not write
        log = None if lock is None else EpisodeLog(paths.episodes)
        try:
            stored = _open_run(paths, config, log, pool, r.overwrite, r.retry_errors)
        except BaseException:
            if lock is not None:
                lock.release()
            raise

    done = {episode_key(ep) for ep in stored}
    every = (
        Job(sc, src, seed, index)
        for seed in r.seeds
        for src in attacker_srcs
        for sc in pool
        for index in range(r.episodes_per_scenario)
    )
    shard = r.shard
    jobs = [
        job
        for i, job in enumerate(every)
        if (shard is None or i % shard.count == shard.index) and job.key not in done
    ]
    if part is not None and jobs:
        raise ResultsMismatchError(
            f"{paths.out_dir} holds a larger run that lacks {len(jobs)} of the episode(s) asked "
            "for; finish that run first (re-run its own command), or use another --out",
            paths.out_dir,
        )
    if lock is None and paths is not None and jobs:
        raise ConfigError(
            f"{paths.out_dir} cannot be written and its run is not finished ({len(jobs)} "
            "episode(s) to play); copy it somewhere writable, or choose another --out"
        )
    shared = any(s.shared for s in (defender_src, *attacker_srcs))
    turn_limit = 1 if shared else (r.concurrency or DEFAULT_CONCURRENCY)
    ctx = EpisodeContext(defender_src, game_config, the_judge, reward_spec)
    sync = True
    if jobs:
        probes = [
            defender_src.first(),
            *(a.first() for a in {id(j.attacker): j.attacker for j in jobs}.values()),
        ]
        sync = not hasattr(the_judge, "ajudge") and not any(is_async_agent(p) for p in probes)
    return RunPlan(
        config,
        r,
        jobs,
        ctx,
        stored,
        paths,
        log,
        sync,
        turn_limit,
        backends,
        started,
        # a reused (shared) agent instance can only be in one episode at a time
        1 if shared else WINDOW * turn_limit,
        lock,
    )


def _part_of_stored(out_dir: Path, config: RunConfig) -> list[Episode] | None:
    """The stored episodes ``config`` asks for when ``out_dir`` holds a run that covers it
    (:meth:`RunConfig.covers`: some of its attackers, seeds or episodes), else None."""
    paths = RunPaths(out_dir)
    if not paths.config.is_file():
        return None
    try:
        if not read_config(paths.config).covers(config):
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
    checked: set[str] = set()
    for ep in stored:
        sid = ep.scenario.id
        if sid in checked:
            continue
        checked.add(sid)
        sc = current.get(sid)
        if sc is None or sc.to_dict() != ep.scenario.to_dict():
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
    """Check (or clear) the directory, write ``config.json`` and return the stored episodes.

    Without a ``log`` the directory cannot be written: it is only checked and read.
    """
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
