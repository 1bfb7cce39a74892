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

It speaks HTTP/1.1 itself (:mod:`tomsb_env.testing._http_server`), because
benchmarks read its CPU per request from ``/_fake/stats`` (or :meth:`stats`)
to show the server never was the bottleneck; so the common path -- a plain
string reply after the default latency -- builds no task, no Reply and no
response dict.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Coroutine
from types import TracebackType
from typing import TYPE_CHECKING, Any

from tomsb_env import fastjson

if fastjson.HAVE_ORJSON:
    import orjson
from tomsb_env.testing._http_server import HTTP1Connection, HTTP1Server, HTTPRequest
from tomsb_env.testing._timeline import Later
from tomsb_env.testing.replies import _PLAIN, RecordedRequest, Reply, Responder, ServerStats

if TYPE_CHECKING:
    import ssl

__all__ = ["FakeOpenAIServer", "RecordedRequest", "Reply", "Responder", "ServerStats"]

_WORDS: dict[str | tuple[int, str, str], tuple[str, int]] = {}


def _words(text: str) -> int:
    # Chats resend their system prompt and history on every call; splitting
    # them anew dominated the server's own CPU per request in the protocol
    # benchmark, so counts of longer texts are cached. Long ones are keyed by
    # their length and ends, not the text: each request decodes a fresh copy,
    # and hashing kilobytes cost more than the comparison that confirms a hit.
    size = len(text)
    if size <= 128:
        return len(text.split())
    key = text if size <= 1024 else (size, text[:32], text[-32:])
    hit = _WORDS.get(key)
    if hit is not None and hit[0] == text:
        return hit[1]
    if len(_WORDS) >= 4096:
        _WORDS.clear()
    count = len(text.split())
    _WORDS[key] = (text, count)
    return count


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
        loop_factory: Callable[[], asyncio.AbstractEventLoop] | None = None,
    ) -> None:
        self.latency_s = latency_s
        self.loop_factory = loop_factory or asyncio.new_event_loop
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
        self._http: HTTP1Server | None = None
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
        return self._stats_now()

    def _stats_now(self) -> ServerStats:
        # thread_time() here measures the server thread only.
        return ServerStats(self._count, time.thread_time() - self._cpu0, self.max_in_flight)

    # -- HTTP ----------------------------------------------------------------
    # Handlers answer at once where they can, and a reply's latency is a timer
    # (conn.later) rather than a task sleeping: a task per request cost about
    # as much CPU as parsing and answering the request.
    def _handle(
        self, conn: HTTP1Connection, request: HTTPRequest
    ) -> Coroutine[Any, Any, None] | Later | None:
        path = request.path
        if request.method == "POST" and path.endswith("/chat/completions"):
            return self._chat(conn, request)
        if path == "/_fake/stats":
            s = self._stats_now()
            payload = {"requests": s.requests, "cpu_s": s.cpu_s, "max_in_flight": s.max_in_flight}
            conn.respond(200, json.dumps(payload).encode())
        elif request.method == "GET" and path.endswith("/models"):
            models = {"object": "list", "data": [{"id": "fake", "object": "model"}]}
            conn.respond(200, json.dumps(models).encode())
        else:
            conn.respond(404, _error_text(404, f"no route for {request.method} {path}").encode())
        return None

    def _chat(
        self, conn: HTTP1Connection, request: HTTPRequest
    ) -> Coroutine[Any, Any, None] | Later | None:
        n = self._count
        self._count += 1
        try:
            body = _loads(request.body)
        except ValueError:
            conn.respond(400, _error_text(400, "request body is not JSON").encode())
            return None
        if self.record:
            self.requests.append(RecordedRequest(n, request.path, body, request.headers, conn.peer))
        try:  # deque.popleft is atomic, so tests may enqueue from their own thread
            reply: Any = self._queue.popleft()
        except IndexError:
            responder = self.responder
            reply = self.default_content if responder is None else responder(body, n)
        self.in_flight += 1
        if self.in_flight > self.max_in_flight:
            self.max_in_flight = self.in_flight
        if not isinstance(reply, (str, Reply)):  # an async responder's awaitable
            return self._answer_later(conn, body, reply, n)
        delay = self._delay(reply)
        if delay > 0:
            return conn.later(delay, self._answer, conn, body, reply, n, on_cancel=self._gone)
        self._answer(conn, body, reply, n)
        return None

    def _delay(self, reply: Reply | str) -> float:
        return self.latency_s if isinstance(reply, str) or reply.delay_s is None else reply.delay_s

    async def _answer_later(
        self, conn: HTTP1Connection, body: dict[str, Any], pending: Awaitable[Reply | str], n: int
    ) -> None:
        try:
            reply = await pending
            delay = self._delay(reply)
            if delay > 0:
                await asyncio.sleep(delay)
        finally:
            self.in_flight -= 1
        self._send(conn, body, reply, n)

    def _gone(self) -> None:  # the client left before its reply was due
        self.in_flight -= 1

    def _answer(
        self, conn: HTTP1Connection, body: dict[str, Any], reply: Reply | str, n: int
    ) -> None:
        self.in_flight -= 1  # first: answering may start the next pipelined request
        self._send(conn, body, reply, n)

    def _send(
        self, conn: HTTP1Connection, body: dict[str, Any], reply: Reply | str, n: int
    ) -> None:
        if isinstance(reply, str):  # the common case: no Reply is built for it
            conn.respond(200, _completion(body, reply, n))
            return
        if reply.drop:
            conn.abort()
            return
        headers = reply.headers
        if reply.status != 200:
            if reply.retry_after is not None:
                headers = {**(headers or {}), "Retry-After": f"{reply.retry_after:g}"}
            payload = _error_text(reply.status, reply.body).encode()
        elif reply.body is not None:  # a 200 with a hand-made (possibly broken) body
            payload = reply.body.encode()
        else:
            payload = _completion(body, reply.content, n, reply)
        conn.respond(
            reply.status,
            payload,
            headers,
            chunked=reply.chunked,
            close=reply.close,
            cut_after=reply.cut_after,
        )

    # -- lifecycle -----------------------------------------------------------
    async def start_in_loop(self) -> None:
        """Serve on the running loop (used by the thread and the CLI)."""
        self._cpu0 = time.thread_time()
        http = HTTP1Server(self._handle)
        self.port = await http.start(self.host, self.port, ssl_context=self.ssl_context)
        self._http = http

    async def stop_in_loop(self) -> None:
        """Close the listener and every connection, cancelling pending replies."""
        if self._http is not None:
            await self._http.close()
            self._http = None

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
            # Anything else still scheduled (a responder's own tasks) ends here.
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


