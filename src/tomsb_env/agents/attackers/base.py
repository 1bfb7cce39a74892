"""The Attacker protocol: how any attacker (scripted, LLM, or yours) plugs into the game."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy as np

from tomsb_env.types import AttackerTurn, AttackerView
from tomsb_env.universe.scenario import AttackerBrief

__all__ = ["AsyncAttacker", "Attacker"]


@runtime_checkable
class Attacker(Protocol):
    """A synchronous attacker. ``reset`` gets its brief (never the ground truth) and the episode
    RNG each episode; ``act`` returns an :class:`AttackerTurn` or raw JSON text, which the
    environment parses (unparseable text is a counted format failure)."""

    name: str

    def reset(self, brief: AttackerBrief, rng: np.random.Generator) -> None: ...

    def act(self, view: AttackerView) -> AttackerTurn | str: ...


@runtime_checkable
class AsyncAttacker(Protocol):
    """An attacker whose turns come from an async call (LLM-backed attackers)."""

    name: str

    def reset(self, brief: AttackerBrief, rng: np.random.Generator) -> None: ...

    async def aact(self, view: AttackerView) -> AttackerTurn | str: ...
