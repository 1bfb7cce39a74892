"""The attacker as the authors ran it (the ``paper`` protocol): the five required fields of
``IntegratedAttackerOutputV4`` (their ``utils/attacker.py``), no ``belief_state`` and no
length caps, asked for by prompts without that key; the game grounds the belief from its
text, and the model's history shows its turns without the belief the game filled in."""

from __future__ import annotations

from typing import Any

from tomsb_env.agents.attackers.llm import LLMAttacker, attacker_messages
from tomsb_env.agents.attackers.prompts import PAPER_PROMPTS
from tomsb_env.llm.base import ChatMessage
from tomsb_env.types import AttackerView, Signal


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
    """An LLM attacker whose prompts and structured output follow :func:`paper_attacker_schema`."""

    PROMPTS = PAPER_PROMPTS

    def turn_schema(self, levels: tuple[str, ...], field_chars: int) -> dict[str, Any]:
        return paper_attacker_schema(levels, field_chars)

    def build_messages(
        self, system: str, view: AttackerView, chat: list[ChatMessage] | None = None
    ) -> list[ChatMessage]:
        return attacker_messages(system, view, chat, belief_state=False)