# The completion is formatted, not built as a dict and encoded: only the
# strings need JSON escaping.
_COMPLETION = (
    b'{"id":"chatcmpl-fake-%d","object":"chat.completion","created":%d,"model":%s,'
    b'"choices":[{"index":0,"message":{"role":"assistant","content":%s%s},"finish_reason":%s}],'
    b'"usage":{"prompt_tokens":%d,"completion_tokens":%d,"total_tokens":%d}}'
)


def _completion(request: dict[str, Any], content: str, n: int, reply: Reply = _PLAIN) -> bytes:
    prompt = reply.prompt_tokens
    if prompt is None:
        prompt = 0
        for m in request.get("messages", ()):
            text = m.get("content", "")
            prompt += _words(text if isinstance(text, str) else str(text))
    completion = reply.completion_tokens
    if completion is None:
        completion = _words(content)
    reasoning = (
        b"" if reply.reasoning is None else b',"reasoning_content":' + _dumps(reply.reasoning)
    )
    return _COMPLETION % (
        n,
        time.time(),
        _dumps(request.get("model", "fake")),
        _dumps(content),
        reasoning,
        _dumps(reply.finish_reason),
        prompt,
        completion,
        prompt + completion,
    )


_dumps = fastjson.dumps


def _loads(raw: bytes) -> Any:
    # Decoding the request body is most of the server's own CPU, so orjson directly:
    # fastjson.loads' exactness check for integers beyond 64 bits (which orjson reads as
    # floats) costs a tenth of the request; clients send seeds, not such integers.
    if fastjson.HAVE_ORJSON:
        try:
            return orjson.loads(raw)
        except ValueError:
            pass  # NaN, Infinity: the standard library reads them
    return json.loads(raw)


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
