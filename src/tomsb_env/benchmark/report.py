"""Result tables: markdown laid out like the paper's Tables 1-2 (the 95% intervals of the four
headline metrics under each block), CSV and JSON with every number."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from tomsb_env.benchmark.metrics import METRICS, MetricRow, Stat
from tomsb_env.benchmark.paper import PaperRow, paper_rows_for
from tomsb_env.benchmark.paper_reports import METRICS as HEADLINE_METRICS
from tomsb_env.benchmark.paper_reports import AppendixRow, appendix_rows
from tomsb_env.benchmark.specs import attacker_kind
from tomsb_env.benchmark.store import RunConfig
from tomsb_env.display import printable
from tomsb_env.errors import UnknownNameError

__all__ = [
    "FORMATS",
    "PROTOCOL_FIELDS",
    "describe_protocol",
    "format_cell",
    "protocol_differences",
    "protocol_warning",
    "render",
    "summary_dict",
    "to_csv",
    "to_json",
    "to_markdown",
]

FORMATS = ("md", "csv", "json")


def format_cell(stat: Stat, percent: bool = True) -> str:
    """``mean ± std``, or ``-`` when the metric does not apply."""
    return _cell(stat.mean, stat.std, percent)


def _cell(mean: float | None, std: float | None, percent: bool) -> str:
    if mean is None:
        return "-"
    digits = 1 if percent else 2
    return f"{mean:.{digits}f}" + ("" if std is None else f" ± {std:.{digits}f}")


#: the run-config fields that make two runs' rows comparable (the defender's aside)
PROTOCOL_FIELDS = (
    "scenarios",
    "scenario_digest",
    "num_scenarios",
    "episodes_per_scenario",
    "seeds",
    "max_turns",
    "attackers",
    "attacker_kwargs",
    "judge",
    "judge_kwargs",
    "judge_version",
)


def protocol_differences(configs: Sequence[RunConfig]) -> list[str]:
    """The protocol fields on which ``configs`` do not all agree (attackers in any order)."""
    protocols = [
        {**{k: d.get(k) for k in PROTOCOL_FIELDS}, "attackers": sorted(d["attackers"])}
        for d in (c.to_dict() for c in configs)
    ]
    return [k for k in PROTOCOL_FIELDS if any(p[k] != protocols[0][k] for p in protocols[1:])]


def describe_protocol(config: RunConfig) -> str:
    """One line: scenarios, episodes, seeds, turn cap, attackers and their settings, judge,
    and the defender's recorded settings (prompt name, sampling...)."""
    seeds = ",".join(map(str, config.seeds))
    attackers = ", ".join(printable(a) for a in config.attackers)
    return (
        f"{config.num_scenarios} scenarios ({printable(config.scenarios)}), "
        f"{config.episodes_per_scenario} episode(s) each, seeds {seeds}, "
        f"{config.max_turns}-turn cap; attackers {attackers}"
        + _kwargs(" with", config.attacker_kwargs)
        + f"; judge {printable(config.judge)} v{config.judge_version}"
        + _kwargs(" with", config.judge_kwargs)
        + _kwargs("; defender", config.defender_kwargs)
    )


def _kwargs(lead: str, kwargs: Any) -> str:
    """``lead`` and the settings, or nothing when there are none."""
    shown = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in dict(kwargs).items())
    return f"{lead} {printable(shown)}" if shown else ""


def protocol_warning(differ: Sequence[str]) -> str:
    return (
        f"Warning: these runs differ in {', '.join(differ)}; rows from different protocols "
        "are not comparable."
    )


def _protocol_lines(config: RunConfig | None, configs: Sequence[RunConfig]) -> list[str]:
    """Markdown lines: the run's protocol, or each run's and a warning when they differ."""
    if len(configs) < 2:
        c = config if config is not None else configs[0] if configs else None
        if c is None:
            return []
        named = c.display_name != c.defender
        who = f"`{printable(c.name)}` is {printable(c.defender)}; " if named else ""
        cells = "Cells: mean ± std over seeds; rates in % of all episodes of the block."
        return [f"{who}{describe_protocol(c)}. {cells}", ""]
    lines = ["Protocols:", ""]
    for c in configs:
        label = "" if c.display_name == c.defender else f" ({printable(c.defender)})"
        lines.append(f"- `{printable(c.display_name)}`{label}: {describe_protocol(c)}")
    differ = protocol_differences(configs)
    return [*lines, "", *([f"**{protocol_warning(differ)}**", ""] if differ else [])]


