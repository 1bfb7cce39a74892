"""The chat-backend protocol every LLM integration implements."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, TypedDict, runtime_checkable

__all__ = ["ChatBackend", "ChatMessage", "ChatResult", "SamplingParams"]


class ChatMessage(TypedDict):
    role: str  # "system" | "user" | "assistant"
    content: str


@dataclass(frozen=True, slots=True)
class SamplingParams:
    # None leaves it to the provider (or the local model's default): nothing is sent
    temperature: float | None = 1.0
    top_p: float | None = 1.0
    max_tokens: int = 1024
    seed: int | None = None
    stop: tuple[str, ...] = ()
    # A JSON schema the answer must match (constrained decoding where the backend
    # can; see tomsb_env.agents.turn_schemas). Compared but not hashed: dicts are unhashable.
    json_schema: dict[str, Any] | None = field(default=None, hash=False, kw_only=True)

    def with_seed(self, seed: int | None) -> SamplingParams:
        """These settings with another ``seed`` (agents draw one for every call)."""
        return replace(self, seed=seed)

    def request_fields(self) -> dict[str, Any]:
        """The OpenAI-style request fields these settings set (seed and stop when given)."""
        fields: dict[str, Any] = {
            name: value
            for name, value in (("temperature", self.temperature), ("top_p", self.top_p))
            if value is not None
        }
        fields["max_tokens"] = self.max_tokens
        if self.seed is not None:
            fields["seed"] = self.seed
        if self.stop:
            fields["stop"] = list(self.stop)
        return fields


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
