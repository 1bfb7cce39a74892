"""A minimal HTTP/1.1 server on asyncio, for the fake OpenAI server.

Cheap per request by design: the fake server reports its own CPU per request,
and with a general-purpose framework that cost more than the client under
test. So this is a buffered ``asyncio`` protocol that finds the head with one
search, looks only at the headers that frame the body (Content-Length,
Transfer-Encoding, Connection, Expect), decodes the others only when asked
(:attr:`HTTPRequest.headers`) and writes each plain response with one write.

Supported: keep-alive (HTTP/1.1 by default, HTTP/1.0 when asked for),
pipelined requests (handled one at a time, answered in order), Content-Length
and chunked request bodies, ``Expect: 100-continue``, and a 400 then close for
a request that cannot be parsed. Every response is ``application/json``.

The handler gets each request with its connection and answers it once with
:meth:`HTTP1Connection.respond` (or drops the connection with
:meth:`HTTP1Connection.abort`): before it returns, or later -- then it returns
a coroutine (run as a task) or :meth:`HTTP1Connection.later` (a timer), which
the connection cancels if the client goes away first.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Coroutine, Mapping
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, Protocol

from tomsb_env.testing._http_request import BadRequest, HTTPRequest, RequestReader
from tomsb_env.testing._timeline import Later, Timeline

if TYPE_CHECKING:
    import ssl

__all__ = ["HTTP1Connection", "HTTP1Server", "HTTPRequest", "Handler"]

log = logging.getLogger(__name__)

_READ_SIZE = 256 * 1024  # what asyncio reads at most at once without a buffered protocol
_MAX_BUFFERED = 4 * 1024 * 1024  # pipelined bytes held while busy before reading pauses
_STATUS_LINES: dict[int, bytes] = {}


class Cancellable(Protocol):
    def cancel(self) -> object: ...


# Returns None once it has answered, else what will answer (see the module docstring).
Handler = Callable[
    ["HTTP1Connection", HTTPRequest], "Coroutine[Any, Any, None] | Cancellable | None"
]


def _status_line(status: int) -> bytes:
    line = _STATUS_LINES.get(status)
    if line is None:
        try:
            phrase = HTTPStatus(status).phrase
        except ValueError:
            phrase = "Unknown"
        line = _STATUS_LINES[status] = f"HTTP/1.1 {status} {phrase}\r\n".encode()
    return line


class HTTP1Connection(asyncio.BufferedProtocol):
    """One client connection: parses requests and hands them to the handler one
    at a time, holding pipelined bytes until the previous answer is written.

    A buffered protocol: the transport reads into the server's scratch buffer
    instead of allocating 256 KiB for every read, which cost about a quarter
    of the event loop's own CPU per request.
    """

    __slots__ = (
        "_busy",
        "_closing",
        "_connections",
        "_dispatching",
        "_handler",
        "_loop",
        "_paused",
        "_reader",
        "_scratch",
        "_timeline",
        "_work",
        "peer",
        "transport",
    )

    def __init__(self, server: HTTP1Server) -> None:
        self._handler = server.handler
        self._connections = server.connections
        self._scratch = server.scratch  # shared by the server's connections: read, then copied out
        self._timeline = server.timeline
        self._loop = asyncio.get_running_loop()
        self.transport: asyncio.Transport | None = None
        self.peer = ""  # the client's "host:port"
        self._reader = RequestReader()
        self._busy = False  # a request is with the handler, not answered yet
        self._dispatching = False  # inside the handler call itself
        self._work: Cancellable | None = None  # what will answer the current request
        self._closing = False
        self._paused = False

    # -- for the handler -----------------------------------------------------
    def respond(
        self,
        status: int,
        body: bytes,
        headers: Mapping[str, str] | None = None,
        *,
        chunked: bool = False,
        close: bool = False,
        cut_after: int | None = None,
    ) -> None:
        """Answer the current request (a no-op once the connection is closing).

        ``chunked`` sends the body in three chunks (three writes, so clients
        must reassemble); ``close`` adds ``Connection: close`` and closes after
        the answer; ``cut_after`` announces the full length but sends only that
        many body bytes before closing.
        """
        transport = self.transport
        if not self._busy or self._closing or transport is None:
            return
        reader = self._reader
        close = close or cut_after is not None or not reader.keep_alive
        if headers is None and not close and not chunked and not reader.http10:
            transport.write(
                b"%sContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s"
                % (_status_line(status), len(body), body)
            )
            self._answered()
            return
        head = [_status_line(status), b"Content-Type: application/json\r\n"]
        if headers:
            head.extend(f"{k}: {v}\r\n".encode("latin-1") for k, v in headers.items())
        if close:
            head.append(b"Connection: close\r\n")
        elif reader.http10:
            head.append(b"Connection: keep-alive\r\n")
        if chunked and cut_after is None and not reader.http10:  # HTTP/1.0 has no chunking
            head.append(b"Transfer-Encoding: chunked\r\n\r\n")
            transport.write(b"".join(head))
            step = max(1, -(-len(body) // 3))
            for i in range(0, len(body), step):
                piece = body[i : i + step]
                transport.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            transport.write(b"0\r\n\r\n")
        else:
            head.append(b"Content-Length: %d\r\n\r\n" % len(body))
            transport.write(b"".join(head) + (body if cut_after is None else body[:cut_after]))
        if close:
            self._closing = True
            transport.close()  # sends what was written, then FIN
        self._answered()

    def later(
        self,
        delay: float,
        callback: Callable[..., object],
        *args: Any,
        on_cancel: Callable[[], object] | None = None,
    ) -> Later:
        """``callback(*args)`` in ``delay`` seconds, to answer then: the handler
        returns this. If the client goes first, ``on_cancel()`` runs instead."""
        return self._timeline.call_later(delay, self._run_later, (callback, args), on_cancel)

    def abort(self) -> None:
        """Drop the connection at once, without answering."""
        self._closing = True
        self._work = None  # whatever called this is done with the request
        if self.transport is not None:
            self.transport.abort()

    def shutdown(self) -> None:
        """Drop the connection and cancel its pending reply (the server is stopping)."""
        self._cancel_work()
        self.abort()

    # -- asyncio.Protocol ----------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self._connections.add(self)
        peer = transport.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if peer else ""

    def connection_lost(self, exc: Exception | None) -> None:
        self._closing = True
        self._connections.discard(self)
        self._cancel_work()  # a slow reply has nobody left to answer

    def eof_received(self) -> bool | None:
        # The client is gone (a half-close after a request is rare in HTTP, and
        # indistinguishable from a close until we write): close, cancelling a
        # slow reply instead of holding it for nobody.
        return None

    def get_buffer(self, sizehint: int) -> memoryview:
        return self._scratch

    def buffer_updated(self, nbytes: int) -> None:
        if self._closing:
            return
        self._reader.buf += self._scratch[:nbytes]
        if not self._busy:
            self._next_requests()
        elif len(self._reader.buf) > _MAX_BUFFERED and not self._paused:
            self._paused = True
            self.transport.pause_reading()  # type: ignore[union-attr]

    # -- dispatch ------------------------------------------------------------
    def _cancel_work(self) -> None:
        work, self._work = self._work, None
        if work is not None:
            work.cancel()

    def _next_requests(self) -> None:
        """Hand the complete requests in the buffer to the handler, one at a time:
        the loop goes on only while the handler answers at once."""
        while not self._busy and not self._closing:
            try:
                request = self._reader.next(self.transport.write)  # type: ignore[union-attr]
            except BadRequest as exc:
                self._bad_request(str(exc))
                return
            if request is None:
                break
            self._busy = self._dispatching = True
            try:
                work = self._handler(self, request)
            except Exception as exc:
                self._failed(exc)
                return
            finally:
                self._dispatching = False
            if work is not None and self._busy:
                if asyncio.iscoroutine(work):
                    work = task = self._loop.create_task(work)
                    task.add_done_callback(self._task_done)
                self._work = work
            elif self._busy:
                self._failed(None)
        if self._paused and not self._busy:
            self._paused = False
            self.transport.resume_reading()  # type: ignore[union-attr]

    def _answered(self) -> None:
        self._busy = False
        self._work = None
        if not self._dispatching and not self._closing:
            self._next_requests()  # an answer that came later: pipelined requests may wait

    def _run_later(self, callback: Callable[..., object], args: tuple[Any, ...]) -> None:
        work = self._work
        try:
            callback(*args)
        except Exception as exc:
            self._failed(exc)
            return
        if self._work is work and self._busy:  # it did not answer
            self._failed(None)

    def _task_done(self, task: asyncio.Future[None]) -> None:
        if task.cancelled():
            return
        exc = task.exception()
        if self._work is task:  # still current: it ended without answering
            self._failed(exc)
        elif exc is not None:
            log.error("HTTP handler failed after answering", exc_info=exc)

    def _failed(self, exc: BaseException | None) -> None:
        """The handler raised, or returned without answering: a 500, then close."""
        if exc is not None:
            log.error("HTTP handler failed", exc_info=exc)
        message = f"handler failed: {exc!r}" if exc is not None else "handler did not answer"
        body = json.dumps({"error": {"message": message, "code": 500}}).encode()
        self.respond(500, body, close=True)

    def _bad_request(self, reason: str) -> None:
        body = json.dumps({"error": {"message": reason, "code": 400}}).encode()
        self._closing = True
        assert self.transport is not None
        self.transport.write(
            b"HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\n"
            b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(body), body)
        )
        self.transport.close()


class HTTP1Server:
    """Listens and keeps track of its connections, so :meth:`close` can end
    them (and handlers still running) at once."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.connections: set[HTTP1Connection] = set()
        self.scratch = memoryview(bytearray(_READ_SIZE))
        self.timeline = Timeline()
        self._server: asyncio.Server | None = None

    async def start(
        self,
        host: str,
        port: int,
        *,
        ssl_context: ssl.SSLContext | None = None,
        backlog: int = 1024,
    ) -> int:
        """Start listening; returns the port (resolves ``port=0``)."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: HTTP1Connection(self),
            host,
            port,
            ssl=ssl_context,
            backlog=backlog,
        )
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop listening, drop every connection and wait for their handlers."""
        if self._server is None:
            return
        self._server.close()
        tasks = [c._work for c in self.connections if isinstance(c._work, asyncio.Future)]
        for conn in list(self.connections):
            conn.shutdown()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.timeline.clear()
        await self._server.wait_closed()
        self._server = None
