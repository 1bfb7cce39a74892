"""LLM settings of one side (attacker, defender or judge), and where each one goes.

:func:`split_llm_kwargs` sends each mixed keyword argument to the agent or to its
backend, translating :data:`TRANSLATED` per backend ("Settings of an LLM agent or
judge" in docs/llm_backends.md). ``api_key_env`` names the variable holding the key,
so a run's config never records the key itself.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tomsb_env.errors import ConfigError, did_you_mean
from tomsb_env.llm.spec import backend_options, keyword_names

__all__ = ["TRANSLATED", "LLMSettings", "split_llm_kwargs"]

#: names that are not a backend constructor's parameter but are translated for it
TRANSLATED = ("extra_body", "api_key_env", "api_base")
_REQUEST_BODY = ("openai", "litellm")


@dataclass(frozen=True)
class LLMSettings:
    """The settings the command line offers for each side; ``None`` leaves the default.

    ``as_kwargs()`` gives the keyword arguments for ``defender_kwargs=``,
    ``attacker_kwargs=`` or ``judge_kwargs=`` of
    :class:`~tomsb_env.benchmark.BenchmarkConfig` (the same names work there directly).
    """

    temperature: float | None = None
    max_tokens: int | None = None
    timeout_s: float | None = None
    max_retries: int | None = None
    extra_body: Mapping[str, Any] | None = None
    api_key_env: str | None = None
    api_base: str | None = None

    def as_kwargs(self) -> dict[str, Any]:
        return {k: v for k, v in vars(self).items() if v is not None}

    def merged(self, over: LLMSettings) -> LLMSettings:
        """These settings with every value ``over`` sets replacing ours."""
        return LLMSettings(**{**self.as_kwargs(), **over.as_kwargs()})

    @staticmethod
    def parse_extra_body(text: str) -> dict[str, Any]:
        """A JSON object from the command line (``--extra-body``)."""
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"extra body {text!r} is not valid JSON ({exc})") from None
        if not isinstance(value, dict):
            raise ConfigError(
                f"extra body must be a JSON object such as "
                f'{{"chat_template_kwargs": {{"enable_thinking": false}}}}, got {text!r}'
            )
        return value


def _backend_side(kind: str, name: str, value: Any, out: dict[str, Any]) -> None:
    """Translate one of :data:`TRANSLATED` into ``kind``'s backend options."""
    if kind not in _REQUEST_BODY:
        if name == "extra_body":
            where = "backends that send a request (openai:, litellm:)"
        else:
            where = "openai: and litellm: backends"
        raise ConfigError(f"{name} applies to {where}, not {kind}:")
    if name == "api_key_env":
        key = os.environ.get(str(value))
        if not key:
            raise ConfigError(f"api_key_env names ${value}, which is not set (or empty)")
        out["api_key"] = key
    elif name == "api_base":
        out["api_base" if kind == "litellm" else "base_url"] = value
    elif name == "extra_body":
        if not isinstance(value, Mapping):
            raise ConfigError(f"extra_body must be a mapping (a JSON object), got {value!r}")
        if kind == "openai":
            out["extra_body"] = {**out.get("extra_body", {}), **value}
        else:
            completion = dict(out.get("completion_kwargs") or {})
            completion["extra_body"] = {**completion.get("extra_body", {}), **value}
            out["completion_kwargs"] = completion


def split_llm_kwargs(
    kind: str, given: Mapping[str, Any], agent_names: Iterable[str], what: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(agent kwargs, backend options)`` from ``given`` for a ``kind:`` backend.

    ``backend_options={...}`` in ``given`` is taken as backend options as it is.
    ``what`` names the side in errors (``"LLM defender"``).
    """
    agent_valid = set(agent_names)
    backend_valid = set(backend_options(kind))
    agent: dict[str, Any] = {}
    backend: dict[str, Any] = dict(given.get("backend_options") or {})
    for name, value in given.items():
        if name == "backend_options":
            continue
        if name in agent_valid:
            agent[name] = value
        elif name in TRANSLATED:
            _backend_side(kind, name, value, backend)
        elif name in backend_valid:
            backend[name] = value
        else:
            valid = agent_valid | backend_valid | set(TRANSLATED) | {"backend_options"}
            raise ConfigError(
                f"unknown setting {name!r} for an {what} on the {kind}: backend"
                f"{did_you_mean(name, valid)}"
            )
    return agent, backend


def agent_setting_names(cls: type) -> set[str]:
    """Keyword settings an LLM agent or judge class accepts (its ``__init__`` and its bases')."""
    inits = [vars(k)["__init__"] for k in cls.__mro__ if k is not object and "__init__" in vars(k)]
    return keyword_names(*inits) - {"backend", "option", "settings", "common", "fallback"}
