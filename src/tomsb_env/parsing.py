"""Agent output -> typed turns: :func:`extract_json` undoes LLMs' habits (code fences, prose,
``<think>`` blocks, trailing commas, single quotes), then the result must pass a JSON Schema, so
a half-right object is a format failure rather than a silently wrong turn."""

from __future__ import annotations

import contextlib
import itertools
import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any

import orjson

from tomsb_env.errors import FormatFailure, did_you_mean
from tomsb_env.estimates import CANNOT_TELL, estimate_value
from tomsb_env.types import AttackerTurn, DefenderTurn, Signal
from tomsb_env.universe.tree import Belief, Universe

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

_SCHEMAS = {"attacker": ATTACKER_SCHEMA, "defender": DEFENDER_SCHEMA}

# one fixed-length tag per match: scanning for tags is linear in the text
_THINK_TAG_RE = re.compile(r"<(/?)think>", re.I)
_CLOSE_TAG_RE = re.compile(r"</think>", re.I)
_FENCE = "```"
_TRAILING_COMMA_RE = re.compile(r",\s*([}\]])")
_LONG_DIGITS = re.compile(r"\d{19}")
_SMART_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'"})


def strip_thinking(text: str) -> str:
    """Drop ``<think>...</think>`` blocks (and an unterminated one with all that follows), in one
    pass over the tags: an opening tag starts a block, the next closing tag ends it."""
    if "<" not in text:  # no tag at all: nothing to scan for
        return text.strip()
    pieces: list[str] = []
    pos = 0
    opened = -1
    for m in _THINK_TAG_RE.finditer(text):
        if opened < 0 and not m.group(1):
            opened = m.start()
        elif opened >= 0 and m.group(1):
            pieces.append(text[pos:opened])
            pos = m.end()
            opened = -1
    pieces.append(text[pos:])
    text = "".join(pieces)
    # removing a block can join "<thi" + "nk>" into a new tag: judged on the joined text;
    # a closing tag anywhere means nothing is cut
    first = _THINK_TAG_RE.search(text)
    if first is not None and _CLOSE_TAG_RE.search(text) is None:
        text = text[: first.start()]
    return text.strip()


def _fenced_blocks(text: str) -> list[str]:
    """The bodies of ```` ``` ```` fences (an optional ``json`` tag and leading blanks skipped),
    by ``str.find``: linear, where a lazy regex rescans the text for every unclosed fence."""
    out: list[str] = []
    pos = text.find(_FENCE)
    while pos >= 0:
        start = pos + len(_FENCE)
        if text.startswith(("json", "JSON"), start):
            start += 4
        end = text.find(_FENCE, start)
        if end < 0:
            break
        out.append(text[start:end].strip())
        pos = text.find(_FENCE, end + len(_FENCE))
    return out


def _balanced_objects(text: str) -> Iterator[str]:
    """Top-level ``{...}`` substrings, scanning with string awareness (lazily: a text whose
    first object parses is not scanned further)."""
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
                yield text[start : i + 1]


def _single_to_double_quotes(s: str) -> str:
    """Rewrite a Python-style dict literal with single-quoted strings as JSON."""
    out: list[str] = []
    in_str: str | None = None
    escape = False
    for ch in s:
        if escape:
            escape = False
        elif in_str and ch == "\\":
            escape = True
        elif ch == in_str:
            in_str = None
            ch = '"'
        elif in_str == "'" and ch == '"':
            ch = '\\"'
        elif not in_str and ch in "'\"":
            in_str = ch
            ch = '"'
        out.append(ch)
    return "".join(out)


def _loads_lenient(candidate: str) -> Any:
    # orjson for strict JSON; the stdlib for NaN, lone surrogates, deep nesting and 19 digits
    # in a row (an integer past 64 bits, which orjson reads as a float)
    if _LONG_DIGITS.search(candidate) is None:
        try:
            return orjson.loads(candidate)
        except orjson.JSONDecodeError:
            pass
    try:
        return json.loads(candidate)
    except (json.JSONDecodeError, RecursionError):
        pass
    fixed = _TRAILING_COMMA_RE.sub(r"\1", candidate.translate(_SMART_QUOTES))
    last: Exception | None = None
    for text in (fixed, _TRAILING_COMMA_RE.sub(r"\1", _single_to_double_quotes(fixed))):
        try:
            return json.loads(text)
        except (json.JSONDecodeError, RecursionError) as exc:
            last = exc
    raise FormatFailure(f"not valid JSON: {last}", candidate)


def extract_json(text: str) -> dict[str, Any]:
    """The JSON object an agent meant to emit: the first that parses of the whole text, fenced
    blocks, then every balanced ``{...}`` span; :class:`FormatFailure` if none does."""
    if not isinstance(text, str):
        raise FormatFailure(f"expected text, got {type(text).__name__}")
    raw = text.strip()
    if raw.startswith("{") and raw.endswith("}"):
        # a whole object first: a "<think>" inside one of its strings is a value, not a block
        with contextlib.suppress(FormatFailure):
            if isinstance(value := _loads_lenient(raw), dict):
                return value
    body = strip_thinking(text)
    if not body:
        raise FormatFailure("empty output", text)
    whole = [body] if body.startswith("{") else []
    error: FormatFailure | None = None
    tried: set[str] = set()  # each distinct span once: "```" * n is one empty body
    for cand in itertools.chain(whole, _fenced_blocks(body), _balanced_objects(body)):
        if cand in tried:
            continue
        tried.add(cand)
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
    """The JSON Schema validator of one side: it words the error :func:`_compiled` found."""
    from jsonschema import Draft202012Validator  # jsonschema is a core dep; import on first parse

    Draft202012Validator.check_schema(_SCHEMAS[kind])
    return Draft202012Validator(_SCHEMAS[kind])


