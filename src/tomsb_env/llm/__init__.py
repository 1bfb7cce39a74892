"""LLM chat backends: one ``ChatBackend`` protocol, one implementation per row of
:data:`~tomsb_env.llm.spec.BACKENDS`, built from a spec string by :func:`make_backend`. Importing is
cheap: names load on first access, a backend's heavy dependencies when it is created or used."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomsb_env.lazy import lazy_exports
from tomsb_env.llm.spec import BACKENDS

if TYPE_CHECKING:
    from tomsb_env.llm.base import ChatBackend, ChatMessage, ChatResult, SamplingParams
    from tomsb_env.llm.hf_backend import TransformersBackend, find_smollm2_gguf
    from tomsb_env.llm.litellm_backend import LiteLLMBackend
    from tomsb_env.llm.openai_http import OpenAICompatBackend
    from tomsb_env.llm.resilience import BackendCallError, RetryPolicy
    from tomsb_env.llm.spec import BackendSpec, make_backend, parse_spec
    from tomsb_env.llm.vllm_backend import VLLMBackend

_LAZY = {
    **dict.fromkeys(("ChatBackend", "ChatMessage", "ChatResult", "SamplingParams"), "base"),
    **dict.fromkeys(("BackendCallError", "RetryPolicy"), "resilience"),
    **dict.fromkeys(("BackendSpec", "make_backend", "parse_spec"), "spec"),
    "find_smollm2_gguf": "hf_backend",
}
_LAZY = {name: f"{__name__}.{module}" for name, module in _LAZY.items()}
_LAZY.update({row.cls.partition(":")[2]: row.cls.partition(":")[0] for row in BACKENDS.values()})

__all__ = [
    "BackendCallError",
    "BackendSpec",
    "ChatBackend",
    "ChatMessage",
    "ChatResult",
    "LiteLLMBackend",
    "OpenAICompatBackend",
    "RetryPolicy",
    "SamplingParams",
    "TransformersBackend",
    "VLLMBackend",
    "find_smollm2_gguf",
    "make_backend",
    "parse_spec",
]

__getattr__ = lazy_exports(__name__, _LAZY)
