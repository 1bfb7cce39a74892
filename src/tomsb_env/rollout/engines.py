"""Engines with ``vllm.LLM.generate``'s interface: token-id prompts
(``{"prompt_token_ids": [...]}``) in, per prompt the sampled ids and the logprobs of the
distribution actually sampled from (masked, temperature- and top-p-processed) out.
``sampling_params`` is one object or one per prompt, each with its game's JSON schema."""

from __future__ import annotations

import functools
import importlib.util
import json
import math
import os
import re
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm.decoding import check_field_bounds
from tomsb_env.llm.hf_backend import (
    GuidedGeneration,
    completion_length,
    left_pad,
    sampling_chain,
)
from tomsb_env.loop_thread import LoopThread


# Minimal mirrors of vllm.outputs / vllm.sequence, used by engines that are not vLLM.
@dataclass(frozen=True, slots=True)
class Logprob:
    logprob: float


@dataclass(slots=True)
class Completion:
    text: str
    token_ids: list[int]
    logprobs: list[dict[int, Logprob]] | None
    finish_reason: str | None = "stop"
    # not in vLLM: per token, the log of the temperature-scaled mass the mask and top-p kept;
    # added to the logprob it gives the model's own, which a trainer recomputes
    kept_logmass: list[float] | None = None


@dataclass(slots=True)
class RequestOutput:
    prompt_token_ids: list[int]
    outputs: list[Completion]


def schema_of(sampling: Any) -> dict[str, Any] | None:
    """The JSON schema a sampling-params object carries, or None when unconstrained."""
    schema = getattr(sampling, "json_schema", None)
    if schema is not None:
        return dict(schema)
    js = getattr(getattr(sampling, "structured_outputs", None), "json", None)
    if js is None:
        return None
    return json.loads(js) if isinstance(js, str) else dict(js)


def _per_prompt(sampling: Any, n: int) -> list[Any]:
    if isinstance(sampling, (list, tuple)):
        if len(sampling) != n:
            raise ValueError(f"got {len(sampling)} sampling params for {n} prompts")
        return list(sampling)
    return [sampling] * n


def supports_structured(engine: Any) -> bool:
    """Whether ``engine`` can constrain decoding to a JSON schema: its ``supports_structured``
    attribute, or for a ``vllm.LLM`` whether its vLLM has a structured-output params class."""
    flag = getattr(engine, "supports_structured", None)
    if flag is not None:
        return bool(flag)
    if type(engine).__module__.split(".")[0] != "vllm":
        return False
    from vllm import sampling_params as sp

    return hasattr(sp, "StructuredOutputsParams")


#: the oldest vLLM with ``logprobs_mode`` and ``StructuredOutputsParams`` (0.11)
VLLM_MIN = (0, 11)


def load_vllm(model: str, **engine_kwargs: Any) -> Any:
    """An in-process ``vllm.LLM`` built as TRL's colocate mode builds it:
    ``distributed_executor_backend="external_launcher"`` keeps the engine in this process, so a
    trainer can load weights into it (:func:`vllm_model`; the ``torch.distributed`` variables
    it reads are set when absent), and ``logprobs_mode="processed_logprobs"`` returns the
    logprobs after temperature, as the trainer computes them (``engine_kwargs`` override
    both). Needs vLLM 0.11 or later. On a GPU machine::

        llm = load_vllm("Qwen/Qwen3-1.7B", gpu_memory_utilization=0.3)
        vllm_model(llm).load_weights(trainer_model.state_dict().items())
    """
    try:
        import vllm
    except ImportError:
        raise MissingExtraError("vllm", "vllm", "tomsb_env.rollout.load_vllm") from None
    version = tuple(int(x) for x in re.findall(r"\d+", str(vllm.__version__))[:2])
    if version < VLLM_MIN:
        raise ConfigError(
            f"vLLM {vllm.__version__} is too old for the in-process engine "
            f"(logprobs_mode, external_launcher); install 'tomsb-env[vllm]' (vllm>=0.11)"
        )
    kwargs = {
        "distributed_executor_backend": "external_launcher",
        "logprobs_mode": "processed_logprobs",
        **engine_kwargs,
    }
    if kwargs["distributed_executor_backend"] == "external_launcher":
        for name, value in (("RANK", "0"), ("LOCAL_RANK", "0"), ("WORLD_SIZE", "1"),
                            ("MASTER_ADDR", "127.0.0.1")):  # fmt: skip
            os.environ.setdefault(name, value)
        if "MASTER_PORT" not in os.environ:
            with socket.socket() as sock:  # a free port for the one-process group
                sock.bind(("127.0.0.1", 0))
                os.environ["MASTER_PORT"] = str(sock.getsockname()[1])
    llm = vllm.LLM(model=model, **kwargs)
    vllm_model(llm)  # fail now, not at the first weight sync
    return llm