@cache
def _compiled(kind: str) -> Callable[[Any], Any]:
    """One side's schema compiled once to Python (fastjsonschema): checking a valid turn is
    then far cheaper than jsonschema, which walks the schema again each time."""
    import fastjsonschema

    return fastjsonschema.compile(_SCHEMAS[kind])


def _validate(obj: Mapping[str, Any], kind: str, raw: str) -> None:
    from fastjsonschema import JsonSchemaException

    with contextlib.suppress(JsonSchemaException):
        _compiled(kind)(obj)
        return  # valid; otherwise jsonschema decides and words the error
    errors = sorted(_validator(kind).iter_errors(obj), key=lambda e: list(e.path))
    if errors:
        err = errors[0]
        field = ".".join(str(p) for p in err.path) or "(top level)"
        raise FormatFailure(f"{kind} output field {field}: {err.message}", raw)


def _stated_value(value: Any) -> str | None:
    """One level of an attacker's ``belief_state``: a name, or None (empty means unknown)."""
    return value.strip() if isinstance(value, str) and value.strip() else None


def _level_map(
    obj: Mapping[str, Any],
    field: str,
    levels: Sequence[str] | None,
    raw: str,
    read: Callable[[Any], str | None],
    missing: str | None,
) -> Belief | None:
    """``obj[field]`` read level by level; with ``levels``, other keys are errors and a missing
    level is ``missing`` (None in a belief, "?" in an estimate: see :mod:`tomsb_env.estimates`)."""
    value = obj.get(field)
    if value is None:
        return None
    if levels is not None:  # level keys are matched without regard to case
        canon = {lv.lower(): lv for lv in levels}
        keyed: dict[str, Any] = {}
        for key, val in value.items():
            lv = canon.get(str(key).strip().lower(), key)
            if lv in keyed:
                raise FormatFailure(f"{field}: level {lv!r} given twice", raw)
            if lv not in levels:
                raise FormatFailure(f"{field}: unknown level {lv!r}{did_you_mean(lv, levels)}", raw)
            keyed[lv] = val
        value = keyed
    out: Belief = {key: read(val) for key, val in value.items()}
    for lv in levels or ():
        out.setdefault(lv, missing)
    return out


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
    # "4" is a common LLM spelling of 4; anything else must stay a schema error
    trust = obj.get("trust_score")
    if isinstance(trust, str) and trust.strip().lstrip("-").isdecimal():  # not "²"
        obj["trust_score"] = int(trust.strip())
    elif isinstance(trust, float) and trust.is_integer():
        obj["trust_score"] = int(trust)
    _validate(obj, "attacker", text)
    return AttackerTurn(
        trust_score=obj["trust_score"],
        belief=obj["belief"],
        reflection=obj["reflection"],
        signal=Signal(obj["signal"]),
        message=obj.get("prompt", obj.get("message", "")),
        belief_state=_level_map(obj, "belief_state", levels, text, _stated_value, None),
        raw=text or None,
    )


_ESTIMATES = ("attacker_prior_estimate", "attacker_belief_estimate")


def _check_claim(claim: Any, world: Universe, reply: str, raw: str) -> None:
    """A ``claim`` field must be what the reply asserts: null when it asserts no name, else one
    ``{level: name}`` that the grounder reads in it (the deepest or any level above)."""
    from tomsb_env.universe.grounding import grounder_for

    if claim is not None and not (isinstance(claim, Mapping) and len(claim) == 1):
        raise FormatFailure(f"claim must be null or one {{level: name}}, got {claim!r:.80}", raw)
    said = grounder_for(world).belief_from_text(reply)
    if claim is None and any(said.values()):
        raise FormatFailure(f"claim is null but the reply asserts {said}", raw)
    for level, name in (claim or {}).items():
        if said.get(level) != name:
            raise FormatFailure(f"claim: the reply does not assert {level} {name!r:.80}", raw)


def parse_defender_turn(
    raw: str | Mapping[str, Any] | DefenderTurn,
    levels: Sequence[str] | None = None,
    world: Universe | None = None,
) -> DefenderTurn:
    """A :class:`DefenderTurn` from JSON text, a dict or a turn; raises :class:`FormatFailure`.
    With ``world``, a ``claim`` field is checked against the reply (:func:`_check_claim`)."""
    if isinstance(raw, DefenderTurn):
        return raw
    text = raw if isinstance(raw, str) else ""
    obj = extract_json(raw) if isinstance(raw, str) else dict(raw)
    for field in _ESTIMATES:
        value = obj.get(field)
        if isinstance(value, str) and value.lstrip().startswith("{"):  # an estimate sent as a
            with contextlib.suppress(ValueError):  # JSON string: read as the object it spells
                decoded = json.loads(value)
                if isinstance(decoded, dict):
                    obj[field] = decoded
    _validate(obj, "defender", text)
    if world is not None and "claim" in obj:
        _check_claim(obj["claim"], world, obj["reply"], text)
    return DefenderTurn(
        reply=obj["reply"],
        attacker_belief_about_target=obj.get("attacker_belief_about_target", ""),
        attacker_trust_in_us=str(obj.get("attacker_trust_in_us", "")),
        reflection=obj.get("reflection", ""),
        **{f: _level_map(obj, f, levels, text, estimate_value, CANNOT_TELL) for f in _ESTIMATES},
        raw=text or None,
    )
