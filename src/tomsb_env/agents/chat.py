"""The LLM agents' shared body: one chat call with bounded re-asks, usage counters and
per-call seeds, and :class:`ChatAgent`, the base of the LLM attacker and defender."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Generic, TypeVar

import numpy as np

from tomsb_env.agents.prompts import REASK, Prompt, prompt_hashes, select
from tomsb_env.agents.turn_schemas import DEFAULT_FIELD_CHARS, TurnSchemas
from tomsb_env.errors import ConfigError, FormatFailure
from tomsb_env.llm.base import ChatBackend, ChatMessage, ChatResult, SamplingParams
from tomsb_env.llm.settings import SAMPLING, LLMSettings

T = TypeVar("T")

_CUT_HINT = "It was cut off before the end, so keep every field shorter this time.\n"


@dataclass
class Usage:
    """Counters for one agent or judge. ``format_failures``: calls whose every re-ask failed."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    reasks: int = 0
    format_failures: int = 0

    def record(self, result: ChatResult) -> None:
        self.calls += 1
        self.prompt_tokens += result.prompt_tokens
        self.completion_tokens += result.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))

    def as_dict(self) -> dict[str, int]:
        """For ``EpisodeMeta.usage`` (written out: one per agent of every episode)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}  # asdict() deep-copies


@dataclass(frozen=True)
class ParsedReply(Generic[T]):
    """Result of :func:`chat_parsed`: ``value`` is None when every attempt failed."""

    value: T | None
    raw: str
    error: str | None
    reasks: int


async def chat_parsed(
    backend: ChatBackend,
    messages: Sequence[ChatMessage],
    params: SamplingParams,
    parse: Callable[[str], T],
    *,
    max_reasks: int,
    usage: Usage,
    rng: np.random.Generator | None = None,
) -> ParsedReply[T]:
    """Call ``backend`` and ``parse`` its text; on failure re-ask up to ``max_reasks`` times,
    appending the rejected output and a user message naming the error. A
    :class:`~tomsb_env.errors.BackendError` (retries exhausted) propagates."""
    if max_reasks < 0:
        raise ConfigError(f"max_reasks must be >= 0, got {max_reasks}")
    chat = messages  # copied before a re-ask is added: the caller's list is left as it was
    raw = error = ""
    for attempt in range(max_reasks + 1):
        if attempt:
            usage.reasks += 1
        # each call's seed: the top 31 bits of one raw draw (recorded runs depend on this stream)
        seed = None if rng is None else int(rng.bit_generator.random_raw()) >> 33
        result = await backend.chat(chat, params if rng is None else params.with_seed(seed))
        usage.record(result)
        raw = result.text
        try:
            return ParsedReply(parse(raw), raw, None, attempt)
        except (TypeError, ValueError, KeyError) as exc:  # FormatFailure is a ValueError
            error = str(exc) if isinstance(exc, FormatFailure) else f"{type(exc).__name__}: {exc}"
        hint = _CUT_HINT if result.finish_reason == "length" else ""
        chat = [
            *chat,
            ChatMessage(role="assistant", content=raw),
            ChatMessage(role="user", content=REASK.render(error=error, hint=hint)),
        ]
    usage.format_failures += 1
    return ParsedReply(None, raw, error, max_reasks)


class ChatAgent(Generic[T]):
    """What the LLM attacker and defender share: settings, seeds, usage, re-asks. Subclasses set
    ``role`` and ``PROMPTS`` and implement :meth:`system_prompt`, :meth:`build_messages`,
    :meth:`parse` and :meth:`turn_schema`; an instance plays one episode at a time, each turn
    appending only what was played since. ``structured`` ("auto", "on", "off") sends each call
    the turn's JSON schema, its free-text fields bounded by ``field_chars``."""

    role: str = "agent"
    PROMPTS: Mapping[str, Prompt] = {}

    #: the keyword options a subclass takes besides ``settings`` (spec resolution lists them)
    OPTIONS: tuple[str, ...] = ()

    def __init__(
        self,
        backend: ChatBackend | str,
        option: str,
        *,
        settings: LLMSettings | None = None,
        structured: str = "auto",
        field_chars: int = DEFAULT_FIELD_CHARS,
    ) -> None:
        """``backend``: a backend, or a spec that one is built from with ``settings``."""
        settings = settings or LLMSettings()
        sampling = {"temperature": 1.0, "top_p": 1.0, "max_tokens": 2048, "max_reasks": 2}
        sampling.update(settings.sampling())
        max_reasks = sampling.pop("max_reasks")
        if max_reasks < 0:
            raise ConfigError(f"max_reasks must be >= 0, got {max_reasks}")
        if isinstance(backend, str):
            from tomsb_env.llm.spec import make_backend, parse_spec

            backend = make_backend(backend, **settings.backend_options(parse_spec(backend).kind))
        elif unused := sorted(set(settings.as_kwargs()) - set(SAMPLING)):
            raise ConfigError(
                f"backend settings {unused} apply to a backend built from a spec; this one is "
                "built already (set them on it, or pass its spec)"
            )
        self.backend = backend
        #: the agent's part of its settings (its backend is built): what clone() passes on
        self.settings = LLMSettings(**settings.sampling())
        self.option = option
        self.prompt = select(self.PROMPTS, option, f"{self.role} prompt")
        self.params = SamplingParams(**sampling)
        self.max_reasks = max_reasks
        spec = getattr(backend, "spec", type(backend).__name__)
        self.name = f"llm-{self.role}:{option}@{spec}"
        #: prompt name -> sha, for ``EpisodeMeta.prompts``
        self.prompts: dict[str, str] = prompt_hashes((self.prompt, REASK))
        self.usage = Usage()  # the current episode
        self._past = Usage()  # the episodes before it
        self._brief: Any = None
        self._system = ""
        self._rng: np.random.Generator | None = None
        self._chat: list[ChatMessage] | None = None  # the episode's chat so far
        self._own_turns = 0  # of the view it was last extended to
        self._params = self.params  # the episode's, with its turn schema
        # held as values: an object holding a bound method of the agent would make it a
        # reference cycle, freed only by a full garbage collection
        checked = TurnSchemas(self.turn_schema, structured, field_chars)
        if checked.structured == "on" and getattr(self.backend, "structured", "on") == "off":
            raise ConfigError(
                f"structured='on' but backend {getattr(self.backend, 'spec', self.backend)!r} has "
                "structured output off; pass structured='auto' or turn it on in the backend"
            )
        self._structured, self._field_chars = checked.structured, checked.field_chars

    @property
    def schemas(self) -> TurnSchemas:
        """The structured-output setting and the turn schema it sends."""
        return TurnSchemas(self.turn_schema, self._structured, self._field_chars)

    @property
    def total_usage(self) -> Usage:
        """Every episode since construction."""
        return self._past + self.usage

    def system_prompt(self, brief: Any) -> str:
        raise NotImplementedError

    def build_messages(
        self, system: str, view: Any, chat: list[ChatMessage] | None = None
    ) -> list[ChatMessage]:
        """The chat for ``view``; ``chat``, the list returned for an earlier view of the same
        game, is extended in place instead (see the subclasses' module functions)."""
        raise NotImplementedError

    def parse(self, text: str, levels: Sequence[str]) -> T:
        raise NotImplementedError

    def turn_schema(self, levels: tuple[str, ...], field_chars: int) -> dict[str, Any]:
        raise NotImplementedError

    def clone(self) -> ChatAgent[T]:
        """A fresh agent on the same backend and settings, holding nothing of an episode (a
        subclass with state of its own per episode resets it here too)."""
        twin = copy.copy(self)
        twin.usage, twin._past = Usage(), Usage()
        twin._brief = twin._rng = twin._chat = None
        twin._system, twin._own_turns, twin._params = "", 0, self.params
        return twin

    def reset(self, brief: Any, rng: np.random.Generator) -> None:
        self._brief = brief
        self._rng = rng
        self._system = self.system_prompt(brief)
        self._chat = None
        self._params = self.schemas.params(self.params, brief.universe)
        self._past += self.usage
        self.usage = Usage()

    def _episode_chat(self, view: Any) -> list[ChatMessage]:
        """The episode's chat, extended to ``view`` (built anew for a view of fewer turns)."""
        if self._brief is None:
            raise ConfigError(f"{self.name}: call reset(brief, rng) before acting")
        chat = self._chat
        if chat is not None and len(view.own_turns) < self._own_turns:
            chat = None  # an earlier view than the last: not this chat's continuation
        self._own_turns = len(view.own_turns)
        self._chat = self.build_messages(self._system, view, chat)
        return self._chat

    def messages(self, view: Any) -> list[ChatMessage]:
        """The chat that :meth:`aact` would send for ``view``."""
        return list(self._episode_chat(view))

    async def aact(self, view: Any) -> T | FormatFailure:
        """The parsed turn, or, when every re-ask failed, a :class:`FormatFailure` with the last
        error and raw text (a format failure of this agent; the text is never a reply)."""
        levels = view.brief.universe.levels
        reply = await chat_parsed(
            self.backend,
            self._episode_chat(view),
            self._params,
            lambda text: self.parse(text, levels),
            max_reasks=self.max_reasks,
            usage=self.usage,
            rng=self._rng,
        )
        if reply.value is None:
            return FormatFailure(reply.error or "no usable output", reply.raw)
        return reply.value

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"
