"""The chat-backend protocol every LLM integration implements."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any, Protocol, TypedDict, runtime_checkable

__all__ = ["ChatBackend", "ChatMessage", "ChatResult", "SamplingParams"]


class ChatMessage(TypedDict):
    role: str  # "system" | "user" | "assistant"
    content: str


@dataclass(frozen=True, slots=True)
class SamplingParams:
    temperature: float = 1.0
    top_p: float = 1.0
    max_tokens: int = 1024
    seed: int | None = None
    stop: tuple[str, ...] = ()
    # A JSON schema the answer must match (constrained decoding where the backend
    # can; see tomsb_env.structured). Compared but not hashed: dicts are unhashable.
    json_schema: dict[str, Any] | None = field(default=None, hash=False, kw_only=True)

    def with_seed(self, seed: int | None) -> SamplingParams:
        """These settings with another ``seed`` (``dataclasses.replace``, in half the time:
        agents make one for every call)."""
        if type(self) is not SamplingParams:
            return replace(self, seed=seed)
        # the slots' own setters: a frozen __init__ goes through object.__setattr__
        out = object.__new__(SamplingParams)
        _SET_TEMPERATURE(out, self.temperature)
        _SET_TOP_P(out, self.top_p)
        _SET_MAX_TOKENS(out, self.max_tokens)
        _SET_SEED(out, seed)
        _SET_STOP(out, self.stop)
        _SET_JSON_SCHEMA(out, self.json_schema)
        return out


_SET_TEMPERATURE, _SET_TOP_P, _SET_MAX_TOKENS, _SET_SEED, _SET_STOP, _SET_JSON_SCHEMA = (
    SamplingParams.__dict__[f.name].__set__ for f in fields(SamplingParams)
)


@dataclass(slots=True)
class ChatResult:
    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0  # duration of the attempt that succeeded
    attempts: int = 1
    model: str = ""
    extra: dict[str, object] = field(default_factory=dict)  # backend-specific (token ids, logprobs)
    # Reasoning text when the server returns it apart from the answer (vLLM/SGLang
    # reasoning parsers, hosted "thinking" models); "" otherwise.
    reasoning: str = ""
    finish_reason: str = ""
    # Wall time of the whole chat() call: queueing for a slot, failed attempts, backoff.
    elapsed_s: float = 0.0


@runtime_checkable
class ChatBackend(Protocol):
    """messages + sampling params -> text, usage and latency."""

    spec: str

    async def chat(
        self, messages: Sequence[ChatMessage], params: SamplingParams | None = None
    ) -> ChatResult: ...

    async def aclose(self) -> None: ...
