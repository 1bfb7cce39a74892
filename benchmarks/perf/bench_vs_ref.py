"""This tree against a reference checkout, paired in one run (issue 41's check that
``tomsb bench`` and ``tomsb --help`` cost no more than on ``main``).

Each figure (CPU time: on a shared machine the wall clock measures the others too) is
measured in fresh child processes, alternating this tree and the
reference (``--ref``, a ``src/`` directory of another checkout) round by round,
so both see the same machine load; medians over the rounds are compared.

* ``aec cap``: AEC step cost (observations of both agents included) at a 50-turn
  cap over the 5-turn cap, fixed actions, this tree only (for information);
* ``bench cpu``: ``tomsb bench`` with its defaults, child CPU seconds (target <= 1.0x ref),
  and, for information, per attacker turn played (rule changes since the reference
  may make games longer);
* ``gym step``: ``DefenderEnv`` step with a JSON text action against the
  scripted base attacker (for information);
* ``help``: ``tomsb --help`` process CPU seconds (target <= 1.0x ref).

    git worktree add /tmp/ref-main main
    python benchmarks/perf/bench_vs_ref.py --ref /tmp/ref-main/src [--rounds 5] [--only bench,help]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[2] / "src")

# Child programs: each prints one JSON number. They use only names both trees export.
AEC = """
import json, sys, time
from tomsb_env.envs.aec import ToMSBEnv
from tomsb_env.types import AttackerTurn, DefenderTurn, Signal
from tomsb_env.universe.datasets import load_scenarios
cap = int(sys.argv[1])
env = ToMSBEnv(scenarios=load_scenarios("eval"), max_turns=cap)
env.reset(seed=0)
belief = {lv: None for lv in env.game.scenario.levels}
atk = AttackerTurn(trust_score=5, belief="unsure", reflection="keep asking",
                   signal=Signal.QUERY_AGAIN, message="Where does it sit, would you say?",
                   belief_state=belief)
dfd = DefenderTurn(reply="I could not tell you that, sorry.", reflection="hold the line")
steps, t0 = 0, time.process_time()
for ep in range(max(2, 1500 // cap)):
    env.reset(seed=ep)
    for agent in env.agent_iter():
        _, _, term, trunc, _ = env.last()
        env.observe("defender" if agent == "attacker" else "attacker")
        env.step(None if term or trunc else (atk if agent == "attacker" else dfd))
        steps += 1
print(json.dumps((time.process_time() - t0) / steps * 1e6))
"""

GYM = """
import json, time
from tomsb_env.envs.single_agent import DefenderEnv
env = DefenderEnv("scripted:base", split="eval", max_turns=15)
action = json.dumps({"reply": "It sits with the others in the north wing, I believe.",
                     "attacker_belief_about_target": "unsure", "attacker_trust_in_us": "4",
                     "reflection": "keep it vague"})
steps, t0 = 0, time.process_time()
for ep in range(300):
    env.reset(seed=ep)
    done = False
    while not done:
        _, _, term, trunc, _ = env.step(action)
        done = term or trunc
        steps += 1
print(json.dumps((time.process_time() - t0) / steps * 1e6))
"""


def _env(src: str) -> dict[str, str]:
    # bytecode is cached (as in an installed package): compiling the sources is not measured
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONPATH": src, "PYTHONHASHSEED": "0"}


def child_number(src: str, program: str, *args: str) -> float:
    out = subprocess.run(
        [sys.executable, "-c", program, *args],
        env=_env(src),
        capture_output=True,
        text=True,
        check=True,
    )
    return float(json.loads(out.stdout.strip().splitlines()[-1]))


def child_cpu(src: str, *argv: str) -> float:
    """CPU seconds (user + system) of one child process running ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, env=_env(src), capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


#: attacker turns the default bench played, per tree (the rules decide it, not the speed)
BENCH_TURNS: dict[str, int] = {}


def bench_cpu(src: str) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        code = "from tomsb_env.cli import main; raise SystemExit(main())"
        cpu = child_cpu(
            src, sys.executable, "-c", code, "bench", "--out", f"{tmp}/run", "--no-progress"
        )
        lines = Path(f"{tmp}/run/episodes.jsonl").read_text().splitlines()
        BENCH_TURNS[src] = sum(json.loads(line)["num_turns"] for line in lines)
        return cpu


def help_cpu(src: str) -> float:
    code = "from tomsb_env.cli import main; raise SystemExit(main())"
    runs = [child_cpu(src, sys.executable, "-c", code, "--help") for _ in range(5)]
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--ref", required=True, help="the reference checkout's src/ directory")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--only", default="aec,gym,help,bench", help="comma-separated figures")
    args = parser.parse_args()
    only = set(args.only.split(","))
    figures: dict[str, tuple[list[float], list[float]]] = {}

    def pair(name: str, measure: object) -> None:
        ours, ref = figures.setdefault(name, ([], []))
        ours.append(measure(SRC))  # type: ignore[operator]
        ref.append(measure(args.ref))  # type: ignore[operator]

    for src in (SRC, args.ref):  # both trees' bytecode caches written before any timing
        subprocess.run([sys.executable, "-m", "compileall", "-q", src], check=True)
    t0 = time.perf_counter()
    for _ in range(args.rounds):
        if "aec" in only:
            pair("aec step, cap 5 (us)", lambda s: child_number(s, AEC, "5"))
            pair("aec step, cap 50 (us)", lambda s: child_number(s, AEC, "50"))
        if "gym" in only:
            pair("gym defender step (us)", lambda s: child_number(s, GYM))
        if "help" in only:
            pair("tomsb --help CPU (s)", help_cpu)
        if "bench" in only:
            pair("tomsb bench CPU (s)", bench_cpu)
    print(f"{args.rounds} paired rounds in {time.perf_counter() - t0:.0f} s; ref = {args.ref}")
    print(f"load average: {os.getloadavg()[0]:.2f}")
    med = {name: (statistics.median(o), statistics.median(r)) for name, (o, r) in figures.items()}
    for name, (o, r) in med.items():
        print(f"{name:28s} this {o:10.4g}   ref {r:10.4g}   ratio {o / r:5.2f}x")
    targets = [
        ("tomsb bench CPU (s)", 1.0, "bench CPU vs ref"),
        ("tomsb --help CPU (s)", 1.0, "tomsb --help vs ref"),
    ]
    for name, limit, label in targets:
        if name in med:
            ratio = med[name][0] / med[name][1]
            print(
                f"target {label}: {ratio:.2f}x (<= {limit}x: {'met' if ratio <= limit else 'MISSED'})"
            )
    if BENCH_TURNS:  # a longer game costs more: the CPU per attacker turn separates that out
        ours, ref = BENCH_TURNS[SRC], BENCH_TURNS[args.ref]
        o, r = (med["tomsb bench CPU (s)"][i] * 1e6 / n for i, n in enumerate((ours, ref)))
        print(
            f"tomsb bench attacker turns: this {ours}, ref {ref}; CPU per turn this {o:.0f} us, "
            f"ref {r:.0f} us, ratio {o / r:.2f}x (for information, no target)"
        )
    if "aec step, cap 50 (us)" in med:
        for i, tree in enumerate(("this", "ref")):
            ratio = med["aec step, cap 50 (us)"][i] / med["aec step, cap 5 (us)"][i]
            met = "met" if ratio <= 1.3 else "MISSED"
            print(f"target aec cap 50 / cap 5 ({tree}): {ratio:.2f}x (<= 1.3x: {met})")


if __name__ == "__main__":
    main()
