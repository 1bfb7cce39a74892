"""Published reference numbers, to print next to your own rows (``tomsb bench --paper``).

Tables 1 and 2 of the preprint, read from ``paper_rows.json`` (``None``: not reported);
docs/benchmark.md, "Comparing with the paper", says what they compare with."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


def _cell(value: list[Any] | None) -> _Cell:
    """A JSON cell, ``[mean, std or null]`` or null."""
    return None if value is None else (float(value[0]), value[1])


#: the published numbers are data, kept in paper_rows.json beside this module
PAPER_ROWS: tuple[PaperRow, ...] = tuple(
    PaperRow(method, kind, *map(_cell, cells))
    for method, kind, *cells in json.loads(
        Path(__file__).with_name("paper_rows.json").read_text("utf-8")
    )["rows"]
)


def paper_rows_for(attacker_kind: str | None) -> list[PaperRow]:
    """The published rows against the paper's attacker of that kind (empty if none)."""
    return [r for r in PAPER_ROWS if r.attacker_kind == attacker_kind]
