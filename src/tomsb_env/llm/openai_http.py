"""OpenAI-compatible chat backend (vLLM, SGLang, llama.cpp, OpenAI) over plain HTTP.

This is the fast path for self-hosted servers: the official SDK and litellm
spend milliseconds of client CPU per call, which becomes the bottleneck at
hundreds of concurrent requests on a small machine. Here a call is one POST on
a pooled keep-alive connection plus one JSON encode/decode. Two HTTP clients
are available: ``http="native"`` (default, :mod:`tomsb_env.llm.http1`, the
least CPU per call) and ``http="aiohttp"`` (the general-purpose library).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncGenerator, Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

from tomsb_env.errors import ConfigError
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.http1 import (
    ConnectionPool,
    Endpoint,
    HTTPConnectionError,
    Response,
    request_prefix,
    shared_pool,
)
from tomsb_env.llm.payload import PayloadEncoder, build_payload, json_codec, parse_completion
from tomsb_env.llm.resilience import (
    RETRYABLE_STATUS,
    BaseChatBackend,
    LoopLocal,
    PermanentError,
    TransientError,
    excerpt,
    parse_retry_after,
)
from tomsb_env.structured import check_structured, response_format

if TYPE_CHECKING:
    from ssl import SSLContext

    import aiohttp

__all__ = ["HTTP_CLIENTS", "OpenAICompatBackend", "build_payload", "parse_completion"]

HTTP_CLIENTS = ("native", "aiohttp")


class OpenAICompatBackend(BaseChatBackend):
    """POSTs to ``{base_url}/chat/completions`` over pooled keep-alive connections.

    ``api_key`` falls back to $OPENAI_API_KEY, then to ``"EMPTY"`` (what local
    vLLM/SGLang servers accept). ``extra_body`` is merged into every request,
    e.g. ``{"chat_template_kwargs": {"enable_thinking": False}}`` for Qwen3.
    ``http`` picks the HTTP client (see the module docstring); ``ssl_context``
    replaces the default certificate checks for https URLs (private CAs).
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
        http: str = "native",
        ssl_context: SSLContext | None = None,
        structured: str = "auto",
        **common: Any,
    ) -> None:
        super().__init__(spec, model, **common)
        # "auto"/"on": a call's json_schema goes out as response_format; "off": never
        self.structured = check_structured(structured)
        if not base_url.startswith(("http://", "https://")):
            raise ConfigError(
                f"base_url must start with http:// or https://, got {base_url!r} "
                "(example: http://127.0.0.1:8000/v1)"
            )
        if http not in HTTP_CLIENTS:
            raise ConfigError(
                f"http must be one of {', '.join(map(repr, HTTP_CLIENTS))}, got {http!r}"
            )
        self.base_url = base_url.rstrip("/")
        self.url = self.base_url + "/chat/completions"
        self.http = http
        key = api_key or os.environ.get("OPENAI_API_KEY") or "EMPTY"
        self._headers = {
            "Authorization": f"Bearer {key}",
            "Content-Type": "application/json",
            **(headers or {}),
        }
        self.extra_body = dict(extra_body or {})
        dumps, self._loads, dumps_messages = json_codec()
        self._dumps, self._dumps_messages = dumps, dumps_messages
        self._schema_encoders: dict[int, tuple[dict[str, Any], PayloadEncoder]] = {}
        self._encode = PayloadEncoder(model, self.extra_body, dumps, dumps_messages)
        self._client: _NativeClient | _AiohttpClient
        if http == "native":
            self._client = _NativeClient(self.url, self._headers, self.max_concurrency, ssl_context)
        else:
            self._client = _AiohttpClient(
                self.url, self._headers, self.max_concurrency, ssl_context
            )
        self._post = self._client.post

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        try:
            resp = await self._post(self._body(messages, params))
        except HTTPConnectionError as exc:
            # Refused, reset, closed mid-response, or not HTTP at all.
            raise TransientError(f"connection error: {exc}") from exc
        raw = resp.body
        if resp.status != 200:
            self._raise_for_status(resp.status, raw, resp.headers)
        try:
            data = self._loads(raw)
        except ValueError:
            # A 200 with an unparseable body is almost always a truncated transfer.
            raise TransientError(f"response body is not JSON: {excerpt(raw)}") from None
        return parse_completion(data, raw)

    def _body(self, messages: list[dict[str, str]], params: SamplingParams) -> bytes:
        schema = params.json_schema
        if schema is None or self.structured == "off":
            return self._encode(messages, params)
        # one encoder per schema object (agents reuse theirs): its fixed fields, the
        # response_format included, are encoded once and only the messages per call
        hit = self._schema_encoders.get(id(schema))
        if hit is None or hit[0] is not schema:
            if len(self._schema_encoders) >= 64:
                self._schema_encoders.clear()
            extra = {**self.extra_body, "response_format": response_format(schema)}
            encoder = PayloadEncoder(self.model, extra, self._dumps, self._dumps_messages)
            hit = self._schema_encoders[id(schema)] = (schema, encoder)
        return hit[1](messages, params)

    @staticmethod
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

    @property
    def connections_opened(self) -> int:
        """Connections the native client's pool opened in the current event loop (0 for
        aiohttp); backends posting to the same endpoint share that pool and count."""
        return self._client.connections_opened()

    async def aclose(self) -> None:
        await self._client.aclose()


