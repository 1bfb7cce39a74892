"""A scriptable OpenAI-compatible chat server on 127.0.0.1, for tests and benchmarks.

The server runs on its own event loop in a background thread, so it works the
same from synchronous tests and from async code::

    with FakeOpenAIServer(latency_s=0.05) as srv:
        srv.enqueue(Reply.error(429, retry_after=1.0), Reply("hello"))
        backend = make_backend(f"openai:{srv.base_url}@fake-model")

Each request is answered by, in order: the next queued reply, the
``responder(request_json, n)`` hook (``n`` counts requests from 0; it may return
a Reply, a plain string or an awaitable of either), or ``default_content``.
Run ``python -m tomsb_env.testing.fake_openai --latency-ms 50`` for a
stand-alone server process; it prints its base URL as the first line.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import inspect
import json
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import ssl

    from aiohttp import web

__all__ = ["FakeOpenAIServer", "RecordedRequest", "Reply", "Responder", "ServerStats"]

_STYLES = ("json", "fenced", "prose", "think", "truncated")


@dataclass(frozen=True, slots=True)
class Reply:
    """What the fake server does with one request.

    ``delay_s`` overrides the server's default latency; ``drop`` closes the
    connection without answering; a ``status`` other than 200 sends an
    OpenAI-style error body (or ``body`` verbatim) with an optional
    Retry-After header; ``body`` with status 200 replaces the completion JSON
    (to test clients against broken responses).

    Wire-level variations, for testing HTTP clients: ``headers`` adds response
    headers; ``chunked`` sends the body in chunked transfer-encoding (several
    chunks); ``close`` answers with ``Connection: close`` and closes the
    connection; ``cut_after`` announces the full length, sends that many body
    bytes and then closes the connection.
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
        """Content carrying ``payload`` the way real models tend to wrap it.

        Styles: ``json`` (bare), ``fenced`` (markdown code block), ``prose``
        (sentences around it), ``think`` (a ``<think>`` block first) and
        ``truncated`` (cut off half way, so it does not parse).
        """
        text = json.dumps(payload)
        if style == "json":
            content = text
        elif style == "fenced":
            content = f"```json\n{text}\n```"
        elif style == "prose":
            content = f"Here is my move for this turn.\n{text}\nI hope that works."
        elif style == "think":
            content = f"<think>\nWeighing the options before answering.\n</think>\n{text}"
        elif style == "truncated":
            content = text[: max(1, len(text) // 2)]
        else:
            raise ValueError(f"unknown style {style!r}; expected one of {', '.join(_STYLES)}")
        return cls(content=content, **kwargs)

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


def _words(text: str) -> int:
    # Chats resend their long system prompt on every call; splitting it anew
    # dominated the server's own CPU per request in the protocol benchmark.
    return _long_words(text) if len(text) > 512 else len(text.split())


@functools.lru_cache(maxsize=1024)
def _long_words(text: str) -> int:
    return len(text.split())


class FakeOpenAIServer:
    """See the module docstring. Not thread-safe to reconfigure while busy,
    except :meth:`enqueue`, which may be called at any time."""

    def __init__(
        self,
        *,
        latency_s: float = 0.0,
        responder: Responder | None = None,
        replies: tuple[Reply | str, ...] = (),
        default_content: str = "ok",
        record: bool = True,
        host: str = "127.0.0.1",
        port: int = 0,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.latency_s = latency_s
        self.responder = responder
        self.default_content = default_content
        self.record = record
        self.host = host
        self.port = port
        self.ssl_context = ssl_context
        self.requests: list[RecordedRequest] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._queue: deque[Reply | str] = deque(replies)
        self._count = 0
        self._cpu0 = 0.0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.ServerRunner | None = None
        self._startup_error: BaseException | None = None

    # -- scripting ---------------------------------------------------------
    @property
    def base_url(self) -> str:
        scheme = "http" if self.ssl_context is None else "https"
        return f"{scheme}://{self.host}:{self.port}/v1"

    def enqueue(self, *replies: Reply | str) -> None:
        """Answer the next requests with these replies, in order."""
        self._queue.extend(replies)

    def reset(self) -> None:
        """Forget recorded requests, queued replies and the in-flight peak."""
        self._queue.clear()
        self.requests.clear()
        self.max_in_flight = self.in_flight

    @property
    def request_count(self) -> int:
        return self._count

    def stats(self) -> ServerStats:
        if self._loop is None:
            raise RuntimeError("server is not running")
        fut = asyncio.run_coroutine_threadsafe(self._stats(), self._loop)
        return fut.result(timeout=10)

    async def _stats(self) -> ServerStats:
        # thread_time() here measures the server thread only.
        return ServerStats(self._count, time.thread_time() - self._cpu0, self.max_in_flight)

    # -- HTTP ----------------------------------------------------------------
    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        from aiohttp import web

        path = request.path
        if request.method == "POST" and path.endswith("/chat/completions"):
            return await self._chat(request)
        if path == "/_fake/stats":
            s = await self._stats()
            payload = {"requests": s.requests, "cpu_s": s.cpu_s, "max_in_flight": s.max_in_flight}
            return web.json_response(payload)
        if request.method == "GET" and path.endswith("/models"):
            return web.json_response(
                {"object": "list", "data": [{"id": "fake", "object": "model"}]}
            )
        return _error_response(404, f"no route for {request.method} {path}")

    async def _chat(self, request: web.BaseRequest) -> web.StreamResponse:
        from aiohttp import web

        n = self._count
        self._count += 1
        self.in_flight += 1
        if self.in_flight > self.max_in_flight:
            self.max_in_flight = self.in_flight
        try:
            try:
                body = json.loads(await request.read())
            except ValueError:
                return _error_response(400, "request body is not JSON")
            if self.record:
                peer = request.transport.get_extra_info("peername") if request.transport else None
                self.requests.append(
                    RecordedRequest(
                        n,
                        request.path,
                        body,
                        dict(request.headers),
                        f"{peer[0]}:{peer[1]}" if peer else "",
                    )
                )
            reply = await self._reply_for(body, n)
            delay = self.latency_s if reply.delay_s is None else reply.delay_s
            if delay > 0:
                await asyncio.sleep(delay)
            if reply.drop:
                if request.transport is not None:
                    request.transport.abort()
                raise asyncio.CancelledError  # stop aiohttp from writing a response
            headers = dict(reply.headers or {})
            if reply.status != 200:
                if reply.retry_after is not None:
                    headers["Retry-After"] = f"{reply.retry_after:g}"
                payload = _error_text(reply.status, reply.body).encode()
            elif reply.body is not None:  # a 200 with a hand-made (possibly broken) body
                payload = reply.body.encode()
            else:
                payload = _completion(body, reply, n)
            if not (reply.chunked or reply.close or reply.cut_after is not None):
                return web.Response(
                    status=reply.status,
                    body=payload,
                    content_type="application/json",
                    headers=headers,
                )
            return await _stream(request, reply, payload, headers)
        finally:
            self.in_flight -= 1

    async def _reply_for(self, body: dict[str, Any], n: int) -> Reply:
        try:  # deque.popleft is atomic, so tests may enqueue from their own thread
            reply: Any = self._queue.popleft()
        except IndexError:
            if self.responder is None:
                reply = self.default_content
            else:
                reply = self.responder(body, n)
                if inspect.isawaitable(reply):
                    reply = await reply
        return Reply(content=reply) if isinstance(reply, str) else reply

    # -- lifecycle -----------------------------------------------------------
    async def start_in_loop(self) -> None:
        """Serve on the running loop (used by the thread and the CLI)."""
        from aiohttp import web

        self._cpu0 = time.thread_time()
        server = web.Server(self._handle, access_log=None)
        self._runner = web.ServerRunner(server, shutdown_timeout=0.2)
        await self._runner.setup()
        site = web.TCPSite(
            self._runner, self.host, self.port, backlog=1024, ssl_context=self.ssl_context
        )
        await site.start()
        self.port = int(self._runner.addresses[0][1])  # resolves port=0

    async def stop_in_loop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def _thread_main(self, ready: threading.Event) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self.start_in_loop())
        except BaseException as exc:  # reported to start()
            self._startup_error = exc
            ready.set()
            loop.close()
            return
        self._loop = loop
        ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self.stop_in_loop())
            # Handlers still sleeping through a slow reply outlive the runner's
            # shutdown grace period; end them before the loop closes.
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.close()

    def start(self) -> FakeOpenAIServer:
        if self._thread is not None:
            raise RuntimeError("server already started")
        ready = threading.Event()
        self._thread = threading.Thread(
            target=self._thread_main, args=(ready,), name="fake-openai", daemon=True
        )
        self._thread.start()
        ready.wait(30)
        if self._startup_error is not None:
            self._thread = None
            raise RuntimeError(f"fake server failed to start: {self._startup_error}")
        return self

    def stop(self) -> None:
        if self._thread is None:
            return
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=30)
        self._thread, self._loop = None, None

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    async def __aenter__(self) -> FakeOpenAIServer:
        return await asyncio.to_thread(self.start)

    async def __aexit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        await asyncio.to_thread(self.stop)


