"""Agent output -> typed turns: tolerant JSON extraction, then strict schema validation.

LLMs wrap JSON in code fences, prose, ``<think>`` blocks, trailing commas and
single quotes. :func:`extract_json` undoes those habits; the result must
then pass a JSON Schema, so a half-right object is a format failure rather
than a silently wrong turn.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from tomsb_env import fastjson
from tomsb_env.errors import FormatFailure, did_you_mean
from tomsb_env.estimates import CANNOT_TELL, estimate_value
from tomsb_env.types import AttackerTurn, DefenderTurn, Signal
from tomsb_env.universe.tree import Belief

__all__ = [
    "ATTACKER_SCHEMA",
    "DEFENDER_SCHEMA",
    "extract_json",
    "parse_attacker_turn",
    "parse_defender_turn",
    "strip_thinking",
]

_BELIEF_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": {"type": ["string", "null"]},
}

ATTACKER_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Attacker turn",
    "type": "object",
    "required": ["trust_score", "belief", "reflection", "signal"],
    "properties": {
        "trust_score": {"type": "integer"},
        "belief": {"type": "string"},
        "reflection": {"type": "string"},
        "signal": {"enum": [s.value for s in Signal]},
        "prompt": {"type": "string"},
        "message": {"type": "string"},
        "belief_state": _BELIEF_SCHEMA,
    },
    "anyOf": [{"required": ["prompt"]}, {"required": ["message"]}],
}

DEFENDER_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Defender turn",
    "type": "object",
    "required": ["reply"],
    "properties": {
        "reply": {"type": "string"},
        "attacker_belief_about_target": {"type": "string"},
        "attacker_trust_in_us": {"type": ["string", "integer", "number"]},
        "reflection": {"type": "string"},
        "attacker_prior_estimate": {"anyOf": [_BELIEF_SCHEMA, {"type": "null"}]},
        "attacker_belief_estimate": {"anyOf": [_BELIEF_SCHEMA, {"type": "null"}]},
    },
}

_THINK_RE = re.compile(r"<think>.*?</think>", re.S | re.I)
_FENCE_RE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.S)
_TRAILING_COMMA_RE = re.compile(r",\s*([}\]])")
_SMART_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'"})


def strip_thinking(text: str) -> str:
    """Drop ``<think>...</think>`` blocks (and an unterminated leading one)."""
    if "<" not in text:  # the common case, without a regex pass
        return text.strip()
    text = _THINK_RE.sub("", text)
    lowered = text.lower()
    if "<think>" in lowered and "</think>" not in lowered:
        # a reasoning block that never closed hides no answer after it
        text = text[: lowered.index("<think>")]
    return text.strip()


def _balanced_objects(text: str) -> list[str]:
    """Top-level ``{...}`` substrings, scanning with string awareness."""
    out: list[str] = []
    depth = 0
    start = -1
    in_str: str | None = None
    escape = False
    for i, ch in enumerate(text):
        if in_str:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == in_str:
                in_str = None
            continue
        if ch == '"' and depth > 0:
            in_str = ch
        elif ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}" and depth > 0:
            depth -= 1
            if depth == 0:
                out.append(text[start : i + 1])
    return out


def _single_to_double_quotes(s: str) -> str:
    """Rewrite a Python-style dict literal with single-quoted strings as JSON."""
    out: list[str] = []
    in_str: str | None = None
    escape = False
    for ch in s:
        if in_str:
            if escape:
                escape = False
                out.append(ch if not (ch == "'" and in_str == "'") else "'")
                continue
            if ch == "\\":
                escape = True
                out.append(ch)
            elif ch == in_str:
                in_str = None
                out.append('"')
            elif ch == '"' and in_str == "'":
                out.append('\\"')
            else:
                out.append(ch)
            continue
        if ch in "'\"":
            in_str = ch
            out.append('"')
        else:
            out.append(ch)
    return "".join(out)


def _loads_lenient(candidate: str) -> Any:
    try:
        return json.loads(candidate)
    except (json.JSONDecodeError, RecursionError):
        pass
    attempts = [candidate]
    fixed = _TRAILING_COMMA_RE.sub(r"\1", candidate.translate(_SMART_QUOTES))
    attempts.append(fixed)
    attempts.append(_TRAILING_COMMA_RE.sub(r"\1", _single_to_double_quotes(fixed)))
    last: Exception | None = None
    for text in attempts:
        try:
            return json.loads(text)
        except (json.JSONDecodeError, RecursionError) as exc:
            last = exc
    raise FormatFailure(f"not valid JSON: {last}", candidate)


def extract_json(text: str) -> dict[str, Any]:
    """The JSON object an agent meant to emit.

    Tries, in order: the whole text, fenced blocks, then every balanced
    ``{...}`` span (largest last-wins rules are avoided: the first object
    that parses is taken). Raises :class:`FormatFailure` if none parses.
    """
    if not isinstance(text, str):
        raise FormatFailure(f"expected text, got {type(text).__name__}")
    body = strip_thinking(text)
    if not body:
        raise FormatFailure("empty output", text)
    candidates: list[str] = []
    stripped = body.strip()
    if stripped.startswith("{"):
        try:
            value = fastjson.loads(stripped)
        except (ValueError, RecursionError):
            value = None
        if isinstance(value, dict):
            return value
        candidates.append(stripped)
    candidates.extend(m.group(1).strip() for m in _FENCE_RE.finditer(body))
    candidates.extend(_balanced_objects(body))
    if not candidates:
        raise FormatFailure("no JSON object found in the output", text)
    error: FormatFailure | None = None
    for cand in candidates:
        try:
            value = _loads_lenient(cand)
        except FormatFailure as exc:
            error = error or exc
            continue
        if isinstance(value, dict):
            return value
    raise FormatFailure(str(error) if error else "no JSON object found in the output", text)


@cache
def _validator(kind: str) -> Any:
    from jsonschema import Draft202012Validator  # jsonschema is a core dep; import on first parse

    return Draft202012Validator(ATTACKER_SCHEMA if kind == "attacker" else DEFENDER_SCHEMA)


_SIGNALS = {s.value: s for s in Signal}  # a dict lookup costs less than Signal(value)


def _belief_ok(value: Any) -> bool:
    return isinstance(value, dict) and all(v is None or isinstance(v, str) for v in value.values())


def _fast_valid(obj: Mapping[str, Any], kind: str) -> bool:
    """A hand-written check that implies the JSON Schema holds (tests prove the two agree).

    jsonschema costs ~0.1 ms per turn, a large share of an LLM rollout's CPU;
    valid outputs take this path and only invalid ones pay for the detailed
    error message.
    """
    get = obj.get
    if kind == "attacker":
        return (
            type(get("trust_score")) is int
            and isinstance(get("belief"), str)
            and isinstance(get("reflection"), str)
            and isinstance(get("signal"), str)
            and get("signal") in _SIGNALS
            and ("prompt" in obj or "message" in obj)
            and all(isinstance(obj[k], str) for k in ("prompt", "message") if k in obj)
            and ("belief_state" not in obj or _belief_ok(obj["belief_state"]))
        )
    trust = get("attacker_trust_in_us", "")
    return (
        isinstance(get("reply"), str)
        and all(
            isinstance(obj[k], str)
            for k in ("attacker_belief_about_target", "reflection")
            if k in obj
        )
        and (isinstance(trust, (str, int, float)) and not isinstance(trust, bool))
        and all(
            obj[k] is None or _belief_ok(obj[k])
            for k in ("attacker_prior_estimate", "attacker_belief_estimate")
            if k in obj
        )
    )


def _validate(obj: Mapping[str, Any], kind: str, raw: str) -> None:
    if _fast_valid(obj, kind):
        return
    errors = sorted(_validator(kind).iter_errors(obj), key=lambda e: list(e.path))
    if errors:
        err = errors[0]
        field = ".".join(str(p) for p in err.path) or "(top level)"
        raise FormatFailure(f"{kind} output field {field}: {err.message}", raw)


def _belief(value: Any, levels: Sequence[str] | None, field: str, raw: str) -> Belief | None:
    if value is None:
        return None
    out: Belief = {}
    for key, val in value.items():
        if levels is not None and key not in levels:
            raise FormatFailure(f"{field}: unknown level {key!r}{did_you_mean(key, levels)}", raw)
        out[key] = val.strip() if isinstance(val, str) and val.strip() else None
    if levels is not None:
        for lv in levels:
            out.setdefault(lv, None)
    return out


def _estimate(value: Any, levels: Sequence[str] | None, field: str, raw: str) -> Belief | None:
    """A defender estimate: names, null (not known) or "?" (cannot tell; also a missing level
    and non-committal words), see :mod:`tomsb_env.estimates`."""
    if value is None:
        return None
    if levels is not None:
        for key in value:
            if key not in levels:
                raise FormatFailure(
                    f"{field}: unknown level {key!r}{did_you_mean(key, levels)}", raw
                )
    out: Belief = {key: estimate_value(val) for key, val in value.items()}
    if levels is not None:
        for lv in levels:
            out.setdefault(lv, CANNOT_TELL)
    return out


def _coerce_trust(obj: dict[str, Any]) -> None:
    # "4" is a common LLM spelling of 4; anything else must stay a schema error
    trust = obj.get("trust_score")
    if isinstance(trust, str) and trust.strip().lstrip("-").isdigit():
        obj["trust_score"] = int(trust.strip())
    elif isinstance(trust, float) and trust.is_integer():
        obj["trust_score"] = int(trust)


def parse_attacker_turn(
    raw: str | Mapping[str, Any] | AttackerTurn, levels: Sequence[str] | None = None
) -> AttackerTurn:
    """An :class:`AttackerTurn` from JSON text, a dict or a turn; raises :class:`FormatFailure`."""
    if isinstance(raw, AttackerTurn):
        return raw
    text = raw if isinstance(raw, str) else ""
    obj = extract_json(raw) if isinstance(raw, str) else dict(raw)
    if isinstance(obj.get("signal"), str):
        obj["signal"] = obj["signal"].strip().lower()
    _coerce_trust(obj)
    _validate(obj, "attacker", text)
    return AttackerTurn(
        trust_score=obj["trust_score"],
        belief=obj["belief"],
        reflection=obj["reflection"],
        signal=_SIGNALS[obj["signal"]],
        message=obj.get("prompt", obj.get("message", "")),
        belief_state=_belief(obj.get("belief_state"), levels, "belief_state", text),
        raw=text or None,
    )


def parse_defender_turn(
    raw: str | Mapping[str, Any] | DefenderTurn, levels: Sequence[str] | None = None
) -> DefenderTurn:
    """A :class:`DefenderTurn` from JSON text, a dict or a turn; raises :class:`FormatFailure`."""
    if isinstance(raw, DefenderTurn):
        return raw
    text = raw if isinstance(raw, str) else ""
    obj = extract_json(raw) if isinstance(raw, str) else dict(raw)
    _validate(obj, "defender", text)
    trust = obj.get("attacker_trust_in_us", "")
    return DefenderTurn(
        reply=obj["reply"],
        attacker_belief_about_target=obj.get("attacker_belief_about_target", ""),
        attacker_trust_in_us=str(trust),
        reflection=obj.get("reflection", ""),
        attacker_prior_estimate=_estimate(
            obj.get("attacker_prior_estimate"), levels, "attacker_prior_estimate", text
        ),
        attacker_belief_estimate=_estimate(
            obj.get("attacker_belief_estimate"), levels, "attacker_belief_estimate", text
        ),
        raw=text or None,
    )
