"""The in-process vLLM backend, with a stand-in engine shaped like vllm.LLM."""

from __future__ import annotations

import asyncio
import importlib.util
import threading
from dataclasses import dataclass, field
from typing import Any

import pytest

from tomsb_env.errors import MissingExtraError
from tomsb_env.llm import BackendCallError, ChatResult, SamplingParams, make_backend
from tomsb_env.llm.vllm_backend import VLLMBackend

HAS_VLLM = importlib.util.find_spec("vllm") is not None


@dataclass
class Completion:
    text: str
    token_ids: list[int]
    finish_reason: str = "stop"


@dataclass
class RequestOutput:
    outputs: list[Completion]
    prompt_token_ids: list[int]


@dataclass
class StandInEngine:
    """Echoes the last user message, tagged with the request's seed."""

    fail: bool = False
    calls: list[tuple[str, int]] = field(default_factory=list)
    params_seen: list[Any] = field(default_factory=list)
    in_call: int = 0
    overlapped: bool = False
    _guard: threading.Lock = field(default_factory=threading.Lock)

    def _answer(self, prompt: str, params: SamplingParams) -> RequestOutput:
        text = f"{prompt}|seed={params.seed}"
        return RequestOutput([Completion(text, list(range(len(text.split()))))], [1, 2, 3])

    def _enter(self, kind: str, n: int, params: list[Any]) -> None:
        with self._guard:
            self.in_call += 1
            self.overlapped |= self.in_call > 1
        self.calls.append((kind, n))
        self.params_seen.extend(params)
        if self.fail:
            self.in_call -= 1
            raise RuntimeError("CUDA out of memory (pretend)")

    def chat(self, conversations: list[list[dict[str, str]]], params: list[Any], **_: Any) -> list:
        self._enter("chat", len(conversations), params)
        out = [
            self._answer(c[-1]["content"], p) for c, p in zip(conversations, params, strict=True)
        ]
        self.in_call -= 1
        return out

    def generate(self, prompts: list[str], params: list[Any], **_: Any) -> list:
        self._enter("generate", len(prompts), params)
        out = [self._answer(p, sp) for p, sp in zip(prompts, params, strict=True)]
        self.in_call -= 1
        return out

    def get_tokenizer(self) -> Any:
        class Tok:
            def apply_chat_template(self, messages: list[dict[str, str]], **_: Any) -> str:
                return "<|user|>" + messages[-1]["content"]

        return Tok()


def identity(p: SamplingParams) -> SamplingParams:
    return p


def ask(i: int) -> list[dict[str, str]]:
    return [{"role": "user", "content": f"q{i}"}]


def run_many(b: VLLMBackend, n: int) -> list[ChatResult]:
    async def go() -> list[ChatResult]:
        try:
            return await asyncio.gather(*(b.chat(ask(i), SamplingParams(seed=i)) for i in range(n)))
        finally:
            await b.aclose()

    return asyncio.run(go())


def backend(engine: StandInEngine, **options: Any) -> VLLMBackend:
    b = make_backend("vllm:stand-in/model", engine=engine, make_sampling=identity, **options)
    assert isinstance(b, VLLMBackend)
    return b


@pytest.mark.skipif(HAS_VLLM, reason="vllm is installed")
def test_missing_vllm_names_the_extra() -> None:
    with pytest.raises(MissingExtraError, match=r"tomsb-env\[vllm\]"):
        make_backend("vllm:Qwen/Qwen3-14B")


def test_concurrent_calls_become_one_batch() -> None:
    engine = StandInEngine()
    b = backend(engine, batch_window_s=0.05)
    results = run_many(b, 10)
    assert engine.calls == [("chat", 10)]
    assert b.batch_sizes == [10]
    # Each caller gets its own answer, not a neighbour's.
    assert [r.text for r in results] == [f"q{i}|seed={i}" for i in range(10)]
    assert [p.seed for p in engine.params_seen] == list(range(10))
    first = results[0]
    assert first.prompt_tokens == 3 and first.completion_tokens == 1
    assert first.extra["token_ids"] == [0] and first.model == "stand-in/model"


def test_batches_are_capped_and_never_overlap() -> None:
    engine = StandInEngine()
    b = backend(engine, max_batch_size=4, batch_window_s=0.05)
    results = run_many(b, 10)
    assert sorted(b.batch_sizes, reverse=True) == [4, 4, 2]
    assert sum(b.batch_sizes) == 10 and len(results) == 10
    assert not engine.overlapped


def test_generate_mode_renders_the_chat_template() -> None:
    engine = StandInEngine()
    b = backend(engine, mode="generate", batch_window_s=0.01)
    results = run_many(b, 3)
    assert engine.calls == [("generate", 3)]
    assert results[2].text == "<|user|>q2|seed=2"


def test_engine_failure_fails_every_caller_in_the_batch() -> None:
    b = backend(StandInEngine(fail=True), batch_window_s=0.01)
    with pytest.raises(BackendCallError, match="CUDA out of memory"):
        run_many(b, 3)


def test_a_later_call_after_idle_starts_a_new_batch() -> None:
    engine = StandInEngine()
    b = backend(engine, batch_window_s=0.0)

    async def go() -> None:
        await b.chat(ask(0))
        await b.chat(ask(1))

    asyncio.run(go())
    assert engine.calls == [("chat", 1), ("chat", 1)]


def test_bad_options_are_config_errors() -> None:
    from tomsb_env.errors import ConfigError

    with pytest.raises(ConfigError, match="mode"):
        backend(StandInEngine(), mode="stream")
    with pytest.raises(ConfigError, match="max_batch_size"):
        backend(StandInEngine(), max_batch_size=0)
