"""Delayed callbacks for the fake server's replies, on one loop timer (see :class:`Timeline`)."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable
from typing import Any

__all__ = ["Later", "Timeline"]


class Later:
    """A callback due at loop time ``due``; cancelling it (the client went away)
    skips the callback and runs ``on_cancel`` instead. Either runs at most once."""

    __slots__ = ("_args", "_callback", "_on_cancel", "due")

    def __init__(
        self,
        due: float,
        callback: Callable[..., object],
        args: tuple[Any, ...],
        on_cancel: Callable[[], object] | None,
    ) -> None:
        self.due = due
        self._callback: Callable[..., object] | None = callback
        self._args = args
        self._on_cancel = on_cancel

    @property
    def cancelled(self) -> bool:
        return self._callback is None  # also once run, but then it has left the queue

    def run(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            callback(*self._args)

    def cancel(self) -> None:
        if self._callback is not None:
            self._callback = None
            if self._on_cancel is not None:
                self._on_cancel()


class Timeline:
    """Delayed callbacks on one loop timer.

    With one latency for every request, callbacks fall due in the order they
    were scheduled, so a FIFO does the work of the loop's timer heap without a
    TimerHandle and heap reordering per request (call_later alone was 6% of
    the server's CPU).
    A callback that would jump the queue gets a loop timer of its own.
    """

    def __init__(self) -> None:
        self._queue: deque[Later] = deque()
        self._timer: asyncio.TimerHandle | None = None
        # asyncio runs a timer once the clock is within its resolution of it; so do we
        self._slack = time.get_clock_info("monotonic").resolution

    def call_later(
        self,
        delay: float,
        callback: Callable[..., object],
        args: tuple[Any, ...],
        on_cancel: Callable[[], object] | None = None,
    ) -> Later:
        loop = asyncio.get_running_loop()
        later = Later(loop.time() + delay, callback, args, on_cancel)
        queue = self._queue
        while queue and queue[-1].cancelled:  # e.g. a slow reply whose client left
            queue.pop()
        if queue and later.due < queue[-1].due:
            loop.call_at(later.due, later.run)
        else:
            queue.append(later)
            if len(queue) == 1:  # a new head: the timer is for it
                if self._timer is not None:
                    self._timer.cancel()
                self._timer = loop.call_at(later.due, self._fire)
        return later

    def _fire(self) -> None:
        self._timer = None
        queue = self._queue
        loop = asyncio.get_running_loop()
        now = loop.time() + self._slack
        try:
            while queue and queue[0].due <= now:
                queue.popleft().run()
        finally:  # a callback that raised is reported by the loop; the rest stay due
            if queue and self._timer is None:
                self._timer = loop.call_at(queue[0].due, self._fire)

    def clear(self) -> None:
        """Forget everything still due (the server is stopping)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._queue.clear()
