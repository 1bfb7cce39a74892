"""Spec parsing, make_backend options, the backend table, and the retry policy arithmetic."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tomsb_env.agents.specs import make_defender
from tomsb_env.benchmark.protocol import paper_sampling
from tomsb_env.cli import main as cli_main
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.llm import BackendSpec, RetryPolicy, make_backend, parse_spec
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.openai_http import OpenAICompatBackend
from tomsb_env.llm.resilience import BaseChatBackend, parse_retry_after
from tomsb_env.llm.settings import LLMSettings
from tomsb_env.llm.spec import BACKENDS, Backend, backend_options, is_backend_spec, prefixes


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (
            "openai:http://127.0.0.1:8000/v1@Qwen/Qwen3-14B",
            BackendSpec("openai", "Qwen/Qwen3-14B", "http://127.0.0.1:8000/v1"),
        ),
        (
            "openai:https://user:pw@api.example.test/v1/@gpt-x",
            BackendSpec("openai", "gpt-x", "https://user:pw@api.example.test/v1"),
        ),
        ("openai:Qwen/Qwen3-14B", BackendSpec("openai", "Qwen/Qwen3-14B", None)),
        (
            "litellm:gemini/gemini-3-flash-preview",
            BackendSpec("litellm", "gemini/gemini-3-flash-preview"),
        ),
        ("vllm:Qwen/Qwen3-14B", BackendSpec("vllm", "Qwen/Qwen3-14B")),
        ("hf:/models/smol.gguf", BackendSpec("hf", "/models/smol.gguf")),
        ("  HF:smollm2 ", BackendSpec("hf", "smollm2")),
    ],
)
def test_parse_valid_specs(spec: str, expected: BackendSpec) -> None:
    parsed = parse_spec(spec)
    assert (parsed.kind, parsed.model, parsed.base_url) == (
        expected.kind,
        expected.model,
        expected.base_url,
    )
    assert parsed.raw == spec.strip()


def test_unknown_prefix_lists_valid_ones() -> None:
    with pytest.raises(UnknownNameError) as info:
        parse_spec("opnai:http://x/v1@m")
    message = str(info.value)
    for prefix in ("openai", "litellm", "vllm", "hf"):
        assert repr(prefix) in message
    assert "did you mean 'openai'" in message


@pytest.mark.parametrize(
    ("spec", "fragment"),
    [
        ("", "empty spec"),
        ("Qwen/Qwen3-14B", "no '<kind>:' prefix"),
        ("http://127.0.0.1:8000/v1", "bare URL"),
        ("vllm:", "nothing after 'vllm:'"),
        ("openai:http://127.0.0.1:8000/v1", "followed by '@<model>'"),
        ("openai:http://127.0.0.1:8000/v1@", "empty model name"),
        ("openai:127.0.0.1:8000/v1@m", "must start with http"),
    ],
)
def test_malformed_specs_give_an_example(spec: str, fragment: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_spec(spec)
    assert fragment in str(info.value)
    assert "expected e.g." in str(info.value)


def test_openai_url_from_option_or_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(ConfigError, match="OPENAI_BASE_URL"):
        make_backend("openai:m")
    b = make_backend("openai:m", base_url="http://127.0.0.1:9/v1/")
    assert isinstance(b, OpenAICompatBackend)
    assert b.url == "http://127.0.0.1:9/v1/chat/completions"
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:7/v1")
    assert make_backend("openai:m").base_url == "http://127.0.0.1:7/v1"  # type: ignore[attr-defined]
    with pytest.raises(ConfigError, match="already names a server"):
        make_backend("openai:http://127.0.0.1:9/v1@m", base_url="http://127.0.0.1:8/v1")


def test_unknown_option_suggests_the_closest() -> None:
    with pytest.raises(ConfigError, match="did you mean 'max_concurrency'"):
        make_backend("openai:http://127.0.0.1:9/v1@m", max_concurency=4)


def test_policy_fields_as_options_override_the_backend_default() -> None:
    b = make_backend("openai:http://127.0.0.1:9/v1@m", max_retries=9, timeout_s=3.0)
    assert b.policy.max_retries == 9 and b.policy.timeout_s == 3.0  # type: ignore[attr-defined]
    assert b.policy.backoff_base_s == RetryPolicy().backoff_base_s  # type: ignore[attr-defined]
    with pytest.raises(ConfigError, match="not both"):
        make_backend("openai:http://127.0.0.1:9/v1@m", policy=RetryPolicy(), max_retries=1)


def test_backend_options_cover_common_and_specific() -> None:
    opts = backend_options("vllm")
    assert {"engine", "max_batch_size", "max_concurrency", "max_retries"} <= opts
    assert "api_key" not in opts
    # the test hooks are no setting a user types
    assert not {"rng", "clock", "sleep"} & opts
    with pytest.raises(ConfigError, match="unknown option 'sleep'"):
        make_backend("openai:http://127.0.0.1:9/v1@m", sleep=None)
    with pytest.raises(UnknownNameError):
        backend_options("ollama")


def test_invalid_numbers_are_config_errors() -> None:
    with pytest.raises(ConfigError, match="max_concurrency"):
        make_backend("openai:http://127.0.0.1:9/v1@m", max_concurrency=0)
    with pytest.raises(ConfigError, match="max_retries"):
        RetryPolicy(max_retries=-1)
    with pytest.raises(ConfigError, match="timeout_s"):
        RetryPolicy(timeout_s=0)


@given(
    retry=st.integers(min_value=1, max_value=30),
    base=st.floats(min_value=0, max_value=10),
    cap=st.floats(min_value=0, max_value=60),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_full_jitter_stays_within_the_capped_exponential(
    retry: int, base: float, cap: float, seed: int
) -> None:
    policy = RetryPolicy(backoff_base_s=base, backoff_max_s=cap)
    delay = policy.delay(retry, None, random.Random(seed))
    assert 0.0 <= delay <= min(cap, base * 2 ** (retry - 1)) + 1e-12


def test_retry_after_wins_scaled_and_capped() -> None:
    policy = RetryPolicy(retry_after_scale=0.1, retry_after_max_s=2.0)
    rng = random.Random(0)
    assert policy.delay(1, 5.0, rng) == pytest.approx(0.5)
    assert policy.delay(1, 500.0, rng) == 2.0


def test_parse_retry_after_forms() -> None:
    assert parse_retry_after("3") == 3.0
    assert parse_retry_after("0.25") == 0.25
    assert parse_retry_after(None) is None
    assert parse_retry_after("soon") is None
    now = datetime(2030, 1, 1, tzinfo=timezone.utc)
    later = format_datetime(now + timedelta(seconds=30), usegmt=True)
    assert parse_retry_after(later, now=now.timestamp()) == pytest.approx(30.0)
    assert parse_retry_after("-5") == 0.0


class EchoBackend(BaseChatBackend):
    """A backend of a kind the package lacks: every call gets the same defender turn."""

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        turn = {"reply": "It sits in the north wing.", "attacker_prior_estimate": None}
        return ChatResult(text=json.dumps(turn), completion_tokens=9)


def test_a_new_backend_is_one_row_of_the_table(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(BACKENDS, "echo", Backend(f"{__name__}:EchoBackend", "echo:MODEL"))
    assert parse_spec("echo:m").kind == "echo" and is_backend_spec("echo:m")
    assert isinstance(make_backend("echo:m", max_retries=1), EchoBackend)
    # agent specs take it, with a #variant; so do the benchmark and the command line
    assert type(make_defender("echo:m#mislead")).__name__ == "LLMDefender"
    argv = ["bench", "--defender", "echo:m", "--attacker", "scripted:base", "--temperature", "0.3"]
    argv += ["--limit", "1", "--seeds", "0", "--episodes", "1", "--no-progress"]
    assert cli_main([*argv, "--out", str(tmp_path / "run")]) == 0
    config = json.loads((tmp_path / "run" / "config.json").read_text())
    assert config["defender"] == "echo:m" and config["defender_kwargs"] == {"temperature": 0.3}
    # the row's flags decide the rest: no request sent, so no request settings; not local
    with pytest.raises(ConfigError, match=r"send a request \(openai:, litellm:\), not echo:"):
        LLMSettings(extra_body={"a": 1}).backend_options("echo")
    assert paper_sampling("echo:m")["top_p"] == 1.0
    monkeypatch.setitem(BACKENDS, "echo", Backend(f"{__name__}:EchoBackend", "echo:M", local=True))
    assert paper_sampling("echo:m")["top_p"] == 0.8
    assert "echo:" in prefixes() and "echo:" not in prefixes(requests=True)
