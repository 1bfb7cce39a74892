"""A defender played by a chat model (``docs/llm_agents.md`` shows its chat); unparsed output
never reaches the attacker (:meth:`tomsb_env.agents.chat.ChatAgent.aact`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tomsb_env.agents.chat import ChatAgent
from tomsb_env.agents.defenders.prompt_files import DEFENDER_PROMPTS
from tomsb_env.agents.defenders.prompts import MESSAGE_LABEL, defender_system_prompt
from tomsb_env.agents.prompts import dump_json, quote_untrusted
from tomsb_env.agents.turn_schemas import DEFENDER_FIELDS, defender_turn_schema
from tomsb_env.llm.base import ChatBackend, ChatMessage
from tomsb_env.parsing import parse_defender_turn
from tomsb_env.types import DefenderTurn, DefenderView
from tomsb_env.universe.scenario import DefenderBrief

_NEXT = "Write your turn as one JSON object."
_OWN_RAW_CHARS = 2000  # a failed turn is replayed to the model as its own raw text, cut to this


def _own_turn_text(turn: DefenderTurn, fields: Sequence[str]) -> str:
    """An earlier turn as the model wrote it (``raw``), which is what a trainer's chat
    (``DefenderSession.messages``, the rollout's token sequence) holds; a turn given as an
    object rather than text is written as compact JSON of ``fields``."""
    if turn.format_error is not None:
        return (turn.raw or "")[:_OWN_RAW_CHARS] or "(no output)"  # chat APIs reject empty turns
    if turn.raw:
        return turn.raw
    values = {name: getattr(turn, name) for name in fields}
    return dump_json({name: value for name, value in values.items() if value is not None})


def defender_messages(
    system: str,
    view: DefenderView,
    fields: Sequence[str] = DEFENDER_FIELDS,
    chat: list[ChatMessage] | None = None,
    ask: str | None = None,
) -> list[ChatMessage]:
    """The full chat for the defender's next turn: each attacker message, then its answer as it
    wrote it (a turn given as an object: JSON of ``fields``, default all). Given ``chat``, what
    this returned for an earlier view of the same game, the turns played since are appended to
    it. ``ask`` replaces the request for a JSON turn that ends each attacker message."""
    if chat is None:
        chat = [ChatMessage(role="system", content=system)]
    asked = [m.text for m in view.transcript if m.role == "attacker"]
    own = view.own_turns
    # after the system message, message 2i quotes the attacker's i-th, 2i+1 answers it
    for k in range(len(chat) - 1, min(len(asked), len(own) + 1) + min(len(asked), len(own))):
        i, answer = divmod(k, 2)
        if answer:
            chat.append(ChatMessage(role="assistant", content=_own_turn_text(own[i], fields)))
        else:
            quoted = quote_untrusted(asked[i], MESSAGE_LABEL)
            content = f"Message from the attacker:\n{quoted}\n\n{ask or _NEXT}"
            chat.append(ChatMessage(role="user", content=content))
    return chat


class LLMDefender(ChatAgent[DefenderTurn]):
    """A chat-model defender; ``prompt`` is ``tom``, ``mislead``, ``refuse`` or a prompt file's
    path; ``OUTPUT_FIELDS``: prompt name -> schema fields. The rest: :class:`ChatAgent`."""

    role = "defender"
    PROMPTS = DEFENDER_PROMPTS
    parse = staticmethod(parse_defender_turn)
    OUTPUT_FIELDS: Mapping[str, tuple[str, ...]] = {}  # default: every DEFENDER_FIELDS entry

    OPTIONS = ("prompt", "structured", "field_chars")

    def __init__(self, backend: ChatBackend | str, prompt: str = "tom", **options: Any) -> None:
        super().__init__(backend, prompt, **options)
        #: the fields its schema requires and its replayed turns show
        self.fields = self.OUTPUT_FIELDS.get(prompt, DEFENDER_FIELDS)

    def turn_schema(self, levels: tuple[str, ...], field_chars: int) -> dict[str, Any]:
        return defender_turn_schema(levels, fields=self.fields, field_chars=field_chars)

    @property
    def style(self) -> str:
        return self.option

    def system_prompt(self, brief: DefenderBrief) -> str:
        return defender_system_prompt(self.prompt, brief)

    def build_messages(
        self, system: str, view: DefenderView, chat: list[ChatMessage] | None = None
    ) -> list[ChatMessage]:
        return defender_messages(system, view, self.fields, chat)
