"""Intervals and tests for comparing defenders on the same games: :func:`binomial_ci` (exact,
so 0 of 32 is ``[0, 0.109]``, never a bootstrap's ``[0, 0]``), :func:`cluster_bootstrap`
(games that share a universe are not independent draws), :func:`paired_difference` (the
primary test of "defender A beats defender B") and :func:`mcnemar_exact`.

No SciPy: the incomplete beta function below is the one piece it would have supplied, and
importing ``scipy.special`` alone costs more than a scripted benchmark run's whole summary.
``tests/test_stats.py`` checks it against SciPy's values."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import asdict, dataclass

import numpy as np

__all__ = [
    "Interval",
    "betainc",
    "binomial_ci",
    "cluster_bootstrap",
    "mcnemar_exact",
    "paired_difference",
]


@dataclass(frozen=True)
class Interval:
    """An estimate with its interval, and how many observations and clusters stand behind it."""

    estimate: float
    low: float
    high: float
    n: int
    clusters: int

    @property
    def excludes_zero(self) -> bool:
        """True when the whole interval lies on one side of 0 (a difference that holds)."""
        return self.low > 0 or self.high < 0

    def to_dict(self) -> dict[str, float | int]:
        return asdict(self)


def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz)."""
    tiny, qab, qap, qam = 1e-300, a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 100_000):
        m2 = 2 * m
        for num in (m * (b - m) * x / ((qam + m2) * (a + m2)),
                    -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):  # fmt: skip
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            return h
    raise ArithmeticError(f"incomplete beta did not converge for a={a}, b={b}, x={x}")


def betainc(a: float, b: float, x: float) -> float:
    """The regularised incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    log_front = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
    front = math.exp(log_front + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def _beta_quantile(q: float, a: float, b: float) -> float:
    """The ``q`` quantile of Beta(a, b): Newton steps on I_x (its slope is the density),
    a bisection step whenever Newton would leave the bracket the steps have narrowed."""
    lo, hi, x = 0.0, 1.0, a / (a + b)
    log_norm = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
    for _ in range(200):
        f = betainc(a, b, x) - q
        if f == 0:
            return x
        lo, hi = (x, hi) if f < 0 else (lo, x)
        density = math.exp(log_norm + (a - 1) * math.log(x) + (b - 1) * math.log1p(-x))
        step = x - f / density if density > 0 else lo
        new = step if lo < step < hi else (lo + hi) / 2
        if abs(new - x) <= 1e-13 * x:
            return new
        x = new
    return x


def binomial_ci(k: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """The exact (Clopper-Pearson) interval of a rate of ``k`` in ``n``; ``(0, 1)`` for n = 0."""
    if not 0 <= k <= n:
        raise ValueError(f"need 0 <= k <= n, got k={k}, n={n}")
    if n == 0:
        return 0.0, 1.0
    alpha = 1.0 - level
    low = 0.0 if k == 0 else _beta_quantile(alpha / 2, k, n - k + 1)
    high = 1.0 if k == n else _beta_quantile(1 - alpha / 2, k + 1, n - k)
    return low, high


def cluster_bootstrap(
    values: Sequence[float],
    clusters: Sequence[Hashable] | None = None,
    *,
    level: float = 0.95,
    resamples: int = 10_000,
    seed: int | Sequence[int] = 0,
) -> Interval:
    """The mean of ``values`` with a percentile interval from resampling whole clusters:
    ``clusters[i]`` names the cluster of ``values[i]`` (e.g. the scenario's universe); None
    makes each value its own cluster (the ordinary bootstrap). Each resample draws as many
    clusters as there are, with replacement, and takes the mean of all their values."""
    x = np.asarray(values, dtype=float)
    if x.ndim != 1 or x.size == 0:
        raise ValueError("need a non-empty sequence of values")
    labels = range(x.size) if clusters is None else clusters
    if len(labels) != x.size:
        raise ValueError(f"{len(labels)} cluster labels for {x.size} values")
    index: dict[Hashable, int] = {}
    ids = np.fromiter((index.setdefault(c, len(index)) for c in labels), dtype=np.int64)
    sums = np.bincount(ids, weights=x)
    counts = np.bincount(ids).astype(float)
    g = len(index)
    draws = np.random.default_rng(seed).integers(g, size=(resamples, g))
    means = sums[draws].sum(axis=1) / counts[draws].sum(axis=1)
    alpha = (1.0 - level) / 2
    low, high = np.quantile(means, [alpha, 1.0 - alpha])
    return Interval(float(x.mean()), float(low), float(high), int(x.size), g)


def paired_difference(
    a: Sequence[float],
    b: Sequence[float],
    clusters: Sequence[Hashable] | None = None,
    **kwargs: float | int,
) -> Interval:
    """The mean of ``a[i] - b[i]`` over the same games, with :func:`cluster_bootstrap`'s
    interval (``kwargs``: ``level``, ``resamples``, ``seed``)."""
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}")
    diff = np.asarray(a, dtype=float) - np.asarray(b, dtype=float)
    return cluster_bootstrap(diff, clusters, **kwargs)  # type: ignore[arg-type]


def mcnemar_exact(a: Sequence[bool], b: Sequence[bool]) -> float:
    """The exact two-sided p-value that paired binary outcomes ``a`` and ``b`` have the same
    rate: a binomial test at 1/2 on the pairs where exactly one of them is true."""
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}")
    only_a = sum(1 for x, y in zip(a, b, strict=True) if x and not y)
    only_b = sum(1 for x, y in zip(a, b, strict=True) if y and not x)
    n, k = only_a + only_b, min(only_a, only_b)
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)
