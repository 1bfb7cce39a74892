"""The openai backend's HTTP layer against local servers: keep-alive, chunked and
cut responses, gzip, proxies from the environment, https with a self-signed
certificate, and credentials in the URL."""

from __future__ import annotations

import asyncio
import base64
import os
import shutil
import ssl
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from tomsb_env.errors import ConfigError
from tomsb_env.llm import BackendCallError, ChatResult, make_backend
from tomsb_env.llm.openai_http import OpenAICompatBackend, env_proxy
from tomsb_env.testing import FakeOpenAIServer, Reply

from .llm_helpers import backend

USER = [{"role": "user", "content": "which road leads to the harbour"}]


def calls(b: OpenAICompatBackend, n: int, *, parallel: int = 1, content: str = "hi") -> list[str]:
    """The texts of ``n`` chats (``parallel`` at a time) in one event loop."""

    async def go() -> list[str]:
        queue = list(range(n))
        texts: list[str] = []

        async def worker() -> None:
            while queue:
                queue.pop()
                r = await b.chat([{"role": "user", "content": content}])
                texts.append(r.text)

        try:
            await asyncio.gather(*(worker() for _ in range(parallel)))
            return texts
        finally:
            await b.aclose()

    return asyncio.run(go())


def peers(srv: FakeOpenAIServer) -> list[str]:
    return [r.peer for r in srv.requests]


# ---------------------------------------------------------------- wire behaviours
def test_chunked_response(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply("sent in pieces", chunked=True), Reply("plain"))
    assert calls(backend(server), 2) == ["sent in pieces", "plain"]


def test_gzip_reply_is_asked_for_and_decoded(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply("squeezed " * 200, gzip=True))
    assert calls(backend(server), 1) == ["squeezed " * 200]
    assert "gzip" in server.requests[0].headers["Accept-Encoding"]


def test_keep_alive_connection_is_reused_across_many_calls(server: FakeOpenAIServer) -> None:
    assert calls(backend(server), 150) == ["ok"] * 150
    assert len(set(peers(server))) == 1


def test_connection_close_is_honoured(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply("one", close=True), "two", "three")
    assert calls(backend(server), 3) == ["one", "two", "three"]
    first, second, third = peers(server)
    assert first != second == third  # a fresh connection after the close, then reuse


def test_parallel_calls_stay_within_max_concurrency(server: FakeOpenAIServer) -> None:
    server.latency_s = 0.01
    assert len(calls(backend(server, max_concurrency=6), 120, parallel=20)) == 120
    assert server.max_in_flight == 6
    assert len(set(peers(server))) <= 6


def test_cut_mid_response_is_a_retried_connection_error(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply("x" * 5000, cut_after=100), "whole")

    async def go() -> ChatResult:
        b = backend(server)
        try:
            return await b.chat(USER)
        finally:
            await b.aclose()

    result = asyncio.run(go())
    assert (result.text, result.attempts) == ("whole", 2)
    server.enqueue(Reply("x" * 5000, cut_after=100))
    with pytest.raises(BackendCallError, match="connection error"):
        calls(backend(server, max_retries=0), 1)


@pytest.mark.parametrize("chunked", [False, True])
def test_megabyte_bodies_both_ways(server: FakeOpenAIServer, chunked: bool) -> None:
    big_reply = "".join(chr(97 + i % 26) for i in range(1_000_000))
    big_prompt = "é" * 500_000
    server.enqueue(Reply(big_reply, chunked=chunked))
    assert calls(backend(server), 1, content=big_prompt) == [big_reply]
    assert server.requests[0].body["messages"][0]["content"] == big_prompt


@pytest.mark.parametrize("chunked", [False, True])
def test_a_reply_body_over_the_limit_is_not_read_further(
    server: FakeOpenAIServer, chunked: bool
) -> None:
    # a 64 KiB limit proves the mechanism on a 2 MB body (the default is 64 MiB)
    server.enqueue(Reply(body="\u00e9" * 1_000_000, chunked=chunked), "fine")
    with pytest.raises(BackendCallError) as info:
        calls(backend(server, max_reply_bytes=65_536), 1)
    message = str(info.value)
    assert "reply body over max_reply_bytes=65,536, not read further" in message
    assert "not retryable" in message and len(server.requests) == 1
    assert "\u00e9" * 100 in message and len(message) < 600  # an excerpt of its first bytes
    assert calls(backend(server, max_reply_bytes=65_536), 1) == ["fine"]


