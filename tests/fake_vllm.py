"""A stand-in ``vllm`` package that enforces what vLLM 0.33 really does (read from its source),
so code written against an imagined vLLM fails here rather than on a GPU:

- ``LLM(...)`` and ``SamplingParams(...)`` take only their real keyword arguments;
- unless the engine runs in this process (``distributed_executor_backend="external_launcher"``,
  which needs torch.distributed's RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT and switches
  ``VLLM_ENABLE_V1_MULTIPROCESSING`` off, or that variable set to 0 by hand), the engine core
  is another process: ``llm.llm_engine`` has no ``model_executor`` and ``apply_model`` must
  serialise its function, which a lambda or local function cannot be;
- logprobs are the raw model's (before temperature) unless
  ``logprobs_mode="processed_logprobs"``.

The "model" is a fixed random bigram table over a small vocabulary.
"""

from __future__ import annotations

import math
import os
import pickle
import sys
import types
from dataclasses import dataclass, field
from typing import Any

import numpy as np

VERSION = "0.33.0"
VOCAB = 64

SAMPLING_KWARGS = {
    "n", "best_of", "presence_penalty", "frequency_penalty", "repetition_penalty",
    "temperature", "top_p", "top_k", "min_p", "seed", "stop", "stop_token_ids",
    "ignore_eos", "max_tokens", "min_tokens", "logprobs", "prompt_logprobs",
    "detokenize", "skip_special_tokens", "spaces_between_special_tokens",
    "include_stop_str_in_output", "output_kind", "structured_outputs", "logit_bias",
    "allowed_token_ids", "extra_args", "bad_words",
}  # fmt: skip
LLM_KWARGS = {
    "tokenizer", "tokenizer_mode", "skip_tokenizer_init", "trust_remote_code",
    "tensor_parallel_size", "dtype", "quantization", "revision", "seed",
    "gpu_memory_utilization", "swap_space", "cpu_offload_gb", "enforce_eager",
    "max_model_len", "max_num_seqs", "max_num_batched_tokens", "enable_prefix_caching",
    "enable_sleep_mode", "distributed_executor_backend", "logprobs_mode", "enable_lora",
    "max_lora_rank", "model_impl", "load_format", "disable_log_stats", "compilation_config",
}  # fmt: skip
LOGPROBS_MODES = ("raw_logprobs", "raw_logits", "processed_logprobs", "processed_logits")


def _table() -> np.ndarray:
    return np.random.default_rng(0).normal(size=(VOCAB, VOCAB)) * 2.0


class StructuredOutputsParams:
    def __init__(self, json: Any = None, regex: str | None = None) -> None:
        self.json, self.regex = json, regex


class SamplingParams:
    def __init__(self, **kwargs: Any) -> None:
        bad = sorted(set(kwargs) - SAMPLING_KWARGS)
        if bad:
            raise TypeError(f"Unexpected keyword argument {bad[0]!r}")
        self.n = kwargs.get("n", 1)
        self.temperature = kwargs.get("temperature", 1.0)
        self.top_p = kwargs.get("top_p", 1.0)
        self.max_tokens = kwargs.get("max_tokens", 16)
        self.logprobs = kwargs.get("logprobs")
        self.seed = kwargs.get("seed")
        self.stop_token_ids = list(kwargs.get("stop_token_ids") or [])
        self.structured_outputs = kwargs.get("structured_outputs")


@dataclass
class Logprob:
    logprob: float
    rank: int | None = None
    decoded_token: str | None = None


@dataclass
class CompletionOutput:
    index: int
    text: str
    token_ids: list[int]
    cumulative_logprob: float | None
    logprobs: list[dict[int, Logprob]] | None
    finish_reason: str | None = None


@dataclass
class RequestOutput:
    request_id: str
    prompt: str | None
    prompt_token_ids: list[int]
    outputs: list[CompletionOutput]
    finished: bool = True


@dataclass
class BigramModel:
    """What ``driver_worker.worker.model_runner.model`` is: takes ``load_weights``."""

    loaded: list[tuple[str, Any]] = field(default_factory=list)

    def load_weights(self, weights: Any) -> set[str]:
        pairs = list(weights)
        self.loaded.extend(pairs)
        return {name for name, _ in pairs}


class _Runner:
    def __init__(self, model: BigramModel) -> None:
        self.model = model


class _Worker:
    def __init__(self, model: BigramModel) -> None:
        self.model_runner = _Runner(model)


class _WorkerWrapper:  # vllm.v1.worker.worker_base.WorkerWrapperBase
    def __init__(self, model: BigramModel) -> None:
        self.worker = _Worker(model)


class _Executor:  # UniProcExecutor / ExecutorWithExternalLauncher
    def __init__(self, model: BigramModel) -> None:
        self.driver_worker = _WorkerWrapper(model)


