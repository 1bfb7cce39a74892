"""The litellm backend against the fake server (openai/<model> + api_base),
and the guards that run before litellm is imported."""

from __future__ import annotations

import asyncio
import importlib.metadata
import importlib.util
import os
from collections.abc import Iterator

import pytest

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm import BackendCallError, ChatResult, SamplingParams, make_backend
from tomsb_env.llm import litellm_backend as lb
from tomsb_env.llm.spec import TEST_HOOKS
from tomsb_env.testing import FakeOpenAIServer, Reply

from .llm_helpers import with_hooks

HAS_LITELLM = importlib.util.find_spec("litellm") is not None
needs_litellm = pytest.mark.skipif(not HAS_LITELLM, reason="litellm not installed")
USER = [{"role": "user", "content": "name the city"}]


@pytest.mark.parametrize("version", ["1.82.7", "1.82.8", "1.107.0"])
def test_compromised_versions_are_refused(version: str) -> None:
    with pytest.raises(ConfigError, match="compromised"):
        lb.check_litellm_version(version)


@pytest.mark.parametrize("version", ["1.79.3", "0.9", "garbage"])
def test_too_old_or_unreadable_versions_are_refused(version: str) -> None:
    with pytest.raises(ConfigError, match="too old"):
        lb.check_litellm_version(version)


@pytest.mark.parametrize("version", ["1.80.0", "1.82.6", "1.82.9", "1.106.2", "2.0.1"])
def test_allowed_versions_pass(version: str) -> None:
    lb.check_litellm_version(version)


def test_version_is_checked_before_import(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "1.82.8")
    imported: list[str] = []
    real_import = __import__

    def spy(name: str, *args: object, **kwargs: object) -> object:
        if name == "litellm":
            imported.append(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr("builtins.__import__", spy)
    with pytest.raises(ConfigError, match=r"1\.82\.8"):
        lb.load_litellm()
    assert imported == []


def test_missing_litellm_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_found(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_found)
    with pytest.raises(MissingExtraError, match=r"tomsb-env\[llm\]"):
        make_backend("litellm:gemini/gemini-3-flash-preview")


@pytest.fixture(scope="module")
def shared_server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


@pytest.fixture
def server(shared_server: FakeOpenAIServer) -> FakeOpenAIServer:
    shared_server.reset()
    return shared_server


def chat(
    srv: FakeOpenAIServer, params: SamplingParams | None = None, **options: object
) -> ChatResult:
    merged: dict[str, object] = {"backoff_base_s": 0.001, "retry_after_scale": 0.001}
    merged.update(options)
    hooks = {k: merged.pop(k) for k in TEST_HOOKS if k in merged}
    b = with_hooks(
        make_backend(
            "litellm:openai/fake-model", api_base=srv.base_url, api_key="sk-test", **merged
        ),
        **hooks,
    )

    async def go() -> ChatResult:
        try:
            return await b.chat(USER, params)
        finally:
            await b.aclose()

    return asyncio.run(go())


@needs_litellm
def test_happy_path_usage_and_reasoning(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply("Paris", reasoning="capital of France", prompt_tokens=9))
    result = chat(server)
    assert result.text == "Paris"
    assert result.reasoning == "capital of France"
    assert result.prompt_tokens == 9 and result.completion_tokens == 1
    assert result.attempts == 1 and result.latency_s > 0
    assert os.environ.get("LITELLM_LOCAL_MODEL_COST_MAP") == "True"
    assert server.requests[0].headers["Authorization"] == "Bearer sk-test"


@needs_litellm
def test_sampling_params_reach_server(server: FakeOpenAIServer) -> None:
    chat(server, SamplingParams(temperature=0.2, max_tokens=33, seed=99, stop=("END",)))
    body = server.requests[0].body
    assert body["model"] == "fake-model"
    assert (body["temperature"], body["max_tokens"], body["seed"]) == (0.2, 33, 99)
    assert body["stop"] == ["END"]


@needs_litellm
def test_completion_kwargs_win_over_the_calls_settings(server: FakeOpenAIServer) -> None:
    # as extra_body does on the openai: backend, for every field alike
    chat(
        server,
        SamplingParams(temperature=0.2, seed=99, stop=("END",)),
        completion_kwargs={"temperature": 0.9, "seed": 7, "stop": ["STOP"]},
    )
    body = server.requests[0].body
    assert (body["temperature"], body["seed"], body["stop"]) == (0.9, 7, ["STOP"])


@needs_litellm
def test_429_with_retry_after_is_retried_by_us_only(server: FakeOpenAIServer) -> None:
    delays: list[float] = []

    async def sleep(s: float) -> None:
        delays.append(s)

    server.enqueue(Reply.error(429, "quota", retry_after=4), "second time lucky")
    result = chat(server, sleep=sleep, retry_after_scale=0.25)
    assert result.text == "second time lucky" and result.attempts == 2
    assert delays == [1.0]  # Retry-After 4 s, scaled by 0.25
    assert len(server.requests) == 2  # litellm's own retries stay off


@needs_litellm
def test_400_is_not_retried(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.error(400, "unsupported parameter"), "unused")
    with pytest.raises(BackendCallError, match="not retryable") as info:
        chat(server)
    assert info.value.status == 400 and "unsupported parameter" in str(info.value)
    assert len(server.requests) == 1


@needs_litellm
def test_500s_exhaust_retries(server: FakeOpenAIServer) -> None:
    server.enqueue(*[Reply.error(500, "boom")] * 3)
    with pytest.raises(BackendCallError, match="gave up after 3 attempts") as info:
        chat(server, max_retries=2)
    assert info.value.status == 500 and "boom" in str(info.value)
    assert len(server.requests) == 3


@needs_litellm
def test_timeout_is_retried(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.slow(2.0), "in time")
    result = chat(server, timeout_s=0.3)
    assert result.text == "in time" and result.attempts == 2