def _error_text(status: int, message: str | None) -> str:
    if message is not None and message.lstrip().startswith("{"):
        return message  # already a JSON body
    return json.dumps({"error": {"message": message or f"fake error {status}", "code": status}})


def _error_response(
    status: int, message: str | None, headers: Mapping[str, str] | None = None
) -> web.Response:
    from aiohttp import web

    text = _error_text(status, message)
    return web.Response(status=status, text=text, content_type="application/json", headers=headers)


async def _stream(
    request: web.BaseRequest, reply: Reply, payload: bytes, headers: dict[str, str]
) -> web.StreamResponse:
    """The wire-level variations of :class:`Reply` (chunked, close, cut_after)."""
    from aiohttp import web

    resp = web.StreamResponse(status=reply.status, headers=headers)
    resp.content_type = "application/json"
    if reply.close:
        resp.force_close()
    if reply.chunked and reply.cut_after is None:
        resp.enable_chunked_encoding()
    else:
        resp.content_length = len(payload)
    await resp.prepare(request)
    if reply.cut_after is not None:
        await resp.write(payload[: reply.cut_after])
        if request.transport is not None:
            request.transport.close()  # sends what was written, then FIN
        raise asyncio.CancelledError  # stop aiohttp from finishing the response
    step = max(1, -(-len(payload) // 3))  # three chunks (or writes), so clients reassemble
    for i in range(0, len(payload), step):
        await resp.write(payload[i : i + step])
    await resp.write_eof()
    return resp


def _completion(request: dict[str, Any], reply: Reply, n: int) -> bytes:
    message: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if reply.reasoning is not None:
        message["reasoning_content"] = reply.reasoning
    prompt = reply.prompt_tokens
    if prompt is None:
        prompt = sum(_words(str(m.get("content", ""))) for m in request.get("messages", ()))
    completion = reply.completion_tokens
    if completion is None:
        completion = _words(reply.content)
    payload = {
        "id": f"chatcmpl-fake-{n}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": request.get("model", "fake"),
        "choices": [{"index": 0, "message": message, "finish_reason": reply.finish_reason}],
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
        },
    }
    return json.dumps(payload).encode()


def main(argv: list[str] | None = None) -> None:
    """Stand-alone server: prints its base URL, serves until SIGINT/SIGTERM."""
    ap = argparse.ArgumentParser(description="OpenAI-compatible fake chat server on 127.0.0.1")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--latency-ms", type=float, default=50.0)
    ap.add_argument("--content", default="ok", help="text of every reply")
    ap.add_argument("--record", action="store_true", help="keep request bodies in memory")
    args = ap.parse_args(argv)
    server = FakeOpenAIServer(
        latency_s=args.latency_ms / 1000.0,
        default_content=args.content,
        record=args.record,
        port=args.port,
    )

    async def serve() -> None:
        await server.start_in_loop()
        print(server.base_url, flush=True)
        done = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, done.set)
        await done.wait()
        await server.stop_in_loop()

    asyncio.run(serve())
    sys.exit(0)


if __name__ == "__main__":
    main()
