"""Score a defender under the paper's protocol: resumable runs, paper-style tables, a report page.

>>> from tomsb_env.benchmark import evaluate
>>> result = evaluate("scripted:probing", seeds=(0,), out_dir="runs/probing")  # doctest: +SKIP
>>> print(result.table())  # doctest: +SKIP

docs/benchmark.md has the protocol, the metrics and the file layout."""

from __future__ import annotations

from tomsb_env.agents.specs import ATTACKER_KINDS
from tomsb_env.benchmark.config import DEFAULT_ATTACKERS, BenchmarkConfig, Shard
from tomsb_env.benchmark.episodes import episode_seed
from tomsb_env.benchmark.merge import merge_runs
from tomsb_env.benchmark.metrics import METRICS, EpisodeStats, MetricRow, Stat, compute_rows
from tomsb_env.benchmark.report_html import to_html
from tomsb_env.benchmark.runner import BenchmarkResult, aevaluate, evaluate, load_run
from tomsb_env.benchmark.store import RunConfig

__all__ = [
    "ATTACKER_KINDS",
    "DEFAULT_ATTACKERS",
    "METRICS",
    "BenchmarkConfig",
    "BenchmarkResult",
    "EpisodeStats",
    "MetricRow",
    "RunConfig",
    "Shard",
    "Stat",
    "aevaluate",
    "compute_rows",
    "episode_seed",
    "evaluate",
    "load_run",
    "merge_runs",
    "to_html",
]
