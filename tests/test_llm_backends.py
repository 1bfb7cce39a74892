"""The OpenAI-compatible aiohttp backend against the fake server: happy path,
usage, retries, timeouts, concurrency bound and parameter passthrough."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from collections.abc import Iterator

import pytest

from tomsb_env.errors import BackendError, ConfigError
from tomsb_env.llm import BackendCallError, ChatBackend, ChatResult, SamplingParams, make_backend
from tomsb_env.llm.openai_http import OpenAICompatBackend
from tomsb_env.testing import FakeOpenAIServer, Reply

USER = [{"role": "user", "content": "where is the key hidden"}]
FAST = {"backoff_base_s": 0.001, "retry_after_scale": 0.001, "timeout_s": 5.0}


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


def backend(srv: FakeOpenAIServer, **options: object) -> OpenAICompatBackend:
    merged = {**FAST, **options}
    b = make_backend(f"openai:{srv.base_url}@fake-model", **merged)
    assert isinstance(b, OpenAICompatBackend)
    return b


def run_chat(b: OpenAICompatBackend, params: SamplingParams | None = None) -> ChatResult:
    async def go() -> ChatResult:
        try:
            return await b.chat(USER, params)
        finally:
            await b.aclose()

    return asyncio.run(go())


class SleepRecorder:
    """Stands in for asyncio.sleep: records the delay, waits not at all."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


