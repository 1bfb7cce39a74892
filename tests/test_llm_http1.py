"""The HTTP layer under the openai backend: the native HTTP/1.1 client's parser
and pool, and wire-level behaviours (chunked bodies, Connection: close, cut
connections, keep-alive reuse, large bodies, TLS) checked for both clients."""

from __future__ import annotations

import asyncio
import itertools
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.errors import ConfigError
from tomsb_env.llm import BackendCallError, ChatResult
from tomsb_env.llm.http1 import ConnectionPool, Endpoint, request_prefix
from tomsb_env.llm.http1_conn import Connection, HTTPConnectionError, Response, parse_headers
from tomsb_env.llm.openai_http import OpenAICompatBackend
from tomsb_env.testing import FakeOpenAIServer, Reply

from .llm_helpers import backend

USER = [{"role": "user", "content": "which road leads to the harbour"}]


def calls(b: OpenAICompatBackend, n: int, *, parallel: int = 1, content: str = "hi") -> list:
    """``n`` chats (``parallel`` at a time) in one event loop; returns the texts
    and, as the last element, the connections the native pool opened."""

    async def go() -> list:
        queue = list(range(n))
        texts: list[str] = []

        async def worker() -> None:
            while queue:
                queue.pop()
                r = await b.chat([{"role": "user", "content": content}])
                texts.append(r.text)

        try:
            await asyncio.gather(*(worker() for _ in range(parallel)))
            return [*texts, b.connections_opened]
        finally:
            await b.aclose()

    return asyncio.run(go())


# ---------------------------------------------------------------- wire behaviours
def test_chunked_response(server: FakeOpenAIServer, http: str) -> None:
    server.enqueue(Reply("sent in pieces", chunked=True), Reply("plain"))
    texts = calls(backend(server, http), 2)
    assert sorted(texts[:2]) == ["plain", "sent in pieces"]


def test_connection_close_is_honoured(server: FakeOpenAIServer, http: str) -> None:
    server.enqueue(Reply("one", close=True), "two", "three")
    texts = calls(backend(server, http), 3)
    assert texts[:3] == ["one", "two", "three"]
    peers = [r.peer for r in server.requests]
    assert peers[0] != peers[1] == peers[2]  # a fresh connection after the close, then reuse
    if http == "native":
        assert texts[3] == 2


def test_cut_mid_response_is_a_retried_connection_error(
    server: FakeOpenAIServer, http: str
) -> None:
    server.enqueue(Reply("x" * 5000, cut_after=100), "whole")

    async def go() -> ChatResult:
        b = backend(server, http)
        try:
            return await b.chat(USER)
        finally:
            await b.aclose()

    result = asyncio.run(go())
    assert (result.text, result.attempts) == ("whole", 2)
    server.enqueue(Reply("x" * 5000, cut_after=100))
    with pytest.raises(BackendCallError, match="connection error") as info:
        calls(backend(server, http, max_retries=0), 1)
    if http == "native":
        assert "mid-response" in str(info.value)


def test_keep_alive_connection_is_reused_across_many_calls(
    server: FakeOpenAIServer, http: str
) -> None:
    texts = calls(backend(server, http), 150)
    assert texts[:150] == ["ok"] * 150
    assert len({r.peer for r in server.requests}) == 1
    if http == "native":
        assert texts[150] == 1


def test_parallel_calls_stay_within_the_pool(server: FakeOpenAIServer, http: str) -> None:
    server.latency_s = 0.01
    texts = calls(backend(server, http, max_concurrency=6), 120, parallel=20)
    assert len(texts) == 121
    assert server.max_in_flight == 6
    assert len({r.peer for r in server.requests}) <= 6
    if http == "native":
        assert texts[120] <= 6


@pytest.mark.parametrize("chunked", [False, True])
def test_megabyte_bodies_both_ways(server: FakeOpenAIServer, http: str, chunked: bool) -> None:
    big_reply = "".join(chr(97 + i % 26) for i in range(1_000_000))
    big_prompt = "é" * 500_000  # 1 MB of UTF-8
    server.enqueue(Reply(big_reply, chunked=chunked))
    texts = calls(backend(server, http), 1, content=big_prompt)
    assert texts[0] == big_reply
    assert server.requests[0].body["messages"][0]["content"] == big_prompt


def test_retry_after_ms_header_is_read(server: FakeOpenAIServer, http: str) -> None:
    delays: list[float] = []

    async def sleep(seconds: float) -> None:
        delays.append(seconds)

    server.enqueue(Reply(status=429, headers={"retry-after-ms": "250"}), "fine")
    texts = calls(backend(server, http, sleep=sleep, retry_after_scale=1.0), 1)
    assert texts[0] == "fine"
    assert delays == [0.25]


