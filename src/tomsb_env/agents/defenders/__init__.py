"""Defenders: the protocols and the scripted reference defenders.

>>> from tomsb_env.agents.defenders import scripted_defender
>>> scripted_defender("naive-mislead").name
'scripted:naive_mislead'
"""

from __future__ import annotations

from typing import Any

from tomsb_env.agents.defenders.base import AsyncDefender, Defender
from tomsb_env.agents.defenders.scripted import (
    NaiveMisleadDefender,
    OracleDefender,
    ProbingDefender,
    RefuseDefender,
    TruthfulDefender,
)
from tomsb_env.agents.scripted_text import registered

__all__ = [
    "SCRIPTED_DEFENDERS",
    "AsyncDefender",
    "Defender",
    "NaiveMisleadDefender",
    "OracleDefender",
    "ProbingDefender",
    "RefuseDefender",
    "TruthfulDefender",
    "scripted_defender",
]

#: Registry of the scripted reference defenders.
SCRIPTED_DEFENDERS: dict[str, type[Any]] = {
    "truthful": TruthfulDefender,
    "refuse": RefuseDefender,
    "naive_mislead": NaiveMisleadDefender,
    "probing": ProbingDefender,
    "oracle": OracleDefender,
}


def scripted_defender(name: str, **kwargs: Any) -> Any:
    """A scripted defender by name; case, ``-``/``_``/space and a ``scripted:`` prefix are ignored."""
    return registered("scripted defender", name, SCRIPTED_DEFENDERS)(**kwargs)
