"""Published reference numbers, to print next to your own rows (``tomsb bench --paper``).

Tables 1 and 2 of the ToM-SB preprint: Qwen3-14B defenders (unless a frontier model is
named) against Gemini-3-Flash attackers; Table 1 as mean ± std over three training seeds,
Table 2 (the other attackers) without spreads. ``None`` marks a value the paper does not
report. docs/benchmark.md, "Comparing with the paper", says what they compare with.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["PAPER_ROWS", "PaperRow", "paper_rows_for"]

_Cell = tuple[float, float | None] | None  # (mean, std) or missing


@dataclass(frozen=True)
class PaperRow:
    method: str
    attacker_kind: str
    fooled_hard: _Cell
    fooled_all: _Cell = None
    tom_traj: _Cell = None
    tom_step: _Cell = None
    turns: _Cell = None


def _t1(method: str, hard: _Cell, all_: _Cell, traj: _Cell, step: _Cell, turns: _Cell) -> PaperRow:
    return PaperRow(method, "base", hard, all_, traj, step, turns)


_TABLE1 = (
    _t1(
        "Base prompt (Gemini3-Pro)",
        (34.4, 3.1),
        (57.8, 2.3),
        (48.9, 2.3),
        (47.0, 1.5),
        (3.60, 0.13),
    ),
    _t1("Base prompt (GPT-5.4)", (26.7, 1.3), (51.1, 0.6), (49.8, 2.5), (49.9, 0.9), (3.53, 0.04)),
    _t1("Refuse prompt", (0.3, 0.5), (0.2, 0.3), None, None, (5.94, 0.09)),
    _t1("Mislead prompt", (4.2, 1.5), (37.3, 1.9), None, None, (2.69, 0.06)),
    _t1("Base prompt", (13.2, 4.3), (36.0, 3.6), (36.0, 2.4), (49.3, 2.4), (3.12, 0.09)),
    _t1("Online SFT", (12.5, 0.9), (35.6, 0.8), (33.8, 0.3), (48.3, 1.7), (3.13, 0.09)),
    _t1("ADA (fooling only)", (34.4, 2.9), (46.7, 3.8), (49.0, 1.7), (62.4, 3.6), (4.04, 0.31)),
    _t1("ADA (ToM only)", (40.6, 2.3), (43.6, 2.6), (53.3, 2.9), (65.5, 1.6), (4.66, 0.52)),
    _t1("ADA (fooling + ToM)", (42.4, 3.4), (51.3, 4.4), (58.7, 0.9), (64.9, 1.1), (4.58, 0.13)),
)

# Table 2, other attackers: per method, (fooling % hard, trajectory ToM %) against each kind
_TABLE2_KINDS = ("cross_examiner", "deception_aware", "bluffing")
_TABLE2: dict[str, tuple[tuple[float, float | None], ...]] = {
    "Base prompt (Gemini3-Pro)": ((35.4, 54.0), (24.0, 46.0), (20.8, 24.7)),
    "Mislead prompt": ((3.1, None), (6.2, None), (6.2, None)),
    "Base prompt": ((15.6, 40.7), (16.7, 40.7), (19.8, 22.7)),
    "ADA (fooling only)": ((33.3, 56.0), (40.6, 52.7), (45.8, 34.7)),
    "ADA (ToM only)": ((35.4, 51.3), (29.2, 52.0), (39.6, 32.7)),
    "ADA (fooling + ToM)": ((31.2, 56.0), (40.6, 54.0), (34.4, 28.7)),
}

PAPER_ROWS: tuple[PaperRow, ...] = _TABLE1 + tuple(
    PaperRow(method, kind, (hard, None), tom_traj=None if tom is None else (tom, None))
    for method, cells in _TABLE2.items()
    for kind, (hard, tom) in zip(_TABLE2_KINDS, cells, strict=True)
)


def paper_rows_for(attacker_kind: str | None) -> list[PaperRow]:
    """The published rows against the paper's attacker of that kind (empty if none)."""
    return [r for r in PAPER_ROWS if r.attacker_kind == attacker_kind]
