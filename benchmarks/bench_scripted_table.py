"""Every scripted defender (and every trick defender) against every scripted attacker.

Prints the table recorded in ``docs/scripted_agents.md``: fooled % on hard
and on all scenarios, leaked %, detected %, trajectory and stepwise ToM %,
mean turns, plus the time per turn. Episodes are played by
:func:`tomsb_env.benchmark.evaluate`, so each one has the benchmark's per-key
seed (seeds 0, 1, 2, one episode per scenario by default) and a row matches
what ``tomsb bench`` reports for that pairing. Run:

    PYTHONPATH=src python benchmarks/bench_scripted_table.py [--split eval] [--seeds 0 1 2]

``--write-docs`` replaces the table in ``docs/scripted_agents.md`` (between its
``scripted-table`` markers), with the figures of f97f071 (stored in
``benchmarks/data/scripted_table_f97f071.json``) beside the new ones.
``--json PATH`` saves the rows; ``--before PATH`` compares with saved rows.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tomsb_env.agents.attackers import SCRIPTED_ATTACKERS
from tomsb_env.agents.defenders import SCRIPTED_DEFENDERS
from tomsb_env.benchmark import evaluate
from tomsb_env.types import Episode, Outcome
from tomsb_env.universe.datasets import load_scenarios
from tomsb_env.universe.scenario import Scenario

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ holds the tricks
from tests.fixed_rules import TRICK_DEFENDERS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs" / "scripted_agents.md"
BEFORE = ROOT / "benchmarks" / "data" / "scripted_table_f97f071.json"
START, END = "<!-- scripted-table:start -->", "<!-- scripted-table:end -->"
#: every defender of the table: the reference ones, then the exploit suite
DEFENDERS: dict[str, Any] = {
    **SCRIPTED_DEFENDERS,
    **{f"trick:{k}": v for k, v in TRICK_DEFENDERS.items()},
}


class _Timed:
    """Wraps an agent and adds up the CPU time spent in its ``act``.

    CPU time (``process_time``) rather than wall time: on a shared machine
    the wall clock mostly measures the other processes.
    """

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.name = agent.name
        self.seconds = 0.0
        self.calls = 0
        if getattr(agent, "privileged", False):
            self.privileged = True
            self.observe_prior = agent.observe_prior

    def reset(self, brief: Any, rng: Any) -> None:
        self.agent.reset(brief, rng)

    def act(self, view: Any) -> Any:
        start = time.process_time()
        out = self.agent.act(view)
        self.seconds += time.process_time() - start
        self.calls += 1
        return out


@dataclass(frozen=True)
class Row:
    """Aggregates for one (defender, attacker) pairing; percentages in 0-100."""

    defender: str
    attacker: str
    fooled_hard: float
    fooled_all: float
    leaked: float
    detected: float
    traj_tom: float | None
    step_tom: float | None
    mean_turns: float
    us_per_turn: float  # CPU per attacker turn for the whole game: engine, both agents, judging
    attacker_us: float  # CPU inside the attacker's act
    defender_us: float  # CPU inside the defender's act


def _pct(xs: Sequence[bool]) -> float:
    return 100.0 * sum(xs) / len(xs) if xs else 0.0


def summarise(
    defender: str, attacker: str, eps: Sequence[Episode], seconds: float, att: _Timed, dfn: _Timed
) -> Row:
    hard = [e for e in eps if e.scenario.is_hard]
    trajs = [e.judgement.trajectory_tom for e in eps if e.judgement.trajectory_tom is not None]
    steps = [e.judgement.stepwise_tom for e in eps if e.judgement.stepwise_tom is not None]
    turns = sum(e.num_turns for e in eps)
    return Row(
        defender,
        attacker,
        _pct([e.outcome is Outcome.FOOLED for e in hard]),
        _pct([e.outcome is Outcome.FOOLED for e in eps]),
        _pct([e.outcome is Outcome.LEAKED for e in eps]),
        _pct([e.outcome is Outcome.DETECTED for e in eps]),
        _pct(trajs) if trajs else None,
        100.0 * sum(steps) / len(steps) if steps else None,
        turns / len(eps),
        1e6 * seconds / max(1, turns),
        1e6 * att.seconds / max(1, att.calls),
        1e6 * dfn.seconds / max(1, dfn.calls),
    )


def run_pair(
    defender: str, attacker: str, scenarios: Sequence[Scenario], seeds: Sequence[int]
) -> Row:
    att = _Timed(SCRIPTED_ATTACKERS[attacker]())
    dfn = _Timed(DEFENDERS[defender]())
    start = time.process_time()
    res = evaluate(
        dfn,
        attackers=[att],
        scenarios=scenarios,
        seeds=seeds,
        episodes_per_scenario=1,
        max_turns=15,
        progress=False,
    )
    return summarise(defender, attacker, res.episodes, time.process_time() - start, att, dfn)


def run_table(
    scenarios: Sequence[Scenario], seeds: Sequence[int] = (0, 1, 2), defenders: Sequence[str] = ()
) -> list[Row]:
    return [
        run_pair(d, a, scenarios, seeds)
        for d in (defenders or DEFENDERS)
        for a in SCRIPTED_ATTACKERS
    ]


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.1f}"


def _change(now: float | None, then: float | None) -> str:
    if then is None or now is None or abs(now - then) < 0.05:
        return _fmt(now)
    return f"{_fmt(then)} → {_fmt(now)}"


def markdown(rows: Sequence[Row], before: Sequence[Row] = ()) -> str:
    """The table; with ``before``, changed cells read ``old → new``."""
    old = {(r.defender, r.attacker): r for r in before}
    head = (
        "| defender | attacker | fooled % (hard) | fooled % (all) | leaked % | detected % "
        "| traj ToM % | step ToM % | mean turns |\n"
        "|---|---|---:|---:|---:|---:|---:|---:|---:|"
    )
    lines = []
    for r in rows:
        b = old.get((r.defender, r.attacker))
        cells = [
            _change(getattr(r, f), getattr(b, f) if b else None)
            for f in ("fooled_hard", "fooled_all", "leaked", "detected", "traj_tom", "step_tom")
        ]
        turns = (
            f"{r.mean_turns:.2f}"
            if b is None or abs(b.mean_turns - r.mean_turns) < 0.005
            else (f"{b.mean_turns:.2f} → {r.mean_turns:.2f}")
        )
        lines.append(f"| {r.defender} | {r.attacker} | {' | '.join(cells)} | {turns} |")
    return "\n".join([head, *lines])


def save_rows(rows: Sequence[Row], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n", encoding="utf-8")


def load_rows(path: Path) -> list[Row]:
    return [Row(**r) for r in json.loads(path.read_text(encoding="utf-8"))]


def write_docs(table: str, header: str, path: Path = DOCS) -> None:
    """Replace the block between the ``scripted-table`` markers of ``path``."""
    text = path.read_text(encoding="utf-8")
    if START not in text or END not in text:
        raise SystemExit(f"{path}: markers {START} ... {END} not found")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    path.write_text(f"{head}{START}\n{header}\n\n{table}\n{END}{tail}", encoding="utf-8")


def timing(rows: Sequence[Row]) -> str:
    """Mean CPU microseconds per call, over all pairings."""
    n = len(rows)
    turn = sum(r.us_per_turn for r in rows) / n
    att = sum(r.attacker_us for r in rows) / n
    dfn = sum(r.defender_us for r in rows) / n
    return (
        f"CPU per attacker turn: {turn:.0f} µs for the whole game turn "
        f"(engine, both agents, judging), {att:.0f} µs inside attacker.act, "
        f"{dfn:.0f} µs inside defender.act"
    )


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="eval")
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--defenders", nargs="+", default=[], help=f"subset of {list(DEFENDERS)}")
    ap.add_argument("--json", type=Path, help="save the rows to this file")
    ap.add_argument("--before", type=Path, help="rows saved earlier, shown as 'old → new'")
    ap.add_argument(
        "--write-docs",
        action="store_true",
        help=f"write the table into {DOCS.relative_to(ROOT)}, compared with {BEFORE.name}",
    )
    args = ap.parse_args(argv)
    scenarios = load_scenarios(args.split)
    n_hard = sum(s.is_hard for s in scenarios)
    header = (
        f"{args.split}: {len(scenarios)} scenarios ({n_hard} hard), seeds "
        f"{' '.join(map(str, args.seeds))}, one episode each (benchmark per-key seeds)"
    )
    print(header + "\n")
    start = time.perf_counter()
    rows = run_table(scenarios, args.seeds, args.defenders)
    before_path = args.before or (BEFORE if args.write_docs else None)
    before = load_rows(before_path) if before_path else []
    table = markdown(rows, before)
    print(table)
    print()
    print(timing(rows))
    print(
        f"\n{len(rows) * len(scenarios) * len(args.seeds)} episodes in "
        f"{time.perf_counter() - start:.1f} s"
    )
    if args.json:
        save_rows(rows, args.json)
    if args.write_docs:
        note = f"{header}; cells that moved read `f97f071 → now`." if before else header
        write_docs(table, note)
        print(f"wrote {DOCS}")


if __name__ == "__main__":
    main()