def _self_signed(tmp: Path) -> tuple[Path, Path]:
    cert, key = tmp / "cert.pem", tmp / "key.pem"
    subprocess.run(
        [
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
            "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1",
            "-keyout", str(key), "-out", str(cert),
        ],
        check=True,
        capture_output=True,
        timeout=60,
    )  # fmt: skip
    return cert, key


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
def test_tls_with_a_private_ca_and_certificate_checks(tmp_path: Path, http: str) -> None:
    cert, key = _self_signed(tmp_path)
    server_ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_ctx.load_cert_chain(cert, key)
    client_ctx = ssl.create_default_context(cafile=str(cert))
    with FakeOpenAIServer(ssl_context=server_ctx) as srv:
        assert srv.base_url.startswith("https://")
        srv.enqueue("over tls")
        assert calls(backend(srv, http, ssl_context=client_ctx), 1)[0] == "over tls"
        # Without the private CA the default context must refuse the certificate.
        with pytest.raises(BackendCallError, match="connection error"):
            calls(backend(srv, http, max_retries=0), 1)


# ------------------------------------------------------------------ the parser
class _Transport:
    def __init__(self) -> None:
        self.closed = False

    def write(self, data: bytes) -> None:
        pass

    def is_closing(self) -> bool:
        return self.closed

    def abort(self) -> None:
        self.closed = True

    close = abort


class _Pool:
    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop

    def _forget(self, conn: object) -> None:
        pass


def feed(*pieces: bytes, lost: bool = False) -> tuple[Response | Exception, Connection]:
    """Feed response bytes to a fresh connection in pieces; the response or the error."""
    loop = asyncio.new_event_loop()
    try:
        conn = Connection(_Pool(loop))  # type: ignore[arg-type]
        conn.connection_made(_Transport())  # type: ignore[arg-type]
        waiter = conn.send(b"request")
        for piece in pieces:
            conn.data_received(piece)
        if lost:
            conn.connection_lost(None)
        assert waiter.done(), "the response should be complete"
        exc = waiter.exception()
        return (exc if exc is not None else waiter.result()), conn
    finally:
        loop.close()


BODY = b'{"choices": [{"message": {"content": "hello \\u00e9 world"}}]}'
LENGTH = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (
    len(BODY),
    BODY,
)
CHUNKED = (
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nX-Extra: 1\r\n\r\n"
    b"5;ext=1\r\n" + BODY[:5] + b"\r\n" + b"%x\r\n" % (len(BODY) - 5) + BODY[5:] + b"\r\n"
    b"0\r\nTrailer: yes\r\n\r\n"
)


def split(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts} | {0, len(data)})
    return [data[a:b] for a, b in itertools.pairwise(points) if b > a]


@settings(max_examples=150, deadline=None)
@given(raw=st.sampled_from([LENGTH, CHUNKED]), cuts=st.lists(st.integers(0, 10_000), max_size=8))
def test_any_split_of_a_response_parses_the_same(raw: bytes, cuts: list[int]) -> None:
    response, conn = feed(*split(raw, cuts))
    assert isinstance(response, Response)
    assert (response.status, response.body, response.keep_alive) == (200, BODY, True)
    assert conn.usable


def test_interim_1xx_replies_are_skipped() -> None:
    response, _ = feed(b"HTTP/1.1 100 Continue\r\n\r\n" + LENGTH)
    assert isinstance(response, Response) and response.body == BODY


def test_http10_and_unframed_bodies_end_at_close() -> None:
    response, conn = feed(b"HTTP/1.0 200 OK\r\n\r\npart one, ", b"part two", lost=True)
    assert isinstance(response, Response)
    assert response.body == b"part one, part two" and not response.keep_alive
    assert not conn.usable


def test_no_content_and_connection_close() -> None:
    response, conn = feed(b"HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n")
    assert isinstance(response, Response) and response.body == b""
    assert not response.keep_alive and not conn.usable


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        (b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nabc", "conflicting"),
        (b"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", "bad Content-Length"),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "bad chunk size"),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n", "bad chunk size"),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0x2\r\n", "bad chunk size"),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabcd\r\n", "CRLF"),
        (b"SSH-2.0-OpenSSH_9.6\r\n\r\n", "not an HTTP/1.x response"),
    ],
)
def test_malformed_responses_fail_the_connection(raw: bytes, fragment: str) -> None:
    error, conn = feed(raw)
    assert isinstance(error, HTTPConnectionError) and fragment in str(error)
    assert not conn.usable


def test_early_close_is_an_error_naming_where() -> None:
    error, _ = feed(lost=True)
    assert isinstance(error, HTTPConnectionError) and "before the response" in str(error)
    error, _ = feed(LENGTH[:-5], lost=True)
    assert isinstance(error, HTTPConnectionError) and "mid-response" in str(error)


def test_bytes_beyond_the_response_retire_the_connection() -> None:
    response, conn = feed(LENGTH + b"HTTP/1.1 200 OK\r\n")
    assert isinstance(response, Response) and response.body == BODY
    assert not response.keep_alive and not conn.usable


