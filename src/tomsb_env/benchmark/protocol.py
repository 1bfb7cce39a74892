"""Named evaluation protocols: ``default`` (our rules) and ``paper`` (the authors' rules).

``tomsb bench --protocol paper`` (``BenchmarkConfig(protocol="paper")``) switches, in one
place, every rule where the authors' released code differs from our default, and the run's
``config.json`` records them (``protocol`` and ``protocol_settings``). docs/paper.md has the
table of differences, the authors' file behind each, and the reasons for our default.
"""

from __future__ import annotations

from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.llm.spec import parse_spec

__all__ = [
    "LOCAL_BACKENDS",
    "PROTOCOLS",
    "paper_judge_sampling",
    "paper_sampling",
    "protocol_settings",
]

PROTOCOLS = ("default", "paper")

#: backends that sample in this process, as the authors' offline vLLM path did
LOCAL_BACKENDS = frozenset({"hf", "vllm"})

#: the authors' agent budget (``max_completion_length``), large enough for a thinking model
PAPER_MAX_TOKENS = 20_000
PAPER_TEMPERATURE = 0.7
#: the authors' offline sampling (``generate_offline``); API calls got top_p 1.0
OFFLINE_TOP_P = 0.8
OFFLINE_REPETITION_PENALTY = 1.05
_THINKING_OFF = {"enable_thinking": False}


def check_protocol(name: str) -> None:
    if name not in PROTOCOLS:
        raise UnknownNameError("protocol", name, PROTOCOLS)


def _model_name(model: str) -> str:
    return model.rpartition("/")[2].lower()


def ran_offline(spec: str) -> bool:
    """Whether the authors sampled this model with their offline settings: a local backend,
    or a Qwen model (they ran Qwen3 in vLLM in process, whatever serves it here)."""
    parsed = parse_spec(spec)
    return parsed.kind in LOCAL_BACKENDS or _model_name(parsed.model).startswith("qwen")


def paper_sampling(spec: str) -> dict[str, Any]:
    """The authors' settings for an LLM agent of backend ``spec`` (``utils/simple_generation_utils.py``).

    Temperature 0.7 and 20000 tokens everywhere; top_p 0.8 and Qwen3's thinking off for the
    models they ran offline, top_p 1.0 for API models; ``max_completion_tokens`` for
    ``gpt*`` models on ``openai:`` (their Azure calls needed it).
    """
    parsed = parse_spec(spec)
    offline = ran_offline(spec)
    out: dict[str, Any] = {
        "temperature": PAPER_TEMPERATURE,
        "top_p": OFFLINE_TOP_P if offline else 1.0,
        "max_tokens": PAPER_MAX_TOKENS,
    }
    if parsed.kind in LOCAL_BACKENDS:  # through vLLM's and transformers' chat templates
        out["chat_template_kwargs"] = dict(_THINKING_OFF)
    elif parsed.kind == "openai":
        extra: dict[str, Any] = {}
        if offline:  # vLLM's and SGLang's servers read these from the request body
            extra["chat_template_kwargs"] = dict(_THINKING_OFF)
            extra["repetition_penalty"] = OFFLINE_REPETITION_PENALTY
        if _model_name(parsed.model).startswith("gpt"):
            extra["max_completion_tokens"] = PAPER_MAX_TOKENS
        if extra:
            out["extra_body"] = extra
    return out


def paper_judge_sampling(spec: str) -> dict[str, Any]:
    """The authors' judge sampling: API judges got no temperature or top_p (the provider's
    defaults); an offline judge got their offline defaults and thinking off."""
    if parse_spec(spec).kind not in LOCAL_BACKENDS:
        return {}
    return {
        "temperature": PAPER_TEMPERATURE,
        "top_p": OFFLINE_TOP_P,
        "chat_template_kwargs": dict(_THINKING_OFF),
    }


def require_official(source: str) -> None:
    """The paper's numbers are on the authors' file, evaluation split (75 scenarios)."""
    if not (source.startswith("official:") and source.endswith("#eval")):
        raise ConfigError(
            f"the paper protocol plays the authors' released scenarios, eval split, not "
            f"{source!r}: pass --official PATH (their three_layered_dataset.json) with --split eval"
        )


def protocol_settings(
    name: str,
    *,
    source: str,
    judge: str,
    judge_kwargs: dict[str, Any] | None = None,
    structured: dict[str, str] | None = None,
) -> dict[str, Any]:
    """What a protocol fixes, as recorded in the run's config; ``judge_kwargs`` are the
    judge's settings in force, ``structured`` each side's structured-output setting."""
    if name == "default":
        return {}
    from tomsb_env.judges.paper import MAX_TOKENS as JUDGE_MAX_TOKENS

    kw = judge_kwargs or {}
    return {
        "scenarios": source,
        "defender_prompts": "paper (four fields for tom; reply only for mislead/refuse)",
        "sampling": {
            "temperature": PAPER_TEMPERATURE,
            "top_p": {"api": 1.0, "offline": OFFLINE_TOP_P},
            "max_tokens": PAPER_MAX_TOKENS,
            "thinking": "off",
        },
        "structured_output": structured or {},
        "judge": judge,
        "judge_sampling": {
            "temperature": kw.get("temperature", "provider default"),
            "top_p": kw.get("top_p", "provider default"),
            "max_tokens": kw.get("max_tokens", dict(JUDGE_MAX_TOKENS)),
        },
        "judge_unreadable": "scored as the authors' code scores it, counted in Judge Unread",
        "signal_rule": "authors (every attacker field but the question; last end phrase)",
        "avg_turns": "both columns: ours and the paper's count",
    }
