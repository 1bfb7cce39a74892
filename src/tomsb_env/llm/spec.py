"""Backend spec strings (what users type after ``--model``, see :data:`EXAMPLES`) and the factory."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import os
from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError, did_you_mean
from tomsb_env.llm.base import ChatBackend
from tomsb_env.llm.resilience import BaseChatBackend, RetryPolicy

__all__ = ["EXAMPLES", "PREFIXES", "BackendSpec", "backend_options", "make_backend", "parse_spec"]

EXAMPLES: dict[str, str] = {
    "openai": "openai:http://127.0.0.1:8000/v1@Qwen/Qwen3-14B",
    "litellm": "litellm:gemini/gemini-3-flash-preview",
    "vllm": "vllm:Qwen/Qwen3-14B",
    "hf": "hf:/path/to/model-dir (or hf:model.gguf, hf:smollm2)",
}
PREFIXES = tuple(EXAMPLES)
#: backend constructor arguments for tests only, which a spec's options do not take
TEST_HOOKS = ("rng", "clock", "sleep")


@dataclasses.dataclass(frozen=True, slots=True)
class BackendSpec:
    """A parsed spec: ``kind`` is the prefix, ``model`` the model name or path."""

    kind: str
    model: str
    base_url: str | None = None
    raw: str = ""


def _bad(spec: str, why: str, kind: str | None = None) -> ConfigError:
    example = EXAMPLES[kind] if kind else "; ".join(EXAMPLES.values())
    return ConfigError(f"bad LLM backend spec {spec!r}: {why}; expected e.g. {example}")


def parse_spec(spec: str) -> BackendSpec:
    """Split ``kind:target`` and validate the target for that kind."""
    if not isinstance(spec, str) or not spec.strip():
        raise _bad(str(spec), "empty spec")
    spec = spec.strip()
    kind, sep, target = spec.partition(":")
    if not sep:
        raise _bad(spec, f"no '<kind>:' prefix (kinds: {', '.join(PREFIXES)})")
    kind = kind.lower()
    if kind in ("http", "https"):
        raise _bad(spec, "a bare URL; prefix it with 'openai:' and add '@<model>'", "openai")
    if kind not in EXAMPLES:
        raise UnknownNameError("LLM backend prefix", kind, PREFIXES)
    if not target:
        raise _bad(spec, f"nothing after '{kind}:'", kind)
    if kind != "openai":
        return BackendSpec(kind, target, None, spec)
    if target.startswith(("http://", "https://")):
        url, at, model = target.rpartition("@")
        if not at or "://" not in url:
            raise _bad(spec, "the server URL must be followed by '@<model>'", kind)
        if not model:
            raise _bad(spec, "empty model name after '@'", kind)
        return BackendSpec(kind, model, url.rstrip("/"), spec)
    if "@" in target:
        raise _bad(spec, "the server URL must start with http:// or https://", kind)
    return BackendSpec(kind, target, None, spec)


_CLASS_NAMES = {
    "openai": "OpenAICompatBackend",
    "litellm": "LiteLLMBackend",
    "vllm": "VLLMBackend",
    "hf": "TransformersBackend",
}


def _backend_class(kind: str) -> type[BaseChatBackend]:
    # through the package's lazy attributes, so one backend never imports the others
    return getattr(importlib.import_module("tomsb_env.llm"), _CLASS_NAMES[kind])


def keyword_names(*callables: Any) -> set[str]:
    """The parameters of ``callables`` that can be passed by keyword (``self`` excluded)."""
    out: set[str] = set()
    for fn in callables:
        for p in inspect.signature(fn).parameters.values():
            if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name != "self":
                out.add(p.name)
    return out


def backend_options(kind: str) -> frozenset[str]:
    """Keyword options ``make_backend`` accepts for a backend kind."""
    if kind not in EXAMPLES:
        raise UnknownNameError("LLM backend prefix", kind, PREFIXES)
    # spec and model come from the spec string; openai:'s base_url may too, or be an option
    names = keyword_names(BaseChatBackend.__init__, _backend_class(kind).__init__)
    return frozenset((names - {"spec", "model", *TEST_HOOKS}) | RetryPolicy.field_names())


def make_backend(spec: str, **options: Any) -> ChatBackend:
    """Build a backend from a spec string; ``options`` are :func:`backend_options`
    (the backend's keyword arguments, or any :class:`RetryPolicy` field)."""
    parsed = parse_spec(spec)
    valid = backend_options(parsed.kind)
    for name in options:
        if name not in valid:
            raise ConfigError(
                f"unknown option {name!r} for the {parsed.kind}: backend{did_you_mean(name, valid)}"
            )
    policy_fields = RetryPolicy.field_names()
    overrides = {k: options.pop(k) for k in list(options) if k in policy_fields}
    cls = _backend_class(parsed.kind)
    if overrides:
        if options.get("policy") is not None:
            raise ConfigError(f"pass either policy= or the fields {sorted(overrides)}, not both")
        options["policy"] = dataclasses.replace(cls.default_policy, **overrides)
    if parsed.kind == "openai":
        base_url = parsed.base_url or options.pop("base_url", None)
        base_url = base_url or os.environ.get("OPENAI_BASE_URL")
        if not base_url:
            raise _bad(spec, "no server URL in the spec, base_url= or $OPENAI_BASE_URL", "openai")
        if parsed.base_url and "base_url" in options:
            raise ConfigError(f"{spec!r} already names a server URL; drop the base_url option")
        return cls(parsed.raw, parsed.model, base_url, **options)  # type: ignore[call-arg]
    return cls(parsed.raw, parsed.model, **options)
