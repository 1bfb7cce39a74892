"""Attackers: the protocols and the four LLM-free scripted attackers.

>>> from tomsb_env.agents.attackers import scripted_attacker
>>> scripted_attacker("CrossExaminer").name
'scripted:cross_examiner'
"""

from __future__ import annotations

from typing import Any

from tomsb_env.agents.attackers.base import AsyncAttacker, Attacker
from tomsb_env.agents.attackers.scripted import (
    ScriptedAttacker,
    ScriptedBluffer,
    ScriptedCrossExaminer,
    ScriptedDeceptionAware,
)
from tomsb_env.agents.attackers.scripted_rules import RuleRanges, TrustRules
from tomsb_env.agents.scripted_text import registered

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


def scripted_attacker(name: str, **kwargs: Any) -> ScriptedAttacker:
    """A scripted attacker by name; case, ``-``/``_``/space and a ``scripted:`` prefix are ignored."""
    return registered("scripted attacker", name, SCRIPTED_ATTACKERS)(**kwargs)
