"""A scriptable OpenAI-compatible chat server on 127.0.0.1, for tests and benchmarks.

An ``aiohttp.web`` app on its own loop in a background thread, for sync and async code alike::

    with FakeOpenAIServer(latency_s=0.05) as srv:
        srv.enqueue(Reply.error(429, retry_after=1.0), Reply("hello"))
        backend = make_backend(f"openai:{srv.base_url}@fake-model")

A request gets the next queued reply, else ``responder(request_json, n)``, else
``default_content``; ``"stream": true`` gets server-sent events. See docs/llm_backends.md
("The fake OpenAI server"), also for ``python -m tomsb_env.testing.fake_openai``."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import inspect
import json
import re
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import ssl

    from aiohttp import web

_MAX_REQUEST_BYTES = 64 * 1024 * 1024  # aiohttp's default (1 MiB) is less than long chats

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
    ``drop`` closes the connection without answering; a ``status`` other than 200 sends an
    OpenAI-style error body (or ``body`` verbatim); ``body`` with status 200 replaces the
    completion JSON. ``headers``, ``chunked``, ``close``, ``cut_after`` and ``gzip`` change how
    the answer travels, for testing HTTP clients."""

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


class FakeOpenAIServer:
    """See the module docstring; only :meth:`enqueue` is safe to call while it is busy."""

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
        loop_factory: Callable[[], asyncio.AbstractEventLoop] | None = None,
    ) -> None:
        self.latency_s = latency_s
        self.responder = responder
        self.default_content = default_content
        self.record = record
        self.host = host
        self.port = port
        self.ssl_context = ssl_context
        self.loop_factory = loop_factory or asyncio.new_event_loop
        self.requests: list[RecordedRequest] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._queue: deque[Reply | str] = deque(replies)
        self._count = 0
        self._cpu0 = 0.0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._startup_error: BaseException | None = None

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
        return asyncio.run_coroutine_threadsafe(self._stats(), self._loop).result(timeout=10)

    async def _stats(self) -> ServerStats:
        # on the server's loop, so thread_time() measures the server thread only
        return ServerStats(self._count, time.thread_time() - self._cpu0, self.max_in_flight)

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        from aiohttp import web

        path, method = request.path, request.method
        if method == "POST" and path.endswith("/chat/completions"):
            return await self._chat(request)
        if path == "/_fake/stats":
            return web.json_response(dataclasses.asdict(await self._stats()))
        if method == "GET" and path.endswith("/models"):
            return web.json_response(
                {"object": "list", "data": [{"id": "fake", "object": "model"}]}
            )
        return _error_response(404, f"no route for {method} {path}")

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        n = self._count
        self._count += 1
        try:
            body = json.loads(await request.read())
        except ValueError:
            return _error_response(400, "request body is not JSON")
        if not isinstance(body, dict):
            return _error_response(400, "request body must be a JSON object")
        if self.record:
            peer = request.transport.get_extra_info("peername") if request.transport else None
            address = f"{peer[0]}:{peer[1]}" if peer else ""
            headers = _title_case(request.headers)
            self.requests.append(RecordedRequest(n, request.path, body, headers, address))
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:  # a client that leaves cancels this handler (handler_cancellation)
            reply = await self._reply_for(body, n)
            delay = self.latency_s if reply.delay_s is None else reply.delay_s
            if delay > 0:
                await asyncio.sleep(delay)
        finally:
            self.in_flight -= 1
        return await _send(request, body, reply, n)

    async def _reply_for(self, body: dict[str, Any], n: int) -> Reply:
        try:  # deque.popleft is atomic, so tests may enqueue from their own thread
            reply: Any = self._queue.popleft()
        except IndexError:
            reply = self.default_content if self.responder is None else self.responder(body, n)
            if inspect.isawaitable(reply):
                reply = await reply
        return Reply(content=reply) if isinstance(reply, str) else reply

    async def start_in_loop(self) -> None:
        """Serve on the running loop (used by the thread and the CLI)."""
        from aiohttp import web

        self._cpu0 = time.thread_time()
        app = web.Application(client_max_size=_MAX_REQUEST_BYTES)
        app.router.add_route("*", "/{path:.*}", self._handle)
        runner = web.AppRunner(
            app, access_log=None, handler_cancellation=True, shutdown_timeout=0.1
        )
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port, ssl_context=self.ssl_context, backlog=1024)
        await site.start()
        self._runner = runner
        self.port = int(runner.addresses[0][1])  # resolves port=0

    async def stop_in_loop(self) -> None:
        """Close the listener and every connection, cancelling pending replies."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def _thread_main(self, ready: threading.Event) -> None:
        loop = self.loop_factory()
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
            # anything else still scheduled (a responder's own tasks) ends here
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

    def __exit__(self, *exc: object) -> None:
        self.stop()

    async def __aenter__(self) -> FakeOpenAIServer:
        return await asyncio.to_thread(self.start)

    async def __aexit__(self, *exc: object) -> None:
        await asyncio.to_thread(self.stop)


def _title_case(headers: Mapping[str, str]) -> dict[str, str]:
    """Header names in Title-Case whatever the client sent; repeats joined with ", "."""
    out: dict[str, str] = {}
    for name, value in headers.items():
        name = "-".join(w.capitalize() for w in name.split("-"))
        out[name] = f"{out[name]}, {value}" if name in out else value
    return out


def _error_text(status: int, message: str | None) -> str:
    if message is not None and message.lstrip().startswith("{"):
        return message  # already a JSON body
    return json.dumps({"error": {"message": message or f"fake error {status}", "code": status}})


def _error_response(status: int, message: str) -> web.Response:
    from aiohttp import web

    return web.Response(
        status=status, text=_error_text(status, message), content_type="application/json"
    )


async def _send(
    request: web.Request, body: dict[str, Any], reply: Reply, n: int
) -> web.StreamResponse:
    from aiohttp import web

    if reply.drop:
        _abort(request)
    headers = dict(reply.headers or {})
    content_type = "application/json"
    if reply.status != 200:
        if reply.retry_after is not None:
            headers["Retry-After"] = f"{reply.retry_after:g}"
        pieces = [_error_text(reply.status, reply.body).encode()]
    elif reply.body is not None:  # a 200 with a hand-made (possibly broken) body
        pieces = [reply.body.encode()]
    elif body.get("stream") is True:
        content_type = "text/event-stream"
        headers["Cache-Control"] = "no-cache"
        pieces = _events(body, reply, n)
    else:
        pieces = [json.dumps(_completion(body, reply, n)).encode()]
    payload = b"".join(pieces)
    if content_type == "application/json" and not reply.chunked and reply.cut_after is None:
        resp = web.Response(
            status=reply.status, body=payload, headers=headers, content_type=content_type
        )
    else:  # written piece by piece
        resp = web.StreamResponse(status=reply.status, headers=headers)
        resp.content_type = content_type
        if reply.cut_after is not None:
            resp.content_length = len(payload)
        elif reply.chunked and len(pieces) == 1:
            step = max(1, -(-len(payload) // 3))  # three chunks, so clients reassemble
            pieces = [payload[i : i + step] for i in range(0, len(payload), step)]
    if reply.close:
        resp.force_close()
    if reply.gzip:
        resp.enable_compression(web.ContentCoding.gzip)
    if isinstance(resp, web.Response):
        return resp
    await resp.prepare(request)
    if reply.cut_after is not None:
        await resp.write(payload[: reply.cut_after])
        _abort(request)
    for piece in pieces:
        await resp.write(piece)
    await resp.write_eof()
    return resp


def _abort(request: web.Request) -> None:
    """Drop the connection without (finishing) an answer."""
    if request.transport is not None:
        request.transport.abort()
    raise asyncio.CancelledError  # stops aiohttp from writing a response


def _usage(request: dict[str, Any], reply: Reply) -> dict[str, int]:
    words = sum(len(str(m.get("content", "")).split()) for m in request.get("messages", ()))
    prompt = words if reply.prompt_tokens is None else reply.prompt_tokens
    out = len(reply.content.split()) if reply.completion_tokens is None else reply.completion_tokens
    return {"prompt_tokens": prompt, "completion_tokens": out, "total_tokens": prompt + out}


def _head(request: dict[str, Any], n: int, kind: str) -> dict[str, Any]:
    model = request.get("model", "fake")
    return {"id": f"chatcmpl-fake-{n}", "object": kind, "created": int(time.time()), "model": model}


def _completion(request: dict[str, Any], reply: Reply, n: int) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if reply.reasoning is not None:
        message["reasoning_content"] = reply.reasoning
    choice = {"index": 0, "message": message, "finish_reason": reply.finish_reason}
    return {
        **_head(request, n, "chat.completion"),
        "choices": [choice],
        "usage": _usage(request, reply),
    }


def _events(request: dict[str, Any], reply: Reply, n: int) -> list[bytes]:
    """A streamed completion as server-sent events: a role chunk, a chunk per word of reasoning
    and content, the finish reason, usage if ``stream_options`` asks, then ``[DONE]``."""
    head = _head(request, n, "chat.completion.chunk")

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {**head, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    chunks = [
        chunk({"role": "assistant", "content": ""}),
        *(chunk({"reasoning_content": word}) for word in _words(reply.reasoning or "")),
        *(chunk({"content": word}) for word in _words(reply.content)),
        chunk({}, reply.finish_reason),
    ]
    options = request.get("stream_options")
    if isinstance(options, dict) and options.get("include_usage"):
        chunks.append({**head, "choices": [], "usage": _usage(request, reply)})
    events = [b"data: " + json.dumps(c).encode() + b"\n\n" for c in chunks]
    return [*events, b"data: [DONE]\n\n"]


def _words(text: str) -> list[str]:
    """``text`` in pieces that join back to it: each word with the spaces after it."""
    return re.findall(r"\s*\S+\s*|\s+", text)


def main(argv: list[str] | None = None) -> None:
    """Stand-alone server: prints its base URL, serves until SIGINT/SIGTERM."""
    ap = argparse.ArgumentParser(description="OpenAI-compatible fake chat server on 127.0.0.1")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--latency-ms", type=float, default=50.0)
    ap.add_argument("--content", default="ok", help="text of every reply")
    ap.add_argument("--record", action="store_true", help="keep request bodies in memory")
    args = ap.parse_args(argv)
    latency_s = args.latency_ms / 1000.0
    server = FakeOpenAIServer(
        latency_s=latency_s, default_content=args.content, record=args.record, port=args.port
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
