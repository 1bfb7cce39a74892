"""The backend table (:data:`BACKENDS`), spec strings (``kind:target``) and the factory. Every
place that knows about LLM backends reads :data:`BACKENDS` (spec parsing, agent specs, backend
settings, the paper protocol's sampling, the command line's messages): a new backend is one row
and its class. Importing this module imports no backend."""

from __future__ import annotations

import dataclasses
import importlib
import os
from typing import TYPE_CHECKING, Any

from tomsb_env.errors import ConfigError, UnknownNameError, did_you_mean

if TYPE_CHECKING:
    from tomsb_env.llm.base import ChatBackend
    from tomsb_env.llm.resilience import BaseChatBackend


@dataclasses.dataclass(frozen=True)
class Backend:
    """One row of :data:`BACKENDS`: what a ``kind:`` spec builds and how it is treated."""

    #: ``module:Class``, imported when the first one is built
    cls: str
    #: a spec shown in help texts and errors
    example: str
    #: samples in this process (the paper protocol gives it the authors' offline sampling)
    local: bool = False
    #: the option ``api_base`` fills; None for a backend that sends no HTTP request (then
    #: ``extra_body``, ``api_key_env`` and ``api_base`` do not apply)
    api_base: str | None = None
    #: where ``extra_body`` is merged: an option, or an option's key (``"option.key"``)
    extra_body: str = "extra_body"
    #: the spec may name the server (``kind:URL@model``), else this environment variable does
    url_env: str | None = None

    @property
    def requests(self) -> bool:
        return self.api_base is not None


BACKENDS: dict[str, Backend] = {
    "openai": Backend(
        "tomsb_env.llm.openai_http:OpenAICompatBackend",
        "openai:http://127.0.0.1:8000/v1@Qwen/Qwen3-14B",
        api_base="base_url",
        url_env="OPENAI_BASE_URL",
    ),
    "litellm": Backend(
        "tomsb_env.llm.litellm_backend:LiteLLMBackend",
        "litellm:gemini/gemini-3-flash-preview",
        api_base="api_base",
        extra_body="completion_kwargs.extra_body",
    ),
    "vllm": Backend("tomsb_env.llm.vllm_backend:VLLMBackend", "vllm:Qwen/Qwen3-14B", local=True),
    "hf": Backend(
        "tomsb_env.llm.hf_backend:TransformersBackend",
        "hf:/path/to/model-dir (or hf:model.gguf, hf:smollm2)",
        local=True,
    ),
}
#: backend constructor arguments for tests only, which a spec's options do not take
TEST_HOOKS = ("rng", "clock", "sleep")


def prefixes(requests: bool | None = None) -> str:
    """The kinds as ``openai:, litellm:, ...`` (only those that send requests, or not)."""
    kinds = [k for k, b in BACKENDS.items() if requests is None or b.requests == requests]
    return ", ".join(f"{k}:" for k in kinds)


def is_backend_spec(spec: object) -> bool:
    """Whether ``spec`` is a string that starts with a backend's ``kind:`` (as typed: lower
    case); an agent instance or class is not."""
    return isinstance(spec, str) and ":" in spec and spec.partition(":")[0] in BACKENDS


@dataclasses.dataclass(frozen=True, slots=True)
class BackendSpec:
    """A parsed spec: ``kind`` is the prefix, ``model`` the model name or path."""

    kind: str
    model: str
    base_url: str | None = None
    raw: str = ""


def _bad(spec: str, why: str, kind: str | None = None) -> ConfigError:
    example = BACKENDS[kind].example if kind else "; ".join(b.example for b in BACKENDS.values())
    return ConfigError(f"bad LLM backend spec {spec!r}: {why}; expected e.g. {example}")


def _row(kind: str) -> Backend:
    if kind not in BACKENDS:
        raise UnknownNameError("LLM backend prefix", kind, tuple(BACKENDS))
    return BACKENDS[kind]


def parse_spec(spec: str) -> BackendSpec:
    """Split ``kind:target`` and validate the target for that kind."""
    if not isinstance(spec, str) or not spec.strip():
        raise _bad(str(spec), "empty spec")
    spec = spec.strip()
    kind, sep, target = spec.partition(":")
    if not sep:
        raise _bad(spec, f"no '<kind>:' prefix (kinds: {', '.join(BACKENDS)})")
    kind = kind.lower()
    url_kind = next((k for k, b in BACKENDS.items() if b.url_env), None)
    if kind in ("http", "https") and url_kind:
        raise _bad(spec, f"a bare URL; prefix it with '{url_kind}:' and add '@<model>'", url_kind)
    row = _row(kind)
    if not target:
        raise _bad(spec, f"nothing after '{kind}:'", kind)
    if row.url_env is None:
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


def _backend_class(kind: str) -> type[BaseChatBackend]:
    module, _, name = _row(kind).cls.partition(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def backend_options(kind: str) -> frozenset[str]:
    """Keyword options ``make_backend`` accepts for a backend kind."""
    import inspect

    from tomsb_env.llm.resilience import BaseChatBackend, RetryPolicy

    inits = (BaseChatBackend.__init__, _backend_class(kind).__init__)
    params = [p for fn in inits for p in inspect.signature(fn).parameters.values()]
    names = {p.name for p in params if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)}
    # spec and model come from the spec string; openai:'s base_url may too, or be an option
    return frozenset((names - {"self", "spec", "model", *TEST_HOOKS}) | RetryPolicy.field_names())


def make_backend(spec: str, **options: Any) -> ChatBackend:
    """Build a backend from a spec string; ``options`` are :func:`backend_options`
    (the backend's keyword arguments, or any :class:`RetryPolicy` field)."""
    from tomsb_env.llm.resilience import RetryPolicy

    parsed = parse_spec(spec)
    valid = backend_options(parsed.kind)
    for name in options:
        if name not in valid:
            raise ConfigError(
                f"unknown option {name!r} for the {parsed.kind}: backend{did_you_mean(name, valid)}"
            )
    overrides = {k: options.pop(k) for k in RetryPolicy.field_names() & set(options)}
    cls = _backend_class(parsed.kind)
    if overrides:
        if options.get("policy") is not None:
            raise ConfigError(f"pass either policy= or the fields {sorted(overrides)}, not both")
        options["policy"] = dataclasses.replace(cls.default_policy, **overrides)
    url_env = BACKENDS[parsed.kind].url_env
    if url_env is None:
        return cls(parsed.raw, parsed.model, **options)
    base_url = parsed.base_url or options.pop("base_url", None) or os.environ.get(url_env)
    if not base_url:
        raise _bad(spec, f"no server URL in the spec, base_url= or ${url_env}", parsed.kind)
    if parsed.base_url and "base_url" in options:
        raise ConfigError(f"{spec!r} already names a server URL; drop the base_url option")
    return cls(parsed.raw, parsed.model, base_url, **options)  # type: ignore[call-arg]
