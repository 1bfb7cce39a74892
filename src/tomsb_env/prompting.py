"""Machinery shared by LLM attackers, defenders and judges.

* :class:`Prompt` - a named, versioned template whose ``sha`` goes into every
  episode record, so a result can always be traced to the exact wording.
* :func:`quote_untrusted` - wraps the other party's text in markers so it is
  read as data, never as instructions.
* :func:`chat_parsed` - one chat call plus bounded re-asks that show the model
  its own validation error.
* :class:`Usage` and :func:`draw_seed` - counters and per-call sampling seeds.
* :class:`ChatAgent` - the body shared by the LLM attacker and defender.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Generic, TypeVar

import numpy as np

from tomsb_env import fastjson
from tomsb_env.errors import ConfigError, FormatFailure, UnknownNameError
from tomsb_env.llm.base import ChatBackend, ChatMessage, ChatResult, SamplingParams
from tomsb_env.universe.cache import UniverseCache

__all__ = [
    "REASK",
    "ChatAgent",
    "ParsedReply",
    "Prompt",
    "TurnMemo",
    "Usage",
    "all_prompts",
    "chat_parsed",
    "draw_seed",
    "dump_json",
    "level_keys",
    "prompt_hashes",
    "quote_untrusted",
    "render_cached",
    "select",
    "universe_json",
    "world_json",
]

T = TypeVar("T")

_SHA_CHARS = 12


@dataclass(frozen=True)
class Prompt:
    """A prompt template. Placeholders use ``$name`` so literal JSON braces need no escaping."""

    name: str
    version: int
    template: str
    description: str = ""

    @functools.cached_property
    def sha(self) -> str:
        """First 12 hex digits of sha256 over name, version and template."""
        payload = f"{self.name}\n{self.version}\n{self.template}".encode()
        return hashlib.sha256(payload).hexdigest()[:_SHA_CHARS]

    @functools.cached_property
    def placeholders(self) -> frozenset[str]:
        found = string.Template.pattern.finditer(self.template)
        return frozenset(
            m.group("named") or m.group("braced")
            for m in found
            if m.group("named") or m.group("braced")
        )

    @functools.cached_property
    def _pieces(self) -> tuple[tuple[str, bool], ...]:
        """The template split once into (literal, False) and (placeholder, True) pieces."""
        pieces: list[tuple[str, bool]] = []
        pos = 0
        for m in string.Template.pattern.finditer(self.template):
            pieces.append((self.template[pos : m.start()], False))
            name = m.group("named") or m.group("braced")
            if name:
                pieces.append((name, True))
            elif m.group("escaped") is not None:
                pieces.append(("$", False))
            else:  # a stray "$": the same error string.Template raises
                raise ValueError(f"prompt {self.name!r}: invalid placeholder at {m.start()}")
            pos = m.end()
        pieces.append((self.template[pos:], False))
        return tuple(pieces)

    def render(self, **values: str) -> str:
        """The template with every placeholder filled; a missing or extra value is an error."""
        missing = self.placeholders - values.keys()
        extra = values.keys() - self.placeholders
        if missing or extra:
            raise ConfigError(
                f"prompt {self.name!r} v{self.version}: missing values {sorted(missing)}, "
                f"unexpected values {sorted(extra)}; expected exactly {sorted(self.placeholders)}"
            )
        # the same text as string.Template.substitute, without re-scanning kilobytes per call
        return "".join(values[text] if named else text for text, named in self._pieces)


def select(prompts: Mapping[str, Prompt], kind: str, what: str) -> Prompt:
    """``prompts[kind]`` or an :class:`UnknownNameError` listing the valid kinds."""
    try:
        return prompts[kind]
    except KeyError:
        raise UnknownNameError(what, kind, prompts) from None


def prompt_hashes(prompts: Iterable[Prompt]) -> dict[str, str]:
    """``{name: sha}``: what an agent records into ``EpisodeMeta.prompts``."""
    return {p.name: p.sha for p in prompts}


REASK = Prompt(
    name="reask",
    version=1,
    description="sent after an output that failed to parse or validate",
    template=(
        "That output could not be used: $error\n"
        "${hint}"
        "Send the turn again as a single JSON object with every required key, "
        "and put no other text before or after it."
    ),
)

_CUT_HINT = "It was cut off before the end, so keep every field shorter this time.\n"


def all_prompts() -> dict[str, Prompt]:
    """Every registered prompt, by name (imports the three prompt modules on first use)."""
    from tomsb_env.attackers import prompts as attacker_prompts
    from tomsb_env.defenders import prompts as defender_prompts
    from tomsb_env.judges import prompts as judge_prompts

    out: dict[str, Prompt] = {REASK.name: REASK}
    for module in (attacker_prompts, defender_prompts, judge_prompts):
        for p in module.PROMPTS.values():
            if p.name in out:
                raise ConfigError(f"duplicate prompt name {p.name!r}")
            out[p.name] = p
    return out


# ------------------------------------------------------------------ data quoting
_RUN_RE = re.compile(r"<{3,}|>{3,}")


def quote_untrusted(text: str, label: str) -> str:
    """``text`` between ``<<<LABEL`` and ``LABEL>>>`` markers.

    Runs of three or more angle brackets inside ``text`` are spaced out, so
    the quoted party cannot close the block early and write outside it.
    """
    if "<<<" in text or ">>>" in text:  # (a substring test costs a tenth of the regex)
        text = _RUN_RE.sub(lambda m: " ".join(m.group()), text)
    return f"<<<{label}\n{text}\n{label}>>>"


_RENDERED: dict[tuple[Any, ...], tuple[Any, Prompt, str]] = {}
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def render_cached(prompt: Prompt, brief: Any, build: Callable[[], str]) -> str:
    """``build()`` for ``(prompt, brief)``, memoised: a system prompt is rendered once per scenario.

    Briefs are rebuilt every episode, so the key is their field values, the
    universe by identity (kept alive in the entry, so a recycled id cannot
    match) and mappings as item tuples.
    """
    universe = getattr(brief, "universe", None)
    cls = type(brief)
    names = _FIELD_NAMES.get(cls)
    if names is None:  # dataclasses.fields() costs as much as the rest of the key
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(brief))
    # the prompt by identity too (kept alive in the entry): hashing and comparing the
    # dataclass builds tuples of its fields, kilobytes of template included
    parts: list[Any] = [id(prompt), cls]
    for name in names:
        value = getattr(brief, name)
        if value is universe:
            parts.append(id(value))
        elif type(value) is dict or isinstance(value, Mapping):
            parts.append(tuple(value.items()))
        else:
            parts.append(value)
    key = tuple(parts)
    hit = _RENDERED.get(key)
    if hit is not None and hit[0] is universe and hit[1] is prompt:
        return hit[2]
    text = build()
    if len(_RENDERED) > 1024:
        _RENDERED.clear()
    _RENDERED[key] = (universe, prompt, text)
    return text


_WORLD: dict[str, str] = {}


def world_json(layers: Mapping[str, Any]) -> str:
    key = repr(layers)
    hit = _WORLD.get(key)
    if hit is None:
        if len(_WORLD) > 512:
            _WORLD.clear()
        hit = _WORLD[key] = _world_json(layers)
    return hit


#: :func:`world_json` of a universe, once per universe object (no layers to build or repr)
universe_json: UniverseCache[str] = UniverseCache(lambda u: _world_json(u.to_layers()))


def _world_json(layers: Mapping[str, Any]) -> str:
    """The universe as valid JSON with one line per level or parent.

    Fully indented JSON spends a line (and several tokens) on every entity;
    this keeps the structure readable at about half the tokens.
    """
    rows: list[str] = []
    for level, value in layers.items():
        if isinstance(value, Mapping):
            inner = ",\n".join(f"    {dump_json(k)}: {dump_json(v)}" for k, v in value.items())
            rows.append(f"  {dump_json(level)}: {{\n{inner}\n  }}")
        else:
            rows.append(f"  {dump_json(level)}: {dump_json(value)}")
    return "{\n" + ",\n".join(rows) + "\n}"


def level_keys(levels: Sequence[str]) -> str:
    """Level names as a comma-separated list of JSON strings, for output specifications."""
    return _level_keys(tuple(levels))


@functools.lru_cache(maxsize=256)  # a few level tuples, one system prompt per episode
def _level_keys(levels: tuple[str, ...]) -> str:
    return ", ".join(json.dumps(lv, ensure_ascii=False) for lv in levels)


#: In an output example given to :func:`fill_system_prompt`: ``{level: null, ...}``.
LEVEL_MAP: Any = object()


def fill_system_prompt(
    prompt: Prompt, brief: Any, context: Callable[[Any], str], example: Mapping[str, Any]
) -> str:
    """A system prompt's ``$context``, ``$levels`` and ``$example`` (the output format,
    as JSON, with each ``LEVEL_MAP`` spelled out for the scenario's levels)."""
    levels = tuple(brief.universe.levels)
    return prompt.render(
        context=context(brief),
        levels=level_keys(levels),
        example=_example_json(tuple(example.items()), levels),
    )


