"""A stand-in ``vllm`` package that enforces what vLLM 0.33 really does (read from its source),
so code written against an imagined vLLM fails here rather than on a GPU:

- ``LLM(...)`` and ``SamplingParams(...)`` take only their real keyword arguments;
- unless the engine runs in this process (``distributed_executor_backend="external_launcher"``,
  which needs torch.distributed's RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT and switches
  ``VLLM_ENABLE_V1_MULTIPROCESSING`` off, or that variable set to 0 by hand), the engine core
  is another process: ``llm.llm_engine`` has no ``model_executor`` and ``apply_model`` must
  serialise its function, which a lambda or local function cannot be;
- logprobs are the raw model's (before temperature) unless
  ``logprobs_mode="processed_logprobs"``;
- built on a model directory (``config.json`` and a tokenizer), the model's ``load_weights``
  takes only the names and shapes a Qwen3 checkpoint has (:func:`qwen3_parameters`, written
  from the architecture: vLLM raises on any other name), skipping ``lm_head.weight`` when the
  embeddings are tied, as vLLM's Qwen3 loader does; and ``generate`` honours
  ``structured_outputs``: each token is drawn under llguidance's mask for the JSON schema, in
  that tokenizer's vocabulary, as vLLM's guidance backend draws it.

The "model" is a fixed random bigram table over a small vocabulary (the tokenizer's, when
there is one).
"""

from __future__ import annotations

import json
import math
import os
import pickle
import sys
import types
from dataclasses import dataclass, field
from pathlib import Path
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


def _table(vocab: int = VOCAB) -> np.ndarray:
    return np.random.default_rng(0).normal(size=(vocab, vocab)) * 2.0