def test_headers_are_parsed_on_demand() -> None:
    response, _ = feed(
        b"HTTP/1.1 429 Too Many\r\nRetry-After: 3\r\nX-A: 1\r\nx-a: 2\r\nContent-Length: 0\r\n\r\n"
    )
    assert isinstance(response, Response) and response.status == 429
    assert response.headers["retry-after"] == "3"
    assert response.headers["x-a"] == "1, 2"
    assert parse_headers(b"HTTP/1.1 200 OK\r\nbroken line\r\nA:b") == {"a": "b"}


# -------------------------------------------------------------- URL and request
def test_endpoint_and_request_prefix() -> None:
    ep = Endpoint.from_url("https://api.example.test/v1/chat/completions?x=1")
    assert (ep.host, ep.port, ep.path, ep.tls) == (
        "api.example.test",
        443,
        "/v1/chat/completions?x=1",
        True,
    )
    assert ep.host_header == "api.example.test"
    assert Endpoint.from_url("http://[::1]:8000/v1").host_header == "[::1]:8000"
    prefix = request_prefix(ep, {"authorization": "Bearer k", "User-Agent": "mine"})
    text = prefix.decode()
    assert text.startswith("POST /v1/chat/completions?x=1 HTTP/1.1\r\nHost: api.example.test\r\n")
    assert "Accept-Encoding: identity\r\n" in text and "User-Agent: mine\r\n" in text
    assert "tomsb-env" not in text and text.endswith("\r\nContent-Length: ")
    with pytest.raises(ConfigError, match="line breaks"):
        request_prefix(ep, {"X-Bad": "a\r\nInjected: 1"})
    with pytest.raises(ConfigError, match="http:// or https://"):
        Endpoint.from_url("ftp://host/v1")


def test_backends_on_one_endpoint_share_connections_and_keep_their_headers(
    server: FakeOpenAIServer,
) -> None:
    a = backend(server, "native", "model-a", api_key="key-a")
    b = backend(server, "native", "model-b", api_key="key-b", headers={"X-Who": "b"})

    async def go() -> tuple[int, int]:
        try:
            for _ in range(3):  # one after another: one connection serves both
                await a.chat(USER)
                await b.chat(USER)
            return a.connections_opened, b.connections_opened
        finally:
            await a.aclose()
            await b.aclose()

    assert asyncio.run(go()) == (1, 1)
    assert len({r.peer for r in server.requests}) == 1
    for r in server.requests:  # each request went out with its own backend's headers
        who = "a" if r.body["model"] == "model-a" else "b"
        headers = {k.lower(): v for k, v in r.headers.items()}
        assert headers["authorization"] == f"Bearer key-{who}"
        assert headers.get("x-who") == ("b" if who == "b" else None)


def test_closing_one_sharer_leaves_the_others_requests_alone(server: FakeOpenAIServer) -> None:
    from tomsb_env.llm import http1

    a = backend(server, "native", "model-a")
    b = backend(server, "native", "model-b")

    async def go() -> None:
        await a.chat(USER)
        server.latency_s = 0.3
        slow = asyncio.ensure_future(b.chat(USER))
        await asyncio.sleep(0.1)  # b's request is on the shared pool's connection now
        await a.aclose()
        assert (await slow).text  # not cut off by a's close
        loop = asyncio.get_running_loop()
        (pool,) = http1._SHARED[loop].values()
        assert pool.users == 1 and pool.open_connections == 1
        await b.aclose()  # the last holder closes the pool
        assert not http1._SHARED[loop]
        for _ in range(50):  # transports report their close on a later loop iteration
            if pool.open_connections == 0:
                break
            await asyncio.sleep(0.01)
        assert pool.open_connections == 0

    asyncio.run(go())


def test_each_event_loop_has_its_own_shared_pool(server: FakeOpenAIServer) -> None:
    a = backend(server, "native", "model-a")
    b = backend(server, "native", "model-b")
    assert calls(a, 2)[-1] == 1
    assert calls(b, 2)[-1] == 1  # a new loop: a new pool, counting from zero
    assert len({r.peer for r in server.requests}) == 2


def test_refused_connection_is_an_http_connection_error() -> None:
    with FakeOpenAIServer() as srv:
        url = srv.base_url + "/chat/completions"

    async def go() -> None:
        ep = Endpoint.from_url(url)
        pool = ConnectionPool(ep, request_prefix(ep, {}), 2)
        with pytest.raises(HTTPConnectionError, match="cannot connect"):
            await pool.post(b"{}")
        assert pool.open_connections == 0

    asyncio.run(go())


def test_pool_close_fails_requests_in_flight(server: FakeOpenAIServer) -> None:
    server.latency_s = 2.0

    async def go() -> None:
        ep = Endpoint.from_url(server.base_url + "/chat/completions")
        pool = ConnectionPool(ep, request_prefix(ep, {"Content-Type": "application/json"}), 2)
        task = asyncio.ensure_future(pool.post(b'{"model": "m", "messages": []}'))
        while pool.open_connections == 0:
            await asyncio.sleep(0.01)
        pool.close()
        with pytest.raises(HTTPConnectionError, match="closed the connection"):
            await task

    asyncio.run(go())