@functools.lru_cache(maxsize=256)  # depends on the levels alone
def _example_json(items: tuple[tuple[str, Any], ...], levels: tuple[str, ...]) -> str:
    example = {k: dict.fromkeys(levels) if v is LEVEL_MAP else v for k, v in items}
    return json.dumps(example, ensure_ascii=False)


# ---------------------------------------------------------------- usage & seeds
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

    def add(self, other: Usage) -> None:
        self.calls += other.calls
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.reasks += other.reasks
        self.format_failures += other.format_failures

    def as_dict(self) -> dict[str, int]:
        """For ``EpisodeMeta.usage`` (written out: one per agent of every episode)."""
        return {
            "calls": self.calls,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "reasks": self.reasks,
            "format_failures": self.format_failures,
        }


def draw_seed(rng: np.random.Generator | None) -> int | None:
    """A sampling seed for the next call, drawn from the episode RNG (None without one)."""
    # 31 raw bits: one draw from the bit generator, a fifth of ``integers``' cost
    return None if rng is None else int(rng.bit_generator.random_raw()) >> 33


# ------------------------------------------------------------------- re-asking
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
    """Call ``backend`` and ``parse`` its text; on failure re-ask up to ``max_reasks`` times.

    Each re-ask appends the rejected output and a user message naming the
    error. A :class:`~tomsb_env.errors.BackendError` (the backend's retries
    exhausted) is not caught: it propagates to the caller.
    """
    value, raw, error, reasks = await _chat_parsed(
        backend, messages, params, _call, parse, max_reasks, usage, rng
    )
    return ParsedReply(value, raw, error, reasks)


