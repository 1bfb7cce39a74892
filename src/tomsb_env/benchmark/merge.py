"""Put the shards of a run back together: ``tomsb report --merge DIR...``.

Every episode's seed comes from its key alone, so the union of the shards' episodes is
exactly what one unsharded run records (docs/benchmark.md, "Large runs: shards")."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from tomsb_env.benchmark.runner import BenchmarkResult, load_run, result_of, write_reports
from tomsb_env.benchmark.store import (
    HOLDER_FILE,
    LOCK_FILE,
    EpisodeLog,
    RunLock,
    RunPaths,
    episode_key,
    write_json_atomic,
)
from tomsb_env.errors import ConfigError, ResultsMismatchError


def merge_runs(
    run_dirs: Sequence[str | Path],
    out_dir: str | Path | None = None,
    *,
    bootstrap_seed: int = 0,
    overwrite: bool = False,
) -> BenchmarkResult:
    """The single-run result of the finished shard directories ``run_dirs`` of one run, also
    written to ``out_dir`` if given (a non-empty one only with ``overwrite``; never a shard)."""
    if not run_dirs:
        raise ConfigError("merge: no run directories given")
    runs = [load_run(d) for d in run_dirs]
    whole = dataclasses.replace(runs[0].config, shard="")
    counts: set[int] = set()
    seen: dict[int, str] = {}  # shard index -> its directory
    for run_dir, run in zip(run_dirs, runs, strict=True):
        config = run.config
        if not config.shard:
            raise ConfigError(f"merge: {run_dir} is not a shard (it was not run with --shard I/N)")
        index, count = (int(x) for x in config.shard.split("/"))
        counts.add(count)
        diff = dataclasses.replace(config, shard="").differences(whole)
        if diff:
            raise ResultsMismatchError(
                f"merge: {run_dir} is a shard of a different run than {run_dirs[0]} "
                f"(they differ in {', '.join(diff)})"
            )
        if index in seen:
            raise ConfigError(
                f"merge: shard {config.shard} is given twice ({seen[index]} and {run_dir})"
            )
        seen[index] = str(run_dir)
        expected = len(range(index, whole.total_episodes, count))
        if len(run.episodes) != expected:
            raise ConfigError(
                f"merge: shard {config.shard} in {run_dir} holds {len(run.episodes)} of its "
                f"{expected} episodes; finish it first (re-run its command)"
            )
    if len(counts) != 1:
        raise ConfigError(f"merge: the shards split the run in different ways ({sorted(counts)})")
    (count,) = counts
    missing = sorted(set(range(count)) - set(seen))
    if missing:
        raise ConfigError(
            f"merge: shard(s) {', '.join(f'{i}/{count}' for i in missing)} missing; "
            f"a run split in {count} needs every shard"
        )
    episodes = [ep for run in runs for ep in run.episodes]
    # shards of one split cannot overlap; a hand-edited file can
    if len({episode_key(ep) for ep in episodes}) != len(episodes):
        raise ConfigError("merge: the shards hold the same episode more than once")
    paths = None if out_dir is None else RunPaths(Path(out_dir))
    result = result_of(
        whole,
        [row for run in runs for row in run.episode_rows],
        bootstrap_seed=bootstrap_seed,
        episodes=episodes,
        paths=paths,
        resumed=len(episodes),
    )
    if paths is not None:
        _write(result, paths, run_dirs, overwrite)
    return result


def _write(
    result: BenchmarkResult, paths: RunPaths, inputs: Sequence[str | Path], overwrite: bool
) -> None:
    """Write the merged run to ``paths`` holding its lock; never over an input or another run."""
    out = paths.out_dir
    if out.exists() and any(out.resolve() == Path(d).resolve() for d in inputs):
        raise ConfigError(
            f"merge: --out {out} is one of the shards being merged; choose another directory"
        )
    out.mkdir(parents=True, exist_ok=True)
    lock = RunLock(out)
    lock.acquire()  # a bench running there holds it: RunLockedError
    try:
        held = sorted(p.name for p in out.iterdir() if p.name not in (LOCK_FILE, HOLDER_FILE))
        if held and not overwrite:
            raise ConfigError(
                f"merge: --out {out} already holds {', '.join(held[:4])}"
                f"{' ...' if len(held) > 4 else ''}; choose another --out or pass --overwrite"
            )
        for p in (paths.episodes, paths.summary, paths.markdown, paths.csv):
            p.unlink(missing_ok=True)
        write_json_atomic(paths.config, result.config.to_dict())
        EpisodeLog(paths.episodes).rewrite(result.episodes)
        write_reports(result)
    finally:
        lock.release()
