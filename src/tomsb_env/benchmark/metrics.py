"""Benchmark metrics: per (defender, attacker) block, mean ± std over seeds and a bootstrap CI.

The conventions, and why each cell's generator is seeded by its key: docs/benchmark.md, "Metrics".
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from tomsb_env.benchmark.paper_reports import paper_turns
from tomsb_env.types import Episode, Outcome

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
    authors_turns: int = 0  # signals before the first terminal one (the paper's count)
    #: whether the paper judge could not read one of its answers (None: another judge)
    judge_unread: bool | None = None

    @classmethod
    def from_episode(cls, ep: Episode) -> EpisodeStats:
        j = ep.judgement
        return cls(
            scenario_id=ep.scenario.id,
            attacker=ep.meta.attacker,
            defender=ep.meta.defender,
            seed=int(ep.meta.seed or 0),
            index=ep.meta.episode_index,
            hard=any(v is not None for v in ep.scenario.prior.values()),
            outcome=ep.outcome or Outcome.ERROR,
            trajectory_tom=None if j is None else j.trajectory_tom,
            stepwise_tom=None if j is None else j.stepwise_tom,
            turns=ep.num_turns,
            authors_turns=paper_turns([t.signal for t in ep.attacker_turns]),
            judge_unread=bool(j.unread) if j is not None and j.judge == "paper" else None,
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
    # the released evaluation code counts signals before the first terminal one: ours minus 1
    # for a game ended by a signal; shown beside ours so numbers compare with the paper's
    MetricSpec("authors_turns", "Avg Turns (paper)", False),
    MetricSpec("leaked", "Leaked %", True),
    MetricSpec("unconvinced", "Unconvinced %", True),
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
    authors_turns: Stat
    leaked: Stat
    unconvinced: Stat
    detected: Stat
    truncated: Stat
    format_error: Stat
    error: Stat
    #: episodes with a judge answer the paper judge could not read (None: another judge);
    #: a column of its own, so a silent judge is seen rather than scored
    judge_unread: int | None = None

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
    values: np.ndarray | Sequence[float],
    rng: np.random.Generator,
    resamples: int = 2000,
    level: float = 0.95,
) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean of ``values``."""
    pooled = values.tolist() if isinstance(values, np.ndarray) else list(values)
    n = len(pooled)
    if n == 0:
        return float("nan"), float("nan")
    counts = Counter(pooled)  # (np.unique would import numpy.ma: 20 ms)
    if counts.keys() <= {0.0, 1.0}:
        return _binary_ci(counts[1.0], n, rng, resamples, level)  # (a sum of 0/1 is exact)
    if len(counts) <= _FEW_VALUES:
        # resampling with replacement, how often each distinct value is drawn is exactly multinomial
        support = np.fromiter(counts.keys(), dtype=float, count=len(counts))
        p = np.fromiter(counts.values(), dtype=float, count=len(counts)) / n
        means = (rng.multinomial(n, p, size=resamples) @ support) / n
    else:
        if not isinstance(values, np.ndarray):
            values = np.asarray(pooled, dtype=float)
        # int16 indices where they fit: half the cost of drawing and gathering int64 ones
        dtype = np.int16 if n <= np.iinfo(np.int16).max else np.int64
        means = values[rng.integers(0, n, size=(resamples, n), dtype=dtype)].mean(axis=1)
    return _percentile_interval(means, level)


def _binary_ci(
    ones: int, n: int, rng: np.random.Generator, resamples: int, level: float
) -> tuple[float, float]:
    """:func:`bootstrap_ci` of ``ones`` ones and ``n - ones`` zeros."""
    # resampling a 0/1 vector with replacement: the count of ones is exactly binomial;
    # dividing the counts by n keeps their order, so only the two picked ones need it
    drawn = rng.binomial(n, ones / n, size=resamples)
    low, high = _percentile_interval(drawn, level)
    return low / n, high / n


def _inverted_cdf_index(size: int, q: float) -> int:
    """Where ``np.quantile(sample, q, method="inverted_cdf")`` looks in the sorted sample:
    numpy's virtual index ``size * q - 1`` (in float64), rounded up."""
    return max(math.ceil(size * q - 1.0), 0)


