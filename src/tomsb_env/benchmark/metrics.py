"""Benchmark metrics: per (defender, attacker) block, mean ± std over seeds and a bootstrap CI.

Conventions (see docs/benchmark.md):

* every rate is a percentage over *all* episodes of the block (hard ones only for
  "Fooling % Hard"), errored episodes included, so the outcome columns
  (fooled + leaked + detected + truncated + format error + error) add up to 100;
* ToM accuracy is ``None`` (shown "-") when the defender gave no ToM estimate in
  any episode of the block; otherwise an episode without an estimate counts as wrong;
* the spread is the sample standard deviation (ddof=1) of the per-seed values
  (``None`` with a single seed, shown as the mean alone); the 95% interval is a percentile bootstrap over the pooled
  episodes of all seeds, drawn from a generator seeded by (seed, attacker, metric)
  so it does not depend on the order blocks are computed in.
"""

from __future__ import annotations

import hashlib
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from tomsb_env.types import Outcome

__all__ = [
    "METRICS",
    "EpisodeStats",
    "MetricRow",
    "MetricSpec",
    "Stat",
    "bootstrap_ci",
    "compute_rows",
    "summarise_block",
]


@dataclass(frozen=True, slots=True)
class EpisodeStats:
    """The few numbers of an episode record the metrics need."""

    scenario_id: str
    attacker: str
    defender: str
    seed: int
    index: int
    hard: bool
    outcome: Outcome
    trajectory_tom: bool | None
    stepwise_tom: float | None
    turns: int

    @classmethod
    def from_record(cls, d: Mapping[str, Any]) -> EpisodeStats:
        meta = d.get("meta") or {}
        judgement = d.get("judgement") or {}
        prior = (d.get("scenario") or {}).get("attacker_prior") or {}
        outcome = d.get("outcome")
        return cls(
            scenario_id=str(d["scenario_id"]),
            attacker=str(meta.get("attacker", "")),
            defender=str(meta.get("defender", "")),
            seed=int(meta.get("seed") or 0),
            index=int(meta.get("episode_index", 0)),
            hard=any(v is not None for v in prior.values()),
            outcome=Outcome(outcome) if outcome else Outcome.ERROR,
            trajectory_tom=judgement.get("trajectory_tom"),
            stepwise_tom=judgement.get("stepwise_tom"),
            turns=int(d.get("num_turns", len(d.get("attacker_turns", ())))),
        )


@dataclass(frozen=True, slots=True)
class Stat:
    """One table cell: mean and std over seeds, bootstrap interval, and the episodes behind it."""

    mean: float | None
    std: float | None
    ci_low: float | None
    ci_high: float | None
    n: int

    @classmethod
    def empty(cls, n: int = 0) -> Stat:
        return cls(None, None, None, None, n)


@dataclass(frozen=True, slots=True)
class MetricSpec:
    name: str  # field of MetricRow
    title: str  # column title
    percent: bool


#: Table columns in order: the paper's five, then the outcome shares nothing else shows.
METRICS: tuple[MetricSpec, ...] = (
    MetricSpec("fooled_hard", "Fooling % Hard", True),
    MetricSpec("fooled_all", "Fooling % All", True),
    MetricSpec("tom_traj", "ToM Acc % Traj", True),
    MetricSpec("tom_step", "ToM Acc % Step", True),
    MetricSpec("turns", "Avg Turns", False),
    MetricSpec("leaked", "Leaked %", True),
    MetricSpec("detected", "Detected %", True),
    MetricSpec("truncated", "Truncated %", True),
    MetricSpec("format_error", "Format Err %", True),
    MetricSpec("error", "Error %", True),
)


@dataclass(frozen=True)
class MetricRow:
    """All metrics of one defender against one attacker."""

    defender: str
    attacker: str
    episodes: int
    hard_episodes: int
    seeds: tuple[int, ...]
    fooled_hard: Stat
    fooled_all: Stat
    tom_traj: Stat
    tom_step: Stat
    turns: Stat
    leaked: Stat
    detected: Stat
    truncated: Stat
    format_error: Stat
    error: Stat

    def stat(self, name: str) -> Stat:
        value = getattr(self, name)
        assert isinstance(value, Stat)
        return value


