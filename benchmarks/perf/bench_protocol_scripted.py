"""How long the paper's protocol takes with the scripted agents (no LLM, no network).

Run: ``.venv/bin/python benchmarks/perf/bench_protocol_scripted.py [--seeds 0] [--no-cli]``

One seed of the protocol is 75 eval scenarios x 2 episodes x 4 attackers = 600
episodes. Prints, wall and CPU seconds each:

* ``grounders``: building the per-universe text grounders and compiling their
  regexes (a one-time cost a fresh process pays inside its first run; cached
  afterwards);
* ``bare games``: the same episodes through ``play_episode`` with nothing saved,
  i.e. agents + rules + judge alone;
* ``evaluate()``: the runner (fresh agents, records, ``episodes.jsonl``, tables);
  ``runner overhead`` is its excess over the bare games;
* ``cold run``: grounders + evaluate, what a first run in a fresh process costs;
* ``tomsb bench``: the CLI end to end in a subprocess (imports included).

CPU time is printed next to wall time because on a shared machine the wall
clock also measures other processes (the load average is printed too).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tomsb_env.agents.specs import make_attacker, make_defender
from tomsb_env.benchmark import DEFAULT_ATTACKERS, episode_seed, evaluate
from tomsb_env.game import GameConfig, play_episode
from tomsb_env.universe.datasets import load_scenarios
from tomsb_env.universe.grounding import grounder_for

DEFENDER = "scripted:probing"


def timed(fn: Callable[[], Any]) -> tuple[Any, float, float]:
    w0, c0 = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - w0, time.process_time() - c0


def bare_games(seeds: tuple[int, ...]) -> int:
    scenarios = load_scenarios("eval")
    config = GameConfig(max_turns=15)
    n = 0
    for seed in seeds:
        for attacker in DEFAULT_ATTACKERS:
            for sc in scenarios:
                for i in range(2):
                    play_episode(
                        sc,
                        make_attacker(attacker),
                        make_defender(DEFENDER),
                        seed=episode_seed(seed, sc.id, attacker, i),
                        config=config,
                    )
                    n += 1
    return n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0", help="comma-separated run seeds (default: 0)")
    parser.add_argument("--no-cli", action="store_true", help="skip the subprocess CLI measurement")
    args = parser.parse_args()
    seeds = tuple(int(s) for s in args.seeds.split(","))

    scenarios, w_load, _ = timed(lambda: load_scenarios("eval"))
    # a grounder compiles its regex on the first text that could name something: ground
    # one name per universe so that this step holds the whole one-time cost
    _, w_ground, c_ground = timed(
        lambda: [grounder_for(s.universe).names(s.universe.nodes[0]) for s in scenarios]
    )
    with tempfile.TemporaryDirectory() as tmp:
        res, w_run, c_run = timed(
            lambda: evaluate(DEFENDER, seeds=seeds, out_dir=Path(tmp) / "run", progress=False)
        )
        size_kb = (Path(tmp) / "run" / "episodes.jsonl").stat().st_size / 1024
    n, w_bare, c_bare = timed(lambda: bare_games(seeds))
    assert n == len(res.records)

    print(
        f"protocol: {len(scenarios)} scenarios x 2 episodes x 4 attackers x {len(seeds)} seed(s) = {n} episodes"
    )
    print(f"load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    print(f"{'step':<22}{'wall s':>9}{'CPU s':>9}{'ms/episode':>12}")
    for name, w, c in (
        ("load scenarios", w_load, None),
        ("grounders (75 univ.)", w_ground, c_ground),
        ("bare games", w_bare, c_bare),
        ("evaluate()", w_run, c_run),
        ("cold run", w_ground + w_run, c_ground + c_run),
    ):
        cpu = "" if c is None else f"{c:9.2f}"
        print(f"{name:<22}{w:9.2f}{cpu:>9}{1000 * w / n:12.2f}")
    print(
        f"runner overhead: {w_run - w_bare:+.2f} s wall, {c_run - c_bare:+.2f} s CPU "
        f"({1000 * (c_run - c_bare) / n:.2f} ms CPU/episode); episodes.jsonl {size_kb:.0f} KiB"
    )

    if not args.no_cli:
        with tempfile.TemporaryDirectory() as tmp:
            cmd = [
                sys.executable,
                "-m",
                "tomsb_env.cli",
                "bench",
                "--seeds",
                args.seeds,
                "--no-progress",
                "--out",
                str(Path(tmp) / "cli"),
            ]
            w0 = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True)
            print(
                f"tomsb bench --seeds {args.seeds} (subprocess, imports included): {time.perf_counter() - w0:.2f} s wall"
            )


if __name__ == "__main__":
    main()
