"""Attackers: the protocols and the four LLM-free scripted attackers.

>>> from tomsb_env.attackers import scripted_attacker
>>> scripted_attacker("CrossExaminer").name
'scripted:cross_examiner'
"""

from __future__ import annotations

from typing import Any

from tomsb_env.attackers.base import AsyncAttacker, Attacker
from tomsb_env.attackers.scripted import (
    RuleRanges,
    ScriptedAttacker,
    ScriptedBluffer,
    ScriptedCrossExaminer,
    ScriptedDeceptionAware,
    TrustRules,
)
from tomsb_env.errors import UnknownNameError

__all__ = [
    "SCRIPTED_ATTACKERS",
    "AsyncAttacker",
    "Attacker",
    "RuleRanges",
    "ScriptedAttacker",
    "ScriptedBluffer",
    "ScriptedCrossExaminer",
    "ScriptedDeceptionAware",
    "TrustRules",
    "scripted_attacker",
]

#: Registry of the scripted attackers, weakest first.
SCRIPTED_ATTACKERS: dict[str, type[ScriptedAttacker]] = {
    "base": ScriptedAttacker,
    "cross_examiner": ScriptedCrossExaminer,
    "deception_aware": ScriptedDeceptionAware,
    "bluffing": ScriptedBluffer,
}


def _squash(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def scripted_attacker(name: str, **kwargs: Any) -> ScriptedAttacker:
    """A scripted attacker by name; case, ``-``/``_``/space and a ``scripted:`` prefix are ignored.

    Raises :class:`~tomsb_env.errors.UnknownNameError` (with the closest name) otherwise.
    """
    key = name.split(":", 1)[1] if name.lower().startswith("scripted:") else name
    wanted = _squash(key)
    for registered, cls in SCRIPTED_ATTACKERS.items():
        if _squash(registered) == wanted:
            return cls(**kwargs)
    raise UnknownNameError("scripted attacker", name, SCRIPTED_ATTACKERS)