@pytest.mark.parametrize(
    "secret",
    [
        "sk-proj-Abc123Def456Ghi789Jkl",
        "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
        "api_key=AbCdEf123456",
        "0123456789abcdef0123456789abcdef01234567",
        "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODk=",
    ],
)
def test_secret_looking_strings_in_an_error_body_are_redacted(
    server: FakeOpenAIServer, secret: str
) -> None:
    server.enqueue(Reply.error(500, f"upstream failed for {secret} at model Qwen/Qwen3-14B"))
    with pytest.raises(BackendCallError) as info:
        calls(backend(server, max_retries=0), 1)
    message = str(info.value)
    assert "HTTP 500" in message and "[redacted]" in message and "Qwen/Qwen3-14B" in message
    assert secret not in message and secret.split()[-1][:16] not in message


def test_retry_after_ms_header_is_read(server: FakeOpenAIServer) -> None:
    delays: list[float] = []

    async def sleep(seconds: float) -> None:
        delays.append(seconds)

    server.enqueue(Reply(status=429, headers={"retry-after-ms": "250"}), "fine")
    assert calls(backend(server, sleep=sleep, retry_after_scale=1.0), 1) == ["fine"]
    assert delays == [0.25]


def test_lone_surrogates_in_a_message_are_sent_as_escapes(server: FakeOpenAIServer) -> None:
    assert calls(backend(server), 1, content="broken \ud800 text") == ["ok"]
    assert server.requests[0].body["messages"][0]["content"] == "broken \ud800 text"


# ------------------------------------------------------------------------ proxies
@asynccontextmanager
async def forwarding_proxy(seen: list[str], auth: list[str] | None = None) -> AsyncIterator[str]:
    """A plain-HTTP forward proxy on 127.0.0.1 that records the URLs it is asked for
    (and, in ``auth``, the Proxy-Authorization headers)."""
    import aiohttp
    from aiohttp import web

    async with aiohttp.ClientSession(auto_decompress=False) as session:

        async def forward(request: web.BaseRequest) -> web.Response:
            target = request.raw_path  # absolute-form: the whole URL
            seen.append(target)
            if auth is not None:
                auth.append(request.headers.get("Proxy-Authorization", ""))
            keep = ("Authorization", "Content-Type", "Accept-Encoding")
            headers = {k: request.headers[k] for k in keep if k in request.headers}
            async with session.request(
                request.method, target, data=await request.read(), headers=headers
            ) as resp:
                out = {
                    k: resp.headers[k]
                    for k in ("Content-Type", "Content-Encoding")
                    if k in resp.headers
                }
                return web.Response(status=resp.status, body=await resp.read(), headers=out)

        runner = web.ServerRunner(web.Server(forward), shutdown_timeout=0.1)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        try:
            yield f"http://127.0.0.1:{runner.addresses[0][1]}"
        finally:
            await runner.cleanup()


@pytest.mark.parametrize("bypass", [None, "127.0.0.1", "example.test,127.0.0.1"])
def test_http_proxy_and_no_proxy_from_the_environment(
    server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch, bypass: str | None
) -> None:
    seen: list[str] = []
    server.enqueue("through whatever route")

    async def go() -> ChatResult:
        async with forwarding_proxy(seen) as proxy_url:
            monkeypatch.setenv("HTTP_PROXY", proxy_url)
            if bypass is not None:
                monkeypatch.setenv("NO_PROXY", bypass)
            b = backend(server, api_key="k")
            try:
                return await b.chat(USER)
            finally:
                await b.aclose()

    assert asyncio.run(go()).text == "through whatever route"
    assert seen == ([] if bypass else [server.base_url + "/chat/completions"])
    assert server.requests[0].headers["Authorization"] == "Bearer k"  # passed on by the proxy