def _call(parse: Callable[[str], T], text: str) -> T:
    return parse(text)


async def _chat_parsed(
    backend: ChatBackend,
    messages: Sequence[ChatMessage],
    params: SamplingParams,
    parse: Callable[[Any, str], T],
    how: Any,
    max_reasks: int,
    usage: Usage,
    rng: np.random.Generator | None,
) -> tuple[T | None, str, str | None, int]:
    """:func:`chat_parsed` as a plain tuple, parsing with ``parse(how, text)``: the agents'
    path, one call per turn, spared a result object and a closure per call."""
    if max_reasks < 0:
        raise ConfigError(f"max_reasks must be >= 0, got {max_reasks}")
    chat: list[ChatMessage] = list(messages)
    raw = ""
    error = ""
    for attempt in range(max_reasks + 1):
        if attempt:
            usage.reasks += 1
        call_params = params if rng is None else params.with_seed(draw_seed(rng))
        result = await backend.chat(chat, call_params)
        usage.record(result)
        raw = result.text
        try:
            return parse(how, raw), raw, None, attempt
        except (TypeError, ValueError, KeyError) as exc:  # FormatFailure is a ValueError
            error = str(exc) if isinstance(exc, FormatFailure) else f"{type(exc).__name__}: {exc}"
        hint = _CUT_HINT if result.finish_reason == "length" else ""
        chat += [
            ChatMessage(role="assistant", content=raw),
            ChatMessage(role="user", content=REASK.render(error=error, hint=hint)),
        ]
    usage.format_failures += 1
    return None, raw, error, max_reasks


def dump_json(obj: Any) -> str:
    """Compact JSON (no spaces) for prompts and for replaying an agent's own earlier turns."""
    return fastjson.dumps_text(obj)


class TurnMemo:
    """Chat messages built from one episode's turns, reused on every later call.

    An agent resends its whole history on each call; the turns and messages in
    it never change once played, so each is rendered once. Entries are keyed by
    the object's identity and keep the object alive, so a recycled id cannot
    match; :meth:`ChatAgent.reset` starts a fresh memo per episode.
    """

    __slots__ = ("_items",)

    def __init__(self) -> None:
        self._items: dict[int, tuple[Any, ChatMessage]] = {}

    def get(self, obj: Any, build: Callable[[Any], ChatMessage]) -> ChatMessage:
        hit = self._items.get(id(obj))
        if hit is not None and hit[0] is obj:
            return hit[1]
        message = build(obj)
        self._items[id(obj)] = (obj, message)
        return message


# ------------------------------------------------------------------- agents
# A benchmark builds two agents per episode: their settings objects are shared.
_SAMPLING: dict[tuple[Any, ...], SamplingParams] = {}
_AGENT_HASHES: dict[int, tuple[Prompt, dict[str, str]]] = {}


