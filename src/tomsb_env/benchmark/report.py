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
    "protocol",
    "protocol_differences",
    "protocol_warning",
    "render",
    "summary_dict",
    "to_csv",
    "to_json",
    "to_markdown",
]

FORMATS = ("md", "csv", "json")


def _num(x: float, percent: bool) -> str:
    return f"{x:.1f}" if percent else f"{x:.2f}"


def format_cell(stat: Stat, percent: bool = True) -> str:
    """``mean ± std``, or ``-`` when the metric does not apply."""
    return _cell(stat.mean, stat.std, percent)


def _cell(mean: float | None, std: float | None, percent: bool) -> str:
    if mean is None:
        return "-"
    if std is None:
        return _num(mean, percent)
    return f"{_num(mean, percent)} ± {_num(std, percent)}"


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


def protocol(config: RunConfig) -> dict[str, Any]:
    """The protocol part of a run's config (see :data:`PROTOCOL_FIELDS`)."""
    d = config.to_dict()
    out = {k: d.get(k) for k in PROTOCOL_FIELDS}
    out["attackers"] = sorted(out["attackers"] or [])
    return out


def protocol_differences(configs: Sequence[RunConfig]) -> list[str]:
    """The protocol fields on which ``configs`` do not all agree."""
    protocols = [protocol(c) for c in configs]
    return [k for k in PROTOCOL_FIELDS if any(p[k] != protocols[0][k] for p in protocols[1:])]


def describe_protocol(config: RunConfig) -> str:
    """One line: scenarios, episodes, seeds, turn cap, attackers and their settings, judge,
    and the defender's recorded settings (prompt name, sampling...)."""
    seeds = ",".join(map(str, config.seeds))
    attackers = ", ".join(printable(a) for a in config.attackers)
    text = (
        f"{config.num_scenarios} scenarios ({printable(config.scenarios)}), "
        f"{config.episodes_per_scenario} episode(s) each, seeds {seeds}, "
        f"{config.max_turns}-turn cap; attackers {attackers}"
    )
    if config.attacker_kwargs:
        text += f" with {printable(_kwargs(config.attacker_kwargs))}"
    text += f"; judge {printable(config.judge)} v{config.judge_version}"
    if config.judge_kwargs:
        text += f" with {printable(_kwargs(config.judge_kwargs))}"
    if config.defender_kwargs:
        text += f"; defender {printable(_kwargs(config.defender_kwargs))}"
    return text


def _kwargs(kwargs: Any) -> str:
    return ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in dict(kwargs).items())


def _describe(config: RunConfig) -> str:
    named = config.display_name != config.defender
    who = f"`{printable(config.name)}` is {printable(config.defender)}; " if named else ""
    cells = "Cells: mean ± std over seeds; rates in % of all episodes of the block."
    return f"{who}{describe_protocol(config)}. {cells}"


def protocols_section(configs: Sequence[RunConfig]) -> list[str]:
    """Markdown lines: each run's protocol, and a warning when they differ."""
    lines = ["Protocols:", ""]
    for c in configs:
        who = printable(c.display_name)
        label = "" if c.display_name == c.defender else f" ({printable(c.defender)})"
        lines.append(f"- `{who}`{label}: {describe_protocol(c)}")
    lines.append("")
    differ = protocol_differences(configs)
    if differ:
        lines += [f"**{protocol_warning(differ)}**", ""]
    return lines


def protocol_warning(differ: Sequence[str]) -> str:
    return (
        f"Warning: these runs differ in {', '.join(differ)}; rows from different protocols "
        "are not comparable."
    )


def to_markdown(
    rows: Sequence[MetricRow],
    config: RunConfig | None = None,
    *,
    paper: bool = False,
    configs: Sequence[RunConfig] = (),
) -> str:
    """The paper-style table: a block per attacker, a row per defender. ``configs`` (the
    runs of a combined table) are listed with their protocols instead of ``config``."""
    unread = _has_unread(rows)
    head = ["Defender", *(m.title for m in METRICS), *["Judge Unread"] * unread, "Episodes"]
    lines = ["## ToM-SB benchmark", ""]
    if len(configs) > 1:
        lines += protocols_section(configs)
    elif config is not None or configs:
        lines += [_describe(config if config is not None else configs[0]), ""]
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
            spans = []
            for m in METRICS:
                s = r.stat(m.name)
                if m.name in HEADLINE_METRICS and s.ci_low is not None and s.ci_high is not None:
                    spans.append(f"{m.title} [{s.ci_low:.1f}, {s.ci_high:.1f}]")
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


def _has_unread(rows: Sequence[MetricRow]) -> bool:
    """Whether a row was scored by the paper judge: the tables get a Judge Unread column."""
    return any(r.judge_unread is not None for r in rows)


def to_csv(rows: Sequence[MetricRow]) -> str:
    """One line per (defender, attacker); every metric as mean, std, ci_low, ci_high, n."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    header = ["defender", "attacker", "episodes", "hard_episodes", "seeds"]
    for m in METRICS:
        header += [f"{m.name}_{part}" for part in ("mean", "std", "ci_low", "ci_high", "n")]
    unread = _has_unread(rows)
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
    if fmt == "md":
        return to_markdown(rows, config, paper=paper, configs=configs)
    if fmt == "csv":
        return to_csv(rows)
    if fmt == "json":
        return to_json(rows, config)
    raise UnknownNameError("output format", fmt, FORMATS)
