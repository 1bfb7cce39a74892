"""Named evaluation protocols: ``default`` (our rules) and ``paper`` (the authors' rules).

:func:`rules` returns a protocol's :class:`Rules`: each rule where the authors' code
differs from our default is one field, which :func:`~tomsb_env.benchmark.plan.plan_run`
applies once and records in the run's ``config.json``; docs/paper.md lists them and why."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.llm.spec import BACKENDS, is_backend_spec, parse_spec

#: the authors' agent budget (``max_completion_length``), large enough for a thinking model
PAPER_MAX_TOKENS = 20_000
PAPER_TEMPERATURE = 0.7
#: the authors' in-process sampling (``generate_offline``); API calls got top_p 1.0
OFFLINE_TOP_P = 0.8
_THINKING_OFF = {"enable_thinking": False}


def paper_sampling(spec: str) -> dict[str, Any]:
    """The authors' settings for an LLM agent of backend ``spec`` (``generate_openai`` and
    ``generate_offline`` in their ``utils/simple_generation_utils.py``; docs/paper.md)."""
    parsed = parse_spec(spec)
    name = parsed.model.rpartition("/")[2].lower()
    local = BACKENDS[parsed.kind].local  # samples in this process, as their offline vLLM did
    offline = local or name.startswith("qwen")  # they ran Qwen3 in vLLM
    out: dict[str, Any] = {
        "temperature": PAPER_TEMPERATURE,
        "top_p": OFFLINE_TOP_P if offline else 1.0,
        "max_tokens": PAPER_MAX_TOKENS,
    }
    extra: dict[str, Any] = {}
    if local:  # through vLLM's and transformers' chat templates
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
    if not BACKENDS[parse_spec(spec).kind].local:
        return {}
    thinking = {"chat_template_kwargs": dict(_THINKING_OFF)}
    return {"temperature": PAPER_TEMPERATURE, "top_p": OFFLINE_TOP_P, "backend_options": thinking}


def _official_eval(source: str) -> None:
    """The paper's numbers are on the authors' file, evaluation split (75 scenarios)."""
    if not (source.startswith("official:") and source.endswith("#eval")):
        raise ConfigError(
            f"the paper protocol plays the authors' released scenarios, eval split, not "
            f"{source!r}: pass --official PATH (their three_layered_dataset.json) with --split eval"
        )


def under(defaults: Mapping[str, Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """``given`` over ``defaults``, ``backend_options`` merged key by key."""
    out = {**defaults, **given}
    if "backend_options" in defaults and "backend_options" in given:
        out["backend_options"] = {**defaults["backend_options"], **given["backend_options"]}
    return out


@dataclass(frozen=True)
class Rules:
    """What a protocol fixes. Keyword settings are the sides' (``defender_kwargs`` etc.);
    ``*_defaults`` lie beneath the user's settings, ``*_fixed`` over them."""

    name: str
    #: how an attacker's turn ends the game (``GameConfig.signal_rule``)
    signal_rule: str = "ours"
    #: refuses a scenario source the protocol cannot play
    check_source: Callable[[str], None] = lambda _: None
    #: an LLM judge spec builds this class (``module:Class``), named ``judge_label + spec``,
    #: taking these keyword options and sampling settings
    judge: str = "tomsb_env.judges.llm:LLMJudge"
    judge_label: str = ""
    judge_options: tuple[str, ...] = ("seed", "max_concurrency", "defer_to_exact")
    judge_sampling: frozenset[str] = frozenset({"temperature", "max_tokens", "max_reasks"})
    #: the judge must be an LLM spec
    judge_must_be_llm: bool = False
    #: settings beneath the user's for an LLM judge or agent of a backend spec
    judge_defaults: Callable[[str], dict[str, Any]] = lambda _: {}
    agent_defaults: Callable[[str], dict[str, Any]] = lambda _: {}
    #: an LLM defender's keywords beneath and over the user's
    defender_defaults: Mapping[str, Any] = field(default_factory=dict)
    defender_fixed: Mapping[str, Any] = field(default_factory=dict)
    #: the attackers' keywords over the user's, when every attacker is an LLM
    attacker_fixed: Mapping[str, Any] = field(default_factory=dict)
    #: what config.json records besides the sides' settings (nothing for our default)
    record: Mapping[str, Any] = field(default_factory=dict)

    def sides(
        self, defender: Any, attackers: Sequence[Any], d_kwargs: Mapping, a_kwargs: Mapping
    ) -> tuple[dict[str, Any], dict[str, Any], dict[str, str]]:
        """The defender's and attackers' keywords, and (when fixed) their structured output."""
        d_out, a_out, structured = dict(d_kwargs), dict(a_kwargs), {}
        if self.defender_fixed and is_backend_spec(defender):
            given = {**self.defender_defaults, **d_out}
            d_out = {**under(self.agent_defaults(defender), given), **self.defender_fixed}
            structured["defender"] = str(d_out.get("structured", "auto"))
        if self.attacker_fixed and attackers and all(is_backend_spec(a) for a in attackers):
            a_out = {**under(self.agent_defaults(attackers[0]), a_out), **self.attacker_fixed}
            structured["attacker"] = f"{a_out.get('structured', 'auto')} (the authors' schema)"
        return d_out, a_out, structured

    def llm_judge(
        self, spec: str, given: Mapping[str, Any], backend: Callable[[str, dict[str, Any]], Any]
    ) -> tuple[Any, str]:
        """The LLM judge of ``spec`` under these rules (``backend(spec, options)`` builds its
        backend) with its recorded name; ``given`` are the user's settings."""
        from tomsb_env.llm.settings import LLMSettings

        what = f"an LLM judge ({self.name} protocol)"
        given = under(self.judge_defaults(spec), given)
        settings, own, options = LLMSettings.route(given, self.judge_options, what)
        sampling = settings.sampling()
        bad = sorted(set(sampling) - self.judge_sampling)
        if bad:
            raise ConfigError(f"{', '.join(bad)} cannot be set for {what}")
        module, _, name = self.judge.partition(":")
        judge = getattr(importlib.import_module(module), name)
        chat = backend(spec, settings.backend_options(parse_spec(spec).kind, options))
        return judge(chat, **sampling, **own), self.judge_label + spec

    def settings(
        self, source: str, judge: str, judge_kwargs: Mapping[str, Any], structured: dict[str, str]
    ) -> dict[str, Any]:
        """What config.json's ``protocol_settings`` holds (nothing for our default);
        ``judge_kwargs`` are the judge's settings in force."""
        if not self.record:
            return {}
        from tomsb_env.judges.paper import MAX_TOKENS

        default = "provider default"
        sampling = {"temperature": default, "top_p": default, "max_tokens": MAX_TOKENS}
        return {
            "scenarios": source,
            **self.record,
            "structured_output": structured,
            "judge": judge,
            "judge_sampling": {k: judge_kwargs.get(k, v) for k, v in sampling.items()},
        }


