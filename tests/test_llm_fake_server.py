"""The scriptable fake OpenAI server itself: replies, responder hook, stats."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import urllib.error
import urllib.request
from typing import Any

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
