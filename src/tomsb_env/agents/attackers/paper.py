"""The attacker's output schema as the authors sent it (the ``paper`` protocol).

Their attacker asks for the five fields of ``IntegratedAttackerOutputV4``
(``utils/attacker.py``): no ``belief_state`` object and no length caps, unlike our
:func:`~tomsb_env.agents.turn_schemas.attacker_turn_schema`. The game grounds the
belief from its text, as it does for any attacker without ``belief_state``.
"""

from __future__ import annotations

from typing import Any

from tomsb_env.agents.attackers.llm import LLMAttacker
from tomsb_env.agents.turn_schemas import TurnSchemas
from tomsb_env.llm.base import ChatBackend
from tomsb_env.types import Signal

__all__ = ["PaperAttacker", "paper_attacker_schema"]


def paper_attacker_schema(levels: tuple[str, ...] = (), field_chars: int = 0) -> dict[str, Any]:
    """The authors' V4 attacker schema: five required fields, text unbounded (the arguments
    are those of every schema builder, unused here)."""
    text = {"type": "string"}
    props: dict[str, Any] = {
        "trust_score": {"type": "integer", "description": "trust in the defender, 0 to 5"},
        "belief": {**text, "description": "what you now think every level of the target is"},
        "reflection": {**text, "description": "strategy, what you learned, what comes next"},
        "signal": {"enum": [s.value for s in Signal], "type": "string"},
        "prompt": {**text, "description": "the question sent to the defender this turn"},
    }
    return {
        "title": "IntegratedAttackerOutputV4",
        "type": "object",
        "properties": props,
        "required": list(props),
    }


class PaperAttacker(LLMAttacker):
    """An LLM attacker whose structured output follows :func:`paper_attacker_schema`."""

    def __init__(self, backend: ChatBackend, kind: str = "base", **settings: Any) -> None:
        super().__init__(backend, kind, **settings)
        self.schemas = TurnSchemas(
            paper_attacker_schema, self.schemas.structured, self.schemas.field_chars
        )
