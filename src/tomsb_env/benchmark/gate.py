"""Which episode's turn goes next when more episodes are open than calls may be in flight.

A freed slot goes to the waiting episode that has played the fewest turns. Episode
lengths are not known in advance, and taking episodes one after another leaves the long
ones that started last running alone at the end of a run; keeping the open episodes in
step keeps the calls packed at the limit (simulated at concurrency 256: 1.07x the ideal
wall time instead of 1.36x; docs/benchmark.md, "Performance").
"""

from __future__ import annotations

from tomsb_env.llm.resilience import Slots

__all__ = ["WINDOW", "TurnGate"]

#: Episodes open at once per unit of concurrency.
WINDOW = 3

#: The run's turn limit: its waiters are served fewest turns first (the priority).
TurnGate = Slots
