"""In-process vLLM backend: vLLM's offline ``LLM`` is synchronous and fastest with many prompts
at once, so concurrent chat() calls are queued and a batcher task per event loop hands them over
in batches. An injected engine needs ``LLM.chat``'s or ``LLM.generate``'s shape."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm.base import ChatResult, SamplingParams
from tomsb_env.llm.decoding import check_structured
from tomsb_env.llm.resilience import BaseChatBackend, LoopLocal, PermanentError, RetryPolicy


def vllm_sampling_params(params: SamplingParams) -> Any:
    """Our SamplingParams as a ``vllm.SamplingParams``; a ``json_schema`` becomes
    ``StructuredOutputsParams(json=...)`` (vLLM 0.11 or later, as the extra pins)."""
    import vllm

    schema = params.json_schema
    extra = {} if schema is None else _structured_kwargs(schema)
    return vllm.SamplingParams(**extra, **params.request_fields())  # None: vLLM's default


def _structured_kwargs(schema: dict[str, Any]) -> dict[str, Any]:
    from vllm import sampling_params as sp

    if hasattr(sp, "StructuredOutputsParams"):
        return {"structured_outputs": sp.StructuredOutputsParams(json=schema)}
    raise ConfigError(
        "this vLLM has no StructuredOutputsParams (it came in 0.11); "
        "pass structured='off' or upgrade vLLM (pip install 'tomsb-env[vllm]')"
    )


@dataclass(slots=True)
class _Pending:
    messages: list[dict[str, str]]
    params: SamplingParams
    future: asyncio.Future[ChatResult]


@dataclass
class _Queue:
    """Per-loop batching state."""

    items: list[_Pending] = field(default_factory=list)
    full: asyncio.Event = field(default_factory=asyncio.Event)
    worker: asyncio.Task[None] | None = None


class VLLMBackend(BaseChatBackend):
    """Batched generation with an in-process ``vllm.LLM``: ``mode="chat"`` uses ``LLM.chat``,
    ``mode="generate"`` renders the chat template itself and calls ``LLM.generate``."""

    default_policy = RetryPolicy(max_retries=0, timeout_s=None)
    default_concurrency = 1024

    def __init__(
        self,
        spec: str,
        model: str,
        *,
        engine: Any = None,
        engine_kwargs: Mapping[str, Any] | None = None,
        max_batch_size: int = 256,
        batch_window_s: float = 0.005,
        mode: str = "chat",
        make_sampling: Callable[[SamplingParams], Any] | None = None,
        structured: str = "auto",
        chat_template_kwargs: Mapping[str, Any] | None = None,
        **common: Any,
    ) -> None:
        super().__init__(spec, model, **common)
        self.structured = check_structured(structured)
        self.chat_template_kwargs = dict(chat_template_kwargs or {})
        if max_batch_size < 1:
            raise ConfigError(f"max_batch_size must be >= 1, got {max_batch_size}")
        if batch_window_s < 0:
            raise ConfigError(f"batch_window_s must be >= 0, got {batch_window_s}")
        if mode not in ("chat", "generate"):
            raise ConfigError(f"mode must be 'chat' or 'generate', got {mode!r}")
        if engine is None:
            try:
                import vllm  # noqa: F401  (fail at construction, not on first call)
            except ImportError:
                raise MissingExtraError("vllm", "vllm", "the vllm: backend") from None
        self._engine = engine
        self._engine_kwargs = dict(engine_kwargs or {})
        self._engine_lock = threading.Lock()
        self.max_batch_size, self.batch_window_s, self.mode = max_batch_size, batch_window_s, mode
        self._make_sampling = make_sampling
        self._queue: LoopLocal[_Queue] = LoopLocal(_Queue)
        self.batch_sizes: list[int] = []  # one entry per engine call, for inspection

    def _sampling(self, params: SamplingParams) -> Any:
        if params.json_schema is not None and self.structured == "off":
            params = replace(params, json_schema=None)
        if self._make_sampling is None:
            try:
                import vllm  # noqa: F401
            except ImportError:  # injected stand-in engine without vllm: pass ours through
                self._make_sampling = lambda p: p
            else:
                self._make_sampling = vllm_sampling_params
        return self._make_sampling(params)

    async def _attempt(self, messages: list[dict[str, str]], params: SamplingParams) -> ChatResult:
        queue = self._queue.get()
        future: asyncio.Future[ChatResult] = asyncio.get_running_loop().create_future()
        queue.items.append(_Pending(messages, params, future))
        if len(queue.items) >= self.max_batch_size:
            queue.full.set()
        if queue.worker is None or queue.worker.done():
            queue.worker = asyncio.create_task(self._drain(queue))
        return await future

    async def _drain(self, queue: _Queue) -> None:
        first = True
        while queue.items:
            # only a batch started from idle waits for company; later ones waited long enough
            if first and len(queue.items) < self.max_batch_size and self.batch_window_s > 0:
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(queue.full.wait(), self.batch_window_s)
            first = False
            batch = [p for p in queue.items[: self.max_batch_size] if not p.future.done()]
            del queue.items[: self.max_batch_size]
            queue.full.clear()
            if not batch:
                continue
            try:
                results = await asyncio.to_thread(self._run_batch, batch)
            except Exception as exc:
                error = PermanentError(f"vllm engine failed: {type(exc).__name__}: {exc}")
                for p in batch:
                    if not p.future.done():
                        p.future.set_exception(error)
                continue
            for p, result in zip(batch, results, strict=True):
                if not p.future.done():
                    p.future.set_result(result)

    def _run_batch(self, batch: list[_Pending]) -> list[ChatResult]:
        sampling = [self._sampling(p.params) for p in batch]
        with self._engine_lock:  # vllm.LLM is not re-entrant
            if self._engine is None:
                import vllm

                self._engine = vllm.LLM(model=self.model, **self._engine_kwargs)
            engine = self._engine
            self.batch_sizes.append(len(batch))
            template = self.chat_template_kwargs
            if self.mode == "chat":
                extra = {"chat_template_kwargs": template} if template else {}
                outputs = engine.chat(
                    [p.messages for p in batch], sampling, use_tqdm=False, **extra
                )
            else:
                tokenizer = engine.get_tokenizer()
                prompts = [
                    tokenizer.apply_chat_template(
                        p.messages, tokenize=False, add_generation_prompt=True, **template
                    )
                    for p in batch
                ]
                outputs = engine.generate(prompts, sampling, use_tqdm=False)
        if len(outputs) != len(batch):
            raise RuntimeError(f"engine returned {len(outputs)} outputs for {len(batch)} prompts")
        return [self._to_result(out) for out in outputs]

    def _to_result(self, out: Any) -> ChatResult:
        completion = out.outputs[0]
        token_ids = list(getattr(completion, "token_ids", None) or ())
        prompt_ids = getattr(out, "prompt_token_ids", None) or ()
        return ChatResult(
            text=completion.text,
            prompt_tokens=len(prompt_ids),
            completion_tokens=len(token_ids),
            model=self.model,
            finish_reason=str(getattr(completion, "finish_reason", "") or ""),
            extra={"token_ids": token_ids},
        )

    async def aclose(self) -> None:
        _, queue = self._queue.pop()
        if queue is None:
            return
        for p in queue.items:
            if not p.future.done():
                p.future.set_exception(PermanentError("backend closed before generation"))
        queue.items.clear()
        if queue.worker is not None and not queue.worker.done():
            queue.worker.cancel()
