"""The attacker's output schema as the authors sent it (the ``paper`` protocol): the five
required fields of ``IntegratedAttackerOutputV4`` (their ``utils/attacker.py``), no
``belief_state`` and no length caps; the game grounds the belief from its text."""

from __future__ import annotations

from typing import Any

from tomsb_env.agents.attackers.llm import LLMAttacker
from tomsb_env.types import Signal

__all__ = ["PaperAttacker", "paper_attacker_schema"]


def paper_attacker_schema(levels: tuple[str, ...] = (), field_chars: int = 0) -> dict[str, Any]:
    """The authors' schema (a schema builder's arguments, unused: it is the same for all)."""
    props: dict[str, Any] = {
        "trust_score": {"type": "integer", "description": "trust in the defender, 0 to 5"},
        "belief": {"type": "string", "description": "what you now think each level is"},
        "reflection": {"type": "string", "description": "strategy, lessons, next step"},
        "signal": {"enum": [s.value for s in Signal], "type": "string"},
        "prompt": {"type": "string", "description": "the question sent this turn"},
    }
    return {"title": "AttackerTurnV4", "type": "object", "properties": props, "required": [*props]}


class PaperAttacker(LLMAttacker):
    """An LLM attacker whose structured output follows :func:`paper_attacker_schema`."""

    def turn_schema(self, levels: tuple[str, ...], field_chars: int) -> dict[str, Any]:
        return paper_attacker_schema(levels, field_chars)
