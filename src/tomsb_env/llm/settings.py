"""The settings of one LLM side (attacker, defender or judge), :class:`LLMSettings`
(docs/llm_backends.md, "Settings of an LLM agent or judge"). ``api_key_env`` names the key's
variable, so a run's config never records the key."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any

from tomsb_env.errors import ConfigError, did_you_mean
from tomsb_env.llm.spec import BACKENDS, prefixes

__all__ = ["SAMPLING", "LLMSettings"]

#: the agent's settings; the other fields of LLMSettings are its backend's
SAMPLING = ("temperature", "top_p", "max_tokens", "max_reasks")


@dataclass(frozen=True)
class LLMSettings:
    """An LLM side's settings; ``None`` leaves the agent's or backend's default.

    The first four are the agent's (sampling and re-asks), the rest its backend's.
    ``as_kwargs()`` gives them as keywords for :class:`~tomsb_env.benchmark.BenchmarkConfig`'s
    ``defender_kwargs=``, ``attacker_kwargs=`` and ``judge_kwargs=``.
    """

    temperature: float | None = None
    top_p: float | None = None
    max_tokens: int | None = None
    max_reasks: int | None = None
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

    @classmethod
    def route(
        cls, given: Mapping[str, Any], options: Iterable[str], what: str
    ) -> tuple[LLMSettings, dict[str, Any], dict[str, Any]]:
        """Keywords for an LLM side as ``(settings, the side's own options, backend_options
        as given)``; a name that is none of these is an error listing the valid ones."""
        names = {f.name for f in fields(cls)}
        valid = {*names, *options, "backend_options"}
        for name in given:
            if name not in valid:
                raise ConfigError(
                    f"unknown setting {name!r} for {what}{did_you_mean(name, valid)} "
                    "(other backend options go in backend_options={...})"
                )
        own = {k: v for k, v in given.items() if k not in names and k != "backend_options"}
        mine = cls(**{k: v for k, v in given.items() if k in names})
        return mine, own, dict(given.get("backend_options") or {})

    def sampling(self) -> dict[str, Any]:
        """The agent's settings that are set (sampling and re-asks)."""
        return {k: v for k in SAMPLING if (v := getattr(self, k)) is not None}

    def backend_options(self, kind: str, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The backend settings as a ``kind:`` backend's options, over those ``given``."""
        out: dict[str, Any] = dict(given or {})
        for name, value in self.as_kwargs().items():
            if name in ("timeout_s", "max_retries"):  # RetryPolicy fields: every backend's
                out[name] = value
            elif name in ("extra_body", "api_key_env", "api_base"):
                _backend_side(kind, name, value, out)
        return out

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
    """Put ``name`` into ``kind``'s options where :data:`~tomsb_env.llm.spec.BACKENDS` says."""
    row = BACKENDS[kind]
    if not row.requests:
        raise ConfigError(
            f"{name} applies to backends that send a request ({prefixes(True)}), not {kind}:"
        )
    if name == "api_key_env":
        key = os.environ.get(str(value))
        if not key:
            raise ConfigError(f"api_key_env names ${value}, which is not set (or empty)")
        out["api_key"] = key
    elif name == "api_base":
        out[row.api_base] = value
    elif name == "extra_body":
        if not isinstance(value, Mapping):
            raise ConfigError(f"extra_body must be a mapping (a JSON object), got {value!r}")
        option, _, key = row.extra_body.partition(".")
        if key:  # merged into that option's mapping under key
            value = {key: {**(out.get(option) or {}).get(key, {}), **value}}
        out[option] = {**(out.get(option) or {}), **value}