def test_proxy_credentials_in_the_proxy_url_are_sent_to_the_proxy(
    server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    auth: list[str] = []

    async def go() -> ChatResult:
        async with forwarding_proxy(seen, auth) as proxy_url:
            monkeypatch.setenv("http_proxy", proxy_url.replace("//", "//agent:pa55@"))
            b = backend(server)
            try:
                return await b.chat(USER)
            finally:
                await b.aclose()

    assert asyncio.run(go()).text == "ok"
    assert len(seen) == 1
    assert auth == ["Basic " + base64.b64encode(b"agent:pa55").decode()]
    assert "Proxy-Authorization" not in server.requests[0].headers  # not passed on


def test_a_netrc_entry_for_the_server_leaves_the_api_key_alone(
    server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    netrc = tmp_path / "netrc"
    netrc.write_text("machine 127.0.0.1 login someone password other\n")
    netrc.chmod(0o600)
    monkeypatch.setenv("NETRC", str(netrc))
    assert calls(backend(server, api_key="k"), 1) == ["ok"]
    assert server.requests[0].headers["Authorization"] == "Bearer k"


def test_the_proxy_is_chosen_by_scheme_and_no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://tls-proxy:3128")
    assert env_proxy("https://api.example.test/v1/chat/completions") == "http://tls-proxy:3128"
    assert env_proxy("http://api.example.test/v1/chat/completions") is None
    monkeypatch.setenv("http_proxy", "http://plain-proxy:8080")
    assert env_proxy("http://api.example.test/v1") == "http://plain-proxy:8080"
    monkeypatch.setenv("NO_PROXY", ".example.test,10.0.0.1")
    assert env_proxy("https://api.example.test/v1") is None
    assert env_proxy("http://10.0.0.1:8000/v1") is None
    assert env_proxy("http://other.test/v1") == "http://plain-proxy:8080"


def test_an_unreachable_proxy_is_a_connection_error(
    server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    with FakeOpenAIServer() as gone:
        dead = gone.base_url.removesuffix("/v1")
    monkeypatch.setenv("HTTP_PROXY", dead)
    with pytest.raises(BackendCallError, match="connection error"):
        calls(backend(server, max_retries=0), 1)
    assert server.request_count == 0  # never went around the proxy


# -------------------------------------------------------------------------- https
def self_signed(tmp: Path) -> tuple[Path, Path]:
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


@pytest.fixture
def tls_server(tmp_path: Path) -> Iterator[tuple[FakeOpenAIServer, Path]]:
    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command to make a certificate")
    cert, key = self_signed(tmp_path)
    server_ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_ctx.load_cert_chain(cert, key)
    with FakeOpenAIServer(ssl_context=server_ctx) as srv:
        yield srv, cert


def test_https_with_a_given_ssl_context(tls_server: tuple[FakeOpenAIServer, Path]) -> None:
    srv, cert = tls_server
    assert srv.base_url.startswith("https://")
    srv.enqueue("over tls")
    client_ctx = ssl.create_default_context(cafile=str(cert))
    assert calls(backend(srv, ssl_context=client_ctx), 1) == ["over tls"]


def test_an_untrusted_certificate_fails_at_once(tls_server: tuple[FakeOpenAIServer, Path]) -> None:
    srv, _ = tls_server
    with pytest.raises(BackendCallError, match="certificate") as info:
        calls(backend(srv), 1)  # the system's CAs do not know this certificate
    assert info.value.attempts == 1 and "not retryable" in str(info.value)
    assert "ssl_context" in str(info.value)  # says how to trust a private CA
    assert srv.request_count == 0


def test_https_trusts_the_systems_ca_store_by_default(
    tls_server: tuple[FakeOpenAIServer, Path],
) -> None:
    srv, cert = tls_server
    # OpenSSL's default verify paths honour $SSL_CERT_FILE: make it the "system" store
    # of a fresh interpreter (aiohttp builds its default context at import).
    code = (
        "import asyncio, sys\n"
        "from tomsb_env.llm import make_backend\n"
        "b = make_backend(f'openai:{sys.argv[1]}@m', max_retries=0)\n"
        "async def go():\n"
        "    try:\n"
        "        return (await b.chat([{'role': 'user', 'content': 'hi'}])).text\n"
        "    finally:\n"
        "        await b.aclose()\n"
        "print(asyncio.run(go()))\n"
    )
    env = {**os.environ, "SSL_CERT_FILE": str(cert), "PYTHONPATH": os.pathsep.join(sys.path)}
    srv.enqueue("trusted by the store")
    out = subprocess.run(
        [sys.executable, "-c", code, srv.base_url],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "trusted by the store"


# -------------------------------------------------------------- credentials in URL
@pytest.mark.parametrize(
    "url",
    [
        "http://user:s3cret-pw@127.0.0.1:8000/v1",
        "https://s3cret-pw@api.example.test/v1",
        "http://user:s3cret-pw@[::1]:9/v1",
    ],
)
def test_credentials_in_the_url_are_refused_without_echoing_them(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    attempts = [
        lambda: make_backend(f"openai:{url}@m"),
        lambda: make_backend("openai:m", base_url=url),
    ]
    for attempt in attempts:
        with pytest.raises(ConfigError, match="credentials") as info:
            attempt()
        assert "s3cret-pw" not in str(info.value)
        assert "api_key" in str(info.value)  # what to do instead
    monkeypatch.setenv("OPENAI_BASE_URL", url)
    with pytest.raises(ConfigError, match="credentials"):
        make_backend("openai:m")


def test_an_at_sign_after_the_host_is_not_credentials() -> None:
    b = make_backend("openai:http://127.0.0.1:8000/team@x/v1@model-x")
    assert isinstance(b, OpenAICompatBackend)
    assert (b.base_url, b.model) == ("http://127.0.0.1:8000/team@x/v1", "model-x")
