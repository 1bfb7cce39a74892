"""Where this tree spends the time that ``bench_vs_ref.py`` compares, phase by phase.

``bench_vs_ref.py`` gives one ratio for each of issue 23's figures. This script splits
two of them into phases and times each phase in both trees. It alternates the trees round by
round in fresh child processes and prints the medians:

* ``gym step``: the loop of ``bench_vs_ref.py``'s ``DefenderEnv`` figure, warmed up
  once and then timed. The phases are the learner's text parsed, the rest of the
  defender's move, the embedded scripted attacker's act, the attacker's move, the
  resets (spread over the steps) and the rest of ``step()``. Each phase counts its own
  time only: the turns a reset plays go to the attacker's phases, the parse not to the
  defender's move. Wrapping the phases adds the same small cost to both trees;
* ``tomsb bench``: the default run's CPU seconds, split into imports, planning
  (``plan_run``) and playing (``_execute_sync``: episodes, judging, records).

    git -C /work/main worktree add /tmp/f97 f97f071
    python benchmarks/perf/where_vs_ref.py --ref /tmp/f97/src [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[2] / "src")

# Both child programs start with this: ``timed`` wraps ``owner.name`` so that its calls add
# to ``spent[phase]``, less the time spent in phases timed inside it (each phase exclusive).
TIMER = """
import time
from collections import Counter
spent = Counter()
nested = []  # per open phase: what the phases inside it took, which it does not count
def timed(owner, name, phase, clock):
    inner = getattr(owner, name)
    def wrapper(*args, **kwargs):
        nested.append(0)
        t = clock()
        try:
            return inner(*args, **kwargs)
        finally:
            took = clock() - t
            spent[phase] += took - nested.pop()
            if nested:
                nested[-1] += took
    setattr(owner, name, wrapper)
"""

GYM = (
    TIMER
    + """
import json
import tomsb_env.game as G
from tomsb_env.envs.single_agent import DefenderEnv
env = DefenderEnv("scripted:base", split="eval", max_turns=15)
action = json.dumps({"reply": "It sits with the others in the north wing, I believe.",
                     "attacker_belief_about_target": "unsure", "attacker_trust_in_us": "4",
                     "reflection": "keep it vague"})
clock = time.perf_counter_ns
timed(G, "parse_defender_turn", "parse the text action", clock)
timed(G.Game, "_defender_move", "defender move, less the parse", clock)
timed(G.Game, "_attacker_move", "attacker move", clock)
timed(DefenderEnv, "_opponent_act", "scripted attacker act", clock)
timed(DefenderEnv, "reset", "reset, less its turns (per step)", clock)
def play():
    steps = 0
    for ep in range(300):
        env.reset(seed=ep)
        done = False
        while not done:
            _, _, term, trunc, _ = env.step(action)
            done = term or trunc
            steps += 1
    return steps
play()
spent.clear()
t = clock()
steps = play()
total = clock() - t
out = {k: v / steps / 1e3 for k, v in spent.items()}
out["rest of step()"] = total / steps / 1e3 - sum(out.values())
out["total"] = total / steps / 1e3
print(json.dumps(out))
"""
)

BENCH = (
    TIMER
    + """
import contextlib, io, json, sys, tempfile
t0 = time.process_time()
from tomsb_env.cli import main
import tomsb_env.benchmark.runner as R
imports = time.process_time() - t0
timed(R, "plan_run", "plan", time.process_time)
timed(R, "_execute_sync", "play, judge, record", time.process_time)
with tempfile.TemporaryDirectory() as tmp:
    sys.argv = ["tomsb", "bench", "--out", tmp + "/run", "--no-progress"]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        main()
total = time.process_time() - t0
out = {"imports": imports, **spent}
out["rest"] = total - sum(out.values())
out["total"] = total
print(json.dumps(out))
"""
)


def child(src: str, program: str) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": src, "PYTHONHASHSEED": "0"}
    out = subprocess.run(
        [sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def table(title: str, unit: str, ours: list[dict[str, float]], ref: list[dict[str, float]]) -> None:
    print(f"\n{title} ({unit}, median of {len(ours)})   this        ref     this-ref   ratio")
    for phase in ours[0]:
        o = statistics.median(r[phase] for r in ours)
        r = statistics.median(x.get(phase, 0.0) for x in ref)
        ratio = f"{o / r:5.2f}x" if r else "  new"
        print(f"  {phase:34s} {o:9.3f}  {r:9.3f}  {o - r:+9.3f}  {ratio}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--ref", required=True, help="the reference checkout's src/ directory")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    for src in (SRC, args.ref):  # bytecode cached first, as in an installed package
        subprocess.run([sys.executable, "-m", "compileall", "-q", src], check=True)
    runs: dict[str, tuple[list[dict[str, float]], list[dict[str, float]]]] = {
        "gym": ([], []),
        "bench": ([], []),
    }
    for _ in range(args.rounds):
        for name, program in (("gym", GYM), ("bench", BENCH)):
            runs[name][0].append(child(SRC, program))
            runs[name][1].append(child(args.ref, program))
    table("DefenderEnv step, warm", "us per step", *runs["gym"])
    table("tomsb bench, default run", "CPU s", *runs["bench"])


if __name__ == "__main__":
    main()
