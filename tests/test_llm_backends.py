"""The OpenAI-compatible backend against the fake server: happy path, usage,
retries, timeouts, concurrency bound and parameter passthrough."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.errors import BackendError, ConfigError
from tomsb_env.llm import (
    BackendCallError,
    ChatBackend,
    ChatResult,
    RetryPolicy,
    SamplingParams,
    make_backend,
)
from tomsb_env.llm.openai_http import OpenAICompatBackend
from tomsb_env.testing import FakeOpenAIServer, Reply

from .llm_helpers import FAST, backend

USER = [{"role": "user", "content": "where is the key hidden"}]


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


def test_extra_body_wins_over_the_calls_settings(server: FakeOpenAIServer) -> None:
    run_chat(
        backend(server, extra_body={"temperature": 0.9, "seed": 7}),
        SamplingParams(temperature=0.2, seed=99),
    )
    body = server.requests[0].body
    assert (body["temperature"], body["seed"]) == (0.9, 7)
    assert list(body)[:2] == ["model", "messages"]


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


@pytest.mark.parametrize(
    "empty",
    [
        '{"choices": []}',
        '{"choices": null}',
        '{"choices": [{"message": {"role": "assistant", "content": null}}]}',
        '{"choices": [{"message": null, "finish_reason": "stop"}]}',
    ],
)
def test_200_with_no_choices_or_null_content_is_retried_like_a_5xx(
    server: FakeOpenAIServer, empty: str
) -> None:
    sleep = SleepRecorder()
    server.enqueue(Reply(body=empty), "recovered")
    result = run_chat(backend(server, sleep=sleep, backoff_base_s=0.1))
    assert (result.text, result.attempts) == ("recovered", 2)
    assert len(sleep.delays) == 1 and 0 <= sleep.delays[0] <= 0.1  # the same backoff
    server.enqueue(*[Reply(body=empty)] * 3)
    with pytest.raises(BackendCallError, match="gave up after 3 attempts") as info:
        run_chat(backend(server, max_retries=2))
    assert "HTTP 200 with" in str(info.value) and info.value.status is None


def test_null_content_at_the_token_limit_is_returned_not_retried(
    server: FakeOpenAIServer,
) -> None:
    # a reasoning model that spent max_tokens thinking: a repeat would do the same
    server.enqueue(
        Reply(
            body='{"choices": [{"message": {"content": null, "reasoning_content": "hmm"},'
            ' "finish_reason": "length"}]}'
        )
    )
    result = run_chat(backend(server))
    assert (result.text, result.reasoning, result.finish_reason) == ("", "hmm", "length")
    assert result.attempts == 1


def test_non_json_200_is_retried_but_wrong_shape_is_not(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(body='{"choices": [{"mess'), "whole")
    assert run_chat(backend(server)).attempts == 2
    for wrong in ('{"data": []}', "[1, 2]", '{"choices": [{"text": "legacy"}]}'):
        server.enqueue(Reply(body=wrong))
        with pytest.raises(BackendCallError, match="not a chat completion") as info:
            run_chat(backend(server))
        assert info.value.attempts == 1


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


def test_wire_messages_are_the_callers_plain_dicts_and_copies_of_anything_else() -> None:
    from collections import OrderedDict

    from tomsb_env.llm.resilience import validate_messages

    plain = {"role": "user", "content": "hi"}
    extra = {"role": "user", "content": "hi", "name": "x"}
    wire = validate_messages([plain, extra, OrderedDict(plain)])  # type: ignore[list-item]
    assert wire[0] is plain  # a long chat costs no copy per message and call
    assert wire[1] == plain and wire[1] is not extra and type(wire[2]) is dict


def test_connection_refused_exhausts_to_backend_error() -> None:
    with FakeOpenAIServer() as srv:
        url = srv.base_url
    b = make_backend(f"openai:{url}@m", max_retries=1, **FAST)
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


# ------------------------------------------------ cancellation, slots and timeouts
def test_outside_cancel_propagates_and_is_not_retried(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.slow(2.0))
    b = backend(server)

    async def go() -> None:
        task = asyncio.ensure_future(b.chat(USER))
        while server.request_count == 0:
            await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await b.aclose()

    asyncio.run(go())
    assert server.request_count == 1


def test_an_outer_timeout_is_the_callers_not_a_retry(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.slow(2.0), "never asked for")
    b = backend(server, timeout_s=5.0)

    async def go() -> None:
        try:
            async with asyncio.timeout(0.2):
                await b.chat(USER)
        finally:
            await b.aclose()

    if not hasattr(asyncio, "timeout"):
        pytest.skip("asyncio.timeout needs Python 3.11")
    with pytest.raises(TimeoutError):
        asyncio.run(go())
    assert server.request_count == 1


def test_many_attempts_time_out_together(server: FakeOpenAIServer) -> None:
    server.latency_s = 2.0
    b = backend(server, timeout_s=0.2, max_retries=0, max_concurrency=8)

    async def go() -> list[object]:
        try:
            return await asyncio.gather(*(b.chat(USER) for _ in range(20)), return_exceptions=True)
        finally:
            await b.aclose()

    t0 = time.perf_counter()
    results = asyncio.run(go())
    assert all(isinstance(r, BackendCallError) and "timeout" in str(r) for r in results)
    assert time.perf_counter() - t0 < 1.8  # three waves of 0.2 s, never the 2 s reply


def test_a_shorter_timeout_set_later_still_fires_on_time(server: FakeOpenAIServer) -> None:
    server.latency_s = 1.0
    b = backend(server, timeout_s=3.0, max_retries=0)

    async def go() -> float:
        slow = asyncio.ensure_future(b.chat(USER))  # armed with 3 s
        await asyncio.sleep(0.05)
        b.policy = RetryPolicy(timeout_s=0.1, max_retries=0)
        t0 = time.perf_counter()
        with pytest.raises(BackendCallError, match="timeout"):
            await b.chat(USER)  # armed with 0.1 s behind a 3 s deadline
        waited = time.perf_counter() - t0
        assert (await slow).text == "ok"
        await b.aclose()
        return waited

    assert asyncio.run(go()) < 0.6


def test_a_waiter_cancelled_in_the_queue_gives_no_slot_away(server: FakeOpenAIServer) -> None:
    server.latency_s = 0.1
    b = backend(server, max_concurrency=1)

    async def go() -> list[object]:
        tasks = [asyncio.ensure_future(b.chat(USER)) for _ in range(3)]
        await asyncio.sleep(0.03)
        tasks[1].cancel()  # waiting for the only slot
        out = await asyncio.gather(*tasks, return_exceptions=True)
        # the slot is still there: two more calls run, one after the other
        out += await asyncio.gather(b.chat(USER), b.chat(USER))
        await b.aclose()
        return out

    first, second, third, *more = asyncio.run(go())
    assert isinstance(second, asyncio.CancelledError)
    assert first.text == third.text == "ok"  # type: ignore[union-attr]
    assert [r.text for r in more] == ["ok", "ok"]
    assert server.max_in_flight == 1 and server.request_count == 4


# -------------------------------------------------------------- sampling params
@settings(max_examples=100, deadline=None)
@given(
    temperature=st.one_of(st.floats(0, 2), st.integers(0, 2)),
    top_p=st.floats(0, 1),
    max_tokens=st.integers(1, 10**6),
    seed=st.one_of(st.none(), st.integers(0, 2**31)),
    stop=st.tuples(st.text(max_size=3)),
    new_seed=st.one_of(st.none(), st.integers(0, 2**31)),
)
def test_with_seed_is_replace(
    temperature: float,
    top_p: float,
    max_tokens: int,
    seed: int | None,
    stop: tuple,
    new_seed: int | None,
) -> None:
    import dataclasses

    from tomsb_env.llm.base import SamplingParams

    params = SamplingParams(temperature, top_p, max_tokens, seed, stop)
    out = params.with_seed(new_seed)
    assert out == dataclasses.replace(params, seed=new_seed) and type(out) is SamplingParams
    assert [type(getattr(out, f.name)) for f in dataclasses.fields(out)] == [
        type(getattr(params, f.name)) if f.name != "seed" else type(new_seed)
        for f in dataclasses.fields(params)
    ]
    assert params.seed == seed  # the original is untouched
    with pytest.raises(dataclasses.FrozenInstanceError):
        out.seed = 1  # type: ignore[misc]

    @dataclasses.dataclass(frozen=True, slots=True)
    class Wider(SamplingParams):
        extra: int = 7

    wider = Wider(temperature, top_p, max_tokens, seed, stop, 9).with_seed(new_seed)
    assert type(wider) is Wider and wider.extra == 9 and wider.seed == new_seed
