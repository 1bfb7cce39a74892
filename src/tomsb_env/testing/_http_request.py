"""Framing HTTP/1.x requests out of a connection's bytes, for :mod:`._http_server`."""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["BadRequest", "HTTPRequest", "RequestReader"]

_MAX_HEAD = 64 * 1024  # a request line plus headers longer than this is not a sane request
_HEX_DIGITS = b"0123456789abcdefABCDEF"
_COLON = ord(":")
_NOT_A_NAME = frozenset(b" \t:")  # first bytes of folded lines and empty names
_CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"


class BadRequest(Exception):
    """The bytes on the connection are not an HTTP/1.x request we can frame."""


class HTTPRequest:
    """One request. ``headers`` decodes the header lines on each access (names in
    Title-Case whatever the client sent, repeats joined with ", "); only
    recording servers need them."""

    __slots__ = ("_lines", "body", "method", "path", "target")

    def __init__(self, method: str, target: str, lines: list[bytes], body: bytes = b"") -> None:
        self.method = method
        self.target = target  # as sent, query string included
        self.path = target.partition("?")[0]
        self._lines = lines  # the header lines, request line excluded
        self.body = body

    @property
    def headers(self) -> dict[str, str]:
        headers: dict[str, str] = {}
        for line in self._lines:
            name, _, value = line.decode("latin-1").partition(":")
            name, value = "-".join(w.capitalize() for w in name.split("-")), value.strip()
            headers[name] = f"{headers[name]}, {value}" if name in headers else value
        return headers


def _value(lower: bytes, start: int) -> bytes:
    """The header value that starts at ``start`` (just after the colon)."""
    end = lower.find(b"\r\n", start)
    return (lower[start:] if end < 0 else lower[start:end]).strip()


class RequestReader:
    """One connection's request framing: feed bytes into :attr:`buf`, take requests
    with :meth:`next`. After each head, ``keep_alive`` and ``http10`` describe
    what the client asked of the connection."""

    __slots__ = (
        "_chunked",
        "_chunks",
        "_expect",
        "_length",
        "_pending",
        "buf",
        "http10",
        "keep_alive",
    )

    def __init__(self) -> None:
        self.buf = bytearray()
        self._pending: HTTPRequest | None = None  # head parsed, body still arriving
        self._length = 0
        self._chunked = False
        self._expect = False  # the client waits for "100 Continue" before the body
        self._chunks: list[bytes] = []
        self.keep_alive = True
        self.http10 = False

    def next(self, send: Callable[[bytes], object]) -> HTTPRequest | None:
        """The next request once it is complete in :attr:`buf`, else None.

        ``send`` writes the interim ``100 Continue`` a client may wait for.
        """
        buf = self.buf
        request = self._pending
        if request is None:
            end = buf.find(b"\r\n\r\n")
            if end < 0:
                if len(buf) > _MAX_HEAD:
                    raise BadRequest("request head exceeds 64 KiB")
                return None
            head = bytes(buf[:end])
            if head[:1] == b"\r":  # tolerate blank lines before a request (RFC 9112 2.2)
                head = head.lstrip(b"\r\n")
            request = self._parse_head(head)
            del buf[: end + 4]
            self._pending = request
            if self._expect and (len(buf) < self._length or (self._chunked and not buf)):
                send(_CONTINUE)
        if self._chunked:
            body = self._chunked_body()
            if body is None:
                return None
        else:
            if len(buf) < self._length:
                return None
            body = bytes(buf[: self._length])
            del buf[: self._length]
        request.body = body
        self._pending = None
        return request

    def _parse_head(self, head: bytes) -> HTTPRequest:
        # Bytes methods given a bytes needle cost ~0.2 us each (buffer protocol),
        # so single bytes are tested as ints and whole-head searches are few.
        lines = head.split(b"\r\n")
        parts = lines[0].split(b" ")
        if len(parts) != 3 or not parts[0] or not parts[1]:
            raise BadRequest("malformed request line")
        version = parts[2]
        if version == b"HTTP/1.1":
            keep_alive, self.http10 = True, False
        elif version == b"HTTP/1.0":
            keep_alive, self.http10 = False, True
        else:
            raise BadRequest("not an HTTP/1.0 or HTTP/1.1 request")
        del lines[0]
        try:
            for line in lines:  # a name, then a colon; no folded (indented) lines
                if line[0] in _NOT_A_NAME or _COLON not in line:
                    raise BadRequest("malformed header line")
        except IndexError:
            raise BadRequest("empty header line") from None
        # Only the headers that frame the body or the connection matter here.
        lower = head.lower()
        i = lower.find(b"\r\ncontent-length:")
        if i < 0:
            self._length = 0
        else:
            value = _value(lower, i + 17)
            again = lower.find(b"\r\ncontent-length:", i + 17)
            if not value.isdigit() or (again >= 0 and _value(lower, again + 17) != value):
                raise BadRequest("bad Content-Length")
            self._length = int(value)
        i = lower.find(b"\r\ntransfer-encoding:")
        if i >= 0 and _value(lower, i + 20) != b"chunked":
            raise BadRequest("unsupported Transfer-Encoding")
        self._chunked = i >= 0
        i = lower.find(b"\r\nconnection:")
        if i >= 0:
            value = _value(lower, i + 13)
            if value == b"keep-alive":  # the usual value: no search needed
                keep_alive = True
            elif value.find(b"close") >= 0:
                keep_alive = False
            elif value.find(b"keep-alive") >= 0:
                keep_alive = True
        self.keep_alive = keep_alive
        i = lower.find(b"\r\nexpect:")
        self._expect = i >= 0 and _value(lower, i + 9) == b"100-continue"
        return HTTPRequest(parts[0].decode("latin-1"), parts[1].decode("latin-1"), lines)

    def _chunked_body(self) -> bytes | None:
        """The whole chunked body once it has arrived, else None. Complete chunks
        move from the buffer to ``_chunks`` as they arrive."""
        buf, pos = self.buf, 0
        while True:
            eol = buf.find(b"\r\n", pos)
            if eol < 0:
                if len(buf) - pos > 1024:
                    raise BadRequest("chunk size line too long")
                break
            size_text = bytes(buf[pos:eol]).partition(b";")[0].strip()
            if not size_text or size_text.strip(_HEX_DIGITS):
                raise BadRequest("bad chunk size")
            size = int(size_text, 16)
            if size == 0:  # the last chunk; trailers (ignored) end at an empty line
                end = buf.find(b"\r\n\r\n", eol)
                if end < 0:
                    break
                body = b"".join(self._chunks)
                del buf[: end + 4]
                self._chunks = []
                return body
            stop = eol + 2 + size
            if len(buf) < stop + 2:
                break
            if buf[stop : stop + 2] != b"\r\n":
                raise BadRequest("chunk data not followed by CRLF")
            self._chunks.append(bytes(buf[eol + 2 : stop]))
            pos = stop + 2
        del buf[:pos]
        return None
