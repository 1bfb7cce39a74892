"""The Defender protocol: implement this to score or train your own double agent."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import numpy as np

from tomsb_env.types import DefenderTurn, DefenderView
from tomsb_env.universe.scenario import DefenderBrief

__all__ = ["AsyncDefender", "Defender"]


@runtime_checkable
class Defender(Protocol):
    """A synchronous defender. ``reset`` gets its brief (universe, target, ground truth; never
    the attacker's prior) and the episode RNG; ``act`` returns a :class:`DefenderTurn`, a dict
    of its fields, or raw JSON text (a string without ``{`` is the reply). Only ``reply``
    ever reaches the attacker."""

    name: str

    def reset(self, brief: DefenderBrief, rng: np.random.Generator) -> None: ...

    def act(self, view: DefenderView) -> DefenderTurn | dict[str, Any] | str: ...


@runtime_checkable
class AsyncDefender(Protocol):
    """A defender whose turns come from an async call (LLM-backed defenders)."""

    name: str

    def reset(self, brief: DefenderBrief, rng: np.random.Generator) -> None: ...

    async def aact(self, view: DefenderView) -> DefenderTurn | dict[str, Any] | str: ...