def _percentile_interval(sample: np.ndarray, level: float) -> tuple[float, float]:
    """``np.quantile(sample, [tail, 1 - tail], method="inverted_cdf")`` of a 1-d ``sample``
    at a quarter of numpy's cost; reorders ``sample``."""
    tail = (1.0 - level) / 2.0
    low = _inverted_cdf_index(len(sample), tail)
    high = _inverted_cdf_index(len(sample), 1.0 - tail)
    if sample.dtype.kind != "f":
        sample.partition((low, high))
    else:
        # numpy's own partition (NaNs last) picks the same one of 0.0 and -0.0 as numpy does
        sample.partition((low, high, -1))
        if math.isnan(sample[-1]):
            return math.nan, math.nan
    return float(sample[low]), float(sample[high])


def _over_seeds(seed_means: list[float]) -> tuple[float, float | None]:
    """Mean and sample std of the per-seed values (no std for a single seed)."""
    mean = float(np.mean(seed_means))
    std = float(np.std(seed_means, ddof=1)) if len(seed_means) > 1 else None
    return mean, std


def _binary_stat(
    per_seed: list[tuple[int, int]], scale: float, seed: list[int], resamples: int
) -> Stat:
    """Cell of a 0/1 column given (ones, episodes) per seed (``ones / n`` is numpy's exact mean)."""
    seed_means = [ones / n * scale for ones, n in per_seed if n]
    if not seed_means:
        return Stat.empty()
    mean, std = _over_seeds(seed_means)
    ones, n = sum(o for o, _ in per_seed), sum(k for _, k in per_seed)
    if 0 < ones < n:
        low, high = _binary_ci(ones, n, np.random.default_rng(seed), resamples, 0.95)
    else:  # the binomial draws would all be 0 or all n: no generator needed
        low = high = ones / n
    return Stat(mean, std, low * scale, high * scale, n)


def _real_stat(per_seed: list[list[float]], scale: float, seed: list[int], resamples: int) -> Stat:
    """Cell of a real-valued column given its values per seed."""
    seed_means = [float(np.mean(v)) * scale for v in per_seed if v]
    if not seed_means:
        return Stat.empty()
    mean, std = _over_seeds(seed_means)
    pooled = [x for v in per_seed for x in v]
    low, high = bootstrap_ci(pooled, np.random.default_rng(seed), resamples)
    return Stat(mean, std, low * scale, high * scale, len(pooled))


#: the 0/1 columns that each count one outcome (named after it, fooled_all aside)
_OUTCOME_COLUMNS: tuple[tuple[str, Outcome], ...] = tuple(
    ("fooled_all" if o is Outcome.FOOLED else o.value, o) for o in Outcome
)


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
    # seeds in order of first appearance: it orders the pooled sample, hence the draws
    by_seed: dict[int, list[EpisodeStats]] = defaultdict(list)
    hard_by_seed: dict[int, list[EpisodeStats]] = defaultdict(list)
    for s in stats:
        by_seed[s.seed].append(s)
        if s.hard:
            hard_by_seed[s.seed].append(s)
    groups = list(by_seed.values())
    outcomes = [[s.outcome for s in g] for g in groups]
    binary: dict[str, list[tuple[int, int]]] = {
        name: [(sum(o is outcome for o in outs), len(outs)) for outs in outcomes]
        for name, outcome in _OUTCOME_COLUMNS
    }
    binary["fooled_hard"] = [
        (sum(s.outcome is Outcome.FOOLED for s in g), len(g)) for g in hard_by_seed.values()
    ]
    real = {
        "turns": [[float(s.turns) for s in g] for g in groups],
        "authors_turns": [[float(s.authors_turns) for s in g] for g in groups],
    }
    if has_tom:  # otherwise the ToM cells stay empty
        binary["tom_traj"] = [(sum(bool(s.trajectory_tom) for s in g), len(g)) for g in groups]
        real["tom_step"] = [[float(s.stepwise_tom or 0.0) for s in g] for g in groups]
    cells: dict[str, Stat] = {}
    for m in METRICS:
        seed = [bootstrap_seed, _stable_int(defender, attacker, m.name)]
        scale = 100.0 if m.percent else 1.0
        if m.name in binary:
            cells[m.name] = _binary_stat(binary[m.name], scale, seed, resamples)
        elif m.name in real:
            cells[m.name] = _real_stat(real[m.name], scale, seed, resamples)
        else:
            cells[m.name] = Stat.empty()
    read = [s.judge_unread for s in stats if s.judge_unread is not None]
    return MetricRow(
        defender=defender,
        attacker=attacker,
        episodes=len(stats),
        hard_episodes=sum(s.hard for s in stats),
        seeds=seeds,
        **cells,
        judge_unread=sum(read) if read else None,
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
