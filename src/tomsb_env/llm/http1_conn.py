"""One HTTP/1.1 client connection: an asyncio protocol that parses responses.

See :mod:`tomsb_env.llm.http1` for the client as a whole. The parser works on
the bytes the event loop hands to ``data_received``; in the common case a
whole response arrives at once and is sliced once, and only the three headers
that frame the body (Content-Length, Transfer-Encoding, Connection) are looked
at -- the rest are parsed only if a caller asks for :attr:`Response.headers`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tomsb_env.llm.http1 import ConnectionPool

__all__ = ["Connection", "HTTPConnectionError", "Response", "parse_headers"]

_MAX_HEAD = 64 * 1024  # a status line plus headers longer than this is not a sane reply
_HEAD, _LENGTH, _CHUNKED, _UNTIL_EOF = 0, 1, 2, 3
_SIZE, _DATA, _TRAILER = 0, 1, 2
_HEX_DIGITS = b"0123456789abcdefABCDEF"


class HTTPConnectionError(Exception):
    """The connection failed, closed early, or carried something that is not HTTP.

    Always worth retrying on a fresh connection; the connection it happened on
    is never reused.
    """


class Response:
    """A complete response. ``headers`` (lower-case names) are parsed on first use:
    a successful call only needs the status and the body."""

    __slots__ = ("_headers", "body", "head", "keep_alive", "status")

    def __init__(
        self,
        status: int,
        body: bytes,
        keep_alive: bool = True,
        head: bytes = b"",
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.status = status
        self.body = body
        self.keep_alive = keep_alive
        self.head = head  # status line and header lines, as received
        self._headers = headers

    @property
    def headers(self) -> Mapping[str, str]:
        if self._headers is None:
            self._headers = parse_headers(self.head)
        return self._headers


def parse_headers(head: bytes) -> dict[str, str]:
    """Header lines after the status line; repeated names are joined with ", "."""
    headers: dict[str, str] = {}
    for line in head.decode("latin-1").split("\r\n")[1:]:
        name, sep, value = line.partition(":")
        if not sep:
            continue
        name, value = name.strip().lower(), value.strip()
        headers[name] = f"{headers[name]}, {value}" if name in headers else value
    return headers


def _field(lower: bytes, name: bytes, *, unique: bool = False) -> bytes | None:
    """The first value of header ``name`` (given as ``b"\\r\\nname:"``) in a lower-cased head.

    A targeted search: only three headers steer parsing, so the rest are never
    split or decoded. ``unique`` refuses repeats with different values (for
    Content-Length, where they would make the message length ambiguous).
    """
    i = lower.find(name)
    if i < 0:
        return None
    i += len(name)
    j = lower.find(b"\r\n", i)
    if j < 0:
        return lower[i:].strip()
    value = lower[i:j].strip()
    if unique and lower.find(name, j) >= 0:
        again = _field(lower[j:], name, unique=True)
        if again != value:
            raise HTTPConnectionError(f"conflicting Content-Length headers: {value!r}, {again!r}")
    return value


class Connection(asyncio.Protocol):
    """One keep-alive connection; at most one request in flight on it.

    Parser fields other than ``_state`` and ``_head`` are set when a body
    state is entered, so finishing a response resets almost nothing.
    """

    __slots__ = (
        "_chunk_state",
        "_chunks",
        "_head",
        "_headers",
        "_keep_alive",
        "_need",
        "_parts",
        "_pos",
        "_state",
        "_status",
        "_waiter",
        "pool",
        "transport",
        "usable",
    )

    def __init__(self, pool: ConnectionPool) -> None:
        self.pool = pool
        self.transport: asyncio.Transport | None = None
        self.usable = True  # False once closed, failed, or told to close
        self._waiter: asyncio.Future[Response] | None = None
        self._state = _HEAD
        self._head = b""
        self._status = 0
        self._headers = b""  # the raw head of the response being read
        self._keep_alive = True
        self._parts: list[bytes] = []
        self._need = 0
        self._chunks = bytearray()
        self._pos = 0
        self._chunk_state = _SIZE

    # -- used by the pool ------------------------------------------------
    def send(self, data: bytes) -> asyncio.Future[Response]:
        assert self.transport is not None
        waiter = self._waiter = self.pool.loop.create_future()
        self.transport.write(data)
        return waiter

    def abort(self) -> None:
        self.usable = False
        if self.transport is not None:
            self.transport.abort()

    def close(self) -> None:
        self.usable = False
        if self.transport is not None:
            self.transport.close()

    # -- asyncio.Protocol --------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def connection_lost(self, exc: Exception | None) -> None:
        self.usable = False
        self.pool._forget(self)
        waiter = self._waiter
        if waiter is None or waiter.done():
            return
        if self._state == _UNTIL_EOF:  # the close marks the end of the body
            self._finish(b"".join(self._parts), keep_alive=False)
            return
        why = f": {exc}" if exc else ""
        got = "before the response" if self._state == _HEAD and not self._head else "mid-response"
        self._fail(f"server closed the connection {got}{why}")

    def eof_received(self) -> bool | None:
        return None  # let the transport close; connection_lost settles the request

    def data_received(self, data: bytes) -> None:
        waiter = self._waiter
        if waiter is None or waiter.done():
            # Bytes nobody asked for (or the request was cancelled): the stream
            # position is unknown, so the connection cannot be trusted again.
            self.abort()
            return
        try:
            state = self._state
            if state == _HEAD:
                self._on_head(self._head + data if self._head else data)
            elif state == _LENGTH:
                self._on_length(data)
            elif state == _CHUNKED:
                self._chunks += data
                self._on_chunks()
            else:
                self._parts.append(data)
        except HTTPConnectionError as exc:
            self._fail(str(exc))

    # -- parsing -----------------------------------------------------------
    def _on_head(self, data: bytes) -> None:
        end = data.find(b"\r\n\r\n")
        if end < 0:
            if len(data) > _MAX_HEAD:
                raise HTTPConnectionError("response headers exceed 64 KiB")
            self._head = data
            return
        self._head = b""
        head = data[:end]
        status_code = head[9:12]
        if not head.startswith(b"HTTP/1.") or not status_code.isdigit():
            raise HTTPConnectionError(f"not an HTTP/1.x response: {head[:80]!r}")
        status = int(status_code)
        rest = data[end + 4 :]
        if status < 200:  # 100 Continue, 103 Early Hints: the real response follows
            if rest:
                self._on_head(rest)
            return
        lower = head.lower()
        # Servers rarely send Connection on a keep-alive reply: test before parsing.
        connection = b""
        if b"\r\nconnection:" in lower:
            connection = _field(lower, b"\r\nconnection:") or b""
        # HTTP/1.0 closes unless asked not to; 1.1 stays open unless told to close.
        http10 = head[7] == 48  # b"0"
        keep_alive = b"keep-alive" in connection if http10 else b"close" not in connection
        self._status, self._headers, self._keep_alive = status, head, keep_alive
        encoding = None
        if b"\r\ntransfer-encoding:" in lower:
            encoding = _field(lower, b"\r\ntransfer-encoding:")
        if encoding is not None and b"chunked" in encoding:
            self._state, self._chunk_state = _CHUNKED, _SIZE
            self._chunks, self._pos, self._parts = bytearray(rest), 0, []
            self._on_chunks()
            return
        length = _field(lower, b"\r\ncontent-length:", unique=True)
        if length is None:
            if status in (204, 304):
                self._finish(b"")
                return
            self._state = _UNTIL_EOF  # the server closes the connection after the body
            self._keep_alive = False
            self._parts = [rest]
            return
        if not length.isdigit():
            raise HTTPConnectionError(f"bad Content-Length {length!r}")
        need = int(length)
        if len(rest) >= need:  # the common case: all of it arrived at once
            self._finish(rest[:need] if len(rest) > need else rest, extra=len(rest) > need)
            return
        self._state = _LENGTH
        self._parts = [rest]
        self._need = need - len(rest)

    def _on_length(self, data: bytes) -> None:
        need = self._need - len(data)
        if need > 0:
            self._parts.append(data)
            self._need = need
            return
        self._parts.append(data[: len(data) + need] if need else data)
        self._finish(b"".join(self._parts), extra=need < 0)

    def _on_chunks(self) -> None:
        buf, pos = self._chunks, self._pos
        while True:
            if self._chunk_state == _DATA:
                size = self._need
                if len(buf) - pos < size + 2:
                    break
                if buf[pos + size : pos + size + 2] != b"\r\n":
                    raise HTTPConnectionError("chunk not followed by CRLF")
                self._parts.append(bytes(buf[pos : pos + size]))
                pos += size + 2
                self._chunk_state = _SIZE
                continue
            nl = buf.find(b"\r\n", pos)
            if nl < 0:
                if len(buf) - pos > _MAX_HEAD:
                    raise HTTPConnectionError("chunk header line too long")
                break
            line = bytes(buf[pos:nl])
            pos = nl + 2
            if self._chunk_state == _TRAILER:
                if not line:  # the blank line after the trailers ends the message
                    self._finish(b"".join(self._parts), extra=pos < len(buf))
                    return
                continue
            size_text = line.split(b";", 1)[0].strip()  # drop chunk extensions
            if not size_text or size_text.strip(_HEX_DIGITS):  # int() alone allows "0x", "_", "-"
                raise HTTPConnectionError(f"bad chunk size {size_text[:40]!r}")
            size = int(size_text, 16)
            if size == 0:
                self._chunk_state = _TRAILER
            else:
                self._chunk_state = _DATA
                self._need = size
        if pos > 65536:  # drop what has been consumed, so the buffer stays small
            del buf[:pos]
            pos = 0
        self._pos = pos

    def _finish(self, body: bytes, *, keep_alive: bool = True, extra: bool = False) -> None:
        waiter = self._waiter
        assert waiter is not None
        keep = keep_alive and self._keep_alive and not extra
        if not keep:
            self.usable = False
        response = Response(self._status, body, keep, self._headers)
        self._waiter = None
        self._state = _HEAD
        if self._chunks:
            self._chunks = bytearray()
        waiter.set_result(response)

    def _fail(self, why: str) -> None:
        waiter = self._waiter
        self._waiter = None
        self.abort()
        if waiter is not None and not waiter.done():
            waiter.set_exception(HTTPConnectionError(why))
