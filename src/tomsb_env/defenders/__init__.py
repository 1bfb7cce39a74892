"""Defenders: the protocols and the scripted reference defenders.

>>> from tomsb_env.defenders import scripted_defender
>>> scripted_defender("naive-mislead").name
'scripted:naive_mislead'
"""

from __future__ import annotations

from typing import Any

from tomsb_env.defenders.base import AsyncDefender, Defender
from tomsb_env.defenders.scripted import (
    NaiveMisleadDefender,
    OracleDefender,
    ProbingDefender,
    RefuseDefender,
    TruthfulDefender,
)
from tomsb_env.errors import UnknownNameError

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


def _squash(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def scripted_defender(name: str, **kwargs: Any) -> Any:
    """A scripted defender by name; case, ``-``/``_``/space and a ``scripted:`` prefix are ignored.

    Raises :class:`~tomsb_env.errors.UnknownNameError` (with the closest name) otherwise.
    """
    key = name.split(":", 1)[1] if name.lower().startswith("scripted:") else name
    wanted = _squash(key)
    for registered, cls in SCRIPTED_DEFENDERS.items():
        if _squash(registered) == wanted:
            return cls(**kwargs)
    raise UnknownNameError("scripted defender", name, SCRIPTED_DEFENDERS)