def _sampling(temperature: float, top_p: float, max_tokens: int) -> SamplingParams:
    # keyed by their text: 1 and 1.0 (or 0.0 and -0.0) are equal but differ in a request body
    key = (repr(temperature), repr(top_p), repr(max_tokens))
    params = _SAMPLING.get(key)
    if params is None:
        params = SamplingParams(temperature=temperature, top_p=top_p, max_tokens=max_tokens)
        if len(_SAMPLING) < 256:
            _SAMPLING[key] = params
    return params


def _agent_prompt_hashes(prompt: Prompt) -> dict[str, str]:
    """``prompt_hashes((prompt, REASK))``, a fresh dict each time (agents may add to it)."""
    hit = _AGENT_HASHES.get(id(prompt))
    if hit is None or hit[0] is not prompt:
        if len(_AGENT_HASHES) >= 256:
            _AGENT_HASHES.clear()
        hit = _AGENT_HASHES[id(prompt)] = (prompt, prompt_hashes((prompt, REASK)))
    return dict(hit[1])


class ChatAgent(Generic[T]):
    """What the LLM attacker and defender share: settings, seeds, usage, re-asks.

    Subclasses set ``role`` and ``PROMPTS`` and implement :meth:`system_prompt`,
    :meth:`build_messages` and :meth:`parse`. One instance plays one episode
    at a time (``reset`` stores that episode's brief and RNG); :meth:`clone`
    gives a sibling for concurrent episodes on the same backend.
    """

    role: str = "agent"
    PROMPTS: Mapping[str, Prompt] = {}

    def __init__(
        self,
        backend: ChatBackend,
        option: str,
        *,
        temperature: float = 1.0,
        top_p: float = 1.0,
        max_tokens: int = 2048,
        max_reasks: int = 2,
    ) -> None:
        if max_reasks < 0:
            raise ConfigError(f"max_reasks must be >= 0, got {max_reasks}")
        self.backend = backend
        self.option = option
        self.prompt = select(self.PROMPTS, option, f"{self.role} prompt")
        self.params = _sampling(temperature, top_p, max_tokens)
        self.max_reasks = max_reasks
        spec = getattr(backend, "spec", type(backend).__name__)
        self.name = f"llm-{self.role}:{option}@{spec}"
        #: prompt name -> sha, for ``EpisodeMeta.prompts``
        self.prompts: dict[str, str] = _agent_prompt_hashes(self.prompt)
        self.usage = Usage()  # the current episode
        self.total_usage = Usage()  # every episode since construction
        self._brief: Any = None
        self._system = ""
        self._rng: np.random.Generator | None = None
        self._memo = TurnMemo()

    # -- hooks ---------------------------------------------------------------
    def system_prompt(self, brief: Any) -> str:
        raise NotImplementedError

    def build_messages(self, system: str, view: Any) -> list[ChatMessage]:
        raise NotImplementedError

    def parse(self, text: str, levels: Sequence[str]) -> T:
        raise NotImplementedError

    def sampling(self, view: Any) -> SamplingParams:
        """The sampling settings for this turn (subclasses add the turn's JSON schema)."""
        return self.params

    # -- protocol ------------------------------------------------------------
    def clone(self) -> ChatAgent[T]:
        """A fresh agent with the same backend and settings."""
        return type(self)(
            self.backend,
            self.option,
            temperature=self.params.temperature,
            top_p=self.params.top_p,
            max_tokens=self.params.max_tokens,
            max_reasks=self.max_reasks,
        )

    def reset(self, brief: Any, rng: np.random.Generator) -> None:
        self._brief = brief
        self._rng = rng
        self._memo = TurnMemo()
        self._system = self.system_prompt(brief)
        self.usage = Usage()

    def messages(self, view: Any) -> list[ChatMessage]:
        """The chat that :meth:`aact` would send for ``view``."""
        if self._brief is None:
            raise ConfigError(f"{self.name}: call reset(brief, rng) before acting")
        return self.build_messages(self._system, view)

    async def aact(self, view: Any) -> T | str:
        """The parsed turn, or the last raw text when every re-ask failed."""
        usage = Usage()
        try:
            value, raw, _, _ = await _chat_parsed(
                self.backend,
                self.messages(view),
                self.sampling(view),
                self._parse_for,
                view.brief.universe.levels,
                self.max_reasks,
                usage,
                self._rng,
            )
        finally:
            self.usage.add(usage)
            self.total_usage.add(usage)
        return value if value is not None else raw

    def _parse_for(self, levels: Sequence[str], text: str) -> T:
        return self.parse(text, levels)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"
