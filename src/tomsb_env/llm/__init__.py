"""LLM chat backends: one ``ChatBackend`` protocol, four implementations.

Build one from a spec string with :func:`make_backend`. Importing this package is cheap:
each backend's heavy dependencies are imported only when it is created or first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomsb_env.lazy import lazy_exports
from tomsb_env.llm.base import ChatBackend, ChatMessage, ChatResult, SamplingParams
from tomsb_env.llm.resilience import BackendCallError, RetryPolicy
from tomsb_env.llm.spec import BackendSpec, make_backend, parse_spec

if TYPE_CHECKING:
    from tomsb_env.llm.hf_backend import TransformersBackend, find_smollm2_gguf
    from tomsb_env.llm.litellm_backend import LiteLLMBackend
    from tomsb_env.llm.openai_http import OpenAICompatBackend
    from tomsb_env.llm.vllm_backend import VLLMBackend

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

# backend classes load on first attribute access (PEP 562)
_LAZY = {
    "OpenAICompatBackend": "tomsb_env.llm.openai_http",
    "LiteLLMBackend": "tomsb_env.llm.litellm_backend",
    "VLLMBackend": "tomsb_env.llm.vllm_backend",
    "TransformersBackend": "tomsb_env.llm.hf_backend",
    "find_smollm2_gguf": "tomsb_env.llm.hf_backend",
}


__getattr__ = lazy_exports(__name__, _LAZY)
