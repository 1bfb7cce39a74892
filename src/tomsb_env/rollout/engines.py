"""Engines with ``vllm.LLM.generate``'s interface, and the output shapes they return.

:class:`~tomsb_env.rollout.DefenderPolicy` samples through any object with
``generate(prompts, sampling_params, use_tqdm=...)`` taking token-id prompts
(``{"prompt_token_ids": [...]}``) and returning, per prompt, the sampled
token ids and their logprobs: an in-process ``vllm.LLM`` (:func:`load_vllm`),
:class:`OpenAIServerEngine` for a running ``vllm serve``, or
:class:`TransformersEngine`, the CPU fallback that samples from the very
model object a trainer updates.
"""

from __future__ import annotations

import json
import math
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from tomsb_env.errors import BackendError, MissingExtraError

__all__ = [
    "Completion",
    "Logprob",
    "OpenAIServerEngine",
    "RequestOutput",
    "TransformersEngine",
    "load_vllm",
    "sampling_params",
]


# ------------------------------------------------------------ vLLM output shapes
# Minimal mirrors of vllm.outputs / vllm.sequence, used by engines that are not vLLM.
@dataclass(frozen=True, slots=True)
class Logprob:
    logprob: float
    rank: int | None = None
    decoded_token: str | None = None


@dataclass(slots=True)
class Completion:
    text: str
    token_ids: list[int]
    logprobs: list[dict[int, Logprob]] | None
    finish_reason: str | None = "stop"
    index: int = 0


@dataclass(slots=True)
class RequestOutput:
    prompt_token_ids: list[int]
    outputs: list[Completion]


def load_vllm(model: str, **engine_kwargs: Any) -> Any:
    """An in-process ``vllm.LLM`` (imported here so the module loads without vLLM)."""
    try:
        import vllm
    except ImportError:
        raise MissingExtraError("vllm", "vllm", "tomsb_env.rollout.load_vllm") from None
    return vllm.LLM(model=model, **engine_kwargs)


class OpenAIServerEngine:
    """``generate`` over a running ``vllm serve``: one /v1/completions request per batch.

    vLLM's completions endpoint takes a list of token-id prompts and, with
    ``return_tokens_as_token_ids``, names each sampled token ``token_id:N``,
    so ids come back exactly as sampled. Weights are the server's: use this
    for evaluation, or sync them yourself when training.
    """

    def __init__(self, base_url: str, model: str, timeout_s: float = 600.0) -> None:
        self.url = base_url.rstrip("/") + "/completions"
        self.model = model
        self.timeout_s = timeout_s

    def generate(self, prompts: Sequence[Any], sampling: Any, use_tqdm: bool = False) -> list[Any]:
        ids = [list(p["prompt_token_ids"]) for p in prompts]
        body = {
            "model": self.model, "prompt": ids, "max_tokens": sampling.max_tokens,
            "temperature": sampling.temperature, "top_p": sampling.top_p, "logprobs": 0,
            "return_tokens_as_token_ids": True, "skip_special_tokens": False,
            "stop_token_ids": list(sampling.stop_token_ids or ()),
        }  # fmt: skip
        headers = {"Content-Type": "application/json"}
        req = urllib.request.Request(self.url, json.dumps(body).encode(), headers)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout_s) as resp:
                data = json.load(resp)
        except OSError as exc:
            raise BackendError(f"vLLM server {self.url} failed: {exc}") from exc
        outs = [RequestOutput(p, []) for p in ids]
        for choice in sorted(data["choices"], key=lambda c: c["index"]):
            lp = choice.get("logprobs") or {}
            toks = [int(t.removeprefix("token_id:")) for t in lp.get("tokens") or ()]
            values = [math.nan if v is None else v for v in lp.get("token_logprobs") or ()]
            lps = [{t: Logprob(v)} for t, v in zip(toks, values, strict=True)] or None
            done = Completion(choice["text"], toks, lps, choice.get("finish_reason"))
            outs[choice["index"]].outputs.append(done)
        return outs


class TransformersEngine:
    """``generate`` on a transformers model (the CPU fallback); samples from the very model object
    a trainer updates, so no weight sync is needed."""

    def __init__(self, model: Any, tokenizer: Any) -> None:
        self.model, self.tokenizer = model, tokenizer

    def generate(self, prompts: Sequence[Any], sampling: Any, use_tqdm: bool = False) -> list[Any]:
        import torch
        from transformers import GenerationConfig

        ids = [list(p["prompt_token_ids"]) for p in prompts]
        stops = set(sampling.stop_token_ids)
        pad, width = min(stops), max(map(len, ids))
        dev = self.model.device
        inp = torch.tensor([[pad] * (width - len(x)) + x for x in ids], device=dev)  # left padding
        att = torch.tensor([[0] * (width - len(x)) + [1] * len(x) for x in ids], device=dev)
        gen = GenerationConfig(
            do_sample=True, temperature=sampling.temperature, top_p=sampling.top_p, top_k=0,
            max_new_tokens=sampling.max_tokens, eos_token_id=sorted(stops), pad_token_id=pad,
            output_scores=True, return_dict_in_generate=True,
        )  # fmt: skip
        training = self.model.training
        self.model.eval()  # generation keeps its KV cache even under gradient checkpointing
        with torch.no_grad():
            out = self.model.generate(input_ids=inp, attention_mask=att, generation_config=gen)
        self.model.train(training)
        new = out.sequences[:, width:]
        # scores are the processed (temperature-scaled) logits each token was drawn from
        logps = torch.stack(out.scores, 1).float().log_softmax(-1)
        logps = logps.gather(-1, new[..., None])[..., 0]
        results = []
        for prompt, row, lp in zip(ids, new.tolist(), logps.tolist(), strict=True):
            n = next((i + 1 for i, t in enumerate(row) if t in stops), len(row))
            text = self.tokenizer.decode(row[:n], skip_special_tokens=True)
            lps = [{t: Logprob(v)} for t, v in zip(row[:n], lp[:n], strict=True)]
            finish = "stop" if row[n - 1] in stops else "length"
            results.append(RequestOutput(prompt, [Completion(text, row[:n], lps, finish)]))
        return results


def sampling_params(**kwargs: Any) -> Any:
    """``vllm.SamplingParams(**kwargs)``, or a plain namespace of them when vLLM is absent."""
    try:
        import vllm
    except ImportError:
        return SimpleNamespace(**kwargs)
    return vllm.SamplingParams(**kwargs)
