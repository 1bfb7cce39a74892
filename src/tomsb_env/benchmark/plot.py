"""Fooling vs ToM scatter, one point per defender and a colour per attacker (``tomsb plot``).

The paper's Figure 3 shows that defenders with better trajectory ToM fool more
often; this draws the same picture from your runs and puts the Pearson r of each
attacker's points in the legend. Needs matplotlib (``pip install
'tomsb-env[plot]'``), imported only when a plot is drawn, with the Agg backend.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tomsb_env.benchmark.metrics import MetricRow
from tomsb_env.errors import ConfigError, MissingExtraError

__all__ = ["AttackerFit", "pearson_r", "plot_fooling_vs_tom", "scatter_points"]

_FOOLING = {"hard": "fooled_hard", "all": "fooled_all"}
_TOM = {"traj": "tom_traj", "step": "tom_step"}


def pearson_r(x: Sequence[float], y: Sequence[float]) -> float | None:
    """Pearson correlation, or None with fewer than 3 points or no spread."""
    if len(x) < 3:
        return None
    xa, ya = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    if np.std(xa) == 0 or np.std(ya) == 0:
        return None
    return float(np.corrcoef(xa, ya)[0, 1])


@dataclass(frozen=True)
class AttackerFit:
    """One attacker's points: (defender, fooling %, ToM %) and their correlation."""

    attacker: str
    points: tuple[tuple[str, float, float], ...]
    r: float | None


def scatter_points(
    rows: Sequence[MetricRow], fooling: str = "hard", tom: str = "traj"
) -> list[AttackerFit]:
    """Group rows by attacker; rows without a ToM value (``-``) are left out."""
    if fooling not in _FOOLING:
        raise ConfigError(f"fooling must be 'hard' or 'all', got {fooling!r}")
    if tom not in _TOM:
        raise ConfigError(f"tom must be 'traj' or 'step', got {tom!r}")
    fits: list[AttackerFit] = []
    for attacker in dict.fromkeys(r.attacker for r in rows):
        pts = []
        for r in rows:
            f, t = r.stat(_FOOLING[fooling]).mean, r.stat(_TOM[tom]).mean
            if r.attacker == attacker and f is not None and t is not None:
                pts.append((r.defender, f, t))
        fits.append(
            AttackerFit(attacker, tuple(pts), pearson_r([p[1] for p in pts], [p[2] for p in pts]))
        )
    return fits


def plot_fooling_vs_tom(
    rows: Sequence[MetricRow],
    path: str | Path,
    *,
    fooling: str = "hard",
    tom: str = "traj",
    title: str | None = None,
) -> list[AttackerFit]:
    """Save the scatter to ``path`` (format from its suffix) and return what was drawn."""
    try:
        import matplotlib
    except ImportError:
        raise MissingExtraError("matplotlib", "plot", "tomsb plot") from None
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    fits = scatter_points(rows, fooling, tom)
    if not any(f.points for f in fits):
        raise ConfigError("nothing to plot: no defender in these runs produced ToM estimates")
    fig, ax = plt.subplots(figsize=(6.4, 4.8))
    markers = "osD^vP*X"
    for i, fit in enumerate(fits):
        if not fit.points:
            continue
        xs, ys = [p[1] for p in fit.points], [p[2] for p in fit.points]
        r = "n/a" if fit.r is None else f"{fit.r:.2f}"
        dots = ax.scatter(
            xs, ys, marker=markers[i % len(markers)], s=50, label=f"{fit.attacker}: r={r}"
        )
        if fit.r is not None:
            slope, icpt = np.polyfit(xs, ys, 1)
            grid = np.linspace(min(xs), max(xs), 20)
            ax.plot(
                grid, slope * grid + icpt, linewidth=1, alpha=0.6, color=dots.get_facecolor()[0]
            )
        for name, x, y in fit.points:
            ax.annotate(
                name, (x, y), fontsize=7, alpha=0.7, xytext=(3, 3), textcoords="offset points"
            )
    ax.set_xlabel(f"Fooling % ({'hard scenarios' if fooling == 'hard' else 'all scenarios'})")
    ax.set_ylabel(f"ToM accuracy % ({'trajectory' if tom == 'traj' else 'stepwise'})")
    ax.set_title(title or "Fooling vs theory of mind")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=120)
    plt.close(fig)
    return fits
