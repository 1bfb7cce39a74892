"""What the fake OpenAI server answers: :class:`Reply`, and what it records and reports."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["RecordedRequest", "Reply", "Responder", "ServerStats"]

# Reply.from_json's styles (besides "truncated"): how real models wrap their JSON.
_STYLES = {
    "json": "{}",
    "fenced": "```json\n{}\n```",
    "prose": "Here is my move for this turn.\n{}\nI hope that works.",
    "think": "<think>\nWeighing the options before answering.\n</think>\n{}",
}


@dataclass(frozen=True, slots=True)
class Reply:
    """What the fake server does with one request (docs/llm_backends.md, "The fake OpenAI server").

    ``drop`` closes the connection without answering; a ``status`` other than 200 sends
    an OpenAI-style error body (or ``body`` verbatim); ``body`` with status 200 replaces
    the completion JSON. ``headers``, ``chunked``, ``close``, ``cut_after`` and ``gzip``
    change how the answer travels, for testing HTTP clients.
    """

    content: str = "ok"
    reasoning: str | None = None
    status: int = 200
    body: str | None = None
    retry_after: float | None = None
    delay_s: float | None = None
    drop: bool = False
    finish_reason: str = "stop"
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    headers: Mapping[str, str] | None = None
    chunked: bool = False
    close: bool = False
    cut_after: int | None = None
    gzip: bool = False

    @classmethod
    def error(cls, status: int, message: str = "", *, retry_after: float | None = None) -> Reply:
        return cls(content="", status=status, body=message or None, retry_after=retry_after)

    @classmethod
    def dropped(cls, *, delay_s: float | None = None) -> Reply:
        return cls(content="", drop=True, delay_s=delay_s)

    @classmethod
    def slow(cls, delay_s: float, content: str = "ok") -> Reply:
        return cls(content=content, delay_s=delay_s)

    @classmethod
    def from_json(cls, payload: Any, style: str = "json", **kwargs: Any) -> Reply:
        """Content carrying ``payload`` the way real models tend to wrap it (see ``_STYLES``),
        or ``truncated``: cut off half way, so it does not parse."""
        text = json.dumps(payload)
        if style == "truncated":
            return cls(content=text[: max(1, len(text) // 2)], **kwargs)
        if style not in _STYLES:
            styles = ", ".join([*_STYLES, "truncated"])
            raise ValueError(f"unknown style {style!r}; expected one of {styles}")
        return cls(content=_STYLES[style].format(text), **kwargs)

    @classmethod
    def garbage(cls, **kwargs: Any) -> Reply:
        return cls(content="}}{{ not-json <<>> ~~ 42 ,,", **kwargs)


Responder = Callable[[dict[str, Any], int], Reply | str | Awaitable[Reply | str]]


@dataclass(slots=True)
class RecordedRequest:
    n: int
    path: str
    body: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)
    peer: str = ""  # the client's "host:port": equal for requests on one connection


@dataclass(frozen=True, slots=True)
class ServerStats:
    requests: int
    cpu_s: float  # CPU time of the server's thread since start
    max_in_flight: int

    @property
    def cpu_per_request_s(self) -> float:
        return self.cpu_s / self.requests if self.requests else 0.0
