"""Named evaluation protocols: ``default`` (our rules) and ``paper`` (the authors' rules).

``paper`` switches, in one place, every rule where the authors' code differs from our
default, recorded in the run's ``config.json``; docs/paper.md lists them and why.
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
#: the authors' in-process sampling (``generate_offline``); API calls got top_p 1.0
OFFLINE_TOP_P = 0.8
_THINKING_OFF = {"enable_thinking": False}


def check_protocol(name: str) -> None:
    if name not in PROTOCOLS:
        raise UnknownNameError("protocol", name, PROTOCOLS)


def paper_sampling(spec: str) -> dict[str, Any]:
    """The authors' settings for an LLM agent of backend ``spec`` (``generate_openai`` and
    ``generate_offline`` in their ``utils/simple_generation_utils.py``; docs/paper.md)."""
    parsed = parse_spec(spec)
    name = parsed.model.rpartition("/")[2].lower()
    offline = parsed.kind in LOCAL_BACKENDS or name.startswith("qwen")  # they ran Qwen3 in vLLM
    out: dict[str, Any] = {
        "temperature": PAPER_TEMPERATURE,
        "top_p": OFFLINE_TOP_P if offline else 1.0,
        "max_tokens": PAPER_MAX_TOKENS,
    }
    extra: dict[str, Any] = {}
    if parsed.kind in LOCAL_BACKENDS:  # through vLLM's and transformers' chat templates
        out["backend_options"] = {"chat_template_kwargs": dict(_THINKING_OFF)}
        if parsed.kind == "hf":  # generate_offline's repetition penalty
            out["backend_options"]["repetition_penalty"] = 1.05
    elif offline:  # a Qwen model on a server: vLLM's and SGLang's read these from the body
        extra = {"chat_template_kwargs": dict(_THINKING_OFF), "repetition_penalty": 1.05}
    if parsed.kind == "openai" and name.startswith("gpt"):
        extra["max_completion_tokens"] = PAPER_MAX_TOKENS
    return {**out, "extra_body": extra} if extra else out


def paper_judge_sampling(spec: str) -> dict[str, Any]:
    """The authors' judge sampling: none for API judges (the provider's defaults), their
    in-process settings with thinking off for a local one."""
    if parse_spec(spec).kind not in LOCAL_BACKENDS:
        return {}
    thinking = {"chat_template_kwargs": dict(_THINKING_OFF)}
    return {"temperature": PAPER_TEMPERATURE, "top_p": OFFLINE_TOP_P, "backend_options": thinking}


def require_official(source: str) -> None:
    """The paper's numbers are on the authors' file, evaluation split (75 scenarios)."""
    if not (source.startswith("official:") and source.endswith("#eval")):
        raise ConfigError(
            f"the paper protocol plays the authors' released scenarios, eval split, not "
            f"{source!r}: pass --official PATH (their three_layered_dataset.json) with --split eval"
        )


def protocol_settings(
    name: str, *, source: str, judge: str, judge_kwargs: Any = None, structured: Any = None
) -> dict[str, Any]:
    """What a protocol fixes, as recorded in the run's config; ``judge_kwargs`` are the judge's
    settings in force, ``structured`` each LLM side's structured-output setting."""
    if name == "default":
        return {}
    from tomsb_env.judges.paper import MAX_TOKENS

    kw, default = judge_kwargs or {}, "provider default"
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
            "temperature": kw.get("temperature", default),
            "top_p": kw.get("top_p", default),
            "max_tokens": kw.get("max_tokens", MAX_TOKENS),
        },
        "judge_unreadable": "scored as the authors' code scores it, counted in Judge Unread",
        "signal_rule": "authors (every attacker field but the question; last end phrase)",
        "avg_turns": "both columns: ours and the paper's count",
    }
