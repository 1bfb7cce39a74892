"""LLM settings on the command line: ``--temperature`` etc. for every LLM side, and
``--defender-temperature`` / ``--attacker-...`` / ``--judge-...`` for one side only, which
win over the shared ones. A per-side option for a side that is not an LLM is an error."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tomsb_env.cli._common import at_least
from tomsb_env.errors import ConfigError

if TYPE_CHECKING:  # imported when options are read: `tomsb --help` never loads tomsb_env.llm
    from tomsb_env.llm.settings import LLMSettings

SIDES = ("defender", "attacker", "judge")


def _extra_body(text: str) -> dict[str, Any]:
    from tomsb_env.llm.settings import LLMSettings

    try:
        return LLMSettings.parse_extra_body(text)
    except ConfigError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _float(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None


# option suffix -> (LLMSettings field, type, metavar, help)
_OPTIONS: tuple[tuple[str, str, Callable[[str], Any], str, str], ...] = (
    ("temperature", "temperature", _float, "T", "sampling temperature"),
    ("max-tokens", "max_tokens", at_least(1), "N", "completion token cap per call"),
    ("timeout", "timeout_s", _float, "SECONDS", "per-call timeout"),
    ("retries", "max_retries", at_least(0), "N", "retries of a failed call"),
    (
        "extra-body",
        "extra_body",
        _extra_body,
        "JSON",
        "JSON object merged into each request (backends that send one), e.g. "
        '\'{"chat_template_kwargs": {"enable_thinking": false}}\' for Qwen3',
    ),
    ("api-key-env", "api_key_env", str, "NAME", "environment variable holding the API key"),
    ("api-base", "api_base", str, "URL", "server URL (backends that send requests)"),
)


_SUFFIX = {dest: suffix for suffix, dest, *_ in _OPTIONS}


def add_llm_settings(p: argparse.ArgumentParser) -> None:
    """The shared options and one set per side."""
    group = p.add_argument_group(
        "LLM settings",
        "for every side played by an LLM; defaults are each agent's own "
        "(LLM agents: temperature 1.0, 2048 tokens; LLM judge: 0.0, 512; 120 s, 4 retries); "
        "--protocol paper sets the authors' (docs/paper.md)",
    )
    for suffix, dest, kind, metavar, text in _OPTIONS:
        group.add_argument(f"--{suffix}", dest=f"llm_{dest}", type=kind, metavar=metavar, help=text)
    group = p.add_argument_group(
        "LLM settings of one side",
        f"the same options prefixed with the side ({', '.join(SIDES)}), e.g. "
        f"--{SIDES[-1]}-temperature 0; they override the shared ones for that side",
    )
    for side in SIDES:
        for suffix, dest, kind, metavar, _ in _OPTIONS:
            group.add_argument(
                f"--{side}-{suffix}",
                dest=f"llm_{side}_{dest}",
                type=kind,
                metavar=metavar,
                help=argparse.SUPPRESS if suffix != "temperature" else f"... for the {side} only",
            )


def _settings(args: argparse.Namespace, side: str | None) -> LLMSettings:
    from tomsb_env.llm.settings import LLMSettings

    prefix = "llm_" if side is None else f"llm_{side}_"
    return LLMSettings(**{dest: getattr(args, prefix + dest, None) for _, dest, *_ in _OPTIONS})


def llm_settings(
    args: argparse.Namespace, is_llm: dict[str, bool | None]
) -> dict[str, dict[str, Any]]:
    """Side -> keyword settings for the sides in ``is_llm`` (True: an LLM plays it; None: LLM
    and other agents share it, so no setting may reach it)."""
    shared = _settings(args, None)
    out: dict[str, dict[str, Any]] = {}
    for side, llm in is_llm.items():
        own = _settings(args, side)
        if llm is None and (own.as_kwargs() or shared.as_kwargs()):
            raise ConfigError(
                f"LLM settings cannot apply to a mix of LLM and other {side}s (they are "
                f"passed to every {side}); run the LLM {side}s on their own"
            )
        if own.as_kwargs() and not llm:
            flags = ", ".join(f"--{side}-{_SUFFIX[k]}" for k in own.as_kwargs())
            raise ConfigError(f"{flags} applies to an LLM {side}, and this {side} is not one")
        out[side] = shared.merged(own).as_kwargs() if llm else {}
    if shared.as_kwargs() and not any(is_llm.values()):
        from tomsb_env.llm.spec import prefixes

        raise ConfigError(
            "LLM settings were given but no side is played by an LLM "
            f"(--defender, --attacker or --judge with {prefixes()})"
        )
    return out
