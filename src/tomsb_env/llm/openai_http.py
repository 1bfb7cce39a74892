"""OpenAI-compatible chat backend (vLLM, SGLang, llama.cpp, OpenAI): each attempt is one POST
on a keep-alive ``aiohttp.ClientSession`` (one per event loop), proxied as ``$HTTP_PROXY``,
``$HTTPS_PROXY`` and ``$NO_PROXY`` say; https trusts the system's CAs unless given an
``ssl_context``."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import json
import os
import urllib.parse
from collections.abc import AsyncGenerator, Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import orjson

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.decoding import check_structured, response_format
from tomsb_env.llm.resilience import (
    RETRYABLE_STATUS,
    BaseChatBackend,
    LoopLocal,
    PermanentError,
    T,
    TransientError,
    excerpt,
    parse_retry_after,
)

if TYPE_CHECKING:
    from ssl import SSLContext

    import aiohttp


class OpenAICompatBackend(BaseChatBackend):
    """POSTs to ``{base_url}/chat/completions`` through aiohttp. ``api_key`` falls back to
    $OPENAI_API_KEY, then to ``"EMPTY"`` (what local servers accept). ``extra_body`` is merged
    into every request (``{"chat_template_kwargs": {"enable_thinking": False}}`` for Qwen3); one
    naming ``max_completion_tokens`` replaces ``max_tokens`` (OpenAI's reasoning models). A reply
    body past ``max_reply_bytes`` is not read further: the call fails, not retried."""

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
        ssl_context: SSLContext | None = None,
        structured: str = "auto",
        max_reply_bytes: int = 64 << 20,
        **common: Any,
    ) -> None:
        if importlib.util.find_spec("aiohttp") is None:  # fail here, not in every episode
            raise MissingExtraError("aiohttp", "llm", "the openai: backend")
        super().__init__(spec, model, **common)
        # "auto"/"on": a call's json_schema goes out as response_format; "off": never
        self.structured = check_structured(structured)
        self.base_url = check_base_url(base_url).rstrip("/")
        self.url = self.base_url + "/chat/completions"
        key = api_key or os.environ.get("OPENAI_API_KEY") or "EMPTY"
        self._headers = {
            "Authorization": f"Bearer {key}",
            "Content-Type": "application/json",
            **(headers or {}),
        }
        self.extra_body = dict(extra_body or {})
        self.ssl_context = ssl_context
        self.max_reply_bytes = max_reply_bytes
        self._session: LoopLocal[tuple[aiohttp.ClientSession, AsyncGenerator[None, None]]]
        self._session = LoopLocal(self._open)

    def _open(self) -> tuple[aiohttp.ClientSession, AsyncGenerator[None, None]]:
        import aiohttp

        session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(
                limit=self.max_concurrency,
                ssl=True if self.ssl_context is None else self.ssl_context,
            ),
            headers=self._headers,
            timeout=aiohttp.ClientTimeout(total=None),  # BaseChatBackend times each attempt
            proxy=env_proxy(self.url),
        )
        return session, _close_at_loop_shutdown(session.close)

    def _attempt(  # the POST's coroutine is the attempt's: no coroutine of its own per call
        self, messages: list[dict[str, str]], params: SamplingParams
    ) -> Awaitable[ChatResult]:
        body = {"model": self.model, "messages": messages, **params.request_fields()}
        body.update(self.extra_body)
        if "max_completion_tokens" in self.extra_body:  # OpenAI's reasoning models refuse both
            del body["max_tokens"]
        if params.json_schema is not None and self.structured != "off":
            body["response_format"] = response_format(params.json_schema)
        return self._post(self.url, body, parse_completion)

    async def complete(self, body: dict[str, Any]) -> Any:
        """The JSON reply to ``body`` (``model`` added) at ``{base_url}/completions``, retried
        as :meth:`chat` is (rollout engines call this)."""
        body, url = {"model": self.model, **body}, self.base_url + "/completions"
        return (await self._retried("completions", self._post, url, body, lambda d, _: d))[0]

    async def _post(self, url: str, body: dict[str, Any], read: Callable[[Any, bytes], T]) -> T:
        """One POST: ``read(JSON, bytes)`` of the reply, or the error that classifies a failure."""
        import aiohttp

        session = self._session.get()[0]
        try:
            async with session.post(url, data=_dumps(body)) as resp:
                status, headers = resp.status, resp.headers
                raw = await _read_bounded(resp.content, self.max_reply_bytes)
        except aiohttp.ClientConnectorCertificateError as exc:
            raise PermanentError(
                f"TLS certificate check failed for {self.base_url}: {exc.certificate_error}"
                " (for a private CA pass ssl_context=ssl.create_default_context(cafile=...))"
            ) from exc
        except aiohttp.ClientError as exc:  # refused, reset, cut off, or not HTTP at all
            raise TransientError(f"connection error: {type(exc).__name__}: {exc}") from exc
        if status != 200:
            _raise_for_status(status, raw, headers)
        try:
            data = orjson.loads(raw)
        except ValueError:  # a 200 with a broken body is almost always a truncated transfer
            raise TransientError(f"response body is not JSON: {excerpt(raw)}") from None
        return read(data, raw)

    async def aclose(self) -> None:
        """Close this event loop's session (a later call opens a new one)."""
        loop, state = self._session.pop()
        if state is None or loop is None or loop.is_closed():
            return  # never opened, or closed with its loop
        if loop is asyncio.get_running_loop():
            await state[1].aclose()
        else:  # opened in another loop, still alive: close it there
            asyncio.run_coroutine_threadsafe(state[1].aclose(), loop)


async def _read_bounded(content: aiohttp.StreamReader, limit: int) -> bytes:
    """The body, read as it streams in; past ``limit`` bytes a PermanentError quoting its
    start (a runaway server's gigabyte is neither kept nor decoded)."""
    chunks, size = [], 0
    async for chunk in content.iter_any():
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            raise PermanentError(
                f"reply body over max_reply_bytes={limit:,}, not read further: "
                f"{excerpt(b''.join(chunks[:4]))}"
            )
    return b"".join(chunks)


def check_base_url(url: str) -> str:
    """``url`` if it is an http(s) URL without credentials, else a ConfigError."""
    if not url.startswith(("http://", "https://")):
        raise ConfigError(
            f"base_url must start with http:// or https://, got {url!r} "
            "(example: http://127.0.0.1:8000/v1)"
        )
    parts = urllib.parse.urlsplit(url)
    if parts.username is not None or parts.password is not None:
        host = parts.netloc.rpartition("@")[2]
        hidden = urllib.parse.urlunsplit(parts._replace(netloc=f"***@{host}"))
        raise ConfigError(
            f"base_url {hidden!r} carries credentials (user:password@), which would not be "
            "sent; pass api_key=... (or $OPENAI_API_KEY), or headers={'Authorization': ...}"
        )
    return url


def env_proxy(url: str) -> str | None:
    """The proxy ``$HTTP_PROXY``/``$HTTPS_PROXY`` name for ``url`` unless ``$NO_PROXY`` exempts it,
    read once per session (aiohttp's ``trust_env`` rereads them, and ~/.netrc, every request)."""
    from urllib.request import getproxies, proxy_bypass

    parts = urllib.parse.urlsplit(url)
    proxy = getproxies().get(parts.scheme)
    if not proxy or (parts.hostname and proxy_bypass(parts.hostname)):
        return None
    return proxy


def _dumps(body: dict[str, Any]) -> bytes:
    try:  # copied: orjson's bytes keep ~12x their size allocated while the request is in flight
        return bytes(memoryview(orjson.dumps(body)))
    except TypeError:  # a lone surrogate (a model's broken output): the stdlib escapes it
        return json.dumps(body).encode()


def _raise_for_status(status: int, raw: bytes, headers: Mapping[str, str]) -> None:
    detail = f"HTTP {status}: {excerpt(raw)}"
    if status in RETRYABLE_STATUS or status >= 500:
        retry_after = parse_retry_after(headers.get("retry-after"))
        ms = headers.get("retry-after-ms")  # OpenAI's finer-grained variant
        if ms is not None:
            with contextlib.suppress(ValueError):
                retry_after = float(ms) / 1000.0
        raise TransientError(detail, status=status, retry_after=retry_after)
    raise PermanentError(detail, status=status)


def parse_completion(data: Any, raw: bytes | str = b"") -> ChatResult:
    """A ChatResult from a decoded /chat/completions response: PermanentError for JSON that is no
    completion (a wrong base URL), TransientError for an empty one (no choices, null content, as
    overloaded servers send with 200) unless a null content was cut by ``length``: "" then."""
    try:
        choices = data["choices"]
        if choices:
            choice = choices[0]
            message = choice["message"]
            finish = str(choice.get("finish_reason") or "")
    except (KeyError, IndexError, TypeError, AttributeError):
        raise PermanentError(
            f"response is not a chat completion (no choices[0].message): {excerpt(raw)}"
        ) from None
    if not choices:
        raise TransientError(f"HTTP 200 with no choices: {excerpt(raw)}")
    content = message.get("content") if isinstance(message, dict) else None
    if content is None and finish != "length":
        raise TransientError(f"HTTP 200 with a null message content: {excerpt(raw)}")
    usage = data.get("usage") or {}
    # vLLM/SGLang reasoning parsers use "reasoning_content"; newer vLLM "reasoning".
    reasoning = message.get("reasoning_content") or message.get("reasoning") or ""
    return ChatResult(
        text=content or "",
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
        model=str(data.get("model") or ""),
        reasoning=reasoning if isinstance(reasoning, str) else str(reasoning),
        finish_reason=finish,
    )


def _close_at_loop_shutdown(close: Callable[[], Awaitable[None]]) -> AsyncGenerator[None, None]:
    """Close a session when its event loop shuts down, for callers who never ``aclose()``: a
    loop finalises its started async generators before closing, so one parked at its
    ``yield`` (registered by one ``send(None)``) closes the session while the loop lives."""

    async def closer() -> AsyncGenerator[None, None]:
        try:
            yield
        finally:
            await close()

    gen = closer()
    with contextlib.suppress(StopIteration):
        gen.__anext__().send(None)
    return gen
