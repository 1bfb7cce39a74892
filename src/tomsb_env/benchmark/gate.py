"""Which episode's turn goes next when more episodes are open than calls may be in flight.

A freed slot goes to the waiting episode that has played the fewest turns: taking episodes
one after another would leave the long ones that started last running alone at the end of
a run, while keeping the open episodes in step keeps the calls packed at the limit."""

from __future__ import annotations

import asyncio
import heapq
from itertools import count

#: Episodes open at once per unit of concurrency.
WINDOW = 3


class TurnGate:
    """A counting semaphore whose waiters are served lowest ``priority`` first (equal ones
    in arrival order); an uncontended acquire is one decrement."""

    __slots__ = ("_heap", "_loop", "_seq", "free", "size")

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError(f"a TurnGate needs at least one slot, got {size}")
        self.size = size
        self.free = size
        self._heap: list[tuple[int, int, asyncio.Future[None]]] = []
        self._seq = count()
        self._loop: asyncio.AbstractEventLoop | None = None

    async def acquire(self, priority: int) -> None:
        if self.free:
            self.free -= 1
            return
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        fut = self._loop.create_future()
        heapq.heappush(self._heap, (priority, next(self._seq), fut))
        try:
            await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():
                self.release()  # cancelled in the step it was handed the slot: pass it on
            raise

    def release(self) -> None:
        heap = self._heap
        while heap:
            fut = heapq.heappop(heap)[2]
            if not fut.done():  # skip waiters that were cancelled
                fut.set_result(None)
                return
        self.free += 1

    @property
    def waiting(self) -> int:
        return sum(not entry[2].done() for entry in self._heap)
