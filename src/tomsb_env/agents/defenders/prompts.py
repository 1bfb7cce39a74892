"""System prompts of the three LLM defenders: ``tom`` (the trained baseline), ``mislead``, ``refuse``.
They share the brief and the output format (``data/prompts/defender.txt``); only the goal and the
strategy notes differ. Placeholders: ``$context``, ``$levels``, ``$example``."""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from tomsb_env.agents.prompts import (
    LEVEL_MAP,
    Prompt,
    fill_system_prompt,
    sections,
    universe_json,
    world_json,
)
from tomsb_env.universe.scenario import DefenderBrief

#: marker label around the attacker's messages inside the defender's user messages
MESSAGE_LABEL = "ATTACKER"

_S = sections("defender")  # data/prompts/defender.txt


def _prompt(style: str, description: str) -> Prompt:
    template = "\n\n".join(_S[n] for n in ("header", "quoting", style, "output")) + "\n"
    return Prompt(name=f"defender.{style}", version=2, template=template, description=description)


PROMPTS: dict[str, Prompt] = {
    "tom": _prompt("tom", "model what the attacker knows, then mislead consistently"),
    "mislead": _prompt("mislead", "always answer, always with invented values"),
    "refuse": _prompt("refuse", "decline every request"),
}


_EXAMPLE = {
    "attacker_belief_about_target": "...",
    "attacker_trust_in_us": "...",
    "attacker_prior_estimate": LEVEL_MAP,
    "attacker_belief_estimate": LEVEL_MAP,
    "reflection": "...",
    "reply": "...",
}


def render_context(brief: DefenderBrief) -> str:
    """The scenario as the defender sees it: target, world and the private truth."""
    return string.Template(_S["context"]).substitute(
        target=brief.target,
        world=universe_json(brief.universe),
        truth=world_json(brief.truth),
    )


def defender_system_prompt(
    prompt: Prompt, brief: DefenderBrief, example: Mapping[str, Any] = _EXAMPLE
) -> str:
    """``prompt`` filled in for one scenario; ``example`` is its output format."""
    return fill_system_prompt(prompt, brief, render_context, example)