def to_markdown(
    rows: Sequence[MetricRow],
    config: RunConfig | None = None,
    *,
    paper: bool = False,
    configs: Sequence[RunConfig] = (),
) -> str:
    """The paper-style table: a block per attacker, a row per defender. ``configs`` (the
    runs of a combined table) are listed with their protocols instead of ``config``."""
    unread = any(r.judge_unread is not None for r in rows)  # a paper-judge row: its column
    head = ["Defender", *(m.title for m in METRICS), *["Judge Unread"] * unread, "Episodes"]
    lines = ["## ToM-SB benchmark", "", *_protocol_lines(config, configs)]
    attackers = list(dict.fromkeys(r.attacker for r in rows))
    for attacker in attackers:
        block = [r for r in rows if r.attacker == attacker]
        lines += [f"### Attacker: {attacker}", ""]
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|")
        for r in block:
            cells = [format_cell(r.stat(m.name), m.percent) for m in METRICS]
            cells += ["-" if r.judge_unread is None else str(r.judge_unread)] * unread
            lines.append("| " + " | ".join([f"`{r.defender}`", *cells, str(r.episodes)]) + " |")
        published = paper_rows_for(attacker_kind(attacker)) if paper else []
        ends = ["-"] * unread  # the paper reports no judge failures
        lines += [_published_line(f"paper: {p.method}", p, *ends, "150") for p in published]
        appendix = appendix_rows(attacker_kind=attacker_kind(attacker)) if paper else []
        lines += [_published_line(f"paper T{a.table}: {a.method}", a, *ends, "-") for a in appendix]
        lines.append("")
        if published and attacker.startswith("scripted:"):
            lines.append(
                "(The paper's rows were measured against Gemini-3-Flash attackers, not this "
                "scripted stand-in: a reference point, not a like-for-like comparison.)"
            )
        for r in block:
            cis = [(m.title, r.stat(m.name)) for m in METRICS if m.name in HEADLINE_METRICS]
            spans = [
                f"{t} [{s.ci_low:.1f}, {s.ci_high:.1f}]" for t, s in cis if s.ci_low is not None
            ]
            if spans:
                who = f" `{r.defender}`" if len(block) > 1 else ""
                lines.append(f"95% CI{who}: " + "; ".join(spans) + ".")
        lines.append("")
    if paper and not any(paper_rows_for(attacker_kind(a)) for a in attackers):
        lines.append(
            "(No published rows: the paper's numbers are for the attacker kinds "
            "base, cross_examiner, deception_aware and bluffing.)"
        )
    return "\n".join(lines).rstrip() + "\n"


def _published_line(label: str, row: PaperRow | AppendixRow, *ends: str) -> str:
    """A published row (cells ``(mean, std)`` or means alone) and ``ends``, the last cells;
    its Avg Turns are the authors' count, so they go in that column."""
    cells = []
    for m in METRICS:
        name = "turns" if m.name == "authors_turns" else m.name
        value = None if m.name == "turns" else getattr(row, name, None)
        mean, std = value if isinstance(value, tuple) else (value, None)
        cells.append(_cell(mean, std, m.percent))
    return "| " + " | ".join([label, *cells, *ends]) + " |"


def to_csv(rows: Sequence[MetricRow]) -> str:
    """One line per (defender, attacker); every metric as mean, std, ci_low, ci_high, n."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    header = ["defender", "attacker", "episodes", "hard_episodes", "seeds"]
    for m in METRICS:
        header += [f"{m.name}_{part}" for part in ("mean", "std", "ci_low", "ci_high", "n")]
    unread = any(r.judge_unread is not None for r in rows)
    writer.writerow(header + ["judge_unread"] * unread)
    for r in rows:
        seeds = " ".join(map(str, r.seeds))
        line: list[Any] = [r.defender, r.attacker, r.episodes, r.hard_episodes, seeds]
        for m in METRICS:
            s = r.stat(m.name)
            line += ["" if v is None else round(v, 4) for v in (s.mean, s.std, s.ci_low, s.ci_high)]
            line.append(s.n)
        writer.writerow(line + ["" if r.judge_unread is None else r.judge_unread] * unread)
    return buf.getvalue()


def summary_dict(
    rows: Sequence[MetricRow], config: RunConfig | None = None, **extra: Any
) -> dict[str, Any]:
    config_dict = None if config is None else config.to_dict()
    return {"config": config_dict, **extra, "rows": [_row_dict(r) for r in rows]}


def _row_dict(row: MetricRow) -> dict[str, Any]:
    out = asdict(row)
    if row.judge_unread is None:  # not a paper-judge row: the record keeps its old shape
        del out["judge_unread"]
    return out


def to_json(rows: Sequence[MetricRow], config: RunConfig | None = None, **extra: Any) -> str:
    return json.dumps(summary_dict(rows, config, **extra), indent=2, ensure_ascii=False) + "\n"


def render(
    fmt: str,
    rows: Sequence[MetricRow],
    config: RunConfig | None = None,
    *,
    paper: bool = False,
    configs: Sequence[RunConfig] = (),
) -> str:
    """The table in ``fmt`` (one of :data:`FORMATS`)."""
    if fmt not in FORMATS:
        raise UnknownNameError("output format", fmt, FORMATS)
    if fmt == "md":
        return to_markdown(rows, config, paper=paper, configs=configs)
    return to_csv(rows) if fmt == "csv" else to_json(rows, config)