RULES: dict[str, Rules] = {
    "default": Rules("default"),
    "paper": Rules(
        "paper",
        signal_rule="authors",
        check_source=_official_eval,
        judge="tomsb_env.judges.paper:PaperJudge",
        judge_label="paper:",
        judge_options=("seed", "max_concurrency"),
        judge_sampling=frozenset({"temperature", "top_p", "max_tokens"}),
        judge_must_be_llm=True,
        judge_defaults=paper_judge_sampling,
        agent_defaults=paper_sampling,
        defender_defaults={"structured": "off"},  # their defender's output was not constrained
        defender_fixed={"paper_prompts": True},
        attacker_fixed={"paper_schema": True},
        record={
            "defender_prompts": "paper (four fields for tom; reply only for mislead/refuse)",
            "sampling": {
                "temperature": PAPER_TEMPERATURE,
                "top_p": {"api": 1.0, "offline": OFFLINE_TOP_P},
                "max_tokens": PAPER_MAX_TOKENS,
                "thinking": "off",
            },
            "judge_unreadable": "scored as the authors' code scores it, counted in Judge Unread",
            "signal_rule": "authors (every attacker field but the question; last end phrase)",
            "avg_turns": "both columns: ours and the paper's count",
        },
    ),
}
PROTOCOLS = tuple(RULES)


def rules(name: str) -> Rules:
    """The rules of protocol ``name`` (one of :data:`PROTOCOLS`)."""
    if name not in RULES:
        raise UnknownNameError("protocol", name, PROTOCOLS)
    return RULES[name]
