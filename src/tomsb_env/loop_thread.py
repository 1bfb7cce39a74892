"""A private event loop on its own thread, for sync code that must await a coroutine even where
the calling thread already runs a loop (every Jupyter notebook, every async trainer)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import weakref
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class LoopThread:
    """Runs coroutines to completion on a private loop thread (created lazily)."""

    def __init__(self, name: str = "tomsb-loop") -> None:
        self.name = name
        #: the private loop, or None before first use and after :meth:`close`
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._stopper: weakref.finalize | None = None

    def _start(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self.loop is None:
                loop = asyncio.new_event_loop()
                ready = threading.Event()
                thread = threading.Thread(
                    target=self._serve, args=(loop, ready), name=self.name, daemon=True
                )
                thread.start()
                ready.wait()
                self.loop, self._thread = loop, thread
                # stopped when this is collected, or at interpreter exit while the daemon thread
                # still runs: its loop then closes the backends' clients (no aiohttp warnings)
                self._stopper = weakref.finalize(self, _stop, loop, thread)
            return self.loop

    @staticmethod
    def _serve(loop: asyncio.AbstractEventLoop, ready: threading.Event) -> None:
        asyncio.set_event_loop(loop)
        loop.call_soon(ready.set)
        loop.run_forever()
        # async generators (e.g. a backend's per-loop client closers) end before the loop does
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.close()

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        """``await coro`` on the private loop and return its result (exceptions propagate)."""
        loop = self._start()
        if self._thread is threading.current_thread():
            coro.close()
            raise RuntimeError(f"{self.name}: run() called from its own loop thread")
        return asyncio.run_coroutine_threadsafe(coro, loop).result()

    def close(self) -> None:
        """Stop the loop and join its thread; a later :meth:`run` starts a fresh one."""
        with self._lock:
            self.loop = self._thread = None
            stop, self._stopper = self._stopper, None
        if stop is not None:
            stop()

    # A copy (pickle, copy.deepcopy) is a fresh, unstarted LoopThread of the same name:
    # a thread and its loop cannot be copied, and nothing runs on them between calls.
    def __getstate__(self) -> dict[str, Any]:
        return {"name": self.name}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["name"])  # type: ignore[misc]


def _stop(loop: asyncio.AbstractEventLoop, thread: threading.Thread) -> None:
    with contextlib.suppress(RuntimeError):  # its loop already closed
        loop.call_soon_threadsafe(loop.stop)
    if thread is not threading.current_thread():
        thread.join(timeout=10)
