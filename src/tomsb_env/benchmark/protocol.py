"""Named evaluation protocols: ``default`` (our rules) and ``paper`` (the preprint's setup).

``tomsb bench --protocol paper`` (``BenchmarkConfig(protocol="paper")``) switches, in one
place, every rule where the paper's released setup differs from our default, and the run's
``config.json`` records them (``protocol`` and ``protocol_settings``). docs/paper.md has the
table of differences and the reasons for our default.
"""

from __future__ import annotations

from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.llm.spec import parse_spec

__all__ = ["LOCAL_BACKENDS", "PROTOCOLS", "paper_sampling", "protocol_settings"]

PROTOCOLS = ("default", "paper")

#: backends that sample in this process (the authors used top_p 0.8 there, 1.0 on APIs)
LOCAL_BACKENDS = frozenset({"hf", "vllm"})

#: the authors' budget: large enough for a thinking model's reasoning
PAPER_MAX_TOKENS = 20_000
PAPER_TEMPERATURE = 0.7


def check_protocol(name: str) -> None:
    if name not in PROTOCOLS:
        raise UnknownNameError("protocol", name, PROTOCOLS)


def paper_sampling(spec: str) -> dict[str, Any]:
    """The authors' sampling settings for an LLM agent of backend ``spec``."""
    kind = parse_spec(spec).kind
    out: dict[str, Any] = {
        "temperature": PAPER_TEMPERATURE,
        "top_p": 0.8 if kind in LOCAL_BACKENDS else 1.0,
        "max_tokens": PAPER_MAX_TOKENS,
    }
    if kind == "openai":  # vLLM's and SGLang's servers read Qwen3's switch from here
        out["extra_body"] = {"chat_template_kwargs": {"enable_thinking": False}}
    return out


def require_official(source: str) -> None:
    """The paper's numbers are on the authors' file, evaluation split (75 scenarios)."""
    if not (source.startswith("official:") and source.endswith("#eval")):
        raise ConfigError(
            f"the paper protocol plays the authors' released scenarios, eval split, not "
            f"{source!r}: pass --official PATH (their three_layered_dataset.json) with --split eval"
        )


def protocol_settings(name: str, *, source: str, judge: str) -> dict[str, Any]:
    """What a protocol fixes, as recorded in the run's config."""
    if name == "default":
        return {}
    return {
        "scenarios": source,
        "defender_prompts": "paper (four fields for tom; reply only for mislead/refuse)",
        "sampling": {
            "temperature": PAPER_TEMPERATURE,
            "top_p": {"api": 1.0, "local": 0.8},
            "max_tokens": PAPER_MAX_TOKENS,
            "thinking": "off",
        },
        "judge": judge,
        "signal_rule": "authors",
        "avg_turns": "both columns: ours and the paper's count",
    }