def vllm_model(llm: Any) -> Any:
    """The torch model inside an in-process ``vllm.LLM`` (its ``load_weights`` takes
    ``(name, tensor)`` pairs). ConfigError when the engine runs in another process: a
    function sent there (``LLM.apply_model``) must be serialisable, and weights cannot be.

    >>> vllm_model(object())  # not an in-process engine
    Traceback (most recent call last):
    ...
    tomsb_env.errors.ConfigError: this vllm.LLM runs its engine in another process, ...
    """
    executor = getattr(getattr(llm, "llm_engine", None), "model_executor", None)
    worker = getattr(executor, "driver_worker", None)
    if worker is None:
        raise ConfigError(
            "this vllm.LLM runs its engine in another process, so the trainer cannot load "
            "weights into it; build it with tomsb_env.rollout.load_vllm (which passes "
            "distributed_executor_backend='external_launcher', as TRL's colocate mode does)"
        )
    return getattr(worker, "worker", worker).model_runner.model


class OpenAIServerEngine:
    """``generate`` over a running ``vllm serve``, one /v1/completions request per batch (sync the
    weights yourself when training); ``options`` are :func:`~tomsb_env.llm.make_backend`'s."""

    supports_structured = True  # vLLM's server takes response_format on /v1/completions

    def __init__(self, base_url: str, model: str, timeout_s: float = 600.0, **options: Any) -> None:
        from tomsb_env.llm import make_backend

        self.client = make_backend(f"openai:{base_url}@{model}", timeout_s=timeout_s, **options)
        self._runner = LoopThread("OpenAIServerEngine")

    def generate(self, prompts: Sequence[Any], sampling: Any, use_tqdm: bool = False) -> list[Any]:
        ids = [list(p["prompt_token_ids"]) for p in prompts]
        per = _per_prompt(sampling, len(ids))
        # one request per distinct settings (games sharing a schema share a request)
        groups: dict[str, list[int]] = {}
        for i, sp in enumerate(per):
            groups.setdefault(json.dumps(self._settings(sp), sort_keys=True), []).append(i)
        outs = [RequestOutput(p, []) for p in ids]
        for rows in groups.values():
            body = {
                "prompt": [ids[i] for i in rows], **self._settings(per[rows[0]]), "logprobs": 0,
                "return_tokens_as_token_ids": True, "skip_special_tokens": False,
            }  # fmt: skip
            data = self._runner.run(self.client.complete(body))
            for choice in sorted(data["choices"], key=lambda c: c["index"]):
                lp = choice.get("logprobs") or {}
                toks = [int(t.removeprefix("token_id:")) for t in lp.get("tokens") or ()]
                values = [math.nan if v is None else v for v in lp.get("token_logprobs") or ()]
                lps = [{t: Logprob(v)} for t, v in zip(toks, values, strict=True)] or None
                done = Completion(choice["text"], toks, lps, choice.get("finish_reason"))
                outs[rows[choice["index"]]].outputs.append(done)
        return outs

    @staticmethod
    def _settings(sampling: Any) -> dict[str, Any]:
        """The request body's sampling settings."""
        from tomsb_env.llm.decoding import response_format

        body: dict[str, Any] = {
            "max_tokens": sampling.max_tokens, "temperature": sampling.temperature,
            "top_p": sampling.top_p, "stop_token_ids": list(sampling.stop_token_ids or ()),
        }  # fmt: skip
        schema = schema_of(sampling)
        if schema is not None:
            body["response_format"] = response_format(schema)
        return body