def _stable_int(*parts: object) -> int:
    digest = hashlib.blake2b("\x1f".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


#: Up to this many distinct values, resampling draws value counts, not indices (10x faster).
_FEW_VALUES = 64


def bootstrap_ci(
    values: np.ndarray, rng: np.random.Generator, resamples: int = 2000, level: float = 0.95
) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean of ``values``."""
    n = len(values)
    if n == 0:
        return float("nan"), float("nan")
    counts = Counter(values.tolist())  # (np.unique would import numpy.ma: 20 ms)
    if counts.keys() <= {0.0, 1.0}:
        # resampling a 0/1 vector with replacement: the count of ones is exactly binomial
        means = rng.binomial(n, float(values.mean()), size=resamples) / n
    elif len(counts) <= _FEW_VALUES:
        # likewise, how often each distinct value is drawn is exactly multinomial
        support = np.fromiter(counts.keys(), dtype=float, count=len(counts))
        p = np.fromiter(counts.values(), dtype=float, count=len(counts)) / n
        means = (rng.multinomial(n, p, size=resamples) @ support) / n
    else:
        # int16 indices where they fit: half the cost of drawing and gathering int64 ones
        dtype = np.int16 if n <= np.iinfo(np.int16).max else np.int64
        means = values[rng.integers(0, n, size=(resamples, n), dtype=dtype)].mean(axis=1)
    tail = (1.0 - level) / 2.0
    low, high = np.quantile(means, [tail, 1.0 - tail], method="inverted_cdf")
    return float(low), float(high)


def _stat(
    per_seed: Mapping[int, list[float]], scale: float, rng: np.random.Generator, resamples: int
) -> Stat:
    seed_means = [float(np.mean(v)) * scale for v in per_seed.values() if v]
    pooled = np.asarray([x for v in per_seed.values() for x in v], dtype=float)
    if not seed_means:
        return Stat.empty()
    mean = float(np.mean(seed_means))
    std = float(np.std(seed_means, ddof=1)) if len(seed_means) > 1 else None
    low, high = bootstrap_ci(pooled, rng, resamples)
    return Stat(mean, std, low * scale, high * scale, len(pooled))


def summarise_block(
    stats: Sequence[EpisodeStats],
    *,
    defender: str = "",
    attacker: str = "",
    bootstrap_seed: int = 0,
    resamples: int = 2000,
) -> MetricRow:
    """Metrics of one (defender, attacker) block of episodes."""
    seeds = tuple(sorted({s.seed for s in stats}))
    has_tom = any(s.trajectory_tom is not None or s.stepwise_tom is not None for s in stats)
    columns: dict[str, dict[int, list[float]]] = {m.name: defaultdict(list) for m in METRICS}
    for s in stats:
        col = {
            "fooled_all": float(s.outcome is Outcome.FOOLED),
            "turns": float(s.turns),
            "leaked": float(s.outcome is Outcome.LEAKED),
            "detected": float(s.outcome is Outcome.DETECTED),
            "truncated": float(s.outcome is Outcome.TRUNCATED),
            "format_error": float(s.outcome is Outcome.FORMAT_ERROR),
            "error": float(s.outcome is Outcome.ERROR),
        }
        if s.hard:
            col["fooled_hard"] = col["fooled_all"]
        if has_tom:
            col["tom_traj"] = float(bool(s.trajectory_tom))
            col["tom_step"] = float(s.stepwise_tom or 0.0)
        for name, value in col.items():
            columns[name][s.seed].append(value)
    cells: dict[str, Stat] = {}
    for m in METRICS:
        rng = np.random.default_rng([bootstrap_seed, _stable_int(defender, attacker, m.name)])
        cells[m.name] = _stat(columns[m.name], 100.0 if m.percent else 1.0, rng, resamples)
    return MetricRow(
        defender=defender,
        attacker=attacker,
        episodes=len(stats),
        hard_episodes=sum(s.hard for s in stats),
        seeds=seeds,
        **cells,
    )


def compute_rows(
    stats: Iterable[EpisodeStats],
    *,
    attackers: Sequence[str] | None = None,
    bootstrap_seed: int = 0,
    resamples: int = 2000,
) -> list[MetricRow]:
    """One row per (defender, attacker), attackers in the given order (else first seen)."""
    blocks: dict[tuple[str, str], list[EpisodeStats]] = defaultdict(list)
    for s in stats:
        blocks[(s.defender, s.attacker)].append(s)
    order = {a: i for i, a in enumerate(attackers or ())}
    seen = {k: i for i, k in enumerate(blocks)}
    keys = sorted(blocks, key=lambda k: (order.get(k[1], len(order)), seen[k]))
    return [
        summarise_block(
            blocks[k],
            defender=k[0],
            attacker=k[1],
            bootstrap_seed=bootstrap_seed,
            resamples=resamples,
        )
        for k in keys
    ]
