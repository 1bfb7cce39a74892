"""Reports the paper has and the default benchmark lacks, and the authors' counting rules.

docs/paper.md ("Reports the paper has", and the Avg Turns and signal rule rows of "Rules
that differ") describes each and the authors' code it follows."""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.benchmark.stats import betainc
from tomsb_env.errors import ConfigError
from tomsb_env.types import Episode, Signal

_TERMINAL = (Signal.ATTACK_SUCCESSFUL, Signal.DEFENDER_DETECTED)


# ------------------------------------------------------------------ counting rules
def paper_turns(signals: Sequence[Signal | str]) -> int:
    """Signals before the first terminal one (all of them when none is terminal)."""
    for i, signal in enumerate(signals):
        if Signal(signal) in _TERMINAL:
            return i
    return len(signals)


def paper_avg_turns(episodes: Iterable[Episode]) -> float | None:
    """Mean :func:`paper_turns` over episodes' attacker signals (None for no episodes)."""
    counts = [paper_turns([t.signal for t in ep.attacker_turns]) for ep in episodes]
    return sum(counts) / len(counts) if counts else None


# ------------------------------------------------------------------ prior-knowledge split
def outcomes_by_known_levels(episodes: Iterable[Episode]) -> dict[int, Counter[str]]:
    """``{levels known at the start: Counter(outcome value)}`` over judged episodes."""
    out: dict[int, Counter[str]] = {}
    for ep in episodes:
        if ep.outcome is None:
            raise ConfigError(f"episode of scenario {ep.scenario.id!r} has no outcome yet")
        known = len(ep.scenario.known_levels)
        out.setdefault(known, Counter())[ep.outcome.value] += 1
    return dict(sorted(out.items()))


def format_outcomes_by_known_levels(split: Mapping[int, Counter[str]]) -> str:
    """A plain-text table: one row per number of known levels, outcome shares in %."""
    names = sorted({name for counts in split.values() for name in counts})
    lines = [f"{'known':>5} {'n':>5} " + " ".join(f"{n:>13}" for n in names)]
    for known, counts in split.items():
        total = sum(counts.values())
        cells = " ".join(f"{100 * counts[n] / total:12.1f}%" for n in names)
        lines.append(f"{known:>5} {total:>5} {cells}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ Tables 3-9
_Value = float | None


@dataclass(frozen=True)
class AppendixRow:
    """One published row: fooling % (hard, all), ToM % (trajectory, stepwise), Avg Turns."""

    table: int
    method: str
    attacker_kind: str
    fooled_hard: _Value
    fooled_all: _Value
    tom_traj: _Value
    tom_step: _Value
    turns: _Value

    def metric(self, name: str) -> _Value:
        if name not in METRICS:
            raise ConfigError(f"unknown metric {name!r}; valid: {', '.join(METRICS)}")
        return getattr(self, name)


#: the four metrics of Figures 3 and 4, as AppendixRow attribute names
METRICS = ("fooled_hard", "fooled_all", "tom_traj", "tom_step")


#: the published numbers are data, kept in paper_tables.json beside this module
APPENDIX_ROWS: tuple[AppendixRow, ...] = tuple(
    AppendixRow(*row)
    for row in json.loads(Path(__file__).with_name("paper_tables.json").read_text("utf-8"))["rows"]
)


def appendix_rows(table: int | None = None, attacker_kind: str | None = None) -> list[AppendixRow]:
    """Published rows of one table and/or against one attacker kind."""
    tables = {r.table for r in APPENDIX_ROWS}
    if table is not None and table not in tables:
        raise ConfigError(f"table must be one of {sorted(tables)}, got {table!r}")
    return [
        r
        for r in APPENDIX_ROWS
        if (table is None or r.table == table)
        and (attacker_kind is None or r.attacker_kind == attacker_kind)
    ]


# ------------------------------------------------------------------ correlation
@dataclass(frozen=True)
class Correlation:
    n: int
    r: float
    p: float


def student_t_two_sided_p(t: float, df: int) -> float:
    """P(|T| >= |t|) for Student's t with ``df`` degrees of freedom."""
    if df < 1:
        raise ConfigError(f"df must be >= 1, got {df}")
    if math.isinf(t):
        return 0.0
    return betainc(df / 2.0, 0.5, df / (df + t * t))


def pearson_r(x: Sequence[float], y: Sequence[float]) -> float | None:
    """Pearson correlation, or None with fewer than 3 points or no spread."""
    if len(x) < 3:
        return None
    xa, ya = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    if np.std(xa) == 0 or np.std(ya) == 0:
        return None
    return float(np.corrcoef(xa, ya)[0, 1])


def correlation(x: Sequence[float], y: Sequence[float]) -> Correlation | None:
    """Pearson r and its two-sided p (H0: no correlation); None below 3 points or without spread."""
    if len(x) != len(y):
        raise ConfigError(f"x and y differ in length: {len(x)} vs {len(y)}")
    r = pearson_r(x, y)
    if r is None:
        return None
    n, r = len(x), min(max(r, -1.0), 1.0)
    if abs(r) == 1.0:
        return Correlation(n, r, 0.0)
    t = r * math.sqrt((n - 2) / (1.0 - r * r))
    return Correlation(n, r, student_t_two_sided_p(t, n - 2))


# ------------------------------------------------------------------ Figures 3 and 4
@dataclass(frozen=True)
class Panel:
    """One scatter: ``x`` vs ``y`` metric, per attacker its points and their correlation;
    ``mean_r`` averages the attackers' r (the paper's 0.92 for Figure 3), ``pooled`` fits all."""

    x: str
    y: str
    series: dict[str, tuple[tuple[tuple[str, float, float], ...], Correlation | None]]
    mean_r: float | None = None
    pooled: Correlation | None = None


def _panel(rows: Sequence[Any], x: str, y: str) -> Panel:
    series: dict[str, tuple[tuple[tuple[str, float, float], ...], Correlation | None]] = {}
    for kind in dict.fromkeys(r.attacker_kind for r in rows):
        pts = tuple(
            (r.method, float(r.metric(x)), float(r.metric(y)))
            for r in rows
            if r.attacker_kind == kind and r.metric(x) is not None and r.metric(y) is not None
        )
        fit = correlation([p[1] for p in pts], [p[2] for p in pts]) if pts else None
        series[kind] = (pts, fit)
    fits = [fit.r for _, fit in series.values() if fit is not None]
    every = [p for pts, _ in series.values() for p in pts]
    pooled = correlation([p[1] for p in every], [p[2] for p in every])
    return Panel(x, y, series, sum(fits) / len(fits) if fits else None, pooled)


def _figure_rows(rows: Sequence[Any] | None) -> Sequence[Any]:
    # the paper's figures use Tables 6-9 (one table per attacker)
    return rows if rows is not None else [r for r in APPENDIX_ROWS if r.table in (6, 7, 8, 9)]


def figure3(rows: Sequence[Any] | None = None) -> Panel:
    """Fooling % on hard scenarios vs trajectory ToM %, one fit per attacker; ``rows`` (with
    ``attacker_kind``, ``method``, ``metric(name)``) default to the published Tables 6-9."""
    return _panel(_figure_rows(rows), "fooled_hard", "tom_traj")


def figure4_panels(rows: Sequence[Any] | None = None) -> list[Panel]:
    """The six pairings of :data:`METRICS` (Figure 4), each with per-attacker fits."""
    data = _figure_rows(rows)
    return [_panel(data, x, y) for x, y in combinations(METRICS, 2)]
