"""Fooling vs ToM scatter, one point per defender and a colour per attacker (``tomsb plot``).

Like the paper's Figure 3, with each attacker's Pearson r in the legend. Needs matplotlib
(``tomsb-env[plot]``), imported only when a plot is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.benchmark.metrics import MetricRow
from tomsb_env.benchmark.paper_reports import pearson_r, pyplot
from tomsb_env.errors import ConfigError

__all__ = [
    "AttackerFit",
    "pearson_r",
    "place_labels",
    "plot_fooling_vs_tom",
    "scatter_points",
    "text_box",
]

_FOOLING = {"hard": "fooled_hard", "all": "fooled_all"}
_TOM = {"traj": "tom_traj", "step": "tom_step"}


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
    means = [(r, r.stat(_FOOLING[fooling]).mean, r.stat(_TOM[tom]).mean) for r in rows]
    fits: list[AttackerFit] = []
    for attacker in dict.fromkeys(r.attacker for r in rows):
        pts = tuple(
            (r.defender, f, t)
            for r, f, t in means
            if r.attacker == attacker and f is not None and t is not None
        )
        fits.append(AttackerFit(attacker, pts, pearson_r([p[1] for p in pts], [p[2] for p in pts])))
    return fits


# label offsets tried in turn (points from the marker), nearest first: beside it, then in
# rows a line apart, then further aside; a label beyond _LEADER points gets a leader line
_OFFSETS = tuple(
    sorted(
        ((dx * sx, dy) for dx in (4, 40, 80) for sx in (1, -1) for dy in range(-70, 75, 11)),
        key=lambda o: (o[0] ** 2 + (o[1] - 4) ** 2, o[0] < 0),
    )
)
_LEADER = 16


def text_box(text: Any, renderer: Any) -> Any:
    """The display-space box of a label's text, without its leader line (which may cross)."""
    from matplotlib.text import Text

    return Text.get_window_extent(text, renderer)


def place_labels(ax: Any, points: Sequence[tuple[str, float, float]]) -> list[Any]:
    """Name each point (coinciding points share a label) at the first offset whose box
    overlaps no label placed before, with a leader line if far; returns the texts drawn."""
    groups: dict[tuple[float, float], list[str]] = {}
    for name, x, y in points:
        names = groups.setdefault((round(x, 6), round(y, 6)), [])
        if name not in names:
            names.append(name)
    renderer = ax.figure.canvas.get_renderer()
    placed: list[Any] = []
    boxes: list[Any] = []
    style = {"textcoords": "offset points", "fontsize": 7, "alpha": 0.8}
    leader = {"arrowstyle": "-", "lw": 0.5, "alpha": 0.5}
    # top to bottom, then left to right: neighbours are placed one after the other
    for (x, y), names in sorted(groups.items(), key=lambda kv: (-kv[0][1], kv[0][0])):
        label = "\n".join(names)
        for i, (dx, dy) in enumerate(_OFFSETS):
            text = ax.annotate(
                label,
                (x, y),
                xytext=(dx, dy),
                ha="left" if dx > 0 else "right",
                va="bottom" if dy >= 0 else "top",
                arrowprops=leader if abs(dx) + abs(dy) > _LEADER else None,
                **style,
            )
            box = text_box(text, renderer)
            if not any(box.overlaps(b) for b in boxes) or i == len(_OFFSETS) - 1:
                break
            text.remove()
        placed.append(text)
        boxes.append(box)
    return placed


def plot_fooling_vs_tom(
    rows: Sequence[MetricRow],
    path: str | Path,
    *,
    fooling: str = "hard",
    tom: str = "traj",
) -> list[AttackerFit]:
    """Save the scatter to ``path`` (format from its suffix) and return what was drawn."""
    plt = pyplot("tomsb plot")
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
    ax.set_xlabel(f"Fooling % ({'hard scenarios' if fooling == 'hard' else 'all scenarios'})")
    ax.set_ylabel(f"ToM accuracy % ({'trajectory' if tom == 'traj' else 'stepwise'})")
    ax.set_title("Fooling vs theory of mind")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()  # before the labels: placing them measures the final layout
    place_labels(ax, [p for fit in fits for p in fit.points])
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=120, bbox_inches="tight")  # a label placed past the edge stays whole
    plt.close(fig)
    return fits
