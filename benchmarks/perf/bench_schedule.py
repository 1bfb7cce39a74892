"""How the runner's turn scheduling packs the protocol's LLM calls: a simulation, no network.

Run: ``.venv/bin/python benchmarks/perf/bench_schedule.py``

Takes the call chains of ``bench_protocol_llm.py`` (600 episodes; the fake
attacker stops after 2-5 turns, drawn from a hash of its system prompt) and
simulates two schedules at several concurrencies ``c`` and CPU costs per call
``x`` (one core, calls handled one at a time), 50 ms per call:

* ``one-by-one``: ``c`` episodes open, each freed slot to the next episode in
  the plan (the runner before the turn gate);
* ``in-step``: ``3c`` episodes open, each freed slot to the waiting episode
  with the fewest turns played (:class:`tomsb_env.benchmark.gate.TurnGate`).

It prints each schedule's wall time over the ideal
``max(longest chain, ceil(calls / c)) * 50 ms``, side by side.
"""

from __future__ import annotations

import argparse
import heapq
import itertools
import math
import zlib


def protocol_chains() -> list[int]:
    """Calls per episode, in plan order, as the fake server would make them."""
    from tomsb_env.agents.attackers.prompts import PROMPTS, attacker_system_prompt
    from tomsb_env.universe.datasets import load_scenarios

    chains = []
    for kind in ("base", "cross_examiner", "deception_aware", "bluffing"):
        for sc in load_scenarios("eval"):
            system = attacker_system_prompt(PROMPTS[kind], sc.attacker_brief())
            turns = 2 + zlib.crc32(system.encode()) % 4  # bench_protocol_llm.responder
            chains += [2 * turns - 1] * 2  # two episodes; the last attacker turn ends it
    return chains


def simulate(chains: list[int], c: int, window: int, in_step: bool, x_ms: float) -> float:
    """Wall time in ms: calls take 50 ms; each answer then costs ``x_ms`` of one CPU."""
    seq = itertools.count()
    events: list[tuple[float, int, str, int]] = []
    waiting: list[tuple[int, int, int]] = []
    done = [0] * len(chains)
    pending = iter(range(len(chains)))
    cpu_free = 0.0
    open_eps = in_flight = 0
    end = 0.0

    def open_more(now: float) -> None:
        nonlocal open_eps
        while open_eps < window:
            e = next(pending, None)
            if e is None:
                return
            open_eps += 1
            heapq.heappush(events, (now, next(seq), "ask", e))

    open_more(0.0)
    while events:
        now, _, kind, e = heapq.heappop(events)
        if kind == "ask":
            heapq.heappush(waiting, (done[e] if in_step else 0, e, next(seq)))
        else:
            in_flight -= 1
            done[e] += 1
            cpu_free = max(now, cpu_free) + x_ms
            if done[e] < chains[e]:
                heapq.heappush(events, (cpu_free, next(seq), "ask", e))
            else:
                open_eps -= 1
                end = max(end, cpu_free)
                open_more(cpu_free)
        while waiting and in_flight < c:
            _, e2, _ = heapq.heappop(waiting)
            in_flight += 1
            heapq.heappush(events, (now + 50.0, next(seq), "answer", e2))
    return end


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cpu-ms", type=float, nargs="+", default=[0.0, 0.1, 0.2, 0.3])
    args = parser.parse_args()
    chains = protocol_chains()
    print(f"{len(chains)} episodes, {sum(chains)} calls, chains {min(chains)}-{max(chains)}")
    print(f"{'c':>5} {'CPU/call':>9} {'ideal s':>8} {'one-by-one':>11} {'in-step':>8}")
    for c in (32, 64, 128, 256):
        ideal = max(max(chains), math.ceil(sum(chains) / c)) * 50.0
        for x in args.cpu_ms:
            fifo = simulate(chains, c, c, False, x) / ideal
            step = simulate(chains, c, 3 * c, True, x) / ideal
            print(f"{c:>5} {x:>7.2f}ms {ideal / 1000:>8.2f} {fifo:>11.2f} {step:>8.2f}")


if __name__ == "__main__":
    main()
