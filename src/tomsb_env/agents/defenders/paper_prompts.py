"""Defender prompts in the paper's output format (the ``paper`` protocol): brief and quoting as in
:mod:`tomsb_env.agents.defenders.prompts`; the ToM defender writes four fields, Mislead and Refuse
the reply alone (so no ToM cells). Our own words for the paper's appendix B (``docs/paper.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tomsb_env.agents.defenders.llm import LLMDefender, defender_messages
from tomsb_env.agents.defenders.prompts import defender_system_prompt, render_context
from tomsb_env.agents.prompts import Prompt, level_keys, sections
from tomsb_env.errors import FormatFailure
from tomsb_env.llm.base import ChatBackend, ChatMessage
from tomsb_env.parsing import parse_defender_turn, strip_thinking
from tomsb_env.types import DefenderTurn, DefenderView
from tomsb_env.universe.scenario import DefenderBrief

#: the output fields each paper-format prompt asks for ("reply" is the message sent)
PAPER_FIELDS: dict[str, tuple[str, ...]] = {
    "tom": ("attacker_belief_about_target", "attacker_trust_in_us", "reflection", "reply"),
    "mislead": ("reply",),
    "refuse": ("reply",),
}

_S = sections("defender_paper")  # data/prompts/defender_paper.txt


def _prompt(style: str, description: str, version: int) -> Prompt:
    template = f"{_S['header']}\n\n{_S[style]}\n"
    return Prompt(f"defender.paper_{style}", version, template, description)


PAPER_PROMPTS: dict[str, Prompt] = {
    "tom": _prompt("tom", "paper format: model the attacker, four output fields", 2),
    "mislead": _prompt("mislead", "paper format: invented answers, plain text", 3),
    "refuse": _prompt("refuse", "paper format: refuse everything, plain text", 3),
}


class PaperDefender(LLMDefender):
    """An LLM defender with the paper's prompts and output fields (``tom``, ``mislead``,
    ``refuse``); its structured-output schema asks for exactly those fields. Mislead and
    Refuse answer in plain text, as the paper's appendix prompts ask (JSON is read too)."""

    PROMPTS = PAPER_PROMPTS
    OUTPUT_FIELDS: Mapping[str, tuple[str, ...]] = PAPER_FIELDS

    def __init__(self, backend: ChatBackend | str, prompt: str = "tom", **options: Any) -> None:
        super().__init__(backend, prompt, **options)
        self.name = self.name.replace("llm-defender:", "llm-defender:paper_", 1)
        self.plain = self.fields == ("reply",)

    def system_prompt(self, brief: DefenderBrief) -> str:
        if not self.plain:
            return defender_system_prompt(self.prompt, brief, dict.fromkeys(self.fields, "..."))
        levels = level_keys(brief.universe.levels)  # plain text: no output shape to show
        return self.prompt.render(context=render_context(brief), levels=levels)

    def build_messages(
        self, system: str, view: DefenderView, chat: list[ChatMessage] | None = None
    ) -> list[ChatMessage]:
        ask = "Write your reply as plain text." if self.plain else None
        return defender_messages(system, view, self.fields, chat, ask)

    def parse(self, text: str, levels: Sequence[str]) -> DefenderTurn:
        reply = strip_thinking(text)
        if not self.plain or reply.startswith("{"):
            return parse_defender_turn(text, levels)
        if not reply:
            raise FormatFailure("empty reply", text)
        return DefenderTurn(reply=reply, raw=text)