class _LoopBound:
    """A per-event-loop client, closed by ``aclose`` or when its loop shuts down."""

    def __init__(self) -> None:
        self._state: LoopLocal[tuple[Any, AsyncGenerator[None, None]]] = LoopLocal(self._new)

    def _new(self) -> tuple[Any, AsyncGenerator[None, None]]:
        client, close = self._open()
        return client, _close_at_loop_shutdown(close)

    def _open(self) -> tuple[Any, Callable[[], Awaitable[None]]]:
        raise NotImplementedError

    async def aclose(self) -> None:
        loop, state = self._state.peek()
        self._state.clear()
        if state is None:
            return
        closer = state[1]
        if loop is asyncio.get_running_loop():
            await closer.aclose()
        elif loop is not None and not loop.is_closed():
            # Created in another, still running loop: close it there.
            asyncio.run_coroutine_threadsafe(closer.aclose(), loop)
        # Otherwise its loop already shut down, and closed it on the way out.

    def connections_opened(self) -> int:
        return 0


class _NativeClient(_LoopBound):
    """A hold on the event loop's :func:`~tomsb_env.llm.http1.shared_pool` for the endpoint."""

    def __init__(
        self, url: str, headers: Mapping[str, str], limit: int, ssl: SSLContext | None
    ) -> None:
        super().__init__()
        self.endpoint = Endpoint.from_url(url)
        self.prefix = request_prefix(self.endpoint, dict(headers))
        self.limit = limit
        self.ssl = ssl

    def _open(self) -> tuple[ConnectionPool, Callable[[], Awaitable[None]]]:
        if self.endpoint.tls and self.ssl is None:
            import ssl

            self.ssl = ssl.create_default_context()  # loads the CA store: once per backend
        pool = shared_pool(self.endpoint, self.limit, self.ssl)
        limit = self.limit

        async def close() -> None:
            pool.release(limit)

        return pool, close

    def post(self, body: bytes) -> Awaitable[Response]:
        # A plain function handing back the pool's coroutine: no extra frame per call.
        return self._state.get()[0].post(body, self.prefix)

    def connections_opened(self) -> int:
        state = self._state.peek()[1]
        return 0 if state is None else state[0].opened


class _AiohttpClient(_LoopBound):
    """One ``aiohttp.ClientSession`` per event loop (``http="aiohttp"``)."""

    def __init__(
        self, url: str, headers: Mapping[str, str], limit: int, ssl: SSLContext | None
    ) -> None:
        super().__init__()
        self.url = url
        self.headers = dict(headers)
        self.limit = limit
        self.ssl = ssl

    def _open(self) -> tuple[aiohttp.ClientSession, Callable[[], Awaitable[None]]]:
        import aiohttp

        connector = aiohttp.TCPConnector(
            limit=self.limit,
            limit_per_host=0,
            ttl_dns_cache=300,
            keepalive_timeout=60,
            ssl=self.ssl if self.ssl is not None else True,
        )
        # Timeouts are enforced per attempt by BaseChatBackend, not by aiohttp.
        session = aiohttp.ClientSession(
            connector=connector,
            timeout=aiohttp.ClientTimeout(total=None),
            headers=self.headers,
            auto_decompress=True,
        )
        return session, session.close

    async def post(self, body: bytes) -> Response:
        import aiohttp

        session: aiohttp.ClientSession = self._state.get()[0]
        try:
            async with session.post(self.url, data=body) as resp:
                raw = await resp.read()
                return Response(resp.status, raw, headers=resp.headers)
        except aiohttp.ClientError as exc:
            raise HTTPConnectionError(f"{type(exc).__name__}: {exc}") from exc


def _close_at_loop_shutdown(close: Callable[[], Awaitable[None]]) -> AsyncGenerator[None, None]:
    """Tie a client to its event loop's lifetime.

    Users often call ``asyncio.run`` several times with one backend and never
    ``aclose()``. Event loops finalise every started async generator before
    closing (``shutdown_asyncgens``), so a generator parked at its ``yield``
    gets to run its ``finally`` -- and close the client -- while the loop is
    still alive. The generator is advanced synchronously: its body awaits
    nothing before the yield, so one ``send(None)`` registers it with the
    running loop and parks it.
    """

    async def closer() -> AsyncGenerator[None, None]:
        try:
            yield
        finally:
            await close()

    gen = closer()
    with contextlib.suppress(StopIteration):
        gen.__anext__().send(None)
    return gen