class TransformersEngine(GuidedGeneration):
    """``generate`` on the very transformers model a trainer updates (no weight sync), a matcher per
    row with a JSON schema (games with different levels share a batch); ``think=True`` lets a
    ``<think>`` block come first. A batch that extends the previous call's rows reuses its KV
    cache (only new tokens are prefilled) until :meth:`clear_cache` or a change of weights."""

    def __init__(
        self,
        model: Any,
        tokenizer: Any,
        *,
        think: bool = False,
        on_error: str = "raise",
        field_bounds: str = "chars",
    ) -> None:
        self.model, self.tokenizer, self.think = model, tokenizer, think
        self.field_bounds = check_field_bounds(field_bounds)
        self.on_error = on_error  # "count": a broken row finishes with "constraint_error"
        self._ll_tokenizers = {}
        self._kv: tuple[Any, ...] | None = None  # the last call's rows, ids, mask, cache, weights

    @functools.cached_property
    def supports_structured(self) -> bool:
        """llguidance is installed and can read this tokenizer (TokenizerMisread if it misreads)."""
        if importlib.util.find_spec("llguidance") is None:
            return False
        from tomsb_env.llm.guidance import TokenizerMisread, hf_tokenizer

        try:
            hf_tokenizer(self.tokenizer)
        except TokenizerMisread:
            raise
        except ConfigError:
            return False
        return True

    def generate(self, prompts: Sequence[Any], sampling: Any, use_tqdm: bool = False) -> list[Any]:
        import torch
        from transformers import GenerationConfig, LogitsProcessorList

        ids = [list(p["prompt_token_ids"]) for p in prompts]
        per = _per_prompt(sampling, len(ids))
        first = per[0]
        shared = ("temperature", "top_p", "max_tokens", "stop_token_ids")
        if any(getattr(sp, k) != getattr(first, k) for sp in per[1:] for k in shared):
            raise ValueError(f"one batch needs the same {', '.join(shared)} for every prompt")
        stop_list = list(first.stop_token_ids)
        stops = set(stop_list)
        pad, dev, cache = min(stops), self.model.device, None
        pick = self._continued(ids)
        prev = self._kv[0] if pick is not None else []  # type: ignore[index]
        tails = [x[len(prev[r]) :] for x, r in zip(ids, pick, strict=True)] if pick else ids
        inp, att = left_pad(tails, pad, dev)
        if pick is not None:  # every row's next turn: prefill only the new tokens
            _, seqs, mask, cache, _ = self._kv  # type: ignore[misc]
            index = torch.tensor(pick, device=dev)
            cache.batch_select_indices(index)
            inp, att = torch.cat([seqs[index], inp], 1), torch.cat([mask[index], att], 1)
        width = inp.shape[1]
        # temperature and top-p are applied by our own processor list (after the mask, so
        # top-p truncates the constrained distribution), and transformers adds none of its own
        gen = GenerationConfig(
            do_sample=True, temperature=1.0, top_p=1.0, top_k=0, return_dict_in_generate=True,
            max_new_tokens=first.max_tokens, eos_token_id=sorted(stops), pad_token_id=pad,
        )  # fmt: skip
        schemas = [schema_of(sp) for sp in per]
        proc = self._mask(self.tokenizer, schemas, width, stop_list, stop_list[0], self.think)
        record = _SampledLogprobs(first.temperature)
        # without a mask or top-p nothing is removed, and the kept log-mass is 0 unmeasured
        before = [record.before] if proc is not None or first.top_p < 1.0 else []
        steps = sampling_chain(proc, first.temperature, None, first.top_p, record, before)
        chain = LogitsProcessorList([steps])
        training = self.model.training
        self.model.eval()  # generation keeps its KV cache even under gradient checkpointing
        # transformers 5.24 renamed generate's and its output's past_key_values to cache
        from transformers.generation.utils import GenerateDecoderOnlyOutput as Out

        name = "cache" if "cache" in Out.__dataclass_fields__ else "past_key_values"
        with torch.no_grad():
            out = self.model.generate(input_ids=inp, attention_mask=att, generation_config=gen,
                                      logits_processor=chain, **{name: cache})  # fmt: skip
        self.model.train(training)
        new = out.sequences[:, width:]
        logps, kept = record.finish(new[:, -1]) if new.shape[1] else (new.float(), new.float())
        errors = getattr(proc, "errors", {})
        results = []
        rows = zip(ids, new.tolist(), logps.tolist(), kept.tolist(), strict=True)
        for i, (prompt, row, lp, kp) in enumerate(rows):
            n = completion_length(row, stops, pad)
            text = self.tokenizer.decode(row[:n], skip_special_tokens=True)
            lps = [{t: Logprob(v)} for t, v in zip(row[:n], lp[:n], strict=True)]
            stopped = n and row[n - 1] in stops
            finish = "constraint_error" if i in errors else "stop" if stopped else "length"
            results.append(RequestOutput(prompt, [Completion(text, row[:n], lps, finish,
                                                             kept_logmass=kp[:n])]))  # fmt: skip
        done, cache = [len(r.outputs[0].token_ids) for r in results], getattr(out, name)
        if isinstance(cache, tuple):  # transformers before 4.47 hands back the legacy layout
            from transformers import DynamicCache

            cache = DynamicCache.from_legacy_cache(cache)
        real = torch.tensor([[1] * k + [0] * (new.shape[1] - k) for k in done], device=dev)
        self._kv = ([x + r.outputs[0].token_ids for x, r in zip(ids, results, strict=True)],
                    out.sequences, torch.cat([att, real], 1), cache, self._weights())  # fmt: skip
        return results

    def _continued(self, ids: list[list[int]]) -> list[int] | None:
        """Each prompt's row of the previous call that it extends, or None unless all do."""
        if self._kv is None or self._kv[4] != self._weights():
            return None
        rows = self._kv[0]
        pick = [next((r for r, row in enumerate(rows) if len(x) > len(row) and x[: len(row)] == row), None)
                for x in ids]  # fmt: skip
        return None if None in pick else pick  # type: ignore[return-value]

    def _weights(self) -> int:
        """A count that moves whenever a parameter is updated in place (an optimizer step)."""
        return sum(p._version for p in self.model.parameters())

    def clear_cache(self) -> None:
        """Drop the KV cache kept for the games' next turns."""
        self._kv = None


