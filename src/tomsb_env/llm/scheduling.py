"""Per-event-loop scheduling for chat backends: call slots and attempt deadlines.

Both replace an asyncio primitive that costs more than it must on a path run
for every LLM call: :class:`Slots` stands in for ``asyncio.Semaphore`` and
:class:`Watchdog` for one ``asyncio.timeout`` per attempt. Each instance
belongs to the event loop that created it (see ``LoopLocal``).
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from typing import Any

__all__ = ["CAN_UNCANCEL", "Deadline", "Slots", "Watchdog", "handed_over"]

# Python >= 3.11 can tell its own cancellation from anyone else's (Task.uncancel).
CAN_UNCANCEL = hasattr(asyncio.Task, "uncancel")


class Deadline:
    """One attempt's time limit, as queued in a :class:`Watchdog`."""

    __slots__ = ("cancelling", "expired", "task", "when")

    def __init__(self, when: float, task: asyncio.Task[Any] | None, cancelling: int) -> None:
        self.when = when
        self.task = task  # None once the attempt finished
        self.cancelling = cancelling
        self.expired = False


class Watchdog:
    """Per-attempt deadlines for one backend on one event loop, served by one timer.

    ``asyncio.timeout`` pushes a TimerHandle onto the loop's heap for every
    attempt and takes it off again, about 15 us per call -- a sizeable share of
    a lean HTTP call. A backend's attempts nearly always share one limit, so
    their deadlines arrive in order: a FIFO whose head alone has a timer does
    the same job for a deque append and pop. Expiry cancels the task, and
    :meth:`timed_out` turns that cancellation into a timeout exactly like
    ``asyncio.timeout`` does (an outside cancel still propagates).
    """

    __slots__ = ("_compact_at", "_loop", "_queue", "_timer")

    def __init__(self, live_bound: int) -> None:
        self._loop = asyncio.get_running_loop()
        self._queue: deque[Deadline] = deque()
        self._timer: asyncio.TimerHandle | None = None
        # Finished entries behind a slow head are dropped lazily; rebuild the
        # queue when they outnumber the live ones (at most ``live_bound``).
        self._compact_at = 2 * live_bound + 64

    def arm(self, task: asyncio.Task[Any], seconds: float) -> Deadline:
        entry = Deadline(self._loop.time() + seconds, task, task.cancelling())
        queue = self._queue
        if not queue or queue[-1].when <= entry.when:
            queue.append(entry)
            if self._timer is None:
                self._timer = self._loop.call_at(queue[0].when, self._fire)
            return entry
        # A shorter limit than earlier attempts (the policy was changed): keep the order.
        i = len(queue)
        while i and queue[i - 1].when > entry.when:
            i -= 1
        queue.insert(i, entry)
        if i == 0:
            if self._timer is not None:
                self._timer.cancel()
            self._timer = self._loop.call_at(entry.when, self._fire)
        return entry

    def disarm(self, entry: Deadline) -> None:
        entry.task = None
        queue = self._queue
        while queue and queue[0].task is None:
            queue.popleft()
        if len(queue) > self._compact_at:
            self._queue = deque(e for e in queue if e.task is not None)

    @staticmethod
    def timed_out(entry: Deadline, task: asyncio.Task[Any]) -> bool:
        """After a CancelledError: was it this deadline's doing (and only its)?"""
        return entry.expired and task.uncancel() <= entry.cancelling

    def _fire(self) -> None:
        self._timer = None
        queue = self._queue
        now = self._loop.time() + 1e-3  # timers may run a hair early; 1 ms is immaterial
        while queue:
            entry = queue[0]
            if entry.task is not None:
                if entry.when > now:
                    break
                entry.expired = True
                entry.task.cancel()
            queue.popleft()
        if queue:
            self._timer = self._loop.call_at(queue[0].when, self._fire)


async def handed_over(fut: asyncio.Future[None], release: Callable[[], None]) -> None:
    """Wait for a slot handed over through ``fut`` (its ``set_result``).

    A waiter cancelled in the same loop step as it was handed its slot gives the
    slot back through ``release``, so no slot is ever lost.
    """
    try:
        await fut
    except asyncio.CancelledError:
        if fut.done() and not fut.cancelled():
            release()
        raise


class Slots:
    """A FIFO counting semaphore whose uncontended acquire is one decrement.

    ``asyncio.Semaphore`` costs two coroutine frames and a scan of its waiters
    per acquire. Here the caller takes a free slot inline (``free -= 1``) and
    only awaits :meth:`wait` when none is left; :meth:`release` hands the slot
    straight to the oldest live waiter, so ``free > 0`` implies nobody waits.
    """

    __slots__ = ("_loop", "_waiters", "free")

    def __init__(self, size: int) -> None:
        self.free = size
        self._loop = asyncio.get_running_loop()
        self._waiters: deque[asyncio.Future[None]] = deque()

    async def wait(self) -> None:
        """Block until a slot is handed over (call only when ``free`` is 0)."""
        fut = self._loop.create_future()
        self._waiters.append(fut)
        await handed_over(fut, self.release)

    def release(self) -> None:
        waiters = self._waiters
        while waiters:
            fut = waiters.popleft()
            if not fut.done():  # skip waiters that were cancelled
                fut.set_result(None)
                return
        self.free += 1
