"""``tomsb report --format html``: one self-contained page of one or more runs (docs/report.md).

The page (``report_page.html`` beside this module, no network) is given one JSON block; every
text of a run reaches it as data and is drawn as text (``textContent``), never run as markup."""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from collections import namedtuple
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from importlib.resources import files
from typing import Any

from tomsb_env.benchmark import report
from tomsb_env.benchmark.metrics import METRICS, MetricRow
from tomsb_env.benchmark.paper_reports import pearson_r
from tomsb_env.benchmark.runner import known_levels_split
from tomsb_env.benchmark.store import EpisodeLog, dumps
from tomsb_env.errors import ConfigError

__all__ = ["AttackerFit", "scatter_points", "to_html"]

#: episodes per compressed chunk: opening an episode inflates its chunk only
CHUNK = 64
#: one episode in the page's index: ``at`` is its place among the embedded records (-1: none)
_Entry = namedtuple("_Entry", "run seed attacker scenario index outcome turns reward known tom at")


def to_html(runs: Sequence[Any], *, max_episodes: int = 20_000) -> str:
    """The page of ``runs`` (``load_run`` results; each labelled by its config's ``name``).
    Past ``max_episodes`` in all, each episode is embedded with probability ``max_episodes /
    total``, decided by a hash of its run and key (the same sample on every build); the tables
    and the known-levels split count every episode either way."""
    keep = min(1.0, max_episodes / max(sum(run.resumed for run in runs), 1))
    entries: dict[tuple[Any, ...], _Entry] = {}  # (run, key) -> its index entry; the last counts
    chunks: list[str] = []
    pending: list[bytes] = []
    for i, run in enumerate(runs):
        for (sid, attacker, seed, index), ep in EpisodeLog(run.paths.episodes).stream():
            digest = hashlib.blake2b(repr((i, sid, attacker, seed, index)).encode()).digest()
            kept = int.from_bytes(digest[:8], "big") < keep * 2**64
            tom = bool(ep.judgement and ep.judgement.trajectory_tom)
            at = len(chunks) * CHUNK + len(pending) if kept else -1
            entries[(i, sid, attacker, seed, index)] = _Entry(
                i, seed, attacker, sid, index, str(ep.outcome), ep.num_turns,
                round(ep.reward, 4), len(ep.scenario.known_levels), tom, at,
            )  # fmt: skip
            pending += [dumps(ep.to_dict())] if kept else []
            if len(pending) == CHUNK:
                chunks.append(_pack(pending))
                pending = []
    chunks += [_pack(pending)] if pending else []
    shown = sorted(e for e in entries.values() if e.at >= 0)
    differ = report.protocol_differences([run.config for run in runs])
    data = {
        "title": "ToM-SB benchmark",
        "metrics": [[m.name, m.title, m.percent] for m in METRICS],
        "runs": [_run_dict(run) for run in runs],
        "warning": report.protocol_warning(differ) if differ else None,
        "rows": [_row_dict(i, r) for i, run in enumerate(runs) for r in run.rows],
        "scatter": {f"{f}/{t}": [asdict(fit) for fit in
                                 scatter_points([r for run in runs for r in run.rows], f, t)]
                    for f in ("hard", "all") for t in ("traj", "step")},
        "episodes": {"total": len(entries), "keep": keep, "chunk": CHUNK, "chunks": chunks,
                     "columns": {f: [getattr(e, f) for e in shown] for f in _Entry._fields}},
    }  # fmt: skip
    # "<" escaped inside the JSON strings: no "</script>" or "<!--" can end the block early
    blob = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")
    page = files("tomsb_env.benchmark").joinpath("report_page.html").read_text(encoding="utf-8")
    return page.replace("/*TOMSB_DATA*/", blob)


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
    if fooling not in ("hard", "all"):
        raise ConfigError(f"fooling must be 'hard' or 'all', got {fooling!r}")
    if tom not in ("traj", "step"):
        raise ConfigError(f"tom must be 'traj' or 'step', got {tom!r}")
    means = [(r, r.stat(f"fooled_{fooling}").mean, r.stat(f"tom_{tom}").mean) for r in rows]
    fits: list[AttackerFit] = []
    for attacker in dict.fromkeys(r.attacker for r in rows):
        pts = tuple(
            (r.defender, f, t)
            for r, f, t in means
            if r.attacker == attacker and f is not None and t is not None
        )
        fits.append(AttackerFit(attacker, pts, pearson_r([p[1] for p in pts], [p[2] for p in pts])))
    return fits


def _pack(records: list[bytes]) -> str:
    return base64.b64encode(zlib.compress(b"[" + b",".join(records) + b"]")).decode()


def _run_dict(run: Any) -> dict[str, Any]:
    c = run.config
    return {"label": c.display_name, "dir": str(run.paths.out_dir), "defender": c.defender,
            "protocol": report.describe_protocol(c),
            "known": list(known_levels_split(run.episode_rows).items())}  # fmt: skip


def _row_dict(run: int, row: MetricRow) -> dict[str, Any]:
    """A table row: each cell as the markdown table writes it, its mean and 95% interval
    (exact binomial for a rate, the scenario bootstrap for a mean)."""
    cells = {}
    for m in METRICS:
        s = row.stat(m.name)
        cells[m.name] = [report.format_cell(s, m.percent), s.mean, s.ci_low, s.ci_high]
    return {"run": run, "attacker": row.attacker, "episodes": row.episodes, "cells": cells}
