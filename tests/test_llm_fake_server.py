"""The scriptable fake OpenAI server itself: replies, responder hook, stats,
streaming (server-sent events, read by the official ``openai`` client) and its
lifecycle when clients leave or the server stops."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any, BinaryIO

import pytest

from tomsb_env.llm import ChatResult, make_backend
from tomsb_env.testing import FakeOpenAIServer, Reply

PAYLOAD = {"move": "ask", "question": "north or south?"}


def post(srv: FakeOpenAIServer, body: dict[str, Any]) -> tuple[int, dict[str, Any], dict]:  # type: ignore[type-arg]
    req = urllib.request.Request(
        srv.base_url + "/chat/completions",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, json.load(resp), dict(resp.headers)
    except urllib.error.HTTPError as err:
        return err.code, json.load(err), dict(err.headers)


def body(text: str = "hi there") -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": "user", "content": text}]}


def content(reply: dict[str, Any]) -> str:
    return reply["choices"][0]["message"]["content"]


@pytest.mark.parametrize("style", ["json", "fenced", "prose", "think"])
def test_json_styles_embed_the_payload(style: str) -> None:
    text = Reply.from_json(PAYLOAD, style=style).content
    start, end = text.index("{"), text.rindex("}") + 1
    assert json.loads(text[start:end]) == PAYLOAD
    assert (style == "json") == (text == json.dumps(PAYLOAD))
    assert (style == "fenced") == text.startswith("```json")
    assert (style == "think") == text.startswith("<think>")


def test_truncated_and_garbage_do_not_parse() -> None:
    for text in (Reply.from_json(PAYLOAD, style="truncated").content, Reply.garbage().content):
        with pytest.raises(json.JSONDecodeError):
            json.loads(text)
    with pytest.raises(ValueError, match="unknown style"):
        Reply.from_json(PAYLOAD, style="yaml")


def test_queue_then_responder_then_default() -> None:
    seen: list[int] = []

    def responder(request: dict[str, Any], n: int) -> str:
        seen.append(n)
        return "echo: " + request["messages"][-1]["content"]

    with FakeOpenAIServer(default_content="fallback") as srv:
        srv.enqueue("queued")
        assert content(post(srv, body())[1]) == "queued"
        assert content(post(srv, body())[1]) == "fallback"
        srv.responder = responder
        assert content(post(srv, body("ping"))[1]) == "echo: ping"
        assert seen == [2]
        assert [r.n for r in srv.requests] == [0, 1, 2]


def test_async_responder_and_usage_counts() -> None:
    async def responder(request: dict[str, Any], n: int) -> Reply:
        await asyncio.sleep(0)
        return Reply("three word answer", finish_reason="length")

    with FakeOpenAIServer(responder=responder) as srv:
        status, reply, _ = post(srv, body("one two three four"))
    assert status == 200
    assert reply["usage"] == {"prompt_tokens": 4, "completion_tokens": 3, "total_tokens": 7}
    assert reply["choices"][0]["finish_reason"] == "length"
    assert reply["model"] == "m"


def test_error_replies_carry_status_body_and_retry_after() -> None:
    with FakeOpenAIServer() as srv:
        srv.enqueue(Reply.error(429, "slow down", retry_after=1.5), Reply.error(500))
        status, reply, headers = post(srv, body())
        assert status == 429 and headers["Retry-After"] == "1.5"
        assert reply["error"]["message"] == "slow down"
        status, reply, headers = post(srv, body())
        assert status == 500 and "Retry-After" not in headers


def test_bad_json_and_unknown_routes_are_errors() -> None:
    with FakeOpenAIServer() as srv:
        req = urllib.request.Request(srv.base_url + "/chat/completions", data=b"{nope")
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(req, timeout=10)
        assert info.value.code == 400
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(srv.base_url + "/embeddings", timeout=10)
        assert info.value.code == 404
        with urllib.request.urlopen(srv.base_url + "/models", timeout=10) as resp:
            assert json.load(resp)["data"][0]["id"] == "fake"


def test_stats_count_requests_and_cpu() -> None:
    with FakeOpenAIServer() as srv:
        for _ in range(5):
            post(srv, body())
        stats = srv.stats()
    assert stats.requests == 5 and stats.max_in_flight == 1
    assert 0 < stats.cpu_per_request_s < 0.05


def test_works_as_async_context_manager() -> None:
    async def go() -> ChatResult:
        async with FakeOpenAIServer(latency_s=0.01) as srv:
            srv.enqueue(Reply("from async"))
            b = make_backend(f"openai:{srv.base_url}@m")
            try:
                return await b.chat([{"role": "user", "content": "x"}])
            finally:
                await b.aclose()

    assert asyncio.run(go()).text == "from async"


def test_standalone_process_prints_its_url() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tomsb_env.testing.fake_openai", "--latency-ms", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/v1")
        root = url.removesuffix("/v1")
        with urllib.request.urlopen(root + "/_fake/stats", timeout=10) as resp:
            assert json.load(resp)["requests"] == 0
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert proc.returncode == 0
    assert proc.stderr is not None and "Warning" not in proc.stderr.read()


# ------------------------------------------------ recording, clients leaving, stop
CHAT = "/v1/chat/completions"


def request(text: str, *, extra: str = "", version: str = "1.1") -> bytes:
    """A raw chat POST whose last user message is ``text``."""
    data = json.dumps(body(text)).encode()
    head = (
        f"POST {CHAT} HTTP/{version}\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"{extra}Content-Length: {len(data)}\r\n\r\n"
    )
    return head.encode() + data


def read_response(f: BinaryIO) -> tuple[int, dict[str, str], bytes]:
    """One response from a socket file: status, headers (lower-case names), body."""
    status_line = f.readline()
    if not status_line:
        raise EOFError("connection closed before a response")
    headers: dict[str, str] = {}
    while (line := f.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    if headers.get("transfer-encoding") == "chunked":
        data = b""
        while size := int(f.readline().split(b";")[0], 16):
            data += f.read(size)
            f.readline()
        f.readline()
    else:
        data = f.read(int(headers.get("content-length", "0")))
    return int(status_line.split()[1]), headers, data


def connect(srv: FakeOpenAIServer) -> socket.socket:
    return socket.create_connection((srv.host, srv.port), timeout=10)


def closed_by_server(sock: socket.socket) -> bool:
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True


def wait_for(check: Callable[[], bool], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out waiting"
        time.sleep(0.01)


def pending_tasks(srv: FakeOpenAIServer) -> int:
    async def count() -> int:
        return len(asyncio.all_tasks()) - 1  # not this one

    assert srv._loop is not None
    return asyncio.run_coroutine_threadsafe(count(), srv._loop).result(10)


def test_header_names_are_recorded_in_title_case() -> None:
    with FakeOpenAIServer() as srv, connect(srv) as sock:
        sock.sendall(request("hi", extra="authorization: Bearer k\r\nX-API-key: 1\r\n"))
        assert read_response(sock.makefile("rb"))[0] == 200
        headers = srv.requests[0].headers
        assert headers["Authorization"] == "Bearer k" and headers["X-Api-Key"] == "1"


def test_request_bodies_are_recorded_whole() -> None:
    schema = {"type": "object", "properties": {"move": {"type": "string"}}}
    sent = {
        **body(),
        "response_format": {"type": "json_schema", "json_schema": {"name": "t", "schema": schema}},
        "seed": 7,
    }
    with FakeOpenAIServer() as srv:
        assert post(srv, sent)[0] == 200
        assert srv.requests[0].body == sent
        assert srv.requests[0].path == "/v1/chat/completions"
    with FakeOpenAIServer(record=False) as srv:
        post(srv, sent)
        assert srv.requests == [] and srv.request_count == 1


@pytest.mark.parametrize("kind", ["latency", "responder"])
def test_client_gone_during_a_slow_reply_leaves_nothing_behind(kind: str) -> None:
    async def slow_responder(request: dict[str, Any], n: int) -> str:
        await asyncio.sleep(30)
        return "too late"

    with FakeOpenAIServer() as srv:
        if kind == "latency":
            srv.enqueue(Reply.slow(30))
        else:
            srv.responder = slow_responder
        with connect(srv) as sock:
            sock.sendall(request("anyone there?"))
            wait_for(lambda: srv.in_flight == 1)
        wait_for(lambda: srv.in_flight == 0)
        assert pending_tasks(srv) == 0
        srv.responder = None
        assert post(srv, body())[0] == 200


def test_stop_ends_promptly_during_slow_replies() -> None:
    async def slow_responder(request: dict[str, Any], n: int) -> str:
        await asyncio.sleep(30)
        return "too late"

    srv = FakeOpenAIServer(responder=slow_responder, latency_s=30).start()
    socks = [connect(srv) for _ in range(3)]
    try:
        srv.enqueue(Reply.slow(30), "queued, then the latency")
        for sock in socks:
            sock.sendall(request("wait"))
        wait_for(lambda: srv.in_flight == 3)
        start = time.monotonic()
        srv.stop()
        assert time.monotonic() - start < 5
        assert srv.in_flight == 0
        assert all(closed_by_server(sock) for sock in socks)
    finally:
        for sock in socks:
            sock.close()


def test_the_server_runs_on_the_loop_its_factory_makes() -> None:
    made: list[asyncio.AbstractEventLoop] = []

    def factory() -> asyncio.AbstractEventLoop:
        made.append(asyncio.new_event_loop())
        return made[-1]

    with FakeOpenAIServer(loop_factory=factory) as srv:
        body = b'{"model": "m", "messages": [{"role": "user", "content": "hi"}]}'
        req = urllib.request.Request(f"{srv.base_url}/chat/completions", data=body)
        with urllib.request.urlopen(req, timeout=10) as resp:
            assert resp.status == 200
        assert len(made) == 1 and srv._loop is made[0]


# ------------------------------------------------------------------ streaming
def stream(srv: FakeOpenAIServer, text: str = "hi", **options: Any) -> list[Any]:
    """The chunks the official openai client reads from a streamed chat call."""
    import openai

    async def go() -> list[Any]:
        client = openai.AsyncOpenAI(base_url=srv.base_url, api_key="x", max_retries=0)
        try:
            chunks = await client.chat.completions.create(
                model="m", messages=[{"role": "user", "content": text}], stream=True, **options
            )
            return [chunk async for chunk in chunks]
        finally:
            await client.close()

    return asyncio.run(go())


def test_stream_is_read_by_the_openai_client() -> None:
    with FakeOpenAIServer(latency_s=0.01) as srv:
        srv.enqueue(Reply("the key is  under the\nmat ", finish_reason="length"))
        chunks = stream(srv, "where is it")
        assert srv.requests[0].body["stream"] is True
    assert {c.object for c in chunks} == {"chat.completion.chunk"}
    assert {c.id for c in chunks} == {"chatcmpl-fake-0"} and {c.model for c in chunks} == {"m"}
    assert chunks[0].choices[0].delta.role == "assistant"
    pieces = [c.choices[0].delta.content or "" for c in chunks]
    assert "".join(pieces) == "the key is  under the\nmat "
    assert [p for p in pieces if p] == ["the ", "key ", "is  ", "under ", "the\n", "mat "]
    assert [c.choices[0].finish_reason for c in chunks] == [None] * (len(chunks) - 1) + ["length"]
    assert chunks[-1].usage is None  # not asked for


def test_stream_with_reasoning_and_usage() -> None:
    with FakeOpenAIServer() as srv:
        srv.enqueue(Reply("final answer", reasoning="first think", completion_tokens=9))
        chunks = stream(srv, "one two three", stream_options={"include_usage": True})
    reasoning = "".join(
        (c.choices[0].delta.model_extra or {}).get("reasoning_content", "")
        for c in chunks
        if c.choices
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert (reasoning, text) == ("first think", "final answer")
    assert chunks[-1].choices == []
    usage = chunks[-1].usage
    assert (usage.prompt_tokens, usage.completion_tokens, usage.total_tokens) == (3, 9, 12)


def test_stream_wire_format_ends_with_done() -> None:
    with FakeOpenAIServer() as srv:
        req = urllib.request.Request(
            srv.base_url + "/chat/completions",
            data=json.dumps({**body(), "stream": True}).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            assert resp.headers["Content-Type"].startswith("text/event-stream")
            raw = resp.read().decode()
    events = raw.split("\n\n")
    assert events[-2:] == ["data: [DONE]", ""]
    assert all(e.startswith("data: ") for e in events[:-1])
    chunks = [json.loads(e.removeprefix("data: ")) for e in events[:-2]]
    assert "".join(c["choices"][0]["delta"].get("content", "") for c in chunks) == "ok"
    assert chunks[-1]["choices"][0] == {"index": 0, "delta": {}, "finish_reason": "stop"}


def test_stream_errors_and_drops_reach_the_client() -> None:
    import openai

    with FakeOpenAIServer() as srv:
        srv.enqueue(Reply.error(429, "slow down", retry_after=2), Reply.dropped())
        with pytest.raises(openai.RateLimitError, match="slow down"):
            stream(srv)
        with pytest.raises(openai.APIConnectionError):
            stream(srv)
        srv.enqueue(Reply("after the faults"))
        assert "".join(c.choices[0].delta.content or "" for c in stream(srv)) == (
            "after the faults"
        )


def test_a_gzip_reply_is_compressed_on_the_wire() -> None:
    with FakeOpenAIServer() as srv:
        srv.enqueue(Reply("squeezed " * 50, gzip=True))
        req = urllib.request.Request(
            srv.base_url + "/chat/completions",
            data=json.dumps(body()).encode(),
            headers={"Accept-Encoding": "gzip"},
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            assert resp.headers["Content-Encoding"] == "gzip"
            data = resp.read()
    import gzip

    assert content(json.loads(gzip.decompress(data))) == "squeezed " * 50
