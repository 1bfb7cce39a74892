"""The event loop of a benchmark run with async agents: uvloop when installed, else asyncio's.

An LLM run at high concurrency is bound by the runner's CPU, and a good share
of that is the event loop and its sockets; uvloop (in the ``llm`` extra, not on
Windows) does that part in C, about 15% less CPU per call in
``benchmarks/bench_protocol_llm.py``. Results never depend on the loop: every
episode's seed comes from its key, not from the order events happen in.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError, UnknownNameError

__all__ = ["EVENT_LOOPS", "loop_factory", "run"]

#: ``auto`` is uvloop if it imports, else asyncio.
EVENT_LOOPS = ("auto", "asyncio", "uvloop")


def loop_factory(name: str = "auto") -> Callable[[], asyncio.AbstractEventLoop]:
    """What makes a new loop of kind ``name``; raises for an unknown or unavailable one."""
    if name not in EVENT_LOOPS:
        raise UnknownNameError("event loop", name, EVENT_LOOPS)
    if name == "asyncio" or (name == "auto" and sys.version_info < (3, 11)):
        return asyncio.new_event_loop
    if sys.version_info < (3, 11):
        raise ConfigError("event_loop='uvloop' needs Python 3.11 or newer (asyncio.Runner)")
    try:
        import uvloop
    except ImportError:
        if name == "uvloop":
            raise MissingExtraError("uvloop", "llm", "event_loop='uvloop'") from None
        return asyncio.new_event_loop
    return uvloop.new_event_loop  # type: ignore[no-any-return]


def run(main: Coroutine[Any, Any, Any], name: str = "auto") -> Any:
    """``asyncio.run(main)`` on a loop of kind ``name``."""
    factory = loop_factory(name)
    if factory is asyncio.new_event_loop:
        return asyncio.run(main)
    with asyncio.Runner(loop_factory=factory) as runner:  # type: ignore[attr-defined]
        return runner.run(main)
