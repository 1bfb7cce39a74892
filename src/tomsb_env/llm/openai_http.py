"""OpenAI-compatible chat backend on raw aiohttp (vLLM, SGLang, llama.cpp, OpenAI).

This is the fast path for self-hosted servers: the official SDK and litellm
spend milliseconds of client CPU per call, which becomes the bottleneck at
hundreds of concurrent requests on a small machine. Here a call is one POST on
a pooled keep-alive connection plus one JSON encode/decode.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
from collections.abc import AsyncGenerator, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tomsb_env.errors import ConfigError
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.resilience import (
    RETRYABLE_STATUS,
    BaseChatBackend,
    LoopLocal,
    PermanentError,
    TransientError,
    excerpt,
    parse_retry_after,
)

if TYPE_CHECKING:
    import aiohttp

__all__ = ["OpenAICompatBackend", "build_payload", "parse_completion"]


def _json_codec() -> tuple[Callable[[Any], bytes], Callable[[bytes], Any]]:
    try:
        import orjson
    except ImportError:
        return (lambda obj: json.dumps(obj, ensure_ascii=False).encode()), json.loads
    return orjson.dumps, orjson.loads


def build_payload(
    model: str,
    messages: list[dict[str, str]],
    params: SamplingParams,
    extra_body: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The /chat/completions request body for ``params``."""
    body: dict[str, Any] = {
        "model": model,
        "messages": messages,
        "temperature": params.temperature,
        "top_p": params.top_p,
        "max_tokens": params.max_tokens,
    }
    if params.seed is not None:
        body["seed"] = params.seed
    if params.stop:
        body["stop"] = list(params.stop)
    if extra_body:
        body.update(extra_body)
    return body


def parse_completion(data: Any, raw: bytes | str = b"") -> ChatResult:
    """A ChatResult from a decoded /chat/completions response.

    Raises PermanentError when the JSON is not shaped like a completion, which
    usually means the base URL points at some other API.
    """
    try:
        choice = data["choices"][0]
        message = choice["message"]
    except (KeyError, IndexError, TypeError):
        raise PermanentError(
            f"response is not a chat completion (no choices[0].message): {excerpt(raw)}"
        ) from None
    usage = data.get("usage") or {}
    # vLLM/SGLang reasoning parsers use "reasoning_content"; newer vLLM "reasoning".
    reasoning = message.get("reasoning_content") or message.get("reasoning") or ""
    return ChatResult(
        text=message.get("content") or "",
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
        model=str(data.get("model") or ""),
        reasoning=reasoning if isinstance(reasoning, str) else str(reasoning),
        finish_reason=str(choice.get("finish_reason") or ""),
    )


class OpenAICompatBackend(BaseChatBackend):
    """POSTs to ``{base_url}/chat/completions`` with one pooled aiohttp session.

    ``api_key`` falls back to $OPENAI_API_KEY, then to ``"EMPTY"`` (what local
    vLLM/SGLang servers accept). ``extra_body`` is merged into every request,
    e.g. ``{"chat_template_kwargs": {"enable_thinking": False}}`` for Qwen3.
    """

    default_concurrency = 64

    def __init__(
        self,
        spec: str,
        model: str,
        base_url: str,
        *,
        api_key: str | None = None,
        extra_body: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
        **common: Any,
    ) -> None:
        super().__init__(spec, model, **common)
        if not base_url.startswith(("http://", "https://")):
            raise ConfigError(
                f"base_url must start with http:// or https://, got {base_url!r} "
                "(example: http://127.0.0.1:8000/v1)"
            )
        self.base_url = base_url.rstrip("/")
        self.url = self.base_url + "/chat/completions"
        key = api_key or os.environ.get("OPENAI_API_KEY") or "EMPTY"
        self._headers = {
            "Authorization": f"Bearer {key}",
            "Content-Type": "application/json",
            **(headers or {}),
        }
        self.extra_body = dict(extra_body or {})
        self._dumps, self._loads = _json_codec()
        self._session: LoopLocal[_Session] = LoopLocal(self._new_session)

    def _new_session(self) -> _Session:
        import aiohttp

        connector = aiohttp.TCPConnector(
            limit=self.max_concurrency,
            limit_per_host=0,
            ttl_dns_cache=300,
            keepalive_timeout=60,
        )
        # Timeouts are enforced per attempt by BaseChatBackend, not by aiohttp.
        session = aiohttp.ClientSession(
            connector=connector,
            timeout=aiohttp.ClientTimeout(total=None),
            headers=self._headers,
            auto_decompress=True,
        )
        return _Session(session, _close_at_loop_shutdown(session))

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        import aiohttp

        body = self._dumps(build_payload(self.model, messages, params, self.extra_body))
        session = self._session.get().session
        try:
            async with session.post(self.url, data=body) as resp:
                raw = await resp.read()
                status = resp.status
                if status != 200:
                    self._raise_for_status(status, raw, resp.headers)
        except aiohttp.ClientError as exc:
            # Refused, reset, server disconnected, payload cut short, bad HTTP.
            raise TransientError(f"connection error: {type(exc).__name__}: {exc}") from exc
        try:
            data = self._loads(raw)
        except ValueError:
            # A 200 with an unparseable body is almost always a truncated transfer.
            raise TransientError(f"response body is not JSON: {excerpt(raw)}") from None
        return parse_completion(data, raw)

    @staticmethod
    def _raise_for_status(status: int, raw: bytes, headers: Mapping[str, str]) -> None:
        detail = f"HTTP {status}: {excerpt(raw)}"
        if status in RETRYABLE_STATUS or status >= 500:
            retry_after = parse_retry_after(headers.get("Retry-After"))
            ms = headers.get("retry-after-ms")  # OpenAI's finer-grained variant
            if ms is not None:
                with contextlib.suppress(ValueError):
                    retry_after = float(ms) / 1000.0
            raise TransientError(detail, status=status, retry_after=retry_after)
        raise PermanentError(detail, status=status)

    async def aclose(self) -> None:
        loop, state = self._session.peek()
        self._session.clear()
        if state is None:
            return
        if loop is asyncio.get_running_loop():
            await state.closer.aclose()
        elif loop is not None and not loop.is_closed():
            # Created in another, still running loop: close it there.
            asyncio.run_coroutine_threadsafe(state.closer.aclose(), loop)
        # Otherwise its loop already shut down, and closed it on the way out.


@dataclass(slots=True)
class _Session:
    session: aiohttp.ClientSession
    closer: AsyncGenerator[None, None]


def _close_at_loop_shutdown(session: aiohttp.ClientSession) -> AsyncGenerator[None, None]:
    """Tie ``session`` to its event loop's lifetime.

    Users often call ``asyncio.run`` several times with one backend and never
    ``aclose()``. Event loops finalise every started async generator before
    closing (``shutdown_asyncgens``), so a generator parked at its ``yield``
    gets to run its ``finally`` -- and close the session -- while the loop is
    still alive. The generator is advanced synchronously: its body awaits
    nothing before the yield, so one ``send(None)`` registers it with the
    running loop and parks it.
    """

    async def closer() -> AsyncGenerator[None, None]:
        try:
            yield
        finally:
            await session.close()

    gen = closer()
    with contextlib.suppress(StopIteration):
        gen.__anext__().send(None)
    return gen
