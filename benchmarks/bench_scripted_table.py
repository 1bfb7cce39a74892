"""Every scripted defender against every scripted attacker on the eval split.

Prints the table recorded in ``docs/scripted_agents.md``: fooled % on hard
and on all scenarios, leaked %, detected %, trajectory and stepwise ToM %,
mean turns, plus the time per turn. Run:

    .venv/bin/python benchmarks/bench_scripted_table.py [--split eval] [--seeds 0 1]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tomsb_env.attackers import SCRIPTED_ATTACKERS
from tomsb_env.defenders import SCRIPTED_DEFENDERS
from tomsb_env.game import GameConfig, play_episode
from tomsb_env.types import Episode, Outcome
from tomsb_env.universe.datasets import load_scenarios
from tomsb_env.universe.scenario import Scenario


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
    dfn = _Timed(SCRIPTED_DEFENDERS[defender]())
    config = GameConfig(max_turns=15)
    eps: list[Episode] = []
    start = time.process_time()
    for sc in scenarios:
        for seed in seeds:
            eps.append(play_episode(sc, att, dfn, seed=seed, config=config))
    return summarise(defender, attacker, eps, time.process_time() - start, att, dfn)


def run_table(scenarios: Sequence[Scenario], seeds: Sequence[int] = (0, 1)) -> list[Row]:
    return [
        run_pair(d, a, scenarios, seeds) for d in SCRIPTED_DEFENDERS for a in SCRIPTED_ATTACKERS
    ]


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.1f}"


def markdown(rows: Sequence[Row]) -> str:
    head = (
        "| defender | attacker | fooled % (hard) | fooled % (all) | leaked % | detected % "
        "| traj ToM % | step ToM % | mean turns |\n"
        "|---|---|---:|---:|---:|---:|---:|---:|---:|"
    )
    lines = [
        f"| {r.defender} | {r.attacker} | {r.fooled_hard:.1f} | {r.fooled_all:.1f} | {r.leaked:.1f} "
        f"| {r.detected:.1f} | {_fmt(r.traj_tom)} | {_fmt(r.step_tom)} | {r.mean_turns:.2f} |"
        for r in rows
    ]
    return "\n".join([head, *lines])


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
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1])
    args = ap.parse_args(argv)
    scenarios = load_scenarios(args.split)
    n_hard = sum(s.is_hard for s in scenarios)
    print(f"{args.split}: {len(scenarios)} scenarios ({n_hard} hard), seeds {args.seeds}\n")
    start = time.perf_counter()
    rows = run_table(scenarios, args.seeds)
    print(markdown(rows))
    print()
    print(timing(rows))
    print(
        f"\n{len(rows) * len(scenarios) * len(args.seeds)} episodes in {time.perf_counter() - start:.1f} s"
    )


if __name__ == "__main__":
    main()