class _InProcEngine:  # v1 LLMEngine with multiprocessing off keeps model_executor "for v0 compat"
    def __init__(self, model: BigramModel) -> None:
        self.model_executor = _Executor(model)


class _MultiprocEngine:  # the engine core lives in a child process: nothing to reach here
    pass


class LLM:
    def __init__(self, model: str, **kwargs: Any) -> None:
        bad = sorted(set(kwargs) - LLM_KWARGS)
        if bad:
            raise TypeError(f"EngineArgs.__init__() got an unexpected keyword argument {bad[0]!r}")
        self.logprobs_mode = kwargs.get("logprobs_mode", "raw_logprobs")
        if self.logprobs_mode not in LOGPROBS_MODES:
            raise ValueError(f"logprobs_mode must be one of {LOGPROBS_MODES}")
        if kwargs.get("distributed_executor_backend") == "external_launcher":
            for name in ("RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT"):
                if name not in os.environ:  # torch.distributed's env:// rendezvous
                    raise ValueError(
                        "Error initializing torch.distributed using env:// rendezvous: "
                        f"environment variable {name} expected, but not set"
                    )
            os.environ["VLLM_ENABLE_V1_MULTIPROCESSING"] = "0"
        self.in_process = os.environ.get("VLLM_ENABLE_V1_MULTIPROCESSING", "1") == "0"
        self.model = BigramModel()
        self.llm_engine = _InProcEngine(self.model) if self.in_process else _MultiprocEngine()
        self.kwargs = kwargs
        self.prefix_cache_resets = 0
        self._rng = np.random.default_rng(kwargs.get("seed") or 0)
        self._table = _table()

    def apply_model(self, func: Any) -> list[Any]:
        if not self.in_process:
            try:
                pickle.dumps(func)
            except (pickle.PicklingError, AttributeError, TypeError):
                raise TypeError(
                    f"Object of type {type(func)} is not serializable. Set "
                    "VLLM_ALLOW_INSECURE_SERIALIZATION=1 to allow fallback to pickle-based "
                    "serialization."
                ) from None
        return [func(self.model)]

    def reset_prefix_cache(self) -> bool:
        self.prefix_cache_resets += 1
        return True

    def generate(
        self, prompts: Any, sampling_params: Any = None, use_tqdm: bool = True, **_: Any
    ) -> list[RequestOutput]:
        prompts = list(prompts)
        per = (
            sampling_params
            if isinstance(sampling_params, list)
            else [sampling_params] * len(prompts)
        )
        outs = []
        for i, (prompt, sp) in enumerate(zip(prompts, per, strict=True)):
            ids = list(prompt["prompt_token_ids"])
            last, toks, lps = ids[-1] % VOCAB, [], []
            for _ in range(sp.max_tokens):
                logits = self._table[last]
                raw = logits - _logsumexp(logits)
                scaled = logits / sp.temperature
                processed = scaled - _logsumexp(scaled)
                tok = int(self._rng.choice(VOCAB, p=np.exp(processed)))
                chosen = processed if self.logprobs_mode == "processed_logprobs" else raw
                toks.append(tok)
                lps.append({tok: Logprob(float(chosen[tok]), 1, str(tok))})
                last = tok
                if tok in sp.stop_token_ids:
                    break
            finish = "stop" if toks and toks[-1] in sp.stop_token_ids else "length"
            text = " ".join(map(str, toks))
            completion = CompletionOutput(0, text, toks, None, lps, finish)
            outs.append(RequestOutput(str(i), None, ids, [completion]))
        return outs


def _logsumexp(x: np.ndarray) -> float:
    m = float(x.max())
    return m + math.log(float(np.exp(x - m).sum()))


def install(monkeypatch: Any) -> types.ModuleType:
    """Put the stand-in in ``sys.modules`` as ``vllm`` and ``vllm.sampling_params``."""
    vllm = types.ModuleType("vllm")
    sp = types.ModuleType("vllm.sampling_params")
    sp.SamplingParams = SamplingParams  # type: ignore[attr-defined]
    sp.StructuredOutputsParams = StructuredOutputsParams  # type: ignore[attr-defined]
    vllm.__version__ = VERSION  # type: ignore[attr-defined]
    vllm.LLM = LLM  # type: ignore[attr-defined]
    vllm.SamplingParams = SamplingParams  # type: ignore[attr-defined]
    vllm.sampling_params = sp  # type: ignore[attr-defined]
    LLM.__module__ = "vllm.entrypoints.llm"
    monkeypatch.setitem(sys.modules, "vllm", vllm)
    monkeypatch.setitem(sys.modules, "vllm.sampling_params", sp)
    for name in ("VLLM_ENABLE_V1_MULTIPROCESSING", "RANK", "LOCAL_RANK", "WORLD_SIZE",
                 "MASTER_ADDR", "MASTER_PORT"):  # fmt: skip
        monkeypatch.setenv(name, "")  # records the real value, restored after the test
        monkeypatch.delenv(name)
    return vllm
