"""A lean HTTP/1.1 client on raw asyncio protocols, for one POST endpoint.

General-purpose clients (aiohttp, httpx) build URL objects, header multidicts,
cookie jars, tracing hooks and stream readers for every request. Posting JSON to
a single chat endpoint needs none of that, and at hundreds of calls in flight on
a small machine their per-call CPU decides the wall time. Here a request is one
pre-built bytes buffer written to a pooled keep-alive connection, and the reply
is parsed straight from the bytes the event loop hands over: in the common case
the whole response arrives in one ``data_received`` call and is sliced once.

Supported: Content-Length, chunked transfer-encoding and read-until-close
bodies, 1xx interim replies (skipped), ``Connection: close``, TLS. Not
supported (not needed for a JSON API): compression (``Accept-Encoding:
identity`` is sent), pipelining of several requests on one connection,
proxies, redirects, cookies.
"""

from __future__ import annotations

import asyncio
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from tomsb_env.errors import ConfigError
from tomsb_env.llm.http1_conn import Connection, HTTPConnectionError, Response, parse_headers

if TYPE_CHECKING:
    from ssl import SSLContext

__all__ = [
    "ConnectionPool",
    "Endpoint",
    "HTTPConnectionError",
    "Response",
    "parse_headers",
    "request_prefix",
    "shared_pool",
]


@dataclass(frozen=True, slots=True)
class Endpoint:
    """Where requests go: parsed once from the URL."""

    host: str
    port: int
    path: str
    tls: bool

    @classmethod
    def from_url(cls, url: str) -> Endpoint:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(f"expected an http:// or https:// URL with a host, got {url!r}")
        try:
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            raise ConfigError(f"bad port in URL {url!r}") from None
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        return cls(parts.hostname, port, path, parts.scheme == "https")

    @property
    def host_header(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host  # IPv6 literal
        default = 443 if self.tls else 80
        return host if self.port == default else f"{host}:{self.port}"


def request_prefix(endpoint: Endpoint, headers: dict[str, str]) -> bytes:
    """Request line and headers up to ``Content-Length: ``, built once per backend.

    A request is then ``prefix + b"<length>\\r\\n\\r\\n" + body``. Header names
    are matched case-insensitively, so ``headers`` can override the defaults.
    """
    merged: dict[str, tuple[str, str]] = {}
    defaults = {
        "Host": endpoint.host_header,
        "Accept": "application/json",
        "Accept-Encoding": "identity",  # JSON is small; decompressing costs more than it saves
        "User-Agent": "tomsb-env",
        "Connection": "keep-alive",
    }
    for name, value in {**defaults, **headers}.items():
        if name.lower() == "content-length":
            continue  # computed per request
        for text in (name, value):
            if "\r" in text or "\n" in text:
                raise ConfigError(f"HTTP header {name!r} must not contain line breaks")
        merged[name.lower()] = (name, value)
    lines = [f"POST {endpoint.path} HTTP/1.1"]
    lines += [f"{name}: {value}" for name, value in merged.values()]
    return ("\r\n".join(lines) + "\r\nContent-Length: ").encode("latin-1")


class ConnectionPool:
    """Keep-alive connections to one endpoint, for one event loop.

    Callers bound the number of requests in flight (the backend's semaphore), so
    the pool never holds more than that many connections: a new one is opened
    only when no idle one is left, and at most ``limit`` idle ones are kept.
    Backends posting to the same endpoint share one pool (:func:`shared_pool`).
    """

    def __init__(
        self, endpoint: Endpoint, prefix: bytes, limit: int, ssl: SSLContext | None = None
    ) -> None:
        self.endpoint = endpoint
        self.prefix = prefix
        self.limit = limit
        self.ssl = ssl
        self.loop = asyncio.get_running_loop()
        self.opened = 0  # connections opened so far (tests and benchmarks read it)
        self.users = 0  # holders through shared_pool
        self._idle: list[Connection] = []
        self._open: set[Connection] = set()

    async def post(self, body: bytes, prefix: bytes | None = None) -> Response:
        """Send one request with ``body`` and return the whole response.

        ``prefix``: the request line and headers (see :func:`request_prefix`),
        when the caller's differ from the pool's (a shared pool's users each
        send their own, e.g. their own API key)."""
        idle = self._idle
        conn = None
        while idle:
            conn = idle.pop()  # most recently used first: least likely to have timed out
            if conn.usable and not conn.transport.is_closing():  # type: ignore[union-attr]
                break
            conn = None
        if conn is None:
            conn = await self._connect()
        waiter = conn.send(b"%s%d\r\n\r\n%s" % (prefix or self.prefix, len(body), body))
        try:
            response = await waiter
        except BaseException:
            conn.abort()  # cancelled (timeout) or failed: the stream state is unknown
            raise
        if conn.usable and len(idle) < self.limit:
            idle.append(conn)
        else:
            conn.close()
        return response

    async def _connect(self) -> Connection:
        ep = self.endpoint
        try:
            _, conn = await self.loop.create_connection(
                lambda: Connection(self),
                ep.host,
                ep.port,
                ssl=self.ssl,
                server_hostname=ep.host if self.ssl is not None else None,
            )
        except OSError as exc:  # ssl.SSLError and certificate errors included
            raise HTTPConnectionError(
                f"cannot connect to {ep.host_header}: {type(exc).__name__}: {exc}"
            ) from exc
        self.opened += 1
        self._open.add(conn)
        return conn

    def _forget(self, conn: Connection) -> None:
        self._open.discard(conn)
        if conn in self._idle:  # closed by the server while parked
            self._idle.remove(conn)

    @property
    def open_connections(self) -> int:
        return len(self._open)

    def release(self, limit: int) -> None:
        """Give back a :func:`shared_pool` hold (with the ``limit`` it added); the
        last one closes the pool."""
        self.users -= 1
        self.limit -= limit
        if self.users > 0:
            return
        pools = _SHARED.get(self.loop)
        if pools is not None and pools.get((self.endpoint, self.ssl)) is self:
            del pools[(self.endpoint, self.ssl)]
        self.close()

    def close(self) -> None:
        """Close every connection; requests still in flight fail as connection errors."""
        self._idle.clear()
        for conn in list(self._open):
            conn.close()


# The running loop's pools by (endpoint, TLS context): a benchmark's attacker and
# defender post to one server, and sharing halves the connections opened and
# closed (each costs the client tens of microseconds of CPU). An entry goes when
# its last holder releases it; backends do so in aclose() or, failing that, when
# their loop shuts down (openai_http ties them to it).
_SHARED: weakref.WeakKeyDictionary[
    asyncio.AbstractEventLoop, dict[tuple[Endpoint, SSLContext | None], ConnectionPool]
] = weakref.WeakKeyDictionary()


def shared_pool(endpoint: Endpoint, limit: int, ssl: SSLContext | None = None) -> ConnectionPool:
    """The running loop's pool for ``endpoint`` (and ``ssl``), shared by all who
    post there; each caller adds ``limit`` idle connections to it and hands its
    hold back with :meth:`ConnectionPool.release`. Requests carry their own
    headers (``post(body, prefix)``), so callers with different keys can share."""
    loop = asyncio.get_running_loop()
    pools = _SHARED.setdefault(loop, {})
    key = (endpoint, ssl)
    pool = pools.get(key)
    if pool is None:
        pool = pools[key] = ConnectionPool(endpoint, b"", 0, ssl)
    pool.users += 1
    pool.limit += limit
    return pool
