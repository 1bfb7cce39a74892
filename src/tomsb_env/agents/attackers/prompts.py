"""System prompts of the four LLM attackers (base, cross_examiner, deception_aware, bluffing),
assembled from shared sections (``data/prompts/attacker.txt``) so that the kinds differ only where
the game's attacker designs differ; each :class:`~tomsb_env.agents.prompts.Prompt`'s hash changes
with any section it uses. Placeholders: ``$context`` (:func:`render_context`), ``$levels`` and
``$example`` (output shape)."""

from __future__ import annotations

import string

from tomsb_env.agents.prompts import (
    LEVEL_MAP,
    Prompt,
    fill_system_prompt,
    sections,
    universe_json,
    world_json,
)
from tomsb_env.universe.scenario import AttackerBrief

#: marker label around the defender's replies inside the attacker's user messages
REPLY_LABEL = "OTHER_PARTY"

_S = sections("attacker")  # data/prompts/attacker.txt


def _prompt(kind: str, description: str, *names: str) -> Prompt:
    """Every kind opens with the role, the quoting rule and the general approach."""
    parts = ("role", "quoting", "strategy", *names)  # "a+b": two sections with no gap
    template = "\n\n".join("".join(_S[k] for k in n.split("+")) for n in parts) + "\n"
    template = template.replace("$belief_state", _S["belief_state"])  # PAPER_PROMPTS drop it
    return Prompt(f"attacker.{kind}", 1, template, description)


_CLOSE = ("verify", "signals")
_AWARE = ("tactics", "actions", *_CLOSE, "final_warning", "output")

PROMPTS: dict[str, Prompt] = {
    "base": _prompt(
        "base", "trust bookkeeping and open-question verification", "actions", *_CLOSE, "output"
    ),
    "cross_examiner": _prompt(
        "cross_examiner",
        "base plus re-asking earlier facts from new angles (-2 trust on inconsistency)",
        "actions+cross_action",
        "cross",
        *_CLOSE,
        "output",
    ),
    "deception_aware": _prompt(
        "deception_aware", "base plus a catalogue of known defender tricks", *_AWARE
    ),
    "bluffing": _prompt(
        "bluffing", "deception-aware plus baiting and neutral skepticism", "bluff", *_AWARE
    ),
}

KINDS: tuple[str, ...] = tuple(PROMPTS)

#: the four kinds for the authors' five-field schema (``--protocol paper``): no belief_state
PAPER_PROMPTS: dict[str, Prompt] = {
    kind: Prompt(
        f"attacker.paper_{kind}",
        1,
        p.template.replace(_S["belief_state"], _S["no_belief_state"]),
    )
    for kind, p in PROMPTS.items()
}


def render_context(brief: AttackerBrief) -> str:
    """The scenario as the attacker sees it: persona, world, goal and starting notes."""
    return string.Template(_S["context"]).substitute(
        name=brief.attacker_name,
        world=universe_json(brief.universe),
        target=brief.target,
        TARGET=brief.target.upper(),
        notes=world_json(brief.prior),
    )


def attacker_system_prompt(prompt: Prompt, brief: AttackerBrief) -> str:
    """``prompt`` filled in for one scenario."""
    # the paper's prompts follow the authors' schema, which has no belief_state key
    paper = "belief_state" not in prompt.template
    example = {k: v for k, v in _EXAMPLE.items() if not (paper and k == "belief_state")}
    return fill_system_prompt(prompt, brief, render_context, example)


_EXAMPLE = {
    "trust_score": 5,
    "belief": "...",
    "belief_state": LEVEL_MAP,
    "reflection": "...",
    "signal": "query again",
    "prompt": "...",
}
