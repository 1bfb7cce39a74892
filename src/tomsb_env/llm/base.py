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
    # the JSON schema the answer must match where the backend can; not hashed (a dict)
    json_schema: dict[str, Any] | None = field(default=None, hash=False, kw_only=True)

    def with_seed(self, seed: int | None) -> SamplingParams:
        """These settings with another ``seed`` (agents draw one for every call)."""
        return replace(self, seed=seed)

    def request_fields(self) -> dict[str, Any]:
        """The OpenAI-style request fields these settings set (seed and stop when given)."""
        fields: dict[str, Any] = {"temperature": self.temperature, "top_p": self.top_p}
        fields.update(max_tokens=self.max_tokens, seed=self.seed, stop=list(self.stop) or None)
        return {name: value for name, value in fields.items() if value is not None}


@dataclass(slots=True)
class ChatResult:
    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0  # duration of the attempt that succeeded
    attempts: int = 1
    model: str = ""
    extra: dict[str, object] = field(default_factory=dict)  # backend-specific (token ids, logprobs)
    # reasoning text the server returns apart from the answer, else ""
    reasoning: str = ""
    finish_reason: str = ""
    # wall time of the whole chat() call, queueing, failed attempts and backoff included
    elapsed_s: float = 0.0


@runtime_checkable
class ChatBackend(Protocol):
    """messages + sampling params -> text, usage and latency."""

    spec: str

    async def chat(
        self, messages: Sequence[ChatMessage], params: SamplingParams | None = None
    ) -> ChatResult: ...

    async def aclose(self) -> None: ...