def qwen3_parameters(config: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """The parameters of a Qwen3ForCausalLM checkpoint for ``config`` (its config.json), by
    name, with their shapes: embeddings, per layer the q/k/v/o projections, the per-head q/k
    RMS norms, the gated MLP and the two layer norms, then the final norm and the LM head."""
    h, heads, kv = (
        config["hidden_size"],
        config["num_attention_heads"],
        config["num_key_value_heads"],
    )
    hd, inter = config.get("head_dim") or h // heads, config["intermediate_size"]
    vocab = config["vocab_size"]
    out = {"model.embed_tokens.weight": (vocab, h)}
    for i in range(config["num_hidden_layers"]):
        at, mlp = f"model.layers.{i}.self_attn.", f"model.layers.{i}.mlp."
        out |= {
            at + "q_proj.weight": (heads * hd, h), at + "k_proj.weight": (kv * hd, h),
            at + "v_proj.weight": (kv * hd, h), at + "o_proj.weight": (h, heads * hd),
            at + "q_norm.weight": (hd,), at + "k_norm.weight": (hd,),
            mlp + "gate_proj.weight": (inter, h), mlp + "up_proj.weight": (inter, h),
            mlp + "down_proj.weight": (h, inter),
            f"model.layers.{i}.input_layernorm.weight": (h,),
            f"model.layers.{i}.post_attention_layernorm.weight": (h,),
        }  # fmt: skip
    return out | {"model.norm.weight": (h,), "lm_head.weight": (vocab, h)}


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
    """What ``driver_worker.worker.model_runner.model`` is: takes ``load_weights``, checked
    against ``params`` (name -> shape) when the engine was built on a model directory."""

    loaded: list[tuple[str, Any]] = field(default_factory=list)
    params: dict[str, tuple[int, ...]] | None = None
    tied: bool = False

    def load_weights(self, weights: Any) -> set[str]:
        done = set()
        for name, tensor in weights:  # consumed one pair at a time, as vLLM's loader does
            if self.params is not None:
                if self.tied and name == "lm_head.weight":
                    continue  # vLLM's Qwen3 skips it: the head is the embedding
                if name not in self.params:
                    raise KeyError(name)  # vLLM: params_dict[name]
                if tuple(tensor.shape) != self.params[name]:
                    raise AssertionError(
                        f"Attempted to load weight ({tuple(tensor.shape)}) into parameter "
                        f"({self.params[name]}) for {name}"
                    )
            self.loaded.append((name, tensor))
            done.add(name)
        return done


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
    last: LLM | None = None

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
        self.model, self.tokenizer, vocab = BigramModel(), None, VOCAB
        if (Path(model) / "config.json").exists():  # a model directory: its tokenizer and names
            from transformers import AutoTokenizer

            config = json.loads((Path(model) / "config.json").read_text())
            tied = bool(config.get("tie_word_embeddings"))
            self.model = BigramModel(params=qwen3_parameters(config), tied=tied)
            self.tokenizer = AutoTokenizer.from_pretrained(model)
            vocab = len(self.tokenizer)
        self.llm_engine = _InProcEngine(self.model) if self.in_process else _MultiprocEngine()
        self.kwargs = kwargs
        self.prefix_cache_resets = 0
        LLM.last = self  # the engine a test's code under test built
        self._rng = np.random.default_rng(kwargs.get("seed") or 0)
        self._table = _table(vocab)
        self._llt: dict[int, Any] = {}  # llguidance's view of the tokenizer, by end token

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

    def _matcher(self, sp: Any) -> Any:
        """An llguidance matcher for ``sp``'s JSON schema in this model's tokenizer (its end
        token the first stop token), or None when unconstrained."""
        schema = getattr(sp.structured_outputs, "json", None)
        if schema is None:
            return None
        if self.tokenizer is None:
            raise ValueError("structured outputs need a model with a tokenizer")
        from tomsb_env.llm.guidance import compile_grammar, hf_tokenizer, matcher_for

        schema = json.loads(schema) if isinstance(schema, str) else schema
        eos = sp.stop_token_ids[0]
        if eos not in self._llt:
            self._llt[eos] = hf_tokenizer(self.tokenizer, eos_token=eos)
        return matcher_for(self._llt[eos], compile_grammar(schema))

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
        vocab = len(self._table)
        for i, (prompt, sp) in enumerate(zip(prompts, per, strict=True)):
            ids = list(prompt["prompt_token_ids"])
            last, toks, lps = ids[-1] % vocab, [], []
            matcher = self._matcher(sp)
            for _ in range(sp.max_tokens):
                logits = self._table[last].copy()
                if matcher is not None:  # the grammar's mask, before temperature and sampling
                    from llguidance.numpy import allocate_token_bitmask, fill_next_token_bitmask

                    mask = allocate_token_bitmask(1, vocab)
                    fill_next_token_bitmask(matcher, mask)
                    bits = (mask[0][:, None] >> np.arange(32)) & 1
                    logits[bits.reshape(-1)[:vocab] == 0] = -np.inf
                raw = logits - _logsumexp(logits)
                scaled = logits / sp.temperature
                processed = scaled - _logsumexp(scaled)
                tok = int(self._rng.choice(vocab, p=np.exp(processed)))
                if matcher is not None and not matcher.is_stopped():
                    assert matcher.consume_token(tok), matcher.get_error()
                chosen = processed if self.logprobs_mode == "processed_logprobs" else raw
                toks.append(tok)
                lps.append({tok: Logprob(float(chosen[tok]), 1, str(tok))})
                last = tok
                if tok in sp.stop_token_ids:
                    break
            finish = "stop" if toks and toks[-1] in sp.stop_token_ids else "length"
            if self.tokenizer is not None:
                text = self.tokenizer.decode(toks, skip_special_tokens=True)
            else:
                text = " ".join(map(str, toks))
            completion = CompletionOutput(0, text, toks, None, lps, finish)
            outs.append(RequestOutput(str(i), None, ids, [completion]))
        return outs


def _logsumexp(x: np.ndarray) -> float:
    if not np.isfinite(x).any():
        return -math.inf
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