def test_happy_path_text_usage_latency(server: FakeOpenAIServer, monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    server.latency_s = 0.02
    server.enqueue(Reply("the key is under the mat", prompt_tokens=11, completion_tokens=6))
    b = backend(server)
    assert isinstance(b, ChatBackend)
    result = run_chat(b)
    assert result.text == "the key is under the mat"
    assert (result.prompt_tokens, result.completion_tokens) == (11, 6)
    assert result.model == "fake-model"
    assert result.attempts == 1
    assert result.finish_reason == "stop"
    assert result.latency_s >= 0.02
    assert result.elapsed_s >= result.latency_s
    req = server.requests[0]
    assert req.path == "/v1/chat/completions"
    assert req.body["messages"] == USER
    assert req.body["model"] == "fake-model"
    assert req.headers["Authorization"] == "Bearer EMPTY"


def test_api_key_from_option_and_env(server: FakeOpenAIServer, monkeypatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "from-env")
    run_chat(backend(server))
    run_chat(backend(server, api_key="from-option"))
    auth = [r.headers["Authorization"] for r in server.requests]
    assert auth == ["Bearer from-env", "Bearer from-option"]


def test_sampling_params_and_extra_body_reach_server(server: FakeOpenAIServer) -> None:
    params = SamplingParams(temperature=0.3, top_p=0.9, max_tokens=77, seed=1234, stop=("###",))
    b = backend(server, extra_body={"chat_template_kwargs": {"enable_thinking": False}})
    run_chat(b, params)
    body = server.requests[0].body
    assert body["temperature"] == 0.3
    assert body["top_p"] == 0.9
    assert body["max_tokens"] == 77
    assert body["seed"] == 1234
    assert body["stop"] == ["###"]
    assert body["chat_template_kwargs"] == {"enable_thinking": False}


def test_seed_and_stop_omitted_when_unset(server: FakeOpenAIServer) -> None:
    run_chat(backend(server), SamplingParams())
    body = server.requests[0].body
    assert "seed" not in body
    assert "stop" not in body


def test_reasoning_content_is_separated_and_think_text_kept(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply("final answer", reasoning="let me think"))
    server.enqueue(Reply.from_json({"a": 1}, style="think"))
    b = backend(server)
    first = run_chat(b)
    second = run_chat(b)
    assert (first.text, first.reasoning) == ("final answer", "let me think")
    assert second.text.startswith("<think>") and second.reasoning == ""


def test_429_retry_after_is_honoured_scaled(server: FakeOpenAIServer) -> None:
    sleep = SleepRecorder()
    server.enqueue(Reply.error(429, "slow down", retry_after=7), "done")
    result = run_chat(backend(server, sleep=sleep, retry_after_scale=0.5))
    assert result.text == "done"
    assert result.attempts == 2
    assert sleep.delays == [3.5]


def test_500_then_success_uses_jittered_backoff(server: FakeOpenAIServer) -> None:
    sleep = SleepRecorder()
    server.enqueue(Reply.error(500), Reply.error(502), "recovered")
    b = backend(server, sleep=sleep, backoff_base_s=0.1, rng=random.Random(3))
    result = run_chat(b)
    assert result.text == "recovered"
    assert result.attempts == 3
    assert len(sleep.delays) == 2
    assert 0 <= sleep.delays[0] <= 0.1 and 0 <= sleep.delays[1] <= 0.2
    # Same seed, same jitter: the delays come from the injected RNG alone.
    rng = random.Random(3)
    assert sleep.delays == [rng.uniform(0, 0.1), rng.uniform(0, 0.2)]


def test_timeout_then_success(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.slow(2.0), "fast now")
    result = run_chat(backend(server, timeout_s=0.15))
    assert result.text == "fast now"
    assert result.attempts == 2
    assert result.elapsed_s < 1.5


def test_connection_drop_then_success(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.dropped(), "after the drop")
    result = run_chat(backend(server))
    assert result.text == "after the drop"
    assert result.attempts == 2


def test_exhausted_retries_name_the_cause(server: FakeOpenAIServer) -> None:
    server.enqueue(*[Reply.error(503, "engine overloaded")] * 4)
    with pytest.raises(BackendCallError) as info:
        run_chat(backend(server, max_retries=3))
    err = info.value
    assert isinstance(err, BackendError)
    assert err.status == 503 and err.attempts == 4
    assert "gave up after 4 attempts" in str(err)
    assert "HTTP 503" in str(err) and "engine overloaded" in str(err)
    assert server.request_count == 4


def test_exhausted_retries_after_timeouts_say_timeout(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.slow(2.0), Reply.slow(2.0))
    with pytest.raises(BackendCallError, match="timeout") as info:
        run_chat(backend(server, max_retries=1, timeout_s=0.1))
    assert info.value.status is None


def test_400_is_not_retried(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.error(400, "max_tokens is too large"), "never reached")
    with pytest.raises(BackendCallError, match="not retryable") as info:
        run_chat(backend(server))
    assert info.value.status == 400 and info.value.attempts == 1
    assert "max_tokens is too large" in str(info.value)
    assert server.request_count == 1


def test_non_json_200_is_retried_but_wrong_shape_is_not(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(body='{"choices": [{"mess'), "whole")
    assert run_chat(backend(server)).attempts == 2
    server.enqueue(Reply(body='{"data": []}'))
    with pytest.raises(BackendCallError, match="not a chat completion"):
        run_chat(backend(server))


def test_concurrency_bound_is_respected(server: FakeOpenAIServer) -> None:
    server.latency_s = 0.05
    b = backend(server, max_concurrency=3)

    async def go() -> list[ChatResult]:
        try:
            return await asyncio.gather(*(b.chat(USER) for _ in range(12)))
        finally:
            await b.aclose()

    results = asyncio.run(go())
    assert len(results) == 12
    assert server.max_in_flight == 3


def test_backend_survives_several_event_loops(server: FakeOpenAIServer) -> None:
    b = backend(server)
    for _ in range(3):  # a session bound to a dead loop must not be reused
        assert asyncio.run(b.chat(USER)).text == "ok"
    asyncio.run(b.aclose())


def test_malformed_messages_are_rejected_before_sending(server: FakeOpenAIServer) -> None:
    b = backend(server)
    with pytest.raises(ConfigError, match="at least one message"):
        asyncio.run(b.chat([]))
    with pytest.raises(ConfigError, match="message 0"):
        asyncio.run(b.chat([{"text": "hi"}]))  # type: ignore[list-item]
    assert server.request_count == 0


def test_connection_refused_exhausts_to_backend_error() -> None:
    with FakeOpenAIServer() as srv:
        url = srv.base_url
    b = make_backend(f"openai:{url}@m", max_retries=1, **{k: v for k, v in FAST.items()})
    with pytest.raises(BackendCallError, match="connection error"):
        run_chat(b)  # type: ignore[arg-type]


def test_package_import_pulls_in_no_heavy_module() -> None:
    code = (
        "import sys, tomsb_env.llm, tomsb_env.testing\n"
        "from tomsb_env.llm import make_backend\n"
        "make_backend('openai:http://127.0.0.1:9/v1@m')\n"
        "heavy = ('aiohttp', 'litellm', 'openai', 'vllm', 'torch', 'transformers')\n"
        "print([m for m in heavy if m in sys.modules])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"