class _SampledLogprobs:
    """The chain's last processor: each sampled token's logprob under the distribution it was
    drawn from (one step of scores kept, not all). :meth:`before`, first in the chain, notes
    the raw logits' log-normaliser: its difference to the last is the log-mass kept."""

    def __init__(self, temperature: float = 1.0) -> None:
        self.temperature = temperature
        self._last: Any = None  # log-softmax of the previous step (rows x vocab)
        self._taken: list[Any] = []
        self._full: Any = None  # logsumexp(logits / T) of this step, before any processor
        self._kept: list[Any] = []

    def before(self, input_ids: Any, scores: Any) -> Any:
        self._full = (scores.float() / self.temperature).logsumexp(-1)
        return scores

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        if self._last is not None:
            self._taken.append(self._last.gather(-1, input_ids[:, -1:])[:, 0])
        processed = scores.float()
        # log_softmax, not scores - logsumexp (exp of the mask's -inf is slow on a CPU); the
        # normaliser is then read off at each row's best token, which is never masked
        self._last = processed.log_softmax(-1)
        best = processed.argmax(-1, keepdim=True)
        norm = (processed.gather(-1, best) - self._last.gather(-1, best))[:, 0]
        self._kept.append(norm - self._full if self._full is not None else norm * 0)
        return scores

    def finish(self, last_tokens: Any) -> tuple[Any, Any]:
        """Rows x steps logprobs and kept log-mass, given the tokens sampled at the final step."""
        import torch

        self._taken.append(self._last.gather(-1, last_tokens[:, None])[:, 0])
        return torch.stack(self._taken, 1), torch.stack(self._kept, 1)


def sampling_params(json_schema: dict[str, Any] | None = None, **kwargs: Any) -> Any:
    """``vllm.SamplingParams(**kwargs)``, or a plain namespace of them when vLLM is absent;
    ``json_schema`` becomes vLLM's structured-output params or the namespace's attribute."""
    try:
        import vllm
    except ImportError:
        return SimpleNamespace(json_schema=json_schema, **kwargs)
    if json_schema is None:
        return vllm.SamplingParams(**kwargs)
    from tomsb_env.llm.vllm_backend import _structured_kwargs

    return vllm.SamplingParams(**kwargs, **_structured_kwargs(json_schema))
